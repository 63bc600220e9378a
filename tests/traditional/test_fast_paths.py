"""The computer players' narrow questions answer what the full listing answers.

At every position of seeded games (computer players, with one action in four drawn at
random from the whole ``legal_actions`` to reach odd positions: mortgages, sales, bids of
every rung, actions between turns; several rules versions and house rules), the fast paths
of issue 26 are compared with the complete enumeration they stand in for:

- ``RuleBook.legal_of(state, kinds)`` with ``legal_actions`` filtered by kind, for every
  kind of the rule table alone and for the players' own tuples of kinds;
- ``buying.own_bids`` with ``kernel.auction.in_turn`` of the whole list;
- the players' houses remembered by the board (``houses_of``, ``turn_legal``) with
  ``list_building`` and ``legal_of``;
- a turn with nothing to weigh (``nothing_to_weigh``: no house to build by the board, no
  mortgage, not in jail before the roll): ``movement.roll_or_end`` with the first of the
  listed roll and end of turn, and with each player's ``on_turn`` over the whole listing;
- a seat's own listers between turns (``list_building``, ``list_lifts``,
  ``list_new_mortgages``) with ``between_turns.options_of`` filtered, and
  ``holds_a_group`` false only where no house is listed;
- the CHANCE player's pick (the book's ``sample_outcome``, a search for the dice) with
  the kernel's running sum;
- the good player's value of holdings (``holdings_value``, from the board's tables) with
  the plain formula, as the holdings are and with properties handed over;
- the good player's memos (``worth``, ``bare_offer``, ``reserve_of``, ``missing_of``,
  ``holds_of``, ``mortgages_of``) with the functions they remember, the gains of a bare
  swap (``holdings_change``: its groups alone) with the whole holdings' difference, and
  ``no_swap_pays`` (no offer by the board alone) with ``offer_for`` at every try, out of
  turn ``own_move`` None at every cash up to the most at which it was None at that
  ``quiet_key`` (what ``between_turns`` remembers), an auction's ladder top remembered
  (``top_of``) with ``ladder_top`` worked out afresh, and the
  board's number they key on (``board_at``: the same number while the board is the same)
  naming one board (``board_key``), each seat's holdings' number (``held``) naming that
  seat's holdings (``holdings_key``); the memos by holdings outliving another seat's
  change; a finished game let go with its players.
"""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.kernel.actions import Action, EndTurn, Mortgage, ProposeDeal, Roll, Unmortgage
from ubuild_desktop.core.engine.kernel.auction import in_turn
from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.kernel.state import RuleBook
from ubuild_desktop.core.engine.traditional import board_numbers
from ubuild_desktop.core.engine.traditional import good as good_module
from ubuild_desktop.core.engine.traditional import good_value
from ubuild_desktop.core.engine.traditional import player as simple_module
from ubuild_desktop.core.engine.traditional.actions import BuildHouse
from ubuild_desktop.core.engine.traditional.between_turns import options_of
from ubuild_desktop.core.engine.traditional.building import list_building
from ubuild_desktop.core.engine.traditional.buying import own_bids
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import K_UTILITY, Game
from ubuild_desktop.core.engine.traditional.money import held_rent, lift_cost, owns_group
from ubuild_desktop.core.engine.traditional.mortgages import list_lifts, list_new_mortgages
from ubuild_desktop.core.engine.traditional.movement import roll_or_end
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.engine.traditional.table import ACTIONS
from ubuild_desktop.core.square import load_builtin_board

KIND_TUPLES = (simple_module.TURN_KINDS, simple_module.BUY_KINDS, good_module.TURN_KINDS, good_module.BUY_KINDS)
CASES = ((4, 1, 3, {}), (3, 2, 3, {"free_parking_pot": True}), (5, 3, 3, {"dealt_properties": 4}),
         (4, 4, 2, {}), (3, 5, 1, {"auctions": False}), (2, 6, 3, {"mortgage_breaks_double": True}))
STEPS = 1500
# One player of each kind whose memos check_position asks (reset with each game: board_of).
MEMOS = (simple_module.SimplePlayer(0), good_module.GoodPlayer(0))


def check_position(state: TradState) -> int:
    """Compare every fast path at this position; how many comparisons were made."""
    book = state.book
    legal = book.legal_actions(state)
    count = 0
    for kind in ACTIONS:
        assert book.legal_of(state, (kind,)) == [a for a in legal if type(a) is kind], (state.phase, kind)
        count += 1
    for kinds in KIND_TUPLES:
        assert book.legal_of(state, kinds) == [a for k in kinds for a in legal if type(a) is k]
        count += 1
    p = state.current_player
    if state.phase is Phase.AUCTION or state.phase is Phase.BUILDING_AUCTION:
        assert own_bids(state, p) == in_turn(state, p, legal)
        count += 1
    for q in range(len(state.player_names)):
        if state.out[q]:
            continue
        options: list[Action] = []
        options_of(state, q, options)
        for lister, kind in ((list_building, BuildHouse), (list_lifts, Unmortgage), (list_new_mortgages, Mortgage)):
            mine: list[Action] = []
            lister(state, q, mine)
            assert mine == [a for a in options if type(a) is kind], (q, kind)
        houses = [a for a in options if type(a) is BuildHouse]
        assert simple_module.holds_a_group(state, q) or not houses
        lifts = [a for a in options if type(a) is Unmortgage]
        assert simple_module.holds_a_mortgage(state, q) or not lifts
        count += 3
    # Raising money: the players' narrow question (RAISE_KINDS) decides as the whole listing.
    if state.phase is Phase.RAISE_FUNDS:
        odds = MEMOS[1].odds_of(state.game)
        narrow = book.legal_of(state, good_module.RAISE_KINDS)
        assert set(narrow) == set(legal)
        assert good_module.raise_funds(state, p, narrow, odds) == good_module.raise_funds(state, p, legal, odds)
        assert simple_module.raise_funds(state, p, narrow) == simple_module.raise_funds(state, p, legal)
        count += 1
    # The players' houses remembered by the holdings (houses_of), for every seat.
    for q in range(len(state.player_names)):
        for memos in MEMOS:
            board = memos.board_of(state)
            houses: list[Action] = []
            memos.houses_of(state, q, board, houses)
            mine = []
            list_building(state, q, mine)
            assert houses == mine, q
    # The player to act's narrow turn question, without the kinds it cannot have now,
    # as the players ask it (turn_legal: the houses remembered) where they ask it.
    for module, memos in zip((simple_module, good_module), MEMOS):
        board = memos.board_of(state)
        held = (simple_module.holds_a_group(state, p), simple_module.holds_a_mortgage(state, p))
        narrow = module.TURN_KINDS_BY[held]
        assert book.legal_of(state, narrow) == [a for a in book.legal_of(state, module.TURN_KINDS) if type(a) in narrow]
        assert set(module.TURN_KINDS_BY[(True, True)]) == set(module.TURN_KINDS)
        if state.phase is Phase.PRE_ROLL or state.phase is Phase.POST_ROLL:
            for kinds in set(module.TURN_KINDS_BY.values()):
                assert memos.turn_legal(state, p, board, kinds) == book.legal_of(state, kinds), kinds
            # Nothing to weigh: the decision is roll_or_end's, as on_turn decides it on the listing.
            assert [roll_or_end(state)] == book.legal_of(state, (Roll, EndTurn))  # (turn_legal lists it so)
            if memos.nothing_to_weigh(state, p, board):
                full = book.legal_of(state, module.TURN_KINDS)
                decided = (memos.on_turn(state, p, full, memos.odds_of(state.game))
                           if isinstance(memos, good_module.GoodPlayer) else memos.on_turn(state, p, full))
                assert decided == roll_or_end(state), (p, state.phase)
                count += 1
    return count


def plain_holdings_value(state: TradState, p: int, owner: list[int], odds: list[float]) -> float:
    """``good_value.holdings_value`` as the plain formula, every figure worked out where it
    is used (the engine's function takes the board's own figures from ``ValueTables``)."""
    game = state.game
    scale = good_value.HORIZON
    total = 0.0
    for g in range(len(game.group_streets)):
        streets = game.group_streets[g]
        mine = 0
        others = 0
        for s in streets:
            if owner[s] == p:
                mine += 1
            elif owner[s] >= 0:
                others += 1
        if mine == 0:
            continue
        whole = owns_group(state, p, g, owner)
        for s in streets:
            if owner[s] != p:
                continue
            rents = game.rents[s]
            bare = odds[s] * rents[0] * scale
            built = state.buildings[s]
            level = built if built > good_value.TARGET_HOUSES else good_value.TARGET_HOUSES
            full = odds[s] * rents[level] * scale - (level - built) * game.house_price[s]
            if whole:
                income = full if full > 2 * bare else 2 * bare
            elif others == 0 and full > bare:
                income = bare + good_value.HOPE * (full - bare) * (mine - 1) / (len(streets) - 1)
            else:
                income = bare
            total += good_value.BASE_SHARE * game.price[s] + income
    for kinds in (game.stations, game.utilities):
        count = 0
        for s in kinds:
            if owner[s] == p:
                count += 1
        if count == 0:
            continue
        for s in kinds:
            if owner[s] != p:
                continue
            rents = game.rents[s]
            utility = game.kind[s] == K_UTILITY
            each = held_rent(rents, count, not utility) * (good_value.AVERAGE_DICE if utility else 1)
            total += good_value.BASE_SHARE * game.price[s] + odds[s] * each * scale
    for d in game.properties:
        if owner[d] == p and state.mortgaged[d]:
            total -= lift_cost(state, d)
    return total


# The most cash at which each seat had nothing to do out of turn, by its quiet_key (the game's too).
QUIET: dict[tuple[int, int], int] = {}

class Names:
    """The numbers one player gave in a game (its ``BoardSeen``), each with what it named:
    a board (``board_key``) or a seat's holdings (``holdings_key``)."""

    def __init__(self) -> None:
        self.boards: dict[int, bytes] = {}
        self.holdings: dict[int, bytes] = {}

    def board_of(self, player: simple_module.BoardMemos, state: TradState) -> int:
        """``player.board_of(state)``, checked to name this board and no other, and each
        seat's holdings' number (``held``) to name that seat's holdings and no other: the
        players' memos, keyed by them, then answer for these."""
        board = player.board_of(state)
        key = board_numbers.board_key(state)
        assert self.boards.setdefault(board, key) == key, board
        for q in range(len(state.out)):
            mine = board_numbers.holdings_key(state, q)
            assert self.holdings.setdefault(player.held(q), mine) == mine, q
        return board


def check_good_memos(state: TradState, player: good_module.GoodPlayer, names: Names) -> None:
    odds = player.odds_of(state.game)
    board = names.board_of(player, state)
    game = state.game
    for q in range(len(state.player_names)):
        assert player.reserve_of(state, q, board) == good_value.reserve(state, q)
        assert player.missing_of(state, q, board) == simple_module.missing_streets(state, q)
        assert player.holds_of(state, q, board) == simple_module.holds_a_group(state, q)
        owner = list(state.owner)
        assert good_value.holdings_value(state, q, owner, odds) == plain_holdings_value(state, q, owner, odds)
        for d in game.properties[q::7]:  # a few what-ifs: properties handed to q
            owner[d] = q
        assert good_value.holdings_value(state, q, owner, odds) == plain_holdings_value(state, q, owner, odds)
        assert player.mortgages_of(state, q, board) == simple_module.holds_a_mortgage(state, q)
    auction = state.auction
    if auction is not None and state.phase in (Phase.AUCTION, Phase.BUILDING_AUCTION):
        for q in auction.bidders:  # the ladder's top, remembered for the auction, as worked out now
            assert player.top_of(state, q, odds) == player.ladder_top(state, q, odds, board)
    offered = auction.district if auction is not None and state.phase is Phase.AUCTION else state.pending
    for q in range(len(state.player_names)):
        if offered >= 0 and state.phase in (Phase.BUY, Phase.AUCTION):
            assert player.worth(state, q, offered, odds, False, board) == good_value.gain_of(state, q, offered, odds)
            # gain_of works out the property's own group: the whole holdings' difference, up to rounding.
            without, with_it = list(state.owner), list(state.owner)
            without[offered], with_it[offered] = -1, q
            whole = plain_holdings_value(state, q, with_it, odds) - plain_holdings_value(state, q, without, odds)
            assert good_value.gain_of(state, q, offered, odds) == pytest.approx(whole, abs=1e-6)
            assert player.worth(state, q, offered, odds, True, board) == good_value.deny_value(state, q, offered, odds)
        missing = simple_module.missing_streets(state, q)
        for g, street in enumerate(missing):
            if street < 0:
                continue
            partner = state.owner[street]
            give, mine, theirs, w = player.bare_offer(state, q, partner, street, board, odds)
            bare = ProposeDeal(q, partner, give=give, take=(game.ids[street],))
            assert (mine, theirs) == good_value.deal_gains(state, bare, odds)
            # The gains from the swap's own groups (holdings_change) are the whole holdings'
            # difference, up to the rounding of the sums.
            after = list(state.owner)
            for street_id in give:
                after[game.id_index[street_id]] = partner
            after[street] = q
            for side, gain in ((q, mine), (partner, theirs)):
                whole = (plain_holdings_value(state, side, after, odds)
                         - plain_holdings_value(state, side, list(state.owner), odds))
                received = [d for d in game.properties if after[d] == side != state.owner[d]]
                paid = sum(good_value.interest(state, d) for d in received if state.mortgaged[d])
                assert gain == pytest.approx(whole - paid, abs=1e-6)
            assert w == good_value.weight(state, bare, partner, q)
            assert g == game.group[street]
        # Out of turn, beside a deal: nothing to do at some cash means nothing with less, at
        # the same board (quiet_key: the board, the seat, whether it is jailed).
        if state.phase is Phase.PRE_ROLL and not state.out[q] and player.holds_of(state, q, board):
            key = (id(game), player.quiet_key(state, q, board))
            move = player.own_move(state, q, board)
            seen = QUIET.get(key)
            if seen is not None and state.cash[q] <= seen:
                assert move is None, (q, state.cash[q], seen)
            if move is None and (seen is None or state.cash[q] > seen):
                QUIET[key] = state.cash[q]
        # No swap pays by the board: offer_for offers nothing, at any try (whatever the cash).
        if player.no_swap_pays(state, q, board):
            for street in missing:
                if street >= 0:
                    for tries in range(good_module.DEAL_TRIES):
                        assert player.offer_for(state, q, state.owner[street], street, tries, odds, board) is None


@pytest.mark.parametrize(("players", "seed", "version", "rules"), CASES)
def test_fast_paths_answer_as_the_full_listing(players: int, seed: int, version: int, rules: dict[str, object]) -> None:
    game = Game(load_builtin_board("traditional"), players, HouseRules(**rules), rules_version=version)  # type: ignore[arg-type]
    session = TradSession(game, seed)
    state = session.state
    rng = random.Random(seed)
    seats = [computer_player("good" if (seed + i) % 2 else "simple", seed * 10 + i) for i in range(players)]
    probe = good_module.GoodPlayer(seed)
    names = Names()
    compared = 0
    built = False
    for _ in range(STEPS):
        if state.phase is Phase.GAME_OVER:
            break
        p = state.current_player
        if p == CHANCE:
            for x in (0.0, rng.random(), 1.0 / 36, 5.0 / 36, 0.5, 35.0 / 36, 0.999999):
                assert state.book.sample_outcome(state, x) == RuleBook.sample_outcome(state.book, state, x), x
            session.chance_step()
            continue
        compared += check_position(state)
        check_good_memos(state, probe, names)
        built = built or any(b > 0 for b in state.buildings)
        legal = state.book.legal_actions(state)
        if rng.random() < 0.25 and legal:
            action = rng.choice(legal)
        else:
            action = seats[p].decide(state, p)
        state.book.apply(state, action)
    assert compared > 1000
    if version == 3 and not rules:
        assert built  # the positions reach houses, where the listings have most to say


def test_board_at_follows_the_board_through_whole_games() -> None:
    """``board_at`` at each position of whole games played by the driver (as the simulator
    plays them), as each player and a watcher number the boards (each its own
    ``BoardSeen``), names the board of ``board_key`` and each seat's holdings' number the
    holdings of ``holdings_key``, the lists compared or not: the events that come with no
    change to the board let it skip the comparison, and ``turn_started`` does only while no
    10% is paid (it ends the 10% paid on titles received). The games do end such a 10%
    (counted), so a ``turn_started`` always taken as no change fails here."""
    from ubuild_desktop.core.engine.kernel.driver import Driver

    expired = 0
    for seed in (0, 5):
        game = Game(load_builtin_board("traditional"), 4, HouseRules())
        session = TradSession(game, seed)
        state = session.state
        players = [computer_player("good" if (seed + i) % 2 else "simple", i) for i in range(4)]
        watchers = [*players, simple_module.SimplePlayer(9)]
        names = [Names() for _ in watchers]
        driver = Driver()
        while state.phase is not Phase.GAME_OVER:
            paid = list(state.interest_paid)
            p = state.current_player
            if p == CHANCE:
                session.chance_step()
            else:
                action = driver.table_action(state, players) if state.book.between_turns(state) else None
                state.book.apply_legal(state, action if action is not None else driver.next_action(state, p, players[p]))
            for watcher, named in zip(watchers, names):
                named.board_of(watcher, state)
            expired += any(before and not now for before, now in zip(paid, state.interest_paid))
    assert expired > 0


def test_a_seats_memos_outlive_another_seats_change() -> None:
    """What reads two seats' holdings alone (a swap's weighing, ``bare_offer``; a seat's
    highest rent, for the others' reserve; its whole groups, mortgages and the streets a
    house may go on) is remembered by their holdings' numbers: a third seat's mortgage
    gives the board a new number and leaves theirs, and the answers are given again as
    they were (from the memos, none worked out again), still equal to the plain functions'."""
    from tests.traditional.helpers import act, give, started

    state = started(3)
    give(state, 0, "skyline-esplanade")
    give(state, 1, "clocktower-square", "weavers-street", "cobbler-lane", "tinker-row")
    give(state, 2, "bakers-row", "north-station")
    player = good_module.GoodPlayer(0)
    names = Names()
    odds = player.odds_of(state.game)
    board = names.board_of(player, state)
    missing = state.game.id_index["bakers-row"]
    offer = player.bare_offer(state, 1, 2, missing, board, odds)
    buildable = player.buildable_of(state, 1, board)
    assert buildable and player.holds_of(state, 1, board)
    reserve = player.reserve_of(state, 0, board)
    held = [player.held(q) for q in range(3)]
    rents = dict(player.top_rents)
    weighed = len(player.gains)

    act(state, Mortgage("skyline-esplanade"))  # seat 0, the player to act: its holdings alone change
    after = names.board_of(player, state)
    assert after != board
    assert [player.held(q) for q in range(3)] == [player.held(0), held[1], held[2]] and player.held(0) != held[0]
    assert player.bare_offer(state, 1, 2, missing, after, odds) == offer and len(player.gains) == weighed
    assert player.buildable_of(state, 1, after) is buildable
    assert player.reserve_of(state, 0, after) == reserve  # from seats 1 and 2's rents, remembered
    assert player.top_rents == rents
    check_good_memos(state, player, names)  # and each still answers as the plain functions


def test_the_players_of_a_game_share_its_numbers_and_other_games_have_their_own() -> None:
    """Every player of one game numbers its boards with one ``BoardSeen`` (each position is
    numbered once, not once per seat); a game played beside it has its own."""
    from ubuild_desktop.core.engine.kernel.autoplay import play_out

    games = []
    for seed in (1, 2):
        session = TradSession(Game(load_builtin_board("traditional"), 3, HouseRules()), seed)
        players = [computer_player("good" if i % 2 else "simple", i) for i in range(3)]
        play_out(session, players, 12)
        games.append((session, players))
    for session, players in games:
        assert all(player.seen is players[0].seen for player in players)
        assert players[0].seen.history is session.state.history
    assert games[0][1][0].seen is not games[1][1][0].seen


def test_a_finished_game_is_let_go_with_its_players() -> None:
    """The players' memory of the board (``BoardSeen``) is each player's own: once a game's
    session and players are dropped, nothing holds its history or its events (a module's
    memory of the last board asked about once kept the last game alive)."""
    import gc
    import sys

    from ubuild_desktop.core.engine.kernel.autoplay import play_out

    game = Game(load_builtin_board("traditional"), 4, HouseRules())
    session = TradSession(game, 3)
    players = [computer_player("good" if i % 2 else "simple", i) for i in range(4)]
    play_out(session, players, 40)
    history, events = session.state.history, session.state.events
    assert len(history) > 20
    base = sys.getrefcount([])  # a list held by nothing but the call
    assert sys.getrefcount(history) > base + 1  # the session, and the players' memory while they live
    del session, players
    gc.collect()
    assert sys.getrefcount(history) == base + 1, gc.get_referrers(history)  # this test's own name alone
    assert sys.getrefcount(events) == base + 1, gc.get_referrers(events)
