"""View → TV mode (issue 23, "The TV"): F11 or the menu's action puts the play window full
screen with everything a player reads at least 28 px on a 1080p screen; Esc or F11 leaves
it; the choice is remembered; the editor's board is untouched. The font sizes are measured
in a child process whose offscreen screen is a 1920x1080 TV (and a 1366x768 laptop, where
the size is in proportion), driven by the F11 key and the panel's buttons."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.helpers import make_trad_window, make_window
from ubuild_desktop import settings
from ubuild_desktop.play.window_sizes import TV_MODE_KEY, TV_READING_PX, TV_SCREEN_HEIGHT

ROOT = Path(__file__).resolve().parents[2]


def _press(qtbot: QtBot, key: Qt.Key) -> None:
    """``key`` on the widget that has the focus, as a player presses it."""
    QApplication.processEvents()
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key)
    QApplication.processEvents()


def _smallest_word_px(window) -> float:  # type: ignore[no-untyped-def]
    return min(px for _role, _text, px in window.scene.word_sizes()) * window.board_view.zoom_level()


@pytest.mark.parametrize("make", [make_window, make_trad_window], ids=["u-build", "traditional"])
def test_f11_and_esc_and_the_menu_turn_tv_mode_on_and_off_and_it_is_remembered(qtbot: QtBot, make) -> None:  # type: ignore[no-untyped-def]
    window = make(qtbot)
    action = window.tv_action
    assert action in window.view_menu.actions() and action.isCheckable() and not action.isChecked()
    assert action.shortcut().toString() == "F11" and "(F11)" in action.toolTip()
    before = _smallest_word_px(window)
    window.turn_panel.focus_main_action()
    _press(qtbot, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked() and settings.flag(TV_MODE_KEY)
    assert window.scene.far_words and not window.tool_bar.isVisible()
    screen = window.screen().geometry()
    least = TV_READING_PX * screen.height() / TV_SCREEN_HEIGHT
    assert window.reading_px() == pytest.approx(least)
    assert _smallest_word_px(window) >= least - 0.01 > before
    assert window.turn_panel.status.fontInfo().pixelSize() >= round(least)
    # Esc, wherever the focus is (here the turn panel's main button), leaves TV mode.
    window.turn_panel.focus_main_action()
    _press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked() and not settings.flag(TV_MODE_KEY)
    assert not window.scene.far_words and window.tool_bar.isVisible()
    assert _smallest_word_px(window) == pytest.approx(before, rel=0.05)
    # The menu's action, then a new game window: it opens in TV mode; F11 leaves it.
    action.trigger()
    assert window.isFullScreen() and settings.flag(TV_MODE_KEY)
    window.close()
    again = make(qtbot)
    qtbot.waitUntil(again.isFullScreen)
    assert again.tv_action.isChecked() and again.scene.far_words
    again.turn_panel.focus_main_action()
    _press(qtbot, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not again.isFullScreen())
    assert not settings.flag(TV_MODE_KEY) and not again.scene.far_words


def test_a_board_larger_than_the_tv_follows_the_player_to_act(qtbot: QtBot) -> None:
    """The traditional board does not fit a screen at the reading size: the view shows the
    part around the mover of the player to act, and Fit board keeps that size."""
    window = make_trad_window(qtbot)
    window.tv_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    view = window.board_view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not seen.contains(window.scene.board_rect())  # a part of the board
    mover = window.play_board.mover_position(window.controller.state.turn)
    assert seen.contains(mover)
    window.fit_action.trigger()
    assert _smallest_word_px(window) >= window.reading_px() - 0.01
    window.tv_action.trigger()


def test_the_editor_board_is_untouched_by_tv_mode(qtbot: QtBot) -> None:
    """The editor shares the board's drawing: TV mode (on, remembered) changes none of it."""
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor.window import EditorWindow

    settings.set_flag(TV_MODE_KEY, True)
    play = make_window(qtbot)
    assert play.scene.far_words
    editor = EditorWindow(load_builtin("starter"), None)
    qtbot.addWidget(editor)
    editor.show()
    assert not editor.scene.far_words and not editor.isFullScreen()
    assert all(not item.far for item in editor.scene.piece_items().values())
    assert editor.view.reading_zoom() == 0.0
    play.tv_action.trigger()
    editor.close()


@pytest.mark.tool
@pytest.mark.parametrize("screen", [(1920, 1080), (1366, 768)])
def test_every_word_a_player_reads_is_28_px_at_1080p(tmp_path: Path, screen: tuple[int, int]) -> None:
    """In a child process on a 1920x1080 (and a 1366x768) screen: both boards' names and
    prices (the font's pixel size times the view's scale), the turn panel, the players, the
    log, the district card beside the board and the deal sheet, every run of their text."""
    width, height = screen
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "tv", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    out, pngs = tmp_path / "seen.json", tmp_path / "png"
    pngs.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "UBUILD_DATA_DIR": str(tmp_path / "data"), "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    run = subprocess.run([sys.executable, "-m", "tests.play.tv_child", str(out), str(pngs)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(out.read_text())
    assert seen["screen"] == [0, 0, width, height]
    assert not seen["starter_opened_in_tv"] and seen["traditional_opened_in_tv"]  # F11, then remembered
    least = TV_READING_PX * height / TV_SCREEN_HEIGHT
    for game, money_role in (("starter", "price"), ("traditional", "money")):
        shown = seen[game]
        assert seen[f"{game}_phase"] == "BUY" and shown["card_shown"]
        assert shown["full_screen"] and shown["size"] == [width, height] and not shown["toolbar"]
        board = shown["board"]
        assert any(what.startswith("name: ") for what, _px in board)
        assert any(what.startswith(f"{money_role}: ") for what, _px in board)
        for area in ("board", "turn_panel", "players", "log", "card", "deal"):
            assert shown[area], (game, area)
            small = [(what, px) for what, px in shown[area] if px < least - 0.01]
            assert not small, (game, area, small[:5])
        assert all(png.stat().st_size > 10_000 for png in pngs.glob(f"{game}*.png"))
        deal_w, deal_h = shown["deal_size"]
        assert deal_w <= width and deal_h <= height
