"""The good computer player of the traditional game, on the kernel's driver.

:class:`GoodPlayer` values everything in money: a property is worth part of its price
plus the rent it should bring over a horizon (:data:`HORIZON` of the opponents' rolls at
the space's landing odds, :func:`landing_odds`), and a whole colour
group the rent of three houses on each street less their price (the three-house rent is
where a group pays back best). Stations and utilities count by how many the owner holds.
One value function (:func:`.good_value.holdings_value`, with the odds and the other
yardsticks in :mod:`.good_value`) prices every decision:

- **Buying and auctions**: what the property adds to its holdings, and what it would add
  to the opponent it completes a group for (denying it); bids climb in steps up to that,
  keeping a cash reserve that grows with the rents the opponents can charge.
- **Building**: a house where it adds the most rent for its price, on the groups short of
  three houses first (the rules keep the building even). In a shortage (few houses left
  while an opponent could still build) it holds its four houses rather than trade them for
  a hotel, which would hand four houses back to the bank; in the bank's auction of its
  last buildings it bids up to what the house is worth to it.
- **Raising money**: the least harmful first: mortgage properties outside its whole
  groups (the least rent lost per unit of cash), then sell buildings evenly, then the rest.
- **Jail**: leave early (a card first, else the fine) while the board is cheap; stay and
  roll when the rent it could pay on a roll is high.
- **Deals**: it offers to buy the one street missing from a group, or to swap streets that
  complete a group for both, with a fair price: the cash splits the two sides' gains
  (:func:`deal_gains`). It accepts only a deal good for it, counting an opponent's gain
  against it (most of all a group completed), so it never hands over a group cheaply.
  Raising money, it offers its get-out-of-jail card for cash; it values cards offered to
  it by the stage of the game.

It keeps no generator: the seed only names the player; its choices depend on the state
(and its memory of offers made, which keeps it from repeating an offer, and of shortage
auctions asked for, at most one a turn: a player never loops).
"""

from __future__ import annotations

from typing import Final

from ..kernel.extensible import mypyc_attr
from ..kernel.actions import (
    AcceptDeal,
    Action,
    Buy,
    DeclareBankruptcy,
    EndTurn,
    Mortgage,
    PayDebt,
    PayJailFine,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ..kernel.auction import bid_as, bid_range, for_bidder
from ..kernel.phases import Phase
from .actions import BuildHouse, HandToBank, SellBuilding, SellGroupBuildings, TradeDeal, UseJailCard
from .between_turns import named
from .building import HOUSES_FOR_HOTEL, buildable
from .buying import pass_or_first
from ...limits import MAX_BOARD_SPACES
from .game import K_STREET, MAX_PLAYERS, Game
from .money import mortgage_value, owns_group
from .mortgages import list_lifts, list_new_mortgages
from .movement import held_card
from .movement import roll_or_end
from .player import (
    BoardMemos, remember, decides_as, first, shortage_request, would_auction,
)
from .state import TradState, between_turns
from .taxes import cheaper_way
from .good_raise import lift_choice, raise_funds
from .good_value import (
    DEAL_MARGIN, HORIZON, RESERVE_BASE, STAY_DANGER, TARGET_HOUSES, W_PLAIN, completes_group, danger,
    deny_value, gain_of, good_for, holding_houses, holdings_value, landing_odds, loss_ratio, opponent_rolls,
    reserve, swap_gains, swap_weight,
)


# What a decision before or after the roll looks at (``RuleBook.legal_of``), and on buying.
TURN_KINDS: Final = (UseJailCard, PayJailFine, Unmortgage, BuildHouse, Roll, EndTurn)
# Without the kinds a player cannot have now, by (whole group held, a mortgage held), as
# the simple player's TURN_KINDS_BY.
TURN_KINDS_BY: Final = {
    (True, True): TURN_KINDS,
    (True, False): (UseJailCard, PayJailFine, BuildHouse, Roll, EndTurn),
    (False, True): (UseJailCard, PayJailFine, Unmortgage, Roll, EndTurn),
    (False, False): (UseJailCard, PayJailFine, Roll, EndTurn),
}
BUY_KINDS: Final = (Buy, StartAuction)
# Raising money: every kind the phase lists (in the table's order; test_fast_paths
# compares the decisions on it with those on the whole listing).
RAISE_KINDS: Final = (PayDebt, SellBuilding, SellGroupBuildings, Mortgage, Unmortgage, HandToBank, DeclareBankruptcy)
LIFT_SPARE: Final = 300  # lift a mortgage outside a whole group only with this much to spare
BID_JUMP: Final = 10
MAX_CASH_KEY: Final = 1 << 40  # cash in a memo key (more than any game's cash)
BUILD_MONEY: Final = 2  # houses a street the cash left after buying a group must pay for
DEAL_TRIES: Final = 4  # offers for one street before it waits
DEAL_COOLDOWN: Final = 1  # rounds between two offers for one street
DEAL_FORGET: Final = 12  # rounds after which the tries are counted afresh
SELL_CARD_SHARE: Final = 0.3  # of the fine, asked for a get-out-of-jail card (a buyer then gains by it)

_PRE_ROLL: Final = Phase.PRE_ROLL
_POST_ROLL: Final = Phase.POST_ROLL
_BUY: Final = Phase.BUY
_AUCTION: Final = Phase.AUCTION
_BUILDING_AUCTION: Final = Phase.BUILDING_AUCTION
_RAISE_FUNDS: Final = Phase.RAISE_FUNDS
_DEAL: Final = Phase.DEAL
_ROLL_OFF: Final = Phase.ROLL_OFF


# ------------------------------------------------------------------ the player


@mypyc_attr(allow_interpreted_subclasses=True)  # a player in plain Python extends it (kernel/extensible.py)
class GoodPlayer(BoardMemos):
    """The good traditional player (see the module docstring)."""

    strength = "good"

    def __init__(self, seed: int = 0) -> None:
        BoardMemos.__init__(self)
        self.seed = seed
        self.odds_game: Game | None = None
        self.odds: list[float] = []
        self.tries: dict[tuple[int, str], tuple[int, int]] = {}  # (partner, street) -> (offers, round of the last)
        self.card_debt: object = None  # the debt for which a jail card was last offered
        self.shortage_asked = (-1, -1)  # (round, seat) of the last shortage auction asked for
        # Memos of answers about the board, by what they read (player.board_key): most
        # positions change none of it, and the same questions come back at each.
        # Keyed by one int each: the board's number, the seat and what else they read.
        self.gains: dict[int, tuple[tuple[str, ...], float, float, float]] = {}
        self.worths: dict[int, float] = {}
        # ... and of the cheap answers every decision asks again (between turns each seat
        # at each position): the cash reserve, the streets missing from each group.
        self.reserves: dict[int, int] = {}
        self.swapless: dict[int, bool] = {}
        # Out of turn: the most cash at which it had nothing to do, by quiet_key.
        self.quiet: dict[int, int] = {}
        # The running auction's ladders: its top by board, bidder and cash (top_of).
        self.ladder_auction: object = None
        self.ladder: dict[int, int] = {}

    def odds_of(self, game: Game) -> list[float]:
        if self.odds_game is not game:
            self.odds = landing_odds(game)
            self.odds_game = game
            self.gains.clear()
            self.worths.clear()
            self.reserves.clear()
            self.swapless.clear()
            self.quiet.clear()
        return self.odds

    def reserve_of(self, state: TradState, p: int, board: int) -> int:
        """:func:`reserve` of ``p``, remembered by the board (``board_at(state)``: the
        opponents' rents read nothing else)."""
        key = board * MAX_PLAYERS + p  # (board, seat) as one int
        found = self.reserves.get(key)
        return found if found is not None else remember(self.reserves, key, reserve(state, p))

    def worth(self, state: TradState, p: int, d: int, odds: list[float], deny: bool, board: int) -> float:
        """:func:`gain_of` property ``d`` to ``p`` (``deny``: :func:`deny_value` of it),
        remembered by the board (an auction asks at every bid)."""
        key = ((board * MAX_PLAYERS + p) * 2 + (1 if deny else 0)) * MAX_BOARD_SPACES + d
        found = self.worths.get(key)
        if found is None:
            found = remember(self.worths, key, deny_value(state, p, d, odds) if deny else gain_of(state, p, d, odds))
        return found

    def bare_offer(self, state: TradState, p: int, partner: int, missing: int, board: int,
                   odds: list[float]) -> tuple[tuple[str, ...], float, float, float]:
        """What :meth:`offer_for` weighs of an offer for street ``missing`` before any cash,
        remembered by the board (``board``: ``board_at(state)``): the street ``p`` gives
        (its first street that completes a group for the partner, if any), ``deal_gains``
        of the bare swap (``p``'s, the partner's) and the partner's weight."""
        key = ((board * MAX_PLAYERS + p) * MAX_PLAYERS + partner) * MAX_BOARD_SPACES + missing
        found = self.gains.get(key)
        if found is None:
            game = state.game
            give: tuple[str, ...] = ()
            theirs_missing = self.missing_of(state, partner, board)
            for h in game.properties:
                if state.owner[h] == p and game.kind[h] == K_STREET and theirs_missing[game.group[h]] == h:
                    give = (game.ids[h],)
                    break
            take = (game.ids[missing],)
            mine, theirs = swap_gains(state, p, partner, give, take, 0, odds)
            found = remember(self.gains, key, (give, mine, theirs, swap_weight(state, p, give, take, partner, p)))
        return found

    # ------------------------------------------------------------------ decisions

    def checks_own_answers(self) -> bool:
        """Its answers are legal by construction (each comes from the listed legal actions,
        a bid within ``bid_range``, or a deal it checked), so the driver does not check
        them again; a subclass that replaces a decision is checked as any player is."""
        return decides_as(self, GoodPlayer)

    def decide(self, state: TradState, seat: int) -> Action:
        odds = self.odds_of(state.game)
        phase = state.phase
        book = state.book
        if phase is _POST_ROLL or phase is _PRE_ROLL:
            board = self.board_of(state)
            if self.nothing_to_weigh(state, seat, board):
                return roll_or_end(state)
            kinds = TURN_KINDS_BY[(self.holds_of(state, seat, board), self.mortgages_of(state, seat, board))]
            return self.on_turn(state, seat, self.turn_legal(state, seat, board, kinds), odds)
        if phase is _AUCTION or phase is _BUILDING_AUCTION:
            return for_bidder(state, seat, self.on_bid(state, seat, odds))
        if phase is _BUY:
            return self.on_buy(state, seat, book.legal_of(state, BUY_KINDS), odds)
        if phase is Phase.INCOME_TAX:
            return cheaper_way(state, seat)
        if phase is _RAISE_FUNDS:
            return raise_funds(state, seat, book.legal_of(state, RAISE_KINDS), odds)
        legal = book.legal_actions(state)
        if phase is _DEAL:
            deal = state.deal
            if deal is not None and good_for(state, deal, seat, odds):
                for a in legal:
                    if type(a) is AcceptDeal:
                        return a
            return first(legal, RejectDeal)
        if phase is _ROLL_OFF:
            return first(legal, Roll)
        return legal[0]

    def on_turn(self, state: TradState, p: int, legal: list[Action], odds: list[float]) -> Action:
        keep = self.reserve_of(state, p, self.board_of(state))
        if state.phase is _PRE_ROLL and state.in_jail[p] and danger(state, p, odds) < STAY_DANGER:
            for a in legal:
                if type(a) is UseJailCard:
                    return a
            if state.cash[p] - state.game.jail_fine >= keep:
                for a in legal:
                    if type(a) is PayJailFine:
                        return a
        lift = lift_choice(state, p, legal, keep, True)
        if lift is not None:
            return lift
        build = self.build_choice(state, p, legal, odds, keep)
        if build is not None:
            return build
        fund = self.fund_building(state, p, legal, odds, keep)
        if fund is not None:
            return fund
        lift = lift_choice(state, p, legal, keep + LIFT_SPARE, False)
        if lift is not None:
            return lift
        for kind in (Roll, EndTurn):
            for a in legal:
                if type(a) is kind:
                    return a
        return state.book.legal_actions(state)[0]

    def build_choice(self, state: TradState, p: int, legal: list[Action], odds: list[float],
                     keep: int) -> Action | None:
        """The house that adds the most rent for its price (groups short of three houses
        first), keeping the reserve; no hotel while holding houses keeps them short for
        the opponents; at most one shortage auction asked for a turn."""
        game = state.game
        rolls = opponent_rolls(state, p)
        best: BuildHouse | None = None
        best_score = 0.0
        hold = holding_houses(state, p)
        for a in legal:
            if not isinstance(a, BuildHouse):
                continue
            d = game.id_index[a.street]
            price = game.house_price[d]
            if state.cash[p] - price < keep:
                continue
            built = state.buildings[d]
            if built == HOUSES_FOR_HOTEL and hold:
                continue
            now = game.rents[d][built] if built > 0 else 2 * game.rents[d][0]
            score = odds[d] * (game.rents[d][built + 1] - now) * rolls / price
            if built < TARGET_HOUSES:
                score += 1.0
            if best is None or score > best_score:
                best, best_score = a, score
        if best is not None and would_auction(state, game.id_index[best.street]):
            key = shortage_request(state)
            if self.shortage_asked == key:
                return None
            self.shortage_asked = key
        return best

    def fund_building(self, state: TradState, p: int, legal: list[Action], odds: list[float],
                      keep: int) -> Action | None:
        """A mortgage outside the whole groups (the least rent lost first) that pays for a
        house a whole group short of three houses cannot have otherwise (``legal``: the
        houses ``p`` may build; the mortgages are asked for only then)."""
        game = state.game
        need = -1
        for a in legal:
            if isinstance(a, BuildHouse):
                d = game.id_index[a.street]
                if state.buildings[d] < TARGET_HOUSES and (need < 0 or game.house_price[d] < need):
                    if not (would_auction(state, d) and self.shortage_asked == shortage_request(state)):
                        need = game.house_price[d]
        if need < 0:
            return None
        mortgages: list[Action] = []
        list_new_mortgages(state, p, mortgages)
        best: Action | None = None
        best_loss = 0.0
        for a in mortgages:
            if isinstance(a, Mortgage):
                d = game.id_index[a.district]
                if game.kind[d] == K_STREET and owns_group(state, p, game.group[d]):
                    continue
                if state.cash[p] + mortgage_value(state, d) - need < keep:
                    continue
                loss = loss_ratio(state, d, odds)
                if best is None or loss < best_loss:
                    best, best_loss = a, loss
        return best

    def on_buy(self, state: TradState, p: int, legal: list[Action], odds: list[float]) -> Action:
        d = state.pending
        price = state.game.price[d]
        cash = state.cash[p]
        board = self.board_of(state)
        keep = self.reserve_of(state, p, board)
        worth = self.worth(state, p, d, odds, False, board)
        for a in legal:
            if type(a) is Buy:
                if cash - price >= keep or (completes_group(state, p, d) and cash - price >= RESERVE_BASE // 2):
                    return a
                if worth + self.worth(state, p, d, odds, True, board) >= price and cash - price >= keep // 2:
                    return a
        return first(legal, StartAuction)

    def on_bid(self, state: TradState, p: int, odds: list[float]) -> Action:
        """The lowest bid (a jump of :data:`BID_JUMP` steps over another's), up to the top of
        its ladder (:meth:`top_of`); else a pass."""
        auction = state.auction
        span = bid_range(state)
        if auction is None or span is None:
            return pass_or_first(state, p)
        low = span[0]
        top = self.top_of(state, p, odds)
        if top < low:
            return pass_or_first(state, p)
        step = state.book.bid_step(state)
        amount = low + (BID_JUMP - 1) * step if auction.high_bidder >= 0 else low
        return bid_as(state, p, amount if amount < top else top)

    def top_of(self, state: TradState, p: int, odds: list[float]) -> int:
        """:meth:`ladder_top` of ``p`` in the running auction, worked out once per auction,
        bidder, board and cash (the bids climb step by step, and nothing it reads changes
        on the way: ``test_fast_paths`` compares it with ``ladder_top`` at every bid)."""
        auction = state.auction
        board = self.board_of(state)
        if self.ladder_auction is not auction:
            self.ladder_auction = auction
            self.ladder.clear()
        key = (board * MAX_PLAYERS + p) * MAX_CASH_KEY + state.cash[p]
        found = self.ladder.get(key)
        return found if found is not None else remember(self.ladder, key, self.ladder_top(state, p, odds, board))

    def ladder_top(self, state: TradState, p: int, odds: list[float], board: int) -> int:
        """The most ``p`` bids in the running auction, a multiple of the step (less than the
        lowest bid: it passes): what the property is worth to it and denying it to the
        opponent it completes a group for (for one of the bank's last buildings, the rent
        the house adds over the horizon, at least its price), keeping the reserve (half
        the base reserve for a street that completes a group), within its cash."""
        auction = state.auction
        assert auction is not None
        game = state.game
        keep = self.reserve_of(state, p, board)
        d = auction.district
        if state.phase is _AUCTION:
            limit = self.worth(state, p, d, odds, False, board) + self.worth(state, p, d, odds, True, board)
            if completes_group(state, p, d):
                keep = RESERVE_BASE // 2
        else:
            s = d if auction.lander == p else buildable(state, p, state.shortage_hotel)
            if s < 0:
                return -1
            built = state.buildings[s]
            now = game.rents[s][built] if built > 0 else 2 * game.rents[s][0]
            worth = odds[s] * (game.rents[s][built + 1] - now) * HORIZON
            limit = worth if worth > game.house_price[s] else float(game.house_price[s])
        step = state.book.bid_step(state)
        high = state.cash[p] // step * step  # the most p can bid (kernel.auction.bid_range_of)
        cap = state.cash[p] - keep
        top = int(limit) if limit < cap else cap
        if top > high:
            top = high
        return top // step * step

    # ------------------------------------------------------------------ deals

    def between_turns(self, state: TradState, seat: int) -> Action | None:
        """While the dice change hands, out of turn: the deal it offers now, else what it
        does on its own turn before rolling when it pays: a mortgage lifted on a whole
        group, the best house (never one that opens the bank's auction of its last
        buildings, which it asks for on its own turn), a mortgage that pays for one."""
        if seat == state.current_player or state.out[seat] or not between_turns(state):
            return None
        board = self.board_of(state)
        offer = self.deal_on_turn(state, seat, board)
        if offer is not None:
            return offer
        if not self.holds_of(state, seat, board):
            self.promise_quiet(state, seat, board, -1)
            return None  # each choice below is on a whole group: a lift, a house, a mortgage for one
        # Nothing to do at some cash is nothing with less at the same board (every choice
        # keeps the reserve, and less cash lists no more houses or lifts): remembered.
        key = self.quiet_key(state, seat, board)
        cash = state.cash[seat]
        quiet = self.quiet.get(key)
        if quiet is not None and cash <= quiet:
            self.promise_quiet(state, seat, board, quiet)
            return None
        choice = self.own_move(state, seat, board)
        if choice is None:
            most = remember(self.quiet, key, cash if quiet is None or cash > quiet else quiet)
            self.promise_quiet(state, seat, board, most)
            return None
        return named(choice, seat)

    def promise_quiet(self, state: TradState, seat: int, board: int, cash: int) -> None:
        """Having nothing to do out of turn, promise the driver the same answer while the
        board is this one (``owner_stamp``: the traditional state's is new at every change
        of the board) and the seat has at most ``cash`` (-1: any;
        ``kernel.driver.ComputerPlayer.quiet_cash``). Only when no deal pays by the board
        alone (whatever the cash and the tries), the bank has a building for every player
        (else whether one is auctioned reads the others' cash), and it checks its own answers."""
        out = len(state.out)
        if (state.houses_left >= out and state.hotels_left >= out and self.no_swap_pays(state, seat, board)
                and self.checks_own_answers()):
            self.quiet_stamp = state.owner_stamp
            self.quiet_cash = cash

    def quiet_key(self, state: TradState, p: int, board: int) -> int:
        """What :meth:`own_move` reads besides ``p``'s cash, as one int: the board's number,
        the seat, and whether it is in jail (a house rule may keep it from building)."""
        return (board * MAX_PLAYERS + p) * 2 + (1 if state.in_jail[p] else 0)

    def own_move(self, state: TradState, seat: int, board: int) -> Action | None:
        """What ``seat`` (holding a whole group) does out of turn besides a deal, as before its
        own roll when it pays: a mortgage lifted on a whole group, the best house (never
        one that opens the bank's auction of its last buildings), a mortgage that pays for one."""
        mine: list[Action] = []
        if self.mortgages_of(state, seat, board):
            list_lifts(state, seat, mine)
        self.houses_of(state, seat, board, mine)
        if not mine:
            return None
        game = state.game
        mine = [a for a in mine if not (isinstance(a, BuildHouse) and would_auction(state, game.id_index[a.street]))]
        odds = self.odds_of(game)
        keep = self.reserve_of(state, seat, board)
        choice = lift_choice(state, seat, mine, keep, True)
        if choice is None:
            choice = self.build_choice(state, seat, mine, odds, keep)
        if choice is None:
            choice = self.fund_building(state, seat, mine, odds, keep)
        return choice

    def propose_deal(self, state: TradState, seat: int) -> Action | None:
        phase = state.phase
        odds = self.odds_of(state.game)
        if phase is _RAISE_FUNDS:
            return self.sell_card(state, seat, odds)
        if phase is not _PRE_ROLL and phase is not _POST_ROLL:
            return None
        return self.deal_on_turn(state, seat, self.board_of(state))

    def deal_on_turn(self, state: TradState, seat: int, board: int) -> ProposeDeal | None:
        """:meth:`propose_deal` before or after the roll (``board``: ``board_at(state)``)."""
        if self.no_swap_pays(state, seat, board):
            return None  # most positions: nothing to offer whatever the cash and the tries
        game = state.game
        odds = self.odds_of(game)
        mine = self.missing_of(state, seat, board)
        for g in range(len(game.group_streets)):
            missing = mine[g]
            if missing < 0:
                continue
            partner = state.owner[missing]
            key = (partner, game.ids[missing])
            tries, last = self.tries.get(key, (0, -DEAL_FORGET))
            if state.rounds - last >= DEAL_FORGET:
                tries = 0
            if tries >= DEAL_TRIES or (tries > 0 and state.rounds - last < DEAL_COOLDOWN):
                continue
            offer = self.offer_for(state, seat, partner, missing, tries, odds, board)
            if offer is None:
                continue
            self.tries[key] = (tries + 1, state.rounds)
            return offer
        return None

    def no_swap_pays(self, state: TradState, p: int, board: int) -> bool:
        """Whether :meth:`offer_for` offers nothing for any street missing from ``p``'s groups
        by the board alone, whatever the cash and the tries: each bare swap
        (:meth:`bare_offer`) gains the two sides together no more than the margins
        (remembered by the board; ``test_fast_paths`` asks ``offer_for`` at every try)."""
        key = board * MAX_PLAYERS + p
        found = self.swapless.get(key)
        if found is not None:
            return found
        odds = self.odds_of(state.game)
        hopeless = True
        for missing in self.missing_of(state, p, board):
            if missing >= 0:
                _give, mine, theirs, _w = self.bare_offer(state, p, state.owner[missing], missing, board, odds)
                if mine + theirs > 2 * DEAL_MARGIN:
                    hopeless = False
                    break
        return remember(self.swapless, key, hopeless)

    def offer_for(self, state: TradState, p: int, partner: int, missing: int, tries: int,
                  odds: list[float], board: int) -> ProposeDeal | None:
        """A fair offer for ``missing``: a swap of a street that completes a group for the
        partner too, if there is one, else cash; the cash splits the two gains, and rises
        toward what ``p`` can still gain on each further try."""
        game = state.game
        give, mine, theirs, w = self.bare_offer(state, p, partner, missing, board, odds)
        take = (game.ids[missing],)
        if mine + theirs <= 2 * DEAL_MARGIN:
            return None
        fair = (mine - theirs) / 2.0
        most = (mine - W_PLAIN * theirs - DEAL_MARGIN) / (1.0 + W_PLAIN)  # what p still gains by
        least = (w * mine - theirs) / (1.0 + w) + DEAL_MARGIN  # what the partner needs, as p sees it
        start = fair if fair > least else least
        cash = start + (most - start) * tries / (DEAL_TRIES - 1)
        if cash > most:
            cash = most
        amount = int(cash)
        spare = state.cash[p] - self.reserve_of(state, p, board) - BUILD_MONEY * game.house_price[missing] * len(game.group_streets[game.group[missing]])
        if amount > spare:
            if spare < least:
                return None
            amount = int(spare)
        if amount >= 0:
            offer = ProposeDeal(p, partner, give=give, take=take, give_cash=amount)
        else:
            if -amount > state.cash[partner]:
                return None
            offer = ProposeDeal(p, partner, give=give, take=take, take_cash=-amount)
        if not offer.give_cash and not offer.take_cash and not give:
            return None
        if state.book.why_illegal(state, offer) is not None:
            return None
        return offer

    def sell_card(self, state: TradState, p: int, odds: list[float]) -> Action | None:
        """Raising money with a get-out-of-jail card: offer it once per debt to the richest
        opponent for most of the fine."""
        c = held_card(state, p)
        if c < 0 or state.debt is None or self.card_debt is state.debt:
            return None
        buyer = -1
        for q in range(len(state.out)):
            if q != p and not state.out[q] and (buyer < 0 or state.cash[q] > state.cash[buyer]):
                buyer = q
        price = int(SELL_CARD_SHARE * state.game.jail_fine)
        if buyer < 0 or state.cash[buyer] < price:
            return None
        self.card_debt = state.debt
        offer = TradeDeal(p, buyer, take_cash=price, give_cards=(state.game.card_ids[c],))
        return offer if state.book.why_illegal(state, offer) is None else None
