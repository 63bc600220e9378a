"""Starting a new game never loses an unfinished one: its autosave is kept aside."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.play.helpers import make_window, roll
from ubuild_desktop.play.files import autosave_path, earlier_games_folder, keep_replaced_autosave, read_game_file


def test_a_new_game_keeps_the_unfinished_one(qtbot: QtBot) -> None:
    first = make_window(qtbot, players="Ana:human,Bo:human", seed=1)
    roll(qtbot, first, 3)
    first_state = first.controller.state
    second = make_window(qtbot, players="Cy:human,Di:human", seed=2)
    roll(qtbot, second, 2)
    kept = list(earlier_games_folder().glob("game-*.json"))
    assert len(kept) == 1
    session, seats = read_game_file(kept[0])
    assert session.state == first_state
    assert [s.name for s in seats] == ["Ana", "Bo"]
    session, _ = read_game_file(autosave_path())
    assert session.state == second.controller.state


def test_resuming_or_taking_back_the_same_game_keeps_nothing_aside(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=5)
    roll(qtbot, window, 4)
    session, _ = read_game_file(autosave_path())
    assert keep_replaced_autosave(autosave_path(), session) is None
    shorter = session.state.history[:-1]
    from ubuild_desktop.core.engine import Session

    assert keep_replaced_autosave(autosave_path(), Session.resume(session.game, session.seed, shorter)) is None
    assert list(earlier_games_folder().glob("game-*.json")) == []


def test_the_home_window_says_earlier_games_are_kept(qtbot: QtBot) -> None:
    from ubuild_desktop.app.home import HomeWindow

    first = make_window(qtbot, seed=1)
    roll(qtbot, first, 3)
    home = HomeWindow()
    qtbot.addWidget(home)
    assert home.earlier_label.isHidden()
    second = make_window(qtbot, players="Cy:human,Di:human", seed=2)
    roll(qtbot, second, 2)
    home.refresh()
    assert not home.earlier_label.isHidden()
    assert "(1)" in home.earlier_label.text()
