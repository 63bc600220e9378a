"""Home lists every unfinished game and resumes any of them; a test game (the editor's Play
This Track, ``ubuild play``) has its own entry under its own heading and never pushes the
family's game out; Open (Home's and the game window's Game → Open) lists the kept games
with their board, players and date above a "Browse files…" button (issues 23 and 28)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tests.play.helpers import adopt, make_window, roll
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play.saved_games import PATH_ROLE, OpenGameDialog

from ..modal import when_modal
from .helpers import listed, make_home


def _item_texts(widget) -> list[str]:  # type: ignore[no-untyped-def]
    return [widget.item(row).text() for row in range(widget.count())]


def test_a_test_game_from_the_editor_has_its_own_entry_and_the_familys_game_stays_first(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    assert home.dialog is not None
    home.dialog.rows[0].name.setText("Mum")
    home.dialog.rows[1].name.setText("Dad")
    qtbot.mouseClick(home.dialog.start_button, Qt.MouseButton.LeftButton)
    family = adopt(qtbot, home.play_window)
    roll(qtbot, family, 1)
    family_file = family.controller.autosave_file
    # The editor's Play This Track: a test game, started after the family's.
    dialog = home.play_track(load_builtin("classic"))
    assert dialog.track_combo.currentData() == "editor:"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    test = adopt(qtbot, home.play_window)
    assert test.controller.test_game and not family.isVisible()  # one game on the table
    test_file = test.controller.autosave_file
    assert test_file != family_file
    home.refresh()
    texts = _item_texts(home.games)
    assert texts[0].startswith("Starter: Mum, Dad\n") and "test game" not in texts[0]
    assert texts[1] == "Test games"
    assert texts[2].startswith("Classic: ") and "· test game · open in a window" in texts[2]
    # Resume goes to the family's game, newest or not; the test game is one click away.
    test.close()
    home.refresh()
    assert home.chosen_game() == family_file
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None and home.play_window.isVisible())
    resumed = adopt(qtbot, home.play_window)
    assert resumed.controller.autosave_file == family_file and not resumed.controller.test_game
    resumed.close()
    home.games.setCurrentRow(2)
    assert home.chosen_game() == test_file
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None and home.play_window.isVisible()
                    and home.play_window.controller.autosave_file == test_file)
    adopt(qtbot, home.play_window).close()


def _finish(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["finished"] = True
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_homes_open_lists_the_kept_games_and_opens_the_one_chosen(qtbot: QtBot) -> None:
    games = []
    for players, seed in (("Ana:human,Bo:human", 1), ("Cy:human,Di:human", 2), ("Eve:human,Flo:human", 3)):
        window = make_window(qtbot, players=players, seed=seed)
        roll(qtbot, window, 1)
        games.append(window.controller.autosave_file)
        window.close()
    _finish(games[2])
    home = make_home(qtbot)
    assert [text.split("\n")[0] for text in listed(home)] == ["Starter: Cy, Di", "Starter: Ana, Bo"]  # unfinished only
    seen: list[list[str]] = []

    def choose(dialog: QDialog) -> None:
        assert isinstance(dialog, OpenGameDialog)
        texts = _item_texts(dialog.list)
        seen.append(texts)
        row = next(r for r in range(dialog.list.count()) if dialog.list.item(r).data(PATH_ROLE) == str(games[2]))
        dialog.list.setCurrentRow(row)
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)

    when_modal(OpenGameDialog, choose)
    qtbot.mouseClick(home.open_button, Qt.MouseButton.LeftButton)
    assert seen
    texts = seen[0]
    assert texts[0] == "Unfinished games" and texts[3] == "Finished games"
    assert texts[1].startswith("Starter: Cy, Di\n") and texts[2].startswith("Starter: Ana, Bo\n")
    assert texts[4].startswith("Starter: Eve, Flo\n") and " · finished" in texts[4]
    for text in (texts[1], texts[2], texts[4]):
        details = text.split("\n")[1].split(" · ")
        assert details[0].endswith("moves so far") and details[1][-3] == ":"  # the date and time
    assert not any(text.endswith(".json") for text in texts)  # never a file's name
    qtbot.waitUntil(lambda: home.play_window is not None)
    opened = adopt(qtbot, home.play_window)
    assert opened.controller.autosave_file == games[2]
    assert opened.controller.state.game.players == ("Eve", "Flo")


def test_the_game_windows_open_lists_its_own_game_as_open_and_opens_another(qtbot: QtBot) -> None:
    other = make_window(qtbot, players="Cy:human,Di:human", seed=2)
    roll(qtbot, other, 1)
    other_file = other.controller.autosave_file
    other.close()
    window = make_window(qtbot, players="Ana:human,Bo:human", seed=1)
    replaced: list[object] = []
    window.gameReplaced.connect(replaced.append)
    seen: list[list[str]] = []

    def choose(dialog: QDialog) -> None:
        assert isinstance(dialog, OpenGameDialog)
        seen.append(_item_texts(dialog.list))
        own = next(r for r in range(dialog.list.count()) if "Ana, Bo" in dialog.list.item(r).text())
        assert not dialog.list.item(own).flags() & Qt.ItemFlag.ItemIsSelectable  # this window's own game
        assert dialog.list.currentItem().data(PATH_ROLE) == str(other_file)
        assert dialog.browse_button.isVisible()
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)

    when_modal(OpenGameDialog, choose)
    window.open_action.trigger()
    assert seen and any(text.endswith("open in a window") for text in seen[0])
    qtbot.waitUntil(lambda: bool(replaced))
    opened = adopt(qtbot, replaced[0])  # type: ignore[arg-type]
    assert opened.controller.autosave_file == other_file and not window.isVisible()
    assert QApplication.activeModalWidget() is None


@pytest.mark.tool
def test_ubuild_play_never_pushes_the_familys_game_out(qtbot: QtBot, tmp_path: Path) -> None:
    import os

    from tests.play.helpers import run_ubuild

    data = Path(os.environ["UBUILD_DATA_DIR"])
    family = make_window(qtbot, players="Mum:human,Dad:human", seed=1)
    roll(qtbot, family, 1)
    family_file = family.controller.autosave_file
    assert family_file is not None
    family.close()
    before = family_file.read_bytes()
    done = run_ubuild("play", "--players", "A:computer,B:computer", "--seed", "3", "--autoplay", "--round-limit", "2",
                      "--screenshot", str(tmp_path / "end.png"), tmp_path=tmp_path, UBUILD_DATA_DIR=str(data))
    assert done.returncode == 0, done.stderr
    assert family_file.read_bytes() == before  # untouched
    home = make_home(qtbot)
    texts = _item_texts(home.games)
    assert texts[0].startswith("Starter: Mum, Dad\n")  # the family's game, chosen for Resume
    assert home.chosen_game() == family_file
    # The command's game is over: it is kept with the finished games, which Open lists.
    assert len(texts) == 1
