"""A player's holdings (issue 23): a click on a player's card, Enter on it, or Ctrl+1..8
(View → Players' holdings) shows their cash, net worth, properties by colour group with
the buildings, mortgages and rent of each, and the cards they keep, on either board;
the view follows the game while it is open and fits the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.helpers import click, end_turn, make_trad_window, make_window, plain, roll
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.dialogs import HoldingsView

CHEST_JAIL_CARD = "chest-05"


def _text(view: HoldingsView) -> str:
    return plain(view.heading.text()) + "\n" + view.body.toPlainText()


def _fits(view: HoldingsView) -> None:
    room = view.screen().availableGeometry()
    assert view.frameGeometry().width() <= room.width() and view.frameGeometry().height() <= room.height()


def _active(qtbot: QtBot, window: PlayWindow) -> PlayWindow:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_a_click_on_a_player_s_card_shows_their_holdings_in_the_traditional_game(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, top_cards=(CHEST_JAIL_CARD,))
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 3, 5)  # Ana: Gull Street, bought
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 2, 4)  # Bo: Harbour Steps, bought
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 4, 5)  # Ana: Community Chest, a get-out-of-jail card she keeps
    assert state.card_holder == {state.game.card_index[CHEST_JAIL_CARD]: 0}
    card = window.players.cards[0]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    view = window.holdings_view
    assert view is not None and view.isVisible() and view.seat == 0
    assert view.windowTitle() == "Ana's holdings"
    text = _text(view)
    assert "Ana" in text and "$1,400" in text and "Net worth" in text and "1 property" in text
    lines = text.splitlines()
    group = next(i for i, line in enumerate(lines) if "Light blue" in line)
    assert "(1 of 3)" in lines[group]
    assert lines[group + 1:group + 4] == ["Gull Street", "—", "$6"]  # no buildings; the rent it charges now
    assert "Cards kept" in text and "A get-out-of-jail card (Community Chest)" in text
    assert "Harbour Steps" not in text  # Bo's
    _fits(view)
    # It follows the game: Ana mortgages Gull Street.
    combo = panel.mortgage_combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if "Gull Street" in combo.itemText(i)))
    click(qtbot, panel.mortgage_button)
    assert "Gull Street (mortgaged)" in _text(view) and "$1,450" in _text(view)
    # Bo's card turns the view to Bo.
    qtbot.mouseClick(window.players.cards[1], Qt.MouseButton.LeftButton)
    assert view.seat == 1 and view.windowTitle() == "Bo's holdings"
    assert "Harbour Steps" in _text(view) and "Gull Street" not in _text(view)
    assert "Cards kept\nNone" in view.body.toPlainText()


def test_a_click_on_the_districts_of_a_card_shows_the_holdings_too(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    districts = window.players.cards[0].districts
    assert districts.count() == 1
    qtbot.mouseClick(districts.viewport(), Qt.MouseButton.LeftButton, pos=districts.visualItemRect(districts.item(0)).center())
    view = window.holdings_view
    assert view is not None and view.isVisible() and view.seat == 0


def test_u_build_holdings_name_the_blocks_and_the_group(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot, track="classic"))
    panel = window.turn_panel
    roll(qtbot, window, 1, 2)  # Kite Hill, bought, one residential block built
    click(qtbot, panel.buy_button)
    click(qtbot, panel.build_button)
    window.players.cards[0].setFocus()  # Tab there, as a player would; Enter shows the holdings
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    view = window.holdings_view
    assert view is not None and view.isVisible() and view.seat == 0
    text = _text(view)
    lines = text.splitlines()
    group = next(i for i, line in enumerate(lines) if "Light blue" in line)
    assert "(1 of 3)" in lines[group]
    assert lines[group + 1:group + 3] == ["Kite Hill", "1 residential"]
    assert "Cards kept" not in text  # U-Build's cards are never kept
    _fits(view)


def test_ctrl_and_a_number_shows_that_player_s_holdings(qtbot: QtBot) -> None:
    window = _active(qtbot, make_window(qtbot, players="Ana:human,Bo:human,Cy:computer:simple"))
    actions = window.holdings_actions
    assert [a.text() for a in actions] == ["Ana", "Bo", "Cy"]
    assert [a.shortcut().toString() for a in actions] == ["Ctrl+1", "Ctrl+2", "Ctrl+3"]
    assert all(a in window.holdings_menu.actions() for a in actions)
    assert "Ctrl+2" in actions[1].toolTip()
    window.controller.set_paused(True)  # the computer waits: the test reads the view
    window.turn_panel.focus_main_action()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    view = window.holdings_view
    assert view is not None and view.isVisible() and view.seat == 2
    assert "Cy" in _text(view) and "No properties yet." in _text(view)
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # Esc closes it
    assert not view.isVisible()


def test_the_holdings_view_fits_a_small_screen(qtbot: QtBot) -> None:
    from tests.traditional.helpers import give

    window = make_trad_window(qtbot)
    window.resize(1024, 640)
    game = window.controller.state.game
    give(window.controller.state, 0, *[game.ids[i] for i in game.properties if i < 30])  # most of the board
    window.sync()
    view = window.show_holdings(0)
    _fits(view)
    assert view.body.verticalScrollBar().maximum() >= 0  # the rest scrolls
    assert QGuiApplication.primaryScreen() is not None
