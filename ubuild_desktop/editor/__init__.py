"""The track editor: design tracks by dragging hex tiles that clip together; and the
square-board editor (:mod:`.square_window`), its sibling on the same parts, for the
traditional game's boards.

:func:`open_editor` shows an :class:`EditorWindow` on a track (or a file, or an empty
table). The window's ``current_track()`` is the track as it is now and its
``trackChanged`` signal fires after every change.

Inside, model, scene and controller are apart:

- :class:`~.document.TrackDocument` (the model): the track, its file, the
  ``QUndoStack`` of core edits (:mod:`ubuild_desktop.core.edits`) and the validation
  report. The only thing that changes the track.
- the board (:mod:`ubuild_desktop.board`) draws it; the window refreshes only the
  pieces that changed after each edit.
- :class:`~.canvas.CanvasController`: selection and gestures (palette drops, moves,
  rubber band, rotate, re-aim), each ending in exactly one edit = one undo step.

Around them: :mod:`.piece_palette` (the box with counts left), the shared problems list
(:mod:`ubuild_desktop.board.problems`), :mod:`.clipboard` (copy/paste as track JSON), :mod:`.recovery`
(background recovery files), :mod:`.export` (PNG, SVG, PDF and print at true tile
size), :mod:`.settings` (recent files, printed hex size) and :mod:`.editor_cli`
(``ubuild edit`` and ``ubuild export``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .document import EditCommand, TrackDocument
    from .window import EditorWindow, open_editor

__all__ = ["EditCommand", "EditorWindow", "TrackDocument", "open_editor"]

_HOMES = {
    "EditCommand": ".document",
    "TrackDocument": ".document",
    "EditorWindow": ".window",
    "open_editor": ".window",
}


def __getattr__(name: str) -> Any:
    # Imported on first use, so ``ubuild_desktop.editor.editor_cli`` (loaded by the
    # command line for ``--help``) does not pull in Qt.
    if name in _HOMES:
        from importlib import import_module

        value = getattr(import_module(_HOMES[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
