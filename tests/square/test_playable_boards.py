"""``ubuild validate`` and the engine agree on square boards (issue 28): every board the
validator accepts can be set up, played to its end by computer players (with a round
limit) and resumed from its saved file; the rules hold for any number of stations and
utilities, and the card decks adapt to the board.

The property test draws boards of 12 to 60 spaces with 0 to 9 stations, 0 to 6 utilities,
no card space or many, and amounts up to 10,000 times the book's (``playable_boards``).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.money import held_rent, rent
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession, new_state
from ubuild_desktop.core.square import SquareBoard, dump_board, load_builtin_board
from ubuild_desktop.core.square.validate import validate_board
from tests.fuzz.strategies import playable_boards

PLAYS = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))


def play_and_resume(board: SquareBoard, players: int, seed: int) -> TradSession:
    """Set a game up on ``board``, let computer players end it (30 rounds at most), save it
    and load it back: the loaded game is the same state, move for move."""
    game = Game(board, [f"P{i}" for i in range(players)], HouseRules(round_limit=30))
    session = TradSession(game, seed)
    seats = [computer_player("good" if (seed + i) % 2 else "simple", seed * 10 + i) for i in range(players)]
    out = play_out(session, seats, cap=20_000, check=True)
    assert not out.capped and session.state.phase is Phase.GAME_OVER
    loaded = parse_game(dump_game(session), "resumed.json")
    assert loaded.state == session.state
    assert loaded.state.history == session.state.history
    return session


@PLAYS
@given(playable_boards(), st.integers(2, 4), st.integers(0, 999))
def test_every_board_validate_accepts_plays_to_its_end_and_resumes(doc: dict[str, Any], players: int, seed: int) -> None:
    board = SquareBoard.model_validate(doc)
    if not validate_board(board).valid:
        return  # refused by validate with its reasons (the loaders' fuzz checks their wording)
    play_and_resume(board, players, seed)


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(playable_boards(), st.integers(2, 6), st.integers(0, 999))
def test_every_board_validate_accepts_plays_many(doc: dict[str, Any], players: int, seed: int) -> None:
    test_every_board_validate_accepts_plays_to_its_end_and_resumes.hypothesis.inner_test(doc, players, seed)  # type: ignore[attr-defined]


def _board(change: Any) -> SquareBoard:
    doc = json.loads(dump_board(load_builtin_board("traditional")))
    change(doc["spaces"])
    board = SquareBoard.model_validate(doc)
    assert validate_board(board).valid
    return board


def _station(i: int) -> dict[str, Any]:
    return {"id": f"station-{i}", "kind": "station", "name": f"Station {i}", "name_es": f"Estación {i}",
            "price": 200, "rents": [25, 50, 100, 200]}


def _utility(i: int) -> dict[str, Any]:
    return {"id": f"utility-{i}", "kind": "utility", "name": f"Utility {i}", "name_es": f"Servicio {i}",
            "price": 150, "rents": [4, 10]}


def seven_stations(spaces: list[dict[str, Any]]) -> None:
    for i in (7, 22, 36):  # the Chance spaces become stations: 7 in all
        spaces[i] = _station(i)


def four_utilities(spaces: list[dict[str, Any]]) -> None:
    for i in (2, 17):
        spaces[i] = _utility(i)


def test_station_rent_doubles_past_the_printed_four_and_a_utility_keeps_the_highest_multiplier() -> None:
    assert [held_rent((25, 50, 100, 200), n, True) for n in range(1, 8)] == [25, 50, 100, 200, 400, 800, 1600]
    assert [held_rent((4, 10), n, False) for n in range(1, 5)] == [4, 10, 10, 10]
    assert held_rent((25, 50, 100, 200), 60, True) == 1_000_000_000  # the board's money limit
    for change, kind, per_count in ((seven_stations, "station", (25, 50, 100, 200, 400, 800, 1600)),
                                    (four_utilities, "utility", (4 * 7, 10 * 7, 10 * 7, 10 * 7))):
        state = new_state(Game(_board(change), ["Ana", "Bo"]))
        game = state.game
        spaces = game.stations if kind == "station" else game.utilities
        for held, expected in enumerate(per_count, start=1):
            for s in spaces[:held]:
                state.owner[s] = 0
            state.touched()
            assert rent(state, spaces[0], 7) == expected


@pytest.mark.parametrize("change", [seven_stations, four_utilities], ids=["7 stations", "4 utilities"])
def test_many_stations_or_utilities_play_to_the_end(change: Any) -> None:
    for seed in range(3):
        play_and_resume(_board(change), 4, seed)


def no_station_nor_utility(spaces: list[dict[str, Any]]) -> None:
    for i in (5, 12, 15, 25, 28, 35):
        spaces[i] = {"id": f"rest-{i}", "kind": "free_parking", "name": "Rest", "name_es": "Descanso"}


def twelve_spaces(spaces: list[dict[str, Any]]) -> None:
    keep = [copy.deepcopy(spaces[i]) for i in (0, 1, 2, 3, 5, 7, 10, 12, 20, 22, 37, 39)]
    spaces[:] = keep


def test_the_decks_leave_out_cards_that_go_where_the_board_has_nothing() -> None:
    full = Game(load_builtin_board("traditional"), ["Ana", "Bo"])
    assert len(full.cards) == 32  # the book's board keeps every card
    game = Game(_board(no_station_nor_utility), ["Ana", "Bo"])
    left_out = {c.id for c in full.cards} - set(game.card_ids)
    assert left_out == {"chance-04", "chance-05", "chance-06", "chance-08"}  # nearest utility/station, first station
    small = Game(_board(twelve_spaces), ["Ana", "Bo"])  # 4 streets: no fourteenth nor sixth street
    assert {c.id for c in full.cards} - set(small.card_ids) == {"chance-02", "chance-03"}
    for deck in ("chance", "chest"):
        assert small.deck_cards(deck) and game.deck_cards(deck)


@pytest.mark.parametrize("change", [no_station_nor_utility, twelve_spaces], ids=["no station", "12 spaces"])
def test_boards_without_a_cards_target_play_to_the_end(change: Any) -> None:
    for seed in range(3):
        play_and_resume(_board(change), 3, seed)
