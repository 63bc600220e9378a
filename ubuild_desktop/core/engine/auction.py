"""Buying the district landed on, or auctioning it (the BUY and AUCTION phases)."""

from __future__ import annotations

from typing import Final


from ..cards import format_money
from .actions import Action, Bid, Buy, Pass, StartAuction
from .events import BANK
from .game import BID_STEP, MIN_BID
from .phases import Phase
from .refusals import (
    BID_STEPS,
    BUY_COSTS,
    LANDER_BIDS_FIRST,
    LOWEST_BID,
    ONLY_HAVE,
)
from .data import StateData, resume
from .records import Auction
from .money import transfer





def check_buy(state: StateData, a: Buy, p: int) -> str | None:
    price = state.tables.price[state.pending_district]
    return None if state.cash[p] >= price else BUY_COSTS.format(price=format_money(price))


def check_bid(state: StateData, a: Bid, p: int) -> str | None:
    assert state.auction is not None
    low = max(MIN_BID, state.auction.high_bid + BID_STEP)
    if a.amount % BID_STEP:
        return BID_STEPS.format(step=format_money(BID_STEP))
    if a.amount < low:
        return LOWEST_BID.format(amount=format_money(low))
    if a.amount > state.cash[p]:
        return ONLY_HAVE.format(cash=format_money(state.cash[p]))
    return None


def check_pass(state: StateData, a: Pass, p: int) -> str | None:
    return pass_reason(state, p)


def pass_reason(state: StateData, p: int) -> str | None:
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
    transfer(state, p, BANK, price, t.buy_reason[d])
    state.owner[d] = p
    state.pending_district = -1
    state.emit("bought", (
        ("player", p), ("district", t.district_id[d]), ("name", t.district_name[d]), ("price", price),
    ))
    resume(state)


def do_start_auction(state: StateData, a: StartAuction) -> None:
    p = state.turn
    d = state.pending_district
    n = state.game.num_players
    order = [(p + k) % n for k in range(n)]
    state.auction = Auction(d, 0, -1, order, 0, p)
    state.phase = Phase.AUCTION
    state.emit("auction_started", (
        ("player", p),
        ("district", state.game.districts[d].card.id),
        ("name", state.game.districts[d].card.name),
    ))


def do_bid(state: StateData, a: Bid) -> None:
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders[auction.acting]
    auction.high_bid = a.amount
    auction.high_bidder = bidder
    state.emit("bid", (("player", bidder), ("amount", a.amount)))
    auction_next(state)


def do_pass(state: StateData, a: Pass) -> None:
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders.pop(auction.acting)
    auction.acting = auction.acting - 1
    state.emit("passed", (("player", bidder),))
    auction_next(state)


def auction_next(state: StateData) -> None:
    auction = state.auction
    assert auction is not None
    d = auction.district
    high = auction.high_bid
    high_bidder = auction.high_bidder
    active = auction.bidders
    if not [b for b in active if b != high_bidder]:
        card = state.game.districts[d].card
        state.auction = None
        state.pending_district = -1
        if high_bidder >= 0:
            transfer(state, high_bidder, BANK, high, state.tables.auction_reason[d])
            state.owner[d] = high_bidder
            state.emit("auction_won", (
                ("player", high_bidder),
                ("district", card.id),
                ("name", card.name),
                ("amount", high),
            ))
        else:
            state.emit("auction_unsold", (("district", card.id), ("name", card.name)))
        resume(state)
        return
    auction.acting = (auction.acting + 1) % len(active)


def bid_range(state: StateData) -> tuple[int, int] | None:
    """(lowest, highest) bid the bidder to act may make now, or None if they cannot bid.

    Every multiple of $10k (``BID_STEP``) from lowest to highest is a legal
    :class:`Bid`; ``legal_actions()`` lists the lowest and a few more rungs.
    """
    if state.phase is not Phase.AUCTION:
        return None
    assert state.auction is not None
    low = max(MIN_BID, state.auction.high_bid + BID_STEP)
    high = state.cash[state.current_player] // BID_STEP * BID_STEP
    return (low, high) if high >= low else None


# ------------------------------------------------------------------ listers (see rules.ACTIONS)

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
    rng = bid_range(state)
    if rng is not None:
        low, high = rng
        auction = state.auction
        assert auction is not None
        price = state.tables.price[auction.district]
        rungs = {low, low + 100, low + 500, low + 1000, price}
        out.extend(Bid(x) for x in sorted(rungs) if low <= x <= high)


def list_pass(state: StateData, p: int, out: list[Action]) -> None:
    if pass_reason(state, p) is None:
        out.append(_PASS)
