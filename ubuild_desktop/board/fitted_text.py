"""Text that fits a box on a tile: wrapped by words, shrunk to fit, elided as a last resort.

Sizes are in scene units, not points, so a label keeps its proportions at every zoom:
the text is laid out with a large pixel-sized font (exact metrics, no hinting, no
dependence on the screen's DPI) and drawn scaled down.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter

_BASE_PX = 100  # layout size; drawn scaled by pixel_size / _BASE_PX


@cache
def base_font(weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The board's font at the layout size (the application's family)."""
    font = QFont(QGuiApplication.font())
    font.setPixelSize(_BASE_PX)
    font.setWeight(weight)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setKerning(True)
    return font


@dataclass(frozen=True)
class FittedText:
    """Lines of text and the size (scene units) that make them fit a box."""

    lines: tuple[str, ...]
    pixel_size: float
    weight: QFont.Weight
    line_height: float  # scene units between baselines

    @property
    def height(self) -> float:
        return self.line_height * len(self.lines)


def _wrap(words: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    for word in words:
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


@lru_cache(maxsize=4096)
def fit_text(
    text: str,
    width: float,
    height: float,
    *,
    max_px: float,
    min_px: float,
    max_lines: int = 2,
    weight: QFont.Weight = QFont.Weight.Normal,
) -> FittedText:
    """The largest size from ``max_px`` down to ``min_px`` at which ``text`` fits the box.

    Words wrap onto at most ``max_lines`` lines. If even ``min_px`` is too big, the text
    is wrapped at ``min_px`` and the last line is elided with an ellipsis.
    """
    font = base_font(weight)
    metrics = QFontMetricsF(font)
    words = text.split() or [""]
    line_factor = metrics.lineSpacing() * 0.92 / _BASE_PX  # a little tighter than the font's
    px = max_px
    while px >= min_px - 1e-9:
        scale = _BASE_PX / px
        lines = _wrap(words, metrics, width * scale)
        too_wide = any(metrics.horizontalAdvance(line) > width * scale for line in lines)
        if not too_wide and len(lines) <= max_lines and len(lines) * px * line_factor <= height:
            return FittedText(tuple(lines), px, weight, px * line_factor)
        px -= 0.25
    px = min_px
    scale = _BASE_PX / px
    rows = max(1, min(max_lines, int(height // (px * line_factor)) or 1))
    lines = _wrap(words, metrics, width * scale)
    kept = lines[:rows]
    rest = " ".join(lines[rows - 1 :]) if len(lines) > rows else kept[-1]
    kept[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width * scale)
    kept = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width * scale) for line in kept]
    return FittedText(tuple(kept), px, weight, px * line_factor)


def ink_rect(fitted: FittedText, box: QRectF) -> QRectF:
    """Where :func:`draw_fitted` inks ``fitted`` in ``box``: the lines' width, ascent to descent."""
    metrics = QFontMetricsF(base_font(fitted.weight))
    scale = fitted.pixel_size / _BASE_PX
    width = max((metrics.horizontalAdvance(line) for line in fitted.lines), default=0.0) * scale
    block = fitted.line_height * (len(fitted.lines) - 1) + (metrics.ascent() + metrics.descent()) * scale
    centre = box.center()
    return QRectF(centre.x() - width / 2, centre.y() - block / 2, width, block)


def draw_fitted(painter: QPainter, fitted: FittedText, box: QRectF, colour: QColor | str) -> None:
    """Draw ``fitted`` centred horizontally and vertically in ``box``."""
    font = base_font(fitted.weight)
    metrics = QFontMetricsF(font)
    scale = fitted.pixel_size / _BASE_PX
    # Centre the ink of the block: ascent above the first baseline, descent below the last.
    ascent = metrics.ascent() * scale
    descent = metrics.descent() * scale
    block = fitted.line_height * (len(fitted.lines) - 1) + ascent + descent
    first_baseline = box.center().y() - block / 2 + ascent
    painter.save()
    painter.setFont(font)
    painter.setPen(QColor(colour))
    for i, line in enumerate(fitted.lines):
        width = metrics.horizontalAdvance(line) * scale
        x = box.center().x() - width / 2
        y = first_baseline + i * fitted.line_height
        painter.save()
        painter.translate(QPointF(x, y))
        painter.scale(scale, scale)
        painter.drawText(QPointF(0, 0), line)
        painter.restore()
    painter.restore()


def draw_label(
    painter: QPainter,
    text: str,
    box: QRectF,
    colour: QColor | str,
    *,
    max_px: float,
    min_px: float | None = None,
    max_lines: int = 1,
    weight: QFont.Weight = QFont.Weight.Normal,
) -> FittedText:
    """Fit ``text`` to ``box`` and draw it there; returns the fitted layout."""
    fitted = fit_text(
        text,
        box.width(),
        box.height(),
        max_px=max_px,
        min_px=max_px * 0.6 if min_px is None else min_px,
        max_lines=max_lines,
        weight=weight,
    )
    draw_fitted(painter, fitted, box, colour)
    return fitted
