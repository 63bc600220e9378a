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
   Each round plays games (seeds of their own) with the amounts the model fitted to every
   game so far says are fair, ``(fair - alpha_k) / beta``. ``beta`` is a weighted least
   squares over all the runs (the "before" one too), each weighted by its games, pulled
   towards a first guess (:data:`MONEY_PER_SHARE` of the starting cash per unit of win
   rate) as much as one round's worth of evidence, and kept within :data:`LEARN_RANGE` of
   it; each place's level ``alpha_k`` is fitted only from the runs near the last one
   (a Gaussian kernel of the amounts, :data:`BANDWIDTH` of the starting cash wide: the
   response bends, so the straight line must hold only where the answer is). The
   proposal is the fit of all the rounds, rounded to :func:`money_step`, the smallest
   amount 0, none above the starting cash. To *show* fairness (:func:`proof_settings`,
   what ``ubuild analyze`` and the Balance panel use), each round plays twice the games of
   the last until the fit has :func:`proof_search_games` games near its proposal (its
   standard error a quarter of the tolerance: 0.5 points for ±2).
3. **Verification**: ``verify_games`` games with other seeds than any of the search's
   (by default :func:`proof_verify_games`: the 95% interval's half-width at the fair share
   a third of the tolerance, about 16,200 games for 4 seats). The proposal **reaches**
   fairness when every place's 95% Wilson interval lies within ``fair ± tolerance`` (±2
   percentage points by default). With ``attempts=2`` (the proof's), a verification that
   falls short joins the fit and the refit amounts are verified once more with other
   seeds; only the last verification is reported (a proposal whose place is truly outside
   the tolerance passes one verification with at most a 2.5% chance, two with 5%). When
   it does not reach it, :attr:`FairProposal.reached` is False and
   :meth:`FairProposal.games_needed` says how many verification games would show it if
   the rates stay where they are (None when a rate lies outside the tolerance or too
   close to its edge: the amounts must change).

Why not common random numbers between candidates: the same seeds for two amounts make
their *difference* precise (the slope ``beta``), but the level of each place, which
decides fairness, is then measured by one set of seeds only; it needs many distinct
games near the answer, which the doubling rounds give. ``benchmarks/bench_fair.py``
measures the games and seconds a proof takes.

Qt-free and deterministic for a given seed (the simulation's games depend only on their
seeds, not on ``jobs``). The track generator (issue 27) calls it as a plain function;
its signature is kept stable: ``propose_fair_start(board_or_track, seats, *, games,
verify_games, rounds, seed, jobs, tolerance, strength, before, progress, should_stop, growth,
search_games, attempts)`` (the last three's defaults: a fixed number of equal rounds, one verification).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from ..engine.ubuild.game import STARTING_CASH, Game
from ..engine.simulate import UBUILD, Z_95, Run, WorkerPool, rule_set_of, simulate, summarize, wilson_interval
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
#: The width of the fit's neighbourhood, as a share of the starting cash (see
#: :func:`_closeness`): about 0.8 points of win rate with money worth 13 starting cashes
#: per unit of win rate (Classic, 4 good players).
BANDWIDTH = 0.1
#: :func:`proof_settings`: the first round's games, the rounds at most, the search's
#: standard error (the tolerance over this) and the verification interval's half-width
#: at the fair share (the tolerance over this).
PROOF_FIRST_ROUND = 400
PROOF_ROUNDS = 8
SEARCH_PRECISION = 4.0
VERIFY_WIDTH = 3.0
#: The proof's verification looks at its games this many times (after a quarter, a half
#: and all of them) and stops at the first look that shows fairness (see :func:`look_z`).
PROOF_LOOKS = 3
#: Seeds of a verification's later looks, offsets of its own seed (below ``VERIFY_SEED``).
LOOK_SEED = 104_729
#: ``gifts=AUTO``: the program chooses whether the last place also starts with a district
#: or property (:func:`propose_fair_start`); it weighs at most this many of them.
AUTO = "auto"
GIFT_CANDIDATES = 3
#: Seeds of the gift's weighing (one seed for all its runs: common random numbers).
GIFT_SEED = 3_001


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
    attempts: int = 1
    gifts: tuple[str, ...] = ()  # the district or property each place starts with, free ("" none), or ()
    gift_names: tuple[str, ...] = ()  # their names on the board ("" none)
    looks: int = 1  # the verification's looks at most (its intervals: :func:`look_z`)
    gift_choice: GiftChoice | None = None  # how the program chose the gift (``gifts=AUTO``), else None

    @property
    def z(self) -> float:
        """The verification intervals' z (:func:`look_z`)."""
        return look_z(self.looks)

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
            need = max(need, math.ceil(self.z * self.z * p * (1 - p) / (room * room)))
        return need if need <= MAX_VERIFY_GAMES else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules, "players": self.players, "fair_share": round(self.fair, 4),
            "tolerance": self.tolerance, "amounts": list(self.amounts), "starting_cash": self.starting_cash,
            "gifts": list(self.gifts), "gift_names": list(self.gift_names),
            "reached": self.reached, "games_needed": self.games_needed(), "attempts": self.attempts,
            "looks": self.looks, "confidence": round(1 - 2 * (1 - NormalDist().cdf(self.z)), 4),
            "gift_choice": self.gift_choice.to_json() if self.gift_choice is not None else None,
            "worst": round(self.after.worst(self.fair), 4),
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


def gift_choices(board_or_track: Track | SquareBoard) -> list[tuple[str, str, int]]:
    """What a Fair start can give a place (the books' other compensation): every district
    of a U-Build track or property of a square board, as (id, name, price), cheapest first."""
    if isinstance(board_or_track, SquareBoard):
        from ..engine.traditional.game import Game as BoardGame

        game = BoardGame(board_or_track, 2)
        found = [(game.ids[i], game.names[i], int(game.price[i])) for i in game.properties]
    else:
        found = [(d.card.id, d.card.name, int(d.card.price)) for d in Game.create(board_or_track, 2).districts]
    return sorted(found, key=lambda c: (c[2], c[1]))


def gift_names(board_or_track: Track | SquareBoard, gifts: Sequence[str]) -> tuple[str, ...]:
    """The names of ``gifts`` (ids, "" for none) on the board."""
    names = {gid: name for gid, name, _price in gift_choices(board_or_track)}
    return tuple(names.get(g, g) if g else "" for g in gifts)


def seat_range(board_or_track: Track | SquareBoard) -> tuple[int, int]:
    """The seat counts its rules allow (U-Build: the preset's, 2-4 or 2-6; traditional: 2-8)."""
    if isinstance(board_or_track, SquareBoard):
        from ..engine.traditional.game import MAX_PLAYERS, MIN_PLAYERS

        return MIN_PLAYERS, MAX_PLAYERS
    from ..engine.ubuild.game import PLAYER_RANGE, rules_for

    return PLAYER_RANGE[rules_for(board_or_track.preset)]


def proof_verify_games(seats: int, tolerance: float = TOLERANCE) -> int:
    """The verification games that can show a fair proposal within ``fair ± tolerance``,
    its 95% interval included: enough for the interval's half-width at the fair share to
    be a third of the tolerance (±0.67 points for ±2), so that a proposal whose places win
    within about half a point of fair passes (4 seats: about 16,200 games), rounded up to
    a hundred games."""
    p = 1.0 / seats
    need = Z_95 * Z_95 * p * (1 - p) / (tolerance / VERIFY_WIDTH) ** 2
    return int(math.ceil(need / 100.0)) * 100


def proof_search_games(seats: int, tolerance: float = TOLERANCE) -> int:
    """The games near its proposal the search plays before it stops: enough for the fit's
    standard error there to be a quarter of the tolerance (0.5 points for ±2; 4 seats:
    7,500 games)."""
    p = 1.0 / seats
    return int(math.ceil(p * (1 - p) / (tolerance / SEARCH_PRECISION) ** 2))


def look_z(looks: int) -> float:
    """The z of a verification's intervals when it may look ``looks`` times and stop at the
    first look that shows fairness: each look's interval is of confidence 1 - 5%/``looks``
    (Bonferroni), so whichever look it stops at, its intervals hold the true rates with 95%
    confidence at least (and contain that look's 95% intervals). One look: 1.96."""
    return Z_95 if looks <= 1 else NormalDist().inv_cdf(1 - 0.025 / looks)


def look_sizes(games: int, looks: int) -> list[int]:
    """The games played when each of ``looks`` looks is taken: ``games`` at the last, half
    of it at the one before, and so on (at least one game a look)."""
    sizes = [max(1, int(math.ceil(games / 2 ** (looks - 1 - j)))) for j in range(max(1, looks))]
    return sorted(set(sizes))


def proof_settings(seats: int, games: int = PROOF_FIRST_ROUND, tolerance: float = TOLERANCE) -> dict[str, Any]:
    """The settings of :func:`propose_fair_start` that aim to *show* fairness (``ubuild
    analyze`` and the Balance panel): rounds from ``games`` games, each twice the last,
    until the search is precise (:func:`proof_search_games`), then a verification of at
    most :func:`proof_verify_games` fresh games that stops at the first of its
    :data:`PROOF_LOOKS` looks showing fairness, and a second one after a refit if the
    first falls short."""
    return {"games": max(games, 1), "rounds": PROOF_ROUNDS, "growth": 2.0, "verify_games": proof_verify_games(seats, tolerance),
            "attempts": 2, "search_games": proof_search_games(seats, tolerance), "tolerance": tolerance,
            "looks": PROOF_LOOKS}


def planned_games(settings: Mapping[str, Any], seats: int, before: bool) -> int:
    """The games a search with ``settings`` (:func:`propose_fair_start`'s keywords, such
    as :func:`proof_settings`) plans to play at most: its "before" run unless ``before``
    is given, its rounds and one whole verification (a second one, a longer search or a
    gift's weighing adds to it; a verification that shows fairness at an earlier look
    plays less)."""
    games = int(settings.get("games", DEFAULT_GAMES))
    sizes = _round_sizes(games, float(settings.get("growth", 1.0)), int(settings.get("rounds", DEFAULT_ROUNDS)),
                         settings.get("search_games"))
    verify = settings.get("verify_games")
    tolerance = float(settings.get("tolerance", TOLERANCE))
    return (0 if before else games) + sum(sizes) + (int(verify) if verify is not None else proof_verify_games(seats, tolerance))


#: ``play(count, seed, amounts, gifts)``: the figures of ``count`` games with those seeds,
#: amounts and gifts (the engine's simulation; a model of a table in the tests).
Play = Callable[[int, int, tuple[int, ...], tuple[str, ...]], SeatFigures]


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
    growth: float = 1.0,
    search_games: int | None = None,
    attempts: int = 1,
    gifts: tuple[str, ...] | str = (),
    looks: int = 1,
    pool: WorkerPool | None = None,
) -> FairProposal:
    """Search a Fair start for ``seats`` players on a U-Build track or a square board and
    verify it with fresh seeds (see the module docstring).

    ``games``: games of the first search round (and of the "before" run when ``before`` is
    not given); each further round plays ``growth`` times the last; ``rounds``: at most
    this many rounds; ``search_games``: the search stops early once the fit has this many
    games' worth near its proposal (None: it plays every round); ``verify_games``: games
    of the verification at most (None: :func:`proof_verify_games`); ``looks``: the
    verification stops at the first of this many looks (:func:`look_sizes`) whose
    intervals (:func:`look_z`) show every place within the tolerance; ``attempts``:
    verifications at most (after one that falls short, its games join the fit and the
    refit amounts are verified again with other seeds; only the last verification is
    reported); ``gifts``: the books' other compensation, the district (U-Build) or
    property (traditional) each place starts with, free ("" for none): every game, the
    "before" one excepted, plays them, and the search finds the money that completes them
    (the "before" figures then are of money and gifts none, as always); :data:`AUTO`: the
    program chooses whether the last place gets one (:func:`choose_gift`).
    ``before``: ``simulate.summarize``'s figures of the same track, seats and players
    without compensation, when the caller has them. ``pool``: the ``WorkerPool`` that
    plays every game (a warm one: no process starts; ``jobs`` is then the pool's).
    ``progress(done, total)`` hears the games played (``total``: the most the search can
    play); ``should_stop()`` cancels (``SimulationCancelled``). Raises the game's
    ``GameSetupError`` when the track or board cannot be played by ``seats`` players,
    ``ValueError`` for counts below one.
    """
    if games < 1 or rounds < 1 or seats < 1 or attempts < 1 or looks < 1 or growth < 1.0 or \
            (verify_games is not None and verify_games < 1):
        raise ValueError("games, rounds, seats, attempts, looks and verify_games must be at least 1, growth at least 1")
    verify = proof_verify_games(seats, tolerance) if verify_games is None else verify_games
    rules = rule_set_of(board_or_track)
    if rules is UBUILD:
        Game.create(board_or_track, seats)  # type: ignore[arg-type]  # the setup's own error, early
    else:
        rules.make_game(rules.dump(board_or_track), seats, None)
    strengths = (strength if strength in rules.strengths else rules.default_strength,)
    sizes = _round_sizes(games, growth, rounds, search_games)
    auto = gifts == AUTO
    total = (0 if before is not None else games) + sum(sizes) + verify + (games * (1 + GIFT_CANDIDATES) if auto else 0)
    done = 0

    def play(count: int, run_seed: int, amounts: tuple[int, ...], given: tuple[str, ...]) -> SeatFigures:
        """``count`` games with these seeds, amounts and gifts."""
        nonlocal done, total
        start = done
        total = max(total, start + count)

        def heard(finished: int) -> None:
            if progress is not None:
                progress(start + finished, total)

        run: Run = simulate(board_or_track, seats, strengths, count, run_seed, jobs, progress=heard,
                            should_stop=should_stop, fair_start=amounts if any(amounts) else (),
                            fair_gifts=given, pool=pool)
        done = start + count
        return SeatFigures.of_summary(summarize(run))

    first = SeatFigures.of_summary(before) if before is not None else play(games, seed, (0,) * seats, ())
    if len(first.rates) != seats:
        raise ValueError(f"the figures given as before are of {len(first.rates)} players, not {seats}")
    search = _Search(play, seats, starting_cash_of(board_or_track), money_step(board_or_track), games, tolerance,
                     looks=looks)
    choice: GiftChoice | None = None
    runs: list[tuple[tuple[int, ...], SeatFigures]] = [((0,) * seats, first)]
    if auto:
        choice, weighed = choose_gift(search, gift_choices(board_or_track), first, seed)
        runs.append(weighed)
        given: tuple[str, ...] = ("",) * (seats - 1) + (choice.chosen,) if choice.chosen else ()
    else:
        given = tuple(gifts)
    search.gifts = given
    proposal, after, trail, tries = search.run(runs, sizes, rounds, search_games, verify, attempts, seed)
    if progress is not None and done < total:
        progress(done, done)
    return FairProposal(rules.name, seats, proposal, search.cash, first, after, tuple(trail), tolerance, tries,
                        given, gift_names(board_or_track, given) if given else (), looks, choice)


def choose_gift(search: _Search, choices: Sequence[tuple[str, str, int]], first: SeatFigures,
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
    price. A gift is better where its total is smaller than money alone's: it answers the
    first player's edge (the first pick of the districts) in kind, for less. Returns the
    choice and the run the search starts from (amounts, figures) of the chosen option."""
    seats, games = search.seats, search.games
    zeros = (0,) * seats
    amounts = search.proposal([(zeros, first)])
    run_seed = seed + GIFT_SEED
    plain = search.play(games, run_seed, amounts, ())
    runs = [(zeros, first), (amounts, plain)]
    beta, _levels = _fit(runs, search.cash, games)
    share = beta * (seats - 1) / seats  # money paid to one place alone moves it by this much
    need = _fair_amounts(runs, 1.0 / seats, search.cash, games)
    low = min(need)
    money_total = int(round(sum(a - low for a in need)))
    weighed: list[tuple[str, str, int, int, int]] = []
    best: tuple[int, str, SeatFigures] = (money_total, "", plain)

    def weigh(gid: str, name: str, price: int) -> float:
        nonlocal best
        figures = search.play(games, run_seed, amounts, ("",) * (seats - 1) + (gid,))
        worth = (figures.rates[-1] - plain.rates[-1]) / share
        rest = list(need)
        rest[-1] -= worth
        total = int(round(sum(a - min(rest) for a in rest) + price))
        weighed.append((gid, name, price, int(round(worth)), total))
        if total < best[0]:
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


def _round_sizes(games: int, growth: float, rounds: int, search_games: int | None) -> list[int]:
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
class _Search:
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

    def proposal(self, runs: Sequence[tuple[tuple[int, ...], SeatFigures]]) -> tuple[int, ...]:
        return _rounded(_fair_amounts(runs, 1.0 / self.seats, self.cash, self.games), self.step, self.cash)

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
                near = _games_near(runs, amounts, self.cash)
                if near >= search_games:
                    break
                planned = sizes[t] if t < len(sizes) else sizes[-1]
                size = max(self.games, min(planned, int(math.ceil(search_games - near))))
            figures = self.play(size, seed + ROUND_SEED * (t + 1), amounts, self.gifts)
            trail.append(SearchRound(amounts, figures))
            runs.append((amounts, figures))
        proposal = self.proposal(runs)
        after = self.verify(proposal, verify, seed + VERIFY_SEED)
        tries = 1
        while tries < attempts and not after.within(1.0 / self.seats, self.tolerance):
            runs.append((proposal, after))  # games at the proposal: the refit is closer
            proposal = self.proposal(runs)
            after = self.verify(proposal, verify, seed + VERIFY_SEED * (tries + 1))
            tries += 1
        return proposal, after, trail, tries

    def verify(self, amounts: tuple[int, ...], games: int, seed: int) -> SeatFigures:
        """At most ``games`` games with fresh seeds at ``amounts``, looked at :attr:`looks`
        times (:func:`look_sizes`); the figures of every game played by the first look whose
        intervals (:func:`look_z`) show every place within the tolerance, or by the last."""
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


def _rounded(amounts: Sequence[float], step: int, cash: int) -> tuple[int, ...]:
    """Amounts as a Fair start: the smallest 0 (paying every place the same changes
    nothing of the order), each a whole number of ``step``, at most the starting cash."""
    low = min(amounts)
    most = cash - cash % step
    return tuple(min(most, max(0, int(round((a - low) / step)) * step)) for a in amounts)


def _closeness(amounts: Sequence[int], center: Sequence[int], cash: int) -> float:
    """How much a run at ``amounts`` tells of the win rates at ``center`` (1: the same
    amounts; a Gaussian kernel of the largest difference between places' amounts, each
    less its run's mean, with :data:`BANDWIDTH` of the starting cash as its width): the
    response bends over large amounts, so a straight line is fitted only near the point."""
    n = len(amounts)
    ma, mc = sum(amounts) / n, sum(center) / n
    gap = max(abs((a - ma) - (c - mc)) for a, c in zip(amounts, center)) / (BANDWIDTH * cash)
    return math.exp(-0.5 * gap * gap)


def _games_near(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], center: Sequence[int], cash: int) -> float:
    """The games the fit has near ``center``: each run's games times its closeness."""
    return sum(figures.games * _closeness(amounts, center, cash) for amounts, figures in runs)


def _fair_amounts(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], fair: float, cash: int,
                 games: int) -> list[float]:
    """The amounts the model fitted to ``runs`` says are fair (see the module docstring):
    ``(fair - alpha_k) / beta`` per place, before rounding; each run weighs its games times
    its closeness to the last run's amounts (:func:`_closeness`)."""
    beta, levels = _fit(runs, cash, games)
    return [(fair - level) / beta for level in levels]


def _fit(runs: Sequence[tuple[tuple[int, ...], SeatFigures]], cash: int, games: int) -> tuple[float, list[float]]:
    """The model fitted to ``runs``: ``beta``, the win rate a unit of money buys, and each
    place's level ``alpha_k`` (its win rate with the amounts' mean)."""
    seats = len(runs[0][0])
    center = runs[-1][0]
    points: list[tuple[int, float, float, float, float]] = []  # (place, amount less the run's mean, rate, games, near)
    for amounts, figures in runs:
        mean = sum(amounts) / seats
        near = _closeness(amounts, center, cash)
        points.extend((k, amounts[k] - mean, figures.rates[k], float(figures.games), near) for k in range(seats))

    def means(local: bool) -> tuple[list[float], list[float]]:
        weight = [sum(w * (c if local else 1.0) for k, _x, _y, w, c in points if k == place) for place in range(seats)]
        xs = [sum(w * (c if local else 1.0) * x for k, x, _y, w, c in points if k == place) / weight[place]
              for place in range(seats)]
        ys = [sum(w * (c if local else 1.0) * y for k, _x, y, w, c in points if k == place) / weight[place]
              for place in range(seats)]
        return xs, ys

    x_mean, y_mean = means(local=False)  # the slope: from every run (it needs the amounts' spread)
    sxy = sum(w * (x - x_mean[k]) * (y - y_mean[k]) for k, x, y, w, _c in points)
    sxx = sum(w * (x - x_mean[k]) ** 2 for k, x, _y, w, _c in points)
    guess = 1.0 / (MONEY_PER_SHARE * cash)  # win rate per unit of money
    prior = games * (0.1 * cash) ** 2  # as much as one round that moved 10% of the starting cash
    beta = min(guess * LEARN_RANGE, max(guess / LEARN_RANGE, (sxy + prior * guess) / (sxx + prior)))
    x_mean, y_mean = means(local=True)  # each place's level: from the runs near the last one
    return beta, [y_mean[k] - beta * x_mean[k] for k in range(seats)]


__all__ = [
    "AUTO", "DEFAULT_GAMES", "DEFAULT_ROUNDS", "FairProposal", "GiftChoice", "SearchRound", "SeatFigures", "TOLERANCE",
    "choose_gift", "look_sizes", "look_z", "money_step", "gift_choices", "gift_names", "planned_games", "proof_search_games", "proof_settings", "proof_verify_games", "propose_fair_start", "seat_range", "starting_cash_of",
]
