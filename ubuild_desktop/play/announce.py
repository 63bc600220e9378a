"""What happened, shown on the board where the whole table sees it.

- :class:`DrawnCard`: a card just drawn (U-Build's Chance card with both halves, the
  traditional game's Chance or Community Chest card), large in the middle of the board.
  Drawn by a player at the screen it stays until dismissed (a click, Enter, Esc or Space);
  drawn by a computer it goes after :data:`CARD_MS`. The words are the turn panel's card's
  (:class:`~.widgets.ChanceCardWidget`, of which this is a larger copy).
- :class:`TurnBanner`: a computer's turn in a few lines at the top of the board's middle ("Bo landed
  on Orchard Avenue", "Bo bought Orchard Avenue for $200", "Bo ended the turn"), made from
  the engine's events as the log's lines are (``game_words.event_sentence``), shown while
  the turn goes on and for :data:`BANNER_MS` after it.

Both sit on the board view's viewport, in the board's middle (the square board's centre, a
track's inside), sized from the view (not from the program's font), so they grow with the
board; neither changes the game.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Final, TypeVar

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind

from . import game_words
from .widgets import ChanceCardWidget

_T = TypeVar("_T")

CARD_MS: Final = 4000  # a computer's card stays this long
BANNER_MS: Final = 5000  # a computer's turn stays this long after it ends
BANNER_LINES: Final = 4  # the banner shows the turn's last lines, at most this many
# Shares of the board view's height.
CARD_TEXT: Final = 0.034  # a drawn card's words (34 px on a 1080p screen's board: read from 3 m)
CARD_WIDTH_MAX: Final = 0.9  # a drawn card's width: the board's middle, at most this share of the view's width...
CARD_MAX_WIDTH: Final = 1.1  # ...and of its height (a wide view)
BANNER_TEXT: Final = 0.032
# What a turn's banner leaves out: the dice (shown beside the board), the bids of an
# auction (its result is in), the deck's shuffle and the turn's heading.
_NOT_IN_BANNER: Final = frozenset({
    EventKind.ROLLED, EventKind.BID, EventKind.PASSED, EventKind.PASSED_ON, EventKind.AUCTION_STARTED,
    EventKind.TURN_STARTED,
    EventKind.DECK_CARD, EventKind.DECK_READY, EventKind.ROLL_OFF_STARTED, EventKind.ROLL_OFF_ROLLED,
    EventKind.ROLL_OFF_TIED, EventKind.FIRST_PLAYER, EventKind.DEBT,
})


def _weak(method: Callable[[], _T], default: _T) -> Callable[[], _T]:
    """``method`` without keeping its object alive (the window's, handed to its children):
    once that is gone, ``default``."""
    if not hasattr(method, "__self__"):
        return method
    ref = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def call() -> _T:
        bound = ref()
        return default if bound is None else bound()
    return call


def _pixel_font(widget: QWidget, px: float, bold: bool = False) -> None:
    font = QFont(widget.font())
    font.setPixelSize(max(9, round(px)))
    font.setBold(bold)
    widget.setFont(font)


class _OnViewport(QObject):
    """Keeps a widget placed on its parent (the board view's viewport) as that resizes, and
    as the board scrolls: a scrolled view moves its viewport's children with the board (in
    TV mode, following the player to act, a computer's turn slid off the board's edge)."""

    def __init__(self, widget: QWidget, place: Callable[[], None]) -> None:
        super().__init__(widget)
        self._place = place
        self._placing = False
        widget.installEventFilter(self)
        parent = widget.parentWidget()
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if (kind == QEvent.Type.Resize and watched is not self.parent()) or (
                kind == QEvent.Type.Move and watched is self.parent() and not self._placing):
            self._placing = True
            try:
                self._place()
            finally:
                self._placing = False
        return False


class DrawnCard(ChanceCardWidget):
    """A drawn card, large in the middle of the board (see the module docstring).

    ``dismissed`` fires when it goes (a player dismissed it, or a computer's time is up).
    ``middle`` gives the board's middle on the viewport, ``top_margin`` the banner's bottom
    (the card stays below it)."""

    dismissed = Signal()

    def __init__(self, viewport: QWidget, middle: Callable[[], QRect], top_margin: Callable[[], int] = lambda: 0) -> None:
        super().__init__(viewport, name="drawnCard")
        self._middle = _weak(middle, QRect())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("drawnCardHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.card_layout.addWidget(self.hint)
        self.by_computer = False
        self._top_margin = _weak(top_margin, 0)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self._follow = _OnViewport(self, self.place)
        self.setAccessibleName(self.tr("Drawn card"))

    def show_event(self, state: Any, event: Event, by_computer: bool) -> None:
        """Show the card drawn in ``event`` (``card_drawn`` or ``trad_card_drawn``)."""
        player = state.game.players[int(event.get("player"))]
        if event.kind == EventKind.TRAD_CARD_DRAWN:
            self.show_deck_card(str(event.get("deck")), str(event.get("text")), player,
                                tuple(event.get("amounts", (0, 0, 0))), event.book)
        else:
            self.show_card(state, str(event.get("card")), str(event.get("half")), player)
        self.by_computer = by_computer
        self.hint.setText(self.tr("Goes by itself in a moment; a click closes it now") if by_computer
                          else self.tr("Click, or press Enter, to go on"))
        self.place()
        self.raise_()
        self._timer.stop()
        if by_computer:
            self._timer.start(CARD_MS)
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def waiting(self) -> bool:
        """Whether a player at the screen still has to dismiss it."""
        return self.isVisible() and not self.by_computer

    def dismiss(self) -> None:
        """Take the card away (a click, a key, or a computer's time is up)."""
        self._timer.stop()
        was_shown = self.isVisible()
        self.clear()
        if was_shown:
            self.dismissed.emit()

    def place(self) -> None:
        """Size the card and its words from the board view, in its middle (below the banner)."""
        viewport = self.parentWidget()
        if viewport is None or self.card_id is None:
            return
        height = viewport.height()
        text = height * CARD_TEXT
        _pixel_font(self.title, text * 1.1, bold=True)
        for label in (self.up, self.down):
            _pixel_font(label, text)
        _pixel_font(self.hint, text * 0.62)
        margin = round(text * 0.6)
        self.card_layout.setContentsMargins(margin, margin // 2, margin, margin // 2)
        self.card_layout.setSpacing(margin // 2)
        middle = self._middle()
        width = round(min(max(middle.width() * 0.94, viewport.width() * 0.5),
                          viewport.width() * CARD_WIDTH_MAX, height * CARD_MAX_WIDTH))
        self.setFixedWidth(width)
        top = max(self._top_margin(), 4)
        tall = min(self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height(),
                   height - top - 8)
        self.setFixedHeight(max(tall, self.minimumSizeHint().height()))
        room = middle.intersected(QRect(0, top, viewport.width(), height - top))
        if room.height() < self.height():
            room = QRect(0, top, viewport.width(), height - top)
        x = min(max(4, room.center().x() - width // 2), viewport.width() - width - 4)
        self.move(x, max(top, room.center().y() - self.height() // 2))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space):
            event.accept()
            self.dismiss()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        event.accept()
        self.dismiss()


class TurnBanner(QLabel):
    """A computer's turn in a few lines at the top of the board (see the module docstring)."""

    def __init__(self, viewport: QWidget, middle: Callable[[], QRect]) -> None:
        super().__init__(viewport)
        self._middle = _weak(middle, QRect())
        self.setObjectName("turnBanner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # the lines hold players' names
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("#turnBanner { background: rgba(33, 37, 41, 228); color: #ffffff;"
                           " border: 2px solid #ffd43b; border-radius: 10px; }")
        self.setAccessibleName(self.tr("What the computer did"))
        self.seat: int | None = None  # the computer whose turn is being told, if one is
        self.lines: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self._follow = _OnViewport(self, self.place)
        self.hide()

    def follow(self, events: list[Event], players: tuple[str, ...], names: game_words.PlaceNames,
               is_computer: Callable[[int], bool]) -> None:
        """Tell the computers' turns in ``events`` (the engine's, as they come)."""
        told = False
        for event in events:
            kind = event.kind
            if kind == EventKind.TURN_STARTED:
                seat = int(event.get("player"))
                self.seat = seat if is_computer(seat) else None
                if self.seat is not None:
                    self.lines = []
                continue
            if self.seat is None or kind in _NOT_IN_BANNER:
                continue
            line = game_words.event_sentence(event, players, names, unlisted=kind == EventKind.TURN_ENDED)
            if line:
                self.lines.append(line[:1].upper() + line[1:])
                told = True
            if kind == EventKind.TURN_ENDED:
                self.seat = None
        if told:
            self.setText("\n".join(self.lines[-BANNER_LINES:]))
            self.place()
            self.show()
            self.raise_()
            self._timer.start(BANNER_MS)

    def clear(self) -> None:
        self._timer.stop()
        self.seat = None
        self.lines = []
        self.hide()

    def bottom(self) -> int:
        """Where the banner ends (0 while hidden): a drawn card stays below it."""
        return self.geometry().bottom() + 8 if self.isVisible() else 0

    def place(self) -> None:
        viewport = self.parentWidget()
        if viewport is None or not self.text():
            return
        _pixel_font(self, viewport.height() * BANNER_TEXT, bold=True)
        pad = round(viewport.height() * BANNER_TEXT * 0.5)
        self.setContentsMargins(pad, pad // 2, pad, pad // 2)
        middle = self._middle()
        width = round(min(max(middle.width() * 0.94, viewport.width() * 0.5), viewport.width() - 16))
        self.setFixedWidth(width)
        self.setFixedHeight(max(self.heightForWidth(width), self.sizeHint().height()))
        x = min(max(8, middle.center().x() - width // 2), viewport.width() - width - 8)
        self.move(x, max(8, middle.top() + pad))
