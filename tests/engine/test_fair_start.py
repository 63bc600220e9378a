"""The Fair start house rule (issue 27), in both games: once the roll-off has chosen the
first player, the bank pays each place in the turn order its amount. Part of the game's
setup: ``replay(history)`` and the game files rebuild it; files without it read as before;
tracks and boards keep it per seat count."""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE, Session, replay
from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, dump_game, parse_game
from ubuild_desktop.core.engine.ubuild.state import Phase, State
from ubuild_desktop.core.engine.kernel.events import BANK
from ubuild_desktop.core.engine.kernel.event_kinds import PaymentReason
from ubuild_desktop.core.engine.ubuild.game import FAIR_START_WRONG, GameSetupError
from ubuild_desktop.core.engine.simulate import play_game, simulate, summarize
from ubuild_desktop.core.engine.traditional import game as trad_game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game as dump_trad, parse_game as parse_trad
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession, replay as trad_replay
from ubuild_desktop.core.fairstart import FairStart, fair_start_for, with_fair_start
from ubuild_desktop.core.square import dump_board, load_builtin_board, parse_board
from ubuild_desktop.core.square.boardfile import BoardFileError
from ubuild_desktop.core.trackfile import TrackFileError, dump_track, load_builtin, parse_track

from .helpers import deal, play_roll_off, roll_off_dice
from tests.traditional.helpers import act

AMOUNTS = (0, 300, 600)


def _fair_transactions(state: object) -> list[tuple[int, int]]:
    return [(t.payee, t.amount) for t in state.transactions if t.reason == PaymentReason.FAIR_START]  # type: ignore[attr-defined]


def test_the_bank_pays_each_place_in_the_turn_order_once_the_first_player_is_known() -> None:
    game = Game.create(load_builtin("classic"), ["Ana", "Bo", "Cy"], fair_start=AMOUNTS)
    assert game.fair_start == AMOUNTS
    state = State(game)
    deal(state)
    assert state.cash == [24_900] * 3  # nothing before the roll-off ends
    play_roll_off(state, *roll_off_dice(game, 1))  # Bo starts: Cy is second, Ana third
    assert state.first_player == 1 and state.phase == Phase.PRE_ROLL
    assert state.cash == [24_900 + 600, 24_900, 24_900 + 300]
    assert _fair_transactions(state) == [(2, 300), (0, 600)]
    assert all(t.payer == BANK for t in state.transactions)
    assert state.bank_paid == 900
    # replay(history) rebuilds the same state, and so does the game file
    assert replay(game, state.history) == state
    session = Session(game, 5, dice=DICE_TABLE)  # the test's own dice, as a table's
    session.state = state
    text = dump_game(session)
    assert json.loads(text)["fair_start"] == list(AMOUNTS)
    again = parse_game(text)
    assert again.game.fair_start == AMOUNTS and again.state == state


def test_a_game_without_a_fair_start_is_as_before() -> None:
    game = Game.create(load_builtin("starter"), 2)
    assert game.fair_start == ()
    session = Session(game, 3)
    assert "fair_start" not in json.loads(dump_game(session))
    result = play_game(game, ("good", "good"), 11)
    assert result.flows[list(PaymentReason).index(PaymentReason.FAIR_START)] == 0


@pytest.mark.parametrize("amounts", [(0, 300), (0, 300, 600, 900), (0, -10, 5), (0, 5, 10), (0, 999_999, 0)])
def test_a_fair_start_that_does_not_fit_the_game_is_a_setup_error(amounts: tuple[int, ...]) -> None:
    with pytest.raises(GameSetupError) as caught:
        Game.create(load_builtin("classic"), 3, fair_start=amounts)
    assert caught.value.template == FAIR_START_WRONG


def test_a_game_file_with_a_broken_fair_start_says_so() -> None:
    game = Game.create(load_builtin("classic"), 3, fair_start=AMOUNTS)
    document = json.loads(dump_game(Session(game, 1)))
    for bad in ("lots", [0, "1", 2], [0, 300]):
        document["fair_start"] = bad
        with pytest.raises(GameFileError) as caught:
            parse_game(json.dumps(document), "fair.json")
        assert "fair.json" in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize("track, seats", [("pro", n) for n in range(2, 7)] + [("starter", 4)])
def test_every_seat_count_plays_a_fair_start(track: str, seats: int) -> None:
    amounts = tuple(100 * k for k in range(seats))
    run = simulate(load_builtin(track), seats, ("good",), games=2, seed=seats, fair_start=amounts)
    flows = summarize(run)["results"]["money_flows"]
    assert flows["fair_start"] == sum(amounts)  # every game paid each place once
    assert run.fair_start == amounts


# ------------------------------------------------------------------ the traditional game


def test_the_traditional_game_pays_the_fair_start_after_its_roll_off() -> None:
    rules = HouseRules(fair_start=(0, 50, 100, 150))
    game = trad_game.Game(load_builtin_board("traditional"), ["Ana", "Bo", "Cy", "Di"], rules)
    session = TradSession(game, 4, dice=DICE_TABLE)
    state = session.state
    for card in game.card_ids:
        from ubuild_desktop.core.engine.kernel.actions import DrawCard, Roll

        act(state, DrawCard(card))
    for p in range(4):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 2 else (1, 2)))  # Cy starts
    assert state.phase is Phase.PRE_ROLL and state.turn == 2
    assert state.cash == [1500 + 100, 1500 + 150, 1500, 1500 + 50]
    assert trad_replay(game, state.history) == state
    text = dump_trad(session)
    assert json.loads(text)["house_rules"]["fair_start"] == [0, 50, 100, 150]
    again = parse_trad(text)
    assert again.game.house_rules == rules and again.state == state


def test_the_traditional_house_rules_read_and_check_the_fair_start() -> None:
    assert "fair_start" not in HouseRules().to_json()
    assert HouseRules.from_json({"fair_start": [0, 20]}).fair_start == (0, 20)
    assert HouseRules.from_json({}).fair_start == ()
    for bad in ("x", [0, "1"], [0, -5], [0, True]):
        with pytest.raises(ValueError, match="fair_start"):
            HouseRules.from_json({"fair_start": bad})
    with pytest.raises(trad_game.GameSetupError) as caught:
        trad_game.Game(load_builtin_board("traditional"), 3, HouseRules(fair_start=(0, 10)))
    assert caught.value.template == trad_game.FAIR_START_WRONG


@pytest.mark.parametrize("seats", range(2, 9))
def test_every_traditional_seat_count_plays_a_fair_start(seats: int) -> None:
    amounts = tuple(10 * k for k in range(seats))
    run = simulate(load_builtin_board("traditional"), seats, ("good",), games=1, seed=seats, fair_start=amounts,
                   round_limit=30)
    assert summarize(run)["results"]["money_flows"]["fair_start"] == sum(amounts)


# ------------------------------------------------------------------ tracks and boards keep it


def test_tracks_keep_a_fair_start_per_seat_count_and_old_files_read_as_before() -> None:
    track = load_builtin("classic")
    assert track.fair_start is None and '"fair_start"' not in dump_track(track)
    kept = with_fair_start(with_fair_start(None, 4, (0, 100, 200, 300)), 2, (0, 500))
    assert kept is not None and [f.players for f in kept] == [2, 4]
    again = parse_track(dump_track(track.model_copy(update={"fair_start": kept})))
    assert fair_start_for(again.fair_start, 4) == (0, 100, 200, 300) and fair_start_for(again.fair_start, 2) == (0, 500)
    assert fair_start_for(again.fair_start, 3) == ()
    assert with_fair_start(with_fair_start(None, 2, (0, 5)), 2, ()) is None
    broken = dump_track(track.model_copy(update={"fair_start": kept})).replace('"players": 2', '"players": 3')
    with pytest.raises(TrackFileError) as caught:
        parse_track(broken, "mine.json")
    assert "mine.json" in str(caught.value)
    with pytest.raises(ValueError):
        FairStart(players=3, amounts=(0, 1))


def test_boards_keep_a_fair_start_and_old_files_read_as_before() -> None:
    board = load_builtin_board("traditional")
    assert '"fair_start"' not in dump_board(board)
    kept = with_fair_start(None, 8, tuple(range(0, 80, 10)))
    again = parse_board(dump_board(board.model_copy(update={"fair_start": kept})))
    assert fair_start_for(again.fair_start, 8) == tuple(range(0, 80, 10))
    broken = dump_board(board.model_copy(update={"fair_start": kept})).replace('"players": 8', '"players": 9')
    with pytest.raises(BoardFileError):
        parse_board(broken, "board.json")
