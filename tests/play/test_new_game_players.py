"""New game remembers the players (issue 23): the names, colours, human or computer and the
computers' strength of the last game started come back in the next New game dialog, in
Home's as in the play window's; what was kept but cannot be read is ignored. Driven as a
user does: typing names, picking in the boxes, clicking Add a player, Remove and Start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.play.test_new_game_traditional import choose
from ubuild_desktop.play.new_game import LAST_PLAYERS_KEY, NewGameDialog
from ubuild_desktop.play.seats import SEAT_COLOURS, Seat
from ubuild_desktop.settings import settings


def _dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _type_name(qtbot: QtBot, dialog: NewGameDialog, row: int, name: str) -> None:
    field = dialog.rows[row].name
    field.setFocus()
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, name)


def _start(qtbot: QtBot, dialog: NewGameDialog) -> None:
    assert dialog.start_button.isEnabled(), dialog.problem.text()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted


def test_the_players_of_the_last_game_come_back(qtbot: QtBot) -> None:
    first = _dialog(qtbot)
    assert [s.name for s in first.seats()] == ["Ana", "Bo"]  # nothing kept yet: two new players
    qtbot.mouseClick(first.add_button, Qt.MouseButton.LeftButton)
    _type_name(qtbot, first, 0, "Grandma")
    _type_name(qtbot, first, 1, "Leo")
    _type_name(qtbot, first, 2, "Robot")
    choose(qtbot, first.rows[1].colour, SEAT_COLOURS[6])  # Leo is teal
    first.rows[2].kind.setFocus()
    qtbot.keyClick(first.rows[2].kind, Qt.Key.Key_Down)  # Computer (simple)
    wanted = [Seat("Grandma", SEAT_COLOURS[0], "human", "good"), Seat("Leo", SEAT_COLOURS[6], "human", "good"),
              Seat("Robot", SEAT_COLOURS[2], "computer", "simple")]
    assert first.seats() == wanted
    _start(qtbot, first)

    again = _dialog(qtbot)
    assert again.seats() == wanted
    assert len(again.rows) == 3 and again.rows[2].kind.currentText() == "Computer (simple)"
    # Removing a player and choosing a good computer is kept too, for the next game.
    qtbot.mouseClick(again.rows[1].remove, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    again.rows[1].kind.setFocus()
    qtbot.keyClick(again.rows[1].kind, Qt.Key.Key_Down)  # Computer (good)
    _start(qtbot, again)
    third = _dialog(qtbot)
    assert third.seats() == [wanted[0], Seat("Robot", SEAT_COLOURS[2], "computer", "good")]


def test_a_cancelled_dialog_keeps_the_last_game_s_players(qtbot: QtBot) -> None:
    first = _dialog(qtbot)
    _type_name(qtbot, first, 0, "Zoe")
    _start(qtbot, first)
    second = _dialog(qtbot)
    _type_name(qtbot, second, 0, "Not kept")
    second.buttons.button(second.buttons.StandardButton.Cancel).click()
    assert [s.name for s in _dialog(qtbot).seats()] == ["Zoe", "Bo"]


def test_more_players_than_the_board_takes_come_back_as_many_as_it_takes(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    choose(qtbot, dialog.track_combo, "builtin:traditional/traditional")
    while len(dialog.rows) < 8:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    _start(qtbot, dialog)
    again = _dialog(qtbot)  # the traditional board again: all eight
    assert len(again.rows) == 8
    settings().setValue("newGame/board", "builtin:starter")  # the last board was a track of 2-4
    starter = _dialog(qtbot)
    assert [s.name for s in starter.seats()] == ["Ana", "Bo", "Cyd", "Dee"]
    assert starter.start_button.isEnabled()


def test_players_kept_in_a_damaged_setting_are_ignored(qtbot: QtBot) -> None:
    store = settings()
    for damaged in ("not json", '{"name": "Ana"}', '[{"name": ""}]', '[{"name": "Ana", "kind": "robot"}]', "[1, 2]"):
        store.setValue(LAST_PLAYERS_KEY, damaged)
        assert [s.name for s in _dialog(qtbot).seats()] == ["Ana", "Bo"], damaged
