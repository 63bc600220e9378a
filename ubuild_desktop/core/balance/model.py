"""The movement model of one mover: what a roll can do, read from a game (each rule set's
reading: U-Build's in :mod:`.track_model`, the square board's in :mod:`.square`; this
module imports no rule set's engine).

Everything here is a rule of GAME_MODEL §5 ("Movement"), written once, for the exact
chain (:mod:`.chain`) and the sampler (:mod:`.sample`) alike:

- "Clockwise along the cycle of spaces. Railroads are not spaces: a move that reaches a
  railroad continues from the space after the other railroad, and the jump is not a
  step." ``Game.space_kinds`` is that cycle, read through the railroad link, so a move of
  ``k`` steps from space ``s`` ends on space ``(s + k) % n``, railroad jumps included.
- "Doubles roll again; a third double in a row sends the player to jail without moving."
- "Starter: one die (so no doubles), out of jail with a 6; Classic and Pro: two dice."
- "Jail: pay $500k before rolling, or roll a double (Starter: a 6) and move that roll;
  the third failed roll pays $500k and moves that roll." (The choice is the policy's.)
- Landing on Go to Jail sends the mover to jail ("Going to jail never pays").
- "Landing on a bridge: ... draw a Chance card and follow the half that matches the
  bridge's new position." Where a card sends the mover is decided by the engine's own
  card rule (``cards_play.follow``) on the game's cards (``Game.chance_cards``), so a
  card that moves (move N, advance to a space, go to jail) is read exactly as play
  reads it. The pile goes round (every drawn card goes to the bottom), so in the long
  run each card is drawn equally often: the model draws each with the same chance.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Final, NamedTuple

import numpy as np
import numpy.typing as npt

from .policy import Policy

__all__ = [
    "DOUBLES_TO_JAIL", "JAIL", "JAIL_ROLLS", "STAYS", "CardMove", "CardTable", "DiceOutcome", "MoverModel", "dice_outcomes",
]

#: A card's result: the mover goes to jail.
JAIL: Final = -1
#: A card's result: the card does not move the mover (the roll ends on the bridge).
STAYS: Final = -2

#: "a third double in a row sends the player to jail without moving"
DOUBLES_TO_JAIL: Final = 3
#: "the third failed roll pays $500k and moves that roll": a stay lasts at most 3 rolls.
JAIL_ROLLS: Final = 3


@dataclass(frozen=True)
class DiceOutcome:
    """One result of a roll: its total, whether it is a double, whether it lets a player
    out of jail (a double; Starter: a 6), and its chance."""

    total: int
    double: bool
    leaves_jail: bool
    chance: float


def dice_outcomes(dice_count: int) -> tuple[DiceOutcome, ...]:
    """The results of the preset's dice. "Starter: one die (so no doubles), out of jail
    with a 6; Classic and Pro: two dice" (GAME_MODEL §5); a double leaves jail."""
    if dice_count == 1:
        return tuple(DiceOutcome(v, False, v == 6, 1 / 6) for v in range(1, 7))
    counts: dict[tuple[int, bool], int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            key = (a + b, a == b)
            counts[key] = counts.get(key, 0) + 1
    return tuple(DiceOutcome(total, double, double, count / 36) for (total, double), count in sorted(counts.items()))


class CardMove(NamedTuple):
    """What following one card (on a bridge: one half of it) does to a mover standing on
    its space: move ``steps`` spaces (negative: backwards; 0: no move) or go to jail
    (``jailed``). ``rent_mode``: how the space it lands on then charges rent (the
    traditional game's "nearest station" and "nearest utility" cards; 0 elsewhere).
    (A tuple: a long track's model compares and counts hundreds of thousands of them.)"""

    steps: int
    jailed: bool
    rent_mode: int = 0


@dataclass(frozen=True)
class CardTable:
    """The cards' moves of every bridge of a model, one row per (bridge, move): the
    bridge's space ``at``, the move's ``chance`` there, its ``steps`` and ``jailed``, and
    its ``result`` as :meth:`MoverModel.card_results` gives it."""

    at: npt.NDArray[np.int64]
    chance: npt.NDArray[np.float64]
    steps: npt.NDArray[np.int64]
    jailed: npt.NDArray[np.bool_]
    result: npt.NDArray[np.int64]


@dataclass(frozen=True)
class MoverModel:
    """How one mover moves on one track (or square board) under one policy.

    ``halves[b]``: for a space ``b`` that draws a card, what each card does there, one
    entry per card, each drawn with the same chance. A U-Build bridge has two halves, UP
    then DOWN; a square board's Chance or Community Chest space has one, its deck.
    ``bridge_up[b]``: the share of landings on bridge ``b`` that find it UP (a space
    with one half has none). ``to_jail``: the Go to Jail spaces. ``jail_space``: where
    jail is (a track without a Jail space keeps its prisoners on GO, as the engine does).
    The chain and the sampler call every space that draws a "bridge".
    """

    num_spaces: int
    jail_space: int
    dice: tuple[DiceOutcome, ...]
    to_jail: frozenset[int]
    halves: dict[int, tuple[tuple[CardMove, ...], ...]]
    bridge_up: dict[int, float]
    policy: Policy
    _card_moves: dict[int, tuple[tuple[float, CardMove], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False,
    )
    _card_results: dict[int, tuple[tuple[float, int], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False,
    )
    _table: list[CardTable] = field(default_factory=list, init=False, repr=False, compare=False)
    #: :attr:`_shares` of every bridge as arrays (kept by :meth:`with_bridge_up`'s models).
    _all_shares: list[tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.bool_],
                            npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.bool_]]] = field(
        default_factory=list, repr=False, compare=False,
    )
    #: Per bridge, each move its cards make and its share of each half (the same whatever
    #: the bridges' positions: kept by :meth:`with_bridge_up`'s models).
    _shares: dict[int, tuple[tuple[CardMove, tuple[float, ...]], ...]] = field(
        default_factory=dict, repr=False, compare=False,
    )

    @property
    def bridges(self) -> tuple[int, ...]:
        return tuple(sorted(self.halves))

    def card_moves(self, bridge: int) -> tuple[tuple[float, CardMove], ...]:
        """What landing on ``bridge`` does, with chances: "DOWN -> raise it; UP -> pay
        $1M and lower it; then draw a Chance card and follow the half that matches the
        bridge's new position" (GAME_MODEL §5). A landing that finds the bridge UP
        follows the DOWN half, one that finds it DOWN the UP half."""
        known = self._card_moves.get(bridge)
        if known is None:
            known = self._card_moves[bridge] = self._moves_at(bridge)
        return known

    def _moves_at(self, bridge: int) -> tuple[tuple[float, CardMove], ...]:
        shares = self._shares_of(bridge)
        if len(self.halves[bridge]) == 1:  # a deck: every card alike
            return tuple((of_half[0], move) for move, of_half in shares if of_half[0] > 0)
        up = self.bridge_up[bridge]
        down = 1.0 - up
        chances = ((down * of_up + up * of_down, move) for move, (of_up, of_down) in shares)
        return tuple((chance, move) for chance, move in chances if chance > 0)

    def _shares_of(self, bridge: int) -> tuple[tuple[CardMove, tuple[float, ...]], ...]:
        shares = self._shares.get(bridge)
        if shares is None:
            shares = self._shares[bridge] = self._shares_at(bridge)
        return shares

    def _shares_at(self, bridge: int) -> tuple[tuple[CardMove, tuple[float, ...]], ...]:
        counts = [Counter(half) for half in self.halves[bridge]]
        moves = sorted(set().union(*counts), key=lambda move: (move.steps, move.jailed, move.rent_mode))
        return tuple((move, tuple(count[move] / count.total() for count in counts)) for move in moves)

    def card_results(self, bridge: int) -> tuple[tuple[float, int], ...]:
        """:meth:`card_moves` as where each leaves the mover: a space to land on (in turn:
        another bridge draws again, Go to Jail jails), :data:`JAIL` or :data:`STAYS`."""
        known = self._card_results.get(bridge)
        if known is None:
            n = self.num_spaces
            known = self._card_results[bridge] = tuple(
                (chance, JAIL if move.jailed else STAYS if move.steps == 0 else (bridge + move.steps) % n)
                for chance, move in self.card_moves(bridge)
            )
        return known

    def card_table(self) -> CardTable:
        """Every bridge's :meth:`card_moves` in one table (bridges in order, then moves in
        order), as arrays: what the chain and the bridges' shares read, whatever the
        number of bridges (the same chances, worked out for all bridges at once)."""
        if not self._table:
            if not self._all_shares:
                rows = [(b, move, of_half) for b in self.bridges for move, of_half in self._shares_of(b)]
                self._all_shares.append((
                    np.array([b for b, _, _ in rows], dtype=np.int64),
                    np.array([move.steps for _, move, _ in rows], dtype=np.int64),
                    np.array([move.jailed for _, move, _ in rows], dtype=bool),
                    np.array([of_half[0] for _, _, of_half in rows], dtype=np.float64),
                    np.array([of_half[-1] for _, _, of_half in rows], dtype=np.float64),
                    np.array([len(of_half) == 2 for _, _, of_half in rows], dtype=bool),
                ))
            at, steps, jailed, of_up, of_down, two = self._all_shares[0]
            found_up = np.zeros(self.num_spaces)
            for b, share in self.bridge_up.items():
                found_up[b] = share
            up = found_up[at]
            chance = np.where(two, (1.0 - up) * of_up + up * of_down, of_up)
            keep = chance > 0
            at, steps, jailed = at[keep], steps[keep], jailed[keep]
            result = np.where(jailed, JAIL, np.where(steps == 0, STAYS, (at + steps) % self.num_spaces))
            self._table.append(CardTable(at, chance[keep], steps, jailed, result))
        return self._table[0]

    def with_bridge_up(self, bridge_up: dict[int, float]) -> MoverModel:
        """The same model with other shares of landings that find each bridge UP."""
        return replace(self, bridge_up=dict(bridge_up), _shares=self._shares, _all_shares=self._all_shares)
