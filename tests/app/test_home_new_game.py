"""Home and the New game dialog as new users met them: track order, the editor's track,
a chosen file's name, the seed folded away, titles of games opened from Home, moves counted."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.helpers import finish_opening
from ubuild_desktop.app.home import _describe_autosave
from ubuild_desktop.core.engine import Dice, Phase
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.play.files import autosave_path

from ..modal import choose_file
from ..play.helpers import adopt
from .test_home import make_home


def test_default_track_first_and_the_editor_track_only_when_an_editor_has_one(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    combo = dialog.track_combo
    assert combo.itemData(0) == "builtin:starter" and combo.currentIndex() == 0
    assert combo.findData("editor:") < 0  # no editor open: not offered
    dialog.reject()
    editor = home.edit_track(load_builtin("classic"))  # what Home's "Edit a track…" opens
    if editor is None:
        return  # an installation without the editor
    qtbot.addWidget(editor)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None
    index = dialog.track_combo.findData("editor:")
    assert index >= 0
    dialog.track_combo.setCurrentIndex(index)
    assert "$24.9M" in dialog.rules.text() and dialog.start_button.isEnabled()
    dialog.reject()
    editor.close()
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    assert home.dialog is not None and home.dialog.track_combo.findData("editor:") < 0
    home.dialog.reject()


def test_choose_file_names_the_file_in_the_box(qtbot: QtBot, tmp_path: Path) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None
    path = tmp_path / "my-pro-track.json"
    save_track(load_builtin("pro"), path)
    combo = dialog.track_combo
    # Picking "A track file…" from the box asks for the file straight away.
    combo.setFocus()
    answered = choose_file(path)
    file_index = combo.findData("file:")
    while combo.currentIndex() < file_index:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert answered, "no file dialog came up"
    assert combo.currentData() == "file:"
    assert combo.currentText() == "my-pro-track.json"
    assert combo.toolTip() == str(path)
    assert combo.itemData(file_index, Qt.ItemDataRole.ToolTipRole) == str(path)
    assert "$31.7M" in dialog.rules.text() and dialog.start_button.isEnabled()
    # "Choose file…" again, with another file.
    other = tmp_path / "classic-copy.json"
    save_track(load_builtin("classic"), other)
    answered = choose_file(other)
    qtbot.mouseClick(dialog.browse, Qt.MouseButton.LeftButton)
    assert answered and combo.currentText() == "classic-copy.json" and "$24.9M" in dialog.rules.text()
    # A file that is not a track: the box says so and no longer names a file.
    bad = tmp_path / "notes.json"
    bad.write_text("{", encoding="utf-8")
    answered = choose_file(bad)
    qtbot.mouseClick(dialog.browse, Qt.MouseButton.LeftButton)
    assert answered and combo.currentText() == "A track file…"
    assert "notes.json" in dialog.problem.text() and not dialog.start_button.isEnabled()
    dialog.reject()


def test_seed_is_folded_under_advanced(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None
    assert not dialog.seed.isVisible() and dialog.advanced_button.isVisible()
    qtbot.mouseClick(dialog.advanced_button, Qt.MouseButton.LeftButton)
    assert dialog.seed.isVisible() and dialog.seed.value() == 0 and dialog.seed.text() == "random"
    dialog.seed.setValue(42)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window = adopt(qtbot, home.play_window)
    assert window.controller.session.seed == 42
    assert window.windowTitle() == "Untitled game (Starter)[*] \u2013 U-Build"


def test_home_counts_the_players_moves_not_the_shuffle(qtbot: QtBot, tmp_path: Path) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    assert home.dialog is not None
    qtbot.mouseClick(home.dialog.start_button, Qt.MouseButton.LeftButton)
    window = home.play_window
    assert window is not None
    state = window.controller.state
    assert len(state.history) > 10  # the shuffle: CHANCE actions, nobody's move
    assert "(no moves yet)" in _describe_autosave(autosave_path())
    # Who starts: Ana rolls 6, Bo 1 (each roll a move; each die is CHANCE's); then Ana's 1.
    window.controller.inject_chance(Dice((6,)), Dice((1,)), Dice((1,)))
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.ROLL_OFF
    assert "(1 move so far)" in _describe_autosave(autosave_path())  # the roll; its die is CHANCE's
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.PRE_ROLL and state.first_player == 0
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.BUY
    qtbot.mouseClick(window.turn_panel.buy_button, Qt.MouseButton.LeftButton)
    # Saved under a name, then closed: Home says four moves, and the resumed game keeps its name.
    assert window.save_game_as(tmp_path / "evening")
    window.close()  # the window deletes itself; Home hears of it and looks at the autosave again
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: "Ana, Bo (4 moves so far)" in home.resume_label.text())
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    resumed = adopt(qtbot, home.play_window)
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not resumed.isWindowModified()
    # Opened from Home: the file's name too.
    assert finish_opening(qtbot, home.open_game_file(tmp_path / "evening.ubuild-game")) == "opened"
    opened = adopt(qtbot, home.play_window)
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build"
    assert QApplication.activeModalWidget() is None
