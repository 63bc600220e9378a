"""Buying the district landed on, or auctioning it (the BUY and AUCTION phases)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import format_money
from .actions import Bid, Buy, Pass, StartAuction
from .building import BuildingMixin
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

if TYPE_CHECKING:
    from .state import State


class Auction:
    """The auction under way (``State.auction`` in the AUCTION phase), changed in place.

    ``district``: the district auctioned (an index); ``high_bid``: the highest bid so far
    ($k, 0 before the first); ``high_bidder``: who made it (-1: nobody yet); ``bidders``:
    the players still bidding, in turn order (a player who passes leaves it);
    ``acting``: the index in ``bidders`` of the one to act; ``lander``: the player who
    landed on the district and declined to buy it (who must open the bidding).
    """

    district: int
    high_bid: int
    high_bidder: int
    bidders: list[int]
    acting: int
    lander: int

    def __init__(self, district: int, high_bid: int, high_bidder: int, bidders: list[int], acting: int,
                 lander: int) -> None:
        self.district = district
        self.high_bid = high_bid
        self.high_bidder = high_bidder
        self.bidders = bidders
        self.acting = acting
        self.lander = lander

    def snapshot(self) -> tuple[int, int, int, tuple[int, ...], int, int]:
        """Every fact as a comparable value (``State.snapshot``)."""
        return (self.district, self.high_bid, self.high_bidder, tuple(self.bidders), self.acting, self.lander)

    def __repr__(self) -> str:
        return (f"Auction(district={self.district}, high_bid={self.high_bid}, high_bidder={self.high_bidder}, "
                f"bidders={self.bidders}, acting={self.acting}, lander={self.lander})")


class AuctionMixin(BuildingMixin):  # one chain of single bases: see state.py
    """Buying and auctions for :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _check_buy(self: State, a: Buy, p: int) -> str | None:
        price = self._t.price[self.pending_district]
        return None if self.cash[p] >= price else BUY_COSTS.format(price=format_money(price))

    def _check_bid(self: State, a: Bid, p: int) -> str | None:
        assert self.auction is not None
        low = max(MIN_BID, self.auction.high_bid + BID_STEP)
        if a.amount % BID_STEP:
            return BID_STEPS.format(step=format_money(BID_STEP))
        if a.amount < low:
            return LOWEST_BID.format(amount=format_money(low))
        if a.amount > self.cash[p]:
            return ONLY_HAVE.format(cash=format_money(self.cash[p]))
        return None

    def _check_pass(self: State, a: Pass, p: int) -> str | None:
        return self._pass_reason(p)

    def _pass_reason(self: State, p: int) -> str | None:
        auction = self.auction
        assert auction is not None
        if auction.high_bidder < 0 and p == auction.lander and self.cash[p] >= MIN_BID:
            return LANDER_BIDS_FIRST
        return None

    # ------------------------------------------------------------------ handlers

    def _do_buy(self: State, a: Buy) -> None:
        p = self.turn
        d = self.pending_district
        t = self._t  # the card's facts, from the game's tables (cheaper than the card's attributes)
        price = t.price[d]
        self._transfer(p, BANK, price, t.buy_reason[d])
        self.owner[d] = p
        self.pending_district = -1
        self._emit("bought", (
            ("player", p), ("district", t.district_id[d]), ("name", t.district_name[d]), ("price", price),
        ))
        self._run()

    def _do_start_auction(self: State, a: StartAuction) -> None:
        p = self.turn
        d = self.pending_district
        n = self.game.num_players
        order = [(p + k) % n for k in range(n)]
        self.auction = Auction(d, 0, -1, order, 0, p)
        self.phase = Phase.AUCTION
        self._emit("auction_started", (
            ("player", p),
            ("district", self.game.districts[d].card.id),
            ("name", self.game.districts[d].card.name),
        ))

    def _do_bid(self: State, a: Bid) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction.bidders[auction.acting]
        auction.high_bid = a.amount
        auction.high_bidder = bidder
        self._emit("bid", (("player", bidder), ("amount", a.amount)))
        self._auction_next()

    def _do_pass(self: State, a: Pass) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction.bidders.pop(auction.acting)
        auction.acting = auction.acting - 1
        self._emit("passed", (("player", bidder),))
        self._auction_next()

    def _auction_next(self: State) -> None:
        auction = self.auction
        assert auction is not None
        d = auction.district
        high = auction.high_bid
        high_bidder = auction.high_bidder
        active = auction.bidders
        if not [b for b in active if b != high_bidder]:
            card = self.game.districts[d].card
            self.auction = None
            self.pending_district = -1
            if high_bidder >= 0:
                self._transfer(high_bidder, BANK, high, self._t.auction_reason[d])
                self.owner[d] = high_bidder
                self._emit("auction_won", (
                    ("player", high_bidder),
                    ("district", card.id),
                    ("name", card.name),
                    ("amount", high),
                ))
            else:
                self._emit("auction_unsold", (("district", card.id), ("name", card.name)))
            self._run()
            return
        auction.acting = (auction.acting + 1) % len(active)
