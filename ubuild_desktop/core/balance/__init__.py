"""The balance lab's exact part: landing odds and what they mean in money (no Qt).

- :mod:`.policy`: :class:`Policy` (jail, bridges, districts for sale), :class:`JailPolicy`.
- :mod:`.model`: the movement model of one mover (GAME_MODEL §5), read from a ``Game``
  (its dice, its Go to Jail spaces, where the engine's card rule sends a mover from
  each bridge).
- :mod:`.chain`: the Markov chain of that mover, solved exactly (numpy).
- :mod:`.bridges`: the bridges "as in play" (the default policy): how often a landing
  finds each bridge UP, settled together with the chain.
- :mod:`.odds`: :func:`landing_odds` / :func:`track_odds` -> :class:`LandingOdds`.
- :mod:`.payback`: :func:`money_figures` -> :class:`MoneyFigures` (expected rent per
  district, payback per colour group, the most and least landed districts).
- :mod:`.square`: the same on a square board (the traditional game): :func:`square_odds`
  (its chain read from the traditional rules and decks) and :func:`square_money`
  (expected rent per street with 0-4 houses or a hotel, per station and utility, payback
  per colour group) -> :class:`SquareMoney`.
- :mod:`.export`: :func:`odds_json` / :func:`square_json`, the odds and money part of
  ``ubuild analyze --json``.
- :mod:`.sample`: :func:`sample_odds`, a seeded Monte-Carlo run of the same movement
  model, with standard errors (the check of the exact odds).
"""

from __future__ import annotations

import os
import sys

# The lab's linear algebra is small (a dense solve of about a hundred states takes 0.1 ms
# on one thread), and OpenBLAS's threads only wait for each other on a busy machine: with
# the simulation's workers on every core, one 107-state solve took 90-600 ms with them
# (issue 26). One thread, unless numpy is loaded already or the user chose otherwise.
if "numpy" not in sys.modules:
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from .export import odds_json, square_json  # noqa: E402  (after the thread count)
from .model import MoverModel, mover_model
from .odds import LandingOdds, SpaceOdds, landing_odds, solved_model, track_odds
from .payback import PAYBACK_BLOCKS, DistrictMoney, GroupPayback, MoneyFigures, money_figures
from .policy import JailPolicy, Policy
from .sample import SampledOdds, sample_model, sample_odds
from .square import PropertyMoney, SquareMoney, solved_square, square_model, square_money, square_odds

__all__ = [
    "DistrictMoney", "GroupPayback", "JailPolicy", "LandingOdds", "MoneyFigures", "MoverModel",
    "PAYBACK_BLOCKS", "Policy", "SampledOdds", "SpaceOdds", "landing_odds", "money_figures", "mover_model",
    "odds_json", "sample_model", "sample_odds", "solved_model", "track_odds",
    "PropertyMoney", "SquareMoney", "solved_square", "square_json", "square_model", "square_money", "square_odds",
]
