"""The landing odds of a U-Build game or track: per space, per roll and per turn, and in
jail (:class:`~.figures.LandingOdds`, every rule set's form of them, re-exported here)."""

from __future__ import annotations

from ..engine.ubuild.game import Game
from ..track import Track
from .bridges import bridges_in_play
from .chain import ChainOdds, solve_chain
from .figures import LandingOdds, SpaceOdds, odds_of_chain
from .model import MoverModel
from .track_model import mover_model
from .policy import Policy

__all__ = ["LandingOdds", "SpaceOdds", "landing_odds", "odds_of_chain", "solved_model", "track_odds"]


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


def track_odds(track: Track, policy: Policy = Policy(), players: int = 4) -> LandingOdds:
    """The landing odds of a game on ``track`` (``Game.create(track, players)``); raises
    ``GameSetupError`` when the track is not a valid track of its preset (or ``players``
    not a count its preset plays with). The odds of one mover do not depend on the
    number of players."""
    return landing_odds(Game.create(track, players), policy)
