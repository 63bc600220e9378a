"""A combo box of the turn panel whose closed face ends a choice too long for it with "…".

Qt clips a closed combo box's text where the box ends, mid-word ("Saltmarsh Lane (has 0
residential, 0 indus"), which reads as a fault on a narrow side panel (a 1024x640 laptop, TV
mode). :class:`ElidedComboBox` draws the box as Qt does and writes its text elided to the
room of its text field; the whole choice is in its tooltip and in the open list.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget


class ElidedComboBox(QComboBox):
    """A :class:`QComboBox` whose closed face elides its current text (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.currentTextChanged.connect(self.setToolTip)

    def shown_text(self) -> str:
        """The current text as the closed box writes it (elided to its text field)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, max(0, field.width()))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
