"""The turn panel's combo boxes end a choice too long for them with "…", shown whole in
the tooltip (Qt clipped it mid-word: "Saltmarsh Lane (has 0 residential, 0 indus", seen by polish5 at 1024x640)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from ubuild_desktop.play.elided_combo import ElidedComboBox

LONG = "Saltmarsh Lane (has 0 residential blocks, 0 industrial blocks)"


def test_a_choice_too_long_for_the_box_ends_with_an_ellipsis_and_shows_whole_in_its_tooltip(
        qapp: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    combo = ElidedComboBox()
    qtbot.addWidget(combo)
    combo.blockSignals(True)  # as the turn panel fills its boxes
    combo.addItems([LONG, "Kite Hill (has 1 residential block)"])
    combo.blockSignals(False)
    combo.resize(180, combo.sizeHint().height())
    combo.show()
    qtbot.waitExposed(combo)
    shown = combo.shown_text()
    assert shown.endswith("…") and shown[:-1] in LONG and len(shown) < len(LONG), shown
    QApplication.sendEvent(combo, QHelpEvent(QEvent.Type.ToolTip, QPoint(5, 5), combo.mapToGlobal(QPoint(5, 5))))
    assert QToolTip.text() == LONG  # the tooltip a player's pointer raises
    combo.grab().save(str(tmp_path / "narrow.png"))  # painted through the style, no error
    combo.resize(900, combo.height())
    assert combo.shown_text() == LONG and combo.tip() == ""  # whole on its face: no tooltip needed


def test_the_turn_panels_choice_boxes_elide(qapp: QApplication, qtbot: QtBot) -> None:
    from tests.play.helpers import make_window

    window = make_window(qtbot)
    found = window.turn_panel.findChildren(ElidedComboBox)
    owners = sorted(type(w.parent()).__name__ for w in found)
    # the blocks' district, the free blocks, the mortgage list, the list of pieces to attach to
    assert len(found) == 4, owners
