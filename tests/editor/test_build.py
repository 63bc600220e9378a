"""Build the Starter track from an empty table by dragging pieces, then undo and redo it all."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate

from .conftest import cell_pos, click_cell, drag_from_palette, drag_on_canvas

CTRL = Qt.KeyboardModifier.ControlModifier


def shape(track: Track) -> list[tuple[str, tuple[Cell, ...], int]]:
    """What a drop decides: kind, hexes and rotation of every piece (ids and tiles aside)."""
    return [(p.kind.value, p.cells(), p.rotation) for p in track.pieces]


def test_build_the_starter_track_by_dragging_then_undo_and_redo_everything(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    target = load_builtin("starter")
    stack = window.document.undo_stack
    history = [window.current_track()]  # the track after each gesture

    # Build: one drag from the palette per piece, turned with R while dragging.
    for piece in target.pieces:
        drag_from_palette(qtbot, window, piece.kind, piece.cell, rotation=piece.rotation)
        track = window.current_track()
        assert len(track.pieces) == len(history)
        assert shape(track)[-1] == (piece.kind.value, piece.cells(), piece.rotation)
        history.append(track)
    built = window.current_track()
    assert shape(built) == shape(target)
    report = validate(built.model_copy(update={"preset": target.preset}))
    assert report.valid, report.diagnostics
    assert [s.cell for s in report.graph.spaces] == [s.cell for s in validate(target).graph.spaces]
    assert stack.count() == len(target.pieces)  # one undo step per drop
    assert {p.tile for p in built.pieces if p.tile} == {"D1", "D2", "D3", "D4"}  # tiles handed out in box order

    # Rotate: click the Jail, press R.
    jail = next(p for p in built.pieces if p.kind.value == "jail")
    click_cell(qtbot, window, jail.cell)
    assert window.controller.selection == {jail.id}
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    rotated = window.current_track()
    assert rotated.piece(jail.id).rotation == (jail.rotation + 1) % 6
    assert rotated.piece(jail.id).cell == jail.cell
    history.append(rotated)

    # Move: drag the Jail three hexes east, where nothing is.
    far = Cell(jail.cell.q + 3, jail.cell.r)
    drag_on_canvas(qtbot, window, cell_pos(window, jail.cell), cell_pos(window, far))
    moved = window.current_track()
    assert moved.piece(jail.id).cell == far
    assert len(moved.pieces) == len(rotated.pieces)
    history.append(moved)

    # Delete it.
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    deleted = window.current_track()
    assert jail.id not in {p.id for p in deleted.pieces}
    assert len(deleted.pieces) == len(target.pieces) - 1
    history.append(deleted)

    # Copy a bridge and paste it: a new piece with a fresh id on a free hex.
    bridge = next(p for p in deleted.pieces if p.kind.value == "bridge")
    click_cell(qtbot, window, bridge.cell)
    qtbot.keyClick(window.view, Qt.Key.Key_C, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_V, CTRL)
    pasted = window.current_track()
    assert len(pasted.pieces) == len(deleted.pieces) + 1
    new = pasted.pieces[-1]
    assert new.kind == bridge.kind and new.id not in {p.id for p in deleted.pieces}
    assert new.cell not in {c for p in deleted.pieces for c in p.cells()}
    assert window.controller.selection == {new.id}
    history.append(pasted)

    assert stack.count() == len(history) - 1
    # Undo everything, one gesture at a time, back to the empty table.
    for expected in reversed(history[:-1]):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
        assert window.current_track() == expected
    assert window.current_track().pieces == ()
    assert not stack.canUndo()
    # And redo it all.
    for expected in history[1:]:
        qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
        assert window.current_track() == expected
    assert not stack.canRedo()


def test_a_dropped_piece_is_shown_and_the_board_follows_every_change(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    with qtbot.waitSignal(window.trackChanged) as signal:
        drag_from_palette(qtbot, window, load_builtin("starter").pieces[0].kind, Cell(0, 0))
    (track,) = signal.args
    assert track == window.current_track()
    (piece,) = track.pieces
    assert set(window.scene.piece_items()) == {piece.id}
    assert window.scene.piece_item(piece.id).placement == piece
    window.undo_action.trigger()
    assert window.scene.piece_items() == {}
    # The drag left no ghost behind.
    assert window.controller.overlay.visible_ghosts() == []
    assert window.controller.overlay.marker_items() == []


def test_ghost_and_target_connector_show_during_a_drag(qtbot: QtBot, make_editor) -> None:
    starter = load_builtin("starter")
    gap = starter.pieces[4]  # a bridge between two doubles
    track = starter.model_copy(update={"pieces": tuple(p for p in starter.pieces if p.id != gap.id)})
    window = make_editor(track)
    palette = window.palette
    start = palette.item_rect(gap.kind).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, gap.cell))
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, gap.cell) + QPoint(2, 1))
    overlay = window.controller.overlay
    (ghost,) = overlay.placements
    assert ghost.cell == gap.cell
    assert len(overlay.marker_items()) == 2  # both open ends it will clip to
    assert overlay.visible_ghosts()[0].connector_states == ("joined", "joined")
    assert window.controller.dragging
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.controller.dragging
    assert overlay.visible_ghosts() == []
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(window, gap.cell))
    assert window.current_track() == track  # cancelled: nothing dropped
