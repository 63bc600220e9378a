"""A random player for conformance tests and benchmarks: uniform among legal actions, biased to end.

It buys and builds eagerly so that games end by bankruptcy, and now and then proposes a
random deal, so every engine path is exercised. Not a strength offered to players.
"""

from __future__ import annotations

import random

from .actions import (
    Action,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    Mortgage,
    OpenPass,
    Pass,
    PayDebt,
    PlaceHazard,
    ProposeDeal,
    Roll,
    Unmortgage,
)
from .state import State

_FINISHING = (EndTurn, Roll, Pass, OpenPass, Done, PayDebt, DeclareBankruptcy, Buy)
_GROWTH = (Buy, BuildBlocks, BuildSkyscraper, BuildTower, BuildStadium, PlaceHazard, PayDebt, DeclareBankruptcy)


def random_action(state: State, rng: random.Random) -> Action:
    """Pick an action for the player to act; now and then a random deal."""
    actions = state.legal_actions()
    p = state.current_player
    if rng.random() < 0.01 and state.why_illegal(ProposeDeal(p, (p + 1) % state.game.num_players, (), (), 10, 0)) is None:
        partner = rng.choice([q for q in range(state.game.num_players) if q != p])
        mine, theirs = state.districts_of(p), state.districts_of(partner)
        deal = ProposeDeal(
            p, partner,
            tuple(rng.sample(mine, min(len(mine), rng.randint(0, 1)))),
            tuple(rng.sample(theirs, min(len(theirs), rng.randint(0, 1)))),
            rng.randrange(0, state.cash[p] // 10 + 1) * 10,
            0,
        )
        if state.is_legal(deal):
            return deal
    # Grow the economy so that someone goes bankrupt: buy, build, rarely mortgage.
    growth = [a for a in actions if isinstance(a, _GROWTH)]
    if growth and rng.random() < 0.8:
        return rng.choice(growth)
    if rng.random() < 0.9:
        actions = [a for a in actions if not isinstance(a, (Mortgage, Unmortgage))] or actions
    finishing = [a for a in actions if isinstance(a, _FINISHING)]
    if finishing and rng.random() < 0.6:
        return rng.choice(finishing)
    return rng.choice(actions)


class RandomPlayer:
    """:func:`random_action` as a computer player with its own seeded generator."""

    strength = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, state: State, seat: int) -> Action:
        return random_action(state, self.rng)

    def propose_deal(self, state: State, seat: int) -> Action | None:
        return None
