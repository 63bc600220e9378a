"""Fair seats (issue 27): a Fair start found by search and proven by a fresh simulation.

The first player of a game wins more often than the last (the balance lab measures it:
``win_rate_by_turn_order``). The **Fair start** house rule compensates the later places:
once the roll-off has chosen the first player, the bank pays each place in the turn order
an amount (``Game.fair_start`` / ``HouseRules.fair_start``, paid by the engine's
``kernel.ledger.grant_fair_start``: part of the game's setup, so a replay rebuilds it).

:func:`propose_fair_start` finds the amounts for a U-Build track or a traditional square
board and a number of seats, with the engine's own computer players:

1. **Before**: the win rate by turn order without compensation (a simulation, or the
   figures the caller already has from the same track, seats and players).
2. **Search**: a sequential response-surface fit. The model: place ``k``'s win rate is
   ``alpha_k + beta * (amount_k - mean amount)`` (paying every place the same changes
   nothing; ``beta``, the win rate a unit of money buys, is the same for every place).
   Each round plays ``games`` games (seeds of their own) with the amounts the model fitted
   to every game so far says are fair, ``(fair - alpha_k) / beta``; the fit is a weighted
   least squares over all the runs (the "before" one too), each weighted by its games, with
   ``beta`` pulled towards a first guess (:data:`MONEY_PER_SHARE` of the starting cash
   per unit of win rate) as much as one round's worth of evidence, and kept within
   :data:`LEARN_RANGE` of it. The proposal is the fit of all the rounds, so every game
   played counts (not only the last round's), rounded to :func:`money_step`, the
   smallest amount 0, none above the starting cash.
3. **Verification**: ``verify_games`` games with other seeds than any of the search's.
   The proposal **reaches** fairness when every place's 95% Wilson interval lies within
   ``fair ± tolerance`` (±2 percentage points by default). When it does not,
   :attr:`FairProposal.reached` is False and :meth:`FairProposal.games_needed` says how
   many verification games would show it if the rates stay where they are (None when a
   rate lies outside the tolerance or too close to its edge: the amounts must change).

Qt-free and deterministic for a given seed (the simulation's games depend only on their
seeds, not on ``jobs``). The track generator (issue 27) calls it as a plain function;
its signature is kept stable: ``propose_fair_start(board_or_track, seats, *, games,
verify_games, rounds, seed, jobs, tolerance, strength, before, progress, should_stop)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.ubuild.game import STARTING_CASH, Game
from ..engine.simulate import UBUILD, Z_95, Run, rule_set_of, simulate, summarize
from ..square.board import SquareBoard
from ..track import Track

#: Fair within ±2 percentage points, the 95% interval included (issue 27).
TOLERANCE = 0.02
#: A first guess of the money one whole unit of win rate is worth, as a share of the
#: starting cash: a place 2 points behind first gets 2% x 10 = 20% of the starting cash
#: (Classic with 4 good players measured about 13: ``benchmarks/bench_fair.py``; the
#: search learns each track's own).
MONEY_PER_SHARE = 10.0
#: The fitted value of money stays within this factor of the guess (noise cannot run away).
LEARN_RANGE = 4.0
#: More verification games than this are no remedy (see :meth:`FairProposal.games_needed`).
MAX_VERIFY_GAMES = 100_000
DEFAULT_GAMES = 200
DEFAULT_ROUNDS = 6
#: Seeds of the search's rounds and of the verification, offsets of the caller's seed, far
#: apart so that no game of one is a game of another or of the "before" run (which uses
#: the caller's seed itself, as ``ubuild analyze`` does).
ROUND_SEED = 7_919
VERIFY_SEED = 1_000_003


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """The win rate of each place in the turn order in one simulation (0: the first player)."""

    games: int
    seed: int
    rates: tuple[float, ...]
    intervals: tuple[tuple[float, float], ...]  # 95% Wilson intervals

    @classmethod
    def of_summary(cls, summary: Mapping[str, Any]) -> SeatFigures:
        """The figures of a ``simulate.summarize`` result."""
        results = summary["results"]
        return cls(int(summary["games"]), int(summary["seed"]), tuple(float(r) for r in results["win_rate_by_turn_order"]),
                   tuple((float(lo), float(hi)) for lo, hi in results["win_ci_by_turn_order"]))

    def worst(self, fair: float) -> float:
        """The farthest any place's interval reaches from ``fair`` (a share: 0.03 = 3 points)."""
        return max((max(fair - lo, hi - fair) for lo, hi in self.intervals), default=0.0)

    def within(self, fair: float, tolerance: float) -> bool:
        """Whether every place's 95% interval lies within ``fair ± tolerance``."""
        return bool(self.intervals) and self.worst(fair) <= tolerance + 1e-9

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "seed": self.seed, "win_rate_by_turn_order": [round(r, 4) for r in self.rates],
                "win_ci_by_turn_order": [[round(lo, 4), round(hi, 4)] for lo, hi in self.intervals]}


@dataclass(frozen=True, slots=True)
class SearchRound:
    """One round of the search: the amounts it played and the rates it measured."""

    amounts: tuple[int, ...]
    figures: SeatFigures


@dataclass(frozen=True, slots=True)
class FairProposal:
    """A Fair start proposed by :func:`propose_fair_start`, with its before/after figures.

    ``amounts``: what the bank pays each place in the turn order (index 0: the first
    player), in the rule set's money (U-Build: $k; traditional: whole dollars).
    ``after``: the verification, games with seeds none of the search used.
    """

    rules: str  # the rule set's name: "ubuild" or "traditional"
    players: int
    amounts: tuple[int, ...]
    starting_cash: int
    before: SeatFigures
    after: SeatFigures
    rounds: tuple[SearchRound, ...]
    tolerance: float = TOLERANCE

    @property
    def fair(self) -> float:
        return 1.0 / self.players

    @property
    def reached(self) -> bool:
        """Whether the verification puts every place within ``fair ± tolerance``, intervals included."""
        return self.after.within(self.fair, self.tolerance)

    def games_needed(self) -> int | None:
        """About how many verification games would show every place within the tolerance
        if the rates stayed as measured (the normal approximation of the interval's width);
        None when that is more than :data:`MAX_VERIFY_GAMES` (a rate at, or too close to,
        the tolerance's edge: the amounts must come closer, by a longer search)."""
        need = 0
        for rate in self.after.rates:
            room = self.tolerance - abs(rate - self.fair)
            if room <= 0:
                return None
            p = min(max(rate, 0.01), 0.99)
            need = max(need, math.ceil(Z_95 * Z_95 * p * (1 - p) / (room * room)))
        return need if need <= MAX_VERIFY_GAMES else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules, "players": self.players, "fair_share": round(self.fair, 4),
            "tolerance": self.tolerance, "amounts": list(self.amounts), "starting_cash": self.starting_cash,
            "reached": self.reached, "games_needed": self.games_needed(),
            "before": self.before.to_json(), "after": self.after.to_json(),
            "search": [{"amounts": list(r.amounts), **r.figures.to_json()} for r in self.rounds],
        }


def starting_cash_of(board_or_track: Track | SquareBoard) -> int:
    """The starting cash of a game on it (U-Build: its preset's, $k; traditional: the board's)."""
    if isinstance(board_or_track, SquareBoard):
        return int(board_or_track.starting_cash)
    from ..engine.ubuild.game import rules_for

    return STARTING_CASH[rules_for(board_or_track.preset)]


def money_step(board_or_track: Track | SquareBoard) -> int:
    """The unit a proposal's amounts are rounded to: what a player counts out easily
    (U-Build: $50k, in $k; traditional: $10)."""
    return 10 if isinstance(board_or_track, SquareBoard) else 50


def seat_range(board_or_track: Track | SquareBoard) -> tuple[int, int]:
    """The seat counts its rules allow (U-Build: the preset's, 2-4 or 2-6; traditional: 2-8)."""
    if isinstance(board_or_track, SquareBoard):
        from ..engine.traditional.game import MAX_PLAYERS, MIN_PLAYERS

        return MIN_PLAYERS, MAX_PLAYERS
    from ..engine.ubuild.game import PLAYER_RANGE, rules_for

    return PLAYER_RANGE[rules_for(board_or_track.preset)]


def propose_fair_start(
    board_or_track: Track | SquareBoard,
    seats: int,
    *,
    games: int = DEFAULT_GAMES,
    verify_games: int | None = None,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = 0,
    jobs: int = 1,
    tolerance: float = TOLERANCE,
    strength: str = "good",
    before: Mapping[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> FairProposal:
    """Search a Fair start for ``seats`` players on a U-Build track or a square board and
    verify it with fresh seeds (see the module docstring).

    ``games``: games per search round (and of the "before" run when ``before`` is not
    given); ``verify_games``: games of the verification (default: ``games * rounds``);
    ``before``: ``simulate.summarize``'s figures of the same track, seats and players
    without compensation, when the caller has them. ``progress(done, total)`` hears the
    games played; ``should_stop()`` cancels (``SimulationCancelled``). Raises the game's
    ``GameSetupError`` when the track or board cannot be played by ``seats`` players,
    ``ValueError`` for counts below one.
    """
    if games < 1 or rounds < 1 or seats < 1 or (verify_games is not None and verify_games < 1):
        raise ValueError("games, rounds, seats and verify_games must be at least 1")
    verify = games * rounds if verify_games is None else verify_games
    rules = rule_set_of(board_or_track)
    if rules is UBUILD:
        Game.create(board_or_track, seats)  # type: ignore[arg-type]  # the setup's own error, early
    else:
        rules.make_game(rules.dump(board_or_track), seats, None)
    strengths = (strength if strength in rules.strengths else rules.default_strength,)
    total = (0 if before is not None else games) + games * rounds + verify
    done = 0

    def play(count: int, run_seed: int, amounts: tuple[int, ...]) -> SeatFigures:
        nonlocal done
        start = done

        def heard(finished: int) -> None:
            if progress is not None:
                progress(start + finished, total)

        run: Run = simulate(board_or_track, seats, strengths, count, run_seed, jobs, progress=heard,
                            should_stop=should_stop, fair_start=amounts if any(amounts) else ())
        done = start + count
        return SeatFigures.of_summary(summarize(run))

    fair = 1.0 / seats
    cash = starting_cash_of(board_or_track)
    step = money_step(board_or_track)
    first = SeatFigures.of_summary(before) if before is not None else play(games, seed, (0,) * seats)
    if len(first.rates) != seats:
        raise ValueError(f"the figures given as before are of {len(first.rates)} players, not {seats}")
    runs: list[tuple[tuple[int, ...], SeatFigures]] = [((0,) * seats, first)]
    trail: list[SearchRound] = []
    for t in range(rounds):
        amounts = _rounded(_fair_amounts(runs, fair, cash, games), step, cash)
        figures = play(games, seed + ROUND_SEED * (t + 1), amounts)
        trail.append(SearchRound(amounts, figures))
        runs.append((amounts, figures))
    proposal = _rounded(_fair_amounts(runs, fair, cash, games), step, cash)
    after = play(verify, seed + VERIFY_SEED, proposal)
    return FairProposal(rules.name, seats, proposal, cash, first, after, tuple(trail), tolerance)


def _rounded(amounts: Sequence[float], step: int, cash: int) -> tuple[int, ...]:
    """Amounts as a Fair start: the smallest 0 (paying every place the same changes
    nothing of the order), each a whole number of ``step``, at most the starting cash."""
    low = min(amounts)
    most = cash - cash % step
    return tuple(min(most, max(0, int(round((a - low) / step)) * step)) for a in amounts)


def _fair_amounts(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], fair: float, cash: int,
                 games: int) -> list[float]:
    """The amounts the model fitted to ``runs`` says are fair (see the module docstring):
    ``(fair - alpha_k) / beta`` per place, before rounding."""
    seats = len(runs[0][0])
    points: list[tuple[int, float, float, float]] = []  # (place, amount less the run's mean, rate, weight)
    for amounts, figures in runs:
        mean = sum(amounts) / seats
        points.extend((k, amounts[k] - mean, figures.rates[k], float(figures.games)) for k in range(seats))
    weight = [sum(w for k, _x, _y, w in points if k == place) for place in range(seats)]
    x_mean = [sum(w * x for k, x, _y, w in points if k == place) / weight[place] for place in range(seats)]
    y_mean = [sum(w * y for k, _x, y, w in points if k == place) / weight[place] for place in range(seats)]
    sxy = sum(w * (x - x_mean[k]) * (y - y_mean[k]) for k, x, y, w in points)
    sxx = sum(w * (x - x_mean[k]) ** 2 for k, x, _y, w in points)
    guess = 1.0 / (MONEY_PER_SHARE * cash)  # win rate per unit of money
    prior = games * (0.1 * cash) ** 2  # as much as one round that moved 10% of the starting cash
    beta = min(guess * LEARN_RANGE, max(guess / LEARN_RANGE, (sxy + prior * guess) / (sxx + prior)))
    return [(fair - (y_mean[k] - beta * x_mean[k])) / beta for k in range(seats)]


__all__ = [
    "DEFAULT_GAMES", "DEFAULT_ROUNDS", "FairProposal", "SearchRound", "SeatFigures", "TOLERANCE", "money_step",
    "propose_fair_start", "seat_range", "starting_cash_of",
]
