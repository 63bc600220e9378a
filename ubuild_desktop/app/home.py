"""The home window: what ``make run`` opens.

Whatever the user's files hold, Home starts: an autosave that cannot be read (too big,
binary, not JSON, nested too deeply, not a game) is set aside into the earlier games'
folder with a ``.broken`` suffix, and a data folder that cannot be created turns
autosave off; either way a notice under "Resume" names the file and the problem.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.board import BoardScene, BoardView
from ubuild_desktop.core.jsonfile import one_line, quoted
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_builtin, remove_leftover_temporaries
from ubuild_desktop.core.userdata import UserDataError, autosave_path, earlier_games_folder, has_autosave
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import COUNTED, file_error_text, track_name

if TYPE_CHECKING:
    # The game (the play view, the engine and its compiled build) is imported when a game
    # starts or an autosave is read, not to show this window: a cold start stays short.
    from ubuild_desktop.core.engine import GameFileError
    from ubuild_desktop.play import PlayWindow
    from ubuild_desktop.play.new_game import Board, NewGameDialog
    from ubuild_desktop.play.opening import GameOpening


def home_style(t: theme.Theme) -> str:
    """The play window's buttons, larger in Home's menu, on the menu's own panel colour."""
    return theme.window_style(t) + f"""
#homeMenu {{ background: {t.panel}; border-right: 1px solid {t.frame}; }}
#homeMenu QPushButton {{ font-size: 13pt; padding: 10px 14px; text-align: left; }}
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

        self.scene = BoardScene(load_builtin("starter"), parent=self)
        self.board_view = BoardView(self.scene, self)
        self.board_view.setObjectName("homeBoard")

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
                                 "2-6 players around one screen."), menu)
        tagline.setObjectName("homeTagline")
        tagline.setWordWrap(True)
        theme.style(tagline, lambda t: theme.css(t.soft, extra="font-size: 11pt"))
        self.new_button = QPushButton(self.tr("New game…"), menu)
        self.new_button.setObjectName("homeNewGame")
        self.new_button.setProperty("primary", True)
        self.new_button.clicked.connect(lambda: self.new_game())  # clicked(bool) must not become the track
        self.resume_button = QPushButton(self.tr("Resume the last game"), menu)
        self.resume_button.setObjectName("homeResume")
        self.resume_button.clicked.connect(self.resume)
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
        self.open_button = QPushButton(self.tr("Open a saved game…"), menu)
        self.open_button.setObjectName("homeOpen")
        self.open_button.clicked.connect(self._open_dialog)
        self.earlier_label = QLabel(menu)
        self.earlier_label.setObjectName("homeEarlierInfo")
        self.earlier_label.setWordWrap(True)
        theme.style(self.earlier_label, lambda t: theme.css(t.soft))
        self.edit_button = QPushButton(self.tr("Edit a track…"), menu)
        self.edit_button.setObjectName("homeEdit")
        self.edit_button.clicked.connect(lambda: self.edit_track())  # clicked(bool) must not become the track
        layout = QVBoxLayout(menu)
        layout.setContentsMargins(28, 36, 28, 28)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(tagline)
        layout.addSpacing(18)
        layout.addWidget(self.new_button)
        layout.addWidget(self.resume_button)
        layout.addWidget(self.resume_label)
        layout.addWidget(self.notice_label)
        layout.addWidget(self.open_button)
        layout.addWidget(self.earlier_label)
        layout.addWidget(self.edit_button)
        layout.addStretch(1)
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
        self.resize(1280, 800)
        try:
            remove_leftover_temporaries(autosave_path())  # of a save killed mid-write
        except OSError:
            pass  # no data folder: refresh() says autosave is off
        self.refresh()

    # ------------------------------------------------------------------ state

    def refresh(self) -> None:
        """Enable "Resume" when there is an autosave, and say what game it is.

        An autosave that cannot be read is set aside with a notice; a data folder that
        cannot be created shows that autosave is off, and why.
        """
        description = None
        if has_autosave():
            from ubuild_desktop.core.engine import GameFileError

            path = autosave_path()
            try:
                description = _describe_autosave(path)
            except GameFileError as exc:
                notice = self._set_aside(path, exc)
                if notice not in self.notices:  # one that could not be moved is met again
                    self.notices.append(notice)
        self.resume_button.setEnabled(description is not None)
        self.resume_label.setText(description if description is not None else self.tr("No game to resume yet."))
        notices = self.notice_texts()
        self.notice_label.setText("\n".join(_breakable(notice) for notice in notices))
        self.notice_label.setVisible(bool(notices))
        earlier = len(self._earlier_games())
        self.earlier_label.setVisible(earlier > 0)
        self.earlier_label.setText(self.tr(
            "Unfinished games that a new game replaced are kept ({count}); Open shows them.").format(count=earlier))

    def notice_texts(self) -> list[str]:
        """What Home says about the user's files, one line each: the autosaves set aside
        since it opened, and whether autosave is off (and why)."""
        notices = list(self.notices)
        try:
            autosave_path()
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
            return self.tr("The last game's autosave {file} cannot be read ({problem}), "
                           "nor set aside ({error}).").format(file=path, problem=problem,
                                                               error=exc.strerror or exc)
        return self.tr("The last game's autosave cannot be read ({problem}); "
                       "it was set aside as {file}.").format(problem=problem, file=target)

    @staticmethod
    def _earlier_games() -> list[Path]:
        try:
            return sorted(earlier_games_folder().glob("game-*.json"))
        except OSError:  # no data folder: no earlier games
            return []

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
        # One game at a time: every game window autosaves to the same file, so two open
        # games would overwrite each other's autosave. The old game is saved already.
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
        self._adopt(open_game_window(session, seats, **self._options()))

    def resume(self) -> PlayWindow | GameOpening | None:
        """Open the autosaved game (read off the UI thread: the :class:`GameOpening`); a
        broken autosave says so and is kept for inspection.

        If the game is already open in a window, that window comes to the front (a second
        window on the same game would fork it, and both would write the one autosave).
        """
        open_window = self._live_play_window()
        if open_window is not None:
            # Back from the task bar if minimized; a maximized window stays maximized.
            open_window.setWindowState(open_window.windowState() & ~Qt.WindowState.WindowMinimized)
            open_window.show()
            open_window.raise_()
            open_window.activateWindow()
            return open_window
        try:
            path = autosave_path()
        except UserDataError:
            return None
        return self._open_in_background(path, None, self.tr("Cannot resume"),
                                        self.tr("The last game could not be restored:\n\n{error}"),
                                        self.tr("Resuming the last game…"))

    def _open_dialog(self) -> None:
        start = str(earlier_games_folder()) if self._earlier_games() else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), start, self.tr("U-Build games (*.ubuild-game *.json);;All files (*)"))
        if path and not self._open_board(Path(path)):
            self.open_game_file(path)

    def _open_board(self, path: Path) -> bool:
        """Open ``path`` in the square-board editor if it is a square board file (Open takes one
        too); False for anything else, which opens as a game."""
        from ubuild_desktop.core.square import BoardFileError, load_board

        try:
            board = load_board(path)
        except (BoardFileError, ValueError):
            return False
        from ubuild_desktop.editor.square_window import open_square_editor_window

        self.adopt_editor(open_square_editor_window(board, path))
        return True

    def open_game_file(self, path: str | Path) -> GameOpening:
        """Open a saved game file (read off the UI thread) in the game window."""
        return self._open_in_background(Path(path), Path(path), self.tr("Cannot open the game"),
                                        self.tr("This game file cannot be opened:\n\n{error}"))

    def _open_in_background(self, path: Path, named: Path | None, title: str, problem: str,
                            label: str | None = None) -> GameOpening:
        from ubuild_desktop.play.opening import GameOpening
        from ubuild_desktop.play.window import window_for_file

        opening = GameOpening(path, self, label)
        self.opening = opening
        opening.opened.connect(lambda file: self._adopt(window_for_file(file, named, **self._options())))
        opening.failed.connect(lambda message: self.show_message(title, problem.format(error=message)))
        opening.destroyed.connect(self._opening_done)
        return opening

    def _opening_done(self) -> None:
        self.opening = None

    def edit_track(self, track: Track | None = None) -> Any:
        """Open the track editor (on the Starter track unless given one)."""
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
        self.adopt_editor(open_editor(track=track if track is not None else load_builtin("starter")))
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


def _describe_autosave(path: Path) -> str:
    """A one-line summary of the autosave without replaying it (cheap: within the game
    file size limit); :class:`GameFileError` naming the file if it is not a game."""
    from PySide6.QtCore import QCoreApplication

    from ubuild_desktop.core.engine import ACTION_TYPES, GameFileError
    from ubuild_desktop.play.files import read_play_document

    doc = read_play_document(path)
    game = doc.get("game") if isinstance(doc, dict) else None
    if not isinstance(game, dict):
        raise GameFileError(f"{path}: not a game file (no game in it)")
    # A traditional game names its square board (in English and Spanish) where U-Build's names its track.
    traditional = game.get("rule_set") == "traditional"
    players, track, history = game.get("players"), game.get("board" if traditional else "track"), game.get("history")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise GameFileError(f"{path}: not a game file (the players are not a list of names)")
    if not isinstance(track, dict) or not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise GameFileError(f"{path}: not a game file (no track or no list of actions)")
    if traditional:
        import ubuild_desktop.core.engine.traditional.actions  # noqa: F401 (its actions in ACTION_TYPES)
        from ubuild_desktop.words import board_names_in_spanish

        spanish = board_names_in_spanish() and isinstance(track.get("name_es"), str) and track.get("name_es")
        name = track.get("name_es") if spanish else track.get("name")
    else:
        name = track.get("name") or game.get("preset")
    if not isinstance(name, str):
        raise GameFileError(f"{path}: not a game file (the track has no name and the game no preset)")
    # The players' moves: every action but the CHANCE player's (dice, shuffle, draws).
    # Counted from each action's first word, without parsing it (the file is checked whole
    # when the game is resumed): cheap even for the longest game.
    moves = 0
    for text in history:
        words = text.split(None, 1)
        kind = ACTION_TYPES.get(words[0]) if words else None
        if kind is None:
            raise GameFileError(f"{path}: not a game file ({quoted(text)} is not an action)")
        moves += not kind.chance
    return resume_text(name, players, moves)


def resume_text(track: str, players: list[str], moves: int) -> str:
    """The resume label's plain text: the track, the players and the moves so far.

    The names are the user's: each one is isolated and elided (``core/usertext.py``),
    the track's as short as a player's (the menu is narrow); the label shows plain text,
    so markup in a name is letters.
    """
    from PySide6.QtCore import QCoreApplication

    if moves == 0:
        text = QCoreApplication.translate("HomeWindow", "{track}: {players} (no moves yet)")
    else:
        text = QCoreApplication.translate("HomeWindow", "{track}: {players} ({moves})")
    return text.format(track=shown(track_name(track)), players=", ".join(shown(p) for p in players),
                       moves=COUNTED.moves_so_far(moves))


def _breakable(text: str) -> str:
    """``text`` with a break opportunity after each path separator and inside any long
    run without one, so a long path wraps in the narrow menu instead of being cut off
    (zero-width spaces, invisible)."""
    for separator in sorted({"/", os.sep}):
        text = text.replace(separator, separator + "\u200b")
    return re.sub("[^\\s\u200b]{24}", lambda run: run.group() + "\u200b", text)
