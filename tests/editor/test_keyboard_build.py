"""Build a whole Starter track from the keyboard: New Track (Starter), then pieces by Enter.

Only key presses, sent to whatever widget has the focus, as a user's keyboard would:
Ctrl+N and Enter in the new-track dialog, Tab to the palette, the arrow keys to choose a
piece, Enter to clip it to the open end the arrow shows, E to move the arrow, A to turn
an end. The test reads the screen as the user does (which entry is current, where the
arrow is) and asserts on the model: core's validate says the track is a valid Starter.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import cell_center
from ubuild_desktop.board.geometry import edge_midpoint
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.validate import validate
from ubuild_desktop.editor.track_dialogs import NewTrackDialog
from tests.modal import when_modal

E, SE, SW, W, NW, NE = range(6)


def press(qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key press to the widget that has the keyboard focus."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key, modifiers)


def choose(qtbot: QtBot, window, kind: PieceKind) -> None:
    """Arrow keys in the palette until ``kind`` is the current entry (as the user watches the list)."""
    palette = window.palette
    assert QApplication.focusWidget() is palette
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Down):  # (Home would stop at a first entry none are left of)
        for _ in range(palette.count()):
            if palette.current_kind() == kind:
                return
            press(qtbot, key)
    raise AssertionError(f"no palette entry for {kind}: at {palette.current_kind()}, row {palette.currentRow()}")


def enter_in(qtbot: QtBot, dialog: QWidget) -> None:
    """The dialog comes to the front (as a window manager does; offscreen needs asking), Enter in its field."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)


def arrow(window) -> tuple[Cell, int]:
    """The open end the arrow on the board shows."""
    marker = window.controller.end_marker
    assert marker.isVisible()
    assert marker.end is not None
    return marker.end


def test_a_starter_track_built_with_the_keyboard_only(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    # File > New Track (Ctrl+N) asks the name and the preset: Starter is offered first;
    # Enter in the name field takes them.
    answered = when_modal(NewTrackDialog, lambda dialog: enter_in(qtbot, dialog))
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert answered, "Ctrl+N asked nothing"
    assert window.current_track().preset == Preset.STARTER and not window.current_track().pieces
    window.activateWindow()  # the editor comes back to the front when the dialog closes
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)

    # Tab to the palette.
    for _ in range(10):
        if QApplication.focusWidget() is window.palette:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.palette

    # GO in the middle of the table; it is selected, the arrow on its first open end (west).
    choose(qtbot, window, PieceKind.GO)
    press(qtbot, Qt.Key.Key_Return)
    (go,) = window.current_track().pieces
    assert go.cell == Cell(0, 0) and window.controller.selection == {go.id}
    assert arrow(window) == (Cell(0, 0), W)
    # E moves the arrow to the other open end (east); we build east from there.
    press(qtbot, Qt.Key.Key_E)
    assert arrow(window) == (Cell(0, 0), E)

    # (piece, how many times A turns its open end clockwise, where the arrow is then)
    plan = [
        (PieceKind.DISTRICT_DOUBLE, 0, (Cell(2, 0), E)),
        (PieceKind.JAIL, 1, (Cell(3, 0), SE)),  # a corner turns the track
        (PieceKind.DISTRICT_DOUBLE, 0, (Cell(3, 2), SE)),
        (PieceKind.BRIDGE, 0, (Cell(3, 3), SE)),
        (PieceKind.FREE_PARKING, 2, (Cell(3, 4), W)),
        (PieceKind.DISTRICT_DOUBLE, 0, (Cell(1, 4), W)),
        (PieceKind.GO_TO_JAIL, 1, (Cell(0, 4), NW)),
        (PieceKind.DISTRICT_DOUBLE, 0, (Cell(0, 2), NW)),
    ]
    for kind, turns, end in plan:
        before = len(window.current_track().pieces)
        choose(qtbot, window, kind)
        press(qtbot, Qt.Key.Key_Return)
        track = window.current_track()
        assert len(track.pieces) == before + 1, f"Enter did not add the {kind}"
        new = track.pieces[-1]
        assert new.kind == kind and window.controller.selection == {new.id}
        for _ in range(turns):
            press(qtbot, Qt.Key.Key_A)
        assert arrow(window) == end, kind
        # The arrow is drawn where the end is, and the view shows it.
        marker = window.controller.end_marker
        assert marker.pos() == edge_midpoint(*end)
        visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
        assert visible.contains(marker.sceneBoundingRect())

    # The last bridge meets the open end of the double and GO's west end, which turns to it.
    choose(qtbot, window, PieceKind.BRIDGE)
    press(qtbot, Qt.Key.Key_Return)
    built = window.current_track()
    assert built.pieces[-1].cell == Cell(0, 1)
    assert not window.controller.end_marker.isVisible()  # a closed loop has no open end
    report = validate(built)
    assert built.preset == Preset.STARTER
    assert report.valid, [d.message for d in report.diagnostics]
    assert len(report.graph.spaces) == 14
    aims = sum(turns for _kind, turns, _end in plan)
    assert window.document.undo_stack.count() == len(built.pieces) + aims  # one undo step per key
    assert "Valid Starter track" in window.summary_label.text()

    # E with a closed track says there is nothing to build on; Enter refuses with the piece selected.
    press(qtbot, Qt.Key.Key_E)
    assert "no open ends" in window.statusBar().currentMessage()


def test_e_goes_round_every_open_end_and_enter_refuses_a_blocked_end(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    window.palette.setFocus()
    window.palette.setCurrentRow(window.palette.row_of(PieceKind.BRIDGE))
    press(qtbot, Qt.Key.Key_Return)  # a bridge alone: two open ends
    press(qtbot, Qt.Key.Key_Return)  # a second on its west end
    track = window.current_track()
    assert len(track.pieces) == 2
    ends = window.controller.open_ends()
    assert len(ends) == 2
    seen = set()
    for _ in range(len(ends)):
        press(qtbot, Qt.Key.Key_E)
        seen.add(window.controller.current_end())
        assert window.controller.selection == {window.controller.current_end()[0]}
    assert seen == set(ends)
    press(qtbot, Qt.Key.Key_E, Qt.KeyboardModifier.ShiftModifier)
    # Block the hex the current end faces with a piece placed by hand (Alt: no clipping).
    piece_id, conn = window.controller.current_end()
    cell, direction = track.piece(piece_id).connector_edges()[conn]
    from ubuild_desktop.core.edits import AddPieces
    from ubuild_desktop.core.lattice import HEX
    from ubuild_desktop.core.track import Placement

    blocker = Placement(id="x1", kind=PieceKind.JAIL, cell=HEX.neighbour(cell, direction), connectors=(0, 1))
    window.document.apply(AddPieces((blocker,)))
    window.controller.set_selection([piece_id])
    window.palette.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    # The end now points at the side of the blocker: blocked, not open; Enter adds nothing.
    assert len(window.current_track().pieces) == 3
    assert "has no open end" in window.statusBar().currentMessage()


def test_a_piece_from_the_palette_starts_unrotated(qtbot: QtBot, make_editor) -> None:
    from .conftest import cell_pos, drag_from_palette

    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.JAIL, Cell(0, 0), rotation=2)
    assert window.current_track().pieces[0].rotation == 2
    # The next piece does not inherit the turn: it starts as the palette draws it.
    palette = window.palette
    start = palette.item_rect(PieceKind.GO).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    assert window.controller.palette_rotation == 0
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, Cell(4, 0)))
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(window, Cell(4, 0)))
    assert window.current_track().pieces[-1].rotation == 0
