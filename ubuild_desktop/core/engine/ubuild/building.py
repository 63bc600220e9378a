"""Building: blocks (bought or free), skyscrapers, the stadium, the Tower, bonus
buildings and hazards (placing and moving them), with the reasons each may not go somewhere.
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, PaymentReason
from ...pieces import BuildingKind
from .actions import Action, BuildBlocks, FreeBlocks
from ..kernel.events import BANK
from .game import BLOCKS_PER_TURN, MAX_BLOCKS, PresetRules
from ..kernel.phases import Phase
from .refusals import (
    AT_LEAST_ONE_BLOCK,
    BLOCKS_A_DISTRICT,
    BLOCKS_A_TURN,
    BLOCKS_COST,
    BOX_OUT_OF_BLOCKS,
    DISTRICT_MORTGAGED,
    FREE_BLOCKS_EXACTLY,
    FREE_BLOCK_EXACTLY,
    FREE_BLOCKS_INDUSTRIAL,
    FREE_BLOCKS_RESIDENTIAL,
    IN_JAIL_NO_BUILDING,
    NOT_NOW,
    NOT_YOURS,
    NO_BLOCKS_AFTER_SPECIAL,
    NO_ROOM_FOR_FREE_BLOCKS,
    ONE_DISTRICT_A_TURN,
    STARTER_RESIDENTIAL_ONLY,
)
from .data import StateData, resume
from .money import transfer
from .records import BlockOptions, Building

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_BUILT: Final = EventKind.BUILT
_EV_BUILT_BLOCKS: Final = EventKind.BUILT_BLOCKS
_FOR_BLOCKS: Final = PaymentReason.BLOCKS
_RESIDENTIAL: Final = BuildingKind.RESIDENTIAL
_INDUSTRIAL: Final = BuildingKind.INDUSTRIAL
_HAZARD: Final = BuildingKind.HAZARD
_BONUS: Final = BuildingKind.BONUS
_STARTER: Final = PresetRules.STARTER
_POST_ROLL: Final = Phase.POST_ROLL


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
    state.touched()
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
        state.touched()
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
