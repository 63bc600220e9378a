"""The home window never opens two windows on one autosaved game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.play.helpers import finish_opening
from ubuild_desktop.core.engine import Dice, Game, Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import PlayWindow, open_game_window
from ubuild_desktop.play.seats import parse_players

from ..play.helpers import adopt
from .test_home import make_home


def _autosaved_game(qtbot: QtBot) -> None:
    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 4), seats, animations=False, computer_delay_ms=0)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.controller.inject_chance(Dice((2,)))
    window.turn_panel.roll_button.click()
    window.close()


def test_resume_twice_brings_the_open_game_forward(qtbot: QtBot) -> None:
    _autosaved_game(qtbot)
    home = make_home(qtbot)
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    first = adopt(qtbot, home.play_window)
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    assert home.play_window is first
    open_games = [w for w in qtbot_widgets() if isinstance(w, PlayWindow) and w.isVisible()]
    assert open_games == [first]


def test_opening_another_game_closes_the_one_on_the_table(qtbot: QtBot, tmp_path) -> None:
    _autosaved_game(qtbot)
    home = make_home(qtbot)
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    first = adopt(qtbot, home.play_window)
    path = tmp_path / "named.ubuild-game"
    assert first.save_game_as(path)
    assert finish_opening(qtbot, home.open_game_file(path)) == "opened"
    second = adopt(qtbot, home.play_window)
    assert second is not first and second.isVisible()
    assert not first.isVisible()


def qtbot_widgets() -> list:
    from PySide6.QtWidgets import QApplication

    return QApplication.topLevelWidgets()
