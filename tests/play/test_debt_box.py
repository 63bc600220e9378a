"""The debt box says what declaring bankruptcy does, in each game's words: who takes the
debtor's cash and title deeds (the creditor player, or the bank), reached as players reach
it (dice rolled with the roll button, a property bought with the Buy button)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.square.boardfile import load_builtin_board

from .helpers import DEBT_DECK, bo_cannot_pay_the_toll, click, end_turn, make_trad_window, make_window, plain, roll


def test_ubuild_says_the_game_ends_and_who_takes_the_districts(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=DEBT_DECK)
    bo_cannot_pay_the_toll(qtbot, window)
    assert window.controller.state.debt.creditor < 0  # the bridge toll: owed to the bank
    text = plain(window.turn_panel.debt_label.text())
    assert "Mortgage districts below" in text, text
    assert "Declaring bankruptcy ends the game: your cash and your districts go to the bank." in text, text
    assert window.turn_panel.bankrupt_button.isVisible()


def _dear_tinker_row():  # type: ignore[no-untyped-def]
    """The book's board with Tinker Row's bare rent above a player's starting cash."""
    board = load_builtin_board("traditional")
    spaces = list(board.spaces)
    tinker = spaces[3]
    spaces[3] = tinker.model_copy(update={"rents": (2_000, 2_100, 2_200, 2_300, 2_400, 2_500)})
    return board.model_copy(update={"spaces": tuple(spaces)})


def test_traditional_says_the_creditor_takes_the_title_deeds(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, board=_dear_tinker_row(), autosave=False)
    state = window.controller.state
    roll(qtbot, window, 1, 2)  # Ana: Tinker Row, bought
    click(qtbot, window.turn_panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 1, 2)  # Bo: Tinker Row's rent, more than he has
    state = window.controller.state
    assert state.phase is Phase.RAISE_FUNDS and state.current_player == 1 and state.debt.creditor == 0
    text = plain(window.turn_panel.debt_label.text())
    assert "You owe $2,000 to Ana" in text, text
    assert "Sell houses (Houses… on your card), mortgage properties below" in text, text
    assert ("Declaring bankruptcy puts you out of the game: your houses and hotels go back to the bank at half price, "
            "then your cash, your title deeds and your get-out-of-jail cards go to Ana, who pays the bank 10% on each "
            "mortgaged one.") in text, text
    assert "districts" not in text, text  # the traditional game's words, not U-Build's
    window.turn_panel.bankrupt_button.click()  # and it does what it said
    state = window.controller.state
    tinker = 3
    assert state.owner[tinker] == 0 and state.cash[1] == 0
