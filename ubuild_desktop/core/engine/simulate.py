"""Headless simulation: computer players play whole games; figures for balance and speed.

Pure Python, no Qt. :func:`play_game` plays one game; :func:`simulate` plays many,
optionally in several processes, and :func:`summarize` turns the results into the figures
``ubuild simulate`` prints. Game ``i`` of a run with seed ``S`` uses seeds derived from
``(S, i)`` only, so the results are identical whatever the number of processes.

Every game starts with the book's roll-off (the highest roller starts), so the win rate
per seat measures the seats of the real game; the win rate by turn order (first player,
second...) measures the advantage of starting.

A **player-turn** is one ``turn_started`` event: a player's turn, including the extra
turn a double gives. A game ends at the first bankruptcy or at the game's round limit (a
house rule every simulated game keeps: see ``Game.create``); the share of each is
reported. The safety cap (player-turns) is only a last-resort guard against an engine
bug: it should never trigger, and games that hit it are reported with their seeds.

**Money flows**: at the end of each game its transactions (every money movement the
engine logged) are summed per :class:`PaymentReason` into ``GameResult.flows`` (one
integer per reason, in :data:`FLOW_REASONS` order, so a result stays small and
picklable); :func:`summarize` gives their average per game under the names of
:data:`FLOW_NAMES` (``rent``, ``tolls``, ``salaries``, ``hazard_moves``...).

**Cancelling**: ``simulate(..., should_stop=...)`` polls ``should_stop()`` after each game
(one process) or after each finished batch (several; the pool is then shut down with its
pending batches cancelled) and raises :class:`SimulationCancelled` when it returns True.

**Rule sets**: the same code plays and sums up U-Build tracks and the traditional game's
square boards (issue 14), and any other registered rule set. What differs between them is
the rule set's :class:`~.kernel.rule_set.RuleSet` in ``engine.registry`` (``UBUILD``,
``TRADITIONAL`` here): how a game is made from the track or board (and the players and
round limit), its session, the computer player of a strength (U-Build: ``simple``,
``good``; traditional: ``simple``), what a finished state says (who went bankrupt, the
winners, the rounds, who started), the summary's header fields and the money flows it
lists. The registry's :func:`rule_set_of` picks it from what :func:`simulate` is given (a ``Track``,
a ``SquareBoard``...). A traditional game ends when one player is left or at the round limit:
:data:`TRADITIONAL_ROUND_LIMIT` by default (the house rule itself has none, but two
players left with safe money could then play for ever and hit the safety cap); the figures that only U-Build has (the
box's length, railroads, the preset) are None or False there.

**Wins per seat** and **by turn order** come with 95% Wilson score intervals
(``win_ci_per_seat``, ``win_ci_by_turn_order``), which stay inside [0, 1] and are honest
for few games or rates near 0 or 1.

**Where each part lives** (this module holds :func:`simulate` and the names every caller
imports):

- :mod:`.simulate_game`: one game (:func:`play_game`, :func:`play_session`,
  :func:`money_flows`), its seeds and seats, :class:`GameResult`, :class:`Run`;
- :mod:`.simulate_pool`: the worker processes (:class:`WorkerPool`, the batches and
  their sizes, how a worker starts, stops and ends with its parent);
- :mod:`.simulate_figures`: :func:`summarize`, :func:`wilson_interval`, :func:`percentile`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..lazy import lazy_names
from .registry import DEFAULT_LIMIT, Ending, RuleSet, rule_set_of
from .simulate_figures import Z_95, percentile, summarize, wilson_interval
from .simulate_game import (
    DEFAULT_CAP, END_CAP, FLOW_NAMES, FLOW_REASONS, MIXED, GameResult, Run, SimulationCancelled, SimulationError,
    game_seed, money_flows, parse_strengths, play_game, play_session, seat_strengths,
)
from .simulate_pool import (
    BATCHES_PER_JOB, GAMES_PER_COLLECTION, WorkerPool, _Batch, _game_for, _run_batch, _worker_start, batch_sizes,
    start_method,
)

if TYPE_CHECKING:
    from .kernel.rule_set import Board

#: The rule sets' own names this module once imported, for older callers
#: (``simulate.TRADITIONAL``...): each is read from its rule set's module when first asked
#: for (``__getattr__``, :mod:`core.lazy`), so that a simulation imports only the rule set it plays.
_HOMES: dict[str, str] = {
    "UBUILD": "ubuild_desktop.core.engine.ubuild.rule_set", "UBUILD_FLOWS": "ubuild_desktop.core.engine.ubuild.rule_set",
    "TRADITIONAL": "ubuild_desktop.core.engine.traditional.rule_set",
    "TRADITIONAL_FLOWS": "ubuild_desktop.core.engine.traditional.rule_set",
    "TRADITIONAL_ROUND_LIMIT": "ubuild_desktop.core.engine.traditional.rule_set",
}


__getattr__ = lazy_names(__name__, _HOMES)


def simulate(track: Board, players: int, strengths: Sequence[str] | None = None, games: int = 100,
             seed: int = 0, jobs: int = 1, cap: int = DEFAULT_CAP,
             round_limit: int | None | str = DEFAULT_LIMIT,
             progress: Callable[[int], None] | None = None,
             should_stop: Callable[[], bool] | None = None, fair_start: tuple[int, ...] = (),
             fair_gifts: tuple[str, ...] = (), pool: WorkerPool | None = None) -> Run:
    """Play ``games`` games on a U-Build track or a traditional square board (the rule set
    is :func:`rule_set_of` it); ``strengths``: the computer players' (the rule set's
    default if None); ``jobs`` > 1 spreads them over processes (same results); ``pool``:
    a :class:`WorkerPool` to play them on (a warm one: no process starts; then every game
    is played there, and ``jobs`` is the pool's).

    ``round_limit``: ``"default"`` (the preset's), a number of rounds, or None (no limit:
    for experiments only, a stalled game then runs to the safety cap). ``progress(done)``
    is called with the number of games finished: after each game in one process, after
    each batch of games with several. ``should_stop()`` is polled at the same moments
    (but not after the last: a run that has played every game is done); when it returns
    True the run stops (with several processes the batches not started are cancelled and
    the games in flight finish, unread) and :class:`SimulationCancelled` is raised.
    ``fair_start``: every game plays the Fair start house rule with these amounts (one
    per place in the turn order), ``fair_gifts`` with these gifts (a district or property
    id per place, "" for none).
    """
    rules = rule_set_of(track)
    spec = tuple(strengths) if strengths is not None else (rules.default_strength,)
    if spec != (MIXED,):
        parse_strengths(",".join(spec), rules)
    text = rules.dump_board(track)
    fair, gifts = tuple(fair_start), tuple(fair_gifts) if any(fair_gifts) else ()
    _game_for(text, players, round_limit, rules, fair, gifts)  # raises GameSetupError early, in this process
    run = Run(track, players, spec, seed, cap, pool.jobs if pool is not None else max(1, jobs), round_limit,
              fair_start=fair, fair_gifts=gifts)

    def batch(indices: Sequence[int]) -> _Batch:
        return _Batch(rules.name, type(rules).__module__, text, players, spec, seed, tuple(indices), cap, round_limit,
                      fair, gifts)

    start = time.perf_counter()
    if pool is None and (run.jobs == 1 or games <= 1):
        run.results = _run_batch(batch(range(games)), progress, should_stop)
    else:
        batches = []
        lo = 0
        for size in batch_sizes(games, run.jobs):
            batches.append(batch(range(lo, lo + size)))
            lo += size
        workers = pool if pool is not None else WorkerPool(run.jobs)
        try:
            run.results = workers.run(batches, games, progress, should_stop)
        finally:
            if pool is None:
                workers.shutdown()
        run.results.sort(key=lambda r: r.index)
    run.seconds = time.perf_counter() - start
    return run


__all__ = [
    "BATCHES_PER_JOB", "DEFAULT_CAP", "END_CAP", "FLOW_NAMES", "FLOW_REASONS", "GAMES_PER_COLLECTION", "MIXED",
    "TRADITIONAL_FLOWS", "UBUILD_FLOWS", "TRADITIONAL", "TRADITIONAL_ROUND_LIMIT", "UBUILD", "GameResult",
    "DEFAULT_LIMIT", "Ending", "RuleSet", "Run", "rule_set_of", "SimulationCancelled", "SimulationError", "Z_95",
    "batch_sizes", "game_seed", "money_flows", "parse_strengths", "percentile", "play_game", "seat_strengths",
    "play_session", "simulate", "start_method", "summarize", "wilson_interval", "WorkerPool",
    "_Batch", "_game_for", "_run_batch", "_worker_start",
]
