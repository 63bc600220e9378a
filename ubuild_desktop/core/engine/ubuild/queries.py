"""The public query methods a UI or a computer player asks (they never mutate the state)."""

from __future__ import annotations

from typing import Any, Final

from ...lattice import Cell
from ...pieces import BuildingKind
from ..kernel.phases import Phase
from .data import StateData
from .records import BlockOptions, SiteBuilding
from . import building
from .building import bonus_placements, free_sites, hazard_move_pairs, hazard_placements, may_build_now, special_options
from .deals import DEAL_PHASES, proposer_reason
from .money import base_rent, counted_now, doubled, net_worth as money_net_worth, rent_of



def rent_value(state: StateData, district_id: str) -> int:
    """What a lander pays now (0 if unowned or mortgaged), doubling included."""
    d = state.district_index(district_id)
    if state.owner[d] < 0 or state.mortgaged[d]:
        return 0
    return rent_of(state, d)


def mortgage_value(state: StateData, district_id: str) -> int:
    """Current rent value counting blocks only (no doubling): the mortgage and its repayment."""
    return base_rent(state, state.district_index(district_id))


def counted_blocks(state: StateData, district_id: str) -> int:
    """The blocks the district's rent counts now (its residential ones only when no
    hazard touches it)."""
    return counted_now(state, state.district_index(district_id))


def rent_doubled(state: StateData, district_id: str) -> bool:
    """Whether the district's rent is doubled now (a skyscraper in its colour group, or
    its owner's Tower)."""
    return doubled(state, state.district_index(district_id))


def net_worth(state: StateData, player: int) -> int:
    """What the final tally counts for ``player``: cash plus the rent values (doubling
    included) of their unmortgaged districts."""
    return money_net_worth(state, player)


def owner_of(state: StateData, district_id: str) -> int:
    """The owner's index, or -1 for the bank."""
    return state.owner[state.district_index(district_id)]


def districts_of(state: StateData, player: int) -> list[str]:
    """Card ids of the districts ``player`` owns, in track order."""
    return [state.game.districts[d].card.id for d in range(len(state.owner)) if state.owner[d] == player]


def building_at(state: StateData, site: Cell) -> SiteBuilding | None:
    """The building on ``site`` (its attached district by card id), or None."""
    building = state.buildings.get(state.site_index(site))
    if building is None:
        return None
    d = building.district
    return SiteBuilding(building.kind, building.name, state.game.districts[d].card.id if d >= 0 else None)


def hazard_touched(state: StateData, district_id: str) -> bool:
    return state.hazard_touch[state.district_index(district_id)] > 0


def bonus_touched(state: StateData, district_id: str) -> bool:
    return state.bonus_touch[state.district_index(district_id)] > 0


def can_buy(state: StateData, player: int) -> bool:
    """Whether ``player`` may buy the district landed on, now."""
    return (
        state.phase is Phase.BUY and state.turn == player
        and state.cash[player] >= state.game.districts[state.pending_district].card.price
    )


def block_options(state: StateData, player: int, district_id: str) -> BlockOptions:
    """How many blocks ``player`` could buy on ``district_id`` right now (0s if none)."""
    return building.block_options(state, player, state.district_index(district_id))


def special_sites(state: StateData, player: int, kind: str) -> dict[str, list[Cell]]:
    """For ``kind`` a skyscraper, the stadium or the Tower (a :class:`BuildingKind`, or
    its value): district id -> sites it may stand on now."""
    out: dict[str, list[Cell]] = {}
    if not may_build_now(state, player):
        return out
    which = _SPECIAL_KINDS.index(kind)
    for d, allowed in special_options(state, player, None, which).items():
        if allowed[which]:
            cells = free_sites(state, d)
            if cells:
                out[state.tables.district_id[d]] = cells
    return out


def bonus_sites(state: StateData, player: int) -> list[Cell]:
    """Sites where ``player`` could build a bonus building (stock and exclusion checked)."""
    sites = state.game.sites
    return [sites[s].cell for s in sorted(bonus_placements(state, player))]


def hazard_sites(state: StateData, player: int) -> list[Cell]:
    """Sites where ``player`` could build a hazard (stock and exclusion checked)."""
    sites = state.game.sites
    return [sites[s].cell for s in sorted(hazard_placements(state, player))]


def hazard_moves(state: StateData) -> list[tuple[Cell, Cell]]:
    """Every single hazard move the geometry and the exclusion rule allow (what a free
    move may do; a paid move must also take the hazard off the mover's districts, so
    ``legal_actions()`` lists fewer after the roll)."""
    sites = state.game.sites
    return [(sites[a].cell, sites[b].cell) for a, b in hazard_move_pairs(state, -1)]


def can_mortgage(state: StateData, player: int, district_id: str) -> bool:
    d = state.district_index(district_id)
    return state.owner[d] == player and not state.mortgaged[d]


def can_unmortgage(state: StateData, player: int, district_id: str) -> bool:
    d = state.district_index(district_id)
    return state.owner[d] == player and state.mortgaged[d] and state.cash[player] >= base_rent(state, d)


def can_propose_deal(state: StateData, player: int) -> bool:
    """Whether ``player`` may propose a deal now (to any other player).

    Deals are proposed between actions: before the turn player rolls (PRE_ROLL) or
    once the landing is resolved (POST_ROLL), by any player; while the lander decides
    whether to buy (BUY), by the lander only; while a debt is being raised
    (RAISE_FUNDS), by the debtor only. Never during an auction, a decision on a card
    or Planning Permission, or while another deal awaits its answer.
    Whether a particular offer is legal also depends on its contents: see
    ``deal_partners`` and ``why_illegal``.
    """
    if not 0 <= player < state.game.num_players or state.phase not in DEAL_PHASES:
        return False
    return proposer_reason(state, player) is None


def deal_partners(state: StateData, player: int) -> list[int]:
    """The players ``player`` may offer a deal to now (empty when they may not propose).

    A legal :class:`ProposeDeal` from ``player`` to a partner listed here is any
    non-empty offer of: districts ``player`` owns (``give``), districts the partner
    owns (``take``), each listed once, mortgaged ones included (they change hands
    mortgaged, buildings stay); and cash each way (``give_cash`` / ``take_cash``) in
    whole multiples of $10k up to what each side holds (``cash``). ``why_illegal``
    says what is wrong with any other offer.
    """
    if not can_propose_deal(state, player):
        return []
    return [q for q in range(state.game.num_players) if q != player]


def space_summary(state: StateData, space: int) -> dict[str, Any]:
    """What is on a space, for a UI tooltip: kind, name, district facts, bridge position."""
    g = state.game
    out: dict[str, Any] = {"index": space, "kind": g.space_kinds[space].value, "name": g.space_names[space]}
    d = g.space_district[space]
    if d >= 0:
        out.update(
            district=g.districts[d].card.id, owner=state.owner[d], mortgaged=state.mortgaged[d],
            residential=state.residential[d], industrial=state.industrial[d],
            hazard=state.hazard_touch[d] > 0, bonus=state.bonus_touch[d] > 0,
            rent=rent_value(state, g.districts[d].card.id),
        )
    if space in state.bridge_up:
        out["bridge"] = "up" if state.bridge_up[space] else "down"
    out["players"] = [p for p, pos in enumerate(state.position) if pos == space]
    return out


# The order of special_options' flags.
_SPECIAL_KINDS: Final = (BuildingKind.SKYSCRAPER, BuildingKind.STADIUM, BuildingKind.TOWER)
