"""Playing from the keyboard (issue 11): the focus on the main action and Enter doing it,
sites and district cards picked with the keys on the board, and the menus that show each
action's key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.play.helpers import (
    BY_BOTH, BY_KITE_HILL, BY_NOTHING, BY_SALTMARSH, bo_gets_planning_permission, make_window, roll,
)
from ubuild_desktop.board import cell_center
from ubuild_desktop.core.engine import Dice, MoveHazard, Phase, PlaceHazard
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.turn_model import PickKind


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
