"""kill -9 at random moments: the autosave always loads and loses at most the step in flight.

A child process (``autoplay_child.py``) plays an all-computer game in the real play window
and controller, printing the game's action count each time the controller publishes a
change (just before that change is autosaved). The test kills it with SIGKILL at a random
moment, loads the autosave, and checks that it holds everything up to the change before
the last one printed (the last may be the one in flight) and nothing beyond the last, and
that it continues the game the previous kill left (its history starts with that one's).
The next child resumes that autosave; when a game ends, a new one begins.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from ubuild_desktop.play.files import read_game_file

from .helpers import latest_autosave

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("autoplay_child.py")
HANG_GUARD_SECONDS = 300


def _run_and_kill(rng: random.Random, seed: int) -> tuple[list[int], bool]:
    """Start the child, kill it at a random moment after it has shown its game; the
    counts it printed, and whether it was killed (False: the game ended first)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryFile("w+") as errors, subprocess.Popen(
        [sys.executable, str(CHILD), str(seed)], stdout=subprocess.PIPE, stderr=errors, text=True, env=env, cwd=ROOT
    ) as child:
        assert child.stdout is not None
        # A hang guard, not a speed limit: a child that never prints is killed, so the
        # test fails (on ``first``) instead of waiting forever.
        watchdog = threading.Timer(HANG_GUARD_SECONDS, child.kill)
        watchdog.start()
        try:
            first = child.stdout.readline()  # the child has opened (or resumed) its game
        finally:
            watchdog.cancel()
        if first:
            time.sleep(rng.uniform(0.0, 0.4))
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
        rest = child.stdout.read()  # (not communicate(): it would skip what readline buffered)
        child.wait()
        errors.seek(0)
        message = errors.read()[-2000:]
    assert first, f"the child did not start: {message}"
    assert child.returncode in (0, -signal.SIGKILL), message
    killed = child.returncode == -signal.SIGKILL  # 0: the game ended before the kill
    return [int(line) for line in (first + rest).split()], killed


def _kill_many_times(kills: int, seed: int) -> None:
    rng = random.Random(seed)
    game_seed = seed
    previous: list[str] = []
    for _ in range(kills):
        counts, killed = _run_and_kill(rng, game_seed)
        session, seats = read_game_file(latest_autosave())  # loads after every kill
        history = [str(a) for a in session.state.history]
        assert all(s.is_computer for s in seats)
        assert history[: len(previous)] == previous, "the resumed game does not continue the saved one"
        if not killed:  # the game ended before the kill: all of it is saved
            assert session.state.is_terminal() and len(history) == counts[-1]
            latest_autosave().unlink()
            previous, game_seed = [], game_seed + 1
            continue
        # counts[0] is the game as resumed (already saved); each later count is printed
        # just before that change is autosaved, so only the last can be in flight.
        lowest = counts[-2] if len(counts) > 1 else counts[0]
        assert lowest <= len(history) <= counts[-1], (counts[-3:], len(history))
        previous = history


def test_kill_9_a_few_times() -> None:
    _kill_many_times(3, seed=1)


@pytest.mark.slow
def test_kill_9_many_times() -> None:
    _kill_many_times(40, seed=2)
