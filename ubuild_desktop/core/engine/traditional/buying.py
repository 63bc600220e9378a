"""Buying and auctions: the lander buys at the printed price or the bank auctions the
property (or, with the "no auctions" house rule, it stays with the bank).

001: "Al caer en una calle, estación o servicio sin dueño, debes comprarlo por el precio
impreso o dejar que el Banquero lo subaste. La subasta empieza en 10. Puede pujar cualquier
jugador, incluido quien rechazó comprar. Las pujas pueden aumentar de 1 y no siguen el
orden de turno." Bids, passes and the sale are the kernel's (:mod:`..kernel.auction`).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action, Bid, Buy, OpenBid, Pass, StartAuction
from ..kernel.auction import asked_first, bid_range, bid_range_of, bidder_reason, open_auction
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.ledger import transfer
from ..kernel.phases import Phase
from ..kernel.state import resume
from .movement import keep_bidders
from .refusals import BUY_COSTS
from .state import TradState

_EV_BOUGHT: Final = EventKind.BOUGHT
_EV_DECLINED_TO_BUY: Final = EventKind.DECLINED_TO_BUY
_FOR_BOUGHT: Final = PaymentReason.BOUGHT

MIN_BID: Final = 10  # "La subasta empieza en 10"
BID_STEP: Final = 1  # "Las pujas pueden aumentar de 1" (on a board of larger amounts: book.bid_step)


def check_buy(state: TradState, a: Buy, p: int) -> Refusal | None:
    price = state.game.price[state.pending]
    return None if state.cash[p] >= price else Refusal(BUY_COSTS, {"price": price}, state.book)


def do_buy(state: TradState, a: Buy) -> None:
    p = state.turn
    d = state.pending
    price = state.game.price[d]
    state.pending = -1
    transfer(state, p, BANK, price, _FOR_BOUGHT, d)
    state.set_owner(d, p)
    state.emit(_EV_BOUGHT, (("player", p), ("district", state.game.ids[d]), ("name", state.game.names[d]),
                            ("price", price)))
    resume(state)


def do_start_auction(state: TradState, a: StartAuction) -> None:
    """Declined: the bank auctions it among everyone still playing, the decliner
    included; with no auctions (house rule), it stays with the bank."""
    p = state.turn
    d = state.pending
    state.pending = -1
    if state.game.house_rules.auctions:
        open_auction(state, d, p)
        keep_bidders(state)
        return
    state.emit(_EV_DECLINED_TO_BUY, (("player", p), ("district", state.game.ids[d]), ("name", state.game.names[d])))
    resume(state)


def list_buy(state: TradState, p: int, out: list[Action]) -> None:
    if state.cash[p] >= state.game.price[state.pending]:
        out.append(_BUY)
    out.append(_AUCTION)


def list_bids(state: TradState, p: int, out: list[Action]) -> None:
    """The lowest legal bid and a few rungs above it (any multiple of the step in ``bid_range`` is legal)."""
    assert state.auction is not None
    span = None if state.auction.open else bid_range(state)
    if span is not None:
        out.extend(Bid(amount) for amount in _rungs(state, span))


def _rungs(state: TradState, span: tuple[int, int]) -> list[int]:
    low, high = span
    assert state.auction is not None
    d = state.auction.district
    price = state.game.price[d] if state.phase is Phase.AUCTION else state.game.house_price[d]
    step = state.book.bid_step(state)
    seen: list[int] = []
    for amount in (low, low + 10 * step, low + 50 * step, low + 100 * step, price // step * step):
        if low <= amount <= high and amount not in seen:
            seen.append(amount)
    return seen


def list_open_bids(state: TradState, p: int, out: list[Action]) -> None:
    """In an open auction, each player's lowest bid and the same rungs as
    :func:`list_bids` (the player asked first, then round the table)."""
    assert state.auction is not None
    if not state.auction.open:
        return
    for b in asked_first(state):
        span = bid_range_of(state, b)
        if span is not None:
            out.extend(OpenBid(b, amount) for amount in _rungs(state, span))


def list_pass(state: TradState, p: int, out: list[Action]) -> None:
    assert state.auction is not None
    if not state.auction.open:
        out.append(_PASS)


def own_bids(state: TradState, p: int) -> list[Action]:
    """What ``p``, the bidder asked, may do in the auction now, as :class:`Bid` and
    :class:`Pass`: ``kernel.auction.in_turn`` of the whole list (a test compares them),
    without listing the other bidders' (a computer player's narrow question): the rungs of
    :func:`own_span`, then a pass if :func:`own_pass`."""
    span = own_span(state, p)
    out: list[Action] = [] if span is None else [Bid(amount) for amount in _rungs(state, span)]
    if own_pass(state, p):
        out.append(_PASS)
    return out


def own_span(state: TradState, p: int) -> tuple[int, int] | None:
    """(lowest, highest) bid ``p``, the bidder asked, may make now, or None."""
    auction = state.auction
    assert auction is not None
    if auction.open and bidder_reason(state, p) is not None:
        return None
    return bid_range_of(state, p)  # in turn (older rules): p is the bidder asked, bid_range's


def own_pass(state: TradState, p: int) -> bool:
    """Whether ``p``, the bidder asked, may pass now."""
    auction = state.auction
    assert auction is not None
    if not auction.open:
        return True
    return bidder_reason(state, p) is None and p not in auction.passed and state.book.pass_reason(state, p) is None


def pass_or_first(state: TradState, p: int) -> Action:
    """A pass if ``p`` may pass, else the first of :func:`own_bids` (the players' way out)."""
    return _PASS if own_pass(state, p) else own_bids(state, p)[0]


_BUY: Final = Buy()
_AUCTION: Final = StartAuction()
_PASS: Final = Pass()
