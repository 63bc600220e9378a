"""The exact landing odds: the Markov chain of one mover, solved.

The chain's state is where a turn starts: on a space (no doubles yet), or in jail with
0, 1 or 2 failed rolls behind it (only when the policy stays in jail: a player who pays
at once starts the turn on the Jail space like a visitor). Within a turn the doubles
rolled in a row are counted exactly, up to the third, which jails (GAME_MODEL §5). So the
chain over turn starts holds the full state (position, doubles in a row, turns in jail)
of the chain over rolls, with the rolls inside a turn summed up in matrices:

- ``land[t]``: where a mover who lands on space ``t`` ends up after Go to Jail and the
  Chance cards of bridges (a distribution over the spaces and jail, the last column);
- ``plain`` and ``double``: from each space, where a roll that is not (is) a double ends;
- a turn from space ``s`` rolls from ``s``, then after a double from where that roll
  ended, and so on; the landings of a turn are summed over those rolls.

The stationary distribution of the turn starts is one dense linear solve (numpy); the
expected landings per turn follow, and the share per roll is that divided by the rolls
per turn.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .model import DOUBLES_TO_JAIL, JAIL, STAYS, MoverModel
from .policy import JailPolicy

__all__ = ["ChainOdds", "landing_matrix", "solve_chain"]

Matrix = npt.NDArray[np.float64]

#: "the third failed roll pays $500k and moves that roll": a stay lasts at most 3 rolls.
JAIL_ROLLS = 3


@dataclass(frozen=True)
class ChainOdds:
    """The solved chain: ``per_turn[s]`` the expected rolls per turn that end on space
    ``s`` (the last entry: rolls that end in jail), and the rolls per turn."""

    per_turn: tuple[float, ...]
    rolls_per_turn: float


def landing_matrix(model: MoverModel) -> Matrix:
    """``land[t, o]``: the chance that a mover who lands on space ``t`` ends the roll on
    ``o`` (``o == n``: in jail), after Go to Jail and the bridges' Chance cards.

    A card can send the mover onto another bridge (or once round to the same one), which
    draws again: the bridges' rows solve one small linear system."""
    n = model.num_spaces
    land = np.zeros((n, n + 1))
    for t in range(n):
        land[t, n if t in model.to_jail else t] = 1.0
    bridges = sorted(model.draws)
    if not bridges:
        return land
    row = {b: i for i, b in enumerate(bridges)}
    again = np.zeros((len(bridges), len(bridges)))  # a card lands the mover on another bridge
    ends = np.zeros((len(bridges), n + 1))  # where the rest of the draws end the roll
    for b in bridges:
        i = row[b]
        for chance, result in model.draws[b]:
            if result == STAYS:
                ends[i, b] += chance
            elif result == JAIL:
                ends[i, n] += chance
            elif result in row:
                again[i, row[result]] += chance
            else:
                ends[i] += chance * land[result]
    land[bridges] = np.linalg.solve(np.eye(len(bridges)) - again, ends)
    return land


def solve_chain(model: MoverModel, land: Matrix | None = None) -> ChainOdds:
    """The long-run landings per turn of ``model``'s mover (see the module's docstring)."""
    n = model.num_spaces
    if land is None:
        land = landing_matrix(model)
    # From space s, a roll of total k lands on s + k: row s of the shifted landing matrix.
    plain = np.zeros((n, n + 1))
    double = np.zeros((n, n + 1))
    for o in model.dice:
        lands = o.chance * np.roll(land, -o.total, axis=0)
        if o.double:
            double += lands
        else:
            plain += lands
    double_chance = sum(o.chance for o in model.dice if o.double)

    # A turn from each space: ``at`` holds where the k-th roll of the turn starts (it
    # exists only after k doubles in a row); the third double jails without moving.
    landings = np.zeros((n, n + 1))
    ends = np.zeros((n, n + 1))  # where the turn ends (the last column: in jail)
    rolls = np.zeros(n)
    at: Matrix = np.eye(n)
    for k in range(DOUBLES_TO_JAIL):
        rolls += at.sum(axis=1)
        after_plain = at @ plain
        landings += after_plain
        ends += after_plain
        if not double_chance:
            break
        if k == DOUBLES_TO_JAIL - 1:
            thrown = at.sum(axis=1) * double_chance
            landings[:, n] += thrown
            ends[:, n] += thrown
            break
        after_double = at @ double
        landings += after_double
        ends[:, n] += after_double[:, n]  # a double that ends in jail ends the turn
        at = after_double[:, :n]

    # The turn starts: the n spaces, then (staying in jail) one per failed roll so far.
    stays = model.policy.jail is JailPolicy.LONG
    size = n + (JAIL_ROLLS if stays else 0)
    jailed = n if stays else model.jail_space  # where a turn starts after being jailed
    step = np.zeros((size, size))
    step[:n, :n] = ends[:, :n]
    step[:n, jailed] += ends[:, n]
    jail_landings = np.zeros((JAIL_ROLLS, n + 1))
    if stays:
        from_jail = np.roll(land, -model.jail_space, axis=0)
        leave = np.zeros(n + 1)  # a double (Starter: a 6): out, moving that roll
        fail = np.zeros(n + 1)  # the third failed roll pays and moves that roll
        for o in model.dice:
            if o.leaves_jail:
                leave += o.chance * from_jail[o.total % n]
            else:
                fail += o.chance * from_jail[o.total % n]
        fail_chance = 1.0 - sum(o.chance for o in model.dice if o.leaves_jail)
        for j in range(JAIL_ROLLS):
            moved = leave + fail if j == JAIL_ROLLS - 1 else leave
            jail_landings[j] = moved
            step[n + j, :n] += moved[:n]
            step[n + j, jailed] += moved[n]
            if j < JAIL_ROLLS - 1:
                jail_landings[j, n] += fail_chance
                step[n + j, n + j + 1] += fail_chance

    starts = stationary(step)
    per_turn = starts[:n] @ landings
    rolls_per_turn = float(starts[:n] @ rolls)
    if stays:
        per_turn = per_turn + starts[n:] @ jail_landings
        rolls_per_turn += float(starts[n:].sum())
    return ChainOdds(tuple(float(v) for v in per_turn), rolls_per_turn)


def stationary(step: Matrix) -> Matrix:
    """The stationary distribution ``x`` of the transition matrix ``step`` (``x @ step ==
    x``, summing to 1): the balance equations with one of them replaced by the sum."""
    size = step.shape[0]
    system = step.T - np.eye(size)
    system[-1] = 1.0
    rhs = np.zeros(size)
    rhs[-1] = 1.0
    return np.asarray(np.linalg.solve(system, rhs), dtype=np.float64)
