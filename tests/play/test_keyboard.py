"""Playing from the keyboard (issue 11): the focus on the main action and Enter doing it,
sites and district cards picked with the keys on the board, and the menus that show each
action's key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.helpers import (
    BY_BOTH, BY_KITE_HILL, BY_NOTHING, BY_SALTMARSH, bo_gets_planning_permission, click, end_turn, make_trad_window,
    make_window, plain, roll,
)
from ubuild_desktop.board import cell_center
from ubuild_desktop.core.engine.ubuild.actions import (
    BuildBlocks,
    Dice,
    EndTurn,
    Mortgage,
    MoveHazard,
    OpenPass,
    PlaceHazard,
    Roll,
)
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.actions import BuildHouse
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.traditional.turn_model import PickKind as StreetPick
from ubuild_desktop.play.ubuild.turn_model import PickKind


def _key(qtbot: QtBot, window: PlayWindow, key: Qt.Key) -> None:
    """Press ``key`` where the window's keyboard focus is."""
    target = window.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key)


def test_focus_starts_on_the_main_action_and_enter_does_it(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    assert window.focusWidget() is panel.roll_button
    window.controller.inject_chance(Dice((1,)))
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.phase == Phase.BUY
    assert window.focusWidget() is panel.buy_button
    qtbot.keyClick(panel.auction_button, Qt.Key.Key_Enter)  # Enter on a button that has the focus
    assert state.phase == Phase.AUCTION
    assert window.focusWidget() is panel.bid_spin
    qtbot.keyClicks(panel.bid_spin.lineEdit(), "$1.5M")
    _key(qtbot, window, Qt.Key.Key_Return)  # Enter in the bid box bids
    assert state.auction is not None and state.auction.high_bid == 1500
    assert window.focusWidget() is panel.bid_spin  # Bo's bid next
    qtbot.keyClick(panel.pass_button, Qt.Key.Key_Space)
    assert state.phase == Phase.POST_ROLL and state.owner_of("kite-hill") == 0
    assert window.focusWidget() is panel.end_button
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.turn == 1 and window.focusWidget() is panel.roll_button


def test_a_hazard_site_is_chosen_with_the_keys(qtbot: QtBot) -> None:
    window = bo_gets_planning_permission(qtbot)
    panel = window.turn_panel
    state = window.controller.state
    assert state.phase == Phase.PLANNING
    assert window.focusWidget() is panel.hazard_button  # Bo has no district for a bonus building
    _key(qtbot, window, Qt.Key.Key_Return)
    assert panel.picking is not None and panel.picking.kind is PickKind.HAZARD
    assert window.focusWidget() is window.board_view
    keys = window.board_keys
    sites = keys.stops()
    assert sites and keys.cell == sites[0]
    _key(qtbot, window, Qt.Key.Key_Tab)
    assert keys.cell == sites[1 % len(sites)]
    _key(qtbot, window, Qt.Key.Key_Left)
    moved_to = keys.cell
    assert moved_to in sites
    assert cell_center(moved_to).x() < cell_center(sites[1 % len(sites)]).x() or len(sites) == 1
    expected = panel._pick_action(moved_to)
    assert isinstance(expected, PlaceHazard)
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.history[-1] == expected  # the site the ring was on
    assert panel.picking is None and not keys.ring.isVisible()


def test_escape_stops_picking_and_gives_the_panel_back(qtbot: QtBot) -> None:
    window = bo_gets_planning_permission(qtbot)
    panel = window.turn_panel
    _key(qtbot, window, Qt.Key.Key_Return)
    assert panel.picking is not None and panel.picking.kind is PickKind.HAZARD
    _key(qtbot, window, Qt.Key.Key_Escape)
    assert panel.picking is None and panel.hazard_button.isVisible()
    assert window.focusWidget() is panel.hazard_button


def test_paid_hazard_moves_are_made_with_the_keys(qtbot: QtBot) -> None:
    # The moves of test_play_turns.py's paid hazard moves, by keyboard: a hazard Bo put by
    # Ana's Kite Hill is moved off it in two paid moves, each site chosen with the keys.
    window = bo_gets_planning_permission(qtbot)  # Bo: the bridge, Planning Permission
    panel = window.turn_panel
    keys = window.board_keys
    state = window.controller.state
    _key(qtbot, window, Qt.Key.Key_Return)  # "Build a hazard", where the focus starts
    while keys.cell != BY_KITE_HILL:
        _key(qtbot, window, Qt.Key.Key_Tab)
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.hazard_touched("kite-hill")
    _key(qtbot, window, Qt.Key.Key_Return)  # End turn
    roll(qtbot, window, 2)  # Ana: Jail, just visiting
    panel.move_button.setFocus()  # Tab there, as a player would
    _key(qtbot, window, Qt.Key.Key_Return)
    assert window.focusWidget() is window.board_view and keys.cell == BY_KITE_HILL  # the one hazard
    _key(qtbot, window, Qt.Key.Key_Return)
    assert sorted(keys.stops()) == sorted([BY_NOTHING, BY_BOTH]) and keys.cell == BY_NOTHING
    _key(qtbot, window, Qt.Key.Key_Right)
    assert keys.cell == BY_BOTH
    _key(qtbot, window, Qt.Key.Key_Return)  # still on Kite Hill: a second move is owed
    assert state.phase == Phase.PAID_MOVE and keys.cell == BY_BOTH
    _key(qtbot, window, Qt.Key.Key_Escape)  # an owed move cannot be cancelled
    assert state.phase == Phase.PAID_MOVE and panel.picking is not None
    _key(qtbot, window, Qt.Key.Key_Return)
    assert keys.stops() == [BY_SALTMARSH] and keys.cell == BY_SALTMARSH
    _key(qtbot, window, Qt.Key.Key_Return)
    assert state.phase == Phase.POST_ROLL and not state.hazard_touched("kite-hill")
    assert isinstance(state.history[-1], MoveHazard) and state.history[-1].target == BY_SALTMARSH
    assert window.focusWidget() is panel.end_button and not keys.ring.isVisible()


def test_district_cards_are_shown_from_the_keyboard(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.board_focus_action.trigger()  # View → Go to the board (Ctrl+B)
    assert window.focusWidget() is window.board_view
    keys = window.board_keys
    districts = window.play_board.district_cells()
    assert keys.cell == districts[0][1]
    name = window.controller.state.game.district(districts[0][0]).card.name
    assert window.card_view.isVisible() and name in window.card_view.text()
    _key(qtbot, window, Qt.Key.Key_Tab)
    second = window.controller.state.game.district(districts[1][0]).card.name
    assert keys.cell == districts[1][1] and second in window.card_view.text()
    _key(qtbot, window, Qt.Key.Key_Right)  # the nearest district to the right
    assert keys.current_district() is not None
    qtbot.keyClick(window.board_view, Qt.Key.Key_Backtab)
    assert keys.cell is not None
    window.turn_panel.focus_main_action()
    window.board_view.clearFocus()
    keys.stop()
    assert not window.card_view.isVisible()


# ---------------------------------------------------------------------- menus


def test_the_menu_bar_has_game_view_and_help_with_keys_shown(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    menus = {m.objectName(): [a.objectName() for a in m.actions() if not a.isSeparator()]
             for m in window.menuBar().findChildren(type(window.view_menu)) if m.objectName()}
    assert menus["gameMenu"] == ["newGame", "openGame", "saveGame", "saveGameAs", "takeBack", "saveLog", "quitGame"]
    assert {"largeText", "animations", "fitBoard", "focusBoard", "focusPanel"} <= set(menus["viewMenu"])
    assert menus["helpMenu"] == ["showHowToPlay", "showTour", "showAbout"]
    for action in (window.save_action, window.new_action, window.quit_action, window.takeback_action,
                   window.large_text_action, window.rules_action):
        key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        assert key and key in action.toolTip(), action.objectName()
    assert "Ctrl+S" in window.save_action.toolTip()
    assert "R" in window.turn_panel.roll_button.toolTip()


def test_quit_closes_the_game_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.quit_action.trigger()
    assert not window.isVisible()


# ---------------------------------------------------------------------- issue 23: the keyboard always works


def _focus_key(qtbot: QtBot, key: Qt.Key | str) -> None:
    """Press ``key`` on the application's focus widget, as a player's key press lands."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key)


def _active(qtbot: QtBot, window: PlayWindow) -> PlayWindow:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_p_passes_while_the_bid_box_has_the_focus(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.auction_button)
    assert QApplication.focusWidget() is panel.bid_spin
    _focus_key(qtbot, Qt.Key.Key_Return)  # Ana opens with the lowest bid
    assert state.auction is not None and state.auction.high_bidder == 0
    assert QApplication.focusWidget() is panel.bid_spin  # Bo's bid, typed in the box
    _focus_key(qtbot, "p")
    assert state.phase == Phase.POST_ROLL and state.owner_of("kite-hill") == 0
    assert state.history[-1] == OpenPass(1)


def test_p_passes_from_the_bid_box_in_the_traditional_game(qtbot: QtBot) -> None:
    window = _active(qtbot, make_trad_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 5, 6)  # Orchard Avenue
    click(qtbot, panel.auction_button)
    assert QApplication.focusWidget() is panel.bid_spin
    qtbot.keyClicks(QApplication.focusWidget(), "25")
    _focus_key(qtbot, Qt.Key.Key_Return)
    assert state.auction is not None and state.auction.high_bid == 25
    assert QApplication.focusWidget() is panel.bid_spin
    _focus_key(qtbot, "P")
    assert state.phase is Phase.POST_ROLL and state.owner[11] == 0 and state.cash[0] == 1500 - 25


def test_a_money_box_keeps_the_letters_of_its_amounts() -> None:
    from ubuild_desktop.play.widgets import MoneySpinBox

    spin = MoneySpinBox()
    assert spin.takes_letter("k") and spin.takes_letter("m") and not spin.takes_letter("p")
    spin.whole_units = True
    assert not spin.takes_letter("k")
    spin.deleteLater()


def test_build_mortgage_and_deal_have_keys(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    assert QApplication.focusWidget() is panel.end_button
    for button, key in ((panel.build_button, "U"), (panel.mortgage_button, "M"), (panel.deal_button, "T")):
        assert f"Key: {key}" in button.toolTip(), button.objectName()
    _focus_key(qtbot, "u")
    assert isinstance(state.history[-1], BuildBlocks) and state.residential[state.district_index("kite-hill")] == 1
    cash = state.cash[0]
    _focus_key(qtbot, "t")  # the deal sheet opens (Cancel closes it)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    sheet.reject()
    qtbot.waitUntil(lambda: not sheet.isVisible())
    _active(qtbot, window)
    panel.end_button.setFocus()
    assert panel.mortgage_button.isEnabled() != bool(state.why_illegal(panel.mortgage_combo.currentData()))
    if panel.mortgage_button.isEnabled():
        _focus_key(qtbot, "m")
        assert isinstance(state.history[-1], Mortgage) and state.cash[0] > cash


def test_m_mortgages_and_u_starts_building_in_the_traditional_game(qtbot: QtBot) -> None:
    from tests.traditional.helpers import give

    window = _active(qtbot, make_trad_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    give(state, 0, "cobbler-lane", "tinker-row", "north-station")  # a whole group and a station, as deals would give
    window.sync()
    assert "Key: M" in panel.mortgage_button.toolTip()
    combo = panel.mortgage_combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i) == Mortgage("north-station")))
    panel.roll_button.setFocus()
    _focus_key(qtbot, "M")
    assert state.history[-1] == Mortgage("north-station") and state.mortgaged[5]
    assert panel.build_house_button.isVisible() and "Key: U" in panel.build_house_button.toolTip()
    panel.roll_button.setFocus()
    _focus_key(qtbot, "U")
    assert panel.picking is not None and panel.picking.kind is StreetPick.BUILD_HOUSE
    assert QApplication.focusWidget() is window.board_view
    _focus_key(qtbot, Qt.Key.Key_Return)  # Enter builds on the street the ring is on
    assert isinstance(state.history[-1], BuildHouse)


def test_enter_in_the_blocks_box_builds(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    while QApplication.focusWidget() is not panel.res_spin:  # Tab there, as a player would
        _focus_key(qtbot, Qt.Key.Key_Tab)
    panel.res_spin.lineEdit().selectAll()
    qtbot.keyClicks(QApplication.focusWidget(), "2")
    _focus_key(qtbot, Qt.Key.Key_Return)
    assert state.history[-1] == BuildBlocks("kite-hill", 2, 0)


def test_enter_in_the_blocks_district_list_builds(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    panel.blocks_district.setFocus()
    _focus_key(qtbot, Qt.Key.Key_Enter)
    assert state.history[-1] == BuildBlocks("kite-hill", 1, 0)  # the blocks first offered


def test_enter_in_the_mortgage_list_mortgages(qtbot: QtBot) -> None:
    window = _active(qtbot, make_trad_window(qtbot))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 5, 6)
    click(qtbot, panel.buy_button)
    panel.mortgage_combo.setFocus()
    _focus_key(qtbot, Qt.Key.Key_Return)
    assert state.mortgaged[11] and isinstance(state.history[-1], Mortgage)


# ---------------------------------------------------------------------- roll again, and the words after the roll


def test_roll_again_after_a_double_rolls_at_once_in_u_build(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="classic")
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 2, 2)  # Saltmarsh Lane, a double
    click(qtbot, panel.buy_button)
    assert state.phase == Phase.POST_ROLL and panel.end_button.text() == "Roll again"
    assert "A double: build, or roll again." in plain(panel.status.text())
    rolls = sum(isinstance(a, Dice) for a in state.history)
    window.controller.inject_chance(Dice((1, 2)))
    click(qtbot, panel.end_button)  # one press: the turn ends, Ana rolls again
    assert sum(isinstance(a, Dice) for a in state.history) == rolls + 1
    assert state.turn == 0 and state.position[0] == 4 + 3
    assert [type(a) for a in state.history[-3:]] == [EndTurn, Roll, Dice]


def test_roll_again_by_key_in_both_games(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot, track="classic"))
    state = window.controller.state
    roll(qtbot, window, 2, 2)
    click(qtbot, window.turn_panel.buy_button)
    assert QApplication.focusWidget() is window.turn_panel.end_button
    window.controller.inject_chance(Dice((1, 2)))
    _focus_key(qtbot, Qt.Key.Key_Return)
    assert state.turn == 0 and state.position[0] == 7
    trad = _active(qtbot, make_trad_window(qtbot))
    tstate = trad.controller.state
    roll(qtbot, trad, 3, 3)  # Harbour Steps, a double
    click(qtbot, trad.turn_panel.buy_button)
    assert trad.turn_panel.roll_button.text() == "Roll again" and QApplication.focusWidget() is trad.turn_panel.roll_button
    trad.controller.inject_chance(Dice((1, 2)))
    _focus_key(qtbot, Qt.Key.Key_Return)
    assert tstate.turn == 0 and tstate.position[0] == 9


def test_no_build_or_end_your_turn_with_nothing_to_build(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 3)  # Jail, just visiting: Ana owns nothing
    assert window.controller.state.phase == Phase.POST_ROLL and not panel.blocks_box.isVisible()
    assert plain(panel.status.text()) == "On Jail. You have $12.9M."
    end_turn(qtbot, window)
    roll(qtbot, window, 1)  # Bo buys Kite Hill: now he can build
    click(qtbot, panel.buy_button)
    assert panel.blocks_box.isVisible() and "Build, or end your turn." in plain(panel.status.text())
    trad = make_trad_window(qtbot)
    roll(qtbot, trad, 5, 6)
    click(qtbot, trad.turn_panel.buy_button)  # one street of its group: nothing to build
    text = plain(trad.turn_panel.status.text())
    assert text.startswith("On Orchard Avenue. You have $1,360.") and "Build" not in text
