"""The traditional game played by clicking, as for U-Build: roll, buy, a deal that hands
over a get-out-of-jail card, houses built by picking a street on the square board,
mortgages, the jail fine; only what ``legal_actions()`` lists is ever offered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.actions import TradeDeal
from ubuild_desktop.play.dialogs import DealSheet

from .helpers import click, click_space, end_turn, make_trad_window, roll

HARBOUR_STEPS, GULL_STREET, ANCHOR_ROAD = 6, 8, 9  # the light-blue group
THEATRE_BOULEVARD = 21
CHEST_JAIL_CARD = "chest-05"


def decline_if_for_sale(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    """A property landed on: nobody buys it (the auction's bidders all pass)."""
    panel, state = window.turn_panel, window.controller.state
    if state.phase is Phase.BUY:
        click(qtbot, panel.auction_button)
        while state.phase is Phase.AUCTION:
            offered_is_legal(window)
            click(qtbot, panel.pass_button)


def offered_is_legal(window) -> None:  # type: ignore[no-untyped-def]
    """Every control the panel offers stands for actions the engine takes now."""
    state = window.controller.state
    for button, actions in window.turn_panel.offered():
        assert actions, button.objectName()
        for action in actions:
            assert state.why_illegal(action) is None, (button.objectName(), str(action))
    for action in window.turn_panel.target_actions():
        assert state.why_illegal(action) is None, str(action)


def test_a_human_turn_roll_buy_deal_a_jail_card_build_mortgage_and_the_jail_fine(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, top_cards=(CHEST_JAIL_CARD,))
    panel = window.turn_panel
    state = window.controller.state
    assert state.phase is Phase.PRE_ROLL and state.turn == 0 and "Ana" in panel.header.text()
    offered_is_legal(window)
    # Ana rolls 8: Gull Street, for sale; the price is on the button, in whole units.
    roll(qtbot, window, 3, 5)
    assert state.phase is Phase.BUY and "$100" in panel.buy_button.text() and "Gull Street" in panel.buy_button.text()
    assert window.card_column.isVisible()  # the street's card beside the board
    offered_is_legal(window)
    click(qtbot, panel.buy_button)
    assert state.owner[GULL_STREET] == 0 and state.cash[0] == 1400
    assert window.players.cards[0].districts.count() == 1
    end_turn(qtbot, window)
    # Bo rolls 6: Harbour Steps; he buys it.
    roll(qtbot, window, 2, 4)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    # Ana rolls 9: Community Chest, whose top card is a get-out-of-jail card she keeps.
    roll(qtbot, window, 4, 5)
    assert state.card_holder == {state.game.card_index[CHEST_JAIL_CARD]: 0}
    assert panel.card.isVisible() and "Community Chest" in panel.card.title.text()
    assert "jail card" in window.players.cards[0].worth.text()
    end_turn(qtbot, window)
    # Bo rolls 3: Anchor Road. He has two of the light-blue group.
    roll(qtbot, window, 1, 2)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    # Ana, before her roll, offers Gull Street and her jail card for 300.
    assert panel.deal_button.isEnabled()
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert isinstance(sheet, DealSheet)
    sheet.partner.setCurrentIndex(sheet.partner.findData(1))
    sheet.check(0, "gull-street")
    sheet.check(0, state.game.card_ids[state.game.card_index[CHEST_JAIL_CARD]])
    sheet.columns[1][2].setValue(300)
    deal = sheet.deal()
    assert isinstance(deal, TradeDeal) and deal.give_cards == (CHEST_JAIL_CARD,) and deal.take_cash == 300
    click(qtbot, sheet.propose_button)
    # Bo answers in the turn panel.
    assert state.phase is Phase.DEAL and "Bo" in panel.header.text()
    assert "get-out-of-jail card" in panel.deal_label.text()
    offered_is_legal(window)
    click(qtbot, panel.accept_button)
    assert state.owner[GULL_STREET] == 1 and state.card_holder == {state.game.card_index[CHEST_JAIL_CARD]: 1}
    assert state.cash[0] == 1400 + 300 and state.turn == 0
    # Ana rolls 4: Theatre Boulevard; she buys it, then mortgages it from the panel.
    roll(qtbot, window, 1, 3)
    click(qtbot, panel.buy_button)
    assert panel.mortgage_box.isVisible()
    panel.mortgage_combo.setCurrentIndex(panel.mortgage_combo.findData(
        next(a for a in state.legal_actions() if str(a) == "mortgage theatre-boulevard")))
    assert "$110" in panel.mortgage_combo.currentText()
    cash = state.cash[0]
    click(qtbot, panel.mortgage_button)
    assert state.mortgaged[THEATRE_BOULEVARD] and state.cash[0] == cash + 110
    end_turn(qtbot, window)
    # Bo builds on the whole light-blue group by picking a street on the board.
    assert panel.houses.isVisible() and panel.build_house_button.isEnabled()
    offered_is_legal(window)
    click(qtbot, panel.build_house_button)
    assert sorted(window.play_board.target_cells()) == [HARBOUR_STEPS, GULL_STREET, ANCHOR_ROAD]
    offered_is_legal(window)
    cash = state.cash[1]
    click_space(qtbot, window, HARBOUR_STEPS)
    assert state.buildings[HARBOUR_STEPS] == 1 and state.cash[1] == cash - 50 and state.houses_left == 31
    assert window.play_board.target_cells() == []  # one house per pick
    # Evenly: the next house goes on another street of the group.
    click(qtbot, panel.build_house_button)
    assert sorted(window.play_board.target_cells()) == [GULL_STREET, ANCHOR_ROAD]
    click(qtbot, panel.cancel_pick)
    assert window.play_board.target_cells() == [] and panel.houses.isVisible()
    # The keys pick too: the board has the focus, Esc leaves, Enter builds where the ring is.
    click(qtbot, panel.build_house_button)
    assert panel.pick.pick_keys.isVisibleTo(panel) and "Enter picks" in panel.pick.pick_keys.text()
    assert window.board_keys is not None and window.focusWidget() is window.board_view
    qtbot.keyClick(window.board_view, Qt.Key.Key_Escape)
    assert window.play_board.target_cells() == [] and panel.houses.isVisible()
    click(qtbot, panel.build_house_button)
    street = window.board_keys.cell
    assert street in (GULL_STREET, ANCHOR_ROAD)
    qtbot.keyClick(window.board_view, Qt.Key.Key_Tab)
    assert window.board_keys.cell == ({GULL_STREET, ANCHOR_ROAD} - {street}).pop()
    street = window.board_keys.cell
    cash = state.cash[1]
    qtbot.keyClick(window.board_view, Qt.Key.Key_Return)
    assert state.buildings[street] == 1 and state.cash[1] == cash - 50 and state.houses_left == 30
    # Bo rolls three doubles: jail. On his next turn he pays the fine (or could use his card).
    for double in (1, 2, 3):
        roll(qtbot, window, double, double)
        decline_if_for_sale(qtbot, window)
    assert state.in_jail[1]
    end_turn(qtbot, window)
    roll(qtbot, window, 1, 2)  # Ana: 3 on from Theatre Boulevard
    decline_if_for_sale(qtbot, window)
    end_turn(qtbot, window)
    assert state.turn == 1 and state.in_jail[1]
    assert panel.fine_button.isVisible() and "$50" in panel.fine_button.text()
    assert panel.jail_card_button.isVisible() and panel.roll_button.text() == "Roll for a double"
    offered_is_legal(window)
    cash = state.cash[1]
    click(qtbot, panel.fine_button)
    assert not state.in_jail[1] and state.cash[1] == cash - 50
    assert not panel.jail.isVisible()
    window.close()
