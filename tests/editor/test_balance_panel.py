"""The editor's Balance panel: the exact figures after every edit, the heat map on the canvas,
the jail policy, comparing two tracks, and simulations in the background (in a child process)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from pytestqt.qtbot import QtBot

from tests.core.tracks import broken_starter
from tests.editor.conftest import Dialogs
from tests.modal import choose_file
from ubuild_desktop.board.track_odds import odds_of
from ubuild_desktop.charts import BarList, ColumnChart
from ubuild_desktop.core.balance import JailPolicy, Policy, money_figures, track_odds
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.editor import EditorWindow
from ubuild_desktop.settings import settings
from ubuild_desktop.words import district_name, percent

ROOT = Path(__file__).resolve().parents[2]


def open_balance(qtbot: QtBot, make_editor: Any, name: str = "starter") -> EditorWindow:
    window: EditorWindow = make_editor(load_builtin(name))
    assert not window.balance_dock.isVisible(), "closed until asked for"
    window.balance_action.trigger()
    assert window.balance_dock.isVisible() and window.balance_action.isChecked()
    qtbot.waitUntil(lambda: window.balance.main_column.figures is not None)
    return window


def delete_first_piece(window: EditorWindow) -> None:
    window.controller.set_selection([window.current_track().pieces[0].id])
    window.delete_action.trigger()


def test_the_exact_figures_follow_every_edit(qtbot: QtBot, make_editor: Any) -> None:
    window = open_balance(qtbot, make_editor)
    column = window.balance.main_column
    track = window.current_track()
    odds = track_odds(track)
    found = odds_of(track)
    assert found.game is not None
    money = money_figures(found.game, odds)
    assert column.exact.isVisible() and column.reason.isHidden()
    assert column.rolls.text() == f"{odds.rolls_per_turn:.2f}"
    assert percent(odds.in_jail_per_roll) in column.in_jail.text()
    most = found.game.districts[money.most_landed[0]]
    assert district_name(most.card.name) in column.most.text()
    least = found.game.districts[money.least_landed[0]]
    assert district_name(least.card.name) in column.least.text()
    chart = column.odds_view.chart()
    assert isinstance(chart, ColumnChart) and [b.value for b in chart.bars[:-1]] == list(odds.heat())
    payback = column.payback_view.chart()
    assert isinstance(payback, BarList) and len(payback.bars) == len(money.groups)

    delete_first_piece(window)
    assert column.reason.isVisible() and column.exact.isHidden()
    assert column.reason.text().startswith("No landing odds until the track is valid: ")
    assert not window.balance.simulate_button.isEnabled()
    window.undo_action.trigger()
    assert column.exact.isVisible() and column.reason.isHidden()
    assert column.rolls.text() == f"{odds.rolls_per_turn:.2f}"
    assert window.balance.simulate_button.isEnabled()


def test_the_heat_map_lies_on_the_canvas_and_follows_the_edits(qtbot: QtBot, make_editor: Any) -> None:
    window = open_balance(qtbot, make_editor)
    panel = window.balance
    qtbot.mouseClick(panel.heat_check, Qt.MouseButton.LeftButton)
    assert panel.heat_check.isChecked()
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == track_odds(window.current_track()).heat()
    assert window.view.heat_legend.isVisible()
    delete_first_piece(window)
    assert window.scene.heat_scale() is None, "no odds for a broken track"
    window.undo_action.trigger()
    assert window.scene.heat_scale() is not None
    # Closed, the panel keeps the heat map on the canvas up to date.
    window.balance_action.trigger()
    assert not window.balance_dock.isVisible()
    delete_first_piece(window)
    assert window.scene.heat_scale() is None
    window.undo_action.trigger()
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == track_odds(window.current_track()).heat()
    qtbot.mouseClick(panel.heat_check, Qt.MouseButton.LeftButton)
    assert window.scene.heat_scale() is None and window.view.heat_legend.isHidden()


def test_the_jail_policy_changes_the_odds_and_is_remembered(qtbot: QtBot, make_editor: Any) -> None:
    window = open_balance(qtbot, make_editor)
    panel = window.balance
    long_odds = track_odds(window.current_track(), Policy(jail=JailPolicy.LONG))
    panel.jail_combo.setCurrentIndex(panel.jail_combo.findData("long"))
    assert panel.policy().jail is JailPolicy.LONG
    assert percent(long_odds.in_jail_per_roll) in panel.main_column.in_jail.text()
    assert settings().value("editor/balanceJail") == "long"
    again = make_editor(load_builtin("starter"))
    assert again.balance.policy().jail is JailPolicy.LONG


def test_the_charts_grow_to_what_they_need_at_the_docks_width(qtbot: QtBot, make_editor: Any) -> None:
    from tests.charts.test_chart_layout import assert_readable

    window = open_balance(qtbot, make_editor, "pro")
    column = window.balance.main_column
    heights = {}
    for width in (340, 700):
        window.resizeDocks([window.balance_dock], [width], Qt.Orientation.Horizontal)
        qtbot.waitUntil(lambda: abs(column.width() - (width - 30)) < 60)
        view = column.odds_view
        chart = view.chart()
        assert chart is not None
        plot = chart._plot_area(chart.plot_rect(QRectF(view.rect()), view.style_now()), view.style_now())
        assert plot.height() >= int(view.property("plotHeight")) - 1, "the bars keep their height"
        assert_readable(chart, view.width(), view.height())
        heights[width] = view.height()
    assert heights[340] > heights[700], "a narrow dock's legend takes more rows: the chart grows"


def test_the_panel_is_remembered_with_the_editor_layout(qtbot: QtBot, tmp_path: Path) -> None:
    from ubuild_desktop.editor.window import open_editor_window

    first = open_editor_window(load_builtin("starter"), offer_recovery=False)
    qtbot.addWidget(first)
    qtbot.waitExposed(first)
    first.balance_action.trigger()
    assert first.balance_dock.isVisible()
    first.close()
    second = open_editor_window(load_builtin("starter"), offer_recovery=False)
    qtbot.addWidget(second)
    qtbot.waitExposed(second)
    assert second.balance_dock.isVisible() and second.balance_action.isChecked()
    qtbot.waitUntil(lambda: second.balance.main_column.figures is not None)


def test_compare_with_opens_a_second_track_beside_the_first(
    qtbot: QtBot, make_editor: Any, tmp_path: Path, dialogs: Dialogs
) -> None:
    window = open_balance(qtbot, make_editor)
    panel = window.balance
    pro = tmp_path / "pro.json"
    save_track(load_builtin("pro"), pro)
    chosen = choose_file(pro)
    qtbot.mouseClick(panel.compare_button, Qt.MouseButton.LeftButton)
    assert chosen, "the file dialog came up"
    assert panel.comparing() == pro
    column = panel.compare_column
    assert column.isVisible() and panel.stop_compare_button.isVisible()
    assert column.rolls.text() == f"{track_odds(load_builtin('pro')).rolls_per_turn:.2f}"
    assert "pro.json" in column.heading.text() and panel.main_column.heading.text() == "This track"
    # Both columns follow the jail policy; only the edited one follows the edits.
    panel.jail_combo.setCurrentIndex(panel.jail_combo.findData("long"))
    pro_long = track_odds(load_builtin("pro"), Policy(jail=JailPolicy.LONG))
    assert percent(pro_long.in_jail_per_roll) in column.in_jail.text()
    delete_first_piece(window)
    assert column.exact.isVisible() and panel.main_column.exact.isHidden()
    qtbot.mouseClick(panel.stop_compare_button, Qt.MouseButton.LeftButton)
    assert column.isHidden() and panel.comparing() is None and panel.main_column.heading.isHidden()


def test_compare_with_a_bad_file_names_it_and_changes_nothing(
    qtbot: QtBot, make_editor: Any, tmp_path: Path, dialogs: Dialogs
) -> None:
    window = open_balance(qtbot, make_editor)
    bad = tmp_path / "broken track.json"
    bad.write_text("{not json", encoding="utf-8")
    chosen = choose_file(bad)
    qtbot.mouseClick(window.balance.compare_button, Qt.MouseButton.LeftButton)
    assert chosen
    assert dialogs.shown and dialogs.shown[-1][0] == "critical"
    assert "broken track.json" in dialogs.shown[-1][2]
    assert window.balance.compare_column.isHidden() and window.balance.comparing() is None
    # A track file that reads but is not a valid track compares as its reason, with nothing to simulate.
    broken = tmp_path / "broken.json"
    save_track(broken_starter(), broken)
    assert window.balance.compare_with(broken)
    column = window.balance.compare_column
    assert column.reason.text().startswith("No landing odds until the track is valid: ")
    assert column.exact.isHidden() and column.sim_note.isHidden()
    assert window.balance._tracks_to_simulate() == (window.current_track(),)


@pytest.mark.tool
def test_simulations_run_in_the_background_and_stop_when_asked(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-m", "tests.editor.balance_child", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every check passed" in done.stdout


def test_simulating_by_itself_waits_for_a_valid_track_and_the_panel(qtbot: QtBot, make_editor: Any) -> None:
    window = open_balance(qtbot, make_editor)
    panel = window.balance
    idle = panel._idle  # the moment of quiet it waits for (the run itself: balance_child.py)
    box = panel.auto_check
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on the box, not past its text
    assert panel.auto_check.isChecked() and settings().value("editor/balanceAutoSimulate") in (True, "true")
    assert idle.isActive()
    delete_first_piece(window)
    assert not idle.isActive(), "an invalid track is not simulated"
    window.undo_action.trigger()
    assert idle.isActive()
    window.balance_action.trigger()
    assert not window.balance_dock.isVisible() and not idle.isActive(), "nor a hidden panel's"
    window.balance_action.trigger()
    assert idle.isActive()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked() and not idle.isActive() and not panel.is_simulating()


def test_a_simulation_that_fails_says_so_and_the_panel_goes_on(
    qtbot: QtBot, make_editor: Any, monkeypatch: Any
) -> None:
    from ubuild_desktop.editor import balance_panel

    def broken(*args: object, **kwargs: object) -> object:
        raise KeyError("a bug in the simulation")

    monkeypatch.setattr(balance_panel, "simulate", broken)
    window = open_balance(qtbot, make_editor)
    panel = window.balance
    qtbot.mouseClick(panel.simulate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_simulating())
    assert panel.main_column.sim_note.text().startswith("The simulation stopped: KeyError")
    assert panel.simulate_button.isEnabled() and not panel.cancel_button.isEnabled() and panel.progress.isHidden()
