"""``ubuild play --autoplay`` as users run it: the installed command, in its own process.

Once with the compiled engine (when ``make`` built one for these sources) and once with
``UBUILD_PURE=1``: both play the game to its end in the window, print the result line,
autosave into the data folder they are given (a temporary one: never the user's), and
play exactly the game ``play_out`` (the loop of ``ubuild simulate``) plays for the same
seats, since one driver picks every computer action in both.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine import _native
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play.files import game_files, read_game_file

from .helpers import installed_ubuild

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

SEED = 10
PLAYERS = (("A", "good"), ("B", "good"), ("C", "simple"))
ROUNDS = 12


def _reference_history() -> list[str]:
    """The same game played by ``play_out`` in this process (the window seeds seat s's
    player with seed * 7 + s)."""
    game = Game.create(load_builtin("classic"), [n for n, _ in PLAYERS], round_limit=ROUNDS)
    session = Session(game, SEED)
    play_out(session, [make_player(strength, SEED * 7 + s) for s, (_, strength) in enumerate(PLAYERS)])
    assert session.state.is_terminal()
    return [str(a) for a in session.state.history]


@pytest.mark.parametrize("build", ["compiled", "pure"])
def test_play_autoplay_runs_a_game_to_its_end(build: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    env = {k: v for k, v in os.environ.items() if k != _native.PURE_ENV}
    if build == "compiled":
        if not _native.MANIFEST.is_file():
            pytest.skip(f"no compiled build ({_native.MANIFEST} is missing; make builds one when it can)")
        monkeypatch.delenv(_native.PURE_ENV, raising=False)
        stale = _native._check()
        if stale is not None:
            pytest.skip(f"the compiled build cannot be used: {stale}")
        expected_engine = "engine: compiled (mypyc)"
    else:
        env[_native.PURE_ENV] = "1"
        expected_engine = "engine: pure Python (UBUILD_PURE is set)"
    data = tmp_path / "data"
    env.update(QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(data))
    shot = tmp_path / "end.png"
    players = ",".join(f"{name}:computer:{strength}" for name, strength in PLAYERS)
    done = subprocess.run(
        [installed_ubuild(), "play", "--track", "classic", "--players", players, "--seed", str(SEED), "--autoplay",
         "--round-limit", str(ROUNDS), "--screenshot", str(shot)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600,  # a guard against a hang only
    )
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith(f"game over (round_limit) after {ROUNDS} rounds"), done.stdout
    assert last.endswith(expected_engine), last
    assert shot.stat().st_size > 10_000
    # The game that ended is in the temporary data folder: the same one play_out plays.
    [autosave] = game_files(data / "autosave")  # the game's own autosave, nothing else
    session, seats = read_game_file(autosave)
    state = session.state
    assert state.is_terminal() and state.rounds == ROUNDS
    assert [s.strength for s in seats] == [strength for _, strength in PLAYERS]
    history = [str(a) for a in state.history]
    assert history == _reference_history()
    offers = sum(1 for a in history if a.startswith("deal "))
    assert offers > 0 and f"; {offers} deals offered;" in last
