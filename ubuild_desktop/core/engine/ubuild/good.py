"""The *good* computer player: every decision priced in expected money.

Its one yardstick is the expected income of a district: rent x the chance that an
opponent's turn ends there (a Markov model of the track, :func:`.common.track_model`)
x the opponents x the turns left (a horizon that shrinks as the game goes on). On top:

- **Holdings** are worth 75% of their price, plus their expected rent, plus a premium for
  a whole colour group (it enables the skyscraper and the Tower) and a little for a
  partial one. Deals, buying, bidding and the order of mortgages all use this.
- **Cash reserve** scaled to the worst rent on the board, less what mortgages could raise;
  it only buys, builds and lifts mortgages above it.
- **Auctions**: bids up to its valuation (plus the value of denying an opponent a whole
  group); declines to buy and auctions when no opponent has the cash to outbid it.
- **Building**: the special building or blocks with the best expected return, industrial
  where a hazard touches or threatens, residential where a bonus building protects.
- **Planning Permission**: compares a hazard (against the leader's residential-heavy
  districts), a bonus building (protecting its own residential blocks) and free hazard
  moves, and picks the most valuable; paid hazard moves only when they pay for themselves.
- **Deals**: offers cash for the districts that complete its groups, priced so a rational
  partner gains too; accepts only deals that add value after counting half of what the
  proposer gains; never gives away a group.
- **Debts**: mortgages the districts whose loss costs least per dollar raised; bankrupt
  only when nothing is left.
"""

from __future__ import annotations

from typing import Final

from ...lattice import Cell
from ...pieces import BuildingKind
from .actions import (
    Action,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    FreeBlocks,
    ProposeDeal,
)
from .game import HAZARD_MOVE_PRICE, JAIL_FINE, PAID_HAZARD_MOVES_PER_TURN, STADIUM_PRICE, STADIUM_SALARY, SALARY, TOWER_PRICE
from .building import block_counts, may_build_now
from .money import counted_blocks, doubles, net_worth, rent
from .state import Phase, State
from .player_base import BasePlayer
from .player_common import (
    ACCEPT_DEAL,
    BUY,
    DONE,
    END_TURN,
    PAY_JAIL_FINE,
    REJECT_DEAL,
    ROLL,
    START_AUCTION,
    TWO_OF_A_GROUP,
    TWO_WHOLE_GROUPS,
    WHOLE_GROUP,
    WHOLE_GROUP_NO_SKYSCRAPER,
    Figures,
    TrackModel,
    base_rent,
    figures,
    hazard_risk,
    prebuilt_blocks,
    rent_for,
    round10,
    track_model,
)

# Final: the compiled build keeps each in a C variable instead of looking it up on the enum.
_RESIDENTIAL: Final = BuildingKind.RESIDENTIAL
_INDUSTRIAL: Final = BuildingKind.INDUSTRIAL
_HAZARD: Final = BuildingKind.HAZARD
_SKYSCRAPER: Final = BuildingKind.SKYSCRAPER
_STADIUM: Final = BuildingKind.STADIUM
_TOWER: Final = BuildingKind.TOWER

HOLD_FRACTION: Final = 0.75  # a district is worth this share of its price, before its rent
WHOLE_GROUP_PREMIUM: Final = 0.6  # of the group's total price
PARTIAL_GROUP_PREMIUM: Final = 0.15
OPPONENT_GAIN_WEIGHT: Final = 0.5  # how much an opponent's gain in a deal counts against it
HAZARD_ARRIVAL: Final = 0.35  # chance that an unprotected district gets a hazard before the end


# (game, rolls, horizon method, weights): the last weights computed by any good player.
_SHARED_WEIGHTS: Final[list[tuple[object, int, object, list[float]] | None]] = [None]


def _any_true(flags: list[bool]) -> bool:
    """``True in flags``, as a loop (the compiled build reads each flag as a C bool)."""
    for flag in flags:
        if flag:
            return True
    return False


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


def _total(values: list[float]) -> float:
    """The sum, left to right (one order everywhere, so equal inputs give the same float)."""
    total = 0.0
    for v in values:
        total += v
    return total


class GoodPlayer(BasePlayer):
    strength = "good"
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
            # the last one is shared (speed). Keyed by the horizon method too, in case a
            # subclass changes it.
            shared = _SHARED_WEIGHTS[0]
            horizon = type(self).horizon
            if shared is not None and shared[0] is state.game and shared[1] == state.rolls and shared[2] is horizon:
                self._weights = shared[3]
            else:
                model = track_model(state.game)
                factor = (state.game.num_players - 1) * self.horizon(state)
                self._weights = [w * factor for w in model.district_weight]
                _SHARED_WEIGHTS[0] = (state.game, state.rolls, horizon, self._weights)
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
        if count == model.group_whole_count[gi]:
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

    def leader(self, state: State, p: int) -> int:
        """The richest other player by net worth (the first seat among equals)."""
        # The engine's net_worth for each seat. (The board view used to keep every
        # seat's rent values for this: bench_engine.py --track pro, compiled, four runs
        # alternately, measured that copy 0.9% faster, within the noise: not kept.)
        best, best_worth = -1, 0
        for q in range(state.game.num_players):
            worth = net_worth(state, q)
            if q != p and (best < 0 or worth > best_worth):
                best, best_worth = q, worth
        return best

    def owner_weight(self, state: State, p: int, o: int, leader: int) -> float:
        """+1 for ``p``'s own districts, minus how much hurting owner ``o`` helps ``p``."""
        if o == p:
            return 1.0
        if o < 0:
            return 0.0
        return -1.0 if o == leader else -0.6

    # ------------------------------------------------------------------ turn

    def on_pre_roll(self, state: State, p: int) -> Action | None:
        lift = self.unmortgage_choice(state, p)
        if lift is not None:
            return lift
        if state.in_jail[p]:
            unowned = sum(1 for o in state.owner if o < 0)
            early = unowned >= 0.3 * len(state.owner)
            if early and state.cash[p] - JAIL_FINE >= self.reserve(state, p):
                return PAY_JAIL_FINE
        return ROLL

    def unmortgage_choice(self, state: State, p: int, b: Figures | None = None) -> Action | None:
        if b is None:
            if not _any_true(state.mortgaged):
                return None  # the common case, without the board's fingerprint check
            b = figures(state)
        if not b.mortgages[p]:
            return None
        owner, mortgaged = state.owner, state.mortgaged
        mine = [d for d in range(len(owner)) if mortgaged[d] and owner[d] == p]
        cash = state.cash[p]
        reserve = self.reserve(state, p, b)
        w = self.weights(state)
        best, best_score = None, 0.0
        for d in mine:
            cost = b.base[d]
            if cash - cost < 1.2 * reserve:
                continue
            score = (b.rent[d] * w[d] + cost) / cost  # rent[d] = rent_for(state, d, p): p owns d
            if score > best_score:
                best, best_score = d, score
        if best is None:
            return None
        return state.game.tables.unmortgage[best]

    def on_buy(self, state: State, p: int) -> Action | None:
        g = state.game
        d = state.pending_district
        price = g.districts[d].card.price
        cash = state.cash[p]
        reserve = self.reserve(state, p)
        limit = self.auction_limit(state, p, d)
        richest_other = None
        for q, c in enumerate(state.cash):
            if q != p and (richest_other is None or c > richest_other):
                richest_other = c
        assert richest_other is not None  # a game has at least two players
        if richest_other + 10 < price and limit >= richest_other + 10:
            return START_AUCTION  # nobody can outbid us: it comes cheaper at auction
        if cash - price >= reserve:
            return BUY
        if cash - price >= 0.4 * reserve and limit >= price:
            return BUY
        return START_AUCTION

    def auction_limit(self, state: State, p: int, d: int) -> int:
        """The most ``p`` would pay for district ``d`` now.

        Every bid of an auction (and the buy decision before it) asks again while nothing
        it depends on changes: the board position, the dice count (the weights) and p's
        cash. So the last answer is kept for that key (speed; the same value).
        """
        b = figures(state)
        key = (p, d, state.cash[p], state.rolls, id(state.game))
        memo = self._limit_memo
        if memo is not None and memo[0] is b and memo[1] == key:
            return memo[2]
        limit = self._auction_limit(state, p, d, b)
        self._limit_memo = (b, key, limit)
        return limit

    def _auction_limit(self, state: State, p: int, d: int, b: Figures | None = None) -> int:
        w = self.weights(state)
        if b is None:
            b = figures(state)
        value = self.gain_of(state, p, d, w, b)
        # Denying an opponent a whole group is worth something too.
        members = track_model(state.game).group_members[state.game.districts[d].group]
        holders = {state.owner[x] for x in members if x != d}
        if len(members) > 1 and len(holders) == 1:
            q = holders.pop()
            if q >= 0 and q != p:
                value += OPPONENT_GAIN_WEIGHT * self.gain_of(state, q, d, w, b)
        budget = state.cash[p] - self.reserve(state, p, b) // 2
        return round10(min(value, budget))

    def on_auction(self, state: State, p: int) -> Action | None:
        assert state.auction is not None
        d = state.auction.district
        limit = self.auction_limit(state, p, d)
        price = state.game.districts[d].card.price
        return self.bid_up_to(state, p, limit, step=max(10, round10(price * 0.05)))

    # ------------------------------------------------------------------ building

    def on_post_roll(self, state: State, p: int) -> Action | None:
        b = figures(state)
        lift = self.unmortgage_choice(state, p, b)
        if lift is not None:
            return lift
        if not may_build_now(state, p):
            return END_TURN  # from jail: no building, and no paid hazard move either
        w = self.weights(state)
        reserve = self.reserve(state, p, b)
        if not state.blocks_count and self.special_possible(state, p, b):
            special = self.best_special(state, p, w, reserve, b)
            if special is not None:
                return special
        blocks = self.best_blocks(state, p, w, reserve, b)
        if blocks is not None:
            return blocks
        if (
            state.paid_moves < PAID_HAZARD_MOVES_PER_TURN and state.cash[p] - HAZARD_MOVE_PRICE >= reserve
            and self.hazard_hurts_me(state, p)
        ):
            # Paid moves only to rescue our own rent, never to start a $1M-a-move hazard war.
            move = self.best_hazard_move(state, p, w, only=-1, min_value=2.5 * HAZARD_MOVE_PRICE, selfish=True)
            if move is not None:
                return move
        return END_TURN

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
                if sky[gi] or cash - price < reserve or not b.owns_group(p, gi):
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
                         selfish: bool = False) -> Action | None:
        g = state.game
        sites, owner, moves = g.sites, state.owner, g.tables.move_hazard
        leader = self.leader(state, p)
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
        site_by_cell = g.site_by_cell
        options: list[tuple[float, Action]] = []
        for cell in state.hazard_sites(p):
            s = site_by_cell[cell]
            options.append((self.hazard_value(state, p, w, leader, add=s), t.place_hazard[s]))
        risk = HAZARD_ARRIVAL if hazard_risk(state) else 0.0
        owner, bonus_touch, hazard_touch = state.owner, state.bonus_touch, state.hazard_touch
        rows, group, sky, res_price = t.rent_row, t.group, state.group_skyscraper, t.residential_price
        tower = state.tower_district
        tower_holder = owner[tower] if tower >= 0 else -1
        ind, res = state.industrial, state.residential
        for cell in state.bonus_sites(p):
            s = site_by_cell[cell]
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

    def mortgage_choice(self, state: State, p: int, need: int) -> int | None:
        w = self.weights(state)
        mine = [d for d in range(len(state.owner)) if state.owner[d] == p and not state.mortgaged[d]]
        if not mine:
            return None

        # The loss of a district: its expected rent income, plus one so that none is free.
        covering = [d for d in mine if base_rent(state, d) >= need]
        if covering:
            return min([(rent_for(state, d, p) * w[d] + 1.0, d) for d in covering])[1]
        return min([((rent_for(state, d, p) * w[d] + 1.0) / base_rent(state, d), d) for d in mine])[1]

    # ------------------------------------------------------------------ deals

    def deal_delta(self, state: State, who: int, deal: ProposeDeal, w: list[float], b: Figures | None = None) -> float:
        """What ``deal`` is worth to player ``who`` (holdings plus cash)."""
        by_id = state.game.district_by_id
        moved = [(by_id[x], deal.partner) for x in deal.give] + [(by_id[x], deal.proposer) for x in deal.take]
        cash = deal.take_cash - deal.give_cash
        if who == deal.partner:
            cash = -cash
        elif who != deal.proposer:
            cash = 0
        return self.holdings_change(state, who, moved, w, b) + cash

    def on_deal(self, state: State, p: int, deal: ProposeDeal) -> Action | None:
        w = self.weights(state)
        mine = self.deal_delta(state, p, deal, w)
        theirs = self.deal_delta(state, deal.proposer, deal, w)
        moved = sum(state.game.district(x).card.price for x in deal.give + deal.take) + deal.give_cash + deal.take_cash
        margin = 50 + 0.03 * moved
        if deal.take_cash and state.cash[p] - deal.take_cash < self.reserve(state, p) // 2:
            return REJECT_DEAL
        if mine - OPPONENT_GAIN_WEIGHT * max(0.0, theirs) > margin:
            return ACCEPT_DEAL
        return REJECT_DEAL

    def on_propose(self, state: State, p: int) -> ProposeDeal | None:
        if state.phase == Phase.RAISE_FUNDS:
            return self.sale_to_survive(state, p)
        # After its own landing, or before another player's roll (between turns); once a roll.
        if (state.phase != Phase.POST_ROLL and (state.phase != Phase.PRE_ROLL or p == state.turn)) \
                or self._last_proposal_roll == state.rolls:
            return None
        owner = state.owner
        if owner == self._quiet_owners:
            return None
        g = state.game
        t = g.tables
        w = self.weights(state)
        cash = state.cash[p]
        b = figures(state)
        budget = cash - self.reserve(state, p, b) // 2
        if budget <= 0:
            return None
        cooldown = 4 * g.num_players
        best: tuple[float, int, tuple[str, ...], int] | None = None  # (net, partner, take, offer)
        for gi, q in b.deal_targets(p):  # groups p could complete with q's districts
            rest = [x for x in t.group_members[gi] if owner[x] != p]
            printed = 0
            for x in rest:
                printed += t.price[x]
            floor = 1.5 * printed + 110  # the offer is never below this
            if round10(floor + 9) > budget:
                continue  # = offer > budget below, whatever the valuations
            take = tuple([t.district_id[x] for x in rest])
            if self.recently_offered(state, q, take, (), cooldown):
                continue
            # = deal_delta of ProposeDeal(p, q, (), take, 0, 0) for p and for q
            moved = [(x, p) for x in rest]
            my_gain = self.holdings_change(state, p, moved, w, b)
            their_loss = -self.holdings_change(state, q, moved, w, b)
            fair = (their_loss + OPPONENT_GAIN_WEIGHT * my_gain + 100) / (1 + OPPONENT_GAIN_WEIGHT)
            offer = round10(max(fair, floor) + 9)
            if offer > budget:
                continue
            mine_net = my_gain - offer
            if mine_net - OPPONENT_GAIN_WEIGHT * max(0.0, offer - their_loss) <= 50:
                continue
            if best is None or mine_net > best[0]:
                best = (mine_net, q, take, offer)
        if best is None:
            self._quiet_owners = list(owner)
            return None
        return ProposeDeal(p, best[1], (), best[2], best[3], 0)

    def sale_to_survive(self, state: State, p: int) -> ProposeDeal | None:
        """When mortgaging everything cannot pay the debt, offer a district for cash."""
        debt = state.debt
        if debt is None or debt.debtor != p:
            return None
        b = figures(state)
        if state.cash[p] + b.capacity[p] >= debt.amount:  # = mortgage_capacity(state, p)
            return None  # mortgages are enough
        g = state.game
        t = g.tables
        w = self.weights(state)
        cooldown = 4 * g.num_players
        owner, cash = state.owner, state.cash
        best: tuple[float, int, tuple[str, ...], int] | None = None  # (score, buyer, give, ask)
        losses: dict[int, float] = {}  # district -> what p loses by selling it
        for q in range(g.num_players):
            if q == p or cash[q] < 20:
                continue  # (the ask below is at most their cash less 10, and at least 10)
            for d in range(len(owner)):
                if owner[d] != p:
                    continue
                give = (t.district_id[d],)
                if self.recently_offered(state, q, (), give, cooldown):
                    continue
                # = deal_delta of ProposeDeal(p, q, give, (), 0, 0) for q and for p (p's
                # loss is the same whoever buys: priced once per district)
                their_gain = self.holdings_change_one(state, q, d, q, w, b)
                # Ask what a careful buyer would still pay (it counts half our gain against it).
                my_loss = losses.get(d)
                if my_loss is None:
                    my_loss = losses[d] = -self.holdings_change_one(state, p, d, q, w, b)
                fair = (their_gain - 100 + OPPONENT_GAIN_WEIGHT * my_loss) / (1 + OPPONENT_GAIN_WEIGHT)
                ask = round10(min(fair, cash[q] - 10))
                if ask < 10:
                    continue
                score = ask - 0.2 * my_loss
                if best is None or score > best[0]:
                    best = (score, q, give, ask)
        return None if best is None else ProposeDeal(p, best[1], best[2], (), 0, best[3])
