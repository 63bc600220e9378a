"""Colour-free group markers: the fill patterns of :data:`~ubuild_desktop.core.cards.MarkerPattern`.

Each pattern is vector line-art in scene units, so it scales with the board (Qt's
built-in brush patterns are pixel-sized and would shimmer when zooming).

A pattern is made of *parts* (a dot, a diamond, a stripe, a row of waves) that never come
nearer each other than a known gap. Qt's raster engine fills one path holding every part
in time that grows with the path's size on screen (a band of dots at 8x: about 100 ms,
each dot alone: 2 ms), so :func:`draw_pattern` fills the parts one by one once the gap is
wide enough on screen that no pixel is touched by two parts: the pixels are the same as
the whole path's, only made sooner (issue 26).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

PATTERN_STEP = 5.0  # scene units between repeats: visible at 40 px hexes, not busy
PATTERN_PEN = 0.9  # the width of a stroked pattern's lines, in scene units
SPLIT_GAP_PX = 1.5  # parts this many pixels apart on screen share no pixel: drawn one by one


def pattern_parts(pattern: str, rect: QRectF, step: float = PATTERN_STEP) -> tuple[list[QPainterPath], bool, float]:
    """The pattern over ``rect`` as its parts, whether it is filled (True) or stroked (False),
    and the least gap between two parts' ink, in scene units (0: parts touch or cross).

    Unknown patterns and ``"solid"`` give no part.
    """
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    parts: list[QPainterPath] = []
    if pattern in ("stripes", "crosshatch"):
        span = rect.width() + rect.height()
        whole = QPainterPath()
        x = left - rect.height()
        while x <= right:
            part = QPainterPath()
            part.moveTo(x, bottom)
            part.lineTo(x + rect.height(), top)
            parts.append(part)
            x += step
        if pattern == "crosshatch":
            x = left
            while x <= left + span:
                part = QPainterPath()
                part.moveTo(x, bottom)
                part.lineTo(x - rect.height(), top)
                parts.append(part)
                x += step
            for part in parts:  # the lines cross: one part
                whole.addPath(part)
            return [whole], False, 0.0
        return parts, False, step / math.sqrt(2.0) - PATTERN_PEN
    if pattern == "dots":
        radius = step * 0.2
        y, row = top + step / 2, 0
        while y <= bottom + step:
            x = left + (step / 2 if row % 2 else 0)
            while x <= right + step:
                part = QPainterPath()
                part.addEllipse(QPointF(x, y), radius, radius)
                parts.append(part)
                x += step
            y += step * 0.8
            row += 1
        # Rows 0.8 steps apart, neighbours in the next row half a step aside.
        return parts, True, min(step, math.hypot(step / 2, step * 0.8)) - 2 * radius
    if pattern == "checks":
        size = step * 0.7
        y, row = top, 0
        whole = QPainterPath()
        while y <= bottom:
            x = left + (size if row % 2 else 0)
            while x <= right:
                whole.addRect(QRectF(x, y, size, size))
                x += 2 * size
            y += size
            row += 1
        return [whole], True, 0.0  # the squares meet at their corners: one part
    if pattern == "diamonds":
        r = step * 0.32
        y, row = top, 0
        while y <= bottom + step:
            x = left + (step / 2 if row % 2 else 0)
            while x <= right + step:
                part = QPainterPath()
                part.moveTo(x, y - r)
                part.lineTo(x + r, y)
                part.lineTo(x, y + r)
                part.lineTo(x - r, y)
                part.closeSubpath()
                parts.append(part)
                x += step
            y += step * 0.6
            row += 1
        # The nearest neighbours are in the next row, (step / 2, 0.6 step) away: the gap
        # between two diamonds' facing sides.
        return parts, True, (step / 2 + step * 0.6 - 2 * r) / math.sqrt(2.0)
    if pattern in ("waves", "zigzag"):
        amplitude = step * 0.25
        y = top + step / 2
        while y <= bottom + step:
            part = QPainterPath()
            x = left - step
            part.moveTo(x, y)
            up = True
            while x <= right + step:
                x += step / 2
                if pattern == "zigzag":
                    part.lineTo(x, y - amplitude if up else y + amplitude)
                else:
                    part.quadTo(x - step / 4, y + (-2 * amplitude if up else 2 * amplitude), x, y)
                up = not up
            parts.append(part)
            y += step * 0.8
        return parts, False, step * 0.8 - 2 * amplitude - PATTERN_PEN  # one part a row
    return parts, False, 0.0


def pattern_path(pattern: str, rect: QRectF, step: float = PATTERN_STEP) -> tuple[QPainterPath, bool]:
    """The pattern over ``rect`` as one path and whether it is filled (True) or stroked (False).

    Unknown patterns and ``"solid"`` give an empty path.
    """
    parts, filled, _gap = pattern_parts(pattern, rect, step)
    path = QPainterPath()
    for part in parts:
        path.addPath(part)
    return path, filled


def draw_pattern(painter: QPainter, pattern: str, rect: QRectF, colour: QColor,
                 clip: QPainterPath | QRectF) -> None:
    """Ink ``pattern`` over ``rect`` in ``colour`` (a group's band: the contrast ink, faint),
    inside ``clip``; the parts one by one where that leaves the pixels as they were."""
    parts, filled, gap = pattern_parts(pattern, rect)
    if not parts:
        return
    ink = QColor(colour)
    ink.setAlpha(70 if ink.lightness() > 128 else 45)
    transform = painter.worldTransform()
    scale = math.sqrt(abs(transform.determinant())) * (painter.device().devicePixelRatioF() or 1.0)
    if gap * scale < SPLIT_GAP_PX:  # parts near enough on screen to share a pixel: one path
        whole = QPainterPath()
        for part in parts:
            whole.addPath(part)
        parts = [whole]
    painter.save()
    if isinstance(clip, QPainterPath):
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    else:
        painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
    if filled:
        for part in parts:
            painter.fillPath(part, ink)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink, PATTERN_PEN))
        for part in parts:
            painter.drawPath(part)
    painter.restore()
