"""Open auctions (issue 24), both games: anyone still in the game may raise at any time,
also after passing; the sale closes when every other player has passed since the highest
bid. 003: "Keep shouting out bids until no one wants to bid any higher!" 001: "Puede pujar
cualquier jugador, incluido quien rechazó comprar. Las pujas [...] no siguen el orden de
turno." Games of older rules bid in turn and replay so.
"""

from __future__ import annotations

import json
import random
from dataclasses import fields

import pytest

from ubuild_desktop.core.engine.ubuild.actions import (
    Bid,
    EndTurn,
    IllegalActionError,
    OpenBid,
    OpenPass,
    Pass,
    StartAuction,
)
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session, replay
from ubuild_desktop.core.engine.ubuild.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.ubuild.game import RULES_VERSION, WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.kernel import auction
from ubuild_desktop.core.engine.kernel.actions import action_from_json, action_to_json
from ubuild_desktop.core.engine.kernel.auction import bid_range_of
from ubuild_desktop.core.engine.kernel.driver import Driver
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import WHOLE_TABLE_RULES as TRAD_WHOLE_TABLE_RULES
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import IN_TURN_AUCTIONS, kinds, land_on, new_state, space_of


def _at_auction(players: int = 3, rules_version: int = RULES_VERSION):  # type: ignore[no-untyped-def]
    s = new_state("pro", players, rules_version)
    land_on(s, space_of(s, "kite-hill"))  # player 0 lands and declines
    s.apply(StartAuction())
    assert s.phase == Phase.AUCTION
    return s


def test_the_auction_is_open_under_the_whole_tables_rules() -> None:
    assert RULES_VERSION >= WHOLE_TABLE_RULES
    s = _at_auction()
    assert s.auction is not None and s.auction.open and s.auction.bidders == [0, 1, 2]
    assert not _at_auction(rules_version=IN_TURN_AUCTIONS).auction.open  # type: ignore[union-attr]


def test_the_lander_opens_then_anyone_bids_in_any_order() -> None:
    """003: "The player who landed there must make the first bid." """
    s = _at_auction()
    assert s.current_player == 0
    # Before the lander's first bid nobody else may bid or pass, and the lander may not pass.
    for action in (OpenBid(2, 10), OpenPass(1), OpenPass(0)):
        with pytest.raises(IllegalActionError, match="first bid"):
            s.apply(action)
    assert {a.bidder for a in s.legal_actions()} == {0}  # type: ignore[attr-defined]
    s.apply(OpenBid(0, 10))
    # Player 2 shouts before player 1, whom the auctioneer would ask first.
    assert s.current_player == 1
    s.apply(OpenBid(2, 50))
    assert s.auction is not None and s.auction.high_bidder == 2 and s.auction.high_bid == 50
    with pytest.raises(IllegalActionError, match="has the highest bid"):
        s.apply(OpenBid(2, 60))  # nobody raises their own bid
    with pytest.raises(IllegalActionError, match="lowest bid"):
        s.apply(OpenBid(1, 50))
    # Everyone's bids and passes are listed, the one asked first at the head.
    legal = s.legal_actions()
    assert s.current_player == 0 and legal[0] == OpenBid(0, 60)
    assert next(a for a in legal if isinstance(a, OpenPass)) == OpenPass(0)
    assert {a.bidder for a in legal if isinstance(a, OpenBid)} == {0, 1}
    assert {a.bidder for a in legal if isinstance(a, OpenPass)} == {0, 1}
    assert not [a for a in legal if isinstance(a, (Bid, Pass))]


def test_a_player_who_passed_bids_again_and_the_sale_waits_for_every_other_pass() -> None:
    s = _at_auction(players=4)
    s.apply(OpenBid(0, 10))
    s.apply(OpenPass(1))
    s.apply(OpenPass(2))
    with pytest.raises(IllegalActionError, match="passed since the highest bid"):
        s.apply(OpenPass(1))
    s.apply(OpenBid(1, 100))  # Bo passed, and bids after all
    assert s.auction is not None and s.auction.passed == [] and s.auction.high_bidder == 1
    assert s.current_player == 0  # the player just outbid is asked first
    s.apply(OpenPass(0))
    s.apply(OpenPass(2))  # Cy's pass before the raise does not count: passed again
    assert s.phase == Phase.AUCTION and s.current_player == 3
    bank, cash = s.bank_received, s.cash[1]
    s.apply(OpenPass(3))  # every other player has passed since Bo's bid: sold
    assert s.owner_of("kite-hill") == 1 and s.bank_received == bank + 100 and s.cash[1] == cash - 100
    assert s.phase == Phase.POST_ROLL and s.current_player == 0
    assert kinds(s.events).count(EventKind.PASSED_ON.value) == 5 and EventKind.PASSED.value not in kinds(s.events)


def test_nobody_bids_when_the_lander_cannot_open() -> None:
    s = new_state("pro", 3)
    land_on(s, space_of(s, "kite-hill"))
    s.cash[0] = 5  # less than $10k: may pass without bidding; then anyone may open
    s.apply(StartAuction())
    s.apply(OpenPass(0))
    s.apply(OpenPass(2))
    assert s.phase == Phase.AUCTION and s.current_player == 1
    s.apply(OpenPass(1))
    assert s.owner_of("kite-hill") == -1 and s.phase == Phase.POST_ROLL
    assert EventKind.AUCTION_UNSOLD.value in kinds(s.events)


def test_bids_are_capped_by_each_bidders_own_cash() -> None:
    s = _at_auction()
    s.cash[2] = 300
    s.apply(OpenBid(0, 10))
    with pytest.raises(IllegalActionError, match="only have"):
        s.apply(OpenBid(2, 310))
    assert bid_range_of(s, 2) == (20, 300) and bid_range_of(s, 1) == (20, s.cash[1])
    s.apply(OpenBid(2, 300))


def test_named_and_in_turn_actions_each_keep_to_their_rules() -> None:
    s = _at_auction()
    with pytest.raises(IllegalActionError, match="names its player"):
        s.apply(Bid(10))
    old = _at_auction(rules_version=IN_TURN_AUCTIONS)
    with pytest.raises(IllegalActionError, match="goes in turn"):
        old.apply(OpenBid(0, 10))
    old.apply(Bid(10))
    old.apply(Pass())  # player 1 leaves for good
    assert old.auction is not None and old.auction.bidders == [0, 2]


def test_replay_and_a_saved_game_rebuild_an_open_auction() -> None:
    s = _at_auction(players=4)
    for action in (OpenBid(0, 10), OpenPass(2), OpenBid(2, 40), OpenPass(0)):
        s.apply(action)
    again = replay(s.game, s.history)
    assert again.snapshot() == s.snapshot() and again.auction is not None and again.auction.passed == [0]
    session = Session(s.game, 3)
    for action in s.history:
        session.apply(action)
    loaded = parse_game(dump_game(session))
    assert loaded.state.snapshot() == s.snapshot()
    doc = json.loads(dump_game(session))
    assert "open-bid 2 40" in doc["history"] and "open-pass 0" in doc["history"]
    for action in (OpenPass(1), OpenPass(3)):  # Ana passed on Cy's 40 already
        loaded.apply(action)
    assert loaded.state.owner_of("kite-hill") == 2


def test_an_old_game_file_with_in_turn_bids_replays_under_its_rules() -> None:
    old = Session(Game.create(load_builtin("pro"), 3, rules_version=IN_TURN_AUCTIONS), 11)
    players = [make_player("good", i) for i in range(3)]
    driver = Driver(strict=True)
    while len(old.state.history) < 1500 and not old.state.is_terminal():
        old.advance()
        st = old.state
        if not st.is_terminal():
            old.apply(driver.next_action(st, st.current_player, players[st.current_player]))
    text = dump_game(old)
    history = json.loads(text)["history"]
    assert any(a.startswith("bid ") for a in history) and not any(a.startswith("open-") for a in history)
    loaded = parse_game(text)
    assert loaded.game.rules_version == IN_TURN_AUCTIONS and loaded.state.snapshot() == old.state.snapshot()


# ------------------------------------------------------------------ the traditional game


def _trad_at_auction(players: int = 3):  # type: ignore[no-untyped-def]
    from tests.traditional.helpers import act, roll, started

    state = started(players)
    roll(state, 2, 3)  # North Station, 200
    act(state, StartAuction())
    return state, act


def test_the_traditional_auction_is_open_and_anyone_opens() -> None:
    state, act = _trad_at_auction(players=4)
    assert state.game.rules_version >= TRAD_WHOLE_TABLE_RULES and state.auction.open
    act(state, OpenBid(2, 10))  # Cy opens: 001 has nobody open first
    act(state, OpenPass(0))
    act(state, OpenPass(1))
    act(state, OpenBid(0, 25))  # Ana passed, and bids again
    for seat in (2, 1):
        act(state, OpenPass(seat))
    assert state.phase is Phase.AUCTION  # Di has not passed since Ana's bid
    act(state, OpenPass(3))
    assert state.owner[5] == 0 and state.cash[0] == 1500 - 25 and state.phase is Phase.POST_ROLL


# ------------------------------------------------------------------ computer players never raise forever


def _auctions_between_good_players(count: int, seed0: int) -> int:
    """``count`` auctions of random districts between 2-6 good players of random cash,
    driven as ``ubuild simulate`` drives them; the most actions one took."""
    most = 0
    played = 0
    seed = seed0
    while played < count:
        seed += 1
        players = 2 + seed % 5
        s = new_state("pro", players)
        rng = random.Random(seed)
        for p in range(players):
            s.cash[p] = rng.randrange(0, 40_000, 10)
        land_on(s, s.game.districts[rng.randrange(len(s.game.districts))].space)
        if s.phase != Phase.BUY:
            continue
        s.apply(StartAuction())
        bots = [make_player("good", seed * 10 + i) for i in range(players)]
        driver = Driver(strict=True)
        # Bids only go up, by at least the step, and never above the bidder's cash.
        bound = players * (max(s.cash) // s.book.bid_step(s) + 2)
        actions = 0
        while s.phase == Phase.AUCTION:
            p = s.current_player
            s.apply(driver.next_action(s, p, bots[p]))
            actions += 1
            assert actions <= bound, f"seed {seed}: the auction does not end"
        assert s.phase != Phase.AUCTION and s.current_player == s.turn
        most = max(most, actions)
        played += 1
    return most


def test_auctions_between_good_players_end() -> None:
    assert _auctions_between_good_players(200, 0) < 200


@pytest.mark.slow
def test_ten_thousand_auctions_between_good_players_end() -> None:
    assert _auctions_between_good_players(10_000, 1000) < 500


def test_traditional_good_players_end_their_open_auctions() -> None:
    from tests.traditional.helpers import act, roll, started

    for seed in range(60):
        state = started(2 + seed % 3)
        rng = random.Random(seed)
        for p in range(len(state.cash)):
            state.cash[p] = rng.randrange(0, 3000)
        roll(state, 2, 3)
        act(state, StartAuction())
        bots = [computer_player("good", seed * 10 + i) for i in range(len(state.cash))]
        driver = Driver(strict=True)
        actions = 0
        while state.phase in (Phase.AUCTION, Phase.BUILDING_AUCTION):
            p = state.current_player
            act(state, driver.next_action(state, p, bots[p]))
            actions += 1
            assert actions < 5000
        act(state, EndTurn())


def test_an_open_bid_made_by_the_auction_is_the_one_the_class_makes() -> None:
    """kernel.auction makes a new open bid without the dataclass's interpreted __init__."""
    assert [f.name for f in fields(OpenBid)] == ["bidder", "amount"]  # the fields it sets
    made = auction._open_bid_of(3, 12_340)
    plain = OpenBid(3, 12_340)
    assert type(made) is OpenBid and made == plain and hash(made) == hash(plain)
    assert str(made) == str(plain) == "open-bid 3 12340"
    assert action_to_json(made) == action_to_json(plain) and action_from_json(action_to_json(made)) == plain
    assert auction._open_bid_of(3, 12_340) is made  # kept


@pytest.mark.parametrize("track", ["starter", "classic", "classic-railroad", "pro"])
def test_each_districts_bid_step_is_the_kernels_rule(track: str) -> None:
    """The game's tables keep each district's bid step (every bid asks): the kernel's rule
    (``auction.price_step``) with the book's $10k, for the district the auction is about."""
    from ubuild_desktop.core.engine.ubuild.game import BID_STEP
    from ubuild_desktop.core.trackfile import load_builtin

    game = Game.create(load_builtin(track), 3)
    assert game.tables.bid_step == tuple(auction.price_step(d.card.price, BID_STEP) for d in game.districts)
    session = Session(game, 5)
    state = session.state
    seen = 0
    while not state.is_terminal() and seen < 5:
        if state.auction is not None:
            price = game.districts[state.auction.district].card.price
            assert state.book.bid_step(state) == auction.price_step(price, BID_STEP)
            seen += 1
        p = state.current_player
        if p < 0:
            session.chance_step()
        else:
            session.apply(state.legal_actions()[0] if state.phase is not Phase.BUY else StartAuction())
    assert seen
