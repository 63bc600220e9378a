"""The turn panel's model for the traditional game (no Qt): the same
:class:`~ubuild_desktop.play.turn_model.TurnModel` as U-Build's, read from a traditional state.

:func:`trad_turn_model` reads ``legal_actions()`` (through the state's rule book) once and
fills the sections the traditional game has: the roll (and the roll again after a
double), the jail (fine, a kept card, or rolling for a double; the fine after a failed
roll too), the Income Tax's two ways, buying, both auctions (a property's, and the bank's
last houses or hotels in ``Phase.BUILDING_AUCTION``), houses and hotels (picked on the
board: build, sell one, sell a group's), raising funds, mortgages (and, in debt,
mortgaged titles handed to the bank), deals and the end of the turn.
``plugin.TraditionalPlayRules.turn_model`` is its one caller; the panel's section widgets show it as they show U-Build's.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal,
    Action,
    Buy,
    DeclareBankruptcy,
    EndTurn,
    Mortgage,
    PayDebt,
    PayJailFine,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ubuild_desktop.core.engine.kernel.auction import bid_range
from ubuild_desktop.core.engine.traditional.actions import (
    BuildHouse, HandToBank, PayIncomeTax, SellBuilding, SellGroupBuildings, UseJailCard,
)
from ubuild_desktop.core.engine.traditional.money import handover_value
from ubuild_desktop.core.engine.traditional.taxes import FIXED, SHARE

from ..plugin import rules_for
from ..turn_model import (
    AuctionSection,
    BuySection,
    DealAnswerSection,
    DealButtonSection,
    DebtSection,
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
    first_of,
    after_roll,
    of_kind,
    asked_pass,
    open_auction_for_humans,
    open_bidders,
)

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


def own(tax: TaxSection | None = None, houses: HousesSection | None = None) -> tuple[tuple[str, object], ...]:
    """The traditional game's own sections of a :class:`TurnModel` (:mod:`.turn_sections` shows them)."""
    return (("tax", tax), ("houses", houses))


_HEADINGS: dict[Phase, Heading] = {
    Phase.ROLL_OFF: Heading.ROLL_OFF, Phase.AUCTION: Heading.BID, Phase.BUILDING_AUCTION: Heading.BID,
    Phase.RAISE_FUNDS: Heading.RAISE_MONEY, Phase.DEAL: Heading.ANSWER_DEAL,
}
# The phases between two actions of the turn: mortgages, buildings and deals may come first.
_BETWEEN_ACTIONS = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})


class PickKind(Enum):
    """What a click on a highlighted street does (the traditional game's picks:
    :class:`PickMode`'s ``kind``)."""

    BUILD_HOUSE = "build_house"  # builds a house (or a hotel) there
    SELL_BUILDING = "sell_building"  # sells one building there
    SELL_GROUP = "sell_group"  # sells every building of that street's colour group


_PICKS: dict[Enum, type[Action]] = {PickKind.BUILD_HOUSE: BuildHouse, PickKind.SELL_BUILDING: SellBuilding, PickKind.SELL_GROUP: SellGroupBuildings}


def trad_turn_model(
    state: Any,
    computers: Collection[int] = (),
    *,
    table_dice: bool = False,
    busy: bool = False,
    pick: PickMode | None = None,
) -> TurnModel:
    """The turn panel's sections for the traditional ``state`` (see ``turn_model.turn_model``)."""
    if state.is_terminal():
        return TurnModel(None, Status(Heading.GAME_OVER, Situation.GAME_OVER), ranking=True, own=own())
    if table_dice and state.current_player == CHANCE and state.phase in (Phase.ROLL, Phase.ROLL_OFF_DICE):
        roller = state.turn
        roll_off = state.phase is Phase.ROLL_OFF_DICE
        status = Status(Heading.ROLL_OFF if roll_off else Heading.TURN, Situation.ROLL_OFF if roll_off else Situation.NONE,
                        seat=roller, computer=roller in computers, table=True)
        return TurnModel(None, status, table_roll=None if busy else TableRollSection(rules_for(state).dice_count(state.game), len(state.history)), own=own())
    seat = state.current_player
    if seat < 0:
        return TurnModel(None, Status(Heading.SHUFFLING, Situation.NONE), own=own())
    status = _status(state, seat)
    phase = state.phase
    if seat in computers:
        deal = None if busy or phase not in _BETWEEN_ACTIONS else _deal_button(state, computers)
        auction = None if busy or not open_auction_for_humans(state, computers) else \
            _auction(state, seat, state.legal_actions(), computers)
        return TurnModel(seat, replace(status, computer=True),
                         deal_button=deal if deal is not None and deal.proposers else None, auction=auction,
                         own=own())
    if busy:
        return TurnModel(seat, status, own=own())
    legal = state.legal_actions()
    pick = pick if pick is not None and pick.seat == seat and _PICKS.get(pick.kind) in {type(a) for a in legal} else None
    between = phase in _BETWEEN_ACTIONS
    houses = _houses(state, legal) if between else None
    return TurnModel(
        seat, status,
        roll=_roll(state, seat, legal),
        jail=_jail(state, seat, legal),
        buy=_buy(state, legal),
        auction=_auction(state, seat, legal, computers),
        end_turn=EndTurnSection(first_of(legal, EndTurn), False) if phase is Phase.POST_ROLL and not state.extra_roll else None,
        pick=None if pick is None else _pick_section(state, legal, pick),
        debt=_debt(state, legal),
        deal_answer=_deal_answer(state, legal),
        mortgages=_mortgages(state, legal) if between else None,
        deal_button=_deal_button(state, computers) if between else None,
        own=own(tax=_tax(state, legal), houses=houses if houses is not None and pick is None else None),
    )


def _status(state: Any, seat: int) -> Status:
    phase = state.phase
    heading = _HEADINGS.get(phase, Heading.TURN)
    cash = state.cash[seat]
    space = state.position[state.turn]
    situation = Situation.NONE
    count = 0
    card = None
    if phase is Phase.BUY:
        situation, card = Situation.BUY, rules_for(state).property_card(state, state.pending)
    elif phase is Phase.ROLL_OFF:
        situation = Situation.ROLL_OFF
    elif phase is Phase.PRE_ROLL:
        if state.rounds == 0 and seat == state.starter and state.last_total == 0:
            situation = Situation.FIRST_TURN  # the first turn of the game: who won the roll-off
        elif state.in_jail[seat]:
            situation, count = Situation.IN_JAIL, state.jail_turns[seat]
        else:
            situation = Situation.ON_SPACE
    elif phase is Phase.POST_ROLL:
        situation = after_roll(state.extra_roll, any(isinstance(a, BuildHouse) for a in state.legal_actions()))
    return Status(heading, situation, seat=seat, cash=cash, space=space, count=count, card=card)


def _roll(state: Any, seat: int, legal: list[Action]) -> RollSection | None:
    """The roll before the turn's move, the roll-off's, and the roll again after a double."""
    phase = state.phase
    if phase is Phase.POST_ROLL and not state.extra_roll:
        return None
    if phase not in (Phase.PRE_ROLL, Phase.ROLL_OFF, Phase.POST_ROLL):
        return None
    return RollSection(first_of(legal, Roll), rules_for(state).dice_count(state.game), phase is Phase.PRE_ROLL and state.in_jail[seat], phase is Phase.POST_ROLL)


def _jail(state: Any, seat: int, legal: list[Action]) -> JailSection | None:
    """Before the roll: the fine or a kept card; after a failed roll for a double, the fine
    when the rules allow it then (002: "en cualquier momento de sus próximos dos turnos")."""
    if not state.in_jail[seat]:
        return None
    if state.phase is Phase.POST_ROLL:
        fine = first_of(legal, PayJailFine)
        return None if fine is None else JailSection(state.game.jail_fine, fine)
    if state.phase is not Phase.PRE_ROLL:
        return None
    return JailSection(state.game.jail_fine, first_of(legal, PayJailFine), first_of(legal, UseJailCard))


def _tax(state: Any, legal: list[Action]) -> TaxSection | None:
    if state.phase is not Phase.INCOME_TAX:
        return None
    d = state.pending
    return TaxSection(state.game.tax[d], state.game.tax_percent[d], _given(legal, PayIncomeTax(FIXED)),
                      _given(legal, PayIncomeTax(SHARE)))


def _given(legal: list[Action], action: Action) -> Action | None:
    return action if action in legal else None


def _buy(state: Any, legal: list[Action]) -> BuySection | None:
    if state.phase is not Phase.BUY:
        return None
    return BuySection(rules_for(state).property_card(state, state.pending), first_of(legal, Buy), first_of(legal, StartAuction))


def _auction(state: Any, seat: int, legal: list[Action], computers: Collection[int] = ()) -> AuctionSection | None:
    auction = state.auction
    if auction is None or state.phase not in (Phase.AUCTION, Phase.BUILDING_AUCTION):
        return None
    building = state.phase is Phase.BUILDING_AUCTION
    card = None if building else rules_for(state).property_card(state, auction.district)
    return AuctionSection(
        card=card, high_bid=auction.high_bid, high_bidder=auction.high_bidder, bidders=tuple(auction.bidders),
        cash=state.cash[seat], bid_range=None if seat in computers else bid_range(state),
        pass_=asked_pass(state, seat, legal, computers),
        building=("hotel" if state.shortage_hotel else "house") if building else "",
        bid_step=state.book.bid_step(state), open=open_bidders(state, legal, computers),
    )


def _houses(state: Any, legal: list[Action]) -> HousesSection | None:
    """Houses and hotels: shown to a player who owns a street of a whole group (or has buildings)."""
    build, sell, group = of_kind(legal, BuildHouse), of_kind(legal, SellBuilding), of_kind(legal, SellGroupBuildings)
    if not (build or sell or group):
        return None
    return HousesSection(build, sell, group, state.houses_left, state.hotels_left)


def _pick_section(state: Any, legal: list[Action], mode: PickMode) -> PickSection:
    """A street being picked on the board: each one's action (the board's key is the space index)."""
    kind = _PICKS[mode.kind]
    game = state.game
    if kind is SellGroupBuildings:
        # One street of each group stands for the group: every street of it lights up.
        targets: list[tuple[Any, Action]] = []
        for action in of_kind(legal, SellGroupBuildings):
            i = game.ids.index(action.street)
            for s in game.group_streets[game.group[i]]:
                if state.buildings[s] > 0:
                    targets.append((s, action))
        return PickSection(mode, tuple(targets), True)
    return PickSection(mode, tuple((game.ids.index(a.street), a) for a in legal if type(a) is kind), True)


def _debt(state: Any, legal: list[Action]) -> DebtSection | None:
    debt = state.debt
    if state.phase is not Phase.RAISE_FUNDS or debt is None:
        return None
    return DebtSection(debt, state.cash[debt.debtor], rules_for(state).raisable(state, debt.debtor),
                       first_of(legal, PayDebt), first_of(legal, DeclareBankruptcy))


def _deal_answer(state: Any, legal: list[Action]) -> DealAnswerSection | None:
    if state.phase is not Phase.DEAL or state.deal is None:
        return None
    return DealAnswerSection(state.deal, first_of(legal, AcceptDeal), first_of(legal, RejectDeal))


def _mortgages(state: Any, legal: list[Action]) -> MortgagesSection | None:
    game = state.game
    book = state.book
    choices = []
    for a in legal:
        if isinstance(a, (Mortgage, Unmortgage)):
            i = game.ids.index(a.district)
            value = book.mortgage_value(state, i) if isinstance(a, Mortgage) else book.lift_cost(state, i)
            choices.append(MortgageChoice(a, rules_for(state).property_card(state, i), value,
                                          MortgageKind.MORTGAGE if isinstance(a, Mortgage) else MortgageKind.LIFT))
        elif isinstance(a, HandToBank):  # in debt: a mortgaged title as payment (004)
            i = game.ids.index(a.property)
            choices.append(MortgageChoice(a, rules_for(state).property_card(state, i), handover_value(state, i),
                                          MortgageKind.HAND_OVER))
    if not choices:
        return None
    guide = state.phase is Phase.RAISE_FUNDS and not state.is_legal(PayDebt())
    return MortgagesSection(tuple(choices), guide, state.cash[state.current_player])


def _deal_button(state: Any, computers: Collection[int]) -> DealButtonSection:
    proposers = tuple(p for p in range(len(state.player_names))
                      if p not in computers and rules_for(state).can_propose(state, p))
    return DealButtonSection(proposers)
