"""The play window: the board with the game on it, the turn panel, players and the log.

:class:`PlayWindow` is made here (its widgets, help, holdings, deals and take back) from its
parts by topic: :mod:`.window_menus` (actions, menus, toolbar), :mod:`.window_sizes` (text
size, TV mode, layout), :mod:`.window_game` (following the game, paced for the table) and
:mod:`.window_files` (save, open, title, close). :func:`open_game_window` and the other
openers below make the window for a game or a file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import settings, theme
from ubuild_desktop.board import BoardView
from ubuild_desktop.board import colours as board_colours
from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.jsonfile import file_error
from ubuild_desktop.core.engine.kernel.session import Session
from ubuild_desktop.gamelock import GameLock
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.settings import remember_layout

from . import game_words
from .controller import DEFAULT_COMPUTER_DELAY_MS, GameController
from .files import PlayFile, SavedAs, read_play_file
from .saved_games import OpenGameDialog
from .plugin import rules_for
from .opening import GameOpening
from .announce import DrawnCard, TurnBanner
from .dialogs import DealSheet, HoldingsView, RankingPage
from .new_game import EditorBoardProvider, NewGameDialog
from .seats import Seat
from . import tour
from .turn_panel import TurnPanel
from .event_log import EventLog
from .players_panel import PlayersPanel
from .window_files import WindowFiles
from .window_game import GameFollower
from .window_menus import WindowMenus
from .window_sizes import SIDEBAR_MIN_WIDTH, WindowSizes

_OPEN_WINDOWS: set[PlayWindow] = set()


class PlayWindow(WindowMenus, WindowSizes, GameFollower, WindowFiles, QMainWindow):
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
        self.houses_dialog: QDialog | None = None  # a player's houses (the plug-in's, where the game has them)
        self.holdings_view: HoldingsView | None = None  # a player's holdings (made when first asked for)
        self._queue: list[tuple[str, tuple[object, ...]]] = []
        self._animating = False
        self._over_pending = False  # the game ended while an animation was still playing
        self.setObjectName("playWindow")
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
        # Where the decision's card shows (window_game.show_district): for which decision and
        # board area size it was chosen, and its text size in the board's middle (None: beside).
        self._middle_key: tuple[str, object] | None = None
        self._middle_points: float | None = None
        self._card_over: str | None = None  # the decision's district, its card over the board where it hides least
        self._over_place: QRect | None = None  # there (window_game._card_over_board)
        self._over_search: tuple[object, QRect] | None = None  # the last search for that place: what it was asked, its answer
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
        scroll.setMinimumHeight(100)  # the side panel gives it what it holds (balance_sidebar), no more
        sidebar = QSplitter(Qt.Orientation.Vertical, self)
        sidebar.addWidget(scroll)
        players_scroll = QScrollArea(self)
        players_scroll.setWidgetResizable(True)
        players_scroll.setWidget(self.players)
        players_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        players_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the cards fit its width
        players_scroll.setObjectName("playersScroll")
        players_scroll.setAccessibleName(self.tr("Players"))
        self.players_scroll = players_scroll
        scroll.setObjectName("turnScroll")
        scroll.setAccessibleName(self.tr("Your turn"))
        self.turn_scroll = scroll
        sidebar.addWidget(players_scroll)
        sidebar.addWidget(self.log)
        # Small minimums: on a small window these give way so the turn panel's controls show.
        players_scroll.setMinimumHeight(20)  # a one-line card at least (balance_sidebar: whole cards)
        self.log.list.setMinimumHeight(self.log.list.fontMetrics().height() * 2 + 6)
        sidebar.setStretchFactor(0, 5)
        sidebar.setStretchFactor(1, 3)
        sidebar.setStretchFactor(2, 2)
        sidebar.setSizes([520, 300, 170])
        sidebar.setChildrenCollapsible(False)
        sidebar.setMinimumWidth(SIDEBAR_MIN_WIDTH)
        self.sidebar = sidebar
        self._sidebar_balanced = False
        self._short_at: int | None = None  # the side panel's height when the players' cards turned compact
        self._sidebar_dragged = False  # once the player drags a handle, their sizes stay
        sidebar.splitterMoved.connect(self._sidebar_moved)
        self.watch_sidebar()
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
        self._ranking: RankingPage | None = None  # made when first asked for: see ranking
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.splitter)
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
        # The text is sized for the window's size when it is first shown (its first resize
        # event: fit_to_window), once: sized here too, for a size the window never shows at,
        # every widget took two fonts, and the boxes two styles, to open.
        self.sync()
        # The window's style sheet last, once every widget is in place: under a style sheet,
        # each widget added to a splitter, stack or scroll area restyles all it holds again
        # (a window styled first cost 1,791 restylings to open, half a game window's start).
        theme.style(self, theme.window_style)

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._sidebar_balanced:
            self._sidebar_balanced = True
            if not self._sidebar_dragged:
                self.balance_sidebar()
            if tour.should_offer(self):  # the user's first game window: the tour, once
                settings.set_flag(tour.TOUR_OFFERED_KEY, True)
                QTimer.singleShot(0, self, self.start_tour)

    @property
    def ranking(self) -> RankingPage:
        """The final ranking's page (the stack's second page), made when first asked for:
        most windows never show it, and its board, a second view of the game's scene, would
        otherwise be made, styled and kept up to date with every window."""
        if self._ranking is None:
            page = self._ranking = RankingPage(self.scene, self)
            if page.board is not None:
                self.rules.prepare_view(page.board)  # the final board
            page.backRequested.connect(self._back_to_board)
            page.newGameRequested.connect(self.new_game)
            page.saveLogRequested.connect(self._save_log_dialog)
            for button in page.findChildren(QPushButton):
                button.setAutoDefault(True)  # as the window's other buttons
            self.stack.addWidget(page)
        return self._ranking

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

    def open_houses(self, seat: int) -> QDialog | None:
        """Player ``seat``'s houses and mortgages (a player card's "Houses…", which shows
        only where the plug-in has ``house_actions``; its ``houses_dialog`` makes the dialog):
        build, sell, mortgage and lift, between turns too. Not modal; the computers wait while
        it is open."""
        make = getattr(self.rules, "houses_dialog", None)
        if make is None:
            return None
        if self.houses_dialog is not None:
            self.houses_dialog.close()
        self.controller.set_paused(True)
        dialog = make(self.controller, seat, self)
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


    def _replace_by(self, file: PlayFile, path: str | Path | None, lock: GameLock | None = None) -> None:
        window = window_for_file(file, path, lock=lock, animations=self.animations, editor_track=self.editor_track,
                                 computer_delay_ms=self.controller.computer_delay_ms)
        self.gameReplaced.emit(window)
        self.close()

    def new_game(self) -> NewGameDialog:
        """Game → New game…: in TV mode the dialog and its file dialog at the reading size
        (its body scrolls where the screen is too small for it)."""
        dialog = NewGameDialog(self.editor_track, self, ask_file=self.ask_file)
        if self.tv_mode():
            self.size_text(dialog)
            dialog.resize(dialog.sizeHint())  # keep_on_screen cuts it to the screen when shown
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
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "no game to resume"))
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
