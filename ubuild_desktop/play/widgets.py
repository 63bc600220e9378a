"""Small display widgets of the play view: dice, the Chance card, players, the event log."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
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
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.core.cards import format_money, parse_money
from ubuild_desktop.core.engine import Event, State
from ubuild_desktop.core.usertext import initial, shown, shown_html

from . import texts
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


class MoneySpinBox(QSpinBox):
    """An amount in $k shown and typed the players' way ("$12.4M", "$500k"), in $10k steps.

    ``entered`` is emitted when Enter is pressed in the box, after the typed amount is taken.
    """

    entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSingleStep(10)
        self.setAccelerated(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # the box's own answer to Enter: no default button elsewhere takes it too
            self.entered.emit()

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return format_money(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt's name)
        amount = parse_money(text)
        return self.value() if amount is None else amount

    def validate(self, text: str, pos: int) -> object:
        amount = parse_money(text)
        if amount is None:
            # Part of an amount ("$", "$1.", "2.5") may still become one.
            partial = text.strip().replace("$", "").rstrip(".").lower().rstrip("mk")
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
            rect = QRectF(-size / 2, -size / 2, size, size)
            painter.setPen(QPen(QColor("#343a40"), 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(rect, 8 * size / 44, 8 * size / 44)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#c92a2a") if value == 1 else QColor("#212529"))
            for px, py in _PIPS.get(value, []):
                painter.drawEllipse(QPointF(rect.left() + px * size, rect.top() + py * size), pip, pip)
            painter.restore()
        painter.end()


class ChanceCardWidget(QFrame):
    """A drawn Chance card: both halves, the one that applies picked out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#chanceCard { background: #fff4e6; border: 2px solid #e8590c; border-radius: 8px; }"
            "QLabel { background: transparent; }"
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
        self.card_id: str | None = None
        self.half: str | None = None
        self.hide()

    def show_card(self, state: State, card_id: str, half: str, player: str) -> None:
        card = state.game.chance_cards[state.game.card_index[card_id]]
        self.card_id, self.half = card_id, half
        self.title.setText(self.tr("Chance — {player} follows the {half} half").format(
            player=shown(player), half=self.tr("UP") if half == "up" else self.tr("DOWN")))
        for label, name, text, position in (
            (self.up, self.tr("Bridge UP"), card.up.text, "up"),
            (self.down, self.tr("Bridge DOWN"), card.down.text, "down"),
        ):
            if position == half:
                label.setText(f"<div style='background:#ffd8a8;padding:3px'><b>&#9654; {name}:</b> <b>{text}</b></div>")
            else:
                label.setText(f"<span style='color:#868e96'>{name}: {text}</span>")
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
        self.setStyleSheet("QLabel { background: rgba(255,255,255,240); border: 1px solid #495057;"
                           " border-radius: 8px; padding: 6px; }")

    def show_district(self, state: State, district_id: str, seats: list[Seat]) -> None:
        """Fill in ``district_id``'s card as it stands in ``state`` (owner in their seat colour)."""
        info = state.game.district(district_id)
        owner = state.owner_of(district_id)
        self.district_id = district_id
        self.setText(texts.district_card_html(
            state, district_id, texts.group_colour(state, info.group), seats[owner].colour if owner >= 0 else None))
        self.adjustSize()


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
        painter.setPen(QColor(texts.ink_for(colour)))
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
    painter.setPen(QColor(texts.ink_for(colour)))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return pixmap


class PlayerCard(QFrame):
    """One player's panel: pawn, name, cash, net worth, districts with their group markers."""

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
        self.cash.setStyleSheet("color: #2b8a3e")
        self.worth = QLabel(self)
        self.worth.setObjectName("worth")
        self.worth.setStyleSheet("color: #495057")
        self.flags = QLabel(self)
        self.flags.setStyleSheet("color: #c92a2a; font-weight: bold")
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
            bottom.addWidget(self.worth, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            layout.addLayout(bottom)
        else:
            layout.addWidget(self.worth)
            layout.addWidget(self.districts)
        self._last: tuple[object, ...] = ()
        self._size_text()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the panel's text grew or shrank with the window
            self._size_text()

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
        owned = tuple(
            (x, state.mortgaged[state.game.district_by_id[x]], state.rent_value(x)) for x in state.districts_of(p)
        )
        key = (state.cash[p], owned, active, state.in_jail[p], state.bankrupt == p)
        if key == self._last:
            return
        self._last = key
        strength = {"simple": self.tr("simple"), "good": self.tr("good")}.get(self.info.strength, self.info.strength)
        kind = self.tr("computer, {strength}").format(strength=strength) if self.info.is_computer else ""
        grow = self.font().pointSizeF() / base_point_size()
        width = (self.NAME_WIDTH - (80 if kind else 0)) * grow  # a computer's strength is shown beside its name
        self.name.setText(shown_html(name_fitting(self.info.name, self.name.font(), width)) + (f"&nbsp;&nbsp;<small style='color:#868e96'>({escape(kind)})</small>"
                                                    if kind else ""))
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.cash.setText(format_money(state.cash[p]))
        self.worth.setText(self.tr("Net worth {worth} · {n} district(s)").format(
            worth=format_money(texts.net_worth(state, p)), n=len(owned)))
        flags = []
        if state.in_jail[p]:
            flags.append(self.tr("IN JAIL"))
        if state.bankrupt == p:
            flags.append(self.tr("BANKRUPT"))
        self.flags.setText(" ".join(flags))
        self.districts.clear()
        game = state.game
        for district_id, mortgaged, rent in owned:
            info = game.district(district_id)
            colour = texts.group_colour(state, info.group)
            letter = texts.group_letter(state, info.group)
            tip = (self.tr("{name} — rent now {rent}").format(name=info.card.name, rent=format_money(rent))
                   + (" · " + self.tr("mortgaged") if mortgaged else ""))
            if self.compact:
                item = QListWidgetItem(swatch_icon(colour, letter, self.CHIP, faded=mortgaged), "")
                item.setSizeHint(QSize(self.CHIP + 2, self.CHIP + 2))
                item.setData(Qt.ItemDataRole.AccessibleTextRole, info.card.name)
            else:
                text = info.card.name + (" " + self.tr("(M)") if mortgaged else "")
                item = QListWidgetItem(swatch_icon(colour, letter), text)
            item.setToolTip(tip)
            if mortgaged:
                item.setForeground(QColor("#868e96"))
            self.districts.addItem(item)
        if self.compact:
            self.districts.setFixedHeight(self.CHIP + 6)
        else:
            rows = max(1, (len(owned) + 1) // 2)
            row = max(19, self.districts.fontMetrics().height() + 4)
            self.districts.setFixedHeight(0 if not owned else min(6, rows) * row + 4)
        border = self.info.colour if active else "#dee2e6"
        self.setStyleSheet(
            f"#player{p} {{ border: {3 if active else 1}px solid {border}; border-radius: 6px;"
            f" background: {'#fffdf5' if active else '#ffffff'}; }}"
        )


class PlayersPanel(QWidget):
    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        compact = len(seats) >= PlayerCard.COMPACT_FROM
        self.cards = [PlayerCard(i, s, self, compact=compact) for i, s in enumerate(seats)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)

    def refresh(self, state: State) -> None:
        to_act = state.current_player if state.current_player >= 0 else state.turn
        for card in self.cards:
            card.refresh(state, card.seat == to_act and not state.is_terminal())


class EventLog(QWidget):
    """Everything that happened, newest at the bottom; can be saved as text."""

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
        self._lines: list[str] = []

    def reset(self, events: list[Event], players: tuple[str, ...], space_names: tuple[str, ...] = ()) -> None:
        self.list.clear()
        self._lines = []
        self.add(events, players, space_names)

    def add(self, events: list[Event], players: tuple[str, ...], space_names: tuple[str, ...] = ()) -> None:
        new = [
            line[:1].upper() + line[1:]
            for line in (texts.event_sentence(e, players, space_names) for e in events)
            if line
        ]
        if not new:
            return
        self._lines.extend(new)
        for line in new:
            item = QListWidgetItem(line)
            if line.startswith("—"):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        # Keep the widget light in long games; the text file keeps everything.
        while self.list.count() > 600:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return list(self._lines)

    def save_text(self, path: str | Path) -> None:
        from ubuild_desktop.core.trackfile import atomic_write_text

        atomic_write_text(Path(path), "\n".join(self._lines) + "\n")
