"""Every main window opens where and as the user left it: size, docks, tool bars, splitters.

The settings live in the configuration folder (``UBUILD_CONFIG_DIR`` here, a temporary
folder per test: see ``tests/conftest.py``), never in the data folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.userdata import data_dir
from ubuild_desktop.play import open_game_window, parse_players
from ubuild_desktop.settings import SETTINGS_FILE, settings, settings_file


# Sizes in these tests stay inside the offscreen platform's screen (800 x 800): a window
# whose size does not fit opens maximized (tests/app/test_screen_fit.py checks that on
# laptop-sized screens). A test that sizes a window first brings it back from maximized,
# as a user does.


def _default_size_maximized(window: QWidget) -> None:
    """The window's own size (Home's 1280 x 800, a game's 1440 x 900) does not fit the test
    screen: it opened maximized, inside the screen, and restores to a size that fits too."""
    QApplication.processEvents()
    available = window.screen().availableGeometry()
    assert window.isMaximized()
    assert available.contains(window.frameGeometry()), (window.frameGeometry(), available)
    assert available.contains(window.normalGeometry()), (window.normalGeometry(), available)


def _resize(window: QWidget, width: int, height: int) -> None:
    window.showNormal()
    window.resize(width, height)


def _config() -> Path:
    return Path(os.environ["UBUILD_CONFIG_DIR"])


def _close(qtbot: QtBot, window: object) -> None:
    assert window.close()  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_home_opens_at_the_size_it_was_closed(qtbot: QtBot) -> None:
    from ubuild_desktop.app.home import open_home

    home = open_home(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    _default_size_maximized(home)  # the first time: the window's own size, or maximized
    _resize(home, 760, 560)
    _close(qtbot, home)
    assert settings_file().is_file() and settings_file().is_relative_to(_config())
    assert not (data_dir() / SETTINGS_FILE).exists()  # settings are not data
    again = open_home(animations=False, computer_delay_ms=0)
    qtbot.addWidget(again)
    assert again.size() == QSize(760, 560) and not again.isMaximized()


def test_editor_keeps_its_size_and_its_docks(qtbot: QtBot) -> None:
    from ubuild_desktop.editor import open_editor

    editor = open_editor(load_builtin("starter"))
    qtbot.addWidget(editor)
    qtbot.waitExposed(editor)
    _resize(editor, 780, 580)
    editor.problems_dock.toggleViewAction().trigger()  # View > Problems: hidden
    editor.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, editor.palette_dock)  # dragged to the right
    assert editor.problems_dock.isHidden()
    _close(qtbot, editor)
    again = open_editor(load_builtin("starter"))
    qtbot.addWidget(again)
    qtbot.waitExposed(again)
    assert again.size() == QSize(780, 580)
    assert again.problems_dock.isHidden() and not again.problems_dock.toggleViewAction().isChecked()
    assert again.dockWidgetArea(again.palette_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert again.palette_dock.isVisible()


def _game_window(qtbot: QtBot) -> object:
    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 5), seats, animations=False, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    return window


def test_a_game_window_opens_at_the_size_the_last_one_had(qtbot: QtBot) -> None:
    window = _game_window(qtbot)
    _default_size_maximized(window)
    _resize(window, 760, 560)
    _close(qtbot, window)
    again = _game_window(qtbot)
    assert again.size() == QSize(760, 560)
    # A new game opened while one is on the table takes the size that one has now.
    _resize(again, 780, 580)
    third = _game_window(qtbot)
    assert third.size() == QSize(780, 580)


def test_viewer_keeps_its_size_and_the_problems_list_width(qtbot: QtBot) -> None:
    from ubuild_desktop.viewer.window import open_viewer_window

    viewer = open_viewer_window(load_builtin("starter"))
    qtbot.addWidget(viewer)
    qtbot.waitExposed(viewer)
    _resize(viewer, 760, 560)
    QApplication.processEvents()
    viewer.splitter.setSizes([420, 340])
    sizes = viewer.splitter.sizes()
    _close(qtbot, viewer)
    again = open_viewer_window(load_builtin("starter"))
    qtbot.addWidget(again)
    qtbot.waitExposed(again)
    assert again.size() == QSize(760, 560)
    assert again.splitter.sizes() == sizes


def test_a_damaged_layout_is_ignored(qtbot: QtBot) -> None:
    from ubuild_desktop.app.home import open_home

    store = settings()
    store.setValue("windows/home/geometry", b"\x00not a geometry")
    store.setValue("windows/home/state", "not even bytes")
    store.sync()
    home = open_home(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    _default_size_maximized(home)  # as the first time


def test_settings_from_the_data_folder_of_earlier_versions_move_to_the_config_folder() -> None:
    from ubuild_desktop.editor import settings as editor_settings

    old = data_dir() / SETTINGS_FILE
    earlier = QSettings(str(old), QSettings.Format.IniFormat)
    earlier.setValue(editor_settings.HEX_SIZE_KEY, 33.0)
    earlier.sync()
    del earlier
    assert old.is_file() and not settings_file().exists()
    assert editor_settings.hex_size_mm() == 33.0
    assert settings_file().is_file() and not old.exists()


@pytest.mark.tool
def test_screenshots_neither_use_nor_change_the_users_layout(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    shot = tmp_path / "home.png"
    done = subprocess.run([sys.executable, "-m", "ubuild_desktop", "home", "--screenshot", str(shot)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()
    assert not settings_file().exists()


def test_settings_last_the_session_when_their_folder_cannot_be_created(qtbot: QtBot, tmp_path: Path,
                                                                      monkeypatch) -> None:
    from ubuild_desktop.app.home import open_home
    from ubuild_desktop.editor import settings as editor_settings

    blocker = tmp_path / "a file"
    blocker.write_text("in the way", encoding="utf-8")
    monkeypatch.setenv("UBUILD_CONFIG_DIR", str(blocker / "config"))
    editor_settings.set_hex_size_mm(55)
    assert editor_settings.hex_size_mm() == 55.0
    home = open_home(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    _resize(home, 700, 500)
    _close(qtbot, home)  # nothing can be written: no error either
    again = open_home(animations=False, computer_delay_ms=0)
    qtbot.addWidget(again)
    assert again.size() == QSize(700, 500)
    assert blocker.read_text(encoding="utf-8") == "in the way"


def test_yes_no_settings_are_kept_and_read_defensively() -> None:
    from ubuild_desktop.settings import flag, set_flag

    assert flag("test/choice") is False and flag("test/choice", True) is True
    set_flag("test/choice", True)
    assert flag("test/choice") is True
    store = settings()
    store.setValue("test/choice", "not a yes or no")
    assert flag("test/choice") is False
    store.setValue("test/choice", "")
    assert flag("test/choice", True) is True


def test_a_game_window_keeps_the_side_panel_only_where_the_player_dragged_it(qtbot: QtBot) -> None:
    """A side panel the player never dragged is sized anew for each window (a share of its
    width, the turn panel's controls first); one they dragged keeps their sizes."""
    window = _game_window(qtbot)
    _resize(window, 780, 580)
    qtbot.waitUntil(lambda: window.size() == QSize(780, 580))
    QApplication.processEvents()
    assert abs(window.splitter.sizes()[1] - window.sidebar_width()) <= 8  # the window's own share
    _close(qtbot, window)
    assert settings().value("windows/play/splitter/board") is None  # nothing dragged, nothing kept
    again = _game_window(qtbot)
    qtbot.waitExposed(again)
    QApplication.processEvents()
    assert not again._splitter_dragged and not again._sidebar_dragged
    # The player drags the board's edge and a handle of the side panel.
    total = sum(again.splitter.sizes())
    again.splitter.moveSplitter(total - 470, 1)
    side_total = sum(again.sidebar.sizes())
    again.sidebar.moveSplitter(side_total - 120, 2)
    QApplication.processEvents()
    board_sizes, side_sizes = again.splitter.sizes(), again.sidebar.sizes()
    assert again._splitter_dragged and again._sidebar_dragged
    _close(qtbot, again)
    third = _game_window(qtbot)
    qtbot.waitExposed(third)
    QApplication.processEvents()
    assert third.size() == QSize(780, 580)
    assert third._splitter_dragged and third._sidebar_dragged
    assert third.splitter.sizes() == board_sizes and third.sidebar.sizes() == side_sizes


def test_a_floating_panel_left_off_the_screen_comes_back_onto_it(qtbot: QtBot) -> None:
    """A dock panel floated onto another (larger) screen, since gone, opens on this one."""
    from ubuild_desktop.editor import open_editor

    editor = open_editor(load_builtin("starter"))
    qtbot.addWidget(editor)
    qtbot.waitExposed(editor)
    editor.problems_dock.setFloating(True)
    editor.problems_dock.setGeometry(2600, 1500, 1500, 1200)
    QApplication.processEvents()
    _close(qtbot, editor)
    again = open_editor(load_builtin("starter"))
    qtbot.addWidget(again)
    qtbot.waitExposed(again)
    QApplication.processEvents()
    dock = again.problems_dock
    available = again.screen().availableGeometry()
    assert dock.isFloating() and dock.isVisible()
    assert available.contains(dock.frameGeometry()), (dock.frameGeometry(), available)
