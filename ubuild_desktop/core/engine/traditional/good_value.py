"""What the traditional game's good computer player (:mod:`.good`) counts in money: the
landing odds of each space (a Markov chain over the board, the cards' moves included),
what holdings are worth (:func:`holdings_value`: part of each price plus the rent over
the horizon, a whole group's at three houses), the cash reserve, the danger of a roll,
a get-out-of-jail card's worth, and what a deal gains each side. Its decisions price
every choice with these.
"""

from __future__ import annotations

from typing import Final

from ..kernel.actions import ProposeDeal
from .actions import TradeDeal
from .building import HOUSES_FOR_HOTEL
from .game import K_CHANCE, K_CHEST, K_GO_TO_JAIL, K_STATION, K_STREET, K_UTILITY, Game
from .money import held_rent, interest, lift_cost, mortgage_value, owns_group, rent
from .state import TradState

HORIZON: Final = 40.0  # opponents' rolls of rent a property is valued over (about 12 rounds of 4 players)
ROLLS_PER_TURN: Final = 1.0 + 1.0 / 6 + 1.0 / 36  # doubles roll again
BASE_SHARE: Final = 0.7  # the part of its price a property is worth whatever it earns
HOPE: Final = 0.25  # the part of a group's worth a player holding some of it (nobody else any) counts
TARGET_HOUSES: Final = 3
RESERVE_BASE: Final = 50
RESERVE_MAX: Final = 300
RESERVE_SHARE: Final = 0.15  # of the highest rent an opponent can charge now
W_PLAIN: Final = 0.3  # how much an opponent's gain counts against a deal
W_GROUP: Final = 0.85  # ... when the deal completes a group for them and not for this player
DEAL_MARGIN: Final = 20.0
STAY_DANGER: Final = 30.0  # expected rent per roll above which jail is the safer place
HOLD_HOUSES: Final = 6  # a shortage: this few houses left while an opponent could build
CARD_LATE: Final = 10  # a get-out-of-jail card's worth once staying in jail pays
DICE_WAYS: Final = ((2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, 5), (9, 4), (10, 3), (11, 2), (12, 1))
ODDS_ROUNDS: Final = 30
AVERAGE_DICE: Final = 7


# ------------------------------------------------------------------ landing odds


def card_moves(game: Game, t: int) -> list[tuple[int, float]]:
    """Where a player landing on space ``t`` ends up, with the odds: a card space's movement
    cards (each card of the deck equally likely), Go to Jail's jail, else ``t`` itself."""
    kind = game.kind[t]
    if kind == K_GO_TO_JAIL:
        return [(game.jail, 1.0)]
    if kind != K_CHANCE and kind != K_CHEST:
        return [(t, 1.0)]
    deck = game.deck_cards("chance" if kind == K_CHANCE else "chest")
    if not deck:
        return [(t, 1.0)]
    share = 1.0 / len(deck)
    out: list[tuple[int, float]] = []
    for c in deck:
        card = game.cards[c]
        to = t
        if card.effect == "advance":
            to = game.card_target[c]
        elif card.effect == "nearest" and card.target is not None:
            kinds = game.stations if card.target.kind == "station" else game.utilities
            best = game.n
            for s in kinds:
                ahead = (s - t) % game.n
                if 0 < ahead < best:
                    best = ahead
                    to = s
        elif card.effect == "back":
            to = (t - card.steps) % game.n
        elif card.effect == "jail":
            to = game.jail
        out.append((to, share))
    return out


# The latest boards' odds, by what they depend on (see landing_odds): a simulation makes
# a new Game for every game of one board. Plain tuples and floats: it keeps no game alive.
_ODDS: Final[dict[tuple[object, ...], list[float]]] = {}
_ODDS_KEPT: Final = 8


def landing_odds(game: Game) -> list[float]:
    """The share of rolls that end on each space, in the long run: a chain over where a
    roll ends (two dice, the card spaces' movement cards, Go to Jail; a jailed player
    leaves at once), iterated from an even start. Worked out once per board and deck."""
    cards: list[tuple[str, int, str]] = []
    for card in game.cards:
        cards.append((card.effect, card.steps, "" if card.target is None else card.target.kind))
    key: tuple[object, ...] = (game.kind, game.jail, game.card_deck, game.card_target, tuple(cards))
    known = _ODDS.get(key)
    if known is None:
        if len(_ODDS) >= _ODDS_KEPT:
            _ODDS.clear()
        known = chain_odds(game)
        _ODDS[key] = known
    return known


def chain_odds(game: Game) -> list[float]:
    """:func:`landing_odds` worked out."""
    n = game.n
    moves = [card_moves(game, t) for t in range(n)]
    dist = [1.0 / n] * n
    for _ in range(ODDS_ROUNDS):
        new = [0.0] * n
        for s in range(n):
            mass = dist[s]
            if mass <= 0.0:
                continue
            for total, ways in DICE_WAYS:
                share = mass * ways / 36.0
                for to, odds in moves[(s + total) % n]:
                    new[to] = new[to] + share * odds
        dist = new
    return dist


# ------------------------------------------------------------------ values


def opponent_rolls(state: TradState, p: int) -> float:
    """The opponents' rolls in a round: what a property's landing odds are multiplied by."""
    others = 0
    for q in range(len(state.out)):
        if q != p and not state.out[q]:
            others += 1
    return others * ROLLS_PER_TURN


class ValueTables:
    """The pieces of :func:`holdings_value` that depend only on the board and the odds,
    worked out once (the good player values holdings thousands of times a game): per
    property ``BASE_SHARE`` of its price; per street its bare rent over the horizon and,
    per number of buildings, its rent at three houses (or more) less the houses still to
    buy; per station or utility its rent over the horizon per number held. Each is the
    very expression :func:`holdings_value` would work out (the same floats, in the same
    order), so its answers are exactly the plain formula's (``test_fast_paths`` checks)."""

    def __init__(self, game: Game, odds: list[float]) -> None:
        self.game = game
        self.odds = odds
        scale = HORIZON
        n = game.n
        self.base: list[float] = [0.0] * n
        self.bare: list[float] = [0.0] * n
        self.full: list[list[float]] = [[] for _ in range(n)]
        self.held: list[list[float]] = [[] for _ in range(n)]
        for s in game.properties:
            self.base[s] = BASE_SHARE * game.price[s]
        for streets in game.group_streets:
            for s in streets:
                rents = game.rents[s]
                self.bare[s] = odds[s] * rents[0] * scale
                full: list[float] = []
                for built in range(len(rents)):
                    level = built if built > TARGET_HOUSES else TARGET_HOUSES
                    full.append(odds[s] * rents[level] * scale - (level - built) * game.house_price[s])
                self.full[s] = full
        for kinds in (game.stations, game.utilities):
            for s in kinds:
                rents = game.rents[s]
                utility = game.kind[s] == K_UTILITY
                held: list[float] = [0.0]
                for count in range(1, len(kinds) + 1):
                    each = held_rent(rents, count, not utility) * (AVERAGE_DICE if utility else 1)
                    held.append(odds[s] * each * scale)
                self.held[s] = held


class _LastTables:
    """The latest :class:`ValueTables` (a simulation plays many games of one board)."""

    def __init__(self) -> None:
        self.tables: ValueTables | None = None


_LAST_TABLES: Final = _LastTables()


def value_tables(game: Game, odds: list[float]) -> ValueTables:
    """:class:`ValueTables` of this game's board and these odds (the latest kept)."""
    tables = _LAST_TABLES.tables
    if tables is None or tables.game is not game or tables.odds is not odds:
        tables = ValueTables(game, odds)
        _LAST_TABLES.tables = tables
    return tables


def holdings_value(state: TradState, p: int, owner: list[int], odds: list[float]) -> float:
    """What ``p``'s properties are worth if ``owner`` says who holds what: part of each
    price, plus the rent over the horizon (a whole group's at three houses, less the houses
    still to buy; some hope for a group nobody else has a street of), less the cost of
    lifting a mortgage. (The pieces that depend on the board alone: :class:`ValueTables`;
    a group's part: :func:`add_group`, the stations' and utilities': :func:`add_held`.)"""
    game = state.game
    tables = value_tables(game, odds)
    total = 0.0
    for streets in game.group_streets:
        total = add_group(total, state, tables, p, owner, streets)
    total = add_held(total, tables, p, owner, game.stations)
    total = add_held(total, tables, p, owner, game.utilities)
    for d in game.properties:
        if owner[d] == p and state.mortgaged[d]:
            total -= lift_cost(state, d)
    return total


def add_group(total: float, state: TradState, tables: ValueTables, p: int, owner: list[int],
              streets: tuple[int, ...]) -> float:
    """``total`` plus what ``p``'s streets of one colour group (``streets``) are worth (see
    :func:`holdings_value`), street by street."""
    base = tables.base
    bares = tables.bare
    fulls = tables.full
    buildings = state.buildings
    mine = 0
    others = 0
    for s in streets:
        q = owner[s]
        if q == p:
            mine += 1
        elif q >= 0:
            others += 1
    if mine == 0:
        return total
    whole = mine == len(streets)  # owns_group with this map: every street of the group is p's
    for s in streets:
        if owner[s] != p:
            continue
        bare = bares[s]
        full = fulls[s][buildings[s]]
        if whole:
            income = full if full > 2 * bare else 2 * bare
        elif others == 0 and full > bare:
            income = bare + HOPE * (full - bare) * (mine - 1) / (len(streets) - 1)
        else:
            income = bare
        total += base[s] + income
    return total


def add_held(total: float, tables: ValueTables, p: int, owner: list[int], kinds: tuple[int, ...]) -> float:
    """``total`` plus what ``p``'s stations (or utilities: ``kinds``) are worth, by how many it holds."""
    count = 0
    for s in kinds:
        if owner[s] == p:
            count += 1
    if count == 0:
        return total
    for s in kinds:
        if owner[s] == p:
            total += tables.base[s] + tables.held[s][count]
    return total


def holdings_change(state: TradState, p: int, before: list[int], after: list[int], moved: list[int],
                    odds: list[float]) -> float:
    """``holdings_value(state, p, after, odds) - holdings_value(state, p, before, odds)`` when
    only the properties ``moved`` change hands between the two: only their groups (or the
    stations, the utilities) and their mortgages are worked out again, each part of the
    value being its own group's. (Equal up to the rounding of a sum of floats:
    ``test_fast_paths`` compares the two.)"""
    game = state.game
    tables = value_tables(game, odds)
    change = 0.0
    seen: list[int] = []  # the groups (or -1: stations, -2: utilities) worked out
    for d in moved:
        kind = game.kind[d]
        part = game.group[d] if kind == K_STREET else (-1 if kind == K_STATION else -2)
        if part in seen:
            continue
        seen.append(part)
        if part >= 0:
            streets = game.group_streets[part]
            change += add_group(0.0, state, tables, p, after, streets) - add_group(0.0, state, tables, p, before, streets)
        else:
            kinds = game.stations if part == -1 else game.utilities
            change += add_held(0.0, tables, p, after, kinds) - add_held(0.0, tables, p, before, kinds)
    for d in moved:
        if state.mortgaged[d] and (before[d] == p) != (after[d] == p):
            change += lift_cost(state, d) if before[d] == p else -lift_cost(state, d)
    return change


def gain_of(state: TradState, q: int, d: int, odds: list[float]) -> float:
    """What property ``d`` (unowned, or another's) would add to ``q``'s holdings."""
    before = list(state.owner)
    before[d] = -1
    after = list(before)
    after[d] = q
    return holdings_change(state, q, before, after, [d], odds)


def completes_group(state: TradState, q: int, d: int) -> bool:
    """Whether street ``d`` is the one street of its group ``q`` lacks."""
    game = state.game
    if game.kind[d] != K_STREET:
        return False
    for s in game.group_streets[game.group[d]]:
        if s != d and state.owner[s] != q:
            return False
    return state.owner[d] != q


def max_rent(state: TradState, p: int) -> int:
    """The highest rent an opponent of ``p`` can charge now (a utility at an average roll)."""
    best = 0
    for q in range(len(state.out)):
        if q != p:
            r = top_rent(state, q)
            if r > best:
                best = r
    return best


def top_rent(state: TradState, q: int) -> int:
    """The highest rent ``q`` can charge now (a utility at an average roll): it reads
    ``q``'s holdings alone (a street's group, stations and utilities count only ``q``'s)."""
    best = 0
    for d in state.game.properties:
        if state.owner[d] == q:
            r = rent(state, d, AVERAGE_DICE)
            if r > best:
                best = r
    return best


def reserve(state: TradState, p: int) -> int:
    """Cash kept back: more as the opponents' rents grow."""
    return reserve_for(max_rent(state, p))


def reserve_for(highest: int) -> int:
    """:func:`reserve` when the highest rent an opponent can charge is ``highest``."""
    extra = int(RESERVE_SHARE * highest)
    return RESERVE_BASE + (extra if extra < RESERVE_MAX else RESERVE_MAX)


def danger(state: TradState, p: int, odds: list[float]) -> float:
    """The rent ``p`` should expect to pay on one roll from anywhere: the opponents' rents
    at their landing odds."""
    game = state.game
    total = 0.0
    for d in game.properties:
        q = state.owner[d]
        if q >= 0 and q != p:
            total += odds[d] * rent(state, d, AVERAGE_DICE)
    return total


def card_value(state: TradState, p: int, odds: list[float]) -> float:
    """A get-out-of-jail card's worth to ``p``: the fine while leaving jail pays, little once
    staying does."""
    if danger(state, p, odds) >= STAY_DANGER:
        return CARD_LATE
    return 0.8 * state.game.jail_fine


def deal_gains(state: TradState, deal: ProposeDeal, odds: list[float]) -> tuple[float, float]:
    """(the proposer's gain, the partner's gain) from ``deal``, in money: holdings before and
    after, cash, the 10% on mortgaged properties received, and get-out-of-jail cards."""
    a = deal.proposer
    b = deal.partner
    gain_a, gain_b = swap_gains(state, a, b, deal.give, deal.take, deal.give_cash - deal.take_cash, odds)
    if isinstance(deal, TradeDeal):
        for _card in deal.give_cards:
            gain_a -= card_value(state, a, odds)
            gain_b += card_value(state, b, odds)
        for _card in deal.take_cards:
            gain_a += card_value(state, a, odds)
            gain_b -= card_value(state, b, odds)
    return gain_a, gain_b


def swap_gains(state: TradState, a: int, b: int, give: tuple[str, ...], take: tuple[str, ...], cash: int,
               odds: list[float]) -> tuple[float, float]:
    """The properties and cash of a deal (``a`` hands ``b`` the properties ``give`` and
    ``cash``, and takes ``take``): (``a``'s gain, ``b``'s gain) in money, holdings before
    and after (:func:`holdings_change`), cash, the 10% on mortgaged properties received.
    (:func:`deal_gains` adds the cards; the good player weighs a bare swap so, without
    making the deal.)"""
    game = state.game
    owner = state.owner
    after = list(owner)
    moved: list[int] = []
    paid = float(cash)
    gain_a = -paid
    gain_b = paid
    for property_id in give:
        d = game.id_index[property_id]
        after[d] = b
        moved.append(d)
        if state.mortgaged[d]:
            gain_b -= interest(state, d)
    for property_id in take:
        d = game.id_index[property_id]
        after[d] = a
        moved.append(d)
        if state.mortgaged[d]:
            gain_a -= interest(state, d)
    gain_a += holdings_change(state, a, owner, after, moved, odds)
    gain_b += holdings_change(state, b, owner, after, moved, odds)
    return gain_a, gain_b


def completes_for(state: TradState, deal: ProposeDeal, q: int) -> bool:
    """Whether ``deal`` hands ``q`` the last street of a group."""
    return completes_any(state, deal.take if q == deal.proposer else deal.give, q)


def completes_any(state: TradState, ids: tuple[str, ...], q: int) -> bool:
    """Whether the properties ``ids``, handed to ``q``, give them the last street of a group."""
    game = state.game
    for property_id in ids:
        if completes_group(state, q, game.id_index[property_id]):
            return True
    return False


def weight(state: TradState, deal: ProposeDeal, me: int, other: int) -> float:
    """How much ``other``'s gain counts against ``me``: most when the deal completes a group
    for them and none for ``me``."""
    return swap_weight(state, deal.proposer, deal.give, deal.take, me, other)


def swap_weight(state: TradState, proposer: int, give: tuple[str, ...], take: tuple[str, ...], me: int,
                other: int) -> float:
    """:func:`weight` of a deal of ``proposer`` that gives ``give`` and takes ``take``."""
    mine = take if me == proposer else give
    theirs = take if other == proposer else give
    if completes_any(state, theirs, other) and not completes_any(state, mine, me):
        return W_GROUP
    return W_PLAIN


def good_for(state: TradState, deal: ProposeDeal, me: int, odds: list[float]) -> bool:
    """Whether ``me`` (either side) should take part in ``deal``."""
    proposer_gain, partner_gain = deal_gains(state, deal, odds)
    if me == deal.proposer:
        mine, theirs, other = proposer_gain, partner_gain, deal.partner
    else:
        mine, theirs, other = partner_gain, proposer_gain, deal.proposer
    return mine - weight(state, deal, me, other) * (theirs if theirs > 0 else 0.0) > DEAL_MARGIN


# ------------------------------------------------------------------ helpers


def deny_value(state: TradState, p: int, d: int, odds: list[float]) -> float:
    """Half of what property ``d`` is worth to the opponent it would complete a group for."""
    best = 0.0
    for q in range(len(state.out)):
        if q != p and not state.out[q] and completes_group(state, q, d):
            worth = gain_of(state, q, d, odds) - state.game.price[d]
            if worth > best:
                best = worth
    return 0.5 * best


def holding_houses(state: TradState, p: int) -> bool:
    """Whether ``p`` should keep its houses rather than build hotels: few houses left in
    the bank while an opponent holds a whole group it can still build on."""
    if state.houses_left > HOLD_HOUSES:
        return False
    game = state.game
    for g in range(len(game.group_streets)):
        streets = game.group_streets[g]
        if not streets:  # a colour group no street of the board is in
            continue
        q = state.owner[streets[0]]
        if q < 0 or q == p or state.out[q] or not owns_group(state, q, g):
            continue
        for s in streets:
            if state.buildings[s] < HOUSES_FOR_HOTEL and not state.mortgaged[s]:
                return True
    return False


def loss_ratio(state: TradState, d: int, odds: list[float]) -> float:
    """Rent lost per roll for each unit of cash a mortgage of ``d`` raises (a property
    priced 1 raises nothing: the worst mortgage, though still one)."""
    value = mortgage_value(state, d)
    return odds[d] * rent(state, d, AVERAGE_DICE) / value if value > 0 else float("inf")
