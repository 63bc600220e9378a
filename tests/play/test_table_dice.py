"""A game rolled with the table's own dice, as the players play it.

They choose it in the New game dialog; then every roll (the roll-off's too, and the
computer players', which someone at the table rolls for them) waits in the turn panel for
the faces the dice show, clicked or typed (keys 1-6, Enter). The file says "table", and a
reopened or resumed game goes on the same way.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from ubuild_desktop.app import HomeWindow
from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE, Session
from ubuild_desktop.core.engine.ubuild.actions import Dice, IllegalActionError
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import (
    PlayWindow,
    open_game_window,
    parse_players,
    read_game_file,
)
from ubuild_desktop.play.files import game_files, read_play_file
from ubuild_desktop.play.window import window_for_file

from .helpers import adopt, click, latest_autosave, open_in_window, run_ubuild

STARTER_JAIL = 3


def _face(window: PlayWindow, die: int, value: int) -> QToolButton:
    face = window.turn_panel.dice_entry.findChild(QToolButton, f"dieFace{die}_{value}")
    assert face is not None
    return face


def _shown_faces(window: PlayWindow) -> list[str]:
    return sorted(b.objectName() for b in window.turn_panel.dice_entry.findChildren(QToolButton) if b.isVisible())


def _key(window: PlayWindow, key: Qt.Key) -> None:
    """A key pressed in the play window (the active window, as at the table)."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    assert window.isActiveWindow()
    QTest.keyClick(window, key)


def _table_window(qtbot: QtBot, track: str, players: str, *, animations: bool = False) -> PlayWindow:
    seats = parse_players(players)
    game = Game.create(load_builtin(track), [s.name for s in seats])
    window = open_game_window(Session(game, 11, dice=DICE_TABLE), seats, animations=animations, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def test_chosen_in_the_new_game_dialog_and_played_by_clicks_and_keys(qtbot: QtBot, tmp_path: Path) -> None:
    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    home.show()
    qtbot.waitExposed(home)
    click(qtbot, home.new_button)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.dice_program.isChecked() and not dialog.dice_table.isChecked()  # the program rolls unless chosen
    click(qtbot, dialog.dice_table)
    assert dialog.dice_table.isChecked() and not dialog.dice_program.isChecked()
    dialog.rows[1].name.setText("Bot")
    dialog.rows[1].kind.setCurrentIndex(1)  # Computer (simple)
    click(qtbot, dialog.start_button)
    window = adopt(qtbot, home.play_window)
    controller, panel, entry = window.controller, window.turn_panel, window.turn_panel.dice_entry
    state = controller.state
    assert controller.table_dice and controller.session.dice == DICE_TABLE
    assert window.table_dice_label is not None and window.table_dice_label.isVisible()
    assert "Table dice" in window.table_dice_label.text()
    assert not entry.isVisible()  # nothing to enter before someone rolls

    # The roll-off: Ana clicks Roll, then the game waits for the die she rolled at the table.
    assert state.phase == Phase.ROLL_OFF and state.current_player == 0
    click(qtbot, panel.roll_button)
    assert controller.waiting_for_table_dice() and state.phase == Phase.ROLL_OFF_DICE
    assert entry.isVisible() and not panel.roll_button.isVisible()
    assert _shown_faces(window) == [f"dieFace0_{v}" for v in range(1, 7)]  # one die on Starter
    assert "Roll the die at the table" in panel.status.text()
    assert not entry.enter_button.isEnabled()  # no face chosen: nothing to enter
    before = len(state.history)
    _key(window, Qt.Key.Key_Return)
    assert len(state.history) == before
    click(qtbot, _face(window, 0, 5))
    assert entry.values() == (5,) and entry.enter_button.isEnabled()
    click(qtbot, entry.enter_button)
    assert window.log.lines()[-1] == "Ana rolled 5"
    assert panel.dice.values == (5,)

    # Bot (a computer) rolls on its own; its die is rolled at the table too, typed in here.
    qtbot.waitUntil(controller.waiting_for_table_dice)
    assert state.turn == 1 and entry.isVisible() and entry.values() is None
    assert "Bot is a computer player: someone at the table rolls for them." in panel.status.text()
    assert not controller.computer_pending()
    _key(window, Qt.Key.Key_2)
    assert _face(window, 0, 2).isChecked()
    _key(window, Qt.Key.Key_Return)
    assert window.log.lines()[-3:] == ["Bot rolled 2", "Ana rolled highest and starts", "— Ana's turn —"]

    # Ana's turn: the keys do nothing until she rolls; then 3 and Enter take her to the jail.
    assert state.phase == Phase.PRE_ROLL and state.turn == 0 and not entry.isVisible()
    before, faces = len(state.history), entry.values()
    _key(window, Qt.Key.Key_3)
    _key(window, Qt.Key.Key_Return)
    assert len(state.history) == before and entry.values() == faces
    click(qtbot, panel.roll_button)
    assert entry.isVisible() and entry.values() is None  # a new roll starts with no face chosen
    _key(window, Qt.Key.Key_3)
    _key(window, Qt.Key.Key_Enter)  # the keypad's Enter works too
    assert state.position[0] == STARTER_JAIL and state.phase == Phase.POST_ROLL
    assert "Ana rolled 3" in window.log.lines()
    click(qtbot, panel.end_button)

    # Bot's turn: it rolls, the table types in a 3 for it, it ends its turn.
    qtbot.waitUntil(controller.waiting_for_table_dice)
    assert state.turn == 1 and state.phase == Phase.ROLL
    click(qtbot, _face(window, 0, 3))
    click(qtbot, entry.enter_button)
    qtbot.waitUntil(lambda: state.turn == 0 and state.phase == Phase.PRE_ROLL)
    assert state.position[1] == STARTER_JAIL
    # Say the table rolled a 4: Take back undoes the roll entered (and Bot's end of turn),
    # and the game waits for Bot's die again.
    assert controller.can_take_back()
    window.takeback_action.trigger()
    state = controller.state
    assert controller.waiting_for_table_dice() and state.turn == 1 and state.phase == Phase.ROLL
    assert entry.isVisible() and entry.values() is None and not controller.computer_pending()
    _key(window, Qt.Key.Key_4)
    _key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: state.turn == 0 and state.phase == Phase.PRE_ROLL)
    assert state.position[1] == STARTER_JAIL + 1 and window.log.lines().count("Bot rolled 3") == 0
    rolls = [str(a) for a in state.history if isinstance(a, Dice)]
    assert rolls == ["dice 5", "dice 2", "dice 3", "dice 4"]

    # Saved, the file says so; the autosave too.
    path = tmp_path / "table.ubuild-game"
    assert window.save_game_as(path)
    assert json.loads(path.read_text(encoding="utf-8"))["game"]["dice"] == "table"
    assert read_game_file(latest_autosave())[0].dice == DICE_TABLE

    # Reopened (Open…), it is a table-dice game still: the window says so and waits for the dice.
    again = adopt(qtbot, open_in_window(qtbot, window, path))
    controller = again.controller
    state = controller.state
    assert controller.table_dice and state.history == read_game_file(path)[0].state.history
    assert again.table_dice_label is not None and again.table_dice_label.isVisible()
    click(qtbot, again.turn_panel.roll_button)
    assert controller.waiting_for_table_dice() and again.turn_panel.dice_entry.isVisible()
    click(qtbot, _face(again, 0, 2))
    click(qtbot, again.turn_panel.dice_entry.enter_button)
    assert state.position[0] == STARTER_JAIL + 2 and state.phase == Phase.BUY


def test_two_dice_an_impossible_roll_cannot_be_entered(qtbot: QtBot) -> None:
    window = _table_window(qtbot, "classic", "Ana:human,Bo:human")
    controller, panel, entry = window.controller, window.turn_panel, window.turn_panel.dice_entry
    state = controller.state
    click(qtbot, panel.roll_button)
    assert _shown_faces(window) == sorted(f"dieFace{d}_{v}" for d in (0, 1) for v in range(1, 7))
    assert "Roll both dice at the table" in panel.status.text()
    # One die chosen is not a roll: the button stays off and Enter does nothing.
    click(qtbot, _face(window, 0, 6))
    assert entry.values() is None and not entry.enter_button.isEnabled()
    before = len(state.history)
    _key(window, Qt.Key.Key_Return)
    assert len(state.history) == before
    # The keys set the dice in turn: 6 6 is a double, a third key starts over at the first die.
    entry.clear()
    _key(window, Qt.Key.Key_6)
    _key(window, Qt.Key.Key_6)
    assert entry.values() == (6, 6)
    _key(window, Qt.Key.Key_1)
    assert entry.values() == (1, 6)
    # Keys that are no face (0, 7) choose nothing.
    _key(window, Qt.Key.Key_7)
    _key(window, Qt.Key.Key_0)
    assert entry.values() == (1, 6)
    # The engine refuses an impossible roll sent any other way, and nothing changes.
    for bad in (Dice((7, 1)), Dice((3,)), Dice((0, 2)), Dice((1, 2, 3))):
        with pytest.raises(IllegalActionError):
            controller.act(bad)
    assert len(state.history) == before and controller.waiting_for_table_dice()
    # Resumed while it waits (Home's Resume reads the autosave): it still waits for the dice.
    # (Its window still holds the game's files: the copy resumed here writes none of them.)
    resumed = adopt(qtbot, window_for_file(read_play_file(latest_autosave()), None, autosave=False,
                                           animations=False, computer_delay_ms=0))
    assert resumed.controller.table_dice and resumed.controller.waiting_for_table_dice()
    assert resumed.turn_panel.dice_entry.isVisible() and not resumed.turn_panel.roll_button.isVisible()
    assert resumed.controller.state.history == state.history
    resumed.close()
    # Take back: the roll click is undone (no dice followed it yet).
    assert controller.can_take_back()
    window.takeback_action.trigger()
    state = controller.state  # replayed without the roll click
    assert state.phase == Phase.ROLL_OFF and not entry.isVisible() and panel.roll_button.isVisible()
    click(qtbot, panel.roll_button)
    assert entry.isVisible() and entry.values() is None  # the faces chosen before the take back are gone
    click(qtbot, _face(window, 0, 4))
    click(qtbot, _face(window, 1, 3))
    click(qtbot, entry.enter_button)
    assert window.log.lines()[-1] == "Ana rolled 4 + 3 = 7"


def test_the_rolls_are_shown_at_once_and_the_program_still_shuffles(qtbot: QtBot) -> None:
    window = _table_window(qtbot, "starter", "Ana:human,Bo:human", animations=True)
    controller, panel = window.controller, window.turn_panel
    state = controller.state
    # The Chance pile was shuffled by the program's generator: no entry for that.
    assert state.history and all(str(a).startswith("shuffle") or str(a).startswith("deck") for a in state.history)
    assert len(state.deck) == len(state.game.chance_cards)
    click(qtbot, panel.roll_button)
    click(qtbot, _face(window, 0, 4))
    click(qtbot, panel.dice_entry.enter_button)
    # Dice rolled at the table are not tumbled again on the screen.
    assert panel.dice.values == (4,) and not panel.dice.is_rolling()
    assert state.phase == Phase.ROLL_OFF and state.current_player == 1


def test_a_program_dice_game_never_waits_for_the_table(qtbot: QtBot) -> None:
    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 11), seats, animations=False, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    assert not window.controller.table_dice and window.table_dice_label is None
    click(qtbot, window.turn_panel.roll_button)
    assert window.controller.state.phase == Phase.ROLL_OFF and window.controller.state.current_player == 1
    assert not window.turn_panel.dice_entry.isVisible()


@pytest.mark.tool
def test_ubuild_play_dice_table(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    done = run_ubuild("play", "--dice", "table", "--players", "Ana:human,Bot:computer:simple", "--seed", "3",
                "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    [game] = game_files(tmp_path / "data" / "autosave")  # the game's own autosave
    autosave = json.loads(game.read_text(encoding="utf-8"))
    assert autosave["game"]["dice"] == "table"
    done = run_ubuild("play", "--dice", "table", "--players", "A:computer:simple,B:computer:good", "--autoplay",
                tmp_path=tmp_path)
    assert done.returncode == 2 and "--autoplay" in done.stderr and "table" in done.stderr
    done = run_ubuild("play", "--dice", "table", "--autoplay", tmp_path=tmp_path, LANG="es_ES.UTF-8")
    assert done.returncode == 2 and "se tiran en la mesa" in done.stderr, done.stderr  # the user's language
    done = run_ubuild("play", "--dice", "loaded", tmp_path=tmp_path)
    assert done.returncode == 2 and "--dice" in done.stderr
