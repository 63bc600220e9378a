"""Playing turns by clicking: buy, auction, build, rent, Chance, hazards (placed, and moved off
a district for pay), deals (on your turn, while deciding to buy, during a computer's turn),
debt, jail, take back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.actions import MoveHazard, PlaceHazard
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.cards import format_money

from .helpers import (
    BY_BOTH, BY_KITE_HILL, BY_NOTHING, BY_SALTMARSH, DEBT_DECK, bo_cannot_pay_the_toll, bo_gets_planning_permission,
    click, click_site, end_turn, make_window, roll,
)


def test_buy_build_auction_and_rent(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    assert "Ana" in panel.header.text()
    # Ana rolls a 1: Kite Hill, unowned. The price is on the button before buying.
    roll(qtbot, window, 1)
    assert state.phase == Phase.BUY
    assert format_money(1000) in panel.buy_button.text()
    click(qtbot, panel.buy_button)
    assert state.owner_of("kite-hill") == 0
    assert window.players.cards[0].districts.count() == 1
    # Build two residential blocks; the price shows before confirming.
    assert panel.blocks_box.isVisible()
    assert panel.blocks_district.currentData() == "kite-hill"
    panel.res_spin.setValue(2)
    price = state.game.district("kite-hill").card.residential_block_price
    assert format_money(2 * price) in panel.blocks_cost.text()
    cash = state.cash[0]
    click(qtbot, panel.build_button)
    assert state.residential[state.game.district_by_id["kite-hill"]] == 2
    assert state.cash[0] == cash - 2 * price
    end_turn(qtbot, window)
    # Bo rolls a 2: Saltmarsh Lane; he declines and the auction goes round the table.
    roll(qtbot, window, 2)
    click(qtbot, panel.auction_button)
    assert state.phase == Phase.AUCTION and state.current_player == 1
    assert not panel.pass_button.isEnabled()  # the lander makes the first bid
    panel.bid_spin.setValue(100)
    click(qtbot, panel.bid_button)
    assert state.current_player == 0 and "Ana" in panel.header.text()
    click(qtbot, panel.pass_button)
    assert state.owner_of("saltmarsh-lane") == 1
    assert state.cash[1] == 12_900 - 100
    end_turn(qtbot, window)
    # Ana lands on Bo's Saltmarsh Lane and pays the rent.
    rent = state.rent_value("saltmarsh-lane")
    before = (state.cash[0], state.cash[1])
    roll(qtbot, window, 1)
    assert state.cash[0] == before[0] - rent and state.cash[1] == before[1] + rent
    assert any("rent" in line for line in window.log.lines())
    end_turn(qtbot, window)
    # Bo rolls onto the bridge: it goes up and he draws a Chance card, UP half shown.
    roll(qtbot, window, 4)
    drawn = [e for e in state.events if e.kind == "card_drawn"]
    assert drawn and drawn[-1].get("half") == "up"
    assert panel.card.isVisible()
    assert panel.card.card_id == drawn[-1].get("card") and panel.card.half == "up"
    assert window.play_board.scene.piece_item(window.play_board.space_piece[6]).bridge_position == "up"


def test_place_a_hazard_by_clicking_a_highlighted_site(qtbot: QtBot) -> None:
    window = bo_gets_planning_permission(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    click(qtbot, panel.hazard_button)
    targets = window.play_board.target_cells()
    assert targets and sorted(targets) == sorted(state.hazard_sites(1))
    assert all(isinstance(a, PlaceHazard) and state.is_legal(a) for a in panel.target_actions())
    site = targets[0]
    click_site(qtbot, window, site)
    building = state.building_at(site)
    assert building is not None and building.kind == "hazard"
    assert state.hazard_touched("kite-hill")
    assert site in window.play_board.buildings
    assert not window.play_board.target_cells()


def test_propose_and_accept_a_deal(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    assert sheet.proposer.currentData() == 0 and sheet.partner.currentData() == 1
    assert not sheet.propose_button.isEnabled()  # an empty deal
    sheet.check(0, "kite-hill")
    sheet.columns[1][2].setValue(1500)
    assert sheet.propose_button.isEnabled()
    click(qtbot, sheet.propose_button)
    assert state.phase == Phase.DEAL and state.current_player == 1
    assert "Kite Hill" in panel.deal_label.text()
    before = (state.cash[0], state.cash[1])
    click(qtbot, panel.accept_button)
    assert state.owner_of("kite-hill") == 1
    assert (state.cash[0], state.cash[1]) == (before[0] + 1500, before[1] - 1500)
    assert state.phase == Phase.POST_ROLL and state.current_player == 0


def test_take_back_a_decision_without_dice(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    state = window.controller.state
    roll(qtbot, window, 1)
    assert not window.takeback_action.isEnabled()  # the roll came with dice
    rng = window.controller.session.rng.getstate()
    click(qtbot, window.turn_panel.buy_button)
    assert window.takeback_action.isEnabled()
    window.takeback_action.trigger()
    state = window.controller.state
    assert state.phase == Phase.BUY and state.owner_of("kite-hill") == -1
    assert window.controller.session.rng.getstate() == rng
    assert window.turn_panel.buy_button.isVisible()


@pytest.mark.parametrize("cash_left", [950, 500])
def test_debt_is_raised_or_ends_in_bankruptcy(qtbot: QtBot, cash_left: int) -> None:
    """Bo cannot pay a bridge toll: the panel guides him to mortgage and pay, or to go bankrupt."""
    window = make_window(qtbot, deck=DEBT_DECK)
    state = window.controller.state
    panel = window.turn_panel
    bo_cannot_pay_the_toll(qtbot, window, cash_left)
    assert panel.debt_box.isVisible() and "must raise money" in panel.header.text()
    assert not panel.pay_debt_button.isEnabled()
    if cash_left == 950:
        assert not panel.bankrupt_button.isEnabled()
        assert panel.mortgage_combo.currentData().district == "saltmarsh-lane"
        click(qtbot, panel.mortgage_button)
        click(qtbot, panel.pay_debt_button)
        assert state.debt is None and state.mortgaged[state.game.district_by_id["saltmarsh-lane"]]
        assert not window.ranking_shown()
    else:
        click(qtbot, panel.bankrupt_button)
        assert state.is_terminal()
        assert window.ranking_shown()
        table = window.ranking.table
        assert table.rowCount() == 2
        assert table.item(0, 1).text() == "Ana" and table.item(1, 5).text() == "bankrupt"
        assert table.item(0, 2).text() == format_money(state.cash[0])


def test_jail_choices_and_keys(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    state = window.controller.state
    panel = window.turn_panel
    from ubuild_desktop.core.engine.ubuild.actions import Dice

    with qtbot.waitActive(window):
        window.activateWindow()
    window.controller.inject_chance(Dice((5,)))
    qtbot.keyClick(window, Qt.Key.Key_R)  # R rolls
    assert state.phase == Phase.BUY
    qtbot.keyClick(window, Qt.Key.Key_B)  # B buys
    assert state.owner_of("rosewater-walk") == 0
    qtbot.keyClick(window, Qt.Key.Key_E)  # E ends the turn
    roll(qtbot, window, 1)  # Bo: Kite Hill, auction; Bo bids, Ana passes
    qtbot.keyClick(window, Qt.Key.Key_A)
    click(qtbot, panel.bid_button)
    qtbot.keyClick(window, Qt.Key.Key_P)
    end_turn(qtbot, window)
    roll(qtbot, window, 5)  # Ana: Go to Jail
    assert state.in_jail[0] and state.current_player == 1
    roll(qtbot, window, 2)
    end_turn(qtbot, window)
    assert panel.fine_button.isVisible() and "$500k" in panel.fine_button.text()
    assert "6" in panel.roll_button.text()
    cash = state.cash[0]
    click(qtbot, panel.fine_button)
    assert not state.in_jail[0] and state.cash[0] == cash - 500
    assert panel.roll_button.isVisible() and not panel.fine_button.isVisible()


def test_free_blocks_from_a_chance_card(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=["safety-inspection", "prefab-homes"])
    state = window.controller.state
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 6)  # Bo raises the bridge (no blocks: the card costs nothing)
    end_turn(qtbot, window)
    roll(qtbot, window, 5)  # Ana lands on the raised bridge: pays, lowers it, DOWN half
    assert state.phase == Phase.FREE_BLOCKS
    assert panel.card.half == "down" and panel.card.card_id == "prefab-homes"
    assert panel.free_combo.count() == 1 and "Kite Hill" in panel.free_combo.currentText()
    assert "industrial" not in panel.free_combo.currentText()  # Starter has none
    click(qtbot, panel.free_button)
    assert state.residential[state.game.district_by_id["kite-hill"]] == 2
    assert state.phase == Phase.POST_ROLL


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


# ------------------------------------------------------------------ the book's readings (issue 9,
# tests/engine/test_book_readings.py): a deal while deciding to buy, paid hazard moves


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
    window = bo_gets_planning_permission(qtbot)
    panel = window.turn_panel
    state = window.controller.state
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
