"""The home window and its New game dialog: the Starter board; a new game (players, the track
list with the editor's track and a chosen file, the seed under Advanced); resuming and opening
games (never two windows on one game, titles, moves counted, broken files); the resume label
showing players' names as letters; ``ubuild play`` and ``ubuild home`` on the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.play.helpers import adopt, finish_opening, run_ubuild
from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.core.usertext import FSI, PDI
from ubuild_desktop.play import PlayWindow, open_game_window
from ubuild_desktop.core.userdata import new_game_path
from ubuild_desktop.play.files import write_play_file
from ubuild_desktop.play.saved_games import describe_game, entry_details
from ubuild_desktop.play.seats import default_seats, parse_players

from ..modal import choose_file
from .helpers import listed, make_home

HOSTILE = "<b>Ana</b><img src=x>"
RLO_NAME = "\u202eBo"


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
    assert dialog.track_combo.currentData() == "builtin:ubuild/starter"
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
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:ubuild/classic"))
    for _ in range(4):
        dialog.add_player()
    assert len(dialog.rows) == 6 and not dialog.add_button.isEnabled()
    dialog.rows[5].set_kind("computer", "simple")
    assert dialog.seats()[5].is_computer and dialog.seats()[5].strength == "simple"
    assert "$24.9M" in dialog.rules.text()
    dialog.reject()


# ------------------------------------------------------------------ the track list, the seed, moves counted


def test_default_track_first_and_the_editor_track_only_when_an_editor_has_one(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    qtbot.mouseClick(home.new_button, Qt.MouseButton.LeftButton)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    combo = dialog.track_combo
    assert combo.itemData(0) == "builtin:ubuild/starter" and combo.currentIndex() == 0
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
    # Picking "A track or board file…" from the box's open list asks for the file straight
    # away (arrows through the closed box do not: test_arrows_through_the_board_list_...).
    combo.setFocus()
    answered = choose_file(path)
    file_index = combo.findData("file:")
    qtbot.keyClick(combo, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(combo.view().isVisible)
    combo.view().setCurrentIndex(combo.model().index(file_index, 0))
    qtbot.keyClick(combo.view(), Qt.Key.Key_Return)
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
    assert answered and combo.currentText() == "A track or board file…"
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
    assert entry_details(describe_game(window.controller.autosave_file)).startswith("no moves yet")
    # Who starts: Ana rolls 6, Bo 1 (each roll a move; each die is CHANCE's); then Ana's 1.
    window.controller.inject_chance(Dice((6,)), Dice((1,)), Dice((1,)))
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.ROLL_OFF
    assert entry_details(describe_game(window.controller.autosave_file)).startswith("1 move so far")  # the roll; its die is CHANCE's
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.PRE_ROLL and state.first_player == 0
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert state.phase == Phase.BUY
    qtbot.mouseClick(window.turn_panel.buy_button, Qt.MouseButton.LeftButton)
    # Saved under a name, then closed: Home says four moves, and the resumed game keeps its name.
    assert window.save_game_as(tmp_path / "evening")
    window.close()  # the window deletes itself; Home hears of it and looks at the autosave again
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: listed(home) == ["Starter: Ana, Bo\n4 moves so far"])
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    resumed = adopt(qtbot, home.play_window)
    assert resumed.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build" and not resumed.isWindowModified()
    # Opened from Home: the file's name too.
    assert finish_opening(qtbot, home.open_game_file(tmp_path / "evening.ubuild-game")) == "opened"
    opened = adopt(qtbot, home.play_window)
    assert opened.windowTitle() == "evening.ubuild-game[*] \u2013 U-Build"
    assert QApplication.activeModalWidget() is None


# ------------------------------------------------------------------ one window a game


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
    open_games = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlayWindow) and w.isVisible()]
    assert open_games == [first]


def test_opening_another_game_closes_the_one_on_the_table(qtbot: QtBot, tmp_path: Path) -> None:
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


# ------------------------------------------------------------------ names as letters


def test_the_resume_label_shows_markup_and_overrides_in_names_as_letters(qtbot: QtBot) -> None:
    names = [HOSTILE, RLO_NAME, "Cy"]
    session = Session(Game.create(load_builtin("starter"), names), 5)
    write_play_file(session, default_seats(names), new_game_path())
    home = make_home(qtbot)
    assert home.resume_button.isEnabled()
    assert listed(home) == [f"Starter: {HOSTILE}, {FSI}{RLO_NAME}{PDI}, Cy\nno moves yet"]  # "<b>" stays letters
    assert home.games.width() < 1920


# ------------------------------------------------------------------ broken files, the command line


def test_open_a_broken_save_from_home(qtbot: QtBot, tmp_path: Path) -> None:
    home = make_home(qtbot)
    path = tmp_path / "junk.ubuild-game"
    path.write_bytes(b"\x00\xffnot a game")
    assert finish_opening(qtbot, home.open_game_file(path)) == "failed"
    assert home.message_box is not None and home.message_box.isVisible()
    assert "junk.ubuild-game" in home.message_box.text()
    home.message_box.close()
    assert home.play_window is None


@pytest.mark.tool
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


def test_home_opens_new_game_with_enter_and_tab_reaches_every_way_in(qtbot: QtBot) -> None:
    """From the keyboard alone: at start the focus is on New game (it was on the picture of
    the board, where Enter did nothing), Enter presses the focused button (Home's buttons
    took only Space), and Tab goes through the four ways in without stopping on the picture."""
    home = make_home(qtbot)
    home.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is home.new_button)
    chain, widget = [], home.new_button
    for _ in range(8):
        widget = widget.nextInFocusChain()
        while not (widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = widget.nextInFocusChain()
        chain.append(widget)
    assert home.board_view not in chain
    assert {home.open_button, home.edit_button} <= set(chain)
    qtbot.keyClick(home.new_button, Qt.Key.Key_Return)
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def _tab_through(qtbot: QtBot, dialog: QWidget, stops: int) -> list[QWidget]:
    """The widgets Tab reaches, in turn, from the one focused (Tab pressed on the focused widget)."""
    seen = []
    for _ in range(stops):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        while widget is not None and widget.parentWidget() is not None and widget.focusProxy() is None \
                and widget.objectName().startswith("qt_"):
            widget = widget.parentWidget()  # a spin box's own line edit: the spin box
        seen.append(widget)
    return seen


@pytest.mark.parametrize("board", ["builtin:ubuild/starter", "builtin:traditional/traditional"])
def test_new_game_tab_goes_down_the_dialog_as_it_reads(qtbot: QtBot, board: str) -> None:
    """Tab from the board goes through the rules, each player's row, Add a player, the
    house rules' options, Advanced, Start (Add a player came second, the players after
    Start and Cancel); a player added later takes his place in the order."""
    home = make_home(qtbot)
    qtbot.keyClick(home.new_button, Qt.Key.Key_Return)
    dialog = home.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData(board))
    dialog.add_player()
    dialog.track_combo.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.track_combo)
    seen = _tab_through(qtbot, dialog, 40)
    order = [w for w in [dialog.round_limit, *(r.name for r in dialog.rows), dialog.add_button,
                         dialog.advanced_button, dialog.start_button] if w.isVisible()]
    at = [seen.index(w) for w in order]
    assert at == sorted(at), [w.objectName() for w in seen]
    assert [w for w in seen[:at[-1]] if w.objectName() == "seatColour2"], "the added player's row is passed by"
    options = [w for box in dialog.option_boxes.values() if box.isVisible() for w in seen[:at[-1]] if box.isAncestorOf(w)]
    if board.startswith("builtin:traditional"):
        assert options and all(at[-3] < seen.index(w) < at[-2] for w in options)  # after Add a player, before Advanced
    dialog.reject()


def test_arrows_through_the_board_list_do_not_open_a_file_dialog(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Down on the closed Board list, past the last board, stops on "A track or board
    file…" with "Choose file…" beside it (a file dialog opened at once, in the middle of
    the arrowing); picked from the open list, the entry still asks for the file."""
    home = make_home(qtbot)
    qtbot.keyClick(home.new_button, Qt.Key.Key_Return)
    dialog = home.dialog
    assert dialog is not None
    asked: list[bool] = []
    monkeypatch.setattr(dialog, "_choose_file", lambda: asked.append(True))
    combo = dialog.track_combo
    combo.setFocus()
    file_entry = combo.findData("file:")
    while combo.currentIndex() != file_entry:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert not asked and dialog.browse.isVisible()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    qtbot.keyClick(combo, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # the open list
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    view.setCurrentIndex(combo.model().index(file_entry, 0))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the file entry chosen there asks for the file
    assert asked == [True]
    dialog.reject()
