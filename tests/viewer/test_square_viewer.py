"""``ubuild view`` on a square board: the real command in a child process (a crash fails the
test), and the square board viewer window: its problems, a pick that highlights a space,
opening board files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.modal import choose_file, when_modal
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.viewer.square_window import SquareViewerWindow

TRADITIONAL = load_builtin_board("traditional")


def ubuild(*args: str, language: str = "C") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": language, "LC_ALL": "", "LANG": language}
    return subprocess.run([sys.executable, "-m", "ubuild_desktop", *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False)


@pytest.mark.tool
@pytest.mark.parametrize("size", [None, "1920x1080"])
def test_ubuild_view_traditional_screenshot(tmp_path: Path, size: str | None) -> None:
    out = tmp_path / "board.png"
    result = ubuild("view", "traditional", "--screenshot", str(out), *(["--size", size] if size else []))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == ((1920, 1080) if size else (1280, 800))
    # The board is drawn: the GO corner's cream and the brown group's band are in the picture.
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)}
    assert "#fff1c1" in colours and "#8b5a2b" in colours


@pytest.mark.tool
def test_ubuild_view_a_board_file_in_spanish(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(dump_board(TRADITIONAL.model_copy(update={"name": "Mine", "name_es": "Mío"})), encoding="utf-8")
    out = tmp_path / "board.png"
    result = ubuild("view", str(path), "--screenshot", str(out), language="es_ES.UTF-8")
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() == 1280


@pytest.mark.tool
def test_ubuild_view_a_broken_board_file_says_why(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format_version": 1, "name": "x", "spaces": "none"}', encoding="utf-8")
    result = ubuild("view", str(path), "--screenshot", str(tmp_path / "x.png"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"{path}: spaces: Input should be a valid tuple"]
    assert not (tmp_path / "x.png").exists()


def make_window(qtbot: QtBot, board=TRADITIONAL) -> SquareViewerWindow:  # type: ignore[no-untyped-def]
    window = SquareViewerWindow(board)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.board_view.fit()
    return window


def test_a_valid_board(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert window.windowTitle() == "Traditional – U-Build Desktop"
    assert window.summary_label.text() == "Valid square board, 40 spaces"
    assert window.problems.list.count() == 1 and window.problems.diagnostic_at(0) is None
    assert len(window.scene.space_items) == 40
    assert not any(item.has_problem() for item in window.scene.space_items)
    visible = window.board_view.mapToScene(window.board_view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.board_rect())  # fitted: the whole board shows


def test_a_problem_marks_its_space_and_a_pick_highlights_it(qtbot: QtBot) -> None:
    spaces = list(TRADITIONAL.spaces)
    spaces[12] = spaces[12].model_copy(update={"price": 0})
    window = make_window(qtbot, TRADITIONAL.model_copy(update={"spaces": tuple(spaces)}))
    assert window.summary_label.text() == "1 problem"
    assert [item.index for item in window.scene.space_items if item.has_problem()] == [12]
    row = window.problems.list.item(0)
    assert "Power Station" in row.text() and "[no-price]" in row.text()
    window.problems.list.setCurrentRow(0)
    assert [item.index for item in window.scene.space_items if item.is_highlighted()] == [12]


def test_open_board_through_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    path = tmp_path / "small.json"
    small = TRADITIONAL.model_copy(update={"name": "Small", "spaces": TRADITIONAL.spaces[:12]})
    path.write_text(dump_board(small), encoding="utf-8")
    answered = choose_file(path)
    window.open_action.trigger()
    assert answered
    assert window.board.name == "Small" and len(window.scene.space_items) == 12
    assert window.path == path


def test_a_broken_file_is_reported_and_the_board_stays(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    path = tmp_path / "bad.json"
    path.write_text("not json", encoding="utf-8")
    seen: list[str] = []

    def answer(box) -> None:  # type: ignore[no-untyped-def]
        seen.append(box.text())
        box.accept()

    boxes = when_modal(QMessageBox, answer)
    assert window.open_board_file(path) is False
    assert boxes and seen[0].startswith(f"{path}: not valid JSON")
    assert window.board is TRADITIONAL


def test_view_landing_heat_map_lays_the_exact_odds_of_the_board(qtbot: QtBot) -> None:
    from ubuild_desktop.core.balance import square_odds

    window = make_window(qtbot)
    assert window.scene.heat_scale() is None and not window.board_view.heat_legend.isVisible()
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    assert window.heat_action in view_menu.actions()
    window.heat_action.trigger()  # View > Landing Heat Map, as the user chooses it
    scale = window.scene.heat_scale()
    assert scale is not None
    assert scale.values == pytest.approx(square_odds(TRADITIONAL).heat())
    assert scale.values[30] == 0.0 and max(range(40), key=lambda s: scale.values[s]) == 24  # Go to Jail; the red street
    assert window.board_view.heat_legend.isVisible()
    item = window.scene.heat_item()
    assert item is not None and len(item.badges) == 40
    words = [rect for _index, _role, rect in window.scene.label_rects()]
    for place, badge in zip((i.place for i in window.scene.space_items), item.badges):
        # a corner's on its own space, a side's beside it in the board's middle (issue 23: off the names)
        assert (place.rect if place.corner else window.scene.layout.centre).contains(badge)
        assert not any(badge.intersects(word) for word in words)
    image = window.grab().toImage()
    assert not image.isNull()
    window.heat_action.trigger()
    assert window.scene.heat_scale() is None and not window.board_view.heat_legend.isVisible()


def test_the_heat_map_of_a_board_with_problems_says_why(qtbot: QtBot) -> None:
    spaces = list(TRADITIONAL.spaces)
    spaces[12] = spaces[12].model_copy(update={"price": 0})
    window = make_window(qtbot, TRADITIONAL.model_copy(update={"spaces": tuple(spaces)}))
    reason = window.show_heat_map()
    assert reason.startswith("No landing odds until the board has no problems: ") and "Power Station" in reason
    assert window.scene.heat_scale() is None
    assert window.statusBar().currentMessage() == reason
    window.show_board(TRADITIONAL)  # the next board has odds: the heat map follows it
    assert window.scene.heat_scale() is not None
