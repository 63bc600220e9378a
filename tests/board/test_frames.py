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
