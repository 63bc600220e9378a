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
- **The simulation**: computer players play whole games (``core/engine/simulate.py``, on
  every core) in a background thread (:class:`SimulationJob`), with a progress bar and
  Cancel; the next edit cancels it. Asked for with Simulate, or by itself once the track
  is valid and has not changed for a moment. It shows game length (against the box's
  time, in minutes at 30 s a turn), wins per seat with their 95% intervals, and how the
  games ended.

The panel works the same on a square board (the traditional game): the square editor
hands it the board with :meth:`BalancePanel.set_board` (a ``Track`` or a ``SquareBoard``,
with its validation report), and its scene (a ``SquareBoardScene``) takes the heat map;
the odds are core's ``square_odds``, the payback that of each colour group with 3 houses
(and the stations and utilities held together), the simulation the traditional rule set's.

The charts are the shared painters of :mod:`ubuild_desktop.charts`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.board import BoardScene
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.board.track_odds import PLAYERS, BoardOdds, TrackOdds, board_odds_of, odds_of
from ubuild_desktop.charts import Bar, BarList, ChartView
from ubuild_desktop.charts.balance import length_chart, odds_chart, payback_chart, space_label, wins_chart
from ubuild_desktop.core.balance import JailPolicy, MoneyFigures, Policy, SquareMoney, money_figures, square_money
from ubuild_desktop.core.engine.ubuild.game import GameSetupError
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.engine.simulate import SimulationCancelled, SimulationError, simulate, summarize
from ubuild_desktop.core.engine.traditional.game import GameSetupError as BoardSetupError
from ubuild_desktop.core.square import SquareBoard, load_board
from ubuild_desktop.core.square.validate import BoardReport
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_track
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.core.validate import Report
from ubuild_desktop.words import board_names_in_spanish, file_error_text, money_locale, percent, track_name

from . import settings
from .background import BackgroundJob
from .document import track_error_text
from .fair_section import FairSection


IDLE_MS = 1500  # how long the track stays unchanged before a simulation starts by itself
SECONDS_PER_TURN = 30.0  # the yardstick: minutes at 30 s a player-turn
SEED = 0  # the same track simulates the same games: a change in the figures is the track's
STRENGTHS = ("good",)  # the engine's best computer players


def _number(value: float, decimals: int = 0) -> str:
    return money_locale().toString(float(value), "f", decimals)


# ------------------------------------------------------------------- figures


@dataclass(frozen=True)
class ExactFigures:
    """The exact part of one track or square board: its odds (or why it has none) and
    their money."""

    track: Track | SquareBoard
    found: TrackOdds | BoardOdds
    money: MoneyFigures | SquareMoney | None

    @property
    def source(self) -> Any:
        """What the charts draw from: the U-Build game, or the square board (None: no odds)."""
        return self.found.board if isinstance(self.found, BoardOdds) else self.found.game


def exact_figures(track: Track | SquareBoard, policy: Policy,
                  report: Report | BoardReport | None = None) -> ExactFigures:
    """The landing odds of ``track`` (or a square board) under ``policy`` and their money figures."""
    money: MoneyFigures | SquareMoney | None = None
    if isinstance(track, SquareBoard):
        board_found = board_odds_of(track, policy=policy, report=report if isinstance(report, BoardReport) else None)
        if board_found.odds is not None:
            money = square_money(track, board_found.odds, PLAYERS)
        return ExactFigures(track, board_found, money)
    found = odds_of(track, policy=policy, report=report if isinstance(report, Report) else None)
    if found.game is not None and found.odds is not None:
        money = money_figures(found.game, found.odds, PLAYERS)
    return ExactFigures(track, found, money)


def strengths_for(track: Track | SquareBoard) -> tuple[str, ...]:
    """The simulated seats' strength: the rule set's best (U-Build's good players)."""
    rules = rule_set_of(track)
    return STRENGTHS if STRENGTHS[0] in rules.strengths else (rules.default_strength,)


@dataclass(frozen=True)
class SimulatedFigures:
    """What a simulation found for one track: ``summarize(run)`` and each game's length."""

    summary: dict[str, Any]
    turns: tuple[int, ...]


class SimulationJob(BackgroundJob):
    """Simulates one or more tracks in a thread of its own (each with ``jobs`` processes;
    :class:`BackgroundJob`): ``progressed(done, total)`` games, then
    ``finished(list[SimulatedFigures])``, ``cancelled()`` or ``failed(message)``."""

    progressed = Signal(int, int)
    NAME = "balance-simulation"
    CANCELLED = (SimulationCancelled,)
    REFUSED = (SimulationError, GameSetupError, BoardSetupError, ValueError, OSError, RuntimeError)

    def __init__(self, tracks: Sequence[Track | SquareBoard], games: int, jobs: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tracks = tuple(tracks)
        self.games = games
        self.jobs = max(1, jobs)

    @property
    def total(self) -> int:
        return self.games * len(self.tracks)

    def work(self) -> list[SimulatedFigures]:
        results: list[SimulatedFigures] = []
        for k, track in enumerate(self.tracks):
            before = k * self.games

            def progress(done: int, before: int = before) -> None:
                self.progressed.emit(before + done, self.total)

            run = simulate(track, PLAYERS, strengths_for(track), self.games, SEED, self.jobs,
                           progress=progress, should_stop=self.should_stop)
            results.append(SimulatedFigures(summarize(run, SECONDS_PER_TURN), tuple(r.turns for r in run.results)))
        return results


# -------------------------------------------------------------------- column


def _chart_view(name: str, plot_height: int, parent: QWidget) -> ChartView:
    """A chart whose bars' area is ``plot_height`` high: the view is as tall as the chart
    needs for that at the column's width (see :meth:`TrackColumn.fit_charts`)."""
    view = ChartView(parent=parent)
    view.setObjectName(name)
    view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    view.setProperty("plotHeight", plot_height)
    view.setFixedHeight(plot_height * 2)
    return view


class TrackColumn(QWidget):
    """The figures of one track: the exact part, then the simulation's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: ExactFigures | None = None
        self.simulated: SimulatedFigures | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setObjectName("balanceHeading")
        self.heading.setWordWrap(True)
        theme.style(self.heading, lambda t: theme.css(t.heading, bold=True))
        self.reason = QLabel(self)
        self.reason.setObjectName("balanceReason")
        self.reason.setWordWrap(True)
        theme.style(self.reason, lambda t: theme.css(t.warning))
        layout.addWidget(self.heading)
        layout.addWidget(self.reason)

        self.exact = QWidget(self)
        exact = QVBoxLayout(self.exact)
        exact.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.rolls = self._value("balanceRolls")
        self.in_jail = self._value("balanceInJail")
        self.most = self._value("balanceMostLanded")
        self.least = self._value("balanceLeastLanded")
        form.addRow(self.tr("Rolls per turn:"), self.rolls)
        form.addRow(self.tr("In jail:"), self.in_jail)
        form.addRow(self.tr("Most landed:"), self.most)
        form.addRow(self.tr("Least landed:"), self.least)
        exact.addLayout(form)
        self.odds_view = _chart_view("balanceOddsChart", 120, self.exact)
        self.payback_view = _chart_view("balancePaybackChart", 100, self.exact)
        exact.addWidget(self.odds_view)
        exact.addWidget(self.payback_view)
        layout.addWidget(self.exact)

        self.sim_note = QLabel(self)
        self.sim_note.setObjectName("balanceSimulationNote")
        self.sim_note.setWordWrap(True)
        theme.style(self.sim_note, lambda t: theme.css(t.soft))
        layout.addWidget(self.sim_note)
        self.sim = QWidget(self)
        sim = QVBoxLayout(self.sim)
        sim.setContentsMargins(0, 0, 0, 0)
        self.length_text = self._value("balanceLengthText")
        sim.addWidget(self.length_text)
        self.length_view = _chart_view("balanceLengthChart", 110, self.sim)
        self.wins_view = _chart_view("balanceWinsChart", 110, self.sim)
        self.ended_view = _chart_view("balanceEndedChart", 52, self.sim)
        for view in (self.length_view, self.wins_view, self.ended_view):
            sim.addWidget(view)
        layout.addWidget(self.sim)
        layout.addStretch(1)
        self.show_simulation(None)

    def _value(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def set_heading(self, text: str) -> None:
        self.heading.setText(text)
        self.heading.setVisible(bool(text))

    def show_exact(self, figures: ExactFigures) -> None:
        """Show the exact part of ``figures``, or why its track has none."""
        self.figures = figures
        found, money, source = figures.found, figures.money, figures.source
        if found.odds is None or source is None or money is None:
            self.reason.setText(found.reason)
            self.reason.show()
            self.exact.hide()
            return
        self.reason.hide()
        self.exact.show()
        odds = found.odds
        self.rolls.setText(_number(odds.rolls_per_turn, 2))
        self.in_jail.setText(self.tr("{roll} of rolls ({turn} a turn)").format(
            roll=percent(odds.in_jail_per_roll), turn=percent(odds.in_jail_per_turn)))

        if isinstance(money, SquareMoney):
            spaces = [p.space for p in money.properties]
        else:
            spaces = [d.space for d in money.districts]

        def districts(indices: Sequence[int]) -> str:
            return ", ".join(
                self.tr("{district} {share}").format(
                    district=space_label(source, spaces[d]), share=percent(odds.spaces[spaces[d]].per_turn))
                for d in indices)

        self.most.setText(districts(money.most_landed))
        self.least.setText(districts(money.least_landed))
        self.odds_view.set_chart(odds_chart(source, odds))
        self.payback_view.set_chart(payback_chart(
            money.groups, board=source if isinstance(source, SquareBoard) else None))
        self.payback_view.setProperty("plotHeight", 26 * max(1, len(money.groups)))
        self.fit_charts()

    def show_simulation(self, simulated: SimulatedFigures | None, note: str = "") -> None:
        """Show a simulation's figures (None: none yet, ``note`` saying why or what to do)."""
        self.simulated = simulated
        self.sim_note.setText(note)
        self.sim_note.setVisible(bool(note))
        if simulated is None:
            self.sim.hide()
            return
        game = self.figures.source if self.figures is not None else None
        results = simulated.summary["results"]
        turns = results["turns"]
        minutes = turns["median"] * SECONDS_PER_TURN / 60
        turns_in_box = rule_set_of(game).box_player_turns(game) if game is not None else None  # none: the rules give no length
        box = None if turns_in_box is None else turns_in_box * SECONDS_PER_TURN / 60
        text = self.tr("{games} games: median {median} player-turns (p10 {p10}, p90 {p90}), about {minutes} min "
                       "at 30 s a turn").format(
            games=simulated.summary["games"], median=_number(turns["median"]), p10=_number(turns["p10"]),
            p90=_number(turns["p90"]), minutes=_number(minutes))
        if box is not None:
            text += " " + self.tr("(the box: about {minutes} min)").format(minutes=_number(box))
        self.length_text.setText(text)
        if game is not None:
            self.length_view.set_chart(length_chart(game, simulated.turns))
        self.wins_view.set_chart(wins_chart(results))
        self.ended_view.set_chart(ended_chart(results))
        self.fit_charts()
        self.sim.show()

    def fit_charts(self) -> None:
        """Make each chart as tall as it needs at the column's width: its bars' area keeps
        its height while a title or a legend wraps onto more lines in a narrow dock."""
        width = max(1, self.width())
        for view in (self.odds_view, self.payback_view, self.length_view, self.wins_view, self.ended_view):
            chart = view.chart()
            plot = int(view.property("plotHeight"))
            view.setFixedHeight(chart.height_for(width, view.style_now(), plot) if chart is not None else plot * 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_charts()


def ended_chart(results: dict[str, Any]) -> BarList:
    """How the games ended: the share by a bankruptcy and by the round limit."""
    bankrupt, limit = float(results["bankruptcy_share"]), float(results["round_limit_share"])
    by_bankruptcy = QCoreApplication.translate("BalancePanel", "By a bankruptcy")
    by_limit = QCoreApplication.translate("BalancePanel", "By the round limit")
    return BarList(
        title=QCoreApplication.translate("BalancePanel", "How the games ended"),
        bars=(Bar(by_bankruptcy, bankrupt, text=percent(bankrupt, 0)), Bar(by_limit, limit, text=percent(limit, 0))),
        value_label=QCoreApplication.translate("BalancePanel", "share of games"),
        value_text=lambda v: percent(v, 0), max_top=1.0,
    )


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
        self.jobs = os.cpu_count() or 1  # processes per simulation: every core
        self._track: Track | SquareBoard | None = None
        self._report: Report | BoardReport | None = None
        self._stale = True  # the exact part is not the track's yet
        self._active = False
        self._compared_path: Path | None = None
        self._job: SimulationJob | None = None
        self._jobs_started: list[SimulationJob] = []
        self._simulated: tuple[Track | SquareBoard, ...] = ()  # the tracks whose simulated figures are shown
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
        self.fair.search_settings = self._fair_search_settings
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

    def set_board(self, board: Track | SquareBoard, report: Report | BoardReport) -> None:
        """The edited track or square board changed (``report``: its validation,
        ``validate`` or ``validate_board``): cancel a simulation, make the exact part again
        (if shown or laid on the canvas), and count the idle moment again."""
        track = board
        self._track, self._report = track, report
        self.compare_button.setToolTip(
            self.tr("Open another square board file and show its figures beside these") if self._on_board()
            else self.tr("Open another track file and show its figures beside these"))
        self._stale = True
        if self._job is not None:
            self._stop_job(self.tr("Cancelled: the board changed.") if self._on_board() else self.tr("Cancelled: the track changed."))
        elif self._simulated:
            self._simulated = ()
            self.main_column.show_simulation(None, self.tr("The board changed: simulate again for new figures.")
                                             if self._on_board() else self.tr("The track changed: simulate again for new figures."))
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

    def _tracks_to_simulate(self) -> tuple[Track | SquareBoard, ...]:
        tracks: list[Track | SquareBoard] = []
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
        games = self.games_spin.value()
        job = SimulationJob(tracks, games, min(self.jobs, max(1, games // 8)), self)
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

    def _cancelled(self) -> None:
        if self.sender() is self._job:  # stopped from elsewhere: say so
            self._stop_job(self.tr("Cancelled."))

    def _failed(self, error: str) -> None:
        if self.sender() is not self._job:
            return
        self._job = None
        self._idle_done()
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
        """The window closes: stop every simulation and wait for its thread (the games in flight)."""
        self._idle.stop()
        for job in self._jobs_started:
            job.cancel()
        for job in self._jobs_started:
            job.wait()
        self._jobs_started.clear()
        self._job = None
        self.fair.shutdown()

    # ------------------------------------------------------------ comparing

    def _on_board(self) -> bool:
        """Whether the panel shows a square board (the traditional game) rather than a track."""
        return isinstance(self._track, SquareBoard)

    def _invalid_note(self) -> str:
        return (self.tr("Only a board without problems can be simulated.") if self._on_board()
                else self.tr("Only a valid track can be simulated."))

    def compare_dialog(self) -> None:
        """Ask for a track file (a square board file, beside a board) to compare with."""
        if self._on_board():
            path, _filter = QFileDialog.getOpenFileName(
                self, self.tr("Compare with Board"), "", self.tr("Board files (*.json);;All files (*)"))
        else:
            path, _filter = QFileDialog.getOpenFileName(
                self, self.tr("Compare with Track"), "", self.tr("Track files (*.json);;All files (*)"))
        if path:
            self.compare_with(Path(path))

    def compare_with(self, path: Path) -> bool:
        """Show the figures of the track in ``path`` beside the edited track's (beside a
        square board: of the board in ``path``); a file that cannot be read is a message
        naming it, and changes nothing."""
        track: Track | SquareBoard
        try:
            track = load_board(path) if self._on_board() else load_track(path)
        except ValueError as exc:  # TrackFileError / BoardFileError, or a number too long to read
            text = file_error_text(exc) if self._on_board() else track_error_text(path, exc)
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
        if isinstance(other, SquareBoard):
            self.main_column.set_heading(self.tr("This board"))
            name = other.shown_name(board_names_in_spanish())
        else:
            self.main_column.set_heading(self.tr("This track"))
            name = track_name(other.name)
        self.compare_column.set_heading(self.tr("{track} ({file})").format(
            track=shown(name, TRACK_NAME_SHOWN), file=self._compared_path.name))
