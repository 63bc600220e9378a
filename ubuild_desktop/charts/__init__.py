"""Charts drawn with Qt's own painting, shared by every window and the reports.

The painters (:mod:`.painters`) draw a chart onto any ``QPainter`` in a given ``QRectF``,
so one code path draws a widget (:class:`ChartView`), a PNG or an SVG (:mod:`.render`)
and a PDF page. A chart is a frozen description already in the user's words (labels,
numbers as text, colours); :mod:`.balance` makes the balance lab's charts (landing odds
per space, game length, wins per seat, payback per group) from core's figures. Colours
come from :mod:`.style`: the window's theme on screen, paper (dark on white) in a report;
bars of a district take its colour group's colour, as the board draws it.

Like ``board/``, this package never imports a window package (editor, play, viewer, app).

In more detail:

``painters.py``: a chart is a frozen description in the user's words (``columns.py``'s
``ColumnChart``: labels turned upright and thinned out when crowded, error bars, a reference
line, a colour legend; ``histogram.py``'s ``Histogram``: marks, a second scale; ``BarList``:
horizontal bars, infinite ones "never"; the drawing rules they share are ``painters.py``'s)
that draws itself with ``paint(painter, rect, style)`` on any ``QPainter``: one code path
for ``ChartView`` (a widget with tool tips naming the bar under the pointer), a PNG or SVG
(``render.py``) and a PDF page. The painters lay themselves out for any rectangle from 320
px wide to an A4 page: titles and scale titles wrap between words (elided with "…" only when
a single word is too long), a value axis title too long to read along its axis is written
across above the plot, column labels wrap onto two lines before they turn upright, close
marks' labels stack in rows, scale numbers thin out keeping both ends, and a share's scale
(``max_top=1.0``) ends at 100% at most; ``Chart.height_for(width, style, plot_height)`` is
the height a chart needs at a width for its bars' area to keep a height (the Balance panel
sizes its charts with it). ``tests/charts/test_chart_layout.py`` records every text a
painter draws and checks none leaves the chart or overlaps another. ``style.py``: the
window's colours (``theme``, light or dark) or paper's. ``balance.py``: the balance lab's
charts from core's figures (landing odds per space in the board's group colours, game length
against the box's time, wins per seat with their intervals, payback per group, money flows);
what they need of a board (names, groups, scene, rent tables, the Balance panel's words)
they ask the board's rule set: ``figures.py``'s ``figures_of`` loads its ``RuleSet.figures``
(``track_figures.py``, ``square_figures.py``), so no chart, report or panel tests a board's
type. ``fair_table.py``: the Fair start proposal's before/after table and verdict (rich
text), for the report's "Fair start" section and the Balance panel's (one code path).
``report.py``: the balance report (``ubuild analyze --report``), one list of blocks written
as a self-contained HTML page (charts as inline SVG, the board's heat map as a ``data:``
PNG), laid out on A4 PDF pages by the same painters, or on one long SVG page; it opens with
``balance.verdict``'s plain sentences ("In short": game length against the box's time, the
first player's points from a fair share, the quickest and slowest buys).
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
