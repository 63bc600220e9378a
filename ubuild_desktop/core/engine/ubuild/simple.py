"""The *simple* computer player: a few greedy rules of thumb, prices as the only measure.

- Buys when the price leaves a reserve (a fifth of the starting cash); otherwise auctions.
- Bids up to 80% of the printed price, keeping the reserve.
- Builds specials whenever affordable, then up to 3 blocks a turn on its priciest
  district when cash is comfortable (industrial where a hazard touches).
- Planning Permission: a bonus next to its own residential blocks, else a hazard next to
  the most residential blocks of others, else nothing.
- Raises money by mortgaging its cheapest districts first; bankrupt only when it must.
- Accepts a deal only when it is clearly favourable in printed prices (gains at least half
  again what it gives); never proposes deals.
"""

from __future__ import annotations

from ..kernel.extensible import mypyc_attr
from .actions import (
    Action,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    FreeBlocks,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    Unmortgage,
)
from ...pieces import BuildingKind
from .building import may_build_now
from .game import STADIUM_PRICE, TOWER_PRICE
from .money import base_rent
from .state import State
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
    is_starter,
    round10,
)


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class SimplePlayer(BasePlayer):
    strength = "simple"

    def reserve(self, state: State) -> int:
        return state.game.starting_cash // 5

    # ------------------------------------------------------------------ turn

    def on_pre_roll(self, state: State, p: int) -> Action | None:
        cash = state.cash[p]
        for d in range(len(state.owner)):
            if state.owner[d] == p and state.mortgaged[d] and cash - base_rent(state, d) >= 2 * self.reserve(state):
                return Unmortgage(state.game.districts[d].card.id)
        if state.in_jail[p] and cash >= 2 * self.reserve(state):
            return PAY_JAIL_FINE
        return ROLL

    def on_buy(self, state: State, p: int) -> Action | None:
        price = state.game.districts[state.pending_district].card.price
        if state.cash[p] - price >= self.reserve(state):
            return BUY
        return START_AUCTION

    def on_auction(self, state: State, p: int) -> Action | None:
        assert state.auction is not None
        price = state.game.districts[state.auction.district].card.price
        limit = min(round10(price * 0.8), state.cash[p] - self.reserve(state))
        return self.bid_up_to(state, p, limit, step=100)

    def on_post_roll(self, state: State, p: int) -> Action | None:
        g = state.game
        cash = state.cash[p]
        reserve = self.reserve(state)
        if may_build_now(state, p):  # (special_sites and block_options say what the rules allow)
            for kind, cls in ((BuildingKind.SKYSCRAPER, BuildSkyscraper), (BuildingKind.TOWER, BuildTower),
                              (BuildingKind.STADIUM, BuildStadium)):
                for district, cells in sorted(state.special_sites(p, kind).items()):
                    action = cls(district, cells[0])
                    if state.is_legal(action) and cash - _special_price(state, action) >= reserve:
                        return action
        if may_build_now(state, p) and cash >= 2 * reserve:
            mine = [d for d in range(len(state.owner)) if state.owner[d] == p and not state.mortgaged[d]]
            mine = [d for _, d in sorted([(-g.districts[d].card.price, d) for d in mine])]  # dearest first
            for d in mine:
                card_id = g.districts[d].card.id
                opts = state.block_options(p, card_id)
                if opts.max_total <= 0:
                    continue
                industrial = not is_starter(state) and (state.hazard_touch[d] > 0 or opts.max_residential == 0)
                budget = cash - 2 * reserve
                price = opts.industrial_price if industrial else opts.residential_price
                count = min(opts.max_total, budget // price, opts.max_industrial if industrial else opts.max_residential)
                if count > 0:
                    return BuildBlocks(card_id, 0 if industrial else count, count if industrial else 0)
        return END_TURN

    def on_free_blocks(self, state: State, p: int) -> Action | None:
        options = [a for a in state.legal_actions() if isinstance(a, FreeBlocks)]
        g = state.game
        scores = []
        for a in options:
            d = g.district_by_id[a.district]
            hazard = state.hazard_touch[d] > 0
            scores.append(g.districts[d].card.price + (a.industrial * 10 if hazard else a.residential * 10))
        return self.pick(state, options, scores)

    def on_planning(self, state: State, p: int) -> Action | None:
        g = state.game
        best_bonus, best_score = None, 0
        for cell in state.bonus_sites(p):
            site = g.sites[g.site_by_cell[cell]]
            score = sum(state.residential[d] for d in site.districts if state.owner[d] == p and not state.bonus_touch[d])
            if score > best_score:
                best_bonus, best_score = cell, score
        if best_bonus is not None:
            return PlaceBonus(best_bonus)
        best_hazard, best_score = None, 0
        for cell in state.hazard_sites(p):
            site = g.sites[g.site_by_cell[cell]]
            if any(state.owner[d] == p for d in site.districts):
                continue
            score = sum(state.residential[d] + 1 for d in site.districts
                        if state.owner[d] not in (-1, p) and not state.hazard_touch[d])
            if score > best_score:
                best_hazard, best_score = cell, score
        if best_hazard is not None:
            return PlaceHazard(best_hazard)
        return DONE

    # ------------------------------------------------------------------ deals

    def on_deal(self, state: State, p: int, deal: ProposeDeal) -> Action | None:
        g = state.game
        gets = sum(g.district(x).card.price for x in deal.give) + deal.give_cash
        gives = sum(g.district(x).card.price for x in deal.take) + deal.take_cash
        if deal.take_cash and state.cash[p] - deal.take_cash < self.reserve(state):
            return REJECT_DEAL
        if gets >= 1.5 * gives + 100:
            return ACCEPT_DEAL
        return REJECT_DEAL


def _special_price(state: State, action: Action) -> int:
    if isinstance(action, BuildSkyscraper):
        return state.game.district(action.district).card.skyscraper_price
    if isinstance(action, BuildTower):
        return TOWER_PRICE
    return STADIUM_PRICE
