"""Auction bids step with the price (issue 28): the book's steps on the book's boards, and
steps as much larger on a board whose amounts are 100 or 10,000 times the book's, so a
game of computer players there makes about as many bids. Old game files (rules version
1, bids in steps of 1 whatever the price) still replay exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine.kernel.actions import Bid, Dice, DrawCard, OpenBid, Roll, StartAuction
from ubuild_desktop.core.engine.kernel.auction import bid_range, price_step
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import RULES_VERSION, SCALED_BIDS, Game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, game_to_dict, load_game, parse_game
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square import SquareBoard, load_builtin_board

from .helpers import act, roll, scaled_board, why

DATA = Path(__file__).parent / "data"
TINKER_ROW = 3  # 60 on the book's board


def test_the_step_is_a_round_number_near_a_250th_of_the_price_never_below_the_books() -> None:
    assert {price_step(p, 1) for p in range(0, 500)} == {1}  # the book's board: 60 to 400, steps of 1
    assert [price_step(p, 1) for p in (500, 999, 1000, 1250, 2499, 2500, 6000, 40_000, 4_000_000)] == \
        [2, 2, 2, 5, 5, 10, 20, 100, 10_000]
    # U-Build's districts ($600k to $4M) keep the book's $10k steps.
    assert {price_step(card.price, 10) for card in load_districts().cards} == {10}


def auction_of(board: SquareBoard, **game: object) -> TradSession:
    """Ana lands on Tinker Row (space 3) and declines it: its auction, Ana to bid."""
    session = TradSession(Game(board, ["Ana", "Bo", "Cy"], HouseRules(), **game), 1)  # type: ignore[arg-type]
    state = session.state
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    for p in range(3):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 0 else (1, 2)))
    roll(state, 1, 2)
    assert state.pending == TINKER_ROW
    act(state, StartAuction())
    assert state.phase is Phase.AUCTION
    return session


def test_the_books_board_opens_at_10_in_steps_of_1() -> None:
    state = auction_of(load_builtin_board("traditional")).state
    assert state.book.bid_step(state) == 1 and bid_range(state) == (10, 1500)
    assert why(state, OpenBid(0, 11)) is None


def test_a_board_at_100_times_the_book_opens_at_200_in_steps_of_20() -> None:
    state = auction_of(scaled_board(100)).state  # Tinker Row: 6,000
    assert state.book.bid_step(state) == 20 and bid_range(state) == (200, 150_000)
    assert why(state, OpenBid(0, 210)) == "bids go in steps of 20"
    assert why(state, OpenBid(0, 190)) is not None and why(state, OpenBid(0, 220)) is None
    listed = [a.amount for a in state.legal_actions() if isinstance(a, OpenBid) and a.bidder == 0]
    assert listed[0] == 200 and all(amount % 20 == 0 for amount in listed)
    act(state, OpenBid(0, 220))
    assert bid_range(state) == (240, 150_000)  # the next bid: one step more


def test_rules_version_1_keeps_steps_of_1_whatever_the_price() -> None:
    state = auction_of(scaled_board(100), rules_version=1).state
    assert state.book.bid_step(state) == 1 and bid_range(state) == (10, 150_000)


def bids_in_games(board: SquareBoard, strength: str) -> float:
    """Bids per auction in three games (how many auctions a game has is the game's own
    business: since issue 24 a debtor may hand a mortgaged title to the bank, which
    auctions it, so a game's count of auctions varies with its course)."""
    bids = auctions = 0
    for seed in range(3):
        session = TradSession(Game(board, ["A", "B", "C", "D"], HouseRules(round_limit=200)), seed)
        play_out(session, [computer_player(strength, seed * 10 + i) for i in range(4)], check=True)
        bids += sum(1 for a in session.state.history if isinstance(a, (Bid, OpenBid)))
        auctions += sum(1 for e in session.state.events
                        if e.kind in (EventKind.AUCTION_STARTED, EventKind.BUILDING_AUCTION_STARTED))
    return bids / max(1, auctions)


@pytest.mark.parametrize("strength", ["simple", "good"])
def test_a_board_of_larger_amounts_plays_about_as_many_bids(strength: str) -> None:
    book = bids_in_games(load_builtin_board("traditional"), strength)
    assert book > 0
    # Before the steps scaled: 3,700-15,000 bids a game at x100, the action limit at x10,000.
    # Within 3 times the book board's bids per auction: in an open auction (rules 3) every
    # player may raise in turn, so the simple players' last steps count more than before.
    for times in (100, 10_000):
        assert bids_in_games(scaled_board(times), strength) <= 3 * book, times


def test_an_old_game_file_replays_with_its_steps_of_1(tmp_path: Path) -> None:
    """``data/x100_rules_1.json``: good players on the x100 board, saved by the program
    before bids scaled (3,331 bids, in steps of 1, in 25 player-turns)."""
    path = DATA / "x100_rules_1.json"
    session = load_game(path)
    assert session.game.rules_version == 1 and len(session.state.history) == 3479
    again = parse_game(dump_game(session))  # saved again: still version 1, the same game
    assert again.game.rules_version == 1 and again.state == session.state
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["rules_version"] = 2  # the same bids under the scaled steps: refused, so the version matters
    with pytest.raises(GameFileError, match="steps of"):
        parse_game(json.dumps(doc))


def test_a_new_game_records_the_scaled_rules() -> None:
    session = TradSession(Game(scaled_board(100), ["Ana", "Bo"]), 3)
    assert game_to_dict(session)["rules_version"] == RULES_VERSION >= SCALED_BIDS == 2
