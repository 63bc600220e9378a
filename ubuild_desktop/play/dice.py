"""The dice: drawn faces (:func:`paint_die`, :func:`die_icon`), the dice that tumble in the
turn panel (:class:`DiceWidget`) and the entry of the dice rolled at the table (:class:`DiceEntry`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPen, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme

from .widgets import base_point_size

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
