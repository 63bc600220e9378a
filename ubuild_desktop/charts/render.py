"""A chart as a picture file: PNG (an image at a device pixel ratio) or SVG (vectors).

Both paint through :meth:`~.painters.Chart.paint`, like the view and a PDF page (which
paints on the page's painter itself: see ``ubuild analyze --report``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from ..qtfiles import MemoryFile, image_bytes, save_image
from .painters import Chart
from .style import ChartStyle, svg_with_css_fonts


def chart_image(chart: Chart, width: int, height: int, style: ChartStyle, ratio: float = 2.0) -> QImage:
    """``chart`` drawn on an image of ``width`` x ``height`` logical pixels (``ratio``
    device pixels each: sharp on a high-density screen or in a printed report)."""
    image = QImage(QSize(round(width * ratio), round(height * ratio)), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(style.background) if style.background else QColor(0, 0, 0, 0))
    painter = QPainter(image)
    try:
        chart.paint(painter, QRectF(0, 0, width, height), style)
    finally:
        painter.end()
    return image


def png_bytes(chart: Chart, width: int, height: int, style: ChartStyle, ratio: float = 2.0) -> bytes:
    """The PNG file of :func:`chart_image`."""
    return image_bytes(chart_image(chart, width, height, style, ratio))


def save_png(chart: Chart, path: str | Path, width: int, height: int, style: ChartStyle, ratio: float = 2.0) -> Path:
    """Write the chart to a PNG file; ``OSError`` naming the file if it cannot be written."""
    return save_image(chart_image(chart, width, height, style, ratio), path)


def svg_bytes(chart: Chart, width: int, height: int, style: ChartStyle, title: str = "") -> bytes:
    """The chart as an SVG document of ``width`` x ``height`` (its view box in the same
    units), text kept as text, in a font family a browser knows (:func:`svg_with_css_fonts`)."""
    output = MemoryFile()
    generator = QSvgGenerator()
    generator.setOutputDevice(output.device)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, width, height))
    generator.setTitle(title or chart.title)
    painter = QPainter(generator)
    try:
        chart.paint(painter, QRectF(0, 0, width, height), style)
    finally:
        painter.end()
    return svg_with_css_fonts(output.data())
