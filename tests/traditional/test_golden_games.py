"""Seeded traditional games stay move for move the same while the engine gets faster.

``data/golden_games.json`` holds, for seeded all-computer games on the built-in board
(simple, good and mixed seats; 2 to 6 players; every rules version; house rules that change
the decisions: no auctions, dealt properties, the pot, a round limit), a digest of the
whole history and the final cash. It was written before the fast paths of issue 26 (the
players' narrow questions, the per-kind listings); a change of rules or of a computer
player's choices shows up here as a changed digest, on purpose: rewrite the file only for
a deliberate change of play (``python -m tests.traditional.test_golden_games``).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from ubuild_desktop.core.engine.kernel.actions import action_to_json
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square import load_builtin_board

DATA = Path(__file__).parent / "data" / "golden_games.json"
# (players, seed, seats, rules version, house rules)
CASES: tuple[tuple[int, int, str, int, dict[str, Any]], ...] = (
    *((players, 100 + players, seats, 3, {}) for players in (2, 3, 4, 5, 6) for seats in ("simple", "good", "mixed")),
    (4, 201, "mixed", 3, {"auctions": False}),
    (4, 202, "mixed", 3, {"dealt_properties": 3, "free_parking_pot": True}),
    (4, 203, "good", 3, {"round_limit": 25, "double_salary_on_go": True, "build_in_jail": False}),
    (3, 204, "mixed", 3, {"mortgage_breaks_double": True}),
    (4, 205, "mixed", 2, {}),
    (4, 206, "mixed", 1, {}),
    (3, 207, "good", 1, {"auctions": False}),
)


def strength(seats: str, seed: int, i: int) -> str:
    return seats if seats != "mixed" else ("good" if (seed + i) % 2 else "simple")


def play(players: int, seed: int, seats: str, version: int, rules: dict[str, Any]) -> dict[str, object]:
    game = Game(load_builtin_board("traditional"), players, HouseRules(**rules), rules_version=version)
    session = TradSession(game, seed)
    played = play_out(session, [computer_player(strength(seats, seed, i), seed * 10 + i) for i in range(players)])
    state = session.state
    digest = hashlib.sha256()
    for action in state.history:
        digest.update(json.dumps(action_to_json(action), sort_keys=True).encode())
        digest.update(b"\n")
    return {"actions": len(state.history), "history": digest.hexdigest(), "cash": list(state.cash),
            "end": state.end_reason, "rounds": state.rounds, "deals": [played.deals_proposed, played.deals_accepted],
            "fallbacks": played.fallbacks}


def _key(players: int, seed: int, seats: str, version: int, rules: dict[str, Any]) -> str:
    return f"{players}/{seed}/{seats}/v{version}/" + ",".join(f"{k}={v}" for k, v in sorted(rules.items()))


@pytest.mark.parametrize("case", CASES, ids=[_key(*c) for c in CASES])
def test_seeded_games_are_move_for_move_the_same(case: tuple[int, int, str, int, dict[str, Any]]) -> None:
    expected = json.loads(DATA.read_text())[_key(*case)]
    assert play(*case) == expected


if __name__ == "__main__":  # rewrite the golden file (a deliberate change of play only)
    DATA.write_text(json.dumps({_key(*case): play(*case) for case in CASES}, indent=1) + "\n")
    sys.exit(0)
