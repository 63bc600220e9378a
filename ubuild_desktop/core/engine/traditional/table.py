"""The traditional game's rule table (:data:`TABLE`, read by the kernel's ``RuleTable``).

:data:`ACTIONS` has one row per action type: the phases that accept it, its check (why
not, or None), its handler and its lister, each a function of its topic module (or the
kernel's). The calls that read the rows (``legal_actions``, ``why_illegal``, ``apply``,
``apply_legal``) are the kernel's (:mod:`..kernel.table`); a handler that hands back
(``kernel.state.resume``) lets ``apply_legal`` work through the pending steps
(``movement.run``). The CHANCE player's outcomes are :func:`chance_outcomes`.

**What legal_actions lists**: every action ``apply`` accepts from the player to act, in a
stable order, except two open-ended families: **bids** (any whole amount in
``kernel.auction.bid_range``; the list holds the lowest and a few rungs) and **deals**
(:class:`ProposeDeal` / :class:`TradeDeal`, never listed: the player to act may propose
one in the phases of ``deals.DEAL_PHASES``; ``why_illegal`` checks it). Between turns it
lists last what the other players may do, each action naming its player
(:mod:`.between_turns`). The CHANCE player's list is its outcomes.
"""

from __future__ import annotations

from typing import Final, cast

from ..kernel.actions import (
    AcceptDeal, Action, Bid, Buy, DeclareBankruptcy, Dice, DrawCard, EndTurn, Mortgage, OpenBid, OpenPass, Pass,
    PayDebt, PayJailFine, ProposeDeal, RejectDeal, Roll, StartAuction, Unmortgage,
)
from ..kernel.auction import check_bid, check_open_bid, check_open_pass, check_pass, list_open_passes
from ..kernel.deals import do_propose, do_reject, list_reject
from ..kernel.ledger import check_bankrupt, check_pay_debt, do_unmortgage, list_bankruptcy, list_pay_debt
from ..kernel.phases import Phase
from ..kernel.state import GameState
from ..kernel.table import ActionRule, Lister, RuleTable, row
from .actions import (
    BuildHouse, DealTitle, HandToBank, PayIncomeTax, SellBuilding, SellGroupBuildings, TradeDeal, UseJailCard,
)
from .building import (
    check_build, check_sell, check_sell_group, do_build, do_sell, do_sell_group, do_trad_bid, do_trad_open_bid,
    do_trad_open_pass, do_trad_pass, list_building, list_selling,
)
from .between_turns import (
    BuildHouseBy, MortgageBy, SellBuildingBy, SellGroupBy, UnmortgageBy, check_by, do_by, list_by,
)
from .buying import check_buy, do_buy, do_start_auction, list_bids, list_buy, list_open_bids, list_pass
from .cards_play import TITLES, cards_to_shuffle, check_deal_title, check_draw, do_deal_title, do_draw, titles_to_deal
from .deals import DEAL_PHASES, check_trad_accept, check_trad_propose, do_trad_accept, list_accept
from .ending import end_by_action_limit
from .mortgages import (
    LIFT_PHASES, MORTGAGE_PHASES, check_hand_to_bank, check_trad_mortgage, check_trad_unmortgage, do_hand_to_bank,
    do_trad_bankrupt, do_trad_mortgage, do_trad_pay_debt, list_hand_to_bank, list_lifts, list_mortgages,
    list_new_mortgages,
)
from .movement import (
    check_dice, check_end_turn, check_pay_fine, check_roll, check_use_card, do_dice, do_end_turn, do_pay_fine,
    do_roll, do_use_card, list_end_turn, list_jail, list_roll, run,
)
from .state import TradState
from .taxes import check_income_tax, do_income_tax, list_income_tax

P = Phase
BUILD_PHASES: Final = frozenset({P.PRE_ROLL, P.POST_ROLL})
OUT_OF_TURN_PHASES: Final = frozenset({P.PRE_ROLL, P.BUY, P.POST_ROLL})
SELL_PHASES: Final = MORTGAGE_PHASES

# One row per action type, in the order legal_actions lists them (a lister shared by
# several rows runs once, at its first row).
ACTIONS: Final[dict[type, ActionRule]] = {
    # The CHANCE player: listed by chance_outcomes.
    DrawCard: row({P.SHUFFLE, P.DRAW}, check_draw, do_draw, None),
    DealTitle: row({P.SHUFFLE}, check_deal_title, do_deal_title, None),
    Dice: row({P.ROLL, P.ROLL_OFF_DICE}, check_dice, do_dice, None),
    # The players.
    PayDebt: row({P.RAISE_FUNDS}, check_pay_debt, do_trad_pay_debt, list_pay_debt),
    PayJailFine: row({P.PRE_ROLL, P.POST_ROLL}, check_pay_fine, do_pay_fine, list_jail),
    UseJailCard: row({P.PRE_ROLL}, check_use_card, do_use_card, list_jail),
    Roll: row({P.ROLL_OFF, P.PRE_ROLL, P.POST_ROLL}, check_roll, do_roll, list_roll),
    PayIncomeTax: row({P.INCOME_TAX}, check_income_tax, do_income_tax, list_income_tax),
    Buy: row({P.BUY}, check_buy, do_buy, list_buy),
    StartAuction: row({P.BUY}, None, do_start_auction, list_buy),
    Bid: row({P.AUCTION, P.BUILDING_AUCTION}, check_bid, do_trad_bid, list_bids),
    Pass: row({P.AUCTION, P.BUILDING_AUCTION}, check_pass, do_trad_pass, list_pass),
    OpenBid: row({P.AUCTION, P.BUILDING_AUCTION}, check_open_bid, do_trad_open_bid, list_open_bids),
    OpenPass: row({P.AUCTION, P.BUILDING_AUCTION}, check_open_pass, do_trad_open_pass, list_open_passes),
    BuildHouse: row(BUILD_PHASES, check_build, do_build, list_building),
    SellBuilding: row(SELL_PHASES, check_sell, do_sell, list_selling),
    SellGroupBuildings: row(SELL_PHASES, check_sell_group, do_sell_group, list_selling),
    Mortgage: row(MORTGAGE_PHASES, check_trad_mortgage, do_trad_mortgage, list_mortgages),
    Unmortgage: row(LIFT_PHASES, check_trad_unmortgage, do_unmortgage, list_mortgages),
    HandToBank: row({P.RAISE_FUNDS}, check_hand_to_bank, do_hand_to_bank, list_hand_to_bank),
    DeclareBankruptcy: row({P.RAISE_FUNDS}, check_bankrupt, do_trad_bankrupt, list_bankruptcy),
    EndTurn: row({P.POST_ROLL}, check_end_turn, do_end_turn, list_end_turn),
    # Not listed: the player to act may propose a deal (see the module docstring).
    ProposeDeal: row(DEAL_PHASES, check_trad_propose, do_propose, None),
    TradeDeal: row(DEAL_PHASES, check_trad_propose, do_propose, None),
    AcceptDeal: row({P.DEAL}, check_trad_accept, do_trad_accept, list_accept),
    RejectDeal: row({P.DEAL}, None, do_reject, list_reject),
    # Between turns (PRE_ROLL; in the turn's other phases their check says when), the other
    # players' own: each names its player (see between_turns).
    BuildHouseBy: row(OUT_OF_TURN_PHASES, check_by, do_by, list_by),
    SellBuildingBy: row(OUT_OF_TURN_PHASES, check_by, do_by, list_by),
    SellGroupBy: row(OUT_OF_TURN_PHASES, check_by, do_by, list_by),
    MortgageBy: row(OUT_OF_TURN_PHASES, check_by, do_by, list_by),
    UnmortgageBy: row(OUT_OF_TURN_PHASES, check_by, do_by, list_by),
}


def chance_outcomes(state: TradState) -> list[tuple[Action, float]]:
    """The CHANCE player's possible actions with their probabilities (empty otherwise):
    the dice, the top card, the cards still to shuffle in, the properties still to deal."""
    phase = state.phase
    game = state.game
    if phase is Phase.ROLL or phase is Phase.ROLL_OFF_DICE:
        return list(game.dice_chances)
    if phase is Phase.DRAW:
        return [(game.draw_actions[state.piles[state.drawing][0]], 1.0)]
    if phase is Phase.SHUFFLE:
        if state.shuffling == TITLES:
            titles = titles_to_deal(state)
            return [(DealTitle(game.ids[d]), 1.0 / len(titles)) for d in titles]
        left = cards_to_shuffle(state)
        return [(game.draw_actions[c], 1.0 / len(left)) for c in left]
    return []


# The kinds whose row shares its lister, listed alone for ``legal_of`` (a computer
# player's narrow question; a test compares them with the shared lister's).
NARROW: Final[dict[type, Lister]] = {Mortgage: list_new_mortgages, Unmortgage: list_lifts}


class TradTable(RuleTable):
    """The kernel's rule table, with the handlers of the commonest actions (nine in ten of
    a game's) and the commonest listers called by name: in the compiled build a direct
    native call, where the rows' column is a generic call of a function object
    (``test_dispatch`` plays seeded games both ways and compares every listing)."""

    def handle(self, state: GameState, action: Action) -> None:
        s = cast(TradState, state)
        kind = type(action)
        if kind is _DICE:
            do_dice(s, cast(Dice, action))
        elif kind is _ROLL:
            do_roll(s, cast(Roll, action))
        elif kind is _END_TURN:
            do_end_turn(s, cast(EndTurn, action))
        elif kind is _OPEN_BID:
            do_trad_open_bid(s, cast(OpenBid, action))
        elif kind is _DRAW_CARD:
            do_draw(s, cast(DrawCard, action))
        elif kind is _BUILD_HOUSE:
            do_build(s, cast(BuildHouse, action))
        elif kind is _OPEN_PASS:
            do_trad_open_pass(s, cast(OpenPass, action))
        elif kind is _MORTGAGE:
            do_trad_mortgage(s, cast(Mortgage, action))
        elif kind is _BUY:
            do_buy(s, cast(Buy, action))
        else:
            self.handlers[kind](state, action)

    def list_into(self, lister: Lister, state: GameState, p: int, out: list[Action]) -> None:
        s = cast(TradState, state)
        if lister is _LIST_ROLL:
            list_roll(s, p, out)
        elif lister is _LIST_END_TURN:
            list_end_turn(s, p, out)
        elif lister is _LIST_JAIL:
            list_jail(s, p, out)
        elif lister is _LIST_LIFTS:
            list_lifts(s, p, out)
        elif lister is _LIST_BUY:
            list_buy(s, p, out)
        elif lister is _LIST_NEW_MORTGAGES:
            list_new_mortgages(s, p, out)
        elif lister is _LIST_SELLING:
            list_selling(s, p, out)
        else:
            lister(state, p, out)


# The commonest kinds and listers as Final names (C variables in the compiled build, not lookups).
_DICE: Final = Dice
_ROLL: Final = Roll
_END_TURN: Final = EndTurn
_OPEN_BID: Final = OpenBid
_DRAW_CARD: Final = DrawCard
_BUILD_HOUSE: Final = BuildHouse
_OPEN_PASS: Final = OpenPass
_MORTGAGE: Final = Mortgage
_BUY: Final = Buy
_LIST_ROLL: Final[Lister] = list_roll
_LIST_END_TURN: Final[Lister] = list_end_turn
_LIST_JAIL: Final[Lister] = list_jail
_LIST_LIFTS: Final[Lister] = list_lifts
_LIST_BUY: Final[Lister] = list_buy
_LIST_NEW_MORTGAGES: Final[Lister] = list_new_mortgages
_LIST_SELLING: Final[Lister] = list_selling

# The table the kernel reads: the rows, the pending steps, the action limit, the CHANCE
# player, the narrow listers.
TABLE: Final[RuleTable] = TradTable(ACTIONS, run, end_by_action_limit, chance_outcomes, NARROW)
