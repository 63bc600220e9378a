"""Regression tests for the loaders' messages (issue 10): a bad action echoed twice made
a 200,000-character message, and JSON keys put raw newlines and ESC sequences in them.
Every message is now one line, control characters escaped, at most MAX_MESSAGE_CHARS."""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.engine.ubuild.actions import ActionFormatError, action_from_json, parse_action
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, parse_game
from ubuild_desktop.core.jsonfile import FileMessageError
from ubuild_desktop.core.limits import MAX_MESSAGE_CHARS, MAX_QUOTED_CHARS
from ubuild_desktop.core.trackfile import TrackFileError, parse_track
from tests.fuzz.checks import assert_fit_to_show
from tests.fuzz.strategies import real_game, real_track

HOSTILE_KEY = "line\nbreak\x1b[31mred\x1b[0m\u202e"


def test_a_huge_bad_action_is_quoted_short_once() -> None:
    game = dict(real_game())
    bad = "buy " + "x" * 200_000
    game["history"] = [*game["history"][:3], bad]
    with pytest.raises(GameFileError) as caught:
        parse_game(json.dumps(game), "saved.json")
    message = str(caught.value)
    assert_fit_to_show(caught.value)
    assert message.startswith("saved.json: history[3] 'buy xxx")
    assert "x" * MAX_QUOTED_CHARS not in message  # the action is quoted shortened, not whole


def test_a_track_key_with_newline_and_escape_stays_on_one_line() -> None:
    track = dict(real_track())
    track[HOSTILE_KEY] = 1
    with pytest.raises(TrackFileError) as caught:
        parse_track(json.dumps(track), "t.json")
    assert_fit_to_show(caught.value)
    assert "line\\nbreak\\x1b[31mred" in str(caught.value)


def test_a_piece_key_with_escapes_in_the_validation_message() -> None:
    track = json.loads(json.dumps(real_track()))
    track["pieces"][0][HOSTILE_KEY * 1000] = 0
    with pytest.raises(TrackFileError) as caught:
        parse_track(json.dumps(track), "t.json")
    message = str(caught.value)
    assert_fit_to_show(caught.value)
    assert message.startswith("t.json: pieces.0.line\\nbreak")


def test_game_file_unknown_fields_with_escapes() -> None:
    game = dict(real_game())
    for n in range(5000):
        game[f"{HOSTILE_KEY}{n}"] = None
    with pytest.raises(GameFileError) as caught:
        parse_game(json.dumps(game), "g.json")
    message = str(caught.value)
    assert_fit_to_show(caught.value)
    assert message.startswith("g.json: unknown fields: line\\nbreak\\x1b[31m")
    assert "\u2026" in message  # shortened, around an ellipsis


def test_a_bad_preset_is_quoted_short() -> None:
    game = dict(real_game())
    game["preset"] = "\x1b]0;title\x07" * 10_000
    with pytest.raises(GameFileError) as caught:
        parse_game(json.dumps(game), "g.json")
    assert_fit_to_show(caught.value)
    assert "\\x1b]0;title\\x07" in str(caught.value)
    assert len(str(caught.value)) < MAX_QUOTED_CHARS + 100


@pytest.mark.parametrize("text", ["x" * 100_000, "dice " + "1\n" * 50_000, "buy " + "\x1b" * 9999])
def test_action_format_errors_from_text(text: str) -> None:
    with pytest.raises(ActionFormatError) as caught:
        parse_action(text)
    assert_fit_to_show(caught.value)
    assert len(str(caught.value)) <= MAX_QUOTED_CHARS + 60


@pytest.mark.parametrize(
    "data",
    [{"type": "\n" * 100_000}, {"type": "buy", "\x1b" * 1000: 1}, {"type": "buy", "site": "\x1b[2J" * 10_000},
     {"type": "pay_debt", "player": ["\n"] * 50_000}],
)
def test_action_format_errors_from_json(data: dict[str, object]) -> None:
    with pytest.raises(ActionFormatError) as caught:
        action_from_json(data)
    assert_fit_to_show(caught.value)


def test_every_loader_error_is_a_file_message_error() -> None:
    assert issubclass(TrackFileError, FileMessageError)
    assert issubclass(GameFileError, FileMessageError)
    assert issubclass(ActionFormatError, FileMessageError)
    assert issubclass(FileMessageError, ValueError)  # callers that catch ValueError still do


def test_a_long_message_keeps_its_start_and_its_end() -> None:
    message = str(TrackFileError("start " + "\n" * 10_000 + " end"))
    assert len(message) == MAX_MESSAGE_CHARS
    assert message.startswith("start \\n") and message.endswith("\\n end") and "\u2026" in message
