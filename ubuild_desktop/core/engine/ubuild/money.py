"""Money, U-Build's rules: rent, net worth, the salary, whole colour groups, what a player
can raise, and when mortgages may be taken and lifted (with the mortgage lister).

The mechanics are the kernel's (:mod:`.kernel.ledger`, named here too): every change of
cash goes through :func:`transfer`, which logs a :class:`Transaction` and an event;
:func:`charge` pays now or opens a :class:`Debt` (the RAISE_FUNDS phase) that ``PayDebt``
settles or ``DeclareBankruptcy`` ends; mortgages, bankruptcy and the tally take their
amounts from U-Build's rule book (:mod:`.book`), which reads them here: a mortgage is
worth the district's base rent (:func:`base_rent`), and so is lifting it; the tally
ranks by :func:`net_worth`.
"""

from __future__ import annotations

from typing import Final

from .actions import Action
from .game import SALARY, STADIUM_SALARY
from ..kernel.ledger import (
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
from ..kernel.phases import Phase
from .data import StateData
from .tables import Tables

__all__ = [
    "LIFT_PHASES", "MORTGAGE_PHASES", "base_rent", "charge", "check_bankrupt", "check_mortgage", "check_pay_debt",
    "check_unmortgage", "counted_blocks", "counted_now", "do_bankrupt", "do_mortgage", "do_pay_debt",
    "do_unmortgage", "doubled", "doubles", "holds_group", "list_bankruptcy", "list_mortgages", "list_pay_debt", "most_raisable",
    "net_worth", "owned_districts", "owns_group", "rent", "rent_for", "rent_of", "rent_values", "salary", "tally",
    "tower_owner", "transfer", "whole_group", "whole_groups",
]

# When a player may mortgage: before the roll, while deciding to buy (to raise the price),
# after the roll, and to raise funds for a debt; and when a mortgage may be lifted: on
# the player's own turn, before or after the roll. (The rule table accepts Mortgage and
# Unmortgage in these phases; the mortgage lister lists lifts only in LIFT_PHASES.)
MORTGAGE_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})
LIFT_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL})


# ------------------------------------------------------------------ rent
#
# The book's rent rule, written once (GAME_MODEL.md section 6, docs/RULES.md "Buying,
# auctions, rent"): no counted blocks -> land rent; else the card's rent for the number of
# counted blocks, where a district touched by a hazard counts its industrial blocks only;
# doubled (once, never four times) if a skyscraper stands in its colour group or its owner
# owns the Tower; a mortgaged district charges nothing. The engine, the queries, the
# computer players' board view and the play view all reach it through these functions.


def counted_blocks(residential: int, industrial: int, hazard: bool) -> int:
    """The blocks a district's rent counts: its industrial blocks, and its residential
    ones too unless a hazard touches it (``hazard``)."""
    return industrial if hazard else industrial + residential


def doubles(skyscraper_in_group: bool, owner: int, tower_owner: int) -> bool:
    """Whether a district held by ``owner`` charges double: a skyscraper stands in its
    colour group, or its owner owns the Tower (``tower_owner``: who owns the district the
    Tower stands next to, -1 if nobody). Both together still double once."""
    return skyscraper_in_group or (owner >= 0 and owner == tower_owner)


def rent(rents: tuple[int, ...], counted: int, doubled: bool) -> int:
    """The rent of a district whose card's rents are ``rents`` (``Tables.rent_row[d]``:
    ``rents[0]`` the land rent, ``rents[n]`` the rent for ``n`` counted blocks, up to
    ``MAX_BLOCKS``), with ``counted`` counted blocks, doubled or not."""
    card_rent = rents[counted]
    return card_rent * 2 if doubled else card_rent


def counted_now(state: StateData, d: int) -> int:
    """District ``d``'s counted blocks now."""
    return counted_blocks(state.residential[d], state.industrial[d], state.hazard_touch[d] > 0)


def tower_owner(state: StateData, owners: list[int] | None = None) -> int:
    """Who owns the district the Tower stands next to (-1: no Tower, or the bank's), with
    this ownership map (``owners``, by default the state's)."""
    t = state.tower_district
    if t < 0:
        return -1
    return (state.owner if owners is None else owners)[t]


def doubled(state: StateData, d: int) -> bool:
    """Whether district ``d`` charges double now (see :func:`doubles`)."""
    return doubles(state.group_skyscraper[state.tables.group[d]], state.owner[d], tower_owner(state))


def base_rent(state: StateData, d: int, residential: int | None = None, industrial: int | None = None,
              hazard: bool | None = None) -> int:
    """District ``d``'s rent counting blocks only, without doubling: its mortgage value
    (what a mortgage raises, and what lifting it costs). The computer players ask it for
    other blocks or hazard than the current ones (``residential``, ``industrial``,
    ``hazard``: None keeps the current)."""
    if residential is None and industrial is None and hazard is None:
        return rent(state.tables.rent_row[d], counted_now(state, d), False)
    r = state.residential[d] if residential is None else residential
    i = state.industrial[d] if industrial is None else industrial
    h = state.hazard_touch[d] > 0 if hazard is None else hazard
    return rent(state.tables.rent_row[d], counted_blocks(r, i, h), False)


def rent_for(state: StateData, d: int, owner: int, owners: list[int] | None = None,
             residential: int | None = None, industrial: int | None = None, hazard: bool | None = None) -> int:
    """What a lander would pay on ``d`` if ``owner`` held it unmortgaged, with this
    ownership map (``owners``, by default the state's) and the given (or current) blocks
    and hazard: :func:`rent_of` for a position the computer players imagine."""
    r = state.residential[d] if residential is None else residential
    i = state.industrial[d] if industrial is None else industrial
    h = state.hazard_touch[d] > 0 if hazard is None else hazard
    double = doubles(state.group_skyscraper[state.tables.group[d]], owner, tower_owner(state, owners))
    return rent(state.tables.rent_row[d], counted_blocks(r, i, h), double)


def rent_of(state: StateData, d: int) -> int:
    """What a lander pays on district ``d`` now if its owner holds it unmortgaged: its rent
    value, doubling included."""
    return rent(state.tables.rent_row[d], counted_now(state, d), doubled(state, d))


def rent_values(state: StateData, p: int) -> int:
    """The rent values (doubling included) of ``p``'s unmortgaged districts."""
    owner, mortgaged = state.owner, state.mortgaged
    rows, group, sky = state.tables.rent_row, state.tables.group, state.group_skyscraper
    tower = tower_owner(state)  # the same for every district: asked once
    value = 0
    for d in range(len(owner)):
        if owner[d] == p and not mortgaged[d]:
            # rent_of(state, d), with the Tower's owner asked once
            value += rent(rows[d], counted_now(state, d), doubles(sky[group[d]], p, tower))
    return value


def net_worth(state: StateData, p: int) -> int:
    """What the final tally counts for ``p``: cash plus the rent values (doubling included)
    of their unmortgaged districts (GAME_MODEL.md section 6: "as another player would pay")."""
    return state.cash[p] + rent_values(state, p)


def salary(state: StateData, p: int) -> int:
    s = state.stadium_district
    return STADIUM_SALARY if s >= 0 and state.owner[s] == p else SALARY


def whole_group(t: Tables, g: int, count: int) -> bool:
    """The whole-group rule, written once: holding ``count`` districts of colour group
    ``g`` (mortgaged ones count) is holding it whole when they are all of its districts on
    the track, and at least the book's least (``Tables.group_whole_count``). Whoever
    counts a player's districts group by group for other needs too (the special
    buildings' lister, the computer players' figures) asks this with the count."""
    return count == t.group_whole_count[g]


def holds_group(owners: list[int], t: Tables, p: int, g: int) -> bool:
    """Whether ``p`` holds colour group ``g`` whole with this ownership map (``owners``:
    the state's, or one a computer player imagines)."""
    count = 0
    for x in t.group_members[g]:
        if owners[x] == p:
            count += 1
    return whole_group(t, g, count)


def owns_group(state: StateData, p: int, g: int) -> bool:
    """Whether ``p`` owns colour group ``g`` whole now (:func:`whole_group`)."""
    return holds_group(state.owner, state.tables, p, g)


def whole_groups(state: StateData, p: int) -> list[int]:
    """The colour groups ``p`` owns whole, in group order."""
    return [g for g in range(len(state.tables.group_members)) if owns_group(state, p, g)]


def most_raisable(state: StateData, p: int) -> int:
    """Cash plus the mortgage value of every unmortgaged district ``p`` owns."""
    owner, mortgaged = state.owner, state.mortgaged
    return state.cash[p] + sum(
        base_rent(state, d) for d in range(len(owner)) if owner[d] == p and not mortgaged[d]
    )


def owned_districts(state: StateData, p: int) -> list[int]:
    """The districts ``p`` owns, in track order."""
    # A comprehension finds them faster than testing each district in a loop.
    return [d for d, o in enumerate(state.owner) if o == p]


# ------------------------------------------------------------------ listers (see table.ACTIONS)

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
