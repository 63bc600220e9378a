"""The chart painters: each draws itself onto any ``QPainter`` inside a ``QRectF``.

One code path for every device: a :class:`~.view.ChartView` on screen, a PNG, an SVG and a
PDF page all call :meth:`Chart.paint`. A chart is a frozen description (its bars, labels and
marks, already in the user's words and numbers); the painter lays it out for the rectangle
it is given, so the same chart reads at 400 x 250 in a panel and at A4 width in a report.

- :class:`ColumnChart`: vertical bars with labels under them (turned upright and thinned
  out when they do not fit), optional error bars, a reference line and a colour legend
  (landing odds per space, wins per seat with their intervals).
- :class:`Histogram`: the distribution of a measure (game length), with marks (median,
  p10, p90), a shaded band (the box's playing time) and a second scale (minutes).
- :class:`BarList`: horizontal bars, one labelled row each, for values that may be
  infinite (turns to pay a colour group back; "never").

Sizes come from the style's font: nothing depends on the screen's DPI.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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


def _fits_whole(lines: Sequence[str], text: str) -> bool:
    """The lines hold every word of ``text``: nothing elided."""
    return " ".join(lines).split() == text.split()


def _draw_lines(painter: QPainter, lines: Sequence[str], centre: float, top: float, left: float, right: float,
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


def _pen(colour: str, width: float = 1.0, dashed: bool = False) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCosmetic(False)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _draw_upright(painter: QPainter, x: float, y: float, text: str, length: float, height: float,
                  align_top: bool = True) -> None:
    """Text turned to read upwards, its end at (``x``, ``y``) (under an axis: it hangs
    down from there)."""
    painter.save()
    painter.translate(x, y)
    painter.rotate(-90)
    align = Qt.AlignmentFlag.AlignRight if align_top else Qt.AlignmentFlag.AlignLeft
    painter.drawText(QRectF(-length, -height / 2, length, height), align | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def _legend_rows(items: Sequence[tuple[str, str]], width: float, metrics: QFontMetricsF) -> list[list[tuple[str, str, float]]]:
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


def _draw_upright_title(painter: QPainter, text: str, x: float, plot: QRectF, line: float) -> None:
    """A value axis' title turned to read upwards, centred along ``plot``'s height."""
    painter.save()
    painter.translate(x, plot.center().y())
    painter.rotate(-90)
    painter.drawText(QRectF(-plot.height() / 2, -line / 2, plot.height(), line), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


@dataclass(frozen=True)
class _Columns:
    """Where a column chart's parts go in a rectangle."""

    plot: QRectF  # the bars' area
    ticks: list[float]
    slot: float
    bar_width: float
    upright: bool  # labels turned to read upwards
    label_every: int  # 1: every label shown; k: every k-th
    label_length: float
    legend: list[list[tuple[str, str, float]]]
    legend_top: float
    label_lines: int = 1  # lines of a label written across (two when one does not fit the slot)
    across: tuple[str, ...] = ()  # the value axis' title written across above the plot (too long to turn along it)
    across_top: float = 0.0
    key_top: float = 0.0  # the middle of the reference line's key

    def y(self, value: float) -> float:
        top = self.ticks[-1] or 1.0
        return self.plot.bottom() - (value / top) * self.plot.height()

    def x(self, index: int) -> float:
        return self.plot.left() + self.slot * (index + 0.5)


@dataclass(frozen=True)
class ColumnChart(Chart):
    """Vertical bars with their labels under them; see the module's docstring."""

    bars: tuple[Bar, ...] = ()
    value_label: str = ""  # the value axis' title
    value_text: ValueText = plain_number  # a tick's number
    reference: Mark | None = None  # a dashed line (a fair share)
    legend: tuple[tuple[str, str], ...] = ()  # (label, colour) of the bars' colours
    min_top: float = 0.0  # the value axis reaches at least this
    max_top: float | None = None  # ... and never past this (1.0: a share ends at 100% at most)

    def empty(self) -> bool:
        return not self.bars

    def _plot_area(self, rect: QRectF, style: ChartStyle) -> QRectF:
        return self._layout(rect, style).plot

    def _layout(self, rect: QRectF, style: ChartStyle) -> _Columns:
        lay = self._layout_with(rect, style, across=False)
        if self.value_label and metrics_width(style, self.value_label) > lay.plot.height():
            # too long to read along the axis: written across, above the plot
            lay = self._layout_with(rect, style, across=True)
        return lay

    def _layout_with(self, rect: QRectF, style: ChartStyle, across: bool) -> _Columns:
        metrics = QFontMetricsF(style.font())
        line = metrics.height()
        top_value = max([self.min_top] + [max(b.value, b.high or 0.0) for b in self.bars]
                        + ([self.reference.value] if self.reference else []))
        ticks = share_ticks(top_value * 1.05, self.max_top)
        legend = _legend_rows(self.legend, rect.width(), metrics) if self.legend else []
        legend_top = rect.top()
        y = rect.top() + len(legend) * line * 1.3
        title = tuple(wrap_text(self.value_label, rect.width(), metrics)) if across else ()
        across_top = y
        y += len(title) * line * 1.2
        key_top = y + line * 0.5
        if self.reference is not None:  # the reference line's key, above the plot
            y += line * 1.3
        top = y + line * 0.8
        tick_width = max(metrics.horizontalAdvance(self.value_text(t)) for t in ticks)
        left = rect.left() + (line * 1.4 if self.value_label and not across else 0.0) + tick_width + line * 0.5
        right = rect.right() - line * 0.3
        slot = max(1e-6, (right - left) / len(self.bars))
        widths = [metrics.horizontalAdvance(b.label) for b in self.bars]
        lines = 1
        upright = max(widths) > slot * 0.92
        if upright and all(len(w) <= 2 and _fits_whole(w, b.label)
                           for b in self.bars for w in [wrap_text(b.label, slot * 0.92, metrics)]):
            upright, lines = False, 2  # each label on two lines across its slot
        if upright:
            length = min(max(widths), max(line * 3, rect.height() * 0.4))
            every = max(1, math.ceil(line * 1.05 / slot))
            label_height = length + line * 0.4
        else:
            length, every, label_height = max(widths), 1, line * (0.1 + 1.2 * lines)
        bottom = rect.bottom() - label_height
        plot = QRectF(left, top, right - left, max(10.0, bottom - top))
        bar_width = slot * 0.72 if slot >= 6 else max(slot - 1.0, slot * 0.8)
        return _Columns(plot, ticks, slot, bar_width, upright, every, length, legend, legend_top, lines, title,
                        across_top, key_top)

    def _plot(self, painter: QPainter, rect: QRectF, style: ChartStyle) -> None:
        lay = self._layout(rect, style)
        plot = lay.plot
        font = style.font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line = metrics.height()
        self._draw_legend(painter, rect, lay, style, metrics)
        # grid and value axis
        for t in lay.ticks:
            y = lay.y(t)
            painter.setPen(_pen(style.grid, 0.8))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(style.soft))
            painter.drawText(QRectF(rect.left(), y - line / 2, plot.left() - line * 0.4 - rect.left(), line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.value_text(t))
        if self.value_label:
            painter.setPen(QColor(style.soft))
            if lay.across:
                y = lay.across_top
                for text in lay.across:
                    painter.drawText(QRectF(rect.left(), y, rect.width(), line),
                                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
                    y += line * 1.2
            else:
                _draw_upright_title(painter, self.value_label, rect.left() + line * 0.6, plot, line)
        # bars
        edge = _pen(style.bar_edge, 0.6 if lay.slot < 8 else 0.9)
        for i, bar in enumerate(self.bars):
            x = lay.x(i)
            y = lay.y(max(0.0, bar.value))
            body = QRectF(x - lay.bar_width / 2, y, lay.bar_width, plot.bottom() - y)
            painter.setPen(edge if lay.slot >= 4 else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(bar.colour or style.bar))
            painter.drawRect(body)
            top = y
            if bar.low is not None and bar.high is not None:
                lo, hi = lay.y(bar.low), lay.y(bar.high)
                cap = max(3.0, lay.bar_width * 0.22)
                painter.setPen(_pen(style.ink, 1.4))
                painter.drawLine(QPointF(x, lo), QPointF(x, hi))
                painter.drawLine(QPointF(x - cap, lo), QPointF(x + cap, lo))
                painter.drawLine(QPointF(x - cap, hi), QPointF(x + cap, hi))
                top = min(top, hi)
            if bar.text and metrics.horizontalAdvance(bar.text) <= lay.slot * 0.95:
                painter.setPen(QColor(style.ink))
                painter.drawText(QRectF(x - lay.slot / 2, top - line * 1.1, lay.slot, line),
                                 Qt.AlignmentFlag.AlignCenter, bar.text)
        painter.setPen(_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        # labels under the bars
        painter.setPen(QColor(style.ink))
        for i, bar in enumerate(self.bars):
            if i % lay.label_every:
                continue
            x = lay.x(i)
            if lay.upright:
                text = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, lay.label_length)
                _draw_upright(painter, x, plot.bottom() + line * 0.3, text, lay.label_length, line)
            else:
                lines = wrap_text(bar.label, lay.slot * 0.92, metrics, lay.label_lines)
                _draw_lines(painter, lines, x, plot.bottom() + line * 0.15, x - lay.slot / 2, x + lay.slot / 2, line)
        if self.reference is not None:
            y = lay.y(self.reference.value)
            painter.setPen(_pen(style.accent, 1.6, dashed=True))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            # its key above the plot, on the right, where no bar or label can cover it
            room = rect.width() - line * 2.2
            label = metrics.elidedText(self.reference.label, Qt.TextElideMode.ElideRight, room)
            width = metrics.horizontalAdvance(label)
            key_y = lay.key_top
            start = max(rect.left(), min(plot.right() - width - line * 2.4, rect.right() - width - line * 2.2 - 1))
            painter.drawLine(QPointF(start, key_y), QPointF(start + line * 1.8, key_y))
            painter.setPen(QColor(style.accent))
            painter.drawText(QRectF(start + line * 2.2, key_y - line / 2, width + 1, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)

    def _draw_legend(self, painter: QPainter, rect: QRectF, lay: _Columns, style: ChartStyle,
                     metrics: QFontMetricsF) -> None:
        line = metrics.height()
        swatch = line * 0.9
        y = lay.legend_top
        for row in lay.legend:
            x = rect.left()
            for label, colour, width in row:
                painter.setPen(_pen(style.bar_edge, 0.8))
                painter.setBrush(QColor(colour))
                painter.drawRect(QRectF(x, y + (line - swatch) / 2, swatch, swatch))
                painter.setPen(QColor(style.ink))
                painter.drawText(QRectF(x + swatch + line * 0.3, y, width - swatch - line * 0.3, line),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
                x += width
            y += line * 1.3

    def _tip(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        lay = self._layout(rect, style)
        if not (lay.plot.left() <= point.x() < lay.plot.right()) or point.y() < lay.plot.top():
            return ""
        bar = self.bars[min(len(self.bars) - 1, int((point.x() - lay.plot.left()) / lay.slot))]
        return bar.tip or (f"{bar.label}: {bar.text}" if bar.text else bar.label)


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
            painter.setPen(_pen(style.grid, 0.8))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(style.soft))
            painter.drawText(QRectF(rect.left(), y - line / 2, plot.left() - line * 0.4 - rect.left(), line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, plain_number(t))
        painter.setPen(_pen(style.bar_edge, 0.8))
        painter.setBrush(QColor(style.bar))
        for i, count in enumerate(b.counts):
            if count:
                x0, x1 = x_of(b.start + i * b.width), x_of(b.start + (i + 1) * b.width)
                painter.drawRect(QRectF(x0, y_of(count), x1 - x0, plot.bottom() - y_of(count)))
        for mark in self.marks:
            x = x_of(mark.value)
            pen = _pen(style.accent, 1.6, dashed=True) if mark.strong else _pen(style.soft, 1.6)
            if not mark.strong:
                pen.setStyle(Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for start, row, text, strong in lay.labels:
            painter.setPen(QColor(style.accent if strong else style.soft))
            painter.drawText(QRectF(start, plot.top() - line * (0.3 + 1.3 * (1 + row)), metrics.horizontalAdvance(text) + 1, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        # the measure's axis, then the second scale
        painter.setPen(_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        y = plot.bottom()
        self._axis_numbers(painter, x_ticks, x_of, y, self.value_text, style, metrics, plot.left() - line * 0.3,
                           rect.right())
        y += line * 1.35
        painter.setPen(QColor(style.soft))
        y = _draw_lines(painter, lay.measure_lines, plot.center().x(), y, rect.left(), rect.right(), line)
        if self.second is not None:
            second = self.second
            s_ticks = [t for t in nice_ticks(lo * second.factor, hi * second.factor, 6)
                       if lo * second.factor - 1e-9 <= t <= hi * second.factor + 1e-9]
            self._axis_numbers(painter, s_ticks, lambda v: x_of(v / second.factor), y, second.value_text, style, metrics,
                               plot.left() - line * 0.3, rect.right())
            painter.setPen(QColor(style.soft))
            _draw_lines(painter, lay.second_lines, plot.center().x(), y + line * 1.35, rect.left(), rect.right(), line)
        if self.count_label:
            painter.setPen(QColor(style.soft))
            _draw_upright_title(painter, metrics.elidedText(self.count_label, Qt.TextElideMode.ElideRight, plot.height()),
                                rect.left() + line * 0.6, plot, line)

    @staticmethod
    def _axis_numbers(painter: QPainter, ticks: Sequence[float], x_of: Callable[[float], float], y: float,
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
            painter.setPen(_pen(style.soft, 1.0))
            painter.drawLine(QPointF(x, y), QPointF(x, y + line * 0.2))  # a tick under the axis, over its number
            painter.setPen(QColor(style.soft))
            painter.drawText(QRectF(start, y + line * 0.25, width, line), Qt.AlignmentFlag.AlignCenter, text)

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
            painter.setPen(_pen(style.grid, 0.8))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, bottom))
        Histogram._axis_numbers(painter, ticks, x_of, bottom, self.value_text, style, metrics, rect.left(), rect.right())
        painter.setPen(QColor(style.soft))
        _draw_lines(painter, self._value_lines(rect, metrics), plot.center().x(), bottom + line * 1.35, rect.left(),
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
            painter.setPen(_pen(style.bar_edge, 0.8))
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
        painter.setPen(_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), bottom))

    def _tip(self, rect: QRectF, style: ChartStyle, point: QPointF) -> str:
        plot, _, row, _ = self._layout(rect, style)
        i = int((point.y() - plot.top()) // row) if point.y() >= plot.top() else -1
        if not 0 <= i < len(self.bars) or point.x() > plot.right() + plot.width():
            return ""
        bar = self.bars[i]
        text = self.never_text if not math.isfinite(bar.value) else bar.text
        return bar.tip or (f"{bar.label}: {text}" if text else bar.label)
