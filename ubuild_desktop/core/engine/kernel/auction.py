"""Auctions, for every rule set: opening one, bids, passes, the sale.

The running auction is an :class:`~.records.Auction` (``GameState.auction``, the AUCTION
phase). The lowest opening bid, the step between bids, whether a bidder may leave now
and the payment reason of the sale come from the state's rule book (:mod:`.book`).
"""

from __future__ import annotations

from typing import Final

from .event_kinds import EventKind, PaymentReason
from .events import BANK
from .actions import Bid, Pass
from .ledger import transfer
from .phases import Phase
from .records import Auction
from .refusals import BID_STEPS, LOWEST_BID, ONLY_HAVE
from .state import GameState, resume

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_AUCTION_STARTED: Final = EventKind.AUCTION_STARTED
_EV_AUCTION_UNSOLD: Final = EventKind.AUCTION_UNSOLD
_EV_AUCTION_WON: Final = EventKind.AUCTION_WON
_EV_BID: Final = EventKind.BID
_EV_PASSED: Final = EventKind.PASSED
_FOR_AUCTION: Final = PaymentReason.AUCTION


STEP_SHARE: Final = 250
"""A bid step is at most this share of the price auctioned (1/250: 0.4%)."""


def price_step(price: int, least: int) -> int:
    """The bid step of an auction of something printed at ``price``: the largest round
    number (1, 2 or 5 times a power of ten) within 0.4% of the price, and never less than
    ``least``, the rule book's own step. So the book's boards keep the book's step (the
    traditional 40 spaces, priced up to 400: steps of 1; U-Build's districts: $10k), and a
    board whose amounts are 100 times the book's bids in steps about 100 times larger."""
    share = price // STEP_SHARE
    step = least
    unit = 1
    while unit <= share:
        for times in (1, 2, 5):
            rung = unit * times
            if step < rung <= share:
                step = rung
        unit *= 10
    return step


def scaled_floor(floor: int, step: int, least: int) -> int:
    """The lowest opening bid ``floor`` of the book (in steps of ``least``), scaled with
    the step: as many steps up as the book's (10 in steps of 1: 200 in steps of 20)."""
    return floor * step // least


def open_auction(state: GameState, d: int, lander: int) -> None:
    """Put property ``d`` up for auction: every player bids in turn from ``lander`` on."""
    n = len(state.player_names)
    order = [(lander + k) % n for k in range(n)]
    state.auction = Auction(d, 0, -1, order, 0, lander)
    state.phase = Phase.AUCTION
    book = state.book
    state.emit(_EV_AUCTION_STARTED, (
        ("player", lander),
        ("district", book.property_id(state, d)),
        ("name", book.property_name(state, d)),
    ))


def check_bid(state: GameState, a: Bid, p: int) -> str | None:
    assert state.auction is not None
    book = state.book
    step = book.bid_step(state)
    low = max(book.bid_floor(state), state.auction.high_bid + step)
    if a.amount % step:
        return BID_STEPS.format(step=book.money_text(step))
    if a.amount < low:
        return LOWEST_BID.format(amount=book.money_text(low))
    if a.amount > state.cash[p]:
        return ONLY_HAVE.format(cash=book.money_text(state.cash[p]))
    return None


def check_pass(state: GameState, a: Pass, p: int) -> str | None:
    return state.book.pass_reason(state, p)


def do_bid(state: GameState, a: Bid) -> None:
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders[auction.acting]
    auction.high_bid = a.amount
    auction.high_bidder = bidder
    state.emit(_EV_BID, (("player", bidder), ("amount", a.amount)))
    auction_next(state)


def do_pass(state: GameState, a: Pass) -> None:
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders.pop(auction.acting)
    auction.acting = auction.acting - 1
    state.emit(_EV_PASSED, (("player", bidder),))
    auction_next(state)


def auction_next(state: GameState) -> None:
    """After a bid or a pass: the sale once nobody but the high bidder is left, else the
    next bidder's turn."""
    auction = state.auction
    assert auction is not None
    d = auction.district
    high = auction.high_bid
    high_bidder = auction.high_bidder
    active = auction.bidders
    if not [b for b in active if b != high_bidder]:
        book = state.book
        state.auction = None
        if high_bidder >= 0:
            transfer(state, high_bidder, BANK, high, _FOR_AUCTION, d)
            state.owner[d] = high_bidder
            state.emit(_EV_AUCTION_WON, (
                ("player", high_bidder),
                ("district", book.property_id(state, d)),
                ("name", book.property_name(state, d)),
                ("amount", high),
            ))
        else:
            state.emit(_EV_AUCTION_UNSOLD, (("district", book.property_id(state, d)), ("name", book.property_name(state, d))))
        resume(state)
        return
    auction.acting = (auction.acting + 1) % len(active)


def bid_range(state: GameState) -> tuple[int, int] | None:
    """(lowest, highest) bid the bidder to act may make now, or None if they cannot bid.

    Every multiple of the bid step (``RuleBook.bid_step``) from lowest to highest is a
    legal :class:`Bid`.
    """
    if state.phase is not Phase.AUCTION and state.phase is not Phase.BUILDING_AUCTION:
        return None  # (BUILDING_AUCTION: the traditional game's auction of the bank's last buildings)
    assert state.auction is not None
    book = state.book
    step = book.bid_step(state)
    low = max(book.bid_floor(state), state.auction.high_bid + step)
    high = state.cash[state.current_player] // step * step
    return (low, high) if high >= low else None
