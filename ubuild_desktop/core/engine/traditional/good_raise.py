"""The traditional good player's choices with the mortgages and the buildings it holds
(:mod:`.good`'s decisions call them): which mortgage to lift, keeping a reserve, which
to take (:func:`least_harmful_mortgage`: the least rent lost for its cash,
:func:`.good_value.loss_ratio`), and how to raise money the least harmful way
(:func:`raise_funds`).
"""

from __future__ import annotations

from ..kernel.actions import Action, DeclareBankruptcy, Mortgage, PayDebt, Unmortgage
from .actions import SellBuilding, SellGroupBuildings
from .game import K_STREET
from .good_value import loss_ratio
from .money import lift_cost, mortgage_value, owns_group
from .player import first, hand_over_choice
from .state import TradState


def lift_choice(state: TradState, p: int, legal: list[Action], keep: int, groups: bool) -> Action | None:
    """A mortgage to lift keeping ``keep``: on a street of a whole group (``groups``: so it
    can be built on), or any other."""
    game = state.game
    for a in legal:
        if type(a) is not Unmortgage:
            continue
        d = game.id_index[a.district]
        in_group = game.kind[d] == K_STREET and owns_group(state, p, game.group[d])
        if in_group == groups and state.cash[p] - lift_cost(state, d) >= keep:
            return a
    return None


def least_harmful_mortgage(state: TradState, p: int, legal: list[Action], odds: list[float], groups: bool,
                           least: int = 0) -> Action | None:
    """The mortgage among ``legal`` that loses the least rent for its cash
    (:func:`.good_value.loss_ratio`; the first of equals), raising at least ``least``;
    on any property (``groups``), or only outside ``p``'s whole groups."""
    game = state.game
    best: Action | None = None
    best_loss = 0.0
    for a in legal:
        if type(a) is not Mortgage:
            continue
        d = game.id_index[a.district]
        if not groups and game.kind[d] == K_STREET and owns_group(state, p, game.group[d]):
            continue
        if mortgage_value(state, d) < least:
            continue
        loss = loss_ratio(state, d, odds)
        if best is None or loss < best_loss:
            best, best_loss = a, loss
    return best


def raise_funds(state: TradState, p: int, legal: list[Action], odds: list[float]) -> Action:
    """Pay when possible; else the least harmful first: a mortgage outside the whole
    groups, a building sold (evenly: the rules list only those), any mortgage, a group's
    buildings at once (a hotel the bank has no houses to break), bankruptcy last."""
    game = state.game
    for a in legal:
        if type(a) is PayDebt:
            return a
    best = least_harmful_mortgage(state, p, legal, odds, False)
    if best is not None:
        return best
    best_loss = 0.0
    for a in legal:
        if type(a) is SellBuilding:
            d = game.id_index[a.street]
            built = state.buildings[d]
            lower = game.rents[d][built - 1] if built > 1 else 2 * game.rents[d][0]
            loss = odds[d] * (game.rents[d][built] - lower) / game.house_price[d]
            if best is None or loss < best_loss:
                best, best_loss = a, loss
    if best is not None:
        return best
    best = least_harmful_mortgage(state, p, legal, odds, True)
    if best is not None:
        return best
    for a in legal:
        if type(a) is SellGroupBuildings:
            return a
    hand = hand_over_choice(state, p, legal)
    if hand is not None:
        return hand
    return first(legal, DeclareBankruptcy)
