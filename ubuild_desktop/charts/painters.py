"""The chart painters: each draws itself onto any ``QPainter`` inside a ``QRectF``.

One code path for every device: a :class:`~.view.ChartView` on screen, a PNG, an SVG and a
PDF page all call :meth:`Chart.paint`. A chart is a frozen description (its bars, labels and
marks, already in the user's words and numbers); the painter lays it out for the rectangle
it is given, so the same chart reads at 400 x 250 in a panel and at A4 width in a report.

- :class:`~.columns.ColumnChart` (its own module): vertical bars with labels under them (turned upright and thinned
  out when they do not fit), optional error bars, a reference line and a colour legend
  (landing odds per space, wins per seat with their intervals).
- :class:`~.histogram.Histogram` (its own module): the distribution of a measure (game length), with marks (median,
  p10, p90), a shaded band (the box's playing time) and a second scale (minutes).
- :class:`BarList`: horizontal bars, one labelled row each, for values that may be
  infinite (turns to pay a colour group back; "never").

Sizes come from the style's font: nothing depends on the screen's DPI.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen

from ..board.colours import contrast_ink
from .style import ChartStyle

ValueText = Callable[[float], str]


def plain_number(value: float) -> str:
    """A tick's number with no unit: "0.05", "120"."""
    return f"{value:g}"


@dataclass(frozen=True)
class Bar:
    """One bar: its label, value and colour (None: the style's), an optional interval
    (``low`` .. ``high``: an error bar) and a text written by it (its value, shown)."""

    label: str
    value: float
    colour: str | None = None
    low: float | None = None
    high: float | None = None
    text: str = ""
    tip: str = ""  # what the view's tool tip says over the bar; the label and text when empty


@dataclass(frozen=True)
class Mark:
    """A line across the plot at ``value`` (on the value axis of a column chart, the
    measured axis of a histogram), labelled."""

    value: float
    label: str
    strong: bool = True  # the style's accent, dashed; else its soft ink, dotted (a point of comparison)


@dataclass(frozen=True)
class Band:
    """A shaded range of a histogram's measure, labelled (the box's playing time)."""

    low: float
    high: float
    label: str


@dataclass(frozen=True)
class SecondScale:
    """A second scale under a histogram's axis: ``factor`` times the measure (player-turns
    to minutes), its own label and numbers."""

    factor: float
    label: str
    value_text: ValueText = plain_number


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering ``low`` .. ``high`` (about ``count`` intervals, steps of 1,
    2, 2.5 or 5 times a power of ten; whole numbers only when ``whole``)."""
    if not math.isfinite(low) or not math.isfinite(high):
        return [0.0, 1.0]
    if high <= low:
        high = low + (1.0 if low == 0 else abs(low) * 0.1)
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw * 0.999)
    if whole:
        step = max(1.0, math.ceil(step))
    first = math.floor(low / step + 1e-9) * step
    last = math.ceil(high / step - 1e-9) * step
    n = int(round((last - first) / step))
    return [round(first + i * step, 12) for i in range(n + 1)]


def share_ticks(top: float, most: float | None = None, count: int = 5) -> list[float]:
    """Round ticks from 0 past ``top``, never past ``most`` (1.0 for a share: the scale
    ends at 100% at most, even when ``top`` with its room is a little more)."""
    ticks = nice_ticks(0.0, top if top > 0 else 1.0, count)
    if most is not None and ticks[-1] > most + 1e-9:
        ticks = [t for t in nice_ticks(0.0, most, count) if t <= most + 1e-9]
    return ticks


def wrap_text(text: str, width: float, metrics: QFontMetricsF, max_lines: int = 0) -> list[str]:
    """``text`` broken between words into lines of at most ``width``; a word longer than a
    line (and with ``max_lines``, whatever is left for the last line) is elided with "…",
    never cut off."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return [line if metrics.horizontalAdvance(line) <= width
            else metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


def fits_whole(lines: Sequence[str], text: str) -> bool:
    """The lines hold every word of ``text``: nothing elided."""
    return " ".join(lines).split() == text.split()


def draw_lines(painter: QPainter, lines: Sequence[str], centre: float, top: float, left: float, right: float,
                line: float) -> float:
    """Lines of text centred on ``centre`` (kept between ``left`` and ``right``), one under
    the other from ``top``; the y under the last."""
    metrics = QFontMetricsF(painter.font())
    for text in lines:
        width = metrics.horizontalAdvance(text) + 2
        x = min(max(left, centre - width / 2), right - width)
        painter.drawText(QRectF(x, top, width, line), Qt.AlignmentFlag.AlignCenter, text)
        top += line * 1.2
    return top


def _no_data() -> str:
    return QCoreApplication.translate("Charts", "No figures yet")


@dataclass(frozen=True)
class Chart(ABC):
    """A chart: its title and how to draw it in a rectangle. Subclasses lay out and draw
    the plot (:meth:`_plot`) and say what lies under a point (:meth:`_tip`)."""

    title: str = ""

    def paint(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> None:
        """Draw the whole chart (background, title, plot) inside ``rect``."""
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            painter.setClipRect(rect)
            if style.background is not None:
                painter.fillRect(rect, QColor(style.background))
            plot = self._below_title(painter, rect, style)
            if plot.width() < 40 or plot.height() < 30:
                return
            if self.empty():
                painter.setFont(style.font())
                painter.setPen(QColor(style.soft))
                painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, _no_data())
                return
            self._plot(painter, plot, style)
        finally:
            painter.restore()

    def plot_rect(self, rect: QRectF, style: ChartStyle) -> QRectF:
        """The part of ``rect`` under the title, where the plot (axes, bars, labels) goes."""
        return _title_rect(self.title, rect, style)[1]

    def height_for(self, width: float, style: ChartStyle, plot_height: float) -> int:
        """The height the chart needs at ``width`` for its bars' area to be ``plot_height``
        high: its title, legend and labels take what they need at that width (a title
        wrapped on two lines, a legend on three rows...) on top of it."""
        height = plot_height * 2
        for _ in range(8):  # the labels under columns are longer in a taller chart: a few steps settle it
            rect = QRectF(0, 0, width, height)
            plot = self._plot_area(self.plot_rect(rect, style), style) if not self.empty() else self.plot_rect(rect, style)
            height = max(plot_height, height + plot_height - plot.height())
        return math.ceil(height)

    def tip_at(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        """What lies under ``point`` when the chart is drawn in ``rect`` (a bar's label and
        value), or "" (the view's tool tip)."""
        if self.empty():
            return ""
        plot = _title_rect(self.title, rect, style)[1]
        return self._tip(plot, style, point)

    def _below_title(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> QRectF:
        title_rect, plot = _title_rect(self.title, rect, style)
        if self.title:
            painter.setFont(style.font(1.25, bold=True))
            painter.setPen(QColor(style.ink))
            metrics = QFontMetricsF(painter.font())
            y = title_rect.top() + metrics.height() * 0.15
            for text in _title_lines(self.title, title_rect.width(), style):
                painter.drawText(QRectF(title_rect.left(), y, title_rect.width(), metrics.height()),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
                y += metrics.height()
        return plot

    @abstractmethod
    def empty(self) -> bool:
        """Nothing to draw (the chart then says so)."""

    @abstractmethod
    def _plot_area(self, rect: QRectF, style: ChartStyle) -> QRectF:
        """Where the bars go (inside the axes) with the plot in ``rect``."""

    @abstractmethod
    def _plot(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> None:
        """Draw the plot inside ``rect`` (the chart's rectangle under its title)."""

    @abstractmethod
    def _tip(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        """The tool tip at ``point`` with the plot in ``rect``."""


def _title_rect(title: str, rect: QRectF, style: ChartStyle) -> tuple[QRectF, QRectF]:
    pad = style.font_px * 0.6
    inner = rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
    if not title:
        return QRectF(inner.topLeft(), inner.topLeft()), inner
    lines = _title_lines(title, inner.width(), style)
    height = QFontMetricsF(style.font(1.25, bold=True)).height() * (len(lines) + 0.3)
    return QRectF(inner.left(), inner.top(), inner.width(), height), inner.adjusted(0, height, 0, 0)


def _title_lines(title: str, width: float, style: ChartStyle) -> list[str]:
    """A chart's title on one line, or two when it is too long (then elided)."""
    return wrap_text(title, width, QFontMetricsF(style.font(1.25, bold=True)), 2)


def metrics_width(style: ChartStyle, text: str) -> float:
    """The width of ``text`` in the chart's body font."""
    return QFontMetricsF(style.font()).horizontalAdvance(text)


def make_pen(colour: str, width: float = 1.0, dashed: bool = False) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCosmetic(False)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def draw_upright(painter: QPainter, x: float, y: float, text: str, length: float, height: float,
                  align_top: bool = True) -> None:
    """Text turned to read upwards, its end at (``x``, ``y``) (under an axis: it hangs
    down from there)."""
    painter.save()
    painter.translate(x, y)
    painter.rotate(-90)
    align = Qt.AlignmentFlag.AlignRight if align_top else Qt.AlignmentFlag.AlignLeft
    painter.drawText(QRectF(-length, -height / 2, length, height), align | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def legend_rows(items: Sequence[tuple[str, str]], width: float, metrics: QFontMetricsF) -> list[list[tuple[str, str, float]]]:
    """The legend's items (label, colour, width) laid out in rows of at most ``width``; a
    label too long for a row of its own is elided."""
    swatch = metrics.height() * 0.9
    before = swatch + metrics.height() * 0.3
    rows: list[list[tuple[str, str, float]]] = [[]]
    used = 0.0
    for label, colour in items:
        if before + metrics.horizontalAdvance(label) > width:
            label = metrics.elidedText(label, Qt.TextElideMode.ElideRight, max(1.0, width - before))
        w = min(width, before + metrics.horizontalAdvance(label) + metrics.height() * 0.9)
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0.0
        rows[-1].append((label, colour, w))
        used += w
    return rows


def draw_upright_title(painter: QPainter, text: str, x: float, plot: QRectF, line: float) -> None:
    """A value axis' title turned to read upwards, centred along ``plot``'s height."""
    painter.save()
    painter.translate(x, plot.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-plot.height() / 2, -line / 2, plot.height(), line), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def axis_numbers(painter: QPainter, ticks: Sequence[float], x_of: Callable[[float], float], y: float,
                  text_of: ValueText, style: ChartStyle, metrics: QFontMetricsF,
                  left: float = -math.inf, right: float = math.inf) -> None:
    """The numbers of a scale under its line at ``y``, each on its tick, kept between
    ``left`` and ``right`` (off the count axis' numbers, inside the chart); a number too
    close to the last one shown is left out."""
    line = metrics.height()

    def place(t: float) -> tuple[float, float, str, float]:
        x, text = x_of(t), text_of(t)
        width = metrics.horizontalAdvance(text) + 2
        return x, min(max(left, x - width / 2), right - width), text, width

    def apart(shown: Sequence[float]) -> bool:
        spans = [place(t) for t in shown]
        return all(b[1] >= a[1] + a[3] + line * 0.5 for a, b in zip(spans, spans[1:]))

    # every k-th number, the first and the last always among them when they can be
    # (a scale reads to its end), k as small as keeps them apart
    n = len(ticks)
    every = next((k for k in range(1, n) if (n - 1) % k == 0 and apart(ticks[::k])), 0)
    shown = list(ticks[::every]) if every else [ticks[0]]
    for t in shown:
        x, start, text, width = place(t)
        painter.setPen(make_pen(style.soft, 1.0))
        painter.drawLine(QPointF(x, y), QPointF(x, y + line * 0.2))  # a tick under the axis, over its number
        painter.setPen(QColor(style.soft))
        painter.drawText(QRectF(start, y + line * 0.25, width, line), Qt.AlignmentFlag.AlignCenter, text)


@dataclass(frozen=True)
class BarList(Chart):
    """Horizontal bars, one labelled row each; a value of ``math.inf`` reaches past the
    scale, hatched, with ``never_text`` (see the module's docstring)."""

    bars: tuple[Bar, ...] = ()
    value_label: str = ""  # under the scale
    value_text: ValueText = plain_number
    never_text: str = ""  # written at an infinite bar ("never")
    max_top: float | None = None  # the scale never reaches past this (1.0: a share ends at 100% at most)

    def empty(self) -> bool:
        return not self.bars

    def _value_lines(self, rect: QRectF, metrics: QFontMetricsF) -> list[str]:
        """The scale's title, wrapped to the chart's width."""
        return wrap_text(self.value_label, rect.width(), metrics) if self.value_label else []

    def _plot_area(self, rect: QRectF, style: ChartStyle) -> QRectF:
        return self._layout(rect, style)[0]

    def _layout(self, rect: QRectF, style: ChartStyle) -> tuple[QRectF, float, float, list[float]]:
        metrics = QFontMetricsF(style.font())
        line = metrics.height()
        finite = [v for b in self.bars for v in (b.value, b.high or 0.0) if math.isfinite(v)]
        top = max(finite + [0.0])  # no room needed past the longest: its text has a column
        label_width = min(max(metrics.horizontalAdvance(b.label) for b in self.bars) + line * 0.6, rect.width() * 0.45)
        never = metrics.horizontalAdvance(self.never_text) + line if self.never_text else 0.0
        values = max([metrics.horizontalAdvance(b.text) for b in self.bars] + [never]) + line * 0.6
        under = line * 1.35 + line * 1.2 * len(self._value_lines(rect, metrics))
        plot = QRectF(rect.left() + label_width, rect.top() + line * 0.2,
                      max(10.0, rect.width() - label_width - values), max(10.0, rect.height() - under - line * 0.2))
        row = min(line * 2.2, plot.height() / len(self.bars))
        for count in (5, 4, 3, 2):  # fewer, wider steps when every number would not fit under the bars
            ticks = share_ticks(top, self.max_top, count)
            widths = [metrics.horizontalAdvance(self.value_text(t)) + 2 for t in ticks]
            if sum(widths) + line * 0.5 * (len(widths) - 1) <= plot.width() + (widths[0] + widths[-1]) / 2:
                break
        return plot, label_width, row, ticks

    def _plot(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> None:
        plot, label_width, row, ticks = self._layout(rect, style)
        font = style.font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line = metrics.height()
        top_value = ticks[-1] or 1.0

        def x_of(v: float) -> float:
            return plot.left() + min(v, top_value) / top_value * plot.width()

        bottom = plot.top() + row * len(self.bars)
        for t in ticks:
            x = x_of(t)
            painter.setPen(make_pen(style.grid, 0.8))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, bottom))
        axis_numbers(painter, ticks, x_of, bottom, self.value_text, style, metrics, rect.left(), rect.right())
        painter.setPen(QColor(style.soft))
        draw_lines(painter, self._value_lines(rect, metrics), plot.center().x(), bottom + line * 1.35, rect.left(),
                    rect.right(), line)
        bar_height = min(row * 0.68, line * 1.4)
        for i, bar in enumerate(self.bars):
            centre = plot.top() + row * (i + 0.5)
            painter.setPen(QColor(style.ink))
            painter.drawText(QRectF(rect.left(), centre - line / 2, label_width - line * 0.4, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_width - line * 0.4))
            colour = QColor(bar.colour or style.bar)
            infinite = not math.isfinite(bar.value)
            end = plot.right() if infinite else x_of(max(0.0, bar.value))
            body = QRectF(plot.left(), centre - bar_height / 2, end - plot.left(), bar_height)
            painter.setPen(make_pen(style.bar_edge, 0.8))
            painter.setBrush(colour)
            painter.drawRect(body)
            if infinite:  # hatched: past the scale
                hatch = QBrush(QColor(contrast_ink(colour)), Qt.BrushStyle.BDiagPattern)
                painter.setBrush(hatch)
                painter.drawRect(body)
            text = self.never_text if infinite else bar.text
            if text:
                painter.setPen(QColor(style.ink))
                painter.drawText(QRectF(end + line * 0.3, centre - line / 2, rect.right() - end, line),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.setPen(make_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), bottom))

    def _tip(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        plot, _, row, _ = self._layout(rect, style)
        i = int((point.y() - plot.top()) // row) if point.y() >= plot.top() else -1
        if not 0 <= i < len(self.bars) or point.x() > plot.right() + plot.width():
            return ""
        bar = self.bars[i]
        text = self.never_text if not math.isfinite(bar.value) else bar.text
        return bar.tip or (f"{bar.label}: {text}" if text else bar.label)
