"""Tile pictures (board/tile_cache.py): reused per zoom level, never stale.

Each test grabs the board's pixels from a real view, changes what a tile shows (an edit,
a rotation, a raised bridge, the palette, the heat map), grabs again, and compares the
tile's part of the screen with the same part drawn afresh (the cache switched off): the
new grab must match it, and differ from the old grab.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtCore import QBuffer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardScene, BoardView, tile_cache
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.trackfile import load_builtin


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    tile_cache.clear()
    tile_cache.set_enabled(True)
    yield
    tile_cache.set_enabled(True)


def make_view(qtbot: QtBot, name: str = "starter") -> BoardView:
    view = BoardView(BoardScene(load_builtin(name)))
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def pixels(view: BoardView) -> np.ndarray:
    """What the view shows now, as an array of RGB pixels (pictures still wanted are made first)."""
    tile_cache.refiner().finish()
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, : image.width() * 3].reshape(image.height(), image.width(), 3).astype(np.int16)


def afresh(view: BoardView) -> np.ndarray:
    """What the view shows with every tile drawn afresh (the reference)."""
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    tile_cache.set_enabled(False)
    scene.set_screen_cache(False)  # Qt's copy of each item's pixels too
    try:
        return pixels(view)
    finally:
        tile_cache.set_enabled(True)
        scene.set_screen_cache(True)


def region(view: BoardView, rect: QRectF) -> tuple[slice, slice]:
    box = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
    return slice(box.top(), box.bottom() + 1), slice(box.left(), box.right() + 1)


def difference(a: np.ndarray, b: np.ndarray, where: tuple[slice, slice]) -> float:
    """Mean absolute difference of two grabs inside ``where`` (0 … 255), in blocks of 4 x 4
    pixels: a tile drawn from its picture sits on whole pixels, up to half a pixel from
    where the art drawn afresh would be, which moves its edges, never the mean of a block."""
    def blocks(image: np.ndarray) -> np.ndarray:
        part = image[where].astype(np.float64)
        h, w = part.shape[0] // 4 * 4, part.shape[1] // 4 * 4
        return part[:h, :w].reshape(h // 4, 4, w // 4, 4, 3).mean(axis=(1, 3))
    return float(np.abs(blocks(a) - blocks(b)).mean())


def assert_shows_new(view: BoardView, before: np.ndarray, rect: QRectF) -> None:
    after = pixels(view)
    reference = afresh(view)
    where = region(view, rect)
    changed = difference(before, reference, where)
    assert changed > 5, "the change should show in this part of the board"
    # Tiles drawn from pictures sit on whole pixels: edges may differ a little, never the art.
    assert difference(after, reference, where) < min(3.0, changed / 2)


def test_pictures_are_reused_at_one_zoom_and_match_the_art(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    pixels(view)
    count = tile_cache.picture_count()
    assert 0 < count <= len(view.scene().track.pieces)
    pixels(view)
    assert tile_cache.picture_count() == count  # a repaint makes no picture
    board = view.scene().board_rect()
    assert difference(pixels(view), afresh(view), region(view, board)) < 3.0


def test_a_zoom_step_shows_the_old_pictures_then_sharp_ones(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    pixels(view)
    count = tile_cache.picture_count()
    view.zoom_by(1.15)
    view.viewport().grab()
    assert tile_cache.picture_count() == count  # the step itself made no picture...
    assert tile_cache.refiner().pending, (view.zoom_level(), tile_cache.picture_count())  # ... it asked for them
    sharp = pixels(view)  # made now
    assert tile_cache.picture_count() > count
    assert difference(sharp, afresh(view), region(view, view.scene().board_rect())) < 3.0


def test_an_edit_shows_the_new_track(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    track = scene.track
    piece = next(p for p in track.pieces if p.kind == PieceKind.DISTRICT_DOUBLE)
    rect = scene.piece_item(piece.id).sceneBoundingRect()
    before = pixels(view)
    other = next(p for p in track.pieces if p.kind == PieceKind.DISTRICT_DOUBLE and p.tile != piece.tile)
    swapped = track.model_copy(update={"pieces": tuple(
        p.model_copy(update={"tile": other.tile}) if p.id == piece.id else p for p in track.pieces)})
    scene.update_track(swapped, build_graph(swapped))  # what the editor does after an edit
    assert_shows_new(view, before, rect)


def test_a_raised_bridge_shows_raised(qtbot: QtBot) -> None:
    view = make_view(qtbot, "pro")
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    bridge = next(p for p in scene.track.pieces if p.kind == PieceKind.BRIDGE)
    before = pixels(view)
    scene.set_bridge_position(bridge.id, "up")
    assert_shows_new(view, before, scene.piece_item(bridge.id).sceneBoundingRect())


def test_a_palette_change_forgets_every_picture(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    pixels(view)
    generation = tile_cache.generation()
    app = QApplication.instance()
    old = app.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: tile_cache.generation() > generation)
        board = view.scene().board_rect()
        assert difference(pixels(view), afresh(view), region(view, board)) < 3.0
    finally:
        app.setPalette(old)


def test_the_heat_map_shows_and_goes(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    board = scene.board_rect()
    before = pixels(view)
    spaces = len(scene.graph.spaces)
    scene.set_heat_map([i / spaces for i in range(spaces)])
    assert_shows_new(view, before, board)
    scene.set_heat_map(None)
    assert difference(pixels(view), before, region(view, board)) < 1.0


def test_exports_stay_vector_art(qtbot: QtBot) -> None:
    """A board painted on a vector device (SVG, PDF, print) has no pictures in it."""
    view = make_view(qtbot)
    pixels(view)  # the screen's pictures of these very tiles exist
    scene = BoardScene(load_builtin("starter"))  # an export draws its own scene, never cached by Qt
    buffer = QBuffer()
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    rect = scene.board_rect()
    generator.setSize(rect.size().toSize())
    painter = QPainter(generator)
    scene.render(painter, source=rect)
    painter.end()
    svg = bytes(buffer.data())
    assert b"<image" not in svg
    assert b"<path" in svg


def test_a_big_tile_on_screen_keeps_its_own_pixels(qtbot: QtBot) -> None:
    """No shared picture for a tile larger than one may be: its item keeps its own pixels
    (tile_cache.KeptPixels; tests/board/test_frames.py checks they are the art drawn afresh)."""
    view = make_view(qtbot)
    view.zoom_by(1000)  # the largest zoom: a tile larger than a picture may be
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    view.centerOn(scene.piece_item(scene.track.pieces[0].id).sceneBoundingRect().center())
    count = tile_cache.picture_count()
    view.viewport().grab()
    assert tile_cache.picture_count() == count
    assert not tile_cache.refiner().pending
    assert tile_cache.kept_bytes() > 0


def test_sites_show_from_one_picture_and_follow_an_edit(qtbot: QtBot) -> None:
    view = make_view(qtbot)
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    scene.set_sites_visible(True)
    board = scene.board_rect()
    assert difference(pixels(view), afresh(view), region(view, board)) < 3.0  # the sites as drawn directly
    before = pixels(view)
    track = scene.track
    piece = track.pieces[2]
    moved = track.model_copy(update={"pieces": tuple(
        p.moved(0, -2) if p.id == piece.id else p for p in track.pieces)})
    scene.update_track(moved, build_graph(moved))  # the loop opens: no sites any more
    assert not scene.graph.sites
    assert_shows_new(view, before, board)
