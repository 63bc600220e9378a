"""The play window's files: Save, Save As, Open (a file or an autosaved game), the log saved as
text, the window's title, and closing with a failed autosave.
:class:`WindowFiles` is a part of :class:`~.window.PlayWindow`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog, QHeaderView, QMessageBox, QSplitter, QTreeView

from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.gamelock import GameLock
from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown

from .saved_games import ask_for_a_game
from .opening import GameOpening

GAME_SUFFIX = ".ubuild-game"
GAME_SUFFIXES = (GAME_SUFFIX, ".json")  # the game files the Open dialog lists


def game_file_path(path: str | Path) -> Path:
    """``path``, with ``.ubuild-game`` added unless its name ends in a suffix Open lists."""
    path = Path(path)
    return path if path.suffix.lower() in GAME_SUFFIXES else path.with_name(path.name + GAME_SUFFIX)


class WindowCounted(QObject):
    """The play window's counted phrases, with Qt's plural forms (lupdate sees a numerus
    string only in a QObject's ``self.tr(text, "", n)``; the window's parts are no QObjects)."""

    def skipped_lines(self, n: int) -> str:
        return self.tr("Skipped %n unreadable line(s) of the journal (line {lines}); "
                       "every move on the other lines was replayed.", "", n)

    def dropped_actions(self, n: int) -> str:
        return self.tr("The game stops at its action {action} of the file: the last %n action(s) could "
                       "not be replayed and were left out ({reason}).", "", n)

    def dropped_lines(self, n: int) -> str:
        return self.tr("The game stops at line {line} of the journal: its last %n line(s) could not "
                       "be replayed and were left out ({reason}).", "", n)

    def goes_on_from(self, n: int) -> str:
        return self.tr("The game goes on from its move %n.", "", n)

    def not_saved_yet(self, n: int) -> str:
        return self.tr("Autosave failed ({error}): %n move(s) not saved yet. Trying again every few seconds; "
                       "Save As can keep the game on another disk.", "", n)

    def not_saved(self, n: int) -> str:
        return self.tr("Autosave failed ({error}): %n move(s) of this game are not saved. "
                       "Save the game elsewhere before closing?", "", n)


WINDOW_COUNTED = WindowCounted()


def _columns_for_large_text(dialog: QFileDialog) -> None:
    """Qt's file dialog in large text: its list's columns as wide as their words (the name
    takes the rest) and its side list of places a fifth of the width, not cut to a letter."""
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is not None:
        header = tree.header()
        header.setStretchLastSection(False)
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 0
                                        else QHeaderView.ResizeMode.ResizeToContents)
    splitter = dialog.findChild(QSplitter, "splitter")
    if splitter is not None and splitter.count() == 2:
        width = dialog.width()
        splitter.setSizes([width // 5, width - width // 5])


class WindowFiles:
    """The play window's files (a part of :class:`~.window.PlayWindow`)."""

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

    def ask_file(self, title: str, name_filter: str, *, save: bool, name: str = "", folder: str = "", suffix: str = "",
                 object_name: str = "") -> Path | None:
        """A file dialog (the one every file of the play window goes through): the file
        chosen, None if cancelled. In TV mode it is Qt's own dialog (a desktop's native one
        cannot be sized), its text at the reading size, never larger than the screen."""
        dialog = QFileDialog(self, title)
        dialog.setObjectName(object_name)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(name_filter)
        if suffix:
            dialog.setDefaultSuffix(suffix)
        if folder:
            dialog.setDirectory(folder)
        if name:
            dialog.selectFile(name)
        if self.tv_mode():
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
            self.size_text(dialog)
            room = self.screen().availableGeometry().size() if self.screen() is not None else dialog.size()
            dialog.resize(min(room.width(), round(room.width() * 0.8)), min(room.height(), round(room.height() * 0.8)))
            _columns_for_large_text(dialog)
            keep_on_screen(dialog)
        self.file_dialog = dialog
        try:
            accepted = dialog.exec() == QFileDialog.DialogCode.Accepted and bool(dialog.selectedFiles())
            return Path(dialog.selectedFiles()[0]) if accepted else None
        finally:
            self.file_dialog = None
            dialog.deleteLater()

    def ask_save_path(self) -> Path | None:
        """The Save As dialog: where to save the game (``.ubuild-game`` added), None if cancelled."""
        chosen = self.ask_file(QCoreApplication.translate("PlayWindow", "Save the game"),
                               QCoreApplication.translate("PlayWindow", "U-Build games (*.ubuild-game *.json);;All files (*)"),
                               save=True, name=str(self.save_path) if self.save_path is not None else "game" + GAME_SUFFIX,
                               suffix=GAME_SUFFIX[1:], object_name="saveGameDialog")
        if chosen is None:
            return None
        path = game_file_path(chosen)
        # The dialog asked about replacing the name typed, not the one with the suffix added.
        if path != chosen and path.exists():
            box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("PlayWindow", "Replace the game?"), QCoreApplication.translate("PlayWindow", 
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
            self.show_message(QCoreApplication.translate("PlayWindow", "Cannot save"), QCoreApplication.translate("PlayWindow", "The game could not be saved:\n{error}").format(error=exc))
            return False
        self._update_title()
        self.statusBar().showMessage(QCoreApplication.translate("PlayWindow", "Saved to {path}").format(path=path), 5000)
        return True

    @property
    def save_path(self) -> Path | None:
        """The named file of this game (saved to or opened from), None for an untitled game."""
        saved = self.controller.saved_as
        return saved.path if saved is not None else None

    def _open_dialog(self) -> None:
        """Game → Open: the games the program keeps (board, players, moves, date), or a file."""
        dialog = ask_for_a_game(self, self.controller.autosave_file, self.size_text if self.tv_mode() else None)
        if dialog.chosen is not None:
            self.open_autosaved_game(dialog.chosen)
        elif dialog.browse:
            start = str(self.save_path.parent) if self.save_path is not None else ""
            path = self.ask_file(QCoreApplication.translate("PlayWindow", "Open a saved game"),
                                 QCoreApplication.translate("PlayWindow", "U-Build games (*.ubuild-game *.json);;All files (*)"),
                                 save=False, folder=start, object_name="openGameFileDialog")
            if path is not None:
                self.open_game_file(path)

    def open_game_file(self, path: str | Path) -> GameOpening:
        """Open a saved game in a new window that replaces this one, read off the UI thread
        (``self.opening`` until it is read); a broken file shows a message and changes nothing."""
        opening = GameOpening(path, self)
        self.opening = opening
        opening.opened.connect(lambda file: self._replace_by(file, path))
        opening.failed.connect(lambda message: self.show_message(QCoreApplication.translate("PlayWindow", "Cannot open the game"), QCoreApplication.translate("PlayWindow", 
            "This game file cannot be opened:\n\n{error}\n\nThe game on the table is unchanged.").format(error=message)))
        opening.destroyed.connect(self._opening_done)
        return opening

    def open_autosaved_game(self, path: Path) -> GameOpening | None:
        """Open a game the program keeps (its lock taken first: None, with a message, if
        another copy of the program has it open) in a window that replaces this one."""
        lock = GameLock(path)
        if not lock.acquire():
            self.show_message(QCoreApplication.translate("PlayWindow", "The game is in use"), QCoreApplication.translate("PlayWindow", 
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
        self.show_message(QCoreApplication.translate("PlayWindow", "Cannot open the game"), QCoreApplication.translate("PlayWindow", 
            "This game cannot be opened:\n\n{error}\n\nThe game on the table is unchanged.").format(error=message))

    def _opening_done(self) -> None:
        self.opening = None


    def _save_log_dialog(self) -> None:
        path = self.ask_file(QCoreApplication.translate("PlayWindow", "Save the event log"),
                             QCoreApplication.translate("PlayWindow", "Text files (*.txt)"), save=True, name="game-log.txt",
                             object_name="saveLogDialog")
        if path is not None:
            self.save_log(path)

    def save_log(self, path: str | Path) -> bool:
        try:
            self.log.save_text(path)
        except OSError as exc:
            self.show_message(QCoreApplication.translate("PlayWindow", "Cannot save"), QCoreApplication.translate("PlayWindow", "The log could not be saved:\n{error}").format(error=exc))
            return False
        return True

    def _update_title(self) -> None:
        """The desktop's pattern: the game's file name, a mark if it moved on since, the program."""
        path = self.save_path
        if path is None:
            name = QCoreApplication.translate("PlayWindow", "Untitled game ({track})").format(track=self.rules.title(self.state.game))
        else:
            name = shown(path.name, TRACK_NAME_SHOWN)
        self.setWindowTitle(QCoreApplication.translate("PlayWindow", "{name}[*] \u2013 U-Build").format(name=name))
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
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("PlayWindow", "The game is not saved"), WINDOW_COUNTED.not_saved(self.controller.unsaved_moves()).format(
            error=one_line(self.controller.autosave_error or "")), parent=self)
        box.setObjectName("closeUnsaved")
        save = box.addButton(QCoreApplication.translate("PlayWindow", "Save As…"), QMessageBox.ButtonRole.AcceptRole)
        close = box.addButton(QCoreApplication.translate("PlayWindow", "Close without saving"), QMessageBox.ButtonRole.DestructiveRole)
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
