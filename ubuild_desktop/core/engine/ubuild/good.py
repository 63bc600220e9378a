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

from ..kernel.extensible import mypyc_attr
from .actions import Action, ProposeDeal
from .game import HAZARD_MOVE_PRICE, JAIL_FINE, PAID_HAZARD_MOVES_PER_TURN
from .building import may_build_now
from .money import base_rent, rent_for
from .state import Phase, State
from .player_common import (
    ACCEPT_DEAL,
    BUY,
    END_TURN,
    PAY_JAIL_FINE,
    REJECT_DEAL,
    ROLL,
    START_AUCTION,
    Figures,
    deal_targets,
    figures,
    round10,
    track_model,
)
from .good_build import GoodBuilder
from .good_value import OPPONENT_GAIN_WEIGHT


def _any_true(flags: list[bool]) -> bool:
    """``True in flags``, as a loop (the compiled build reads each flag as a C bool)."""
    for flag in flags:
        if flag:
            return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class GoodPlayer(GoodBuilder):
    strength = "good"
    # Whether quiet_at may promise the driver anything (checks_own_answers, asked once: a
    # look-up of methods on the class, ~1,500 instructions compiled); -1: not asked yet.
    _promises_quiet: int = -1

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
        b = figures(state)  # once for the decision (auction_limit asks too)
        reserve = self.reserve(state, p, b)
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
            move = self.best_hazard_move(state, p, w, only=-1, min_value=2.5 * HAZARD_MOVE_PRICE, selfish=True,
                                              b=b)
            if move is not None:
                return move
        return END_TURN


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
        b = figures(state)  # once for the decision
        mine = self.deal_delta(state, p, deal, w, b)
        theirs = self.deal_delta(state, deal.proposer, deal, w, b)
        moved = sum(state.game.district(x).card.price for x in deal.give + deal.take) + deal.give_cash + deal.take_cash
        margin = 50 + 0.03 * moved
        if deal.take_cash and state.cash[p] - deal.take_cash < self.reserve(state, p, b) // 2:
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
        if state.owner_stamp == self.quiet_stamp:
            return None  # = the comparison below, by one number (kernel GameState.set_owner)
        if owner == self._quiet_owners:
            self.quiet_at(state)  # the same owners again (a district came back)
            return None
        g = state.game
        t = g.tables
        if not deal_targets(owner, t.group_members, p, True):
            # = no group below (b.deal_targets(p) is empty), told from the owners alone
            # (speed: no board figures; most asks find nothing to complete). Nothing to
            # offer before the owners change, whatever the cash.
            self._quiet_owners = list(owner)
            self.quiet_at(state)
            return None
        cash = state.cash[p]
        b = figures(state)
        budget = cash - self.reserve(state, p, b) // 2
        if budget <= 0:
            return None
        cooldown = 4 * g.num_players
        w: list[float] | None = None  # the weights, worked out for the first group worth pricing (speed)
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
            if w is None:
                w = self.weights(state)
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
            self.quiet_at(state)
            return None
        return ProposeDeal(p, best[1], (), best[2], best[3], 0)

    def quiet_at(self, state: State) -> None:
        """Nothing to offer at these owners: the driver need not ask between turns before
        something changes hands (``ComputerPlayer.quiet_stamp``), unless a subclass
        answers between turns otherwise (then the owners' list alone remembers it)."""
        if self._promises_quiet < 0:
            self._promises_quiet = 1 if self.checks_own_answers() else 0
        if self._promises_quiet:
            self.quiet_stamp = state.owner_stamp

    def sale_to_survive(self, state: State, p: int) -> ProposeDeal | None:
        """When mortgaging everything cannot pay the debt, offer a district for cash: the
        best sale of :meth:`sale_candidates` not offered to that buyer recently."""
        debt = state.debt
        if debt is None or debt.debtor != p:
            return None
        b = figures(state)
        if state.cash[p] + b.capacity[p] >= debt.amount:  # = mortgage_capacity(state, p)
            return None  # mortgages are enough
        cooldown = 4 * state.game.num_players
        for _, q, give, ask in self.sale_candidates(state, p, b):
            if not self.recently_offered(state, q, (), give, cooldown):
                return ProposeDeal(p, q, give, (), 0, ask)
        return None

    def sale_candidates(self, state: State, p: int, b: Figures) -> list[tuple[float, int, tuple[str, ...], int]]:
        """Every sale ``p`` could offer now, ``(score, buyer, give, ask)``, best score first
        (equal scores in seat order, then district order): each of p's districts offered
        alone to each player with the cash, at what a careful buyer would still pay (it
        counts half our gain against it), scored by the ask less a fifth of what p loses.

        A debtor refused once offers again at the same position (the next best sale):
        the list is kept for the position (``b``), the dice count (the weights), p and
        everyone's cash (speed: the same list; tests/engine/test_ai_fast_paths.py
        compares the offers with the plain search's at every forced sale of real games).
        """
        memo = self._sale_memo
        if memo is not None and memo[0] is b and memo[1] == p and memo[2] == state.rolls and memo[3] == state.cash:
            return memo[4]
        g = state.game
        t = g.tables
        w = self.weights(state)
        owner, cash = state.owner, state.cash
        # p's districts, each offered alone (the deal's ``give``), and what p loses by
        # selling each: the same whoever buys (priced once per district, on first need).
        mine = [d for d in range(len(owner)) if owner[d] == p]
        losses = [0.0] * len(mine)
        priced = [False] * len(mine)
        found: list[tuple[float, int, tuple[str, ...], int]] = []
        for q in range(g.num_players):
            if q == p or cash[q] < 20:
                continue  # (the ask below is at most their cash less 10, and at least 10)
            for k in range(len(mine)):
                d = mine[k]
                # = deal_delta of ProposeDeal(p, q, give, (), 0, 0) for q and for p
                their_gain = self.holdings_change_one(state, q, d, q, w, b)
                if not priced[k]:
                    losses[k] = -self.holdings_change_one(state, p, d, q, w, b)
                    priced[k] = True
                my_loss = losses[k]
                fair = (their_gain - 100 + OPPONENT_GAIN_WEIGHT * my_loss) / (1 + OPPONENT_GAIN_WEIGHT)
                ask = round10(min(fair, cash[q] - 10))
                if ask < 10:
                    continue
                found.append((ask - 0.2 * my_loss, q, (t.district_id[d],), ask))
        found.sort(key=_score, reverse=True)  # stable: equal scores keep their order
        self._sale_memo = (b, p, state.rolls, list(cash), found)
        return found


def _score(candidate: tuple[float, int, tuple[str, ...], int]) -> float:
    return candidate[0]
