"""A piece dragged to the edge of the view scrolls the view on; the view follows a drop."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.trackfile import load_builtin


def test_dragging_a_new_piece_to_the_edge_scrolls_and_drops_it_off_the_first_view(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    view = window.view
    for _ in range(3):
        window.zoom_in_action.trigger()
    viewport = view.viewport()
    first_view = view.mapToScene(viewport.rect()).boundingRect()
    palette = window.palette
    start = palette.item_rect(PieceKind.BRIDGE).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(palette.viewport(), start + QPoint(30, 0))
    edge = QPoint(viewport.width() - 4, viewport.height() // 2)
    qtbot.mouseMove(viewport, edge)  # held at the right edge
    assert view.auto_scrolling
    far = first_view.right() + 3 * (first_view.width() / 4)
    qtbot.waitUntil(lambda: view.mapToScene(edge).x() > far, timeout=10_000)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=edge)
    assert not view.auto_scrolling
    dropped = window.current_track().pieces[-1]
    assert dropped.kind == PieceKind.BRIDGE
    let_go = view.mapToScene(edge)
    centre = window.scene.piece_item(dropped.id).sceneBoundingRect().center()
    assert abs(centre.x() - let_go.x()) < 250 and abs(centre.y() - let_go.y()) < 250  # where it was let go...
    assert not first_view.contains(centre)  # ...out of the first view
    visible = view.mapToScene(viewport.rect()).boundingRect()
    assert visible.contains(window.scene.piece_item(dropped.id).sceneBoundingRect())  # and in view now


def test_a_piece_moved_near_the_edge_is_brought_into_view(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    view = window.view
    for _ in range(3):
        window.zoom_in_action.trigger()
    go = window.current_track().pieces[0]
    window.controller.set_selection([go.id])
    for _ in range(12):  # Shift+Right: one hex east each, out of the view
        window.nudge_actions[1].trigger()
    moved = window.current_track().piece(go.id)
    assert moved.cell.q == go.cell.q + 12
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.piece_item(go.id).sceneBoundingRect())  # the view kept up with it
