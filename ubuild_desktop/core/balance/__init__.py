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

In more detail:

The balance lab's exact part uses numpy (OpenBLAS on one thread; scipy's sparse matrices
only for large chains; no Qt). ``model.py`` is the movement model of one mover, any rule
set's, and ``figures.py`` the landing odds and paybacks every rule set gives (neither
imports a rule set's engine); ``track_model.py`` reads U-Build's from a
``Game`` (GAME_MODEL §5, each rule once: the preset's dice, a third double jails, Go to
Jail, jail SHORT/LONG, and what each card does on each bridge, asked of the engine's own
card rule: ``cards_play.follow`` on a scratch state, and for "advance to" its
``is_advance_target`` once per space; ``MoverModel.card_table`` holds every bridge's card
moves as arrays); ``chain.py`` solves the Markov chain over the moments before a roll
(position and doubles in a row, turns in jail, a card's draw on a bridge): at most one
transition per dice result or card, so one LU solve (``chain.solve``: dense up to
``DENSE_LIMIT`` states, every built-in board, without importing scipy; above it sparse,
SuperLU) whose time and memory grow about with the spaces (a 10,000-piece track: 60,000
states, about 2 s); ``bridges.py`` settles the default policy, bridges "as in play" (the
share of landings that find a bridge UP, ``q / (1 + q)`` from its landings and passes);
``odds.py``: ``landing_odds(game, Policy)`` / ``track_odds`` -> ``LandingOdds`` (per space
``per_roll``, ``per_turn``, in jail, ``heat()``); ``payback.py``: ``money_figures``
(expected rent per opponent turn for 0..8 blocks through ``engine.ubuild.money.rent``,
payback per colour group, most and least landed); ``export.py``: ``odds_json``;
``rules.py``: each rule set's figures (``TRACK_BALANCE``, ``SQUARE_BALANCE``: ``exact`` odds
and money, ``document``), which its ``RuleSet.balance`` names; ``sample.py``: a seeded
Monte-Carlo run of the same model with batch-means standard errors, which ``tests/balance/``
holds the exact odds to (3 standard errors). ``square.py``: the same on a square board (the
traditional game), no second chain: a ``MoverModel`` whose card spaces hold one half (their
deck) where a bridge holds two, each card's move (and rent mode: double station, tenfold
utility) asked of the traditional engine's ``cards_play.follow`` on a scratch ``TradState``;
``square_odds(board, policy)`` -> ``LandingOdds``, ``square_money(board, odds, players)`` ->
``SquareMoney`` (per street the rent with the whole group bare, 1-4 houses and a hotel
through the engine's ``traditional.money.rent``, arrivals split by dice total and by card
from the chain's ``dice_arrivals``/``card_landings``; payback per group and level as
``GroupPayback``s); ``export.square_json``. Speed: ``benchmarks/bench_balance.py``.
``fair.py`` (issue 27): ``propose_fair_start(board_or_track, seats, *, games, verify_games,
rounds, seed, jobs, tolerance, strength, before, progress, should_stop, growth,
search_games, attempts, gifts)`` -> ``FairProposal``: a Fair start (what the bank pays each
place in the turn order once the roll-off has chosen the first player, completing the
``gifts`` if any) found by a response-surface fit over rounds of simulated games (one slope
from every run, each place's level from the runs near the answer) and verified by games with
fresh seeds; ``proof_settings`` (the Balance panel's and ``analyze --fair-proof``'s) doubles
the rounds until the fit is precise and sizes the verification to show ±2 points;
``reached`` when every place's 95% interval lies within ±2 points of fair, else
``games_needed()``; ``gift_choices``, ``gift_names``; ``to_json()`` is ``ubuild analyze``'s
``fair_start``. Qt-free; the arguments the track generator passes keep their meaning. The
search runs on any ``play(count, seed, amounts)`` (``_Search``: a model table in the tests).
Speed: ``benchmarks/bench_fair.py``.
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

from typing import TYPE_CHECKING  # noqa: E402

from ..lazy import lazy_names  # noqa: E402

if TYPE_CHECKING:
    from .export import odds_json, square_json
    from .model import MoverModel
    from .odds import LandingOdds, SpaceOdds, landing_odds, solved_model, track_odds
    from .payback import PAYBACK_BLOCKS, DistrictMoney, GroupPayback, MoneyFigures, money_figures
    from .policy import JailPolicy, Policy
    from .sample import SampledOdds, sample_model, sample_odds
    from .square import PropertyMoney, SquareMoney, solved_square, square_model, square_money, square_odds
    from .track_model import mover_model

#: Each name of the package, by the module that defines it: imported when first used (PEP
#: 562), so that a U-Build track's figures never import the traditional game's (``square``).
_HOMES: dict[str, str] = {
    **dict.fromkeys(("odds_json", "square_json"), ".export"),
    "MoverModel": ".model",
    "mover_model": ".track_model",
    **dict.fromkeys(("LandingOdds", "SpaceOdds", "landing_odds", "solved_model", "track_odds"), ".odds"),
    **dict.fromkeys(("PAYBACK_BLOCKS", "DistrictMoney", "GroupPayback", "MoneyFigures", "money_figures"), ".payback"),
    **dict.fromkeys(("JailPolicy", "Policy"), ".policy"),
    **dict.fromkeys(("SampledOdds", "sample_model", "sample_odds"), ".sample"),
    **dict.fromkeys(("PropertyMoney", "SquareMoney", "solved_square", "square_model", "square_money", "square_odds"), ".square"),
}


__getattr__ = lazy_names(__name__, _HOMES)


__all__ = [
    "DistrictMoney", "GroupPayback", "JailPolicy", "LandingOdds", "MoneyFigures", "MoverModel",
    "PAYBACK_BLOCKS", "Policy", "SampledOdds", "SpaceOdds", "landing_odds", "money_figures", "mover_model",
    "odds_json", "sample_model", "sample_odds", "solved_model", "track_odds",
    "PropertyMoney", "SquareMoney", "solved_square", "square_json", "square_model", "square_money", "square_odds",
]
