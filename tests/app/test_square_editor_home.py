"""The square-board editor joined to Home (issue 14): Play This Board opens the New game dialog
on the board as the editor has it (edited, not saved) and Start plays it in the game window;
Home's Open takes a board file into the square-board editor."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.modal import choose_file
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square import load_builtin_board, save_board
from ubuild_desktop.editor.square_window import SquareEditorWindow, open_square_editor_window

from .helpers import make_home


def test_play_this_board_opens_the_new_game_dialog_on_the_edited_board(qtbot: QtBot) -> None:
    home = make_home(qtbot)
    editor = open_square_editor_window(load_builtin_board("traditional"))
    qtbot.addWidget(editor)
    home.adopt_editor(editor)
    editor.select_space(1)
    editor.space_form.price.setFocus()
    editor.space_form.price.lineEdit().selectAll()
    qtbot.keyClicks(editor.space_form.price.lineEdit(), "90")
    qtbot.keyClick(editor.space_form.price.lineEdit(), Qt.Key.Key_Return)
    editor.play_action.trigger()
    dialog = home.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.track_combo.currentData() == "editor:"
    session, seats = dialog.result_session()
    assert isinstance(session, TradSession)
    assert session.state.game.board.spaces[1].price == 90  # the board as edited, not saved
    assert len(seats) >= 2
    # Start: the game window plays on the edited board.
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window = home.play_window
    assert window is not None
    qtbot.addWidget(window)
    qtbot.waitUntil(window.isVisible, timeout=5000)
    assert window.controller.session.state.game.board.spaces[1].price == 90
    editor.document.undo_stack.setClean()
    editor.close()


def test_homes_open_takes_a_board_file_into_the_square_editor(qtbot: QtBot, tmp_path: Path) -> None:
    board_file = tmp_path / "board.json"
    board = load_builtin_board("traditional")
    save_board(board, board_file)
    home = make_home(qtbot)
    answered = choose_file(board_file)
    qtbot.mouseClick(home.open_button, Qt.MouseButton.LeftButton)
    assert answered
    editors = [w for w in QApplication.topLevelWidgets() if isinstance(w, SquareEditorWindow) and w.isVisible()]
    for editor in editors:
        qtbot.addWidget(editor)
    assert len(editors) == 1 and editors[0].path == board_file and editors[0].document.board == board
    # joined: its Play This Board opens the New game dialog at home
    editors[0].play_action.trigger()
    assert home.dialog is not None and home.dialog.track_combo.currentData() == "editor:"
    home.dialog.reject()
    editors[0].close()
