"""Tuning a square board (the traditional game): prices and rents toward a target length
and colour groups that pay back evenly.

A square board's landing odds are fixed by its ring, so evenness is a matter of money:
with the exact odds (:func:`..balance.square_odds`, :func:`..balance.square_money`) each
colour group's payback with three houses on every street (its cost over the rent it
brings per opponent turn) is compared with the median group's. ``evenness`` (0..1) moves
every group that share of the way to the median, half by its rents and half by its
prices (a group landed seldom gets dearer rents and cheaper streets). Then one factor,
``rent_scale``, multiplies every street's and station's rent: dearer rent, shorter games.
The scale is found by a secant search on short simulations (minutes are close to a power
of the scale), and the board whose median is within the tolerance is confirmed by fresh
games. Each evenness of :data:`EVENNESS` is one proposal; they are ranked by the length's
miss, then the groups' payback spread.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from ..balance import Policy, square_money, square_odds
from ..engine.simulate import SimulationCancelled, simulate, summarize
from ..square.board import SpaceKind, SquareBoard
from ..square.boardfile import dump_board, parse_board
from .scoring import SECONDS_PER_TURN
from .search import GenerateCancelled
from .workers import worker_pool

__all__ = ["EVENNESS", "TuneRequest", "TunedBoard", "payback_spread", "tune_board", "tuned"]

#: The evenness of the proposals, in order (a count above its length repeats none).
EVENNESS: Final = (1.0, 0.5, 0.75, 0.25, 0.0)
PAYBACK_LEVEL: Final = 3  # three houses on every street of the group
ACCEPT_SHARE: Final = 0.6
SCALE_RANGE: Final = (0.2, 8.0)
EVEN_ROUNDS: Final = 3


@dataclass(frozen=True)
class TuneRequest:
    """Tune toward ``minutes`` (the median game at 30 s a turn) within ``tolerance``:
    ``count`` proposals, ``steps`` secant steps of ``short_games`` games each, confirmed by
    ``games`` fresh games."""

    minutes: float = 90.0
    seed: int = 0
    count: int = 3
    jobs: int = 1
    players: int = 4
    tolerance: float = 0.10
    short_games: int = 60
    games: int = 150
    steps: int = 6
    backend: str = "process"  # or "ray" (:mod:`.workers`)
    address: str | None = None


@dataclass(frozen=True)
class TunedBoard:
    rank: int
    board: SquareBoard
    minutes: float
    within: bool
    rent_scale: float
    evenness: float
    payback_spread: float
    payback_spread_before: float
    games: int
    summary: dict[str, Any]


def _paybacks(board: SquareBoard) -> dict[str, float]:
    money = square_money(board, square_odds(board, Policy()))
    return {g.group: g.turns for g in money.paybacks[PAYBACK_LEVEL]}


def payback_spread(board: SquareBoard) -> float:
    """The slowest colour group's payback over the quickest's, minus 1 (three houses each)."""
    turns = [t for t in _paybacks(board).values() if math.isfinite(t) and t > 0]
    return max(turns) / min(turns) - 1 if turns else 0.0


def _rising(values: list[float]) -> tuple[int, ...]:
    """Whole, positive, strictly rising amounts close to ``values``."""
    out: list[int] = []
    for v in values:
        amount = max(1, round(v))
        if out and amount <= out[-1]:
            amount = out[-1] + 1
        out.append(amount)
    return tuple(out)


def tuned(board: SquareBoard, evenness: float, rent_scale: float) -> SquareBoard:
    """``board`` with its groups moved ``evenness`` of the way to the median payback and
    every street's and station's rent times ``rent_scale`` (a utility's dice multipliers stay).
    The houses' prices do not change, so the move is made :data:`EVEN_ROUNDS` times, each
    from the paybacks the last one left."""
    even = board
    for _ in range(EVEN_ROUNDS if evenness > 0 else 0):
        even = _evened(even, evenness)
    return _scaled(even, board, rent_scale)


def _evened(board: SquareBoard, evenness: float) -> SquareBoard:
    paybacks = _paybacks(board)
    finite = [t for t in paybacks.values() if math.isfinite(t) and t > 0]
    middle = statistics.median(finite) if finite else 1.0
    spaces = []
    for space in board.spaces:
        if space.kind is SpaceKind.STREET and space.group in paybacks and math.isfinite(paybacks[space.group]):
            k = (paybacks[space.group] / middle) ** (evenness / 2)  # half by the rents, half by the price
            rents = _rising([r * k for r in space.rents])
            price = max(10, round(space.price / k / 10) * 10)
            spaces.append(space.model_copy(update={"rents": rents, "price": price}))
        else:
            spaces.append(space)
    return board.model_copy(update={"spaces": tuple(spaces)})


def _scaled(board: SquareBoard, original: SquareBoard, rent_scale: float) -> SquareBoard:
    spaces = [space.model_copy(update={"rents": _rising([r * rent_scale for r in space.rents])})
              if space.kind in (SpaceKind.STREET, SpaceKind.STATION) else space for space in board.spaces]
    suffix = " (tuned)"
    return board.model_copy(update={
        "spaces": tuple(spaces),
        "name": original.name[: 80 - len(suffix)] + suffix,
        "name_es": (original.name_es[: 80 - len(" (ajustado)")] + " (ajustado)") if original.name_es else "",
    })


def _simulate_board(board_json: str, players: int, games: int, seed: int) -> tuple[float, dict[str, Any]]:
    run = simulate(parse_board(board_json), players, ("good",), games, seed, 1)
    summary = summarize(run, SECONDS_PER_TURN)
    return summary["results"]["turns"]["median"] * SECONDS_PER_TURN / 60, summary


def tune_board(board: SquareBoard, request: TuneRequest, progress: Callable[[int, int, int], None] | None = None,
               should_stop: Callable[[], bool] | None = None) -> list[TunedBoard]:
    """The ranked tuned boards (see the module's docstring); :class:`GenerateCancelled` when
    ``should_stop()`` says so between steps."""
    r = request
    before = payback_spread(board)
    evenness = EVENNESS[: max(1, min(r.count, len(EVENNESS)))]
    # per proposal: the (log scale, log minutes) points simulated so far
    points: list[list[tuple[float, float]]] = [[] for _ in evenness]
    scales = [1.0 for _ in evenness]
    done = [False for _ in evenness]
    seeds = iter(range(1, 10_000))
    lo, hi = SCALE_RANGE

    def run_all(pool: Any, which: list[int], games: int) -> list[tuple[float, dict[str, Any]]]:
        texts = [dump_board(tuned(board, evenness[i], scales[i])) for i in which]
        seeds_now = [(r.seed * 1_000_003 + next(seeds) * 7919) & 0x7FFF_FFFF for _ in which]
        try:
            return list(pool.map(_simulate_board, texts, [r.players] * len(which), [games] * len(which), seeds_now))
        except SimulationCancelled:
            raise GenerateCancelled("the tuning was cancelled") from None

    def check_stop(stop: Any) -> None:
        if should_stop is not None and should_stop():
            if stop is not None:
                stop.set()
            raise GenerateCancelled("the tuning was cancelled")

    results: list[tuple[float, dict[str, Any], int] | None] = [None for _ in evenness]
    with worker_pool(r.jobs, should_stop, r.backend, r.address, preload=(__name__,)) as (pool, stop):
        for step in range(r.steps):
            check_stop(stop)
            which = [i for i in range(len(evenness)) if not done[i]]
            if not which:
                break
            for i, (minutes, summary) in zip(which, run_all(pool, which, r.short_games)):
                points[i].append((math.log(scales[i]), math.log(max(minutes, 0.1))))
                if abs(minutes / r.minutes - 1) <= r.tolerance * ACCEPT_SHARE or step == r.steps - 1:
                    done[i] = True
                    continue
                scales[i] = min(hi, max(lo, math.exp(_next_log_scale(points[i], math.log(r.minutes)))))
            if progress is not None:
                progress(step + 1, r.steps + 1, sum(done))
        check_stop(stop)
        every = list(range(len(evenness)))
        for i, (minutes, summary) in zip(every, run_all(pool, every, r.games)):
            results[i] = (minutes, summary, r.games)
        if progress is not None:
            progress(r.steps + 1, r.steps + 1, len(every))
    rows = []
    for i, e in enumerate(evenness):
        minutes, summary, games = results[i]  # type: ignore[misc]
        board_i = tuned(board, e, scales[i])
        rows.append((abs(minutes / r.minutes - 1) > r.tolerance, abs(minutes / r.minutes - 1), payback_spread(board_i),
                     e, board_i, minutes, summary, games, scales[i]))
    rows.sort(key=lambda row: (row[0], round(row[1], 2), row[2]))
    return [TunedBoard(rank, board_i, minutes, not outside, scale, e, spread, before, games, summary)
            for rank, (outside, _miss, spread, e, board_i, minutes, summary, games, scale) in enumerate(rows, start=1)]


def _next_log_scale(points: list[tuple[float, float]], target: float) -> float:
    """The next log scale to try: the secant through the last two points (a slope of -1,
    minutes inversely proportional to the rents, before there are two, or when the two
    disagree on the sign)."""
    x1, y1 = points[-1]
    slope = -1.0
    if len(points) >= 2:
        x0, y0 = points[-2]
        if abs(x1 - x0) > 1e-6:
            found = (y1 - y0) / (x1 - x0)
            if -4.0 < found < -0.1:
                slope = found
    return x1 + (target - y1) / slope
