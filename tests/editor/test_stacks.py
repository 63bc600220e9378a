"""The editor on a stack of pieces: a click takes the top piece, deleting it reveals the next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import stacked_track
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.validate import Code

from .conftest import click_cell


def test_click_and_delete_work_down_a_stack(qtbot: QtBot, make_editor: Any) -> None:
    window = make_editor(stacked_track(5))
    assert set(window.scene.piece_items()) == {"b3", "b4"}  # the top two are drawn
    overlaps = [d for d in window.document.report.diagnostics if d.code == Code.OVERLAP]
    assert len(overlaps) == 1 and overlaps[0].params["count"] == 5
    for remaining in (4, 3, 2):
        click_cell(qtbot, window, Cell(0, 0))
        top = f"b{remaining}"
        assert window.controller.selection == {top}
        qtbot.keyClick(window.view, Qt.Key.Key_Delete)
        track = window.current_track()
        assert [p.id for p in track.pieces] == [f"b{i}" for i in range(remaining)]
        assert set(window.scene.piece_items()) == {f"b{remaining - 2}", f"b{remaining - 1}"}
    window.document.undo_stack.undo()
    assert set(window.scene.piece_items()) == {"b1", "b2"}
