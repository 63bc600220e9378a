"""Charts drawn with Qt's own painting, shared by every window and the reports.

The painters (:mod:`.painters`) draw a chart onto any ``QPainter`` in a given ``QRectF``,
so one code path draws a widget (:class:`ChartView`), a PNG or an SVG (:mod:`.render`)
and a PDF page. A chart is a frozen description already in the user's words (labels,
numbers as text, colours); :mod:`.balance` makes the balance lab's charts (landing odds
per space, game length, wins per seat, payback per group) from core's figures. Colours
come from :mod:`.style`: the window's theme on screen, paper (dark on white) in a report;
bars of a district take its colour group's colour, as the board draws it.

Like ``board/``, this package never imports a window package (editor, play, viewer, app).
"""

from __future__ import annotations

from .columns import ColumnChart
from .histogram import Histogram
from .painters import Band, Bar, BarList, Chart, Mark, SecondScale, nice_ticks
from .render import chart_image, png_bytes, save_png, svg_bytes
from .style import ChartStyle, paper_style, window_style
from .view import ChartView

__all__ = [
    "Band", "Bar", "BarList", "Chart", "ChartStyle", "ChartView", "ColumnChart", "Histogram", "Mark", "SecondScale",
    "chart_image", "nice_ticks", "paper_style", "png_bytes", "save_png", "svg_bytes", "window_style",
]
