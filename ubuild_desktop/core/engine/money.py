"""Money, U-Build's rules: rent, the salary, whole colour groups, what a player can raise,
and when mortgages may be taken and lifted (with the mortgage lister).

The mechanics are the kernel's (:mod:`.kernel.ledger`, named here too): every change of
cash goes through :func:`transfer`, which logs a :class:`Transaction` and an event;
:func:`charge` pays now or opens a :class:`Debt` (the RAISE_FUNDS phase) that ``PayDebt``
settles or ``DeclareBankruptcy`` ends; mortgages, bankruptcy and the tally take their
amounts from U-Build's rule book (:mod:`.book`), which reads them here: a mortgage is
worth the district's base rent (:func:`base_rent`), and so is lifting it.
"""

from __future__ import annotations

from typing import Final

from .actions import Action
from .game import SALARY, STADIUM_SALARY
from .kernel.ledger import (
    charge,
    check_bankrupt,
    check_mortgage,
    check_pay_debt,
    check_unmortgage,
    do_bankrupt,
    do_mortgage,
    do_pay_debt,
    do_unmortgage,
    list_bankruptcy,
    list_pay_debt,
    tally,
    transfer,
)
from .phases import Phase
from .data import StateData

__all__ = [
    "LIFT_PHASES", "MORTGAGE_PHASES", "base_rent", "charge", "check_bankrupt", "check_mortgage", "check_pay_debt",
    "check_unmortgage", "do_bankrupt", "do_mortgage", "do_pay_debt", "do_unmortgage", "doubled", "holdings_value",
    "list_bankruptcy", "list_mortgages", "list_pay_debt", "most_raisable", "owned_districts", "owns_group",
    "rent_of", "salary", "tally", "transfer", "whole_groups",
]

# When a player may mortgage: before the roll, while deciding to buy (to raise the price),
# after the roll, and to raise funds for a debt; and when a mortgage may be lifted: on
# the player's own turn, before or after the roll. (The rule table accepts Mortgage and
# Unmortgage in these phases; the mortgage lister lists lifts only in LIFT_PHASES.)
MORTGAGE_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})
LIFT_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL})


def base_rent(state: StateData, d: int) -> int:
    counted = state.industrial[d] + (0 if state.hazard_touch[d] else state.residential[d])
    return state.tables.rent_row[d][counted]


def doubled(state: StateData, d: int) -> bool:
    if state.group_skyscraper[state.tables.group[d]]:
        return True
    t = state.tower_district
    return t >= 0 and state.owner[t] == state.owner[d] and state.owner[d] >= 0


def rent_of(state: StateData, d: int) -> int:
    base = base_rent(state, d)
    return base * 2 if doubled(state, d) else base


def salary(state: StateData, p: int) -> int:
    s = state.stadium_district
    return STADIUM_SALARY if s >= 0 and state.owner[s] == p else SALARY


def owns_group(state: StateData, p: int, g: int) -> bool:
    """Whether ``p`` owns colour group ``g`` whole (``Tables.group_whole_count``)."""
    owner, t = state.owner, state.tables
    count = 0
    for x in t.group_members[g]:
        if owner[x] == p:
            count += 1
    return count == t.group_whole_count[g]


def whole_groups(state: StateData, p: int) -> list[int]:
    """The colour groups ``p`` owns whole, in group order."""
    return [g for g in range(len(state.tables.group_members)) if owns_group(state, p, g)]


def most_raisable(state: StateData, p: int) -> int:
    """Cash plus the mortgage value of every unmortgaged district ``p`` owns."""
    owner, mortgaged = state.owner, state.mortgaged
    return state.cash[p] + sum(
        base_rent(state, d) for d in range(len(owner)) if owner[d] == p and not mortgaged[d]
    )


def holdings_value(state: StateData, p: int) -> int:
    """What ``p``'s districts count for in the final tally: the rent values of the
    unmortgaged ones (U-Build's ``RuleBook.holdings_value``)."""
    return sum(
        rent_of(state, d) for d in range(len(state.owner)) if state.owner[d] == p and not state.mortgaged[d]
    )


def owned_districts(state: StateData, p: int) -> list[int]:
    """The districts ``p`` owns, in track order."""
    # A comprehension finds them faster than testing each district in a loop.
    return [d for d, o in enumerate(state.owner) if o == p]


# ------------------------------------------------------------------ listers (see rules.ACTIONS)

def list_mortgages(state: StateData, p: int, out: list[Action]) -> None:
    """Mortgages and, where the phase allows lifting one (``LIFT_PHASES``), lifts, district
    by district in track order."""
    mortgaged, t = state.mortgaged, state.tables
    lift = state.phase in LIFT_PHASES
    cash = state.cash[p]
    for d in owned_districts(state, p):
        if not mortgaged[d]:
            out.append(t.mortgage[d])
        elif lift and cash >= base_rent(state, d):
            out.append(t.unmortgage[d])
