"""The turn panel: the controls for exactly what the engine allows the player to act now.

Every control is built from the engine's answers (``legal_actions()``, ``is_legal()``,
``block_options()``, ``special_sites()``, ``bonus_sites()``, ``hazard_sites()``,
``bid_range()``) and sends its action through the :class:`GameController`. The panel
knows no rule: a button is shown enabled only when the action it stands for is legal.
:meth:`TurnPanel.offered` lists every enabled control with the actions it stands for,
so a test can check that nothing offered would be refused.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Dice,
    Done,
    EndTurn,
    FreeBlocks,
    IllegalActionError,
    Mortgage,
    MoveHazard,
    Pass,
    PayDebt,
    PayJailFine,
    Phase,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    State,
    Unmortgage,
)
from ubuild_desktop.core.engine.game import HAZARD_MOVE_PRICE, JAIL_FINE, STADIUM_PRICE, TOWER_PRICE
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.usertext import shown_html
from ubuild_desktop.words import COUNTED, district_name, money, refusal_text

from . import game_words
from .board import PlayBoard
from .controller import GameController
from .widgets import ChanceCardWidget, DiceEntry, DiceWidget, MoneySpinBox, name_fitting

SPECIALS: dict[str, type[Action]] = {"skyscraper": BuildSkyscraper, "stadium": BuildStadium, "tower": BuildTower}
HEADING_SCALE = 1.5  # the heading's size, in the panel's text size


def _button(parent: QWidget, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setMinimumHeight(32)
    if primary:
        button.setProperty("primary", True)
    return button


class TurnPanel(QWidget):
    """What the player to act may do, as buttons, spin boxes and highlighted sites."""

    dealRequested = Signal()
    rankingRequested = Signal()
    pickChanged = Signal()

    def __init__(self, controller: GameController, board: PlayBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.setObjectName("turnPanel")
        self._bindings: dict[QAbstractButton, Callable[[], list[Action]]] = {}
        self._pick: tuple[object, ...] | None = None
        self._pick_seat: int | None = None  # who was picking: another player's turn ends it
        self.last_error = ""

        self.header = QLabel(self)
        self.header.setObjectName("turnHeader")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self._heading_font = QFont(self.header.font())  # the heading's style (refresh sizes it)
        self._heading_font.setBold(True)
        self.status = QLabel(self)
        self.status.setObjectName("turnStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        # What just happened that the player must not miss (a deal turned down): shown
        # until a human decides again, so the computers playing on do not hide it.
        self._refused: tuple[int, int, int] | None = None  # (history length then, proposer, partner)
        controller.replaced.connect(self._forget_refusal)
        self.notice = QLabel(self)
        self.notice.setObjectName("turnNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.RichText)
        theme.style(self.notice, lambda t: (
            f"#turnNotice {{ background: {t.notice}; border: 1px solid {t.notice_border}; border-radius: 6px;"
            f" padding: 6px; color: {t.notice_text}; }}"))
        self.notice.hide()
        self.dice = DiceWidget(self)
        self.card = ChanceCardWidget(self)
        # A table-dice game: the dice rolled at the table, entered face by face.
        self.dice_entry = DiceEntry(self)
        self._bind(self.dice_entry.enter_button, self._entered_roll)
        self._entry_for = -1  # the history length the entry's faces were chosen at

        # Rolling and jail
        self.roll_button = self._bind(_button(self, "rollButton", True), lambda: self._if_legal(Roll()))
        self.fine_button = self._bind(_button(self, "payFineButton"), lambda: self._if_legal(PayJailFine()))
        # Buying
        self.buy_button = self._bind(_button(self, "buyButton", True), lambda: self._if_legal(Buy()))
        self.auction_button = self._bind(_button(self, "auctionButton"), lambda: self._if_legal(StartAuction()))
        # Auction
        self.auction_box = QGroupBox(self.tr("Auction"), self)
        self.auction_label = QLabel(self.auction_box)
        self.auction_label.setWordWrap(True)
        self.auction_label.setTextFormat(Qt.TextFormat.RichText)
        self.bid_spin = MoneySpinBox(self.auction_box)
        self.bid_spin.setObjectName("bidSpin")
        self.bid_spin.setAccessibleName(self.tr("Your bid"))
        self.bid_spin.entered.connect(lambda: self._key_pressed(self.bid_button))  # Enter in the box bids
        self.bid_button = self._bind(_button(self.auction_box, "bidButton", True), self._bid_action)
        self.pass_button = self._bind(_button(self.auction_box, "passButton"), lambda: self._if_legal(Pass()))
        self.bid_spin.valueChanged.connect(self._update_bid_button)
        # The card for sale stands beside the board meanwhile (the window's decision card).
        box = QVBoxLayout(self.auction_box)
        box.addWidget(self.auction_label)
        row = QHBoxLayout()
        row.addWidget(self.bid_spin, 1)
        row.addWidget(self.bid_button)
        row.addWidget(self.pass_button)
        box.addLayout(row)
        # Blocks
        self.blocks_box = QGroupBox(self.tr("Build blocks"), self)
        self.blocks_district = QComboBox(self.blocks_box)
        self.blocks_district.setObjectName("blocksDistrict")
        self.blocks_district.setAccessibleName(self.tr("District to build on"))
        self.res_spin = QSpinBox(self.blocks_box)
        self.res_spin.setObjectName("residentialSpin")
        self.res_spin.setAccessibleName(self.tr("Residential blocks"))
        self.ind_spin = QSpinBox(self.blocks_box)
        self.ind_spin.setObjectName("industrialSpin")
        self.ind_spin.setAccessibleName(self.tr("Industrial blocks"))
        self.res_label = QLabel(self.tr("Residential"), self.blocks_box)
        self.ind_label = QLabel(self.tr("Industrial"), self.blocks_box)
        self.blocks_cost = QLabel(self.blocks_box)
        self.blocks_cost.setObjectName("blocksCost")
        self.blocks_cost.setWordWrap(True)
        self.build_button = self._bind(_button(self.blocks_box, "buildButton", True), self._blocks_action)
        for widget in (self.res_spin, self.ind_spin):
            widget.valueChanged.connect(self._update_blocks)
        self.blocks_district.currentIndexChanged.connect(self._district_changed)
        grid = QGridLayout(self.blocks_box)
        grid.addWidget(self.blocks_district, 0, 0, 1, 4)
        grid.addWidget(self.res_label, 1, 0)
        grid.addWidget(self.res_spin, 1, 1)
        grid.addWidget(self.ind_label, 1, 2)
        grid.addWidget(self.ind_spin, 1, 3)
        grid.addWidget(self.blocks_cost, 2, 0, 1, 3)
        grid.addWidget(self.build_button, 2, 3)
        # Special buildings, planning, hazards: pick a highlighted site on the board
        self.sky_button = self._bind(_button(self, "skyscraperButton"), lambda: self._special_actions("skyscraper"))
        self.stadium_button = self._bind(_button(self, "stadiumButton"), lambda: self._special_actions("stadium"))
        self.tower_button = self._bind(_button(self, "towerButton"), lambda: self._special_actions("tower"))
        self.bonus_button = self._bind(_button(self, "bonusButton", True), lambda: self._legal_of(PlaceBonus))
        self.hazard_button = self._bind(_button(self, "hazardButton", True), lambda: self._legal_of(PlaceHazard))
        self.move_button = self._bind(_button(self, "moveHazardButton"), lambda: self._legal_of(MoveHazard))
        self.done_button = self._bind(_button(self, "doneButton"), lambda: self._if_legal(Done()))
        self.pick_box = QGroupBox(self)
        self.pick_label = QLabel(self.pick_box)
        self.pick_label.setWordWrap(True)
        self.attach_combo = QComboBox(self.pick_box)
        self.attach_combo.setObjectName("attachCombo")
        self.attach_combo.setAccessibleName(self.tr("Next to which district"))
        self.attach_combo.currentIndexChanged.connect(self._attach_changed)
        self.cancel_pick = _button(self.pick_box, "cancelPickButton")
        self.cancel_pick.setText(self.tr("Cancel"))
        self.cancel_pick.clicked.connect(lambda: self.cancel_picking())  # clicked(bool) must not become refresh
        self.pick_keys = QLabel(self.pick_box)
        self.pick_keys.setObjectName("pickKeys")
        self.pick_keys.setWordWrap(True)
        theme.style(self.pick_keys, lambda t: theme.css(t.muted))
        box = QVBoxLayout(self.pick_box)
        box.addWidget(self.pick_label)
        box.addWidget(self.pick_keys)
        box.addWidget(self.attach_combo)
        box.addWidget(self.cancel_pick)
        # Free blocks from a Chance card
        self.free_box = QGroupBox(self.tr("Free blocks"), self)
        self.free_combo = QComboBox(self.free_box)
        self.free_combo.setObjectName("freeBlocksCombo")
        self.free_combo.setAccessibleName(self.tr("Where the free blocks go"))
        self.free_button = self._bind(_button(self.free_box, "freeBlocksButton", True), self._free_action)
        box = QVBoxLayout(self.free_box)
        box.addWidget(self.free_combo)
        box.addWidget(self.free_button)
        # Debt
        self.debt_box = QGroupBox(self.tr("Raise money"), self)
        self.debt_label = QLabel(self.debt_box)
        self.debt_label.setWordWrap(True)
        self.debt_label.setTextFormat(Qt.TextFormat.RichText)
        self.pay_debt_button = self._bind(_button(self.debt_box, "payDebtButton", True), lambda: self._if_legal(PayDebt()))
        self.bankrupt_button = self._bind(_button(self.debt_box, "bankruptButton"),
                                          lambda: self._if_legal(DeclareBankruptcy()))
        box = QVBoxLayout(self.debt_box)
        box.addWidget(self.debt_label)
        row = QHBoxLayout()
        row.addWidget(self.pay_debt_button)
        row.addWidget(self.bankrupt_button)
        box.addLayout(row)
        # Mortgages
        self.mortgage_box = QGroupBox(self.tr("Mortgages"), self)
        self.mortgage_combo = QComboBox(self.mortgage_box)
        self.mortgage_combo.setObjectName("mortgageCombo")
        self.mortgage_combo.setAccessibleName(self.tr("District to mortgage or lift the mortgage on"))
        self.mortgage_button = self._bind(_button(self.mortgage_box, "mortgageButton"), self._mortgage_action)
        self.mortgage_combo.currentIndexChanged.connect(self._update_mortgage_button)
        row = QHBoxLayout(self.mortgage_box)
        row.addWidget(self.mortgage_combo, 1)
        row.addWidget(self.mortgage_button)
        # Deals
        self.deal_button = _button(self, "dealButton")
        self.deal_button.setText(self.tr("Propose a deal…"))
        self.deal_button.clicked.connect(self.dealRequested)
        self._bindings[self.deal_button] = self._deal_possible
        self.deal_box = QGroupBox(self.tr("A deal is on the table"), self)
        self.deal_label = QLabel(self.deal_box)
        self.deal_label.setObjectName("dealSummary")
        self.deal_label.setWordWrap(True)
        self.deal_label.setTextFormat(Qt.TextFormat.RichText)
        self.accept_button = self._bind(_button(self.deal_box, "acceptDealButton", True), lambda: self._if_legal(AcceptDeal()))
        self.reject_button = self._bind(_button(self.deal_box, "rejectDealButton"), lambda: self._if_legal(RejectDeal()))
        box = QVBoxLayout(self.deal_box)
        box.addWidget(self.deal_label)
        row = QHBoxLayout()
        row.addWidget(self.accept_button)
        row.addWidget(self.reject_button)
        box.addLayout(row)
        # End of turn / game
        self.end_button = self._bind(_button(self, "endTurnButton", True), lambda: self._if_legal(EndTurn()))
        self.ranking_button = _button(self, "rankingButton", True)
        self.ranking_button.setText(self.tr("Show the final ranking"))
        self.ranking_button.clicked.connect(self.rankingRequested)

        mode_buttons = {self.deal_button, self.bonus_button, self.hazard_button, self.move_button,
                        self.sky_button, self.stadium_button, self.tower_button}
        for button in list(self._bindings):
            if button not in mode_buttons:
                button.clicked.connect(lambda _=False, b=button: self._clicked(b))
        self.bonus_button.clicked.connect(lambda: self.start_picking(("bonus",)))
        self.hazard_button.clicked.connect(lambda: self.start_picking(("hazard",)))
        self.move_button.clicked.connect(lambda: self.start_picking(("move-source",)))
        self.sky_button.clicked.connect(lambda: self.start_picking(("special", "skyscraper")))
        self.stadium_button.clicked.connect(lambda: self.start_picking(("special", "stadium")))
        self.tower_button.clicked.connect(lambda: self.start_picking(("special", "tower")))

        # One key per common decision (shown in the tooltips); a hidden or disabled
        # button ignores its key, so a key can never do what the engine would refuse.
        for button, key in ((self.roll_button, "R"), (self.end_button, "E"), (self.buy_button, "B"),
                            (self.auction_button, "A"), (self.pass_button, "P"), (self.done_button, "D"),
                            (self.accept_button, "Y"), (self.reject_button, "N")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda b=button: self._key_pressed(b))
            button.setToolTip(self.tr("Key: {key}").format(key=key))
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.dice)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)  # tight enough that a 1024x640 window shows every control at once
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.notice)
        layout.addWidget(self.card)
        layout.addWidget(self.dice_entry)
        row = QHBoxLayout()
        row.addWidget(self.roll_button)
        row.addWidget(self.fine_button)
        row.addWidget(self.buy_button)
        row.addWidget(self.auction_button)
        row.addWidget(self.done_button)
        row.addWidget(self.end_button)
        layout.addLayout(row)
        layout.addWidget(self.pick_box)
        layout.addWidget(self.auction_box)
        layout.addWidget(self.free_box)
        layout.addWidget(self.debt_box)
        layout.addWidget(self.deal_box)
        grid = QGridLayout()
        grid.addWidget(self.bonus_button, 0, 0)
        grid.addWidget(self.hazard_button, 0, 1)
        grid.addWidget(self.sky_button, 1, 0)
        grid.addWidget(self.stadium_button, 1, 1)
        grid.addWidget(self.tower_button, 2, 0)
        grid.addWidget(self.move_button, 2, 1)
        layout.addLayout(grid)
        layout.addWidget(self.blocks_box)
        layout.addWidget(self.mortgage_box)
        layout.addWidget(self.deal_button)
        layout.addWidget(self.ranking_button)
        layout.addStretch(1)
        self._all = [
            self.roll_button, self.fine_button, self.buy_button, self.auction_button, self.auction_box,
            self.free_box, self.debt_box, self.deal_box, self.bonus_button, self.hazard_button, self.sky_button,
            self.stadium_button, self.tower_button, self.move_button, self.pick_box, self.blocks_box,
            self.mortgage_box, self.deal_button, self.done_button, self.end_button, self.ranking_button,
            self.dice_entry,
        ]
        self.busy = False
        self._decision: tuple[object, ...] | None = None  # the decision the focus was last put on
        self.refresh()

    # ------------------------------------------------------------------ bindings

    def _bind(self, button: QPushButton, make: Callable[[], list[Action] | Action | None]) -> QPushButton:
        def actions() -> list[Action]:
            result = make()
            if result is None:
                return []
            return result if isinstance(result, list) else [result]

        self._bindings[button] = actions
        return button

    @property
    def state(self) -> State:
        return self.controller.state

    def _if_legal(self, action: Action) -> Action | None:
        return action if self.state.is_legal(action) else None

    def _legal_of(self, kind: type[Action]) -> list[Action]:
        return [a for a in self.state.legal_actions() if isinstance(a, kind)]

    def offered(self) -> list[tuple[QAbstractButton, list[Action]]]:
        """Every visible, enabled control with the actions it stands for (checked by tests)."""
        out = []
        for button, make in self._bindings.items():
            if button.isVisibleTo(self) and button.isEnabled():
                out.append((button, make()))
        return out

    def target_actions(self) -> list[Action]:
        """The action each highlighted site on the board would send."""
        return [a for a in (self._pick_action(c) for c in self.board.target_cells()) if a is not None]

    def _key_pressed(self, button: QAbstractButton) -> None:
        if button.isVisibleTo(self) and button.isEnabled():
            button.click()

    def _clicked(self, button: QAbstractButton) -> None:
        actions = self._bindings[button]()
        if len(actions) == 1:
            self.send(actions[0])

    def send(self, action: Action) -> None:
        """Send one decision to the controller (the engine checks it)."""
        self.cancel_picking(refresh=False)
        self._refused = None  # a human decides: the news of a refusal is old
        try:
            self.controller.act(action)
        except IllegalActionError as exc:  # the engine refused: say so, change nothing
            self.last_error = refusal_text(str(exc))
            self.status.setText(f"<span style='color:{theme.current().error}'>{html.escape(self.last_error, quote=False)}</span>")
            self.status.show()

    # ------------------------------------------------------------------ refresh

    def set_busy(self, busy: bool) -> None:
        """While dice tumble and movers step, the controls wait."""
        self.busy = busy
        self.refresh()

    def refresh(self) -> None:
        """Show the controls for what the player to act may do now; a new decision gets the focus."""
        self._refresh()
        self.status.setVisible(bool(self.status.text()))  # an empty line would only push the controls down
        state = self.state
        seat = self.controller.seat_to_act()
        decision = (len(state.history), seat, state.phase, self._pick)
        if decision != self._decision and not self.busy and (state.is_terminal() or (
                seat is not None and not self.controller.is_computer(seat))):
            self._decision = decision
            self.focus_main_action()

    def main_action(self) -> QWidget | None:
        """The control a player most likely wants next (where the focus starts on a new decision)."""
        if self._pick is not None:
            return None  # the board has the focus: its highlighted sites are the choice
        guide = self.mortgage_button if self.mortgage_button.property("primary") else None
        for widget in (self.dice_entry, self.roll_button, self.buy_button, self.bid_spin, self.accept_button, self.pay_debt_button,
                       guide, self.free_button, self.end_button, self.bonus_button, self.hazard_button,
                       self.move_button, self.done_button, self.ranking_button, *self._bindings):
            if widget is not None and widget.isVisibleTo(self) and widget.isEnabled():
                return widget
        return None

    def focus_main_action(self) -> None:
        """Put the keyboard focus on :meth:`main_action` (Enter or Space then does it)."""
        widget = self.main_action()
        if widget is None:
            return
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if widget is self.bid_spin:
            self.bid_spin.selectAll()  # type the amount over the lowest bid

    def _refresh(self) -> None:  # noqa: C901 - one screen per phase
        state = self.state
        game = state.game
        for widget in self._all:
            widget.hide()
        seat = self.controller.seat_to_act()
        refusal = self._refusal(seat)
        self.notice.setText(refusal)
        self.notice.setVisible(bool(refusal) and not state.is_terminal())
        if state.is_terminal():
            heading = self.tr("Game over")
            self.header.setText(f"<h2>{heading}</h2>")
            self.status.setText(game_words.end_reason(state))
            self.ranking_button.show()
            self.board.clear_targets()
            return
        if self.controller.waiting_for_table_dice():
            self._show_table_roll()
            return
        self._entry_for = -1  # the next roll to enter starts with no face chosen (after a take back too)
        if seat is None:  # the CHANCE player is about to shuffle or roll
            heading = self.tr("Shuffling the Chance cards…")
            self.header.setText(f"<h2>{heading}</h2>")
            self.status.setText("")
            return
        seats = self.controller.seats
        # The heading is half as large again as the panel's text (which grows with the window).
        big = self.font().pointSizeF() * HEADING_SCALE
        self._heading_font.setPointSizeF(big)
        # Rich text: a "<" in a name is a letter; elided so the heading fits the panel.
        name = shown_html(name_fitting(seats[seat].name, self._heading_font, 20 * big))
        colour = seats[seat].colour
        phase = state.phase
        heading = {
            Phase.ROLL_OFF: self.tr("{name}: roll to see who starts"),
            Phase.AUCTION: self.tr("{name}: bid or pass"),
            Phase.RAISE_FUNDS: self.tr("{name} must raise money"),
            Phase.DEAL: self.tr("{name}: answer the deal"),
        }.get(phase, self.tr("{name}'s turn"))
        self.header.setText(
            f"<span style='font-size:{big + 1:.1f}pt;font-weight:bold;color:{theme.current().seat(colour)}'>&#9679;</span> "
            f"<span style='font-size:{big:.1f}pt;font-weight:bold'>{heading.format(name=name)}</span>"
        )
        self.status.setText(self._situation(seat))
        if self.controller.is_computer(seat):
            self.status.setText(self.status.text() + "<br><i>" + self.tr("{name} is thinking…").format(name=name) + "</i>")
            self.board.clear_targets()
            self._pick = None
            # Between actions anyone may propose a deal, even while a computer has the turn
            # (opening the deal sheet pauses the computers).
            if not self.busy and self._deal_possible():
                self._show_deal_button()
            return
        if self.busy:
            return
        legal = state.legal_actions()
        kinds = {type(a) for a in legal}
        p = seat
        if phase == Phase.ROLL_OFF:
            self.roll_button.setText(self.tr("Roll the die") if game.dice_count == 1 else self.tr("Roll the dice"))
            self.roll_button.show()
        elif phase == Phase.PRE_ROLL:
            self.roll_button.setText(self.tr("Roll the die") if game.dice_count == 1 else self.tr("Roll the dice"))
            self.roll_button.show()
            if state.in_jail[p]:
                self.roll_button.setText(self.tr("Roll for a 6") if game.dice_count == 1 else self.tr("Roll for a double"))
                self.fine_button.setText(self.tr("Pay the {fine} fine").format(fine=money(JAIL_FINE)))
                self.fine_button.show()
                self.fine_button.setEnabled(PayJailFine in kinds)
            self._show_mortgages(legal)
            self._show_deal_button()
        elif phase == Phase.BUY:
            card = game.districts[state.pending_district].card
            self.buy_button.setText(self.tr("Buy {name} for {price}").format(name=district_name(card.name), price=money(card.price)))
            self.buy_button.setEnabled(Buy in kinds)
            self.buy_button.setToolTip(self.tr("Key: B") if Buy in kinds else self.tr("Not enough cash"))
            self.auction_button.setText(self.tr("Auction it"))
            self.buy_button.show()
            self.auction_button.show()
            self._show_mortgages(legal)
            self._show_deal_button()  # sell or swap districts to raise the price first
        elif phase == Phase.AUCTION:
            self._show_auction()
        elif phase == Phase.PLANNING:
            self.bonus_button.setText(self.tr("Build a bonus building"))
            self.hazard_button.setText(self.tr("Build a hazard"))
            self.move_button.setText(self.tr("Move a hazard (free)"))
            for button, kind in ((self.bonus_button, PlaceBonus), (self.hazard_button, PlaceHazard),
                                 (self.move_button, MoveHazard)):
                button.show()
                button.setEnabled(kind in kinds)
            self.done_button.setText(self.tr("Decline"))
            self.done_button.show()
        elif phase == Phase.HAZARD_MOVES:
            self.move_button.setText(self.tr("Move the hazard (free)"))
            self.move_button.show()
            self.move_button.setEnabled(MoveHazard in kinds)
            self.done_button.setText(self.tr("Done moving"))
            self.done_button.show()
        elif phase == Phase.PAID_MOVE:
            self.move_button.setText(self.tr("Move the hazard again ({price})").format(price=money(HAZARD_MOVE_PRICE)))
            self.move_button.show()
            self.move_button.setEnabled(MoveHazard in kinds)
        elif phase == Phase.FREE_BLOCKS:
            self._show_free_blocks(legal)
        elif phase == Phase.POST_ROLL:
            self._show_blocks(legal)
            for button, kind, label in (
                (self.sky_button, "skyscraper", self.tr("Skyscraper…")),
                (self.stadium_button, "stadium", self.tr("Stadium ({price})…").format(price=money(STADIUM_PRICE))),
                (self.tower_button, "tower", self.tr("The Tower ({price})…").format(price=money(TOWER_PRICE))),
            ):
                # Only what can be built now: a greyed-out wish list would just crowd the panel.
                if SPECIALS[kind] in kinds:
                    button.setText(label)
                    button.show()
                    button.setEnabled(True)
            if MoveHazard in kinds:
                self.move_button.setText(self.tr("Move a hazard ({price})").format(price=money(HAZARD_MOVE_PRICE)))
                self.move_button.show()
                self.move_button.setEnabled(True)
            self._show_mortgages(legal)
            self._show_deal_button()
            self.end_button.setText(self.tr("Roll again") if state.extra_roll and not state.in_jail[p]
                                    else self.tr("End turn"))
            self.end_button.show()
        elif phase == Phase.RAISE_FUNDS:
            self._show_debt(legal)
            self._show_mortgages(legal)
            self._show_deal_button()
        elif phase == Phase.DEAL:
            self._show_deal(state)
        if self._pick is not None and not self._pick_still_possible(seat, kinds):
            # The game moved on without a site being picked (a computer or a take back
            # acted, a deal came up...): a stale "click a site" box would only confuse.
            self._pick = None
            self._pick_seat = None
            self.pickChanged.emit()
        if self._pick is not None:
            # While a site is being picked, its box replaces the buttons that started it.
            for button in (self.bonus_button, self.hazard_button, self.move_button,
                           self.sky_button, self.stadium_button, self.tower_button):
                button.hide()
            self.pick_box.show()
            self._refresh_pick()
        else:
            self.board.clear_targets()
            if MoveHazard in kinds and (phase == Phase.HAZARD_MOVES and state.moving_site >= 0
                                        or phase == Phase.PAID_MOVE):
                self.start_picking(("move-source",))  # one hazard to move: pick where it goes

    def _show_table_roll(self) -> None:
        """A table-dice game waits for a roll: whose, and the faces to enter it by."""
        state = self.state
        roller = state.turn  # the roll-off's roller too
        seats = self.controller.seats
        name = shown_html(name_fitting(seats[roller].name, self._heading_font, 300))
        heading = (self.tr("{name}: roll to see who starts") if state.phase == Phase.ROLL_OFF_DICE
                   else self.tr("{name}'s turn"))
        self.header.setText(
            f"<span style='font-size:16pt;font-weight:bold;color:{theme.current().seat(seats[roller].colour)}'>&#9679;</span> "
            f"<span style='font-size:15pt;font-weight:bold'>{heading.format(name=name)}</span>")
        lines = []
        if state.phase == Phase.ROLL_OFF_DICE:
            lines.append(game_words.roll_off_status(state))
        if self.controller.is_computer(roller):
            lines.append(self.tr("{name} is a computer player: someone at the table rolls for them.").format(name=name))
        count = state.game.dice_count
        lines.append(self.tr("<b>Roll the die at the table</b>, then click the face it shows (or press its number) "
                             "and Enter roll.") if count == 1 else
                     self.tr("<b>Roll both dice at the table</b>, then click the face each one shows (or press the "
                             "two numbers) and Enter roll."))
        self.status.setText("<br>".join(lines))
        self.board.clear_targets()
        self._pick = None
        if self.busy:
            return
        if self.dice_entry.dice_count() != count or self._entry_for != len(state.history):
            self._entry_for = len(state.history)
            self.dice_entry.set_dice_count(count)  # a new roll: no face chosen yet
        self.dice_entry.show()

    def _entered_roll(self) -> Action | None:
        values = self.dice_entry.values()
        return self._if_legal(Dice(values)) if values is not None else None

    def _forget_refusal(self) -> None:
        self._refused = None

    def _refusal(self, seat: int | None) -> str:
        """"Bo turned down your deal" from a refusal of a human's deal until a human decides again.

        Human decisions come through :meth:`send` (which forgets it) or the deal sheet (a
        new proposal); a take back forgets it too.
        """
        state = self.state
        history = state.history
        if history and isinstance(history[-1], RejectDeal) and (self._refused is None or self._refused[0] != len(history)):
            for event in reversed(state.events):
                if event.kind == "deal_rejected":
                    proposer, partner = int(event.get("proposer")), int(event.get("partner"))
                    if not self.controller.is_computer(proposer):
                        self._refused = (len(history), proposer, partner)
                    break
        if self._refused is None:
            return ""
        since, proposer, partner = self._refused
        if len(history) < since or any(isinstance(a, ProposeDeal) for a in history[since:]):
            self._refused = None
            return ""
        names = state.game.players
        if seat == proposer:
            text = self.tr("{partner} turned down your deal.").format(partner=shown_html(names[partner]))
        else:
            text = self.tr("{partner} turned down {proposer}'s deal.").format(
                partner=shown_html(names[partner]), proposer=shown_html(names[proposer]))
        return f"<b>{text}</b>"

    def _situation(self, seat: int) -> str:
        state = self.state
        game = state.game
        pos = state.position[state.turn]
        where = game_words.space_name(game, pos)
        phase = state.phase
        if phase == Phase.BUY:
            card = game.districts[state.pending_district].card
            return self.tr("Landed on <b>{name}</b>: for sale at {price}. You have {cash}.").format(
                name=district_name(card.name), price=money(card.price), cash=money(state.cash[seat]))
        if phase == Phase.ROLL_OFF:
            return game_words.roll_off_status(state)
        if phase == Phase.PRE_ROLL:
            if state.rolls == 0 and game.roll_off and seat == state.first_player:
                # The first turn of the game: who won the roll-off, with the rolls.
                return game_words.roll_off_status(state) + "<br>" + self.tr("On <b>{where}</b>. You have {cash}.").format(
                    where=where, cash=money(state.cash[seat]))
            if state.in_jail[seat]:
                return self.tr("In jail (failed rolls: {n} of 3). You have {cash}.").format(
                    n=state.jail_fails[seat], cash=money(state.cash[seat]))
            return self.tr("On <b>{where}</b>. You have {cash}.").format(where=where, cash=money(state.cash[seat]))
        if phase == Phase.POST_ROLL:
            return self.tr("On <b>{where}</b>. You have {cash}. Build, or end your turn.").format(
                where=where, cash=money(state.cash[seat]))
        if phase == Phase.PLANNING:
            return self.tr("<b>Planning Permission</b>: build a bonus building next to your district, a hazard "
                           "next to another player's, or move a hazard up to two spaces for free.")
        if phase == Phase.HAZARD_MOVES:
            return self.tr("Move the hazard one site at a time (%n move(s) left).", "", state.free_moves_left)
        if phase == Phase.PAID_MOVE:
            return self.tr("The hazard still touches your district: a second move ({price}) must take it "
                           "off.").format(price=money(HAZARD_MOVE_PRICE))
        if phase == Phase.FREE_BLOCKS:
            assert state.free_blocks is not None
            return self.tr("A Chance card gives %n free block(s): pick the district.", "", state.free_blocks.count)
        if phase == Phase.AUCTION:
            return ""
        if phase == Phase.RAISE_FUNDS:
            return ""
        return ""

    # ------------------------------------------------------------------ sections

    def _show_deal_button(self) -> None:
        self.deal_button.show()
        self.deal_button.setEnabled(bool(self._deal_possible()))

    def _deal_possible(self) -> list[Action]:
        """A placeholder deal that stands for 'a deal may be proposed now' (some human proposer)."""
        state = self.state
        for p in range(state.game.num_players):
            if self.controller.is_computer(p) or not state.can_propose_deal(p):
                continue
            for q in state.deal_partners(p):
                for deal in (ProposeDeal(p, q, give_cash=10), ProposeDeal(p, q, take_cash=10)):
                    if state.is_legal(deal):
                        return [deal]
                for district_id in state.districts_of(p)[:1]:
                    deal = ProposeDeal(p, q, give=(district_id,))
                    if state.is_legal(deal):
                        return [deal]
        return []

    def _show_mortgages(self, legal: list[Action]) -> None:
        options = [a for a in legal if isinstance(a, (Mortgage, Unmortgage))]
        if not options:
            return
        game = self.state.game
        current = self.mortgage_combo.currentData()
        self.mortgage_combo.blockSignals(True)
        self.mortgage_combo.clear()
        for a in options:
            name = district_name(game.district(a.district).card.name)
            value = money(self.state.mortgage_value(a.district))
            text = (self.tr("Mortgage {name} (+{value})") if isinstance(a, Mortgage)
                    else self.tr("Lift the mortgage on {name} (−{value})")).format(name=name, value=value)
            self.mortgage_combo.addItem(text, a)
        index = max(0, self.mortgage_combo.findData(current)) if current is not None else 0
        self.mortgage_combo.setCurrentIndex(index)
        self.mortgage_combo.blockSignals(False)
        self.mortgage_box.show()
        self._update_mortgage_button()

    def _mortgage_action(self) -> Action | None:
        action = self.mortgage_combo.currentData()
        return action if isinstance(action, (Mortgage, Unmortgage)) and self.state.is_legal(action) else None

    def _update_mortgage_button(self) -> None:
        action = self.mortgage_combo.currentData()
        self.mortgage_button.setText(self.tr("Lift") if isinstance(action, Unmortgage) else self.tr("Mortgage"))
        self.mortgage_button.setEnabled(self._mortgage_action() is not None)
        # In debt, with the payment not yet possible, mortgaging is the next step: say so.
        state = self.state
        guide = (state.phase == Phase.RAISE_FUNDS and isinstance(action, Mortgage)
                 and self.mortgage_button.isEnabled() and not state.is_legal(PayDebt()))
        if bool(self.mortgage_button.property("primary")) != guide:
            self.mortgage_button.setProperty("primary", guide)
            self.mortgage_button.style().unpolish(self.mortgage_button)
            self.mortgage_button.style().polish(self.mortgage_button)

    def _show_auction(self) -> None:
        state = self.state
        auction = state.auction
        assert auction is not None
        high, bidder = auction.high_bid, auction.high_bidder
        card = state.game.districts[auction.district].card
        seat = state.current_player
        leader = (self.tr("Highest bid: <b>{amount}</b> by {name}").format(
            amount=money(high), name=shown_html(state.game.players[bidder])) if bidder >= 0 else self.tr("No bid yet"))
        still = ", ".join(shown_html(state.game.players[b]) for b in auction.bidders)
        self.auction_label.setText(
            self.tr("<b>{district}</b> (price {price})<br>{leader}<br>Still bidding: {still}<br>You have {cash}.")
            .format(district=district_name(card.name), price=money(card.price), leader=leader, still=still, cash=money(state.cash[seat]))
        )
        rng = state.bid_range()
        self.bid_spin.blockSignals(True)
        if rng is not None:
            low, high_limit = rng
            self.bid_spin.setRange(low, high_limit)
            self.bid_spin.setValue(low)
            self.bid_spin.setEnabled(True)
        else:
            self.bid_spin.setRange(0, 0)
            self.bid_spin.setEnabled(False)
        self.bid_spin.blockSignals(False)
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setEnabled(Pass in {type(a) for a in state.legal_actions()})
        self.pass_button.setToolTip(self.tr("Key: P") if self.pass_button.isEnabled() else
                                    self.tr("The player who landed there makes the first bid"))
        self.auction_box.show()
        self._update_bid_button()

    def _bid_action(self) -> Action | None:
        if not self.bid_spin.isEnabled():
            return None
        return self._if_legal(Bid(self.bid_spin.value()))

    def _update_bid_button(self) -> None:
        self.bid_button.setText(self.tr("Bid {amount}").format(amount=money(self.bid_spin.value())))
        self.bid_button.setEnabled(self._bid_action() is not None)

    def _show_blocks(self, legal: list[Action]) -> None:
        districts = sorted({a.district for a in legal if isinstance(a, BuildBlocks)},
                           key=lambda x: self.state.game.district(x).space)
        if not districts:
            return
        current = self.blocks_district.currentData()
        starter = self.state.game.stock.get("industrial", 0) == 0
        self.blocks_district.blockSignals(True)
        self.blocks_district.clear()
        for district_id in districts:
            info = self.state.game.district(district_id)
            d = info.index
            if starter:
                label = self.tr("{name} (has %n block(s))", "", self.state.residential[d]).format(name=district_name(info.card.name))
            else:
                label = self.tr("{name} (has {residential}, {industrial})").format(
                    name=district_name(info.card.name), residential=COUNTED.residential(self.state.residential[d]),
                    industrial=COUNTED.industrial(self.state.industrial[d]))
            self.blocks_district.addItem(label, district_id)
        index = self.blocks_district.findData(current) if current in districts else 0
        self.blocks_district.setCurrentIndex(max(0, index))
        self.blocks_district.blockSignals(False)
        self.ind_spin.setVisible(not starter)
        self.ind_label.setVisible(not starter)
        self.blocks_box.show()
        self._district_changed()

    def _district_changed(self) -> None:
        district_id = self.blocks_district.currentData()
        seat = self.controller.seat_to_act()
        if district_id is None or seat is None:
            return
        options = self.state.block_options(seat, district_id)
        for spin, top in ((self.res_spin, options.max_residential), (self.ind_spin, options.max_industrial)):
            spin.blockSignals(True)
            spin.setRange(0, top)
            spin.blockSignals(False)
        if self.res_spin.value() + self.ind_spin.value() == 0:
            self.res_spin.blockSignals(True)
            self.res_spin.setValue(min(1, options.max_residential))
            self.res_spin.blockSignals(False)
            if options.max_residential == 0:
                self.ind_spin.setValue(min(1, options.max_industrial))
        self._update_blocks()

    def _blocks_action(self) -> Action | None:
        district_id = self.blocks_district.currentData()
        if district_id is None:
            return None
        return self._if_legal(BuildBlocks(district_id, self.res_spin.value(), self.ind_spin.value()))

    def _update_blocks(self) -> None:
        district_id = self.blocks_district.currentData()
        seat = self.controller.seat_to_act()
        if district_id is None or seat is None:
            return
        options = self.state.block_options(seat, district_id)
        r, i = self.res_spin.value(), self.ind_spin.value()
        cost = r * options.residential_price + i * options.industrial_price
        cash = self.state.cash[seat]
        self.blocks_cost.setText(self.tr("%n block(s): {cost} · cash after {after}", "", r + i).format(
            cost=money(cost), after=money(cash - cost)))
        action = self._blocks_action()
        self.build_button.setText(self.tr("Build"))
        self.build_button.setEnabled(action is not None)
        self.build_button.setToolTip("" if action is not None else (
            refusal_text(self.state.why_illegal(BuildBlocks(district_id, r, i)) or "")))

    def _show_free_blocks(self, legal: list[Action]) -> None:
        options = [a for a in legal if isinstance(a, FreeBlocks)]
        self.free_combo.clear()
        starter = self.state.game.stock.get("industrial", 0) == 0  # no industrial blocks to speak of
        for a in options:
            name = district_name(self.state.game.district(a.district).card.name)
            text = (self.tr("{name}: %n residential block(s)", "", a.residential).format(name=name) if starter
                    else self.tr("{name}: {residential} + {industrial}").format(
                        name=name, residential=COUNTED.residential(a.residential), industrial=COUNTED.industrial(a.industrial)))
            self.free_combo.addItem(text, a)
        self.free_button.setText(self.tr("Build the free blocks"))
        self.free_button.setEnabled(bool(options))
        self.free_box.show()

    def _free_action(self) -> Action | None:
        action = self.free_combo.currentData()
        return action if isinstance(action, FreeBlocks) and self.state.is_legal(action) else None

    def _show_debt(self, legal: list[Action]) -> None:
        state = self.state
        debt = state.debt
        assert debt is not None
        creditor = self.tr("the bank") if debt.creditor < 0 else shown_html(state.game.players[debt.creditor])
        raisable = sum(state.mortgage_value(a.district) for a in legal if isinstance(a, Mortgage))
        self.debt_label.setText(self.tr(
            "You owe <b>{amount}</b> to {creditor} ({reason}) and have {cash}.<br>"
            "Mortgage districts below or sell some in a deal; mortgages could raise {raisable} more."
        ).format(amount=money(debt.amount), creditor=creditor, reason=game_words.payment_reason(debt.reason), cash=money(state.cash[debt.debtor]),
                 raisable=money(raisable)))
        self.pay_debt_button.setText(self.tr("Pay {amount}").format(amount=money(debt.amount)))
        self.pay_debt_button.setEnabled(PayDebt in {type(a) for a in legal})
        self.bankrupt_button.setText(self.tr("Declare bankruptcy"))
        self.bankrupt_button.setEnabled(DeclareBankruptcy in {type(a) for a in legal})
        self.debt_box.show()

    def _show_deal(self, state: State) -> None:
        deal = state.deal
        assert deal is not None
        self.deal_label.setText(deal_summary_html(state, deal))
        self.accept_button.setText(self.tr("Accept"))
        self.reject_button.setText(self.tr("Reject"))
        self.accept_button.setEnabled(self._if_legal(AcceptDeal()) is not None)
        self.deal_box.show()

    # ------------------------------------------------------------------ picking sites

    def _pick_still_possible(self, seat: int, kinds: set[type]) -> bool:
        mode = self._pick
        if mode is None or seat != self._pick_seat:
            return False
        needed = {"bonus": PlaceBonus, "hazard": PlaceHazard, "move-source": MoveHazard, "move-target": MoveHazard}
        kind = SPECIALS.get(str(mode[1])) if mode[0] == "special" and len(mode) > 1 else needed.get(str(mode[0]))
        return kind is not None and kind in kinds

    def start_picking(self, mode: tuple[object, ...]) -> None:
        """Highlight the legal sites for ``mode``; a click on one sends the action."""
        self._pick = mode
        self._pick_seat = self.controller.seat_to_act()
        self.refresh()
        self.pickChanged.emit()

    def cancel_picking(self, refresh: bool = True) -> None:
        if self._pick is None:
            return
        self._pick = None
        self.board.clear_targets()
        if refresh:
            self.refresh()
        self.pickChanged.emit()

    @property
    def picking(self) -> tuple[object, ...] | None:
        return self._pick

    def _refresh_pick(self) -> None:
        mode = self._pick
        assert mode is not None
        state = self.state
        seat = state.current_player
        self.attach_combo.hide()
        # A hazard already on the move (free moves under way, or an owed paid move) has no
        # "cancel": Done (free moves) is the way out, and an owed move has none.
        self.cancel_pick.setVisible(state.phase != Phase.PAID_MOVE
                                    and (state.phase != Phase.HAZARD_MOVES or state.moving_site < 0))
        self.pick_keys.setText(
            self.tr("Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.")
            if self.cancel_pick.isVisibleTo(self.pick_box) else
            self.tr("Keys: arrows or Tab go from site to site, Enter picks."))
        cells: list[Cell] = []
        if mode[0] == "bonus":
            self.pick_box.setTitle(self.tr("Bonus building"))
            self.pick_label.setText(self.tr("Click a highlighted site next to one of your districts."))
            cells = [a.site for a in self._legal_of(PlaceBonus)]
        elif mode[0] == "hazard":
            self.pick_box.setTitle(self.tr("Hazard"))
            self.pick_label.setText(self.tr("Click a highlighted site next to another player's district."))
            cells = [a.site for a in self._legal_of(PlaceHazard)]
        elif mode[0] == "move-source":
            self.pick_box.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click the hazard to move."))
            cells = sorted({a.source for a in self._legal_of(MoveHazard)})
        elif mode[0] == "move-target":
            self.pick_box.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click where it goes (one site)."))
            cells = [a.target for a in self._legal_of(MoveHazard) if a.source == mode[1]]
        elif mode[0] == "special":
            kind = str(mode[1])
            options = state.special_sites(seat, kind)
            self.pick_box.setTitle(game_words.building_name(kind).capitalize())
            self.attach_combo.blockSignals(True)
            current = self.attach_combo.currentData()
            self.attach_combo.clear()
            for district_id in options:
                self.attach_combo.addItem(self.tr("Next to {name}").format(
                    name=district_name(state.game.district(district_id).card.name)), district_id)
            if current in options:
                self.attach_combo.setCurrentIndex(self.attach_combo.findData(current))
            self.attach_combo.blockSignals(False)
            self.attach_combo.setVisible(len(options) > 1)
            district_id = self.attach_combo.currentData()
            price = self._special_price(kind, district_id)
            self.pick_label.setText(self.tr("Costs {price}. Click a highlighted site next to the district.").format(
                price=money(price)))
            cells = [c for c in options.get(district_id, [])
                     if state.is_legal(SPECIALS[kind](district_id, c))] if district_id else []
        self.board.show_targets(cells, self._site_picked)

    def _special_price(self, kind: str, district_id: str | None) -> int:
        if kind == "stadium":
            return STADIUM_PRICE
        if kind == "tower":
            return TOWER_PRICE
        if district_id is None:
            return 0
        return int(self.state.game.district(district_id).card.skyscraper_price)

    def _attach_changed(self) -> None:
        if self._pick is not None and self._pick[0] == "special":
            self._refresh_pick()

    def _special_actions(self, kind: str) -> list[Action]:
        return [a for a in self.state.legal_actions() if isinstance(a, SPECIALS[kind])]

    def _pick_action(self, cell: Cell) -> Action | None:
        mode = self._pick
        if mode is None:
            return None
        if mode[0] == "bonus":
            return self._if_legal(PlaceBonus(cell))
        if mode[0] == "hazard":
            return self._if_legal(PlaceHazard(cell))
        if mode[0] == "move-target":
            return self._if_legal(MoveHazard(mode[1], cell))  # type: ignore[arg-type]
        if mode[0] == "move-source":
            moves = [a for a in self._legal_of(MoveHazard) if a.source == cell]
            return moves[0] if moves else None
        if mode[0] == "special":
            district_id = self.attach_combo.currentData()
            return self._if_legal(SPECIALS[str(mode[1])](district_id, cell)) if district_id else None
        return None

    def _site_picked(self, cell: Cell) -> None:
        mode = self._pick
        if mode is None:
            return
        if mode[0] == "move-source":
            self._pick = ("move-target", cell)
            self.refresh()
            return
        action = self._pick_action(cell)
        if action is not None:
            self.send(action)


def deal_summary_html(state: State, deal: ProposeDeal) -> str:
    """The deal in words: who gives what to whom."""
    game = state.game
    a, b = shown_html(game.players[deal.proposer]), shown_html(game.players[deal.partner])

    def side(ids: tuple[str, ...], cash: int) -> str:
        parts = [district_name(game.district(x).card.name) for x in ids]
        if cash:
            parts.append(money(cash))
        return ", ".join(parts) if parts else QCoreApplication.translate("Play", "nothing")

    return QCoreApplication.translate("Play", "<b>{a}</b> offers <b>{b}</b>:<br>{a} gives: {give}<br>{b} gives: {take}").format(
        a=a, b=b, give=side(deal.give, deal.give_cash), take=side(deal.take, deal.take_cash))
