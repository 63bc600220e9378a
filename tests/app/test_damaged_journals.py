"""A damaged journal through Home's Resume, in a real window (issue 28, "A damaged journal
loses moves silently"): a changed header token, one garbage line in the middle, an unknown
word. Home lists the moves that Resume will bring back (one reading path); Resume replays
every action it can read, says how many lines it skipped and where (a message closed by a
timer, as a user would), keeps the damaged journal beside the game, and goes on in the
game's files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import endless_game, quiet_step
from ubuild_desktop.core.userdata import new_game_path
from ubuild_desktop.play.files import Autosave, journal_path, read_play_file
from ubuild_desktop.play.seats import default_seats

from ..modal import when_modal
from .helpers import listed, make_home

MORE = 40  # actions in the journal


def _autosaved(tmp_path: Path) -> tuple[Path, list[str]]:
    """A game autosaved in the data folder by a program that has gone: its path and history."""
    path = new_game_path()
    session = endless_game(60)
    seats = default_seats(session.game.players)
    autosave = Autosave(path)
    autosave.save(session, seats, None)
    for _ in range(MORE):
        quiet_step(session)
        autosave.save(session, seats, None)
    autosave.close()
    return path, [str(a) for a in session.state.history]


def _changed_header(lines: list[str]) -> None:
    header = json.loads(lines[0])
    header["snapshot"] = "ffffffffffffffff"
    lines[0] = json.dumps(header) + "\n"


def _garbage_line(lines: list[str]) -> None:
    lines.insert(20, "\x00\x01 not json {\n")  # line 21


def _unknown_word(lines: list[str]) -> None:
    lines[24] = json.dumps("teleport 9") + "\n"  # line 25


def _illegal_action(lines: list[str]) -> None:
    lines[24] = json.dumps("roll") + "\n"  # line 25: an action, but not one the player deciding to buy may take


# kind: (damage, the history resumed as a slice of the whole, the words the message says)
CASES: dict[str, tuple[Callable[[list[str]], None], Callable[[list[str]], list[str]], list[str]]] = {
    "changed header token": (_changed_header, lambda whole: whole,
                             ["Skipped 1 unreadable line of the journal (line 1); every move on the other lines was replayed."]),
    "garbage line": (_garbage_line, lambda whole: whole,
                     ["Skipped 1 unreadable line of the journal (line 21); every move on the other lines was replayed."]),
    "unknown word": (_unknown_word, lambda whole: whole[:len(whole) - MORE + 23],
                     ["The game stops at line 25 of the journal: its last 17 lines could not be replayed",
                      "'teleport 9'"]),
    "illegal action": (_illegal_action, lambda whole: whole[:len(whole) - MORE + 23],
                       ["The game stops at line 25 of the journal: its last 17 lines could not be replayed",
                        "'roll'"]),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_homes_resume_of_a_damaged_journal_says_what_it_skipped_and_resumes_what_home_listed(
        kind: str, qtbot: QtBot, tmp_path: Path) -> None:
    damage, resumed_part, words = CASES[kind]
    path, whole = _autosaved(tmp_path)
    lines = journal_path(path).read_text(encoding="utf-8").splitlines(keepends=True)
    damage(lines)
    journal_path(path).write_text("".join(lines), encoding="utf-8")
    damaged_bytes = journal_path(path).read_bytes()
    expected = resumed_part(whole)
    resumed_moves = _moves(expected)
    home = make_home(qtbot)
    # Home lists what Resume brings back: an action that reads but cannot be replayed is
    # found by the replay in a worker thread, which corrects the entry.
    qtbot.waitUntil(lambda: listed(home) == [listed(home)[0].split("\n")[0] + f"\n{resumed_moves} moves so far"])
    assert home.games.item(0).text().endswith("damaged autosave")
    window, text = _resume(qtbot, home)
    assert [str(a) for a in window.controller.state.history] == expected
    for said in words:
        assert said in text, text
    assert f"The game goes on from its move {resumed_moves}." in text
    kept = path.with_name(path.stem + "-damaged.journal")
    assert f"The damaged journal is kept as {kept}." in text
    assert kept.read_bytes() == damaged_bytes
    # The game goes on in its own files, rewritten as resumed: nothing damaged any more.
    again = read_play_file(path)
    assert not again.damaged and [str(a) for a in again.session.state.history] == expected
    window.close()


def _moves(history: list[str]) -> int:
    """The players' moves of a history in text form (the CHANCE player's actions aside)."""
    from ubuild_desktop.core.engine.ubuild.actions import parse_action

    return sum(1 for text in history if not parse_action(text).chance)


def _resume(qtbot: QtBot, home):  # type: ignore[no-untyped-def]
    """Home's Resume clicked: the game window and the text of the message it shows."""
    answered: list[str] = []

    def close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        answered.append(box.text())
        box.close()

    when_modal(QMessageBox, close)
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    window = home.play_window
    assert window is not None
    qtbot.waitUntil(lambda: bool(answered))
    return window, answered[0]


def test_an_unknown_word_in_the_snapshot_is_treated_like_an_illegal_action(qtbot: QtBot, tmp_path: Path) -> None:
    """Not the journal but the snapshot itself: the game is not set aside; Home lists the
    moves up to the damage, and Resume goes on from there, says where it stopped and how
    much was left out (the journal's actions with the rest), and keeps the damaged file."""
    path, whole = _autosaved(tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    history = doc["game"]["history"]
    assert len(history) == len(whole) - MORE
    history[30] = "teleport 9"
    path.write_text(json.dumps(doc), encoding="utf-8")
    damaged_bytes = path.read_bytes()
    expected = whole[:30]
    resumed_moves = _moves(expected)
    home = make_home(qtbot)
    qtbot.waitUntil(lambda: listed(home) == [listed(home)[0].split("\n")[0] + f"\n{resumed_moves} moves so far"])
    assert home.games.item(0).text().endswith("damaged autosave") and not home.notices  # not set aside
    window, text = _resume(qtbot, home)
    assert [str(a) for a in window.controller.state.history] == expected
    left_out = len(whole) - 30
    assert f"The game stops at its action 31 of the file: the last {left_out} actions could not be replayed" in text
    assert "'teleport 9'" in text and f"The game goes on from its move {resumed_moves}." in text
    kept = path.with_name(path.stem + "-damaged.snapshot")
    assert f"The damaged game file is kept as {kept}." in text
    assert kept.read_bytes() == damaged_bytes
    again = read_play_file(path)
    assert not again.damaged and [str(a) for a in again.session.state.history] == expected
    window.close()
