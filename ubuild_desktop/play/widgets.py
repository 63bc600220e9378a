"""Small display widgets of the play view: spin boxes for keys and money, the Chance card, and
the helpers that fit a card, a name or an icon (the dice are in :mod:`.dice`, the players in
:mod:`.players_panel`, the log in :mod:`.event_log`)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QValidator,
)
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QSpinBox, QVBoxLayout, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.core.engine.kernel.state import RuleBook
from ubuild_desktop.words import (
    chance_text,
    money,
    money_text_in_english,
    money_unit_letters,
    parse_money,
    whole_money,
)

from . import game_words

class KeySpinBox(QSpinBox):
    """A spin box among keyed buttons (the turn panel's): Enter in it is ``entered`` (after
    the typed number is taken), and a letter it cannot take as typing is left to the
    window's keys, so P passes and E ends the turn while the box has the focus."""

    entered = Signal()

    def takes_letter(self, letter: str) -> bool:
        """Whether ``letter`` (lower case) is part of what is typed in the box (none: numbers)."""
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            text = event.text()
            plain = not (event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier)
            if plain and len(text) == 1 and text.isalpha() and not self.takes_letter(text.lower()):
                event.ignore()  # not typing: the window's key for it (a QShortcut) takes it
                return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # the box's own answer to Enter: no default button elsewhere takes it too
            self.entered.emit()


class MoneySpinBox(KeySpinBox):
    """An amount in $k shown and typed the players' way ("$12.4M", "$500k"), in $10k steps.

    ``entered`` is emitted when Enter is pressed in the box, after the typed amount is taken.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        self.whole_units = False  # the traditional game's money: whole units ("$1,500"), in steps of 1
        super().__init__(parent)
        self.setSingleStep(10)
        self.setAccelerated(True)

    def set_book(self, book: RuleBook) -> None:
        """Show and read amounts in the money of ``book``'s rule set."""
        whole = not book.money_in_thousands()
        if whole != self.whole_units:
            self.whole_units = whole
            self.setSingleStep(1 if whole else 10)
            self.lineEdit().setText(self.textFromValue(self.value()))

    def takes_letter(self, letter: str) -> bool:
        """The letters of the amounts' units ("k", "M"; "mil" in Spanish), in $k only."""
        return not self.whole_units and letter in money_unit_letters()

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return whole_money(value) if self.whole_units else money(value)

    def _amount(self, text: str) -> int | None:
        if self.whole_units:  # whatever the locale's separators and sign: the digits
            digits = "".join(c for c in text if c.isdigit())
            return int(digits) if digits and len(digits) < 10 else None
        return parse_money(text)

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt's name)
        amount = self._amount(text)
        return self.value() if amount is None else amount

    def validate(self, text: str, pos: int) -> object:
        amount = self._amount(text)
        if amount is None and self.whole_units:
            return QValidator.State.Intermediate, text, pos
        if amount is None:
            # Part of an amount ("$", "$1.", "2.5", "2,") may still become one.
            partial = money_text_in_english(text).rstrip(".").rstrip("mk")
            state = QValidator.State.Intermediate if partial == "" or partial.replace(".", "", 1).isdigit() else QValidator.State.Invalid
            return state, text, pos
        if self.minimum() <= amount <= self.maximum():
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Intermediate, text, pos


class ChanceCardWidget(QFrame):
    """A drawn Chance card: both halves, the one that applies picked out."""

    def __init__(self, parent: QWidget | None = None, name: str = "chanceCard") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            f"#{name} {{ background: #fff4e6; border: 2px solid #e8590c; border-radius: 8px; }}"
            f"QLabel {{ background: transparent; color: {theme.PAPER_INK}; }}"  # a card: light in either theme
        )
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.up = QLabel(self)
        self.down = QLabel(self)
        for label in (self.up, self.down):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.up)
        layout.addWidget(self.down)
        self.card_layout = layout
        self.card_id: str | None = None
        self.half: str | None = None
        self.hide()

    def show_card(self, state: State, card_id: str, half: str, player: str) -> None:
        card = state.game.chance_cards[state.game.card_index[card_id]]
        self.card_id, self.half = card_id, half
        self.title.setText(self.tr("Chance — {player} follows the {half} half").format(
            player=shown(player), half=self.tr("UP") if half == "up" else self.tr("DOWN")))
        for label, name, text, position in (
            (self.up, self.tr("Bridge UP"), escape(chance_text(card.up.text)), "up"),
            (self.down, self.tr("Bridge DOWN"), escape(chance_text(card.down.text)), "down"),
        ):
            if position == half:
                label.setText(f"<div style='background:#ffd8a8;padding:3px'><b>&#9654; {name}:</b> <b>{text}</b></div>")
            else:
                label.setText(f"<span style='color:{theme.PAPER_INK_SOFT}'>{name}: {text}</span>")
        self.down.show()
        self.show()

    def show_deck_card(self, deck: str, text: str, player: str, amounts: tuple[int, int, int] = (0, 0, 0),
                       book: RuleBook | None = None) -> None:
        """A traditional game's card: its deck (Chance or Community Chest) and its sentence
        (``text``, the card's English template; ``amounts`` written in ``book``'s money)."""
        self.card_id, self.half = deck, None
        self.title.setText(self.tr("{deck} — {player}").format(deck=game_words.deck_name(deck), player=shown(player)))
        self.up.setText(f"<b>{escape(game_words.trad_card_words(text, amounts, book))}</b>")
        self.down.setText("")
        self.down.hide()
        self.show()

    def clear(self) -> None:
        self.card_id = self.half = None
        self.hide()


CARD_SIZES_KEPT = 512  # card sizes remembered by fit_card (forgotten all at once beyond)
_card_sizes: dict[tuple[str, str, str], QSize] = {}


def fit_card(card: QLabel) -> None:
    """``card.adjustSize()``, remembered by its text, font and style: laying a card's rich
    text out for its size takes about 3 ms, and a player's hovers go over the same few
    cards again and again (issue 26: every hover in a frame)."""
    key = (card.text(), card.font().key(), card.styleSheet())
    size = _card_sizes.get(key)
    if size is None:
        card.adjustSize()
        if len(_card_sizes) >= CARD_SIZES_KEPT:
            _card_sizes.clear()
        _card_sizes[key] = card.size()
    else:
        card.resize(size)


LEAST_TEXT_PROPERTY = "leastTextPt"  # set by the play window on every widget it sizes (TV mode: > 0)


def readable_html(widget: QWidget, html: str) -> str:
    """``html`` as ``widget`` shows it: where a least text size is set on it (the play
    window's TV mode), its ``<small>`` words at full size, so none is under that size."""
    least = widget.property(LEAST_TEXT_PROPERTY)
    if isinstance(least, (int, float)) and least > 0:
        return html.replace("<small>", "<span>").replace("<small ", "<span ").replace("</small>", "</span>")
    return html


def base_point_size() -> float:
    """The program's text size, which the players' cards are drawn for (they scale with their font)."""
    return QApplication.font().pointSizeF() if QApplication.font().pointSizeF() > 0 else 9.0


def name_fitting(name: str, font: QFont, width: float) -> str:
    """``name`` elided with "…" to ``width`` pixels in ``font``: for the places that show a
    player's name large, where wide letters (a name of W's) fill a line long before the
    length limit. The result is still the user's text: pass it on to
    :func:`~ubuild_desktop.core.usertext.shown` or ``shown_html``."""
    return QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, width)


def swatch_icon(colour: str, letter: str = "", size: int = 16, faded: bool = False) -> QIcon:
    """A small square in ``colour`` with a letter on it (colour is never the only cue).

    ``faded`` (a mortgaged district) draws it pale and struck through.
    """
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.4)
    painter.setPen(QPen(QColor("#343a40"), 1))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3)
    if letter:
        font = QFont()
        font.setPixelSize(int(size * 0.7))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(game_words.ink_for(colour)))
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, letter)
    if faded:
        painter.setOpacity(1.0)
        painter.setPen(QPen(QColor("#495057"), 1.6))
        painter.drawLine(QPointF(1.5, size - 1.5), QPointF(size - 1.5, 1.5))
    painter.end()
    return QIcon(pixmap)


def pawn_icon(colour: str, letter: str, size: int = 22) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(QColor(colour))
    path = QPainterPath()
    path.addEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.drawPath(path)
    font = QFont()
    font.setPixelSize(int(size * 0.55))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(game_words.ink_for(colour)))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return pixmap
