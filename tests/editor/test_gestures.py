"""Selecting, moving, rotating, re-aiming, clipping and the palette's counts, driven by mouse and keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Placement, Track
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate

from .conftest import cell_pos, click_cell, drag_from_palette, drag_on_canvas

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def test_multi_selection_move_is_one_undo_step(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    ids = ["p1", "p2", "p3"]
    for piece_id in ids:
        click_cell(qtbot, window, track.piece(piece_id).cell, CTRL)
    assert window.controller.selection == set(ids)
    count = window.document.undo_stack.count()
    start = track.piece("p2").cell
    # Up and away from the rest of the track: two rows north.
    drag_on_canvas(qtbot, window, cell_pos(window, start), cell_pos(window, Cell(start.q, start.r - 2)))
    moved = window.current_track()
    for piece in track.pieces:
        expected = piece.moved(0, -2) if piece.id in ids else piece
        assert moved.piece(piece.id) == expected
    assert window.document.undo_stack.count() == count + 1
    assert window.controller.selection == set(ids)
    window.undo_action.trigger()
    assert window.current_track() == track
    # The items went back to their places (nothing left offset from the drag).
    assert all(item.pos() == QPointF(0, 0) for item in window.scene.piece_items().values())


def test_rubber_band_select_all_and_ctrl_click(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    view = window.view.viewport()
    drag_on_canvas(qtbot, window, QPoint(5, 5), QPoint(view.width() - 5, view.height() - 5))
    assert window.controller.selection == {p.id for p in track.pieces}
    assert window.scene.highlighted_piece_ids() == {p.id for p in track.pieces}
    click_cell(qtbot, window, track.piece("p1").cell, CTRL)  # Ctrl-click takes one out
    assert "p1" not in window.controller.selection
    click_cell(qtbot, window, Cell(1, 2))  # empty table inside the loop: clears
    assert window.controller.selection == set()
    qtbot.keyClick(window.view, Qt.Key.Key_A, CTRL)
    assert len(window.controller.selection) == len(track.pieces)
    assert "10 pieces selected" in window.selection_label.text()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.selection == set()
    # A band with Ctrl adds to the selection.
    click_cell(qtbot, window, track.piece("p6").cell)
    corner = cell_pos(window, track.piece("p1").cell)
    drag_on_canvas(qtbot, window, corner - QPoint(40, 40), corner + QPoint(5, 5), CTRL)
    assert window.controller.selection == {"p6", "p1"}


def test_moving_one_piece_clips_it_and_re_aims_its_neighbour_in_one_step(qtbot: QtBot, make_editor) -> None:
    track = Track(pieces=(Placement(id="a", kind=PieceKind.DISTRICT_DOUBLE, tile="D1", cell=Cell(0, 0)),
                          Placement(id="b", kind=PieceKind.BRIDGE, cell=Cell(0, 3))))
    window = make_editor(track)
    # Drag the bridge next to the double's east end, but south-east of it: the end turns.
    drag_on_canvas(qtbot, window, cell_pos(window, Cell(0, 3)), cell_pos(window, Cell(1, 1)))
    moved = window.current_track()
    assert moved.piece("b").cell == Cell(1, 1)
    assert moved.piece("a").connector_edges()[1] == (Cell(1, 0), 1)
    assert len(validate(moved).graph.joins) == 2
    assert window.document.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.current_track() == track


def test_alt_turns_clipping_off_for_one_drag(qtbot: QtBot, make_editor) -> None:
    track = Track(pieces=(Placement(id="a", kind=PieceKind.DISTRICT_DOUBLE, tile="D1", cell=Cell(0, 0)),))
    window = make_editor(track)
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(1, 1), modifiers=ALT)
    snapped_off = window.current_track()
    assert snapped_off.piece("a") == track.piece("a")  # the neighbour was not turned
    bridge = snapped_off.pieces[-1]
    assert bridge.cell == Cell(1, 1) and bridge.connectors is None  # straight through, as it comes
    window.undo_action.trigger()
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(1, 1))
    clipped = window.current_track()
    assert clipped.piece("a") != track.piece("a")
    assert len(validate(clipped).graph.joins) == 2


def test_rotate_while_dragging_with_keys_and_wheel(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    palette = window.palette
    start = palette.item_rect(PieceKind.DISTRICT_DOUBLE).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    target = cell_pos(window, Cell(0, 0))
    qtbot.mouseMove(window.view.viewport(), target)
    assert window.controller.overlay.placements[0].rotation == 0
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    assert window.controller.overlay.placements[0].rotation == 1
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.overlay.placements[0].rotation == 5
    zoom = window.view.zoom_level()
    wheel = QWheelEvent(
        QPointF(target), QPointF(window.view.viewport().mapToGlobal(target)), QPoint(0, 0), QPoint(0, -120),
        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(window.view.viewport(), wheel)
    assert window.controller.overlay.placements[0].rotation == 0  # one notch: clockwise
    assert window.view.zoom_level() == zoom  # the wheel turned the piece, not the zoom
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    (piece,) = window.current_track().pieces
    assert piece.rotation == 0 and piece.cell == Cell(0, 0)


def test_re_aim_an_end_with_the_key_and_the_context_menu(qtbot: QtBot, make_editor) -> None:
    track = Track(pieces=(Placement(id="b", kind=PieceKind.BRIDGE, cell=Cell(0, 0)),))
    window = make_editor(track)
    click_cell(qtbot, window, Cell(0, 0))
    # The pointer is on the bridge's middle: the first end (west) turns to the next edge.
    before = window.current_track().piece("b").connector_edges()
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    after = window.current_track().piece("b").connector_edges()
    assert after != before
    assert window.document.undo_stack.count() == 1
    menu = window.build_context_menu("b", QPointF(cell_pos(window, Cell(0, 0))))
    aim_menu = next(a.menu() for a in menu.actions() if a.menu() and a.text() == "Aim End 2")
    towards_se = next(a for a in aim_menu.actions() if a.text() == "Towards SE")
    towards_se.trigger()
    assert window.current_track().piece("b").connector_edges()[1] == (Cell(0, 0), 1)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.current_track() == track


def test_a_drop_on_a_taken_hex_is_refused(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, track.piece("p2").cell)
    assert window.current_track() == track
    assert "taken" in window.statusBar().currentMessage()


def test_palette_counts_what_is_left(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    palette = window.palette
    row = palette.row_of(PieceKind.DISTRICT_DOUBLE)
    assert "10 of 10 left" in palette.item(row).text()
    for q in range(3):
        drag_from_palette(qtbot, window, PieceKind.DISTRICT_DOUBLE, Cell(2 * q, 0), rotation=0)
    assert palette.item(row).text().splitlines() == ["District doubles", "7 of 10 left"]
    assert palette.stock_of(PieceKind.DISTRICT_DOUBLE).left == 7
    go = palette.item(palette.row_of(PieceKind.GO))
    assert go.flags() & Qt.ItemFlag.ItemIsEnabled
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(-1, 0))
    assert "0 of 1 left" in go.text()
    assert not go.flags() & Qt.ItemFlag.ItemIsEnabled  # the box has no second GO
    window.undo_action.trigger()
    assert go.flags() & Qt.ItemFlag.ItemIsEnabled


def test_click_to_place_and_keyboard_placement(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    palette = window.palette
    # A click on an entry (no drag) lets the next click on the board place the piece.
    qtbot.mouseClick(palette.viewport(), Qt.MouseButton.LeftButton, pos=palette.item_rect(PieceKind.GO).center().toPoint())
    assert window.controller.placing_kind == PieceKind.GO
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, Cell(0, 0)))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(window, Cell(0, 0)))
    (go,) = window.current_track().pieces
    assert go.kind == PieceKind.GO and go.cell == Cell(0, 0)
    # With nothing selected, Enter on an entry clips a piece where it joins the most open ends.
    window.controller.clear_selection()
    palette.setFocus()
    palette.setCurrentRow(palette.row_of(PieceKind.DISTRICT_DOUBLE))
    qtbot.keyClick(palette, Qt.Key.Key_Return)
    track = window.current_track()
    assert len(track.pieces) == 2
    assert validate(track).valid  # it clipped onto both ends of GO: a tiny closed Custom loop


def test_cut_duplicate_and_next_tile(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    click_cell(qtbot, window, track.piece("p2").cell)
    qtbot.keyClick(window.view, Qt.Key.Key_D, CTRL)
    duplicated = window.current_track()
    (copy,) = [p for p in duplicated.pieces if p.id not in {q.id for q in track.pieces}]
    assert copy.kind == PieceKind.DISTRICT_DOUBLE and copy.tile not in {p.tile for p in track.pieces}
    assert not set(copy.cells()) & {c for p in track.pieces for c in p.cells()}
    assert window.controller.selection == {copy.id}
    tile = copy.tile
    qtbot.keyClick(window.view, Qt.Key.Key_T)
    assert window.current_track().piece(copy.id).tile not in (tile, *(p.tile for p in track.pieces))
    qtbot.keyClick(window.view, Qt.Key.Key_X, CTRL)
    assert window.current_track().pieces == track.pieces
    assert copy.id in QApplication.clipboard().text()
    window.undo_action.trigger()
    assert copy.id in {p.id for p in window.current_track().pieces}


def test_nudge_and_rotate_a_selection_with_keys(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    qtbot.keyClick(window.view, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.current_track() == track.moved(1, 0)
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    turned = window.current_track()
    assert validate(turned).valid  # the whole loop turned together, still closed
    assert [p.rotation for p in turned.pieces] == [(p.rotation + 1) % 6 for p in track.pieces]
    assert window.document.undo_stack.count() == 2


def test_escape_in_the_palette_cancels_its_drag(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    palette = window.palette
    start = palette.item_rect(PieceKind.BRIDGE).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, Cell(0, 0)))
    assert window.controller.dragging and window.controller.overlay.placements
    palette.setFocus()
    qtbot.keyClick(palette, Qt.Key.Key_Escape)
    assert not window.controller.dragging and not window.controller.overlay.placements
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(window, Cell(0, 0)))
    assert window.current_track().pieces == ()


def test_a_drag_back_to_the_start_changes_nothing(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    start = cell_pos(window, track.piece("p3").cell)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, cell_pos(window, Cell(6, -2)))
    assert window.controller.overlay.placements[0].cell == Cell(6, -2)
    qtbot.mouseMove(viewport, start + QPoint(2, 2))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(2, 2))
    assert window.current_track() == track
    assert not window.document.undo_stack.canUndo()
    assert window.scene.piece_item("p3").opacity() == 1.0
