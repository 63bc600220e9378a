"""The home window: what ``make run`` opens.

It lists every unfinished game the program keeps (each game has its own autosave:
``play/files.py``), with its board, players, moves and the date it was last played, the
family's first and the test games (from the editor's Play This Track or ``ubuild play``)
under their own heading; Resume continues the one chosen. A game open in another copy of
the program (its lock held: ``gamelock.py``) is shown as in use and cannot be resumed
twice; a game open in this program's window is brought to the front.

Whatever the user's files hold, Home starts: an autosave that cannot be read (too big,
binary, not JSON, nested too deeply, not a game) is set aside into the ``earlier`` folder
with a ``.broken`` suffix, and a data folder that cannot be created turns autosave off;
either way a notice under the list names the file and the problem.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.board import BoardScene, BoardView
from ubuild_desktop.core.built_in import default_board  # the registry's (core/engine/registry.py), without the game
from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.core.trackfile import remove_leftover_temporaries
from ubuild_desktop.core.userdata import AUTOSAVE_NAME, UserDataError, autosave_folder, game_files, migrate_old_autosaves
from ubuild_desktop.gamelock import GameLock, in_use
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import file_error_text

if TYPE_CHECKING:
    # The game (the play view, the engine and its compiled build) is imported when a game
    # starts or an autosave is read, not to show this window: a cold start stays short.
    from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
    from ubuild_desktop.play import PlayWindow
    from ubuild_desktop.play.new_game import Board, NewGameDialog
    from ubuild_desktop.play.opening import GameOpening
    from ubuild_desktop.play.saved_games import GameEntry, OpenGameDialog


def home_style(t: theme.Theme) -> str:
    """The play window's buttons, larger in Home's menu, on the menu's own panel colour."""
    return theme.window_style(t) + f"""
#homeMenu {{ background: {t.panel}; border-right: 1px solid {t.frame}; }}
#homeMenu QPushButton {{ font-size: 13pt; padding: 10px 14px; text-align: left; }}
#homeGames {{ font-size: 11pt; }}
#homeGames::item {{ padding: 4px 2px; }}
#homeGamesHeading {{ font-size: 11pt; }}
"""


class HomeWindow(QMainWindow):
    """The Starter track on the table and the four ways into a game.

    ``animations`` and ``computer_delay_ms`` are passed to the games it opens (tests
    turn both down).
    """

    def __init__(self, *, animations: bool = True, computer_delay_ms: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("homeWindow")
        self.setWindowTitle(self.tr("U-Build"))
        theme.style(self, home_style)
        self.animations = animations
        self.computer_delay_ms = computer_delay_ms
        self.play_window: PlayWindow | None = None
        self.editor: Any = None
        self.message_box: QMessageBox | None = None
        self.dialog: NewGameDialog | None = None
        self.opening: GameOpening | None = None  # a game file being read (Resume, Open)

        self.scene = BoardScene(default_board(), parent=self)
        self.board_view = BoardView(self.scene, self)
        self.board_view.setObjectName("homeBoard")
        # A picture of the track to learn on: a click lets its keys pan it, Tab passes it by,
        # and it never takes the focus at start (Enter then pressed nothing).
        self.board_view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        menu = QFrame(self)
        menu.setObjectName("homeMenu")
        menu.setFixedWidth(360)
        title = QLabel(self.tr("U-Build"), menu)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 3)
        font.setWeight(QFont.Weight.Black)
        title.setFont(font)
        theme.style(title, lambda t: theme.css(t.heading))
        tagline = QLabel(self.tr("Clip the tiles together, buy districts, build a city. "
                                 "2-6 players around one screen (2-8 on the traditional board)."), menu)
        tagline.setObjectName("homeTagline")
        tagline.setWordWrap(True)
        theme.style(tagline, lambda t: theme.css(t.soft, extra="font-size: 11pt"))
        self.new_button = QPushButton(self.tr("New game…"), menu)
        self.new_button.setObjectName("homeNewGame")
        self.new_button.setProperty("primary", True)
        self.new_button.clicked.connect(lambda: self.new_game())  # clicked(bool) must not become the track
        self.games_heading = QLabel(self.tr("Unfinished games"), menu)
        self.games_heading.setObjectName("homeGamesHeading")
        theme.style(self.games_heading, lambda t: theme.css(t.heading, bold=True))
        # Every unfinished game, newest first (the family's, then the test games'): two lines each.
        self.games = QListWidget(menu)
        self.games.setObjectName("homeGames")
        self.games.setWordWrap(True)
        self.games.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.games.setMinimumHeight(90)
        self.games.currentItemChanged.connect(lambda *_: self._follow_choice())
        self.games.itemActivated.connect(lambda _item: self.resume())  # double-click, Enter
        self.resume_button = QPushButton(self.tr("Resume"), menu)
        self.resume_button.setObjectName("homeResume")
        self.resume_button.clicked.connect(lambda: self.resume())  # clicked(bool) must not become the path
        self.resume_label = QLabel(menu)
        self.resume_label.setObjectName("homeResumeInfo")
        self.resume_label.setWordWrap(True)
        self.resume_label.setTextFormat(Qt.TextFormat.PlainText)  # it holds the players' names
        theme.style(self.resume_label, lambda t: theme.css(t.soft))
        # What went wrong with the user's files at start (an autosave set aside, autosave off).
        self.notice_label = QLabel(menu)
        self.notice_label.setObjectName("homeNotice")
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.notice_label.setWordWrap(True)
        theme.style(self.notice_label, lambda t: theme.css(t.alert))
        self.notices: list[str] = []  # kept for the window's life: each is said once, and stays
        self.entries: list[GameEntry] = []  # the games listed
        self.open_button = QPushButton(self.tr("Open a saved game…"), menu)
        self.open_button.setObjectName("homeOpen")
        self.open_button.clicked.connect(lambda: self._open_dialog())
        self.open_list: OpenGameDialog | None = None  # the Open list, while it is open
        self.edit_button = QPushButton(self.tr("Edit a track…"), menu)
        self.edit_button.setObjectName("homeEdit")
        self.edit_button.clicked.connect(lambda: self.edit_track())  # clicked(bool) must not become the track
        layout = QVBoxLayout(menu)
        layout.setContentsMargins(28, 36, 28, 28)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(tagline)
        layout.addSpacing(6)
        layout.addWidget(self.new_button)
        layout.addSpacing(6)
        layout.addWidget(self.games_heading)
        layout.addWidget(self.games, 1)
        layout.addWidget(self.resume_label)
        layout.addWidget(self.resume_button)
        layout.addWidget(self.notice_label)
        layout.addWidget(self.open_button)
        layout.addWidget(self.edit_button)
        for button in (self.new_button, self.resume_button, self.open_button, self.edit_button):
            button.setAutoDefault(True)  # Enter presses the focused one, as Space does
        hint = QLabel(self.tr("The Starter track: the one to learn on."), menu)
        hint.setWordWrap(True)
        theme.style(hint, lambda t: theme.css(t.soft))
        layout.addWidget(hint)

        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(menu)
        row.addWidget(self.board_view, 1)
        self.setCentralWidget(central)
        self.help_menu = add_help_menu(self)
        self.new_button.setFocus()  # Enter at start opens New game
        self.resize(1280, 800)
        self._remove_leftovers()
        self.refresh()

    # ------------------------------------------------------------------ state

    def _remove_leftovers(self) -> None:
        """Remove the temporary files that saves killed mid-write left (of the games no
        running program holds, and of earlier versions' single autosave)."""
        try:
            folder = autosave_folder()
        except OSError:
            return  # no data folder: refresh() says autosave is off
        remove_leftover_temporaries(folder / AUTOSAVE_NAME)
        for path in game_files(folder):
            if not in_use(path):
                remove_leftover_temporaries(path)
                remove_leftover_temporaries(path.with_suffix(".journal"))

    def refresh(self) -> None:
        """List the unfinished games, and enable "Resume" for the one chosen.

        An autosave that cannot be read is set aside with a notice (never one a running
        program holds); a data folder that cannot be created shows that autosave is off, and why.
        """
        migrate_old_autosaves()
        entries: list[GameEntry] = []
        if game_files():  # the game's modules are imported only when there is a game to list
            from ubuild_desktop.play.saved_games import list_games

            found, broken = list_games()
            entries = [entry for entry in found if not entry.finished]
            for path, exc in broken:
                if in_use(path):
                    continue  # being written by its program: read again at the next refresh
                notice = self._set_aside(path, exc)
                if notice not in self.notices:  # one that could not be moved is met again
                    self.notices.append(notice)
        self.entries = entries
        self._fill_list(entries)
        self.resume_label.setVisible(not entries)
        self.resume_label.setText(self.tr("No game to resume yet."))
        notices = self.notice_texts()
        self.notice_label.setText("\n".join(_breakable(notice) for notice in notices))
        self.notice_label.setVisible(bool(notices))

    def _fill_list(self, entries: list[GameEntry]) -> None:
        """The list: the family's games, then the test games under their heading; the game
        chosen before stays chosen, else the first that can be resumed."""
        if not entries and self.games.count() == 0:  # nothing to list: the game's modules stay unloaded
            self.games.setVisible(False)
            self._follow_choice()
            return
        from ubuild_desktop.play.saved_games import PATH_ROLE, can_choose, entry_item, follow_replays, heading_item

        current = self.games.currentItem()
        chosen = current.data(PATH_ROLE) if current is not None else None
        here = self._open_here()
        self.games.blockSignals(True)
        self.games.clear()
        family = [e for e in entries if not e.test_game]
        tests = [e for e in entries if e.test_game]
        for entry in family:
            self.games.addItem(entry_item(entry, entry.path == here))
        if tests:
            heading = heading_item(self.tr("Test games"))
            heading.setToolTip(self.tr("Games started from the editor's Play This Track or with ubuild play"))
            self.games.addItem(heading)
            for entry in tests:
                self.games.addItem(entry_item(entry, entry.path == here))
        rows = [row for row in range(self.games.count()) if can_choose(self.games.item(row))]
        pick = next((row for row in rows if self.games.item(row).data(PATH_ROLE) == chosen), rows[0] if rows else -1)
        self.games.setCurrentRow(pick)
        self.games.blockSignals(False)
        self.games.setVisible(bool(entries))
        self._follow_choice()
        follow_replays(self.games, entries, here)  # each entry's moves as Resume brings them back

    def _follow_choice(self) -> None:
        self.resume_button.setEnabled(self.chosen_game() is not None)

    def chosen_game(self) -> Path | None:
        """The game chosen in the list, if it can be resumed (not in use in another copy)."""
        item = self.games.currentItem()
        if item is None:
            return None
        from ubuild_desktop.play.saved_games import PATH_ROLE, can_choose

        return Path(item.data(PATH_ROLE)) if can_choose(item) else None

    def _open_here(self) -> Path | None:
        """The autosave of the game open in this home's game window, if one is open."""
        window = self._live_play_window()
        return window.controller.autosave_file if window is not None else None

    def notice_texts(self) -> list[str]:
        """What Home says about the user's files, one line each: the autosaves set aside
        since it opened, and whether autosave is off (and why)."""
        notices = list(self.notices)
        try:
            autosave_folder()
        except UserDataError as exc:
            notices.append(self.tr(
                "Autosave is off: the folder {folder} cannot be created ({reason}). "
                "Games still play; keep one with Save.").format(folder=exc.folder, reason=exc.reason))
        return [one_line(notice) for notice in notices]

    def _set_aside(self, path: Path, error: GameFileError) -> str:
        """Move the unreadable autosave out of the way; the notice that says so."""
        # The message starts with the file's path, escaped and perhaps shortened, but always
        # ending with the file's name: the problem is what follows it.
        text = file_error_text(error)
        marker = f"{path.name}: "
        problem = text.split(marker, 1)[1] if marker in text else text
        from ubuild_desktop.play.files import set_aside_broken_autosave

        try:
            target = set_aside_broken_autosave(path)
        except OSError as exc:
            return self.tr("The autosave {file} cannot be read ({problem}), "
                           "nor set aside ({error}).").format(file=path, problem=problem,
                                                               error=exc.strerror or exc)
        return self.tr("An autosave cannot be read ({problem}); "
                       "it was set aside as {file}.").format(problem=problem, file=target)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Back to Home: the list follows what other copies of the program did meanwhile."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self.opening is None:
            self.refresh()

    def editor_track(self) -> Board | None:
        """The track (or square board) open in the editor, if the editor window is open."""
        editor = self.editor
        if editor is None:
            return None
        try:
            if not editor.isVisible():
                return None
            return editor.current_track()  # type: ignore[no-any-return]
        except RuntimeError:  # the editor window was deleted
            self.editor = None
            return None

    def _options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"animations": self.animations, "editor_track": self.editor_track}
        if self.computer_delay_ms is not None:
            options["computer_delay_ms"] = self.computer_delay_ms
        return options

    def _live_play_window(self) -> PlayWindow | None:
        """The game window this home window opened, if it is still open."""
        window = self.play_window
        if window is None:
            return None
        try:
            return window if window.isVisible() else None
        except RuntimeError:  # the window was deleted
            self.play_window = None
            return None

    def _adopt(self, window: PlayWindow) -> PlayWindow:
        # One game on the table at a time (one shared screen); the old game is saved
        # already, in its own files, and stays in the list.
        old = self._live_play_window()
        if old is not None and old is not window:
            old.close()
        self.play_window = window
        window.gameReplaced.connect(self._adopt)
        window.destroyed.connect(self._play_window_gone)
        self.refresh()
        return window

    def _play_window_gone(self) -> None:
        self.refresh()

    # ------------------------------------------------------------------ the four ways in

    def new_game(self, track: Board | None = None, parent: QWidget | None = None) -> NewGameDialog:
        """The New game dialog; with ``track`` (the editor's Play This Track: a track or a
        square board), that one chosen."""
        from ubuild_desktop.play.new_game import Board, NewGameDialog

        provider = self.editor_track if track is None else (lambda: track)
        dialog = NewGameDialog(provider, parent if parent is not None else self)
        if track is not None:
            dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("editor:"))
        dialog.accepted.connect(lambda: self._start(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def play_track(self, track: Board, editor: QWidget | None = None) -> NewGameDialog:
        """A new game on ``track`` (a track or a square board) as the editor has it now (saved
        or not): the New game dialog, over the editor."""
        return self.new_game(track, editor)

    def adopt_editor(self, editor: Any) -> None:
        """Join an editor window to this home: its Play This Track (or Play This Board) opens the
        New game dialog here, and so do those of the editors its Open opens (a board file opens
        the square-board editor, a track file the track editor)."""
        if hasattr(editor, "current_track"):  # the track editor: New game offers its track
            self.editor = editor
        editor.playRequested.connect(lambda track, e=editor: self.play_track(track, e))
        editor.editorOpened.connect(self.adopt_editor)

    def _start(self, dialog: NewGameDialog) -> None:
        from ubuild_desktop.play import open_game_window

        session, seats = dialog.result_session()
        self._adopt(open_game_window(session, seats, test_game=dialog.is_test_game(), **self._options()))

    def resume(self, path: Path | None = None) -> PlayWindow | GameOpening | None:
        """Open the game chosen in the list (or the autosaved game ``path``), read off the UI
        thread (the :class:`GameOpening`); a broken one says so and is kept for inspection.

        The game's lock is taken first: a game open in another copy of the program is not
        resumed twice (a message says so). If the game is open in this home's window, that
        window comes to the front (a second window on it would fork it).
        """
        game = path if path is not None else self.chosen_game()
        if game is None:
            return None
        open_window = self._live_play_window()
        if open_window is not None and open_window.controller.autosave_file == game:
            # Back from the task bar if minimized; a maximized window stays maximized.
            open_window.setWindowState(open_window.windowState() & ~Qt.WindowState.WindowMinimized)
            open_window.show()
            open_window.raise_()
            open_window.activateWindow()
            return open_window
        lock = GameLock(game)
        if not lock.acquire():
            self.show_message(self.tr("The game is in use"), self.tr(
                "This game is open in another copy of U-Build. Close it there, or choose another game."))
            self.refresh()
            return None
        return self._open_in_background(game, None, self.tr("Cannot resume"),
                                        self.tr("The game could not be restored:\n\n{error}"),
                                        self.tr("Resuming the game…"), lock)

    def _open_dialog(self) -> None:
        """Open: the games the program keeps (with their board, players and date), and a
        "Browse files…" button for a game or board file."""
        from ubuild_desktop.play.saved_games import ask_for_a_game

        dialog = ask_for_a_game(self, self._open_here())
        if dialog.chosen is not None:
            self.resume(dialog.chosen)
        elif dialog.browse:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), "", self.tr("U-Build games (*.ubuild-game *.json);;All files (*)"))
            if path and not self._open_board(Path(path)):
                self.open_game_file(path)

    def _open_board(self, path: Path) -> bool:
        """Open ``path`` in its rule set's editor if it is a board file (a square board, a
        track: the registry's ``load_board_file`` hands it to the rule set that claims it;
        Open takes one too); False for anything else, which opens as a game."""
        from ubuild_desktop.core.engine.registry import load_board_file

        try:
            board = load_board_file(path)
        except ValueError:  # a file error (FileMessageError is one) or a number too long to read
            return False
        from ubuild_desktop.editor.editors import open_editor_for

        self.adopt_editor(open_editor_for(board, path))  # the editor the board's rule set names
        return True

    def open_game_file(self, path: str | Path) -> GameOpening:
        """Open a saved game file (read off the UI thread) in the game window."""
        return self._open_in_background(Path(path), Path(path), self.tr("Cannot open the game"),
                                        self.tr("This game file cannot be opened:\n\n{error}"))

    def _open_in_background(self, path: Path, named: Path | None, title: str, problem: str,
                            label: str | None = None, lock: GameLock | None = None) -> GameOpening:
        from ubuild_desktop.play.opening import GameOpening
        from ubuild_desktop.play.window import window_for_file

        opening = GameOpening(path, self, label)
        self.opening = opening
        opening.opened.connect(lambda file: self._adopt(window_for_file(file, named, lock=lock, **self._options())))
        opening.failed.connect(lambda message: self._open_failed(lock, title, problem.format(error=message)))
        if lock is not None:
            opening.cancelled.connect(lock.release)
        opening.destroyed.connect(self._opening_done)
        return opening

    def _open_failed(self, lock: GameLock | None, title: str, text: str) -> None:
        if lock is not None:
            lock.release()
        self.show_message(title, text)

    def _opening_done(self) -> None:
        self.opening = None

    def edit_track(self, track: Board | None = None) -> Any:
        """Open the track editor (on the program's default board, the Starter track, unless given one)."""
        try:
            from ubuild_desktop.editor import open_editor  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            self.show_message(self.tr("No editor"), self.tr("The track editor is not available in this installation."))
            return None
        if self.editor is not None:
            try:
                self.editor.show()
                self.editor.raise_()
                return self.editor
            except RuntimeError:
                self.editor = None
        self.adopt_editor(open_editor(track=track if track is not None else default_board()))
        return self.editor

    def show_message(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("homeMessage")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        box.open()
        return box

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.board_view.fit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.board_view.fit()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)


def open_home(**options: Any) -> HomeWindow:
    """Show the home window where and as large as the user last left it (``options`` as
    for :class:`HomeWindow`)."""
    window = HomeWindow(**options)
    remember_layout(window, "home")
    window.show()
    return window


def _breakable(text: str) -> str:
    """``text`` with a break opportunity after each path separator and inside any long
    run without one, so a long path wraps in the narrow menu instead of being cut off
    (zero-width spaces, invisible)."""
    for separator in sorted({"/", os.sep}):
        text = text.replace(separator, separator + "\u200b")
    return re.sub("[^\\s\u200b]{24}", lambda run: run.group() + "\u200b", text)
