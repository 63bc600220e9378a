"""The search: an evolutionary search over layouts, exact odds first, simulations for the finalists.

What it costs decides its shape: on the compiled engine one Classic game plays in about
10 ms and one candidate's exact odds take about as long as ten games, while the median of
few games is noisy (a game's length varies about as much as its mean: 60 games leave the
median about 9% uncertain). So the search exact-scores few designs, simulates the
promising ones briefly, and spends its games where they decide:

1. **Seeds near the target**: the first population covers every shape of every plan
   (the shape sets how far blocks, hazards and skyscrapers reach: the strongest lever on
   a game's length after the money flow), and one design of each shape plays short
   games at once, so the :class:`~.scoring.LengthModel` knows each shape's length from
   the start.
2. **Exact steps** (cheap): children of the designs that came closest to the target
   (mutations that change the order, the flips, the corners, the bridges or the shape,
   and order crossovers, :mod:`.layouts`) are scored by their exact figures
   (:func:`.scoring.exact_score`: groups evenly landed, none starved, and the length the
   model predicts from their money flow and shape); the best of parents and children
   survive.
3. **Finalists** (short simulations): the best designs not simulated yet play
   :attr:`Request.short_games` games; their medians teach the length model.
4. **Check and confirmation** of the simulated designs whose estimate (their short median
   weighed against the model's prediction, each by how much it knows) lies well inside
   the tolerance: a check of :attr:`Request.games` more games, pooled with its first
   ones, must bring the estimate inside :data:`FIRST_SHARE` of the tolerance; then
   :data:`CONFIRM_TIMES` as many fresh games (other seeds) must be inside
   :data:`ACCEPT_SHARE` of it, and all the track's games pooled too: the fresh run, which
   played no part in choosing the track, decides (the games that chose a track flatter it). A track is then *accepted*
   if every group is reachable and none starved, and no accepted track has its
   sequence; its figures are the second run's.

The search stops when :attr:`Request.count` tracks are accepted, or after
:attr:`Request.generations`; the result ranks the accepted tracks by
:func:`.scoring.total` of their length and groups (then, if too few were accepted, the
best others, marked outside the tolerance) and hands them to ``found`` at once. Then each
track's Fair start is proven (the lab's proof, :func:`.scoring.seat_fairness`; or the
quick estimate): the proofs run in threads of this process, as many as the jobs, their
games in tasks of 50-250 on the same workers (:class:`~.workers.ExecutorPool`), so both
cores stay busy until the last proof ends, and each finished one goes to ``proven`` at
once; the ranks stay as ``found`` gave them. Every random choice comes from one ``random.Random(seed)`` and every
simulation's seed from the order of the work (a simulation plays in chunks of
:data:`CHUNK` games, each its own task, so that two workers share even one long run),
and the workers' answers are read in the order they were asked: the same request gives
the same tracks with any number of jobs and on any backend.

Work runs on ``jobs`` worker processes (the simulator's ``WorkerPool``: forked, or from a fork server; they end
with their parent), in this process with one job, or on a Ray cluster
(:attr:`Request.backend`, :mod:`.workers`: the same tasks on every backend). ``progress(done, total, accepted)``
reports the generations (``done == total``: the search is over and each proposal's Fair
start is being proven), ``proving(done, planned)`` the proofs' games; ``should_stop()`` is
polled between steps (and by the proofs after each task) and cancels the search
(:class:`GenerateCancelled`).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from typing import Any, Final

from ..balance.fair import TOLERANCE
from ..engine.ubuild.game import Game
from ..pieces import PieceKind
from ..engine.simulate import DEFAULT_CAP, GameResult, Run, SimulationCancelled, percentile, simulate, summarize
from ..track import Preset, Track
from .inventory import Inventory, preset_box
from .layouts import Design, Plan, crossover, design_track, mutate, plan_for, random_design
from .workers import ExecutorPool, worker_pool
from .scoring import (
    FAIR_PROOF_GAMES, GROUP_SCALE, LENGTH_SCALE, SECONDS_PER_TURN, STARVED_COST, ExactScore, LengthModel, exact_score,
    SeatFairness, median_noise, raw_spread, seat_fairness, simulated_minutes, total, with_fair_start,
)

__all__ = ["GenerateCancelled", "Request", "Suggestion", "generate"]

POPULATION: Final = 16
CHILDREN: Final = 10
FINALISTS: Final = 4
#: At most this many designs start their confirmation in one generation.
CONFIRMS: Final = 3
#: A simulation's games are played in tasks of at most this many games.
CHUNK: Final = 30
#: How uncertain the length model's prediction is, as a share of the target (what its
#: predictions missed by on 170 random Classic designs, less the games' own noise).
MODEL_SHARE: Final = 0.06
#: A simulated design is checked (more games) when its estimate is inside this share of the
#: tolerance, and confirmed when its estimate with those games is inside :data:`FIRST_SHARE` of it.
CONFIRM_SHARE: Final = 0.6
FIRST_SHARE: Final = 0.35
#: The confirmation plays this many times :attr:`Request.games` fresh games: the median of
#: 400 Classic games still varies by about 3 minutes from one set of seeds to another.
CONFIRM_TIMES: Final = 4
#: The confirmation's median, and the median of all the track's games, must lie inside this
#: share of the tolerance: a margin, so that simulating the track again with other seeds
#: keeps it within the tolerance.
ACCEPT_SHARE: Final = 0.5
STRENGTH: Final = "good"


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
    generations: int = 20
    backend: str = "process"  # or "ray" (:mod:`.workers`)
    address: str | None = None  # the Ray cluster's (None: a local Ray of ``jobs`` CPUs)
    fair_proof: bool = True  # prove each proposal's Fair start (the lab's proof); False: a quick estimate
    fair_games: int = FAIR_PROOF_GAMES  # the proof's first round (``proof_settings``)
    fair_tolerance: float = TOLERANCE  # the proof's: every place within fair ± this, 95% intervals included

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
    fair: SeatFairness | None = None  # the Fair start's figures (its gifts, whether it reached ±2 points, proven or not)


@dataclass
class _Candidate:
    plan: int
    design: Design
    exact: ExactScore | None = None
    short: tuple[float, dict[str, Any], tuple[int, ...]] | None = None  # (minutes, summary, turns)
    confirmed: tuple[float, dict[str, Any], tuple[int, ...]] | None = None
    pooled: tuple[int, ...] = ()  # the turns of every game before the confirmation (short and checks)
    cost: float = 0.0
    track: Track | None = field(default=None, repr=False)


def _played(c: _Candidate) -> tuple[object, ...]:
    """What decides the games on a candidate: its sequence and its shape (not where an open
    track breaks: the railroads' jump is no step)."""
    return (c.plan, c.design.key(), c.design.shape)


# ------------------------------------------------------------------ the workers' tasks


def _exact_task(track_json: str, players: int) -> ExactScore:
    return exact_score(Game.create(Track.model_validate_json(track_json), players), players)


def _simulate_task(track_json: str, players: int, games: int, seed: int) -> list[GameResult]:
    """One chunk of a simulation: its games' results (the parent sums the chunks up)."""
    return simulate(Track.model_validate_json(track_json), players, (STRENGTH,), games, seed, 1).results


# ------------------------------------------------------------------ the search


def generate(request: Request, progress: Callable[[int, int, int], None] | None = None,
             should_stop: Callable[[], bool] | None = None, found: Callable[[list[Suggestion]], None] | None = None,
             proven: Callable[[Suggestion], None] | None = None,
             proving: Callable[[int, int], None] | None = None) -> list[Suggestion]:
    """The ranked suggestions for ``request`` (see the module's docstring); raises
    :class:`~.layouts.GenerateError` when the box cannot make the preset, and
    :class:`GenerateCancelled` when ``should_stop()`` says so.

    ``found(suggestions)``: the ranked tracks as soon as the search ends (validated, their
    confirmed medians; no Fair start yet: ``fair`` None, ``seat_spread`` as simulated);
    ``proven(suggestion)``: each one with its Fair start (proven, or the quick estimate) as
    soon as it is done, in the order they finish; both from the calling thread.
    ``proving(done, planned)``: the proofs' games (from a proof's thread). The result is
    the proven suggestions in rank order."""
    plans = request.plans()
    try:
        with worker_pool(request.jobs, should_stop, request.backend, request.address, preload=(__name__,)) as (pool, stop):
            search = _Search(request, plans, pool, progress, should_stop, stop)
            search.found, search.proven, search.proving = found, proven, proving
            return search.run()
    except SimulationCancelled:
        raise GenerateCancelled("the search was cancelled") from None


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
        self.found: Callable[[list[Suggestion]], None] | None = None
        self.proven: Callable[[Suggestion], None] | None = None
        self.proving: Callable[[int, int], None] | None = None

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
        """``games`` fresh games on each candidate (seeds never used before), in chunks of
        :data:`CHUNK` games: (median minutes, ``summarize``'s figures, each game's turns)."""
        tasks: list[tuple[int, str, int, int]] = []  # (candidate, track, games, seed)
        for k, c in enumerate(candidates):
            track = self._track(c).model_dump_json()
            for lo in range(0, games, CHUNK):
                self.sim_count += 1
                seed = (self.request.seed * 1_000_003 + self.sim_count * 7919) & 0x7FFF_FFFF
                tasks.append((k, track, min(CHUNK, games - lo), seed))
        n = len(tasks)
        try:
            answers = list(self.pool.map(_simulate_task, [t[1] for t in tasks], [self.request.players] * n,
                                         [t[2] for t in tasks], [t[3] for t in tasks]))
        except SimulationCancelled:
            raise GenerateCancelled("the search was cancelled") from None
        out = []
        for k, c in enumerate(candidates):
            results = [r for t, chunk in zip(tasks, answers) if t[0] == k for r in chunk]
            run = Run(self._track(c), self.request.players, (STRENGTH,), self.request.seed, DEFAULT_CAP, 1, results=results)
            summary = summarize(run, SECONDS_PER_TURN)
            out.append((simulated_minutes(summary), summary, tuple(r.turns for r in results)))
        return out

    def _estimate(self, c: _Candidate) -> float:
        """The length a simulated candidate is expected to have: its median weighed against
        the model's prediction, each by its precision (the median's from the spread of its
        games' lengths around it, the model's :data:`MODEL_SHARE` of the target)."""
        assert c.short is not None and c.exact is not None
        turns = c.pooled or c.short[2]
        minutes = percentile(turns, 0.5) * SECONDS_PER_TURN / 60
        predicted = self.model.predict(c.exact.rent_rate, (c.plan, c.design.shape))
        if predicted is None:
            return minutes
        noise = median_noise(turns) * SECONDS_PER_TURN / 60
        prior = MODEL_SHARE * self.request.minutes
        w_obs, w_model = 1 / max(noise, 1e-6) ** 2, 1 / prior ** 2
        return (w_obs * minutes + w_model * predicted) / (w_obs + w_model)

    def _children(self, parents: Sequence[_Candidate]) -> list[_Candidate]:
        children = []
        for _ in range(CHILDREN):
            a = self.rng.choice(parents)
            if self.rng.random() < 0.25:
                b = self.rng.choice(parents)
                if b.plan == a.plan and b is not a:
                    design = crossover(self.plans[a.plan], a.design, b.design, self.rng)
                    children.append(_Candidate(a.plan, design))
                    continue
            children.append(_Candidate(a.plan, mutate(self.plans[a.plan], a.design, self.rng)))
        return children

    def _seeds(self) -> list[_Candidate]:
        """The first population: random designs, every shape of every plan in turn."""
        kinds = [(p, shape) for p in range(len(self.plans)) for shape in range(len(self.plans[p].shapes))]
        seeds = []
        for k in range(max(POPULATION, len(kinds))):
            p, shape = kinds[k % len(kinds)]
            design = replace(random_design(self.plans[p], self.rng), shape=shape)
            seeds.append(_Candidate(p, design))
        return seeds

    def _within(self, minutes: float, share: float = 1.0) -> bool:
        return abs(minutes / self.request.minutes - 1) <= self.request.tolerance * share

    # -------------------------------------------------------------- the loop

    def run(self) -> list[Suggestion]:
        r = self.request
        population = self._seeds()
        self._score_exact(population)
        # one design of each shape plays at once (the legal ones first): the model learns the shapes
        first: dict[tuple[int, int], _Candidate] = {}
        for c in sorted(population, key=lambda c: c.cost):
            first.setdefault((c.plan, c.design.shape), c)
        finalists = list(first.values())
        accepted: list[_Candidate] = []
        for generation in range(r.generations):
            self._check_stop()
            if generation > 0:
                parents = self._closest(2 * FINALISTS) or population[:FINALISTS]
                children = self._children(parents + population[:FINALISTS])
                self._score_exact(children)
                pool = {(c.plan, c.design): c for c in population + children if _played(c) not in self.simulated}
                population = sorted(pool.values(), key=lambda c: c.cost)[:POPULATION]
                self._check_stop()
                finalists = list({_played(c): c for c in population}.values())[:FINALISTS]
            if finalists:
                for c, sim in zip(finalists, self._simulate(finalists, r.short_games)):
                    c.short = sim
                    self.simulated[_played(c)] = c
                    assert c.exact is not None
                    self.model.add(c.exact.rent_rate, sim[0], (c.plan, c.design.shape), len(sim[2]))
                self._check_stop()
            accepted += self._confirm(accepted)
            for c in population:  # the model learned: the costs follow
                c.cost = self._exact_cost(c)
            population.sort(key=lambda c: c.cost)
            if self.progress is not None:
                self.progress(generation + 1, r.generations, len(accepted))
            if len(accepted) >= r.count:
                break
        return self._ranked(accepted[: r.count])

    def _closest(self, count: int) -> list[_Candidate]:
        """The simulated legal designs whose estimated length is closest to the target."""
        done = [c for c in self.simulated.values() if c.exact is not None and c.exact.legal]
        return sorted(done, key=lambda c: LENGTH_SCALE * abs(self._estimate(c) / self.request.minutes - 1)
                      + GROUP_SCALE * min(c.exact.group_spread, 10.0))[:count]  # type: ignore[union-attr]

    def _confirm(self, accepted: Sequence[_Candidate]) -> list[_Candidate]:
        """Check and confirm the simulated designs whose estimate lies well inside the
        tolerance (see the module's docstring); the newly accepted."""
        r = self.request
        taken = {a.design.key() for a in accepted}
        hopeful = [c for c in self._closest(len(self.simulated))
                   if c.confirmed is None and c.design.key() not in taken
                   and self._within(self._estimate(c), CONFIRM_SHARE)]
        hopeful = list({c.design.key(): c for c in hopeful}.values())[: min(CONFIRMS, 2 * (r.count - len(accepted)))]
        if not hopeful:
            return []
        # the check: more games, pooled with the short ones, until the estimate is sure enough
        checked = []
        for c, sim in zip(hopeful, self._simulate(hopeful, r.games)):
            assert c.short is not None and c.exact is not None
            self.model.add(c.exact.rent_rate, sim[0], (c.plan, c.design.shape), len(sim[2]))
            c.pooled = (c.pooled or c.short[2]) + sim[2]
            if self._within(self._estimate(c), FIRST_SHARE):
                checked.append(c)
        self._check_stop()
        if not checked:
            return []
        # the confirmation: fresh games that played no part in choosing the track decide,
        # and with all its games pooled the track must be inside the margin too
        passed = []
        for c, sim in zip(checked, self._simulate(checked, CONFIRM_TIMES * r.games)):
            c.confirmed = sim
            assert c.exact is not None and c.short is not None
            self.model.add(c.exact.rent_rate, sim[0], (c.plan, c.design.shape), len(sim[2]))
            pooled = percentile((c.pooled or c.short[2]) + sim[2], 0.5) * SECONDS_PER_TURN / 60
            if self._within(sim[0], ACCEPT_SHARE) and self._within(pooled, ACCEPT_SHARE):
                passed.append(c)
        self._check_stop()
        return passed  # one track per sequence: the others play the same odds

    def _ranked(self, accepted: list[_Candidate]) -> list[Suggestion]:
        """The suggestions: the accepted tracks (too few: with the closest others, confirmed
        ones first), ranked by :func:`.scoring.total` of their length and groups, the
        accepted first; handed to ``found`` at once, then each one's Fair start is proven
        (:meth:`_prove`) and handed to ``proven`` as it finishes; the ranks stay."""
        r = self.request
        chosen = list(accepted)
        if len(chosen) < r.count:
            others = [c for c in self.simulated.values() if c not in chosen]
            others.sort(key=lambda c: (c.confirmed is None,
                                       abs((c.confirmed or c.short)[0] / r.minutes - 1)))  # type: ignore[index]
            chosen += others[: r.count - len(chosen)]
        rows = []
        for c in chosen:
            minutes, summary, turns = c.confirmed or c.short  # type: ignore[misc]
            assert c.exact is not None
            rows.append((c not in accepted, total(c.exact, minutes, r.minutes, None), c, minutes, summary, turns))
        rows.sort(key=lambda row: (row[0], row[1]))
        found = []
        for rank, (outside, score, c, minutes, summary, turns) in enumerate(rows[: r.count], start=1):
            track = self._track(c).model_copy(update={
                "name": f"Suggested {r.preset.value.capitalize()} {rank}",
                "description": (f"Made by the track generator: {r.preset.value}, target {r.minutes:g} minutes, seed {r.seed}; "
                                f"median {minutes:.1f} minutes in {summary['games']} simulated games."),
            })
            assert c.exact is not None
            found.append(Suggestion(rank, track, c.exact, minutes, raw_spread(summary), False, score, not outside,
                                    summary, turns))
        self._check_stop()
        if self.progress is not None:  # the search is done: its last report, before the Fair starts' proofs
            self.progress(r.generations, r.generations, len(accepted))
        if self.found is not None:
            self.found(list(found))
        return self._prove(found)

    def _prove(self, found: list[Suggestion]) -> list[Suggestion]:
        """Each suggestion with its Fair start (:func:`.scoring.seat_fairness`: the lab's
        proof, or the quick estimate), in rank order. The proofs run in threads of this
        process, as many as the jobs, their games on the search's workers in batches
        (:class:`~.workers.ExecutorPool`): while one proof fits its next round the other's
        games keep the workers busy, and a proof alone still spreads each of its runs over
        every worker. Each finished one goes to ``proven`` (from this thread) at once."""
        r = self.request
        if not found:
            return []
        seeds = [(r.seed * 1_000_003 + s.rank * 104_729 + 17) & 0x7FFF_FFFF for s in found]
        games = ExecutorPool(self.pool, r.jobs)
        heard: dict[int, tuple[int, int]] = {}
        lock = threading.Lock()

        def hear(rank: int) -> Callable[[int, int], None]:
            def progress(done: int, planned: int) -> None:
                with lock:
                    heard[rank] = (done, planned)
                    done_all = sum(d for d, _t in heard.values())
                    # a proof not started yet: as many games as the first one's plan
                    planned_all = sum(t for _d, t in heard.values()) + (len(found) - len(heard)) * max(
                        t for _d, t in heard.values())
                if self.proving is not None:
                    self.proving(done_all, planned_all)  # from a proof's thread
            return progress

        aborted = threading.Event()  # this thread left (an error, Ctrl+C): every proof stops after its games in flight

        def stop() -> bool:
            return aborted.is_set() or (self.should_stop is not None and self.should_stop())

        def prove(s: Suggestion, seed: int) -> SeatFairness:
            return seat_fairness(s.track, s.summary, r.players, seed, r.fair_proof, r.fair_games, r.fair_tolerance,
                                 pool=games, progress=hear(s.rank), should_stop=stop)

        out: dict[int, Suggestion] = {}
        threads = ThreadPoolExecutor(max_workers=max(1, min(len(found), r.jobs)), thread_name_prefix="fair-proof")
        try:
            futures = {threads.submit(prove, s, seed): s for s, seed in zip(found, seeds)}
            for done in as_completed(futures):
                s = futures[done]
                fair = done.result()
                proven = replace(s, track=with_fair_start(s.track, r.players, fair.amounts, fair.gifts),
                                 seat_spread=fair.spread, compensated=fair.compensated, fair_start=fair.amounts, fair=fair)
                out[s.rank] = proven
                if self.proven is not None:
                    self.proven(proven)
        except SimulationCancelled:
            raise GenerateCancelled("the search was cancelled") from None
        except BaseException:
            aborted.set()
            if self.stop is not None:
                self.stop.set()  # the workers stop after their games in flight
            raise
        finally:
            threads.shutdown(wait=True, cancel_futures=True)
        return [out[s.rank] for s in found]
