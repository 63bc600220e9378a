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

In more detail:

``TrackDocument`` (the track, its file, a ``QUndoStack`` of core edits wrapped by
``EditCommand``, the validation report; on ``document.HistoryDocument``, the value, path,
one undo stack, report, reset and atomic save every editor's document shares) is the only
thing that changes the track; ``CanvasController`` turns gestures (palette drops, moves,
rotations, re-aims) into exactly one edit each; the board redraws only the pieces that
changed. Keyboard building: a single selected piece shows its current open end (an arrow,
``ghost.OpenEndMarkerItem``); Enter clips the palette's chosen piece there
(``CanvasController.attach``, core's ``ClipIndex.attach``), E moves the arrow round the
track's open ends. Around them: the piece palette dock (``piece_palette.py``), clipboard,
recovery files, export and print (``export.py``, with ``paper.py``'s one page plan for PDF,
Print and Print Preview that prints only the pages holding a piece, checked against
``MAX_EXPORT_PAGES`` before anything is painted, its marks and parts list). ``window.py``'s
``EditorWindow`` is the track editor's frame; its actions and menus (``window_actions.py``),
files (``window_files.py``), export and printing (``window_export.py``) are mixins beside
it, its dialogs ``track_dialogs.py``; the canvas is ``canvas.py``'s controller with its
commands (``canvas_commands.py``), gestures (``gestures.py``) and view (``editor_view.py``).
Long work is a *job*, a generator that does a little between two ``yield``s of how far it is
(``export.*_steps``, ``BoardScene.set_track_in_steps``, opening a file): ``progress.py``
runs it on the GUI thread (Qt items live there) with a ``QProgressDialog``, letting events
run after each step, so the window never freezes and Cancel closes the generator; exports
write a temporary file beside the target and rename it only when complete. One page painter
(``export._pages_steps``) serves all three: PDF export and Print paint on the device, Print
Preview paints the pages ahead into ``QPicture``s with progress and Cancel
(``picture_pages_steps``), and the preview's ``paintRequested`` only replays them
(``PreparedPages.play``, no events: running events inside that request crashes Qt); a page
set-up changed in the preview repaints at once. The printer outlives its dialog. The editor
never starts a game: Track > Play This Track emits ``playRequested(track)``, and ``app/``
(Home, and ``ubuild edit``, which app registers) opens the New game dialog on it.
``editor_cli.py`` is command-line code: ``ubuild export`` and the editor's side of ``ubuild
edit``. The Balance panel (``balance_panel.py``, a dock closed until View → Balance, kept
with the window's layout; it takes a ``BoardScene`` or a ``SquareBoardScene`` and
``set_board(board, report)`` a track with its ``Report`` or a square board with its
``BoardReport``, for the square editor; its choices in ``editor/settings.py``): after every
edit the window's ``_track_changed`` hands it the track once the scene is redrawn, and while
it shows (or its heat map lies on the canvas) it makes the exact part again on the GUI
thread (``board/track_odds.py``'s ``odds_of``, core's ``money_figures``; a track that is not
valid says why); a simulation is a ``SimulationJob`` (an
``editor/background.BackgroundJob``, the one shape of the panel's, the Fair start's and the
track generator's long work), a Python thread running ``core/engine/simulate.py``'s
``simulate`` on the panel's ``WorkerPool`` (one process per core, started at the first run
and kept warm until the window closes, so no game is ever played in the window's process;
``should_stop`` polled, the pool's ``cancel`` on Cancel), whose signals come back queued to
the window's thread; the next edit, Cancel or closing the window stops it (``shutdown``
joins every thread). "Compare with…" adds a second ``TrackColumn`` (``balance_column.py``,
with the figures it shows) for another file of the board's rule set. Every chart is a
``charts/`` painter. Under the columns, the Fair start section (``fair_section.py``, issue
27): Propose Fair Start runs core's ``propose_fair_start`` in a ``FairJob`` thread
(``proof_settings`` from the panel's game count, the panel's own simulation as its "before"
when it fits, "The last place also starts with" a gift, progress, Cancel, the next edit
cancels it), shows ``charts/fair_table.py``'s table, and Apply as House Rule emits
``fairStartRequested(players, (amounts, gifts))``, which the window makes one undoable edit
(``SetProperties`` of ``Track.fair_start``, or the board document's ``change``). The
square-board editor (``ubuild edit traditional|BOARD.json``, either editor's Open on a board
file, Home's Open) is a sibling window of the same parts, not a mode of the track editor:
``square_window.py``'s ``SquareEditorWindow`` (the board drawn by ``board/square_scene.py``
in a ``BoardView`` whose left click selects the space under it) with ``board_document.py``'s
``BoardDocument`` (a ``HistoryDocument`` of a frozen ``SquareBoard``: each change is a
``BoardEdit`` holding the whole board before and after, so undo is exact; consecutive
changes of one field of one space, group or setting merge into one step; ``validate_board``
runs after each) and the pure helpers that make each new board (``with_space``,
``kind_changed``: what a new kind clears and the traditional values it starts with;
``kinds_offered``: GO on the first space, jail, Free Parking and Go to Jail on the ring's
corners only where the board has none; ``insert_space``/ ``remove_space`` within the
validator's 12-60; groups added and removed, a removed group's streets left without one for
the validator to name). ``square_forms.py`` holds the side forms (``SpaceForm``,
``GroupsForm``, ``BoardForm``); they only read the document's board and push changes. What
both editor windows do alike is ``window_parts.py`` (actions, docks, tool bar buttons, the
summary, the unsaved-changes question, the Save As path and ``save_as_named``: a document
whose name the program gave it (untitled, a built-in's, its old file's) is named after the
file at Save As, one undo step, so the title, PDF and parts list agree; and ``BalanceDock``:
the Balance panel's dock, sizing and View > Balance; the square editor hands the panel the
board with ``set_board``). Its export is ``export.py``'s ``scene_png_steps`` /
``scene_svg_steps`` / ``scene_pdf_steps`` (any board scene; PDF on one A4 page), which the
track's PNG and SVG exports use too; either editor asks a PNG's size first
(``png_size.py``'s ``PngSizeDialog``: presets, a track's true tile size at 150/300 dpi, or a
width or height of one's own; the size shown is ``export.png_size_for``'s, the size
written). An SVG export asks for CSS font families (``charts/style.py``'s
``svg_with_css_fonts``), never Qt's "Sans Serif". Board > Play This Board emits
``playRequested(board)``; ``app/`` joins it like the track editor
(``HomeWindow.adopt_editor``, which also follows ``editorOpened``: either editor's Open
hands a file of the other kind to the other editor: ``editors.open_editor_for``, the editor
window the board's rule set names, so neither window imports the other).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ubuild_desktop.core.lazy import lazy_names

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

# Imported on first use, so ``ubuild_desktop.editor.editor_cli`` (loaded by the command
# line for ``--help``) does not pull in Qt.
__getattr__ = lazy_names(__name__, _HOMES)
