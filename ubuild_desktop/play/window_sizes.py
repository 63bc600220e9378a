"""The play window's sizes: the text grows with the window (View → Large text), TV mode for a
family reading the board from 3 m, the side panel's share, and the layout kept between games.
:class:`WindowSizes` is a part of :class:`~.window.PlayWindow`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QApplication, QGroupBox, QListWidget, QMenu, QWidget

from ubuild_desktop import settings, theme
from ubuild_desktop.settings import keep_splitter, restore_splitter, save_layout

from .widgets import LEAST_TEXT_PROPERTY

LARGE_TEXT_KEY = "play/largeText"  # View → Large text, remembered between games
LARGE_TEXT_FACTOR = 1.3
TV_MODE_KEY = "play/tvMode"  # View → TV mode, remembered between games
# In TV mode the smallest text a player reads is this many pixels on a 1080-pixel-high
# screen (about what a family needs from 3 m), in proportion on other screens.
TV_READING_PX, TV_SCREEN_HEIGHT = 28.0, 1080
TV_SIDEBAR_SHARE = 0.36
BASE_WIDTH, BASE_HEIGHT = 1280, 800  # the window size the panel's text is designed for
MAX_TEXT_GROWTH = 1.6  # on a bigger window the text grows with it, up to this much
SIDEBAR_SHARE = 0.3  # of the window's width
SIDEBAR_MIN_WIDTH = 420
LOG_LINES = 3  # the log's least lines of what happened, on a small window too
BOARD_MIN_WIDTH = 360


def set_text_size(root: QWidget, size: float, least: float = 0.0) -> None:
    """Size the text of ``root`` and everything in it: ``size`` points, times a widget's
    ``textScale`` property where it has one (a heading, a player's cash), and never
    under ``least`` points (TV mode's reading size).

    Each widget gets its font set, since the window's style sheet keeps Qt from handing
    a parent's font down to its children.
    """
    widgets = (root, *root.findChildren(QWidget))
    for widget in widgets:
        scale = widget.property("textScale")
        font = QFont(widget.font())
        points = max(least, size * (float(scale) if isinstance(scale, (int, float)) else 1.0))
        font.setPointSizeF(points)
        widget.setProperty(LEAST_TEXT_PROPERTY, least)  # rich text then writes no <small> words
        widget.setFont(font)
        if isinstance(widget, QListWidget):  # its lines with a font of their own (a log's bold turn lines)
            for row in range(widget.count()):
                item = widget.item(row)
                if item.data(Qt.ItemDataRole.FontRole) is not None:
                    own = item.font()
                    own.setPointSizeF(points)
                    item.setFont(own)
    # Room above each box's frame for its title, in the new font; after every font is set: a
    # box's own style sheet (where the window's rules do not list the room) keeps the fonts
    # of what the box holds as they are when it is set, and puts them back when the box is
    # styled again (the window's sheet): set before, the controls in the turn panel's boxes
    # went back to the program's font in a window opened in TV mode.
    for widget in widgets:
        if isinstance(widget, QGroupBox):
            make_room_for_title(widget, round(QFontMetrics(widget.font()).height() * 0.75))


class LayoutWatch(QObject):
    """Calls ``then`` once the events in hand are handled, after any of the widgets watched
    asked to be laid out again (their sizes changed: a box shown, a line wrapped, a card
    grown), however late after the change that caused it."""

    def __init__(self, then: Callable[[], None], *watched: QWidget) -> None:
        super().__init__(watched[0])
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(then)
        for widget in watched:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LayoutRequest:
            self._timer.start()
        return False


_OWN_ROOM = "QGroupBox { margin-top: "  # a box's own style sheet for its title's room


def make_room_for_title(box: QGroupBox, room: int) -> None:
    """Leave ``room`` pixels above ``box``'s frame for its title: under the window's style
    (:func:`theme.window_style`) a property its rules read, restyling the box alone;
    elsewhere, or a room the rules do not list, a style sheet of the box's own, which
    restyles the box and all it holds."""
    if box.property(theme.TITLE_ROOM_PROPERTY) == room:
        return
    if room in theme.TITLE_ROOMS and _styled_with_title_rooms(box):
        box.setProperty(theme.TITLE_ROOM_PROPERTY, room)
        if box.styleSheet().startswith(_OWN_ROOM):  # one set while no rules were over it
            box.setStyleSheet("")
        style = box.style()
        style.unpolish(box)
        style.polish(box)
        QApplication.sendEvent(box, QEvent(QEvent.Type.StyleChange))  # the box lays out its frame again
        return
    box.setProperty(theme.TITLE_ROOM_PROPERTY, None)  # the box's own sheet says it
    sheet = f"{_OWN_ROOM}{room}px; }}"
    if sheet != box.styleSheet():
        box.setStyleSheet(sheet)


def _styled_with_title_rooms(widget: QWidget) -> bool:
    """Whether a style sheet over ``widget`` (its own, an ancestor's or the application's)
    has the window style's rules for a box's title room."""
    marker = f"[{theme.TITLE_ROOM_PROPERTY}="
    node: QWidget | None = widget
    while node is not None:
        if marker in node.styleSheet():
            return True
        node = node.parentWidget()
    app = QApplication.instance()
    return isinstance(app, QApplication) and marker in app.styleSheet()


class WindowSizes:
    """The play window's sizes and TV mode (a part of :class:`~.window.PlayWindow`)."""

    def watch_sidebar(self) -> None:
        """Share the side panel again whenever the turn panel or the players' cards change size."""
        self._layout_watch = LayoutWatch(self._rebalance, self.turn_panel, self.players)

    def _rebalance(self) -> None:
        if self._sidebar_balanced and not self._sidebar_dragged:
            self.balance_sidebar()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit_to_window()

    def _sidebar_moved(self) -> None:
        self._sidebar_dragged = True

    def balance_sidebar(self, anew: bool = False) -> None:
        """Share the side panel's height: the turn panel all its controls, the players' cards
        all at once if they fit, the log the rest (at least :data:`LOG_LINES` lines).

        On a small window the cards turn compact first (the districts as chips: a card a
        row shorter), then the log gives down to :data:`LOG_LINES` lines, or to two if that
        shows every card; else every card but the player to act's shows on one line (pawn,
        name, holdings count, cash), then that one too, then two such cards a row (pawn,
        name and cash: TV mode's text on a laptop, five or six players); only then does the players' list
        show as many whole cards as fit (it scrolls to the others, the player to act in
        sight, never a strip of the next card) and the log goes down to two lines, and
        only then does the turn panel scroll.
        The cards stay compact as the game goes on; ``anew`` (the window's or the text's
        size changed) tries them in full again once the side panel is taller."""
        total = sum(self.sidebar.sizes())
        if total <= 0:
            return
        state = self.state
        layout = self.turn_panel.layout()  # its height for its width (a wrapped line's too)
        turn_needs = (layout.totalHeightForWidth(self.turn_panel.width()) if layout.hasHeightForWidth()
                      else self.turn_panel.sizeHint().height()) + 2
        log_least = self.log.height_for(LOG_LINES)
        log = max(log_least, min(170, total // 6))
        short_at = self._short_at  # the side panel's height when the cards turned compact
        if anew and short_at is not None and total > short_at and self.players.set_short(False, state):
            self._short_at = None  # a taller panel: the cards in full again, if they fit
        players = self.players.needed_height() + 6
        if turn_needs + players + log_least > total and self.players.set_short(True, state):
            self._short_at = total
            players = self.players.needed_height() + 6
        two_lines = self.log.height_for(2)
        for lines in (self.players.LINES_BUT_ACTIVE, self.players.LINES_ALL, self.players.LINES_PAIRS):  # every card rather than a scrolled list
            if turn_needs + players + two_lines > total and self.players.set_lines(lines, state):
                self._short_at = total
                players = self.players.needed_height() + 6
        short = turn_needs - (total - players - log)
        if short > 0:
            give = min(short, max(0, log - log_least))
            log -= give
            short -= give
        if 0 < short <= log - self.log.height_for(2):  # every card rather than the log's third line
            log -= short
            short = 0
        first = 0  # the first card shown
        if short > 0:  # as many whole cards as fit, the player to act's among them, and no strip of another
            first, whole = self.players.whole_cards(players - short)
            if whole < players:
                short -= players - whole
                players = whole
                if short < 0:  # what the whole cards left over: lines of the log
                    log, short = log - short, 0
        if short > 0:
            log -= min(short, max(0, log - self.log.height_for(2)))
        turn = max(min(200, turn_needs), total - players - log)  # no room the panel does not need
        players = min(players, total - turn - log)
        sizes = [total - players - log, players, log]
        if sizes != self.sidebar.sizes():
            self.sidebar.setSizes(sizes)
        bar = self.players_scroll.verticalScrollBar()
        if bar.maximum() > 0 or first:
            bar.setValue(self.players.cards[first].y() if first else 0)

    def _toggle_animations(self) -> None:
        self.animations = self.animation_action.isChecked()

    def _toggle_large_text(self) -> None:
        settings.set_flag(LARGE_TEXT_KEY, self.large_text_action.isChecked())
        self.fit_to_window()

    # ------------------------------------------------------------------ TV mode

    def tv_mode(self) -> bool:
        return self.tv_action.isChecked()

    def _toggle_tv_mode(self) -> None:
        settings.set_flag(TV_MODE_KEY, self.tv_mode())
        self.apply_tv_mode()

    def apply_tv_mode(self) -> None:
        """Show the window as TV mode says: full screen without the tool bar (its actions
        are in the menus), the board's words laid out to be read from afar and the board
        zoomed so its smallest word is :meth:`reading_px` tall (following the player to
        move when the whole board is then larger than the screen), the panel, the log and
        the cards no smaller; or back as it was."""
        tv = self.tv_mode()
        if tv and not self.isFullScreen():
            self._maximized_before_tv = self.isMaximized()
            self.showFullScreen()
        elif not tv and self.isFullScreen():
            if getattr(self, "_maximized_before_tv", False):
                self.showMaximized()
            else:
                self.showNormal()
        self.tool_bar.setVisible(not tv)
        if self.scene.far_words != tv:
            self.scene.set_far_words(tv)
            self.play_board.relayout(self.state)
        self.board_view.set_reading_size(self.reading_px(), self._tv_focus if tv else None)
        self.size_menus()
        self.fit_to_window()
        self.sync()  # the cards' and names' rich text, written for the new size
        self.board_view.fit()

    def size_menus(self) -> None:
        """The menu bar and its menus (and theirs) at TV mode's reading size, read from the
        sofa like the rest; out of TV mode at the program's font."""
        bar = self.menuBar()
        size = max(self.reading_points(), self._base_point_size)
        menus = [bar, *bar.findChildren(QMenu)]
        for menu in menus:
            if abs(menu.font().pointSizeF() - size) > 0.01:
                set_text_size(menu, size)
        for menu in menus:
            menu.adjustSize()  # a menu measures its lines once: again, in the new font

    def reading_px(self) -> float:
        """TV mode's least text size, in pixels, on this window's screen (0 out of TV mode)."""
        if not self.tv_mode():
            return 0.0
        screen = self.screen() or QApplication.primaryScreen()
        height = screen.geometry().height() if screen is not None else TV_SCREEN_HEIGHT
        return TV_READING_PX * height / TV_SCREEN_HEIGHT

    def reading_points(self) -> float:
        """:meth:`reading_px` in points (a font's size), on this window's screen."""
        return self.reading_px() * 72.0 / max(1, self.logicalDpiY())

    def _tv_focus(self) -> QPointF:
        """Where a TV board larger than the screen is looked at: the mover of the player
        to act (a move's end while it walks there)."""
        if self._moving_to is not None:
            return self.rules.space_point(self.play_board, self._moving_to)
        state = self.state
        seat = state.current_player if state.current_player >= 0 else state.turn
        return self.play_board.mover_position(max(0, min(seat, len(self.play_board.movers) - 1)))

    def _follow_play(self) -> None:
        """In TV mode, keep the board on the player to act (unless the player panned or zoomed)."""
        if self.tv_mode() and self.board_view.is_fitted():
            self.board_view.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        # Esc leaves TV mode, as F11 does, when nothing in the window took it (a dialog, a pick).
        if event.key() == Qt.Key.Key_Escape and self.tv_mode():
            self.tv_action.trigger()
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ sizes

    def window_growth(self) -> float:
        """How much larger than :data:`BASE_WIDTH` x :data:`BASE_HEIGHT` the window is (1 to
        :data:`MAX_TEXT_GROWTH`): the text grows with it, to be read from the sofa."""
        return min(MAX_TEXT_GROWTH, max(1.0, min(self.width() / BASE_WIDTH, self.height() / BASE_HEIGHT)))

    def text_scale(self) -> float:
        """How much larger than the program's font the side panel's text is drawn: with the
        window, and by :data:`LARGE_TEXT_FACTOR` with View → Large text (in TV mode no text
        is smaller than :meth:`reading_points` either)."""
        return self.window_growth() * (LARGE_TEXT_FACTOR if self.large_text_action.isChecked() else 1.0)

    def sidebar_width(self) -> int:
        """The side panel's width for this window: a share of it, never below the minimum."""
        if self.tv_mode():
            share = TV_SIDEBAR_SHARE
        else:
            share = SIDEBAR_SHARE * (1.15 if self.large_text_action.isChecked() else 1.0)
        return min(max(SIDEBAR_MIN_WIDTH, round(self.width() * share)), self.width() - BOARD_MIN_WIDTH)

    def size_text(self, root: QWidget, size: float | None = None) -> None:
        """Size the text of ``root`` (a dialog, a card) as the window's: ``size`` points (the
        program's font by default), and in TV mode no smaller than the reading size."""
        set_text_size(root, self._base_point_size if size is None else size, self.reading_points())

    def fit_to_window(self) -> None:
        """Size the side panel and its text for the window (and the Large text and TV mode choices)."""
        least = self.reading_points()
        size = max(least, self._base_point_size * self.text_scale())
        if abs(self.sidebar.font().pointSizeF() - size) > 0.01 or self._text_size != (size, least):
            self._text_size = (size, least)
            set_text_size(self.sidebar, size, least)
            # The district cards beside and on the board grow with the window only: with
            # Large text too, the card beside the board would leave the board little room.
            for root in (self.card_view, self.card_column):
                self.size_text(root, self._base_point_size * self.window_growth())
            self.turn_panel.refresh()  # its heading is sized from the font
            if self._short_at is not None:
                self._short_at = 0  # the cards may fit in full in the new size
            self.players.refresh(self.state)  # the names are elided to the font
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if total > 0 and not self._splitter_dragged:
            side = min(self.sidebar_width(), total - BOARD_MIN_WIDTH)
            if sizes[1] != side:
                self.splitter.setSizes([total - side, side])
        if self._sidebar_balanced and not self._sidebar_dragged:
            self.balance_sidebar(anew=True)
        if self.decision_district() is not None:
            self.show_district(self.hovered_district)  # beside the board or in its middle, as the new size allows
        elif self.card_view.isVisible() and self.card_view.district_id is not None:
            self._show_card_of(self.card_view.district_id)

    def _splitter_moved(self) -> None:
        self._splitter_dragged = True

    # ------------------------------------------------------------------ layout kept

    LAYOUT = "play"  # its key in the settings (ubuild_desktop.settings)

    def keep_layout(self) -> None:
        """Keep this window's size and tool bar for the next game window, and the side
        panel's sizes where the player dragged them (else the next window sizes its panel
        for its own size, as this one did)."""
        save_layout(self, self.LAYOUT)
        self.keep_panels()

    def keep_panels(self) -> None:
        keep_splitter(self.LAYOUT, "board", self.splitter if self._splitter_dragged else None)
        keep_splitter(self.LAYOUT, "side", self.sidebar if self._sidebar_dragged else None)

    def restore_panels(self) -> None:
        """Give the side panel the sizes the player dragged it to in an earlier game window."""
        if restore_splitter(self.LAYOUT, "board", self.splitter):
            self._splitter_dragged = True
        if restore_splitter(self.LAYOUT, "side", self.sidebar):
            self._sidebar_dragged = True
