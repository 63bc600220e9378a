"""A Monte-Carlo sampler of the same movement model, to check the exact odds against.

It plays one mover roll by roll with a seeded ``random.Random`` of its own (this is a
measurement, not a game: no session, nothing recorded), following the model of
:mod:`.model` (the same dice, the same cards' results) the way a player would, where the
chain sums the same rules up in matrices. The standard errors are batch means: the run
is cut into batches whose shares vary as much as the runs' would, however much
consecutive rolls depend on each other.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate

from ..engine.ubuild.game import Game
from .model import DOUBLES_TO_JAIL, JAIL, JAIL_ROLLS, STAYS, MoverModel
from .odds import solved_model
from .policy import JailPolicy, Policy

__all__ = ["SampledOdds", "sample_model", "sample_odds"]



@dataclass(frozen=True)
class SampledOdds:
    """The shares of ``rolls`` sampled rolls that ended on each space and in jail, with
    their standard errors, and the rolls per turn."""

    rolls: int
    per_roll: tuple[float, ...]
    in_jail_per_roll: float
    standard_error: tuple[float, ...]
    in_jail_standard_error: float
    rolls_per_turn: float


def sample_odds(
    game: Game, policy: Policy = Policy(), rolls: int = 100_000, seed: int = 1, batches: int = 20
) -> SampledOdds:
    """Sample ``rolls`` rolls of one mover of ``game`` under ``policy`` (the model of
    :func:`.odds.solved_model`: with bridges "as in play", their shares as settled)."""
    return sample_model(solved_model(game, policy)[0], rolls, seed, batches)


def sample_model(model: MoverModel, rolls: int, seed: int = 1, batches: int = 20) -> SampledOdds:
    """Sample ``rolls`` rolls of ``model``'s mover, starting on GO, in ``batches`` batches
    (at least 2) for the standard errors."""
    if batches < 2 or rolls < batches:
        raise ValueError(f"{rolls} rolls cannot make {batches} batches of at least one roll")
    rng = random.Random(seed)
    n = model.num_spaces
    dice = model.dice
    dice_weights = list(accumulate(o.chance for o in dice))
    draws = {b: ([r for _, r in d], list(accumulate(c for c, _ in d))) for b, d in
             ((b, model.card_results(b)) for b in model.bridges)}
    stays = model.policy.jail is JailPolicy.LONG

    def pick(weights: list[float]) -> int:
        return min(bisect_right(weights, rng.random() * weights[-1]), len(weights) - 1)

    def land(space: int) -> int:
        """Where a mover who lands on ``space`` ends the roll: Go to Jail jails, a bridge
        draws a card (which may send the mover on, to land again)."""
        while True:
            if space in model.to_jail:
                return JAIL
            if space not in draws:
                return space
            results, weights = draws[space]
            result = results[pick(weights)]
            if result == STAYS:
                return space
            if result == JAIL:
                return JAIL
            space = result

    counts = [[0] * (n + 1) for _ in range(batches)]
    position, doubles, fails = 0, 0, -1  # fails: failed rolls in jail so far, -1 out of jail
    turns = 1
    for i in range(rolls):
        roll = dice[pick(dice_weights)]
        again = False
        if fails >= 0:  # staying in jail (LONG): a double (Starter: a 6) or the third try moves
            if roll.leaves_jail or fails == JAIL_ROLLS - 1:
                fails = -1
                end = land((model.jail_space + roll.total) % n)
            else:
                fails += 1
                end = JAIL
        elif roll.double and doubles == DOUBLES_TO_JAIL - 1:
            end = JAIL  # the third double: to jail without moving
        else:
            end = land((position + roll.total) % n)
            again = roll.double and end != JAIL
        counts[i * batches // rolls][n if end == JAIL else end] += 1
        if end == JAIL:
            position = model.jail_space
            if stays and fails < 0:
                fails = 0  # just sent there
        else:
            position = end
        if again:
            doubles += 1
        elif i + 1 < rolls:
            doubles = 0
            turns += 1
    totals = [sum(batch[o] for batch in counts) for o in range(n + 1)]
    sizes = [sum(batch) for batch in counts]
    errors = []
    for o in range(n + 1):
        shares = [batch[o] / size for batch, size in zip(counts, sizes)]
        mean = sum(shares) / batches
        variance = sum((s - mean) ** 2 for s in shares) / (batches - 1)
        errors.append(math.sqrt(variance / batches))
    return SampledOdds(
        rolls=rolls,
        per_roll=tuple(t / rolls for t in totals[:n]),
        in_jail_per_roll=totals[n] / rolls,
        standard_error=tuple(errors[:n]),
        in_jail_standard_error=errors[n],
        rolls_per_turn=rolls / turns,
    )
