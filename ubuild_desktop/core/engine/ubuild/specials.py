"""Special buildings, U-Build's rules: the skyscraper (a whole colour group), the stadium
(two districts of a group) and the Tower (two whole groups), with the reasons each may
not go somewhere, building them, and the lister of what a player may build now (blocks,
:mod:`.building`, and special buildings).
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import PaymentReason
from ...lattice import Cell
from ...pieces import BuildingKind
from .actions import Action, BuildSkyscraper, BuildStadium, BuildTower
from ..kernel.events import BANK
from .game import PresetRules, STADIUM_PRICE, TOWER_PRICE
from .refusals import (
    DISTRICT_MORTGAGED,
    GROUP_HAS_SKYSCRAPER,
    IT_COSTS,
    NONE_LEFT,
    NOT_AFTER_BLOCKS,
    NOT_YOURS,
    ONE_STADIUM,
    ONE_TOWER,
    SITE_NOT_TOUCHING,
    SITE_TAKEN,
    SKYSCRAPER_NEEDS_GROUP,
    STADIUM_NEEDS_TWO,
    TOWER_BY_WHOLE_GROUP,
    TOWER_NEEDS_TWO_GROUPS,
)
from .data import StateData
from .money import owned_districts, owns_group, transfer, whole_group, whole_groups
from .building import blocks_room, build_now_reason, may_build_now, place

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_FOR_SKYSCRAPER: Final = PaymentReason.SKYSCRAPER
_FOR_STADIUM: Final = PaymentReason.STADIUM
_FOR_TOWER: Final = PaymentReason.TOWER
_RESIDENTIAL: Final = BuildingKind.RESIDENTIAL
_INDUSTRIAL: Final = BuildingKind.INDUSTRIAL
_SKYSCRAPER: Final = BuildingKind.SKYSCRAPER
_STADIUM: Final = BuildingKind.STADIUM
_TOWER: Final = BuildingKind.TOWER
_STARTER: Final = PresetRules.STARTER
_SPECIAL_REASON: Final = {
    _SKYSCRAPER: _FOR_SKYSCRAPER, _STADIUM: _FOR_STADIUM, _TOWER: _FOR_TOWER,
}


def check_special(state: StateData, a: BuildSkyscraper | BuildStadium | BuildTower, p: int) -> Refusal | None:
    reason = build_now_reason(state, p)
    if reason is not None:
        return reason
    return special_reason(state, p, special_kind(a), state.district_index(a.district), state.site_index(a.site))


def special_kind(a: BuildSkyscraper | BuildStadium | BuildTower) -> BuildingKind:
    """The building a special-building action builds."""
    if isinstance(a, BuildSkyscraper):
        return _SKYSCRAPER
    return _STADIUM if isinstance(a, BuildStadium) else _TOWER


def special_reason(state: StateData, p: int, kind: BuildingKind, d: int, s: int) -> Refusal | None:
    if state.owner[d] != p:
        return NOT_YOURS
    if state.mortgaged[d]:
        return DISTRICT_MORTGAGED
    if s in state.buildings:
        return SITE_TAKEN
    if d not in state.game.sites[s].districts:
        return SITE_NOT_TOUCHING
    if state.blocks_count:
        return NOT_AFTER_BLOCKS
    if state.stock[kind] < 1:
        return NONE_LEFT[kind]
    # "There's only one in the game": even a game combining several boxes has one
    # stadium and one Tower (the state attaches each to a single district).
    if kind is _STADIUM and state.stadium_district >= 0:
        return ONE_STADIUM
    if kind is _TOWER and state.tower_district >= 0:
        return ONE_TOWER
    g = state.game.districts[d].group
    if kind is _SKYSCRAPER:
        if not owns_group(state, p, g):
            return SKYSCRAPER_NEEDS_GROUP
        if state.group_skyscraper[g]:
            return GROUP_HAS_SKYSCRAPER
        price = state.game.districts[d].card.skyscraper_price
    elif kind is _STADIUM:
        if sum(1 for x in state.game.groups[g].districts if state.owner[x] == p) < 2:
            return STADIUM_NEEDS_TWO
        price = STADIUM_PRICE
    else:
        whole = whole_groups(state, p)
        if len(whole) < 2:
            return TOWER_NEEDS_TWO_GROUPS
        if g not in whole:
            return TOWER_BY_WHOLE_GROUP
        price = TOWER_PRICE
    if state.cash[p] < price:
        return Refusal(IT_COSTS, {"price": price}, state.book)
    return None


def do_special(state: StateData, a: BuildSkyscraper | BuildStadium | BuildTower) -> None:
    p = state.turn
    d = state.game.district_by_id[a.district]
    s = state.game.site_by_cell[a.site]
    info = state.game.districts[d]
    kind = special_kind(a)
    price = info.card.skyscraper_price if kind is _SKYSCRAPER else (
        STADIUM_PRICE if kind is _STADIUM else TOWER_PRICE)
    transfer(state, p, BANK, price, _SPECIAL_REASON[kind])
    place(state, p, kind, s, d)
    state.special_built = True
    if kind is _SKYSCRAPER:
        state.group_skyscraper[info.group] = True
        state.touched()
    elif kind is _STADIUM:
        state.stadium_district = d
    else:
        state.tower_district = d
        state.touched()


def special_options(
    state: StateData, p: int, owned: list[int] | None = None, only: int = -1
) -> dict[int, tuple[bool, bool, bool]]:
    """District -> (skyscraper, stadium, Tower) allowed next to it now, for ``p``'s
    unmortgaged districts that allow at least one (the site aside: see ``_free_sites``).
    ``only`` (0, 1 or 2: an index in that triple) leaves the other two kinds False.

    The conditions of ``_special_reason`` that do not depend on the site, with the
    colour groups counted once per call. The caller checks the phase and jail.
    """
    if state.blocks_count:  # none on a turn in which blocks were bought
        return {}
    t, stock, cash = state.tables, state.stock, state.cash[p]
    can_sky = only <= 0 and stock[_SKYSCRAPER] >= 1
    can_stadium = (only < 0 or only == 1) and (
        stock[_STADIUM] >= 1 and state.stadium_district < 0 and cash >= STADIUM_PRICE)
    can_tower = (only < 0 or only == 2) and (
        stock[_TOWER] >= 1 and state.tower_district < 0 and cash >= TOWER_PRICE)
    if not (can_sky or can_stadium or can_tower):
        return {}
    mortgaged = state.mortgaged
    if owned is None:
        owned = owned_districts(state, p)
    # How many districts of each group p owns (mortgaged ones count for ownership).
    count = [0] * len(t.group_members)
    for d in owned:
        gi = t.group[d]
        count[gi] = count[gi] + 1
    whole_count = 0  # groups owned whole
    for g, c in enumerate(count):
        if whole_group(t, g, c):
            whole_count += 1
    out: dict[int, tuple[bool, bool, bool]] = {}
    for d in owned:
        if mortgaged[d]:
            continue
        g = t.group[d]
        whole = whole_group(t, g, count[g])
        sky = can_sky and whole and not state.group_skyscraper[g] and cash >= t.skyscraper_price[d]
        stadium = can_stadium and count[g] >= 2
        tower = can_tower and whole and whole_count >= 2
        if sky or stadium or tower:
            out[d] = (sky, stadium, tower)
    return out


def free_sites(state: StateData, d: int) -> list[Cell]:
    """The empty sites touching district ``d``, in site order."""
    buildings, sites = state.buildings, state.game.sites
    return [sites[s].cell for s in state.tables.district_sites[d] if s not in buildings]


def list_buildings(state: StateData, p: int, out: list[Action]) -> None:
    """Blocks and special buildings ``p`` may build now (nothing from jail).

    Equivalent to testing every candidate with ``blocks_reason`` and
    ``special_reason`` (and listed in that order), but each condition that does not
    depend on the candidate is worked out once per district, not once per candidate.
    """
    if not may_build_now(state, p):
        return
    owned = owned_districts(state, p)
    if not owned:
        return
    t = state.tables
    mortgaged, stock = state.mortgaged, state.stock
    cash = state.cash[p]
    stock_r = stock[_RESIDENTIAL]
    stock_i = 0 if state.game.rules is _STARTER else stock[_INDUSTRIAL]
    specials = special_options(state, p, owned)
    for d in owned:
        if mortgaged[d]:
            continue
        room = blocks_room(state, d)
        if room > 0:
            rp, ip = t.residential_price[d], t.industrial_price[d]
            if cash >= rp:  # the cheapest block (industrial ones cost more)
                for total, r, i, action in t.build[d]:
                    if total > room:
                        break
                    if r <= stock_r and i <= stock_i and r * rp + i * ip <= cash:
                        out.append(action)
        allowed = specials.get(d)
        if allowed is None:
            continue
        sky, stadium, tower = allowed
        card_id = t.district_id[d]
        for cell in free_sites(state, d):
            if sky:
                out.append(BuildSkyscraper(card_id, cell))
            if stadium:
                out.append(BuildStadium(card_id, cell))
            if tower:
                out.append(BuildTower(card_id, cell))
