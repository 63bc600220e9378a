"""Fuzzing the autosave journal (issue 28): a game's journal damaged in any of the ways a
disk, a crash or a hand can damage it is read the way Resume reads it (``read_play_file``).

The promises checked for each damage: no exception but the loader's own
(``GameFileError``, one bounded line), no hang, and nothing lost without a message: a game
resumed with fewer moves than were saved says that its journal was damaged (lines skipped,
or a tail that could not be replayed, which the window then names). Damage kept to the
bytes inside lines (never a newline), so the last complete line stays complete: a line
cut short by a crash is the one action a crash may lose.

The default run tries a few dozen damaged journals of a U-Build game; ``-m slow`` hundreds.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.synthetic import endless_game, quiet_step
from tests.fuzz.checks import assert_fit_to_show
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
from ubuild_desktop.play.files import Autosave, journal_path, read_play_file
from ubuild_desktop.play.saved_games import describe_game, replayed_moves
from ubuild_desktop.play.seats import default_seats

SMALL = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
LARGE = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))

#: Words a damaged line may hold: bits of real actions, an unknown word, JSON noise.
WORDS = ["roll", "buy", "bid", "pass", "end-turn", "dice 3 4", "frobnicate", '"', "\\", "{}", "null", "\u202e", "\x00"]


@cache
def saved_game() -> tuple[Path, int]:
    """A U-Build game autosaved action by action: a snapshot and a journal of about 60
    actions (kept in a folder of its own for the session); its whole length in actions."""
    folder = Path(tempfile.mkdtemp(prefix="ubuild-fuzz-journal-"))
    session = endless_game(40)
    seats = default_seats(session.game.players)
    path = folder / "game.json"
    autosave = Autosave(path)
    autosave.save(session, seats, None)
    for _ in range(60):
        quiet_step(session)
        autosave.save(session, seats, None)
    assert journal_path(path).stat().st_size > 0
    return path, len(session.state.history)


Damage = Callable[[list[bytes]], list[bytes]]


@st.composite
def damages(draw: st.DrawFn) -> tuple[str, Damage]:
    """One way to damage the journal's lines (line 0 is the header)."""
    kind = draw(st.sampled_from(["garbage line", "flipped byte", "unknown word", "duplicated line", "swapped lines",
                                 "header"]))
    where = draw(st.floats(0.0, 1.0))
    junk = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=4)).copy()
    byte = draw(st.integers(0, 255).filter(lambda b: b != ord("\n")))

    def at(lines: list[bytes], first: int = 1) -> int:
        return min(len(lines) - 1, first + int(where * (len(lines) - first)))

    def damage(lines: list[bytes]) -> list[bytes]:
        lines = list(lines)
        i = at(lines)
        if kind == "garbage line":
            lines.insert(i, " ".join(junk).encode("utf-8"))
        elif kind == "flipped byte" and lines[i]:
            j = int(where * 7919) % len(lines[i])
            lines[i] = lines[i][:j] + bytes([byte]) + lines[i][j + 1:]
        elif kind == "unknown word":
            lines[i] = b'"frobnicate ' + junk[0].encode("utf-8", "replace").replace(b"\n", b"") + b'"'
        elif kind == "duplicated line":
            lines.insert(i, lines[i])
        elif kind == "swapped lines" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif kind == "header":
            lines[0] = lines[0].replace(b'"', b"'", 1) if junk[0] == "null" else lines[0][::-1]
        return lines

    return kind, damage


def resumes_or_says_why(damage: tuple[str, Damage]) -> None:
    original, whole = saved_game()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / original.name
        shutil.copy(original, path)
        journal = journal_path(path)
        lines = journal_path(original).read_bytes().split(b"\n")[:-1]
        journal.write_bytes(b"\n".join(damage[1](lines)) + b"\n")
        try:
            read = read_play_file(path)
        except GameFileError as exc:
            assert_fit_to_show(exc)
            return
        resumed = len(read.session.state.history)
        if resumed < whole:
            assert read.damaged, f"{damage[0]}: {whole - resumed} moves lost without a message"
        if read.dropped is not None:
            assert read.dropped.count > 0 and read.dropped.reason.strip()
            assert "\n" not in read.dropped.reason
        # Home lists what Resume brings back, once its replay is counted.
        moves = sum(1 for action in read.session.state.history if not action.chance)
        assert replayed_moves(path) == (moves, read.dropped is not None)
        assert describe_game(path).moves == moves


@SMALL
@given(damages())
def test_a_damaged_journal_resumes_or_says_why(damage: tuple[str, Damage]) -> None:
    resumes_or_says_why(damage)


@pytest.mark.slow
@LARGE
@given(damages())
def test_many_damaged_journals_resume_or_say_why(damage: tuple[str, Damage]) -> None:
    resumes_or_says_why(damage)
