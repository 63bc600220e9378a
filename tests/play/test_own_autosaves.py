"""Each game owns its autosave (issue 28, "Two copies of the program"): files of its own,
and a lock while it is open, so games never push each other out and no program writes
into a game another one holds. The earlier versions' single autosave is moved into this
layout at start. Two real processes: ``tests/app/test_two_copies.py``."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.helpers import listed, make_home
from tests.play.helpers import make_window, roll
from ubuild_desktop.core.userdata import autosave_folder, game_files
from ubuild_desktop.gamelock import GameLock, in_use, lock_path
from ubuild_desktop.play.files import EARLIER_KEPT, Autosave, GameInUse, journal_path, read_game_file, write_play_file


def test_two_games_open_together_each_keep_their_own_files(qtbot: QtBot) -> None:
    first = make_window(qtbot, players="Ana:human,Bo:human", seed=1)
    second = make_window(qtbot, players="Cy:human,Di:human", seed=2)
    roll(qtbot, first, 3)
    roll(qtbot, second, 2)
    assert first.controller.autosave_file != second.controller.autosave_file
    assert sorted(game_files()) == sorted([first.controller.autosave_file, second.controller.autosave_file])
    for window in (first, second):
        session, seats = read_game_file(window.controller.autosave_file)
        assert session.state == window.controller.state
        assert [s.name for s in seats] == list(window.controller.state.game.players)
        assert in_use(window.controller.autosave_file)  # locked while its window is open
    first.close()
    assert not in_use(first.controller.autosave_file) and in_use(second.controller.autosave_file)


def test_a_game_held_by_a_lock_is_never_written_by_another_autosave(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=3)
    path = window.controller.autosave_file
    assert path is not None
    try:
        Autosave(path)
    except GameInUse as exc:
        assert "open in another copy" in str(exc)
    else:
        raise AssertionError("a second autosave took the game's files")


_HOLDER = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)
print(lock.tryLock(0), flush=True)
time.sleep(600)
"""


@pytest.mark.tool
def test_home_shows_a_game_another_process_holds_as_in_use_and_takes_it_once_that_process_is_killed(
        qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:human", seed=4)
    roll(qtbot, window, 1)
    path = window.controller.autosave_file
    assert path is not None
    window.close()
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(lock_path(path))], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        home = make_home(qtbot)
        item = home.games.item(0)
        assert item.text().startswith("Starter: Ana, Bo\n3 moves so far")
        assert item.text().endswith("in use in another copy of U-Build")
        assert not home.resume_button.isEnabled() and home.chosen_game() is None
        # Asked all the same (the game in the list a moment before another copy took it):
        # the lock says no, and nothing is opened.
        assert home.resume(path) is None
        assert home.message_box is not None and home.message_box.isVisible()
        assert "open in another copy of U-Build" in home.message_box.text()
        home.message_box.close()
        assert home.play_window is None
    finally:
        os.kill(holder.pid, signal.SIGKILL)  # a crash: its lock is left behind, stale
        holder.wait()
        assert holder.stdout is not None
        holder.stdout.close()
    assert lock_path(path).exists()
    home.refresh()
    assert home.resume_button.isEnabled() and home.chosen_game() == path
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)
    resumed = home.play_window
    assert resumed is not None and resumed.controller.autosave_file == path
    assert in_use(path)
    resumed.close()


def test_earlier_versions_autosaves_move_into_their_own_files_at_start(qtbot: QtBot) -> None:
    # What an earlier version left: last-game.json with its journal, and a game a new game replaced.
    window = make_window(qtbot, players="Ana:human,Bo:human", seed=5)
    roll(qtbot, window, 2)
    state = window.controller.state
    path = window.controller.autosave_file
    assert path is not None
    window.close()
    folder = autosave_folder()
    os.replace(path, folder / "last-game.json")
    os.replace(journal_path(path), folder / "last-game.journal")
    other = make_window(qtbot, players="Cy:human,Di:human", seed=6)
    roll(qtbot, other, 1)
    other_state = other.controller.state
    other_path = other.controller.autosave_file
    assert other_path is not None
    other.close()
    (folder / "earlier").mkdir()
    write_play_file(*read_game_file(other_path), folder / "earlier" / "game-20261201-203000.json")
    for leftover in (other_path, journal_path(other_path)):
        leftover.unlink()
    assert game_files() == []
    home = make_home(qtbot)
    moves = [sum(not a.chance for a in s.history) for s in (state, other_state)]
    assert sorted(listed(home)) == [f"Starter: Ana, Bo\n{moves[0]} moves so far", f"Starter: Cy, Di\n{moves[1]} moves so far"]
    assert not (folder / "last-game.json").exists() and not (folder / "last-game.journal").exists()
    games = game_files()
    assert len(games) == 2 and folder / "game-20261201-203000.json" in games
    states = sorted((read_game_file(p)[0].state for p in games), key=lambda s: s.game.players)
    assert states == [state, other_state]


def test_finished_and_test_games_beyond_those_kept_go_the_familys_unfinished_never(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play.seats import default_seats

    folder = autosave_folder()
    names = ["Ana", "Bo"]
    session = Session(Game.create(load_builtin("starter"), names), 1)
    seats = default_seats(names)
    made: dict[str, list[Path]] = {"finished": [], "test": [], "family": []}
    for n in range(EARLIER_KEPT + 3):
        for kind in made:
            path = folder / f"game-20260101-0000{n:02d}-{kind}.json"
            write_play_file(session, seats, path, journal="t", test_game=kind == "test")
            doc = json.loads(path.read_text(encoding="utf-8"))
            doc["finished"] = kind == "finished"
            path.write_text(json.dumps(doc), encoding="utf-8")
            os.utime(path, (time.time() - 10_000 + n, time.time() - 10_000 + n))
            made[kind].append(path)
    held = GameLock(made["finished"][0])  # the oldest finished game, open somewhere: kept
    assert held.acquire()
    window = make_window(qtbot, seed=7)  # a new game's first save prunes
    held.release()
    kept = set(game_files())
    assert set(made["family"]) <= kept
    assert [p for p in made["finished"] if p in kept] == [made["finished"][0], *made["finished"][-EARLIER_KEPT:]]
    assert [p for p in made["test"] if p in kept] == made["test"][-EARLIER_KEPT:]
    assert window.controller.autosave_file in kept
