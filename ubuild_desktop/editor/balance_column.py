"""The Balance panel's figures of one track or square board and the column that shows them
(:class:`TrackColumn`): the exact part (landing odds per space, rolls per turn, jail,
the most and least landed, the payback of each colour group) and a simulation's (game
length against the box's time, wins per seat, how the games ended), as the shared charts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFormLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ubuild_desktop import theme
from ubuild_desktop.board.track_odds import PLAYERS, BoardOdds, TrackOdds
from ubuild_desktop.charts import Bar, BarList, ChartView
from ubuild_desktop.charts.balance import length_chart, odds_chart, payback_chart, wins_chart
from ubuild_desktop.charts.figures import balance_of, figures_of
from ubuild_desktop.core.balance import MoneyFigures, Policy, SquareMoney
from ubuild_desktop.core.engine.kernel.rule_set import Board
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.problems import ValidationReport
from ubuild_desktop.words import money_locale, percent


SECONDS_PER_TURN = 30.0  # the yardstick: minutes at 30 s a player-turn


def _number(value: float, decimals: int = 0) -> str:
    return money_locale().toString(float(value), "f", decimals)


# ------------------------------------------------------------------- figures


@dataclass(frozen=True)
class ExactFigures:
    """The exact part of one track or square board: its odds (or why it has none) and
    their money."""

    track: Board
    found: TrackOdds | BoardOdds
    money: MoneyFigures | SquareMoney | None

    @property
    def source(self) -> Any:
        """What the charts draw from: the U-Build game, or the square board (None: no odds)."""
        return self.found.source


def exact_figures(track: Board, policy: Policy,
                  report: ValidationReport | None = None) -> ExactFigures:
    """The landing odds of ``track`` (or a square board) under ``policy`` and their money
    figures, as its rule set makes them (``charts.figures``)."""
    found = figures_of(track).odds(track, policy, report)
    money: MoneyFigures | SquareMoney | None = None
    if found.source is not None and found.odds is not None:
        money = balance_of(track).money_of(found.source, found.odds, PLAYERS)
    return ExactFigures(track, found, money)


@dataclass(frozen=True)
class SimulatedFigures:
    """What a simulation found for one track: ``summarize(run)`` and each game's length."""

    summary: dict[str, Any]
    turns: tuple[int, ...]


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

        figures_now = figures_of(source)
        spaces = figures_now.landed_spaces(money)

        def districts(indices: Sequence[int]) -> str:
            return ", ".join(
                self.tr("{district} {share}").format(
                    district=figures_now.space_label(source, spaces[d]), share=percent(odds.spaces[spaces[d]].per_turn))
                for d in indices)

        self.most.setText(districts(money.most_landed))
        self.least.setText(districts(money.least_landed))
        self.odds_view.set_chart(odds_chart(source, odds))
        self.payback_view.set_chart(payback_chart(money.groups, board=figures_now.payback_board(source)))
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
