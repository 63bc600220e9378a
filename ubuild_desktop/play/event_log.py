"""The event log: what happened, one sentence a line, newest last."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ubuild_desktop.core.engine.kernel.events import Event

from . import game_words


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
