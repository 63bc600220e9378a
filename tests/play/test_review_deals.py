"""Review: deals between actions, whoever has the turn (the engine decides who may propose)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import Phase

from .helpers import click, make_window


def test_humans_may_propose_a_deal_while_a_computer_has_the_turn(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Bot:computer:good,Ana:human,Bo:human")
    controller = window.controller
    controller.set_paused(True)  # the computer is "thinking": the moment between actions
    state = controller.state
    assert state.phase == Phase.PRE_ROLL and controller.is_computer(state.current_player)
    assert state.can_propose_deal(1) and 2 in state.deal_partners(1)
    panel = window.turn_panel
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    assert [sheet.proposer.itemData(k) for k in range(sheet.proposer.count())] == [1, 2]
    sheet.partner.setCurrentIndex(sheet.partner.findData(2))
    sheet.columns[0][2].setValue(100)
    assert sheet.propose_button.isEnabled()
    click(qtbot, sheet.propose_button)
    assert controller.state.phase == Phase.DEAL and controller.state.current_player == 2
    assert panel.accept_button.isVisible()
    for button, actions in panel.offered():
        assert all(controller.state.is_legal(a) for a in actions), button.objectName()
