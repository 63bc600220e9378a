"""The home window: the Starter board, new game, resume, open, edit a track."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.helpers import finish_opening, run_ubuild
from ubuild_desktop.app import HomeWindow
from ubuild_desktop.core.engine import Phase
from ubuild_desktop.core.trackfile import load_builtin

from ..play.helpers import adopt


def make_home(qtbot: QtBot) -> HomeWindow:
    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    home.show()
    qtbot.waitExposed(home)
    return home


def test_home_shows_the_starter_board_and_no_resume_at_first(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    assert {p.id for p in home.scene.track.pieces} == {p.id for p in load_builtin("starter").pieces}
    assert not home.resume_button.isEnabled()
    for button in (home.new_button, home.open_button, home.edit_button):
        assert button.isEnabled()


def test_new_game_dialog_starts_a_two_human_starter_game(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.track_combo.currentData() == "builtin:starter"
    rules = dialog.rules.text()
    assert "$12.9M" in rules and "residential blocks only" in rules
    # Starter is for 2-4 players: the fifth cannot be added.
    dialog.add_player()
    dialog.add_player()
    assert len(dialog.rows) == 4 and not dialog.add_button.isEnabled()
    dialog.remove_player(dialog.rows[-1])
    dialog.remove_player(dialog.rows[-1])
    qtbot.waitUntil(lambda: len(dialog.rows) == 2)
    dialog.rows[0].name.setText("Ana")
    dialog.rows[1].name.setText("Ana")
    assert not dialog.start_button.isEnabled() and "distinct" in dialog.problem.text()
    dialog.rows[1].name.setText("Bo")
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    assert not dialog.start_button.isEnabled()
    dialog.rows[1].colour.setCurrentIndex(3)
    dialog.seed.setValue(42)
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window = adopt(qtbot, home.play_window)
    state = window.controller.state
    assert state.game.players == ("Ana", "Bo") and window.controller.session.seed == 42
    # The game starts with the roll-off: Ana rolls first for who starts, then Bo.
    assert state.phase == Phase.ROLL_OFF and state.current_player == 0
    assert window.controller.seats[1].colour == dialog.rows[1].seat().colour
    assert home.resume_button.isEnabled()  # the autosave is there from the first action
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.current_player == 1 and [e.kind for e in state.events].count("roll_off_rolled") == 1
    while state.phase == Phase.ROLL_OFF:  # Bo rolls (and both again after a tie)
        qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.PRE_ROLL and state.current_player == state.first_player
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.rolls == 1


def test_classic_dialog_offers_six_players_and_computers(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    dialog = home.new_game()
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:classic"))
    for _ in range(4):
        dialog.add_player()
    assert len(dialog.rows) == 6 and not dialog.add_button.isEnabled()
    dialog.rows[5].set_kind("computer", "simple")
    assert dialog.seats()[5].is_computer and dialog.seats()[5].strength == "simple"
    assert "$24.9M" in dialog.rules.text()
    dialog.reject()


def test_track_from_the_editor_and_a_file(qtbot: QtBot, tmp_path: Path) -> None:
    home = make_home(qtbot)
    editor = home.edit_track(load_builtin("classic"))
    if editor is not None:
        qtbot.addWidget(editor)
        dialog = home.new_game()
        index = dialog.track_combo.findData("editor:")
        assert index >= 0
        dialog.track_combo.setCurrentIndex(index)
        assert "$24.9M" in dialog.rules.text()  # the editor's Classic track
        dialog.reject()
    dialog = home.new_game()
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert not dialog.set_track_file(bad)
    assert "bad.json" in dialog.problem.text()
    from ubuild_desktop.core.trackfile import save_track

    good = tmp_path / "mine.json"
    save_track(load_builtin("pro"), good)
    assert dialog.set_track_file(good)
    assert dialog.start_button.isEnabled() and "$31.7M" in dialog.rules.text()
    dialog.reject()


def test_open_a_broken_save_from_home(qtbot: QtBot, tmp_path: Path) -> None:
    home = make_home(qtbot)
    path = tmp_path / "junk.ubuild-game"
    path.write_bytes(b"\x00\xffnot a game")
    assert finish_opening(qtbot, home.open_game_file(path)) == "failed"
    assert home.message_box is not None and home.message_box.isVisible()
    assert "junk.ubuild-game" in home.message_box.text()
    home.message_box.close()
    assert home.play_window is None


def test_command_line_play_and_home_screenshots(tmp_path: Path) -> None:
    shot = tmp_path / "play.png"
    done = run_ubuild("play", "--track", "starter", "--players", "Ana:human,Bot:computer:simple", "--seed", "3",
                "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    done = run_ubuild("play", "--players", "Solo:human", tmp_path=tmp_path)
    assert done.returncode == 2 and "2-4 players" in done.stderr
    shot = tmp_path / "auto.png"
    done = run_ubuild("play", "--players", "A:computer:simple,B:computer:good", "--seed", "4", "--autoplay",
                "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()
    shot = tmp_path / "home.png"
    done = run_ubuild("home", "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()
    assert QApplication.instance() is None or True
