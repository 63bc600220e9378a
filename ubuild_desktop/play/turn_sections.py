"""The turn panel's sections: one small widget for each part of :class:`~.turn_model.TurnModel`.

Each section puts its part of the model on screen with ``show_part(part)`` (``None``
hides it) and lists its controls with the actions each stands for (``bindings``, in the
order :meth:`TurnPanel.offered` reports them). A click sends the one action a control
stands for through ``acted``; a control built from the player's input (a bid, blocks, a
mortgage) asks the engine before it offers anything. No section knows a rule: what shows,
what is enabled, the limits and the defaults all come from the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine.ubuild.actions import (
    Action,
    Bid,
    BuildBlocks,
    Dice,
    FreeBlocks,
    Mortgage,
    OpenBid,
    ProposeDeal,
    Roll,
    Unmortgage,
)
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import State
from ubuild_desktop.core.engine.traditional.actions import HandToBank
from ubuild_desktop.core.usertext import shown_html
from ubuild_desktop.words import COUNTED, district_name, money_for

from . import game_words
from .controller import GameController
from .turn_model import (
    AuctionSection,
    BlockChoice,
    BlocksSection,
    BuySection,
    DealAnswerSection,
    DealButtonSection,
    DebtSection,
    DoneKind,
    DoneSection,
    EndTurnSection,
    FreeBlocksSection,
    HousesSection,
    Heading,
    JailSection,
    MortgagesSection,
    MoveKind,
    OpenBidder,
    PickKind,
    PickMode,
    PickSection,
    RollSection,
    Situation,
    SitesSection,
    Status,
    TableRollSection,
    TaxSection,
)
from .widgets import DiceEntry, KeySpinBox, MoneySpinBox, name_fitting

Binding = tuple[QAbstractButton, Callable[[], list[Action]]]
# The keys of the decisions (one letter each, shown in the buttons' tooltips; a hidden
# section's keys are off, so the two games' build buttons share theirs).
BUILD_KEY = "U"
MORTGAGE_KEY = "M"
DEAL_KEY = "T"
HEADING_SCALE = 1.5  # the heading's size, in the panel's text size
SPACING = 4  # between the controls (the panel's own spacing: a 1024x640 window shows every control at once)


def _button(parent: QWidget, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setMinimumHeight(32)
    if primary:
        button.setProperty("primary", True)
    return button


def _label(parent: QWidget, rich: bool = True) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    return label


def _pair(first: QWidget, second: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(first)
    row.addWidget(second)
    return row


def _given(action: Action | None) -> list[Action]:
    return [] if action is None else [action]


class Controls(QObject):
    """A section's controls that stand for actions: clicks, keys and :meth:`TurnPanel.offered`."""

    acted = Signal(object)  # the Action a control sends

    def __init__(self, section: QWidget) -> None:
        super().__init__(section)
        self.bindings: list[Binding] = []

    def bind(self, button: QPushButton, make: Callable[[], list[Action]], sends: bool = True) -> QPushButton:
        """``button`` stands for the actions ``make`` lists; a click sends the one it lists."""
        self.bindings.append((button, make))
        if sends:
            button.clicked.connect(lambda _=False: self._clicked(make))
        return button

    def _clicked(self, make: Callable[[], list[Action]]) -> None:
        actions = make()
        if len(actions) == 1:
            self.acted.emit(actions[0])

    def key(self, button: QAbstractButton, key: str) -> None:
        """One key per common decision (shown in the tooltip); a hidden or disabled button
        ignores its key, so a key can never do what the engine would refuse."""
        parent = self.parent()
        assert isinstance(parent, QWidget)
        shortcut = QShortcut(QKeySequence(key), parent)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(lambda: press(button))
        button.setToolTip(key_tip(key))


class EnterPresses(QObject):
    """Enter in ``widget`` (a combo box of a section) presses ``button``, the section's action."""

    def __init__(self, widget: QWidget, button: QAbstractButton) -> None:
        super().__init__(widget)
        self._button = button
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            press(self._button)
            return True
        return False


def legal_only(state: State, action: Action) -> list[Action]:
    """``[action]`` if the engine would take it now, else nothing (a control built from input)."""
    return [action] if state.is_legal(action) else []


class Words:
    """What every section writes the same way: money in the game's own (U-Build's $k or
    the traditional game's whole units) and a property's name (a district's, or a
    square board's space), for the controller's game."""

    controller: GameController

    def money(self, amount: int) -> str:
        return money_for(self.controller.state.book)(amount)

    def card_name(self, card: Any) -> str:
        """The translated name of the property ``card`` (a district card, or a ``PropertyCard``)."""
        return game_words.property_name(self.controller.state, card.id)


class Section(Words, QWidget):
    """One part of the turn panel: a row of buttons (hidden when its part is None)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.controls = Controls(self)

    @property
    def state(self) -> State:
        return self.controller.state

    def _row(self) -> QHBoxLayout:
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(SPACING)
        return row


class BoxSection(Words, QGroupBox):
    """One part of the turn panel: a titled box of controls (hidden when its part is None)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.controls = Controls(self)

    @property
    def state(self) -> State:
        return self.controller.state


def key_tip(key: str) -> str:
    return QCoreApplication.translate("TurnPanel", "Key: {key}").format(key=key)


def press(button: QAbstractButton) -> None:
    """Click ``button`` from the keyboard, if it is there to click."""
    if button.isVisibleTo(button.window()) and button.isEnabled():
        button.click()


# ---------------------------------------------------------------------- heading and status


class HeadingLine(Words, QLabel):
    """Whose decision it is, in the player's colour, half as large again as the panel's text."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("turnHeader")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self._font = QFont(self.font())  # the heading's style (show_part sizes it)
        self._font.setBold(True)

    def fitted_name(self, seat: int, table: bool = False) -> str:
        """The seat's name as rich text ("<" in a name is a letter), elided to fit the heading."""
        big = self.font().pointSizeF() * HEADING_SCALE
        self._font.setPointSizeF(big)
        return shown_html(name_fitting(self.controller.seats[seat].name, self._font, 300 if table else 20 * big))

    def show_part(self, status: Status) -> None:
        if status.heading is Heading.GAME_OVER or status.heading is Heading.SHUFFLING:
            text = self.tr("Game over") if status.heading is Heading.GAME_OVER else self.tr("Shuffling the Chance cards…")
            self.setText(f"<h2>{text}</h2>")
            return
        heading = {
            Heading.ROLL_OFF: self.tr("{name}: roll to see who starts"),
            Heading.BID: self.tr("{name}: bid or pass"),
            Heading.RAISE_MONEY: self.tr("{name} must raise money"),
            Heading.ANSWER_DEAL: self.tr("{name}: answer the deal"),
        }.get(status.heading, self.tr("{name}'s turn")).format(name=self.fitted_name(status.seat, status.table))
        colour = theme.current().seat(self.controller.seats[status.seat].colour)
        big = self._font.pointSizeF()
        dot, size = (16.0, 15.0) if status.table else (big + 1, big)  # a roll at the table: the heading as it was
        self.setText(
            f"<span style='font-size:{dot:.1f}pt;font-weight:bold;color:{colour}'>&#9679;</span> "
            f"<span style='font-size:{size:.1f}pt;font-weight:bold'>{heading}</span>")


class StatusLine(Words, QLabel):
    """The line under the heading: where the player stands, what the decision is about."""

    def __init__(self, controller: GameController, heading: HeadingLine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._heading = heading
        self.setObjectName("turnStatus")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)

    def show_part(self, status: Status) -> None:
        self.setText(self._text(status))
        self.setVisible(bool(self.text()))  # an empty line would only push the controls down

    def show_error(self, text: str) -> None:
        self.setText(text)
        self.show()

    def _text(self, status: Status) -> str:
        state = self.controller.state
        if status.table:
            return self._table_text(status)
        situation = status.situation
        cash = self.money(status.cash)
        where = game_words.space_name(state.game, status.space) if status.seat >= 0 else ""
        text = ""
        if situation is Situation.GAME_OVER:
            text = game_words.end_reason(state)
        elif situation is Situation.BUY:
            assert status.card is not None
            text = self.tr("Landed on <b>{name}</b>: for sale at {price}. You have {cash}.").format(
                name=self.card_name(status.card), price=self.money(status.card.price), cash=cash)
        elif situation is Situation.ROLL_OFF:
            text = game_words.roll_off_status(state)
        elif situation is Situation.FIRST_TURN:
            text = game_words.roll_off_status(state) + "<br>" + self.tr("On <b>{where}</b>. You have {cash}.").format(
                where=where, cash=cash)
        elif situation is Situation.IN_JAIL:
            text = self.tr("In jail (failed rolls: {n} of 3). You have {cash}.").format(n=status.count, cash=cash)
        elif situation is Situation.ON_SPACE:
            text = self.tr("On <b>{where}</b>. You have {cash}.").format(where=where, cash=cash)
        elif situation is Situation.BUILD_OR_END:
            text = self.tr("On <b>{where}</b>. You have {cash}. Build, or end your turn.").format(where=where, cash=cash)
        elif situation is Situation.BUILD_OR_ROLL:
            text = self.tr("On <b>{where}</b>. You have {cash}. A double: build, or roll again.").format(where=where, cash=cash)
        elif situation is Situation.ROLL_AGAIN:
            text = self.tr("On <b>{where}</b>. You have {cash}. A double: roll again.").format(where=where, cash=cash)
        elif situation is Situation.PLANNING:
            text = self.tr("<b>Planning Permission</b>: build a bonus building next to your district, a hazard "
                           "next to another player's, or move a hazard up to two spaces for free.")
        elif situation is Situation.HAZARD_MOVES:
            text = self.tr("Move the hazard one site at a time (%n move(s) left).", "", status.count)
        elif situation is Situation.PAID_MOVE:
            text = self.tr("The hazard still touches your district: a second move ({price}) must take it "
                           "off.").format(price=self.money(status.price))
        elif situation is Situation.FREE_BLOCKS:
            text = self.tr("A Chance card gives %n free block(s): pick the district.", "", status.count)
        if status.computer:
            name = self._heading.fitted_name(status.seat)
            text += "<br><i>" + self.tr("{name} is thinking…").format(name=name) + "</i>"
        return text

    def _table_text(self, status: Status) -> str:
        """A roll made at the table: whose, and how to enter it."""
        lines = []
        if status.situation is Situation.ROLL_OFF:
            lines.append(game_words.roll_off_status(self.controller.state))
        if status.computer:
            name = self._heading.fitted_name(status.seat, table=True)
            lines.append(self.tr("{name} is a computer player: someone at the table rolls for them.").format(name=name))
        lines.append(self.tr("<b>Roll the die at the table</b>, then click the face it shows (or press its number) "
                             "and Enter roll.") if game_words.dice_count(self.controller.state.game) == 1 else
                     self.tr("<b>Roll both dice at the table</b>, then click the face each one shows (or press the "
                             "two numbers) and Enter roll."))
        return "<br>".join(lines)


# ---------------------------------------------------------------------- the row of decisions


class TableDice(Section):
    """A table-dice game: the faces of the dice rolled at the table, entered by click or key."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.dice_entry = DiceEntry(self)
        self._row().addWidget(self.dice_entry)
        self._roll_id = -1  # the roll the entry's faces were chosen for
        self.controls.bind(self.dice_entry.enter_button, self._entered)

    def _entered(self) -> list[Action]:
        values = self.dice_entry.values()
        return legal_only(self.state, Dice(values)) if values is not None else []

    def show_part(self, part: TableRollSection | None) -> None:
        if part is None:
            self._roll_id = -1  # the next roll to enter starts with no face chosen (after a take back too)
            self.hide()
            return
        if self.dice_entry.dice_count() != part.dice_count or self._roll_id != part.roll_id:
            self._roll_id = part.roll_id
            self.dice_entry.set_dice_count(part.dice_count)  # a new roll: no face chosen yet
        self.show()


class RollButton(Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: RollSection | None = None
        self.roll_button = self.controls.bind(_button(self, "rollButton", True), lambda: _given(self._part.action if self._part else None))
        self._row().addWidget(self.roll_button)
        self.controls.key(self.roll_button, "R")

    def show_part(self, part: RollSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        if part.again:
            text = self.tr("Roll again")
        elif part.in_jail:
            text = self.tr("Roll for a 6") if part.dice_count == 1 else self.tr("Roll for a double")
        else:
            text = self.tr("Roll the die") if part.dice_count == 1 else self.tr("Roll the dice")
        self.roll_button.setText(text)
        self.roll_button.setEnabled(part.action is not None)


class JailButton(Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: JailSection | None = None
        self.fine_button = self.controls.bind(_button(self, "payFineButton"), lambda: _given(self._part.action if self._part else None))
        self.card_button = self.controls.bind(_button(self, "useJailCardButton"),
                                              lambda: _given(self._part.card if self._part else None))
        row = self._row()
        row.addWidget(self.fine_button)
        row.addWidget(self.card_button)

    def show_part(self, part: JailSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is not None:
            self.fine_button.setText(self.tr("Pay the {fine} fine").format(fine=self.money(part.fine)))
            self.fine_button.setEnabled(part.action is not None)
            self.card_button.setText(self.tr("Use the jail card"))
            self.card_button.setVisible(part.card is not None)  # only for a player who holds one


class TaxBox(BoxSection):
    """The traditional game's Income Tax: pay the fixed amount or a share of one's total
    worth (002), decided before the worth is added up."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: TaxSection | None = None
        self.setTitle(self.tr("Income Tax"))
        self.tax_label = _label(self)
        self.tax_fixed_button = self.controls.bind(_button(self, "taxFixedButton"),
                                                   lambda: _given(self._part.pay_fixed if self._part else None))
        self.tax_share_button = self.controls.bind(_button(self, "taxShareButton"),
                                                   lambda: _given(self._part.pay_share if self._part else None))
        self.controls.key(self.tax_fixed_button, "F")
        self.controls.key(self.tax_share_button, "W")
        box = QVBoxLayout(self)
        box.addWidget(self.tax_label)
        box.addLayout(_pair(self.tax_fixed_button, self.tax_share_button))

    def show_part(self, part: TaxSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.tax_label.setText(self.tr(
            "Pay {amount}, or {percent}% of everything you own: your cash, the printed price of your "
            "properties (mortgaged ones too) and what your buildings cost. Choose before it is added up."
        ).format(amount=self.money(part.fixed), percent=part.percent))
        self.tax_fixed_button.setText(self.tr("Pay {amount}").format(amount=self.money(part.fixed)))
        self.tax_fixed_button.setEnabled(part.pay_fixed is not None)
        self.tax_share_button.setText(self.tr("Pay {percent}% of my worth").format(percent=part.percent))
        self.tax_share_button.setEnabled(part.pay_share is not None)


class BuyButtons(Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: BuySection | None = None
        self.buy_button = self.controls.bind(_button(self, "buyButton", True), lambda: _given(self._part.buy if self._part else None))
        self.auction_button = self.controls.bind(_button(self, "auctionButton"), lambda: _given(self._part.auction if self._part else None))
        row = self._row()
        row.addWidget(self.buy_button)
        row.addWidget(self.auction_button)
        self.controls.key(self.buy_button, "B")
        self.controls.key(self.auction_button, "A")

    def show_part(self, part: BuySection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.buy_button.setText(self.tr("Buy {name} for {price}").format(name=self.card_name(part.card),
                                                                          price=self.money(part.card.price)))
        self.buy_button.setEnabled(part.buy is not None)
        self.buy_button.setToolTip(key_tip("B") if part.buy is not None else self.tr("Not enough cash"))
        self.auction_button.setText(self.tr("Auction it"))
        self.auction_button.setEnabled(part.auction is not None)


class DoneButton(Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DoneSection | None = None
        self.done_button = self.controls.bind(_button(self, "doneButton"), lambda: _given(self._part.action if self._part else None))
        self._row().addWidget(self.done_button)
        self.controls.key(self.done_button, "D")

    def show_part(self, part: DoneSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is not None:
            self.done_button.setText(self.tr("Decline") if part.kind is DoneKind.DECLINE else self.tr("Done moving"))
            self.done_button.setEnabled(part.action is not None)


class EndTurnButton(Section):
    """End turn; after a double (U-Build's), "Roll again": the turn ends and the same
    player's roll follows at once, as the traditional game's "Roll again" rolls."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: EndTurnSection | None = None
        self.end_button = self.controls.bind(_button(self, "endTurnButton", True),
                                             lambda: _given(self._part.action if self._part else None), sends=False)
        self.end_button.clicked.connect(lambda _=False: self._end_or_roll_again())
        self._row().addWidget(self.end_button)
        self.controls.key(self.end_button, "E")

    def _end_or_roll_again(self) -> None:
        part = self._part
        if part is None or part.action is None:
            return
        seat = self.controller.seat_to_act()
        self.controls.acted.emit(part.action)
        if part.roll_again and self.controller.seat_to_act() == seat:
            roll = next((a for a in self.state.legal_actions() if isinstance(a, Roll)), None)
            if roll is not None:  # the same player's turn again, still at its start: the roll
                self.controls.acted.emit(roll)

    def show_part(self, part: EndTurnSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is not None:
            self.end_button.setText(self.tr("Roll again") if part.roll_again else self.tr("End turn"))
            self.end_button.setEnabled(part.action is not None)


# ---------------------------------------------------------------------- boxes


class AuctionBox(BoxSection):
    """The auction under way: the district, the highest bid, who still bids; a bid or a pass."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: AuctionSection | None = None
        self.setTitle(self.tr("Auction"))
        self.auction_label = _label(self)
        self.bid_spin = MoneySpinBox(self)
        self.bid_spin.setObjectName("bidSpin")
        self.bid_spin.setAccessibleName(self.tr("Your bid"))
        self.bid_button = self.controls.bind(_button(self, "bidButton", True), self._bid)
        self.bid_spin.entered.connect(lambda: press(self.bid_button))  # Enter in the box bids
        self.pass_button = self.controls.bind(_button(self, "passButton"), lambda: _given(self._part.pass_ if self._part else None))
        self.controls.key(self.pass_button, "P")
        self.bid_spin.valueChanged.connect(self._update_bid_button)
        # The card for sale stands beside the board meanwhile (the window's decision card).
        box = QVBoxLayout(self)
        box.addWidget(self.auction_label)
        row = QHBoxLayout()
        row.addWidget(self.bid_spin, 1)
        row.addWidget(self.bid_button)
        row.addWidget(self.pass_button)
        box.addLayout(row)
        # An open auction: one line per player, each with its own Bid and Pass (keys: Alt and
        # the seat's number bids the amount above (a number alone would type into it, and
        # Ctrl and a number shows a player's holdings); P passes for the player asked).
        self.bidder_lines: list[BidderLine] = []
        self.bidder_grid = QGridLayout()
        self.bidder_grid.setVerticalSpacing(SPACING)
        self.bidder_grid.setColumnStretch(0, 1)
        box.addLayout(self.bidder_grid)
        for seat in range(OPEN_AUCTION_LINES):
            line = BidderLine(self, seat)
            self.bidder_grid.addWidget(line.label, seat, 0)
            self.bidder_grid.addWidget(line.bid_button, seat, 1)
            self.bidder_grid.addWidget(line.pass_button, seat, 2)
            self.controls.bind(line.bid_button, lambda seat=seat: self._open_bid(seat))
            self.controls.bind(line.pass_button, lambda seat=seat: self._open_pass(seat))
            self.controls.key(line.bid_button, f"Alt+{seat + 1}")
            self.bidder_lines.append(line)

    def show_part(self, part: AuctionSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        if part.open:
            self._show_open(part)
            return
        self._show_lines(())
        self.bid_button.setVisible(True)
        self.pass_button.setVisible(True)
        names = self.state.game.players
        leader = self._leader(part)
        still = ", ".join(shown_html(names[b]) for b in part.bidders)
        self.auction_label.setText(self.tr("{lot}<br>{leader}<br>Still bidding: {still}<br>You have {cash}.").format(
            lot=self._lot(part), leader=leader, still=still, cash=self.money(part.cash)))
        self._amounts(part, part.bid_range)
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setEnabled(part.pass_ is not None)
        self.pass_button.setToolTip(key_tip("P") if part.pass_ is not None else
                                    self.tr("The player who landed there makes the first bid"))
        self._update_bid_button()

    def _amounts(self, part: AuctionSection, span: tuple[int, int] | None) -> None:
        """The amount box: the bids in ``span`` (None: no bid), the lowest first."""
        self.bid_spin.blockSignals(True)
        self.bid_spin.set_book(self.state.book)
        self.bid_spin.setSingleStep(part.bid_step)  # the arrows and Page keys step as the bids do
        low, high = span if span is not None else (0, 0)
        self.bid_spin.setRange(low, high)
        self.bid_spin.setValue(low)  # the lowest bid first
        self.bid_spin.setEnabled(span is not None)
        self.bid_spin.blockSignals(False)

    def _bid(self) -> list[Action]:
        """The asked player's bid of the amount in the box (in an open auction, named)."""
        part = self._part
        if not self.bid_spin.isEnabled() or part is None or part.bid_range is None:
            return []
        amount = self.bid_spin.value()
        if part.open:
            asked = next((b.seat for b in part.open if b.asked and not b.computer), None)
            return [] if asked is None else legal_only(self.state, OpenBid(asked, amount))
        return legal_only(self.state, Bid(amount))

    def _update_bid_button(self) -> None:
        self.bid_button.setText(self.tr("Bid {amount}").format(amount=self.money(self.bid_spin.value())))
        self.bid_button.setEnabled(bool(self._bid()))
        self._update_lines()

    # ------------------------------------------------------------------ the open auction

    def _open_lines(self) -> tuple[OpenBidder, ...]:
        return self._part.open if self._part is not None else ()

    def _line_of(self, seat: int) -> OpenBidder | None:
        return next((b for b in self._open_lines() if b.seat == seat), None)

    def _open_bid(self, seat: int) -> list[Action]:
        line = self._line_of(seat)
        if line is None or line.computer or line.bid_range is None:
            return []
        return legal_only(self.state, OpenBid(seat, self.bid_spin.value()))

    def _open_pass(self, seat: int) -> list[Action]:
        line = self._line_of(seat)
        return [] if line is None or line.computer or line.pass_ is None else [line.pass_]

    def _show_open(self, part: AuctionSection) -> None:
        """Everyone's line: the amount to bid above (the lowest first), then each player's
        name, where they stand, and their own Bid and Pass."""
        leader = self._leader(part)
        self.auction_label.setText(self.tr("{lot}<br>{leader}<br>Anyone may bid at any time; sold when all the others pass.").format(
            lot=self._lot(part), leader=leader))
        humans = [b.bid_range for b in part.open if not b.computer and b.bid_range is not None]
        span = (min(r[0] for r in humans), max(r[1] for r in humans)) if humans else None
        self._amounts(part, span)  # any bid someone at the screen may make
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setEnabled(part.pass_ is not None)
        self.pass_button.setToolTip(key_tip("P"))
        self._show_lines(part.open)
        self._update_bid_button()

    def _leader(self, part: AuctionSection) -> str:
        if part.high_bidder < 0:
            return self.tr("No bid yet")
        return self.tr("Highest bid: <b>{amount}</b> by {name}").format(
            amount=self.money(part.high_bid), name=shown_html(self.state.game.players[part.high_bidder]))

    def _lot(self, part: AuctionSection) -> str:
        if part.card is not None:
            return self.tr("<b>{district}</b> (price {price})").format(
                district=self.card_name(part.card), price=self.money(part.card.price))
        if part.building == "hotel":
            return self.tr("<b>One of the bank's last hotels</b>: the winner builds it at once")
        return self.tr("<b>One of the bank's last houses</b>: the winner builds it at once")

    def _show_lines(self, lines: tuple[OpenBidder, ...]) -> None:
        names = self.state.game.players
        by_seat = {b.seat: b for b in lines}
        for seat, line in enumerate(self.bidder_lines):
            bidder = by_seat.get(seat)
            line.show(bidder, "" if bidder is None else self._standing(bidder, names[seat]))
        self._update_lines()

    def _standing(self, b: OpenBidder, name: str) -> str:
        who = shown_html(name)
        if b.leads:
            return self.tr("{name}: <b>highest bid</b>").format(name=who)
        if b.passed:
            return self.tr("{name}: passed").format(name=who)
        if b.asked and b.computer:
            return self.tr("{name}: thinking…").format(name=who)
        if b.asked:
            return self.tr("{name}: <b>your answer?</b>").format(name=who)
        return who

    def _update_lines(self) -> None:
        for line in self.bidder_lines:
            seat = line.seat
            line.bid_button.setText(self.tr("Bid"))
            line.pass_button.setText(self.tr("Pass"))
            line.bid_button.setEnabled(bool(self._open_bid(seat)))
            line.pass_button.setEnabled(bool(self._open_pass(seat)))
            line.bid_button.setToolTip("<qt>" + self.tr("{name} bids {amount} (key: Alt+{key})").format(
                name=self._seat_name(seat), amount=self.money(self.bid_spin.value()), key=seat + 1) + "</qt>")
            line.pass_button.setToolTip("<qt>" + self.tr("{name} passes (key: P when asked)").format(
                name=self._seat_name(seat)) + "</qt>")

    def _seat_name(self, seat: int) -> str:
        """A player's name for a tooltip, which is rich text (``<qt>``): as typed, escaped."""
        names = self.state.game.players
        return shown_html(names[seat]) if seat < len(names) else ""


OPEN_AUCTION_LINES = 8  # the most players a game seats (the traditional game's 8)


class BidderLine:
    """One player's line of an open auction: where they stand, their Bid and their Pass
    (shown only for a player at the screen; a computer player's line is words only)."""

    def __init__(self, box: AuctionBox, seat: int) -> None:
        self.seat = seat
        self.label = _label(box)
        self.label.setWordWrap(False)
        self.bid_button = _button(box, f"openBidButton{seat}", True)
        self.pass_button = _button(box, f"openPassButton{seat}")
        self.bid_button.setAccessibleName(QCoreApplication.translate("TurnPanel", "Bid"))
        self.pass_button.setAccessibleName(QCoreApplication.translate("TurnPanel", "Pass"))

    def show(self, bidder: OpenBidder | None, text: str) -> None:
        self.label.setVisible(bidder is not None)
        self.label.setText(text)
        human = bidder is not None and not bidder.computer
        self.bid_button.setVisible(human)
        self.pass_button.setVisible(human)


class HousesBox(BoxSection):
    """The traditional game's houses and hotels: build one, sell one, or sell a whole
    group's, each by picking a street on the board (``pickRequested`` carries the
    :class:`PickMode`); the bank's stock of houses and hotels."""

    pickRequested = Signal(object)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: HousesSection | None = None
        self.setTitle(self.tr("Houses and hotels"))
        self.stock_label = _label(self, rich=False)
        self.stock_label.setObjectName("houseStock")
        self.build_house_button = self._pick_button("buildHouseButton", lambda p: list(p.build), PickKind.BUILD_HOUSE, True)
        self.sell_building_button = self._pick_button("sellBuildingButton", lambda p: list(p.sell), PickKind.SELL_BUILDING)
        self.sell_group_button = self._pick_button("sellGroupButton", lambda p: list(p.sell_group), PickKind.SELL_GROUP)
        self.controls.key(self.build_house_button, BUILD_KEY)
        box = QVBoxLayout(self)
        box.addWidget(self.stock_label)
        box.addWidget(self.build_house_button)
        box.addLayout(_pair(self.sell_building_button, self.sell_group_button))

    def _pick_button(self, name: str, actions: Callable[[HousesSection], list[Action]], kind: PickKind,
                     primary: bool = False) -> QPushButton:
        button = self.controls.bind(_button(self, name, primary), lambda: actions(self._part) if self._part else [], sends=False)
        button.clicked.connect(lambda: self._start(kind))
        return button

    def _start(self, kind: PickKind) -> None:
        seat = self.controller.seat_to_act()
        if seat is not None:
            self.pickRequested.emit(PickMode(kind, seat))

    def show_part(self, part: HousesSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.stock_label.setText(self.tr("The bank has {houses} and {hotels} left.").format(
            houses=self.tr("%n house(s)", "", part.houses_left), hotels=self.tr("%n hotel(s)", "", part.hotels_left)))
        for button, actions, text in ((self.build_house_button, part.build, self.tr("Build a house or hotel…")),
                                      (self.sell_building_button, part.sell, self.tr("Sell a building…")),
                                      (self.sell_group_button, part.sell_group, self.tr("Sell a group's buildings…"))):
            button.setText(text)
            button.setEnabled(bool(actions))


class SitesButtons(Section):
    """The buttons that start picking a site on the board: bonus building, hazard, special
    buildings, a hazard move (``pickRequested`` carries the :class:`PickMode`)."""

    pickRequested = Signal(object)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: SitesSection | None = None
        self.sky_button = self._pick_button("skyscraperButton", lambda p: self._special_actions(p, BuildingKind.SKYSCRAPER),
                                            PickKind.SPECIAL, BuildingKind.SKYSCRAPER)
        self.stadium_button = self._pick_button("stadiumButton", lambda p: self._special_actions(p, BuildingKind.STADIUM),
                                                PickKind.SPECIAL, BuildingKind.STADIUM)
        self.tower_button = self._pick_button("towerButton", lambda p: self._special_actions(p, BuildingKind.TOWER),
                                              PickKind.SPECIAL, BuildingKind.TOWER)
        self.bonus_button = self._pick_button("bonusButton", lambda p: list(p.bonus or ()), PickKind.BONUS, primary=True)
        self.hazard_button = self._pick_button("hazardButton", lambda p: list(p.hazard or ()), PickKind.HAZARD, primary=True)
        self.move_button = self._pick_button("moveHazardButton", lambda p: list(p.move.actions) if p.move else [],
                                             PickKind.MOVE_SOURCE)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(SPACING)
        grid.addWidget(self.bonus_button, 0, 0)
        grid.addWidget(self.hazard_button, 0, 1)
        grid.addWidget(self.sky_button, 1, 0)
        grid.addWidget(self.stadium_button, 1, 1)
        grid.addWidget(self.tower_button, 2, 0)
        grid.addWidget(self.move_button, 2, 1)

    def _pick_button(self, name: str, actions: Callable[[SitesSection], list[Action]], kind: PickKind,
                     special: BuildingKind | None = None, primary: bool = False) -> QPushButton:
        button = self.controls.bind(_button(self, name, primary), lambda: actions(self._part) if self._part else [], sends=False)
        button.clicked.connect(lambda: self._start(kind, special))
        return button

    def _start(self, kind: PickKind, special: BuildingKind | None) -> None:
        seat = self.controller.seat_to_act()
        if seat is not None:
            self.pickRequested.emit(PickMode(kind, seat, special=special))

    @staticmethod
    def _special_actions(part: SitesSection, special: BuildingKind) -> list[Action]:
        return [a for s in part.specials if s.special is special for a in s.actions]

    def show_part(self, part: SitesSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        for button, actions, text in ((self.bonus_button, part.bonus, self.tr("Build a bonus building")),
                                      (self.hazard_button, part.hazard, self.tr("Build a hazard"))):
            button.setVisible(actions is not None)
            button.setText(text)
            button.setEnabled(bool(actions))
        specials = {s.special: s for s in part.specials}
        for button, special in ((self.sky_button, BuildingKind.SKYSCRAPER), (self.stadium_button, BuildingKind.STADIUM),
                                (self.tower_button, BuildingKind.TOWER)):
            offer = specials.get(special)
            button.setVisible(offer is not None)
            if offer is not None:
                button.setText(self.tr("Skyscraper…") if special is BuildingKind.SKYSCRAPER else
                               self.tr("Stadium ({price})…").format(price=self.money(offer.price)) if special is BuildingKind.STADIUM
                               else self.tr("The Tower ({price})…").format(price=self.money(offer.price)))
                button.setEnabled(bool(offer.actions))
        move = part.move
        self.move_button.setVisible(move is not None)
        if move is not None:
            self.move_button.setText({
                MoveKind.PLANNING: self.tr("Move a hazard (free)"),
                MoveKind.FREE: self.tr("Move the hazard (free)"),
                MoveKind.AGAIN: self.tr("Move the hazard again ({price})"),
                MoveKind.PAID: self.tr("Move a hazard ({price})"),
            }[move.kind].format(price=self.money(move.price)))
            self.move_button.setEnabled(bool(move.actions))


class PickBox(BoxSection):
    """A site being picked on the board: what for, the keys, the district a special building
    goes next to, and Cancel (where a pick can be left)."""

    cancelled = Signal()
    districtChosen = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.pick_label = _label(self, rich=False)
        self.attach_combo = QComboBox(self)
        self.attach_combo.setObjectName("attachCombo")
        self.attach_combo.setAccessibleName(self.tr("Next to which district"))
        self.attach_combo.currentIndexChanged.connect(self._attach_changed)
        self.cancel_pick = _button(self, "cancelPickButton")
        self.cancel_pick.setText(self.tr("Cancel"))
        self.cancel_pick.clicked.connect(lambda: self.cancelled.emit())
        self.pick_keys = _label(self, rich=False)
        self.pick_keys.setObjectName("pickKeys")
        theme.style(self.pick_keys, lambda t: theme.css(t.muted))
        box = QVBoxLayout(self)
        box.addWidget(self.pick_label)
        box.addWidget(self.pick_keys)
        box.addWidget(self.attach_combo)
        box.addWidget(self.cancel_pick)

    def show_part(self, part: PickSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        mode = part.mode
        self.cancel_pick.setVisible(part.cancellable)
        if mode.kind in (PickKind.BUILD_HOUSE, PickKind.SELL_BUILDING, PickKind.SELL_GROUP):
            self.attach_combo.hide()
            self.pick_keys.setText(self.tr("Keys: arrows or Tab go from street to street, Enter picks, Esc cancels."))
            self.pick_keys.show()
            self.setTitle({PickKind.BUILD_HOUSE: self.tr("Build a house or hotel"),
                           PickKind.SELL_BUILDING: self.tr("Sell a building"),
                           PickKind.SELL_GROUP: self.tr("Sell a group's buildings")}[mode.kind])
            self.pick_label.setText({
                PickKind.BUILD_HOUSE: self.tr("Click a highlighted street: a house goes there (a hotel on four houses)."),
                PickKind.SELL_BUILDING: self.tr("Click a highlighted street: one of its buildings goes back to the bank "
                                                "at half price."),
                PickKind.SELL_GROUP: self.tr("Click a highlighted street: every building of its colour group goes back "
                                             "to the bank at half price."),
            }[mode.kind])
            return
        self.pick_keys.setText(self.tr("Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.")
                               if part.cancellable else self.tr("Keys: arrows or Tab go from site to site, Enter picks."))
        self.pick_keys.show()
        self.attach_combo.hide()
        if mode.kind is PickKind.BONUS:
            self.setTitle(self.tr("Bonus building"))
            self.pick_label.setText(self.tr("Click a highlighted site next to one of your districts."))
        elif mode.kind is PickKind.HAZARD:
            self.setTitle(self.tr("Hazard"))
            self.pick_label.setText(self.tr("Click a highlighted site next to another player's district."))
        elif mode.kind is PickKind.MOVE_SOURCE:
            self.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click the hazard to move."))
        elif mode.kind is PickKind.MOVE_TARGET:
            self.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click where it goes (one site)."))
        else:
            assert mode.special is not None
            self.setTitle(game_words.building_name(mode.special.value).capitalize())
            self.attach_combo.blockSignals(True)
            self.attach_combo.clear()
            for district_id in part.districts:
                self.attach_combo.addItem(self.tr("Next to {name}").format(
                    name=district_name(self.state.game.district(district_id).card.name)), district_id)
            self.attach_combo.setCurrentIndex(max(0, self.attach_combo.findData(mode.district)))
            self.attach_combo.blockSignals(False)
            self.attach_combo.setVisible(len(part.districts) > 1)
            self.pick_label.setText(self.tr("Costs {price}. Click a highlighted site next to the district.").format(
                price=self.money(part.price)))

    def _attach_changed(self) -> None:
        district_id = self.attach_combo.currentData()
        if isinstance(district_id, str):
            self.districtChosen.emit(district_id)


class FreeBlocksBox(BoxSection):
    """A Chance card's free blocks: the district they go on."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setTitle(self.tr("Free blocks"))
        self.free_combo = QComboBox(self)
        self.free_combo.setObjectName("freeBlocksCombo")
        self.free_combo.setAccessibleName(self.tr("Where the free blocks go"))
        self.free_button = self.controls.bind(_button(self, "freeBlocksButton", True), self._chosen)
        EnterPresses(self.free_combo, self.free_button)
        box = QVBoxLayout(self)
        box.addWidget(self.free_combo)
        box.addWidget(self.free_button)

    def show_part(self, part: FreeBlocksSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        self.free_combo.clear()
        for a in part.options:
            name = district_name(self.state.game.district(a.district).card.name)
            text = (self.tr("{name}: {residential} + {industrial}").format(
                        name=name, residential=COUNTED.residential(a.residential), industrial=COUNTED.industrial(a.industrial))
                    if part.industrial else self.tr("{name}: %n residential block(s)", "", a.residential).format(name=name))
            self.free_combo.addItem(text, a)
        self.free_button.setText(self.tr("Build the free blocks"))
        self.free_button.setEnabled(bool(part.options))

    def _chosen(self) -> list[Action]:
        action = self.free_combo.currentData()
        return legal_only(self.state, action) if isinstance(action, FreeBlocks) else []


class DebtBox(BoxSection):
    """A debt to pay: what, to whom, what mortgages could raise; pay or go bankrupt."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DebtSection | None = None
        self.setTitle(self.tr("Raise money"))
        self.debt_label = _label(self)
        self.pay_debt_button = self.controls.bind(_button(self, "payDebtButton", True),
                                          lambda: _given(self._part.pay if self._part else None))
        self.bankrupt_button = self.controls.bind(_button(self, "bankruptButton"),
                                          lambda: _given(self._part.bankrupt if self._part else None))
        box = QVBoxLayout(self)
        box.addWidget(self.debt_label)
        box.addLayout(_pair(self.pay_debt_button, self.bankrupt_button))

    def show_part(self, part: DebtSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        debt = part.debt
        creditor = self.tr("the bank") if debt.creditor < 0 else shown_html(self.state.game.players[debt.creditor])
        self.debt_label.setText(self.tr(
            "You owe <b>{amount}</b> to {creditor} ({reason}) and have {cash}.<br>"
            "Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more."
        ).format(amount=self.money(debt.amount), creditor=creditor, reason=game_words.debt_reason(self.state, debt),
                 cash=self.money(part.cash), raisable=self.money(part.raisable)))
        self.pay_debt_button.setText(self.tr("Pay {amount}").format(amount=self.money(debt.amount)))
        self.pay_debt_button.setEnabled(part.pay is not None)
        self.bankrupt_button.setText(self.tr("Declare bankruptcy"))
        self.bankrupt_button.setEnabled(part.bankrupt is not None)


class DealAnswerBox(BoxSection):
    """A deal offered to the player: who gives what; accept or reject."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DealAnswerSection | None = None
        self.setTitle(self.tr("A deal is on the table"))
        self.deal_label = _label(self)
        self.deal_label.setObjectName("dealSummary")
        self.accept_button = self.controls.bind(_button(self, "acceptDealButton", True),
                                        lambda: _given(self._part.accept if self._part else None))
        self.reject_button = self.controls.bind(_button(self, "rejectDealButton"),
                                        lambda: _given(self._part.reject if self._part else None))
        self.controls.key(self.accept_button, "Y")
        self.controls.key(self.reject_button, "N")
        box = QVBoxLayout(self)
        box.addWidget(self.deal_label)
        box.addLayout(_pair(self.accept_button, self.reject_button))

    def show_part(self, part: DealAnswerSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.deal_label.setText(deal_summary_html(self.state, part.deal))
        self.accept_button.setText(self.tr("Accept"))
        self.reject_button.setText(self.tr("Reject"))
        self.accept_button.setEnabled(part.accept is not None)
        self.reject_button.setEnabled(part.reject is not None)


class BlocksBox(BoxSection):
    """Blocks to build: the district, how many of each kind (within the model's limits), the cost."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: BlocksSection | None = None
        self.setTitle(self.tr("Build blocks"))
        self.blocks_district = QComboBox(self)
        self.blocks_district.setObjectName("blocksDistrict")
        self.blocks_district.setAccessibleName(self.tr("District to build on"))
        self.res_spin = KeySpinBox(self)
        self.res_spin.setObjectName("residentialSpin")
        self.res_spin.setAccessibleName(self.tr("Residential blocks"))
        self.ind_spin = KeySpinBox(self)
        self.ind_spin.setObjectName("industrialSpin")
        self.ind_spin.setAccessibleName(self.tr("Industrial blocks"))
        self.res_label = QLabel(self.tr("Residential"), self)
        self.ind_label = QLabel(self.tr("Industrial"), self)
        self.blocks_cost = _label(self, rich=False)
        self.blocks_cost.setObjectName("blocksCost")
        self.build_button = self.controls.bind(_button(self, "buildButton", True), self._blocks)
        self.controls.key(self.build_button, BUILD_KEY)
        for spin in (self.res_spin, self.ind_spin):
            spin.valueChanged.connect(self._update_cost)
            spin.entered.connect(lambda: press(self.build_button))  # Enter in the box builds
        EnterPresses(self.blocks_district, self.build_button)
        self.blocks_district.currentIndexChanged.connect(self._district_changed)
        grid = QGridLayout(self)
        grid.addWidget(self.blocks_district, 0, 0, 1, 4)
        grid.addWidget(self.res_label, 1, 0)
        grid.addWidget(self.res_spin, 1, 1)
        grid.addWidget(self.ind_label, 1, 2)
        grid.addWidget(self.ind_spin, 1, 3)
        grid.addWidget(self.blocks_cost, 2, 0, 1, 3)
        grid.addWidget(self.build_button, 2, 3)

    def show_part(self, part: BlocksSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        current = self.blocks_district.currentData()
        self.blocks_district.blockSignals(True)
        self.blocks_district.clear()
        for choice in part.choices:
            name = district_name(choice.card.name)
            label = (self.tr("{name} (has {residential}, {industrial})").format(
                        name=name, residential=COUNTED.residential(choice.residential),
                        industrial=COUNTED.industrial(choice.industrial)) if part.industrial
                     else self.tr("{name} (has %n block(s))", "", choice.residential).format(name=name))
            self.blocks_district.addItem(label, choice.district)
        self.blocks_district.setCurrentIndex(max(0, self.blocks_district.findData(current)))
        self.blocks_district.blockSignals(False)
        self.ind_spin.setVisible(part.industrial)
        self.ind_label.setVisible(part.industrial)
        self._district_changed()

    def _choice(self) -> BlockChoice | None:
        if self._part is None:
            return None
        district_id = self.blocks_district.currentData()
        return next((c for c in self._part.choices if c.district == district_id), None)

    def _district_changed(self) -> None:
        choice = self._choice()
        if choice is None:
            return
        options = choice.options
        for spin, top in ((self.res_spin, options.max_residential), (self.ind_spin, options.max_industrial)):
            spin.blockSignals(True)
            spin.setRange(0, top)
            spin.blockSignals(False)
        if self.res_spin.value() + self.ind_spin.value() == 0:  # nothing chosen yet: the model's first offer
            for spin, value in zip((self.res_spin, self.ind_spin), choice.default, strict=True):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        self._update_cost()

    def _blocks(self) -> list[Action]:
        choice = self._choice()
        if choice is None:
            return []
        return legal_only(self.state, BuildBlocks(choice.district, self.res_spin.value(), self.ind_spin.value()))

    def _update_cost(self) -> None:
        choice = self._choice()
        if choice is None or self._part is None:
            return
        options = choice.options
        r, i = self.res_spin.value(), self.ind_spin.value()
        cost = r * options.residential_price + i * options.industrial_price
        self.blocks_cost.setText(self.tr("%n block(s): {cost} · cash after {after}", "", r + i).format(
            cost=self.money(cost), after=self.money(self._part.cash - cost)))
        offered = bool(self._blocks())
        self.build_button.setText(self.tr("Build"))
        self.build_button.setEnabled(offered)
        self.build_button.setToolTip(key_tip(BUILD_KEY) if offered else (
            game_words.refusal_words(self.state, self.state.why_illegal(BuildBlocks(choice.district, r, i)))))


class MortgagesBox(BoxSection):
    """Mortgage a district, or lift a mortgage: the one chosen in the list, and the button
    that does it beside the list, or (when a long name would be cut off there) the list on
    a line of its own over what it changes and the button."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setTitle(self.tr("Mortgages"))
        self.mortgage_combo = QComboBox(self)
        self.mortgage_combo.setObjectName("mortgageCombo")
        self.mortgage_combo.setAccessibleName(self.tr("District to mortgage or lift the mortgage on"))
        # The panel's width decides the combo's, not its longest item (a wide item would widen the panel).
        self.mortgage_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.mortgage_combo.setMinimumContentsLength(12)
        self.mortgage_effect = _label(self, rich=False)
        self.mortgage_effect.setObjectName("mortgageEffect")
        self.mortgage_button = self.controls.bind(_button(self, "mortgageButton"), self._chosen)
        self.controls.key(self.mortgage_button, MORTGAGE_KEY)
        EnterPresses(self.mortgage_combo, self.mortgage_button)
        self.mortgage_combo.currentIndexChanged.connect(self._update_button)
        self._grid = QGridLayout(self)
        self._grid.addWidget(self.mortgage_combo, 0, 0)
        self._grid.addWidget(self.mortgage_effect, 1, 0)
        self._grid.addWidget(self.mortgage_button, 0, 1)
        self._grid.setColumnStretch(0, 1)
        self._two_lines = False
        self.mortgage_effect.hide()
        self._guide = False
        self._cash = 0
        self._values: dict[Action, int] = {}

    def show_part(self, part: MortgagesSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        self._guide = part.guide
        self._cash = part.cash
        self._values = {choice.action: choice.value for choice in part.choices}
        current = self.mortgage_combo.currentData()
        self.mortgage_combo.blockSignals(True)
        self.mortgage_combo.clear()
        for choice in part.choices:
            name, value = self.card_name(choice.card), self.money(choice.value)
            if isinstance(choice.action, HandToBank):
                text = self.tr("{name} (mortgaged: to the bank as payment, +{value})").format(name=name, value=value)
            else:
                text = (self.tr("{name} (+{value})") if isinstance(choice.action, Mortgage)
                        else self.tr("{name} (mortgaged, −{value})")).format(name=name, value=value)
            self.mortgage_combo.addItem(text, choice.action)
            self.mortgage_combo.setItemData(self.mortgage_combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
        self.mortgage_combo.setCurrentIndex(max(0, self.mortgage_combo.findData(current)) if current is not None else 0)
        self.mortgage_combo.blockSignals(False)
        self._update_button()
        self._arrange()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._arrange()

    def needs_two_lines(self) -> bool:
        """Whether the list's longest item would be cut off beside the button."""
        combo = self.mortgage_combo
        widest = max((combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        needed = combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option,
                                                QSize(widest, combo.fontMetrics().height()), combo).width()
        margins = self._grid.contentsMargins()
        room = (self.width() - margins.left() - margins.right() - self._grid.horizontalSpacing()
                - self.mortgage_button.sizeHint().width())
        return needed + 4 > room

    def _arrange(self) -> None:
        """The button beside the list, or under it with what it changes when the list needs the room."""
        two = self.needs_two_lines()
        if two == self._two_lines:
            return
        self._two_lines = two
        self._grid.removeWidget(self.mortgage_button)
        self._grid.addWidget(self.mortgage_button, 1 if two else 0, 1)
        self._grid.removeWidget(self.mortgage_combo)
        self._grid.addWidget(self.mortgage_combo, 0, 0, 1, 2 if two else 1)
        self.mortgage_effect.setVisible(two)

    def _chosen(self) -> list[Action]:
        action = self.mortgage_combo.currentData()
        return legal_only(self.state, action) if isinstance(action, (Mortgage, Unmortgage, HandToBank)) else []

    def _update_button(self) -> None:
        action = self.mortgage_combo.currentData()
        if isinstance(action, HandToBank):
            self.mortgage_button.setText(self.tr("Hand to the bank"))
        else:
            self.mortgage_button.setText(self.tr("Lift") if isinstance(action, Unmortgage) else self.tr("Mortgage"))
        self.mortgage_combo.setToolTip(self.mortgage_combo.currentText())
        value = self._values.get(action, 0) if isinstance(action, (Mortgage, Unmortgage, HandToBank)) else 0
        change = value if isinstance(action, (Mortgage, HandToBank)) else -value
        self.mortgage_effect.setText(self.tr("{change} · cash after {after}").format(
            change=("+" if change >= 0 else "−") + self.money(abs(change)), after=self.money(self._cash + change)))
        self.mortgage_button.setEnabled(bool(self._chosen()))
        # In debt, with the payment not yet possible, mortgaging is the next step: say so.
        guide = self._guide and isinstance(action, Mortgage) and self.mortgage_button.isEnabled()
        if bool(self.mortgage_button.property("primary")) != guide:
            self.mortgage_button.setProperty("primary", guide)
            self.mortgage_button.style().unpolish(self.mortgage_button)
            self.mortgage_button.style().polish(self.mortgage_button)


class DealButton(Section):
    """"Propose a deal…": opens the deal sheet (``requested``), enabled while a player at
    this screen may propose one."""

    requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.deal_button = _button(self, "dealButton")
        self.deal_button.setText(self.tr("Propose a deal…"))
        self.deal_button.clicked.connect(lambda: self.requested.emit())
        self.controls.key(self.deal_button, DEAL_KEY)
        self._row().addWidget(self.deal_button)

    def show_part(self, part: DealButtonSection | None) -> None:
        self.setVisible(part is not None)
        self.deal_button.setEnabled(part is not None and bool(part.proposers))


class RankingButton(Section):
    requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.ranking_button = _button(self, "rankingButton", True)
        self.ranking_button.setText(self.tr("Show the final ranking"))
        self.ranking_button.clicked.connect(lambda: self.requested.emit())
        self._row().addWidget(self.ranking_button)

    def show_part(self, shown: bool) -> None:
        self.setVisible(shown)


def deal_summary_html(state: State, deal: ProposeDeal) -> str:
    """The deal in words: who gives what to whom."""
    game = state.game
    money = money_for(state.book)
    a, b = shown_html(game.players[deal.proposer]), shown_html(game.players[deal.partner])
    cards = (getattr(deal, "give_cards", ()), getattr(deal, "take_cards", ()))

    def side(ids: tuple[str, ...], cash: int, jail_cards: tuple[str, ...]) -> str:
        parts = [game_words.property_name(state, x) for x in ids]
        parts.extend(game_words.jail_card_words() for _ in jail_cards)
        if cash:
            parts.append(money(cash))
        return ", ".join(parts) if parts else QCoreApplication.translate("Play", "nothing")

    return QCoreApplication.translate("Play", "<b>{a}</b> offers <b>{b}</b>:<br>{a} gives: {give}<br>{b} gives: {take}").format(
        a=a, b=b, give=side(deal.give, deal.give_cash, cards[0]), take=side(deal.take, deal.take_cash, cards[1]))
