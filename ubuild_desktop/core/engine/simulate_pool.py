"""The worker processes of a simulation: batches of games handed out, played, sent back.

Part of the headless simulation (:mod:`.simulate`). A run with several processes cuts its
games into batches (:func:`batch_sizes`: many of a size, then ever smaller ones, so that
the workers finish together) and plays them on a :class:`WorkerPool`: a worker receives a
:class:`_Batch` (the board as text, the seats, the seed and the games' numbers), makes the
game once (:func:`_game_for`) and plays its games with :func:`.simulate_game.play_game`
(:func:`_run_batch`, which one process uses too: one code path). A pool is made for a run
(``ubuild simulate``, ``ubuild analyze``: forked from the command's process, in
milliseconds) or kept warm between runs (the editor's Balance panel: forked from a fork
server that imported the engine once). The stop flag and the games-playing counts are
the workers' shared state, module globals of each worker process set by its
initializer (:func:`_worker_start`).

**Cancelling**: the pool's stop flag asks every worker to stop after its game in flight;
the batches not started are cancelled, and :meth:`WorkerPool.run` returns only once no
worker plays a game of that run (:meth:`WorkerPool.playing` is then 0).
"""

from __future__ import annotations

import gc
import math
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass
from importlib import import_module
from multiprocessing import get_context
from multiprocessing.connection import wait as wait_for
from typing import Any

from .._gc import gc_paused
from .registry import DEFAULT_LIMIT, RuleSet, default_rule_set, rule_set as rule_set_named
from .simulate_game import GameResult, SimulationCancelled, game_seed, play_game, seat_strengths

# Batches per worker process in a run with several: small enough that the progress moves
# often, large enough that sending them costs nothing. The run's last games go in ever
# smaller batches (:func:`batch_sizes`), so that the workers finish together.
BATCHES_PER_JOB = 16
# Games played between two collections of the cyclic garbage collector (:func:`_run_batch`).
GAMES_PER_COLLECTION = 64


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
    global _FROZEN
    game = _game_for(batch.track_text, batch.players, batch.round_limit, rules, batch.fair_start, batch.fair_gifts)
    if _WORKER_STOP is not None and _FROZEN is not game:
        # In a worker, what lives now (the program, the game and its tables) lives as long
        # as the process: out of the collector's sight, the collections after each game
        # scan only that game's leftovers (about 5% of a batch's instructions, measured
        # with callgrind on Pro). Collected first: a warm worker's leftovers of earlier
        # runs are garbage, not to be kept for good. Once per game made, not per batch.
        gc.collect()
        gc.freeze()
        _FROZEN = game
    results: list[GameResult] = []
    indices = batch.indices
    for start in range(0, len(indices), GAMES_PER_COLLECTION):
        # The collector paused over GAMES_PER_COLLECTION games, not one: the collection
        # that follows a pause scans every young object alive, and a rule set's players
        # may keep the last game's history alive after it (the traditional good player's
        # board memo holds its 5,000-18,000 actions and events): collected after every
        # game, that was 6% of a traditional game's instructions (callgrind), for nothing
        # (no game leaves garbage in cycles: the collections found none).
        with gc_paused():
            for i in indices[start:start + GAMES_PER_COLLECTION]:
                _count(0)
                try:
                    results.append(play_game(game, seat_strengths(batch.strengths, batch.players, i, rules),
                                             game_seed(batch.seed, i), i, batch.cap, rules=rules))
                finally:
                    _count(1)
                if progress is not None:
                    progress(len(results))
                if len(results) == len(indices):
                    break  # a stop asked after the last game changes nothing
                if (should_stop is not None and should_stop()) or (_WORKER_STOP is not None and _WORKER_STOP.is_set()):
                    raise SimulationCancelled(f"cancelled after {len(results)} of {len(indices)} games")
    return results


# In a worker process of a run with several: the run's stop flag (a multiprocessing Event).
_WORKER_STOP: Any = None
# In a worker process: the game last put out of the collector's sight (:func:`_run_batch`).
_FROZEN: Any = None


# In a worker process of a :class:`WorkerPool`: the pool's counts of games begun and
# games ended, over all its workers (a shared array; None elsewhere).
_WORKER_COUNTS: Any = None


def _count(which: int) -> None:
    """Count a game begun (0) or ended (1) in the pool's shared counts, in a worker."""
    counts = _WORKER_COUNTS
    if counts is not None:
        with counts.get_lock():
            counts[which] += 1


def _worker_start(stop: Any, counts: Any = None) -> None:
    """Each worker process's initializer: keep the run's stop flag (and the pool's counts
    of games), and end with the process that started it (:func:`_die_with_parent`)."""
    global _WORKER_STOP, _WORKER_COUNTS
    _WORKER_STOP = stop
    _WORKER_COUNTS = counts
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



def batch_sizes(games: int, jobs: int) -> list[int]:
    """The sizes of a run's batches, in the order the workers take them: about
    :data:`BATCHES_PER_JOB` a worker, then, once less than twice that is left, never more
    than half a worker's share of the games left, down to one game. So the workers finish
    together: when one takes the last batch, each of the others has at most about as
    many games left to play (a fixed size left one worker playing a whole batch alone at
    the end, about 40 ms on 2 cores for 1,000 Pro games, 55 ms for 500 traditional)."""
    base = max(1, math.ceil(games / (max(1, jobs) * BATCHES_PER_JOB)))
    sizes: list[int] = []
    left = games
    while left > 0:
        size = min(base, max(1, left // (2 * max(1, jobs))))
        sizes.append(size)
        left -= size
    return sizes


def start_method() -> str:
    """How worker processes start: ``fork`` where this process can fork safely (Linux, one
    thread, no Qt loaded: the command line), so that a worker starts in milliseconds with
    the engine and the game already loaded; otherwise ``forkserver`` where there is one (a
    window's process, with Qt's threads, on Linux or macOS): one fresh interpreter imports
    the engine once (about 0.2 CPU s) and every worker forks from it in milliseconds; else
    ``spawn`` (Windows), where each worker starts a fresh interpreter and imports the
    engine, about 0.24 CPU s apiece (issue 26: the editor keeps a warm :class:`WorkerPool`)."""
    safe = (sys.platform.startswith("linux") and threading.active_count() == 1
            and not any(name.startswith("PySide6") for name in sys.modules))
    if safe:
        return "fork"
    if getattr(sys, "frozen", False):  # the bundle's workers start through freeze_support: spawn
        return "spawn"
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


def _warm_up(modules: Sequence[str]) -> None:
    """A worker's first task in a :class:`WorkerPool`: import the engine (and the rule
    sets' modules) before any game is asked of it (nothing to do where they were
    imported before the worker started: fork, a preloaded fork server)."""
    for module in modules:
        import_module(module)


def _each_as_done(futures: Sequence[Future[Any]]) -> Iterator[Future[Any]]:
    """Each of ``futures`` as it is done: played, failed or cancelled.

    Not ``concurrent.futures.as_completed`` or ``wait``: they count a cancelled future done
    only once its executor has noticed the cancel, and an executor shut down meanwhile (the
    Balance panel replaces its pool when its process count changes; the shutdown cancels
    the batches not started) never notices, so a run on it waited for ever: closing the
    editor hung in CI (stop 33), and a run whose pool was replaced before a worker took its
    first batch waited with the workers idle. ``Future.done`` is true at once."""
    pending = set(futures)
    while pending:
        wait_futures(pending, timeout=0.05, return_when=FIRST_COMPLETED)
        done = [future for future in futures if future in pending and future.done()]
        pending.difference_update(done)
        yield from done


class WorkerPool:
    """``jobs`` worker processes that play batches of games, kept between runs when the
    caller keeps the pool (the editor's Balance panel: a warm pool answers an edit without
    starting processes; issue 26). :func:`simulate` makes one for a run when it is given
    none. The workers end with the process that made them (:func:`_die_with_parent`).

    :meth:`run` plays batches to the end or to a cancel: then the stop flag asks every
    worker to stop after its game, the batches not started are cancelled, the run waits for
    the games in flight and the pool is ready for the next run."""

    def __init__(self, jobs: int, method: str | None = None, preload: Sequence[str] = ()) -> None:
        self.jobs = max(1, jobs)
        self.method = method or start_method()
        # What every worker imports before its first game: this module (the engine) and
        # ``preload`` (the rule sets' modules, when they are not imported with it).
        self.modules = tuple(dict.fromkeys((__name__, *preload)))
        context = get_context(self.method)
        if self.method == "forkserver":
            # Imported once, by the fork server, before it forks the workers (the server
            # is this process's, started at the first pool that uses it: its first
            # preload holds). Instead of the default, ``__main__``: a window's main
            # module would bring its Qt imports into every worker.
            context.set_forkserver_preload(list(self.modules))
        self._stop = context.Event()  # set on a cancel or an error: every worker stops after its game
        self._counts = context.Array("q", 2)  # games begun, games ended, by every worker (:meth:`playing`)
        self._executor = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context, initializer=_worker_start,
                                             initargs=(self._stop, self._counts))
        self._lock = threading.Lock()  # one run at a time
        self._warmed = False
        if self.method == "fork":
            # The workers fork now (all at the first task), from this process's objects
            # out of the collector's sight: a worker's first collection (:func:`_run_batch`)
            # then scans only what it made itself, and touches (copies) none of the
            # pages it shares with this process.
            gc.freeze()
            try:
                self.warm()
            finally:
                gc.unfreeze()

    def warm(self) -> None:
        """Start every worker now and have it import the engine (without waiting for it;
        once: a pool already warmed does nothing)."""
        if self._warmed:
            return
        self._warmed = True
        for _ in range(self.jobs):
            self._executor.submit(_warm_up, self.modules)

    def run(self, batches: Sequence[_Batch], games: int, progress: Callable[[int], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> list[GameResult]:
        """Play ``batches`` (``games`` games in all) on the workers; results in any order."""
        results: list[GameResult] = []
        with self._lock:
            self._stop.clear()  # a cancel that came after the last run ended
            futures = [self._executor.submit(_run_batch, batch) for batch in batches]
            finished = False
            try:
                for done in _each_as_done(futures):
                    if done.cancelled():  # by the pool's shutdown under this run: its batches will never play
                        raise SimulationCancelled(f"cancelled after {len(results)} of {games} games: the workers ended")
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
                    for _done in _each_as_done(futures):  # at most one game per worker, then each stops
                        pass
                    self._stop.clear()
        return results

    @property
    def executor(self) -> ProcessPoolExecutor:
        """The workers' executor, for callers that hand out tasks of their own (the track
        generator's: ``core/generate/workers.py``); its tasks see the pool's stop flag."""
        return self._executor

    @property
    def stop_flag(self) -> Any:
        """The workers' shared stop flag (set: every worker stops after its game in flight)."""
        return self._stop

    def playing(self) -> int:
        """How many games the workers are playing now (0 once :meth:`run` returned, even
        from a cancel: no worker plays on for a run nobody reads)."""
        with self._counts.get_lock():
            return int(self._counts[0] - self._counts[1])

    def played(self) -> int:
        """How many games the workers have played to their end since the pool started."""
        with self._counts.get_lock():
            return int(self._counts[1])

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
