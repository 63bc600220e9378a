"""The turn panel's rows of buttons: the table's dice, roll, jail, buy or auction, done, end the turn,
the deal button and the final ranking."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ubuild_desktop.core.engine.kernel.actions import Action, Dice, Roll

from .controller import GameController
from .turn_model import (
    BuySection,
    DealButtonSection,
    DoneKind,
    DoneSection,
    EndTurnSection,
    JailSection,
    RollSection,
    TableRollSection,
)
from .dice import DiceEntry
from .turn_sections import DEAL_KEY, Section, StackingRow, given, key_tip, legal_only, make_button


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
        self.roll_button = self.controls.bind(make_button(self, "rollButton", True), lambda: given(self._part.action if self._part else None))
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
        self.fine_button = self.controls.bind(make_button(self, "payFineButton"), lambda: given(self._part.action if self._part else None))
        self.card_button = self.controls.bind(make_button(self, "useJailCardButton"),
                                              lambda: given(self._part.card if self._part else None))
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


class BuyButtons(StackingRow, Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: BuySection | None = None
        self.buy_button = self.controls.bind(make_button(self, "buyButton", True), lambda: given(self._part.buy if self._part else None))
        self.auction_button = self.controls.bind(make_button(self, "auctionButton"), lambda: given(self._part.auction if self._part else None))
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
        self.stack_for(self.width())  # the new name may not fit beside "Auction it"


class DoneButton(Section):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DoneSection | None = None
        self.done_button = self.controls.bind(make_button(self, "doneButton"), lambda: given(self._part.action if self._part else None))
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
        self.end_button = self.controls.bind(make_button(self, "endTurnButton", True),
                                             lambda: given(self._part.action if self._part else None), sends=False)
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


class DealButton(Section):
    """"Propose a deal…": opens the deal sheet (``requested``), enabled while a player at
    this screen may propose one."""

    requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.deal_button = make_button(self, "dealButton")
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
        self.ranking_button = make_button(self, "rankingButton", True)
        self.ranking_button.setText(self.tr("Show the final ranking"))
        self.ranking_button.clicked.connect(lambda: self.requested.emit())
        self._row().addWidget(self.ranking_button)

    def show_part(self, shown: bool) -> None:
        self.setVisible(shown)
