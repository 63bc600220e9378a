"""The editor's Balance panel: whether the track will play well, while it is being built.

Two parts, one column per track (the edited one, and a track opened with "Compare
with…" beside it):

- **The exact part**, made again after every edit (core's ``core.balance``: the landing
  odds of one mover, solved exactly, and what they mean in money; tens of milliseconds):
  the landing odds per space as a chart, rolls per turn, the share of rolls that end in
  jail, the most and least landed districts, the payback of each colour group. A track
  that is not valid says why instead. The jail policy (leave at once, or stay and roll
  for doubles) is the panel's choice; the heat map of the same odds can be laid on the
  canvas.
- **The simulation**: computer players play whole games (``core/engine/simulate.py``) in
  the panel's worker processes, one per core, never in the window's process: a
  background thread (:class:`SimulationJob`) only hands them the games and waits, with a
  progress bar and Cancel; the next edit cancels it. The workers start at the first run
  and stay warm until the window closes, so a run after an edit starts no process
  (issue 26). Asked for with Simulate, or by itself once the track
  is valid and has not changed for a moment. It shows game length (against the box's
  time, in minutes at 30 s a turn), wins per seat with their 95% intervals, and how the
  games ended.

The panel works the same on a square board (the traditional game): the square editor
hands it the board with :meth:`BalancePanel.set_board` (a ``Track`` or a ``SquareBoard``,
with its validation report), and its scene (a ``SquareBoardScene``) takes the heat map;
the odds are core's ``square_odds``, the payback that of each colour group with 3 houses
(and the stations and utilities held together), the simulation the traditional rule set's.

Each track's figures show in a :class:`~.balance_column.TrackColumn`; the charts are the
shared painters of :mod:`ubuild_desktop.charts`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.board import BoardScene
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.board.track_odds import PLAYERS
from ubuild_desktop.charts.figures import figures_of
from ubuild_desktop.core.balance import JailPolicy, Policy
from ubuild_desktop.core.engine.kernel.records import SetupError
from ubuild_desktop.core.engine.kernel.rule_set import Board
from ubuild_desktop.core.engine.registry import rule_set_of, rule_sets
from ubuild_desktop.core.engine.simulate import SimulationCancelled, SimulationError, WorkerPool, simulate, summarize
from ubuild_desktop.core.problems import ValidationReport
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.core.validate import Report

from . import settings
from .background import BackgroundJob
from .balance_column import SECONDS_PER_TURN, SimulatedFigures, TrackColumn, exact_figures
from .fair_section import FairSection


IDLE_MS = 1500  # how long the track stays unchanged before a simulation starts by itself
SEED = 0  # the same track simulates the same games: a change in the figures is the track's
STRENGTHS = ("good",)  # the engine's best computer players


def strengths_for(track: Board) -> tuple[str, ...]:
    """The simulated seats' strength: the rule set's best (U-Build's good players)."""
    rules = rule_set_of(track)
    return STRENGTHS if STRENGTHS[0] in rules.strengths else (rules.default_strength,)


class SimulationJob(BackgroundJob):
    """Simulates one or more tracks on ``pool``'s worker processes, handed out and waited
    for from a thread of its own (:class:`BackgroundJob`): ``progressed(done, total)``
    games, then ``finished(list[SimulatedFigures])``, ``cancelled()`` or ``failed(message)``."""

    progressed = Signal(int, int)
    NAME = "balance-simulation"
    CANCELLED = (SimulationCancelled,)
    REFUSED = (SimulationError, SetupError, ValueError, OSError, RuntimeError)  # SetupError: any rule set's

    def __init__(self, tracks: Sequence[Board], games: int, pool: WorkerPool,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tracks = tuple(tracks)
        self.games = games
        self.pool = pool

    @property
    def total(self) -> int:
        return self.games * len(self.tracks)

    def cancel(self) -> None:
        """Stop now: the workers stop after the game each is playing."""
        super().cancel()
        self.pool.cancel()

    def work(self) -> list[SimulatedFigures]:
        results: list[SimulatedFigures] = []
        for k, track in enumerate(self.tracks):
            before = k * self.games

            def progress(done: int, before: int = before) -> None:
                self.progressed.emit(before + done, self.total)

            run = simulate(track, PLAYERS, strengths_for(track), self.games, SEED,
                           progress=progress, should_stop=self.should_stop, pool=self.pool)
            results.append(SimulatedFigures(summarize(run, SECONDS_PER_TURN), tuple(r.turns for r in run.results)))
        return results


# --------------------------------------------------------------------- panel


class BalancePanel(QWidget):
    """The Balance panel: the exact part of the edited track after every edit, a
    simulation in the background, a second track to compare (see the module's docstring).

    The window calls :meth:`set_track` after every change (once its scene shows the
    track), :meth:`set_active` when the panel is shown or hidden, and :meth:`shutdown`
    when it closes. ``message(text)`` is for the window's status bar; ``columnsChanged(n)``
    asks for room for ``n`` columns.
    """

    message = Signal(str)
    columnsChanged = Signal(int)  # how many tracks the panel shows side by side (1 or 2)
    # Apply as House Rule (the Fair start section): players, amounts; the window makes the edit
    fairStartRequested = Signal(int, object)

    def __init__(self, scene: BoardScene | SquareBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balancePanel")
        self.scene = scene
        self.jobs = os.cpu_count() or 1  # worker processes of the simulation: every core
        self._pool: WorkerPool | None = None  # kept warm from the first run on (:meth:`_workers`)
        self._track: Board | None = None
        self._report: ValidationReport | None = None
        self._stale = True  # the exact part is not the track's yet
        self._active = False
        self._compared_path: Path | None = None
        self._job: SimulationJob | None = None
        self._jobs_started: list[SimulationJob] = []
        self._simulated: tuple[Board, ...] = ()  # the tracks whose simulated figures are shown
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(self._idle_timeout)
        self._make_controls()
        app = QCoreApplication.instance()
        if app is not None:  # no thread may outlive the application's objects
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------- layout

    def _make_controls(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        exact_row = QHBoxLayout()
        jail_label = QLabel(self.tr("&Jail:"), self)
        self.jail_combo = QComboBox(self)
        self.jail_combo.setObjectName("balanceJailCombo")
        self.jail_combo.addItem(self.tr("Leave at once (pay the fine)"), JailPolicy.SHORT.value)
        self.jail_combo.addItem(self.tr("Stay and roll for doubles"), JailPolicy.LONG.value)
        self.jail_combo.setToolTip(self.tr("How a player in jail plays, for the landing odds"))
        self.jail_combo.setAccessibleName(self.tr("Jail policy"))
        self.jail_combo.setCurrentIndex(max(0, self.jail_combo.findData(settings.balance_jail())))
        jail_label.setBuddy(self.jail_combo)
        self.jail_combo.currentIndexChanged.connect(self._jail_changed)
        self.heat_check = QCheckBox(self.tr("Heat &map"), self)
        self.heat_check.setObjectName("balanceHeatCheck")
        self.heat_check.setToolTip(self.tr("Colour each space of the canvas by the share of turns that land on it"))
        self.heat_check.toggled.connect(self._heat_toggled)
        exact_row.addWidget(jail_label)
        exact_row.addWidget(self.jail_combo, 1)
        exact_row.addWidget(self.heat_check)
        outer.addLayout(exact_row)

        sim_row = QHBoxLayout()
        games_label = QLabel(self.tr("&Games:"), self)
        self.games_spin = QSpinBox(self)
        self.games_spin.setObjectName("balanceGamesSpin")
        self.games_spin.setRange(settings.MIN_BALANCE_GAMES, settings.MAX_BALANCE_GAMES)
        self.games_spin.setValue(settings.balance_games())
        self.games_spin.setAccessibleName(self.tr("Games to simulate"))
        self.games_spin.valueChanged.connect(settings.set_balance_games)
        games_label.setBuddy(self.games_spin)
        self.simulate_button = QPushButton(self.tr("&Simulate"), self)
        self.simulate_button.setObjectName("balanceSimulateButton")
        self.simulate_button.clicked.connect(self.simulate)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("balanceCancelButton")
        self.cancel_button.setToolTip(self.tr("Stop the simulation"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        sim_row.addWidget(games_label)
        sim_row.addWidget(self.games_spin)
        sim_row.addWidget(self.simulate_button)
        sim_row.addWidget(self.cancel_button)
        sim_row.addStretch(1)
        outer.addLayout(sim_row)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("balanceProgress")
        self.progress.setFormat(self.tr("%v of %m games"))
        self.progress.setAccessibleName(self.tr("Simulated games"))
        self.progress.hide()
        outer.addWidget(self.progress)
        self.auto_check = QCheckBox(self.tr("Simulate by &itself once valid and idle"), self)
        self.auto_check.setObjectName("balanceAutoCheck")
        self.auto_check.setChecked(settings.balance_auto())
        self.auto_check.setToolTip(self.tr("Start a simulation whenever the track is valid and has not changed "
                                           "for a moment"))
        self.auto_check.toggled.connect(self._auto_toggled)
        outer.addWidget(self.auto_check)

        compare_row = QHBoxLayout()
        self.compare_button = QPushButton(self.tr("&Compare with…"), self)
        self.compare_button.setObjectName("balanceCompareButton")
        self.compare_button.setToolTip(self.tr("Open another track file and show its figures beside these"))
        self.compare_button.clicked.connect(self.compare_dialog)
        self.stop_compare_button = QPushButton(self.tr("Stop C&omparing"), self)
        self.stop_compare_button.setObjectName("balanceStopCompareButton")
        self.stop_compare_button.clicked.connect(self.stop_comparing)
        self.stop_compare_button.hide()
        compare_row.addWidget(self.compare_button)
        compare_row.addWidget(self.stop_compare_button)
        compare_row.addStretch(1)
        outer.addLayout(compare_row)

        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("balanceScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self.scroll)
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        columns = QHBoxLayout()
        body_layout.addLayout(columns)
        columns.setContentsMargins(0, 4, 0, 0)
        self.main_column = TrackColumn(body)
        self.main_column.setObjectName("balanceMainColumn")
        self.compare_column = TrackColumn(body)
        self.compare_column.setObjectName("balanceCompareColumn")
        self.compare_column.hide()
        columns.addWidget(self.main_column, 1, Qt.AlignmentFlag.AlignTop)
        columns.addWidget(self.compare_column, 1, Qt.AlignmentFlag.AlignTop)
        self.fair = FairSection(body)
        self.fair.applyRequested.connect(self.fairStartRequested)
        self.fair.message.connect(self.message)
        self.fair.search_settings = self._fair_search_settings
        self.fair.worker_pool = lambda _jobs: self._workers()  # never a game in the window's process
        body_layout.addWidget(self.fair)
        body_layout.addStretch(1)
        self.scroll.setWidget(body)
        outer.addWidget(self.scroll, 1)
        self.main_column.show_simulation(None, self._ask_note())

    def _ask_note(self) -> str:
        return self.tr("Simulate to see how long the games last and who wins.")

    # ------------------------------------------------------------ the track

    def policy(self) -> Policy:
        return Policy(jail=JailPolicy(self.jail_combo.currentData()))

    def set_track(self, track: Track, report: Report) -> None:
        """The edited track changed (:meth:`set_board` with a track)."""
        self.set_board(track, report)

    def set_board(self, board: Board, report: ValidationReport) -> None:
        """The edited track or square board changed (``report``: its validation,
        ``validate`` or ``validate_board``): cancel a simulation, make the exact part again
        (if shown or laid on the canvas), and count the idle moment again."""
        track = board
        self._track, self._report = track, report
        words = figures_of(track).words  # the board's rule set's words ("track", "board"...)
        self.compare_button.setToolTip(words.compare_tip())
        self._stale = True
        if self._job is not None:
            self._stop_job(words.cancelled_changed())
        elif self._simulated:
            self._simulated = ()
            self.main_column.show_simulation(None, words.changed())
        self._refresh_if_needed()
        self._update_buttons()
        self._arm_idle()
        self.fair.set_track(track, report.valid)

    def _fair_search_settings(self, players: int) -> tuple[int, int, dict[str, Any] | None]:
        """What the Fair start search plays: rounds of the panel's game count on every core;
        this panel's simulation is its "before" when it is of this track and as many seats."""
        simulated = self.main_column.simulated
        before = simulated.summary if (simulated is not None and self._simulated[:1] == (self._track,)
                                       and simulated.summary["players"] == players) else None
        games = self.games_spin.value()
        return games, min(self.jobs, max(1, games // 8)), before

    def set_active(self, active: bool) -> None:
        """The panel is shown (its figures follow every edit) or hidden (only the heat map's do)."""
        self._active = active
        self._refresh_if_needed()
        self._arm_idle()

    def _refresh_if_needed(self) -> None:
        if self._stale and (self._active or self.heat_check.isChecked()):
            self.refresh()
        else:
            self._lay_heat()

    def refresh(self) -> None:
        """Make the exact part of the edited track now."""
        if self._track is None:
            return
        self._stale = False
        self.main_column.show_exact(exact_figures(self._track, self.policy(), self._report))
        self._lay_heat()

    def _lay_heat(self) -> None:
        figures = self.main_column.figures
        if not self.heat_check.isChecked():
            self.scene.set_heat_map(None)
        elif figures is not None and figures.found.odds is not None and not self._stale:
            self.scene.set_heat_map(figures.found.odds.heat())
        else:
            self.scene.set_heat_map(None)

    def _heat_toggled(self, on: bool) -> None:
        if on and self._stale:
            self.refresh()
        self._lay_heat()
        figures = self.main_column.figures
        if on and figures is not None and figures.found.odds is None:
            self.message.emit(figures.found.reason)

    def _jail_changed(self, index: int) -> None:
        settings.set_balance_jail(str(self.jail_combo.itemData(index)))
        self._stale = True
        self._refresh_if_needed()
        compared = self.compare_column.figures
        if compared is not None and not self.compare_column.isHidden():
            self.compare_column.show_exact(exact_figures(compared.track, self.policy()))

    # ----------------------------------------------------------- simulation

    def is_simulating(self) -> bool:
        return self._job is not None

    def _tracks_to_simulate(self) -> tuple[Board, ...]:
        tracks: list[Board] = []
        if self._report is not None and self._report.valid and self._track is not None:
            tracks.append(self._track)
        compared = self.compare_column.figures
        if compared is not None and not self.compare_column.isHidden() and compared.found.odds is not None:
            tracks.append(compared.track)
        return tuple(tracks)

    def simulate(self) -> bool:
        """Start simulating the edited track (and the compared one); False if it cannot now."""
        if self._job is not None:
            return False
        if self._track is None or self._report is None or not self._report.valid:
            self.main_column.show_simulation(None, self._invalid_note())
            return False
        self._idle.stop()
        if self._stale:
            self.refresh()
        tracks = self._tracks_to_simulate()
        self.fair.simulation_started()
        games = self.games_spin.value()
        job = SimulationJob(tracks, games, self._workers(), self)
        queued = Qt.ConnectionType.QueuedConnection
        job.progressed.connect(self._progressed, queued)
        job.finished.connect(self._finished, queued)
        job.cancelled.connect(self._cancelled, queued)
        job.failed.connect(self._failed, queued)
        self._job = job
        self._jobs_started.append(job)
        self.progress.setRange(0, job.total)
        self.progress.setValue(0)
        self.progress.show()
        self._update_buttons()
        running = self.tr("Simulating…")
        self.main_column.show_simulation(None, running)
        if len(tracks) > 1:
            self.compare_column.show_simulation(None, running)
        job.start()
        return True

    def _workers(self) -> WorkerPool:
        """The panel's worker processes: started (and their engine imported) at the first
        run, kept between runs, so that after an edit the games start at once."""
        if self._pool is not None and self._pool.jobs != self.jobs:
            self._pool.shutdown(wait=False)
            self._pool = None
        if self._pool is None:
            # (every rule set's module preloaded: the workers play the edited board's and
            # the compared one's games without importing anything)
            self._pool = WorkerPool(self.jobs, preload=[type(rules).__module__ for rules in rule_sets()])
            self._pool.warm()
        return self._pool

    def cancel(self) -> None:
        """Stop the simulation running (its figures are dropped)."""
        if self._job is not None:
            self._stop_job(self.tr("Cancelled."))

    def _stop_job(self, note: str) -> None:
        job = self._job
        if job is None:
            return
        job.cancel()
        self._job = None
        self._simulated = ()
        self._idle_done()
        self.main_column.show_simulation(None, note)
        if not self.compare_column.isHidden():
            self.compare_column.show_simulation(None, note)

    def _idle_done(self) -> None:
        self.progress.hide()
        self._update_buttons()

    def _update_buttons(self) -> None:
        running = self._job is not None
        valid = self._report is not None and self._report.valid
        self.simulate_button.setEnabled(valid and not running)
        self.simulate_button.setToolTip(
            self.tr("Computer players play the games, on every core, in the background") if valid
            else self._invalid_note())
        self.cancel_button.setEnabled(running)

    def _progressed(self, done: int, total: int) -> None:
        if self.sender() is self._job:
            self.progress.setValue(done)

    def _finished(self, results: list[SimulatedFigures]) -> None:
        job = self.sender()
        if job is not self._job or not isinstance(job, SimulationJob):
            return  # a run cancelled meanwhile
        self._job = None
        self._idle_done()
        self._simulated = job.tracks
        columns = [self.main_column] + ([self.compare_column] if len(results) > 1 else [])
        for column, figures in zip(columns, results):
            column.show_simulation(figures)
        if job.tracks[:1] == (self._track,):  # the report is complete: a Fair start follows it (issue 27)
            self.fair.after_simulation()

    def _cancelled(self) -> None:
        if self.sender() is self._job:  # stopped from elsewhere: say so
            self._stop_job(self.tr("Cancelled."))

    def _failed(self, error: str) -> None:
        if self.sender() is not self._job:
            return
        self._job = None
        self._idle_done()
        if self._pool is not None:  # a worker may have died with it: the next run starts fresh ones
            self._pool.shutdown(wait=False)
            self._pool = None
        self.main_column.show_simulation(None, self.tr("The simulation stopped: {error}").format(error=error))

    def _auto_toggled(self, on: bool) -> None:
        settings.set_balance_auto(on)
        self._arm_idle()

    def _arm_idle(self) -> None:
        """Count the idle moment again, if a simulation should start by itself (only while the
        panel shows: nobody looks at a hidden one's figures)."""
        if self.auto_check.isChecked() and self._active and self._report is not None and self._report.valid:
            self._idle.start()
        else:
            self._idle.stop()

    def _idle_timeout(self) -> None:
        if self._job is None and self._simulated != self._tracks_to_simulate():
            self.simulate()

    def shutdown(self) -> None:
        """The window closes: stop every simulation and wait for its thread (the games in flight).

        The Fair start search plays on the panel's pool too, so it stops before the pool
        does: a pool shut down under a search in flight left the search waiting for games
        no worker would play, and closing the window hung."""
        self._idle.stop()
        for job in self._jobs_started:
            job.cancel()
        self.fair.shutdown()
        for job in self._jobs_started:
            job.wait()
        self._jobs_started.clear()
        self._job = None
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None

    # ------------------------------------------------------------ comparing

    def _invalid_note(self) -> str:
        if self._track is None:
            return self.tr("Only a valid track can be simulated.")
        return figures_of(self._track).words.invalid()

    def compare_dialog(self) -> None:
        """Ask for a file of the edited board's kind (a track file beside a track, a square
        board file beside a board) to compare with."""
        if self._track is None:
            return
        words = figures_of(self._track).words
        path, _filter = QFileDialog.getOpenFileName(self, words.compare_title(), "", words.file_filter())
        if path:
            self.compare_with(Path(path))

    def compare_with(self, path: Path) -> bool:
        """Show the figures of the track in ``path`` beside the edited track's (beside a
        square board: of the board in ``path``); a file that cannot be read is a message
        naming it, and changes nothing."""
        if self._track is None:
            return False
        kind = figures_of(self._track)  # a file of the edited board's rule set
        try:
            track = kind.read(path)
        except ValueError as exc:  # TrackFileError / BoardFileError, or a number too long to read
            text = kind.read_error(path, exc)
            QMessageBox.critical(self, self.tr("Cannot Compare"), text)
            return False
        if self._job is not None:
            self._stop_job(self.tr("Cancelled: another track to compare."))
        self._compared_path = Path(path)
        figures = exact_figures(track, self.policy())
        self.compare_column.show_exact(figures)
        self.compare_column.show_simulation(None, self._ask_note() if figures.found.odds is not None else "")
        self.compare_column.show()
        self.stop_compare_button.show()
        self._simulated = ()
        if self._stale:
            self.refresh()
        self._set_headings()
        self._arm_idle()
        self.columnsChanged.emit(2)
        return True

    def stop_comparing(self) -> None:
        if self._job is not None:
            self._stop_job(self.tr("Cancelled."))
        self._compared_path = None
        self.compare_column.hide()
        self.compare_column.figures = None
        self.stop_compare_button.hide()
        self._set_headings()
        self.columnsChanged.emit(1)

    def comparing(self) -> Path | None:
        """The file of the track compared with, if any."""
        return self._compared_path

    def _set_headings(self) -> None:
        compared = self.compare_column.figures
        if self.compare_column.isHidden() or compared is None or self._compared_path is None:
            self.main_column.set_heading("")
            return
        other = compared.track
        figures = figures_of(other)
        self.main_column.set_heading(figures.words.this_board())
        name = figures.board_name(other)
        self.compare_column.set_heading(self.tr("{track} ({file})").format(
            track=shown(name, TRACK_NAME_SHOWN), file=self._compared_path.name))
