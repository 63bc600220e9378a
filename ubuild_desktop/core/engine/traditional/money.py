"""Money in the traditional game: rent, mortgage values and the 10% interest, what a
player can raise, net worth, and payments to the bank (with the Free Parking pot).

**Each rule once**: the rent is :func:`rent`, a whole group :func:`owns_group` (its
double rent :func:`doubles`), the
mortgage value :func:`mortgage_value`, the lift cost :func:`lift_cost`, the interest
:func:`interest`, what can be raised :func:`raisable`, the tally's figure
:func:`net_worth`, the Income Tax's worth :func:`total_worth` and share :func:`tax_share`,
a mortgaged title handed to the bank :func:`handover_value`; the rules, the book and the
queries call them.
"""

from __future__ import annotations

from typing import Final

from ...limits import MAX_BOARD_MONEY
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.ledger import charge, transfer
from .game import K_STATION, K_STREET, K_UTILITY
from .state import RENT_DOUBLE_STATION, RENT_UTILITY_TEN, TradState

HOTEL: Final = 5  # ``TradState.buildings``: 0-4 houses, 5 a hotel

# The payments to the bank that feed the Free Parking pot (house rule): taxes and fines.
_POT_REASONS: Final = frozenset({
    PaymentReason.TAX, PaymentReason.JAIL_FINE, PaymentReason.CHANCE, PaymentReason.COMMUNITY_CHEST,
    PaymentReason.REPAIRS,
})
_FOR_FREE_PARKING: Final = PaymentReason.FREE_PARKING
_EV_POT_FED: Final = EventKind.POT_FED


def owns_group(state: TradState, p: int, g: int, owner: list[int] | None = None) -> bool:
    """Whether ``p`` owns every street of colour group ``g`` (mortgaged ones count), with
    this ownership map (``owner``: by default the state's; the good player passes one it
    imagines)."""
    if owner is None:
        return state.group_holder[g] == p  # kept by the writes (TradState.set_owner)
    for s in state.game.group_streets[g]:
        if owner[s] != p:
            return False
    return True


def group_mortgaged(state: TradState, g: int) -> bool:
    """Whether a street of group ``g`` is mortgaged."""
    return state.group_mortgages[g] > 0


def doubles(state: TradState, p: int, g: int) -> bool:
    """Whether ``p``'s bare streets of group ``g`` charge double rent: ``p`` holds the whole
    group, and (002, 004 on mortgages) a mortgaged street of it does not stop the others,
    unless the house rule or a game of rules version 2 or older says it does (004 on
    landing; ``Game.double_beside_mortgage``)."""
    return owns_group(state, p, g) and (state.game.double_beside_mortgage or not group_mortgaged(state, g))


def group_built(state: TradState, g: int) -> bool:
    """Whether a street of group ``g`` has a building."""
    return state.group_buildings[g] > 0


def owned_count(state: TradState, p: int, spaces: tuple[int, ...]) -> int:
    """How many of ``spaces`` ``p`` owns (mortgaged ones count: 004, "igualmente cobra 10 veces")."""
    count = 0
    for s in spaces:
        if state.owner[s] == p:
            count += 1
    return count


def rent(state: TradState, d: int, dice_total: int, mode: int = 0) -> int:
    """The rent of property ``d`` to its owner now (0 if unowned or mortgaged).

    A street: its printed rent for its buildings; bare, twice the first rent when its
    owner holds the whole group, even beside a mortgaged street of it (002: "Esta regla
    aplica también cuando una de las propiedades del mismo color y grupo está
    hipotecada"), unless the house rule or an older rules version says that a mortgaged
    street breaks the group (``Game.double_beside_mortgage``). A station: by how many
    stations the owner holds (twice that after a "nearest station" card, ``mode``). A
    utility: ``dice_total`` times the multiplier for how many utilities the owner holds
    (after a "nearest utility" card, ``mode``: the highest multiplier, 10x); both by
    :func:`held_rent`, for any number of them.
    """
    game = state.game
    p = state.owner[d]
    if p < 0 or state.mortgaged[d]:
        return 0
    kind = game.kind[d]
    rents = game.rents[d]
    if kind == K_STREET:
        built = state.buildings[d]
        if built > 0:
            return rents[built]
        g = game.group[d]
        if doubles(state, p, g):
            return 2 * rents[0]
        return rents[0]
    if kind == K_STATION:
        amount = held_rent(rents, owned_count(state, p, game.stations), True)
        return 2 * amount if mode == RENT_DOUBLE_STATION else amount
    if kind == K_UTILITY:
        if mode == RENT_UTILITY_TEN:
            return rents[len(rents) - 1] * dice_total
        return held_rent(rents, owned_count(state, p, game.utilities), False) * dice_total
    return 0


def held_rent(rents: tuple[int, ...], held: int, station: bool) -> int:
    """A station's rent (``station``), or a utility's dice multiplier, when its owner holds
    ``held`` of that kind (1 or more). The printed figures cover 1 to 4 stations and 1 or 2
    utilities; a board with more goes on as the book's figures do: each station past the
    printed ones doubles the rent (25, 50, 100, 200, then 400, 800...; at most the board's
    money limit), and a utility's multiplier stays at the highest printed one."""
    last = len(rents)
    if held <= last:
        return rents[held - 1]
    if not station:
        return rents[last - 1]
    amount = rents[last - 1]
    for _ in range(held - last):
        amount *= 2
        if amount >= MAX_BOARD_MONEY:
            return MAX_BOARD_MONEY
    return amount


def mortgage_value(state: TradState, d: int) -> int:
    """What the bank pays for a mortgage: half the price."""
    return state.game.price[d] // 2


def interest(state: TradState, d: int) -> int:
    """The 10% interest on the mortgage of ``d`` (rounded up)."""
    return (mortgage_value(state, d) + 9) // 10


def lift_cost(state: TradState, d: int) -> int:
    """Lifting a mortgage: the mortgage plus 10%, or the mortgage alone when the 10% was
    paid on taking the property over and its owner's first chance to lift it has not
    passed (``interest_paid``; see ``mortgages.expire_interest``)."""
    value = mortgage_value(state, d)
    return value if state.interest_paid[d] else value + interest(state, d)


def sale_value(state: TradState, d: int) -> int:
    """What the bank pays for every building on street ``d``: half their price (a hotel:
    half the price of five houses)."""
    return state.buildings[d] * state.game.house_price[d] // 2


def raisable(state: TradState, p: int) -> int:
    """Cash plus what ``p`` can raise: every building sold, every unmortgaged property
    mortgaged."""
    total = state.cash[p]
    for d in state.held[p]:
        total += sale_value(state, d)
        if not state.mortgaged[d]:
            total += mortgage_value(state, d)
    return total


def handover_total(state: TradState, p: int) -> int:
    """What ``p``'s mortgaged titles would count for, all handed to the bank (rules version
    3 on; not part of :func:`raisable`: handing them over is a choice, and a debtor who
    cannot pay otherwise may go bankrupt instead, 001)."""
    total = 0
    if state.game.whole_table:
        for d in state.held[p]:
            if state.mortgaged[d]:
                total += handover_value(state, d)
    return total


def net_worth(state: TradState, p: int) -> int:
    """The final tally's figure: cash, the printed price of each property (half for a
    mortgaged one) and the buildings at their price."""
    if state.out[p]:
        return 0
    game = state.game
    total = state.cash[p]
    for d in state.held[p]:
        total += game.price[d] - (mortgage_value(state, d) if state.mortgaged[d] else 0)
        total += state.buildings[d] * game.house_price[d]
    return total


def total_worth(state: TradState, p: int) -> int:
    """What 002's Income Tax counts as ``p``'s total worth: "el dinero en efectivo, precio
    indicado de las propiedades hipotecadas y el precio o costos" of the buildings: cash,
    the printed price of every property (mortgaged or not) and the buildings at cost."""
    game = state.game
    total = state.cash[p]
    for d in state.held[p]:
        total += game.price[d] + state.buildings[d] * game.house_price[d]
    return total


def tax_share(state: TradState, p: int, d: int) -> int:
    """The tax space ``d``'s share of ``p``'s total worth (its ``tax_percent``, rounded down)."""
    return total_worth(state, p) * state.game.tax_percent[d] // 100


def handover_value(state: TradState, d: int) -> int:
    """What a mortgaged property handed to the bank counts for as payment of a debt (004:
    "El banco descontará del valor de la propiedad el 10 % de interés"): its mortgage
    value less the 10% interest."""
    return mortgage_value(state, d) - interest(state, d)


def feeds_pot(state: TradState, reason: PaymentReason) -> bool:
    """Whether a payment to the bank for ``reason`` goes into the Free Parking pot."""
    return state.game.house_rules.free_parking_pot and reason in _POT_REASONS


def feed_pot(state: TradState, p: int, amount: int, reason: PaymentReason) -> None:
    """``p``'s payment of ``amount`` to the bank for ``reason`` goes into the Free Parking
    pot if the house rule says so (taxes, fines, card payments); the log says so, and what the pot holds."""
    if feeds_pot(state, reason):
        state.pot += amount
        state.emit(_EV_POT_FED, (("player", p), ("amount", amount), ("pot", state.pot)))


def pay_bank(state: TradState, p: int, amount: int, reason: PaymentReason) -> bool:
    """``p`` pays the bank now, or a debt opens (False). A tax or fine feeds the pot."""
    if charge(state, p, BANK, amount, reason):
        feed_pot(state, p, amount, reason)
        return True
    return False


def take_pot(state: TradState, p: int) -> None:
    """Free Parking with the pot house rule: ``p`` takes the pot."""
    if state.pot > 0:
        amount = state.pot
        state.pot = 0
        transfer(state, BANK, p, amount, _FOR_FREE_PARKING)
