"""The mortgage list of the turn panel shows its items whole (issue 23: its text was cut
off): on a line of its own, each item a property's name and what it raises or costs; the
button says what it does, the line beside it what it changes."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from tests.play.helpers import click, end_turn, make_trad_window, plain, roll
from ubuild_desktop.core.engine.ubuild.state import Phase


def _text_room(combo: QComboBox) -> int:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


def test_the_mortgage_list_is_not_cut_off_on_a_small_window_with_large_text(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 5, 6)  # Orchard Avenue
    click(qtbot, panel.buy_button)
    click(qtbot, panel.mortgage_button)
    assert state.mortgaged[11]
    end_turn(qtbot, window)
    roll(qtbot, window, 1, 3)  # Bo: Income Tax, the fixed 200
    click(qtbot, panel.tax_fixed_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 2, 3)  # Ana: Clocktower Square
    click(qtbot, panel.buy_button)
    assert state.phase is Phase.POST_ROLL
    combo = panel.mortgage_combo
    items = [combo.itemText(i) for i in range(combo.count())]
    assert items == ["Orchard Avenue (mortgaged, −$77)", "Clocktower Square (+$90)"]
    combo.setCurrentIndex(1)
    assert plain(panel.mortgage_effect.text()) == f"+$90 · cash after ${state.cash[0] + 90:,}"
    assert panel.mortgage_button.text() == "Mortgage"
    combo.setCurrentIndex(0)
    assert panel.mortgage_button.text() == "Lift" and panel.mortgage_effect.text().startswith("−$77")
    for width, height in ((1024, 640), (1366, 768)):
        window.resize(width, height)
        for large in (False, True):
            if window.large_text_action.isChecked() != large:
                window.large_text_action.trigger()
            qtbot.wait(10)
            room = _text_room(combo)
            for text in items:
                assert combo.fontMetrics().horizontalAdvance(text) <= room, (width, large, text, room)
            assert panel.mortgage_button.isVisible()
    window.large_text_action.trigger()  # the setting back as it was
