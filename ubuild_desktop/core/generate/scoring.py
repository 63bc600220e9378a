"""How the generator scores a candidate: the exact part (cheap) and the simulated part.

**Exact** (:func:`exact_score`, milliseconds: the balance lab's landing odds and money
figures): how evenly the colour groups are landed, per district of each group on the
track (``group_spread``: the most landed group's odds over the least landed's, minus 1),
whether a group is starved (its districts landed less than half as often as the average
district), and ``rent_rate``, the rent an opponent pays per turn with every district built
up as far as its building sites allow, over the starting cash: the faster money flows,
the shorter the game. The search learns how ``rent_rate`` and the shape map to minutes
from the candidates it simulates (:class:`LengthModel`).

**Simulated** (:func:`simulated_minutes`): the median game of the engine's good players
against the target minutes (at 30 s a turn, as the lab counts), and the seat fairness
(:func:`seat_fairness`): the spread of the win rates by turn order after the
compensation the lab proposes (see there).

:func:`total` folds them into one number, lower is better.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from collections.abc import Callable, Sequence
from typing import Any, Final

from ..balance import Policy, landing_odds, money_figures
from ..engine.ubuild.game import Game
from ..engine.ubuild.game import STARTING_CASH
from ..engine.simulate import WorkerPool
from ..track import Track

__all__ = ["ExactScore", "LengthModel", "SECONDS_PER_TURN", "SeatFairness", "exact_score", "median_noise", "raw_spread", "seat_fairness",
           "simulated_minutes", "total", "with_fair_start"]

SECONDS_PER_TURN: Final = 30.0
#: A group is starved when its districts are landed less often than this share of the average district.
STARVED_SHARE: Final = 0.5
PAYBACK_BLOCKS: Final = 3
#: The scales of :func:`total`: each term is 1 for a 10% miss of the length, a group
#: landed 25% more often than another, or a 10-point spread of the seats' win rates.
LENGTH_SCALE: Final = 10.0
GROUP_SCALE: Final = 4.0
SEAT_SCALE: Final = 10.0
#: What a starved or unreachable colour group costs: as much as missing the length by half.
STARVED_COST: Final = 5.0


@dataclass(frozen=True)
class ExactScore:
    """The exact figures of a candidate (see the module's docstring)."""

    group_spread: float
    starved: tuple[str, ...]  # the ids of starved groups
    unreachable: tuple[str, ...]  # groups no roll ever lands on
    rent_rate: float
    group_odds: tuple[tuple[str, float], ...]  # per group: landings per turn per district

    @property
    def legal(self) -> bool:
        """Every colour group reachable and none starved."""
        return not self.starved and not self.unreachable


def exact_score(game: Game, players: int = 4) -> ExactScore:
    """The exact score of ``game`` (a ``Game`` of a valid track)."""
    odds = landing_odds(game, Policy())
    money = money_figures(game, odds, players, PAYBACK_BLOCKS)
    per_group: list[tuple[str, float]] = []
    for group in game.groups:
        if not group.districts:
            continue
        per_group.append((group.id, sum(money.districts[d].per_turn for d in group.districts) / len(group.districts)))
    average = sum(d.per_turn for d in money.districts) / max(1, len(money.districts))
    values = [v for _g, v in per_group]
    spread = max(values) / min(values) - 1 if values and min(values) > 0 else math.inf
    starved = tuple(g for g, v in per_group if 0 < v < STARVED_SHARE * average)
    unreachable = tuple(g for g, v in per_group if v <= 0)
    # each district built up as far as its building sites allow (a tight shape leaves some few)
    rent = sum(d.per_turn * d.rent[min(len(d.rent) - 1, len(info.sites))] for d, info in zip(money.districts, game.districts))
    return ExactScore(spread, starved, unreachable, rent / STARTING_CASH[game.rules], tuple(per_group))


class LengthModel:
    """Minutes as a line in ``rent_rate`` plus an offset per shape (``kind``: the shape
    changes the building sites, so how far blocks, hazards and skyscrapers reach), fitted
    to the candidates simulated so far, each point weighted by its games (a median of few
    games is noisy: a game's length varies about as much as its mean): weighted least
    squares for the line (with fewer than three points, or points too close together,
    the mean minutes), and each shape's mean residual shrunk toward 0 by :data:`SHRINK`
    points' worth of "no offset"."""

    SHRINK: Final = 1.0
    #: A point's weight: its games over this many (a point of this many games weighs 1).
    GAMES: Final = 60.0

    def __init__(self) -> None:
        self.points: list[tuple[float, float, object, float]] = []

    def add(self, rent_rate: float, minutes: float, kind: object = None, games: int = 60) -> None:
        self.points.append((rent_rate, minutes, kind, games / self.GAMES))

    def _line(self) -> tuple[float, float, float]:
        w = sum(p[3] for p in self.points)
        mx = sum(x * v for x, _, _k, v in self.points) / w
        my = sum(y * v for _, y, _k, v in self.points) / w
        sxx = sum(v * (x - mx) ** 2 for x, _, _k, v in self.points)
        if len(self.points) < 3 or sxx <= 1e-12 * max(1.0, mx * mx) * w:
            return mx, my, 0.0
        return mx, my, sum(v * (x - mx) * (y - my) for x, y, _k, v in self.points) / sxx

    def predict(self, rent_rate: float, kind: object = None) -> float | None:
        if not self.points:
            return None
        mx, my, slope = self._line()
        residuals = [(v, y - (my + slope * (x - mx))) for x, y, k, v in self.points if k == kind]
        offset = sum(v * r for v, r in residuals) / (sum(v for v, _r in residuals) + self.SHRINK)
        return my + slope * (rent_rate - mx) + offset


#: The quick Fair start search for each proposed track without the proof
#: (``Request.fair_proof`` False, ``generate --no-fair-proof``; ``balance.fair.propose_fair_start``):
#: games per round, rounds, and the verification's games (other seeds).
FAIR_GAMES: Final = 80
FAIR_ROUNDS: Final = 2
FAIR_VERIFY_GAMES: Final = 160
#: The proof's (the default): the games of its first round (``proof_settings``).
FAIR_PROOF_GAMES: Final = 400


@dataclass(frozen=True)
class SeatFairness:
    """The seats' spread of a track: the highest minus the lowest win rate by turn order,
    after the Fair start the lab proposes (``amounts``, what the bank pays each place, and
    ``gifts``, what it starts with: the program's choice) when it can (``compensated``),
    else as simulated; ``reached``: its verification shows every place within ±2 points of
    fair, 95% intervals included (``proven``: by the lab's proof, ``proof_settings``), and
    ``worst``, how far the farthest interval reaches from fair."""

    spread: float
    compensated: bool
    amounts: tuple[int, ...] = ()
    gifts: tuple[str, ...] = ()
    reached: bool = False
    proven: bool = False
    worst: float = 1.0
    proposal: dict[str, Any] | None = field(default=None, compare=False)  # the lab's ``FairProposal.to_json()``


def raw_spread(summary: dict[str, Any]) -> float:
    """The spread of the win rates by turn order of a simulation (``summarize``'s figures)."""
    rates = summary["results"]["win_rate_by_turn_order"]
    return max(rates) - min(rates) if rates else 0.0


def seat_fairness(track: Track, summary: dict[str, Any], players: int, seed: int, proof: bool = True,
                  games: int = FAIR_PROOF_GAMES, tolerance: float = 0.02, pool: WorkerPool | None = None,
                  progress: Callable[[int, int], None] | None = None,
                  should_stop: Callable[[], bool] | None = None) -> SeatFairness:
    """The seats' spread that remains after the Fair start the balance lab proposes
    (``balance.fair.propose_fair_start``, the gift the program's choice), with ``proof``
    (the default) proven by the lab's proof (``proof_settings``: the Balance panel's and
    ``ubuild analyze --fair-proof``'s, rounds from :data:`FAIR_PROOF_GAMES` games, its
    verification sized by the search), else searched with :data:`FAIR_GAMES` games a round
    and verified by :data:`FAIR_VERIFY_GAMES` fresh ones (a quick estimate); ``summary``
    is the track's simulation (its games are the proof's "before"); ``games``, the proof's
    first round, and ``tolerance`` (±2 points: the issue's) are ``Request``'s; ``pool``
    plays the games (the generator's workers, shared by the proofs: ``workers.ExecutorPool``),
    ``progress(done, total)`` hears them, ``should_stop()`` cancels."""
    from ..balance.fair import AUTO, proof_settings, propose_fair_start

    settings: dict[str, Any] = proof_settings(players, games, tolerance) if proof else \
        {"games": FAIR_GAMES, "rounds": FAIR_ROUNDS, "verify_games": FAIR_VERIFY_GAMES, "tolerance": tolerance}
    proposal = propose_fair_start(track, players, seed=seed, jobs=1, before=summary, gifts=AUTO, pool=pool,
                                  progress=progress, should_stop=should_stop, **settings)
    rates = proposal.after.rates
    return SeatFairness(max(rates) - min(rates) if rates else 0.0, True, tuple(proposal.amounts), tuple(proposal.gifts),
                        proposal.reached, proof, proposal.after.worst(proposal.fair), proposal.to_json())


def with_fair_start(track: Track, players: int, amounts: tuple[int, ...], gifts: tuple[str, ...] = ()) -> Track:
    """``track`` keeping the Fair start ``amounts`` (and ``gifts``) for ``players`` seats as its house rule."""
    if not amounts and not any(gifts):
        return track
    from .. import fairstart

    kept = fairstart.with_fair_start(track.fair_start, players, amounts or (0,) * players, gifts)
    return track.model_copy(update={"fair_start": kept})


def median_noise(turns: Sequence[int]) -> float:
    """How uncertain the median of these games' lengths is (one standard error, in turns),
    read from the games themselves without assuming a distribution: half the gap between
    the order statistics one standard error of rank either side of the middle."""
    data = sorted(turns)
    n = len(data)
    if n < 2:
        return math.inf
    half = math.sqrt(n) / 2
    lo, hi = max(0, round(n / 2 - half)), min(n - 1, round(n / 2 + half))
    return (data[hi] - data[lo]) / 2


def simulated_minutes(summary: dict[str, Any]) -> float:
    """The median game of a simulation (``summarize``'s figures) in minutes at 30 s a turn."""
    return float(summary["results"]["turns"]["median"]) * SECONDS_PER_TURN / 60


def total(exact: ExactScore, minutes: float, target: float, spread: float | None) -> float:
    """One number, lower is better: the length's relative miss, the groups' spread and
    the seats' spread (None: not simulated yet), each on its scale (:data:`LENGTH_SCALE`...),
    plus :data:`STARVED_COST` when a group is starved or unreachable."""
    cost = LENGTH_SCALE * abs(minutes / target - 1) + GROUP_SCALE * min(exact.group_spread, 10.0)
    if spread is not None:
        cost += SEAT_SCALE * spread
    if not exact.legal:
        cost += STARVED_COST
    return cost
