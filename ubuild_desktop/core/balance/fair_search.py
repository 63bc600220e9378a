"""The Fair start search's machinery (issue 27), for :mod:`.fair`: the figures a run
gives (:class:`SeatFigures`), the fitted model and its rounds (:class:`Search`, see
``fair.py``'s docstring for the model), the verification that looks at its games a few
times (:func:`look_z`, :func:`look_sizes`), and the weighing of a gift for the last place
(:func:`choose_gift`). Whatever plays the games is a :data:`Play`: the engine's
simulation in ``fair.propose_fair_start``, a model of a table in the tests.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from ..engine.simulate import Z_95, wilson_interval

#: A first guess of the money one whole unit of win rate is worth, as a share of the
#: starting cash: a place 2 points behind first gets 2% x 10 = 20% of the starting cash
#: (Classic with 4 good players measured about 13: ``benchmarks/bench_fair.py``; the
#: search learns each track's own).
MONEY_PER_SHARE = 10.0
#: The fitted value of money stays within this factor of the guess (noise cannot run away).
LEARN_RANGE = 4.0
#: Seeds of the search's rounds and of the verification, offsets of the caller's seed, far
#: apart so that no game of one is a game of another or of the "before" run (which uses
#: the caller's seed itself, as ``ubuild analyze`` does).
ROUND_SEED = 7_919
VERIFY_SEED = 1_000_003
#: The width of the fit's neighbourhood, as a share of the starting cash (see
#: :func:`closeness`): about 0.8 points of win rate with money worth 13 starting cashes
#: per unit of win rate (Classic, 4 good players).
BANDWIDTH = 0.1
#: Each place's own value of money (``Fit.slopes``) is pulled towards the common one as
#: much as this many rounds' worth of evidence (a round that moved 10% of the starting cash).
OWN_SLOPE_PRIOR = 1.0
#: The proof's verifications at most (``fair.proof_settings``): after one falls short, the
#: next-best amounts (refitted with its games) are verified with other seeds; each is
#: judged by intervals of confidence 1 - 10%/attempts (:func:`attempt_z`), so that an
#: unfair proposal is shown with at most a 5% chance over all of them.
PROOF_ATTEMPTS = 3
#: Seeds of a verification's later looks, offsets of its own seed (below ``VERIFY_SEED``).
LOOK_SEED = 104_729
#: ``gifts=AUTO`` (``fair.py``): it weighs at most this many gifts.
GIFT_CANDIDATES = 3
#: Seeds of the gift's weighing (one seed for all its runs: common random numbers), the
#: same whatever the caller's seed, and its games a run, whatever the caller's round: the
#: same track and seats weigh their gifts on the same games (a stable choice; the proof's
#: weighing plays this many games a run, whatever its first round: ``Search.gift_games``).
GIFT_SEED = 900_003_001
GIFT_GAMES = 400
#: A gift is chosen only where the Fair start with it puts at least this share less into
#: the game than money alone: a close call, which another set of games could turn, keeps
#: money alone (the choice does not flip with the games' noise).
GIFT_MARGIN = 0.15


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

    @classmethod
    def pooled(cls, parts: Sequence[SeatFigures], z: float = Z_95) -> SeatFigures:
        """The figures of ``parts`` (runs of the same amounts, other seeds) together, their
        intervals Wilson's with ``z`` (the first part's seed names them); one part with
        the 95% ``z`` is that part itself."""
        if len(parts) == 1 and z == Z_95:
            return parts[0]
        games = sum(p.games for p in parts)
        wins = [sum(p.rates[k] * p.games for p in parts) for k in range(len(parts[0].rates))]
        return cls(games, parts[0].seed, tuple(w / games for w in wins), tuple(wilson_interval(w, games, z) for w in wins))

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
class GiftChoice:
    """How the program chose whether the last place also starts with a gift (``gifts=AUTO``,
    see :func:`choose_gift`): each weighed gift as (id, name, price, worth, total),
    ``worth`` the money that buys the last place as much win rate as the gift did,
    ``total`` what the Fair start with it puts into the game; ``chosen`` the gift's id,
    "" when money alone puts the least in."""

    weighed: tuple[tuple[str, str, int, int, int], ...]  # (id, name, price, worth, total)
    chosen: str
    games: int  # the games of each run that weighed them
    money_total: int  # what money alone puts into the game (each option's total: see choose_gift)

    def to_json(self) -> dict[str, Any]:
        return {"chosen": self.chosen, "games": self.games, "money_total": self.money_total,
                "weighed": [{"gift": g, "name": n, "price": p, "worth": w, "total": t} for g, n, p, w, t in self.weighed]}


def look_z(looks: int) -> float:
    """The z of a verification's intervals when it may look ``looks`` times and stop at the
    first look that shows fairness: each look's interval is of confidence 1 - 5%/``looks``
    (Bonferroni), so whichever look it stops at, its intervals hold the true rates with 95%
    confidence at least (and contain that look's 95% intervals). One look: 1.96."""
    return Z_95 if looks <= 1 else NormalDist().inv_cdf(1 - 0.025 / looks)


def attempt_z(attempts: int) -> float:
    """The z of each verification's intervals when up to ``attempts`` are made and the first
    that shows fairness is reported (Bonferroni): a place truly outside the tolerance lies
    inside one interval with at most a 5%/``attempts`` chance (one side of a
    1 - 10%/``attempts`` interval), inside any of them with at most 5%. One or two
    attempts: 1.96, the 95% interval (one: 2.5% at most; two: 2.5% each); three: 2.13
    (96.7% intervals)."""
    return Z_95 if attempts <= 2 else NormalDist().inv_cdf(1 - 0.05 / attempts)


def look_sizes(games: int, looks: int) -> list[int]:
    """The games played when each of ``looks`` looks is taken: ``games`` at the last, half
    of it at the one before, and so on (at least one game a look)."""
    sizes = [max(1, int(math.ceil(games / 2 ** (looks - 1 - j)))) for j in range(max(1, looks))]
    return sorted(set(sizes))


#: ``play(count, seed, amounts, gifts)``: the figures of ``count`` games with those seeds,
#: amounts and gifts (the engine's simulation; a model of a table in the tests).
Play = Callable[[int, int, tuple[int, ...], tuple[str, ...]], SeatFigures]


def choose_gift(search: Search, choices: Sequence[tuple[str, str, int]], first: SeatFigures,
                seed: int) -> tuple[GiftChoice, tuple[tuple[int, ...], SeatFigures]]:
    """Whether the last place should also start with a district or property, free: the
    program's choice for ``gifts=AUTO``.

    The first search round's amounts (fitted to the "before" games) are played once
    without a gift and once with each of up to :data:`GIFT_CANDIDATES` gifts to the last
    place, all with the same seeds (common random numbers: the games differ only by the
    gift, so their difference is measured closely): the dearest, the cheapest, and the
    one whose price the first two say is worth about what the last place needs. A gift's
    *worth* is the money that would buy the last place the win rate it bought (the fit's
    value of money). Each option's *total* is what the Fair start puts into the game: the
    money the fit calls fair (with a gift, the last place needs its worth less; where the
    gift is worth more than it needs, the others get the difference), plus the gift's
    price. A gift is better where its total is smaller than money alone's by
    :data:`GIFT_MARGIN` at least: it answers the first player's edge (the first pick of the
    districts) in kind, for less. The weighing plays ``search.gift_games`` games a run
    (the proof's: :data:`GIFT_GAMES`) with the seed :data:`GIFT_SEED`, whatever the caller's
    seed (``seed`` is kept for the callers), so that the same track weighs the same. Returns the
    choice and the run the search starts from (amounts, figures) of the chosen option."""
    seats, games = search.seats, search.gift_games or search.games
    zeros = (0,) * seats
    amounts = search.proposal([(zeros, first)])
    run_seed = GIFT_SEED
    plain = search.play(games, run_seed, amounts, ())
    runs = [(zeros, first), (amounts, plain)]
    share = Fit.of(runs, search.cash, games).slopes[-1] * (seats - 1) / seats  # money paid to the last place alone moves it by this much
    need = fair_amounts(runs, 1.0 / seats, search.cash, games)
    low = min(need)

    def counted(money: float) -> int:  # rounded to the money a player counts, as the amounts are
        return int(round(money / search.step)) * search.step

    money_total = counted(sum(a - low for a in need))
    weighed: list[tuple[str, str, int, int, int]] = []
    best: tuple[int, str, SeatFigures] = (money_total, "", plain)

    def weigh(gid: str, name: str, price: int) -> float:
        nonlocal best
        figures = search.play(games, run_seed, amounts, ("",) * (seats - 1) + (gid,))
        worth = (figures.rates[-1] - plain.rates[-1]) / share
        rest = list(need)
        rest[-1] -= worth
        total = counted(sum(a - min(rest) for a in rest) + price)
        weighed.append((gid, name, price, counted(worth), total))
        if total < best[0] and total <= (1 - GIFT_MARGIN) * money_total:
            best = (total, gid, figures)
        return worth

    ends = list(dict.fromkeys([choices[-1], choices[0]] if choices else []))[:GIFT_CANDIDATES]
    ratios = [weigh(*c) / max(1, c[2]) for c in ends]
    ratio = sum(ratios) / len(ratios) if ratios else 0.0
    rest = [c for c in choices if c not in ends]
    if ratio > 0 and rest and len(ends) < GIFT_CANDIDATES:
        target = (need[-1] - low) / ratio  # the price whose worth is about what the last place needs
        weigh(*min(rest, key=lambda c: abs(c[2] - target)))
    return GiftChoice(tuple(weighed), best[1], games, money_total), (amounts, best[2])


#: A sized verification (the proof's, :meth:`Search.run_sized`) plays the fewest games that
#: show fairness with this chance, if the win rates are what the search's fit expects; the
#: last attempt (after one that fell short, refitted with its games) with
#: :data:`RETRY_POWER`: it decides the verdict, so it buys a surer one. (A model of a
#: Classic table, 400 proofs each, ``tests/balance/test_fair.py``'s: 0.7 for both showed
#: 94% of the proofs in 21,100 games each on average; 0.5 then 0.95, 98-99% in 20,900.
#: Stopping a verification early once it could hardly pass cost more than it saved:
#: at a quarter of the games the measured rates are too noisy to give up on.)
VERIFY_POWER = 0.5
RETRY_POWER = 0.95


def verify_games_for(rates: Sequence[float], errors: Sequence[float], fair: float, tolerance: float, most: int,
                     power: float | None = None, z: float = Z_95) -> int | None:
    """The fewest verification games (a hundred at a time) whose 95% intervals show every
    place within ``fair ± tolerance`` with chance ``power``, if each place's true rate lies
    about ``rates`` (the fit's, each with its standard error ``errors``): a place's measured
    rate then falls about its expected one by both errors, its interval's half-width
    ``z * sqrt(p (1 - p) / n)`` (95%: ``Z_95``; :func:`attempt_z`). None when more than
    ``most`` games would be needed."""
    power = VERIFY_POWER if power is None else power

    def chance(n: int) -> float:
        out = 1.0
        for rate, error in zip(rates, errors):
            var = _binomial(rate)
            room = tolerance - z * math.sqrt(var / n)
            if room <= 0:
                return 0.0
            spread = math.sqrt(error * error + var / n)
            off = rate - fair
            out *= _NORMAL.cdf((room - off) / spread) - _NORMAL.cdf((-room - off) / spread)
        return out

    for n in range(100, most + 100, 100):
        if chance(min(n, most)) >= power:
            return min(n, most)
    return None


_NORMAL = NormalDist()


def round_sizes(games: int, growth: float, rounds: int, search_games: int | None) -> list[int]:
    """The planned games of each search round: ``games``, then ``growth`` times the last,
    ``rounds`` of them, or fewer once they reach ``search_games`` together."""
    sizes: list[int] = []
    for t in range(rounds):
        size = int(round(games * growth ** t))
        if search_games is not None:
            if sum(sizes) >= search_games:
                break
            size = max(games, min(size, search_games - sum(sizes)))
        sizes.append(size)
    return sizes


@dataclass
class Search:
    """The search and its verification, whatever plays the games (:data:`Play`), each game
    with the gifts ``gifts``."""

    play: Play
    seats: int
    cash: int
    step: int
    games: int
    tolerance: float
    gifts: tuple[str, ...] = ()
    looks: int = 1
    gift_games: int = 0  # the games of each of the gift's weighing runs (0: ``games``)
    # Told (amounts, games) as each verification starts: the search's proposal, before its proof.
    verifying: Callable[[tuple[int, ...], int], None] | None = None

    def proposal(self, runs: Sequence[tuple[tuple[int, ...], SeatFigures]]) -> tuple[int, ...]:
        return rounded(fair_amounts(runs, 1.0 / self.seats, self.cash, self.games), self.step, self.cash)

    def needed(self, runs: Sequence[tuple[tuple[int, ...], SeatFigures]], amounts: tuple[int, ...], most: int,
               more: int = 0, power: float | None = None, z: float = Z_95) -> int | None:
        """The verification games :func:`verify_games_for` asks for ``amounts`` by the fit of
        ``runs``, or, with ``more``, after a round of that many games at ``amounts`` (its
        errors shrink as a round there would make them; its rates stay)."""
        fit = Fit.of(runs, self.cash, self.games)
        rates, errors = fit.rates(amounts), fit.errors(amounts)
        if more:
            errors = [1.0 / math.sqrt(1.0 / (e * e) + more / _binomial(r)) for e, r in zip(errors, rates)]
        return verify_games_for(rates, errors, 1.0 / self.seats, self.tolerance, most, power, z)

    def run_sized(self, runs: list[tuple[tuple[int, ...], SeatFigures]], sizes: Sequence[int], most: int,
                  attempts: int, seed: int) -> tuple[tuple[int, ...], SeatFigures, list[SearchRound], int]:
        """The proof's plan: from ``runs``, rounds of ``sizes`` games while another round
        would save more verification games than it plays (:meth:`needed`), then a
        verification of the games the fit says show fairness (:func:`verify_games_for`, at
        most ``most``), one look: how many it plays is decided before any of its games, by
        the games before it alone; up to ``attempts`` of them (after one that falls short,
        its games join the fit and the next-best amounts, refitted from every game so far,
        are verified with other seeds), each judged by intervals of :func:`attempt_z`
        (95% for up to two attempts): an unfair proposal is shown with at most a 5% chance
        over all of them."""
        z = attempt_z(attempts)
        trail: list[SearchRound] = [SearchRound(a, f) for a, f in runs[1:]]
        for t, size in enumerate(sizes):
            amounts = self.proposal(runs)
            need = self.needed(runs, amounts, most, z=z)
            if need is not None:
                after_round = self.needed(runs, amounts, most, size, z=z)
                if after_round is None or size + after_round >= need:
                    break
            figures = self.play(size, seed + ROUND_SEED * (t + 1), amounts, self.gifts)
            trail.append(SearchRound(amounts, figures))
            runs.append((amounts, figures))
        tries = 0
        while True:
            proposal = self.proposal(runs)
            last = tries + 1 >= attempts
            power = RETRY_POWER if last and attempts > 1 else VERIFY_POWER
            games = self.needed(runs, proposal, most, power=power, z=z) or most
            if self.verifying is not None:
                self.verifying(proposal, games)
            after = SeatFigures.pooled([self.play(games, seed + VERIFY_SEED * (tries + 1), proposal, self.gifts)], z)
            tries += 1
            if last or after.within(1.0 / self.seats, self.tolerance):
                return proposal, after, trail, tries
            runs.append((proposal, after))  # games at the proposal: the refit is closer

    def run(self, runs: list[tuple[tuple[int, ...], SeatFigures]], sizes: Sequence[int], rounds: int,
            search_games: int | None, verify: int, attempts: int,
            seed: int) -> tuple[tuple[int, ...], SeatFigures, list[SearchRound], int]:
        """From ``runs`` (the "before" figures at no amounts, then any other), rounds of
        ``sizes`` games (more, up to ``rounds``, while the games near the proposal are
        fewer than ``search_games``), then up to ``attempts`` verifications."""
        trail: list[SearchRound] = [SearchRound(a, f) for a, f in runs[1:]]
        for t in range(rounds):
            amounts = self.proposal(runs)
            if search_games is None:
                if t >= len(sizes):
                    break
                size = sizes[t]
            else:
                near = games_near(runs, amounts, self.cash)
                if near >= search_games:
                    break
                planned = sizes[t] if t < len(sizes) else sizes[-1]
                size = max(self.games, min(planned, int(math.ceil(search_games - near))))
            figures = self.play(size, seed + ROUND_SEED * (t + 1), amounts, self.gifts)
            trail.append(SearchRound(amounts, figures))
            runs.append((amounts, figures))
        proposal = self.proposal(runs)
        z = attempt_z(attempts) if self.looks <= 1 else look_z(self.looks)
        after = SeatFigures.pooled([self.verify(proposal, verify, seed + VERIFY_SEED)], z)
        tries = 1
        while tries < attempts and not after.within(1.0 / self.seats, self.tolerance):
            runs.append((proposal, after))  # games at the proposal: the refit is closer
            proposal = self.proposal(runs)
            after = SeatFigures.pooled([self.verify(proposal, verify, seed + VERIFY_SEED * (tries + 1))], z)
            tries += 1
        return proposal, after, trail, tries

    def verify(self, amounts: tuple[int, ...], games: int, seed: int) -> SeatFigures:
        """At most ``games`` games with fresh seeds at ``amounts``, looked at :attr:`looks`
        times (:func:`look_sizes`); the figures of every game played by the first look whose
        intervals (:func:`look_z`) show every place within the tolerance, or by the last."""
        if self.verifying is not None:
            self.verifying(amounts, games)
        z, parts, played = look_z(self.looks), [], 0
        figures = None
        for j, size in enumerate(look_sizes(games, self.looks)):
            parts.append(self.play(size - played, seed + LOOK_SEED * j, amounts, self.gifts))
            played = size
            figures = SeatFigures.pooled(parts, z)
            if figures.within(1.0 / self.seats, self.tolerance):
                break
        assert figures is not None
        return figures


def rounded(amounts: Sequence[float], step: int, cash: int) -> tuple[int, ...]:
    """Amounts as a Fair start: the smallest 0 (paying every place the same changes
    nothing of the order), each a whole number of ``step``, at most the starting cash."""
    low = min(amounts)
    most = cash - cash % step
    return tuple(min(most, max(0, int(round((a - low) / step)) * step)) for a in amounts)


def closeness(amounts: Sequence[int], center: Sequence[int], cash: int) -> float:
    """How much a run at ``amounts`` tells of the win rates at ``center`` (1: the same
    amounts; a Gaussian kernel of the largest difference between places' amounts, each
    less its run's mean, with :data:`BANDWIDTH` of the starting cash as its width): the
    response bends over large amounts, so a straight line is fitted only near the point."""
    n = len(amounts)
    ma, mc = sum(amounts) / n, sum(center) / n
    gap = max(abs((a - ma) - (c - mc)) for a, c in zip(amounts, center)) / (BANDWIDTH * cash)
    return math.exp(-0.5 * gap * gap)


def games_near(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], center: Sequence[int], cash: int) -> float:
    """The games the fit has near ``center``: each run's games times its closeness."""
    return sum(figures.games * closeness(amounts, center, cash) for amounts, figures in runs)


def fair_amounts(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], fair: float, cash: int,
                 games: int) -> list[float]:
    """The amounts the model fitted to ``runs`` says are fair (see the module docstring):
    ``(fair - alpha_k) / beta`` per place, before rounding; each run weighs its games times
    its closeness to the last run's amounts (:func:`closeness`)."""
    return Fit.of(runs, cash, games).fair_deviations(fair)


def _binomial(rate: float) -> float:
    """The variance of one game's win (0 or 1) at ``rate``, kept off 0 and 1."""
    p = min(max(rate, 0.01), 0.99)
    return p * (1 - p)


def fit_slope_and_levels(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], cash: int, games: int) -> tuple[float, list[float]]:
    """The model fitted to ``runs``: ``beta``, the win rate a unit of money buys, and each
    place's level ``alpha_k`` (its win rate with the amounts' mean)."""
    fit = Fit.of(runs, cash, games)
    return fit.beta, fit.levels


@dataclass(frozen=True, slots=True)
class Fit:
    """The model fitted to some runs (see ``fair.py``'s docstring): ``beta``, the win rate
    a unit of money buys; each place's ``levels`` (its win rate with the amounts' mean, from
    the runs near the last one) and the standard error of each level (``level_errors``:
    binomial, each run weighing its games times its closeness); ``spread``, the weighted sum
    of squares of the amounts the slope was fitted to, and ``local``, each place's mean
    amount (less its run's mean) near the last run."""

    beta: float
    levels: list[float]
    level_errors: list[float]
    slope_error: float
    local: list[float]
    slopes: list[float]  # each place's own value of money (the common ``beta`` where its runs say little)
    slope_errors: list[float]

    @classmethod
    def of(cls, runs: Sequence[tuple[tuple[int, ...], SeatFigures]], cash: int, games: int) -> Fit:
        """The fit of ``runs`` (the first at no amounts), ``games`` the first round's (the
        slope's first guess weighs as much as a round of them)."""
        seats = len(runs[0][0])
        center = runs[-1][0]
        points: list[tuple[int, float, float, float, float]] = []  # (place, amount less the run's mean, rate, games, near)
        for amounts, figures in runs:
            mean = sum(amounts) / seats
            near = closeness(amounts, center, cash)
            points.extend((k, amounts[k] - mean, figures.rates[k], float(figures.games), near) for k in range(seats))

        def means(local: bool) -> tuple[list[float], list[float]]:
            weight = [sum(w * (c if local else 1.0) for k, _x, _y, w, c in points if k == place) for place in range(seats)]
            xs = [sum(w * (c if local else 1.0) * x for k, x, _y, w, c in points if k == place) / weight[place]
                  for place in range(seats)]
            ys = [sum(w * (c if local else 1.0) * y for k, _x, y, w, c in points if k == place) / weight[place]
                  for place in range(seats)]
            return xs, ys

        x_mean, y_mean = means(local=False)  # the slope: from every run (it needs the amounts' spread)
        sxy = [sum(w * (x - x_mean[k]) * (y - y_mean[k]) for k, x, y, w, _c in points if k == place) for place in range(seats)]
        sxx = [sum(w * (x - x_mean[k]) ** 2 for k, x, _y, w, _c in points if k == place) for place in range(seats)]
        guess = 1.0 / (MONEY_PER_SHARE * cash)  # win rate per unit of money
        prior = games * (0.1 * cash) ** 2  # as much as one round that moved 10% of the starting cash

        def kept(slope: float) -> float:
            return min(guess * LEARN_RANGE, max(guess / LEARN_RANGE, slope))

        beta = kept((sum(sxy) + prior * guess) / (sum(sxx) + prior))
        # each place's own slope, pulled towards the common one as much as one round's worth
        # of evidence (:data:`OWN_SLOPE_PRIOR`): a place that money buys more (or less) than
        # the others is paid by its own value of money
        own_prior = OWN_SLOPE_PRIOR * prior
        slopes = [kept((sxy[k] + own_prior * beta) / (sxx[k] + own_prior)) for k in range(seats)]
        fair = 1.0 / seats
        slope_errors = [math.sqrt(fair * (1 - fair) / (sxx[k] + own_prior)) for k in range(seats)]
        x_mean, y_mean = means(local=True)  # each place's level: from the runs near the last one
        errors = []
        for place in range(seats):
            weight = sum(w * c for k, _x, _y, w, c in points if k == place)
            spread = sum(w * c * c * _binomial(y) for k, _x, y, w, c in points if k == place)
            errors.append(math.sqrt(spread) / weight)
        return cls(beta, [y_mean[k] - slopes[k] * x_mean[k] for k in range(seats)], errors,
                   math.sqrt(fair * (1 - fair) / (sum(sxx) + prior)), x_mean, slopes, slope_errors)

    def fair_deviations(self, fair: float) -> list[float]:
        """Each place's amount less the amounts' mean that the fit says is fair: every place
        at ``fair + shift``, ``shift`` the one that makes the deviations sum to zero (0 when
        the places' slopes are equal: the levels then sum to one)."""
        inverse = [1.0 / s for s in self.slopes]
        shift = sum((level - fair) * i for level, i in zip(self.levels, inverse)) / sum(inverse)
        return [(fair + shift - level) * i for level, i in zip(self.levels, inverse)]

    def rates(self, amounts: Sequence[int]) -> list[float]:
        """The win rate of each place the fit expects with ``amounts``."""
        mean = sum(amounts) / len(amounts)
        return [level + slope * (a - mean) for level, slope, a in zip(self.levels, self.slopes, amounts)]

    def errors(self, amounts: Sequence[int]) -> list[float]:
        """The standard error of each of :meth:`rates`: its level's and, the farther
        ``amounts`` lie from the runs its level was fitted to, its slope's."""
        mean = sum(amounts) / len(amounts)
        return [math.hypot(e, se * (a - mean - x))
                for e, se, a, x in zip(self.level_errors, self.slope_errors, amounts, self.local)]


__all__ = [
    "BANDWIDTH", "OWN_SLOPE_PRIOR", "PROOF_ATTEMPTS", "attempt_z", "GIFT_CANDIDATES", "GIFT_GAMES", "GIFT_MARGIN", "GIFT_SEED", "GiftChoice", "LEARN_RANGE", "LOOK_SEED", "MONEY_PER_SHARE", "Play",
    "RETRY_POWER", "ROUND_SEED", "Search", "SearchRound", "SeatFigures", "VERIFY_SEED", "choose_gift", "closeness", "fair_amounts",
    "fit_slope_and_levels", "Fit", "games_near", "look_sizes", "look_z", "round_sizes", "rounded", "VERIFY_POWER",
    "verify_games_for",
]
