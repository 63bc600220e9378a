"""The shared chart painters: one code path for a widget, a PNG and an SVG; layouts that
keep labels readable; the balance lab's charts made from core's figures."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QImage, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from ubuild_desktop.charts import (
    Bar, BarList, ChartView, ColumnChart, Histogram, Mark, chart_image, nice_ticks, paper_style, png_bytes, svg_bytes,
    window_style,
)
from ubuild_desktop.charts.balance import group_colour, length_chart, odds_chart, payback_chart, wins_chart
from ubuild_desktop.charts.histogram import bins_of
from ubuild_desktop.core.balance import track_odds
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.simulate import simulate, summarize
from ubuild_desktop.core.trackfile import load_builtin

pytestmark = pytest.mark.usefixtures("qapp")


def colours_in(image: QImage, step: int = 2) -> set[str]:
    """The colours of an image's pixels (every ``step``-th)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), step) for y in range(0, image.height(), step)}


def test_nice_ticks() -> None:
    assert nice_ticks(0, 0.042) == [0.0, 0.01, 0.02, 0.03, 0.04, 0.05]
    assert nice_ticks(0, 97) == [0.0, 20.0, 40.0, 60.0, 80.0, 100.0]
    assert nice_ticks(0, 3, 5, whole=True) == [0.0, 1.0, 2.0, 3.0]
    assert nice_ticks(5, 5)[0] <= 5 <= nice_ticks(5, 5)[-1]


def test_bins_hold_every_value() -> None:
    values = [12, 40, 41, 42, 90, 300, 301]
    b = bins_of(values, 10)
    assert sum(b.counts) == len(values)
    assert b.start <= min(values) and b.start + b.width * len(b.counts) > max(values)


def test_column_labels_turn_upright_then_thin_out() -> None:
    style = paper_style()
    few = ColumnChart(bars=tuple(Bar(f"Seat {i}", 0.25) for i in range(4)))
    many = ColumnChart(bars=tuple(Bar(f"Space number {i}", 0.01) for i in range(40)))
    crowd = ColumnChart(bars=tuple(Bar(f"Space {i}", 0.001) for i in range(1000)))
    rect = QRectF(0, 0, 800, 360)
    assert not few._layout(rect, style).upright
    lay = many._layout(rect, style)
    assert lay.upright and lay.label_every == 1  # 40 names fit side by side when upright
    lay = crowd._layout(rect, style)
    assert lay.upright and lay.label_every > 1  # a thousand do not: every k-th is named
    assert lay.slot * lay.label_every >= QFontMetricsF(style.font()).height()  # named ones do not overlap


def test_one_painter_draws_png_and_svg_with_the_bars_colours() -> None:
    chart = ColumnChart(title="Odds", bars=(Bar("A", 0.3, "#8a5a2b"), Bar("B", 0.1, "#2f9e5a"), Bar("C", 0.2)))
    style = paper_style()
    seen = colours_in(chart_image(chart, 400, 240, style, ratio=1.0))
    assert {"#8a5a2b", "#2f9e5a", style.bar, style.background} <= seen
    svg = svg_bytes(chart, 400, 240, style).decode()
    assert svg.startswith("<?xml") and "<svg" in svg and "Odds" in svg and "#8a5a2b" in svg
    png = png_bytes(chart, 400, 240, style)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_an_error_bar_spans_its_interval() -> None:
    chart = ColumnChart(bars=(Bar("Seat 1", 0.5, "#ffffff", low=0.2, high=0.8),), min_top=1.0)
    style = paper_style()
    image = chart_image(chart, 300, 300, style, ratio=1.0).convertToFormat(QImage.Format.Format_RGB32)
    lay = chart._layout(chart.plot_rect(QRectF(0, 0, 300, 300), style), style)
    x = round(lay.x(0))
    # dark pixels on the white bar's centre line (antialiased: nearly the ink)
    ink = [y for y in range(int(lay.plot.bottom()) - 1) if min(QColor(image.pixel(x + dx, y)).lightness() for dx in (-1, 0, 1)) < 110]
    assert ink, "no error bar drawn"
    assert abs(min(ink) - lay.y(0.8)) <= 2 and abs(max(ink) - lay.y(0.2)) <= 2


def test_an_infinite_bar_reads_never() -> None:
    chart = BarList(bars=(Bar("Brown", 30.0, "#8a5a2b", text="30 turns"), Bar("Blue", math.inf, "#1d3c8f")),
                    never_text="never")
    style = paper_style()
    rect = QRectF(0, 0, 500, 200)
    image = chart_image(chart, 500, 200, style, ratio=1.0)
    assert {"#8a5a2b", "#1d3c8f"} <= colours_in(image, 1)
    plot, _, row, _ = chart._layout(chart.plot_rect(rect, style), style)
    assert chart.tip_at(rect, style, QPointF(plot.center().x(), plot.top() + row * 1.5)) == "Blue: never"
    assert chart.tip_at(rect, style, QPointF(plot.center().x(), plot.top() + row * 0.5)) == "Brown: 30 turns"


def test_an_empty_chart_says_so_and_a_histogram_draws_its_marks() -> None:
    style = paper_style()
    blank = chart_image(ColumnChart(title=""), 300, 200, style, ratio=1.0)
    assert len(colours_in(blank, 1)) > 1  # "No figures yet"
    hist = Histogram(values=(10.0, 20.0, 20.0, 30.0), marks=(Mark(20, "median"),))
    assert QColor(style.accent).name() in colours_in(chart_image(hist, 400, 240, style, ratio=1.0), 1)


def test_chart_view_shows_the_chart_and_names_the_bar_under_the_pointer(qtbot) -> None:
    chart = ColumnChart(title="Wins", bars=(Bar("Seat 1", 0.6, "#c92a2a", tip="Seat 1: 60%"), Bar("Seat 2", 0.4, "#2b8a3e")))
    view = ChartView(chart)
    qtbot.addWidget(view)
    view.resize(400, 260)
    view.show()
    qtbot.waitExposed(view)
    assert view.accessibleName() == "Wins"
    assert {"#c92a2a", "#2b8a3e"} <= colours_in(view.grab().toImage())
    lay = chart._layout(chart.plot_rect(QRectF(view.rect()), view.style_now()), view.style_now())
    point = QPoint(round(lay.x(0)), round(lay.plot.bottom() - 5))
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, point, view.mapToGlobal(point)))
    assert QToolTip.text() == "Seat 1: 60%"
    view.set_chart(None)
    assert view.accessibleName() == ""


def test_window_style_follows_a_dark_palette(qapp) -> None:
    light = window_style()
    palette = QPalette(qapp.palette())
    old = QPalette(palette)
    palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    qapp.setPalette(palette)
    try:
        dark = window_style()
        assert QColor(dark.ink).lightness() > 180 and dark.ink != light.ink
    finally:
        qapp.setPalette(old)


# ------------------------------------------------------------------ the balance lab's charts


def test_odds_chart_has_a_bar_per_space_and_jail_in_group_colours() -> None:
    game = Game.create(load_builtin("classic"), 4)
    odds = track_odds(load_builtin("classic"))
    chart = odds_chart(game, odds)
    assert len(chart.bars) == game.num_spaces + 1 and chart.bars[-1].label == "In jail"
    assert chart.bars[0].label == "GO"
    for s, bar in enumerate(chart.bars[:-1]):
        d = game.space_district[s]
        assert bar.value == odds.spaces[s].per_turn
        if d >= 0:
            assert bar.colour == group_colour(game.districts[d].card.group) and bar.label == game.districts[d].card.name
    image = chart_image(chart, 900, 360, paper_style(), ratio=1.0)
    assert {bar.colour for bar in chart.bars} <= colours_in(image, 1)


def test_wins_chart_from_a_summary() -> None:
    run = simulate(load_builtin("starter"), 3, ("good",), games=6, seed=2)
    r = summarize(run)["results"]
    chart = wins_chart(r)
    assert [b.value for b in chart.bars] == r["win_rate_per_seat"]
    assert [[b.low, b.high] for b in chart.bars] == r["win_ci_per_seat"]
    assert chart.reference is not None and chart.reference.value == pytest.approx(1 / 3)
    order = wins_chart(r, turn_order=True)
    assert [b.label for b in order.bars] == ["1st to play", "2nd to play", "3rd to play"]
    assert [b.value for b in order.bars] == r["win_rate_by_turn_order"]
    assert [[b.low, b.high] for b in order.bars] == r["win_ci_by_turn_order"]
    assert order.title == "Wins by turn order (95% interval)"
    hist = length_chart(Game.create(load_builtin("starter"), 3), [res.turns for res in run.results])
    labels = [m.label for m in hist.marks]
    assert labels[-1] == "the box: about 30 min" and any(label.startswith("median") for label in labels)
    assert hist.second is not None and hist.second.factor == 0.5


def test_payback_chart_says_never() -> None:
    groups = [SimpleNamespace(group="brown", name="Brown", cost=1200, turns=31.5),
              SimpleNamespace(group="dark-blue", name="Dark blue", cost=9000, turns=math.inf)]
    chart = payback_chart(groups)
    assert [b.label for b in chart.bars] == ["Brown", "Dark blue"]
    assert chart.bars[0].text == "32 turns" and chart.bars[1].text == "" and chart.never_text == "never"
    assert "never" in chart.bars[1].tip


def test_flows_chart_lists_what_moved_largest_first() -> None:
    from ubuild_desktop.charts.balance import flows_chart

    chart = flows_chart({"rent": 1200.0, "salaries": 3000.0, "tolls": 0.2, "deals": 50.0})
    assert [b.label for b in chart.bars] == ["salaries", "rent", "deals"]  # $0 moved: left out
    assert [b.text for b in chart.bars] == ["$3M", "$1.2M", "$50k"]


def test_a_share_scale_ends_at_100_percent() -> None:
    chart = BarList(bars=(Bar("By a bankruptcy", 0.98), Bar("By the round limit", 0.02)))
    _, _, _, ticks = chart._layout(QRectF(0, 0, 500, 160), paper_style())
    assert ticks[-1] == 1.0


def _results(minutes: float, box: float | None, first: float, interval: tuple[float, float]) -> dict[str, object]:
    return {"minutes_at_30s": minutes, "box_minutes_at_30s": box, "turns": {"median": minutes * 2},
            "win_rate_by_turn_order": [first, 0.25, 0.25, 0.5 - first], "win_ci_by_turn_order": [list(interval)] * 4}


def test_the_verdict_in_plain_words() -> None:
    """Issue 23: the report opens with the balance in a few plain sentences."""
    from ubuild_desktop.charts.balance import verdict

    groups = [SimpleNamespace(group="brown", name="Brown", turns=61.2), SimpleNamespace(group="orange", name="Orange", turns=25.4),
              SimpleNamespace(group="blue", name="Dark Blue", turns=math.inf)]
    said = verdict(_results(135.0, 30.0, 0.33, (0.29, 0.37)), groups)
    assert said[0] == "Games run 4.5x the box time: 135 min for the median game against about 30 min."
    assert said[1] == "The first player wins 8 points more than fair (33% of the games against 25%)."
    assert said[2] == "Orange pays back quickest (25 opponent turns), Brown slowest (61)."
    assert said[3] == "Never paid back: Dark Blue."
    said = verdict(_results(28.0, 30.0, 0.24, (0.1, 0.4)), groups[:2])
    assert said[0] == "Games run about as long as the box says: 28 min for the median game against about 30 min."
    assert said[1] == "The first player wins 1 point less than fair (24% of the games against 25%). " \
                      "With these few games that may be chance: more games tell."
    said = verdict(_results(70.0, None, 0.25, (0.2, 0.3)), groups[:2])
    assert said[:2] == ["A game runs about 70 min at 30 s a turn (the median game: 140 player-turns).",
                        "The first player wins a fair share (25% of the games against 25%)."]
    assert verdict(None, groups[:1]) == []  # no games, one group: nothing to compare
