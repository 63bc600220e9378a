"""The landing odds of a game or a track: per space, per roll and per turn, and in jail."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.ubuild.game import Game
from ..track import Track
from .bridges import bridges_in_play
from .chain import ChainOdds, solve_chain
from .model import MoverModel
from .track_model import mover_model
from .policy import Policy

__all__ = ["LandingOdds", "SpaceOdds", "landing_odds", "odds_of_chain", "solved_model", "track_odds"]


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


def solved_model(game: Game, policy: Policy = Policy()) -> tuple[MoverModel, ChainOdds]:
    """The movement model of one mover of ``game`` under ``policy`` and its solved chain;
    with bridges "as in play" (``policy.bridge_up`` None) the model holds the shares of
    landings that find each bridge UP that :mod:`.bridges` settles on."""
    model = mover_model(game, policy)
    if policy.bridge_up is None:
        return bridges_in_play(model)
    return model, solve_chain(model)


def landing_odds(game: Game, policy: Policy = Policy()) -> LandingOdds:
    """The exact landing odds of one mover of ``game`` (see :mod:`.chain`)."""
    model, solved = solved_model(game, policy)
    return odds_of_chain(solved, game.space_names, tuple(k.value for k in game.space_kinds), policy,
                         tuple(sorted(model.bridge_up.items())))


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


def track_odds(track: Track, policy: Policy = Policy(), players: int = 4) -> LandingOdds:
    """The landing odds of a game on ``track`` (``Game.create(track, players)``); raises
    ``GameSetupError`` when the track is not a valid track of its preset (or ``players``
    not a count its preset plays with). The odds of one mover do not depend on the
    number of players."""
    return landing_odds(Game.create(track, players), policy)
