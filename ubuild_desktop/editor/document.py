"""The editor's model: one track, its file, its undo history and its validation report.

A :class:`TrackDocument` is the only thing in the editor that changes the track. Every
change is a core edit (:mod:`ubuild_desktop.core.edits`) pushed through
:meth:`TrackDocument.apply`, which wraps it in an :class:`EditCommand` on the
document's ``QUndoStack``: ``redo`` applies the edit to the current track, ``undo``
reverts it. One gesture is one edit (a drag, a drop that re-aims a neighbour and a
multi-selection move are each one :class:`~ubuild_desktop.core.edits.Compound` or
replacement), so one gesture is one undo step.

After every change the document validates the new track once and emits
``trackChanged(track)``; views read :attr:`TrackDocument.report` (which carries the
adjacency graph as well) instead of validating again. The validation is core's
:class:`~ubuild_desktop.core.validate.LiveValidation`: an edit derives again only the part
of the graph it touched, so a drop or an undo on a big track costs about its own size.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ubuild_desktop.core.edits import Edit
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import TrackFileError, load_track, save_track
from ubuild_desktop.core.validate import LiveValidation, Report
from ubuild_desktop.words import file_error_text


def track_error_text(path: Path | str, exc: ValueError) -> str:
    """The one-line message for a track file that cannot be read, naming the file."""
    if isinstance(exc, TrackFileError):
        return file_error_text(exc)
    return QCoreApplication.translate("EditorWindow", "{file}: not a track file ({error})").format(file=path, error=exc)


class EditCommand(QUndoCommand):
    """A core edit on the undo stack: redo applies it, undo reverts it."""

    def __init__(self, document: TrackDocument, edit: Edit, result: Track) -> None:
        super().__init__(edit.label)
        self.edit = edit
        self._document = document
        self._first: Track | None = result  # computed (and checked) before the push

    def redo(self) -> None:
        if self._first is not None:
            track, self._first = self._first, None
        else:
            track = self.edit.apply(self._document.track)
        self._document._replace(track)

    def undo(self) -> None:
        self._document._replace(self.edit.revert(self._document.track))


class TrackDocument(QObject):
    """The track being edited, where it lives on disk, and how it got there.

    Signals: ``trackChanged(Track)`` after every change of the track (an edit, an undo,
    a redo, a load); ``pathChanged(object)`` when the file path changes (a ``Path`` or
    None); ``modifiedChanged(bool)`` when the track starts or stops differing from
    the file.
    """

    trackChanged = Signal(object)
    pathChanged = Signal(object)
    modifiedChanged = Signal(bool)

    def __init__(self, track: Track | None = None, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._track = track if track is not None else Track()
        self._validation = LiveValidation(self._track)
        self._path = path
        self._quiet = False
        self.undo_stack = QUndoStack(self)
        # A method, not a lambda: Qt drops the connection when the document is destroyed,
        # so the stack's last cleanChanged during teardown reaches no deleted object.
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        # Announce a change once the stack has moved, so ``modified`` is already right.
        self.undo_stack.indexChanged.connect(self._announce)

    # ------------------------------------------------------------------ state

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    @property
    def track(self) -> Track:
        return self._track

    @property
    def report(self) -> Report:
        """The validation of the current track against its own preset and railroads setting."""
        return self._validation.report

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        """Whether the track differs from its file (or, with no file, from the empty start)."""
        return not self.undo_stack.isClean()

    # ------------------------------------------------------------------ edits

    def apply(self, edit: Edit) -> Track:
        """Apply ``edit`` as one undo step; raises the edit's ``EditError`` (nothing changes)."""
        result = edit.apply(self._track)
        self.undo_stack.push(EditCommand(self, edit, result))
        return self._track

    def _replace(self, track: Track) -> None:
        self._track = track
        self._validation.update(track)

    def _announce(self, _index: int = 0) -> None:
        if not self._quiet:
            self.trackChanged.emit(self._track)

    def reset(
        self, track: Track, path: Path | None = None, *, modified: bool = False,
        validation: LiveValidation | None = None,
    ) -> None:
        """Start over with ``track`` (a new or opened file): the history is cleared.

        ``modified`` marks the track as not saved yet (a recovered track, a template);
        ``validation`` is ``LiveValidation(track)`` if the caller has it already (a big
        track opened).
        """
        self._quiet = True
        try:
            self.undo_stack.clear()
            self._set_path(path)
            self._track = track
            if validation is None or validation.report.track is not track:
                validation = LiveValidation(track)
            self._validation = validation
            if modified:
                self.undo_stack.resetClean()  # no index of the history matches the file
            else:
                self.undo_stack.setClean()
        finally:
            self._quiet = False
        self._announce()

    # ------------------------------------------------------------------ files

    def open(self, path: Path) -> None:
        """Load ``path``; raises ``TrackFileError`` and leaves the document as it was."""
        track = load_track(path)
        self.reset(track, path)

    def save(self, path: Path | None = None) -> Path:
        """Write the track (atomically) to ``path`` or its own file; the history stays.

        Raises ``OSError`` if the file cannot be written, and ``ValueError`` if the
        document has no path yet and none is given.
        """
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("no file to save to")
        save_track(self._track, target)
        self._set_path(target)
        self.undo_stack.setClean()
        return target

    def _set_path(self, path: Path | None) -> None:
        if path != self._path:
            self._path = path
            self.pathChanged.emit(path)
