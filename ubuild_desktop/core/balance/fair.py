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
   ``alpha_k + beta_k * (amount_k - mean amount)`` (paying every place the same changes
   nothing; ``beta_k``, the win rate a unit of money buys place ``k``: each place its own,
   since money is not worth the same to each: on the Pro board with a district for the
   last place, one value for all paid the third place too much twice).
   Each round plays games (seeds of their own) with the amounts the model fitted to every
   game so far says are fair, ``(fair - alpha_k) / beta_k`` (less what makes them sum to
   zero). The common ``beta`` is a weighted least squares over all the runs (the "before"
   one too), each weighted by its games, pulled towards a first guess
   (``fair_search.MONEY_PER_SHARE`` of the starting cash per unit of win rate) as much as
   one round's worth of evidence; each place's ``beta_k`` is its own least squares pulled
   towards the common one as much (``fair_search.OWN_SLOPE_PRIOR``); both are kept within
   ``LEARN_RANGE`` of the guess; each place's level ``alpha_k`` is fitted only from the runs near the last one
   (a Gaussian kernel of the amounts, ``BANDWIDTH`` of the starting cash wide: the
   response bends, so the straight line must hold only where the answer is). The
   proposal is the fit of all the rounds, rounded to :func:`money_step`, the smallest
   amount 0, none above the starting cash. To *show* fairness (:func:`proof_settings`,
   what ``ubuild analyze --fair-proof``, the Balance panel and the generator use), each
   round plays twice the games of the last while another round would save more
   verification games than it plays (``Search.run_sized``: the fit's standard errors say
   how many verification games the proposal needs, ``fair_search.verify_games_for``).
3. **Verification**: games with other seeds than any of the search's. The proposal
   **reaches** fairness when every place's 95% Wilson interval (wider after several attempts, below) lies within
   ``fair ± tolerance`` (±2 percentage points by default). The proof's verification
   (``sized``) plays the fewest games (at most :func:`proof_verify_games`) that show
   fairness with a 50% chance (``fair_search.VERIFY_POWER``) if the rates are what the
   search's fit expects, each within its standard error, and the last attempt (below)
   with a 95% chance (``fair_search.RETRY_POWER``: it decides the verdict); that count is
   decided before any of its games, from the games before it alone, so it looks once and
   its intervals are true ones (with 4 seats a proposal known to be exactly fair still
   needs about 5,000 games: its intervals must fit inside ±2 points with the rates' own
   noise). Else
   ``verify_games`` games; with ``looks`` above 1 the verification looks after a
   quarter, a half and all of them and stops at the first that shows fairness, its
   intervals then of confidence 1 - 5%/looks (Bonferroni, ``fair_search.look_z``; the
   proposal's ``confidence`` says which, and every text names it). With ``attempts``
   above 1 (the proof's: ``fair_search.PROOF_ATTEMPTS``, 3), a verification that falls
   short joins the fit and the next-best amounts, refitted from every game so far, are
   verified with other seeds, up to ``attempts`` times; only the last verification is
   reported. The 5% is shared (Bonferroni, ``fair_search.attempt_z``): each
   verification's intervals are of confidence 1 - 10%/attempts (95% for up to two; three:
   96.7%, which contain the 95% ones), so a proposal whose place is truly outside the
   tolerance passes one with at most a 5%/attempts chance, any of them with 5%. When it
   does not reach it, :attr:`FairProposal.reached` is False (after every attempt:
   :attr:`FairProposal.given_up`, "no Fair start shown") and :meth:`FairProposal.games_needed` says how
   many verification games would show it if the rates stay where they are (None when a
   rate lies outside the tolerance or too close to its edge: the amounts must change).

**The gift** (``gifts=AUTO``, the default of the Balance panel and ``ubuild analyze``,
and the generator's): the program weighs whether the last place should also start with a
district or property, free (``fair_search.choose_gift``: the first round's amounts played
without and with a few gifts on the same seeds, the same seeds whatever the caller's and,
in the proof, 400 games a run: the same track weighs the same), and gives one where the
Fair start then puts at least 15% less into the game (the money the others still need
plus the gift's price): a closer call keeps money alone, so the choice does not flip with
the games' noise; the search then finds the money that completes it. The machinery (the figures, the fit, the
rounds, the looks, the weighing) is ``fair_search.py``.

Why not common random numbers between candidates: the same seeds for two amounts make
their *difference* precise (the slope ``beta``), but the level of each place, which
decides fairness, is then measured by one set of seeds only; it needs many distinct
games near the answer, which the doubling rounds give. Nor between "before" and the
verification: the same seeds with and without the Fair start give win indicators
correlated by about 0.66 per place (Classic, 4 good players, 400 games), which measures
the *change* closely but not the level after it, which the verdict is about; a control
variate would need many free "before" games at the verification's seeds, and the only
ones there are the search's, which chose the amounts: pooled into the verification they
would flatter it (the verdict would no longer be a 95% one). So the verification's games
are all fresh, and the games before it serve only the fit that sizes it.
``benchmarks/bench_fair.py``
measures the games and seconds a proof takes.

Qt-free and deterministic for a given seed (the simulation's games depend only on their
seeds, not on ``jobs``). The track generator (issue 27) calls it as a plain function;
its signature is kept stable: ``propose_fair_start(board_or_track, seats, *, games,
verify_games, rounds, seed, jobs, tolerance, strength, before, progress, should_stop, growth,
search_games, attempts, gifts, looks, pool, sized, gift_games, verifying, memo)`` (the defaults of ``growth``
to ``gift_games``: a fixed number of equal rounds, one verification of one look, no gift,
not sized, a gift weighed by ``games`` games; ``pool``: a warm ``WorkerPool`` that plays
every game, as the Balance panel's).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from ..engine.simulate import Z_95, Run, WorkerPool, rule_set_of, simulate, summarize
from . import fair_search
from .fair_search import (
    GIFT_CANDIDATES, PROOF_ATTEMPTS, GiftChoice, Search, SearchRound, SeatFigures, attempt_z, choose_gift, look_z,
    round_sizes,
)

if TYPE_CHECKING:
    from ..engine.kernel.rule_set import Board

#: Fair within ±2 percentage points, the 95% interval included (issue 27).
TOLERANCE = 0.02
#: More verification games than this are no remedy (see :meth:`FairProposal.games_needed`).
MAX_VERIFY_GAMES = 100_000
DEFAULT_GAMES = 200
DEFAULT_ROUNDS = 6
#: :func:`proof_settings`: the first round's games, the rounds at most, the search's
#: standard error (the tolerance over this) and the verification interval's half-width
#: at the fair share (the tolerance over this).
PROOF_FIRST_ROUND = 400
PROOF_ROUNDS = 6
SEARCH_PRECISION = 4.0
VERIFY_WIDTH = 3.0
#: The proof's verification looks at its games this many times (after a quarter, a half
#: and all of them) and stops at the first look that shows fairness (see :func:`look_z`).
PROOF_LOOKS = 3
#: ``gifts=AUTO``: the program chooses whether the last place also starts with a district
#: or property (:func:`propose_fair_start`); it weighs at most this many of them.
AUTO = "auto"


def games_to_show(rates: Sequence[float], fair: float, tolerance: float = TOLERANCE, z: float = Z_95) -> int | None:
    """About how many games would show every place's win rate within ``fair ± tolerance``,
    its interval (of ``z``: 95% by default) included, if the ``rates`` stayed as measured
    (the normal approximation of the interval's width); None when that is more than
    :data:`MAX_VERIFY_GAMES` (a rate at, or too close to, the tolerance's edge)."""
    need = 0
    for rate in rates:
        room = tolerance - abs(rate - fair)
        if room <= 0:
            return None
        p = min(max(rate, 0.01), 0.99)
        need = max(need, math.ceil(z * z * p * (1 - p) / (room * room)))
    return need if need <= MAX_VERIFY_GAMES else None


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
    most_attempts: int = 1  # the verifications it could make (``attempts``: the ones it made)

    @property
    def z(self) -> float:
        """The verification intervals' z (:func:`look_z` for a verification of several
        looks, else :func:`attempt_z`: 1.96 for up to two attempts)."""
        return look_z(self.looks) if self.looks > 1 else attempt_z(self.most_attempts)

    @property
    def given_up(self) -> bool:
        """Whether every verification it could make fell short: no Fair start is shown."""
        return not self.reached and self.attempts >= self.most_attempts

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
        return games_to_show(self.after.rates, self.fair, self.tolerance, self.z)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules, "players": self.players, "fair_share": round(self.fair, 4),
            "tolerance": self.tolerance, "amounts": list(self.amounts), "starting_cash": self.starting_cash,
            "gifts": list(self.gifts), "gift_names": list(self.gift_names),
            "reached": self.reached, "games_needed": self.games_needed(), "attempts": self.attempts,
            "most_attempts": self.most_attempts, "given_up": self.given_up,
            "looks": self.looks, "confidence": round(1 - 2 * (1 - NormalDist().cdf(self.z)), 4),
            "gift_choice": self.gift_choice.to_json() if self.gift_choice is not None else None,
            "worst": round(self.after.worst(self.fair), 4),
            "before": self.before.to_json(), "after": self.after.to_json(),
            "search": [{"amounts": list(r.amounts), **r.figures.to_json()} for r in self.rounds],
        }


def starting_cash_of(board_or_track: Board) -> int:
    """The starting cash of a game on it, in its rule set's money (U-Build: its preset's,
    $k; traditional: the board's)."""
    return rule_set_of(board_or_track).starting_cash(board_or_track)


def money_step(board_or_track: Board) -> int:
    """The unit a proposal's amounts are rounded to: what a player counts out easily (its
    rule set's ``fair_start_step``; U-Build: $50k, in $k; traditional: $10)."""
    return rule_set_of(board_or_track).fair_start_step


def gift_choices(board_or_track: Board) -> list[tuple[str, str, int]]:
    """What a Fair start can give a place (the books' other compensation): every district
    of a U-Build track or property of a square board, as (id, name, price), cheapest first
    (its rule set's ``gift_choices``)."""
    return rule_set_of(board_or_track).gift_choices(board_or_track)


def gift_names(board_or_track: Board, gifts: Sequence[str]) -> tuple[str, ...]:
    """The names of ``gifts`` (ids, "" for none) on the board."""
    names = {gid: name for gid, name, _price in gift_choices(board_or_track)}
    return tuple(names.get(g, g) if g else "" for g in gifts)


def seat_range(board_or_track: Board) -> tuple[int, int]:
    """The seat counts its rules allow (U-Build: the preset's, 2-4 or 2-6; traditional: 2-8)."""
    return rule_set_of(board_or_track).players_range(board_or_track)


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


def proof_settings(seats: int, games: int = PROOF_FIRST_ROUND, tolerance: float = TOLERANCE) -> dict[str, Any]:
    """The settings of :func:`propose_fair_start` that aim to *show* fairness (``ubuild
    analyze``, the Balance panel and the generator): rounds from ``games`` games, each
    twice the last, while another round saves more verification games than it plays, then
    a verification sized by the search (``sized``: :meth:`Search.run_sized`, at most
    :func:`proof_verify_games` fresh games, one look), and up to
    ``fair_search.PROOF_ATTEMPTS`` of them in all, each after a refit with the games of
    the one that fell short (intervals of 1 - 10%/attempts: ``fair_search.attempt_z``); a gift's weighing (``gifts=AUTO``) plays
    ``fair_search.GIFT_GAMES`` games a run at the ±2 points' tolerance (more for a
    narrower one, fewer for a wider one), at least ``games``."""
    gift_games = math.ceil(fair_search.GIFT_GAMES * (TOLERANCE / tolerance) ** 2)  # as precise as the tolerance asks
    return {"games": max(games, 1), "rounds": PROOF_ROUNDS, "growth": 2.0, "verify_games": proof_verify_games(seats, tolerance),
            "attempts": PROOF_ATTEMPTS, "tolerance": tolerance, "sized": True, "gift_games": max(games, gift_games)}


def planned_games(settings: Mapping[str, Any], seats: int, before: bool) -> int:
    """The games a search with ``settings`` (:func:`propose_fair_start`'s keywords, such
    as :func:`proof_settings`) plans to play at most: its "before" run unless ``before``
    is given, its rounds and one whole verification (a second one, a longer search or a
    gift's weighing adds to it; a verification that shows fairness at an earlier look
    plays less; a sized one, as the proof's, plays fewer rounds when they do not pay)."""
    games = int(settings.get("games", DEFAULT_GAMES))
    tolerance = float(settings.get("tolerance", TOLERANCE))
    search_games = proof_search_games(seats, tolerance) if settings.get("sized") else settings.get("search_games")
    sizes = round_sizes(games, float(settings.get("growth", 1.0)), int(settings.get("rounds", DEFAULT_ROUNDS)), search_games)
    verify = settings.get("verify_games")
    return (0 if before else games) + sum(sizes) + (int(verify) if verify is not None else proof_verify_games(seats, tolerance))


def propose_fair_start(
    board_or_track: Board,
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
    sized: bool = False,
    gift_games: int | None = None,
    verifying: Callable[[tuple[int, ...], tuple[str, ...], int], None] | None = None,
    memo: dict[Any, SeatFigures] | None = None,
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
    reported; the intervals of each: ``fair_search.attempt_z``); ``gifts``: the books' other compensation, the district (U-Build) or
    property (traditional) each place starts with, free ("" for none): every game, the
    "before" one excepted, plays them, and the search finds the money that completes them
    (the "before" figures then are of money and gifts none, as always); :data:`AUTO`: the
    program chooses whether the last place gets one (:func:`choose_gift`).
    ``sized``: the proof's plan (:meth:`Search.run_sized`: rounds while they pay, then a
    verification of the games the search says show fairness, ``verify_games`` at most);
    ``gift_games``: the games of each of the gift's weighing runs (None: ``games``).
    ``verifying(amounts, gifts, games)`` hears the search's proposal as each verification of
    it starts (its games: at most), so that a caller can show it before its proof.
    ``before``: ``simulate.summarize``'s figures of the same track, seats and players
    without compensation, when the caller has them. ``pool``: the ``WorkerPool`` that
    plays every game (a warm one: no process starts; ``jobs`` is then the pool's).
    ``progress(done, total)`` hears the games played (``total``: the most the search can
    play); ``should_stop()`` cancels (``SimulationCancelled``). ``memo``: the figures of
    the runs played before for the same ``board_or_track``, ``seats`` and ``strength``, by
    (games, seed, amounts, gifts), kept and read (a game depends only on its seed: a run
    met again is not played again; the Balance panel's proof after its search, or after an
    undo, replays the search from it and plays only what is new). Raises the game's
    ``GameSetupError`` when the track or board cannot be played by ``seats`` players,
    ``ValueError`` for counts below one.
    """
    if games < 1 or rounds < 1 or seats < 1 or attempts < 1 or looks < 1 or growth < 1.0 or \
            (verify_games is not None and verify_games < 1):
        raise ValueError("games, rounds, seats, attempts, looks and verify_games must be at least 1, growth at least 1")
    verify = proof_verify_games(seats, tolerance) if verify_games is None else verify_games
    rules = rule_set_of(board_or_track)
    rules.new_game(board_or_track, seats, {})  # the setup's own error, early
    strengths = (strength if strength in rules.strengths else rules.default_strength,)
    sizes = round_sizes(games, growth, rounds, search_games)
    auto = gifts == AUTO
    gift_games = gift_games or games
    planned = round_sizes(games, growth, rounds, proof_search_games(seats, tolerance)) if sized else sizes
    total = (0 if before is not None else games) + sum(planned) + verify + (gift_games * (1 + GIFT_CANDIDATES) if auto else 0)
    done = 0

    def play(count: int, run_seed: int, amounts: tuple[int, ...], given: tuple[str, ...]) -> SeatFigures:
        """``count`` games with these seeds, amounts and gifts."""
        nonlocal done, total
        start = done
        total = max(total, start + count)

        def heard(finished: int) -> None:
            if progress is not None:
                progress(start + finished, total)

        key = (count, run_seed, amounts, given)
        if memo is not None and key in memo:  # played before: the same games, not played again
            done = start + count
            heard(count)
            return memo[key]
        run: Run = simulate(board_or_track, seats, strengths, count, run_seed, jobs, progress=heard,
                            should_stop=should_stop, fair_start=amounts if any(amounts) else (),
                            fair_gifts=given, pool=pool)
        done = start + count
        figures = SeatFigures.of_summary(summarize(run))
        if memo is not None:
            memo[key] = figures
        return figures

    first = SeatFigures.of_summary(before) if before is not None else play(games, seed, (0,) * seats, ())
    if len(first.rates) != seats:
        raise ValueError(f"the figures given as before are of {len(first.rates)} players, not {seats}")
    search = Search(play, seats, starting_cash_of(board_or_track), money_step(board_or_track), games, tolerance,
                     looks=looks, gift_games=gift_games)
    choice: GiftChoice | None = None
    runs: list[tuple[tuple[int, ...], SeatFigures]] = [((0,) * seats, first)]
    if auto:
        choice, weighed = choose_gift(search, gift_choices(board_or_track), first, seed)
        runs.append(weighed)
        given: tuple[str, ...] = ("",) * (seats - 1) + (choice.chosen,) if choice.chosen else ()
    else:
        given = tuple(gifts)
    search.gifts = given
    if verifying is not None:
        search.verifying = lambda amounts, count: verifying(amounts, given, count)
    if sized:
        proposal, after, trail, tries = search.run_sized(runs, sizes, verify, attempts, seed)
    else:
        proposal, after, trail, tries = search.run(runs, sizes, rounds, search_games, verify, attempts, seed)
    if progress is not None and done < total:
        progress(done, done)
    return FairProposal(rules.name, seats, proposal, search.cash, first, after, tuple(trail), tolerance, tries,
                        given, gift_names(board_or_track, given) if given else (), looks, choice, attempts)



class _Searched(Exception):
    """Raised by :func:`search_fair_start`'s hook as the proof would start: the search is done."""

    def __init__(self, searched: dict[str, Any]) -> None:
        super().__init__("the search is done")
        self.searched = searched


def search_fair_start(board_or_track: Board, seats: int, **settings: Any) -> dict[str, Any]:
    """The search of :func:`propose_fair_start` (the same ``settings``) alone, stopped as its
    proof would start, before any verification game: ``{"amounts", "gifts", "games"}``, the
    search's proposal and the verification games its proof would play. With a ``memo``,
    the proof that follows (:func:`propose_fair_start` with the same settings and memo)
    plays none of the search's games again: only its verification (the Balance panel's
    proposal after each simulation: the search by itself, the proof when asked)."""
    told = settings.pop("verifying", None)

    def stop_here(amounts: tuple[int, ...], gifts: tuple[str, ...], games: int) -> None:
        if told is not None:
            told(amounts, gifts, games)
        raise _Searched({"amounts": list(amounts), "gifts": list(gifts), "games": games})

    try:
        propose_fair_start(board_or_track, seats, verifying=stop_here, **settings)
    except _Searched as done:
        return done.searched
    raise AssertionError("the search ended without a proposal to verify")  # every search verifies one


__all__ = [
    "AUTO", "DEFAULT_GAMES", "DEFAULT_ROUNDS", "FairProposal", "TOLERANCE", "games_to_show", "money_step", "gift_choices", "gift_names", "planned_games", "proof_search_games", "proof_settings", "proof_verify_games", "propose_fair_start", "search_fair_start", "seat_range", "starting_cash_of",
]
