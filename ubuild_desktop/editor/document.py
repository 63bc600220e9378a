"""The editor's model: one track, its file, its undo history and its validation report.

What every editor's document shares (the value, its path, the one undo stack, the report
kept for the value, reset and the atomic save) is :class:`HistoryDocument`; the square-board
editor's ``BoardDocument`` (``board_document.py``) is the other one.

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

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ubuild_desktop.core.edits import Edit
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_track, save_track
from ubuild_desktop.core.validate import LiveValidation, Report


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


class HistoryDocument(QObject):
    """What an editor's document is, whatever it edits: a value (immutable), where it lives on
    disk, one ``QUndoStack`` of its changes, and the report of its checks, kept for the value
    it describes. :class:`TrackDocument` (a track) and the square-board editor's
    ``BoardDocument`` (a :class:`~ubuild_desktop.core.square.SquareBoard`) are this, with their
    own value, check, file writer and change signal.

    Signals: ``pathChanged(object)`` when the file path changes (a ``Path`` or None);
    ``modifiedChanged(bool)`` when the value starts or stops differing from the file. The
    subclass's own change signal is emitted by :meth:`_emit_changed` after every change (an
    edit, an undo, a redo, a load), once the stack has moved.
    """

    pathChanged = Signal(object)
    modifiedChanged = Signal(bool)

    def __init__(self, value: object, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = value
        self._report = self._check(value)
        self._path = path
        self._quiet = False
        self.undo_stack = QUndoStack(self)
        # A method, not a lambda: Qt drops the connection when the document is destroyed,
        # so the stack's last cleanChanged during teardown reaches no deleted object.
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        # Announce a change once the stack has moved, so ``modified`` is already right.
        self.undo_stack.indexChanged.connect(self._announce)

    # --------------------------------------------------------- the subclass's part

    def _check(self, value: object) -> object:
        """The report of ``value`` (its validation)."""
        raise NotImplementedError

    def _write(self, value: object, path: Path) -> None:
        """Write ``value`` to ``path`` atomically (raises ``OSError``)."""
        raise NotImplementedError

    def _emit_changed(self, value: object) -> None:
        raise NotImplementedError

    def _report_of(self, value: object, validation: object | None) -> object:
        """The report of a value that starts a new history: from ``validation`` if the caller
        has checked ``value`` already (what the subclass's check keeps), else a new check."""
        return self._check(value)

    # ------------------------------------------------------------------ state

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        """Whether the value differs from its file (or, with no file, from where it started)."""
        return not self.undo_stack.isClean()

    def _replace(self, value: object) -> None:
        self._value = value
        self._report = self._check(value)

    def _announce(self, _index: int = 0) -> None:
        if not self._quiet:
            self._emit_changed(self._value)

    def reset(
        self, value: object, path: Path | None = None, *, modified: bool = False, validation: object | None = None,
    ) -> None:
        """Start over with ``value`` (a new or opened file): the history is cleared.

        ``modified`` marks it as not saved yet (a recovered track, a template);
        ``validation`` is its check if the caller has it already (a big track opened: its
        ``LiveValidation``).
        """
        self._quiet = True
        try:
            self.undo_stack.clear()
            self._set_path(path)
            self._value = value
            self._report = self._report_of(value, validation)
            if modified:
                self.undo_stack.resetClean()  # no index of the history matches the file
            else:
                self.undo_stack.setClean()
        finally:
            self._quiet = False
        self._announce()

    def save(self, path: Path | None = None) -> Path:
        """Write the value (atomically) to ``path`` or its own file; the history stays.

        Raises ``OSError`` if the file cannot be written, and ``ValueError`` if the
        document has no path yet and none is given.
        """
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("no file to save to")
        self._write(self._value, target)
        self._set_path(target)
        self.undo_stack.setClean()
        return target

    def _set_path(self, path: Path | None) -> None:
        if path != self._path:
            self._path = path
            self.pathChanged.emit(path)


class TrackDocument(HistoryDocument):
    """The track being edited, where it lives on disk, and how it got there.

    Signals: ``trackChanged(Track)`` after every change of the track (an edit, an undo,
    a redo, a load); ``pathChanged`` and ``modifiedChanged`` as every
    :class:`HistoryDocument`'s.
    """

    trackChanged = Signal(object)

    def __init__(self, track: Track | None = None, path: Path | None = None, parent: QObject | None = None) -> None:
        self._validation: LiveValidation | None = None  # kept from edit to edit (see _check)
        super().__init__(track if track is not None else Track(), path, parent)

    def _check(self, value: object) -> Report:
        """The report of the track after an edit: the kept validation brought up to date."""
        assert isinstance(value, Track)
        if self._validation is None:
            self._validation = LiveValidation(value)
        else:
            self._validation.update(value)
        return self._validation.report

    def _write(self, value: object, path: Path) -> None:
        assert isinstance(value, Track)
        save_track(value, path)

    def _emit_changed(self, value: object) -> None:
        self.trackChanged.emit(value)

    def _report_of(self, value: object, validation: object | None) -> object:
        """A new history starts a new validation: the caller's if it is of ``value``."""
        assert isinstance(value, Track)
        if not (isinstance(validation, LiveValidation) and validation.report.track is value):
            validation = LiveValidation(value)
        self._validation = validation
        return validation.report

    @property
    def track(self) -> Track:
        assert isinstance(self._value, Track)
        return self._value

    @property
    def report(self) -> Report:
        """The validation of the current track against its own preset and railroads setting."""
        assert isinstance(self._report, Report)
        return self._report

    # ------------------------------------------------------------------ edits

    def apply(self, edit: Edit) -> Track:
        """Apply ``edit`` as one undo step; raises the edit's ``EditError`` (nothing changes)."""
        result = edit.apply(self.track)
        self.undo_stack.push(EditCommand(self, edit, result))
        return self.track

    # ------------------------------------------------------------------ files

    def open(self, path: Path) -> None:
        """Load ``path``; raises ``TrackFileError`` and leaves the document as it was."""
        track = load_track(path)
        self.reset(track, path)
