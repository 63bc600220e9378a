"""The *good* computer player's building decisions (see :mod:`.good`): the special
building or blocks with the best expected return (industrial where a hazard touches or
threatens, residential where a bonus building protects), the free blocks, and Planning
Permission (a hazard against the leader, a bonus building for its own blocks, free and
paid hazard moves), priced with the yardsticks of :mod:`.good_value`.
"""

from __future__ import annotations

from typing import Final

from ..kernel.extensible import mypyc_attr
from ...lattice import Cell
from ...pieces import BuildingKind
from .actions import Action, BuildSkyscraper, BuildStadium, BuildTower, FreeBlocks
from .game import STADIUM_PRICE, STADIUM_SALARY, SALARY, TOWER_PRICE
from .building import block_counts, blocks_room, may_build_now
from .hazards import bonus_placements, hazard_placements
from .money import counted_blocks, doubles, holds_group, rent, rent_for
from .state import State
from .player_common import (
    DONE,
    TWO_OF_A_GROUP,
    TWO_WHOLE_GROUPS,
    WHOLE_GROUP,
    WHOLE_GROUP_NO_SKYSCRAPER,
    Figures,
    figures,
    hazard_risk,
    prebuilt_blocks,
    track_model,
)
from .good_value import HAZARD_ARRIVAL, GoodValuation

# Final: the compiled build keeps each in a C variable instead of looking it up on the enum.
_HAZARD: Final = BuildingKind.HAZARD
_SKYSCRAPER: Final = BuildingKind.SKYSCRAPER
_STADIUM: Final = BuildingKind.STADIUM
_TOWER: Final = BuildingKind.TOWER


def _owns_any(owner: list[int], p: int, districts: tuple[int, ...]) -> bool:
    """Whether ``p`` owns any of ``districts``."""
    for d in districts:
        if owner[d] == p:
            return True
    return False


def _touches_any(touch: list[int], districts: tuple[int, ...]) -> bool:
    """Whether any of ``districts`` has a building of this kind next to it."""
    for d in districts:
        if touch[d]:
            return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class GoodBuilder(GoodValuation):
    """What the good player builds, and what it does with Planning Permission."""

    # ------------------------------------------------------------------ building

    def special_possible(self, state: State, p: int, b: Figures | None = None) -> bool:
        """A cheap test before asking the engine for special building sites."""
        stock = state.stock
        tower, sky, stadium = stock.get(_TOWER, 0), stock.get(_SKYSCRAPER, 0), stock.get(_STADIUM, 0)
        if not (tower or sky or stadium):
            return False  # the usual case once the box is out of them (speed)
        # What p's holdings allow is part of the board position: kept there (speed).
        flags = (figures(state) if b is None else b).group_flags(p)
        return bool(
            (tower and flags & WHOLE_GROUP) or (sky and flags & WHOLE_GROUP_NO_SKYSCRAPER)
            or (stadium and flags & TWO_OF_A_GROUP)
        )

    def hazard_hurts_me(self, state: State, p: int) -> bool:
        owner, touch, res = state.owner, state.hazard_touch, state.residential
        for d in range(len(owner)):
            if touch[d] and owner[d] == p and res[d]:
                return True
        return False

    def best_special(self, state: State, p: int, w: list[float], reserve: int, b: Figures | None = None) -> Action | None:
        g = state.game
        t = g.tables
        if b is None:
            b = figures(state)
        cash = state.cash[p]
        candidates: list[tuple[float, Action]] = []
        owner, mortgaged, sky = state.owner, state.mortgaged, state.group_skyscraper
        model = track_model(g)
        # Each kind's sites are asked for only if some building of it could pass the
        # reserve and pay for itself: the engine's site search is the costly part, and
        # what it would list would all be turned down below. A skyscraper's gain is its
        # group's (worked out once per group), the Tower's is p's whole holding.
        spare = cash - reserve
        group_gain: dict[int, float] = {}
        worth_asking = False
        if spare >= model.cheapest_skyscraper:
            for d in b.unmortgaged(p):
                gi = t.group[d]
                price = t.skyscraper_price[d]
                if sky[gi] or cash - price < reserve or not holds_group(b.owner, state.tables, p, gi):
                    continue
                if gi not in group_gain:
                    group_gain[gi] = self._skyscraper_gain(state, p, gi, w, b)
                if group_gain[gi] > price:
                    worth_asking = True
                    break
        for district, cells in (state.special_sites(p, _SKYSCRAPER) if worth_asking else {}).items():
            d = g.district_by_id[district]
            price = t.skyscraper_price[d]
            if cash - price < reserve:
                continue
            gi = t.group[d]
            if gi not in group_gain:
                group_gain[gi] = self._skyscraper_gain(state, p, gi, w, b)
            gain = group_gain[gi]
            if gain > price:
                candidates.append((gain / price, BuildSkyscraper(district, self.shield_site(state, p, cells))))
        if spare >= TOWER_PRICE and b.group_flags(p) & TWO_WHOLE_GROUPS:
            # max(base rent, rent with two blocks) x weight over p's districts in groups
            # without a skyscraper (the Tower doubles them)
            tower_gain = 0.0
            for x in range(len(owner)):
                if owner[x] == p and not mortgaged[x] and not sky[t.group[x]]:
                    tower_gain += max(b.base[x], rent(t.rent_row[x], 2, False)) * w[x]
            if tower_gain > TOWER_PRICE:
                for district, cells in state.special_sites(p, _TOWER).items():
                    candidates.append((tower_gain / TOWER_PRICE, BuildTower(district, self.shield_site(state, p, cells))))
                    break  # one district is enough to list the Tower
        laps = self.horizon(state) / model.lap_turns
        stadium_gain = (STADIUM_SALARY - SALARY) * laps
        stadium_pays = spare >= STADIUM_PRICE and stadium_gain > 1.2 * STADIUM_PRICE
        for district, cells in (state.special_sites(p, _STADIUM) if stadium_pays else {}).items():
            if cash - STADIUM_PRICE < reserve:
                continue
            gain = stadium_gain
            if gain > 1.2 * STADIUM_PRICE:
                candidates.append((gain / STADIUM_PRICE, BuildStadium(district, self.shield_site(state, p, cells))))
            break
        best: tuple[float, Action] | None = None
        for candidate in candidates:  # the first of the best
            if best is None or candidate[0] > best[0]:
                best = candidate
        return None if best is None else best[1]

    @staticmethod
    def _skyscraper_gain(state: State, p: int, gi: int, w: list[float], b: Figures) -> float:
        """What a skyscraper adds to group ``gi``: max(base rent, rent with two blocks) x
        weight over p's unmortgaged districts of the group (the skyscraper doubles them)."""
        t = state.game.tables
        owner, mortgaged = state.owner, state.mortgaged
        gain = 0.0
        for x in t.group_members[gi]:
            if owner[x] == p and not mortgaged[x]:
                gain += max(b.base[x], rent(t.rent_row[x], 2, False)) * w[x]
        return gain

    def shield_site(self, state: State, p: int, cells: list[Cell]) -> Cell:
        """The site that best keeps hazards away from our own residential blocks."""
        best = self.pick(state, cells, [self._shield_score(state, p, cell) for cell in cells])
        assert best is not None  # special_sites lists only districts with a free site
        return best

    @staticmethod
    def _shield_score(state: State, p: int, cell: Cell) -> float:
        g = state.game
        owner = state.owner
        mine = others = 0
        for d in g.sites[g.site_by_cell[cell]].districts:
            if owner[d] == p:
                mine += state.residential[d] + 1
            elif owner[d] != -1:
                others += 1
        return mine - 0.5 * others

    def residential_safety(self, state: State, d: int) -> float:
        """The share of a residential block's rent we expect to keep."""
        if state.hazard_touch[d]:
            return 0.0
        if state.bonus_touch[d] or not hazard_risk(state):
            return 1.0
        return 1.0 - HAZARD_ARRIVAL

    def best_blocks(self, state: State, p: int, w: list[float], reserve: int, b: Figures | None = None) -> Action | None:
        """The block purchase with the best expected return net of its cost, or None.

        Candidates are tried district by district, then by count (1..3) and residential
        before industrial; the first strictly best one wins. The engine's
        ``block_options`` says how many blocks the rules allow; combinations that would
        dip into the reserve are never looked at (a count bound instead of a test per
        combination); ``tests/engine`` compares this with the plain version.
        """
        if not may_build_now(state, p):
            return None  # block_options would allow nothing
        g = state.game
        cash = state.cash[p]
        # Idle cash earns nothing: the richer we are above the reserve, the cheaper a block.
        spare = cash - reserve
        if spare <= 0:
            return None  # every block costs something: none passes the reserve test
        cost_weight = 1.0 if spare < g.starting_cash else 0.5
        best, best_net = None, 0.0
        t = g.tables
        rows, group, res_price, ind_price = t.rent_row, t.group, t.residential_price, t.industrial_price
        owner = state.owner
        res, ind = state.residential, state.industrial
        tower = state.tower_district
        tower_holder = owner[tower] if tower >= 0 else -1
        sky = state.group_skyscraper
        if b is None:
            b = figures(state)
        now_rent = b.rent  # now_rent[d] = rent_for(state, d, p) for a district p owns
        risk = None  # hazard_risk(state), asked for only when a candidate needs it
        for d in b.unmortgaged(p):
            rp, ip = res_price[d], ind_price[d]
            # The reserve test (cash - cost >= reserve) as a bound on the count comes
            # first: it rules out most districts.
            top_r = spare // rp
            top_i = spare // ip
            if top_r <= 0 and top_i <= 0:
                continue
            if blocks_room(state, d) <= 0:
                continue  # = block_counts' room: none here this turn (once blocks stand elsewhere)
            max_total, max_r, max_i = block_counts(state, p, d)  # = block_options
            if max_total <= 0:
                continue
            if max_r < top_r:
                top_r = max_r
            if max_i < top_i:
                top_i = max_i
            if max_total < top_i:
                top_i = max_total
            if top_r <= 0 and top_i <= 0:
                continue
            now = now_rent[d]
            # residential_safety(state, d)
            if state.hazard_touch[d]:
                safety = 0.0
            elif state.bonus_touch[d]:
                safety = 1.0
            else:
                if risk is None:
                    risk = hazard_risk(state)
                safety = 1.0 - HAZARD_ARRIVAL if risk else 1.0
            double = doubles(sky[group[d]], p, tower_holder)
            row = rows[d]
            r0, i0 = res[d], ind[d]
            weight = w[d] + 0.5
            for n in range(1, (top_r if top_r > top_i else top_i) + 1):
                for industrial in (False, True):
                    if industrial:
                        if n > top_i:
                            continue
                        r, i, cost = r0, i0 + n, n * ip
                    else:
                        if n > top_r:
                            continue
                        r, i, cost = r0 + n, i0, n * rp
                    # rent_for(state, d, p, residential=r, industrial=i, hazard=True / False)
                    safe_rent = rent(row, counted_blocks(r, i, True), double)
                    full_rent = rent(row, counted_blocks(r, i, False), double)
                    expected = safety * full_rent + (1 - safety) * safe_rent
                    gain = (expected - now) * weight
                    net = gain - cost * cost_weight
                    if net > best_net:
                        best, best_net = (d, industrial, n), net
        if best is None:
            return None
        d, industrial, n = best
        return prebuilt_blocks(state, d, 0 if industrial else n, n if industrial else 0)

    def on_free_blocks(self, state: State, p: int) -> Action | None:
        w = self.weights(state)
        g = state.game
        options = [a for a in state.legal_actions() if isinstance(a, FreeBlocks)]
        scores = []
        for a in options:
            d = g.district_by_id[a.district]
            safety = self.residential_safety(state, d)
            r, i = state.residential[d] + a.residential, state.industrial[d] + a.industrial
            full = rent_for(state, d, p, residential=r, industrial=i, hazard=False)
            safe = rent_for(state, d, p, residential=r, industrial=i, hazard=True)
            scores.append((safety * full + (1 - safety) * safe - rent_for(state, d, p)) * (w[d] + 0.5))
        return self.pick(state, options, scores)

    # ------------------------------------------------------------------ hazards and bonuses

    def hazard_value(self, state: State, p: int, w: list[float], leader: int,
                     remove: int = -1, add: int = -1, selfish: bool = False) -> float:
        """Value for ``p`` of taking the hazard off site ``remove`` and/or putting one on ``add``."""
        g = state.game
        # The districts whose hazard count changes, with the change (a site's districts
        # are distinct; one next to both sites keeps its count).
        gone = g.sites[remove].districts if remove >= 0 else ()
        new = g.sites[add].districts if add >= 0 else ()
        value = 0.0
        owner, touch, res, ind = state.owner, state.hazard_touch, state.residential, state.industrial
        rows, group, sky = g.tables.rent_row, g.tables.group, state.group_skyscraper
        mortgaged = state.mortgaged
        tower = state.tower_district
        tower_owner = owner[tower] if tower >= 0 else -1  # -1: nobody
        for k in range(len(gone) + len(new)):  # the districts of gone, then those of new
            if k < len(gone):
                d = gone[k]
                if d in new:
                    continue  # next to both sites: its count does not change
                delta = -1
            else:
                d = new[k - len(gone)]
                if d in gone:
                    continue
                delta = 1
            o = owner[d]
            if o < 0:
                continue
            before = touch[d] > 0
            after = touch[d] + delta > 0
            if before == after:
                continue
            if selfish and o != p:
                continue
            # rent_for(state, d, o, hazard=before / after)
            row = rows[d]
            double = doubles(sky[group[d]], o, tower_owner)
            rent_before = rent(row, counted_blocks(res[d], ind[d], before), double)
            rent_after = rent(row, counted_blocks(res[d], ind[d], after), double)
            weight = 0.0 if mortgaged[d] else w[d] + 0.5
            # self.owner_weight(state, p, o, leader), spelled out (o >= 0 here)
            value += (rent_after - rent_before) * weight * (1.0 if o == p else -1.0 if o == leader else -0.6)
        return value

    def best_hazard_move(self, state: State, p: int, w: list[float], only: int, min_value: float,
                         selfish: bool = False, b: Figures | None = None) -> Action | None:
        g = state.game
        sites, owner, moves = g.sites, state.owner, g.tables.move_hazard
        leader = self.leader(state, p, b)
        best: Action | None = None
        best_value = min_value
        for src, building in sorted(state.buildings.items()):
            if building.kind is not _HAZARD or (only >= 0 and src != only):
                continue
            if selfish and min_value >= 0 and not _owns_any(owner, p, sites[src].districts):
                # Moving it can only cost p rent (selfish values count p's districts), and
                # paying to move a hazard that touches none of them is against the rules
                # (is_legal below has the last word on every candidate).
                continue
            for dst in sites[src].neighbours:
                action = moves[(src, dst)]  # the prebuilt MoveHazard
                value = self.hazard_value(state, p, w, leader, remove=src, add=dst, selfish=selfish)
                if value > best_value and state.is_legal(action):
                    best, best_value = action, value
        return best

    def on_planning(self, state: State, p: int) -> Action | None:
        g = state.game
        w = self.weights(state)
        leader = self.leader(state, p)
        t = g.tables
        options: list[tuple[float, Action]] = []
        # The sites of state.hazard_sites(p) and state.bonus_sites(p), in their order, as
        # site indices (speed: no cell to look up again).
        for s in sorted(hazard_placements(state, p)):
            options.append((self.hazard_value(state, p, w, leader, add=s), t.place_hazard[s]))
        risk = HAZARD_ARRIVAL if hazard_risk(state) else 0.0
        owner, bonus_touch, hazard_touch = state.owner, state.bonus_touch, state.hazard_touch
        rows, group, sky, res_price = t.rent_row, t.group, state.group_skyscraper, t.residential_price
        tower = state.tower_district
        tower_holder = owner[tower] if tower >= 0 else -1
        ind, res = state.industrial, state.residential
        for s in sorted(bonus_placements(state, p)):
            value = 0.0
            for d in g.sites[s].districts:
                if owner[d] != p or bonus_touch[d] or hazard_touch[d]:
                    continue
                # rent_for(state, d, p) - rent_for(state, d, p, hazard=True): no hazard
                # touches d, so its residential blocks count now and would not.
                row = rows[d]
                double = doubles(sky[group[d]], p, tower_holder)
                full = rent(row, counted_blocks(res[d], ind[d], False), double)
                safe = rent(row, counted_blocks(res[d], ind[d], True), double)
                value += risk * ((full - safe) * (w[d] + 0.5) + 0.2 * res_price[d])
            options.append((value, t.place_bonus[s]))
        move = self.best_two_moves(state, p, w, leader)
        if move is not None:
            options.append(move)
        best = 0.0
        for value, _ in options:
            if value > best:
                best = value
        if best <= 0:
            return DONE  # nothing is worth doing
        return self.tie_break(state, [a for v, a in options if v > 0 and v >= best - 1e-9])

    def best_two_moves(self, state: State, p: int, w: list[float], leader: int) -> tuple[float, Action] | None:
        """The first step of the best free path of one hazard (up to 2 moves)."""
        g = state.game
        sites, buildings, bonus_touch = g.sites, state.buildings, state.bonus_touch
        move_hazard = g.tables.move_hazard  # the prebuilt MoveHazard actions (equal objects)
        best: tuple[float, Action] | None = None
        # Two paths often end on the same site: each (src, dst) value is computed once
        # per decision (speed; hazard_value only reads the state, so the same float).
        values: dict[int, float] = {}  # src * len(sites) + dst -> value (an int key: no tuple per lookup)
        size = len(sites)
        for src, building in sorted(buildings.items()):
            if building.kind is not _HAZARD:
                continue
            for mid in sites[src].neighbours:
                first = move_hazard[(src, mid)]
                # The path is priced first and its first move checked only if it would
                # be the best so far (an illegal one is skipped either way; the check
                # costs more than the pricing).
                value = values.get(src * size + mid)
                if value is None:
                    value = values[src * size + mid] = self.hazard_value(state, p, w, leader, remove=src, add=mid)
                for dst in sites[mid].neighbours:
                    if dst == src or dst in buildings:
                        continue
                    if _touches_any(bonus_touch, sites[dst].districts):
                        continue
                    there = values.get(src * size + dst)
                    if there is None:
                        there = values[src * size + dst] = self.hazard_value(state, p, w, leader, remove=src, add=dst)
                    if there > value:
                        value = there
                if (best is None or value > best[0]) and state.is_legal(first):
                    best = (value, first)
        return best

    def on_paid_move(self, state: State, p: int) -> Action | None:
        # Never reached by this player's own choices (a first paid move that takes the
        # hazard off none of its districts is worth nothing to it), but priced anyway.
        w = self.weights(state)
        return self.best_hazard_move(state, p, w, only=state.paid_at, min_value=-float("inf"), selfish=True)

    def on_hazard_moves(self, state: State, p: int) -> Action | None:
        w = self.weights(state)
        if state.moving_site >= 0:
            move = self.best_hazard_move(state, p, w, only=state.moving_site, min_value=0.0)
            return move if move is not None else DONE
        leader = self.leader(state, p)
        best = self.best_two_moves(state, p, w, leader)
        if best is not None and best[0] > 0:
            return best[1]
        return DONE

    # ------------------------------------------------------------------ money
