"""Every frame in budget at every zoom (issue 26): what the speed-ups must not change.

The frames themselves are measured in ``benchmarks/bench_zoom.py``; these tests guard the
behaviour: the same pixels as before at every zoom, and kept pixels never shown stale.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from ubuild_desktop.board.patterns import PATTERN_PEN, draw_pattern, pattern_parts, pattern_path

PATTERNS = ("stripes", "crosshatch", "dots", "checks", "diamonds", "waves", "zigzag")
SCALES = (0.3, 0.45, 0.7, 1.0, 1.3, 1.7, 2.2, 2.7, 3.4, 4.05, 5.4, 6.75, 8.0)


def _image(scale: float, offset: QPointF, draw) -> np.ndarray:  # noqa: ANN001
    band = QRectF(-34.6, -40.0, 69.3, 25.6)
    image = QImage(int(band.width() * scale) + 8, int(band.height() * scale) + 8,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e8590c"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(offset.x() + 4, offset.y() + 4)
    painter.scale(scale, scale)
    painter.translate(-band.left(), -band.top())
    clip = QPainterPath()
    clip.addRect(band.adjusted(2, 1, -2, -1))
    draw(painter, band, clip)
    painter.end()
    data = np.frombuffer(image.constBits(), dtype=np.uint8)
    return data.reshape(image.height(), image.bytesPerLine()).copy()


def _whole(pattern: str):  # noqa: ANN202
    """The pattern drawn as before issue 26: one path."""
    def draw(painter: QPainter, band: QRectF, clip: QPainterPath) -> None:
        path, filled = pattern_path(pattern, band)
        ink = QColor(Qt.GlobalColor.black)
        ink.setAlpha(45)
        painter.save()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        if filled:
            painter.fillPath(path, ink)
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, PATTERN_PEN))
            painter.drawPath(path)
        painter.restore()
    return draw


@pytest.mark.parametrize("pattern", PATTERNS)
def test_a_pattern_drawn_part_by_part_has_the_same_pixels_at_every_zoom(pattern: str) -> None:
    """draw_pattern fills the parts one by one only where no pixel can tell: at every zoom
    (and at fractions of a pixel aside) its pixels are the whole path's, to the byte."""
    split_seen = False
    for scale in SCALES:
        for offset in (QPointF(0, 0), QPointF(0.37, 0.61)):
            new = _image(scale, offset, lambda p, band, clip: draw_pattern(p, pattern, band, QColor("black"), clip))
            old = _image(scale, offset, _whole(pattern))
            assert np.array_equal(new, old), f"{pattern} at {scale}x differs in {int((new != old).sum())} bytes"
        _parts, _filled, gap = pattern_parts(pattern, QRectF(0, 0, 60, 20))
        split_seen |= gap * scale >= 1.5
    if pattern not in ("crosshatch", "checks"):
        assert split_seen, "the sweep never reached the zoom where the parts are drawn one by one"


# ------------------------------------------------------------------ kept pixels on a screen

from PySide6.QtGui import QPixmapCache  # noqa: E402
from pytestqt.qtbot import QtBot  # noqa: E402

from ubuild_desktop.board import BoardScene, BoardView, tile_cache  # noqa: E402
from ubuild_desktop.board.square_scene import SquareBoardScene, SquareSpaceItem  # noqa: E402
from ubuild_desktop.board.view import PIXMAP_CACHE_KB  # noqa: E402
from ubuild_desktop.core.graph import build_graph  # noqa: E402
from ubuild_desktop.core.lattice import HEX  # noqa: E402
from ubuild_desktop.core.pieces import PieceKind  # noqa: E402
from ubuild_desktop.core.square import load_builtin_board  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402

from .test_tile_cache import afresh, difference, fresh_cache, pixels, region  # noqa: E402,F401 (fresh_cache: autouse)


def _view(qtbot: QtBot, scene, size: tuple[int, int] = (900, 700)) -> BoardView:  # noqa: ANN001
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def _zoom(view: BoardView, factor: float, centre: QPointF) -> None:
    """``factor`` times the fitted zoom, centred on ``centre``, as bench_zoom.py sweeps."""
    view.fit()
    view.zoom_by(factor)
    view.centerOn(centre)


def _pan_there_and_back(view: BoardView, steps: int = 6) -> None:
    for dx in [40] * steps + [-40] * (steps // 2):
        view.pan_by(dx, 0)
        view.viewport().grab()


def test_every_board_view_makes_room_for_its_items_pixels(qtbot: QtBot) -> None:
    """Qt keeps the items' pixels in QPixmapCache (10 MB by default: a few close tiles): a
    board view raises it, or every repaint at a close zoom drew every tile again."""
    QPixmapCache.setCacheLimit(10 * 1024)
    _view(qtbot, BoardScene(load_builtin("starter")))
    assert QPixmapCache.cacheLimit() >= PIXMAP_CACHE_KB


@pytest.mark.parametrize("name", ["starter", "pro"])
def test_close_zooms_and_pans_show_the_tiles_as_drawn_afresh(qtbot: QtBot, name: str) -> None:
    """From fit to the closest zoom, before and after a pan, the board shows what drawing
    every tile afresh shows (a shared picture sits on whole pixels: its edges may move by
    half a pixel, as test_tile_cache.py allows); at the closest zooms tiles keep their own
    pixels (no shared picture), made at the very transform they are shown at: the pixels
    drawn afresh, but for a shade on a few edge pixels (a clip drawn into kept pixels)."""
    view = _view(qtbot, BoardScene(load_builtin(name)))
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    track = scene.track
    centre = scene.piece_item(track.pieces[len(track.pieces) // 3].id).sceneBoundingRect().center()
    board = scene.board_rect()
    for factor in (1.0, 2.0, 3.0, 4.0):
        _zoom(view, factor, centre)
        pixels(view)
        _pan_there_and_back(view)
        shown, reference = pixels(view), afresh(view)
        assert difference(shown, reference, region(view, board)) < 3.0, factor
    # At the closest zoom the tiles are copied from their kept pixels, made at the transform
    # they are shown at.
    view.zoom_by(1000)
    view.centerOn(centre)
    pixels(view)
    assert tile_cache.kept_bytes() > 0, "the closest zoom should keep tiles' own pixels"
    _pan_there_and_back(view)
    shown, reference = pixels(view), afresh(view)
    apart = np.abs(shown - reference).max(axis=2)
    assert int(apart.max()) <= 6 and int((apart > 2).sum()) < 200, (int(apart.max()), int((apart > 2).sum()))


def _centre_on_piece(view: BoardView, piece_id: str) -> QRectF:
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    rect = scene.piece_item(piece_id).sceneBoundingRect()
    view.zoom_by(1000)  # the closest zoom: tiles keep their own pixels
    view.centerOn(rect.center())
    return rect


def _assert_shows_new(view: BoardView, before: np.ndarray, rect: QRectF) -> None:
    after, reference = pixels(view), afresh(view)
    where = region(view, rect)
    assert difference(before, reference, where) > 5, "the change should show in this part of the board"
    assert int(np.abs(after[where] - reference[where]).max()) <= 2


def test_a_moved_tile_at_a_close_zoom_shows_where_it_went(qtbot: QtBot) -> None:
    """An edit (a tile moved one hex) at the closest zoom: no kept pixels of the old place show."""
    view = _view(qtbot, BoardScene(load_builtin("starter")))
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    track = scene.track
    piece = next(p for p in track.pieces if p.kind == PieceKind.DISTRICT_DOUBLE)
    rect = _centre_on_piece(view, piece.id)
    before = pixels(view)
    assert tile_cache.kept_bytes() > 0
    moved = track.model_copy(update={"pieces": tuple(
        p.model_copy(update={"cell": HEX.neighbour(p.cell, 1)}) if p.id == piece.id else p for p in track.pieces)})
    scene.update_track(moved, build_graph(moved))  # what the editor does after a drop
    _assert_shows_new(view, before, rect.united(scene.piece_item(piece.id).sceneBoundingRect()))


def test_a_raised_bridge_at_a_close_zoom_shows_raised(qtbot: QtBot) -> None:
    """The same item, new art (a bridge raised in play): its kept pixels are made again."""
    view = _view(qtbot, BoardScene(load_builtin("pro")))
    scene: BoardScene = view.scene()  # type: ignore[assignment]
    bridge = next(p for p in scene.track.pieces if p.kind == PieceKind.BRIDGE)
    rect = _centre_on_piece(view, bridge.id)
    before = pixels(view)
    scene.set_bridge_position(bridge.id, "up")
    _assert_shows_new(view, before, rect)


def test_kept_pixels_stay_within_their_budget(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tile_cache, "KEPT_BYTES", 8 * 1024 * 1024)
    view = _view(qtbot, BoardScene(load_builtin("pro")), (1400, 900))
    view.zoom_by(1000)
    for item in view.scene().piece_items().values():  # type: ignore[union-attr]
        view.centerOn(item.sceneBoundingRect().center())
        view.viewport().grab()
        assert tile_cache.kept_bytes() <= 8 * 1024 * 1024 + 1400 * 900 * 4 * 4  # the newest always kept
    assert tile_cache.kept_bytes() > 0


# ------------------------------------------------------------------ the square board


def _paints_of_art(monkeypatch: pytest.MonkeyPatch) -> list[SquareSpaceItem]:
    painted: list[SquareSpaceItem] = []
    original = SquareSpaceItem._paint_art

    def paint_art(self: SquareSpaceItem, painter: QPainter) -> None:
        painted.append(self)
        original(self, painter)
    monkeypatch.setattr(SquareSpaceItem, "_paint_art", paint_art)
    return painted


def test_square_spaces_keep_their_pixels_and_show_as_drawn_afresh(qtbot: QtBot,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Every space, turned a quarter or not, is drawn once per zoom: a repaint or a pan
    copies its pixels (Qt kept none for a turned one), and they are the art drawn afresh."""
    view = _view(qtbot, SquareBoardScene(load_builtin_board("traditional")))
    scene: SquareBoardScene = view.scene()  # type: ignore[assignment]
    painted = _paints_of_art(monkeypatch)
    board = scene.board_rect()
    side = scene.space_items[13]  # on the left side: turned a quarter
    assert side.rotation() % 180
    for factor in (1.0, 2.0, 4.0):
        _zoom(view, factor, side.sceneBoundingRect().center())
        view.viewport().grab()
        painted.clear()
        view.viewport().grab()
        _pan_there_and_back(view)
        assert not [item for item in painted if item.rotation() % 180 and item.isVisible()
                    and view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersects(
                        view.viewport().rect().adjusted(300, 0, -300, 0))], "a space in view was drawn again"
        # Drawn into kept pixels, a clip or a picture may land a shade apart on an edge pixel
        # (so did Qt's own kept pixels of the play view's spaces before): the means of small
        # blocks stay the same.
        shown, reference = pixels(view), afresh(view)
        assert difference(shown, reference, region(view, board)) < 0.1, factor


def test_a_problem_on_a_turned_space_shows_over_its_kept_pixels(qtbot: QtBot) -> None:
    view = _view(qtbot, SquareBoardScene(load_builtin_board("traditional")))
    scene: SquareBoardScene = view.scene()  # type: ignore[assignment]
    side = scene.space_items[13]
    before = pixels(view)
    scene.set_problem_spaces([13])
    scene.highlight_space(13)
    after, reference = pixels(view), afresh(view)
    where = region(view, side.sceneBoundingRect())
    assert difference(before, after, where) > 5
    assert difference(after, reference, where) < 0.5
