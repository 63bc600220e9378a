"""A traditional game's files in the play view: save, close, resume (Home's Resume, read
off the UI thread) and take back work as for U-Build, through one loader that reads the
file's ``rule_set``; a U-Build file of an older version still opens."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.helpers import make_home
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.play import resume_window
from ubuild_desktop.play.files import read_play_file
from ubuild_desktop.play.opening import GameOpening
from ubuild_desktop.play.window import PlayWindow

from .helpers import click, end_turn, finish_opening, latest_autosave, make_trad_window, open_in_window, roll

OLD_PLAY_FILE = Path(__file__).parent / "data" / "play_v1_game_v2_before_roll_off.json"


def test_save_close_resume_and_take_back_a_traditional_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_trad_window(qtbot, players="Ana:human,Bo:computer:simple")
    state = window.controller.state
    roll(qtbot, window, 3, 5)  # Gull Street
    click(qtbot, window.turn_panel.buy_button)
    assert state.owner[8] == 0
    # Take back: the purchase (no dice came after it) is undone, and done again.
    assert window.takeback_action.isEnabled()
    window.takeback_action.trigger()
    state = window.controller.state
    assert state.phase is Phase.BUY and state.owner[8] == -1 and state.cash[0] == 1500
    assert window.players.cards[0].districts.count() == 0
    click(qtbot, window.turn_panel.buy_button)
    state = window.controller.state
    end_turn(qtbot, window)  # Bo (the computer) plays his turn
    qtbot.waitUntil(lambda: window.controller.waiting_for_human() and window.controller.state.turn == 0, timeout=20_000)
    state = window.controller.state
    # Save as a named file, then close.
    path = tmp_path / "trad.ubuild-game"
    assert window.save_game_as(path)
    assert "trad.ubuild-game" in window.windowTitle()
    saved = read_play_file(path)
    assert isinstance(saved.session, TradSession) and saved.session.state == state
    assert [s.name for s in saved.seats] == ["Ana", "Bo"] and saved.seats[1].is_computer
    history = [str(a) for a in state.history]
    window.close()
    # Home's Resume reads the autosave (off the UI thread) and opens the game where it was.
    home = make_home(qtbot)
    assert home.games.currentItem().text().startswith("Traditional: Ana")
    opening = home.resume()
    assert isinstance(opening, GameOpening)
    assert finish_opening(qtbot, opening) == "opened"
    resumed = home.play_window
    assert isinstance(resumed, PlayWindow)
    assert [str(a) for a in resumed.controller.state.history] == history
    assert resumed.controller.state == state
    assert resumed.controller.saved_as is not None and resumed.controller.saved_as.path == path
    assert "Gull Street" in resumed.players.cards[0].districts.item(0).text()
    # The game goes on: roll, and the autosave holds it.
    roll(qtbot, resumed, 1, 2)
    assert read_play_file(latest_autosave()).session.state == resumed.controller.state
    # Open the named file from the window: the game as it was saved.
    again = open_in_window(qtbot, resumed, path)
    assert again is not None
    assert [str(a) for a in again.controller.state.history] == history
    again.close()


def test_an_older_ubuild_play_file_still_opens(qtbot: QtBot) -> None:
    # A play file (version 1) holding a U-Build game file of version 2, with no rule_set:
    # the one loader reads it with U-Build's reader, and the window is U-Build's.
    window = resume_window(OLD_PLAY_FILE, animations=False, computer_delay_ms=0, autosave=False, remember=False)
    qtbot.addWidget(window)
    assert isinstance(window.controller.session, Session) and not isinstance(window.controller.session, TradSession)
    assert window.rules.name == "ubuild" and window.scene.track.pieces
    assert "Ana's turn" in window.turn_panel.header.text()
    assert window.windowTitle().startswith(OLD_PLAY_FILE.name)
    window.controller.set_paused(True)
    window.close()
