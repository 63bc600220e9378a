"""Home → New game → the traditional board with house rules → the play window on the square
board, click by click in a child process (``tests/ui_harness.py``): the dialog, opened by
Home's real button, is filled in from the harness's timer (the board picked with the arrow
keys, house rules ticked, a spin box stepped, a computer seat chosen, Start clicked); the
game then plays on the square board with those house rules, its first roll made with the
turn panel's real Roll button, and the autosave holds the house rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.ui_harness import Harness, ScenarioResult, scenario_test

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

SPEC = __name__


def _new_traditional_game(dialog: Any, h: Harness) -> bool:
    """The harness's answer to the New game dialog: the traditional game, house rules set."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from ubuild_desktop.play.new_game import NewGameDialog

    if not isinstance(dialog, NewGameDialog):
        return False
    combo = dialog.track_combo
    target = combo.findData("builtin:traditional/traditional")
    h.notes["choices"] = [combo.itemText(i) for i in range(combo.count())]
    combo.setFocus()
    while combo.currentIndex() < target:  # the built-in boards come before the file entry
        QTest.keyClick(combo, Qt.Key.Key_Down)
    h.notes["board"] = combo.currentText()
    h.notes["board info"] = dialog.board_info.text()
    box = dialog.house_rules
    h.notes["house rules shown"] = box.isVisible() and not dialog.rules.isVisible()
    h.notes["defaults"] = box.rules().to_json()
    for check in (box.free_parking_pot, box.double_salary):  # on: not the book's
        QTest.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    QTest.mouseClick(box.auctions, Qt.MouseButton.LeftButton, pos=QPoint(8, box.auctions.height() // 2))  # off
    QTest.keyClick(box.dealt, Qt.Key.Key_Up)  # one property each before the first roll
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.rows[1].kind.setFocus()
    QTest.keyClick(dialog.rows[1].kind, Qt.Key.Key_Down)  # Bo: Computer (simple)
    dialog.rows[2].kind.setFocus()
    QTest.keyClick(dialog.rows[2].kind, Qt.Key.Key_Down)
    QTest.keyClick(dialog.rows[2].kind, Qt.Key.Key_Down)  # Cyd: Computer (good)
    h.notes["chosen"] = box.rules().to_json()
    h.notes["start enabled"] = dialog.start_button.isEnabled()
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return True


def new_traditional_game_scenario(h: Harness) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ubuild_desktop.app.home import HomeWindow
    from ubuild_desktop.core.engine.traditional.state import TradState
    from ubuild_desktop.play.traditional.board import SquarePlayBoard

    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    h.use(home.new_button, answer=lambda dialog: _new_traditional_game(dialog, h))
    h.settle()
    window = home._live_play_window()
    h.check(window is not None, "Start opened the game window")
    if window is None:
        return
    state = window.controller.state
    h.check(isinstance(state, TradState), "the game is the traditional game")
    h.check(isinstance(window.play_board, SquarePlayBoard), "the play window shows the square board")
    h.notes["house rules"] = state.game.house_rules.to_json()
    h.notes["players"] = list(state.game.players)
    h.notes["computers"] = [s.is_computer for s in window.controller.seats]
    h.notes["strengths"] = [s.strength for s in window.controller.seats]
    # Ana rolls with the turn panel's button whenever the game waits on her, until her first move.
    for _ in range(200):
        h.settle(2)
        moves = [e for e in state.events if e.kind == "moved" and e.get("player") == 0]
        if moves:
            break
        roll = window.turn_panel.roll_button
        if window.controller.waiting_for_human() and roll.isVisible() and roll.isEnabled():
            QTest.mouseClick(roll, Qt.MouseButton.LeftButton)
        elif window.controller.waiting_for_human():
            # the game asks Ana something else first (a computer's deal, a bid: its seed is
            # new each game): she answers with the turn panel's main action, by keyboard
            main = window.turn_panel.main_action()
            if main is not None and main.isEnabled():
                window.turn_panel.focus_main_action()
                QTest.keyClick(main, Qt.Key.Key_Return)
    h.notes["ana moved"] = bool([e for e in state.events if e.kind == "moved" and e.get("player") == 0])
    h.notes["asked of ana"] = [type(a).__name__ for a in state.legal_actions()][:8] if not h.notes["ana moved"] else []
    h.notes["dealt"] = sum(1 for e in state.events if e.kind == "property_dealt")
    autosave = window.controller.autosave_file
    h.notes["autosave"] = str(autosave) if autosave is not None else ""


@scenario_test(f"{SPEC}:new_traditional_game_scenario", "ui-traditional")
def test_home_new_game_traditional_with_house_rules_plays_on_the_square_board(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    notes = result.notes
    assert "Traditional (built-in square board)" in notes["choices"]
    assert notes["board"] == "Traditional (built-in square board)"
    assert notes["board info"] == "2-8 players; each starts with $1,500"
    assert notes["house rules shown"]
    assert notes["defaults"] == {"free_parking_pot": False, "auctions": True, "round_limit": 0, "dealt_properties": 0,
                                 "double_salary_on_go": False, "build_in_jail": True, "mortgage_breaks_double": False}
    chosen = {"free_parking_pot": True, "auctions": False, "round_limit": 0, "dealt_properties": 1,
              "double_salary_on_go": True, "build_in_jail": True, "mortgage_breaks_double": False}
    assert notes["chosen"] == chosen and notes["start enabled"]
    assert notes["house rules"] == chosen  # the session's game has them
    assert notes["players"] == ["Ana", "Bo", "Cyd"]
    assert notes["computers"] == [False, True, True] and notes["strengths"][1:] == ["simple", "good"]
    assert notes["dealt"] == 3  # one property dealt to each player before the first roll
    assert notes["ana moved"], notes
    # The rules are saved with the game: the autosave's game document holds them.
    document = json.loads(Path(notes["autosave"]).read_text(encoding="utf-8"))
    game = document["game"]
    assert game["rule_set"] == "traditional" and game["house_rules"] == chosen
