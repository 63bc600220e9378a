"""Who starts, in the play view: each player rolls, the dice show it, the panel and the log say it.

The book: "All roll both dice, or just one for the Starter game. The highest roller
starts and play continues clockwise."
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import open_game_window, parse_players, read_game_file

from .helpers import animated_window, click, latest_autosave, make_window, plain, play_roll_off, roll

OLD_PLAY_FILE = Path(__file__).parent / "data" / "play_v1_game_v2_before_roll_off.json"


def test_each_human_rolls_and_the_highest_roller_starts(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, track="starter", players="Ana:human,Bo:human", roll_off_winner=None)
    state = window.controller.state
    panel = window.turn_panel
    assert state.phase == Phase.ROLL_OFF and state.current_player == 0
    assert "Ana: roll to see who starts" in plain(panel.header.text())
    # The panel says it in the log's words (one sentence for both).
    assert plain(panel.status.text()) == "Who starts? Everyone rolls the die: the highest roller starts"
    assert panel.roll_button.text() == "Roll the die"
    assert [b.objectName() for b, _ in panel.offered()] == ["rollButton"]  # nothing else before the game starts
    assert "Who starts? Everyone rolls the die: the highest roller starts" in window.log.lines()
    # Ana rolls a 2 (her click; the CHANCE player's die): the dice and the log show it.
    roll(qtbot, window, 2)
    assert state.current_player == 1 and state.phase == Phase.ROLL_OFF
    assert panel.dice.values == (2,)
    assert window.log.lines()[-1] == "Ana rolled 2"
    assert "Bo: roll to see who starts" in plain(panel.header.text())
    assert plain(panel.status.text()).splitlines() == [window.log.lines()[-2], "Ana rolled 2"]
    # The roll-off can be saved and resumed halfway (the autosave has Ana's roll).
    session, _seats = read_game_file(latest_autosave())
    assert session.state == state and session.state.current_player == 1
    # Bo rolls a 5: he starts, and the panel says so on his first turn.
    roll(qtbot, window, 5)
    assert state.phase == Phase.PRE_ROLL and state.current_player == 1 and state.first_player == 1
    assert panel.dice.values == (5,)
    assert window.log.lines()[-3:] == ["Bo rolled 5", "Bo rolled highest and starts", "— Bo's turn —"]
    status = plain(panel.status.text())
    assert status.splitlines()[:3] == ["Bo rolled highest and starts", "Ana rolled 2", "Bo rolled 5"]
    assert "Bo's turn" in plain(panel.header.text())
    assert not window.controller.can_take_back()  # the dice are known: no taking back the roll-off
    # Play continues clockwise from Bo: after his turn, Ana's.
    roll(qtbot, window, 3)  # to the jail space, just visiting
    assert state.phase == Phase.POST_ROLL and state.turn == 1
    click(qtbot, panel.end_button)
    assert state.turn == 0 and state.phase == Phase.PRE_ROLL
    assert "rolled highest" not in plain(panel.status.text())


def test_a_tie_rolls_again_in_the_log_and_the_panel(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="classic", players="Ana:human,Bo:human,Cy:human", roll_off_winner=None)
    state = window.controller.state
    panel = window.turn_panel
    assert panel.roll_button.text() == "Roll the dice"
    for dice in ((6, 4), (1, 2), (5, 5)):
        roll(qtbot, window, *dice)
    assert window.log.lines()[-4:] == [
        "Ana rolled 6 + 4 = 10", "Bo rolled 1 + 2 = 3", "Cy rolled 5 + 5 = 10", "Ana and Cy tied with 10: they roll again",
    ]
    assert state.phase == Phase.ROLL_OFF and state.current_player == 0
    assert plain(panel.status.text()) == "Ana and Cy tied with 10: they roll again"
    roll(qtbot, window, 2, 3)
    assert plain(panel.status.text()).splitlines() == ["Ana and Cy tied with 10: they roll again", "Ana rolled 2 + 3 = 5"]
    assert state.current_player == 2  # Bo is out of it
    roll(qtbot, window, 4, 3)
    assert state.first_player == 2 and state.turn == 2 and state.phase == Phase.PRE_ROLL
    assert "Cy rolled highest and starts" in window.log.lines()


def test_computers_roll_for_themselves(qtbot: QtBot) -> None:
    seats = parse_players("Ana:human,Bot:computer:good,Cat:computer:simple")
    window = make_window(qtbot, track="classic", seats=seats, roll_off_winner=None)
    state = window.controller.state
    window.controller.inject_chance(Dice((1, 1)), Dice((2, 2)), Dice((6, 6)))
    play_roll_off(qtbot, window)  # Ana clicks; Bot and Cat roll on their own
    assert state.first_player == 2
    rolled = [e.get("player") for e in state.events if e.kind == "roll_off_rolled"]
    assert rolled == [0, 1, 2]
    assert window.controller.last_computer_error is None
    window.controller.set_paused(True)


def test_the_roll_off_animates_the_dice_and_holds_the_computers(qtbot: QtBot) -> None:
    game, window = animated_window(qtbot)
    window.controller.start()
    window.controller.inject_chance(Dice((4,)), Dice((1,)))  # Ana's roll, then Bot's
    click(qtbot, window.turn_panel.roll_button)
    assert window.turn_panel.busy and window.turn_panel.dice.is_rolling()  # the die tumbles
    # Bot is next, but waits for Ana's die to come to rest.
    assert window.controller.state.current_player == 1 and not window.controller.computer_pending()
    assert not window.turn_panel.offered()
    state = window.controller.state
    qtbot.waitUntil(lambda: state.phase == Phase.PRE_ROLL and not window.turn_panel.busy, timeout=10_000)
    assert state.first_player == 0 and window.turn_panel.dice.values == (1,)  # Bot's die, shown last
    assert "Ana rolled highest and starts" in plain(window.turn_panel.status.text()).splitlines()
    window.controller.set_paused(True)


def test_a_play_file_saved_before_the_roll_off_opens(qtbot: QtBot, tmp_path: Path) -> None:
    # A play file (version 1) holding a game file of version 2: seat 1 started, no roll-off.
    raw = json.loads(OLD_PLAY_FILE.read_text(encoding="utf-8"))
    assert raw["format_version"] == 1 and raw["game"]["format_version"] == 2
    session, seats = read_game_file(OLD_PLAY_FILE)
    assert not session.game.roll_off and session.state.first_player == 0
    assert [str(a) for a in session.state.history] == raw["game"]["history"]
    assert [s.name for s in seats] == ["Ana", "Bo", "Cy"] and seats[1].is_computer
    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False,
                              autosave=tmp_path / "auto.json")
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.controller.start()
    assert "Ana's turn" in plain(window.turn_panel.header.text())
    assert "rolled highest" not in plain(window.turn_panel.status.text())
    roll(qtbot, window, 1, 2)
    assert window.controller.state.rolls == 30
    window.controller.set_paused(True)
    saved = json.loads((tmp_path / "auto.json").read_text(encoding="utf-8"))
    assert saved["game"]["format_version"] == 4 and saved["game"]["rules_version"] in (1, 2)
    # The test forced that roll: the file says it was rolled at the table, and it loads.
    assert saved["game"]["dice"] == "table"
    assert read_game_file(tmp_path / "auto.json")[0].state == window.controller.state


def test_render_the_roll_off(qtbot: QtBot, tmp_path: Path) -> None:
    """The window at the roll-off, as a picture (UBUILD_SHOTS=folder keeps it to look at)."""
    window = make_window(qtbot, track="classic", players="Ana:human,Bo:human,Cy:human", roll_off_winner=None)
    roll(qtbot, window, 6, 4)
    roll(qtbot, window, 3, 5)
    image = window.grab()
    assert not image.isNull()
    folder = Path(os.environ.get("UBUILD_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    assert image.save(str(folder / "roll_off.png"))
    roll(qtbot, window, 2, 2)  # Cy: Ana rolled highest and starts
    assert window.controller.state.first_player == 0
    assert window.grab().save(str(folder / "roll_off_done.png"))
