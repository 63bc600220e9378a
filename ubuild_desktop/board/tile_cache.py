"""Tile pictures rendered once per zoom level and reused (issue 15: every frame in budget).

Drawing a tile afresh (its SVG art, fitted words, patterns, clips) costs milliseconds; a
board repaints dozens of them at every zoom step. So a tile on a screen (any raster
painter) is drawn from a picture: :func:`draw_cached` looks up the tile's picture at the
painter's scale in one shared cache, keyed by what the tile shows (its *art key*: kind,
tile, rotation, faces' words and colours, connector states, bridge position) and the
scale, so equal tiles share one picture and a tile moved along the lattice keeps its own.

- A picture at the exact scale is copied to whole device pixels (no resampling).
- A new zoom level first shows the nearest picture of the tile already made, scaled, and
  asks for the exact one; :class:`Refiner` makes the asked pictures a few at a time
  between frames (at most :data:`REFINE_BUDGET_S` per turn of the event loop) and
  repaints the tiles that get one. So a zoom step costs copies, never a redraw of the art.
- A tile that would be larger than :data:`MAX_PICTURE_PIXELS` on screen (few fit in the
  view) is drawn directly; so is every tile on a vector device (PDF, SVG, a printer, a
  ``QPicture``): exports stay vector art; and every tile painted off the GUI thread.

A picture can never be stale: anything that changes what a tile shows changes its art key
(an edit or a rotation makes a new item, a raised bridge a new key), and
:func:`clear` empties the cache when the program's language or palette changes
(``BoardView.changeEvent``), bumping :func:`generation`, which every key carries.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QThread, QTimer
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

MAX_PICTURE_PIXELS = 600_000  # a tile larger than this on screen is drawn directly
CACHE_BYTES = 160 * 1024 * 1024  # pictures kept, least recently used dropped first
REFINE_BUDGET_S = 0.006  # picture-making per turn of the event loop, between frames
SCALE_DIGITS = 4  # scales equal to this many significant digits share a picture
EXACT = 2e-3  # a picture made within this relative scale is copied as it is

Paint = Callable[[QPainter, float], None]
"""Draws a tile's art in scene units on a painter, given the level of detail (the scale)."""

_generation = 0
_enabled = True
_pictures: OrderedDict[tuple[Hashable, float], QPixmap] = OrderedDict()
_scales: dict[Hashable, set[float]] = {}
_bytes = 0


def generation() -> int:
    """How many times the cache was emptied by :func:`clear` (every key carries it)."""
    return _generation


def clear() -> None:
    """Forget every picture: what tiles show has changed (language, palette)."""
    global _generation, _bytes
    _generation += 1
    _pictures.clear()
    _scales.clear()
    _bytes = 0
    _refiner.pending.clear()


def set_enabled(enabled: bool) -> None:
    """Draw every tile afresh (False) or from its pictures (True, the default): the tests'
    reference pictures are drawn afresh."""
    global _enabled
    _enabled = enabled


def picture_count() -> int:
    """How many pictures the cache holds (tests, benchmarks)."""
    return len(_pictures)


def _put(key: Hashable, scale: float, picture: QPixmap) -> None:
    global _bytes
    _pictures[(key, scale)] = picture
    _scales.setdefault(key, set()).add(scale)
    _bytes += picture.width() * picture.height() * 4
    while _bytes > CACHE_BYTES and len(_pictures) > 1:
        (old_key, old_scale), old = _pictures.popitem(last=False)
        _bytes -= old.width() * old.height() * 4
        scales = _scales.get(old_key)
        if scales is not None:
            scales.discard(old_scale)
            if not scales:
                del _scales[old_key]


def _quantised(scale: float) -> float:
    return float(f"{scale:.{SCALE_DIGITS}g}")


def _render(paint: Paint, rect: QRectF, origin: QPointF, scale: float, ratio: float) -> QPixmap:
    """The art ``paint`` draws inside ``rect`` (scene units, around ``origin``) at ``scale``."""
    width = max(1, math.ceil(rect.width() * scale * ratio) + 1)
    height = max(1, math.ceil(rect.height() * scale * ratio) + 1)
    picture = QPixmap(width, height)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.scale(scale * ratio, scale * ratio)
    painter.translate(-rect.left() - origin.x(), -rect.top() - origin.y())
    paint(painter, scale)
    painter.end()
    picture.setDevicePixelRatio(ratio)
    return picture


def draw_cached(
    painter: QPainter,
    bounds: QRectF,
    origin: QPointF,
    key: Hashable,
    paint: Paint,
    item: QGraphicsItem | None = None,
) -> bool:
    """Draw a tile's art from its picture; False when it must be drawn directly instead.

    ``bounds`` is what ``paint`` may ink (scene units), ``origin`` the tile's anchor (its
    first hex's centre): two tiles with the same ``key`` show the same art about their
    origins. ``item`` is repainted when a sharper picture is ready.
    """
    engine = painter.paintEngine()
    if not _enabled or engine is None or engine.type() != QPaintEngine.Type.Raster:
        return False  # a PDF, an SVG, a printer, a QPicture: vector art
    if not QThread.isMainThread():
        return False  # pictures (QPixmap) and the refiner's timer live on the GUI thread
    transform = painter.worldTransform()
    if transform.type().value > QTransform.TransformationType.TxScale.value:
        return False
    scale = transform.m11()
    if scale <= 0 or abs(transform.m22() - scale) > scale * 1e-6:
        return False
    ratio = painter.device().devicePixelRatioF() or 1.0
    if bounds.width() * bounds.height() * (scale * ratio) ** 2 > MAX_PICTURE_PIXELS:
        return False
    full_key = (_generation, key)
    wanted = _quantised(scale)
    rect = bounds.translated(-origin)
    picture = _pictures.get((full_key, wanted))
    made = wanted
    if picture is None:
        scales = _scales.get(full_key)
        if scales:
            # The nearest picture already made, larger ones first; the exact one later.
            made = min(scales, key=lambda s: (abs(math.log(s / scale)) + (0.0 if s >= scale else 0.1)))
            picture = _pictures[(full_key, made)]
            _refiner.ask(full_key, wanted, paint, rect, origin, ratio, item)
        else:
            picture = _render(paint, rect, origin, wanted, ratio)
            _put(full_key, wanted, picture)
    else:
        _pictures.move_to_end((full_key, wanted))
    top_left = transform.map(bounds.topLeft())
    painter.save()
    painter.setWorldTransform(QTransform())
    if abs(made / scale - 1.0) <= EXACT:
        painter.drawPixmap(QPoint(round(top_left.x()), round(top_left.y())), picture)
    else:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        factor = scale / made
        size = picture.deviceIndependentSize()
        painter.drawPixmap(QRectF(top_left.x(), top_left.y(), size.width() * factor, size.height() * factor),
                           picture, QRectF(picture.rect()))
    painter.restore()
    return True


class Refiner:
    """Makes the pictures asked for at new zoom levels, a few at a time between frames."""

    def __init__(self) -> None:
        self.pending: OrderedDict[tuple[Hashable, float], tuple[Paint, QRectF, QPointF, float, list]] = OrderedDict()
        self._timer: QTimer | None = None

    def ask(self, key: Hashable, scale: float, paint: Paint, rect: QRectF, origin: QPointF, ratio: float,
            item: QGraphicsItem | None) -> None:
        entry = self.pending.get((key, scale))
        if entry is None:
            entry = self.pending[(key, scale)] = (paint, rect, origin, ratio, [])
        if item is not None:
            entry[4].append(item)
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.setInterval(0)
            self._timer.timeout.connect(self.run)
        if not self._timer.isActive():
            self._timer.start()

    def run(self) -> None:
        """Make pictures for up to :data:`REFINE_BUDGET_S`, repaint their tiles; again later if more wait."""
        start = time.perf_counter()
        done: list = []
        while self.pending and time.perf_counter() - start < REFINE_BUDGET_S:
            (key, scale), (paint, rect, origin, ratio, items) = self.pending.popitem(last=False)
            if key[0] != _generation or (key, scale) in _pictures:
                continue
            try:
                picture = _render(paint, rect, origin, scale, ratio)
            except RuntimeError:  # the item that asked was deleted meanwhile (an edit)
                continue
            _put(key, scale, picture)
            done += items
        for item in done:
            try:
                item.update()
            except RuntimeError:  # the item was deleted meanwhile (an edit)
                pass
        if self.pending and self._timer is not None:
            self._timer.start()

    def finish(self) -> None:
        """Make every picture asked for now (tests)."""
        while self.pending:
            self.run()


_refiner = Refiner()


def refiner() -> Refiner:
    return _refiner
