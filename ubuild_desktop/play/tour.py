"""The first-game tour: a few pages over the play window, each pointing at one part of
it (the board, the turn panel, the players, the log, the keys) with a short text and
Back, Next and Close.

The window offers it once, the first time a game window opens on a game with a human
player (remembered in the settings, :data:`TOUR_OFFERED_KEY`); Help → First-game tour
shows it at any time. The tour dims the window except the part it points at, and takes
the keys while it shows: Right or Enter goes on, Left goes back, Esc closes. The
environment variable :data:`NO_TOUR_ENV` (the test suite sets it) keeps it from being
offered; it can still be opened from Help.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, cast

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPainter, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ubuild_desktop import settings, theme

from .view_words import words_of


TOUR_OFFERED_KEY = "play/tourOffered"
NO_TOUR_ENV = "UBUILD_NO_TOUR"
DIM = QColor(0, 0, 0, 150)
RING = QColor("#ffd43b")


class PlayWindow(Protocol):
    """What the tour reads of the play window it goes round (the window is a
    ``QMainWindow``; named here so the tour and the window do not import each other)."""

    controller: Any
    rules: Any  # the game's play view (``plugin.PlayView``)
    board_view: QWidget
    turn_scroll: QWidget
    players_scroll: QWidget
    log: QWidget
    sidebar: QWidget

    def is_remembered(self) -> bool: ...
    def menuBar(self) -> Any: ...
    def findChild(self, *args: Any) -> Any: ...
    def rect(self) -> QRect: ...
    def installEventFilter(self, watched: QObject) -> None: ...
    def removeEventFilter(self, watched: QObject) -> None: ...


@dataclass(frozen=True)
class TourStep:
    """One page: its title and text (rich text of our own words) and what it points at."""

    title: str
    text: str
    target: Callable[[], QWidget | None]


def should_offer(window: PlayWindow) -> bool:
    """Whether ``window`` offers the tour now: the first game window the user opens
    (not a picture's), with a human at the table, and never offered before."""
    if os.environ.get(NO_TOUR_ENV) or settings.flag(TOUR_OFFERED_KEY):
        return False
    return window.is_remembered() and any(not seat.is_computer for seat in window.controller.seats)


def key_lines(window: QWidget) -> list[tuple[str, str]]:
    """(key, what it does) for every action of ``window`` with a key, in menu order."""
    seen: set[str] = set()
    lines: list[tuple[str, str]] = []
    for menu_action in window.menuBar().actions():  # type: ignore[attr-defined]
        menu = menu_action.menu()
        if menu is None:
            continue
        for action in menu.actions():
            key = action.shortcut()
            if not isinstance(action, QAction) or key.isEmpty() or action.isSeparator():
                continue
            text = key.toString(QKeySequence.SequenceFormat.NativeText)
            if text not in seen:
                seen.add(text)
                lines.append((text, action.text().replace("&", "").rstrip("…")))
    return lines


class Tour(QWidget):
    """The tour over ``window`` (see the module docstring); :meth:`close` ends it."""

    finished = Signal()

    def __init__(self, window: PlayWindow) -> None:
        super().__init__(cast(QWidget, window))
        self.setObjectName("firstGameTour")
        self.window_ = window
        self.steps = self._steps()
        self.index = 0
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.callout = QFrame(self)
        self.callout.setObjectName("tourCallout")
        self.callout.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        theme.style(self.callout, lambda t: (f"#tourCallout {{ background:{t.window}; border:2px solid {RING.name()};"
                                             f" border-radius:10px; }} QLabel {{ color:{t.text}; }}"))
        self.step_label = QLabel(self.callout)
        self.step_label.setObjectName("tourStep")
        self.title = QLabel(self.callout)
        self.title.setObjectName("tourTitle")
        self.text = QLabel(self.callout)
        self.text.setObjectName("tourText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.back = QPushButton(self.tr("Back"), self.callout)
        self.back.setObjectName("tourBack")
        self.next = QPushButton(self.tr("Next"), self.callout)
        self.next.setObjectName("tourNext")
        self.close_button = QPushButton(self.tr("Close"), self.callout)
        self.close_button.setObjectName("tourClose")
        for button in (self.back, self.next, self.close_button):
            button.setAutoDefault(True)
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.step_label)
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        buttons.addWidget(self.next)
        buttons.addWidget(self.close_button)
        column = QVBoxLayout(self.callout)
        column.setContentsMargins(18, 14, 18, 14)
        column.setSpacing(10)
        column.addWidget(self.title)
        column.addWidget(self.text, 1)
        column.addLayout(buttons)
        # The keys work whichever of the tour's buttons has the focus (a button would
        # take the arrows to move the focus).
        for keys, slot in (((Qt.Key.Key_Right, Qt.Key.Key_PageDown), lambda: self.go(self.index + 1)),
                           ((Qt.Key.Key_Left, Qt.Key.Key_PageUp), lambda: self.go(self.index - 1)),
                           ((Qt.Key.Key_Escape,), self.close)):
            for key in keys:
                QShortcut(QKeySequence(key), self, slot, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.installEventFilter(self)
        self.setGeometry(window.rect())
        self.go(0)

    # ------------------------------------------------------------------ the pages

    def _steps(self) -> list[TourStep]:
        window = self.window_
        keys = "".join(f"<tr><td><b>{key}</b>&nbsp;&nbsp;</td><td>{what}</td></tr>" for key, what in key_lines(window))
        return [
            TourStep(self.tr("Your first game"), self.tr(
                "A short tour of this window: the board, your turn, the players, the log and the keys.<br><br>"
                "<b>Next</b> (Enter or →) goes on, <b>Back</b> (←) goes back, <b>Close</b> (Esc) ends the tour. "
                "Help → First-game tour shows it again, and Help → How to play (F1) explains the rules."),
                lambda: None),
            TourStep(self.tr("The board"), words_of(window.rules).tour_board(),
                lambda: window.board_view),
            TourStep(self.tr("Your turn"), self.tr(
                "What the player whose turn it is can do now: roll, buy or auction, bid, build, mortgage, propose a "
                "deal, end the turn. The main button is highlighted, and <b>Enter</b> presses it.<br><br>"
                "<b>Ctrl+T</b> brings the keyboard back here."), lambda: window.turn_scroll),
            TourStep(self.tr("The players"), self.tr(
                "Everyone at the table: their cash, what they own and whether they are in jail. The player whose "
                "turn it is is marked."), lambda: window.players_scroll),
            TourStep(self.tr("The log"), self.tr(
                "Everything that happened, the newest at the bottom: the dice, rents, cards, auctions and deals. "
                "<b>Save log…</b> keeps it in a text file."), lambda: window.log),
            TourStep(self.tr("The keys"), self.tr(
                "In the turn panel, Tab goes from control to control and Enter presses the highlighted one. "
                "Every command has a key:") + f"<table>{keys}</table>",
                     lambda: window.findChild(QWidget, "gameToolbar")),
        ]

    def go(self, index: int) -> None:
        """Show page ``index`` (past the last: the tour ends)."""
        if index >= len(self.steps):
            self.close()
            return
        self.index = max(0, index)
        step = self.steps[self.index]
        self.step_label.setText(self.tr("{n} of {count}").format(n=self.index + 1, count=len(self.steps)))
        self.title.setText(step.title)
        self.text.setText(step.text)
        self.back.setEnabled(self.index > 0)
        last = self.index == len(self.steps) - 1
        self.next.setText(self.tr("Start playing") if last else self.tr("Next"))
        self.next.setDefault(True)
        self._place()
        self.raise_()
        self.next.setFocus()
        self.update()

    # ------------------------------------------------------------------ where things go

    def target_rect(self) -> QRect | None:
        """The part of the window the page points at, in this widget's coordinates."""
        widget = self.steps[self.index].target()
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(self.window_, QPoint(0, 0)), widget.size())

    def _fonts(self) -> None:
        size = self.window_.sidebar.font().pointSizeF()
        for label, scale in ((self.title, 1.35), (self.text, 1.0), (self.step_label, 0.9)):
            font = QFont(label.font())
            font.setPointSizeF(max(8.0, size * scale))
            font.setBold(label is self.title)
            label.setFont(font)
        for button in (self.back, self.next, self.close_button):
            font = QFont(button.font())
            font.setPointSizeF(max(8.0, size))
            button.setFont(font)

    def _place(self) -> None:
        """Put the page beside what it points at (left of it, right, below, above, or
        in the middle), always inside the window."""
        self._fonts()
        area = self.rect().adjusted(12, 12, -12, -12)
        em = self.text.fontMetrics().horizontalAdvance("M")
        width = min(area.width(), max(320, em * 30))
        self.callout.setFixedWidth(width)
        layout = self.callout.layout()
        if layout is not None:
            layout.activate()
        height = min(area.height(), self.callout.heightForWidth(width) if self.callout.hasHeightForWidth()
                     else self.callout.sizeHint().height())
        height = max(height, self.callout.minimumSizeHint().height())
        self.callout.setFixedHeight(min(area.height(), height))
        target = self.target_rect()
        size = self.callout.size()
        if target is None:
            spot = QPoint(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
        else:
            gap = 16
            middle_y = target.center().y() - size.height() // 2
            middle_x = target.center().x() - size.width() // 2
            choices = [
                (target.left() - gap - size.width() >= area.left(), QPoint(target.left() - gap - size.width(), middle_y)),
                (target.right() + gap + size.width() <= area.right(), QPoint(target.right() + gap, middle_y)),
                (target.bottom() + gap + size.height() <= area.bottom(), QPoint(middle_x, target.bottom() + gap)),
                (target.top() - gap - size.height() >= area.top(), QPoint(middle_x, target.top() - gap - size.height())),
            ]
            spot = next((point for fits, point in choices if fits),
                        QPoint(target.center().x() - size.width() // 2, target.center().y() - size.height() // 2))
        x = min(max(spot.x(), area.left()), area.right() - size.width())
        y = min(max(spot.y(), area.top()), area.bottom() - size.height())
        self.callout.move(x, y)

    # ------------------------------------------------------------------ events

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window_ and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.window_.rect())
            self._place()
        return False

    def paintEvent(self, _event: object) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        target = self.target_rect()
        if target is not None:
            hole = QPainterPath()
            hole.addRoundedRect(QRectF(target).adjusted(-3, -3, 3, 3), 8, 8)
            shade = shade.subtracted(hole)
        painter.fillPath(shade, DIM)
        if target is not None:
            painter.setPen(QPen(RING, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(target).adjusted(-3, -3, 3, 3), 8, 8)

    def mousePressEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        event.accept()  # type: ignore[attr-defined]  # the game underneath waits while the tour shows

    def closeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        self.window_.removeEventFilter(self)
        super().closeEvent(event)  # type: ignore[arg-type]
        self.finished.emit()
        self.deleteLater()
