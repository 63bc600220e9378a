"""What happened is seen from the sofa (issue 23): a drawn card stands large in the middle
of the board until the player who drew it dismisses it (a click, Enter, Esc or Space), or
for a few seconds when a computer drew it; a computer's turn is told on a banner made
from the engine's events (the log's own lines); the Free Parking pot (house rule) shows on
its corner and the log says the money went into it.

The games are driven as players drive them: the turn panel's buttons for the humans, the
controller's own driver for the computers (no pause), the dice forced by the session's test
hook."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.play import announce, game_words
from ubuild_desktop.play.window import PlayWindow

from .helpers import bo_gets_planning_permission, click, end_turn, make_trad_window, roll

INCOME_TAX, CHANCE, FREE_PARKING = 4, 7, 20
PARKING_TICKET = "chance-14"  # "Parking ticket: pay {amount}." (15)


def assert_large_in_the_middle(window: PlayWindow) -> None:
    """The drawn card is on the board view, in the board's middle, its words large."""
    card = window.drawn_card
    viewport = window.board_view.viewport()
    rect = card.geometry()
    assert card.isVisible() and card.parentWidget() is viewport
    assert viewport.rect().contains(rect), (rect, viewport.rect())
    middle = window.board_middle()
    assert abs(rect.center().x() - middle.center().x()) <= 3, (rect, middle)
    assert rect.width() >= 0.45 * viewport.width()
    # Read from the sofa: the card's words are at least 3.3% of the board view's height
    # (over 28 px on a 1080p screen's board), its heading larger; all of them shown.
    for label in (card.up, card.title):
        assert label.font().pixelSize() >= 0.033 * viewport.height(), label.objectName()
        assert label.geometry().bottom() <= card.height() and label.width() <= card.width()
    assert card.title.font().pixelSize() > card.up.font().pixelSize()
    assert not any(card.geometry().intersects(w.geometry()) for w in (window.turn_banner,) if w.isVisible())


def card_words(window: PlayWindow, card_id: str) -> str:
    """A traditional card's words as the program writes them."""
    game = window.controller.state.game
    card = game.cards[game.card_index[card_id]]
    return game_words.trad_card_words(card.text, (card.amount, card.house, card.hotel), window.controller.state.book)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Space, None])
def test_a_card_a_player_draws_stands_large_until_dismissed(qtbot: QtBot, key: Qt.Key | None) -> None:
    window = make_trad_window(qtbot, top_cards=(PARKING_TICKET,))
    window.resize(1366, 768)
    roll(qtbot, window, 3, 4)  # Ana: Chance
    state = window.controller.state
    assert state.position[0] == CHANCE
    card = window.drawn_card
    assert_large_in_the_middle(window)
    assert "Chance" in card.title.text() and "Ana" in card.title.text()
    assert card_words(window, PARKING_TICKET) == "Parking ticket: pay $15." and "Parking ticket: pay $15." in card.up.text()
    # The player at the screen dismisses it: it has the keys until then.
    assert window.focusWidget() is card and not card.by_computer
    if key is None:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(card.width() // 2, card.height() // 2))
    else:
        qtbot.keyClick(window.focusWidget(), key)
    assert not card.isVisible()
    # The turn panel has the keys again, on its main action; its own small card stays.
    assert window.focusWidget() is window.turn_panel.main_action()
    assert window.turn_panel.card.isVisible()
    # It does not come back by itself.
    qtbot.wait(50)
    assert not card.isVisible()


def test_a_card_waits_for_its_player_and_leaves_with_the_next_roll(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, top_cards=(PARKING_TICKET,))
    roll(qtbot, window, 3, 4)
    assert window.drawn_card.isVisible()
    qtbot.wait(announce.CARD_MS // 4)
    assert window.drawn_card.isVisible()  # a player's card waits for them
    # The turn panel's buttons still work beside it (the board is not locked).
    end_turn(qtbot, window)
    roll(qtbot, window, 1, 2)  # Bo rolls: the game moved on, the old card goes
    assert not window.drawn_card.isVisible()


def test_a_u_build_chance_card_shows_both_halves_large(qtbot: QtBot) -> None:
    window = bo_gets_planning_permission(qtbot, dismiss_card=False)  # Bo drew "fast-track": its UP half is Planning Permission
    card = window.drawn_card
    assert_large_in_the_middle(window)
    assert "Bo" in card.title.text() and "UP" in card.title.text()
    assert "Bridge UP" in card.up.text() and "Bridge DOWN" in card.down.text()
    assert card.down.isVisible()
    assert window.focusWidget() is card
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert not card.isVisible() and window.focusWidget() is window.turn_panel.hazard_button


def computer_turn(qtbot: QtBot, rules: HouseRules | None = None) -> PlayWindow:
    """Ana (human) pays the income tax and ends her turn; Bo (a computer, played by the
    controller's driver) rolls 3 + 4 onto Chance and draws the parking ticket."""
    window = make_trad_window(qtbot, players="Ana:human,Bo:computer:simple", top_cards=(PARKING_TICKET,),
                              house_rules=rules)
    window.resize(1366, 768)
    roll(qtbot, window, 1, 3)  # Ana: Income Tax
    click(qtbot, window.turn_panel.tax_fixed_button)  # the fixed 200 (002's choice)
    assert window.controller.state.position[0] == INCOME_TAX
    window.controller.inject_chance(*(d for d in _dice(3, 4)))
    end_turn(qtbot, window)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.turn == 0 and controller.waiting_for_human(), timeout=10_000)
    assert controller.state.position[1] == CHANCE
    return window


def _dice(*values: int) -> list[object]:
    from ubuild_desktop.core.engine.ubuild.actions import Dice

    return [Dice(tuple(values))]


def test_a_computers_card_shows_a_few_seconds_and_its_turn_on_a_banner(qtbot: QtBot,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(announce, "CARD_MS", 400)
    monkeypatch.setattr(announce, "BANNER_MS", 700)
    window = computer_turn(qtbot)
    card, banner = window.drawn_card, window.turn_banner
    # Bo's card: large, in the middle, below the banner, and it leaves the keys to Ana.
    assert card.isVisible() and card.by_computer
    assert "Bo" in card.title.text() and "Parking ticket: pay $15." in card.up.text()
    assert_large_in_the_middle(window)
    assert card.geometry().top() >= banner.geometry().bottom()
    assert window.focusWidget() is window.turn_panel.roll_button  # Ana's turn: the keys are hers
    # The banner: what Bo did, in the log's own words, ending with the end of his turn.
    assert banner.isVisible()
    lines = banner.text().split("\n")
    assert 1 < len(lines) <= announce.BANNER_LINES
    assert lines[-1] == "Bo ended the turn"
    log = window.log.lines()
    assert all(line in log for line in lines[:-1]), (lines, log[-8:])
    assert "Bo paid the bank $15 (Chance)" in lines
    assert not any("rolled" in line for line in lines)  # the dice are beside the board
    viewport = window.board_view.viewport()
    assert viewport.rect().contains(banner.geometry())
    assert banner.font().pixelSize() >= 0.03 * viewport.height()
    # Both go by themselves (Ana has not touched anything).
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=3000)
    assert window.controller.state.turn == 0


def test_a_humans_turn_gets_no_banner(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot)
    roll(qtbot, window, 1, 3)
    click(qtbot, window.turn_panel.tax_fixed_button)  # the fixed 200 (002's choice)
    end_turn(qtbot, window)
    roll(qtbot, window, 1, 2)
    assert not window.turn_banner.isVisible()


def test_the_free_parking_pot_on_the_board_and_in_the_log(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, house_rules=HouseRules(free_parking_pot=True), top_cards=(PARKING_TICKET,))
    window.resize(1920, 1080)
    board, scene = window.play_board, window.scene
    pot = board.pot
    assert pot is not None and pot.isVisible() and pot.text == "Pot: $0"
    roll(qtbot, window, 1, 3)  # Ana: Income Tax, $200 into the pot
    click(qtbot, window.turn_panel.tax_fixed_button)  # the fixed 200 (002's choice)
    log = window.log.lines()
    assert log[-2:] == ["Ana paid the bank $200 (tax)", "$200 from Ana went into the Free Parking pot (now $200)"]
    assert pot.text == "Pot: $200"
    # On the Free Parking corner, clear of its name; read from the sofa.
    corner = scene.place(FREE_PARKING).rect
    badge = pot.badge_rect()
    assert corner.contains(badge)
    names = [rect for index, _role, rect in scene.label_rects() if index == FREE_PARKING]
    assert names and not any(badge.intersects(rect) for rect in names)
    view = window.board_view
    assert view.mapFromScene(badge).boundingRect().height() >= 24
    end_turn(qtbot, window)
    # Bo: a double onto the jail (just visiting), then onto Free Parking: he takes the pot.
    roll(qtbot, window, 5, 5)
    roll(qtbot, window, 6, 4)
    state = window.controller.state
    assert state.position[1] == FREE_PARKING and state.pot == 0
    assert pot.text == "Pot: $0"
    assert window.log.lines()[-1] == "The bank paid Bo $200 (the Free Parking pot)"
    # Movers on the corner keep off the badge while there is room.
    assert not board.movers[1].sceneBoundingRect().intersects(badge)


def test_no_pot_without_the_house_rule(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot)
    assert window.play_board.pot is None
    roll(qtbot, window, 1, 3)
    click(qtbot, window.turn_panel.tax_fixed_button)  # the fixed 200 (002's choice)
    assert not any("pot" in line for line in window.log.lines())


def test_a_take_back_clears_the_card_and_the_banner(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, top_cards=(PARKING_TICKET,))
    roll(qtbot, window, 3, 4)
    assert window.drawn_card.isVisible()
    click(qtbot, window.turn_panel.end_button)
    window.take_back()  # the end of the turn is taken back (a decision after the card)
    assert window.controller.state.phase is not Phase.PRE_ROLL or window.controller.state.turn == 0
    assert not window.drawn_card.isVisible() and not window.turn_banner.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_screenshots_of_a_card_a_banner_the_pot_and_the_houses(qtbot: QtBot, tmp_path: object,
                                                               size: tuple[int, int]) -> None:
    """The window as the table sees it (look at them: ``pytest --basetemp``), each inside it."""
    from pathlib import Path

    folder = Path(str(tmp_path))
    window = computer_turn(qtbot, HouseRules(free_parking_pot=True))
    window.resize(*size)
    qtbot.wait(20)
    assert window.drawn_card.isVisible() and window.turn_banner.isVisible()
    assert window.board_view.viewport().rect().contains(window.drawn_card.geometry())
    assert window.board_view.viewport().rect().contains(window.turn_banner.geometry())
    assert window.grab().save(str(folder / f"card_banner_{size[0]}.png"))
    if size == (1920, 1080):  # the card's and the banner's words: at least 28 px at 1080p
        assert window.drawn_card.up.font().pixelSize() >= 28
        assert window.turn_banner.font().pixelSize() >= 28
    state = window.controller.state
    streets = [i for i in state.game.properties if state.game.kind[i] == 1]
    for k, i in enumerate(streets):
        state.owner[i] = k % 2
        state.buildings[i] = 1 + k % 5
    state.touched()
    state.position[:] = [0, 0]
    window.drawn_card.dismiss()
    window.turn_banner.clear()
    window.sync()
    image = window.grab()
    assert image.width() == size[0] and image.save(str(folder / f"houses_pot_{size[0]}.png"))
    assert (folder / f"houses_pot_{size[0]}.png").stat().st_size > 20_000
    # Countable from the sofa: each house at least 15 px a side at 1366x768, 20 at 1920x1080.
    scale = window.board_view.transform().m11()
    built = window.play_board.buildings[streets[0]]
    least = 15 if size[0] < 1900 else 20
    assert built.house * scale >= least


def test_with_animations_the_mover_waits_for_the_card_to_be_read(qtbot: QtBot) -> None:
    """Animations on: "Take the morning express all the way to GO" stands on the board, the
    turn panel waits, and Ana's pawn stays on Chance until she presses Enter; then it goes."""
    window = make_trad_window(qtbot, top_cards=("chance-01",))
    window.animation_action.trigger()  # View → Animations, on
    assert window.animations
    board = window.play_board
    roll(qtbot, window, 3, 4)
    card = window.drawn_card
    qtbot.waitUntil(card.isVisible, timeout=10_000)
    assert "all the way to GO" in card.up.text()
    assert window.turn_panel.busy and window.focusWidget() is card
    qtbot.wait(300)
    assert window.scene.place(CHANCE).rect.contains(board.mover_position(0))  # still on Chance
    qtbot.keyClick(card, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.turn_panel.busy, timeout=10_000)
    assert window.scene.place(0).rect.contains(board.mover_position(0))  # on GO
    assert window.focusWidget() is window.turn_panel.main_action()
