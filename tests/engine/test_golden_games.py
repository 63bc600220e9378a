"""Seeded games stay move-for-move the same across engine reshapes.

``data/golden_games.json`` holds, for seeded all-computer games on every built-in track
(every seat count the preset allows, every strength), a digest of the whole history and the final cash. It was
written before the engine was reshaped into topic modules (issue 12); a change of rules
or of a computer player's choices shows up here as a changed digest, on purpose: rewrite
the file only for a deliberate change of play (``python -m tests.engine.test_golden_games``).
They play by the rules they were written under (:data:`GOLDEN_RULES`: before the whole
table's open auctions), as a saved game of those rules replays.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.actions import action_to_json
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer
from ubuild_desktop.core.engine.ubuild.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.trackfile import load_builtin

DATA = Path(__file__).parent / "data" / "golden_games.json"
TRACKS = ("starter", "classic", "classic-railroad", "pro")
STRENGTHS = ("good", "simple", "random")
# (players, seed) per track: every seat count, seeds spread so each track gets both
# bankruptcies and round-limit endings.
CASES = tuple((track, players, seed, None) for track in TRACKS
              for players in ((2, 3, 4) if track == "starter" else (2, 3, 4, 5, 6))
              for seed in (players * 101 + 1, players * 101 + 2))
# ...and games ended by a short round limit.
CASES += tuple((track, 3, 7, 12) for track in TRACKS)
GOLDEN_RULES = WHOLE_TABLE_RULES - 1


def play(track: str, players: int, seed: int, limit: int | None) -> dict[str, object]:
    game = Game.create(load_builtin(track), players, rules_version=GOLDEN_RULES) if limit is None else \
        Game.create(load_builtin(track), players, round_limit=limit, rules_version=GOLDEN_RULES)
    session = Session(game, seed)
    strengths = STRENGTHS if seed % 2 else STRENGTHS[:2]  # random players end games early
    seats = [_player(strengths[(seed + i) % len(strengths)], seed * 10 + i) for i in range(players)]
    state = session.state
    play_out(session, seats)
    digest = hashlib.sha256()
    for action in state.history:
        digest.update(json.dumps(action_to_json(action), sort_keys=True).encode())
        digest.update(b"\n")
    return {"actions": len(state.history), "history": digest.hexdigest(), "cash": list(state.cash),
            "end": state.end_reason, "rounds": state.rounds}


def _player(strength: str, seed: int) -> object:
    return RandomPlayer(seed) if strength == "random" else make_player(strength, seed)


def _key(track: str, players: int, seed: int, limit: int | None) -> str:
    return f"{track}/{players}/{seed}/{limit}"


@pytest.mark.parametrize(("track", "players", "seed", "limit"), CASES)
def test_seeded_games_are_move_for_move_the_same(track: str, players: int, seed: int, limit: int | None) -> None:
    expected = json.loads(DATA.read_text())[_key(track, players, seed, limit)]
    assert play(track, players, seed, limit) == expected


if __name__ == "__main__":  # rewrite the golden file (a deliberate change of play only)
    DATA.write_text(json.dumps({_key(*case): play(*case) for case in CASES}, indent=1) + "\n")
    sys.exit(0)
