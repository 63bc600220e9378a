"""Auctions, for every rule set: opening one, bids, passes, the sale.

The running auction is an :class:`~.records.Auction` (``GameState.auction``, the AUCTION
phase). The lowest opening bid, the step between bids, whether a bidder may leave now
and the payment reason of the sale come from the state's rule book (:mod:`.book`).

**Two ways to bid.** Under the whole table's rules (``RuleBook.open_bidding``) an
auction is *open*, as both books run it (003: "Keep shouting out bids until no one wants
to bid any higher"; 001: bids "no siguen el orden de turno"): any player in it may bid
at any time (:class:`~.actions.OpenBid`, which names its bidder), also one who passed
before, and the sale closes when every other player has passed
(:class:`~.actions.OpenPass`) since the highest bid. The auctioneer still asks one
player at a time (``Auction.acting``: the one just outbid first, then round the table),
so computer players answer in a fixed order, and ``legal_actions`` lists every player's
bids and passes, the one asked first. Bids only go up and each is capped by the bidder's
cash, so an open auction always ends. Games of older rules bid in turn
(:class:`~.actions.Bid`, :class:`~.actions.Pass`: a pass leaves the auction for good),
and replay so.
"""

from __future__ import annotations

from typing import Final

from .refusals import Refusal
from .event_kinds import EventKind, PaymentReason
from .events import BANK
from .actions import Action, Bid, OpenBid, OpenPass, Pass
from .ledger import transfer
from .phases import Phase
from .records import Auction
from .refusals import BID_STEPS, BIDDER_NAMED, IN_TURN, LEADS_ALREADY, LOWEST_BID, NOT_A_BIDDER, ONLY_HAVE, PASSED_ALREADY
from .state import GameState, resume

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_AUCTION_STARTED: Final = EventKind.AUCTION_STARTED
_EV_AUCTION_UNSOLD: Final = EventKind.AUCTION_UNSOLD
_EV_AUCTION_WON: Final = EventKind.AUCTION_WON
_EV_BID: Final = EventKind.BID
_EV_PASSED: Final = EventKind.PASSED
_EV_PASSED_ON: Final = EventKind.PASSED_ON
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
    book = state.book
    state.auction = Auction(d, 0, -1, order, 0, lander, book.open_bidding(state))
    state.phase = Phase.AUCTION
    state.emit(_EV_AUCTION_STARTED, (
        ("player", lander),
        ("district", book.property_id(state, d)),
        ("name", book.property_name(state, d)),
    ))


def check_bid(state: GameState, a: Bid, p: int) -> Refusal | None:
    assert state.auction is not None
    if state.auction.open:
        return BIDDER_NAMED
    return amount_reason(state, a.amount, p)


def amount_reason(state: GameState, amount: int, p: int) -> Refusal | None:
    """Why ``p`` may not bid ``amount`` now (the step, the lowest bid, their cash), or None."""
    assert state.auction is not None
    book = state.book
    step = book.bid_step(state)
    low = max(book.bid_floor(state), state.auction.high_bid + step)
    if amount % step:
        return Refusal(BID_STEPS, {"step": step}, book)
    if amount < low:
        return Refusal(LOWEST_BID, {"amount": low}, book)
    if amount > state.cash[p]:
        return Refusal(ONLY_HAVE, {"cash": state.cash[p]}, book)
    return None


def check_pass(state: GameState, a: Pass, p: int) -> Refusal | None:
    assert state.auction is not None
    if state.auction.open:
        return BIDDER_NAMED
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
            state.set_owner(d, high_bidder)
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
    return bid_range_of(state, state.current_player)


# ------------------------------------------------------------------ open auctions


def bidder_reason(state: GameState, p: int) -> Refusal | None:
    """Why ``p`` may neither bid nor pass in the open auction now, or None: the auction
    goes in turn (older rules), ``p`` is not in it or holds the highest bid, or nobody
    has bid yet and the lander, who must open (``RuleBook.pass_reason``), is another."""
    auction = state.auction
    assert auction is not None
    if not auction.open:
        return IN_TURN
    if p not in auction.bidders:
        return Refusal(NOT_A_BIDDER, {"player": _name(state, p)})
    if p == auction.high_bidder:
        return Refusal(LEADS_ALREADY, {"player": _name(state, p)})
    if auction.high_bidder < 0 and p != auction.lander:
        return state.book.pass_reason(state, auction.lander)
    return None


def _name(state: GameState, p: int) -> str:
    names = state.player_names
    return names[p] if 0 <= p < len(names) else str(p)


def check_open_bid(state: GameState, a: OpenBid, p: int) -> Refusal | None:
    why = bidder_reason(state, a.bidder)
    return why if why is not None else amount_reason(state, a.amount, a.bidder)


def check_open_pass(state: GameState, a: OpenPass, p: int) -> Refusal | None:
    why = bidder_reason(state, a.bidder)
    if why is not None:
        return why
    assert state.auction is not None
    if a.bidder in state.auction.passed:
        return Refusal(PASSED_ALREADY, {"player": _name(state, a.bidder)})
    return state.book.pass_reason(state, a.bidder)


def open_bid(state: GameState, a: OpenBid) -> bool:
    """Record ``a`` (it is legal): the new highest bid; nobody has passed on it yet, and
    the auctioneer asks the player it outbid first. False: the auction goes on."""
    auction = state.auction
    assert auction is not None
    outbid = auction.high_bidder
    auction.high_bid = a.amount
    auction.high_bidder = a.bidder
    auction.passed.clear()
    state.emit(_EV_BID, (("player", a.bidder), ("amount", a.amount)))
    bidders = auction.bidders
    if outbid >= 0 and outbid in bidders:
        auction.acting = bidders.index(outbid)
        return False
    return _ask_next(auction, bidders.index(a.bidder))


def open_pass(state: GameState, a: OpenPass) -> bool:
    """Record ``a`` (it is legal); True once every bidder but the highest has passed
    since the highest bid: then only the highest is left in ``bidders`` (nobody, before
    any bid), for the rule set to close the sale."""
    auction = state.auction
    assert auction is not None
    auction.passed.append(a.bidder)
    state.emit(_EV_PASSED_ON, (("player", a.bidder),))
    return _ask_next(auction, auction.bidders.index(a.bidder))


def _ask_next(auction: Auction, after: int) -> bool:
    """Ask the first bidder after index ``after`` (round the table) who neither holds the
    highest bid nor passed since it; True, with only the highest bidder left, if none."""
    bidders = auction.bidders
    n = len(bidders)
    for k in range(1, n + 1):
        i = (after + k) % n
        b = bidders[i]
        if b != auction.high_bidder and b not in auction.passed:
            auction.acting = i
            return False
    auction.bidders = [b for b in bidders if b == auction.high_bidder]
    auction.acting = 0
    return True


def do_open_bid(state: GameState, a: OpenBid) -> None:
    if open_bid(state, a):
        auction_next(state)


def do_open_pass(state: GameState, a: OpenPass) -> None:
    if open_pass(state, a):
        auction_next(state)


def bid_range_of(state: GameState, p: int) -> tuple[int, int] | None:
    """(lowest, highest) bid ``p`` may make now by the amounts alone, or None."""
    assert state.auction is not None
    book = state.book
    step = book.bid_step(state)
    low = max(book.bid_floor(state), state.auction.high_bid + step)
    high = state.cash[p] // step * step
    return (low, high) if high >= low else None


def asked_first(state: GameState) -> list[int]:
    """The players of the open auction who may act now, the one asked first, then round
    the table from them (``legal_actions`` lists their actions in this order)."""
    auction = state.auction
    assert auction is not None
    bidders = auction.bidders
    n = len(bidders)
    out: list[int] = []
    for k in range(n):
        b = bidders[(auction.acting + k) % n]
        if bidder_reason(state, b) is None:
            out.append(b)
    return out


def list_open_passes(state: GameState, p: int, out: list[Action]) -> None:
    """Every pass the open auction allows now, the asked player's first."""
    auction = state.auction
    assert auction is not None
    if not auction.open:
        return
    book = state.book
    for b in asked_first(state):
        if b not in auction.passed and book.pass_reason(state, b) is None:
            out.append(OpenPass(b))


def for_bidder(state: GameState, p: int, action: Action) -> Action:
    """A computer player's choice in the auction, as ``p`` makes it: in an open auction
    its :class:`Bid` or :class:`Pass` named (:class:`OpenBid`, :class:`OpenPass`), else
    as it is. (The players decide as in any auction; this is where they say who they are.)"""
    auction = state.auction
    if auction is None or not auction.open:
        return action
    if isinstance(action, Bid):
        return _open_bid_of(p, action.amount)
    if isinstance(action, Pass):
        return _open_pass_of(p)
    return action


def bid_as(state: GameState, p: int, amount: int) -> Action:
    """``for_bidder(state, p, Bid(amount))``, without making the :class:`Bid` first: a
    computer player's bid as ``p`` makes it."""
    auction = state.auction
    if auction is None or not auction.open:
        return Bid(amount)
    return _open_bid_of(p, amount)


# The open auctions' bids and passes made so far, kept to be given again: an action is a
# value (frozen, compared by its fields), and a simulation's open auctions, climbing in
# steps of 1, bid the same few thousand (bidder, amount) pairs again and again, while
# making one is an interpreted call (actions stay interpreted; see engine/_native.py).
_OPEN_BIDS: Final[dict[tuple[int, int], Action]] = {}
_OPEN_PASSES: Final[dict[int, Action]] = {}
_KEPT: Final = 8192


# A new open bid is made as its frozen dataclass's ``__init__`` makes one (object.__new__,
# then each field through object.__setattr__), here in compiled code: calling the class
# runs that ``__init__`` as interpreted code, about 5,000 instructions a bid, and a
# simulation meets a few hundred new (bidder, amount) pairs (callgrind, starter: 891
# instructions a roll over 20 games). tests/engine/test_open_auction.py compares the two.
_NEW: Final = object.__new__
_SET: Final = object.__setattr__


def _open_bid_of(p: int, amount: int) -> Action:
    key = (p, amount)
    found = _OPEN_BIDS.get(key)
    if found is None:
        if len(_OPEN_BIDS) >= _KEPT:
            _OPEN_BIDS.clear()
        found = _NEW(OpenBid)
        _SET(found, "bidder", p)
        _SET(found, "amount", amount)
        _OPEN_BIDS[key] = found
    return found


def _open_pass_of(p: int) -> Action:
    found = _OPEN_PASSES.get(p)
    if found is None:
        found = OpenPass(p)
        _OPEN_PASSES[p] = found
    return found


def in_turn(state: GameState, p: int, legal: list[Action]) -> list[Action]:
    """``legal`` as a computer player reads it in an auction: in an open one, ``p``'s own
    bids and pass as :class:`Bid` and :class:`Pass` (the other players' dropped); else
    as it is. :func:`for_bidder` names the choice again."""
    auction = state.auction
    if auction is None or not auction.open:
        return legal
    out: list[Action] = []
    for a in legal:
        if isinstance(a, OpenBid):
            if a.bidder == p:
                out.append(Bid(a.amount))
        elif isinstance(a, OpenPass):
            if a.bidder == p:
                out.append(_PASS)
    return out


_PASS: Final = Pass()
