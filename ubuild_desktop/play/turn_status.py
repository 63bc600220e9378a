"""The turn panel's heading (whose decision it is) and status line (what happened, where they stand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.usertext import shown_html

from . import game_words
from .controller import GameController
from .turn_model import Heading, Situation, Status
from .widgets import name_fitting
from .turn_sections import HEADING_SCALE, Words


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
