"""The public query methods a UI or a computer player asks (they never mutate the state)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..lattice import Cell
from .actions import ProposeDeal
from .fields import StateFields
from .game import BID_STEP, BLOCKS_PER_TURN, MAX_BLOCKS, MIN_BID, RuleSet
from .phases import Phase, _PHASE_ACTIONS

if TYPE_CHECKING:
    from .state import State


class BlockOptions(NamedTuple):
    """How many blocks a player may buy on a district now."""

    max_total: int
    max_residential: int
    max_industrial: int
    residential_price: int
    industrial_price: int


class QueriesMixin(StateFields):  # one chain of single bases: see state.py
    """The public queries of :class:`State`."""

    # ------------------------------------------------------------------ public queries

    def rent_value(self: State, district_id: str) -> int:
        """What a lander pays now (0 if unowned or mortgaged), doubling included."""
        d = self._district_index(district_id)
        if self.owner[d] < 0 or self.mortgaged[d]:
            return 0
        return self._rent(d)

    def mortgage_value(self: State, district_id: str) -> int:
        """Current rent value counting blocks only (no doubling): the mortgage and its repayment."""
        return self._base_rent(self._district_index(district_id))

    def owner_of(self: State, district_id: str) -> int:
        """The owner's index, or -1 for the bank."""
        return self.owner[self._district_index(district_id)]

    def districts_of(self: State, player: int) -> list[str]:
        """Card ids of the districts ``player`` owns, in track order."""
        return [self.game.districts[d].card.id for d in range(len(self.owner)) if self.owner[d] == player]

    def building_at(self: State, site: Cell) -> tuple[str, str, str | None] | None:
        """(kind, name, attached district id) of the building on ``site``, or None."""
        entry = self.buildings.get(self._site_index(site))
        if entry is None:
            return None
        kind, name, d = entry
        return kind, name, self.game.districts[d].card.id if d >= 0 else None

    def hazard_touched(self: State, district_id: str) -> bool:
        return self.hazard_touch[self._district_index(district_id)] > 0

    def bonus_touched(self: State, district_id: str) -> bool:
        return self.bonus_touch[self._district_index(district_id)] > 0

    def can_buy(self: State, player: int) -> bool:
        """Whether ``player`` may buy the district landed on, now."""
        return (
            self.phase is Phase.BUY and self.turn == player
            and self.cash[player] >= self.game.districts[self.pending_district].card.price
        )

    def block_options(self: State, player: int, district_id: str) -> BlockOptions:
        """How many blocks ``player`` could buy on ``district_id`` right now (0s if none)."""
        d = self._district_index(district_id)
        card = self.game.districts[d].card
        none = BlockOptions(0, 0, 0, card.residential_block_price, card.industrial_block_price)
        if (
            not self._may_build_now(player) or self._block_place_reason(player, d) is not None
            or self.special_built or self.blocks_district not in (-1, d)
        ):
            return none
        room = min(
            MAX_BLOCKS - self.residential[d] - self.industrial[d],
            BLOCKS_PER_TURN - self.blocks_count,
        )
        rp, ip = card.residential_block_price, card.industrial_block_price
        cash = self.cash[player]
        max_r = min(room, self.stock["residential"], cash // rp)
        max_i = 0 if self.game.rules == RuleSet.STARTER else min(room, self.stock["industrial"], cash // ip)
        # Residential blocks are the cheaper kind, so the most blocks come from taking as
        # many residential ones as possible, then industrial ones with what is left.
        extra_i = max(0, min(max_i, room - max_r, (cash - max_r * rp) // ip))
        return BlockOptions(max_r + extra_i, max_r, max_i, rp, ip)

    def special_sites(self: State, player: int, kind: str) -> dict[str, list[Cell]]:
        """For ``kind`` in skyscraper/stadium/tower: district id -> sites it may stand on now."""
        out: dict[str, list[Cell]] = {}
        if not self._may_build_now(player):
            return out
        which = _SPECIAL_KINDS.index(kind)
        for d, allowed in self._special_options(player, None, which).items():
            if allowed[which]:
                cells = self._free_sites(d)
                if cells:
                    out[self._t.district_id[d]] = cells
        return out

    def bonus_sites(self: State, player: int) -> list[Cell]:
        """Sites where ``player`` could build a bonus building (stock and exclusion checked)."""
        sites = self.game.sites
        return [sites[s].cell for s in sorted(self._bonus_placements(player))]

    def hazard_sites(self: State, player: int) -> list[Cell]:
        """Sites where ``player`` could build a hazard (stock and exclusion checked)."""
        sites = self.game.sites
        return [sites[s].cell for s in sorted(self._hazard_placements(player))]

    def hazard_moves(self: State) -> list[tuple[Cell, Cell]]:
        """Every single hazard move the geometry and the exclusion rule allow (what a free
        move may do; a paid move must also take the hazard off the mover's districts, so
        ``legal_actions()`` lists fewer after the roll)."""
        sites = self.game.sites
        return [(sites[a].cell, sites[b].cell) for a, b in self._hazard_move_pairs(-1)]

    def can_mortgage(self: State, player: int, district_id: str) -> bool:
        d = self._district_index(district_id)
        return self.owner[d] == player and not self.mortgaged[d]

    def can_unmortgage(self: State, player: int, district_id: str) -> bool:
        d = self._district_index(district_id)
        return self.owner[d] == player and self.mortgaged[d] and self.cash[player] >= self._base_rent(d)

    def bid_range(self: State) -> tuple[int, int] | None:
        """(lowest, highest) bid the bidder to act may make now, or None if they cannot bid.

        Every multiple of $10k (``BID_STEP``) from lowest to highest is a legal
        :class:`Bid`; ``legal_actions()`` lists the lowest and a few more rungs.
        """
        if self.phase is not Phase.AUCTION:
            return None
        assert self.auction is not None
        low = max(MIN_BID, self.auction.high_bid + BID_STEP)
        high = self.cash[self.current_player] // BID_STEP * BID_STEP
        return (low, high) if high >= low else None

    def can_propose_deal(self: State, player: int) -> bool:
        """Whether ``player`` may propose a deal now (to any other player).

        Deals are proposed between actions: before the turn player rolls (PRE_ROLL) or
        once the landing is resolved (POST_ROLL), by any player; while the lander decides
        whether to buy (BUY), by the lander only; while a debt is being raised
        (RAISE_FUNDS), by the debtor only. Never during an auction, a decision on a card
        or Planning Permission, or while another deal awaits its answer.
        Whether a particular offer is legal also depends on its contents: see
        ``deal_partners`` and ``why_illegal``.
        """
        if not 0 <= player < self.game.num_players or ProposeDeal not in _PHASE_ACTIONS[self.phase]:
            return False
        return self._proposer_reason(player) is None

    def deal_partners(self: State, player: int) -> list[int]:
        """The players ``player`` may offer a deal to now (empty when they may not propose).

        A legal :class:`ProposeDeal` from ``player`` to a partner listed here is any
        non-empty offer of: districts ``player`` owns (``give``), districts the partner
        owns (``take``), each listed once, mortgaged ones included (they change hands
        mortgaged, buildings stay); and cash each way (``give_cash`` / ``take_cash``) in
        whole multiples of $10k up to what each side holds (``cash``). ``why_illegal``
        says what is wrong with any other offer.
        """
        if not self.can_propose_deal(player):
            return []
        return [q for q in range(self.game.num_players) if q != player]

    def space_summary(self: State, space: int) -> dict[str, Any]:
        """What is on a space, for a UI tooltip: kind, name, district facts, bridge position."""
        g = self.game
        out: dict[str, Any] = {"index": space, "kind": g.space_kinds[space].value, "name": g.space_names[space]}
        d = g.space_district[space]
        if d >= 0:
            out.update(
                district=g.districts[d].card.id, owner=self.owner[d], mortgaged=self.mortgaged[d],
                residential=self.residential[d], industrial=self.industrial[d],
                hazard=self.hazard_touch[d] > 0, bonus=self.bonus_touch[d] > 0,
                rent=0 if self.owner[d] < 0 or self.mortgaged[d] else self._rent(d),
            )
        if space in self.bridge_up:
            out["bridge"] = "up" if self.bridge_up[space] else "down"
        out["players"] = [p for p, pos in enumerate(self.position) if pos == space]
        return out


_SPECIAL_KINDS: Final = ("skyscraper", "stadium", "tower")  # the order of _special_options' flags
