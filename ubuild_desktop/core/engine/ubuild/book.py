"""U-Build's rule book: what U-Build's rules tell the kernel's shared rules.

:class:`UBuildBook` fills in :class:`~.kernel.state.RuleBook` from U-Build's rule modules:
districts are the properties (named by card id), money is written as ``format_money``
writes it, a mortgage is worth the district's base rent and costs as much to lift,
a debtor can raise cash plus the mortgage value of their unmortgaged districts, the tally
ranks by ``money.net_worth`` (cash plus each unmortgaged district's rent), a bankrupt player's unmortgaged districts go to
a creditor player (the rest to the bank) and the game is over; auctions open at
``MIN_BID`` in steps of ``BID_STEP``, scaled with a price above $5M (the lander bids first), deals move cash in steps of
$10k, the rule table is :data:`.table.ACTIONS`, and the computer players fall back on
:data:`SAFE_KINDS`. ``State(game)`` carries
:data:`UBUILD_BOOK`.
"""

from __future__ import annotations

from typing import Final, cast

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind
from ...cards import format_money
from .actions import (
    Action,
    Bid,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    RejectDeal,
    Roll,
    StartAuction,
)
from .buying import pass_reason
from .data import StateData
from .deals import DEAL_CASH_STEP, DEAL_PHASES, between_turns, proposer_reason
from ..kernel.events import BANK
from .game import BID_STEP, MIN_BID, WHOLE_TABLE_RULES
from ..kernel.auction import scaled_floor
from ..kernel.table import TableBook
from ..kernel.ledger import tally
from ..kernel.state import GameState
from .money import base_rent, most_raisable, net_worth
from ..kernel.phases import END_BANKRUPTCY, Phase
from . import table as rules

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_GAME_OVER: Final = EventKind.GAME_OVER


# The computer players' fallback: the first legal action of these kinds, in this order.
SAFE_KINDS: Final = (PayDebt, EndTurn, Roll, Done, RejectDeal, StartAuction, Pass, OpenPass, DeclareBankruptcy, FreeBlocks,
                     Bid, OpenBid)


class UBuildBook(TableBook):
    """U-Build's side of the shared rules (see the module docstring)."""

    def money_text(self, amount: int) -> str:
        return format_money(amount)

    def money_in_thousands(self) -> bool:
        return True

    def property_id(self, state: GameState, i: int) -> str:
        return cast(StateData, state).tables.district_id[i]

    def property_name(self, state: GameState, i: int) -> str:
        return cast(StateData, state).tables.district_name[i]

    def property_index(self, state: GameState, property_id: str) -> int:
        return cast(StateData, state).district_index(property_id)

    def mortgage_value(self, state: GameState, i: int) -> int:
        return base_rent(cast(StateData, state), i)

    def lift_cost(self, state: GameState, i: int) -> int:
        return base_rent(cast(StateData, state), i)

    def raisable(self, state: GameState, p: int) -> int:
        return most_raisable(cast(StateData, state), p)

    def net_worth(self, state: GameState, p: int) -> int:
        return net_worth(cast(StateData, state), p)

    def heir(self, state: GameState, i: int, creditor: int) -> int:
        """A creditor player takes the unmortgaged districts; the bank takes the rest."""
        return creditor if creditor != BANK and not state.mortgaged[i] else BANK

    def after_bankruptcy(self, state: GameState, p: int, creditor: int) -> None:
        """The first bankruptcy ends the game."""
        s = cast(StateData, state)
        s.queue.clear()
        s.phase = Phase.GAME_OVER
        s.end_reason = END_BANKRUPTCY
        s.emit(_EV_GAME_OVER, (("standings", tuple(x.player for x in tally(s))), ("reason", END_BANKRUPTCY)))

    def bid_floor(self, state: GameState) -> int:
        return scaled_floor(MIN_BID, self.bid_step(state), BID_STEP)

    def bid_step(self, state: GameState) -> int:
        """$10k, or more for a district priced above $5M (``kernel.auction.price_step``:
        none of the box's cards is)."""
        auction = state.auction
        if auction is None:
            return BID_STEP
        return cast(StateData, state).tables.bid_step[auction.district]  # = price_step(price, BID_STEP)

    def pass_reason(self, state: GameState, p: int) -> Refusal | None:
        return pass_reason(cast(StateData, state), p)

    def open_bidding(self, state: GameState) -> bool:
        """003: "Keep shouting out bids until no one wants to bid any higher" (rules 4 on)."""
        return cast(StateData, state).game.rules_version >= WHOLE_TABLE_RULES

    def proposer_reason(self, state: GameState, p: int) -> Refusal | None:
        return proposer_reason(cast(StateData, state), p)

    def deal_cash_step(self, state: GameState) -> int:
        return DEAL_CASH_STEP

    def deals_open(self, state: GameState) -> bool:
        return state.phase in DEAL_PHASES

    def between_turns(self, state: GameState) -> bool:
        return between_turns(cast(StateData, state))

    def safe_kinds(self) -> tuple[type, ...]:
        return SAFE_KINDS

    def space_count(self, state: GameState) -> int:
        return cast(StateData, state).game.num_spaces

    def sample_outcome(self, state: GameState, x: float) -> Action:
        """The plain pick (``RuleBook.sample_outcome``), without building the list of
        outcomes in U-Build's three chance phases."""
        s = cast(StateData, state)
        phase = s.phase
        if phase is Phase.ROLL:
            # The commonest case, by bisection over precomputed running sums: the same
            # pick as the plain loop, without building the list of 36 outcomes.
            return s.tables.dice_for(x)
        if phase is Phase.DRAW:  # one outcome, of probability 1.0 (x < 1.0)
            return s.tables.draw_card[s.deck[0]]
        if phase is Phase.SHUFFLE:
            # The plain loop over the cards not yet in the pile, each of the same
            # probability, without building the list of (action, probability) pairs.
            left = rules.cards_left(s)
            share = 1.0 / len(left)
            total = 0.0
            for card in left:
                total += share
                if x < total:
                    return card
            return left[-1]
        return super().sample_outcome(state, x)


UBUILD_BOOK: Final = UBuildBook(rules.TABLE)
