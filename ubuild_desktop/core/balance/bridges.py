"""Bridges "as in play": how often a landing finds each bridge UP, from the odds themselves.

GAME_MODEL §5: "Passing a bridge: UP -> pay $1M and lower it; DOWN -> free. Landing on a
bridge: DOWN -> raise it; UP -> pay $1M and lower it". So a bridge is UP only from a
landing that found it DOWN until the next crossing, by anyone: the next crossing lowers
it, pass or landing. If a share ``q`` of the crossings of a bridge are landings, and each
crossing is taken as independent of the one before (several movers take turns on the
track), a landing finds the bridge UP when the crossing before it was a landing that
found it DOWN: ``u = q (1 - u)``, so ``u = q / (1 + q)``.

``q`` comes from the chain (landings, by the dice or by a card, against passes, by the
dice or by a card's move), and the chain depends on ``u`` (which half of each card is
read), so :func:`bridges_in_play` repeats the two until ``u`` settles. It moves little:
``u`` only chooses between the halves of the cards. (Engine games check the reading:
see :data:`TOLERANCE`.)
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from .chain import ChainOdds, Matrix, card_landings, dice_arrivals, solve_chain
from .model import MoverModel

__all__ = ["TOLERANCE", "bridges_in_play", "found_up"]

#: How close a round's shares must come to the shares they give to stop (and the most
#: rounds tried). The shares are then within about 1e-4 of where they settle, and the
#: odds within about 1e-6 (a change in a share moves a space's odds by about a hundredth
#: of it): far closer than the independence above reads real play (engine games of the
#: good players find Pro's bridges UP at 0.116 of the landings where this finds 0.12 to
#: 0.13, Starter's at 0.214 where this finds 0.21 to 0.24). The odds are exact for the
#: shares reported (``LandingOdds.bridges_up``).
TOLERANCE = 1e-4
MAX_ROUNDS = 100


def bridges_in_play(model: MoverModel) -> tuple[MoverModel, ChainOdds]:
    """``model`` with each bridge's share of landings found UP as in play, and its
    solved chain.

    The first guess takes every space as a roll's start equally often (its rounds cost
    no chain solve); each round after it solves the chain once and shrinks the change a
    few hundredfold, so two solves usually settle it."""
    n = model.num_spaces
    model = model.with_bridge_up({b: 0.0 for b in model.bridges})
    even = ChainOdds((), 1.0, tuple(np.full(n, o.chance / n) for o in model.dice))
    for _ in range(MAX_ROUNDS):
        up = found_up(model, even)
        settled = all(abs(up[b] - model.bridge_up[b]) <= TOLERANCE for b in model.bridges)
        model = model.with_bridge_up(up)
        if settled:
            break
    solved = solve_chain(model)
    for _ in range(MAX_ROUNDS):
        up = found_up(model, solved)
        if all(abs(up[b] - model.bridge_up[b]) <= TOLERANCE for b in model.bridges):
            break
        model = model.with_bridge_up(up)
        solved = solve_chain(model)
    return model, solved


def crossed(n: int, starts: npt.NDArray[np.int64], steps: npt.NDArray[np.int64], weights: Matrix) -> Matrix:
    """Per space of a cycle of ``n``, how often the moves pass it (weighted): move ``i`` goes
    ``steps[i]`` spaces from ``starts[i]`` (negative: backwards) and passes every space it
    reaches before its last step, the whole cycle once per ``n`` of them. Summed per space
    through one running sum, whatever the moves' lengths."""
    passed = np.abs(steps) - 1
    loops, rest = np.divmod(passed, n)
    first = np.where(steps > 0, starts + 1, starts - rest) % n  # the partial lap: rest spaces from first
    last = first + rest
    change = np.zeros(n + 1)
    np.add.at(change, first, weights)
    np.add.at(change, np.minimum(last, n), -weights)
    wraps = last > n
    np.add.at(change, np.zeros(int(wraps.sum()), dtype=np.int64), weights[wraps])
    np.add.at(change, last[wraps] - n, -weights[wraps])
    return np.cumsum(change[:n]) + float((weights * loops).sum())


def found_up(model: MoverModel, solved: ChainOdds) -> dict[int, float]:
    """Each bridge's share of landings that find it UP, given the solved chain of
    ``model`` (see the module's docstring)."""
    n = model.num_spaces
    bridges = model.bridges
    if not bridges:
        return {}
    # The dice: the rolls that move and what they pass.
    passed: Matrix = np.zeros(n)
    spaces = np.arange(n, dtype=np.int64)
    for o, starts in zip(model.dice, solved.moves):
        passed += crossed(n, spaces, np.full(n, o.total, dtype=np.int64), starts)
    # The cards: each landing on a bridge draws, and a card's move lands somewhere (on a
    # bridge: it draws again) and passes what lies between.
    at = {b: i for i, b in enumerate(bridges)}
    where = np.array(bridges, dtype=np.int64)
    landings = card_landings(model, dice_arrivals(model, solved).sum(axis=0))
    moves = [(b, chance * float(landings[at[b]]), m.steps) for b in bridges for chance, m in model.card_moves(b)
             if m.steps and not m.jailed]
    crossings = landings + (passed + crossed(
        n, np.array([b for b, _, _ in moves], dtype=np.int64), np.array([s for _, _, s in moves], dtype=np.int64),
        np.array([w for _, w, _ in moves])))[where]
    up: dict[int, float] = {}
    for b in bridges:
        share = float(landings[at[b]] / crossings[at[b]]) if crossings[at[b]] > 0 else 0.0
        up[b] = share / (1.0 + share)
    return up
