"""The New game dialog on the traditional game and on files of either kind: the built-in
square board, its house rules (001's by default, each with a help line, saved with the
game), the players range and starting money of the board chosen, a track or board file
(a bad one named in one line), the editor's square board, the last choice remembered, and
why a game cannot be set up in the user's language. Driven through the widgets: keys in
the board box, clicks on the house rules, the arrows of the spin boxes, the Start button."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from tests.app.test_spanish_complete import spanish
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.options import DEFAULT_HOUSE_RULES, HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.play.new_game import NewGameDialog

TRADITIONAL = load_builtin_board("traditional")


def choose(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Pick the entry ``data`` of ``combo`` with the arrow keys, as a user does (never past
    the file entry, which asks for a file at once)."""
    target = combo.findData(data)
    assert target >= 0, data
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentIndex() == target:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    assert combo.currentIndex() == target


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its box."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def dialog_on(qtbot: QtBot, data: str = "builtin:traditional/traditional") -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.track_combo, data)
    return dialog


def test_the_traditional_board_shows_its_house_rules_with_the_books_defaults(qtbot: QtBot) -> None:
    dialog = dialog_on(qtbot, "builtin:ubuild/starter")
    assert dialog.rules.isVisible() and not dialog.house_rules.isVisible()
    assert dialog.round_limit.isVisible()
    assert dialog.board_info.text() == "2-4 players; each starts with $12.9M"
    choose(qtbot, dialog.track_combo, "builtin:traditional/traditional")
    assert dialog.track_combo.currentText() == "Traditional (built-in square board)"
    box = dialog.house_rules
    assert box.isVisible() and not dialog.rules.isVisible() and not dialog.round_limit.isVisible()
    assert dialog.board_info.text() == "2-8 players; each starts with $1,500"
    assert box.rules() == DEFAULT_HOUSE_RULES == HouseRules()  # 001's rules
    # Each house rule says what it does, on the dialog and in its tooltip.
    for control, words in ((box.free_parking_pot, "Free Parking"), (box.auctions, "auctioned"),
                           (box.round_limit, "final tally"), (box.dealt, "dealt"),
                           (box.double_salary, "exactly on GO"), (box.build_in_jail, "in jail"),
                           (box.mortgage_breaks_double, "mortgaged street")):
        assert words in control.toolTip()
        assert any(line.text() == control.toolTip() and line.isVisible() for line in box.help_lines)
    assert box.round_limit.text() == "no limit" and box.dealt.text() == "none"
    assert dialog.start_button.isEnabled()


def test_house_rules_chosen_are_the_sessions_and_saved_with_the_game(qtbot: QtBot) -> None:
    dialog = dialog_on(qtbot)
    box = dialog.house_rules
    tick(qtbot, box.free_parking_pot)
    tick(qtbot, box.auctions)
    tick(qtbot, box.double_salary)
    tick(qtbot, box.build_in_jail)
    assert not box.mortgage_breaks_double.isChecked()  # 002's double rent is the default (issue 24)
    tick(qtbot, box.mortgage_breaks_double)
    for _ in range(2):
        qtbot.keyClick(box.dealt, Qt.Key.Key_Up)
    box.round_limit.lineEdit().selectAll()
    qtbot.keyClicks(box.round_limit, "60")
    assert box.dealt.text() == "2 each" and box.round_limit.text() == "60 rounds"
    chosen = HouseRules(free_parking_pot=True, auctions=False, round_limit=60, dealt_properties=2,
                        double_salary_on_go=True, build_in_jail=False, mortgage_breaks_double=True)
    assert box.rules() == chosen
    # Up to 8 players on the traditional board.
    while dialog.add_button.isEnabled():
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert len(dialog.rows) == 8 and len({row.seat().colour for row in dialog.rows}) == 8
    dialog.rows[7].set_kind("computer", "simple")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session, seats = dialog.result_session()
    assert isinstance(session, TradSession)
    assert session.game.house_rules == chosen
    assert session.game.players == ("Ana", "Bo", "Cyd", "Dee", "Eli", "Fay", "Gus", "Hal")
    assert seats[7].is_computer and seats[7].strength == "simple"
    document = json.loads(dump_game(session))
    assert document["rule_set"] == "traditional" and document["house_rules"] == chosen.to_json()
    assert parse_game(dump_game(session)).game.house_rules == chosen
    # The next New game starts on the traditional board with these house rules.
    again = NewGameDialog()
    qtbot.addWidget(again)
    again.show()
    assert again.track_combo.currentData() == "builtin:traditional/traditional"
    assert again.house_rules.rules() == chosen
    qtbot.mouseClick(again.house_rules.defaults, Qt.MouseButton.LeftButton)
    assert again.house_rules.rules() == DEFAULT_HOUSE_RULES


def test_switching_back_to_a_track_gives_a_ubuild_session(qtbot: QtBot) -> None:
    dialog = dialog_on(qtbot)
    choose(qtbot, dialog.track_combo, "builtin:ubuild/classic")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session, _seats = dialog.result_session()
    assert isinstance(session, Session) and session.game.track.name == "Classic"


def test_a_board_file_plays_the_traditional_game_and_a_bad_file_is_one_line(qtbot: QtBot, tmp_path: Path) -> None:
    board_path = tmp_path / "my-board.json"
    board_path.write_text(dump_board(TRADITIONAL.model_copy(update={"name": "My city", "starting_cash": 2000})),
                          encoding="utf-8")
    dialog = dialog_on(qtbot, "builtin:ubuild/starter")
    assert dialog.set_file(board_path)
    assert dialog.track_combo.currentData() == "file:" and dialog.track_combo.currentText() == "my-board.json"
    assert dialog.house_rules.isVisible()
    assert dialog.board_info.text() == "2-8 players; each starts with $2,000"
    track_path = tmp_path / "my-track.json"
    save_track(load_builtin("pro"), track_path)
    assert dialog.set_file(track_path)
    assert not dialog.house_rules.isVisible() and "$31.7M" in dialog.board_info.text()
    broken = tmp_path / "broken-board.json"
    broken.write_text(dump_board(TRADITIONAL).replace('"salary": 200', '"salary": "lots"'), encoding="utf-8")
    assert not dialog.set_file(broken)
    problem = dialog.problem.text()
    assert "broken-board.json" in problem and "\n" not in problem
    assert not dialog.start_button.isEnabled()
    # A board the rules cannot play: why, in one line, in the user's language.
    jailless = [s for s in TRADITIONAL.spaces if s.kind != "jail"]
    no_jail = tmp_path / "no-jail.json"
    no_jail.write_text(dump_board(TRADITIONAL.model_copy(update={"spaces": tuple(jailless)})), encoding="utf-8")
    assert dialog.set_file(no_jail)
    assert not dialog.start_button.isEnabled()
    assert dialog.problem.text().startswith("the board 'Traditional' has problems: ")


def test_the_editors_square_board_is_offered_as_a_board(qtbot: QtBot) -> None:
    board = TRADITIONAL.model_copy(update={"name": "Edited"})
    dialog = NewGameDialog(lambda: board)
    qtbot.addWidget(dialog)
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("editor:"))  # as the editor's Play This Track does
    dialog.show()
    assert dialog.track_combo.currentText() == "The board open in the editor"
    assert dialog.board() is board and dialog.house_rules.isVisible()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session, _seats = dialog.result_session()
    assert isinstance(session, TradSession) and session.game.board.name == "Edited"


def test_why_a_game_cannot_start_is_in_the_users_language(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = dialog_on(qtbot)
    dialog.rows[1].name.setText("Ana")
    assert not dialog.start_button.isEnabled()
    assert dialog.problem.text() == "player names must be distinct and not blank"
    dialog.rows[1].name.setText("Bo")
    choose(qtbot, dialog.track_combo, "builtin:ubuild/starter")
    for _ in range(3):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    # Coming from the traditional board's 8 seats: the Starter takes 4.
    choose(qtbot, dialog.track_combo, "builtin:traditional/traditional")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    choose(qtbot, dialog.track_combo, "builtin:ubuild/starter")
    assert dialog.problem.text() == "a starter game is for 2-4 players, not 5"
    with spanish(qapp):
        spanish_dialog = dialog_on(qtbot)
        spanish_dialog.rows[1].name.setText("Ana")
        assert spanish_dialog.problem.text() == "los nombres de los jugadores deben ser distintos y no estar vacíos"
        assert spanish_dialog.board_info.text() == "2-8 jugadores; cada uno empieza con 1500 $"
        assert spanish_dialog.track_combo.currentText() == "Tradicional (tablero cuadrado incluido)"
        assert spanish_dialog.house_rules.title() == "Reglas de la casa"
