"""The rule table of U-Build (:data:`TABLE`, read by the kernel's ``RuleTable``).

:data:`ACTIONS` has one row per action type: the phases that accept it, its check (why
not, or None), its handler and its lister (what ``legal_actions`` lists of it). Each of
those is a function in the module of its topic. A new action is one row here plus its
functions in its topic module. The calls that read the rows (``legal_actions``,
``why_illegal``, ``is_legal``, ``apply``, ``apply_legal``) are the kernel's
(:mod:`.kernel.table`); a handler that ends a decision hands back to the pending steps
(``data.resume``), which ``apply_legal`` works through (``movement.run``) before the next
action. The CHANCE player's outcomes are :func:`chance_outcomes`.

**What legal_actions lists.** Every finite family of actions is listed in full: each
action in the list can be applied as is, and every action ``apply`` accepts from the
player to act is in the list, except for the two open-ended families below. The list is
empty only when the game is over. The order is stable (the same state lists the same
actions in the same order), so seeded computer players are reproducible. Open-ended
families (not enumerable without explosion), each with a query:

- **Bids** (:class:`Bid`): any multiple of $10k in ``bid_range()`` is legal. The list
  always holds the lowest legal bid when a bid is possible, plus a few more rungs
  (+$100k, +$500k, +$1M, the printed price) within the range. In an open auction
  (rules 4 on) the bids are :class:`OpenBid`, and every player who may bid now has their
  own lowest bid and rungs in the list (with :class:`OpenPass`, the player asked first).
- **Deals** (:class:`ProposeDeal`): never listed, because a deal is not a move of the
  player to act: any player may propose one between actions (before the turn player
  rolls or once the landing is resolved; while the lander decides whether to buy, only
  the lander; while money is being raised, only the debtor). ``deal_partners(player)``
  says whom ``player`` may offer a deal to now (empty = none); ``can_propose_deal(player)``
  says whether the window is open for them. A UI offers a "propose a deal" control to
  every player for whom ``deal_partners`` is not empty, builds the offer from
  ``districts_of`` and ``cash`` (whole $10k), and checks it with ``why_illegal`` before
  applying it. The partner then has :class:`AcceptDeal` / :class:`RejectDeal` in the list.

The CHANCE player's list is its outcomes (see :func:`chance_outcomes`).
"""

from __future__ import annotations

from typing import Final

from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeckCard,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    OpenBid,
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
from .buying import (
    check_bid, check_buy, check_pass, do_bid, do_buy, do_pass, do_start_auction, list_bids, list_buy,
    list_open_bids, list_pass, list_start_auction,
)
from ..kernel.auction import check_open_bid, check_open_pass, do_open_bid, do_open_pass, list_open_passes
from .building import (
    check_build, check_bonus, check_free_blocks, check_hazard, check_move_hazard, check_special, do_bonus,
    do_build, do_done, do_free_blocks, do_hazard, do_move_hazard, do_special, list_buildings, list_done,
    list_free_blocks, list_hazard_moves, list_placements,
)
from .cards_play import check_deck, check_draw, do_deck, do_draw
from .data import StateData
from .deals import DEAL_PHASES, check_accept, check_propose, do_accept, do_propose, do_reject, list_accept, list_reject
from ..kernel.table import ActionRule, RuleTable, row
from .money import (
    LIFT_PHASES, MORTGAGE_PHASES, check_bankrupt, check_mortgage, check_pay_debt, check_unmortgage, do_bankrupt,
    do_mortgage, do_pay_debt, do_unmortgage, list_bankruptcy, list_mortgages, list_pay_debt,
)
from .movement import (
    check_dice, check_pay_fine, do_dice, do_end_turn, do_pay_fine, do_roll, end_by_action_limit, list_end_turn,
    list_pay_fine, list_roll, run,
)
from ..kernel.phases import Phase

P = Phase
# One row per action type. Rows are in the order legal_actions lists their actions (a
# lister shared by several rows, such as the mortgages', runs once, at its first row).
ACTIONS: Final[dict[type, ActionRule]] = {
    # The CHANCE player: listed by chance_outcomes, not by listers.
    DeckCard: row({P.SHUFFLE}, check_deck, do_deck, None),
    Dice: row({P.ROLL, P.ROLL_OFF_DICE}, check_dice, do_dice, None),
    DrawCard: row({P.DRAW}, check_draw, do_draw, None),
    # The players.
    Roll: row({P.ROLL_OFF, P.PRE_ROLL}, None, do_roll, list_roll),
    PayJailFine: row({P.PRE_ROLL}, check_pay_fine, do_pay_fine, list_pay_fine),
    Buy: row({P.BUY}, check_buy, do_buy, list_buy),
    StartAuction: row({P.BUY}, None, do_start_auction, list_start_auction),
    Bid: row({P.AUCTION}, check_bid, do_bid, list_bids),
    Pass: row({P.AUCTION}, check_pass, do_pass, list_pass),
    OpenBid: row({P.AUCTION}, check_open_bid, do_open_bid, list_open_bids),
    OpenPass: row({P.AUCTION}, check_open_pass, do_open_pass, list_open_passes),
    PlaceBonus: row({P.PLANNING}, check_bonus, do_bonus, list_placements),
    PlaceHazard: row({P.PLANNING}, check_hazard, do_hazard, list_placements),
    BuildBlocks: row({P.POST_ROLL}, check_build, do_build, list_buildings),
    BuildSkyscraper: row({P.POST_ROLL}, check_special, do_special, list_buildings),
    BuildStadium: row({P.POST_ROLL}, check_special, do_special, list_buildings),
    BuildTower: row({P.POST_ROLL}, check_special, do_special, list_buildings),
    MoveHazard: row({P.PLANNING, P.HAZARD_MOVES, P.PAID_MOVE, P.POST_ROLL}, check_move_hazard, do_move_hazard,
                    list_hazard_moves),
    Done: row({P.PLANNING, P.HAZARD_MOVES}, None, do_done, list_done),
    FreeBlocks: row({P.FREE_BLOCKS}, check_free_blocks, do_free_blocks, list_free_blocks),
    PayDebt: row({P.RAISE_FUNDS}, check_pay_debt, do_pay_debt, list_pay_debt),
    Mortgage: row(MORTGAGE_PHASES, check_mortgage, do_mortgage, list_mortgages),
    Unmortgage: row(LIFT_PHASES, check_unmortgage, do_unmortgage, list_mortgages),
    DeclareBankruptcy: row({P.RAISE_FUNDS}, check_bankrupt, do_bankrupt, list_bankruptcy),
    EndTurn: row({P.POST_ROLL}, None, do_end_turn, list_end_turn),
    # Not listed: any player may propose a deal between actions (see the module docstring).
    ProposeDeal: row(DEAL_PHASES, check_propose, do_propose, None),
    AcceptDeal: row({P.DEAL}, check_accept, do_accept, list_accept),
    RejectDeal: row({P.DEAL}, None, do_reject, list_reject),
}


def chance_outcomes(state: StateData) -> list[tuple[Action, float]]:
    """The CHANCE player's possible actions with their probabilities (empty otherwise)."""
    phase = state.phase
    if phase is Phase.ROLL or phase is Phase.ROLL_OFF_DICE:
        return list(state.tables.dice_chances)
    if phase is Phase.DRAW:
        return [(state.tables.draw_card[state.deck[0]], 1.0)]
    if phase is Phase.SHUFFLE:
        left = cards_left(state)
        return [(a, 1.0 / len(left)) for a in left]
    return []


def cards_left(state: StateData) -> list[DeckCard]:
    """SHUFFLE: the cards not yet in the pile, in card order."""
    placed = set(state.deck)
    return [a for i, a in enumerate(state.tables.deck_card) if i not in placed]


# The table the kernel reads: the rows, the pending steps, the action limit, the CHANCE player.
TABLE: Final[RuleTable] = RuleTable(ACTIONS, run, end_by_action_limit, chance_outcomes)
# What each phase accepts.
PHASE_ACTIONS: Final[dict[Phase, frozenset[type]]] = TABLE.phase_actions
