"""Two copies of the program on one data folder (issue 28, "Two copies of the program"):
real ``ubuild play traditional --autoplay`` processes started together (seeds 11 and 12)
and apart (seed 13, once both games are under way: their autosaves written, as the issue's
"3 s apart" meant, on a machine of any speed). Each game owns its autosave (files of its
own, a lock while it is open), so every game resumes whole afterwards: each file holds its
game to the end, exactly the game the process played (the same rounds and dice rolls it
printed), with nothing skipped or dropped, and no lock is left held. One run of three
copies holds both cases, ten rounds each (two runs of two copies of twenty rounds: 12.6
CPU s; this: 8-9.6; a program's start-up is half its CPU here)."""

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
                             "--players", PLAYERS, "--round-limit", "10", "--screenshot", str(cwd / f"end-{seed}.png")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)


def _under_way(children: list[subprocess.Popen[str]], autosave: Path) -> None:
    """Wait until each of ``children``'s games is under way (their autosaves written) while
    one at least is still playing."""
    deadline = time.monotonic() + 600  # a guard against a hang only
    while not (autosave.is_dir() and len(game_files(autosave)) == len(children)):
        assert any(child.poll() is None for child in children), "the copies ended without each saving its game"
        assert time.monotonic() < deadline, "the copies' games never started"
        time.sleep(0.05)
    assert any(child.poll() is None for child in children), "every game was over before the next copy started"


def test_copies_started_together_and_apart_keep_every_game_whole(tmp_path: Path) -> None:
    data = tmp_path / "data"
    together = [_start(11, data, tmp_path), _start(12, data, tmp_path)]
    started = {11: together[0], 12: together[1]}
    said: dict[int, tuple[str, int, int]] = {}
    try:
        _under_way(together, data / "autosave")
        started[13] = _start(13, data, tmp_path)
        for seed, child in started.items():
            out, err = child.communicate(timeout=600)  # a guard against a hang only
            assert child.returncode == 0, err[-2000:]
            match = OVER.search(out)
            assert match is not None, out
            said[seed] = (match.group(1), int(match.group(2)), int(match.group(3)))
    finally:
        for child in started.values():
            if child.poll() is None:
                child.kill()
                child.communicate()
    games = game_files(data / "autosave")
    assert len(games) == 3
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
    assert seeds == {11, 12, 13}
