"""A histogram (:class:`Histogram`): values counted in bins of round widths, with marks
(p10, the median, a point of comparison) and a second scale, painted by :mod:`.painters`' rules."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from .painters import (
    Band, Chart, Mark, SecondScale, ValueText, axis_numbers, draw_lines, draw_upright_title, make_pen, nice_ticks,
    plain_number, wrap_text,
)
from .style import ChartStyle


@dataclass(frozen=True)
class _Bins:
    start: float
    width: float
    counts: list[int]


def bins_of(values: Sequence[float], target: int = 20) -> _Bins:
    """Round-width bins over ``values`` (about ``target`` of them)."""
    lo, hi = min(values), max(values)
    ticks = nice_ticks(lo, hi + (1 if hi == lo else 0), target, whole=all(float(v).is_integer() for v in values))
    width = ticks[1] - ticks[0]
    start = ticks[0]
    counts = [0] * max(1, int(math.floor((hi - start) / width)) + 1)
    for v in values:
        counts[min(len(counts) - 1, int((v - start) // width))] += 1
    return _Bins(start, width, counts)


@dataclass(frozen=True)
class _HistogramLayout:
    plot: QRectF
    bins: _Bins
    x_ticks: list[float]
    y_ticks: list[float]
    low: float
    high: float
    labels: list[tuple[float, int, str, bool]]  # the marks' labels: left end, row above the plot, text, strong
    measure_lines: tuple[str, ...] = ()  # the measure's label, wrapped
    second_lines: tuple[str, ...] = ()  # the second scale's label, wrapped


@dataclass(frozen=True)
class Histogram(Chart):
    """The distribution of ``values``; see the module's docstring."""

    values: tuple[float, ...] = ()
    measure_label: str = ""  # under the axis ("player-turns per game")
    count_label: str = ""  # the count axis' title ("games")
    value_text: ValueText = plain_number
    marks: tuple[Mark, ...] = ()
    band: Band | None = None
    second: SecondScale | None = None
    bins: int = 20
    bar_text: Callable[[float, float, int], str] | None = field(default=None, compare=False)  # tool tip of a bin

    def empty(self) -> bool:
        return not self.values

    def _plot_area(self, rect: QRectF, style: ChartStyle) -> QRectF:
        return self._geometry(rect, style).plot

    def _geometry(self, rect: QRectF, style: ChartStyle) -> _HistogramLayout:
        metrics = QFontMetricsF(style.font())
        line = metrics.height()
        b = bins_of(self.values, self.bins)
        lo, hi = b.start, b.start + b.width * len(b.counts)
        extra = [m.value for m in self.marks] + ([self.band.low, self.band.high] if self.band else [])
        lo, hi = min([lo] + extra), max([hi] + extra)
        x_ticks = nice_ticks(lo, hi, 6)
        lo, hi = min(lo, x_ticks[0]), max(hi, x_ticks[-1])
        y_ticks = nice_ticks(0, max(b.counts) * 1.08, 4, whole=True)
        tick_width = max(metrics.horizontalAdvance(plain_number(t)) for t in y_ticks)
        left = rect.left() + (line * 1.4 if self.count_label else 0) + tick_width + line * 0.5
        last = max(metrics.horizontalAdvance(self.value_text(x_ticks[-1])), metrics.horizontalAdvance(
            self.second.value_text(x_ticks[-1] * self.second.factor)) if self.second else 0.0)
        right = rect.right() - max(line * 0.5, last / 2 + 2)
        # the marks' labels above the plot, each on its own line (the lowest value's nearest
        # the plot), centred on its mark and kept inside the chart: never two on one line,
        # however far apart, so each reads as the label of one mark
        wanted = [(m.value, m.label, m.strong) for m in self.marks]
        if self.band is not None:
            wanted.append(((self.band.low + self.band.high) / 2, self.band.label, False))
        labels: list[tuple[float, int, str, bool]] = []
        rows: list[list[tuple[float, float]]] = []
        for value, text, strong in sorted(wanted, key=lambda w: w[0]):
            x = left + (value - lo) / (hi - lo) * (right - left)
            if metrics.horizontalAdvance(text) > rect.width():
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
            width = metrics.horizontalAdvance(text)
            start = min(max(rect.left(), x - width / 2), rect.right() - width)
            rows.append([(start, start + width)])
            labels.append((start, len(rows) - 1, text, strong))
        measure_lines = tuple(wrap_text(self.measure_label, rect.width(), metrics)) if self.measure_label else ()
        second_lines = tuple(wrap_text(self.second.label, rect.width(), metrics)) if self.second else ()
        under = line * 1.35 + line * 1.2 * len(measure_lines)
        if self.second is not None:
            under += line * 1.35 + line * 1.2 * len(second_lines)
        above = line * 1.3 * max(1, len(rows)) + line * 0.3  # (the count axis' top number reaches above the plot)
        plot = QRectF(left, rect.top() + above, right - left, max(10.0, rect.height() - above - under - line * 0.1))
        return _HistogramLayout(plot, b, x_ticks, y_ticks, lo, hi, labels, measure_lines, second_lines)

    def _plot(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> None:
        lay = self._geometry(rect, style)
        plot, b, x_ticks, y_ticks, lo, hi = lay.plot, lay.bins, lay.x_ticks, lay.y_ticks, lay.low, lay.high
        font = style.font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line = metrics.height()

        def x_of(v: float) -> float:
            return plot.left() + (v - lo) / (hi - lo) * plot.width()

        def y_of(c: float) -> float:
            return plot.bottom() - c / y_ticks[-1] * plot.height()

        if self.band is not None:
            x0, x1 = x_of(self.band.low), x_of(self.band.high)
            painter.fillRect(QRectF(x0, plot.top(), max(2.0, x1 - x0), plot.height()), QColor(style.band))
        for t in y_ticks:
            y = y_of(t)
            painter.setPen(make_pen(style.grid, 0.8))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(style.soft))
            painter.drawText(QRectF(rect.left(), y - line / 2, plot.left() - line * 0.4 - rect.left(), line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, plain_number(t))
        painter.setPen(make_pen(style.bar_edge, 0.8))
        painter.setBrush(QColor(style.bar))
        for i, count in enumerate(b.counts):
            if count:
                x0, x1 = x_of(b.start + i * b.width), x_of(b.start + (i + 1) * b.width)
                painter.drawRect(QRectF(x0, y_of(count), x1 - x0, plot.bottom() - y_of(count)))
        for mark in self.marks:
            x = x_of(mark.value)
            pen = make_pen(style.accent, 1.6, dashed=True) if mark.strong else make_pen(style.soft, 1.6)
            if not mark.strong:
                pen.setStyle(Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for start, row, text, strong in lay.labels:
            painter.setPen(QColor(style.accent if strong else style.soft))
            painter.drawText(QRectF(start, plot.top() - line * (0.3 + 1.3 * (1 + row)), metrics.horizontalAdvance(text) + 1, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        # the measure's axis, then the second scale
        painter.setPen(make_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        y = plot.bottom()
        axis_numbers(painter, x_ticks, x_of, y, self.value_text, style, metrics, plot.left() - line * 0.3,
                           rect.right())
        y += line * 1.35
        painter.setPen(QColor(style.soft))
        y = draw_lines(painter, lay.measure_lines, plot.center().x(), y, rect.left(), rect.right(), line)
        if self.second is not None:
            second = self.second
            s_ticks = [t for t in nice_ticks(lo * second.factor, hi * second.factor, 6)
                       if lo * second.factor - 1e-9 <= t <= hi * second.factor + 1e-9]
            axis_numbers(painter, s_ticks, lambda v: x_of(v / second.factor), y, second.value_text, style, metrics,
                               plot.left() - line * 0.3, rect.right())
            painter.setPen(QColor(style.soft))
            draw_lines(painter, lay.second_lines, plot.center().x(), y + line * 1.35, rect.left(), rect.right(), line)
        if self.count_label:
            painter.setPen(QColor(style.soft))
            draw_upright_title(painter, metrics.elidedText(self.count_label, Qt.TextElideMode.ElideRight, plot.height()),
                                rect.left() + line * 0.6, plot, line)


    def _tip(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        lay = self._geometry(rect, style)
        plot, b, lo, hi = lay.plot, lay.bins, lay.low, lay.high
        if not plot.contains(point):
            return ""
        value = lo + (point.x() - plot.left()) / plot.width() * (hi - lo)
        i = int((value - b.start) // b.width)
        if not 0 <= i < len(b.counts):
            return ""
        start, end = b.start + i * b.width, b.start + (i + 1) * b.width
        if self.bar_text is not None:
            return self.bar_text(start, end, b.counts[i])
        return f"{self.value_text(start)}-{self.value_text(end)}: {b.counts[i]}"
