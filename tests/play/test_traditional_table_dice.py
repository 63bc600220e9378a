"""A traditional game rolled with the table's own dice: each roll waits for the two faces
entered in the turn panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.game import Game as TradGame
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.square.boardfile import load_builtin_board
from ubuild_desktop.play import open_game_window, parse_players

from .helpers import click


def test_a_traditional_game_with_table_dice(qtbot: QtBot, tmp_path: Path) -> None:
    seats = parse_players("Ana:human,Bo:human")
    game = TradGame(load_builtin_board("traditional"), [s.name for s in seats])
    window = open_game_window(TradSession(game, 5, dice=DICE_TABLE), seats, animations=False, computer_delay_ms=0,
                              autosave=tmp_path / "auto.json")
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    panel = window.turn_panel
    state = window.controller.state
    assert window.table_dice_label is not None
    for faces in ((6, 5), (1, 2)):  # the roll-off: Ana rolls 11, Bo 3
        click(qtbot, panel.roll_button)
        assert window.controller.waiting_for_table_dice() and panel.dice_entry.dice_count() == 2
        assert "both dice" in panel.status.text()
        panel.dice_entry.pick(0, faces[0])
        panel.dice_entry.pick(1, faces[1])
        click(qtbot, panel.dice_entry.enter_button)
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    click(qtbot, panel.roll_button)
    panel.dice_entry.pick(0, 3)
    panel.dice_entry.pick(1, 5)
    click(qtbot, panel.dice_entry.enter_button)
    assert state.position[0] == 8 and state.phase is Phase.BUY
    window.controller.set_paused(True)
    window.close()
