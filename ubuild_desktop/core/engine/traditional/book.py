"""The traditional game's rule book: what its rules tell the kernel's shared rules.

Properties are the board's spaces (named by space id); money is written as plain whole
numbers ("1,500"); a mortgage is worth half the price and lifting it costs 10% more
(``money``); a debtor can raise their cash, half the price of their buildings and the
mortgage of their unmortgaged properties; a bankrupt player's properties all go to a
creditor player, or back to the bank, which auctions them (``mortgages``), and the game
goes on until one player is left; auctions open at 10 in steps of 1 (steps that scale
with a price from 500 up: ``bid_step``), anyone may pass;
deals move whole amounts; the rule table is :data:`.table.ACTIONS`.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Final, cast

from ..kernel.refusals import Refusal
from ..kernel.actions import (
    Action, Bid, DeclareBankruptcy, EndTurn, OpenBid, OpenPass, Pass, PayDebt, PayJailFine, RejectDeal, Roll, StartAuction,
)
from ..kernel.auction import price_step, scaled_floor
from ..kernel.events import BANK
from ..kernel.phases import Phase
from ..kernel.state import GameState, RuleBook
from ..kernel.table import TableBook
from . import table
from .actions import PayIncomeTax
from .buying import BID_STEP, MIN_BID
from .game import SCALED_BIDS, WHOLE_TABLE_RULES
from .deals import DEAL_CASH_STEP, DEAL_PHASES, proposer_reason
from .money import lift_cost, mortgage_value, net_worth, raisable
from .mortgages import after_bankruptcy
from .state import TradState, between_turns

_ROLL: Final = Phase.ROLL
_ROLL_OFF_DICE: Final = Phase.ROLL_OFF_DICE

# The computer players' fallback: the first legal action of these kinds, in this order.
SAFE_KINDS: Final = (PayDebt, EndTurn, Roll, RejectDeal, StartAuction, Pass, OpenPass, PayJailFine, DeclareBankruptcy, Bid,
                     OpenBid, PayIncomeTax)


def money_words(amount: int) -> str:
    """An amount of the traditional game's money in English: "1,500"."""
    return f"{amount:,}"


class TraditionalBook(TableBook):
    """The traditional game's side of the shared rules (see the module docstring)."""

    def money_text(self, amount: int) -> str:
        return money_words(amount)

    def money_in_thousands(self) -> bool:
        return False

    def property_id(self, state: GameState, i: int) -> str:
        return cast(TradState, state).game.ids[i]

    def property_name(self, state: GameState, i: int) -> str:
        return cast(TradState, state).game.names[i]

    def property_index(self, state: GameState, property_id: str) -> int:
        return cast(TradState, state).property_index(property_id)

    def mortgage_value(self, state: GameState, i: int) -> int:
        return mortgage_value(cast(TradState, state), i)

    def lift_cost(self, state: GameState, i: int) -> int:
        return lift_cost(cast(TradState, state), i)

    def raisable(self, state: GameState, p: int) -> int:
        return raisable(cast(TradState, state), p)

    def net_worth(self, state: GameState, p: int) -> int:
        return net_worth(cast(TradState, state), p)

    def heir(self, state: GameState, i: int, creditor: int) -> int:
        """A creditor player takes every property, mortgaged ones too; else the bank."""
        return creditor if creditor != BANK else BANK

    def after_bankruptcy(self, state: GameState, p: int, creditor: int) -> None:
        after_bankruptcy(cast(TradState, state), p, creditor)

    def bid_floor(self, state: GameState) -> int:
        """A property's auction opens at 10 (as many steps up when its steps are larger);
        the bank's last buildings at the lowest house price of the streets the bidders
        could build on (rounded up to the step)."""
        s = cast(TradState, state)
        scaled = s.game.rules_version >= SCALED_BIDS
        if state.phase is Phase.BUILDING_AUCTION:
            if not scaled:
                return s.building_floor
            step = self.bid_step(state)
            return -(-s.building_floor // step) * step
        return scaled_floor(MIN_BID, self.bid_step(state), BID_STEP) if scaled else MIN_BID

    def bid_step(self, state: GameState) -> int:
        """1, the book's; on a board priced in larger amounts a round number near 0.4% of
        the price auctioned (``kernel.auction.price_step``; rules version 1: always 1)."""
        s = cast(TradState, state)
        if s.game.rules_version < SCALED_BIDS:
            return BID_STEP
        if state.phase is Phase.BUILDING_AUCTION:
            return price_step(s.building_floor, BID_STEP)
        auction = state.auction
        return BID_STEP if auction is None else price_step(s.game.price[auction.district], BID_STEP)

    def pass_reason(self, state: GameState, p: int) -> Refusal | None:
        return None

    def open_bidding(self, state: GameState) -> bool:
        """001: bids "no siguen el orden de turno" (rules 3 on)."""
        return cast(TradState, state).game.rules_version >= WHOLE_TABLE_RULES

    def proposer_reason(self, state: GameState, p: int) -> Refusal | None:
        return proposer_reason(cast(TradState, state), p)

    def deal_cash_step(self, state: GameState) -> int:
        return DEAL_CASH_STEP

    def deals_open(self, state: GameState) -> bool:
        return state.phase in DEAL_PHASES

    def between_turns(self, state: GameState) -> bool:
        return between_turns(cast(TradState, state))

    def safe_kinds(self) -> tuple[type, ...]:
        return SAFE_KINDS

    def sample_outcome(self, state: GameState, x: float) -> Action:
        """The kernel's pick, faster for the commonest chance phase, a roll of the dice:
        the first of the 36 casts whose running sum of chances passes ``x`` (a search
        over the sums the kernel would add up; ``test_fast_paths`` compares the picks)."""
        phase = state.phase
        if phase is _ROLL or phase is _ROLL_OFF_DICE:
            game = cast(TradState, state).game
            i = bisect_right(game.dice_running, x)
            chances = game.dice_chances
            return chances[i if i < len(chances) else len(chances) - 1][0]
        return RuleBook.sample_outcome(self, state, x)

    def space_count(self, state: GameState) -> int:
        return cast(TradState, state).game.n


TRADITIONAL_BOOK: Final = TraditionalBook(table.TABLE)

__all__ = ["DeclareBankruptcy", "SAFE_KINDS", "TRADITIONAL_BOOK", "TraditionalBook", "money_words"]
