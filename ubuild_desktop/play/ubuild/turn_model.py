"""U-Build's turn panel model (no Qt): :func:`turn_model` reads a U-Build state into the
shared :class:`~ubuild_desktop.play.turn_model.TurnModel`, with U-Build's own sections
(:attr:`TurnModel.own`: ``sites``, ``free_blocks``, ``blocks``; :mod:`.turn_sections` shows them).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from ubuild_desktop.core.cards import DistrictCard
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import CHANCE, BlockOptions, Phase, State
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
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ubuild_desktop.core.engine.ubuild.game import PresetRules
from ubuild_desktop.core.engine.ubuild.game import HAZARD_MOVE_PRICE, JAIL_FINE, STADIUM_PRICE, TOWER_PRICE

from ..turn_model import (
    AuctionSection,
    BuySection,
    DealAnswerSection,
    DealButtonSection,
    DebtSection,
    DoneKind,
    DoneSection,
    EndTurnSection,
    Heading,
    JailSection,
    MortgageChoice,
    MortgageKind,
    MortgagesSection,
    PickMode,
    PickSection,
    RollSection,
    Situation,
    Status,
    TableRollSection,
    TurnModel,
    after_roll,
    asked_pass,
    first_of,
    of_kind,
    open_auction_for_humans,
    open_bidders,
)

SPECIAL_ACTIONS: dict[BuildingKind, type[BuildSkyscraper] | type[BuildStadium] | type[BuildTower]] = {
    BuildingKind.SKYSCRAPER: BuildSkyscraper, BuildingKind.STADIUM: BuildStadium, BuildingKind.TOWER: BuildTower,
}

class PickKind(Enum):
    """What a click on a highlighted site does (U-Build's picks: :class:`PickMode`'s ``kind``)."""

    BONUS = "bonus"  # builds a bonus building there
    HAZARD = "hazard"  # builds a hazard there
    MOVE_SOURCE = "move_source"  # chooses the hazard to move (then: MOVE_TARGET, where it goes)
    MOVE_TARGET = "move_target"  # moves the chosen hazard there
    SPECIAL = "special"  # builds a special building there, next to the attached district


_PICK_ACTION: dict[Enum, type[Action]] = {
    PickKind.BONUS: PlaceBonus, PickKind.HAZARD: PlaceHazard,
    PickKind.MOVE_SOURCE: MoveHazard, PickKind.MOVE_TARGET: MoveHazard,
}


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
class FreeBlocksSection:
    options: tuple[FreeBlocks, ...]
    industrial: bool  # the rules have industrial blocks


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


def pick_action_type(mode: PickMode) -> type[Action]:
    """The action a click sends while ``mode`` is picked."""
    if mode.kind is PickKind.SPECIAL:
        assert mode.special is not None
        return SPECIAL_ACTIONS[mode.special]
    return _PICK_ACTION[mode.kind]


def own(sites: SitesSection | None = None, free_blocks: FreeBlocksSection | None = None,
        blocks: BlocksSection | None = None) -> tuple[tuple[str, object], ...]:
    """U-Build's own sections of a :class:`TurnModel` (:mod:`.turn_sections` shows them)."""
    return (("sites", sites), ("free_blocks", free_blocks), ("blocks", blocks))


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
        return TurnModel(None, Status(Heading.GAME_OVER, Situation.GAME_OVER), ranking=True, own=own())
    if table_dice and state.current_player == CHANCE and state.phase in (Phase.ROLL, Phase.ROLL_OFF_DICE):
        roller = state.turn  # the roll-off's roller too
        roll_off = state.phase is Phase.ROLL_OFF_DICE
        status = Status(Heading.ROLL_OFF if roll_off else Heading.TURN, Situation.ROLL_OFF if roll_off else Situation.NONE,
                        seat=roller, computer=roller in computers, table=True)
        table = TableRollSection(state.game.dice_count, len(state.history))
        return TurnModel(None, status, table_roll=None if busy else table, own=own())
    seat = state.current_player
    if seat < 0:
        return TurnModel(None, Status(Heading.SHUFFLING, Situation.NONE), own=own())
    status = _status(state, seat)
    if seat in computers:
        # Between actions anyone may propose a deal, even while a computer has the turn
        # (opening the deal sheet pauses the computers); anyone may bid in an open auction.
        deal = None if busy else _deal_button(state, computers)
        auction = None if busy or not open_auction_for_humans(state, computers) else \
            _auction(state, seat, state.legal_actions(), computers)
        return TurnModel(seat, replace(status, computer=True),
                         deal_button=deal if deal is not None and deal.proposers else None, auction=auction,
                         own=own())
    if busy:
        return TurnModel(seat, status, own=own())
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
        end_turn=EndTurnSection(first_of(legal, EndTurn), state.extra_roll and not state.in_jail[seat])
        if phase is Phase.POST_ROLL else None,
        pick=None if pick is None else _pick_section(state, seat, legal, pick),
        debt=_debt(state, legal),
        deal_answer=_deal_answer(state, legal),
        mortgages=_mortgages(state, legal) if phase in _BETWEEN_ACTIONS else None,
        deal_button=_deal_button(state, computers) if phase in _BETWEEN_ACTIONS else None,
        own=own(sites=None if pick is not None else _sites(state, seat, legal),
                free_blocks=FreeBlocksSection(of_kind(legal, FreeBlocks), _industrial(state))
                if phase is Phase.FREE_BLOCKS else None,
                blocks=_blocks(state, seat, legal)),
    )


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


def _may_build(state: State) -> bool:
    """Whether the turn player may build anything now: blocks or a special building."""
    return any(isinstance(a, (BuildBlocks, *SPECIAL_ACTIONS.values())) for a in state.legal_actions())


def _roll(state: State, seat: int, legal: list[Action]) -> RollSection | None:
    phase = state.phase
    if phase is not Phase.PRE_ROLL and phase is not Phase.ROLL_OFF:
        return None
    in_jail = phase is Phase.PRE_ROLL and state.in_jail[seat]
    return RollSection(first_of(legal, Roll), state.game.dice_count, in_jail)


def _jail(state: State, seat: int, legal: list[Action]) -> JailSection | None:
    if state.phase is not Phase.PRE_ROLL or not state.in_jail[seat]:
        return None
    return JailSection(JAIL_FINE, first_of(legal, PayJailFine))


def _buy(state: State, legal: list[Action]) -> BuySection | None:
    if state.phase is not Phase.BUY:
        return None
    return BuySection(state.game.districts[state.pending_district].card, first_of(legal, Buy), first_of(legal, StartAuction))


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


def _done(state: State, legal: list[Action]) -> DoneSection | None:
    if state.phase is Phase.PLANNING:
        return DoneSection(DoneKind.DECLINE, first_of(legal, Done))
    if state.phase is Phase.HAZARD_MOVES:
        return DoneSection(DoneKind.DONE_MOVING, first_of(legal, Done))
    return None


def _sites(state: State, seat: int, legal: list[Action]) -> SitesSection | None:
    phase = state.phase
    moves = of_kind(legal, MoveHazard)
    if phase is Phase.PLANNING:
        return SitesSection(of_kind(legal, PlaceBonus), of_kind(legal, PlaceHazard), MoveSection(MoveKind.PLANNING, 0, moves), ())
    if phase is Phase.HAZARD_MOVES:
        return SitesSection(None, None, MoveSection(MoveKind.FREE, 0, moves), ())
    if phase is Phase.PAID_MOVE:
        return SitesSection(None, None, MoveSection(MoveKind.AGAIN, HAZARD_MOVE_PRICE, moves), ())
    if phase is Phase.POST_ROLL:
        # Only what can be built now: a greyed-out wish list would just crowd the panel.
        specials = tuple(
            SpecialSection(special, price, of_kind(legal, SPECIAL_ACTIONS[special]))
            for special, price in ((BuildingKind.SKYSCRAPER, 0), (BuildingKind.STADIUM, STADIUM_PRICE), (BuildingKind.TOWER, TOWER_PRICE))
            if first_of(legal, SPECIAL_ACTIONS[special]) is not None
        )
        move = MoveSection(MoveKind.PAID, HAZARD_MOVE_PRICE, moves) if moves else None
        return SitesSection(None, None, move, specials) if specials or move else None
    return None


def _pick(state: State, seat: int, legal: list[Action], pick: PickMode | None) -> PickMode | None:
    """The site being picked: ``pick`` while it is still possible, else an owed or started
    hazard move (one hazard to move: pick where it goes), else None."""
    kinds = {type(a) for a in legal}
    if pick is not None and pick.seat == seat and pick_action_type(pick) in kinds:
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
        targets = tuple((a.site, a) for a in of_kind(legal, PlaceBonus))
    elif mode.kind is PickKind.HAZARD:
        targets = tuple((a.site, a) for a in of_kind(legal, PlaceHazard))
    elif mode.kind is PickKind.MOVE_SOURCE:
        moves = of_kind(legal, MoveHazard)
        # A hazard stands for its first legal move: picking it then asks where it goes.
        sources = sorted({a.source for a in moves})
        targets = tuple((source, next(a for a in moves if a.source == source)) for source in sources)
        further = tuple((source, PickMode(PickKind.MOVE_TARGET, seat, source=source)) for source in sources)
        return PickSection(mode, targets, cancellable, further=further)
    elif mode.kind is PickKind.MOVE_TARGET:
        targets = tuple((a.target, a) for a in of_kind(legal, MoveHazard) if a.source == mode.source)
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
    return DebtSection(debt, cash, raisable, first_of(legal, PayDebt), first_of(legal, DeclareBankruptcy))


def _deal_answer(state: State, legal: list[Action]) -> DealAnswerSection | None:
    if state.phase is not Phase.DEAL or state.deal is None:
        return None
    return DealAnswerSection(state.deal, first_of(legal, AcceptDeal), first_of(legal, RejectDeal))


def _blocks(state: State, seat: int, legal: list[Action]) -> BlocksSection | None:
    if state.phase is not Phase.POST_ROLL:
        return None
    game = state.game
    districts = sorted({a.district for a in of_kind(legal, BuildBlocks)}, key=lambda x: game.district(x).space)
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
    choices = tuple(MortgageChoice(a, game.district(a.district).card, state.mortgage_value(a.district),
                                   MortgageKind.MORTGAGE if isinstance(a, Mortgage) else MortgageKind.LIFT)
                    for a in legal if isinstance(a, (Mortgage, Unmortgage)))
    if not choices:
        return None
    guide = state.phase is Phase.RAISE_FUNDS and not state.is_legal(PayDebt())
    return MortgagesSection(choices, guide, state.cash[state.current_player])


def _deal_button(state: State, computers: Collection[int]) -> DealButtonSection:
    proposers = tuple(p for p in range(state.game.num_players)
                      if p not in computers and state.can_propose_deal(p) and state.deal_partners(p))
    return DealButtonSection(proposers)
