"""Colour-free group markers: the fill patterns of :data:`~ubuild_desktop.core.cards.MarkerPattern`.

Each pattern is vector line-art in scene units, so it scales with the board (Qt's
built-in brush patterns are pixel-sized and would shimmer when zooming).
"""

from __future__ import annotations


from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

PATTERN_STEP = 5.0  # scene units between repeats: visible at 40 px hexes, not busy


def pattern_path(pattern: str, rect: QRectF, step: float = PATTERN_STEP) -> tuple[QPainterPath, bool]:
    """The pattern over ``rect`` and whether it is filled (True) or stroked (False).

    Unknown patterns and ``"solid"`` give an empty path.
    """
    path = QPainterPath()
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    if pattern in ("stripes", "crosshatch"):
        span = rect.width() + rect.height()
        x = left - rect.height()
        while x <= right:
            path.moveTo(x, bottom)
            path.lineTo(x + rect.height(), top)
            x += step
        if pattern == "crosshatch":
            x = left
            while x <= left + span:
                path.moveTo(x, bottom)
                path.lineTo(x - rect.height(), top)
                x += step
        return path, False
    if pattern == "dots":
        y, row = top + step / 2, 0
        while y <= bottom + step:
            x = left + (step / 2 if row % 2 else 0)
            while x <= right + step:
                path.addEllipse(QPointF(x, y), step * 0.2, step * 0.2)
                x += step
            y += step * 0.8
            row += 1
        return path, True
    if pattern == "checks":
        size = step * 0.7
        y, row = top, 0
        while y <= bottom:
            x = left + (size if row % 2 else 0)
            while x <= right:
                path.addRect(QRectF(x, y, size, size))
                x += 2 * size
            y += size
            row += 1
        return path, True
    if pattern == "diamonds":
        r = step * 0.32
        y, row = top, 0
        while y <= bottom + step:
            x = left + (step / 2 if row % 2 else 0)
            while x <= right + step:
                path.moveTo(x, y - r)
                path.lineTo(x + r, y)
                path.lineTo(x, y + r)
                path.lineTo(x - r, y)
                path.closeSubpath()
                x += step
            y += step * 0.6
            row += 1
        return path, True
    if pattern in ("waves", "zigzag"):
        amplitude = step * 0.25
        y = top + step / 2
        while y <= bottom + step:
            x = left - step
            path.moveTo(x, y)
            up = True
            while x <= right + step:
                x += step / 2
                if pattern == "zigzag":
                    path.lineTo(x, y - amplitude if up else y + amplitude)
                else:
                    path.quadTo(x - step / 4, y + (-2 * amplitude if up else 2 * amplitude), x, y)
                up = not up
            y += step * 0.8
        return path, False
    return path, False
