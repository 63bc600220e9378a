"""A column chart (:class:`ColumnChart`): one upright bar a label, with 95% intervals, a
reference line and a legend of colours, painted by :mod:`.painters`' rules."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from .painters import (
    Bar, Chart, Mark, ValueText, draw_lines, draw_upright, draw_upright_title, fits_whole, legend_rows, make_pen,
    metrics_width, plain_number, share_ticks, wrap_text,
)
from .style import ChartStyle


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
        legend = legend_rows(self.legend, rect.width(), metrics) if self.legend else []
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
        if upright and all(len(w) <= 2 and fits_whole(w, b.label)
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
            painter.setPen(make_pen(style.grid, 0.8))
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
                draw_upright_title(painter, self.value_label, rect.left() + line * 0.6, plot, line)
        # bars
        edge = make_pen(style.bar_edge, 0.6 if lay.slot < 8 else 0.9)
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
                painter.setPen(make_pen(style.ink, 1.4))
                painter.drawLine(QPointF(x, lo), QPointF(x, hi))
                painter.drawLine(QPointF(x - cap, lo), QPointF(x + cap, lo))
                painter.drawLine(QPointF(x - cap, hi), QPointF(x + cap, hi))
                top = min(top, hi)
            if bar.text and metrics.horizontalAdvance(bar.text) <= lay.slot * 0.95:
                painter.setPen(QColor(style.ink))
                painter.drawText(QRectF(x - lay.slot / 2, top - line * 1.1, lay.slot, line),
                                 Qt.AlignmentFlag.AlignCenter, bar.text)
        painter.setPen(make_pen(style.soft, 1.0))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        # labels under the bars
        painter.setPen(QColor(style.ink))
        for i, bar in enumerate(self.bars):
            if i % lay.label_every:
                continue
            x = lay.x(i)
            if lay.upright:
                text = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, lay.label_length)
                draw_upright(painter, x, plot.bottom() + line * 0.3, text, lay.label_length, line)
            else:
                lines = wrap_text(bar.label, lay.slot * 0.92, metrics, lay.label_lines)
                draw_lines(painter, lines, x, plot.bottom() + line * 0.15, x - lay.slot / 2, x + lay.slot / 2, line)
        if self.reference is not None:
            y = lay.y(self.reference.value)
            painter.setPen(make_pen(style.accent, 1.6, dashed=True))
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
                painter.setPen(make_pen(style.bar_edge, 0.8))
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
