"""The Balance panel on a square board (the traditional game): ``set_board(board, report)``
with a ``SquareBoardScene`` for the heat map, the exact figures, the jail policy, a board
with problems, and a real simulation through its buttons (in a child process)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardView
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.charts import BarList, ColumnChart
from ubuild_desktop.core.balance import JailPolicy, Policy, square_money, square_odds
from tests.editor.conftest import Dialogs
from tests.modal import choose_file
from ubuild_desktop.core.square import SquareBoard, dump_board, load_builtin_board
from ubuild_desktop.core.square.validate import validate_board
from ubuild_desktop.editor.balance_panel import BalancePanel
from ubuild_desktop.words import percent

ROOT = Path(__file__).resolve().parents[2]
TRADITIONAL = load_builtin_board("traditional")


class Host(QWidget):
    """A square board beside the panel, as the square editor lays them out."""

    def __init__(self) -> None:
        super().__init__()
        self.scene = SquareBoardScene(TRADITIONAL, self)
        self.view = BoardView(self.scene, self)
        self.view.set_grid_visible(False)
        self.panel = BalancePanel(self.scene, self)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 2)
        layout.addWidget(self.panel, 1)


def host(qtbot: QtBot, board: SquareBoard = TRADITIONAL) -> Host:
    window = Host()
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.scene.set_board(board)
    window.panel.set_board(board, validate_board(board))
    window.panel.set_active(True)
    return window


def broken() -> SquareBoard:
    spaces = list(TRADITIONAL.spaces)
    spaces[12] = spaces[12].model_copy(update={"price": 0})
    return TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})


def test_the_exact_figures_of_a_square_board(qtbot: QtBot, tmp_path: Path) -> None:
    window = host(qtbot)
    column = window.panel.main_column
    odds = square_odds(TRADITIONAL)
    money = square_money(TRADITIONAL, odds, 4)
    assert column.exact.isVisible() and column.reason.isHidden()
    assert column.rolls.text() == f"{odds.rolls_per_turn:.2f}"
    assert percent(odds.in_jail_per_roll) in column.in_jail.text()
    assert column.most.text().startswith("Opera Circle ")  # the red street before the third station
    assert column.least.text().startswith("Cobbler Lane ")
    chart = column.odds_view.chart()
    assert isinstance(chart, ColumnChart) and [b.value for b in chart.bars[:-1]] == list(odds.heat())
    assert chart.bars[24].label == "Opera Circle" and chart.bars[24].colour == TRADITIONAL.group("red").colour
    payback = column.payback_view.chart()
    assert isinstance(payback, BarList) and len(payback.bars) == len(money.groups) == 10
    assert [b.label for b in payback.bars][-2:] == ["Stations", "Utilities"]
    assert payback.bars[3].label == "Orange" and payback.bars[3].value == pytest.approx(money.groups[3].turns)
    qtbot.wait(50)
    window.grab().save(str(tmp_path / "square-balance.png"))


def test_the_heat_map_lies_on_the_square_board(qtbot: QtBot) -> None:
    window = host(qtbot)
    panel = window.panel
    qtbot.mouseClick(panel.heat_check, Qt.MouseButton.LeftButton)
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == square_odds(TRADITIONAL).heat()
    assert window.view.heat_legend.isVisible()
    qtbot.mouseClick(panel.heat_check, Qt.MouseButton.LeftButton)
    assert window.scene.heat_scale() is None and window.view.heat_legend.isHidden()


def test_the_jail_policy_and_a_board_with_problems(qtbot: QtBot) -> None:
    window = host(qtbot)
    panel = window.panel
    panel.jail_combo.setCurrentIndex(panel.jail_combo.findData("long"))
    long_odds = square_odds(TRADITIONAL, Policy(jail=JailPolicy.LONG))
    assert percent(long_odds.in_jail_per_roll) in panel.main_column.in_jail.text()
    panel.jail_combo.setCurrentIndex(panel.jail_combo.findData("short"))
    bad = broken()
    panel.set_board(bad, validate_board(bad))
    column = panel.main_column
    assert column.reason.isVisible() and column.exact.isHidden()
    assert column.reason.text().startswith("No landing odds until the board has no problems: ")
    assert "Power Station" in column.reason.text()
    assert not panel.simulate_button.isEnabled()
    panel.set_board(TRADITIONAL, validate_board(TRADITIONAL))
    assert column.exact.isVisible() and panel.simulate_button.isEnabled()


def test_compare_with_another_board_file(qtbot: QtBot, tmp_path: Path, dialogs: Dialogs) -> None:
    window = host(qtbot)
    panel = window.panel
    cheap = TRADITIONAL.model_copy(update={"name": "Cheap", "spaces": tuple(
        s.model_copy(update={"rents": tuple(r // 2 for r in s.rents)}) if s.kind == "street" else s
        for s in TRADITIONAL.spaces)})
    path = tmp_path / "cheap.json"
    path.write_text(dump_board(cheap), encoding="utf-8")
    chosen = choose_file(path)
    qtbot.mouseClick(panel.compare_button, Qt.MouseButton.LeftButton)
    assert chosen, "the file dialog came up"
    assert panel.comparing() == path
    column = panel.compare_column
    assert column.isVisible() and column.exact.isVisible()
    assert panel.main_column.heading.text() == "This board" and "Cheap (cheap.json)" == column.heading.text()
    assert column.rolls.text() == panel.main_column.rolls.text()  # the same spaces: the same odds
    figures, mine = column.figures, panel.main_column.figures
    assert figures is not None and mine is not None and figures.money is not None and mine.money is not None
    assert figures.money.groups[3].turns > mine.money.groups[3].turns  # half the rent: a slower payback
    assert panel._tracks_to_simulate() == (TRADITIONAL, cheap)
    bad = tmp_path / "bad board.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not panel.compare_with(bad)
    assert dialogs.shown[-1][0] == "critical" and "bad board.json" in dialogs.shown[-1][2]
    assert panel.comparing() == path


@pytest.mark.tool
def test_a_square_board_simulates_through_the_panel(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-m", "tests.editor.balance_square_child"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every check passed" in done.stdout
