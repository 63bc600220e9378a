"""The table between turns in the play window, clicked as a family would (issue 24).

Not collected by itself: ``test_table_between_turns.py`` runs this module in a child
process (``python -m pytest``), so a crash in the window fails that test instead of the
whole run. Each scenario drives the real buttons: the players' cards' "Deal…" and
"Houses…", the deal sheet's Propose, the turn panel's Accept, the Houses dialog's Do it,
and the keys D and H on a focused card.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.between_turns import BuildHouseBy
from ubuild_desktop.play.dialogs import DealSheet
from ubuild_desktop.play.traditional.houses_dialog import HousesDialog

from .helpers import click, end_turn, make_trad_window, roll

HARBOUR_STEPS, GULL_STREET, ANCHOR_ROAD = 6, 8, 9  # the light-blue group
THREE = "Ana:human,Bo:human,Cy:human"
ROLL_OFF = ((6, 5), (1, 2), (1, 3))  # Ana starts, then Bo, then Cy
SHOTS = os.environ.get("UBUILD_TABLE_SHOTS")  # a folder: the scenarios save what they show there


def shot(widget, name: str) -> None:  # type: ignore[no-untyped-def]
    if SHOTS:
        widget.grab().save(str(Path(SHOTS) / f"{name}.png"))


def each_buys_a_light_blue_street(qtbot: QtBot):  # type: ignore[no-untyped-def]
    """Ana buys Gull Street, Bo Harbour Steps, Cy Anchor Road; then it is Ana's turn again."""
    window = make_trad_window(qtbot, THREE, roll_off=ROLL_OFF, autosave=False)
    panel = window.turn_panel
    for dice in ((3, 5), (2, 4), (4, 5)):
        roll(qtbot, window, *dice)
        click(qtbot, panel.buy_button)
        end_turn(qtbot, window)
    state = window.controller.state
    assert [state.owner[s] for s in (HARBOUR_STEPS, GULL_STREET, ANCHOR_ROAD)] == [1, 0, 2]
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    return window


def propose_from_card(qtbot: QtBot, window, proposer: int, partner: int, take: str,  # type: ignore[no-untyped-def]
                      give_cash: int) -> None:
    """``proposer``'s card, "Deal…": the sheet opens with them proposing; the partner chosen,
    a street of theirs ticked, cash offered, Propose."""
    card = window.players.cards[proposer]
    click(qtbot, card.deal_button)
    sheet = window.deal_sheet
    assert isinstance(sheet, DealSheet) and sheet.isVisible()
    assert sheet.proposer.currentData() == proposer
    sheet.partner.setCurrentIndex(sheet.partner.findData(partner))
    sheet.check(1, take)
    sheet.columns[0][2].setValue(give_cash)
    click(qtbot, sheet.propose_button)
    assert not sheet.isVisible()


def test_two_humans_trade_while_a_third_players_turn_is_in_progress(qtbot: QtBot) -> None:
    window = each_buys_a_light_blue_street(qtbot)
    state = window.controller.state
    panel = window.turn_panel
    cards = window.players.cards
    # Before Ana's roll every player's card offers a deal.
    assert all(card.deal_button.isVisible() for card in cards)
    shot(window, "cards_between_turns")
    # Bo buys Anchor Road from Cy while Ana's turn waits for her roll.
    propose_from_card(qtbot, window, 1, 2, "anchor-road", 200)
    assert state.phase is Phase.DEAL and state.current_player == 2
    click(qtbot, panel.accept_button)
    assert state.owner[ANCHOR_ROAD] == 1 and state.cash[1] == 1500 - 100 - 200 and state.cash[2] == 1500 - 120 + 200
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    # Ana rolls onto a street for sale; while she decides, Cy buys Gull Street... from Ana?
    # No: Cy offers Bo cash for Harbour Steps, and Bo turns it down, all during Ana's turn.
    roll(qtbot, window, 5, 6)  # 11: a street for sale
    assert state.phase is Phase.BUY and state.turn == 0
    assert cards[2].deal_button.isVisible() and cards[1].deal_button.isVisible()
    # The keyboard: D on Cy's focused card opens the sheet with Cy proposing.
    cards[2].setFocus()
    qtbot.keyClick(cards[2], Qt.Key.Key_D)
    sheet = window.deal_sheet
    assert isinstance(sheet, DealSheet) and sheet.isVisible() and sheet.proposer.currentData() == 2
    sheet.partner.setCurrentIndex(sheet.partner.findData(1))
    sheet.check(1, "harbour-steps")
    sheet.columns[0][2].setValue(150)
    shot(sheet, "deal_sheet_bystander")
    click(qtbot, sheet.propose_button)
    assert state.phase is Phase.DEAL and state.current_player == 1
    click(qtbot, panel.reject_button)
    assert state.phase is Phase.BUY and state.turn == 0 and state.owner[HARBOUR_STEPS] == 1


def test_a_human_builds_between_turns(qtbot: QtBot) -> None:
    window = each_buys_a_light_blue_street(qtbot)
    state = window.controller.state
    panel = window.turn_panel
    cards = window.players.cards
    # Bo gathers the light-blue group from both, through the cards' "Deal…".
    propose_from_card(qtbot, window, 1, 0, "gull-street", 150)
    click(qtbot, panel.accept_button)
    propose_from_card(qtbot, window, 1, 2, "anchor-road", 150)
    click(qtbot, panel.accept_button)
    assert [state.owner[s] for s in (HARBOUR_STEPS, GULL_STREET, ANCHOR_ROAD)] == [1, 1, 1]
    # Ana's turn, before her roll: the dice are changing hands, so Bo may build.
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    assert cards[1].houses_button.isVisible() and not cards[2].houses_button.isVisible()
    click(qtbot, cards[1].houses_button)
    dialog = window.houses_dialog
    assert isinstance(dialog, HousesDialog) and dialog.isVisible()
    lines = [dialog.choices.item(k).text() for k in range(dialog.choices.count())]
    assert any("Build a house on Harbour Steps" in line for line in lines), lines
    shot(dialog, "houses_dialog")
    row = next(k for k, line in enumerate(lines) if "Build a house on Harbour Steps" in line)
    dialog.choices.setCurrentRow(row)
    cash = state.cash[1]
    click(qtbot, dialog.do_button)
    assert state.buildings[HARBOUR_STEPS] == 1 and state.cash[1] == cash - state.game.house_price[HARBOUR_STEPS]
    assert isinstance(state.history[-1], BuildHouseBy) and state.history[-1].player == 1
    assert state.phase is Phase.PRE_ROLL and state.turn == 0  # still Ana's roll to come
    # The dialog follows the game: evenly, Harbour Steps waits for the other two.
    lines = [dialog.choices.item(k).text() for k in range(dialog.choices.count())]
    assert not any("Build a house on Harbour Steps" in line for line in lines)
    assert any("Build a house on Gull Street" in line for line in lines)
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Close))
    assert not dialog.isVisible()
    # The keyboard: H on Bo's focused card opens it again.
    cards[1].setFocus()
    qtbot.keyClick(cards[1], Qt.Key.Key_H)
    assert window.houses_dialog is not None and window.houses_dialog.isVisible()
    window.houses_dialog.close()
    # Ana's roll closes the moment: Bo's card no longer offers houses.
    roll(qtbot, window, 1, 2)
    assert not cards[1].houses_button.isVisible()
