"""One simulated game: its seeds and seats, the game played to its end, and its result.

Part of the headless simulation (:mod:`.simulate` says what a run is and holds the
names every caller imports): :func:`play_game` plays one all-computer game and returns a
small, picklable :class:`GameResult` (a worker process sends it back); :class:`Run` is
what :func:`.simulate.simulate` hands back, the games of a run. Game ``i`` of a run with
seed ``S`` takes its seeds from ``(S, i)`` only (:func:`game_seed`, :func:`seat_strengths`),
so a run's results do not depend on which process plays which game.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._gc import gc_paused
from ..i18n import QT_TRANSLATE_NOOP
from .kernel.actions import IllegalActionError
from .kernel.autoplay import PlayedOut, play_out
from .kernel.event_kinds import PaymentReason
from .kernel.events import Transaction
from .kernel.phases import END_BANKRUPTCY
from .registry import DEFAULT_LIMIT, RuleSet, default_rule_set, rule_set_names, rule_set_of

if TYPE_CHECKING:
    from .kernel.rule_set import Board


def is_default(rules: RuleSet) -> bool:
    """Whether ``rules`` is the default rule set (U-Build's), importing no other."""
    return rules.name == rule_set_names()[0]

# Player-turns. Far above what the round limit allows (Pro: 180 rounds x 6 players, plus
# the extra turns of doubles, is about 1,300), so it can only trigger on an engine bug.
DEFAULT_CAP = 3_000
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
        if is_default(rules):  # the default rule set; any other is named
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


@dataclass
class Run:
    """The games of one simulation with the time they took (``track``: a U-Build
    ``Track`` or a traditional ``SquareBoard``, see :attr:`rules`)."""

    track: Board
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

