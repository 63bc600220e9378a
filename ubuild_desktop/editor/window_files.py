"""The track editor's files (a mixin of :class:`~.window.EditorWindow`): New, Open (a square
board opens in its own editor), Save and Save As, the recent files, and what starts from
the track: Play, Suggest a track, Attach a piece, a new track from a template."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMetaMethod
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from ubuild_desktop.core.edits import SetProperties
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.limits import MAX_TRACK_NAME_LENGTH
from ubuild_desktop.core.square import BoardFileError, load_board
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin, load_track
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.core.validate import LiveValidation

from . import progress, settings
from .track_dialogs import NewTrackDialog
from .window_parts import ask_to_save, name_from_file, save_as_named, save_document, save_path
from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.words import preset_name, track_error_text, track_name


class TrackFiles:
    """The edited track's files, and what starts from them (see the module docstring)."""

    # ------------------------------------------------------------------ files

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        if not self.document.modified:
            return True
        answer = ask_to_save(self, self._display_name())
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _display_name(self) -> str:
        """The file's or the track's name as plain text to show (isolated, elided)."""
        path = self.document.path
        return shown(path.name if path is not None else track_name(self.document.track.name), TRACK_NAME_SHOWN)

    def new_track(self) -> bool:
        """Start an empty track, asking its name and the preset it is for; False if cancelled."""
        if not self.maybe_save():
            return False
        dialog = NewTrackDialog(QCoreApplication.translate("EditorWindow", "Untitled track"), parent=self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            track = dialog.track()
        finally:
            dialog.deleteLater()
        self._reset(track, None)
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "A new {preset} track: drag pieces from the palette, or choose one "
                                             "and press Enter").format(preset=preset_name(track.preset)), 6000)
        return True

    # ------------------------------------------------------------------ play

    def play_track(self) -> bool:
        """Ask for a new game on the track as it is now; an invalid track is refused, with why.

        An unsaved track plays as it is (the game keeps its own copy of the track). True
        if ``playRequested`` was emitted.
        """
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.playRequested)):
            QMessageBox.information(
                self, QCoreApplication.translate("EditorWindow", "Play This Track"),
                QCoreApplication.translate("EditorWindow", "This editor was not opened from U-Build's home window, which starts the games. "
                        "Save the track, then choose New game… at home (ubuild home) and pick the track file."),
            )
            return False
        report = self.document.report
        if not report.valid:
            count = len(report.diagnostics)
            QMessageBox.warning(
                self, QCoreApplication.translate("EditorWindow", "Cannot Play This Track"),
                (QCoreApplication.translate("EditorWindow", "The track has 1 problem for the {preset} rules. Fix it first: the Problems list says what it is.")
                 if count == 1 else
                 QCoreApplication.translate("EditorWindow", "The track has {count} problems for the {preset} rules. Fix them first: the Problems list "
                         "says what they are.")).format(count=count, preset=preset_name(self.document.track.preset)),
            )
            return False
        if self.document.modified:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Playing the track as it is now (not saved yet)"), 6000)
        self.playRequested.emit(self.document.track)
        return True

    def suggest_track(self) -> bool:
        """Track → Suggest a Track…: the generator's dialog; the suggestion the user opens
        replaces the track (after asking to save it), unsaved. True if one was opened."""
        from .suggest import SuggestDialog

        preset = self.document.track.preset
        dialog = SuggestDialog(preset if preset != Preset.CUSTOM else Preset.CLASSIC, self)
        opened: list[Track] = []
        dialog.chosen.connect(opened.append)
        keep_on_screen(dialog)
        dialog.exec()
        dialog.deleteLater()
        if not opened or not self.maybe_save():
            return False
        self._reset(opened[0], None, modified=True)
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Opened the suggested track (not saved yet)"), 6000)
        return True

    def attach_piece(self, kind: PieceKind | None = None) -> bool:
        """Enter: clip the palette's chosen piece (or ``kind``) to the current open end."""
        if kind is None:
            kind = self.palette.current_kind()
        if kind is None:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Choose a piece in the palette first (Tab to it, then the arrow keys)"), 4000)
            return False
        if self.palette.stock_of(kind).left <= 0:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "None of those pieces are left in the box"), 4000)
            return False
        return self.controller.attach(kind)

    def new_from_template(self, name: str) -> None:
        if self.maybe_save():
            track = load_builtin(name)
            self._reset(track, None)

    def _open_steps(self, path: Path) -> progress.Job[tuple[Track, LiveValidation]]:
        """Opening a track as a job: read and check the file, validate it, draw it a few pieces at
        a time (the document takes it only at the end: until then the old track stays)."""
        track = load_track(path)
        yield 0.1
        validation = LiveValidation(track)
        yield 0.2
        total = max(1, len(track.pieces))
        for drawn in self.scene.set_track_in_steps(track, validation.report.graph):
            yield 0.2 + 0.8 * drawn / total
        return track, validation

    def _reset(self, track: Track, path: Path | None, *, modified: bool = False,
               validation: LiveValidation | None = None) -> None:
        self.controller.cancel()
        self.controller.clear_selection()
        self.document.reset(track, path, modified=modified, validation=validation)
        self._discard_recovery()
        if modified:
            self.write_recovery()
        self.view.fit()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(self.document.path.parent) if self.document.path is not None else ""
        path, _filter = QFileDialog.getOpenFileName(self, QCoreApplication.translate("EditorWindow", "Open Track"), start, QCoreApplication.translate("EditorWindow", "Track files (*.json);;All files (*)"))
        if path:
            self.open_path(Path(path), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open a track file; a broken or newer file is reported and nothing changes."""
        if ask and not self.maybe_save():
            return False
        try:
            track, validation = self._run(QCoreApplication.translate("EditorWindow", "Open Track"), QCoreApplication.translate("EditorWindow", "Opening {file}…").format(file=path.name),
                                          self._open_steps(path))
        except progress.Cancelled:
            self.scene.update_track(self.document.track, self.document.report.graph)  # the track that stays
            self._track_changed(self.document.track)
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Opening cancelled"), 4000)
            return False
        except ValueError as exc:  # TrackFileError, or a number too long to read
            if self._open_board(path):
                return True
            QMessageBox.critical(self, QCoreApplication.translate("EditorWindow", "Cannot Open Track"), track_error_text(path, exc))
            return False
        self._reset(track, path, validation=validation)
        settings.add_recent_file(path)
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Opened {file}").format(file=path.name), 3000)
        return True

    def _open_board(self, path: Path) -> bool:
        """Open ``path`` in a square-board editor window if it is a square board file."""
        try:
            board = load_board(path)
        except (BoardFileError, ValueError):
            return False
        from .editors import open_editor_for

        self.editorOpened.emit(open_editor_for(board, path))
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        start = str(self.document.path) if self.document.path else f"{self.document.track.name}.json"
        target = save_path(self, QCoreApplication.translate("EditorWindow", "Save Track As"), start, QCoreApplication.translate("EditorWindow", "Track files (*.json);;All files (*)"))
        if target is None:
            return False
        track = self.document.track
        given = {Track().name, QCoreApplication.translate("EditorWindow", "Untitled track"), QCoreApplication.translate("NewTrackDialog", "Untitled track"),
                 *(load_builtin(name).name for name in builtin_track_names())}
        new_name = name_from_file(track.name, self.document.path, target, given, MAX_TRACK_NAME_LENGTH)
        saved = save_as_named(self, self.document, target, new_name, lambda name: self.document.apply(
            SetProperties.of(self.document.track, QCoreApplication.translate("EditorWindow", "Name after the file"), name=name)), QCoreApplication.translate("EditorWindow", "Cannot Save Track"))
        return saved and self._saved(target)

    def save_to(self, path: Path) -> bool:
        """Save to ``path`` (atomically); the history stays. A write error is reported."""
        return save_document(self, self.document, path, QCoreApplication.translate("EditorWindow", "Cannot Save Track")) and self._saved(path)

    def _saved(self, path: Path) -> bool:
        settings.add_recent_file(path)
        self._discard_recovery()
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = settings.recent_files()
        for path in files:
            act = self.recent_menu.addAction(path.name)
            act.setToolTip(str(path))
            act.setStatusTip(str(path))
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if files:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(QCoreApplication.translate("EditorWindow", "Clear Recent Files"))
            clear.triggered.connect(settings.clear_recent_files)
        else:
            empty = self.recent_menu.addAction(QCoreApplication.translate("EditorWindow", "No recent files"))
            empty.setEnabled(False)
