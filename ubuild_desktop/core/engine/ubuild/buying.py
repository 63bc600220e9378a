"""Buying the district landed on, or auctioning it (the BUY and AUCTION phases): U-Build's
rules (the price, who must open the bidding, which bids are listed).

The auction itself is the kernel's (:mod:`.kernel.auction`, named here too), with the
amounts of U-Build's rule book (``MIN_BID``, ``BID_STEP``).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, PaymentReason
from .actions import Action, Bid, Buy, OpenBid, Pass, StartAuction
from ..kernel.events import BANK
from .game import MIN_BID
from ..kernel.auction import (
    asked_first, auction_next, bid_range, bid_range_of, check_bid, check_pass, do_bid, do_pass, open_auction,
)
from .refusals import BUY_COSTS, LANDER_BIDS_FIRST
from .data import StateData, resume
from .money import transfer

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_BOUGHT: Final = EventKind.BOUGHT
_FOR_BOUGHT: Final = PaymentReason.BOUGHT

__all__ = [
    "auction_next", "bid_range", "check_bid", "check_buy", "check_pass", "do_bid", "do_buy", "do_pass",
    "do_start_auction", "list_bids", "list_buy", "list_open_bids", "list_pass", "list_start_auction", "open_auction", "pass_reason",
]


def check_buy(state: StateData, a: Buy, p: int) -> Refusal | None:
    price = state.tables.price[state.pending_district]
    return None if state.cash[p] >= price else Refusal(BUY_COSTS, {"price": price}, state.book)


def pass_reason(state: StateData, p: int) -> Refusal | None:
    """The lander who can afford the lowest bid must open the bidding (U-Build's
    ``RuleBook.pass_reason``)."""
    auction = state.auction
    assert auction is not None
    if auction.high_bidder < 0 and p == auction.lander and state.cash[p] >= MIN_BID:
        return LANDER_BIDS_FIRST
    return None


def do_buy(state: StateData, a: Buy) -> None:
    p = state.turn
    d = state.pending_district
    t = state.tables  # the card's facts, from the game's tables (cheaper than the card's attributes)
    price = t.price[d]
    transfer(state, p, BANK, price, _FOR_BOUGHT, d)
    state.set_owner(d, p)
    state.pending_district = -1
    state.emit(_EV_BOUGHT, (
        ("player", p), ("district", t.district_id[d]), ("name", t.district_name[d]), ("price", price),
    ))
    resume(state)


def do_start_auction(state: StateData, a: StartAuction) -> None:
    """The lander declines: the district goes to auction (the auction names it from now on)."""
    d = state.pending_district
    state.pending_district = -1
    open_auction(state, d, state.turn)


# ------------------------------------------------------------------ listers (see table.ACTIONS)

_BUY: Final = Buy()  # actions without fields: one shared instance each
_START_AUCTION: Final = StartAuction()
_PASS: Final = Pass()


def list_buy(state: StateData, p: int, out: list[Action]) -> None:
    if state.cash[p] >= state.tables.price[state.pending_district]:
        out.append(_BUY)


def list_start_auction(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_START_AUCTION)


def list_bids(state: StateData, p: int, out: list[Action]) -> None:
    """The lowest legal bid and a few more rungs (+$100k, +$500k, +$1M, the printed price)
    within ``bid_range``: any multiple of the bid step in it is legal, too many to list."""
    auction = state.auction
    assert auction is not None
    rng = None if auction.open else bid_range(state)
    if rng is not None:
        out.extend(Bid(x) for x in _rungs(state, rng))


def _rungs(state: StateData, rng: tuple[int, int]) -> list[int]:
    low, high = rng
    auction = state.auction
    assert auction is not None
    price = state.tables.price[auction.district]
    rungs = {low, low + 100, low + 500, low + 1000, price}
    return [x for x in sorted(rungs) if low <= x <= high]


def list_open_bids(state: StateData, p: int, out: list[Action]) -> None:
    """Each player's lowest bid and the same rungs as :func:`list_bids`, in an open
    auction (the player asked first, then round the table)."""
    auction = state.auction
    assert auction is not None
    if not auction.open:
        return
    for b in asked_first(state):
        rng = bid_range_of(state, b)
        if rng is not None:
            out.extend(OpenBid(b, x) for x in _rungs(state, rng))


def list_pass(state: StateData, p: int, out: list[Action]) -> None:
    auction = state.auction
    assert auction is not None
    if not auction.open and pass_reason(state, p) is None:
        out.append(_PASS)
