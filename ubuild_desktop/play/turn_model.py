"""What the player to act may do now, as plain data: the turn panel's model (no Qt).

:func:`turn_model` reads the engine (``legal_actions()``, ``is_legal()`` and the public
queries) once and says which sections of the turn panel show, and with what: the legal
actions each control stands for, limits, prices, default values. A section that does not
show is ``None``. The panel's section widgets (``turn_sections.py``) only put a section on
screen and send the actions it holds; no rule and no phase switch lives there.

Besides the state, the model needs what only the table knows: which seats the computer
plays (they neither click nor propose deals from the panel), whether the dice are rolled
at the table, whether the panel waits for an animation (``busy``), and which site the
player is picking (:class:`PickMode`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, NamedTuple, TypeVar

from ubuild_desktop.core.cards import DistrictCard
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import CHANCE, BlockOptions, Debt, Phase, State
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Action,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ubuild_desktop.core.engine.ubuild.game import PresetRules
from ubuild_desktop.core.engine.traditional.actions import BuildHouse, SellBuilding, SellGroupBuildings
from ubuild_desktop.core.engine.kernel.actions import OpenBid
from ubuild_desktop.core.engine.kernel.auction import bid_range_of
from ubuild_desktop.core.engine.ubuild.game import HAZARD_MOVE_PRICE, JAIL_FINE, STADIUM_PRICE, TOWER_PRICE
from ubuild_desktop.core.lattice import Cell

A = TypeVar("A", bound=Action)

# ---------------------------------------------------------------------- picking a site


# The special buildings a player builds on a site next to a district, by the engine's kind.
SPECIAL_ACTIONS: dict[BuildingKind, type[BuildSkyscraper] | type[BuildStadium] | type[BuildTower]] = {
    BuildingKind.SKYSCRAPER: BuildSkyscraper, BuildingKind.STADIUM: BuildStadium, BuildingKind.TOWER: BuildTower,
}


class PickKind(Enum):
    """What a click on a highlighted site does."""

    BONUS = "bonus"  # builds a bonus building there
    HAZARD = "hazard"  # builds a hazard there
    MOVE_SOURCE = "move_source"  # chooses the hazard to move
    MOVE_TARGET = "move_target"  # moves the chosen hazard there
    SPECIAL = "special"  # builds a special building there, next to the attached district
    # the traditional game: a street on the square board
    BUILD_HOUSE = "build_house"  # builds a house (or a hotel) there
    SELL_BUILDING = "sell_building"  # sells one building there
    SELL_GROUP = "sell_group"  # sells every building of that street's colour group


_PICK_ACTION: dict[PickKind, type[Action]] = {
    PickKind.BONUS: PlaceBonus, PickKind.HAZARD: PlaceHazard,
    PickKind.MOVE_SOURCE: MoveHazard, PickKind.MOVE_TARGET: MoveHazard,
    PickKind.BUILD_HOUSE: BuildHouse, PickKind.SELL_BUILDING: SellBuilding, PickKind.SELL_GROUP: SellGroupBuildings,
}


class PropertyCard(NamedTuple):
    """A property that is not one of U-Build's district cards (the traditional game's
    streets, stations and utilities): its id, its English name and its price. The views
    name it through ``game_words.property_name``, as they name a district."""

    id: str
    name: str
    price: int


Card = DistrictCard | PropertyCard  # what a section says a decision is about


@dataclass(frozen=True, slots=True)
class PickMode:
    """The site a player is picking on the board: what for, and who picks.

    ``source``: the hazard being moved (``MOVE_TARGET``); ``special`` and ``district``:
    the special building and the district it goes next to (``SPECIAL``; ``district`` None
    until one is chosen: the first the building may go next to).
    """

    kind: PickKind
    seat: int
    source: Cell | None = None
    special: BuildingKind | None = None
    district: str | None = None

    def action_type(self) -> type[Action]:
        if self.kind is PickKind.SPECIAL:
            assert self.special is not None
            return SPECIAL_ACTIONS[self.special]
        return _PICK_ACTION[self.kind]


# ---------------------------------------------------------------------- the sections


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
class TaxSection:
    """The traditional game's Income Tax (002): its fixed amount, or ``percent`` of the
    lander's total worth, chosen before the worth is added up (so the share's amount is
    not shown: the log tells it once chosen)."""

    fixed: int
    percent: int
    pay_fixed: Action | None
    pay_share: Action | None


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


class MoveKind(Enum):
    """Which hazard move the "move a hazard" button offers."""

    PLANNING = "planning"  # Planning Permission's free moves
    FREE = "free"  # the free moves under way
    AGAIN = "again"  # the owed second paid move
    PAID = "paid"  # a paid move after the roll


@dataclass(frozen=True, slots=True)
class MoveSection:
    kind: MoveKind
    price: int
    actions: tuple[MoveHazard, ...]  # empty: shown disabled


@dataclass(frozen=True, slots=True)
class SpecialSection:
    special: BuildingKind
    price: int  # 0 for a skyscraper (its price is the district's)
    actions: tuple[BuildSkyscraper | BuildStadium | BuildTower, ...]


@dataclass(frozen=True, slots=True)
class SitesSection:
    """The buttons that start picking a site: bonus building and hazard (Planning Permission;
    None: not offered, empty: shown disabled), a hazard move, the special buildings that
    may be built now."""

    bonus: tuple[PlaceBonus, ...] | None
    hazard: tuple[PlaceHazard, ...] | None
    move: MoveSection | None
    specials: tuple[SpecialSection, ...]


@dataclass(frozen=True, slots=True)
class PickSection:
    """A site being picked: the highlighted sites with the action a click on each sends.

    ``districts``: the districts a special building may go next to (``mode.district`` is
    the one chosen); ``price``: what the special building costs; ``cancellable``: a
    hazard already on the move cannot be left where it is.
    """

    mode: PickMode
    targets: tuple[tuple[Any, Action], ...]  # the board's key for a target (a site's Cell, a space's index)
    cancellable: bool
    districts: tuple[str, ...] = ()
    price: int = 0


@dataclass(frozen=True, slots=True)
class FreeBlocksSection:
    options: tuple[FreeBlocks, ...]
    industrial: bool  # the rules have industrial blocks


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


@dataclass(frozen=True, slots=True)
class BlockChoice:
    """A district the player may build blocks on: what stands there, the limits and prices
    (``options``), and the blocks first offered (``default``: residential, industrial)."""

    district: str
    card: DistrictCard
    residential: int
    industrial: int
    options: BlockOptions
    default: tuple[int, int]


@dataclass(frozen=True, slots=True)
class BlocksSection:
    choices: tuple[BlockChoice, ...]  # in track order
    industrial: bool  # the rules have industrial blocks
    cash: int


@dataclass(frozen=True, slots=True)
class HousesSection:
    """The traditional game's houses and hotels: the buttons that start picking a street
    on the board to build on, to sell one building of, or to sell a group's buildings
    of (each with the legal actions it stands for; empty: shown disabled), and the bank's
    stock."""

    build: tuple[BuildHouse, ...]
    sell: tuple[SellBuilding, ...]
    sell_group: tuple[SellGroupBuildings, ...]
    houses_left: int
    hotels_left: int


@dataclass(frozen=True, slots=True)
class MortgageChoice:
    action: Action  # Mortgage, Unmortgage, or (the traditional game, in debt) HandToBank
    card: Card
    value: int  # raised by the mortgage or the hand-over, or paid to lift it


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
    """Every section of the turn panel; None: the section does not show."""

    seat: int | None  # who decides now (None: the CHANCE player, or the game is over)
    status: Status
    table_roll: TableRollSection | None = None
    roll: RollSection | None = None
    jail: JailSection | None = None
    tax: TaxSection | None = None
    buy: BuySection | None = None
    auction: AuctionSection | None = None
    done: DoneSection | None = None
    end_turn: EndTurnSection | None = None
    sites: SitesSection | None = None
    pick: PickSection | None = None
    free_blocks: FreeBlocksSection | None = None
    debt: DebtSection | None = None
    deal_answer: DealAnswerSection | None = None
    blocks: BlocksSection | None = None
    houses: HousesSection | None = None
    mortgages: MortgagesSection | None = None
    deal_button: DealButtonSection | None = None
    ranking: bool = False  # the game is over: the final ranking


# ---------------------------------------------------------------------- the model

_HEADINGS: dict[Phase, Heading] = {
    Phase.ROLL_OFF: Heading.ROLL_OFF, Phase.AUCTION: Heading.BID,
    Phase.RAISE_FUNDS: Heading.RAISE_MONEY, Phase.DEAL: Heading.ANSWER_DEAL,
}
# The phases between two actions of the turn: mortgages and deals may come first.
_BETWEEN_ACTIONS = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})


def turn_model(
    state: State,
    computers: Collection[int] = (),
    *,
    table_dice: bool = False,
    busy: bool = False,
    pick: PickMode | None = None,
) -> TurnModel:
    """The turn panel's sections for ``state``.

    ``computers``: the seats the computer plays; ``table_dice``: the dice are rolled at the
    table; ``busy``: dice tumble and movers step, so nothing can be decided yet; ``pick``:
    the site being picked, if any (dropped when it is no longer possible; an owed or
    started hazard move starts one).
    """
    if state.is_terminal():
        return TurnModel(None, Status(Heading.GAME_OVER, Situation.GAME_OVER), ranking=True)
    if table_dice and state.current_player == CHANCE and state.phase in (Phase.ROLL, Phase.ROLL_OFF_DICE):
        roller = state.turn  # the roll-off's roller too
        roll_off = state.phase is Phase.ROLL_OFF_DICE
        status = Status(Heading.ROLL_OFF if roll_off else Heading.TURN, Situation.ROLL_OFF if roll_off else Situation.NONE,
                        seat=roller, computer=roller in computers, table=True)
        table = TableRollSection(state.game.dice_count, len(state.history))
        return TurnModel(None, status, table_roll=None if busy else table)
    seat = state.current_player
    if seat < 0:
        return TurnModel(None, Status(Heading.SHUFFLING, Situation.NONE))
    status = _status(state, seat)
    if seat in computers:
        # Between actions anyone may propose a deal, even while a computer has the turn
        # (opening the deal sheet pauses the computers); anyone may bid in an open auction.
        deal = None if busy else _deal_button(state, computers)
        auction = None if busy or not open_auction_for_humans(state, computers) else \
            _auction(state, seat, state.legal_actions(), computers)
        return TurnModel(seat, replace(status, computer=True),
                         deal_button=deal if deal is not None and deal.proposers else None, auction=auction)
    if busy:
        return TurnModel(seat, status)
    legal = state.legal_actions()
    phase = state.phase
    pick = _pick(state, seat, legal, pick)
    return TurnModel(
        seat, status,
        roll=_roll(state, seat, legal),
        jail=_jail(state, seat, legal),
        buy=_buy(state, legal),
        auction=_auction(state, seat, legal, computers),
        done=_done(state, legal),
        end_turn=EndTurnSection(_first(legal, EndTurn), state.extra_roll and not state.in_jail[seat])
        if phase is Phase.POST_ROLL else None,
        sites=None if pick is not None else _sites(state, seat, legal),
        pick=None if pick is None else _pick_section(state, seat, legal, pick),
        free_blocks=FreeBlocksSection(_of(legal, FreeBlocks), _industrial(state)) if phase is Phase.FREE_BLOCKS else None,
        debt=_debt(state, legal),
        deal_answer=_deal_answer(state, legal),
        blocks=_blocks(state, seat, legal),
        mortgages=_mortgages(state, legal) if phase in _BETWEEN_ACTIONS else None,
        deal_button=_deal_button(state, computers) if phase in _BETWEEN_ACTIONS else None,
    )


def _of(legal: list[Action], kind: type[A]) -> tuple[A, ...]:
    return tuple(a for a in legal if isinstance(a, kind))


def _first(legal: list[Action], kind: type[A]) -> A | None:
    return next((a for a in legal if isinstance(a, kind)), None)


def _industrial(state: State) -> bool:
    """Whether the game's rules have industrial blocks (Starter has none)."""
    return state.game.rules is not PresetRules.STARTER


def _status(state: State, seat: int) -> Status:
    game = state.game
    phase = state.phase
    heading = _HEADINGS.get(phase, Heading.TURN)
    cash = state.cash[seat]
    space = state.position[state.turn]
    situation = Situation.NONE
    count = price = 0
    card = None
    if phase is Phase.BUY:
        situation, card = Situation.BUY, game.districts[state.pending_district].card
    elif phase is Phase.ROLL_OFF:
        situation = Situation.ROLL_OFF
    elif phase is Phase.PRE_ROLL:
        if state.rolls == 0 and game.roll_off and seat == state.first_player:
            situation = Situation.FIRST_TURN  # the first turn of the game: who won the roll-off
        elif state.in_jail[seat]:
            situation, count = Situation.IN_JAIL, state.jail_fails[seat]
        else:
            situation = Situation.ON_SPACE
    elif phase is Phase.POST_ROLL:
        situation = after_roll(state.extra_roll and not state.in_jail[seat], _may_build(state))
    elif phase is Phase.PLANNING:
        situation = Situation.PLANNING
    elif phase is Phase.HAZARD_MOVES:
        situation, count = Situation.HAZARD_MOVES, state.free_moves_left
    elif phase is Phase.PAID_MOVE:
        situation, price = Situation.PAID_MOVE, HAZARD_MOVE_PRICE
    elif phase is Phase.FREE_BLOCKS:
        assert state.free_blocks is not None
        situation, count = Situation.FREE_BLOCKS, state.free_blocks.count
    return Status(heading, situation, seat=seat, cash=cash, space=space, count=count, price=price, card=card)


def after_roll(again: bool, may_build: bool) -> Situation:
    """The line after the roll: "build, or end your turn" only when something can be built."""
    if may_build:
        return Situation.BUILD_OR_ROLL if again else Situation.BUILD_OR_END
    return Situation.ROLL_AGAIN if again else Situation.ON_SPACE


def _may_build(state: State) -> bool:
    """Whether the turn player may build anything now: blocks or a special building."""
    return any(isinstance(a, (BuildBlocks, *SPECIAL_ACTIONS.values())) for a in state.legal_actions())


def _roll(state: State, seat: int, legal: list[Action]) -> RollSection | None:
    phase = state.phase
    if phase is not Phase.PRE_ROLL and phase is not Phase.ROLL_OFF:
        return None
    in_jail = phase is Phase.PRE_ROLL and state.in_jail[seat]
    return RollSection(_first(legal, Roll), state.game.dice_count, in_jail)


def _jail(state: State, seat: int, legal: list[Action]) -> JailSection | None:
    if state.phase is not Phase.PRE_ROLL or not state.in_jail[seat]:
        return None
    return JailSection(JAIL_FINE, _first(legal, PayJailFine))


def _buy(state: State, legal: list[Action]) -> BuySection | None:
    if state.phase is not Phase.BUY:
        return None
    return BuySection(state.game.districts[state.pending_district].card, _first(legal, Buy), _first(legal, StartAuction))


def _auction(state: State, seat: int, legal: list[Action], computers: Collection[int] = ()) -> AuctionSection | None:
    auction = state.auction
    if state.phase is not Phase.AUCTION or auction is None:
        return None
    return AuctionSection(
        card=state.game.districts[auction.district].card, high_bid=auction.high_bid,
        high_bidder=auction.high_bidder, bidders=tuple(auction.bidders), cash=state.cash[seat],
        bid_range=None if seat in computers else state.bid_range(), pass_=asked_pass(state, seat, legal, computers),
        bid_step=state.book.bid_step(state), open=open_bidders(state, legal, computers),
    )


def asked_pass(state: Any, seat: int, legal: list[Action], computers: Collection[int]) -> Action | None:
    """The pass of the player asked now (a :class:`Pass` in turn, their :class:`OpenPass`
    in an open auction), if they are at the screen and may pass."""
    if seat in computers:
        return None
    auction = state.auction
    if auction is not None and auction.open:
        return next((a for a in legal if isinstance(a, OpenPass) and a.bidder == seat), None)
    return _first(legal, Pass)


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


def _done(state: State, legal: list[Action]) -> DoneSection | None:
    if state.phase is Phase.PLANNING:
        return DoneSection(DoneKind.DECLINE, _first(legal, Done))
    if state.phase is Phase.HAZARD_MOVES:
        return DoneSection(DoneKind.DONE_MOVING, _first(legal, Done))
    return None


def _sites(state: State, seat: int, legal: list[Action]) -> SitesSection | None:
    phase = state.phase
    moves = _of(legal, MoveHazard)
    if phase is Phase.PLANNING:
        return SitesSection(_of(legal, PlaceBonus), _of(legal, PlaceHazard), MoveSection(MoveKind.PLANNING, 0, moves), ())
    if phase is Phase.HAZARD_MOVES:
        return SitesSection(None, None, MoveSection(MoveKind.FREE, 0, moves), ())
    if phase is Phase.PAID_MOVE:
        return SitesSection(None, None, MoveSection(MoveKind.AGAIN, HAZARD_MOVE_PRICE, moves), ())
    if phase is Phase.POST_ROLL:
        # Only what can be built now: a greyed-out wish list would just crowd the panel.
        specials = tuple(
            SpecialSection(special, price, _of(legal, SPECIAL_ACTIONS[special]))
            for special, price in ((BuildingKind.SKYSCRAPER, 0), (BuildingKind.STADIUM, STADIUM_PRICE), (BuildingKind.TOWER, TOWER_PRICE))
            if _first(legal, SPECIAL_ACTIONS[special]) is not None
        )
        move = MoveSection(MoveKind.PAID, HAZARD_MOVE_PRICE, moves) if moves else None
        return SitesSection(None, None, move, specials) if specials or move else None
    return None


def _pick(state: State, seat: int, legal: list[Action], pick: PickMode | None) -> PickMode | None:
    """The site being picked: ``pick`` while it is still possible, else an owed or started
    hazard move (one hazard to move: pick where it goes), else None."""
    kinds = {type(a) for a in legal}
    if pick is not None and pick.seat == seat and pick.action_type() in kinds:
        return pick
    # The game moved on without a site being picked (a computer or a take back acted, a
    # deal came up...): a stale "click a site" box would only confuse.
    phase = state.phase
    if MoveHazard in kinds and (phase is Phase.HAZARD_MOVES and state.moving_site >= 0 or phase is Phase.PAID_MOVE):
        return PickMode(PickKind.MOVE_SOURCE, seat)
    return None


def _pick_section(state: State, seat: int, legal: list[Action], mode: PickMode) -> PickSection:
    phase = state.phase
    # A hazard already on the move (free moves under way, or an owed paid move) has no
    # "cancel": Done (free moves) is the way out, and an owed move has none.
    cancellable = phase is not Phase.PAID_MOVE and (phase is not Phase.HAZARD_MOVES or state.moving_site < 0)
    targets: tuple[tuple[Any, Action], ...] = ()
    if mode.kind is PickKind.BONUS:
        targets = tuple((a.site, a) for a in _of(legal, PlaceBonus))
    elif mode.kind is PickKind.HAZARD:
        targets = tuple((a.site, a) for a in _of(legal, PlaceHazard))
    elif mode.kind is PickKind.MOVE_SOURCE:
        moves = _of(legal, MoveHazard)
        # A hazard stands for its first legal move: picking it then asks where it goes.
        targets = tuple((source, next(a for a in moves if a.source == source)) for source in sorted({a.source for a in moves}))
    elif mode.kind is PickKind.MOVE_TARGET:
        targets = tuple((a.target, a) for a in _of(legal, MoveHazard) if a.source == mode.source)
    else:
        assert mode.special is not None
        options = state.special_sites(seat, mode.special.value)
        districts = tuple(options)
        district = mode.district if mode.district in options else (districts[0] if districts else None)
        make = SPECIAL_ACTIONS[mode.special]
        if district is not None:
            built = (make(district, cell) for cell in options[district])
            targets = tuple((a.site, a) for a in built if state.is_legal(a))
        price = _special_price(state, mode.special, district)
        return PickSection(replace(mode, district=district), targets, cancellable, districts, price)
    return PickSection(mode, targets, cancellable)


def _special_price(state: State, special: BuildingKind, district: str | None) -> int:
    if special is BuildingKind.STADIUM:
        return STADIUM_PRICE
    if special is BuildingKind.TOWER:
        return TOWER_PRICE
    return 0 if district is None else int(state.game.district(district).card.skyscraper_price)


def _debt(state: State, legal: list[Action]) -> DebtSection | None:
    debt = state.debt
    if state.phase is not Phase.RAISE_FUNDS or debt is None:
        return None
    cash = state.cash[debt.debtor]
    raisable = state.most_raisable(debt.debtor) - cash  # what mortgaging the rest would raise
    return DebtSection(debt, cash, raisable, _first(legal, PayDebt), _first(legal, DeclareBankruptcy))


def _deal_answer(state: State, legal: list[Action]) -> DealAnswerSection | None:
    if state.phase is not Phase.DEAL or state.deal is None:
        return None
    return DealAnswerSection(state.deal, _first(legal, AcceptDeal), _first(legal, RejectDeal))


def _blocks(state: State, seat: int, legal: list[Action]) -> BlocksSection | None:
    if state.phase is not Phase.POST_ROLL:
        return None
    game = state.game
    districts = sorted({a.district for a in _of(legal, BuildBlocks)}, key=lambda x: game.district(x).space)
    if not districts:
        return None
    choices = []
    for district_id in districts:
        info = game.district(district_id)
        options = state.block_options(seat, district_id)
        default = (1, 0) if options.max_residential > 0 else (0, min(1, options.max_industrial))
        choices.append(BlockChoice(district_id, info.card, state.residential[info.index], state.industrial[info.index],
                                   options, default))
    return BlocksSection(tuple(choices), _industrial(state), state.cash[seat])


def _mortgages(state: State, legal: list[Action]) -> MortgagesSection | None:
    game = state.game
    choices = tuple(MortgageChoice(a, game.district(a.district).card, state.mortgage_value(a.district))
                    for a in legal if isinstance(a, (Mortgage, Unmortgage)))
    if not choices:
        return None
    guide = state.phase is Phase.RAISE_FUNDS and not state.is_legal(PayDebt())
    return MortgagesSection(choices, guide, state.cash[state.current_player])


def _deal_button(state: State, computers: Collection[int]) -> DealButtonSection:
    proposers = tuple(p for p in range(state.game.num_players)
                      if p not in computers and state.can_propose_deal(p) and state.deal_partners(p))
    return DealButtonSection(proposers)
