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

**Why over 600 lines**: a run's pieces share one worker-side state (the batch runner reads
the stop flag the pool's initializer sets, a module global of the worker process), so the
games, the batches and the pool stay together; the figures (:func:`summarize`,
:func:`wilson_interval`, :func:`percentile`, about 150 lines) could move to a module of
their own, which would change the imports of every caller (a job left for the simulate
pipeline's owner).
"""

from __future__ import annotations

import gc
import hashlib
from importlib import import_module
import math
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass, field
from multiprocessing import get_context
from multiprocessing.connection import wait as wait_for
from typing import TYPE_CHECKING, Any

from .._gc import gc_paused
from ..i18n import QT_TRANSLATE_NOOP
from ._native import native_build_status
from .kernel.actions import IllegalActionError
from .kernel.autoplay import PlayedOut, play_out
from .kernel.event_kinds import PaymentReason
from .kernel.events import Transaction
from .kernel.phases import END_ACTION_LIMIT, END_BANKRUPTCY, END_ROUND_LIMIT
from .registry import DEFAULT_LIMIT, Ending, RuleSet, default_rule_set, rule_set as rule_set_named, rule_set_names, rule_set_of

if TYPE_CHECKING:
    from ..square.board import SquareBoard
    from ..track import Track

#: The rule sets' own names this module once imported, for older callers
#: (``simulate.TRADITIONAL``...): each is read from its rule set's module when first asked
#: for (:func:`__getattr__`), so that a simulation imports only the rule set it plays.
_RULE_SET_NAMES: dict[str, str] = {
    "UBUILD": "ubuild_desktop.core.engine.ubuild.rule_set", "UBUILD_FLOWS": "ubuild_desktop.core.engine.ubuild.rule_set",
    "TRADITIONAL": "ubuild_desktop.core.engine.traditional.rule_set",
    "TRADITIONAL_FLOWS": "ubuild_desktop.core.engine.traditional.rule_set",
    "TRADITIONAL_ROUND_LIMIT": "ubuild_desktop.core.engine.traditional.rule_set",
}


def __getattr__(name: str) -> Any:
    home = _RULE_SET_NAMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(home), name)


def _is_default(rules: RuleSet) -> bool:
    """Whether ``rules`` is the default rule set (U-Build's), importing no other."""
    return rules.name == rule_set_names()[0]

# Player-turns. Far above what the round limit allows (Pro: 180 rounds x 6 players, plus
# the extra turns of doubles, is about 1,300), so it can only trigger on an engine bug.
DEFAULT_CAP = 3_000
# Batches per worker process in a run with several: small enough that the workers finish
# together (the last batch is a worker's tail), large enough that sending them costs nothing.
BATCHES_PER_JOB = 16
END_CAP = "cap"
MIXED = "mixed"


class SimulationError(ValueError):
    """A simulation cannot run (bad strengths, a computer player's illegal action...).

    ``template`` (marked for translation, context ``Command``) and ``params`` give the
    message in the user's language (``str(exc)`` is the English)."""

    def __init__(self, template: str, **params: Any) -> None:
        super().__init__(template.format(**params))
        self.template = template
        self.params = params


class SimulationCancelled(Exception):
    """``should_stop()`` returned True: :func:`simulate` stopped before playing every game."""


#: The order of ``GameResult.flows``: every reason money moves, in every rule set.
FLOW_REASONS: tuple[PaymentReason, ...] = tuple(PaymentReason)

#: The name of each reason in ``summarize(run)["results"]["money_flows"]`` (a rule set's
#: summary lists its own reasons: :attr:`RuleSet.flows`).
FLOW_NAMES: dict[PaymentReason, str] = {
    PaymentReason.RENT: "rent",
    PaymentReason.BRIDGE_TOLL: "tolls",
    PaymentReason.SALARY: "salaries",
    PaymentReason.HAZARD_MOVE: "hazard_moves",
    PaymentReason.JAIL_FINE: "jail_fines",
    PaymentReason.CHANCE: "chance",
    PaymentReason.CHANCE_PER_BLOCK: "chance_per_block",
    PaymentReason.CHANCE_PER_DISTRICT: "chance_per_district",
    PaymentReason.BOUGHT: "purchases",
    PaymentReason.AUCTION: "auctions",
    PaymentReason.BLOCKS: "blocks",
    PaymentReason.SKYSCRAPER: "skyscrapers",
    PaymentReason.STADIUM: "stadiums",
    PaymentReason.TOWER: "towers",
    PaymentReason.MORTGAGE: "mortgages",
    PaymentReason.MORTGAGE_REPAID: "mortgages_repaid",
    PaymentReason.DEAL: "deals",
    PaymentReason.BANKRUPTCY: "bankruptcy",
    PaymentReason.TAX: "taxes",
    PaymentReason.COMMUNITY_CHEST: "community_chest",
    PaymentReason.REPAIRS: "repairs",
    PaymentReason.FREE_PARKING: "free_parking",
    PaymentReason.HOUSES: "houses",
    PaymentReason.BUILDING_SALE: "building_sales",
    PaymentReason.MORTGAGE_INTEREST: "mortgage_interest",
    PaymentReason.FAIR_START: "fair_start",
    PaymentReason.TITLE_TO_BANK: "titles_to_bank",
}


# 1.96: the normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of one simulated game."""

    index: int
    seed: int
    strengths: tuple[str, ...]
    turns: int  # player-turns
    rolls: int
    actions: int
    bankrupt: int  # seat, or -1 when the game ended at the round limit (or the cap)
    capped: bool
    winners: tuple[int, ...]  # seats ranked first (ties share)
    landings: tuple[int, ...]  # per space
    deals_proposed: int
    deals_accepted: int
    end_reason: str = ""  # what the bankrupt player could not pay ("rent for X", "bridge toll"...)
    ended_by: str = END_BANKRUPTCY  # END_BANKRUPTCY, END_ROUND_LIMIT or END_CAP
    rounds: int = 0  # completed rounds
    first_player: int = 0  # the seat that won the roll-off and took the first turn
    flows: tuple[int, ...] = ()  # money moved per reason ($k), in FLOW_REASONS order


# ------------------------------------------------------------------ seeds and seats


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run with seed ``seed`` (independent of processes)."""
    digest = hashlib.blake2b(f"ubuild-sim:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def parse_strengths(spec: str, rules: RuleSet | None = None) -> tuple[str, ...]:
    """``"good"``, ``"mixed"`` or a comma list such as ``"simple,good"``, checked against
    the strengths ``rules`` offers (the default rule set's if None)."""
    rules = rules if rules is not None else default_rule_set()
    items = tuple(x.strip() for x in spec.split(",") if x.strip())
    if items == (MIXED,):
        return items
    if not items:
        raise SimulationError(QT_TRANSLATE_NOOP("Command", "no strength given"))
    if MIXED in items:
        raise SimulationError(QT_TRANSLATE_NOOP("Command", "{mixed} stands alone: it cannot be part of a comma list"),
                              mixed=MIXED)
    for item in items:
        if item in rules.strengths:
            continue
        if _is_default(rules):  # the default rule set; any other is named
            raise SimulationError(
                QT_TRANSLATE_NOOP("Command", "unknown strength {strength} (choose from {strengths}, {mixed} or a comma list)"),
                strength=repr(item), strengths=", ".join(rules.strengths), mixed=MIXED)
        raise SimulationError(
            QT_TRANSLATE_NOOP("Command", "the {rules} rules have no {strength} computer player (choose from {strengths})"),
            rules=rules.name, strength=repr(item), strengths=", ".join(rules.strengths))
    return items


def seat_strengths(spec: Sequence[str], players: int, index: int, rules: RuleSet | None = None) -> tuple[str, ...]:
    """Strength of each seat in game ``index``.

    A list is repeated over the seats. ``mixed`` alternates the strengths of ``rules`` (the
    default rule set's if None) and rotates them by one seat each game, so every strength
    plays every seat equally often.
    """
    if tuple(spec) == (MIXED,):
        rules = rules if rules is not None else default_rule_set()
        return tuple(rules.strengths[(s + index) % len(rules.strengths)] for s in range(players))
    return tuple(spec[s % len(spec)] for s in range(players))


# ------------------------------------------------------------------ one game


def play_game(game: Any, strengths: Sequence[str], seed: int, index: int = 0,
              cap: int = DEFAULT_CAP, check: bool = False, rules: RuleSet | None = None) -> GameResult:
    """Play one all-computer game to its end (or to ``cap`` player-turns); ``rules``: the
    game's rule set (:func:`rule_set_of` it if None).

    With ``check`` every player action is checked with ``state.is_legal`` first and an
    illegal one raises :class:`SimulationError` (``apply`` checks it anyway).

    The cyclic garbage collector is paused during the game: a game is a stream of small
    objects (actions, events, transactions) almost none of which form cycles, and the
    collector rescanning the growing history cost about an eighth of the time. The few
    cycles a game leaves are collected after it, as usual.
    """
    with gc_paused():
        return _play_game(game, strengths, seed, index, cap, check, rules if rules is not None else rule_set_of(game))


def _play_game(game: Any, strengths: Sequence[str], seed: int, index: int,
               cap: int, check: bool, rules: RuleSet) -> GameResult:
    session, played = play_session(game, strengths, seed, cap, check, rules)
    state = session.state
    landings, accepted = played.landings, played.deals_accepted
    turns, actions, proposed, capped = played.turns, played.actions, played.deals_proposed, played.capped
    end = rules.ending(game, state)
    return GameResult(
        index=index, seed=seed, strengths=tuple(strengths), turns=turns, rolls=end.rolls,
        actions=actions, bankrupt=end.bankrupt if not capped else -1, capped=capped,
        winners=end.winners, landings=tuple(landings), deals_proposed=proposed, deals_accepted=accepted,
        end_reason="" if capped else end.end_reason,
        ended_by=END_CAP if capped else state.end_reason, rounds=end.rounds, first_player=end.first_player,
        flows=money_flows(state.transactions),
    )


def money_flows(transactions: Sequence[Transaction]) -> tuple[int, ...]:
    """The money moved per reason ($k), in :data:`FLOW_REASONS` order."""
    totals = dict.fromkeys(FLOW_REASONS, 0)
    for t in transactions:
        totals[t.reason] += t.amount
    return tuple(totals[reason] for reason in FLOW_REASONS)


def play_session(game: Any, strengths: Sequence[str], seed: int, cap: int = DEFAULT_CAP,
                 check: bool = False, rules: RuleSet | None = None) -> tuple[Any, PlayedOut]:
    """Play one all-computer game in a new session: (the session at the end, what
    ``play_out`` counted). :func:`play_game` reads its result from them."""
    rules = rules if rules is not None else rule_set_of(game)
    players_count = rules.num_players(game)
    if len(strengths) != players_count:
        raise SimulationError(QT_TRANSLATE_NOOP("Command", "{strengths} strengths for {players} players"),
                              strengths=len(strengths), players=players_count)
    session = rules.session(game, seed)
    players = [rules.computer(s, (seed * 31 + 7 * seat + 1) & 0x7FFF_FFFF_FFFF) for seat, s in enumerate(strengths)]
    try:
        return session, play_out(session, players, cap, check)
    except IllegalActionError as exc:
        raise SimulationError("{error}", error=str(exc)) from exc


# ------------------------------------------------------------------ many games


@dataclass(frozen=True, slots=True)
class _Batch:
    rule_set: str
    rule_set_module: str  # where the rule set registers itself (a worker process imports it first)
    track_text: str
    players: int
    strengths: tuple[str, ...]
    seed: int
    indices: tuple[int, ...]
    cap: int
    round_limit: int | None | str = "default"
    fair_start: tuple[int, ...] = ()  # the Fair start house rule's amounts, if the games play it
    fair_gifts: tuple[str, ...] = ()  # its gifts (a district or property id per place, "" for none)


_GAME_CACHE: dict[tuple[str, str, int, int | None | str, tuple[int, ...], tuple[str, ...]], Any] = {}


def _game_for(track_text: str, players: int, round_limit: int | None | str = DEFAULT_LIMIT,
              rules: RuleSet | None = None, fair_start: tuple[int, ...] = (), fair_gifts: tuple[str, ...] = ()) -> Any:
    rules = rules if rules is not None else default_rule_set()
    key = (rules.name, track_text, players, round_limit, fair_start, fair_gifts)
    game = _GAME_CACHE.get(key)
    if game is None:
        # Gifts only when there are some: a rule set without them keeps make_game's older shape.
        game = (rules.make_game(track_text, players, round_limit, fair_start, fair_gifts) if fair_gifts
                else rules.make_game(track_text, players, round_limit, fair_start))
        _GAME_CACHE.clear()
        _GAME_CACHE[key] = game
    return game


def _run_batch(batch: _Batch, progress: Callable[[int], None] | None = None,
               should_stop: Callable[[], bool] | None = None) -> list[GameResult]:
    """Top-level (spawn-safe) worker: play the games of one batch (``progress(done)``
    after each, when given; :class:`SimulationCancelled` as soon as ``should_stop()``
    says so after a game)."""
    import_module(batch.rule_set_module)  # registers the rule set in a new worker process
    rules = rule_set_named(batch.rule_set)
    game = _game_for(batch.track_text, batch.players, batch.round_limit, rules, batch.fair_start, batch.fair_gifts)
    if _WORKER_STOP is not None:
        # In a worker, what lives now (the program, the game and its tables) lives as long
        # as the process: out of the collector's sight, the collections after each game
        # scan only that game's leftovers (about 5% of a batch's instructions, measured
        # with callgrind on Pro). Collected first: a warm worker's leftovers of earlier
        # runs are garbage, not to be kept for good.
        gc.collect()
        gc.freeze()
    results: list[GameResult] = []
    for i in batch.indices:
        results.append(play_game(game, seat_strengths(batch.strengths, batch.players, i, rules),
                                 game_seed(batch.seed, i), i, batch.cap, rules=rules))
        if progress is not None:
            progress(len(results))
        if len(results) == len(batch.indices):
            break  # a stop asked after the last game changes nothing
        if (should_stop is not None and should_stop()) or (_WORKER_STOP is not None and _WORKER_STOP.is_set()):
            raise SimulationCancelled(f"cancelled after {len(results)} of {len(batch.indices)} games")
    return results


# In a worker process of a run with several: the run's stop flag (a multiprocessing Event).
_WORKER_STOP: Any = None


def _worker_start(stop: Any) -> None:
    """Each worker process's initializer: keep the run's stop flag, and end with the
    process that started it (:func:`_die_with_parent`)."""
    global _WORKER_STOP
    _WORKER_STOP = stop
    _die_with_parent()


def _die_with_parent() -> None:
    """End this worker as soon as its parent process ends, however it ended (a signal, a
    kill, a crash), so that no worker is left playing games nobody will read: a thread
    waits on the parent's sentinel and leaves at once. (A parent that stops a run on
    purpose sets the stop flag instead, and the worker finishes its game.)"""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        wait_for([sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="ubuild-parent-watch", daemon=True).start()


@dataclass
class Run:
    """The games of one simulation with the time they took (``track``: a U-Build
    ``Track`` or a traditional ``SquareBoard``, see :attr:`rules`)."""

    track: Track | SquareBoard
    players: int
    strengths: tuple[str, ...]
    seed: int
    cap: int
    jobs: int
    round_limit: int | None | str = DEFAULT_LIMIT
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0
    fair_start: tuple[int, ...] = ()  # the Fair start house rule the games played, if any
    fair_gifts: tuple[str, ...] = ()  # and its gifts

    @property
    def rules(self) -> RuleSet:
        return rule_set_of(self.track)


def start_method() -> str:
    """How worker processes start: ``fork`` where this process can fork safely (Linux, one
    thread, no Qt loaded: the command line), so that a worker starts in milliseconds with
    the engine and the game already loaded; otherwise ``spawn`` (a window's process, with
    Qt's threads; macOS; Windows), where a worker starts a fresh interpreter and imports
    the engine, about 0.2-0.5 s (issue 26: the editor keeps a warm :class:`WorkerPool`)."""
    safe = (sys.platform.startswith("linux") and threading.active_count() == 1
            and not any(name.startswith("PySide6") for name in sys.modules))
    return "fork" if safe else "spawn"


def _warm_up(module: str, rule_sets: tuple[str, ...] = ()) -> None:
    """A worker's first task in a :class:`WorkerPool`: import the engine and the rule sets
    named (the registry imports each only when asked) before any game is asked of it."""
    import_module(module)
    for name in rule_sets:
        rule_set_named(name)


class WorkerPool:
    """``jobs`` worker processes that play batches of games, kept between runs when the
    caller keeps the pool (the editor's Balance panel: a warm pool answers an edit without
    starting processes; issue 26). :func:`simulate` makes one for a run when it is given
    none. The workers end with the process that made them (:func:`_die_with_parent`).

    :meth:`run` plays batches to the end or to a cancel: then the stop flag asks every
    worker to stop after its game, the batches not started are cancelled, the run waits for
    the games in flight and the pool is ready for the next run."""

    def __init__(self, jobs: int, method: str | None = None) -> None:
        self.jobs = max(1, jobs)
        self.method = method or start_method()
        context = get_context(self.method)
        self._stop = context.Event()  # set on a cancel or an error: every worker stops after its game
        self._executor = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context, initializer=_worker_start,
                                             initargs=(self._stop,))
        self._lock = threading.Lock()  # one run at a time

    def warm(self, rule_sets: Sequence[str] | None = None) -> None:
        """Start every worker now and have it import the engine and the rule sets named
        (every one if None; the one a window shows is enough) without waiting for it."""
        names = tuple(rule_set_names() if rule_sets is None else rule_sets)
        for _ in range(self.jobs):
            self._executor.submit(_warm_up, __name__, names)

    def run(self, batches: Sequence[_Batch], games: int, progress: Callable[[int], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> list[GameResult]:
        """Play ``batches`` (``games`` games in all) on the workers; results in any order."""
        results: list[GameResult] = []
        with self._lock:
            self._stop.clear()  # a cancel that came after the last run ended
            futures = [self._executor.submit(_run_batch, batch) for batch in batches]
            finished = False
            try:
                for done in as_completed(futures):
                    results.extend(done.result())
                    if progress is not None:
                        progress(len(results))
                    if len(results) < games and should_stop is not None and should_stop():
                        raise SimulationCancelled(f"cancelled after {len(results)} of {games} games")
                finished = True
            finally:
                if not finished:
                    self._stop.set()
                    for future in futures:
                        future.cancel()
                    wait_futures(futures)  # at most one game per worker, then each stops
                    self._stop.clear()
        return results

    def processes(self) -> tuple[int, ...]:
        """The process ids of the workers started so far (sorted)."""
        return tuple(sorted(self._executor._processes or ()))

    def cancel(self) -> None:
        """Stop the run in flight now: every worker stops after its game (its batch raises
        :class:`SimulationCancelled`, and so does :meth:`run`)."""
        self._stop.set()

    def shutdown(self, wait: bool = True) -> None:
        """End the workers (after their games in flight: the stop flag asks them to stop)."""
        self._stop.set()
        self._executor.shutdown(wait=wait, cancel_futures=True)


def simulate(track: Track | SquareBoard, players: int, strengths: Sequence[str] | None = None, games: int = 100,
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
        # Small batches (about BATCHES_PER_JOB a worker) keep every worker busy to the end.
        size = max(1, math.ceil(games / (run.jobs * BATCHES_PER_JOB)))
        batches = [batch(range(lo, min(games, lo + size))) for lo in range(0, games, size)]
        workers = pool if pool is not None else WorkerPool(run.jobs)
        try:
            run.results = workers.run(batches, games, progress, should_stop)
        finally:
            if pool is None:
                workers.shutdown()
        run.results.sort(key=lambda r: r.index)
    run.seconds = time.perf_counter() - start
    return run


# ------------------------------------------------------------------ figures


def wilson_interval(successes: float, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default): (low, high) in [0, 1].

    ``successes`` may be fractional (a shared win counts 1/k for each of k winners).
    With no trials it is (0, 1): nothing is known.
    """
    if n <= 0:
        return (0.0, 1.0)
    p = min(1.0, max(0.0, successes / n))
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by linear interpolation."""
    data = sorted(values)
    if not data:
        return 0.0
    pos = (len(data) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def summarize(run: Run, seconds_per_turn: float = 30.0) -> dict[str, Any]:
    """The figures of a run as a JSON-ready dict (``timing`` is the only part that varies)."""
    results = run.results
    rules = run.rules
    game = _game_for(rules.dump_board(run.track), run.players, run.round_limit, rules, run.fair_start, run.fair_gifts)
    n = len(results)
    turns = [r.turns for r in results]
    rolls = sum(r.rolls for r in results)
    wins = [0.0] * run.players
    order_wins = [0.0] * run.players  # by place in the turn order (0: the roll-off's winner)
    strength_wins: dict[str, float] = {}
    strength_seats: dict[str, int] = {}
    for r in results:
        for seat, s in enumerate(r.strengths):
            strength_seats[s] = strength_seats.get(s, 0) + 1
        if r.winners:
            share = 1.0 / len(r.winners)
            for seat in r.winners:
                wins[seat] += share
                order_wins[(seat - r.first_player) % run.players] += share
                s = r.strengths[seat]
                strength_wins[s] = strength_wins.get(s, 0.0) + share
    spaces = rules.spaces(game)
    landings = [sum(r.landings[s] for r in results) for s in range(len(spaces))]
    total_landings = sum(landings) or 1
    median = percentile(turns, 0.5)
    per_strength = {
        s: {"seats": strength_seats[s], "wins": round(strength_wins.get(s, 0.0), 3),
            # a strength's win rate per seat it held, so 2 good vs 2 simple compare fairly
            "win_rate_per_seat": round(strength_wins.get(s, 0.0) / strength_seats[s], 4) if strength_seats[s] else 0.0,
            "win_share": round(strength_wins.get(s, 0.0) / n, 4) if n else 0.0}
        for s in sorted(strength_seats)
    }
    capped = [r.seed for r in results if r.capped]
    by_limit = sum(1 for r in results if r.ended_by == END_ROUND_LIMIT)
    by_bankruptcy = sum(1 for r in results if r.ended_by == END_BANKRUPTCY)
    game_limit = rules.round_limit(game)
    box = rules.box_player_turns(game)
    summary: dict[str, Any] = {
        "rule_set": rules.name,  # the registry's name of the rules played (how money is written...)
        **rules.header(run.track, game),
        "players": run.players,
        "strengths": list(run.strengths),
        "games": n,
        "seed": run.seed,
        "cap_turns": run.cap,
        "round_limit": game_limit,
        "results": {
            "turns": {
                "median": median,
                "p10": percentile(turns, 0.1),
                "p90": percentile(turns, 0.9),
                "mean": round(sum(turns) / n, 2) if n else 0.0,
                "min": min(turns, default=0),
                "max": max(turns, default=0),
            },
            "rounds": {
                "median": percentile([r.rounds for r in results], 0.5),
                "p90": percentile([r.rounds for r in results], 0.9),
                "p99": percentile([r.rounds for r in results], 0.99),
                "max": max((r.rounds for r in results), default=0),
                "max_by_bankruptcy": max((r.rounds for r in results if r.ended_by == END_BANKRUPTCY), default=0),
            },
            "minutes_at_30s": round(median * seconds_per_turn / 60, 1),
            # The box's length of a game (the book's player-turns for these rules), to compare.
            # (None when the rules give no length: the traditional game's)
            "box_player_turns": box,
            "box_minutes_at_30s": round(box * seconds_per_turn / 60, 1) if box is not None else None,
            "rolls": rolls,
            "actions": sum(r.actions for r in results),
            "bankruptcy_share": round(by_bankruptcy / n, 4) if n else 0.0,
            "round_limit_share": round(by_limit / n, 4) if n else 0.0,
            "round_limit_games": by_limit,
            "round_limit_seeds": [r.seed for r in results if r.ended_by == END_ROUND_LIMIT],
            "capped_games": len(capped),
            "capped_seeds": capped,
            "win_rate_per_seat": [round(w / n, 4) if n else 0.0 for w in wins],
            "win_ci_per_seat": [[round(lo, 4), round(hi, 4)] for lo, hi in (wilson_interval(w, n) for w in wins)],
            "win_rate_by_turn_order": [round(w / n, 4) if n else 0.0 for w in order_wins],
            # the first player's advantage, with its uncertainty (1: the roll-off's winner)
            "win_ci_by_turn_order": [[round(lo, 4), round(hi, 4)] for lo, hi in (wilson_interval(w, n) for w in order_wins)],
            "win_rate_per_strength": per_strength,
            "deals_proposed": sum(r.deals_proposed for r in results),
            "deals_accepted": sum(r.deals_accepted for r in results),
            # $k per game on average, by why the money moved (every transaction counted once)
            # (U-Build: $k; traditional: whole dollars), the rule set's reasons in its order
            "money_flows": {
                FLOW_NAMES[reason]: round(sum(r.flows[k] for r in results if r.flows) / n, 2) if n else 0.0
                for k, reason in ((FLOW_REASONS.index(reason), reason) for reason in rules.flows)
            },
            "landings": [
                {"space": s, "name": spaces[s][0], "kind": spaces[s][1],
                 "count": landings[s], "share": round(landings[s] / total_landings, 4)}
                for s in range(len(spaces))
            ],
        },
        "timing": {
            "engine": native_build_status(),  # compiled (mypyc) or pure Python, and why
            "jobs": run.jobs,
            "seconds": round(run.seconds, 3),
            "games_per_second": round(n / run.seconds, 2) if run.seconds > 0 else 0.0,
            "rolls_per_second": round(rolls / run.seconds, 1) if run.seconds > 0 else 0.0,
        },
    }
    if not _is_default(rules):
        # The program's action limit (``limits.MAX_GAME_ACTIONS``) ended these games: a
        # loop of the rules or the players, like the cap. (U-Build's summary keeps its fields.)
        stopped = [r.seed for r in results if r.ended_by == END_ACTION_LIMIT]
        summary["results"]["action_limit_games"] = len(stopped)
        summary["results"]["action_limit_seeds"] = stopped
    return summary


__all__ = [
    "DEFAULT_CAP", "FLOW_NAMES", "FLOW_REASONS", "MIXED", "TRADITIONAL_FLOWS", "UBUILD_FLOWS", "TRADITIONAL", "TRADITIONAL_ROUND_LIMIT", "UBUILD", "GameResult",
    "DEFAULT_LIMIT", "Ending",
    "RuleSet", "Run", "rule_set_of", "SimulationCancelled",
    "SimulationError", "game_seed", "money_flows", "parse_strengths", "percentile", "play_game", "seat_strengths",
    "play_session", "simulate", "start_method", "summarize", "wilson_interval", "WorkerPool",
]
