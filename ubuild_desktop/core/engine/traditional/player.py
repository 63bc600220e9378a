"""A simple computer player for the traditional game, on the kernel's driver.

:class:`SimplePlayer` reads only the public calls (``legal_actions``) and the rule
functions (:mod:`.money`), keeps a cash reserve, buys what it can afford above it, bids up
to the printed price, builds evenly on whole groups, raises money by selling buildings
before mortgaging (cheapest first) and hands mortgaged titles to the bank only when
that pays the debt, pays the cheaper way of the Income Tax, leaves jail by card or fine while nothing is
built, builds and offers deals between turns too (:meth:`SimplePlayer.between_turns`) (later it stays and rolls), asks for at most one auction of the bank's last
buildings a turn (so a shortage auction nobody bids in is not asked for again and again), and accepts a deal that pays it more than it gives (never one that completes a
group for the proposer unless it completes one for itself too, or pays three times the
price). It offers a deal for the one street missing from a group: a swap for the street
its owner misses, or three times the price. ``kernel.autoplay.play_out`` plays whole games with it.
"""

from __future__ import annotations

from typing import Final, TypeVar

from ..kernel.extensible import mypyc_attr
from ..kernel.actions import (
    AcceptDeal, Action, Buy, DeclareBankruptcy, EndTurn, Mortgage, PayDebt, PayJailFine, ProposeDeal,
    RejectDeal, Roll, StartAuction, Unmortgage,
)
from ..kernel.auction import bid_as, for_bidder
from ..kernel.driver import ComputerPlayer
from ..kernel.phases import Phase
from .actions import BuildHouse, HandToBank, SellBuilding, SellGroupBuildings, UseJailCard
from .between_turns import named
from .board_numbers import NUMBERS_KEPT, BoardSeen, board_at, shared_seen
from .building import HOUSES_FOR_HOTEL, board_buildable, list_building_on, wanting
from .buying import own_span, pass_or_first
from .game import K_STREET, MAX_PLAYERS
from .money import handover_total, interest, lift_cost, mortgage_value, owns_group
from .mortgages import list_lifts
from .movement import roll_or_end
from .state import TradState, between_turns
from .taxes import cheaper_way

# What a decision before or after the roll looks at (``RuleBook.legal_of``), and on buying.
TURN_KINDS: Final = (BuildHouse, Unmortgage, UseJailCard, PayJailFine, Roll, EndTurn)
# The same question without the kinds a player cannot have now (no house without a whole
# group, no lift without a mortgage: their listers list none then), by (whole group held,
# a mortgage held); test_fast_paths compares each with the full listing.
TURN_KINDS_BY: Final = {
    (True, True): TURN_KINDS,
    (True, False): (BuildHouse, UseJailCard, PayJailFine, Roll, EndTurn),
    (False, True): (Unmortgage, UseJailCard, PayJailFine, Roll, EndTurn),
    (False, False): (UseJailCard, PayJailFine, Roll, EndTurn),
}
BUY_KINDS: Final = (Buy, StartAuction)
# Raising money: every kind the phase lists, in the table's order (as the good player's).
RAISE_KINDS: Final = (PayDebt, SellBuilding, SellGroupBuildings, Mortgage, Unmortgage, HandToBank, DeclareBankruptcy)

T = TypeVar("T")
_PRE_ROLL: Final = Phase.PRE_ROLL

RESERVE: Final = 150  # cash kept back when buying, bidding and building
LIFT_MARGIN: Final = 400  # lift a mortgage only with this much to spare


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class BoardMemos(ComputerPlayer[TradState]):
    """A traditional computer player's memory of the cheap answers about the board it asks
    again and again (between turns every seat is asked at every position): the streets
    missing from each group by the board's number (:func:`board_at`: one number, one
    :func:`board_key`), which holds all they read; whether a seat holds a whole group or
    a mortgage, and the streets a house may go on, by the number of that seat's holdings
    alone (:func:`renumber_holdings`), so they outlive the other seats' purchases, houses
    and mortgages; all forgotten when the game changes. The numbers come from the
    ``BoardSeen`` the players of one game share (:meth:`join`)."""

    def __init__(self) -> None:
        self.seen = BoardSeen()  # the board last numbered, and each seat's holdings' number
        self.shared: object = None  # what holds self.seen for the game's players (SharedSeen)
        # By (board, seat), or by a seat's holdings' number, as one int: no tuple to make and hash.
        self.missing: dict[int, list[int]] = {}
        self.holds: dict[int, bool] = {}
        self.mortgages: dict[int, bool] = {}
        self.buildable: dict[int, list[int]] = {}

    def board_of(self, state: TradState) -> int:
        """:func:`board_at` of ``state`` (the seats' holdings numbered with it: :meth:`held`),
        as the players of its game number it (:meth:`join` at its first question)."""
        if self.seen.history is not state.history or self.seen.numbered >= NUMBERS_KEPT:
            self.join(state)
        return board_at(state, self.seen)

    def join(self, state: TradState) -> None:
        """Number the boards of the game of ``state`` with its other players
        (:func:`.board_numbers.shared_seen`); the memos start afresh (their keys are
        another ``BoardSeen``'s numbers)."""
        shared = shared_seen(state)
        self.shared = shared
        self.seen = shared.seen
        self.forget()

    def held(self, p: int) -> int:
        """The number of seat ``p``'s holdings (:func:`renumber_holdings`) at the board
        :meth:`board_of` numbered last: the memos' key for answers that read them alone."""
        return self.seen.holdings[p]

    def forget(self) -> None:
        """Start the memos afresh."""
        self.missing.clear()
        self.holds.clear()
        self.mortgages.clear()
        self.buildable.clear()

    def missing_of(self, state: TradState, p: int, board: int) -> list[int]:
        """:func:`missing_streets` of ``p``, remembered by the board (read only)."""
        key = board * MAX_PLAYERS + p  # (board, seat) as one int: no tuple to make and hash
        found = self.missing.get(key)
        return found if found is not None else remember(self.missing, key, missing_streets(state, p))

    def holds_of(self, state: TradState, p: int, board: int) -> bool:
        """:func:`holds_a_group` of ``p``, remembered by its holdings (``board``: :meth:`board_of`,
        which numbers them)."""
        key = self.held(p)
        found = self.holds.get(key)
        return found if found is not None else remember(self.holds, key, holds_a_group(state, p))

    def mortgages_of(self, state: TradState, p: int, board: int) -> bool:
        """Whether ``p`` holds a mortgaged property, remembered by its holdings."""
        key = self.held(p)
        found = self.mortgages.get(key)
        return found if found is not None else remember(self.mortgages, key, holds_a_mortgage(state, p))

    def buildable_of(self, state: TradState, p: int, board: int) -> list[int]:
        """``building.board_buildable(state, p)``, remembered by ``p``'s holdings and whether
        the bank has a house and a hotel left (all it reads; read only)."""
        key = (self.held(p) * 2 + (1 if state.houses_left > 0 else 0)) * 2 + (1 if state.hotels_left > 0 else 0)
        found = self.buildable.get(key)
        return found if found is not None else remember(self.buildable, key, board_buildable(state, p))

    def houses_of(self, state: TradState, p: int, board: int, out: list[Action]) -> None:
        """``building.list_building(state, p, out)``, its streets by the board alone
        (:meth:`buildable_of`): the same houses, in the same order."""
        list_building_on(state, p, self.buildable_of(state, p, board), out)

    def nothing_to_weigh(self, state: TradState, p: int, board: int) -> bool:
        """Whether ``p``, to act before or after the roll, has nothing to choose but to roll
        or end the turn (``movement.roll_or_end``): no street a house may go on by the board,
        no mortgage to lift, and not in jail before the roll. Then each player's ``on_turn``
        answers what ``roll_or_end`` does, so its decision lists nothing and weighs nothing
        (``test_fast_paths`` compares the two at every position)."""
        return (not (state.phase is _PRE_ROLL and state.in_jail[p]) and not self.mortgages_of(state, p, board)
                and not self.buildable_of(state, p, board))

    def turn_legal(self, state: TradState, p: int, board: int, kinds: tuple[type, ...]) -> list[Action]:
        """``legal_of(state, kinds)`` of the player to act, ``p``, before or after the roll,
        each kind asked of its own lister alone: its houses from :meth:`houses_of`, its
        lifts from ``list_lifts``, the ways out of jail only while in jail (their lister
        lists none else), the roll or the end of the turn from ``roll_or_end`` (the one
        of them listed); any other kind from ``legal_of``. ``test_fast_paths`` compares
        it with ``legal_of`` at every position."""
        out: list[Action] = []
        for kind in kinds:
            if kind is BuildHouse:
                self.houses_of(state, p, board, out)
            elif kind is Unmortgage:
                list_lifts(state, p, out)
            elif kind is Roll or kind is EndTurn:
                step = roll_or_end(state)
                if type(step) is kind:
                    out.append(step)
            elif (kind is not UseJailCard and kind is not PayJailFine) or state.in_jail[p]:
                out.extend(state.book.legal_of(state, (kind,)))
        return out


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class SimplePlayer(BoardMemos):
    """The simple traditional player (see the module docstring)."""

    strength = "simple"

    def __init__(self, seed: int = 0) -> None:
        BoardMemos.__init__(self)
        self.seed = seed
        self.offered: set[tuple[int, tuple[str, ...], tuple[str, ...]]] = set()  # never the same offer twice
        self.shortage_asked = (-1, -1)  # (round, seat) of the last shortage auction asked for

    def checks_own_answers(self) -> bool:
        """Its answers are legal by construction (each comes from the listed legal actions,
        a bid within ``bid_range``, or a deal it checked), so the driver does not check
        them again; a subclass that replaces a decision is checked as any player is."""
        return decides_as(self, SimplePlayer)

    def decide(self, state: TradState, seat: int) -> Action:
        phase = state.phase
        book = state.book
        if phase is Phase.AUCTION or phase is Phase.BUILDING_AUCTION:
            return for_bidder(state, seat, bid(state, seat))
        if phase is Phase.INCOME_TAX:
            return cheaper_way(state, seat)
        if phase is Phase.BUY:
            price = state.game.price[state.pending]
            legal = book.legal_of(state, BUY_KINDS)
            for a in legal:
                if type(a) is Buy and state.cash[seat] - price >= RESERVE:
                    return a
            return first(legal, StartAuction)
        if phase is Phase.PRE_ROLL or phase is Phase.POST_ROLL:
            board = self.board_of(state)
            if self.nothing_to_weigh(state, seat, board):
                return roll_or_end(state)
            kinds = TURN_KINDS_BY[(self.holds_of(state, seat, board), self.mortgages_of(state, seat, board))]
            return self.on_turn(state, seat, self.turn_legal(state, seat, board, kinds))
        if phase is Phase.RAISE_FUNDS:
            return raise_funds(state, seat, book.legal_of(state, RAISE_KINDS))
        legal = book.legal_actions(state)
        if phase is Phase.DEAL:
            deal = state.deal
            if deal is not None and worth_accepting(state, seat, deal):
                for a in legal:
                    if type(a) is AcceptDeal:
                        return a
            return first(legal, RejectDeal)
        return first(legal, Roll)

    def on_turn(self, state: TradState, seat: int, legal: list[Action]) -> Action:
        """Before or after the roll (``legal``: the actions of :data:`TURN_KINDS`)."""
        phase = state.phase
        build = best_build(state, seat, legal)
        if build is not None and would_auction(state, state.game.id_index[build.street]):
            key = shortage_request(state)
            if self.shortage_asked == key:
                build = None
            self.shortage_asked = key
        if build is not None:
            return build
        for a in legal:
            if type(a) is Unmortgage and state.cash[seat] - lift_cost(state, state.property_index(a.district)) >= LIFT_MARGIN:
                return a
        if phase is Phase.PRE_ROLL and state.in_jail[seat] and not developed(state):
            for leave in (UseJailCard, PayJailFine):
                for a in legal:
                    if type(a) is leave:
                        return a
        for kind in (Roll, EndTurn):
            for a in legal:
                if type(a) is kind:
                    return a
        return state.book.legal_actions(state)[0]

    def propose_deal(self, state: TradState, seat: int) -> Action | None:
        """An offer for the one street missing from a group: a swap for the one street the
        partner misses from theirs, or else three times its price in cash."""
        if state.phase is not Phase.PRE_ROLL and state.phase is not Phase.POST_ROLL:
            return None
        return self.deal_on_turn(state, seat, self.board_of(state))

    def deal_on_turn(self, state: TradState, seat: int, board: int) -> Action | None:
        """:meth:`propose_deal` before or after the roll (``board``: ``board_at(state)``)."""
        game = state.game
        mine = self.missing_of(state, seat, board)
        for g in range(len(game.group_streets)):
            missing = mine[g]
            if missing < 0:
                continue
            partner = state.owner[missing]
            theirs = self.missing_of(state, partner, board)
            take = (game.ids[missing],)
            give: tuple[str, ...] | None = None  # None: no offer
            cash = 0
            for h in game.properties:
                if state.owner[h] == seat and game.kind[h] == K_STREET and theirs[game.group[h]] == h:
                    extra = max(0, game.price[missing] - game.price[h])
                    if state.cash[seat] - extra >= RESERVE:
                        give, cash = (game.ids[h],), extra
                    break
            if give is None and state.cash[seat] - 3 * game.price[missing] >= RESERVE:
                give, cash = (), 3 * game.price[missing]
            if give is None:
                continue
            key = (partner, give, take)
            if key in self.offered:  # (asked before making the offer: most positions ask again)
                continue
            offer = ProposeDeal(seat, partner, give=give, take=take, give_cash=cash)
            if state.book.why_illegal(state, offer) is not None:
                continue
            self.offered.add(key)
            return offer
        return None


    def between_turns(self, state: TradState, seat: int) -> Action | None:
        """While the dice change hands, out of turn: the deal it offers now, else a house
        on its cheapest street (never one that opens the bank's auction of its last
        buildings), else a mortgage to lift with plenty to spare."""
        if seat == state.current_player or state.out[seat] or not between_turns(state):
            return None
        board = self.board_of(state)
        offer = self.deal_on_turn(state, seat, board)
        if offer is not None:
            return offer
        mine: list[Action] = []
        if self.holds_of(state, seat, board):  # a house goes only on a whole group
            self.houses_of(state, seat, board, mine)
        if self.mortgages_of(state, seat, board):
            list_lifts(state, seat, mine)
        build = best_build(state, seat, [a for a in mine if not (
            isinstance(a, BuildHouse) and would_auction(state, state.game.id_index[a.street]))])
        if build is not None:
            return named(build, seat)
        for a in mine:
            if type(a) is Unmortgage and state.cash[seat] - lift_cost(state, state.property_index(a.district)) >= LIFT_MARGIN:
                return named(a, seat)
        return None


def decides_as(player: object, base: type) -> bool:
    """Whether ``player`` decides, offers deals and acts between turns as ``base`` does
    (no subclass replaced them): then its answers are ``base``'s, legal by construction."""
    cls = type(player)
    return all(getattr(cls, name) is getattr(base, name) for name in ("decide", "propose_deal", "between_turns"))


def first(legal: list[Action], kind: type) -> Action:
    for a in legal:
        if type(a) is kind:
            return a
    return legal[0]


def raise_funds(state: TradState, seat: int, legal: list[Action]) -> Action:
    """Pay if possible; else sell a building, then mortgage the cheapest; bankrupt last."""
    for kind in (PayDebt, SellBuilding, SellGroupBuildings):
        for a in legal:
            if type(a) is kind:
                return a
    cheapest: Action | None = None
    value = 0
    for a in legal:
        if type(a) is Mortgage:
            v = mortgage_value(state, state.property_index(a.district))
            if cheapest is None or v < value:
                cheapest, value = a, v
    if cheapest is not None:
        return cheapest
    hand = hand_over_choice(state, seat, legal)
    return hand if hand is not None else first(legal, DeclareBankruptcy)


def hand_over_choice(state: TradState, seat: int, legal: list[Action]) -> Action | None:
    """Once nothing else is left to sell or mortgage: the cheapest mortgaged title handed to
    the bank, if handing them over can pay the debt (else bankruptcy is no worse)."""
    debt = state.debt
    if debt is None or state.cash[seat] + handover_total(state, seat) < debt.amount:
        return None
    best: Action | None = None
    price = 0
    for a in legal:
        if type(a) is HandToBank:
            d = state.property_index(a.property)
            if best is None or state.game.price[d] < price:
                best, price = a, state.game.price[d]
    return best


def bid(state: TradState, seat: int) -> Action:
    """The lowest bid, while it stays within the printed price (twice the house price for
    one of the bank's last buildings) and the reserve (every other rung is higher)."""
    auction = state.auction
    assert auction is not None
    d = auction.district
    limit = state.game.price[d] if state.phase is Phase.AUCTION else 2 * state.game.house_price[d]
    span = own_span(state, seat)
    if span is not None:
        low = span[0]
        if low <= limit and state.cash[seat] - low >= RESERVE:
            return bid_as(state, seat, low)
    return pass_or_first(state, seat)


def would_auction(state: TradState, d: int) -> bool:
    """Whether asking for a building on street ``d`` now opens the bank's auction of its
    last buildings (more players could build one than the bank has left)."""
    hotel = state.buildings[d] == HOUSES_FOR_HOTEL
    stock = state.hotels_left if hotel else state.houses_left
    return stock < len(state.out) and len(wanting(state, hotel)) > stock


def shortage_request(state: TradState) -> tuple[int, int]:
    """What names a turn for the players' memory of the shortage auction they asked for:
    at most one a turn, so an auction nobody bids in is not asked for again at once."""
    return (state.rounds, state.turn)


def best_build(state: TradState, seat: int, legal: list[Action]) -> BuildHouse | None:
    """A house on the cheapest street where one may go, keeping the reserve."""
    best: BuildHouse | None = None
    best_price = 0
    for a in legal:
        if isinstance(a, BuildHouse):
            price = state.game.house_price[state.game.id_index[a.street]]
            if state.cash[seat] - price >= RESERVE and (best is None or price < best_price):
                best, best_price = a, price
    return best


def holds_a_group(state: TradState, p: int) -> bool:
    """Whether ``p`` holds a whole colour group."""
    for g in range(len(state.game.group_streets)):
        if state.game.group_streets[g] and owns_group(state, p, g):
            return True
    return False


def holds_a_mortgage(state: TradState, p: int) -> bool:
    """Whether ``p`` holds a mortgaged property (one to lift)."""
    for d in state.game.properties:
        if state.owner[d] == p and state.mortgaged[d]:
            return True
    return False


def developed(state: TradState) -> bool:
    """Whether anyone has built: jail then keeps a player off dangerous streets, so the
    player leaves it early only while nothing is built."""
    for b in state.buildings:
        if b > 0:
            return True
    return False


def missing_street(state: TradState, p: int, g: int) -> int:
    """The one street of group ``g`` that ``p`` lacks, owned by another player still in the
    game, with nothing built in the group; -1 if there is no such single street."""
    if p < 0:
        return -1
    game = state.game
    missing = -1
    for s in game.group_streets[g]:
        if state.buildings[s] > 0:
            return -1
        if state.owner[s] != p:
            if missing >= 0 or state.owner[s] < 0 or state.out[state.owner[s]]:
                return -1
            missing = s
    return missing


MEMO_SIZE: Final = 2048  # answers a memo keeps before it starts afresh


def remember(memo: dict[int, T], key: int, value: T) -> T:
    """Keep ``value`` in ``memo`` under ``key`` (a memo keeps :data:`MEMO_SIZE` answers, then
    starts afresh) and give it back: every memo of the players stores its answers so."""
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    memo[key] = value
    return value


def missing_streets(state: TradState, p: int) -> list[int]:
    """:func:`missing_street` of every group, in group order."""
    return [missing_street(state, p, g) for g in range(len(state.game.group_streets))]


def worth_accepting(state: TradState, seat: int, deal: ProposeDeal) -> bool:
    """A deal that pays ``seat`` more than it costs them (properties at their price, less
    the mortgage and the 10% on mortgaged ones received). One that completes a group for
    the proposer must complete one for ``seat`` too, or pay three times what it takes."""
    game = state.game
    gain = deal.give_cash - deal.take_cash
    completes_mine = False
    for property_id in deal.give:
        d = game.id_index[property_id]
        gain += game.price[d] - (mortgage_value(state, d) + interest(state, d) if state.mortgaged[d] else 0)
        if game.kind[d] == K_STREET and missing_street(state, seat, game.group[d]) == d:
            completes_mine = True
    given = 0
    completes_theirs = False
    for property_id in deal.take:
        d = game.id_index[property_id]
        given += game.price[d]
        if game.kind[d] == K_STREET and missing_street(state, deal.proposer, game.group[d]) == d:
            completes_theirs = True
    if completes_theirs and not completes_mine:
        return gain - given >= 2 * given
    return gain - given > 0 or (completes_theirs and completes_mine and gain - given >= 0)
