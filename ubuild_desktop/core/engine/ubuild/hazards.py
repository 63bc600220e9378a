"""Bonus buildings and hazards, U-Build's rules: placing them (Planning Permission),
moving hazards (free moves from Planning Permission or a card, paid moves after the
roll), with the reasons each may not go somewhere, and their listers.
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.event_kinds import EventKind, PaymentReason
from ...pieces import BuildingKind
from .actions import Action, Done, MoveHazard, PlaceBonus, PlaceHazard
from ..kernel.events import BANK
from .game import HAZARD_MOVE_PRICE, PAID_HAZARD_MOVES_PER_TURN
from ..kernel.phases import Phase
from .refusals import (
    ADJACENT_MOVE,
    BONUS_BY_YOURS,
    BONUS_NOT_BY_HAZARD,
    HAZARD_BY_OTHERS,
    HAZARD_MOVES_A_TURN,
    HAZARD_MOVE_COSTS,
    HAZARD_NOT_BY_BONUS,
    IN_JAIL_NO_HAZARD_MOVES,
    NO_BONUS_LEFT,
    NO_HAZARD_LEFT,
    NO_HAZARD_THERE,
    PAID_MOVE_OFF_YOURS,
    PAID_MOVE_OF_YOURS,
    SAME_HAZARD,
    SITE_TAKEN,
)
from .data import StateData, resume
from .money import transfer
from .building import place

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_HAZARD_MOVED: Final = EventKind.HAZARD_MOVED
_FOR_HAZARD_MOVE: Final = PaymentReason.HAZARD_MOVE
_HAZARD: Final = BuildingKind.HAZARD
_BONUS: Final = BuildingKind.BONUS


def check_bonus(state: StateData, a: PlaceBonus, p: int) -> Refusal | None:
    return bonus_reason(state, p, state.site_index(a.site))


def check_hazard(state: StateData, a: PlaceHazard, p: int) -> Refusal | None:
    return hazard_reason(state, p, state.site_index(a.site))


def check_move_hazard(state: StateData, a: MoveHazard, p: int) -> Refusal | None:
    return move_reason(state, p, state.site_index(a.source), state.site_index(a.target))


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
    state.touched()
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


# ------------------------------------------------------------------ listers (see table.ACTIONS)

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
