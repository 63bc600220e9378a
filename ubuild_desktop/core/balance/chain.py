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
is sparse: its stationary distribution is one sparse linear solve (scipy's SuperLU),
in time and memory about proportional to the spaces (a 17,500-space track solves in
well under a second). The landings per turn, the rolls per turn and where the rolls
that move start all follow from the stationary flow through the chain.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp
from scipy.sparse.linalg import splu, spsolve

from .model import DOUBLES_TO_JAIL, JAIL, JAIL_ROLLS, STAYS, MoverModel
from .policy import JailPolicy

__all__ = ["ChainOdds", "card_landings", "dice_arrivals", "solve_chain", "stationary"]

Matrix = npt.NDArray[np.float64]
Indices = npt.NDArray[np.int64]


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
            cards = [(b, chance, result) for b in model.bridges for chance, result in model.card_results(b)]
            at = np.array([b for b, _, _ in cards], dtype=np.int64)
            chances = np.array([chance for _, chance, _ in cards])
            results = np.array([result for _, _, result in cards], dtype=np.int64)
            jailed, stays = results == JAIL, results == STAYS
            moved = ~jailed & ~stays
            for d in range(self.levels):
                src = self.drawing(at, d)
                self.jail(src[jailed], chances[jailed])
                self.go(src[stays], self.on(at[stays], d), chances[stays])
                self.end(src[stays], at[stays], chances[stays])
                self.land(src[moved], results[moved], d, chances[moved])

    def matrices(self) -> tuple[sp.csr_matrix, sp.csr_matrix]:
        """``step`` (size x size) and ``ends`` (size x spaces + 1)."""
        step = sp.csr_matrix((np.concatenate(self._chances), (np.concatenate(self._rows), np.concatenate(self._cols))),
                             shape=(self.size, self.size))
        ends = sp.csr_matrix(
            (np.concatenate(self._end_chances), (np.concatenate(self._end_rows), np.concatenate(self._end_cols))),
            shape=(self.size, self.n + 1))
        return step, ends


def solve_chain(model: MoverModel) -> ChainOdds:
    """The long-run landings per turn of ``model``'s mover (see the module's docstring)."""
    n = model.num_spaces
    chain = _Chain(model)
    chain.build()
    step, ends = chain.matrices()
    flow = stationary(step)
    # Every visit of a state with no double behind it, or in jail, starts a turn; every
    # visit but a card's draw is a roll.
    on = flow[: chain.jail_base].reshape(chain.levels, n)
    in_jail = flow[chain.jail_base : chain.draw_base]
    turns = float(on[0].sum() + in_jail.sum())
    rolls = float(on.sum() + in_jail.sum())
    per_turn = np.asarray(ends.T @ flow, dtype=np.float64) / turns
    moves = []
    for o in model.dice:
        rolled = on[: chain.levels - 1].sum(axis=0) if o.double and chain.levels > 1 else on.sum(axis=0)
        starts = rolled * o.chance
        if chain.stays:  # from jail, only the rolls that leave move
            starts[model.jail_space] += o.chance * float(in_jail.sum() if o.leaves_jail else in_jail[-1])
        moves.append(starts / turns)
    return ChainOdds(tuple(float(v) for v in per_turn), rolls / turns, tuple(moves))


def stationary(step: sp.csr_matrix) -> Matrix:
    """The stationary distribution ``x`` of the transition matrix ``step`` (``x @ step ==
    x``, summing to 1): the balance equations solved with the first state's share held at
    1 (it must be one the chain comes back to: the solver's first state, a turn starting on
    GO, is), then scaled to sum to 1. One sparse LU factorization (SuperLU, ordered for
    little fill), so a chain of tens of thousands of states solves in a fraction of a second."""
    size = step.shape[0]
    system = (step.T - sp.identity(size, format="csr")).tocsc()
    x = np.ones(size)
    if size > 1:
        rest = system[1:, :]
        x[1:] = splu(sp.csc_matrix(rest[:, 1:]), permc_spec="MMD_AT_PLUS_A").solve(-rest[:, 0].toarray().ravel())
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
    at = {b: i for i, b in enumerate(bridges)}
    pairs = [(at[b], at[target], chance) for b in bridges for chance, target in model.card_results(b) if target in at]
    again = sp.csr_matrix(([c for _, _, c in pairs], ([i for i, _, _ in pairs], [j for _, j, _ in pairs])),
                          shape=(len(bridges), len(bridges)))
    where = np.array(bridges, dtype=np.int64)
    system = sp.csc_matrix((sp.identity(len(bridges), format="csr") - again).T)
    return np.atleast_1d(np.asarray(spsolve(system, arrive[where]), dtype=np.float64))
