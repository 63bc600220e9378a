"""The board view: zoom, fit and pan change the transform as a user expects."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardScene, BoardView, grab_png
from ubuild_desktop.board.view import MAX_SCALE, MIN_SCALE
from ubuild_desktop.core.trackfile import load_builtin


def make_view(qtbot: QtBot) -> BoardView:
    view = BoardView(BoardScene(load_builtin("pro")))
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def test_zoom_in_out_and_fit_change_the_transform(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    fitted = view.zoom_level()
    view.zoom_in()
    assert view.zoom_level() > fitted
    view.zoom_out()
    view.zoom_out()
    assert view.zoom_level() < fitted
    view.fit()
    assert abs(view.zoom_level() - fitted) < 1e-9
    # The whole board is visible after fit().
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.scene().board_rect())  # type: ignore[union-attr]


def test_zoom_is_clamped(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    for _ in range(100):
        view.zoom_in()
    assert view.zoom_level() <= MAX_SCALE + 1e-9
    for _ in range(200):
        view.zoom_out()
    assert view.zoom_level() >= MIN_SCALE - 1e-9


def test_keyboard_zoom_and_pan(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    view.zoom_in()  # room to pan
    view.zoom_in()
    before = view.zoom_level()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom_level() > before
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.zoom_level() - before) < 1e-9
    centre = view.mapToScene(view.viewport().rect().center())
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.mapToScene(view.viewport().rect().center()).x() > centre.x()


def test_wheel_zoom_keeps_the_point_under_the_cursor(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    anchor = QPointF(200, 150)
    under = view.mapToScene(anchor.toPoint())
    view.zoom_by(2.0, anchor)
    after = view.mapToScene(anchor.toPoint())
    assert abs(after.x() - under.x()) < 2 and abs(after.y() - under.y()) < 2


@pytest.mark.parametrize("button", [Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton])
def test_drag_pans(qtbot: QtBot, button: Qt.MouseButton) -> None:
    view = make_view(qtbot)
    view.zoom_in()
    view.zoom_in()
    start = view.mapToScene(view.viewport().rect().center())
    vp = view.viewport()
    qtbot.mousePress(vp, button, pos=QPoint(400, 300))
    qtbot.mouseMove(vp, QPoint(300, 250))
    qtbot.mouseRelease(vp, button, pos=QPoint(300, 250))
    moved = view.mapToScene(view.viewport().rect().center())
    # Dragging the table left and up shows what lies right and below.
    assert moved.x() > start.x() and moved.y() > start.y()


def test_grab_png_writes_the_widget(qtbot: QtBot, tmp_path: Path) -> None:
    view = make_view(qtbot)
    out = grab_png(view, tmp_path / "board.png")
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() == view.width() * round(view.devicePixelRatioF())


def test_a_fitted_board_stays_whole_when_the_window_resizes(qtbot):
    from ubuild_desktop.board import BoardScene, BoardView
    from ubuild_desktop.core.trackfile import load_builtin

    scene = BoardScene(load_builtin("pro"))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    assert view.is_fitted()
    big = view.zoom_level()
    view.resize(500, 350)
    qtbot.waitUntil(lambda: view.zoom_level() < big * 0.8)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.board_rect().center())
    assert view.is_fitted()
    view.zoom_in()  # the player chose a zoom: resizing keeps it
    assert not view.is_fitted()
    chosen = view.zoom_level()
    view.resize(800, 600)
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    assert view.zoom_level() == chosen
