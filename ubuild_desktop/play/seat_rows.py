"""The New game dialog's players: one row per seat (:class:`SeatRow`: name, colour, human or
computer and its strength), and the last game's seats remembered in the settings."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QWidget

from ubuild_desktop.core.limits import MAX_NAME_LENGTH
from ubuild_desktop.settings import settings

from .seats import SEAT_COLOURS, Seat
from .widgets import swatch_icon


DEFAULT_NAMES = ("Ana", "Bo", "Cyd", "Dee", "Eli", "Fay", "Gus", "Hal")
LAST_PLAYERS_KEY = "newGame/players"  # the last game's seats (name, colour, kind, strength), as in a game file


class SeatRow(QWidget):
    """One player of the new-game dialog: name, colour, human or computer."""

    changed = Signal()
    removeRequested = Signal(object)

    KINDS = (("human", "good"), ("computer", "simple"), ("computer", "good"))

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)], self)
        self.name.setObjectName(f"seatName{index}")
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setMinimumWidth(self.name.fontMetrics().averageCharWidth() * 10)  # a name reads whole
        self.colour = QComboBox(self)
        self.colour.setObjectName(f"seatColour{index}")
        names = (self.tr("Red"), self.tr("Blue"), self.tr("Amber"), self.tr("Green"), self.tr("Purple"), self.tr("Black"),
                 self.tr("Teal"), self.tr("Pink"))
        for colour, label in zip(SEAT_COLOURS, names, strict=True):
            self.colour.addItem(swatch_icon(colour), label, colour)
        self.colour.setCurrentIndex(index % len(SEAT_COLOURS))
        self.kind = QComboBox(self)
        self.kind.setObjectName(f"seatKind{index}")
        self.kind.addItem(self.tr("Human"))
        self.kind.addItem(self.tr("Computer (simple)"))
        self.kind.addItem(self.tr("Computer (good)"))
        self.remove = QPushButton(self.tr("Remove"), self)
        self.remove.setObjectName(f"seatRemove{index}")
        self.set_number(index + 1)
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 2)
        layout.addWidget(self.colour, 1)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.remove)
        for signal in (self.name.textChanged, self.colour.currentIndexChanged, self.kind.currentIndexChanged):
            signal.connect(self.changed)

    def set_number(self, number: int) -> None:
        """Name the row's fields for screen readers ("Player 2 name", ...): the row has no labels."""
        self.name.setAccessibleName(self.tr("Player {n} name").format(n=number))
        self.colour.setAccessibleName(self.tr("Player {n} colour").format(n=number))
        self.kind.setAccessibleName(self.tr("Player {n}: human or computer").format(n=number))
        self.remove.setAccessibleName(self.tr("Remove player {n}").format(n=number))

    def seat(self) -> Seat:
        kind, strength = self.KINDS[self.kind.currentIndex()]
        return Seat(self.name.text().strip(), str(self.colour.currentData()), kind, strength)  # type: ignore[arg-type]

    def set_kind(self, kind: str, strength: str = "good") -> None:
        self.kind.setCurrentIndex(0 if kind == "human" else (1 if strength == "simple" else 2))

    def set_seat(self, seat: Seat) -> None:
        """Show ``seat``: its name, its colour (if it is one of the seats' colours), human or computer."""
        self.name.setText(seat.name)
        colour = self.colour.findData(seat.colour)
        if colour >= 0:
            self.colour.setCurrentIndex(colour)
        self.set_kind(seat.kind, seat.strength)


def remembered_seats() -> list[Seat]:
    """The players of the last game started here, in order (none if none were kept, or
    what was kept cannot be read)."""
    raw: Any = settings().value(LAST_PLAYERS_KEY, "")
    try:
        kept = json.loads(raw) if isinstance(raw, str) and raw else []
        if not isinstance(kept, list):
            return []
        return [Seat.from_json(seat) for seat in kept[:len(SEAT_COLOURS)]]
    except (ValueError, TypeError):  # JSONDecodeError and SeatError too
        return []
