"""The listing of legal actions: ``legal_actions()`` and one lister per phase.

Each lister appends what the player to act may do in its phase; the helpers below them
work out a family of actions (mortgages, hazard moves, blocks and special buildings)
with the conditions of the matching checks, worked out once per call.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Final

from ..lattice import Cell
from .actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    EndTurn,
    FreeBlocks,
    Pass,
    PayDebt,
    PayJailFine,
    RejectDeal,
    Roll,
    StartAuction,
)
from .game import (
    BLOCKS_PER_TURN,
    HAZARD_MOVE_PRICE,
    JAIL_FINE,
    MAX_BLOCKS,
    PAID_HAZARD_MOVES_PER_TURN,
    RuleSet,
    STADIUM_PRICE,
    TOWER_PRICE,
)
from .movement import MovementMixin
from .phases import Phase

if TYPE_CHECKING:
    from .state import State


# Actions without fields are equal to any other instance of their class; listing these
# shared instances saves building new ones on every legal_actions() call.
_ROLL: Final = Roll()
_PAY_FINE: Final = PayJailFine()
_BUY: Final = Buy()
_START_AUCTION: Final = StartAuction()
_PASS: Final = Pass()
_DONE: Final = Done()
_END_TURN: Final = EndTurn()
_PAY_DEBT: Final = PayDebt()
_BANKRUPT: Final = DeclareBankruptcy()
_ACCEPT: Final = AcceptDeal()
_REJECT: Final = RejectDeal()


class ListingMixin(MovementMixin):  # one chain of single bases: see state.py
    """``legal_actions()`` for :class:`State`."""

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self: State) -> list[Action]:
        """What the player to act (``current_player``) may do now.

        Every finite family of actions is listed in full: each action in the list can be
        applied as is, and every action ``apply`` accepts from the player to act is in
        the list, except for the two open-ended families below. The list is empty only
        when the game is over. The order is stable (the same state lists the same
        actions in the same order), so seeded computer players are reproducible.

        Open-ended families (not enumerable without explosion), each with a query:

        - **Bids** (:class:`Bid`): any multiple of $10k in ``bid_range()`` is legal. The
          list always holds the lowest legal bid when a bid is possible, plus a few more
          rungs (+$100k, +$500k, +$1M, the printed price) within the range.
        - **Deals** (:class:`ProposeDeal`): never listed, because a deal is not a move of
          the player to act: any player may propose one between actions (before the
          turn player rolls or once the landing is resolved; while the lander decides
          whether to buy, only the lander; while money is being raised, only the debtor). ``deal_partners(player)`` says whom ``player`` may
          offer a deal to now (empty = none); ``can_propose_deal(player)`` says whether
          the window is open for them. A UI offers a "propose a deal" control to every
          player for whom ``deal_partners`` is not empty, builds the offer from
          ``districts_of`` and ``cash`` (whole $10k), and checks it with ``why_illegal``
          before applying it. The partner then has :class:`AcceptDeal` /
          :class:`RejectDeal` in this list.

        The CHANCE player's list is its outcomes (see ``chance_outcomes()``).
        """
        lister = _LISTERS.get(self.phase)
        if lister is None:  # the CHANCE player's turn, or no one's
            return [a for a, _ in self.chance_outcomes()]
        out: list[Action] = []
        lister(self, self.current_player, out)
        return out

    def _list_roll_off(self: State, p: int, out: list[Action]) -> None:
        out.append(_ROLL)  # before the first turn: nothing to mortgage or deal yet

    def _list_pre_roll(self: State, p: int, out: list[Action]) -> None:
        out.append(_ROLL)
        if self.in_jail[p] and self.cash[p] >= JAIL_FINE:
            out.append(_PAY_FINE)
        self._mortgage_actions(p, out, lift=True)

    def _list_post_roll(self: State, p: int, out: list[Action]) -> None:
        owned = self._owned(p)
        if not self.in_jail[p]:
            if owned:
                self._build_actions(p, owned, out)
            if self.paid_moves < PAID_HAZARD_MOVES_PER_TURN and self.cash[p] >= HAZARD_MOVE_PRICE:
                self._move_actions(p, out)
        self._mortgage_actions(p, out, lift=True, owned=owned)
        out.append(_END_TURN)

    def _list_buy(self: State, p: int, out: list[Action]) -> None:
        if self.cash[p] >= self._t.price[self.pending_district]:
            out.append(_BUY)
        out.append(_START_AUCTION)
        self._mortgage_actions(p, out, lift=False)

    def _list_auction(self: State, p: int, out: list[Action]) -> None:
        rng = self.bid_range()
        if rng is not None:
            low, high = rng
            auction = self.auction
            assert auction is not None
            price = self._t.price[auction.district]
            rungs = {low, low + 100, low + 500, low + 1000, price}
            out.extend(Bid(x) for x in sorted(rungs) if low <= x <= high)
        if self._pass_reason(p) is None:
            out.append(_PASS)

    def _list_planning(self: State, p: int, out: list[Action]) -> None:
        bonus, hazard = self._placement_sites(p)
        t = self._t
        for s in sorted(bonus | hazard):
            if s in bonus:
                out.append(t.place_bonus[s])
            if s in hazard:
                out.append(t.place_hazard[s])
        self._move_actions(p, out)
        out.append(_DONE)

    def _list_hazard_moves(self: State, p: int, out: list[Action]) -> None:
        self._move_actions(p, out)
        out.append(_DONE)

    def _list_paid_move(self: State, p: int, out: list[Action]) -> None:
        self._move_actions(p, out)  # the owed second move: no other choice

    def _list_free_blocks(self: State, p: int, out: list[Action]) -> None:
        assert self.free_blocks is not None
        for d in range(len(self.owner)):
            if self._block_place_reason(p, d) is not None:
                continue
            n = self._free_block_count(d)
            for i in range(n + 1):
                r = n - i
                if n and self._free_blocks_reason(p, d, r, i) is None:
                    out.append(FreeBlocks(self._t.district_id[d], r, i))

    def _list_raise_funds(self: State, p: int, out: list[Action]) -> None:
        assert self.debt is not None
        if self.cash[p] >= self.debt.amount:
            out.append(_PAY_DEBT)
        self._mortgage_actions(p, out, lift=False)
        if self._raisable(p) < self.debt.amount:
            out.append(_BANKRUPT)

    def _list_deal(self: State, p: int, out: list[Action]) -> None:
        assert self.deal is not None
        if self._deal_reason(self.deal, proposing=False) is None:
            out.append(_ACCEPT)
        out.append(_REJECT)

    # ------------------------------------------------------------------ helpers

    def _owned(self: State, p: int) -> list[int]:
        """The districts ``p`` owns, in track order."""
        # A comprehension finds them faster than testing each district in a loop.
        return [d for d, o in enumerate(self.owner) if o == p]

    def _mortgage_actions(self: State, p: int, out: list[Action], lift: bool, owned: list[int] | None = None) -> None:
        mortgaged, t = self.mortgaged, self._t
        cash = self.cash[p]
        for d in self._owned(p) if owned is None else owned:
            if not mortgaged[d]:
                out.append(t.mortgage[d])
            elif lift and cash >= self._base_rent(d):
                out.append(t.unmortgage[d])

    def _move_actions(self: State, p: int, out: list[Action]) -> None:
        """Hazard moves: free ones (Planning Permission, a card) or paid ones (after the
        roll, and the owed second one), with the paid-move rule checked on each."""
        phase = self.phase
        paid = phase is Phase.POST_ROLL or phase is Phase.PAID_MOVE
        only = self.moving_site if phase is Phase.HAZARD_MOVES else self.paid_at if phase is Phase.PAID_MOVE else -1
        moves = self._t.move_hazard
        for pair in self._hazard_move_pairs(only):
            if paid and self._paid_move_reason(p, pair[0], pair[1]) is not None:
                continue
            out.append(moves[pair])

    def _build_actions(self: State, p: int, owned: list[int], out: list[Action]) -> None:
        """Blocks and special buildings ``p`` (who owns ``owned``) may build now.

        The caller checked the phase and that ``p`` is not in jail.

        Equivalent to testing every candidate with ``_blocks_reason`` and
        ``_special_reason`` (and listed in that order), but each condition that does not
        depend on the candidate is worked out once per call, not once per candidate.
        """
        t = self._t
        mortgaged, stock = self.mortgaged, self.stock
        cash = self.cash[p]
        # Blocks: at most BLOCKS_PER_TURN a turn on one district, none after a special building.
        turn_room = 0 if self.special_built else BLOCKS_PER_TURN - self.blocks_count
        blocks_district = self.blocks_district
        stock_r = stock["residential"]
        stock_i = 0 if self.game.rules == RuleSet.STARTER else stock["industrial"]
        specials = self._special_options(p, owned)
        for d in owned:
            if mortgaged[d]:
                continue
            if turn_room > 0 and (blocks_district == -1 or blocks_district == d):
                room = min(turn_room, MAX_BLOCKS - self.residential[d] - self.industrial[d])
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
            for cell in self._free_sites(d):
                if sky:
                    out.append(BuildSkyscraper(card_id, cell))
                if stadium:
                    out.append(BuildStadium(card_id, cell))
                if tower:
                    out.append(BuildTower(card_id, cell))

    def _special_options(
        self: State, p: int, owned: list[int] | None = None, only: int = -1
    ) -> dict[int, tuple[bool, bool, bool]]:
        """District -> (skyscraper, stadium, Tower) allowed next to it now, for ``p``'s
        unmortgaged districts that allow at least one (the site aside: see ``_free_sites``).
        ``only`` (0, 1 or 2: an index in that triple) leaves the other two kinds False.

        The conditions of ``_special_reason`` that do not depend on the site, with the
        colour groups counted once per call. The caller checks the phase and jail.
        """
        if self.blocks_count:  # none on a turn in which blocks were bought
            return {}
        t, stock, cash = self._t, self.stock, self.cash[p]
        can_sky = only <= 0 and stock["skyscraper"] >= 1
        can_stadium = (only < 0 or only == 1) and (
            stock["stadium"] >= 1 and self.stadium_district < 0 and cash >= STADIUM_PRICE)
        can_tower = (only < 0 or only == 2) and (
            stock["tower"] >= 1 and self.tower_district < 0 and cash >= TOWER_PRICE)
        if not (can_sky or can_stadium or can_tower):
            return {}
        mortgaged = self.mortgaged
        if owned is None:
            owned = self._owned(p)
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
            sky = can_sky and whole and not self.group_skyscraper[g] and cash >= t.skyscraper_price[d]
            stadium = can_stadium and count[g] >= 2
            tower = can_tower and whole and whole_count >= 2
            if sky or stadium or tower:
                out[d] = (sky, stadium, tower)
        return out

    def _free_sites(self: State, d: int) -> list[Cell]:
        """The empty sites touching district ``d``, in site order."""
        buildings, sites = self.buildings, self.game.sites
        return [sites[s].cell for s in self._t.district_sites[d] if s not in buildings]


_LISTERS: Final[dict[Phase, Any]] = {
    Phase.ROLL_OFF: ListingMixin._list_roll_off,
    Phase.PRE_ROLL: ListingMixin._list_pre_roll,
    Phase.POST_ROLL: ListingMixin._list_post_roll,
    Phase.BUY: ListingMixin._list_buy,
    Phase.AUCTION: ListingMixin._list_auction,
    Phase.PLANNING: ListingMixin._list_planning,
    Phase.HAZARD_MOVES: ListingMixin._list_hazard_moves,
    Phase.PAID_MOVE: ListingMixin._list_paid_move,
    Phase.FREE_BLOCKS: ListingMixin._list_free_blocks,
    Phase.RAISE_FUNDS: ListingMixin._list_raise_funds,
    Phase.DEAL: ListingMixin._list_deal,
}
