"""Building: blocks (bought or free), skyscrapers, the stadium, the Tower, bonus
buildings and hazards (placing and moving them), with the reasons each may not go somewhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import format_money
from .actions import (
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
from .events import BANK
from .game import (
    BLOCKS_PER_TURN,
    HAZARD_MOVE_PRICE,
    MAX_BLOCKS,
    PAID_HAZARD_MOVES_PER_TURN,
    RuleSet,
    STADIUM_PRICE,
    TOWER_PRICE,
)
from .money import MoneyMixin
from .phases import Phase
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

if TYPE_CHECKING:
    from .state import State


class BuildingMixin(MoneyMixin):  # one chain of single bases: see state.py
    """The building rules of :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _may_build_now(self: State, p: int) -> bool:
        return self.phase is Phase.POST_ROLL and self.turn == p and not self.in_jail[p]

    def _check_build(self: State, a: BuildBlocks, p: int) -> str | None:
        return self._blocks_reason(p, self._district_index(a.district), a.residential, a.industrial)

    def _check_free_blocks(self: State, a: FreeBlocks, p: int) -> str | None:
        return self._free_blocks_reason(p, self._district_index(a.district), a.residential, a.industrial)

    def _check_special(self: State, a: BuildSkyscraper | BuildStadium | BuildTower, p: int) -> str | None:
        if self.in_jail[p]:
            return IN_JAIL_NO_BUILDING
        return self._special_reason(p, a.kind, self._district_index(a.district), self._site_index(a.site))

    def _check_bonus(self: State, a: PlaceBonus, p: int) -> str | None:
        return self._bonus_reason(p, self._site_index(a.site))

    def _check_hazard(self: State, a: PlaceHazard, p: int) -> str | None:
        return self._hazard_reason(p, self._site_index(a.site))

    def _check_move_hazard(self: State, a: MoveHazard, p: int) -> str | None:
        return self._move_reason(p, self._site_index(a.source), self._site_index(a.target))

    # ------------------------------------------------------------------ reasons

    def _block_place_reason(self: State, p: int, d: int) -> str | None:
        if self.owner[d] != p:
            return NOT_YOURS
        if self.mortgaged[d]:
            return DISTRICT_MORTGAGED
        return None

    def _blocks_reason(self: State, p: int, d: int, r: int, i: int) -> str | None:
        if self.in_jail[p]:
            return IN_JAIL_NO_BUILDING
        reason = self._block_place_reason(p, d)
        if reason:
            return reason
        if r < 0 or i < 0 or r + i < 1:
            return AT_LEAST_ONE_BLOCK
        if i and self.game.rules == RuleSet.STARTER:
            return STARTER_RESIDENTIAL_ONLY
        if self.special_built:
            return NO_BLOCKS_AFTER_SPECIAL
        if self.blocks_district not in (-1, d):
            return ONE_DISTRICT_A_TURN
        if self.blocks_count + r + i > BLOCKS_PER_TURN:
            return BLOCKS_A_TURN.format(most=BLOCKS_PER_TURN, bought=self.blocks_count)
        if self.residential[d] + self.industrial[d] + r + i > MAX_BLOCKS:
            return BLOCKS_A_DISTRICT.format(most=MAX_BLOCKS)
        if r > self.stock["residential"] or i > self.stock["industrial"]:
            return BOX_OUT_OF_BLOCKS
        t = self._t
        cost = r * t.residential_price[d] + i * t.industrial_price[d]
        if cost > self.cash[p]:
            return BLOCKS_COST.format(cost=format_money(cost))
        return None

    def _free_block_count(self: State, d: int) -> int:
        assert self.free_blocks is not None
        count, block = self.free_blocks
        room = MAX_BLOCKS - self.residential[d] - self.industrial[d]
        avail = 0
        if block in ("residential", "either"):
            avail += self.stock["residential"]
        if block in ("industrial", "either") and self.game.rules != RuleSet.STARTER:
            avail += self.stock["industrial"]
        return max(0, min(count, room, avail))

    def _free_blocks_reason(self: State, p: int, d: int, r: int, i: int) -> str | None:
        reason = self._block_place_reason(p, d)
        if reason:
            return reason
        assert self.free_blocks is not None
        block = self.free_blocks[1]
        n = self._free_block_count(d)
        if n < 1:
            return NO_ROOM_FOR_FREE_BLOCKS
        if r < 0 or i < 0 or r + i != n:
            return FREE_BLOCKS_EXACTLY.format(count=n) if n != 1 else FREE_BLOCK_EXACTLY
        if i and (block == "residential" or self.game.rules == RuleSet.STARTER):
            return FREE_BLOCKS_RESIDENTIAL
        if r and block == "industrial":
            return FREE_BLOCKS_INDUSTRIAL
        if r > self.stock["residential"] or i > self.stock["industrial"]:
            return BOX_OUT_OF_BLOCKS
        return None

    def _special_reason(self: State, p: int, kind: str, d: int, s: int) -> str | None:
        if self.owner[d] != p:
            return NOT_YOURS
        if self.mortgaged[d]:
            return DISTRICT_MORTGAGED
        if s in self.buildings:
            return SITE_TAKEN
        if d not in self.game.sites[s].districts:
            return SITE_NOT_TOUCHING
        if self.blocks_count:
            return NOT_AFTER_BLOCKS
        if self.stock[kind] < 1:
            return NONE_LEFT[kind]
        # "There's only one in the game": even a game combining several boxes has one
        # stadium and one Tower (the state attaches each to a single district).
        if kind == "stadium" and self.stadium_district >= 0:
            return ONE_STADIUM
        if kind == "tower" and self.tower_district >= 0:
            return ONE_TOWER
        g = self.game.districts[d].group
        if kind == "skyscraper":
            if not self._owns_group(p, g):
                return SKYSCRAPER_NEEDS_GROUP
            if self.group_skyscraper[g]:
                return GROUP_HAS_SKYSCRAPER
            price = self.game.districts[d].card.skyscraper_price
        elif kind == "stadium":
            if sum(1 for x in self.game.groups[g].districts if self.owner[x] == p) < 2:
                return STADIUM_NEEDS_TWO
            price = STADIUM_PRICE
        else:
            whole = self._whole_groups(p)
            if len(whole) < 2:
                return TOWER_NEEDS_TWO_GROUPS
            if g not in whole:
                return TOWER_BY_WHOLE_GROUP
            price = TOWER_PRICE
        if self.cash[p] < price:
            return IT_COSTS.format(price=format_money(price))
        return None

    def _bonus_reason(self: State, p: int, s: int) -> str | None:
        if self.stock["bonus"] < 1:
            return NO_BONUS_LEFT
        if s in self.buildings:
            return SITE_TAKEN
        site = self.game.sites[s]
        if not any(self.owner[d] == p for d in site.districts):
            return BONUS_BY_YOURS
        if any(self.hazard_touch[d] for d in site.districts):
            return BONUS_NOT_BY_HAZARD
        return None

    def _hazard_reason(self: State, p: int, s: int) -> str | None:
        if self.stock["hazard"] < 1:
            return NO_HAZARD_LEFT
        if s in self.buildings:
            return SITE_TAKEN
        site = self.game.sites[s]
        if not any(self.owner[d] not in (-1, p) for d in site.districts):
            return HAZARD_BY_OTHERS
        if any(self.bonus_touch[d] for d in site.districts):
            return HAZARD_NOT_BY_BONUS
        return None

    def _placement_sites(self: State, p: int) -> tuple[set[int], set[int]]:
        """(bonus, hazard): the site indices where ``p`` may place each kind now.

        The same sites as ``_bonus_reason`` / ``_hazard_reason`` accept, worked out per
        district rather than per site (a site touches a district exactly when it is among
        that district's sites): a bonus goes on a free site touching one of ``p``'s
        districts and no hazard-touched district; a hazard on a free site touching
        another player's district and no bonus-touched district.
        """
        return self._bonus_placements(p), self._hazard_placements(p)

    # The two halves of _placement_sites, for callers that need one kind only.

    def _bonus_placements(self: State, p: int) -> set[int]:
        bonus: set[int] = set()
        if self.stock["bonus"] < 1:
            return bonus
        district_sites = self._t.district_sites
        for d, o in enumerate(self.owner):
            if o == p:
                bonus.update(district_sites[d])
        if bonus:
            for d, touched in enumerate(self.hazard_touch):
                if touched:
                    bonus.difference_update(district_sites[d])
            bonus.difference_update(self.buildings)
        return bonus

    def _hazard_placements(self: State, p: int) -> set[int]:
        hazard: set[int] = set()
        if self.stock["hazard"] < 1:
            return hazard
        district_sites = self._t.district_sites
        for d, o in enumerate(self.owner):
            if o != p and o != -1:
                hazard.update(district_sites[d])
        if hazard:
            for d, touched in enumerate(self.bonus_touch):
                if touched:
                    hazard.difference_update(district_sites[d])
            hazard.difference_update(self.buildings)
        return hazard

    def _target_reason(self: State, src: int, dst: int) -> str | None:
        b = self.buildings.get(src)
        if b is None or b[0] != "hazard":
            return NO_HAZARD_THERE
        return self._step_reason(src, dst)

    def _step_reason(self: State, src: int, dst: int) -> str | None:
        """Why a hazard on ``src`` may not take one move to ``dst`` (the geometry and the
        bonus-building exclusion; the caller knows there is a hazard to move)."""
        if dst not in self.game.sites[src].neighbours:
            return ADJACENT_MOVE
        if dst in self.buildings:
            return SITE_TAKEN
        if any(self.bonus_touch[d] for d in self.game.sites[dst].districts):
            return HAZARD_NOT_BY_BONUS
        return None

    def _move_reason(self: State, p: int, src: int, dst: int) -> str | None:
        phase = self.phase
        paid = phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE
        if paid:
            if self.in_jail[p]:
                return IN_JAIL_NO_HAZARD_MOVES
            if phase is Phase.PAID_MOVE and src != self.paid_at:
                return SAME_HAZARD
            if self.paid_moves >= PAID_HAZARD_MOVES_PER_TURN:
                return HAZARD_MOVES_A_TURN.format(most=PAID_HAZARD_MOVES_PER_TURN)
            if self.cash[p] < HAZARD_MOVE_PRICE:
                return HAZARD_MOVE_COSTS.format(price=format_money(HAZARD_MOVE_PRICE))
        elif phase is Phase.HAZARD_MOVES and self.moving_site >= 0 and src != self.moving_site:
            return SAME_HAZARD
        reason = self._target_reason(src, dst)
        if reason is None and paid:
            reason = self._paid_move_reason(p, src, dst)
        return reason

    # The paid-move rule. The book: "You can move hazards away from your districts by
    # paying $1M per move to the bank during your turn. You can move a hazard by up to 2
    # moves per turn." (the Spanish edition: "desplazar las edificaciones peligrosas de tus
    # distritos"). GAME_MODEL.md section 6: only a hazard touching one of the mover's own
    # districts, and the move (or the two moves) takes it off at least one of them.

    def _paid_move_reason(self: State, p: int, src: int, dst: int) -> str | None:
        """Why ``p`` may not pay to move the hazard on ``src`` to ``dst`` under the
        paid-move rule (the plain move is allowed; the caller checked it).

        The second paid move of the hazard that this turn's first one moved continues
        it: both are judged from where the hazard stood before the first. A first move
        that leaves it on every one of ``p``'s districts it touched is allowed only when
        a second move can then take it off one of them (two moves left, the price of
        both in hand, such a move open); the game then waits for that move
        (``Phase.PAID_MOVE``), so a paid move never ends with nothing taken off.
        """
        if self.game.rules_version < 2:
            return None  # rules version 1: any hazard, anywhere
        continuing = src == self.paid_at
        mine = self._own_districts_at(p, self.paid_from if continuing else src)
        if not mine:
            return PAID_MOVE_OF_YOURS
        if self._takes_off(mine, dst):
            return None
        if (
            continuing or self.paid_moves + 2 > PAID_HAZARD_MOVES_PER_TURN
            or self.cash[p] < 2 * HAZARD_MOVE_PRICE or not self._completing_moves(src, dst, mine)
        ):
            return PAID_MOVE_OFF_YOURS
        return None

    def _own_districts_at(self: State, p: int, s: int) -> list[int]:
        """``p``'s districts that site ``s`` touches."""
        owner = self.owner
        return [d for d in self.game.sites[s].districts if owner[d] == p]

    def _takes_off(self: State, mine: list[int], s: int) -> bool:
        """Whether a hazard on site ``s`` no longer touches one of the districts ``mine``."""
        there = self.game.sites[s].districts
        for d in mine:
            if d not in there:
                return True
        return False

    def _completing_moves(self: State, src: int, mid: int, mine: list[int]) -> list[int]:
        """The sites a hazard moved from ``src`` to ``mid`` could take a second move to
        that take it off one of ``mine`` (``src`` itself never does: it touches them all)."""
        out: list[int] = []
        for n in self.game.sites[mid].neighbours:
            if n != src and self._step_reason(mid, n) is None and self._takes_off(mine, n):
                out.append(n)
        return out

    def _hazard_move_pairs(self: State, only: int) -> list[tuple[int, int]]:
        """(source, target) site pairs of every legal single hazard move (of ``only`` if >= 0)."""
        out: list[tuple[int, int]] = []
        buildings = self.buildings
        if not buildings:
            return out
        sites = self.game.sites
        blocked = None  # sites touching a bonus-touched district, worked out when first needed
        # One given source needs no sort of every building.
        sources = sorted(buildings) if only < 0 else [only] if only in buildings else []
        for s in sources:
            if buildings[s][0] != "hazard":
                continue
            if blocked is None:
                blocked = self._bonus_blocked_sites()
            # The conditions of _target_reason, for a source known to hold a hazard.
            for n in sites[s].neighbours:
                if n not in buildings and n not in blocked:
                    out.append((s, n))
        return out

    def _bonus_blocked_sites(self: State) -> set[int]:
        """Sites touching a district that a bonus building touches (no hazard may go there)."""
        district_sites = self._t.district_sites
        blocked: set[int] = set()
        if not any(self.bonus_touch):  # the usual case, answered without a Python loop
            return blocked
        for d, touched in enumerate(self.bonus_touch):
            if touched:
                blocked.update(district_sites[d])
        return blocked

    # ------------------------------------------------------------------ handlers

    def _do_build(self: State, a: BuildBlocks) -> None:
        p = self.turn
        d = self.game.district_by_id[a.district]
        t = self._t
        cost = a.residential * t.residential_price[d] + a.industrial * t.industrial_price[d]
        self._transfer(p, BANK, cost, t.blocks_reason[d])
        self._add_blocks(p, d, a.residential, a.industrial)
        self.blocks_district = d
        self.blocks_count += a.residential + a.industrial

    def _add_blocks(self: State, p: int, d: int, r: int, i: int) -> None:
        self.residential[d] = self.residential[d] + r
        self.industrial[d] = self.industrial[d] + i
        self.stock["residential"] = self.stock["residential"] - r
        self.stock["industrial"] = self.stock["industrial"] - i
        t = self._t
        self._emit("built_blocks", (
            ("player", p),
            ("district", t.district_id[d]),
            ("name", t.district_name[d]),
            ("residential", r),
            ("industrial", i),
        ))

    def _do_free_blocks(self: State, a: FreeBlocks) -> None:
        p = self.turn
        self._add_blocks(p, self.game.district_by_id[a.district], a.residential, a.industrial)
        self.free_blocks = None
        self._run()

    def _place(self: State, p: int, kind: str, s: int, d: int) -> None:
        names = self.named_left.get(kind)
        name = names.pop(0) if names else kind
        self.stock[kind] = self.stock[kind] - 1
        self.buildings[s] = (kind, name, d)
        site = self.game.sites[s]
        if kind == "hazard":
            for x in site.districts:
                self.hazard_touch[x] = self.hazard_touch[x] + 1
        elif kind == "bonus":
            for x in site.districts:
                self.bonus_touch[x] = self.bonus_touch[x] + 1
        self._emit("built", (
            ("player", p),
            ("building", kind),
            ("name", name),
            ("site", self._t.site_label[s]),
            ("district", self.game.districts[d].card.id if d >= 0 else None),
        ))

    def _do_special(self: State, a: BuildSkyscraper | BuildStadium | BuildTower) -> None:
        p = self.turn
        d = self.game.district_by_id[a.district]
        s = self.game.site_by_cell[a.site]
        info = self.game.districts[d]
        kind = a.kind
        price = info.card.skyscraper_price if kind == "skyscraper" else (
            STADIUM_PRICE if kind == "stadium" else TOWER_PRICE)
        self._transfer(p, BANK, price, kind)
        self._place(p, kind, s, d)
        self.special_built = True
        if kind == "skyscraper":
            self.group_skyscraper[info.group] = True
        elif kind == "stadium":
            self.stadium_district = d
        else:
            self.tower_district = d

    def _do_bonus(self: State, a: PlaceBonus) -> None:
        self._place(self.turn, "bonus", self.game.site_by_cell[a.site], -1)
        self._run()

    def _do_hazard(self: State, a: PlaceHazard) -> None:
        self._place(self.turn, "hazard", self.game.site_by_cell[a.site], -1)
        self._run()

    def _do_move_hazard(self: State, a: MoveHazard) -> None:
        p = self.turn
        g = self.game
        src, dst = g.site_by_cell[a.source], g.site_by_cell[a.target]
        phase = self.phase
        if phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE:
            self._transfer(p, BANK, HAZARD_MOVE_PRICE, "hazard move")
            self.paid_moves += 1
            first = src != self.paid_at  # the first paid move of this hazard this turn
            if first:
                self.paid_from = src
            self.paid_at = dst
            if phase is Phase.PAID_MOVE:
                self.phase = Phase.POST_ROLL  # the owed move is made
            elif first and self.game.rules_version >= 2 and not self._takes_off(self._own_districts_at(p, src), dst):
                self.phase = Phase.PAID_MOVE  # a second move must take it off (see _paid_move_reason)
        building = self.buildings.pop(src)
        self.buildings[dst] = building
        for x in g.sites[src].districts:
            self.hazard_touch[x] = self.hazard_touch[x] - 1
        for x in g.sites[dst].districts:
            self.hazard_touch[x] = self.hazard_touch[x] + 1
        labels = self._t.site_label
        self._emit("hazard_moved", (("player", p), ("source", labels[src]), ("target", labels[dst])))
        if self.phase is Phase.PLANNING or self.phase is Phase.HAZARD_MOVES:
            self.phase = Phase.HAZARD_MOVES
            self.moving_site = dst
            self.free_moves_left -= 1
            if self.free_moves_left <= 0 or not self._hazard_move_pairs(dst):
                self.moving_site = -1
                self._run()

    def _do_done(self: State, a: Done) -> None:
        self.moving_site = -1
        self.free_moves_left = 0
        self._run()
