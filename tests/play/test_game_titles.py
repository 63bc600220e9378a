"""Saving a game and the window's title: the suffix, Save As, opening and resuming name the file."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.play import PlayWindow, read_game_file, resume_window
from ubuild_desktop.play.files import SavedAs, read_play_document, read_play_file
from ubuild_desktop.play.window_files import game_file_path

from ..modal import cancel_file_dialog, choose_file, press_message_button
from .helpers import adopt, click, latest_autosave, make_window, roll


# ------------------------------------------------------------------ saving and titles


def test_game_file_names_get_the_suffix_open_lists() -> None:
    assert game_file_path("/x/evening") == Path("/x/evening.ubuild-game")
    assert game_file_path("/x/evening.v2") == Path("/x/evening.v2.ubuild-game")
    assert game_file_path("/x/evening.ubuild-game") == Path("/x/evening.ubuild-game")
    assert game_file_path("/x/Evening.JSON") == Path("/x/Evening.JSON")


def test_save_as_without_an_extension_then_save_and_the_title_follows(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    assert window.windowTitle() == "Untitled game (Starter)[*] \u2013 U-Build"
    assert not window.isWindowModified()
    roll(qtbot, window, 1)
    # Save with no file yet asks for one (the Save As dialog): a name typed without an extension.
    answered = choose_file(tmp_path / "evening")
    window.save_action.trigger()
    assert answered, "no file dialog came up"
    saved = tmp_path / "evening.ubuild-game"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.ubuild-game"]
    assert read_game_file(saved)[0].state == window.controller.state
    assert window.save_path == saved
    assert window.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not window.isWindowModified()
    # A decision later the file is behind the game: the title marks it; Save writes it, no dialog.
    click(qtbot, window.turn_panel.buy_button)
    assert window.isWindowModified()
    window.save_action.trigger()
    assert not window.isWindowModified()
    assert read_game_file(saved)[0].state == window.controller.state
    # Save As offers the current file; cancelling changes nothing.
    answered = cancel_file_dialog()
    window.save_as_action.trigger()
    assert answered and window.save_path == saved


def test_save_as_asks_before_replacing_the_file_the_suffix_points_to(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    existing = tmp_path / "evening.ubuild-game"
    existing.write_text("keep me", encoding="utf-8")
    # "evening.v2" becomes "evening.v2.ubuild-game"; with "evening" the dialog itself asks.
    other = tmp_path / "evening.v2.ubuild-game"
    other.write_text("keep me too", encoding="utf-8")
    choose_file(tmp_path / "evening.v2")
    asked = press_message_button(QMessageBox.StandardButton.No)
    window.save_as_action.trigger()
    assert asked and other.read_text(encoding="utf-8") == "keep me too"
    assert window.save_path is None
    choose_file(tmp_path / "evening.v2")
    asked = press_message_button(QMessageBox.StandardButton.Yes)
    window.save_as_action.trigger()
    assert asked and window.save_path == other
    assert read_game_file(other)[0].state == window.controller.state
    assert existing.read_text(encoding="utf-8") == "keep me"


def test_open_and_resume_show_the_file_name(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    path = tmp_path / "evening.ubuild-game"
    assert window.save_game_as(path)
    # Open… (the real action and its file dialog) opens it in a new window, titled by the file.
    replaced: list[PlayWindow] = []
    window.gameReplaced.connect(replaced.append)
    answered = choose_file(path)
    window.open_action.trigger()
    qtbot.waitUntil(lambda: bool(replaced))  # the file is read off the UI thread
    assert answered
    opened = adopt(qtbot, replaced[0])
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not opened.isWindowModified()
    # The autosave remembers the file: a resumed game keeps its name (and knows it moved on).
    click(qtbot, opened.turn_panel.buy_button)
    assert read_play_file(latest_autosave()).saved_as == SavedAs(path, len(opened.controller.state.history) - 1)
    opened.close()
    resumed = adopt(qtbot, resume_window(animations=False, computer_delay_ms=0))
    assert resumed.save_path == path
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and resumed.isWindowModified()
    resumed.save_action.trigger()
    assert not resumed.isWindowModified()
    assert read_game_file(path)[0].state == resumed.controller.state


def test_taken_back_below_the_saved_point_stays_modified_after_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    path = tmp_path / "evening.ubuild-game"
    answered = choose_file(path)
    window.save_as_action.trigger()
    assert answered and window.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build"
    assert not window.isWindowModified()
    saved = read_game_file(path)[0].state.history
    # Take back the purchase the file holds: the game is now behind its file.
    window.takeback_action.trigger()
    assert len(window.controller.state.history) < len(saved)
    assert window.isWindowModified()
    window.close()
    resumed = adopt(qtbot, resume_window(animations=False, computer_delay_ms=0))
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and resumed.isWindowModified()
    # Buying again makes the same game as the file's, but the mark is only cleared by saving.
    click(qtbot, resumed.turn_panel.buy_button)
    assert resumed.isWindowModified()
    resumed.save_action.trigger()
    assert not resumed.isWindowModified()
    assert read_game_file(path)[0].state.history == resumed.controller.state.history == saved


def test_a_game_file_given_to_resume_window_names_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    path = tmp_path / "evening.ubuild-game"
    assert window.save_game_as(path)
    window.close()
    opened = adopt(qtbot, resume_window(path, animations=False, computer_delay_ms=0))
    assert opened.save_path == path
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not opened.isWindowModified()
    click(qtbot, opened.turn_panel.buy_button)
    assert opened.isWindowModified()


def test_an_odd_saved_as_field_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    doc = read_play_document(latest_autosave())  # the snapshot with its journal's actions
    odd: object
    for odd in (3, {"path": "a\u0000b", "moves": 1}, {"path": "x.ubuild-game", "moves": -1},
                {"path": "x", "moves": True}, {"moves": 1}, []):
        path = tmp_path / "odd.json"
        path.write_text(json.dumps({**doc, "saved_as": odd}), encoding="utf-8")
        file = read_play_file(path)
        assert file.saved_as is None and file.session.state == window.controller.state
