"""The exact landing odds: the Markov chain of one mover, solved.

The chain's states are the moments before a roll (GAME_MODEL §5):

- on a space with 0, 1 or 2 doubles rolled in a row this turn (0: a turn starts there);
- in jail with 0, 1 or 2 failed rolls behind it (only when the policy stays in jail: a
  player who pays at once starts the turn on the Jail space like a visitor);
- drawing a card on a bridge (a moment within a roll, not a roll of its own), with the
  doubles the roll carries on with: a card may send the mover on to land again, onto
  another bridge (or once round to the same one), which draws again.

From a space, each result of the dice moves the mover that many spaces on (railroad
jumps are not steps: :mod:`.model`), where Go to Jail jails and a bridge draws; a double
rolls again from where the roll ends, and the third double jails without moving. From
jail, a double (Starter: a 6) leaves and moves that roll, the third failed roll pays
and moves it, the other failed rolls stay.

Each state leads to at most one state per result of the dice or per card, so the chain
is sparse: its stationary distribution is one linear solve (:func:`solve`): a dense one
(numpy's LAPACK) up to :data:`DENSE_LIMIT` states, which every built-in board is (72 to
141 states, well under a millisecond), and above it a sparse one (scipy's SuperLU, in
time and memory about proportional to the spaces: a 17,500-space track solves in well
under a second). scipy is imported only for those: its import alone costs more than a
balance answer's whole exact part (issue 26). The landings per turn, the rolls per turn
and where the rolls that move start all follow from the stationary flow through the
chain.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .model import DOUBLES_TO_JAIL, JAIL, JAIL_ROLLS, STAYS, MoverModel
from .policy import JailPolicy

__all__ = ["DENSE_LIMIT", "ChainOdds", "Sparse", "card_landings", "dice_arrivals", "solve", "solve_chain", "stationary"]

Matrix = npt.NDArray[np.float64]
Indices = npt.NDArray[np.int64]

#: The most states (or bridges) solved as a dense system; larger ones are solved sparse.
#: A dense solve of n states takes n x n floats (1,500: 18 MB) and about n**3 / 3 steps.
DENSE_LIMIT = 1_500


@dataclass(frozen=True)
class Sparse:
    """A square matrix of ``size`` as its entries: ``values[k]`` at (``rows[k]``,
    ``cols[k]``), repeated positions summed."""

    size: int
    rows: Indices
    cols: Indices
    values: Matrix


def solve(matrix: Sparse, rhs: Matrix) -> Matrix:
    """``x`` with ``matrix @ x == rhs``: dense up to :data:`DENSE_LIMIT` rows, sparse above
    (the same answer: tests/balance/test_odds.py compares them)."""
    if matrix.size <= DENSE_LIMIT:
        dense = np.zeros((matrix.size, matrix.size))
        np.add.at(dense, (matrix.rows, matrix.cols), matrix.values)
        return np.asarray(np.linalg.solve(dense, rhs), dtype=np.float64)
    import scipy.sparse as sp
    from scipy.sparse.linalg import splu

    system = sp.csc_matrix((matrix.values, (matrix.rows, matrix.cols)), shape=(matrix.size, matrix.size))
    return np.asarray(splu(system, permc_spec="MMD_AT_PLUS_A").solve(rhs), dtype=np.float64)


@dataclass(frozen=True)
class ChainOdds:
    """The solved chain: ``per_turn[s]`` the expected rolls per turn that end on space
    ``s`` (the last entry: rolls that end in jail), the rolls per turn, and where the
    rolls that move start: ``moves[o]`` per space, per turn, for ``model.dice[o]``."""

    per_turn: tuple[float, ...]
    rolls_per_turn: float
    moves: tuple[Matrix, ...]


class _Chain:
    """The chain's states and transitions, built as arrays (see the module's docstring).

    States: ``on(s, d)`` on space ``s`` with ``d`` doubles in a row, ``levels`` of them
    (1 when the dice roll no doubles); then, staying in jail, ``jailed(j)``; then
    ``drawing(b, d)`` per bridge. ``step`` holds the transitions and ``ends`` where the
    roll a transition finishes ends (a space, or the last column: in jail)."""

    def __init__(self, model: MoverModel) -> None:
        n = self.n = model.num_spaces
        self.model = model
        self.levels = DOUBLES_TO_JAIL if any(o.double for o in model.dice) else 1
        self.stays = model.policy.jail is JailPolicy.LONG
        self.bridges = np.array(model.bridges, dtype=np.int64)
        self.bridge_at = np.full(n, -1, dtype=np.int64)
        self.bridge_at[self.bridges] = np.arange(len(self.bridges))
        self.to_jail = np.zeros(n, dtype=bool)
        self.to_jail[list(model.to_jail)] = True
        self.jail_base = self.levels * n
        self.draw_base = self.jail_base + (JAIL_ROLLS if self.stays else 0)
        self.size = self.draw_base + len(self.bridges) * self.levels
        # where a turn starts after going to jail
        self.sent = self.jail_base if self.stays else self.on(np.array([model.jail_space]), 0)[0]
        self._rows: list[Indices] = []
        self._cols: list[Indices] = []
        self._chances: list[Matrix] = []
        self._end_rows: list[Indices] = []
        self._end_cols: list[Indices] = []
        self._end_chances: list[Matrix] = []

    def on(self, spaces: Indices, doubles: int) -> Indices:
        return doubles * self.n + spaces

    def drawing(self, bridges: Indices, doubles: int) -> Indices:
        return self.draw_base + self.bridge_at[bridges] * self.levels + doubles

    def go(self, src: Indices, dst: Indices, chance: Matrix) -> None:
        self._rows.append(src)
        self._cols.append(dst)
        self._chances.append(chance)

    def end(self, src: Indices, where: Indices, chance: Matrix) -> None:
        """The transitions ``src`` (already added) finish their roll on ``where``."""
        self._end_rows.append(src)
        self._end_cols.append(where)
        self._end_chances.append(chance)

    def jail(self, src: Indices, chance: Matrix) -> None:
        """The roll ends in jail, which ends the turn."""
        sent = np.full(len(src), self.sent, dtype=np.int64)
        self.go(src, sent, chance)
        self.end(src, np.full(len(src), self.n, dtype=np.int64), chance)

    def land(self, src: Indices, targets: Indices, doubles: int, chance: Matrix) -> None:
        """Moves from ``src`` onto ``targets``: Go to Jail jails, a bridge draws, any
        other space ends the roll there, and the mover goes on with ``doubles`` (0: the
        turn is over, the next one starts there)."""
        jailed = self.to_jail[targets]
        self.jail(src[jailed], chance[jailed])
        draws = (self.bridge_at[targets] >= 0) & ~jailed
        self.go(src[draws], self.drawing(targets[draws], doubles), chance[draws])
        plain = ~jailed & ~draws
        self.go(src[plain], self.on(targets[plain], doubles), chance[plain])
        self.end(src[plain], targets[plain], chance[plain])

    def build(self) -> None:
        n, model = self.n, self.model
        spaces = np.arange(n, dtype=np.int64)
        for d in range(self.levels):
            src = self.on(spaces, d)
            for o in model.dice:
                chance = np.full(n, o.chance)
                if o.double and d == self.levels - 1:  # the third double jails without moving
                    self.jail(src, chance)
                else:
                    self.land(src, (spaces + o.total) % n, d + 1 if o.double else 0, chance)
        if self.stays:
            out = np.array([(model.jail_space + o.total) % n for o in model.dice], dtype=np.int64)
            for j in range(JAIL_ROLLS):
                src = np.array([self.jail_base + j], dtype=np.int64)
                for o, target in zip(model.dice, out):
                    chance = np.array([o.chance])
                    if o.leaves_jail or j == JAIL_ROLLS - 1:
                        self.land(src, np.array([target]), 0, chance)
                    else:  # a failed roll: the roll ends in jail, the mover stays
                        self.go(src, src + 1, chance)
                        self.end(src, np.array([n], dtype=np.int64), chance)
        if len(self.bridges):
            cards = model.card_table()
            at, chances, results = cards.at, cards.chance, cards.result
            jailed, stays = results == JAIL, results == STAYS
            moved = ~jailed & ~stays
            for d in range(self.levels):
                src = self.drawing(at, d)
                self.jail(src[jailed], chances[jailed])
                self.go(src[stays], self.on(at[stays], d), chances[stays])
                self.end(src[stays], at[stays], chances[stays])
                self.land(src[moved], results[moved], d, chances[moved])

    def step(self) -> Sparse:
        """The transitions (size x size)."""
        return Sparse(self.size, np.concatenate(self._rows), np.concatenate(self._cols), np.concatenate(self._chances))

    def ended(self, flow: Matrix) -> Matrix:
        """Per space (and the last entry: in jail), the rolls ``flow`` through the chain
        finishes there (the transitions' flow summed by where their roll ends)."""
        rows, chances = np.concatenate(self._end_rows), np.concatenate(self._end_chances)
        return np.asarray(np.bincount(np.concatenate(self._end_cols), weights=flow[rows] * chances, minlength=self.n + 1),
                          dtype=np.float64)


def solve_chain(model: MoverModel) -> ChainOdds:
    """The long-run landings per turn of ``model``'s mover (see the module's docstring)."""
    n = model.num_spaces
    chain = _Chain(model)
    chain.build()
    flow = stationary(chain.step())
    # Every visit of a state with no double behind it, or in jail, starts a turn; every
    # visit but a card's draw is a roll.
    on = flow[: chain.jail_base].reshape(chain.levels, n)
    in_jail = flow[chain.jail_base : chain.draw_base]
    turns = float(on[0].sum() + in_jail.sum())
    rolls = float(on.sum() + in_jail.sum())
    per_turn = chain.ended(flow) / turns
    moves = []
    for o in model.dice:
        rolled = on[: chain.levels - 1].sum(axis=0) if o.double and chain.levels > 1 else on.sum(axis=0)
        starts = rolled * o.chance
        if chain.stays:  # from jail, only the rolls that leave move
            starts[model.jail_space] += o.chance * float(in_jail.sum() if o.leaves_jail else in_jail[-1])
        moves.append(starts / turns)
    return ChainOdds(tuple(float(v) for v in per_turn), rolls / turns, tuple(moves))


def stationary(step: Sparse) -> Matrix:
    """The stationary distribution ``x`` of the transition matrix ``step`` (``x @ step ==
    x``, summing to 1): the balance equations ``(step.T - I) x = 0`` solved with the first
    state's share held at 1 (it must be one the chain comes back to: the solver's first
    state, a turn starting on GO, is), then scaled to sum to 1. One LU factorization
    (:func:`solve`: sparse ones ordered for little fill), so a chain of tens of thousands
    of states solves in a fraction of a second."""
    size = step.size
    x = np.ones(size)
    if size > 1:
        # the system's entries: step transposed, minus the identity
        rows = np.concatenate([step.cols, np.arange(size)])
        cols = np.concatenate([step.rows, np.arange(size)])
        values = np.concatenate([step.values, -np.ones(size)])
        # the first row is dropped; the first column (x[0] = 1) moves to the right side
        rhs = -np.asarray(np.bincount(rows[cols == 0], weights=values[cols == 0], minlength=size), dtype=np.float64)[1:]
        keep = (rows > 0) & (cols > 0)
        x[1:] = solve(Sparse(size - 1, rows[keep] - 1, cols[keep] - 1, values[keep]), rhs)
    return np.asarray(x / x.sum(), dtype=np.float64)


def dice_arrivals(model: MoverModel, solved: ChainOdds) -> Matrix:
    """Row ``i``, column ``s``: the rolls per turn whose dice (``model.dice[i]``) bring the
    mover onto space ``s`` (before what the space does: a Go to Jail or a card)."""
    return np.array([np.roll(starts, o.total) for o, starts in zip(model.dice, solved.moves)]).reshape(
        len(model.dice), model.num_spaces)


def card_landings(model: MoverModel, arrive: Matrix) -> Matrix:
    """Per bridge (``model.bridges`` order), the landings per turn on it, from ``arrive``
    (the dice's arrivals per space) and the cards that send a mover from one bridge onto
    another (which draws again)."""
    bridges = model.bridges
    if not bridges:
        return np.zeros(0)
    where = np.array(bridges, dtype=np.int64)
    index = np.full(model.num_spaces, -1, dtype=np.int64)  # space -> its place among the bridges
    index[where] = np.arange(len(bridges))
    cards = model.card_table()
    onto = cards.result >= 0
    onto[onto] = index[cards.result[onto]] >= 0  # the cards that land the mover on a bridge
    # (I - again).T x = arrivals, where again[a, b] is the chance a draw on a lands on b
    count = len(bridges)
    system = Sparse(count, np.concatenate([index[cards.result[onto]], np.arange(count)]),
                    np.concatenate([index[cards.at[onto]], np.arange(count)]),
                    np.concatenate([-cards.chance[onto], np.ones(count)]))
    return np.atleast_1d(solve(system, np.asarray(arrive[where], dtype=np.float64)))
