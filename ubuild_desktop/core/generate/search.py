"""The search: an evolutionary search over layouts, exact odds first, simulations for the finalists.

One generation:

1. **Exact steps** (cheap): children of the population (mutations and order
   crossovers, :mod:`.layouts`) are scored by their exact figures (:func:`.scoring.exact_score`:
   groups evenly landed, none starved, and the length the :class:`~.scoring.LengthModel`
   predicts from their money flow); the best of parents and children survive.
2. **Finalists** (short simulations): the best designs not simulated yet play
   :attr:`Request.short_games` games of the engine's good players; their medians teach
   the length model.
3. **Confirmation**, twice: a finalist whose median is within the tolerance plays
   :attr:`Request.games` fresh games (other seeds), then, if that median is inside
   :data:`ACCEPT_SHARE` of the tolerance, twice as many fresh games again: the second
   run, which played no part in choosing the track, must be inside too (the games that
   chose a track flatter it). It is then *accepted* if every group is reachable and none
   starved, and no accepted track has its sequence; its figures are the second run's.

The search stops when :attr:`Request.count` tracks are accepted, or after
:attr:`Request.generations`; the result ranks the accepted tracks by
:func:`.scoring.total` (then, if too few were accepted, the best others, marked outside
the tolerance). Every random choice comes from one ``random.Random(seed)`` and every
simulation's seed from the order of the work, and the workers' answers are read in the
order they were asked: the same request gives the same tracks with any number of jobs.

Work runs on ``jobs`` worker processes (the simulator's spawn-safe workers, which end
with their parent), or in this process with one job. ``progress(done, total, accepted)``
reports the generations; ``should_stop()`` is polled between steps and cancels the
search (:class:`GenerateCancelled`).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Final, TypeVar

from ..engine.ubuild.game import Game
from ..pieces import PieceKind
from ..engine.simulate import SimulationCancelled, _worker_start, simulate, summarize
from ..track import Preset, Track
from .inventory import Inventory, preset_box
from .layouts import Design, Plan, crossover, design_track, mutate, plan_for, random_design
from .scoring import (
    GROUP_SCALE, LENGTH_SCALE, SECONDS_PER_TURN, STARVED_COST, ExactScore, LengthModel, exact_score,
    SeatFairness, seat_fairness, simulated_minutes, total, with_fair_start,
)

__all__ = ["GenerateCancelled", "Request", "Suggestion", "generate", "worker_pool"]

POPULATION: Final = 16
CHILDREN: Final = 24
EXACT_STEPS: Final = 2
FINALISTS: Final = 3
#: The confirmed median must lie inside this share of the tolerance: a margin, so that
#: simulating the track again with other seeds keeps it within the tolerance.
ACCEPT_SHARE: Final = 0.5
STRENGTH: Final = "good"

T = TypeVar("T")


class GenerateCancelled(Exception):
    """The search was asked to stop."""


@dataclass(frozen=True)
class Request:
    """What to generate: ``count`` tracks of ``preset`` from ``box`` (None: the preset's own
    tile set), lasting ``minutes`` (median, at 30 s a turn) within ``tolerance``, for
    ``players``; ``railroads`` True, False or None (either: the search decides)."""

    preset: Preset = Preset.CLASSIC
    minutes: float = 60.0
    box: Inventory | None = None
    railroads: bool | None = None
    seed: int = 0
    count: int = 5
    jobs: int = 1
    players: int = 4
    tolerance: float = 0.10
    short_games: int = 60
    games: int = 200
    generations: int = 12

    def plans(self) -> tuple[Plan, ...]:
        box = self.box if self.box is not None else preset_box(self.preset)
        if self.railroads is None:  # optional: with them too when the box has both
            options: tuple[bool, ...] = (False, True) if box.count(PieceKind.RAILROAD) >= 2 else (False,)
        else:
            options = (self.railroads,)
        return tuple(plan_for(self.preset, box, railroads) for railroads in options)


@dataclass(frozen=True)
class Suggestion:
    """One proposed track: its rank (1 = best), the track, its figures and its score."""

    rank: int
    track: Track
    exact: ExactScore
    minutes: float
    seat_spread: float
    compensated: bool  # the seat spread is after the lab's proposed compensation
    score: float
    within: bool  # the confirmed median is within the tolerance
    summary: dict[str, Any]
    turns: tuple[int, ...]
    fair_start: tuple[int, ...] = ()  # the compensation proposed: what the bank pays each place


@dataclass
class _Candidate:
    plan: int
    design: Design
    exact: ExactScore | None = None
    short: tuple[float, dict[str, Any], tuple[int, ...]] | None = None  # (minutes, summary, turns)
    confirmed: tuple[float, dict[str, Any], tuple[int, ...]] | None = None
    cost: float = 0.0
    track: Track | None = field(default=None, repr=False)


def _played(c: _Candidate) -> tuple[object, ...]:
    """What decides the games on a candidate: its sequence and its shape (not where an open
    track breaks: the railroads' jump is no step)."""
    return (c.plan, c.design.key(), c.design.shape)


# ------------------------------------------------------------------ the workers' tasks


def _exact_task(track_json: str, players: int) -> ExactScore:
    return exact_score(Game.create(Track.model_validate_json(track_json), players), players)


def _fairness_task(track_json: str, summary: dict[str, Any], players: int, seed: int) -> SeatFairness:
    return seat_fairness(Track.model_validate_json(track_json), summary, players, seed)


def _simulate_task(track_json: str, players: int, games: int, seed: int) -> tuple[dict[str, Any], tuple[int, ...]]:
    run = simulate(Track.model_validate_json(track_json), players, (STRENGTH,), games, seed, 1)
    return summarize(run, SECONDS_PER_TURN), tuple(r.turns for r in run.results)


class _InProcess(Executor):
    """One job: the tasks run here, one by one (an ``Executor`` so both paths read alike),
    ``should_stop()`` asked before each (:class:`~..engine.simulate.SimulationCancelled`)."""

    def __init__(self, should_stop: Callable[[], bool] | None = None) -> None:
        self.should_stop = should_stop

    def map(self, fn: Callable[..., T], *iterables: Any, timeout: float | None = None, chunksize: int = 1) -> Any:
        out = []
        for args in zip(*iterables):
            if self.should_stop is not None and self.should_stop():
                raise SimulationCancelled("stopped between tasks")
            out.append(fn(*args))
        return out


# ------------------------------------------------------------------ the search


def generate(request: Request, progress: Callable[[int, int, int], None] | None = None,
             should_stop: Callable[[], bool] | None = None) -> list[Suggestion]:
    """The ranked suggestions for ``request`` (see the module's docstring); raises
    :class:`~.layouts.GenerateError` when the box cannot make the preset, and
    :class:`GenerateCancelled` when ``should_stop()`` says so."""
    plans = request.plans()
    try:
        with worker_pool(request.jobs, should_stop) as (pool, stop):
            return _Search(request, plans, pool, progress, should_stop, stop).run()
    except SimulationCancelled:
        raise GenerateCancelled("the search was cancelled") from None


#: How often (seconds) a pool's watcher asks ``should_stop()`` while the workers play.
WATCH_S: Final = 0.1


@contextmanager
def worker_pool(jobs: int, should_stop: Callable[[], bool] | None = None) -> Iterator[tuple[Executor, Any]]:
    """``jobs`` worker processes (the simulator's spawn-safe workers, which end with their
    parent) and their shared stop flag, or this process and None for one job (which asks
    ``should_stop()`` between tasks). With workers, a watcher thread asks ``should_stop()``
    every :data:`WATCH_S` and sets the flag, so a cancel stops every worker after the game
    in flight; leaving by an exception sets it too."""
    if jobs <= 1:
        yield _InProcess(should_stop), None
        return
    context = get_context("spawn")
    stop = context.Event()
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_start, initargs=(stop,))
    over = threading.Event()

    def watch() -> None:
        while not over.wait(WATCH_S):
            if should_stop is not None and should_stop():
                stop.set()
                return

    if should_stop is not None:
        threading.Thread(target=watch, name="generate-stop-watch", daemon=True).start()
    finished = False
    try:
        yield pool, stop
        finished = True
    finally:
        over.set()
        if not finished:
            stop.set()
        pool.shutdown(wait=True, cancel_futures=True)


class _Search:
    def __init__(self, request: Request, plans: Sequence[Plan], pool: Executor,
                 progress: Callable[[int, int, int], None] | None, should_stop: Callable[[], bool] | None,
                 stop: Any) -> None:
        self.request = request
        self.plans = tuple(plans)
        self.pool = pool
        self.progress = progress
        self.should_stop = should_stop
        self.stop = stop
        self.rng = random.Random(request.seed)
        self.model = LengthModel()
        self.exact_cache: dict[tuple[int, tuple[object, ...]], ExactScore] = {}
        self.simulated: dict[tuple[object, ...], _Candidate] = {}  # by _played(c)
        self.sim_count = 0

    # -------------------------------------------------------------- steps

    def _check_stop(self) -> None:
        if self.should_stop is not None and self.should_stop():
            if self.stop is not None:
                self.stop.set()
            raise GenerateCancelled("the search was cancelled")

    def _track(self, c: _Candidate) -> Track:
        if c.track is None:
            c.track = design_track(self.plans[c.plan], c.design)
        return c.track

    def _score_exact(self, candidates: Sequence[_Candidate]) -> None:
        todo: dict[tuple[int, tuple[object, ...]], _Candidate] = {}
        for c in candidates:
            key = (c.plan, c.design.key())
            if key in self.exact_cache:
                c.exact = self.exact_cache[key]
            elif key not in todo:
                todo[key] = c
        if todo:
            tracks = [self._track(c).model_dump_json() for c in todo.values()]
            for key, score in zip(todo, self.pool.map(_exact_task, tracks, [self.request.players] * len(tracks))):
                self.exact_cache[key] = score
        for c in candidates:
            c.exact = self.exact_cache[(c.plan, c.design.key())]
            c.cost = self._exact_cost(c)

    def _exact_cost(self, c: _Candidate) -> float:
        """The exact score as one number: the groups' spread, a starved group, and the
        length the model predicts for the candidate's money flow and shape."""
        exact = c.exact
        assert exact is not None
        cost = GROUP_SCALE * min(exact.group_spread, 10.0) + (0.0 if exact.legal else STARVED_COST)
        predicted = self.model.predict(exact.rent_rate, (c.plan, c.design.shape))
        if predicted is not None:
            cost += LENGTH_SCALE * abs(predicted / self.request.minutes - 1)
        return cost

    def _simulate(self, candidates: Sequence[_Candidate], games: int) -> list[tuple[float, dict[str, Any], tuple[int, ...]]]:
        seeds = []
        for _c in candidates:
            self.sim_count += 1
            seeds.append((self.request.seed * 1_000_003 + self.sim_count * 7919) & 0x7FFF_FFFF)
        tracks = [self._track(c).model_dump_json() for c in candidates]
        n = len(candidates)
        try:
            answers = list(self.pool.map(_simulate_task, tracks, [self.request.players] * n, [games] * n, seeds))
        except SimulationCancelled:
            raise GenerateCancelled("the search was cancelled") from None
        return [(simulated_minutes(summary), summary, turns) for summary, turns in answers]

    def _children(self, population: Sequence[_Candidate]) -> list[_Candidate]:
        children = []
        for _ in range(CHILDREN):
            a = self.rng.choice(population)
            if self.rng.random() < 0.3:
                b = self.rng.choice(population)
                if b.plan == a.plan and b is not a:
                    design = crossover(self.plans[a.plan], a.design, b.design, self.rng)
                    children.append(_Candidate(a.plan, design))
                    continue
            children.append(_Candidate(a.plan, mutate(self.plans[a.plan], a.design, self.rng)))
        return children

    def _within(self, minutes: float, share: float = 1.0) -> bool:
        return abs(minutes / self.request.minutes - 1) <= self.request.tolerance * share

    # -------------------------------------------------------------- the loop

    def run(self) -> list[Suggestion]:
        r = self.request
        population = [_Candidate(k % len(self.plans), random_design(self.plans[k % len(self.plans)], self.rng))
                      for k in range(POPULATION)]
        self._score_exact(population)
        accepted: list[_Candidate] = []
        for generation in range(r.generations):
            self._check_stop()
            for _ in range(EXACT_STEPS):
                children = self._children(population)
                self._score_exact(children)
                pool = {(c.plan, c.design): c for c in population + children}
                population = sorted(pool.values(), key=lambda c: c.cost)[:POPULATION]
                self._check_stop()
            finalists = list({_played(c): c for c in population if _played(c) not in self.simulated}.values())[:FINALISTS]
            if finalists:
                for c, sim in zip(finalists, self._simulate(finalists, r.short_games)):
                    c.short = sim
                    self.simulated[_played(c)] = c
                    assert c.exact is not None
                    self.model.add(c.exact.rent_rate, sim[0], (c.plan, c.design.shape))
                self._check_stop()
                hopeful = [c for c in finalists if self._within(c.short[0]) and c.exact is not None and c.exact.legal]  # type: ignore[index]
                for stage, games in enumerate((r.games, 2 * r.games)):
                    if not hopeful:
                        break
                    passed = []
                    for c, sim in zip(hopeful, self._simulate(hopeful, games)):
                        c.confirmed = sim
                        assert c.exact is not None
                        self.model.add(c.exact.rent_rate, sim[0], (c.plan, c.design.shape))
                        if self._within(sim[0], ACCEPT_SHARE) and all(a.design.key() != c.design.key() for a in accepted):
                            passed.append(c)
                    self._check_stop()
                    hopeful = passed
                accepted += hopeful  # one track per sequence: the others play the same odds
            for c in population:  # the model learned: the costs follow
                c.cost = self._exact_cost(c)
            population.sort(key=lambda c: c.cost)
            if self.progress is not None:
                self.progress(generation + 1, r.generations, len(accepted))
            if len(accepted) >= r.count:
                break
        return self._ranked(accepted)

    def _ranked(self, accepted: list[_Candidate]) -> list[Suggestion]:
        """The suggestions: the accepted tracks (too few: with the closest others, confirmed
        ones first), each with its seats' fairness after the lab's compensation, ranked by
        :func:`.scoring.total`, the accepted first."""
        r = self.request
        chosen = list(accepted)
        if len(chosen) < r.count:
            others = [c for c in self.simulated.values() if c not in chosen]
            others.sort(key=lambda c: (c.confirmed is None,
                                       abs((c.confirmed or c.short)[0] / r.minutes - 1)))  # type: ignore[index]
            chosen += others[: r.count - len(chosen)]
        figures = [c.confirmed or c.short for c in chosen]
        n = len(chosen)
        self._check_stop()
        try:
            fairness = list(self.pool.map(_fairness_task, [self._track(c).model_dump_json() for c in chosen],
                                          [f[1] for f in figures], [r.players] * n,  # type: ignore[index]
                                          [(r.seed * 1_000_003 + k * 104_729 + 17) & 0x7FFF_FFFF for k in range(n)]))
        except SimulationCancelled:
            raise GenerateCancelled("the search was cancelled") from None
        rows = []
        for c, (minutes, summary, turns), fair in zip(chosen, figures, fairness):  # type: ignore[misc]
            assert c.exact is not None
            rows.append((c not in accepted, total(c.exact, minutes, r.minutes, fair.spread), c, minutes, fair, summary, turns))
        rows.sort(key=lambda row: (row[0], row[1]))
        out = []
        for rank, (outside, score, c, minutes, fair, summary, turns) in enumerate(rows[: r.count], start=1):
            track = self._track(c).model_copy(update={
                "name": f"Suggested {r.preset.value.capitalize()} {rank}",
                "description": (f"Made by the track generator: {r.preset.value}, target {r.minutes:g} minutes, seed {r.seed}; "
                                f"median {minutes:.1f} minutes in {summary['games']} simulated games."),
            })
            track = with_fair_start(track, r.players, fair.amounts)
            assert c.exact is not None
            out.append(Suggestion(rank, track, c.exact, minutes, fair.spread, fair.compensated, score, not outside,
                                  summary, turns, fair.amounts))
        return out
