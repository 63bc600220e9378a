"""``ChartView``: one chart in a widget, in the window's colours, with tool tips."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize
from PySide6.QtGui import QFontInfo, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from .painters import Chart
from .style import ChartStyle, window_style


class ChartView(QWidget):
    """Shows a :class:`~.painters.Chart` (or "No figures yet" without one) at the widget's
    size, in the application's palette (light or dark: read at every paint), its text at
    the widget's font size. The tool tip names the bar under the pointer."""

    def __init__(self, chart: Chart | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart: Chart | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.set_chart(chart)

    def chart(self) -> Chart | None:
        return self._chart

    def set_chart(self, chart: Chart | None) -> None:
        """Show ``chart`` (None: nothing yet)."""
        self._chart = chart
        self.setAccessibleName(chart.title if chart is not None else "")
        self.update()

    def style_now(self) -> ChartStyle:
        """The style a paint uses now: the palette's colours, the widget's text size."""
        return window_style().scaled(float(QFontInfo(self.font()).pixelSize()))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(520, 300)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(220, 150)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if self._chart is None:
            return
        painter = QPainter(self)
        try:
            self._chart.paint(painter, QRectF(self.rect()), self.style_now())
        finally:
            painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self._chart.tip_at(QRectF(self.rect()), self.style_now(), QPointF(event.pos())) if self._chart else ""
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange, QEvent.Type.FontChange):
            self.update()
        return super().event(event)
