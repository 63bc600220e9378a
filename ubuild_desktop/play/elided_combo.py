"""A combo box of the turn panel whose closed face ends a choice too long for it with "…".

Qt clips a closed combo box's text where the box ends, mid-word ("Saltmarsh Lane (has 0
residential, 0 indus"), which reads as a fault on a narrow side panel (a 1024x640 laptop, TV
mode). :class:`ElidedComboBox` draws the box as Qt does and writes its text elided to the
room of its text field; the whole choice shows in its tooltip (where it was cut) and in the
open list.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QToolTip, QWidget


class ElidedComboBox(QComboBox):
    """A :class:`QComboBox` whose closed face elides its current text (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view().setTextElideMode(Qt.TextElideMode.ElideRight)

    def shown_text(self) -> str:
        """The current text as the closed box writes it (elided to its text field)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, max(0, field.width()))

    def tip(self) -> str:
        """What the box's tooltip shows: the whole choice where the face cuts it, else its own
        tooltip. (Asked when the tooltip is due, not kept: the panels fill their boxes with
        signals blocked.)"""
        text = self.currentText()
        return text if self.shown_text() != text else self.toolTip()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip()
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
