"""The exact landing odds: the Markov chain of one mover, solved.

The chain's state is where a turn starts: on a space (no doubles yet), or in jail with
0, 1 or 2 failed rolls behind it (only when the policy stays in jail: a player who pays
at once starts the turn on the Jail space like a visitor). Within a turn the doubles
rolled in a row are counted exactly, up to the third, which jails (GAME_MODEL §5). So the
chain over turn starts holds the full state (position, doubles in a row, turns in jail)
of the chain over rolls, with the rolls inside a turn summed up:

- :class:`Landing`: where a mover who lands on a space ends the roll, after Go to Jail
  and the Chance cards of bridges (a distribution over the spaces and jail). It is the
  identity except on the bridges and Go to Jail, so only those rows are kept.
- a roll from space ``s`` with total ``k`` lands on ``s + k``: a shift.
- a turn from ``s`` rolls from ``s``, then after a double from where that roll ended,
  and so on, up to the third double.

The turn's transition matrix over the turn starts is built with shifts and the few
special rows (never a dense ``n x n x n`` product), and its stationary distribution is
one dense linear solve (numpy). The expected landings per turn then follow from vectors,
and the share per roll is that divided by the rolls per turn.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .model import DOUBLES_TO_JAIL, JAIL_ROLLS, DiceOutcome, MoverModel
from .policy import JailPolicy

__all__ = ["ChainOdds", "Landing", "card_landings", "dice_arrivals", "solve_chain", "stationary"]

Matrix = npt.NDArray[np.float64]



class Landing:
    """Where a landing on each space ends the roll: ``row(t)[o]`` is the chance that a
    mover who lands on space ``t`` ends the roll on ``o`` (``o == n``: in jail).

    Landing on Go to Jail jails. Landing on a bridge draws a card, which may send the
    mover on to land again: onto another bridge (or once round to the same one), which
    draws again, so the bridges' rows solve one small linear system."""

    def __init__(self, model: MoverModel) -> None:
        n = self.n = model.num_spaces
        self.special = np.array(sorted(set(model.bridges) | model.to_jail), dtype=np.intp)
        self.index = {int(s): i for i, s in enumerate(self.special)}
        rows = np.zeros((len(self.special), n + 1))
        for s in model.to_jail:
            rows[self.index[s], n] = 1.0
        bridges = model.bridges
        if bridges:
            at = {b: i for i, b in enumerate(bridges)}
            again = np.zeros((len(bridges), len(bridges)))  # a card lands the mover on a bridge
            ends = np.zeros((len(bridges), n + 1))  # where the other draws end the roll
            for b in bridges:
                for chance, move in model.card_moves(b):
                    target = (b + move.steps) % n
                    if move.jailed:
                        ends[at[b], n] += chance
                    elif move.steps == 0:
                        ends[at[b], b] += chance
                    elif target in at:
                        again[at[b], at[target]] += chance
                    elif target in model.to_jail:
                        ends[at[b], n] += chance
                    else:
                        ends[at[b], target] += chance
            solved = np.linalg.solve(np.eye(len(bridges)) - again, ends)
            for b in bridges:
                rows[self.index[b]] = solved[at[b]]
        self.rows = rows

    def row(self, t: int) -> Matrix:
        """Where a landing on space ``t`` ends the roll."""
        if t in self.index:
            return self.rows[self.index[t]].copy()
        out = np.zeros(self.n + 1)
        out[t] = 1.0
        return out

    def jail_column(self) -> Matrix:
        """Per space, the chance that a landing there ends in jail."""
        out = np.zeros(self.n)
        out[self.special] = self.rows[:, self.n]
        return out

    def after_roll(self, dice: list[DiceOutcome]) -> Matrix:
        """Row ``s``: where the rolls ``dice`` from ``s`` end, landing included (the
        landing rows shifted by each total; built from the special rows alone)."""
        n = self.n
        out = np.zeros((n, n + 1))
        spaces = np.arange(n)
        for o in dice:
            out[spaces, (spaces + o.total) % n] += o.chance
            if len(self.special):
                from_ = (self.special - o.total) % n
                out[from_, self.special] -= o.chance
                out[from_] += o.chance * self.rows
        return out

    def then(self, after: Matrix) -> Matrix:
        """A landing, then ``after`` (rows: spaces) from where it ends; a landing that
        ends in jail goes no further (``landing[:, :n] @ after``)."""
        out = after.copy()
        if len(self.special):
            out[self.special] = self.rows[:, : self.n] @ after
        return out

    def of(self, arrivals: Matrix) -> Matrix:
        """Where landings on the spaces, ``arrivals[t]`` of them on ``t``, end their rolls
        (``arrivals @ landing``: a vector over the spaces and jail)."""
        out = np.zeros(self.n + 1)
        out[: self.n] = arrivals
        if len(self.special):
            out[self.special] = 0.0
            out += arrivals[self.special] @ self.rows
        return out


def _shifted(rows: Matrix, dice: list[DiceOutcome]) -> Matrix:
    """Row ``s``: the rolls ``dice`` from ``s``, weighted by their chances, of ``rows``
    (rows: the space a roll lands on; from ``s`` a total of ``k`` lands on ``s + k``)."""
    n = rows.shape[0]
    longest = max((o.total for o in dice), default=0)
    around = np.concatenate([rows] + [rows] * (longest // n) + [rows[: longest % n]])  # row s + k at s + k
    by_chance: dict[float, list[int]] = {}
    for o in dice:
        by_chance.setdefault(o.chance, []).append(o.total)
    out = np.zeros(rows.shape)
    for chance, totals in by_chance.items():  # summed in place, one multiplication per chance
        part = around[totals[0] : totals[0] + n].copy()
        for total in totals[1:]:
            part += around[total : total + n]
        part *= chance
        out += part
    return out


def _moved(starts: Matrix, dice: list[DiceOutcome]) -> Matrix:
    """Where rolls ``dice`` from ``starts`` (a vector over the spaces) land."""
    out = np.zeros(starts.shape)
    for o in dice:
        out += o.chance * np.roll(starts, o.total)
    return out


@dataclass(frozen=True)
class ChainOdds:
    """The solved chain: ``per_turn[s]`` the expected rolls per turn that end on space
    ``s`` (the last entry: rolls that end in jail), the rolls per turn, and where the
    rolls that move start: ``moves[o]`` per space, per turn, for ``model.dice[o]``."""

    per_turn: tuple[float, ...]
    rolls_per_turn: float
    moves: tuple[Matrix, ...]


def solve_chain(model: MoverModel) -> ChainOdds:
    """The long-run landings per turn of ``model``'s mover (see the module's docstring)."""
    n = model.num_spaces
    landing = Landing(model)
    dice = model.dice
    plain_dice = [o for o in dice if not o.double]
    double_dice = [o for o in dice if o.double]
    double_chance = sum(o.chance for o in double_dice)

    def after_double(then: Matrix) -> Matrix:
        """A double from each space, its landing, then ``then`` from where it ends."""
        return _shifted(landing.then(then), double_dice)

    # The turn from each space: where it ends (the last column: in jail), summed over its
    # rolls. ``ended``: where the k-th roll ends when it is not a double; ``jailed``: the
    # chance that it is a double that ends in jail (which ends the turn); ``more``: the
    # chance that there is a k-th roll (after k doubles in a row). The third double jails
    # without moving.
    ended = landing.after_roll(plain_dice)
    jailed = _shifted(landing.jail_column(), double_dice)
    more = np.ones(n)
    ends = np.zeros((n, n + 1))
    for k in range(DOUBLES_TO_JAIL):
        ends += ended
        if not double_chance:
            break
        if k == DOUBLES_TO_JAIL - 1:
            ends[:, n] += more * double_chance
            break
        ends[:, n] += jailed
        ended, jailed, more = after_double(ended), after_double(jailed), after_double(more)

    # The turn starts: the n spaces, then (staying in jail) one per failed roll so far.
    # From jail a double (Starter: a 6) leaves, moving that roll; the third failed roll
    # pays and moves that roll; the other failed rolls stay.
    stays = model.policy.jail is JailPolicy.LONG
    size = n + (JAIL_ROLLS if stays else 0)
    sent = n if stays else model.jail_space  # where a turn starts after going to jail
    step = np.zeros((size, size))
    step[:n, :n] = ends[:, :n]
    step[:n, sent] += ends[:, n]
    from_jail = [landing.row((model.jail_space + o.total) % n) for o in dice]
    fail_chance = sum(o.chance for o in dice if not o.leaves_jail)
    in_jail = np.zeros((JAIL_ROLLS, n + 1))  # where a turn in jail ends its one roll
    for j in range(JAIL_ROLLS if stays else 0):
        for o, lands in zip(dice, from_jail):
            if o.leaves_jail or j == JAIL_ROLLS - 1:
                in_jail[j] += o.chance * lands
        step[n + j, :n] = in_jail[j, :n]
        step[n + j, sent] += in_jail[j, n]
        if j < JAIL_ROLLS - 1:
            in_jail[j, n] += fail_chance
            step[n + j, n + j + 1] += fail_chance
    starts = stationary(step)

    # The landings per turn, roll by roll from the turn starts (vectors only), and where
    # the rolls that move start, per result of the dice.
    per_turn = np.zeros(n + 1)
    moves = [np.zeros(n) for _ in dice]
    rolls = 0.0
    at = starts[:n]
    for k in range(DOUBLES_TO_JAIL):
        rolls += float(at.sum())
        per_turn += landing.of(_moved(at, plain_dice))
        last = k == DOUBLES_TO_JAIL - 1
        for i, o in enumerate(dice):
            if not (o.double and last):
                moves[i] += o.chance * at
        if not double_chance:
            break
        if last:
            per_turn[n] += float(at.sum()) * double_chance
            break
        landed = landing.of(_moved(at, double_dice))
        per_turn += landed
        at = landed[:n]
    if stays:
        per_turn += starts[n:] @ in_jail
        rolls += float(starts[n:].sum())
        for i, o in enumerate(dice):
            moving = starts[n:].sum() if o.leaves_jail else starts[-1]
            moves[i][model.jail_space] += o.chance * moving
    return ChainOdds(tuple(float(v) for v in per_turn), rolls, tuple(moves))


def stationary(step: Matrix) -> Matrix:
    """The stationary distribution ``x`` of the transition matrix ``step`` (``x @ step ==
    x``, summing to 1): the balance equations with one of them replaced by the sum."""
    size = step.shape[0]
    system = step.T - np.eye(size)
    system[-1] = 1.0
    rhs = np.zeros(size)
    rhs[-1] = 1.0
    return np.asarray(np.linalg.solve(system, rhs), dtype=np.float64)


def dice_arrivals(model: MoverModel, solved: ChainOdds) -> Matrix:
    """Row ``i``, column ``s``: the rolls per turn whose dice (``model.dice[i]``) bring the
    mover onto space ``s`` (before what the space does: a Go to Jail or a card)."""
    return np.array([np.roll(starts, o.total) for o, starts in zip(model.dice, solved.moves)]).reshape(
        len(model.dice), model.num_spaces)


def card_landings(model: MoverModel, arrive: Matrix) -> Matrix:
    """Per bridge (``model.bridges`` order), the landings per turn on it, from ``arrive``
    (the dice's arrivals per space) and the cards that send a mover from one bridge onto
    another (which draws again)."""
    n = model.num_spaces
    bridges = model.bridges
    if not bridges:
        return np.zeros(0)
    at = {b: i for i, b in enumerate(bridges)}
    again = np.zeros((len(bridges), len(bridges)))
    for b in bridges:
        for chance, move in model.card_moves(b):
            target = (b + move.steps) % n
            if move.steps and not move.jailed and target in at:
                again[at[b], at[target]] += chance
    where = np.array(bridges, dtype=np.int64)
    return np.asarray(np.linalg.solve((np.eye(len(bridges)) - again).T, arrive[where]), dtype=np.float64)
