"""The exact figures every rule set's balance lab gives, in one form whatever the board:
the landing odds of each space (:class:`LandingOdds`, :class:`SpaceOdds`, made from a
solved chain by :func:`odds_of_chain`) and how long a group takes to pay back
(:class:`GroupPayback`). Each rule set reads its own game into them (U-Build's in
:mod:`.odds` and :mod:`.payback`, the square board's in :mod:`.square`); this module
imports no rule set's engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .chain import ChainOdds
from .policy import Policy

__all__ = ["LANDED_COUNT", "GroupPayback", "LandingOdds", "SpaceOdds", "odds_of_chain"]

#: How many districts ``most_landed`` and ``least_landed`` name.
LANDED_COUNT: Final = 3



@dataclass(frozen=True)
class SpaceOdds:
    """The odds of one space.

    ``space``: its index in playing order from GO (``Game.space_names`` order); ``name``
    and ``kind``: ``Game.space_names[space]`` and ``Game.space_kinds[space].value``.
    ``per_roll``: the long-run share of dice rolls that end there (after the cards and Go
    to Jail: a Go to Jail space ends none). ``per_turn``: the expected number of rolls
    per turn that end there (a turn rolls again after a double), which is also the
    chance that a turn lands there, up to the rare turns that land twice.
    """

    space: int
    name: str
    kind: str
    per_roll: float
    per_turn: float


@dataclass(frozen=True)
class LandingOdds:
    """The landing odds of every space and of being in jail, under one policy.

    The ``per_roll`` shares of the spaces and ``in_jail_per_roll`` sum to 1; the
    ``per_turn`` figures sum to ``rolls_per_turn``. "In jail" is a roll that ends with
    the mover in jail: sent there (Go to Jail, a card, a third double) or, under
    :attr:`JailPolicy.LONG`, a failed roll to get out.

    A *turn* is a seat's turn, from its first roll until the dice pass on: the rolls
    after doubles belong to it (the engine starts each of those as a turn of its own,
    ``turn_started``, so the player-turns a simulation counts are the rolls here). Rent
    "per opponent turn" is per such turn.
    """

    spaces: tuple[SpaceOdds, ...]
    in_jail_per_roll: float
    in_jail_per_turn: float
    rolls_per_turn: float
    policy: Policy
    #: (bridge space, share of landings that find it UP) as used: the policy's share, or
    #: the shares found "as in play".
    bridges_up: tuple[tuple[int, float], ...] = ()

    def heat(self) -> tuple[float, ...]:
        """Per space, ``per_turn``: what the heat map shows."""
        return tuple(s.per_turn for s in self.spaces)

    def per_roll(self) -> tuple[float, ...]:
        """Per space, ``per_roll``."""
        return tuple(s.per_roll for s in self.spaces)


def odds_of_chain(
    solved: ChainOdds, names: tuple[str, ...], kinds: tuple[str, ...], policy: Policy,
    bridges_up: tuple[tuple[int, float], ...] = (),
) -> LandingOdds:
    """The :class:`LandingOdds` of a solved chain, its spaces named ``names`` and of
    ``kinds`` (a track's or a square board's)."""
    n = len(names)
    rolls = solved.rolls_per_turn
    spaces = tuple(
        SpaceOdds(s, names[s], kinds[s], solved.per_turn[s] / rolls, solved.per_turn[s]) for s in range(n)
    )
    return LandingOdds(spaces, solved.per_turn[n] / rolls, solved.per_turn[n], rolls, policy, bridges_up)



@dataclass(frozen=True)
class GroupPayback:
    """How long a colour group takes to pay back what it costs.

    ``cost``: the prices of its properties plus the buildings counted on each (``blocks``:
    U-Build's :data:`.payback.PAYBACK_BLOCKS` residential blocks on each district, the
    square board's houses or hotel, :mod:`.square`); ``income``: the rent all its
    properties bring per opponent turn with those buildings; ``turns``: ``cost / income`` in opponent
    turns (``inf`` if it never pays back); ``rounds``: the same in rounds of the game,
    where every opponent has one turn (``turns / (players - 1)``).
    """

    group: str
    name: str
    districts: tuple[int, ...]
    cost: int
    turns: float
    blocks: int
    income: float
    rounds: float
