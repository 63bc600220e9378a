"""Money in the traditional game: rent, mortgage values and the 10% interest, what a
player can raise, net worth, and payments to the bank (with the Free Parking pot).

**Each rule once**: the rent is :func:`rent`, a whole group :func:`owns_group`, the
mortgage value :func:`mortgage_value`, the lift cost :func:`lift_cost`, the interest
:func:`interest`, what can be raised :func:`raisable`, the tally's figure
:func:`net_worth`; the rules, the book and the queries call them.
"""

from __future__ import annotations

from typing import Final

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


def owns_group(state: TradState, p: int, g: int) -> bool:
    """Whether ``p`` owns every street of colour group ``g``."""
    for s in state.game.group_streets[g]:
        if state.owner[s] != p:
            return False
    return True


def group_mortgaged(state: TradState, g: int) -> bool:
    """Whether a street of group ``g`` is mortgaged."""
    for s in state.game.group_streets[g]:
        if state.mortgaged[s]:
            return True
    return False


def group_built(state: TradState, g: int) -> bool:
    """Whether a street of group ``g`` has a building."""
    for s in state.game.group_streets[g]:
        if state.buildings[s] > 0:
            return True
    return False


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
    owner holds the whole group and none of the group is mortgaged. A station: by how many
    stations the owner holds (twice that after a "nearest station" card, ``mode``). A
    utility: ``dice_total`` times the multiplier for how many utilities the owner holds
    (after a "nearest utility" card, ``mode``: the multiplier of holding them all, 10x).
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
        if owns_group(state, p, g) and not group_mortgaged(state, g):
            return 2 * rents[0]
        return rents[0]
    if kind == K_STATION:
        amount = rents[owned_count(state, p, game.stations) - 1]
        return 2 * amount if mode == RENT_DOUBLE_STATION else amount
    if kind == K_UTILITY:
        if mode == RENT_UTILITY_TEN:
            return rents[len(rents) - 1] * dice_total
        return rents[owned_count(state, p, game.utilities) - 1] * dice_total
    return 0


def mortgage_value(state: TradState, d: int) -> int:
    """What the bank pays for a mortgage: half the price."""
    return state.game.price[d] // 2


def interest(state: TradState, d: int) -> int:
    """The 10% interest on the mortgage of ``d`` (rounded up)."""
    return (mortgage_value(state, d) + 9) // 10


def lift_cost(state: TradState, d: int) -> int:
    """Lifting a mortgage: the mortgage plus 10%, or the mortgage alone when the 10% was
    paid this turn on taking the property over."""
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
    game = state.game
    for d in game.properties:
        if state.owner[d] == p:
            total += sale_value(state, d)
            if not state.mortgaged[d]:
                total += mortgage_value(state, d)
    return total


def net_worth(state: TradState, p: int) -> int:
    """The final tally's figure: cash, the printed price of each property (half for a
    mortgaged one) and the buildings at their price."""
    if state.out[p]:
        return 0
    game = state.game
    total = state.cash[p]
    for d in game.properties:
        if state.owner[d] == p:
            total += game.price[d] - (mortgage_value(state, d) if state.mortgaged[d] else 0)
            total += state.buildings[d] * game.house_price[d]
    return total


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
