"""Houses and hotels: building evenly on a whole, unmortgaged colour group, selling back
at half price, and the bank's stock of 32 houses and 12 hotels.

001: "Al poseer un grupo de color completo puedes comprar Casas en cualquier momento.
Debes construir de forma uniforme: ninguna calle puede tener una segunda Casa hasta que
todas tengan una. Máximo: 4 Casas por calle. Cuando todas las calles del grupo tienen 4
Casas, puedes cambiar las 4 Casas de una calle por un Hotel pagando su coste. Máximo: 1
Hotel por calle. No puedes construir en un grupo si alguna de sus propiedades está
hipotecada." "Si el Banco no tiene edificios, nadie puede comprar más hasta que alguno sea
devuelto." 004: "De la misma manera que los hoteles y las casas se incrementaron a la par,
deben disminuir a la par." "Si todos los hoteles son vendidos y no convertidos en casa, el
banco los compra por la mitad del precio de cinco casas."

A hotel costs one more house price and puts its four houses back in the bank. Selling is
always allowed (a player in debt raises money so, in jail too); building in jail is a
house rule (``HouseRules.build_in_jail``, on by default as in 001).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action, Bid, IllegalActionError, OpenBid, OpenPass, Pass
from ..kernel.auction import auction_next, do_bid, do_pass, open_bid, open_pass
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.ledger import transfer
from ..kernel.phases import Phase
from ..kernel.records import Auction
from ..kernel.state import resume
from ..kernel.refusals import NOT_YOURS
from .actions import BuildHouse, SellBuilding, SellGroupBuildings
from .game import K_STREET
from .money import HOTEL, group_built, group_mortgaged, owns_group, sale_value
from .refusals import (
    BUILD_EVENLY, GROUP_MORTGAGED, HAS_HOTEL, HOTEL_NEEDS_HOUSES, HOUSE_COSTS, IN_JAIL_NO_BUILDING, NO_BUILDINGS,
    NO_HOTELS_LEFT, NO_HOUSES_LEFT, NOT_A_STREET, SELL_EVENLY, WHOLE_GROUP,
)
from .state import TradState

_EV_HOUSE_BUILT: Final = EventKind.HOUSE_BUILT
_EV_HOTEL_BUILT: Final = EventKind.HOTEL_BUILT
_EV_BUILDING_SOLD: Final = EventKind.BUILDING_SOLD
_EV_BUILDING_AUCTION_STARTED: Final = EventKind.BUILDING_AUCTION_STARTED
_EV_BUILDING_AUCTION_WON: Final = EventKind.BUILDING_AUCTION_WON
_EV_BID: Final = EventKind.BID
_EV_PASSED: Final = EventKind.PASSED
_FOR_HOUSES: Final = PaymentReason.HOUSES
_FOR_SALE: Final = PaymentReason.BUILDING_SALE
HOUSES_FOR_HOTEL: Final = 4


def street_index(state: TradState, street_id: str) -> int:
    """The index of the street ``street_id``; ``IllegalActionError`` if it is not a street."""
    d = state.space_index(street_id)
    if state.game.kind[d] != K_STREET:
        raise IllegalActionError(Refusal(NOT_A_STREET, {"space": street_id}))
    return d


def group_levels(state: TradState, d: int) -> tuple[int, int]:
    """(fewest, most) buildings on a street of ``d``'s group."""
    low = HOTEL
    high = 0
    for s in state.game.group_streets[state.game.group[d]]:
        built = state.buildings[s]
        if built < low:
            low = built
        if built > high:
            high = built
    return low, high


def build_reason(state: TradState, d: int, p: int) -> Refusal | None:
    """Why ``p`` may not build on street ``d`` now, or None."""
    if state.owner[d] != p:
        return NOT_YOURS
    if jailed_builder(state, p):
        return IN_JAIL_NO_BUILDING
    why = board_build_reason(state, d, p)
    if why is not None:
        return why
    price = state.game.house_price[d]
    if state.cash[p] < price:
        return Refusal(HOUSE_COSTS, {"price": price}, state.book)
    return None


def jailed_builder(state: TradState, p: int) -> bool:
    """Whether ``p`` may not build for being in jail (a house rule lets them)."""
    return state.in_jail[p] and not state.game.house_rules.build_in_jail


def board_build_reason(state: TradState, d: int, p: int) -> Refusal | None:
    """Why a house may not go on ``p``'s street ``d`` by the board alone (the whole group,
    unmortgaged; no hotel yet; building evenly; the bank's stock), or None: what
    :func:`build_reason` checks besides the owner, jail and cash, in its order."""
    g = state.game.group[d]
    if not owns_group(state, p, g):
        return WHOLE_GROUP
    if group_mortgaged(state, g):
        return GROUP_MORTGAGED
    built = state.buildings[d]
    if built == HOTEL:
        return HAS_HOTEL
    if built > group_levels(state, d)[0]:
        return BUILD_EVENLY
    if built == HOUSES_FOR_HOTEL:
        if state.hotels_left < 1:
            return NO_HOTELS_LEFT
    elif state.houses_left < 1:
        return NO_HOUSES_LEFT
    return None


def check_build(state: TradState, a: BuildHouse, p: int) -> Refusal | None:
    return build_reason(state, street_index(state, a.street), p)


def do_build(state: TradState, a: BuildHouse) -> None:
    """Buy the house (or hotel) at its price; when more players could build one now than
    the bank has left, the bank auctions it among them instead."""
    p = state.current_player
    game = state.game
    d = game.id_index[a.street]
    hotel = state.buildings[d] == HOUSES_FOR_HOTEL
    stock = state.hotels_left if hotel else state.houses_left
    # The demand (one per player who could build) can pass the stock only when the bank
    # has fewer left than there are players in the game.
    if stock < len(state.out) - state.out.count(True):
        wanted = wanting(state, hotel)
        if len(wanted) > stock:
            open_building_auction(state, d, p, wanted, hotel)
            return
    transfer(state, p, BANK, game.house_price[d], _FOR_HOUSES, d)
    place_building(state, p, d)


def place_building(state: TradState, p: int, d: int) -> None:
    """A house (a hotel on four houses) goes up on street ``d`` from the bank's stock."""
    game = state.game
    data = (("player", p), ("district", game.ids[d]), ("name", game.names[d]))
    if state.buildings[d] == HOUSES_FOR_HOTEL:
        state.set_buildings(d, HOTEL)
        state.hotels_left -= 1
        state.houses_left += HOUSES_FOR_HOTEL
        state.emit(_EV_HOTEL_BUILT, data)
    else:
        state.set_buildings(d, state.buildings[d] + 1)
        state.houses_left -= 1
        state.emit(_EV_HOUSE_BUILT, (*data, ("houses", state.buildings[d])))


# ------------------------------------------------------------------ the shortage auction
# 001: "Si varios jugadores quieren la última Casa o Hotel disponible, el Banquero lo
# subasta." 004: "Si la demanda de los jugadores es superior a la oferta del banco en casas
# a hoteles, el banquero vende las construcciones en subasta y las obtiene el que puja más
# alto. La subasta comienza a partir del precio más bajo indicado en los diversos títulos
# de propiedad de los jugadores implicados."


def buildable(state: TradState, q: int, hotel: bool) -> int:
    """The first street (board order) where ``q`` may put up a house (or a hotel) now, or -1."""
    game = state.game
    for d in state.held[q]:
        if game.kind[d] == K_STREET and (state.buildings[d] == HOUSES_FOR_HOTEL) == hotel:
            if build_reason(state, d, q) is None:
                return d
    return -1


def wanting(state: TradState, hotel: bool) -> list[int]:
    """The players who could build a house (or a hotel) now, in seat order: the demand."""
    return [q for q in state.alive() if buildable(state, q, hotel) >= 0]


def open_building_auction(state: TradState, d: int, p: int, wanted: list[int], hotel: bool) -> None:
    """The bank auctions one building among ``wanted``, from ``p`` (who asked for it on
    ``d``) on; bids open at the lowest house price of the streets they could build on."""
    n = len(state.player_names)
    order = [(p + k) % n for k in range(n) if (p + k) % n in wanted]
    floor = state.game.house_price[d]
    for q in wanted:
        price = state.game.house_price[buildable(state, q, hotel)]
        if price < floor:
            floor = price
    state.auction = Auction(d, 0, -1, order, 0, p, state.book.open_bidding(state))
    state.shortage_hotel = hotel
    state.building_floor = floor
    state.phase = Phase.BUILDING_AUCTION
    state.emit(_EV_BUILDING_AUCTION_STARTED, (("player", p), ("hotel", hotel)))


def do_trad_bid(state: TradState, a: Bid) -> None:
    if state.phase is Phase.AUCTION:
        do_bid(state, a)
        return
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders[auction.acting]
    auction.high_bid = a.amount
    auction.high_bidder = bidder
    state.emit(_EV_BID, (("player", bidder), ("amount", a.amount)))
    building_auction_next(state)


def do_trad_pass(state: TradState, a: Pass) -> None:
    if state.phase is Phase.AUCTION:
        do_pass(state, a)
        return
    auction = state.auction
    assert auction is not None
    bidder = auction.bidders.pop(auction.acting)
    auction.acting = auction.acting - 1
    state.emit(_EV_PASSED, (("player", bidder),))
    building_auction_next(state)


def do_trad_open_bid(state: TradState, a: OpenBid) -> None:
    """An open auction's bid: of a property, or of one of the bank's last buildings."""
    if open_bid(state, a):
        _close(state)


def do_trad_open_pass(state: TradState, a: OpenPass) -> None:
    if open_pass(state, a):
        _close(state)


def _close(state: TradState) -> None:
    if state.phase is Phase.AUCTION:
        auction_next(state)
    else:
        building_auction_next(state)


def building_auction_next(state: TradState) -> None:
    """After a bid or a pass: the sale once nobody but the high bidder is left (the winner
    pays the bid and builds where they asked, or on their first street where they may),
    else the next bidder's turn."""
    auction = state.auction
    assert auction is not None
    winner = auction.high_bidder
    if [b for b in auction.bidders if b != winner]:
        auction.acting = (auction.acting + 1) % len(auction.bidders)
        return
    state.auction = None
    hotel = state.shortage_hotel
    if winner < 0:
        state.emit(_EV_BUILDING_AUCTION_WON, (("player", BANK), ("hotel", hotel)))
    else:
        d = auction.district if winner == auction.lander else buildable(state, winner, hotel)
        transfer(state, winner, BANK, auction.high_bid, _FOR_HOUSES, d)
        state.emit(_EV_BUILDING_AUCTION_WON, (("player", winner), ("hotel", hotel), ("amount", auction.high_bid),
                                              ("name", state.game.names[d])))
        place_building(state, winner, d)
    resume(state)


def sell_reason(state: TradState, d: int, p: int) -> Refusal | None:
    """Why ``p`` may not sell one building of street ``d`` now, or None."""
    if state.owner[d] != p:
        return NOT_YOURS
    built = state.buildings[d]
    if built == 0:
        return NO_BUILDINGS
    if built < group_levels(state, d)[1]:
        return SELL_EVENLY
    if built == HOTEL and state.houses_left < HOUSES_FOR_HOTEL:
        return HOTEL_NEEDS_HOUSES
    return None


def check_sell(state: TradState, a: SellBuilding, p: int) -> Refusal | None:
    return sell_reason(state, street_index(state, a.street), p)


def do_sell(state: TradState, a: SellBuilding) -> None:
    """One building back to the bank at half its price (a hotel goes back to four houses)."""
    p = state.current_player
    game = state.game
    d = game.id_index[a.street]
    value = game.house_price[d] // 2
    if state.buildings[d] == HOTEL:
        state.set_buildings(d, HOUSES_FOR_HOTEL)
        state.hotels_left += 1
        state.houses_left -= HOUSES_FOR_HOTEL
        what = "hotel"
    else:
        state.set_buildings(d, state.buildings[d] - 1)
        state.houses_left += 1
        what = "house"
    transfer(state, BANK, p, value, _FOR_SALE, d)
    state.emit(_EV_BUILDING_SOLD, (("player", p), ("district", a.street), ("name", game.names[d]), ("what", what),
                                   ("value", value)))


def check_sell_group(state: TradState, a: SellGroupBuildings, p: int) -> Refusal | None:
    d = street_index(state, a.street)
    if state.owner[d] != p:
        return NOT_YOURS
    return None if group_built(state, state.game.group[d]) else NO_BUILDINGS


def do_sell_group(state: TradState, a: SellGroupBuildings) -> None:
    d = state.game.id_index[a.street]
    sell_group(state, state.current_player, state.game.group[d])


def sell_group(state: TradState, p: int, g: int) -> None:
    """Every building of group ``g`` back to the bank: half the price of each house, and
    of five houses for a hotel."""
    game = state.game
    for s in game.group_streets[g]:
        built = state.buildings[s]
        if built == 0:
            continue
        value = sale_value(state, s)
        if built == HOTEL:
            state.hotels_left += 1
        else:
            state.houses_left += built
        state.set_buildings(s, 0)
        transfer(state, BANK, p, value, _FOR_SALE, s)
        state.emit(_EV_BUILDING_SOLD, (("player", p), ("district", game.ids[s]), ("name", game.names[s]),
                                       ("what", "all"), ("value", value)))


def list_building(state: TradState, p: int, out: list[Action]) -> None:
    """Every house or hotel ``p`` may build now: on the streets of the whole groups they
    hold (``build_reason`` says the rest), in board order."""
    list_building_on(state, p, board_buildable(state, p), out)


def board_buildable(state: TradState, p: int) -> list[int]:
    """The streets of ``p`` a house may go on by the board alone (:func:`board_build_reason`),
    in board order: what :func:`list_building` lists before jail and cash (the computer
    players remember it by the board)."""
    game = state.game
    streets: list[int] = []
    holder = state.group_holder
    if p not in holder:
        return streets
    for d in state.held[p]:
        if game.kind[d] != K_STREET or holder[game.group[d]] != p:
            continue
        if board_build_reason(state, d, p) is None:
            streets.append(d)
    return streets


def list_building_on(state: TradState, p: int, streets: list[int], out: list[Action]) -> None:
    """:func:`list_building` given ``streets`` (:func:`board_buildable`): those ``p``, not
    kept from building by jail, can pay a house on."""
    if jailed_builder(state, p):
        return
    game = state.game
    cash = state.cash[p]
    for d in streets:
        if cash >= game.house_price[d]:
            out.append(game.build_actions[d])


def list_selling(state: TradState, p: int, out: list[Action]) -> None:
    """Every single building ``p`` may sell now, then each group's buildings at once."""
    game = state.game
    seen: list[int] = []
    for d in state.held[p]:
        if game.kind[d] != K_STREET or state.buildings[d] == 0:
            continue
        if sell_reason(state, d, p) is None:
            out.append(game.sell_actions[d])
        g = game.group[d]
        if g not in seen:
            seen.append(g)
            out.append(game.sell_group_actions[d])
