"""The Balance panel's simulations, driven through its buttons in a child process.

``python -m tests.editor.balance_child FOLDER`` (offscreen) opens an editor on Starter,
simulates a few real games in the background (on one worker process, then on two while
comparing with Pro), cancels one run with Cancel and another with an edit, lets one
start by itself once the track is idle, and closes the window. No game is ever played in
the window's process (the panel's workers play them all, issue 26: a game played here
fails the run), the window's event loop keeps turning while they play, and after an edit
the next run starts no process (the pool stays warm). Any failed
check exits non-zero; a crash (threads, processes and Qt together) fails the test that
runs this instead of the whole test run.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.charts import BarList, ColumnChart, Histogram
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.editor import EditorWindow
from ubuild_desktop.editor.balance_panel import BalancePanel
from ubuild_desktop.qtapp import application

WAIT_MS = 600_000  # a bound against a hang, not a speed check


def wait_for(condition: Callable[[], bool], ms: int = WAIT_MS) -> bool:
    """Let events run until ``condition()`` holds (False if it never did within ``ms``)."""
    deadline = time.monotonic() + ms / 1000
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(20)
    return True


def click(button: object) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[call-overload]


def wait_done(panel: BalancePanel) -> None:
    assert wait_for(lambda: not panel.is_simulating(), WAIT_MS), "the simulation never finished"


def check_results(panel: BalancePanel, games: int, compared: bool = False) -> None:
    columns = [panel.main_column] + ([panel.compare_column] if compared else [])
    for column in columns:
        simulated = column.simulated
        assert simulated is not None, column.sim_note.text()
        assert simulated.summary["games"] == games and len(simulated.turns) == games
        assert column.sim.isVisible()
        length, wins, ended = column.length_view.chart(), column.wins_view.chart(), column.ended_view.chart()
        assert isinstance(length, Histogram) and len(length.values) == games
        assert isinstance(wins, ColumnChart) and len(wins.bars) == 4
        assert all(bar.low is not None and bar.low <= bar.value <= (bar.high or 0) for bar in wins.bars)
        assert isinstance(ended, BarList) and abs(sum(bar.value for bar in ended.bars) - 1) < 1e-9
        assert "the box: about" in column.length_text.text(), column.length_text.text()


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def not_here(*args: object, **kwargs: object) -> object:
    raise AssertionError("a game was played in the window's process")


def main(folder: Path) -> int:
    from ubuild_desktop.core.engine import simulate_pool

    simulate_pool.play_game = not_here  # (what a batch plays) this process's only: the workers import their own
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    window = EditorWindow(load_builtin("starter"), offer_recovery=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.balance_action.trigger()
    panel = window.balance
    assert window.balance_dock.isVisible()

    # A few real games on one worker process: progress, then the charts; the window's
    # event loop turns all along (a timer's beats while the games run).
    panel.jobs = 1
    panel.games_spin.setValue(4)
    beats: list[int] = []
    beat = QTimer()
    beat.setInterval(0)
    beat.timeout.connect(lambda: beats.append(panel.progress.value()) if panel.is_simulating() else None)
    beat.start()
    click(panel.simulate_button)
    assert panel.is_simulating() and panel.progress.isVisible() and panel.cancel_button.isEnabled()
    assert not panel.simulate_button.isEnabled()
    wait_done(panel)
    beat.stop()
    check_results(panel, 4)
    assert len(beats) > 1, "the window's event loop stood still while the games ran"
    pool = panel._pool
    assert pool is not None and len(pool.processes()) == 1
    assert panel.progress.isHidden() and not panel.cancel_button.isEnabled()

    # Compared with Pro: both tracks simulated, in two worker processes.
    pro = folder / "pro.json"
    save_track(load_builtin("pro"), pro)
    assert panel.compare_with(pro)
    assert panel.main_column.simulated is not None, "the edited track's games still hold"
    assert panel.compare_column.simulated is None and panel.compare_column.sim_note.text().startswith("Simulate")
    panel.jobs = 2
    panel.games_spin.setValue(16)
    click(panel.simulate_button)
    wait_done(panel)
    check_results(panel, 16, compared=True)
    assert panel._pool is not None and len(panel._pool.processes()) == 2
    click(panel.stop_compare_button)
    assert panel.compare_column.isHidden() and panel.comparing() is None

    # Cancel stops a long run; so does the next edit.
    # 10,000 games: a run that could end before the edit below (the worker thread may keep
    # the interpreter for long stretches) would test nothing. The progress moves once a
    # batch (a sixteenth of the run, on one worker) is played: here 625 games, with 9,375
    # still to play when Cancel is pressed (the panel's maximum, 100,000, made each wait
    # for progress 6,250 games, about 16 CPU s).
    panel.jobs = 1
    panel.games_spin.setValue(10_000)
    progressed: list[int] = []
    panel.progress.valueChanged.connect(progressed.append)
    beats.clear()
    beat.start()
    click(panel.simulate_button)
    assert wait_for(lambda: panel.progress.value() >= 1, WAIT_MS)
    # The window answers while the games run: keys posted to the games box (handled only
    # when the event loop turns) are all taken before the run ends.
    for _ in range(5):
        QCoreApplication.postEvent(panel.games_spin, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Up,
                                                               Qt.KeyboardModifier.NoModifier))
    assert wait_for(lambda: panel.games_spin.value() == 10_005 or not panel.is_simulating(), WAIT_MS)
    assert panel.games_spin.value() == 10_005 and panel.is_simulating(), "the window did not answer while the games ran"
    assert wait_for(lambda: len(progressed) >= 3 or not panel.is_simulating(), WAIT_MS)
    pool = panel._pool
    assert pool is not None
    assert pool.playing() > 0
    workers = pool.processes()
    job = panel._job
    assert job is not None
    click(panel.cancel_button)
    beat.stop()
    assert not panel.is_simulating() and panel.main_column.simulated is None
    assert panel.main_column.sim_note.text() == "Cancelled."
    # the loop turned between every two moves of the progress bar (a count, not a time)
    assert len(progressed) >= 3 and set(progressed[:-1]) <= set(beats), (progressed, sorted(set(beats)))
    assert job.wait(WAIT_MS / 1000) and pool.playing() == 0, "a worker plays on after Cancel"
    click(panel.simulate_button)
    assert wait_for(lambda: panel.progress.value() >= 1, WAIT_MS)
    assert panel.is_simulating(), panel.main_column.sim_note.text()
    window.controller.set_selection([window.current_track().pieces[0].id])
    window.delete_action.trigger()
    assert not panel.is_simulating()
    assert panel.main_column.sim_note.text() == "Cancelled: the track changed.", panel.main_column.sim_note.text()
    assert not panel.simulate_button.isEnabled() or not panel.simulate(), "an invalid track is not simulated"

    # Simulate by itself: once the track is valid again and idle, a run starts on its own.
    panel.games_spin.setValue(3)
    QTest.mouseClick(panel.auto_check, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(8, panel.auto_check.height() // 2))  # on the box, not past its text
    assert panel.auto_check.isChecked()
    window.undo_action.trigger()
    assert wait_for(lambda: panel.main_column.simulated is not None, WAIT_MS), panel.main_column.sim_note.text()
    check_results(panel, 3)
    assert panel._pool is pool and pool.processes() == workers, "the same warm worker played every run since (cancels and edits)"

    window.document.undo_stack.setClean()
    window.close()
    for job in panel._jobs_started:
        assert not job.is_running()
    assert panel._pool is None and not any(_alive(pid) for pid in workers), "the workers end with the window"
    app.processEvents()
    print("balance child: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
