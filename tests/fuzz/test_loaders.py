"""Fuzzing the loaders: a track, square board or game file either loads or raises the loader's own error,
whose message is one line and bounded; never any other exception.

The default run tries a few dozen documents of each kind; ``-m slow`` tries thousands.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, parse_game
from ubuild_desktop.core.square import BoardFileError, SquareBoard, dump_board, parse_board
from ubuild_desktop.core.square.validate import validate_board
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import TrackFileError, parse_track
from tests.fuzz.checks import assert_fit_to_show
from tests.fuzz.strategies import board_texts, game_texts, track_texts

SMALL = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LARGE = settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def track_loads_or_says_why(text: str | bytes) -> None:
    try:
        track = parse_track(text, "fuzz.json")
    except TrackFileError as exc:
        assert_fit_to_show(exc)
    else:
        assert isinstance(track, Track)


def board_loads_or_says_why(text: str | bytes) -> None:
    """A board file loads or says why; a board that loads is checked without a crash and saves as it loaded."""
    try:
        board = parse_board(text, "fuzz.json")
    except BoardFileError as exc:
        assert_fit_to_show(exc)
    else:
        assert isinstance(board, SquareBoard)
        report = validate_board(board)
        assert report.summary() and all(problem.message for problem in report.diagnostics)
        assert parse_board(dump_board(board)) == board


def game_loads_or_says_why(text: str) -> None:
    try:
        session = parse_game(text, "fuzz.json")
    except GameFileError as exc:
        assert_fit_to_show(exc)
    else:
        assert isinstance(session, Session)
        assert len(session.state.history) >= 0


@SMALL
@given(track_texts())
def test_track_files(text: str) -> None:
    track_loads_or_says_why(text)


@SMALL
@given(st.binary(max_size=300))
def test_track_bytes(data: bytes) -> None:
    track_loads_or_says_why(data)


@SMALL
@given(board_texts())
def test_board_files(text: str) -> None:
    board_loads_or_says_why(text)


@SMALL
@given(st.binary(max_size=300))
def test_board_bytes(data: bytes) -> None:
    board_loads_or_says_why(data)


@pytest.mark.slow
@LARGE
@given(board_texts())
def test_board_files_many(text: str) -> None:
    board_loads_or_says_why(text)


@SMALL
@given(game_texts())
def test_game_files(text: str) -> None:
    game_loads_or_says_why(text)


@pytest.mark.slow
@LARGE
@given(track_texts())
def test_track_files_many(text: str) -> None:
    track_loads_or_says_why(text)


@pytest.mark.slow
@LARGE
@given(st.binary(max_size=2000))
def test_track_bytes_many(data: bytes) -> None:
    track_loads_or_says_why(data)


@pytest.mark.slow
@LARGE
@given(game_texts())
def test_game_files_many(text: str) -> None:
    game_loads_or_says_why(text)
