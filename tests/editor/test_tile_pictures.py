"""The editor's board never shows an old tile picture after an edit (board/tile_cache.py)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.trackfile import load_builtin

from tests.board.test_tile_cache import afresh, assert_shows_new, difference, fresh_cache, pixels, region  # noqa: F401
from tests.editor.conftest import click_cell


def test_a_rotation_in_the_editor_shows_the_turned_piece(qtbot: QtBot, make_editor) -> None:  # noqa: ANN001
    window = make_editor(load_builtin("starter"))
    window.resize(1000, 700)
    qtbot.waitExposed(window)
    view = window.view
    view.fit()
    jail = next(p for p in window.current_track().pieces if p.kind == PieceKind.JAIL)
    before = pixels(view)
    click_cell(qtbot, window, jail.cell)
    assert window.controller.selection == {jail.id}
    window.rotate_cw_action.trigger()
    assert window.current_track().piece(jail.id).rotation == (jail.rotation + 1) % 6
    window.scene.highlight_pieces(())  # compare the art, not the selection's outline
    assert_shows_new(view, before, window.scene.piece_item(jail.id).sceneBoundingRect())
    window.undo_action.trigger()  # the first picture again, not the turned one
    window.scene.highlight_pieces(())
    where = region(view, window.scene.piece_item(jail.id).sceneBoundingRect())
    assert difference(pixels(view), afresh(view), where) < 3.0
