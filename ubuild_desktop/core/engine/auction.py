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


class AuctionMixin(BuildingMixin):  # one chain of single bases: see state.py
    """Buying and auctions for :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _check_buy(self: State, a: Buy, p: int) -> str | None:
        price = self._t.price[self.pending_district]
        return None if self.cash[p] >= price else BUY_COSTS.format(price=format_money(price))

    def _check_bid(self: State, a: Bid, p: int) -> str | None:
        assert self.auction is not None
        low = max(MIN_BID, self.auction[1] + BID_STEP)
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
        if auction[2] < 0 and p == auction[5] and self.cash[p] >= MIN_BID:
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
        self.auction = [d, 0, -1, order, 0, p]
        self.phase = Phase.AUCTION
        self._emit("auction_started", (
            ("player", p),
            ("district", self.game.districts[d].card.id),
            ("name", self.game.districts[d].card.name),
        ))

    def _do_bid(self: State, a: Bid) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction[3][auction[4]]
        auction[1] = a.amount
        auction[2] = bidder
        self._emit("bid", (("player", bidder), ("amount", a.amount)))
        self._auction_next()

    def _do_pass(self: State, a: Pass) -> None:
        auction = self.auction
        assert auction is not None
        bidder = auction[3].pop(auction[4])
        auction[4] -= 1
        self._emit("passed", (("player", bidder),))
        self._auction_next()

    def _auction_next(self: State) -> None:
        auction = self.auction
        assert auction is not None
        d, high, high_bidder, active, at, _ = auction
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
        auction[4] = (at + 1) % len(active)
