"""What a first-time user sees: room to build, status messages that show, plain names."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.board import cell_center
from ubuild_desktop.core.lattice import HEX_DIRECTIONS, Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.trackfile import load_builtin

from .conftest import click_cell, drag_from_palette, process


def visible_rect(window):
    return window.view.mapToScene(window.view.viewport().rect()).boundingRect()


def test_an_empty_table_shows_room_for_a_first_loop(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    process()
    visible = visible_rect(window)
    # The Starter loop, built from the middle of the table, is in view without zooming out.
    for piece in load_builtin("starter").pieces:
        for cell in piece.cells():
            assert visible.contains(cell_center(cell)), cell


def test_gesture_messages_show_beside_the_validation_summary(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    bar = window.statusBar()
    assert bar.currentMessage() == "Placed: drop the next piece on one of its open ends"
    # The message is painted left of the permanent labels: they must leave it room.
    room = window.summary_label.geometry().left()
    assert bar.fontMetrics().horizontalAdvance(bar.currentMessage()) < room
    assert window.summary_label.isVisible() and "problem" in window.summary_label.text()

    go = window.current_track().pieces[0]
    cell, direction = go.connector_edges()[1]
    dq, dr = HEX_DIRECTIONS[direction]
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(cell.q + dq, cell.r + dr))
    assert bar.currentMessage() == "Clipped on to 1 open end"


def test_a_far_away_piece_says_it_was_placed_on_its_own(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    drag_from_palette(qtbot, window, PieceKind.JAIL, Cell(0, 3))
    assert window.statusBar().currentMessage().startswith("Placed on its own")


def test_sites_on_an_unfinished_track_say_why_none_show(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    window.sites_action.trigger()
    assert window.sites_action.isChecked()
    assert window.statusBar().currentMessage().startswith("No building sites yet")
    window.sites_action.trigger()  # off again: no message needed

    finished = make_editor(load_builtin("starter"))
    finished.statusBar().clearMessage()
    finished.sites_action.trigger()
    assert finished.scene.sites_visible
    assert finished.statusBar().currentMessage() == ""


def test_the_status_bar_names_the_selected_piece_in_words(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    double = next(p for p in track.pieces if p.kind == PieceKind.DISTRICT_DOUBLE)
    click_cell(qtbot, window, double.cell)
    assert window.controller.selection == {double.id}
    text = window.selection_label.text()
    assert text.startswith(f"Selected: District double {double.tile} (")
    assert " / " in text  # both districts named
    assert double.id not in text and double.id in window.selection_label.toolTip()
    go = next(p for p in track.pieces if p.kind == PieceKind.GO)
    click_cell(qtbot, window, go.cell)
    assert window.selection_label.text() == "Selected: GO"


def test_stranded_and_copy_messages_count_in_words(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    window.select_stranded_action.trigger()
    assert window.statusBar().currentMessage().startswith("No stranded pieces")
    window.controller.set_selection([window.current_track().pieces[0].id])
    window.copy_action.trigger()
    assert window.statusBar().currentMessage() == "Copied 1 piece"
    window.select_all_action.trigger()
    window.copy_action.trigger()
    assert window.statusBar().currentMessage() == f"Copied {len(window.current_track().pieces)} pieces"
