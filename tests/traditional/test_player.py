"""The simple computer player plays whole traditional games on the kernel's driver; the
compiled build plays them (with good players too) move for move as pure Python does; a finished game is freed by
reference counting; every event of those games has its sentence."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import _native, native_build_active, native_build_status
from ubuild_desktop.core.engine.kernel.actions import action_to_json
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.phases import END_BANKRUPTCY, END_ROUND_LIMIT
from ubuild_desktop.core.engine.kernel.sentences import sentence_of
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.player import SimplePlayer
from ubuild_desktop.core.engine.traditional.session import TradSession, replay

from .helpers import game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ((2, 21, {}), (3, 22, {"free_parking_pot": True}), (4, 23, {"round_limit": 30}),
         (3, 24, {"auctions": False, "dealt_properties": 3}))

PLAY = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tests.traditional.test_player import play_all
print(json.dumps(play_all()))
"""


def play_all() -> dict[str, object]:
    out: dict[str, object] = {"active": native_build_active(), "games": []}
    for players, seed, rules in GAMES:
        session = TradSession(game(players, **rules), seed)
        seats = [computer_player("good" if (i + seed) % 2 else "simple", seed * 10 + i) for i in range(players)]
        played = play_out(session, seats, check=True)
        state = session.state
        out["games"].append({  # type: ignore[union-attr]
            "history": [action_to_json(a) for a in state.history], "cash": state.cash, "end": state.end_reason,
            "deals": [played.deals_proposed, played.deals_accepted, played.fallbacks],
            "events": [e.text for e in state.events[-5:]],
        })
    return out


def test_simple_players_play_whole_games() -> None:
    for players, seed, rules in GAMES:
        session = TradSession(game(players, **rules), seed)
        played = play_out(session, [SimplePlayer(i) for i in range(players)], check=True)
        state = session.state
        assert state.is_terminal() and not played.capped and played.fallbacks == 0
        assert state.end_reason in (END_BANKRUPTCY, END_ROUND_LIMIT)
        assert replay(session.game, state.history) == state
        for event in state.events:
            sentence = sentence_of(event)
            assert sentence is not None, event.kind
            text = event.text
            assert text and "{" not in text and "None" not in text, (event, text)


needs_build = pytest.mark.skipif(not native_build_active(), reason=f"engine: {native_build_status()}")


@pytest.mark.tool
@needs_build
def test_compiled_and_pure_play_the_same_traditional_games() -> None:
    env = {**os.environ, _native.PURE_ENV: "1"}
    done = subprocess.run([sys.executable, "-c", PLAY, str(ROOT)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    pure = json.loads(done.stdout)
    compiled = play_all()
    assert pure["active"] is False and compiled["active"] is True
    for (players, seed, _), a, b in zip(GAMES, pure["games"], compiled["games"]):
        assert a["history"] == b["history"], f"{players} players, seed {seed}"
        assert a == b


def test_a_finished_game_is_freed_without_the_cycle_collector() -> None:
    def states_alive() -> int:
        return sum(1 for o in gc.get_objects() if type(o).__name__ == "TradState")

    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        before = states_alive()
        for seed in range(2):
            session = TradSession(game(3), 200 + seed)
            seats = [SimplePlayer(0), computer_player("good", 1), computer_player("good", 2)]
            play_out(session, seats)
            assert session.state.is_terminal()
            del session, seats
            assert states_alive() == before, "a finished game outlived its last reference (a reference cycle)"
    finally:
        if was_enabled:
            gc.enable()
