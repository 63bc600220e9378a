"""Long games: opened off the UI thread with progress and Cancel, a log that does not
write the whole story to open, and the limit on actions per game."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import endless_game
from tests.app.helpers import make_home
from ubuild_desktop.play import opening
from ubuild_desktop.play.files import write_play_file
from ubuild_desktop.play.seats import default_seats

from .helpers import adopt, finish_opening

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def long_game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    session = endless_game(60_000)
    path = tmp_path_factory.mktemp("long") / "long.ubuild-game"
    write_play_file(session, default_seats(session.game.players), path)
    return path


def test_a_long_game_opens_off_the_ui_thread_with_progress(
        qtbot: QtBot, long_game_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "SHOW_PROGRESS_AFTER_MS", 0)
    # The worker pauses longer at each progress report, so that even on a machine too busy
    # to give the window a turn otherwise, the test sees what the window does meanwhile.
    monkeypatch.setattr(opening, "YIELD_SECONDS", 0.02)
    home = make_home(qtbot)
    # A timer of the window ticks while the game is still being read: the window is not frozen.
    ticks: list[int] = []
    timer = QTimer(home)
    timer.timeout.connect(lambda: ticks.append(1) if reading.is_running() else None)
    progress: list[tuple[int, int]] = []
    reading = home.open_game_file(long_game_file)
    timer.start(1)
    reading.progressed.connect(lambda done, total: progress.append((done, total)))
    dialog = reading.dialog
    assert isinstance(dialog, QProgressDialog)
    assert finish_opening(qtbot, reading) == "opened"
    timer.stop()
    assert ticks
    assert progress and progress[-1] == (60_000, 60_000) and len(progress) > 3
    window = adopt(qtbot, home.play_window)
    assert len(window.controller.state.history) == 60_000
    # The log shows its last lines only, and saves the whole story.
    shown = window.log.list.count()
    assert 0 < shown <= window.log.SHOWN_LINES
    lines = window.log.lines()
    assert len(lines) > shown and lines[-1] == window.log.list.item(shown - 1).text()


def test_cancel_stops_reading_and_opens_nothing(
        qtbot: QtBot, long_game_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "SHOW_PROGRESS_AFTER_MS", 0)
    # The worker pauses longer at each progress report, so that even on a machine too busy
    # to give the window a turn otherwise, the test sees what the window does meanwhile.
    monkeypatch.setattr(opening, "YIELD_SECONDS", 0.02)
    home = make_home(qtbot)
    reading = home.open_game_file(long_game_file)
    cancel = reading.dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    reading.progressed.connect(lambda _done, _total: cancel.click())  # the user presses Cancel
    assert finish_opening(qtbot, reading) == "cancelled"
    assert home.play_window is None and home.message_box is None


@pytest.mark.tool
def test_a_game_stops_at_the_action_limit_and_its_file_opens_again(tmp_path: Path) -> None:
    # In a child process, pure Python, with the limit lowered before the engine is imported.
    code = textwrap.dedent(f"""
        import sys
        from ubuild_desktop.core import limits
        limits.MAX_GAME_ACTIONS = 300
        from benchmarks.synthetic import endless_game
        from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
        from ubuild_desktop.core.engine.kernel.phases import END_ACTION_LIMIT
        from ubuild_desktop.core.engine.ubuild.gamefile import load_game, save_game
        try:
            endless_game(400)
        except RuntimeError as exc:
            print(exc)
        session = endless_game(300)
        state = session.state
        assert state.is_terminal() and state.end_reason == END_ACTION_LIMIT, state.end_reason
        assert [e.kind for e in state.events[-2:]] == ["action_limit_reached", "game_over"]
        path = {str(tmp_path / "limit.json")!r}
        save_game(session, path)
        assert load_game(path).state.snapshot() == state.snapshot()
        # A file that holds more than a game may is refused, with the limit named.
        import json
        doc = json.loads(open(path).read())
        doc["history"] += ["roll"]
        open(path, "w").write(json.dumps(doc))
        try:
            load_game(path)
        except GameFileError as exc:
            print(exc)
    """)
    env = {**os.environ, "UBUILD_PURE": "1", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                            timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout.splitlines()
    assert out[0] == "the game ended after 300 actions"
    assert out[1].endswith("limit.json: the history holds 301 actions; a game holds at most 300")
