"""Every chart reads from a narrow panel (320 px) to an A4 page: the text a painter draws
stays inside its rectangle, no two texts overlap, nothing is cut off mid-word (a long
title or axis title wraps, or is written across), labels of close marks stack, and a
share's scale ends at 100% at most.

A painter subclass records every ``drawText``: its text and the rectangle the text takes
(the font's bounding box in that rectangle, mapped through the painter's transform, so a
text turned upright or overflowing its rectangle shows where it really goes)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from ubuild_desktop.charts import Bar, BarList, Chart, ColumnChart, Histogram, Mark, paper_style
from ubuild_desktop.charts.balance import length_chart, odds_chart, payback_chart, wins_chart
from ubuild_desktop.charts.painters import SecondScale, share_ticks, wrap_text
from ubuild_desktop.core.balance import track_odds
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.editor.balance_column import ended_chart

pytestmark = pytest.mark.usefixtures("qapp")


@dataclass(frozen=True)
class Drawn:
    text: str
    box: QRectF  # where the text's ink goes, in the device's coordinates


class RecordingPainter(QPainter):
    """A painter that notes every text it draws (the chart painters call ``drawText`` with
    a rectangle, flags and the text)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.drawn: list[Drawn] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802 (Qt's name)
        rect, flags, text = args
        assert isinstance(rect, QRectF) and isinstance(text, str)
        if text:
            local = QFontMetricsF(self.font()).boundingRect(rect, int(flags), text)  # type: ignore[call-overload]
            # the width the text takes (its advance), not the glyphs' tight box
            self.drawn.append(Drawn(text, self.transform().mapRect(local)))
        super().drawText(*args)  # type: ignore[call-overload]


def texts_of(chart: Chart, width: float, height: float) -> tuple[QRectF, list[Drawn]]:
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    painter = RecordingPainter(image)
    rect = QRectF(0, 0, width, height)
    try:
        chart.paint(painter, rect, paper_style())
    finally:
        painter.end()
    return rect, painter.drawn


def assert_readable(chart: Chart, width: float, height: float) -> list[Drawn]:
    """No text leaves the chart's rectangle and no two texts overlap."""
    rect, drawn = texts_of(chart, width, height)
    slack = 1.0
    inside = rect.adjusted(-slack, -slack, slack, slack)
    for d in drawn:
        assert inside.contains(d.box), f"{d.text!r} leaves the {width:g} x {height:g} chart: {d.box}"
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            overlap = a.box.intersected(b.box)
            assert overlap.width() <= slack or overlap.height() <= slack, \
                f"{a.text!r} {a.box} overlaps {b.text!r} {b.box} at {width:g} x {height:g}"
    return drawn


def every_word(drawn: list[Drawn], text: str) -> bool:
    """``text`` is drawn whole, on one line or wrapped on several in a row."""
    words = [d.text for d in drawn]
    n = len(text.split())
    for i in range(len(words)):
        joined: list[str] = []
        for w in words[i:]:
            joined += w.split()
            if len(joined) >= n:
                break
        if joined[:n] == text.split():
            return True
    return False


def simulated_turns() -> list[int]:
    return [30, 31, 45, 48, 50, 50, 74, 76, 77, 60]


def starter_charts() -> list[tuple[Chart, float]]:
    """The panel's and the report's charts of Starter and Pro (with their heights there)."""
    charts: list[tuple[Chart, float]] = []
    for name in ("starter", "pro"):
        track = load_builtin(name)
        game = Game.create(track, 4)
        charts.append((odds_chart(game, track_odds(track)), 270))
        charts.append((length_chart(game, simulated_turns()), 250))
    groups = [SimpleNamespace(group=g, name=n, cost=1000, turns=t) for g, n, t in (
        ("brown", "Brown", 73.0), ("light-blue", "Light blue", 74.0), ("pink", "Pink", math.inf), ("green", "Green", 72.0))]
    charts.append((payback_chart(groups), 90 + 26 * len(groups)))
    results = {"win_rate_per_seat": [0.5, 0.0, 1 / 3, 1 / 6], "win_ci_per_seat": [[0.19, 0.81], [0, 0.39], [0.1, 0.7], [0.03, 0.99]],
               "win_rate_by_turn_order": [0.5, 0.2, 0.2, 0.1], "win_ci_by_turn_order": [[0.2, 0.8], [0, 0.5], [0, 0.5], [0, 0.4]]}
    charts.append((wins_chart(results), 200))
    charts.append((wins_chart(results, turn_order=True), 200))
    charts.append((ended_chart({"bankruptcy_share": 1.0, "round_limit_share": 0.0}), 140))
    return charts


@pytest.mark.parametrize("width", [320, 420, 700])
def test_no_text_leaves_a_chart_or_overlaps_another(width: int) -> None:
    for chart, height in starter_charts():
        assert_readable(chart, width, height)


def test_the_odds_axis_title_is_never_cut_off() -> None:
    track = load_builtin("pro")
    chart = odds_chart(Game.create(track, 4), track_odds(track))
    for width, height in ((320, 270), (420, 230), (700, 390)):
        drawn = assert_readable(chart, width, height)
        assert every_word(drawn, chart.value_label), [d.text for d in drawn]


def test_a_long_scale_title_wraps_under_a_narrow_bar_list() -> None:
    groups = [SimpleNamespace(group="brown", name="Brown", cost=1000, turns=40.0),
              SimpleNamespace(group="green", name="Green", cost=3000, turns=37.0)]
    chart = payback_chart(groups)
    for width in (320, 420):
        drawn = assert_readable(chart, width, 150)
        assert every_word(drawn, chart.value_label), [d.text for d in drawn]


def test_a_long_title_wraps_rather_than_elides() -> None:
    chart = BarList(title="Turns to pay back each colour group", bars=(Bar("Brown", 3.0),))
    drawn = assert_readable(chart, 320, 150)
    assert every_word(drawn, chart.title) and not any("…" in d.text for d in drawn)


def test_labels_of_marks_stack_one_a_line() -> None:
    chart = Histogram(values=(40.0, 50.0, 52.0, 55.0, 60.0), measure_label="player-turns per game", count_label="games",
                      marks=(Mark(50, "p10 50"), Mark(52, "median 52"), Mark(55, "p90 55"),
                             Mark(53, "the box: about 27 min", strong=False)),
                      second=SecondScale(0.5, "minutes at 30 s a turn"))
    for width in (320, 420, 700):
        drawn = assert_readable(chart, width, 250)
        for label in ("p10 50", "median 52", "p90 55", "the box: about 27 min"):
            assert label in [d.text for d in drawn]
        # Issue 23: each label on its own line, the lowest value's nearest the plot
        rows = [next(d.box.center().y() for d in drawn if d.text == label)
                for label in ("p10 50", "median 52", "the box: about 27 min", "p90 55")]
        assert rows == sorted(rows, reverse=True) and len(set(round(y) for y in rows)) == 4


def test_column_labels_wrap_across_before_turning_upright() -> None:
    chart = ColumnChart(bars=tuple(Bar(f"{n} to play", 0.25) for n in ("1st", "2nd", "3rd", "4th")))
    lay = chart._layout(QRectF(0, 0, 320, 200), paper_style())
    assert not lay.upright and lay.label_lines == 2
    drawn = assert_readable(chart, 320, 200)
    assert "…" not in "".join(d.text for d in drawn)


def test_a_share_scale_ends_at_100_percent_at_most() -> None:
    assert share_ticks(1.0 * 1.05, 1.0)[-1] == 1.0
    assert share_ticks(0.99 * 1.05, 1.0)[-1] == 1.0
    assert share_ticks(0.3, 1.0)[-1] < 1.0
    ended = ended_chart({"bankruptcy_share": 1.0000000000000002, "round_limit_share": 0.0})
    assert ended._layout(QRectF(0, 0, 420, 140), paper_style())[3][-1] <= 1.0
    wins = wins_chart({"win_rate_per_seat": [0.9, 0.1], "win_ci_per_seat": [[0.6, 0.99], [0.01, 0.4]]})
    assert wins._layout(QRectF(0, 0, 420, 200), paper_style()).ticks[-1] <= 1.0


def test_wrap_text_breaks_between_words_and_elides_only_a_word_too_long() -> None:
    metrics = QFontMetricsF(paper_style().font())
    lines = wrap_text("opponent turns to pay back the districts and their blocks", 120, metrics)
    assert len(lines) > 1 and " ".join(lines) == "opponent turns to pay back the districts and their blocks"
    assert all(metrics.horizontalAdvance(line) <= 120 for line in lines)
    assert wrap_text("Supercalifragilistic", 40, metrics)[0].endswith("…")
    assert wrap_text("one two three four", 30, metrics, max_lines=2)[-1].endswith("…")
    assert Qt.TextElideMode.ElideRight  # the elision is Qt's own


@pytest.mark.parametrize("width", [320, 420, 700])
def test_height_for_gives_the_bars_area_asked_for(width: int) -> None:
    style = paper_style()
    for chart, _ in starter_charts():
        height = chart.height_for(width, style, 120)
        plot = chart._plot_area(chart.plot_rect(QRectF(0, 0, width, height), style), style)
        assert 119 <= plot.height() <= 122, (chart.title, width, plot.height())
        assert_readable(chart, width, height)
