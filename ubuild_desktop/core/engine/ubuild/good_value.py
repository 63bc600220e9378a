"""The *good* computer player's yardsticks (see :mod:`.good`): the expected income of a
district, what holdings are worth (75% of the price, the expected rent, a premium for a
whole or partial colour group), how much cash to keep in reserve, who leads, and how a
change of hands moves those values. Its decisions, in :mod:`.good_build` (building,
hazards, Planning Permission) and :mod:`.good` (the rest of a turn, debts and deals),
all price their choices with these.
"""

from __future__ import annotations

from typing import Final

from ..kernel.extensible import mypyc_attr
from .money import whole_group
from .state import State
from .player_base import BasePlayer
from .player_common import Figures, TrackModel, figures, track_model

HOLD_FRACTION: Final = 0.75  # a district is worth this share of its price, before its rent
WHOLE_GROUP_PREMIUM: Final = 0.6  # of the group's total price
PARTIAL_GROUP_PREMIUM: Final = 0.15
OPPONENT_GAIN_WEIGHT: Final = 0.5  # how much an opponent's gain in a deal counts against it
HAZARD_ARRIVAL: Final = 0.35  # chance that an unprotected district gets a hazard before the end


# The weights computed by any good player, by their factor (the opponents x the horizon),
# for one game and horizon method (_WEIGHTS_OF): every good player of every game played on
# that Game object reads the same lists (read-only), and late in a game the horizon stops
# shrinking, so one list serves every roll from then on.
_WEIGHTS_OF: Final[list[object]] = [None, None]
_WEIGHTS_BY_FACTOR: Final[dict[float, list[float]]] = {}


def _total(values: list[float]) -> float:
    """The sum, left to right (one order everywhere, so equal inputs give the same float)."""
    total = 0.0
    for v in values:
        total += v
    return total


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class GoodValuation(BasePlayer):
    """The yardsticks every decision of the good player prices its choices with."""

    #: The reserve is this share of the worst rent on the board, less mortgage capacity,
    #: and at least the starting cash divided by ``reserve_floor``.
    reserve_worst = 0.7
    reserve_floor = 12

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._weights_game: object = None  # the game and dice count the weights are for
        self._weights_rolls = -1
        self._weights: list[float] = []
        self._quiet_owners: list[int] | None = None  # ownership with no deal worth offering
        self._limit_memo: tuple[object, tuple[int, ...], int] | None = None  # see auction_limit
        # see GoodPlayer.sale_candidates: (figures, p, rolls, cash, the sales)
        self._sale_memo: tuple[Figures, int, int, list[int], list[tuple[float, int, tuple[str, ...], int]]] | None = None
        self._scratch_figures: Figures | None = None  # see holdings_change
        self._scratch_owners: list[int] = []

    # ------------------------------------------------------------------ yardsticks

    def horizon(self, state: State) -> float:
        """Turns each player still has, roughly."""
        model = track_model(state.game)
        n = state.game.num_players
        played = state.rolls / (n * model.rolls_per_turn)
        base = 1.5 * state.game.num_spaces
        return max(0.5 * base, base - played)

    def weights(self, state: State) -> list[float]:
        """Expected opponent landings on each district over the horizon."""
        if self._weights_game is not state.game or self._weights_rolls != state.rolls:
            # Every good player of a game computes the same list at a given dice count:
            # the lists are shared (speed; see _WEIGHTS_BY_FACTOR). Keyed by the horizon
            # method too, in case a subclass changes it.
            horizon = type(self).horizon
            if _WEIGHTS_OF[0] is not state.game or _WEIGHTS_OF[1] is not horizon:
                _WEIGHTS_BY_FACTOR.clear()
                _WEIGHTS_OF[0], _WEIGHTS_OF[1] = state.game, horizon
            factor = (state.game.num_players - 1) * self.horizon(state)
            found = _WEIGHTS_BY_FACTOR.get(factor)
            if found is None:
                found = [w * factor for w in track_model(state.game).district_weight]
                _WEIGHTS_BY_FACTOR[factor] = found
            self._weights = found
            self._weights_game, self._weights_rolls = state.game, state.rolls
        return self._weights

    def reserve(self, state: State, p: int, b: Figures | None = None) -> int:
        """Cash kept back: 70% of the worst rent on the board less what mortgages raise.

        ``b`` is ``figures(state)`` when the caller already has it (speed: one fingerprint
        check per decision instead of one per helper).
        """
        if b is None:
            b = figures(state)  # memoized on the board position, shared by every player
        floor = state.game.starting_cash // self.reserve_floor
        return max(floor, int(self.reserve_worst * b.worst_against(p)) - b.capacity[p])

    def holding_value(self, state: State, p: int, owners: list[int], w: list[float]) -> float:
        """What ``p``'s districts are worth to ``p`` under the ownership map ``owners``:
        the sum, group by group in track order, of :meth:`group_values`."""
        return _total(self.group_values(state, p, owners, w))

    def group_values(self, state: State, p: int, owners: list[int], w: list[float],
                     b: Figures | None = None) -> list[float]:
        """What ``p``'s districts of each colour group are worth to ``p`` under ``owners``
        (0.0 for a group ``p`` holds nothing of).

        Per group, so that a change of owners is priced by redoing only the groups it
        touches (:meth:`holdings_change`): buying, bidding and every deal price one.
        """
        model = track_model(state.game)
        tower = state.tower_district
        # rent_for(state, x, p, owners): doubled by the group's skyscraper or p's Tower
        tower_mine = tower >= 0 and owners[tower] == p
        base = (figures(state) if b is None else b).base
        return [self._group_value(state, p, gi, owners, w, tower_mine, base, model)
                for gi in range(len(model.group_members))]

    def _group_value(self, state: State, p: int, gi: int, owners: list[int], w: list[float], tower_mine: bool,
                     base: list[int], model: TrackModel) -> float:
        members = model.group_members[gi]
        price = model.price
        mortgaged = state.mortgaged
        double = tower_mine or state.group_skyscraper[gi]
        value = 0.0
        count = 0
        for x in members:
            if owners[x] != p:
                continue
            count += 1
            value += HOLD_FRACTION * price[x]
            if mortgaged[x]:
                value -= base[x]
            else:
                value += (base[x] * 2 if double else base[x]) * w[x]
        if count == 0:
            return 0.0
        if whole_group(state.tables, gi, count):
            value += WHOLE_GROUP_PREMIUM * model.group_price[gi]
        elif len(members) > 1:
            value += PARTIAL_GROUP_PREMIUM * model.group_price[gi] * (count - 1) / (len(members) - 1)
        return value

    def holdings_change(self, state: State, p: int, moved: list[tuple[int, int]], w: list[float],
                        b: Figures | None = None) -> float:
        """How much ``p``'s holding value changes if each ``(district, new owner)`` of
        ``moved`` changes hands: the change of each group it touches (of every group if
        the Tower's district moves, since the Tower doubles every district of its owner)."""
        if b is None:
            b = figures(state)
        owners = self._scratch(b)
        tower = state.tower_district
        full = False
        try:
            for d, o in moved:
                owners[d] = o
                if d == tower:
                    full = True
            if full:
                after_total = _total(self.group_values(state, p, owners, w, b))
                return after_total - _total(self.group_values(state, p, b.owner, w, b))
            model = track_model(state.game)
            tower_mine = tower >= 0 and owners[tower] == p  # the same before and after
            change = 0.0
            done: list[int] = []
            for d, _ in moved:
                gi = model.group_of[d]
                if gi in done:
                    continue
                done.append(gi)
                after = self._group_value(state, p, gi, owners, w, tower_mine, b.base, model)
                before = self._group_value(state, p, gi, b.owner, w, tower_mine, b.base, model)
                change += after - before
            return change
        finally:
            for d, _ in moved:
                owners[d] = b.owner[d]

    def holdings_change_one(self, state: State, p: int, d: int, o: int, w: list[float],
                            b: Figures | None = None) -> float:
        """``holdings_change(state, p, [(d, o)], w, b)``, without the list (the commonest
        case: buying, bidding and every forced sale price one district)."""
        if b is None:
            b = figures(state)
        tower = state.tower_district
        if d == tower:
            return self.holdings_change(state, p, [(d, o)], w, b)
        model = track_model(state.game)
        gi = model.group_of[d]
        owners = self._scratch(b)
        owners[d] = o
        try:
            tower_mine = tower >= 0 and owners[tower] == p
            after = self._group_value(state, p, gi, owners, w, tower_mine, b.base, model)
            before = self._group_value(state, p, gi, b.owner, w, tower_mine, b.base, model)
        finally:
            owners[d] = b.owner[d]
        return after - before

    def _scratch(self, b: Figures) -> list[int]:
        """A private copy of the owners at position ``b``: a pricing changes it and puts
        it back after (speed: no copy of the whole list per price asked)."""
        if self._scratch_figures is not b:
            self._scratch_owners, self._scratch_figures = list(b.owner), b
        return self._scratch_owners

    def gain_of(self, state: State, p: int, d: int, w: list[float], b: Figures | None = None) -> float:
        """What owning district ``d`` adds to ``p``'s holdings."""
        return self.holdings_change_one(state, p, d, p, w, b)

    def leader(self, state: State, p: int, b: Figures | None = None) -> int:
        """The richest other player by net worth (the first seat among equals): cash plus
        the rent values of their unmortgaged districts (``money.net_worth``), the latter
        read from the board's figures (``Figures.worth``, kept per position)."""
        if b is None:
            b = figures(state)
        worth, cash = b.worth, state.cash
        best, best_worth = -1, 0
        for q in range(state.game.num_players):
            value = cash[q] + worth[q]  # = net_worth(state, q)
            if q != p and (best < 0 or value > best_worth):
                best, best_worth = q, value
        return best

    def owner_weight(self, state: State, p: int, o: int, leader: int) -> float:
        """+1 for ``p``'s own districts, minus how much hurting owner ``o`` helps ``p``."""
        if o == p:
            return 1.0
        if o < 0:
            return 0.0
        return -1.0 if o == leader else -0.6

    # ------------------------------------------------------------------ turn
