"""Building: blocks (bought or free), skyscrapers, the stadium, the Tower, bonus
buildings and hazards (placing and moving them), with the reasons each may not go somewhere.
"""

from __future__ import annotations

import operator
from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, PaymentReason
from ...lattice import Cell
from ...pieces import BuildingKind
from .actions import (
    Action,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Done,
    FreeBlocks,
    MoveHazard,
    PlaceBonus,
    PlaceHazard,
)
from ..kernel.events import BANK
from .game import (
    BLOCKS_PER_TURN,
    HAZARD_MOVE_PRICE,
    MAX_BLOCKS,
    PAID_HAZARD_MOVES_PER_TURN,
    PresetRules,
    STADIUM_PRICE,
    TOWER_PRICE,
)
from ..kernel.phases import Phase
from .refusals import (
    ADJACENT_MOVE,
    AT_LEAST_ONE_BLOCK,
    BLOCKS_A_DISTRICT,
    BLOCKS_A_TURN,
    BLOCKS_COST,
    BONUS_BY_YOURS,
    BONUS_NOT_BY_HAZARD,
    BOX_OUT_OF_BLOCKS,
    DISTRICT_MORTGAGED,
    FREE_BLOCKS_EXACTLY,
    FREE_BLOCK_EXACTLY,
    FREE_BLOCKS_INDUSTRIAL,
    FREE_BLOCKS_RESIDENTIAL,
    GROUP_HAS_SKYSCRAPER,
    HAZARD_BY_OTHERS,
    HAZARD_MOVES_A_TURN,
    HAZARD_MOVE_COSTS,
    HAZARD_NOT_BY_BONUS,
    IN_JAIL_NO_BUILDING,
    IN_JAIL_NO_HAZARD_MOVES,
    IT_COSTS,
    NONE_LEFT,
    NOT_AFTER_BLOCKS,
    NOT_NOW,
    NOT_YOURS,
    NO_BLOCKS_AFTER_SPECIAL,
    NO_BONUS_LEFT,
    NO_HAZARD_LEFT,
    NO_HAZARD_THERE,
    NO_ROOM_FOR_FREE_BLOCKS,
    ONE_DISTRICT_A_TURN,
    ONE_STADIUM,
    ONE_TOWER,
    PAID_MOVE_OFF_YOURS,
    PAID_MOVE_OF_YOURS,
    SAME_HAZARD,
    SITE_NOT_TOUCHING,
    SITE_TAKEN,
    SKYSCRAPER_NEEDS_GROUP,
    STADIUM_NEEDS_TWO,
    STARTER_RESIDENTIAL_ONLY,
    TOWER_BY_WHOLE_GROUP,
    TOWER_NEEDS_TWO_GROUPS,
)
from .data import StateData, resume
from .money import owned_districts, owns_group, transfer, whole_groups
from .records import BlockOptions, Building

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_BUILT: Final = EventKind.BUILT
_EV_BUILT_BLOCKS: Final = EventKind.BUILT_BLOCKS
_EV_HAZARD_MOVED: Final = EventKind.HAZARD_MOVED
_FOR_BLOCKS: Final = PaymentReason.BLOCKS
_FOR_HAZARD_MOVE: Final = PaymentReason.HAZARD_MOVE
_FOR_SKYSCRAPER: Final = PaymentReason.SKYSCRAPER
_FOR_STADIUM: Final = PaymentReason.STADIUM
_FOR_TOWER: Final = PaymentReason.TOWER

# Final: the compiled build keeps each in a C variable instead of looking it up on the enum.
_RESIDENTIAL: Final = BuildingKind.RESIDENTIAL
_INDUSTRIAL: Final = BuildingKind.INDUSTRIAL
_HAZARD: Final = BuildingKind.HAZARD
_BONUS: Final = BuildingKind.BONUS
_SKYSCRAPER: Final = BuildingKind.SKYSCRAPER
_STADIUM: Final = BuildingKind.STADIUM
_TOWER: Final = BuildingKind.TOWER
_STARTER: Final = PresetRules.STARTER
_POST_ROLL: Final = Phase.POST_ROLL
_SPECIAL_REASON: Final = {
    _SKYSCRAPER: _FOR_SKYSCRAPER, _STADIUM: _FOR_STADIUM, _TOWER: _FOR_TOWER,
}


# ------------------------------------------------------------------ when, and how many blocks
#
# The book's building limits, written once (GAME_MODEL.md sections 4 and 5, docs/RULES.md
# "Building"): a player builds on their own turn, after the roll, never from jail; up to
# MAX_BLOCKS blocks stand on a district, residential and industrial mixed; at most
# BLOCKS_PER_TURN are bought a turn, all on one district, and none after a special
# building that turn (free blocks from a card are not bought: only the district's room
# limits them). The engine's checks and listers, the queries, the computer players and
# the play view (through the queries) all ask these functions.


def may_build_now(state: StateData, p: int) -> bool:
    """Whether ``p`` may build now: on their own turn, after the roll, and not from jail."""
    return state.phase is _POST_ROLL and state.turn == p and not state.in_jail[p]


def build_now_reason(state: StateData, p: int) -> Refusal | None:
    """Why ``p`` may not build now (see :func:`may_build_now`), or None."""
    if may_build_now(state, p):
        return None
    return IN_JAIL_NO_BUILDING if state.in_jail[p] else Refusal(NOT_NOW, {"phase": state.phase})


def district_room(state: StateData, d: int) -> int:
    """How many more blocks district ``d`` has room for (``MAX_BLOCKS`` stand on one)."""
    return MAX_BLOCKS - state.residential[d] - state.industrial[d]


def turn_room(state: StateData, d: int) -> int:
    """How many more blocks may be bought this turn on district ``d``, its room aside:
    ``BLOCKS_PER_TURN`` a turn, all on one district, none after a special building."""
    blocks_district = state.blocks_district
    if state.special_built or (blocks_district != -1 and blocks_district != d):
        return 0
    return BLOCKS_PER_TURN - state.blocks_count


def blocks_room(state: StateData, d: int) -> int:
    """How many blocks may be bought on district ``d`` now, the box and cash aside: the
    smaller of :func:`turn_room` and :func:`district_room`."""
    turn, district = turn_room(state, d), district_room(state, d)
    return turn if turn < district else district


def block_options(state: StateData, p: int, d: int) -> BlockOptions:
    """How many blocks ``p`` may buy on district ``d`` now, of each kind and in all (0s if
    none), with their prices: :func:`block_counts` as a named record."""
    t = state.tables
    total, residential, industrial = block_counts(state, p, d)
    return BlockOptions(total, residential, industrial, t.residential_price[d], t.industrial_price[d])


def block_counts(state: StateData, p: int, d: int) -> tuple[int, int, int]:
    """(in all, residential, industrial): the most blocks ``p`` may buy on district ``d``
    now: :func:`may_build_now`, an unmortgaged district of theirs, :func:`blocks_room`,
    the box (Starter: residential blocks only) and their cash. (A plain tuple: the
    compiled build hands it back without making an object, and the good player asks at
    every decision after its roll.)"""
    if not may_build_now(state, p) or block_place_reason(state, p, d) is not None:
        return 0, 0, 0
    t = state.tables
    rp, ip = t.residential_price[d], t.industrial_price[d]
    room = blocks_room(state, d)
    cash = state.cash[p]
    # (Two-argument min and max: the compiled build makes them integer comparisons.)
    max_r = min(min(room, state.stock[_RESIDENTIAL]), cash // rp)
    max_i = 0 if state.game.rules is _STARTER else min(min(room, state.stock[_INDUSTRIAL]), cash // ip)
    # Residential blocks are the cheaper kind, so the most blocks come from taking as
    # many residential ones as possible, then industrial ones with what is left.
    extra_i = max(0, min(min(max_i, room - max_r), (cash - max_r * rp) // ip))
    return max_r + extra_i, max_r, max_i


def check_build(state: StateData, a: BuildBlocks, p: int) -> Refusal | None:
    return blocks_reason(state, p, state.district_index(a.district), a.residential, a.industrial)


def check_free_blocks(state: StateData, a: FreeBlocks, p: int) -> Refusal | None:
    return free_blocks_reason(state, p, state.district_index(a.district), a.residential, a.industrial)


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


def check_bonus(state: StateData, a: PlaceBonus, p: int) -> Refusal | None:
    return bonus_reason(state, p, state.site_index(a.site))


def check_hazard(state: StateData, a: PlaceHazard, p: int) -> Refusal | None:
    return hazard_reason(state, p, state.site_index(a.site))


def check_move_hazard(state: StateData, a: MoveHazard, p: int) -> Refusal | None:
    return move_reason(state, p, state.site_index(a.source), state.site_index(a.target))


def block_place_reason(state: StateData, p: int, d: int) -> Refusal | None:
    if state.owner[d] != p:
        return NOT_YOURS
    if state.mortgaged[d]:
        return DISTRICT_MORTGAGED
    return None


def blocks_reason(state: StateData, p: int, d: int, r: int, i: int) -> Refusal | None:
    """Why ``p`` may not buy ``r`` residential and ``i`` industrial blocks on district
    ``d`` now, or None (the limits are :func:`turn_room` and :func:`district_room`)."""
    reason = build_now_reason(state, p) or block_place_reason(state, p, d)
    if reason:
        return reason
    if r < 0 or i < 0 or r + i < 1:
        return AT_LEAST_ONE_BLOCK
    if i and state.game.rules is _STARTER:
        return STARTER_RESIDENTIAL_ONLY
    if r + i > turn_room(state, d):  # which of its three limits, in the book's words
        if state.special_built:
            return NO_BLOCKS_AFTER_SPECIAL
        if state.blocks_district != d and state.blocks_district != -1:
            return ONE_DISTRICT_A_TURN
        return Refusal(BLOCKS_A_TURN, {"most": BLOCKS_PER_TURN, "bought": state.blocks_count})
    if r + i > district_room(state, d):
        return Refusal(BLOCKS_A_DISTRICT, {"most": MAX_BLOCKS})
    if r > state.stock[_RESIDENTIAL] or i > state.stock[_INDUSTRIAL]:
        return BOX_OUT_OF_BLOCKS
    t = state.tables
    cost = r * t.residential_price[d] + i * t.industrial_price[d]
    if cost > state.cash[p]:
        return Refusal(BLOCKS_COST, {"cost": cost}, state.book)
    return None


def free_block_count(state: StateData, d: int) -> int:
    gift = state.free_blocks
    assert gift is not None
    block = gift.block
    room = district_room(state, d)  # free blocks are not bought: the turn's limit does not apply
    avail = 0
    if block in ("residential", "either"):
        avail += state.stock[_RESIDENTIAL]
    if block in ("industrial", "either") and state.game.rules is not _STARTER:
        avail += state.stock[_INDUSTRIAL]
    return max(0, min(gift.count, room, avail))


def free_blocks_reason(state: StateData, p: int, d: int, r: int, i: int) -> Refusal | None:
    reason = block_place_reason(state, p, d)
    if reason:
        return reason
    assert state.free_blocks is not None
    block = state.free_blocks.block
    n = free_block_count(state, d)
    if n < 1:
        return NO_ROOM_FOR_FREE_BLOCKS
    if r < 0 or i < 0 or r + i != n:
        return Refusal(FREE_BLOCKS_EXACTLY, {"count": n}) if n != 1 else FREE_BLOCK_EXACTLY
    if i and (block == "residential" or state.game.rules is _STARTER):
        return FREE_BLOCKS_RESIDENTIAL
    if r and block == "industrial":
        return FREE_BLOCKS_INDUSTRIAL
    if r > state.stock[_RESIDENTIAL] or i > state.stock[_INDUSTRIAL]:
        return BOX_OUT_OF_BLOCKS
    return None


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


def bonus_reason(state: StateData, p: int, s: int) -> Refusal | None:
    if state.stock[_BONUS] < 1:
        return NO_BONUS_LEFT
    if s in state.buildings:
        return SITE_TAKEN
    site = state.game.sites[s]
    if not any(state.owner[d] == p for d in site.districts):
        return BONUS_BY_YOURS
    if any(state.hazard_touch[d] for d in site.districts):
        return BONUS_NOT_BY_HAZARD
    return None


def hazard_reason(state: StateData, p: int, s: int) -> Refusal | None:
    if state.stock[_HAZARD] < 1:
        return NO_HAZARD_LEFT
    if s in state.buildings:
        return SITE_TAKEN
    site = state.game.sites[s]
    if not any(state.owner[d] not in (-1, p) for d in site.districts):
        return HAZARD_BY_OTHERS
    if any(state.bonus_touch[d] for d in site.districts):
        return HAZARD_NOT_BY_BONUS
    return None


def placement_sites(state: StateData, p: int) -> tuple[set[int], set[int]]:
    """(bonus, hazard): the site indices where ``p`` may place each kind now.

    The same sites as ``_bonus_reason`` / ``_hazard_reason`` accept, worked out per
    district rather than per site (a site touches a district exactly when it is among
    that district's sites): a bonus goes on a free site touching one of ``p``'s
    districts and no hazard-touched district; a hazard on a free site touching
    another player's district and no bonus-touched district.
    """
    return bonus_placements(state, p), hazard_placements(state, p)


def bonus_placements(state: StateData, p: int) -> set[int]:
    bonus: set[int] = set()
    if state.stock[_BONUS] < 1:
        return bonus
    district_sites = state.tables.district_sites
    for d, o in enumerate(state.owner):
        if o == p:
            bonus.update(district_sites[d])
    if bonus:
        for d, touched in enumerate(state.hazard_touch):
            if touched:
                bonus.difference_update(district_sites[d])
        bonus.difference_update(state.buildings)
    return bonus


def hazard_placements(state: StateData, p: int) -> set[int]:
    hazard: set[int] = set()
    if state.stock[_HAZARD] < 1:
        return hazard
    district_sites = state.tables.district_sites
    for d, o in enumerate(state.owner):
        if o != p and o != -1:
            hazard.update(district_sites[d])
    if hazard:
        for d, touched in enumerate(state.bonus_touch):
            if touched:
                hazard.difference_update(district_sites[d])
        hazard.difference_update(state.buildings)
    return hazard


def target_reason(state: StateData, src: int, dst: int) -> Refusal | None:
    b = state.buildings.get(src)
    if b is None or b.kind is not _HAZARD:
        return NO_HAZARD_THERE
    return step_reason(state, src, dst)


def step_reason(state: StateData, src: int, dst: int) -> Refusal | None:
    """Why a hazard on ``src`` may not take one move to ``dst`` (the geometry and the
    bonus-building exclusion; the caller knows there is a hazard to move)."""
    if dst not in state.game.sites[src].neighbours:
        return ADJACENT_MOVE
    if dst in state.buildings:
        return SITE_TAKEN
    if any(state.bonus_touch[d] for d in state.game.sites[dst].districts):
        return HAZARD_NOT_BY_BONUS
    return None


def move_reason(state: StateData, p: int, src: int, dst: int) -> Refusal | None:
    phase = state.phase
    paid = phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE
    if paid:
        if state.in_jail[p]:
            return IN_JAIL_NO_HAZARD_MOVES
        if phase is Phase.PAID_MOVE and src != state.paid_at:
            return SAME_HAZARD
        if state.paid_moves >= PAID_HAZARD_MOVES_PER_TURN:
            return Refusal(HAZARD_MOVES_A_TURN, {"most": PAID_HAZARD_MOVES_PER_TURN})
        if state.cash[p] < HAZARD_MOVE_PRICE:
            return Refusal(HAZARD_MOVE_COSTS, {"price": HAZARD_MOVE_PRICE}, state.book)
    elif phase is Phase.HAZARD_MOVES and state.moving_site >= 0 and src != state.moving_site:
        return SAME_HAZARD
    reason = target_reason(state, src, dst)
    if reason is None and paid:
        reason = paid_move_reason(state, p, src, dst)
    return reason


def paid_move_reason(state: StateData, p: int, src: int, dst: int) -> Refusal | None:
    """Why ``p`` may not pay to move the hazard on ``src`` to ``dst`` under the
    paid-move rule (the plain move is allowed; the caller checked it).

    The second paid move of the hazard that this turn's first one moved continues
    it: both are judged from where the hazard stood before the first. A first move
    that leaves it on every one of ``p``'s districts it touched is allowed only when
    a second move can then take it off one of them (two moves left, the price of
    both in hand, such a move open); the game then waits for that move
    (``Phase.PAID_MOVE``), so a paid move never ends with nothing taken off.
    """
    if state.game.rules_version < 2:
        return None  # rules version 1: any hazard, anywhere
    continuing = src == state.paid_at
    mine = own_districts_at(state, p, state.paid_from if continuing else src)
    if not mine:
        return PAID_MOVE_OF_YOURS
    if takes_off(state, mine, dst):
        return None
    if (
        continuing or state.paid_moves + 2 > PAID_HAZARD_MOVES_PER_TURN
        or state.cash[p] < 2 * HAZARD_MOVE_PRICE or not completing_moves(state, src, dst, mine)
    ):
        return PAID_MOVE_OFF_YOURS
    return None


def own_districts_at(state: StateData, p: int, s: int) -> list[int]:
    """``p``'s districts that site ``s`` touches."""
    owner = state.owner
    return [d for d in state.game.sites[s].districts if owner[d] == p]


def takes_off(state: StateData, mine: list[int], s: int) -> bool:
    """Whether a hazard on site ``s`` no longer touches one of the districts ``mine``."""
    there = state.game.sites[s].districts
    for d in mine:
        if d not in there:
            return True
    return False


def completing_moves(state: StateData, src: int, mid: int, mine: list[int]) -> list[int]:
    """The sites a hazard moved from ``src`` to ``mid`` could take a second move to
    that take it off one of ``mine`` (``src`` itself never does: it touches them all)."""
    out: list[int] = []
    for n in state.game.sites[mid].neighbours:
        if n != src and step_reason(state, mid, n) is None and takes_off(state, mine, n):
            out.append(n)
    return out


def hazard_move_pairs(state: StateData, only: int) -> list[tuple[int, int]]:
    """(source, target) site pairs of every legal single hazard move (of ``only`` if >= 0)."""
    out: list[tuple[int, int]] = []
    buildings = state.buildings
    if not buildings:
        return out
    sites = state.game.sites
    blocked = None  # sites touching a bonus-touched district, worked out when first needed
    # One given source needs no sort of every building.
    sources = sorted(buildings) if only < 0 else [only] if only in buildings else []
    for s in sources:
        if buildings[s].kind is not _HAZARD:
            continue
        if blocked is None:
            blocked = bonus_blocked_sites(state)
        # The conditions of _target_reason, for a source known to hold a hazard.
        for n in sites[s].neighbours:
            if n not in buildings and n not in blocked:
                out.append((s, n))
    return out


def bonus_blocked_sites(state: StateData) -> set[int]:
    """Sites touching a district that a bonus building touches (no hazard may go there)."""
    district_sites = state.tables.district_sites
    blocked: set[int] = set()
    if not any(state.bonus_touch):  # the usual case, answered without a Python loop
        return blocked
    for d, touched in enumerate(state.bonus_touch):
        if touched:
            blocked.update(district_sites[d])
    return blocked


def do_build(state: StateData, a: BuildBlocks) -> None:
    p = state.turn
    d = state.game.district_by_id[a.district]
    t = state.tables
    cost = a.residential * t.residential_price[d] + a.industrial * t.industrial_price[d]
    transfer(state, p, BANK, cost, _FOR_BLOCKS, d)
    add_blocks(state, p, d, a.residential, a.industrial)
    state.blocks_district = d
    state.blocks_count += a.residential + a.industrial


def add_blocks(state: StateData, p: int, d: int, r: int, i: int) -> None:
    state.residential[d] = state.residential[d] + r
    state.industrial[d] = state.industrial[d] + i
    state.stock[_RESIDENTIAL] = state.stock[_RESIDENTIAL] - r
    state.stock[_INDUSTRIAL] = state.stock[_INDUSTRIAL] - i
    t = state.tables
    state.emit(_EV_BUILT_BLOCKS, (
        ("player", p),
        ("district", t.district_id[d]),
        ("name", t.district_name[d]),
        ("residential", r),
        ("industrial", i),
    ))


def do_free_blocks(state: StateData, a: FreeBlocks) -> None:
    p = state.turn
    add_blocks(state, p, state.game.district_by_id[a.district], a.residential, a.industrial)
    state.free_blocks = None
    resume(state)


def place(state: StateData, p: int, kind: BuildingKind, s: int, d: int) -> None:
    names = state.named_left.get(kind)
    name = names.pop(0) if names else kind.value
    state.stock[kind] = state.stock[kind] - 1
    state.buildings[s] = Building(kind, name, d)
    site = state.game.sites[s]
    if kind is _HAZARD:
        for x in site.districts:
            state.hazard_touch[x] = state.hazard_touch[x] + 1
    elif kind is _BONUS:
        for x in site.districts:
            state.bonus_touch[x] = state.bonus_touch[x] + 1
    state.emit(_EV_BUILT, (
        ("player", p),
        ("building", kind.value),
        ("name", name),
        ("site", state.tables.site_label[s]),
        ("district", state.game.districts[d].card.id if d >= 0 else None),
    ))


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
    elif kind is _STADIUM:
        state.stadium_district = d
    else:
        state.tower_district = d


def do_bonus(state: StateData, a: PlaceBonus) -> None:
    place(state, state.turn, _BONUS, state.game.site_by_cell[a.site], -1)
    resume(state)


def do_hazard(state: StateData, a: PlaceHazard) -> None:
    place(state, state.turn, _HAZARD, state.game.site_by_cell[a.site], -1)
    resume(state)


def do_move_hazard(state: StateData, a: MoveHazard) -> None:
    p = state.turn
    g = state.game
    src, dst = g.site_by_cell[a.source], g.site_by_cell[a.target]
    phase = state.phase
    if phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE:
        transfer(state, p, BANK, HAZARD_MOVE_PRICE, _FOR_HAZARD_MOVE)
        state.paid_moves += 1
        first = src != state.paid_at  # the first paid move of this hazard this turn
        if first:
            state.paid_from = src
        state.paid_at = dst
        if phase is Phase.PAID_MOVE:
            state.phase = Phase.POST_ROLL  # the owed move is made
        elif first and state.game.rules_version >= 2 and not takes_off(state, own_districts_at(state, p, src), dst):
            state.phase = Phase.PAID_MOVE  # a second move must take it off (see _paid_move_reason)
    building = state.buildings.pop(src)
    state.buildings[dst] = building
    for x in g.sites[src].districts:
        state.hazard_touch[x] = state.hazard_touch[x] - 1
    for x in g.sites[dst].districts:
        state.hazard_touch[x] = state.hazard_touch[x] + 1
    labels = state.tables.site_label
    state.emit(_EV_HAZARD_MOVED, (("player", p), ("source", labels[src]), ("target", labels[dst])))
    if state.phase is Phase.PLANNING or state.phase is Phase.HAZARD_MOVES:
        state.phase = Phase.HAZARD_MOVES
        state.moving_site = dst
        state.free_moves_left -= 1
        if state.free_moves_left <= 0 or not hazard_move_pairs(state, dst):
            state.moving_site = -1
            resume(state)


def do_done(state: StateData, a: Done) -> None:
    state.moving_site = -1
    state.free_moves_left = 0
    resume(state)


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
    whole_count = sum(map(operator.eq, count, t.group_whole_count))  # groups owned whole
    out: dict[int, tuple[bool, bool, bool]] = {}
    for d in owned:
        if mortgaged[d]:
            continue
        g = t.group[d]
        whole = count[g] == t.group_whole_count[g]
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


# ------------------------------------------------------------------ listers (see rules.ACTIONS)

_DONE: Final = Done()  # an action without fields: one shared instance


def list_placements(state: StateData, p: int, out: list[Action]) -> None:
    """Planning Permission: a bonus building or a hazard on each site that takes one, site
    by site."""
    bonus, hazard = placement_sites(state, p)
    t = state.tables
    for s in sorted(bonus | hazard):
        if s in bonus:
            out.append(t.place_bonus[s])
        if s in hazard:
            out.append(t.place_hazard[s])


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


def list_hazard_moves(state: StateData, p: int, out: list[Action]) -> None:
    """Hazard moves: free ones (Planning Permission, a card) or paid ones (after the
    roll, and the owed second one), with the paid-move rule checked on each."""
    phase = state.phase
    if phase is Phase.POST_ROLL and (state.in_jail[p] or state.paid_moves >= PAID_HAZARD_MOVES_PER_TURN
                                     or state.cash[p] < HAZARD_MOVE_PRICE):
        return
    paid = phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE
    only = state.moving_site if phase is Phase.HAZARD_MOVES else state.paid_at if phase is Phase.PAID_MOVE else -1
    moves = state.tables.move_hazard
    for pair in hazard_move_pairs(state, only):
        if paid and paid_move_reason(state, p, pair[0], pair[1]) is not None:
            continue
        out.append(moves[pair])


def list_done(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_DONE)


def list_free_blocks(state: StateData, p: int, out: list[Action]) -> None:
    assert state.free_blocks is not None
    for d in range(len(state.owner)):
        if block_place_reason(state, p, d) is not None:
            continue
        n = free_block_count(state, d)
        for i in range(n + 1):
            r = n - i
            if n and free_blocks_reason(state, p, d, r, i) is None:
                out.append(FreeBlocks(state.tables.district_id[d], r, i))
