"""What the player to act may do now, as plain data: the turn panel's model (no Qt).

A rule set's plug-in reads the engine (``legal_actions()``, ``is_legal()`` and the public
queries) once and says which sections of the turn panel show, and with what: the legal
actions each control stands for, limits, prices, default values (U-Build's
``play/ubuild/turn_model.py``, the traditional game's ``play/traditional/turn_model.py``).
A section that does not show is ``None``. Here are the sections every rule set may use,
the :class:`TurnModel` that holds them (and a rule set's own sections, :attr:`TurnModel.own`,
which its plug-in's section widgets show), and the readings of the legal actions both
games share (an auction's, a roll's). The panel's section widgets only put a section on
screen and send the actions it holds; no rule and no phase switch lives there.

Besides the state, the model needs what only the table knows: which seats the computer
plays (they neither click nor propose deals from the panel), whether the dice are rolled
at the table, whether the panel waits for an animation (``busy``), and which site the
player is picking (:class:`PickMode`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple, TypeVar

from ubuild_desktop.core.cards import DistrictCard
from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal,
    Action,
    Buy,
    DeclareBankruptcy,
    EndTurn,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
)
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.kernel.records import Debt
from ubuild_desktop.core.engine.ubuild.actions import Done  # U-Build's own: Planning Permission and free hazard moves end
from ubuild_desktop.core.engine.kernel.auction import bid_range_of

A = TypeVar("A", bound=Action)


class PropertyCard(NamedTuple):
    """A property that is not one of U-Build's district cards (the traditional game's
    streets, stations and utilities): its id, its English name and its price. The views
    name it through ``game_words.property_name``, as they name a district."""

    id: str
    name: str
    price: int


Card = DistrictCard | PropertyCard  # what a section says a decision is about


# ---------------------------------------------------------------------- picking a site


@dataclass(frozen=True, slots=True)
class PickMode:
    """The site a player is picking on the board: what for, and who picks.

    ``kind``: what a click on a highlighted site does, a member of the rule set's own
    ``PickKind`` (each play plug-in brings its own: U-Build's bonus building, hazard,
    hazard move and special building in ``play/ubuild/turn_model.py``, the traditional
    game's house, sale and group sale in ``play/traditional/turn_model.py``); the shared
    view only hands it back to the plug-in. What a pick carries besides is the plug-in's
    too: ``source``, a site picked at an earlier step (U-Build: the hazard being moved);
    ``special``, what is built there (U-Build: the special building); ``district``, the
    property it goes next to (None until one is chosen: the first it may go next to).
    """

    kind: Enum
    seat: int
    source: Any = None
    special: Any = None
    district: str | None = None


class Heading(Enum):
    """The panel's heading (with the name of :attr:`TurnModel.seat`)."""

    GAME_OVER = "game_over"
    SHUFFLING = "shuffling"  # the CHANCE player is about to shuffle or roll
    ROLL_OFF = "roll_off"  # "{name}: roll to see who starts"
    TURN = "turn"  # "{name}'s turn"
    BID = "bid"
    RAISE_MONEY = "raise_money"
    ANSWER_DEAL = "answer_deal"


class Situation(Enum):
    """The line under the heading (its figures are in :class:`Status`)."""

    NONE = "none"
    GAME_OVER = "game_over"  # why the game ended
    ROLL_OFF = "roll_off"  # the roll-off so far
    FIRST_TURN = "first_turn"  # the roll-off's result, then where the player is
    IN_JAIL = "in_jail"
    ON_SPACE = "on_space"  # before the roll
    BUILD_OR_END = "build_or_end"  # after the roll, with something to build
    BUILD_OR_ROLL = "build_or_roll"  # after a double, with something to build: build, or roll again
    ROLL_AGAIN = "roll_again"  # after a double, with nothing to build
    BUY = "buy"
    PLANNING = "planning"
    HAZARD_MOVES = "hazard_moves"
    PAID_MOVE = "paid_move"
    FREE_BLOCKS = "free_blocks"


@dataclass(frozen=True, slots=True)
class Status:
    """The heading and the line under it.

    ``seat``: whose name the heading shows (-1: none); ``space``: where the turn player
    stands; ``count``: failed jail rolls, free hazard moves left or free blocks, as the
    situation says; ``card``: the district for sale (``BUY``); ``computer``: the computer
    plays the seat (it is thinking, or someone at the table rolls for it); ``table``: a roll
    made at the table.
    """

    heading: Heading
    situation: Situation
    seat: int = -1
    cash: int = 0
    space: int = 0
    count: int = 0
    price: int = 0
    card: Card | None = None
    computer: bool = False
    table: bool = False


@dataclass(frozen=True, slots=True)
class TableRollSection:
    """A table-dice game waits for the dice rolled at the table: the faces to enter (whose
    roll it is, :class:`Status` says). ``roll_id`` changes with each new roll (the entry then
    starts with no face chosen)."""

    dice_count: int
    roll_id: int


@dataclass(frozen=True, slots=True)
class RollSection:
    action: Roll | None
    dice_count: int
    in_jail: bool  # the roll is for a 6 (one die) or a double
    again: bool = False  # a double was rolled: the same player rolls again


@dataclass(frozen=True, slots=True)
class JailSection:
    """Ways out of jail before the roll: the fine, and (the traditional game) a kept
    get-out-of-jail card (``card``: None when the player holds none)."""

    fine: int
    action: PayJailFine | None
    card: Action | None = None


@dataclass(frozen=True, slots=True)
class BuySection:
    card: Card
    buy: Buy | None  # None: not enough cash (the button shows, disabled)
    auction: StartAuction | None


@dataclass(frozen=True, slots=True)
class OpenBidder:
    """One player's line of an open auction: anyone may raise at any time, also after
    passing. ``bid_range``: the bids they may make now (None: none); ``pass_``: their
    pass, if they may pass now; ``passed``: they passed since the highest bid; ``leads``:
    theirs is the highest bid; ``asked``: the auctioneer asks them next (the computers
    answer in that order)."""

    seat: int
    computer: bool
    bid_range: tuple[int, int] | None
    pass_: OpenPass | None
    passed: bool
    leads: bool
    asked: bool


@dataclass(frozen=True, slots=True)
class AuctionSection:
    """The auction under way; ``bid_range``: the lowest and highest bid the bidder may make
    (None: they cannot bid); every multiple of the bid step in it is legal, the lowest is
    the default. ``building``: the bank auctions one of its last buildings ("house" or
    "hotel", the traditional game's shortage), and ``card`` is None."""

    card: Card | None
    high_bid: int
    high_bidder: int  # -1: no bid yet
    bidders: tuple[int, ...]
    cash: int
    bid_range: tuple[int, int] | None
    pass_: Action | None  # the asked player's Pass (OpenPass in an open auction); None: the lander must open the bidding
    building: str = ""
    bid_step: int = 1  # bids are multiples of it (the rule book's ``bid_step``: it grows with the price)
    open: tuple[OpenBidder, ...] = ()  # an open auction: one line per player in it (else empty: in turn)


class DoneKind(Enum):
    DECLINE = "decline"  # Planning Permission not used
    DONE_MOVING = "done_moving"  # the free hazard moves end


@dataclass(frozen=True, slots=True)
class DoneSection:
    kind: DoneKind
    action: Done | None


@dataclass(frozen=True, slots=True)
class EndTurnSection:
    action: EndTurn | None
    roll_again: bool  # a double: the same player rolls again


@dataclass(frozen=True, slots=True)
class PickSection:
    """A site being picked: the highlighted sites with the action a click on each sends.

    ``further``: the targets whose click picks again instead (U-Build's hazard to move: a
    click on it then asks where it goes), with the pick that follows; their action in
    ``targets`` stands for the first the pick may end in. ``districts``: the properties
    what is built may go next to (the player chooses one: ``mode.district``); ``price``:
    what it costs; ``cancellable``: a pick that cannot be left (a hazard already on the
    move) has no Cancel.
    """

    mode: PickMode
    targets: tuple[tuple[Any, Action], ...]  # the board's key for a target (a site's Cell, a space's index)
    cancellable: bool
    districts: tuple[str, ...] = ()
    price: int = 0
    further: tuple[tuple[Any, PickMode], ...] = ()


@dataclass(frozen=True, slots=True)
class DebtSection:
    debt: Debt
    cash: int
    raisable: int  # what mortgaging every district that may be mortgaged would raise
    pay: PayDebt | None
    bankrupt: DeclareBankruptcy | None


@dataclass(frozen=True, slots=True)
class DealAnswerSection:
    deal: ProposeDeal
    accept: AcceptDeal | None
    reject: RejectDeal | None


class MortgageKind(Enum):
    """What a choice of the mortgages box does with a property."""

    MORTGAGE = "mortgage"  # raises its value
    LIFT = "lift"  # pays to lift a mortgage
    HAND_OVER = "hand_over"  # in debt: a mortgaged title to the bank as payment (the traditional game's 004)


@dataclass(frozen=True, slots=True)
class MortgageChoice:
    action: Action  # Mortgage, Unmortgage, or (the traditional game, in debt) HandToBank
    card: Card
    value: int  # raised by the mortgage or the hand-over, or paid to lift it
    kind: MortgageKind = MortgageKind.MORTGAGE


@dataclass(frozen=True, slots=True)
class MortgagesSection:
    choices: tuple[MortgageChoice, ...]
    guide: bool  # in debt that cannot be paid yet: mortgaging is the next step
    cash: int = 0  # the cash of the player who mortgages or lifts


@dataclass(frozen=True, slots=True)
class DealButtonSection:
    proposers: tuple[int, ...]  # the seats at this screen that may propose a deal now (none: disabled)


@dataclass(frozen=True, slots=True)
class TurnModel:
    """Every section of the turn panel; None: the section does not show.

    ``own``: the rule set's own sections by name (U-Build's ``blocks``, the traditional
    game's ``tax``...), which its plug-in's section widgets show; each reads as a field too
    (``model.blocks``), and :meth:`part` reads one that the rule set may not have."""

    seat: int | None  # who decides now (None: the CHANCE player, or the game is over)
    status: Status
    table_roll: TableRollSection | None = None
    roll: RollSection | None = None
    jail: JailSection | None = None
    buy: BuySection | None = None
    auction: AuctionSection | None = None
    done: DoneSection | None = None
    end_turn: EndTurnSection | None = None
    pick: PickSection | None = None
    debt: DebtSection | None = None
    deal_answer: DealAnswerSection | None = None
    mortgages: MortgagesSection | None = None
    deal_button: DealButtonSection | None = None
    ranking: bool = False  # the game is over: the final ranking
    own: tuple[tuple[str, Any], ...] = ()

    def part(self, name: str) -> Any:
        """The rule set's own section ``name`` (None: it does not show, or the rule set has none)."""
        return next((part for key, part in self.own if key == name), None)

    def __getattr__(self, name: str) -> Any:
        for key, part in object.__getattribute__(self, "own"):
            if key == name:
                return part
        raise AttributeError(name)


# ---------------------------------------------------------------------- readings both games share


def of_kind(legal: list[Action], kind: type[A]) -> tuple[A, ...]:
    return tuple(a for a in legal if isinstance(a, kind))


def first_of(legal: list[Action], kind: type[A]) -> A | None:
    return next((a for a in legal if isinstance(a, kind)), None)


def after_roll(again: bool, may_build: bool) -> Situation:
    """The line after the roll: "build, or end your turn" only when something can be built."""
    if may_build:
        return Situation.BUILD_OR_ROLL if again else Situation.BUILD_OR_END
    return Situation.ROLL_AGAIN if again else Situation.ON_SPACE


def asked_pass(state: Any, seat: int, legal: list[Action], computers: Collection[int]) -> Action | None:
    """The pass of the player asked now (a :class:`Pass` in turn, their :class:`OpenPass`
    in an open auction), if they are at the screen and may pass."""
    if seat in computers:
        return None
    auction = state.auction
    if auction is not None and auction.open:
        return next((a for a in legal if isinstance(a, OpenPass) and a.bidder == seat), None)
    return first_of(legal, Pass)


def open_bidders(state: Any, legal: list[Action], computers: Collection[int]) -> tuple[OpenBidder, ...]:
    """The lines of an open auction, one per player in it in seat order (empty for an
    auction in turn); either rule set's state."""
    auction = state.auction
    if auction is None or not auction.open:
        return ()
    passes = {a.bidder: a for a in legal if isinstance(a, OpenPass)}
    asked = auction.bidders[auction.acting] if auction.bidders else -1
    out = []
    for b in sorted(auction.bidders):
        out.append(OpenBidder(
            seat=b, computer=b in computers, bid_range=bid_range_of(state, b) if _may_bid(state, b) else None,
            pass_=passes.get(b), passed=b in auction.passed, leads=b == auction.high_bidder, asked=b == asked,
        ))
    return tuple(out)


def _may_bid(state: Any, b: int) -> bool:
    """Whether ``b`` may bid in the open auction now (their lowest bid is legal)."""
    rng = bid_range_of(state, b)
    return rng is not None and state.why_illegal(OpenBid(b, rng[0])) is None


def open_auction_for_humans(state: Any, computers: Collection[int]) -> bool:
    """Whether an open auction is under way with someone at the screen in it: they may
    bid while a computer player is asked."""
    auction = state.auction
    return (auction is not None and auction.open and state.phase in (Phase.AUCTION, Phase.BUILDING_AUCTION)
            and any(b not in computers for b in auction.bidders))
