"""Playing turns by clicking: buy, auction, build, rent, Chance, hazards, deals, take back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import Phase, PlaceHazard
from ubuild_desktop.core.cards import format_money

from .helpers import click, click_site, end_turn, make_window, roll


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
    # "fast-track": UP half is Planning Permission (the bridge goes up when Bo lands).
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 6)
    assert state.phase == Phase.PLANNING and state.current_player == 1
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
    window = make_window(qtbot, deck=["safety-inspection", "rates-bill"])
    state = window.controller.state
    panel = window.turn_panel
    roll(qtbot, window, 6)  # Ana raises the bridge (no blocks: the card costs her nothing)
    end_turn(qtbot, window)
    roll(qtbot, window, 2)  # Bo: Saltmarsh Lane, auctioned; he spends nearly everything
    click(qtbot, panel.auction_button)
    panel.bid_spin.setValue(12_900 - cash_left)
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    assert state.cash[1] == cash_left
    end_turn(qtbot, window)
    roll(qtbot, window, 1)  # Ana: Free Parking
    end_turn(qtbot, window)
    roll(qtbot, window, 4)  # Bo lands on the raised bridge: a $1M toll he cannot pay
    assert state.phase == Phase.RAISE_FUNDS and state.current_player == 1
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
    from ubuild_desktop.core.engine import Dice

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
