"""The play window: the board with the game on it, the turn panel, players and the log."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QFontMetrics, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import settings, theme
from ubuild_desktop.board import BoardView
from ubuild_desktop.board import colours as board_colours
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
from ubuild_desktop.core.engine.ubuild.state import Phase, State
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.gamelock import GameLock
from ubuild_desktop.core.userdata import UserDataError
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import keep_splitter, remember_layout, restore_splitter, save_layout
from ubuild_desktop.words import file_error_text, track_name

from . import game_words
from .board import PlayBoard
from .controller import DEFAULT_COMPUTER_DELAY_MS, GameController
from .files import SNAPSHOT_COPY_SUFFIX, PlayFile, SavedAs, read_play_file
from .saved_games import OpenGameDialog, ask_for_a_game
from .plugin import rules_for
from .opening import GameOpening
from .announce import DrawnCard, TurnBanner
from .dialogs import DealSheet, HoldingsView, RankingPage
from .houses_dialog import HousesDialog
from .new_game import EditorBoardProvider, NewGameDialog
from .seats import Seat
from . import tour
from .turn_panel import TurnPanel
from .widgets import LEAST_TEXT_PROPERTY, EventLog, PlayersPanel

_OPEN_WINDOWS: set[PlayWindow] = set()
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
BOARD_MIN_WIDTH = 360
GAME_SUFFIX = ".ubuild-game"
GAME_SUFFIXES = (GAME_SUFFIX, ".json")  # the game files the Open dialog lists


def game_file_path(path: str | Path) -> Path:
    """``path``, with ``.ubuild-game`` added unless its name ends in a suffix Open lists."""
    path = Path(path)
    return path if path.suffix.lower() in GAME_SUFFIXES else path.with_name(path.name + GAME_SUFFIX)


def tooltip_with_key(text: str, key: QKeySequence) -> str:
    """An action's tooltip naming its key the way the menus show it ("Save (Ctrl+S)")."""
    text = text.replace("&", "").rstrip("…")
    if key.isEmpty():
        return text
    return QApplication.translate("PlayWindow", "{action} ({key})").format(
        action=text, key=key.toString(QKeySequence.SequenceFormat.NativeText))


def set_text_size(root: QWidget, size: float, least: float = 0.0) -> None:
    """Size the text of ``root`` and everything in it: ``size`` points, times a widget's
    ``textScale`` property where it has one (a heading, a player's cash), and never
    under ``least`` points (TV mode's reading size).

    Each widget gets its font set, since the window's style sheet keeps Qt from handing
    a parent's font down to its children.
    """
    for widget in (root, *root.findChildren(QWidget)):
        scale = widget.property("textScale")
        font = QFont(widget.font())
        points = max(least, size * (float(scale) if isinstance(scale, (int, float)) else 1.0))
        font.setPointSizeF(points)
        widget.setProperty(LEAST_TEXT_PROPERTY, least)  # rich text then writes no <small> words
        widget.setFont(font)
        if isinstance(widget, QGroupBox):  # room above the frame for its title, in the new font
            widget.setStyleSheet(f"QGroupBox {{ margin-top: {round(QFontMetrics(font).height() * 0.75)}px; }}")
        if isinstance(widget, QListWidget):  # its lines with a font of their own (a log's bold turn lines)
            for row in range(widget.count()):
                item = widget.item(row)
                if item.data(Qt.ItemDataRole.FontRole) is not None:
                    own = item.font()
                    own.setPointSizeF(points)
                    item.setFont(own)




class PlayWindow(QMainWindow):
    """One game on one shared screen. Build it with :func:`open_game_window`.

    ``animations`` turns the dice tumble and the movers' steps on or off; with them off
    every change is drawn at once (tests and ``--autoplay`` use that).
    """

    gameReplaced = Signal(object)  # the new PlayWindow after New game / Open

    def __init__(
        self,
        controller: GameController,
        *,
        animations: bool = True,
        editor_track: EditorBoardProvider | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.animations = animations
        self.editor_track = editor_track
        self.message_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        self.opening: GameOpening | None = None  # a game file being read by Open
        self.open_list: OpenGameDialog | None = None  # Game → Open's list, while it is open
        self.edited_board_label: QLabel | None = None
        self.deal_sheet: DealSheet | None = None
        self.houses_dialog: HousesDialog | None = None
        self.holdings_view: HoldingsView | None = None  # a player's holdings (made when first asked for)
        self._queue: list[tuple[str, tuple[object, ...]]] = []
        self._animating = False
        self._over_pending = False  # the game ended while an animation was still playing
        self.setObjectName("playWindow")
        theme.style(self, theme.window_style)
        # Rich texts take the new colours: redrawn once every widget has heard of the new palette.
        theme.follow(self, lambda _theme: QTimer.singleShot(0, self, self.sync), now=False)
        state = controller.state
        # What differs between U-Build and the traditional game: asked of the game's rules, here only.
        self.rules = rules = rules_for(state)
        colours = [s.colour for s in controller.seats]
        self.scene = rules.scene(state.game, self)
        self.board_view = BoardView(self.scene, self)
        self.board_view.setObjectName("playBoard")
        self.board_view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the lattice grid never changes
        rules.prepare_view(self.board_view)
        self.play_board = rules.board(self.scene, state, colours, self)
        self.card_view = rules.card(self.board_view.viewport())
        self.card_view.setObjectName("districtCard")
        self.card_view.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.card_view.hide()
        # What happened, seen from the sofa: a computer's turn on a banner, a drawn card large.
        self.turn_banner = TurnBanner(self.board_view.viewport(), self.board_middle)
        self.drawn_card = DrawnCard(self.board_view.viewport(), self.board_middle, self.turn_banner.bottom)
        self.drawn_card.dismissed.connect(self._card_dismissed)
        self._card_step_waits = False  # the animation queue waits for the drawn card to go
        # The card of the district a decision is about (buy it, bid for it): beside the
        # board, on the table's colour, so it never covers a tile.
        self.card_column = QWidget(self)
        self.card_column.setObjectName("cardColumn")
        self.card_column.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.card_column.setStyleSheet(f"#cardColumn {{ background: {board_colours.TABLE.name()}; }}")
        self.decision_card = rules.card(self.card_column)
        self.decision_card.setObjectName("decisionCard")
        column = QVBoxLayout(self.card_column)
        column.setContentsMargins(0, 10, 10, 10)
        column.addWidget(self.decision_card, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(1)
        self.card_column.hide()
        board_area = QWidget(self)
        board_area.setObjectName("boardArea")
        row = QHBoxLayout(board_area)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.board_view, 1)
        row.addWidget(self.card_column)
        self.hovered_district: str | None = None
        self.play_board.districtHovered.connect(self.show_district)
        self.board_keys = rules.board_keys(self.board_view, self.play_board, self)
        self.turn_panel = TurnPanel(controller, self.play_board, self)
        self.turn_panel.dealRequested.connect(self.open_deal_sheet)
        self.turn_panel.rankingRequested.connect(self.show_ranking)
        self.turn_panel.pickChanged.connect(self._reveal_targets)
        if self.board_keys is not None:
            self.board_keys.cancelled.connect(self._escape_picking)
        self._shown_positions = list(state.position)  # where the movers were last sent (an event's start)
        self.players = PlayersPanel(controller.seats, self)
        self.players.holdingsRequested.connect(self.show_holdings)
        self.players.dealRequested.connect(self.open_deal_sheet_for)
        self.players.housesRequested.connect(self.open_houses)
        self.log = EventLog(self)
        self.log.saveRequested.connect(self._save_log_dialog)
        self.log.reset(state.events, state.game.players, game_words.place_names(state.game))

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.turn_panel)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setMinimumHeight(260)
        sidebar = QSplitter(Qt.Orientation.Vertical, self)
        sidebar.addWidget(scroll)
        players_scroll = QScrollArea(self)
        players_scroll.setWidgetResizable(True)
        players_scroll.setWidget(self.players)
        players_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        players_scroll.setObjectName("playersScroll")
        players_scroll.setAccessibleName(self.tr("Players"))
        self.players_scroll = players_scroll
        scroll.setObjectName("turnScroll")
        scroll.setAccessibleName(self.tr("Your turn"))
        self.turn_scroll = scroll
        sidebar.addWidget(players_scroll)
        sidebar.addWidget(self.log)
        # Small minimums: on a small window these give way so the turn panel's controls show.
        players_scroll.setMinimumHeight(60)
        self.log.list.setMinimumHeight(self.log.list.fontMetrics().height() * 2 + 6)
        sidebar.setStretchFactor(0, 5)
        sidebar.setStretchFactor(1, 3)
        sidebar.setStretchFactor(2, 2)
        sidebar.setSizes([520, 300, 170])
        sidebar.setChildrenCollapsible(False)
        sidebar.setMinimumWidth(SIDEBAR_MIN_WIDTH)
        self.sidebar = sidebar
        self._sidebar_balanced = False
        self._sidebar_dragged = False  # once the player drags a handle, their sizes stay
        sidebar.splitterMoved.connect(self._sidebar_moved)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(board_area)
        self.splitter.addWidget(sidebar)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([1000, 440])
        self.splitter.setChildrenCollapsible(False)
        self._splitter_dragged = False  # once the player drags the board's edge, the width stays theirs
        self._remembered = False  # the layout is kept for the next game window (open_game_window's remember)
        self.splitter.splitterMoved.connect(self._splitter_moved)
        self._base_point_size = QApplication.font().pointSizeF()
        self._text_size: tuple[float, float] = (0.0, 0.0)
        self._moving_to: int | None = None  # the space a mover walks to (TV mode looks there)
        self.ranking = RankingPage(self.scene, self)
        if self.ranking.board is not None:
            rules.prepare_view(self.ranking.board)  # the final board
        self.ranking.backRequested.connect(self._back_to_board)
        self.ranking.newGameRequested.connect(self.new_game)
        self.ranking.saveLogRequested.connect(self._save_log_dialog)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.splitter)
        self.stack.addWidget(self.ranking)
        self.setCentralWidget(self.stack)
        self._make_actions()

        controller.eventsAdded.connect(self._on_events)
        controller.changed.connect(self._on_changed)
        controller.replaced.connect(self._on_replaced)
        controller.gameOver.connect(self._on_game_over)
        controller.autosaveFailed.connect(self._on_autosave_failed)
        controller.autosaveRecovered.connect(self._on_autosave_recovered)
        self.table_dice_label: QLabel | None = None
        if controller.table_dice:
            self._show_table_dice()
        self.autosave_off_label: QLabel | None = None
        self.autosave_failed_label = self._status_warning("autosaveFailed")
        self.autosave_failed_label.hide()
        # The status bar takes room from the side panel only while it has something to say.
        self.statusBar().messageChanged.connect(self._fit_status_bar)
        if controller.autosave_off is not None:
            self._show_autosave_off(controller.autosave_off)
        self._fit_status_bar()
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)  # Enter clicks the button that has the focus, as Space does
        self._update_title()
        self._show_last_card()
        self.fit_to_window()
        self.sync()

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._sidebar_balanced:
            self._sidebar_balanced = True
            if not self._sidebar_dragged:
                self.balance_sidebar()
            if tour.should_offer(self):  # the user's first game window: the tour, once
                settings.set_flag(tour.TOUR_OFFERED_KEY, True)
                QTimer.singleShot(0, self, self.start_tour)

    # ------------------------------------------------------------------ help

    def is_remembered(self) -> bool:
        """Whether this window keeps its layout for the next one (a user's window, not a picture's)."""
        return self._remembered

    def how_to_play_subject(self) -> tuple[str, object, bool]:
        """How to play from this window: this game's rules, its rules in force and dice."""
        return self.rules.name, self.state.game, self.controller.table_dice

    def start_tour(self) -> tour.Tour:
        """Show the first-game tour over the window (the one showing, if any)."""
        shown = self.findChild(tour.Tour, "firstGameTour", Qt.FindChildOption.FindDirectChildrenOnly)
        if shown is not None and shown.isVisible():
            return shown
        overlay = tour.Tour(self)
        overlay.finished.connect(self.turn_panel.focus_main_action)
        overlay.show()
        overlay.next.setFocus()
        return overlay

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit_to_window()

    def _sidebar_moved(self) -> None:
        self._sidebar_dragged = True

    def balance_sidebar(self) -> None:
        """Share the side panel's height: the players' cards all at once if they fit, the
        turn panel all its controls (on a small window before the others), the log the rest.

        On a small window the log shrinks first, then the players' list (it scrolls), so
        the turn panel's controls (Mortgages, "Propose a deal…") show without scrolling.
        """
        total = sum(self.sidebar.sizes())
        if total <= 0:
            return
        line = self.log.list.fontMetrics().height()
        players = self.players.sizeHint().height() + 6
        log = max(110, min(170, total // 6))
        turn_needs = self.turn_panel.sizeHint().height() + 2
        short = turn_needs - (total - players - log)
        if short > 0:  # the turn panel would scroll: the log gives up to 3 lines' worth, then the players
            log_min = line * 2 + self.log.save_button.sizeHint().height()
            give = min(short, max(0, log - log_min))
            log -= give
            short -= give
            one_card = max(c.sizeHint().height() for c in self.players.cards) + 4 if self.players.cards else 0
            players_min = min(players, max(60, one_card))  # one whole card; the list scrolls to the rest
            players -= min(short, max(0, players - players_min))
        turn = max(200, total - players - log)
        players = max(60, min(players, total - turn - log))
        sizes = [total - players - log, players, log]
        if sizes != self.sidebar.sizes():
            self.sidebar.setSizes(sizes)

    # ------------------------------------------------------------------ actions

    def _make_actions(self) -> None:
        """The menu bar (Game, View, Help) and the tool bar, sharing one set of actions.

        Every action with a key names it in its tooltip ("Save (Ctrl+S)"); menus show it
        beside the text.
        """
        bar = QToolBar(self.tr("Game"), self)
        bar.setObjectName("gameToolbar")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.tool_bar = bar
        menus = self.menuBar()
        game_menu = menus.addMenu(self.tr("&Game"))
        game_menu.setObjectName("gameMenu")
        view_menu = menus.addMenu(self.tr("&View"))
        view_menu.setObjectName("viewMenu")
        # Help (How to play, the first-game tour, About): the menu every window shares
        # (helpmenu.py), last on the bar.
        help_menu = add_help_menu(self)
        help_actions = {act.objectName(): act for act in help_menu.actions()}
        self.rules_action, self.about_action = help_actions["showHowToPlay"], help_actions["showAbout"]
        self.tour_action = help_actions["showTour"]
        self.game_menu, self.view_menu, self.help_menu = game_menu, view_menu, help_menu

        def action(text: str, slot: Callable[[], object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
                   name: str, *, menu: QMenu, on_bar: bool = True) -> QAction:
            act = QAction(text, self)
            act.setObjectName(name)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(lambda _=False: slot())  # triggered(bool) must not reach the slot
            menu.addAction(act)
            if on_bar:
                bar.addAction(act)
            return act

        self.new_action = action(self.tr("New game…"), self.new_game, QKeySequence.StandardKey.New, "newGame",
                                 menu=game_menu)
        self.open_action = action(self.tr("Open…"), self._open_dialog, QKeySequence.StandardKey.Open, "openGame",
                                  menu=game_menu)
        self.save_action = action(self.tr("Save"), self._save, QKeySequence.StandardKey.Save, "saveGame", menu=game_menu)
        self.save_as_action = action(self.tr("Save as…"), self._save_as_dialog, QKeySequence.StandardKey.SaveAs,
                                     "saveGameAs", menu=game_menu)
        game_menu.addSeparator()
        bar.addSeparator()
        self.takeback_action = action(self.tr("Take back"), self.take_back, QKeySequence.StandardKey.Undo, "takeBack",
                                      menu=game_menu)
        self.log_action = action(self.tr("Save log…"), self._save_log_dialog, None, "saveLog", menu=game_menu)
        game_menu.addSeparator()
        self.quit_action = action(self.tr("Quit"), self.close, "Ctrl+Q", "quitGame",
                                  menu=game_menu, on_bar=False)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        bar.addSeparator()
        self.animation_action = action(self.tr("Animations"), self._toggle_animations, None, "animations",
                                       menu=view_menu)
        self.animation_action.setCheckable(True)
        self.animation_action.setChecked(self.animations)
        self.fit_action = action(self.tr("Fit board"), self.board_view.fit, "Ctrl+0", "fitBoard", menu=view_menu)
        self.large_text_action = action(self.tr("Large text"), self._toggle_large_text, "Ctrl+Shift+L", "largeText",
                                        menu=view_menu, on_bar=False)
        self.large_text_action.setCheckable(True)
        self.large_text_action.setChecked(settings.flag(LARGE_TEXT_KEY))
        self.tv_action = action(self.tr("TV mode"), self._toggle_tv_mode, "F11", "tvMode", menu=view_menu, on_bar=False)
        self.tv_action.setCheckable(True)
        self.tv_action.setChecked(settings.flag(TV_MODE_KEY))
        self.tv_action.setStatusTip(self.tr(
            "Full screen, with the board's words, the cards, the panel and the log large enough to read "
            "from the sofa; F11 or Esc leaves it"))
        view_menu.addSeparator()
        self.board_focus_action = action(self.tr("Go to the board"), self.focus_board, "Ctrl+B", "focusBoard",
                                         menu=view_menu, on_bar=False)
        self.board_focus_action.setStatusTip(self.tr(
            "Tab, Shift+Tab or the arrow keys then go from district to district (showing each card), "
            "or from site to site while you pick one; Enter picks"))
        self.panel_focus_action = action(self.tr("Go to the turn panel"), self.turn_panel.focus_main_action, "Ctrl+T",
                                         "focusPanel", menu=view_menu, on_bar=False)
        # A player's holdings: Ctrl+1 for the first player... (or a click on their card, or Enter on it).
        holdings_menu = view_menu.addMenu(self.tr("Players' holdings"))
        holdings_menu.setObjectName("holdingsMenu")
        self.holdings_menu = holdings_menu
        self.holdings_actions = [
            action(shown(seat.name).replace("&", "&&"), lambda s=index: self.show_holdings(s), f"Ctrl+{index + 1}" if index < 9 else None,
                   f"holdings{index}", menu=holdings_menu, on_bar=False)
            for index, seat in enumerate(self.controller.seats)]
        for act in self.findChildren(QAction):
            if act.parent() is self and act.objectName():
                act.setToolTip(tooltip_with_key(act.text(), act.shortcut()))
        self.takeback_action.setToolTip(tooltip_with_key(
            self.tr("Undo the last decision that involved no dice or cards"), self.takeback_action.shortcut()))

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
        self.fit_to_window()
        self.sync()  # the cards' and names' rich text, written for the new size
        self.board_view.fit()

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
            self.players.refresh(self.state)  # the names are elided to the font
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if total > 0 and not self._splitter_dragged:
            side = min(self.sidebar_width(), total - BOARD_MIN_WIDTH)
            if sizes[1] != side:
                self.splitter.setSizes([total - side, side])
        if self._sidebar_balanced and not self._sidebar_dragged:
            self.balance_sidebar()
        if self.card_view.isVisible() and self.card_view.district_id is not None:
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

    # ------------------------------------------------------------------ reacting to the game

    @property
    def state(self) -> State:
        return self.controller.state

    def _on_events(self, events: list[Event]) -> None:
        state = self.state
        names = game_words.place_names(state.game)
        self.log.add(events, state.game.players, names)
        self.turn_banner.follow(events, state.game.players, names, self.controller.is_computer)
        card_move_back = False
        positions = self._shown_positions
        for event in events:
            kind = event.kind
            if kind == "rolled" or kind == "roll_off_rolled":
                self._queue.append(("clear-card", ()))
                self._queue.append(("dice", (tuple(event.get("dice")),)))
            elif kind == "card_drawn":
                self._queue.append(("card", (event,)))
                card = state.game.chance_cards[state.game.card_index[event.get("card")]]
                effect = card.half(event.get("half")).effect
                card_move_back = effect.type == "move" and getattr(effect, "steps", 0) < 0
            elif kind == "trad_card_drawn":
                self._queue.append(("card", (event,)))
                card_move_back = state.game.cards[state.game.card_index[event.get("card")]].effect == "back"
            elif kind == "moved":
                seat, to = int(event.get("player")), int(event.get("to"))
                start = event.get("start")
                back = bool(event.get("back")) or card_move_back  # the traditional game's move says it went back
                self._queue.append(("move", (seat, positions[seat] if start is None else int(start), to, back)))
                card_move_back = False
            elif kind == "jailed" and event.get("start") is not None:
                # The traditional game's mover goes straight to jail (U-Build's jail is a move).
                self._queue.append(("jump", (int(event.get("player")), int(event.get("start")), int(event.get("to")))))
            if kind in ("moved", "jailed"):
                seat = int(event.get("player"))
                positions[seat] = int(state.position[seat]) if event.get("to") is None else int(event.get("to"))
        if not self.animations:
            self._drain_instantly()
        elif not self._animating:
            self._animating = True
            self.controller.hold()
            self.turn_panel.set_busy(True)
            self._next_step()

    def _drain_instantly(self) -> None:
        for kind, args in self._queue:
            if kind == "dice":
                self.turn_panel.dice.show_roll(args[0], animate=False)  # type: ignore[arg-type]
            elif kind == "card":
                self._show_card(*args, big=True)
            elif kind == "clear-card":
                self._clear_card()
        self._queue.clear()

    def _next_step(self) -> None:
        while self._queue:
            kind, args = self._queue.pop(0)
            if kind == "dice":
                dice = self.turn_panel.dice
                dice.rollShown.connect(self._dice_done)
                # Dice rolled at the table were seen there: shown at once, not tumbled again.
                dice.show_roll(args[0], animate=not self.controller.table_dice)  # type: ignore[arg-type]
                return
            if kind == "move":
                seat, start, end, back = args
                self._moving_to = int(end)  # type: ignore[call-overload]
                self._follow_play()
                self._moving_to = None
                self.play_board.animate_move(int(seat), int(start), int(end), bool(back), self._next_step)  # type: ignore[call-overload]
                return
            if kind == "jump":  # straight across the square board (to jail)
                seat, start, end = args
                self.play_board.animate_move(int(seat), int(start), int(end), False, self._next_step, direct=True)  # type: ignore[call-overload]
                return
            if kind == "card":
                self._show_card(*args, big=True)
                if self.drawn_card.isVisible():  # the mover goes once the card is read
                    self._card_step_waits = True
                    return
            elif kind == "clear-card":
                self._clear_card()
        self._animating = False
        self.turn_panel.set_busy(False)
        self.sync()
        self.controller.release()
        if self.state.is_terminal() and self.stack.currentIndex() == 0 and self._over_pending:
            self.show_ranking()

    def _dice_done(self) -> None:
        self.turn_panel.dice.rollShown.disconnect(self._dice_done)
        self._next_step()

    def board_middle(self) -> QRect:
        """The board's middle on the board view's viewport (where a drawn card and a
        computer's turn are told)."""
        middle = self.board_view.mapFromScene(self.rules.middle(self.scene)).boundingRect()
        return middle.intersected(self.board_view.viewport().rect())

    def _card_dismissed(self) -> None:
        """The drawn card went: the animations go on, the turn panel takes the keys again."""
        if self._card_step_waits:
            self._card_step_waits = False
            self._next_step()
        if not self._animating:
            self.turn_panel.focus_main_action()

    def _clear_card(self) -> None:
        """A new roll: the last card leaves the turn panel and the board."""
        self.turn_panel.card.clear()
        if self.drawn_card.isVisible():
            self.drawn_card.dismiss()

    def _show_card(self, event: Event, big: bool = False) -> None:
        """The card drawn in ``event`` (a Chance card's, or a traditional deck's) in the turn
        panel, and with ``big`` large on the board."""
        if big:
            by_computer = self.controller.is_computer(int(event.get("player")))
            self.drawn_card.show_event(self.state, event, by_computer)
        player = self.state.game.players[int(event.get("player"))]
        if event.kind == "trad_card_drawn":
            self.turn_panel.card.show_deck_card(str(event.get("deck")), str(event.get("text")), player,
                                                tuple(event.get("amounts", (0, 0, 0))), event.book)
        else:
            self.turn_panel.card.show_card(self.state, str(event.get("card")), str(event.get("half")), player)

    def _show_last_card(self) -> None:
        """After a resume: show the card drawn this turn, if any."""
        for event in reversed(self.state.events):
            if event.kind == "rolled":
                return
            if event.kind == "card_drawn" or event.kind == "trad_card_drawn":
                self._show_card(event)
                return

    def _reveal_targets(self) -> None:
        """Picking a site began (or ended): show the sites, and hand the keyboard to the board."""
        rect = self.play_board.targets_rect()
        if not rect.isNull():
            self.board_view.reveal(rect)
        if self.turn_panel.picking is not None and self.play_board.targets and self.board_keys is not None:
            self.focus_board()

    def _escape_picking(self) -> None:
        """Escape on the board while picking: as the Cancel button, where there is one."""
        if self.turn_panel.cancel_pick.isVisibleTo(self.turn_panel):
            self.turn_panel.cancel_pick.click()

    def _on_changed(self) -> None:
        self.sync()

    def sync(self) -> None:
        """Redraw the board, the panels and the actions from the state."""
        state = self.state
        self.play_board.sync(state)
        if not self._animating:
            self.turn_panel.refresh()
            self._follow_play()
            if self.drawn_card.waiting():  # the player dismisses the card first (Enter)
                self.drawn_card.setFocus(Qt.FocusReason.OtherFocusReason)
        self.players.refresh(state)
        self._update_title()
        if self._sidebar_balanced and not self._sidebar_dragged:
            self.balance_sidebar()  # a player's card grew (a new row of districts)
        self.takeback_action.setEnabled(self.controller.can_take_back())
        self.show_district(self.hovered_district)
        last_dice = self.rules.last_dice(state)
        if last_dice and not self.turn_panel.dice.values and not self._animating:
            self.turn_panel.dice.show_roll(last_dice, animate=False)

    def _on_replaced(self) -> None:
        self._queue.clear()
        self.play_board.stop_animation()
        if self._animating:
            self._animating = False
            self.turn_panel.set_busy(False)
            self.controller.release()
        self.log.reset(self.state.events, self.state.game.players, game_words.place_names(self.state.game))
        self._shown_positions = list(self.state.position)
        self.turn_panel.card.clear()
        self._card_step_waits = False
        self.drawn_card.dismiss()
        self.turn_banner.clear()
        self._show_last_card()
        self.turn_panel.cancel_picking()
        self.stack.setCurrentIndex(0)

    def _on_game_over(self) -> None:
        self._over_pending = True
        if not self._animating:
            self.show_ranking()

    def show_ranking(self) -> None:
        self._over_pending = False
        if self.tv_mode():
            self.size_text(self.ranking, self._base_point_size * self.window_growth())
        self.ranking.show_ranking(self.state, self.controller.seats, self.rules.tally(self.state))
        self.stack.setCurrentIndex(1)
        self.ranking.new_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the next thing to do

    def _back_to_board(self) -> None:
        self.stack.setCurrentIndex(0)
        self.turn_panel.focus_main_action()

    def ranking_shown(self) -> bool:
        return self.stack.currentIndex() == 1

    def _show_table_dice(self) -> None:
        """Say for as long as the window is open that the players roll the table's own dice."""
        label = QLabel(self.tr("Table dice: the players roll their own dice and enter them"), self)
        label.setObjectName("tableDice")
        label.setTextFormat(Qt.TextFormat.PlainText)
        theme.style(label, lambda t: theme.css(t.accent, bold=True, extra="padding: 0 6px"))
        label.setToolTip(self.tr("This game was started with the dice rolled at the table; "
                                 "the Chance cards are still shuffled by the program."))
        self.statusBar().addPermanentWidget(label)
        self.table_dice_label = label
        self.takeback_action.setToolTip(self.tr("Undo the last decision, or the last roll entered"))

    def _fit_status_bar(self) -> None:
        """Show the status bar only with a message or a standing note (autosave, table dice)."""
        bar = self.statusBar()
        notes = (self.autosave_off_label, self.table_dice_label, self.autosave_failed_label, self.edited_board_label)
        bar.setVisible(bool(bar.currentMessage()) or any(n is not None and not n.isHidden() for n in notes))

    def _status_warning(self, name: str) -> QLabel:
        """A warning that stays in the status bar while it is shown (plain text, bold red,
        the whole text in its tooltip; it never widens the window)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        theme.style(label, lambda t: theme.css(t.alert, bold=True))
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addPermanentWidget(label, 1)
        return label

    def _show_autosave_off(self, problem: OSError) -> None:
        """Say for as long as the window is open that this game is not autosaved, and why."""
        label = self._status_warning("autosaveOff")
        if isinstance(problem, UserDataError):
            label.setText(self.tr("Autosave is off: the folder {folder} cannot be created ({reason}). "
                                  "The game plays on; keep it with Save.").format(
                folder=one_line(str(problem.folder)), reason=one_line(problem.reason)))
        else:  # the game's files are another program's (files.GameInUse)
            label.setText(self.tr("Autosave is off: this game is open in another copy of U-Build, "
                                  "which saves it. The game plays on here; keep it with Save."))
        label.setToolTip(label.text())
        self.autosave_off_label = label

    def show_damage(self, file: PlayFile, kept: Path | None) -> QMessageBox:
        """What Resume says about a damaged journal: the lines skipped, where the replay
        stopped and how many lines were left out there, the move the game goes on from, and
        where the damaged journal is kept."""
        parts: list[str] = []
        skipped = len(file.skipped)
        if skipped:
            lines = ", ".join(str(n) for n in file.skipped[:10]) + (", …" if skipped > 10 else "")
            parts.append(self.tr("Skipped %n unreadable line(s) of the journal (line {lines}); "
                                 "every move on the other lines was replayed.", "", skipped).format(lines=lines))
        if file.dropped is not None and file.dropped.in_snapshot:
            parts.append(self.tr("The game stops at its action {action} of the file: the last %n action(s) could "
                                 "not be replayed and were left out ({reason}).", "", file.dropped.count).format(
                action=file.dropped.line, reason=one_line(file.dropped.reason)))
        elif file.dropped is not None:
            parts.append(self.tr("The game stops at line {line} of the journal: its last %n line(s) could not "
                                 "be replayed and were left out ({reason}).", "", file.dropped.count).format(
                line=file.dropped.line, reason=one_line(file.dropped.reason)))
        moves = sum(1 for action in file.session.state.history if not action.chance)
        parts.append(self.tr("The game goes on from its move %n.", "", moves))
        if kept is not None and kept.suffix == SNAPSHOT_COPY_SUFFIX:
            parts.append(self.tr("The damaged game file is kept as {file}.").format(file=kept))
        elif kept is not None:
            parts.append(self.tr("The damaged journal is kept as {file}.").format(file=kept))
        return self.show_message(self.tr("The autosave was damaged"), "\n\n".join(parts))

    def show_edited_board(self, builtin: str, fields: list[str]) -> None:
        """Say for as long as the window is open that this game's board is an edited copy of
        the built-in board ``builtin`` (``fields``: what differs), and that it plays as saved."""
        label = self._status_warning("editedBoard")
        words = {"rents": self.tr("rents"), "price": self.tr("prices"), "house_price": self.tr("house prices"),
                 "name": self.tr("names"), "name_es": self.tr("names")}
        changed: list[str] = []
        for field in fields:
            word = words.get(field, self.tr("other details"))
            if word not in changed:
                changed.append(word)
        label.setText(self.tr("This game's board differs from the built-in board {board} ({changes}): "
                              "the game plays on the board saved with it.").format(
            board=shown(track_name(builtin)), changes=", ".join(changed)))
        label.setToolTip(label.text())
        self.edited_board_label = label
        self._fit_status_bar()

    def _on_autosave_failed(self, message: str) -> None:
        """Say plainly, until a save works again, that the autosave fails, why, and what is at stake."""
        label = self.autosave_failed_label
        label.setText(self.tr(
            "Autosave failed ({error}): %n move(s) not saved yet. Trying again every few seconds; "
            "Save As can keep the game on another disk.", "", self.controller.unsaved_moves()).format(
            error=one_line(message)))
        label.setToolTip(label.text())
        label.show()
        self._fit_status_bar()

    def _on_autosave_recovered(self) -> None:
        self.autosave_failed_label.hide()
        self._fit_status_bar()
        self.statusBar().showMessage(self.tr("Autosave works again: the game is saved."), 10000)

    def decision_district(self) -> str | None:
        """The district a player at the screen decides about now: the one they may buy, or
        the one at auction while someone at the screen still bids (a decision among
        computers shows no card: the board would shrink and grow back for nothing)."""
        return self.rules.decision_property(self.state, self.controller.is_computer)

    def show_district(self, district_id: object) -> None:
        """Show the hovered (or keyboard-chosen) district's card; None shows the decision's card, if any.

        During a decision about a district (buying, an auction) its card stands beside the
        board, and a hovered district's card takes its place there for the while. Otherwise
        a hovered district's card shows in the board's corner farthest from the district.
        """
        self.hovered_district = district_id if isinstance(district_id, str) else None
        decision = self.decision_district()
        self.card_column.setVisible(decision is not None)
        if decision is not None:
            self.card_view.hide()
            shown_id = self.hovered_district or decision
            self.decision_card.show_district(self.state, shown_id, self.controller.seats)
            self._keep_card_column_width()
            return
        self.card_column.setMinimumWidth(0)  # the next decision's card sets it again
        if self.hovered_district is None:
            self.card_view.hide()
            return
        self._show_card_of(self.hovered_district)

    def _keep_card_column_width(self) -> None:
        """While a decision lasts, the column beside the board only grows: a hovered card
        narrower than the last one leaves the board as it is, instead of widening it for a
        moment (which laid out and painted the whole board again, at a new zoom when it was
        fitted: a fifth of a second a hover, issue 26)."""
        wanted = self.card_column.sizeHint().width()
        if wanted > self.card_column.minimumWidth():
            self.card_column.setMinimumWidth(wanted)

    def _show_card_of(self, district_id: str) -> None:
        self.card_view.show_district(self.state, district_id, self.controller.seats)
        self.card_view.move(self._card_corner(self.rules.property_space(self.state, district_id)))
        self.card_view.show()
        self.card_view.raise_()

    def _card_corner(self, space: int) -> QPoint:
        """The corner of the board view farthest from the district, so the card never hides it."""
        viewport = self.board_view.viewport()
        where = self.board_view.mapFromScene(self.rules.space_point(self.play_board, space))
        margin = 10
        left = where.x() > viewport.width() / 2
        top = where.y() > viewport.height() / 2
        x = margin if left else viewport.width() - self.card_view.width() - margin
        y = margin if top else viewport.height() - self.card_view.height() - margin
        return QPoint(max(margin, x), max(margin, y))

    # ------------------------------------------------------------------ keyboard

    def focus_board(self) -> None:
        """Keyboard focus to the board: its sites to pick, or its districts to read the cards of."""
        self.board_view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if self.board_keys is not None:
            self.board_keys.start()

    # ------------------------------------------------------------------ a player's holdings

    def show_holdings(self, seat: int) -> HoldingsView:
        """Show player ``seat``'s holdings (properties by colour group, buildings, mortgages,
        cash and cards), in the side panel's text size."""
        view = self.holdings_view
        if view is None:
            view = self.holdings_view = HoldingsView(self.controller, self)
        self.size_text(view, self._text_size[0] or None)  # the side panel's size; TV mode's least
        view.show_seat(seat)
        return view

    # ------------------------------------------------------------------ deals, take back

    def open_deal_sheet(self) -> DealSheet:
        """Open the two-column deal sheet (not modal: the board stays visible)."""
        return self.open_deal_sheet_for(None)

    def open_deal_sheet_for(self, seat: int | None) -> DealSheet:
        """The deal sheet with ``seat`` as the proposer (a player card's "Deal…")."""
        if self.deal_sheet is not None:
            self.deal_sheet.close()
        self.controller.set_paused(True)
        sheet = DealSheet(self.controller, self, proposer=seat)
        sheet.finished.connect(lambda _=0: self.controller.set_paused(False))
        sheet.setWindowModality(Qt.WindowModality.WindowModal)
        if self.tv_mode():
            self.size_text(sheet)
            sheet.adjustSize()
        self.deal_sheet = sheet
        sheet.open()
        return sheet

    def open_houses(self, seat: int) -> HousesDialog:
        """Player ``seat``'s houses and mortgages (a player card's "Houses…"): build, sell,
        mortgage and lift, between turns too. Not modal; the computers wait while it is open."""
        if self.houses_dialog is not None:
            self.houses_dialog.close()
        self.controller.set_paused(True)
        dialog = HousesDialog(self.controller, seat, self)
        dialog.finished.connect(lambda _=0: self.controller.set_paused(False))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        if self.tv_mode():
            self.size_text(dialog)
            dialog.adjustSize()
        self.houses_dialog = dialog
        dialog.open()
        return dialog

    def take_back(self) -> bool:
        if not self.controller.take_back():
            self.statusBar().showMessage(self.tr("Nothing to take back: dice or cards came after it"), 5000)
            return False
        self.statusBar().showMessage(self.tr("Taken back"), 3000)
        return True

    # ------------------------------------------------------------------ files

    def show_message(self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("playMessage")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        if self.tv_mode():
            self.size_text(box)
        self.message_box = box
        box.open()
        return box

    def _save(self) -> None:
        if self.save_path is None:
            self._save_as_dialog()
        else:
            self.save_game_as(self.save_path)

    def _save_as_dialog(self) -> None:
        path = self.ask_save_path()
        if path is not None:
            self.save_game_as(path)

    def ask_save_path(self) -> Path | None:
        """The Save As dialog: where to save the game (``.ubuild-game`` added), None if cancelled."""
        dialog = QFileDialog(self, self.tr("Save the game"))
        dialog.setObjectName("saveGameDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("U-Build games (*.ubuild-game *.json);;All files (*)"))
        dialog.setDefaultSuffix(GAME_SUFFIX[1:])
        dialog.selectFile(str(self.save_path) if self.save_path is not None else "game" + GAME_SUFFIX)
        self.file_dialog = dialog
        try:
            accepted = dialog.exec() == QFileDialog.DialogCode.Accepted and bool(dialog.selectedFiles())
            chosen = Path(dialog.selectedFiles()[0]) if accepted else None
        finally:
            self.file_dialog = None
            dialog.deleteLater()
        if chosen is None:
            return None
        path = game_file_path(chosen)
        # The dialog asked about replacing the name typed, not the one with the suffix added.
        if path != chosen and path.exists():
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the game?"), self.tr(
                "{name} already exists. Replace it?").format(name=path.name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
            box.setObjectName("replaceGame")
            self.message_box = box
            if box.exec() != QMessageBox.StandardButton.Yes:
                return None
        return path

    def save_game_as(self, path: str | Path) -> bool:
        """Save the game to ``path`` (``.ubuild-game`` added if Open would not list it)."""
        path = game_file_path(path)
        try:
            self.controller.save(path)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Cannot save"), self.tr("The game could not be saved:\n{error}").format(error=exc))
            return False
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    @property
    def save_path(self) -> Path | None:
        """The named file of this game (saved to or opened from), None for an untitled game."""
        saved = self.controller.saved_as
        return saved.path if saved is not None else None

    def _open_dialog(self) -> None:
        """Game → Open: the games the program keeps (board, players, moves, date), or a file."""
        dialog = ask_for_a_game(self, self.controller.autosave_file)
        if dialog.chosen is not None:
            self.open_autosaved_game(dialog.chosen)
        elif dialog.browse:
            start = str(self.save_path.parent) if self.save_path is not None else ""
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), start, self.tr("U-Build games (*.ubuild-game *.json);;All files (*)"))
            if path:
                self.open_game_file(path)

    def open_game_file(self, path: str | Path) -> GameOpening:
        """Open a saved game in a new window that replaces this one, read off the UI thread
        (``self.opening`` until it is read); a broken file shows a message and changes nothing."""
        opening = GameOpening(path, self)
        self.opening = opening
        opening.opened.connect(lambda file: self._replace_by(file, path))
        opening.failed.connect(lambda message: self.show_message(self.tr("Cannot open the game"), self.tr(
            "This game file cannot be opened:\n\n{error}\n\nThe game on the table is unchanged.").format(error=message)))
        opening.destroyed.connect(self._opening_done)
        return opening

    def open_autosaved_game(self, path: Path) -> GameOpening | None:
        """Open a game the program keeps (its lock taken first: None, with a message, if
        another copy of the program has it open) in a window that replaces this one."""
        lock = GameLock(path)
        if not lock.acquire():
            self.show_message(self.tr("The game is in use"), self.tr(
                "This game is open in another copy of U-Build. Close it there first."))
            return None
        opening = GameOpening(path, self)
        self.opening = opening
        opening.opened.connect(lambda file: self._replace_by(file, None, lock))
        opening.failed.connect(lambda message: self._autosaved_game_failed(lock, message))
        opening.cancelled.connect(lock.release)
        opening.destroyed.connect(self._opening_done)
        return opening

    def _autosaved_game_failed(self, lock: GameLock, message: str) -> None:
        lock.release()
        self.show_message(self.tr("Cannot open the game"), self.tr(
            "This game cannot be opened:\n\n{error}\n\nThe game on the table is unchanged.").format(error=message))

    def _opening_done(self) -> None:
        self.opening = None

    def _replace_by(self, file: PlayFile, path: str | Path | None, lock: GameLock | None = None) -> None:
        window = window_for_file(file, path, lock=lock, animations=self.animations, editor_track=self.editor_track,
                                 computer_delay_ms=self.controller.computer_delay_ms)
        self.gameReplaced.emit(window)
        self.close()

    def new_game(self) -> NewGameDialog:
        dialog = NewGameDialog(self.editor_track, self)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.open()
        return dialog

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        session, seats = dialog.result_session()
        window = open_game_window(session, seats, animations=self.animations, editor_track=self.editor_track,
                                  computer_delay_ms=self.controller.computer_delay_ms,
                                  test_game=dialog.is_test_game())
        self.gameReplaced.emit(window)
        self.close()

    def _save_log_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the event log"), "game-log.txt",
                                              self.tr("Text files (*.txt)"))
        if path:
            self.save_log(path)

    def save_log(self, path: str | Path) -> bool:
        try:
            self.log.save_text(path)
        except OSError as exc:
            self.show_message(self.tr("Cannot save"), self.tr("The log could not be saved:\n{error}").format(error=exc))
            return False
        return True

    def _update_title(self) -> None:
        """The desktop's pattern: the game's file name, a mark if it moved on since, the program."""
        path = self.save_path
        if path is None:
            name = self.tr("Untitled game ({track})").format(track=self.rules.title(self.state.game))
        else:
            name = shown(path.name, TRACK_NAME_SHOWN)
        self.setWindowTitle(self.tr("{name}[*] \u2013 U-Build").format(name=name))
        self.setWindowModified(self.controller.is_modified())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._remembered:
            self.keep_panels()  # with the rest of the layout (kept by remember_layout's watcher)
        # Everything is autosaved already (unless the autosave fails: then ask first);
        # stop the computers and the autosave's retries.
        if self.controller.autosave_error is not None and not self._close_unsaved_anyway():
            event.ignore()
            return
        self.controller.set_paused(True)
        self.controller.stop_autosave_retries()
        self.play_board.stop_animation()
        super().closeEvent(event)

    def _close_unsaved_anyway(self) -> bool:
        """The autosave fails: close only if the user says so (or saved the game with Save As)."""
        self.controller.set_paused(True)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The game is not saved"), self.tr(
            "Autosave failed ({error}): %n move(s) of this game are not saved. "
            "Save the game elsewhere before closing?", "", self.controller.unsaved_moves()).format(
            error=one_line(self.controller.autosave_error or "")), parent=self)
        box.setObjectName("closeUnsaved")
        save = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.AcceptRole)
        close = box.addButton(self.tr("Close without saving"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is close:
            return True
        if box.clickedButton() is save:
            path = self.ask_save_path()
            if path is not None and self.save_game_as(path):
                return True
        self.controller.set_paused(False)
        return False


def open_game_window(
    session: Session,
    seats: list[Seat] | None = None,
    *,
    animations: bool = True,
    computer_delay_ms: int = DEFAULT_COMPUTER_DELAY_MS,
    editor_track: EditorBoardProvider | None = None,
    autosave: bool | Path = True,
    autosave_lock: GameLock | None = None,
    test_game: bool = False,
    start: bool = True,
    show: bool = True,
    computer_factory: object = None,
    saved_as: SavedAs | None = None,
    remember: bool = True,
) -> PlayWindow:
    """Make the controller and the window for ``session`` and show it.

    ``start`` lets the CHANCE player shuffle a new game; a resumed game is already
    waiting for a player. ``saved_as`` names the game's file (an opened or resumed game;
    None: untitled). ``autosave``: True gives a new game its own autosave, a path is a
    resumed game's own (its lock ``autosave_lock`` if taken already); ``test_game``: a game
    started from the editor or ``ubuild play``, listed apart in Home. The window deletes itself when closed. With ``remember`` it opens
    where and as large as the user last left a game window, and keeps that when closed
    (not for a screenshot, whose size is fixed).
    """
    controller = GameController(session, seats, autosave=autosave, autosave_lock=autosave_lock, test_game=test_game,
                                computer_delay_ms=computer_delay_ms,
                                computer_factory=computer_factory)  # type: ignore[arg-type]
    controller.saved_as = saved_as
    window = PlayWindow(controller, animations=animations, editor_track=editor_track)
    controller.setParent(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _OPEN_WINDOWS.add(window)
    window.destroyed.connect(lambda _=None, w=window: _OPEN_WINDOWS.discard(w))
    window.resize(1440, 900)
    if remember:
        for other in list(_OPEN_WINDOWS):  # a game that replaces another takes its place
            if other is not window and other.isVisible() and other._remembered:
                other.keep_layout()
        remember_layout(window, PlayWindow.LAYOUT)
        window.restore_panels()
        window._remembered = True
    if show:
        window.show()
        window.board_view.fit()
        # TV mode as remembered; out of it, a layout kept while in it (full screen, no tool
        # bar) is undone.
        window.apply_tv_mode()
    if start:
        controller.start()
    else:
        controller.changed.emit()
        controller.set_paused(False)
    return window


def resume_window(path: str | Path | None = None, **kwargs: object) -> PlayWindow:
    """Open an autosaved game (None: the unfinished one last played that no program holds;
    or one of the autosave folder's games), read in place and continued in its own files;
    or the named game file ``path`` (like Open: the window is titled by that file, and the
    game gets an autosave of its own). Raises :class:`GameFileError` if it is broken,
    ``files.GameInUse`` if another program holds the autosaved game.
    (The windows read off the UI thread: :class:`~.opening.GameOpening`.)"""
    from ubuild_desktop.core.userdata import autosave_folder

    from .files import GameInUse, newest_free_game

    if path is not None and Path(path).parent.resolve() != autosave_folder().resolve():
        return open_file_window(path, **kwargs)
    game = Path(path) if path is not None else newest_free_game()
    if game is None:
        raise GameFileError("no game to resume")
    lock = GameLock(game)
    if not lock.acquire():
        raise GameInUse(game)
    try:
        file = read_play_file(game)
    except BaseException:
        lock.release()
        raise
    return window_for_file(file, None, lock=lock, **kwargs)


def open_file_window(path: str | Path, **kwargs: object) -> PlayWindow:
    """Open the named game file ``path`` (like Open: the window is titled by that file; the
    game gets an autosave of its own), read in place."""
    return window_for_file(read_play_file(path), path, **kwargs)


def window_for_file(file: PlayFile, path: str | Path | None, lock: GameLock | None = None,
                    **kwargs: object) -> PlayWindow:
    """The window of a game as read: an autosaved game's (``path`` None: it goes on in its
    own files, ``lock`` its lock if taken already; the file it names, if any, is the game's)
    or the named file ``path``'s (it gets an autosave of its own).

    If an autosave or its journal was damaged, the damaged file is kept beside the game, the
    game's files are rewritten as resumed, and the window says what was skipped and left out,
    and where.
    A traditional game on an edited copy of a built-in board says that its board differs."""
    autosaved = path is None and file.path is not None
    saved_as = file.saved_as if path is None else SavedAs(Path(path), len(file.session.state.history))
    kwargs.setdefault("autosave", file.path if autosaved else True)  # a test may turn it off
    window = open_game_window(file.session, file.seats, start=False, saved_as=saved_as, autosave_lock=lock,
                              test_game=file.test_game if autosaved else False, **kwargs)  # type: ignore[arg-type]
    if file.edited_board is not None:
        window.show_edited_board(*file.edited_board)
    if autosaved and file.damaged and file.path is not None:
        from .files import keep_damaged_journal, keep_damaged_snapshot

        keep = keep_damaged_snapshot if file.dropped is not None and file.dropped.in_snapshot else keep_damaged_journal
        try:
            kept: Path | None = keep(file.path)
        except OSError:
            kept = None  # the message below still says what was left out
        if kept is not None:
            window.controller.save_autosave()  # the files now hold the game as resumed
        window.show_damage(file, kept)
    return window
