"""The numbers the traditional computer players key their memos on (:mod:`.player`'s
``BoardMemos``): one number per board (:func:`board_at`, naming what :func:`board_key`
holds: who owns what, the buildings, the mortgages and their 10% paid, who is out) and
one per seat's holdings (:func:`renumber_holdings`, naming what :func:`holdings_key`
holds), so an answer that reads a seat's holdings alone outlives the other seats'
changes. One game's players share its numbers (:class:`BoardSeen`), held by them alone.
"""

from __future__ import annotations

import weakref
from array import array
from typing import Final

from ..kernel.actions import Action
from ..kernel.event_kinds import EventKind
from ..kernel.events import Event
from ..kernel.extensible import mypyc_attr
from .state import TradState


def board_key(state: TradState) -> bytes:
    """What the players' answers about the board read besides cash and the turn: who owns
    what, the buildings, the mortgages (and their 10% paid), who is out, as bytes. Equal
    keys give equal answers; the players' memos key on the board's number
    (:func:`board_at`), which names one such key (tests check it)."""
    return (array("b", state.owner).tobytes() + bytes(state.buildings) + bytes(state.mortgaged)
            + bytes(state.interest_paid) + bytes(state.out))


class BoardSeen:
    """What :func:`board_at` was last asked about in one game: the position (its history,
    the list itself, and its length; the events, and their count), copies of the lists
    :func:`board_key` reads, the board's number, and each seat's holdings' number
    (:func:`renumber_holdings`). The players of the game share it (``BoardMemos.join``),
    so each position is numbered once, not once per seat."""

    def __init__(self) -> None:
        self.history: list[Action] = []
        self.at = -1
        self.events: list[Event] = []
        self.mark = -1
        self.owner: list[int] = []
        self.buildings: list[int] = []
        self.mortgaged: list[bool] = []
        self.interest_paid: list[bool] = []
        self.out: list[bool] = []
        self.paid = False  # whether a 10% is paid on a title received (True in interest_paid)
        self.board = -1
        self.holdings: list[int] = []  # by seat
        self.numbered = 0  # numbers given so far, to boards and holdings (none is given twice)


@mypyc_attr(native_class=False)  # a plain Python object, so _SHARED can hold it weakly
class SharedSeen:
    """Holds one game's :class:`BoardSeen` for its players (``BoardMemos.shared``)."""

    def __init__(self, seen: BoardSeen) -> None:
        self.seen = seen


# The BoardSeen of each game its players number boards in, by the id of its history (its
# BoardSeen holds that list, so no other list takes the id while it lives), held weakly:
# the players of one game find the one they share, and a finished game is let go with its
# players (no module keeps it alive).
_SHARED: Final[weakref.WeakValueDictionary[int, SharedSeen]] = weakref.WeakValueDictionary()

# The events no change to the board comes with. Every change to the lists board_key reads
# logs an event of another kind with it (a purchase, an auction won, a house, a sale, a
# mortgage or its lift, a title handed over, changing hands or dealt, a gift, a bankruptcy,
# a player out); ``turn_started`` ends the 10% paid on titles received
# (``movement.expire_interest``), so it counts as no change only while no such 10% is
# paid. Any other kind, and any kind added later, sends board_at back to comparing the
# lists. test_fast_paths checks board_at against board_key at every position of seeded
# games and whole games. The most frequent are compared one by one (Final: C variables
# in the compiled build), the rest looked up in a tuple (by identity first).
_MONEY_MOVED: Final = EventKind.MONEY_MOVED
_MOVED: Final = EventKind.MOVED
_ROLLED: Final = EventKind.ROLLED
_TURN_ENDED: Final = EventKind.TURN_ENDED
_RENT_DUE: Final = EventKind.RENT_DUE
_BID: Final = EventKind.BID
_TURN_STARTED: Final = EventKind.TURN_STARTED
_QUIET_TOO: tuple[EventKind, ...] = (
    EventKind.PASSED_GO, EventKind.TRAD_CARD_DRAWN, EventKind.DECK_CARD, EventKind.PASSED_ON, EventKind.DEBT,
    EventKind.AUCTION_STARTED, EventKind.PASSED, EventKind.DECLINED_TO_BUY, EventKind.POT_FED, EventKind.JAILED,
    EventKind.LEFT_JAIL, EventKind.STAYED_IN_JAIL, EventKind.DEBT_PAID, EventKind.AUCTION_UNSOLD,
    EventKind.DEAL_PROPOSED, EventKind.DEAL_REJECTED, EventKind.INCOME_TAX_CHOSEN, EventKind.JAIL_CARD_KEPT,
    EventKind.CARD_DRAWN, EventKind.BUILDING_AUCTION_STARTED, EventKind.DECK_READY,
)


def board_at(state: TradState, seen: BoardSeen) -> int:
    """The number of the board of ``state`` (what :func:`board_key` holds: who owns what,
    the buildings, the mortgages and their 10% paid, who is out), as ``seen`` numbers them:
    one number names one board, so the players' memos key on it (a key of one int is cheap
    to make, hash and compare). The same number as last time while the board is the same
    (most positions change none of it, and between turns every seat is asked at each):

    - at the same position (the same history at the same length: every change to a game
      is an action in its history), at once;
    - at a later position of the same game whose new events all come with no change to
      the board (:func:`unchanged_since`: a roll, a move, a rent, a bid...), at once as well;
    - else the five lists are compared with copies of them: the same lists keep the
      number (another game reaching the same board included), other lists get a new one,
      and the seats whose holdings changed new holdings' numbers (:func:`renumber_holdings`).
    """
    history = state.history
    if seen.history is history:
        if seen.at == len(history):
            return seen.board
        events = state.events
        if seen.events is events and seen.at < len(history) and unchanged_since(seen, events):
            seen.at = len(history)
            seen.mark = len(events)
            return seen.board
    seen.history = history
    seen.at = len(history)
    seen.events = state.events
    seen.mark = len(state.events)
    if (state.owner == seen.owner and state.buildings == seen.buildings and state.mortgaged == seen.mortgaged
            and state.interest_paid == seen.interest_paid and state.out == seen.out):
        return seen.board
    renumber_holdings(state, seen)
    seen.owner = list(state.owner)
    seen.buildings = list(state.buildings)
    seen.mortgaged = list(state.mortgaged)
    seen.interest_paid = list(state.interest_paid)
    seen.paid = False
    for paid in seen.interest_paid:
        if paid:
            seen.paid = True
    seen.out = list(state.out)
    seen.numbered += 1
    seen.board = seen.numbered
    return seen.board


def renumber_holdings(state: TradState, seen: BoardSeen) -> None:
    """Give a new number to each seat whose holdings differ from ``seen``'s copies: what
    :func:`holdings_key` holds (the properties it owns, their buildings, mortgages and 10%
    paid, whether it is out). A property that changed touches its owner before and after;
    another seat's purchase, house or mortgage leaves a seat's number, so the memos of
    answers that read one seat's holdings alone (or two seats') survive the others'
    changes. (A board of another size, or the first one seen: every seat anew.)"""
    seats = len(state.out)
    if len(seen.owner) != len(state.owner) or len(seen.holdings) != seats:
        seen.holdings = [0] * seats
        for q in range(seats):
            seen.numbered += 1
            seen.holdings[q] = seen.numbered
        return
    touched = [False] * seats
    for d in changed_spaces(state, seen):
        if seen.owner[d] >= 0:
            touched[seen.owner[d]] = True
        if state.owner[d] >= 0:
            touched[state.owner[d]] = True
    for q in range(seats):
        if touched[q] or state.out[q] != seen.out[q]:
            seen.numbered += 1
            seen.holdings[q] = seen.numbered


def changed_spaces(state: TradState, seen: BoardSeen) -> list[int]:
    """The spaces whose owner, buildings, mortgage or 10% paid differ from ``seen``'s copies
    (each list compared whole first: most changes change one of them alone)."""
    spaces = changed_at(state.owner, seen.owner) + changed_at(state.buildings, seen.buildings)
    mortgaged, pledged = state.mortgaged, seen.mortgaged
    paid, was_paid = state.interest_paid, seen.interest_paid
    if mortgaged != pledged or paid != was_paid:
        for d in range(len(mortgaged)):
            if mortgaged[d] != pledged[d] or paid[d] != was_paid[d]:
                spaces.append(d)
    return spaces


def changed_at(now: list[int], then: list[int]) -> list[int]:
    """Where two lists of numbers of one length differ."""
    if now == then:
        return []
    return [d for d in range(len(now)) if now[d] != then[d]]


def holdings_key(state: TradState, q: int) -> bytes:
    """What a seat's holdings' number names (:func:`renumber_holdings`): which properties
    ``q`` owns, the buildings, mortgages and 10% paid on them, and whether ``q`` is out,
    as bytes (tests check that a number names one seat's holdings)."""
    mine = [d for d in range(len(state.owner)) if state.owner[d] == q]
    return (array("i", mine).tobytes() + bytes([state.buildings[d] for d in mine]) + bytes([state.mortgaged[d] for d in mine])
            + bytes([state.interest_paid[d] for d in mine]) + bytes([state.out[q], q]))


def unchanged_since(seen: BoardSeen, events: list[Event]) -> bool:
    """Whether every event after ``seen.mark`` comes with no change to the board."""
    if seen.mark > len(events):
        return False
    for i in range(seen.mark, len(events)):
        kind = events[i].kind
        if (kind is _MONEY_MOVED or kind is _MOVED or kind is _ROLLED or kind is _TURN_ENDED or kind is _RENT_DUE
                or kind is _BID or (kind is _TURN_STARTED and not seen.paid) or kind in _QUIET_TOO):
            continue
        return False
    return True


NUMBERS_KEPT: Final = 1 << 31  # numbers a player's BoardSeen gives before it starts afresh
HELD_SPAN: Final = 1 << 32  # above any number given (NUMBERS_KEPT and one board's): two make one key


def shared_seen(state: TradState) -> SharedSeen:
    """What holds the :class:`BoardSeen` the players of the game of ``state`` number its
    boards with: the one another of them made (:data:`_SHARED`, found by the game's
    history), else a new one (also after :data:`NUMBERS_KEPT` numbers, so a key of two
    numbers stays one)."""
    key = id(state.history)
    shared = _SHARED.get(key)
    if shared is None or shared.seen.history is not state.history or shared.seen.numbered >= NUMBERS_KEPT:
        shared = SharedSeen(BoardSeen())
        shared.seen.history = state.history  # (at -1: its first board_at compares the lists)
        _SHARED[key] = shared
    return shared
