"""Small display widgets of the play view: dice, the Chance card, players, the event log."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QShortcut,
    QValidator,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.ubuild.state import State
from ubuild_desktop.core.usertext import initial, shown, shown_html
from ubuild_desktop.core.engine.kernel.state import RuleBook
from ubuild_desktop.words import (
    chance_text, money, money_for, money_text_in_english, money_unit_letters, parse_money, whole_money,
)

from . import game_words
from .fair_choice import fair_start_gifts, fair_start_got
from ubuild_desktop.charts.fair_table import got_text
from .plugin import rules_for
from .seats import Seat

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}
ROLL_FRAMES = 7
FRAME_MS = 60


def paint_die(painter: QPainter, rect: QRectF, value: int) -> None:
    """One die showing ``value``: a white rounded square with its pips (the 1 in red)."""
    size = rect.width()
    painter.setPen(QPen(QColor("#343a40"), 1.5))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c92a2a") if value == 1 else QColor("#212529"))
    radius = size * 0.095
    for px, py in _PIPS.get(value, []):
        painter.drawEllipse(QPointF(rect.left() + px * size, rect.top() + py * size), radius, radius)


def die_icon(value: int, size: int = 32) -> QIcon:
    """A die face as an icon (the faces of the dice entry)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_die(painter, QRectF(1, 1, size - 2, size - 2), value)
    painter.end()
    return QIcon(pixmap)


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


class DiceWidget(QWidget):
    """The dice of the last roll; :meth:`show_roll` tumbles them briefly first."""

    rollShown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[int, ...] = ()
        self._final: tuple[int, ...] = ()
        self._frame = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tumble)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Dice"))
        self._fit_to_font()

    def die_size(self) -> int:
        """A die's side in pixels: 44 at the program's text size, growing with the widget's font."""
        return max(44, round(44 * self.font().pointSizeF() / base_point_size()))

    def _fit_to_font(self) -> None:
        size = self.die_size()
        self.setFixedSize(QSize(2 * size + 22, size + 8))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the panel's text grew: so do the dice
            self._fit_to_font()

    def sizeHint(self) -> QSize:
        size = self.die_size()
        return QSize(2 * size + 22, size + 8)

    def show_roll(self, values: tuple[int, ...], animate: bool) -> None:
        self._final = tuple(values)
        self.setAccessibleDescription(self.tr("Rolled {dice}").format(dice=" + ".join(map(str, values))))
        if not animate:
            self._timer.stop()
            self.values = self._final
            self.update()
            self.rollShown.emit()
            return
        self._frame = 0
        self._timer.start()

    def is_rolling(self) -> bool:
        return self._timer.isActive()

    def _tumble(self) -> None:
        self._frame += 1
        if self._frame >= ROLL_FRAMES:
            self._timer.stop()
            self.values = self._final
            self.update()
            self.rollShown.emit()
            return
        # A fixed tumbling sequence: the game's only randomness stays in the session.
        self.values = tuple(((v + self._frame * (k + 2)) % 6) + 1 for k, v in enumerate(self._final))
        self.update()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.die_size()
        pip = 4.2 * size / 44
        for k, value in enumerate(self.values):
            tilt = (-8 if k == 0 else 7) if self._timer.isActive() else 0
            painter.save()
            painter.translate(4 + k * (size + 10) + size / 2, 4 + size / 2)
            painter.rotate(tilt)
            paint_die(painter, QRectF(-size / 2, -size / 2, size, size), value)
            painter.restore()
        painter.end()


class DiceEntry(QWidget):
    """The dice rolled at the table, entered: per die, its six faces to click (one die on Starter).

    The keys 1 to 6 pick faces too (the first die, then the next: "3 5" for 3 + 5), and
    Enter presses :attr:`enter_button`, which is enabled only once every die shows a face:
    an impossible roll cannot be entered. The owner binds the button to the roll.
    """

    FACE_SIZE = 34
    MAX_DICE = 2  # two dice on Classic, Pro and Custom, one on Starter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceEntry")
        theme.style(self, lambda t: (
            "#diceEntry QToolButton { border: 2px solid transparent; border-radius: 7px; padding: 1px; }"
            f"#diceEntry QToolButton:hover {{ border-color: {t.choice_hover}; }}"
            f"#diceEntry QToolButton:checked {{ border-color: {t.choice}; background: {t.choice_checked}; }}"))
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(2)
        self.groups: list[QButtonGroup] = []
        self.labels: list[QLabel] = []
        self.enter_button = QPushButton(self.tr("Enter roll"), self)
        self.enter_button.setObjectName("enterRollButton")
        self.enter_button.setProperty("primary", True)
        self.enter_button.setMinimumHeight(32)
        self.enter_button.setToolTip(self.tr("Key: Enter"))
        self._next = 0  # the die the next key 1-6 sets
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.grid)
        layout.addWidget(self.enter_button, 0, Qt.AlignmentFlag.AlignLeft)
        # Window-wide while the entry is shown (a hidden widget's shortcuts are off); a
        # spin box being typed in keeps its digits.
        for value in range(1, 7):
            key = QShortcut(QKeySequence(str(value)), self)
            key.setContext(Qt.ShortcutContext.WindowShortcut)
            key.activated.connect(lambda v=value: self.type_value(v))
        for name in ("Return", "Enter"):
            key = QShortcut(QKeySequence(name), self)
            key.setContext(Qt.ShortcutContext.WindowShortcut)
            key.activated.connect(self._enter_pressed)
        for die in range(self.MAX_DICE):
            label = QLabel(self)
            self.grid.addWidget(label, die, 0)
            self.labels.append(label)
            group = QButtonGroup(self)
            for value in range(1, 7):
                face = QToolButton(self)
                face.setObjectName(f"dieFace{die}_{value}")
                face.setCheckable(True)
                face.setIcon(die_icon(value, self.FACE_SIZE))
                face.setIconSize(QSize(self.FACE_SIZE, self.FACE_SIZE))
                face.clicked.connect(lambda _=False, d=die, v=value: self.pick(d, v))
                group.addButton(face, value)
                self.grid.addWidget(face, die, value)
            self.groups.append(group)
        self.grid.setColumnStretch(7, 1)
        self._count = 0
        self.set_dice_count(2)

    def dice_count(self) -> int:
        return self._count

    def set_dice_count(self, count: int) -> None:
        """Offer ``count`` dice (1 or 2), none showing a face yet."""
        self._count = max(1, min(self.MAX_DICE, count))
        names = [self.tr("Die")] if self._count == 1 else [self.tr("First die"), self.tr("Second die")]
        for die, (label, group) in enumerate(zip(self.labels, self.groups)):
            used = die < self._count
            label.setVisible(used)
            if used:
                label.setText(names[die])
            for value in range(1, 7):
                face = group.button(value)
                face.setVisible(used)
                text = (self.tr("The die shows {value}") if self._count == 1 else
                        self.tr("The first die shows {value}") if die == 0 else
                        self.tr("The second die shows {value}")).format(value=value)
                face.setAccessibleName(text)
                face.setToolTip(text)
        self.clear()

    def clear(self) -> None:
        """No die shows a face (a new roll)."""
        for group in self.groups:
            group.setExclusive(False)  # an exclusive group keeps one button checked
            for button in group.buttons():
                button.setChecked(False)
            group.setExclusive(True)
        self._next = 0
        self._update()

    def pick(self, die: int, value: int) -> None:
        """Die ``die`` (from 0) shows ``value`` (1-6); the next key sets the die after it."""
        if not 0 <= die < self._count or not 1 <= value <= 6:
            return
        self.groups[die].button(value).setChecked(True)
        self._next = (die + 1) % self._count
        self._update()

    def type_value(self, value: int) -> None:
        """A key 1-6: the next die shows ``value``."""
        if self.isVisible():
            self.pick(self._next, value)

    def values(self) -> tuple[int, ...] | None:
        """The faces chosen, one per die, or None while a die has none."""
        chosen = tuple(group.checkedId() for group in self.groups[:self._count])
        return chosen if chosen and all(1 <= v <= 6 for v in chosen) else None

    def _update(self) -> None:
        self.enter_button.setEnabled(self.values() is not None)

    def _enter_pressed(self) -> None:
        if self.enter_button.isVisible() and self.enter_button.isEnabled():
            self.enter_button.click()


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


class DistrictCard(QLabel):
    """A district's card: price, rents by counted blocks, owner, the rent now and why.

    One widget for every place a card is shown: the board's corner (hover, the buy
    decision) and the auction panel. It draws only from the state (no rule here).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.district_id: str | None = None
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet(f"QLabel {{ background: rgba(255,255,255,240); color: {theme.PAPER_INK};"
                           " border: 1px solid #495057; border-radius: 8px; padding: 6px; }")  # a card, in either theme

    def show_district(self, state: State, district_id: str, seats: list[Seat]) -> None:
        """Fill in ``district_id``'s card as it stands in ``state`` (owner in their seat colour)."""
        info = state.game.district(district_id)
        owner = state.owner_of(district_id)
        self.district_id = district_id
        self.setText(readable_html(self, game_words.district_card_html(
            state, district_id, game_words.group_colour(state, info.group), seats[owner].colour if owner >= 0 else None)))
        fit_card(self)


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


class PlayerCard(QFrame):
    """One player's panel: pawn, name, cash, net worth, districts with their group markers.

    A click on it, or Enter or Space while it has the focus (Tab reaches it), asks for the
    player's holdings (``clicked`` with the seat). While this (human) player may propose a
    deal, or build, sell and mortgage (the traditional game, between turns too), its
    "Deal…" and "Houses…" buttons show (``dealRequested``, ``housesRequested``); D and H
    on the focused card press them."""

    clicked = Signal(int)
    dealRequested = Signal(int)
    housesRequested = Signal(int)

    # With this many players or more, cards are compact (districts as lettered chips with
    # the name in the tooltip) so every player's cash fits beside the board at once.
    COMPACT_FROM = 4
    NAME_WIDTH = 200  # pixels of the name at most (the cash beside it stays in view)
    CHIP = 18

    def __init__(self, seat: int, info: Seat, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.seat = seat
        self.info = info
        self.compact = compact
        self.setObjectName(f"player{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.pawn = QLabel(self)
        self.pawn.setPixmap(pawn_icon(info.colour, initial(info.name)))
        self.name = QLabel(self)
        self.cash = QLabel(self)
        self.cash.setObjectName("cash")
        theme.style(self.cash, lambda t: theme.css(t.money))
        self.worth = QLabel(self)
        self.worth.setObjectName("worth")
        theme.style(self.worth, lambda t: theme.css(t.muted))
        self.flags = QLabel(self)
        theme.style(self.flags, lambda t: theme.css(t.error, bold=True))
        self.districts = QListWidget(self)
        self.districts.setObjectName("districts")
        self.districts.setAccessibleName(self.tr("{name}'s districts").format(name=shown(info.name)))
        self.districts.setFlow(QListWidget.Flow.LeftToRight)
        self.districts.setWrapping(True)
        self.districts.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.districts.setSpacing(1)
        self.districts.setFrameShape(QFrame.Shape.NoFrame)
        self.districts.setStyleSheet("QListWidget { background: transparent; } QListWidget::item { padding: 0 2px; }")
        self.districts.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.districts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.districts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.districts.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.districts.viewport().installEventFilter(self)  # a click on the districts is a click on the card
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(shown(info.name))
        self.setToolTip(self.tr("Show {name}'s holdings (click, or Enter)").format(name=shown(info.name)))
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.pawn)
        top.addWidget(self.name, 1)
        top.addWidget(self.flags)
        top.addWidget(self.cash)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(1)
        layout.addLayout(top)
        if compact:
            self.districts.setIconSize(QSize(self.CHIP, self.CHIP))
            self.districts.setSpacing(2)
            self.districts.setStyleSheet("QListWidget { background: transparent; } QListWidget::item { padding: 0; }")
            bottom = QHBoxLayout()
            bottom.setSpacing(6)
            bottom.addWidget(self.districts, 1)
            self._offers = bottom  # compact: the "Deal…" and "Houses…" buttons sit in this row
            bottom.addWidget(self.worth, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            layout.addLayout(bottom)
        else:
            self._offers = QHBoxLayout()  # the net worth, then the "Deal…" and "Houses…" buttons
            self._offers.setSpacing(6)
            self._offers.addWidget(self.worth, 1)
            layout.addLayout(self._offers)
            layout.addWidget(self.districts)
        self.deal_button = QPushButton(self.tr("Deal…"), self)
        self.deal_button.setObjectName(f"dealButton{seat}")
        self.deal_button.setToolTip(self.tr("{name} proposes a deal (D)").format(name=shown(info.name)))
        self.deal_button.clicked.connect(lambda: self.dealRequested.emit(self.seat))
        self.houses_button = QPushButton(self.tr("Houses…"), self)
        self.houses_button.setObjectName(f"housesButton{seat}")
        self.houses_button.setToolTip(self.tr("{name} builds, sells or mortgages (H)").format(name=shown(info.name)))
        self.houses_button.clicked.connect(lambda: self.housesRequested.emit(self.seat))
        # Before the net worth in a compact card's last row, after it otherwise; small, so
        # the card keeps its height. Hidden while the player may do neither.
        at = self._offers.indexOf(self.worth) + (0 if compact else 1)
        for k, button in enumerate((self.deal_button, self.houses_button)):
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
            self._offers.insertWidget(at + k, button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.deal_button.hide()
        self.houses_button.hide()
        self._last: tuple[object, ...] = ()
        self._active = False
        self._size_text()
        theme.follow(self, self._retheme, now=False)  # refresh() colours the card

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the panel's text grew or shrank with the window
            self._size_text()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.seat)
            return
        for key, button in ((Qt.Key.Key_D, self.deal_button), (Qt.Key.Key_H, self.houses_button)):
            if event.key() == key and not event.modifiers() and button.isVisible():
                button.click()
                return
        super().keyPressEvent(event)

    def show_offers(self, deal: bool, houses: bool) -> None:
        """Show the "Deal…" and "Houses…" buttons this player may use now."""
        self.deal_button.setVisible(deal)
        self.houses_button.setVisible(houses)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton):
            self.clicked.emit(self.seat)
        return False

    def _size_text(self) -> None:
        """The name, cash and net worth sized from the card's font (which follows the panel's)."""
        size = self.font().pointSizeF()
        for label, scale, bold in ((self.name, 1.1, True), (self.cash, 1.4, True),
                                   (self.worth, 0.9 if self.compact else 1.0, False)):
            label.setProperty("textScale", scale)  # the window's text size keeps these proportions
            font = QFont(self.font())
            font.setPointSizeF(size * scale)
            font.setBold(bold)
            label.setFont(font)
        self.pawn.setPixmap(pawn_icon(self.info.colour, initial(self.info.name), round(22 * size / base_point_size())))
        self._last = ()  # the name's elision depends on the font: the next refresh redraws it

    def refresh(self, state: State, active: bool) -> None:
        p = self.seat
        rules = rules_for(state)
        owned = tuple(rules.holdings(state, p))
        cards = len(rules.jail_cards(state, p))
        out = rules.is_out(state, p)
        key = (state.cash[p], owned, active, state.in_jail[p], out, cards)
        if key == self._last:
            return
        money = money_for(state.book)
        self._last = key
        self._active = active
        strength = {"simple": self.tr("simple"), "good": self.tr("good")}.get(self.info.strength, self.info.strength)
        kind = self.tr("computer, {strength}").format(strength=strength) if self.info.is_computer else ""
        grow = self.font().pointSizeF() / base_point_size()
        width = (self.NAME_WIDTH - (80 if kind else 0)) * grow  # a computer's strength is shown beside its name
        self.name.setText(readable_html(self.name, shown_html(name_fitting(self.info.name, self.name.font(), width)) + (f"&nbsp;&nbsp;<small style='color:{theme.current().faint}'>({escape(kind)})</small>"
                                                    if kind else "")))
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.cash.setText(money(state.cash[p]))
        worth = self.tr("Net worth {worth} · {districts}").format(
            worth=money(state.book.net_worth(state, p)),
            districts=(self.tr("%n propert(y/ies)", "", len(owned)) if rules.properties_are_streets
                       else self.tr("%n district(s)", "", len(owned))))
        if cards:
            worth += " · " + self.tr("%n get-out-of-jail card(s)", "", cards)
        fair = fair_start_got(state).get(p)
        gift = fair_start_gifts(state).get(p)
        if fair or gift:  # what the Fair start house rule paid this seat, and the district it started with
            named = game_words.place_names(state.game).property(gift) if gift else ""
            worth += " · " + self.tr("Fair start {got}").format(got=got_text(fair or 0, named, money))
        self.worth.setWordWrap(bool(fair or gift))  # the Fair start's longer line wraps rather than widen the card
        self.worth.setText(worth)
        flags = []
        if state.in_jail[p]:
            flags.append(self.tr("IN JAIL"))
        if out:
            flags.append(self.tr("BANKRUPT"))
        self.flags.setText(" ".join(flags))
        self.districts.clear()
        for holding in owned:
            colour, letter, name, mortgaged = holding.colour, holding.letter, holding.name, holding.mortgaged
            tip = (self.tr("{name} — rent now {rent}").format(name=name, rent=money(holding.rent)) if holding.rent is not None
                   else name)
            if rules.properties_are_streets and holding.buildings:
                tip += " · " + (self.tr("a hotel") if holding.buildings == 5 else self.tr("%n house(s)", "", holding.buildings))
            if mortgaged:
                tip += " · " + self.tr("mortgaged")
            if self.compact:
                item = QListWidgetItem(swatch_icon(colour, letter, self.CHIP, faded=mortgaged), "")
                item.setSizeHint(QSize(self.CHIP + 2, self.CHIP + 2))
                item.setData(Qt.ItemDataRole.AccessibleTextRole, name)
            else:
                text = name + (" " + self.tr("(M)") if mortgaged else "")
                item = QListWidgetItem(swatch_icon(colour, letter), text)
            item.setToolTip(tip)
            if mortgaged:
                item.setForeground(QColor(theme.current().faint))
            self.districts.addItem(item)
        if self.compact:
            self.districts.setFixedHeight(self.CHIP + 6)
        else:
            rows = max(1, (len(owned) + 1) // 2)
            row = max(19, self.districts.fontMetrics().height() + 4)
            self.districts.setFixedHeight(0 if not owned else min(6, rows) * row + 4)
        self._style_card()

    def _retheme(self, _theme: theme.Theme) -> None:
        self._last = ()  # the name's and the districts' colours: redrawn by the next refresh
        self._style_card()

    def _style_card(self) -> None:
        """The card's frame: the player's colour while it is their turn, on the theme's card colour."""
        t = theme.current()
        active = self._active
        border = self.info.colour if active else t.box_border
        self.setStyleSheet(
            f"#player{self.seat} {{ border: {3 if active else 1}px solid {border}; border-radius: 6px;"
            f" background: {t.card_active if active else t.card}; }}"
            f"#player{self.seat}:focus {{ border: 3px solid {t.focus}; }}"
        )


class PlayersPanel(QWidget):
    """The players' cards; a click on one (or Enter on it) asks for that player's holdings."""

    holdingsRequested = Signal(int)
    dealRequested = Signal(int)
    housesRequested = Signal(int)

    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        compact = len(seats) >= PlayerCard.COMPACT_FROM
        self.cards = [PlayerCard(i, s, self, compact=compact) for i, s in enumerate(seats)]
        for card in self.cards:
            card.clicked.connect(self.holdingsRequested)
            card.dealRequested.connect(self.dealRequested)
            card.housesRequested.connect(self.housesRequested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)

    def refresh(self, state: State) -> None:
        to_act = state.current_player if state.current_player >= 0 else state.turn
        rules = rules_for(state)
        for card in self.cards:
            card.refresh(state, card.seat == to_act and not state.is_terminal())
            human = not card.info.is_computer and state.current_player >= 0
            card.show_offers(human and rules.can_propose(state, card.seat),
                             human and bool(rules.house_actions(state, card.seat)))


class EventLog(QWidget):
    """Everything that happened, newest at the bottom (the last :data:`SHOWN_LINES` lines
    in the list); the whole of it can be saved as text."""

    SHOWN_LINES = 600

    saveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("eventLog")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName(self.tr("Event log"))
        self.save_button = QPushButton(self.tr("Save log…"), self)
        self.save_button.setObjectName("saveLogButton")
        self.save_button.clicked.connect(self.saveRequested)
        heading = QLabel(self.tr("What happened"), self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        top = QHBoxLayout()
        top.addWidget(heading, 1)
        top.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        # Every event of the game (its sentences are made only for the lines shown, and
        # for all of them when the log is saved: a long game opens without writing its story).
        self._events: list[Event] = []
        self._players: tuple[str, ...] = ()
        self._names = game_words.U_BUILD_NAMES

    def reset(self, events: list[Event], players: tuple[str, ...],
              names: game_words.PlaceNames = game_words.U_BUILD_NAMES) -> None:
        """Show the log of a game from its start: only the last lines are made; spaces and
        properties are named by ``names`` (the game's ``game_words.place_names``)."""
        self.list.clear()
        self._events = list(events)
        self._players, self._names = players, names
        tail: list[str] = []
        for event in reversed(self._events):
            line = self._sentence(event)
            if line:
                tail.append(line)
                if len(tail) == self.SHOWN_LINES:
                    break
        self._show(tail[::-1])

    def add(self, events: list[Event], players: tuple[str, ...],
            names: game_words.PlaceNames = game_words.U_BUILD_NAMES) -> None:
        self._events.extend(events)
        self._players, self._names = players, names
        self._show([line for line in map(self._sentence, events) if line])

    def _sentence(self, event: Event) -> str:
        line = game_words.event_sentence(event, self._players, self._names)
        return line[:1].upper() + line[1:] if line else ""

    def _show(self, new: list[str]) -> None:
        if not new:
            return
        for line in new:
            item = QListWidgetItem(line)
            if line.startswith("—"):
                font = QFont(self.list.font())  # the log's size (the window sizes it with the panel)
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        # Keep the widget light in long games; the text file keeps everything.
        while self.list.count() > self.SHOWN_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        """Every line of the log, from the game's start."""
        return [line for line in map(self._sentence, self._events) if line]

    def save_text(self, path: str | Path) -> None:
        from ubuild_desktop.core.trackfile import atomic_write_text

        atomic_write_text(Path(path), "\n".join(self.lines()) + "\n")
