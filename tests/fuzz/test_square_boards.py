"""Fuzzing square boards through the commands (issue 28): for boards that vary in what the
rules must cope with (``playable_boards``: sizes, counts of stations and utilities, card
spaces, amounts up to 10,000 times the book's, names with control characters and markup)
and hostile mutations of the built-in board, ``ubuild validate``, ``simulate`` and
``analyze`` answer with an exit status and plain lines: no traceback, no hang (every game
ends by its round limit), no control character on the terminal.

The default run tries a few dozen boards; ``-m slow`` tries hundreds.
"""

from __future__ import annotations

import io
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ubuild_desktop.cli import main
from tests.fuzz.strategies import board_texts, playable_boards, to_text

SMALL = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
LARGE = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))

documents = st.one_of(playable_boards().map(to_text), board_texts())


def run(*args: str) -> tuple[int, str, str]:
    """``ubuild ARGS`` in this process: its exit status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(list(args))
    return status, out.getvalue(), err.getvalue()


def plain(printed: str) -> None:
    assert "Traceback" not in printed
    assert not any(c in printed for c in "\x1b\x07\r\x00"), repr(printed[:300])


def commands_answer(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "fuzz board.json")
        Path(path).write_text(text, encoding="utf-8", errors="surrogatepass")
        status, out, err = run("validate", path)
        assert status in (0, 1, 2)
        plain(out + err)
        for args in (("simulate", path, "--games", "1", "--players", "3", "--round-limit", "25"),
                     ("analyze", path, "--games", "0", "--players", "2")):
            code, out, err = run(*args)
            plain(out + err)
            if status == 0:  # validate accepted it: every command plays it
                assert code == 0, (args, err)
            else:
                assert code in (1, 2) and err.startswith("error: ") and len(err.strip().splitlines()) == 1, err


@SMALL
@given(documents)
def test_square_boards_through_the_commands(text: str) -> None:
    commands_answer(text)


@pytest.mark.slow
@LARGE
@given(documents)
def test_square_boards_through_the_commands_many(text: str) -> None:
    commands_answer(text)
