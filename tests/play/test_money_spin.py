"""Amounts are typed and shown the players' way."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ubuild_desktop.play.widgets import MoneySpinBox


def test_money_spin_box_shows_and_reads_dollars(qtbot):
    spin = MoneySpinBox()
    qtbot.addWidget(spin)
    spin.setRange(0, 50_000)
    spin.setValue(12_400)
    assert spin.text() == "$12.4M"
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "$3.5M")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == 3500
    spin.stepUp()
    assert spin.value() == 3510
    assert spin.text() == "$3.51M"
