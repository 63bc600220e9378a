"""The turn panel under the rules of issue 9 (see tests/engine/test_book_readings.py):
a deal while deciding to buy, and paid hazard moves that take a hazard off your district."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import MoveHazard, Phase
from ubuild_desktop.core.lattice import Cell

from .helpers import click, click_site, end_turn, make_window, roll

# Starter: a site touching kite-hill only; one move away, one touching nothing and one
# touching kite-hill and saltmarsh-lane; past that one, a site touching saltmarsh-lane only.
BY_KITE_HILL = Cell(1, -1)
BY_NOTHING = Cell(0, -1)
BY_BOTH = Cell(2, -1)
BY_SALTMARSH = Cell(3, -1)


def _offers_only_legal(window) -> None:
    state = window.controller.state
    for button, actions in window.turn_panel.offered():
        assert all(state.is_legal(a) for a in actions), button.objectName()
    assert all(state.is_legal(a) for a in window.turn_panel.target_actions())


def test_the_lander_may_propose_a_deal_before_deciding_to_buy(qtbot: QtBot) -> None:
    # Book: "Make deals with other players on your turn ... to raise funds".
    window = make_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)  # Ana: kite-hill
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 3)  # Bo: Jail, just visiting
    end_turn(qtbot, window)
    roll(qtbot, window, 1)  # Ana: saltmarsh-lane, for sale
    assert state.phase == Phase.BUY and state.current_player == 0
    assert panel.buy_button.isVisible() and panel.deal_button.isVisible() and panel.deal_button.isEnabled()
    _offers_only_legal(window)
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    # Only the lander may propose now.
    assert [sheet.proposer.itemData(k) for k in range(sheet.proposer.count())] == [0]
    sheet.check(0, "kite-hill")
    sheet.columns[1][2].setValue(1500)
    click(qtbot, sheet.propose_button)
    assert state.phase == Phase.DEAL and state.current_player == 1
    cash = state.cash[0]
    click(qtbot, panel.accept_button)
    # Back to the decision: buy or auction.
    assert state.phase == Phase.BUY and state.current_player == 0 and state.owner_of("kite-hill") == 1
    assert state.cash[0] == cash + 1500
    assert panel.buy_button.isVisible() and panel.auction_button.isVisible()
    click(qtbot, panel.buy_button)
    assert state.owner_of("saltmarsh-lane") == 0


def test_paid_hazard_moves_are_offered_only_off_your_district(qtbot: QtBot) -> None:
    # Book: "You can move hazards away from your districts by paying $1M per move".
    # "fast-track": its UP half is Planning Permission (the bridge goes up when Bo lands).
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)  # Ana: kite-hill
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 6)  # Bo: the bridge, Planning Permission
    assert state.phase == Phase.PLANNING
    click(qtbot, panel.hazard_button)
    assert BY_KITE_HILL in window.play_board.target_cells()
    click_site(qtbot, window, BY_KITE_HILL)
    assert state.hazard_touched("kite-hill")
    # Bo owns nothing the hazard touches: no paid move for Bo.
    assert state.phase == Phase.POST_ROLL and not panel.move_button.isVisible()
    end_turn(qtbot, window)
    roll(qtbot, window, 2)  # Ana: Jail, just visiting
    assert state.phase == Phase.POST_ROLL and state.current_player == 0
    cash = state.cash[0]
    assert panel.move_button.isVisible() and panel.move_button.isEnabled()
    click(qtbot, panel.move_button)
    assert window.play_board.target_cells() == [BY_KITE_HILL]
    click_site(qtbot, window, BY_KITE_HILL)
    assert sorted(window.play_board.target_cells()) == sorted([BY_NOTHING, BY_BOTH])
    _offers_only_legal(window)
    click_site(qtbot, window, BY_BOTH)  # still on kite-hill: a second move is owed
    assert state.phase == Phase.PAID_MOVE and state.cash[0] == cash - 1000
    assert "second move" in panel.status.text()
    assert not panel.end_button.isVisible() and not panel.deal_button.isVisible()
    assert not panel.cancel_pick.isVisible()  # the owed move cannot be cancelled
    assert window.play_board.target_cells() == [BY_BOTH]  # picked for the player: the hazard
    click_site(qtbot, window, BY_BOTH)
    assert window.play_board.target_cells() == [BY_SALTMARSH]  # only a move that takes it off
    _offers_only_legal(window)
    click_site(qtbot, window, BY_SALTMARSH)
    assert state.phase == Phase.POST_ROLL and state.cash[0] == cash - 2000
    assert not state.hazard_touched("kite-hill")
    assert isinstance(state.history[-1], MoveHazard) and not panel.move_button.isVisible()
    assert panel.end_button.isVisible()
