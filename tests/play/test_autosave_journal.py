"""The autosave grows by appending: a snapshot rewritten now and then, and a journal.

Each test reads the files back the way Resume does (``read_play_file``), so what is
checked is what a user gets back after a crash, a full disk or a kill.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import endless_game, quiet_step
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.play import controller as controller_module
from ubuild_desktop.play import files
from ubuild_desktop.play.files import (
    COMPACT_AFTER,
    Autosave,
    journal_path,
    read_play_file,
    write_play_file,
)
from ubuild_desktop.play.seats import default_seats
from ubuild_desktop.core.userdata import new_game_path

from .helpers import click, end_turn, latest_autosave, make_window, roll


def _saved_game(path: Path, start: int, more: int) -> tuple[Session, Autosave]:
    """A game of ``start`` actions autosaved to ``path``, then ``more`` actions each autosaved."""
    session = endless_game(start)
    seats = default_seats(session.game.players)
    autosave = Autosave(path)
    autosave.save(session, seats, None)
    for _ in range(more):
        quiet_step(session)
        autosave.save(session, seats, None)
    return session, autosave


def _history(path: Path) -> list[str]:
    return [str(a) for a in read_play_file(path).session.state.history]


def test_each_save_appends_the_new_actions_and_the_snapshot_is_rewritten_only_now_and_then(tmp_path: Path) -> None:
    session = endless_game(50)
    seats = default_seats(session.game.players)
    path = tmp_path / "last-game.json"
    autosave = Autosave(path)
    autosave.save(session, seats, None)
    snapshot = path.read_bytes()
    rewrites = 0
    for _ in range(3 * COMPACT_AFTER):
        quiet_step(session)
        autosave.save(session, seats, None)
        if path.read_bytes() != snapshot:
            rewrites += 1
            snapshot = path.read_bytes()
            # A rewritten snapshot holds the whole game; its new journal holds no action yet.
            assert len(json.loads(snapshot)["game"]["history"]) == len(session.state.history)
            assert journal_path(path).read_text(encoding="utf-8").count("\n") == 1
    # The journal is folded in when it grows longer than COMPACT_AFTER and than the
    # snapshot: twice in 3,000 actions from a game of 50 (at about 1,050 and 2,100).
    assert rewrites == 2
    assert _history(path) == [str(a) for a in session.state.history]
    assert read_play_file(path).session.rng.getstate() == session.rng.getstate()


def test_a_line_cut_short_by_a_crash_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "last-game.json"
    session, _autosave = _saved_game(path, 40, 10)
    whole = [str(a) for a in session.state.history]
    with journal_path(path).open("a", encoding="utf-8") as journal:
        journal.write('"bid 12')  # killed in the middle of writing the next action
    assert _history(path) == whole


def test_a_journal_left_from_before_a_rewrite_is_ignored(tmp_path: Path) -> None:
    # Killed between the two writes of a rewrite: the new snapshot is whole, and the old
    # journal (which names the snapshot before it) must not add its actions twice.
    path = tmp_path / "last-game.json"
    session, _autosave = _saved_game(path, 40, 10)
    write_play_file(session, default_seats(session.game.players), path, None, journal="a-newer-snapshot")
    assert _history(path) == [str(a) for a in session.state.history]


def test_a_journal_action_that_cannot_be_replayed_ends_the_game_there_and_says_so(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = new_game_path()
    session, autosave = _saved_game(path, 40, 6)
    autosave.close()  # the program that wrote it has gone
    kept = [str(a) for a in session.state.history]
    with journal_path(path).open("a", encoding="utf-8") as journal:
        journal.write('"buy"\n"buy"\n"end-turn"\n')  # "buy" is not possible now
    file = read_play_file(path)
    assert [str(a) for a in file.session.state.history] == kept
    assert file.dropped is not None and file.dropped.count == 3 and "history[46]" in file.dropped.reason
    assert file.dropped.line == 8  # the header, six actions, then the first "buy"
    # Resumed in the window: the game as far as it goes, and a message that says what was lost.
    from ubuild_desktop.play import resume_window

    window = resume_window(path, animations=False, computer_delay_ms=0)
    qtbot.addWidget(window)
    assert window.message_box is not None
    text = window.message_box.text()
    assert "stops at line 8 of the journal: its last 3 lines could not be replayed" in text
    damaged = path.with_name(path.stem + "-damaged.journal")
    assert f"The damaged journal is kept as {damaged}." in text
    assert damaged.read_text(encoding="utf-8").endswith('"buy"\n"buy"\n"end-turn"\n')
    window.message_box.close()
    # The game's files were rewritten as resumed: read again, nothing is damaged.
    window.close()
    again = read_play_file(path)
    assert not again.damaged and [str(a) for a in again.session.state.history] == kept


def _journal_game(more: int = 30) -> tuple[Path, list[str], list[str]]:
    """A game autosaved in the data folder (its program gone): its path, its history, and
    its journal's lines."""
    path = new_game_path()
    session, autosave = _saved_game(path, 40, more)
    autosave.close()
    lines = journal_path(path).read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(lines) == more + 1
    return path, [str(a) for a in session.state.history], lines


def _write_journal(path: Path, lines: list[str]) -> None:
    journal_path(path).write_text("".join(lines), encoding="utf-8")


def test_a_garbage_line_in_the_middle_is_skipped_and_every_other_action_replayed() -> None:
    path, whole, lines = _journal_game()
    lines.insert(15, "}{ not an action\n")  # becomes line 16
    _write_journal(path, lines)
    file = read_play_file(path)
    assert [str(a) for a in file.session.state.history] == whole
    assert file.skipped == (16,) and file.dropped is None


def test_a_changed_header_token_is_said_and_the_actions_after_it_replayed() -> None:
    path, whole, lines = _journal_game()
    header = json.loads(lines[0])
    header["snapshot"] = "0123456789abcdef"
    lines[0] = json.dumps(header) + "\n"
    _write_journal(path, lines)
    file = read_play_file(path)
    assert [str(a) for a in file.session.state.history] == whole
    assert file.skipped == (1,) and file.dropped is None


def test_an_unknown_word_stops_the_game_there_like_an_illegal_action() -> None:
    path, whole, lines = _journal_game()
    lines[19] = json.dumps("frobnicate 3") + "\n"  # line 20
    _write_journal(path, lines)
    file = read_play_file(path)
    base = len(whole) - 30
    assert [str(a) for a in file.session.state.history] == whole[:base + 18]  # lines 2-19
    assert file.dropped is not None and file.dropped.line == 20 and file.dropped.count == 30 - 18
    assert "frobnicate" in file.dropped.reason


def test_a_million_line_journal_is_refused_with_its_true_count() -> None:
    from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
    from ubuild_desktop.play.saved_games import describe_game

    path, whole, lines = _journal_game(more=2)
    with journal_path(path).open("a", encoding="utf-8") as journal:
        journal.write('"end-turn"\n' * (10**6 - len(lines)))
    total = len(whole) - 2 + 10**6 - 1
    for read in (read_play_file, describe_game):  # Resume and Home's list alike
        with pytest.raises(GameFileError) as caught:
            read(path)
        assert str(caught.value) == (f"{journal_path(path)}: the game and its journal hold {total:,} actions; "
                                     f"a game holds at most 500,000")


class _FullDisk:
    """Every write to the journal and the snapshot fails, as on a full disk, while on.

    A test that fails with the disk full must not leave its window asking at close
    whether to close unsaved (a modal nobody answers): :meth:`restore` before teardown.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.on = False
        real_open, real_write = Path.open, files.atomic_write_text

        def open_(path: Path, mode: str = "r", *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
            if self.on and path.name.endswith(files.JOURNAL_SUFFIX):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_open(path, mode, *args, **kwargs)  # type: ignore[arg-type]

        def write(path: Path, text: str) -> None:
            if self.on:
                raise OSError(errno.ENOSPC, "No space left on device")
            real_write(path, text)

        monkeypatch.setattr(Path, "open", open_)
        monkeypatch.setattr(files, "atomic_write_text", write)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    full = _FullDisk(monkeypatch)
    yield full
    full.on = False
    for widget in QApplication.topLevelWidgets():  # nothing left failing: no question at close
        controller = getattr(widget, "controller", None)
        if controller is not None and controller.autosave_error is not None:
            controller._save_now()


def test_a_full_disk_is_shown_plainly_and_the_save_is_retried_until_it_works(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, disk: _FullDisk) -> None:
    monkeypatch.setattr(controller_module, "AUTOSAVE_RETRY_MS", 50)
    window = make_window(qtbot)
    label = window.autosave_failed_label
    assert not label.isVisible()
    disk.on = True
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    assert label.isVisible()
    assert "No space left on device" in label.text() and "2 move" in label.text()
    assert window.controller.unsaved_moves() == 2
    # The program keeps trying; once there is room again, the game is saved whole.
    qtbot.wait(200)
    assert label.isVisible()
    disk.on = False
    qtbot.waitUntil(lambda: not label.isVisible())
    assert window.controller.unsaved_moves() == 0
    assert "works again" in window.statusBar().currentMessage()
    assert _history(latest_autosave()) == [str(a) for a in window.controller.state.history]
    end_turn(qtbot, window)
    assert _history(latest_autosave()) == [str(a) for a in window.controller.state.history]


def test_closing_while_the_autosave_fails_asks_first(qtbot: QtBot, disk: _FullDisk) -> None:
    window = make_window(qtbot)
    disk.on = True
    roll(qtbot, window, 1)
    asked: list[str] = []

    def answer(button_text: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        for button in box.buttons():
            if button.text() == button_text or (button_text == "Cancel" and box.buttonRole(button)
                                                == QMessageBox.ButtonRole.RejectRole):
                button.click()
                return
        raise AssertionError(f"no button {button_text!r}")

    QTimer.singleShot(0, lambda: answer("Cancel"))
    assert not window.close()  # cancelled: the game stays on the table
    assert window.isVisible() and "1 move" in asked[0]
    QTimer.singleShot(0, lambda: answer("Close without saving"))
    assert window.close()
    assert not window.isVisible()
