"""Two copies of the program on one data folder (issue 28, "Two copies of the program"):
two real ``ubuild play traditional --autoplay`` processes, seeds 11 and 12, started together
and apart (the second once the first's game is under way: its autosave written, as the
issue's "3 s apart" meant, on a machine of any speed). Each game owns its autosave (files
of its own, a lock while it is open), so both games resume whole afterwards: each file
holds its game to the end, exactly the game the process played (the same rounds and dice
rolls it printed), with nothing skipped or dropped, and no lock is left held."""

from __future__ import annotations

import os
import re
import subprocess
import time
from pathlib import Path

import pytest

from ubuild_desktop.gamelock import in_use
from ubuild_desktop.play.files import game_files, read_play_file
from ubuild_desktop.play.plugin import rules_for

from .helpers import installed_ubuild

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

PLAYERS = "Ana:computer:good,Bo:computer:simple,Cy:computer:good"
OVER = re.compile(r"game over \((\w+)\) after (\d+) rounds and (\d+) dice rolls")


def _start(seed: int, data: Path, cwd: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(data),
               UBUILD_CONFIG_DIR=str(cwd / "config"))
    # --screenshot: the program quits once the game is over (else its window stays open).
    return subprocess.Popen([installed_ubuild(), "play", "traditional", "--autoplay", "--seed", str(seed),
                             "--players", PLAYERS, "--round-limit", "20", "--screenshot", str(cwd / f"end-{seed}.png")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)


def _under_way(child: subprocess.Popen[str], autosave: Path) -> None:
    """Wait until ``child``'s game is under way (its autosave written); it is still playing."""
    deadline = time.monotonic() + 600  # a guard against a hang only
    while not (autosave.is_dir() and game_files(autosave)):
        assert child.poll() is None, "the first copy ended before its game was saved"
        assert time.monotonic() < deadline, "the first copy's game never started"
        time.sleep(0.05)
    assert child.poll() is None, "the first copy's game was over before the second copy started"


@pytest.mark.parametrize("apart", [False, True], ids=["together", "apart"])
def test_two_copies_playing_at_once_keep_both_games_whole(apart: bool, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _start(11, data, tmp_path)
    if apart:
        _under_way(first, data / "autosave")
    second = _start(12, data, tmp_path)
    said: dict[int, tuple[str, int, int]] = {}
    try:
        for seed, child in ((11, first), (12, second)):
            out, err = child.communicate(timeout=600)  # a guard against a hang only
            assert child.returncode == 0, err[-2000:]
            match = OVER.search(out)
            assert match is not None, out
            said[seed] = (match.group(1), int(match.group(2)), int(match.group(3)))
    finally:
        for child in (first, second):
            if child.poll() is None:
                child.kill()
                child.communicate()
    games = game_files(data / "autosave")
    assert len(games) == 2
    seeds = set()
    for path in games:
        file = read_play_file(path)
        state = file.session.state
        assert not file.damaged, path  # nothing skipped, nothing dropped
        assert state.is_terminal()
        seeds.add(file.session.seed)
        assert (state.end_reason, state.rounds, rules_for(state).rolls(state)) == said[file.session.seed]
        assert not in_use(path)  # both programs have gone: nobody holds a game
        assert file.test_game  # ``ubuild play`` games are test games: the family's list is untouched
    assert seeds == {11, 12}
