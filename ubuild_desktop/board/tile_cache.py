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
  view) keeps its own pixels instead (:class:`KeptPixels`, below); every tile on a vector
  device (PDF, SVG, a printer, a ``QPicture``) is drawn directly: exports stay vector art;
  and so is every tile painted off the GUI thread.

:class:`KeptPixels` keeps one item's art as it is on screen: rendered once at the
painter's transform (turn, scale, and the fraction of a pixel the item stands at, so the
pixels are those drawn directly) and copied to whole pixels while that transform only
moves by whole pixels (a pan, a repaint). Two kinds of item need it (issue 26):

- a tile too large for a shared picture: Qt keeps the pixels of the part in view only, so
  each pan step drew the tile's whole art again for the strip that came in (at 2x the
  fitted zoom on Starter: 90-130 ms a step);
- an item turned a quarter (the square board's side spaces): Qt's
  ``DeviceCoordinateCache`` keeps pixels only for a move or a scale, so every repaint and
  pan drew each of them again (80 ms a repaint of the traditional board).

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

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QThread, QTimer
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

MAX_PICTURE_PIXELS = 600_000  # a tile larger than this on screen is drawn directly
MAX_KEPT_PIXELS = 8_000_000  # an item larger than this on screen keeps no pixels (KeptPixels)
KEPT_BYTES = 128 * 1024 * 1024  # every item's kept pixels together, least recently shown dropped first
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
    for kept in list(_kept.values()):
        kept.forget()


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


class KeptPixels:
    """One item's art as screen pixels at the painter's transform, made again when that
    transform changes other than by whole pixels (a zoom), when the art's key changes, or
    when the cache is cleared. Every item's kept pixels share one budget
    (:data:`KEPT_BYTES`): the least recently shown are forgotten first.
    """

    __slots__ = ("_key", "_pixmap", "_rect")

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._pixmap: QPixmap | None = None
        self._rect = QRect()

    def forget(self) -> None:
        """Drop the pixels (the next paint makes them again)."""
        global _kept_bytes
        if self._pixmap is not None:
            _kept_bytes -= self._pixmap.width() * self._pixmap.height() * 4
            _kept.pop(id(self), None)
        self._key = self._pixmap = None

    def draw(self, painter: QPainter, bounds: QRectF, paint: Callable[[QPainter], None],
             key: Hashable = None) -> bool:
        """Copy the art ``paint`` draws inside ``bounds`` (item units) from the kept pixels,
        made first if needed (``key``: what the art shows, when it can change); False when
        it must be drawn directly instead (as for :func:`draw_cached`: a vector device,
        another thread, a slanted or huge item)."""
        engine = painter.paintEngine()
        if not _enabled or engine is None or engine.type() != QPaintEngine.Type.Raster:
            return False
        if not QThread.isMainThread():
            return False
        transform = painter.worldTransform()
        if transform.type().value > QTransform.TransformationType.TxRotate.value:
            return False
        ratio = painter.device().devicePixelRatioF() or 1.0
        size = transform.mapRect(bounds)
        if size.width() * size.height() * ratio * ratio > MAX_KEPT_PIXELS:
            return False
        # The transform without its whole pixels of translation: equal while a pan moves the
        # item (the fraction to a ten-thousandth of a pixel: a pan's arithmetic moves its last digits).
        whole_x, part_x = _whole_and_part(transform.dx())
        whole_y, part_y = _whole_and_part(transform.dy())
        local = QTransform(transform.m11(), transform.m12(), transform.m21(), transform.m22(), part_x, part_y)
        full_key = (_generation, key, local.m11(), local.m12(), local.m21(), local.m22(), local.dx(), local.dy(),
                    ratio, int(painter.renderHints().value))
        if full_key != self._key or self._pixmap is None:
            self.forget()
            rect = local.mapRect(bounds).toAlignedRect()
            pixmap = QPixmap(max(1, math.ceil(rect.width() * ratio)), max(1, math.ceil(rect.height() * ratio)))
            pixmap.fill(Qt.GlobalColor.transparent)
            kept = QPainter(pixmap)
            kept.setRenderHints(painter.renderHints())
            kept.scale(ratio, ratio)
            kept.translate(-rect.left(), -rect.top())
            kept.setTransform(local, combine=True)
            paint(kept)
            kept.end()
            pixmap.setDevicePixelRatio(ratio)
            self._key, self._pixmap, self._rect = full_key, pixmap, rect
            _keep(self, pixmap)
        else:
            _kept.move_to_end(id(self))
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPoint(whole_x + self._rect.left(), whole_y + self._rect.top()), self._pixmap)
        painter.restore()
        return True


def _whole_and_part(offset: float) -> tuple[int, float]:
    """``offset`` (pixels) as whole pixels and the fraction left, to 1/10,000 of a pixel."""
    whole = math.floor(offset)
    part = round(offset - whole, 4)
    if part >= 1.0:
        return whole + 1, 0.0
    return whole, part


_kept: OrderedDict[int, KeptPixels] = OrderedDict()  # least recently shown first
_kept_bytes = 0


def _keep(kept: KeptPixels, pixmap: QPixmap) -> None:
    global _kept_bytes
    _kept[id(kept)] = kept
    _kept_bytes += pixmap.width() * pixmap.height() * 4
    while _kept_bytes > KEPT_BYTES and len(_kept) > 1:
        _id, oldest = next(iter(_kept.items()))
        oldest.forget()


def kept_bytes() -> int:
    """How many bytes of kept pixels every :class:`KeptPixels` holds together (tests)."""
    return _kept_bytes


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
