"""The auction box's bid box steps as the rules do (issue 28): on a board of 100 times the
book's amounts, the arrows go up by the step of the price auctioned and the bid button
makes that bid."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.actions import OpenBid
from ubuild_desktop.core.engine.ubuild.state import Phase

from ..traditional.helpers import scaled_board
from .helpers import click, make_trad_window, roll


def test_the_bid_box_steps_by_the_step_of_the_price(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, board=scaled_board(100))
    panel, state = window.turn_panel, window.controller.state
    roll(qtbot, window, 1, 2)  # Ana: Tinker Row, 6,000
    click(qtbot, panel.auction_button)
    assert state.phase is Phase.AUCTION
    spin = panel.bid_spin
    assert spin.minimum() == 200 and spin.singleStep() == 20 and spin.value() == 200
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 220 and "220" in panel.bid_button.text()
    click(qtbot, panel.bid_button)
    assert state.history[-1] == OpenBid(0, 220)
    assert spin.minimum() == 240 and spin.singleStep() == 20  # Bo's turn: one step above
