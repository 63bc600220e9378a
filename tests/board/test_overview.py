"""Tiny tiles on screen: the pieces drawn as plain coloured hexes by one overview item
(``board/overview.py``), never showing a track as it was before an edit."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import BoardScene, BoardView, PieceItem, cell_center
from ubuild_desktop.board import colours
from ubuild_desktop.board.layers import HEX_SIZE
from ubuild_desktop.board.overview import OVERVIEW_HEX_PX
from ubuild_desktop.core.edits import History, move, rotate
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.trackfile import load_builtin

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
SMALL = 0.8 * OVERVIEW_HEX_PX / HEX_SIZE  # a scale at which a hex is smaller than the threshold


def make_view(qtbot: QtBot, history: History) -> BoardView:
    scene = BoardScene(history.track, build_graph(history.track))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    qtbot.waitExposed(view)
    return view


def show_at(view: BoardView, scale: float, centre: Cell) -> None:
    view.resetTransform()
    view.scale(scale, scale)
    view.centerOn(cell_center(centre))
    view.viewport().grab()  # a paint: the view picks the level of detail


def pixel(view: BoardView, cell: Cell) -> QColor:
    return view.viewport().grab().toImage().pixelColor(view.mapFromScene(cell_center(cell)))


def covered(view: BoardView) -> set[Cell]:
    """The hexes the overview fills (a tile's fill colour at each hex's centre)."""
    overview = view.scene().overview_item()
    assert overview is not None
    pieces = view.scene().piece_items().values()
    cells = {face.cell for item in pieces for face in item.faces}
    neighbours = {Cell(c.q + dq, c.r + dr) for c in cells for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))}
    return {c for c in cells | neighbours if any(path.contains(cell_center(c)) for _colour, path in overview.paths())}


def test_tiny_tiles_are_drawn_by_the_overview_and_found_by_clicks(qtbot: QtBot) -> None:
    history = History(load_builtin("pro"))
    view = make_view(qtbot, history)
    scene = view.scene()
    piece = history.track.pieces[4]
    show_at(view, SMALL, piece.cell)
    assert scene.overview_item() is not None
    assert all(item.flags() & NO_CONTENTS for item in scene.piece_items().values())
    assert covered(view) == {c for p in history.track.pieces for c in p.cells()}
    hit = scene.piece_at(cell_center(piece.cell))
    assert isinstance(hit, PieceItem) and hit.piece_id == piece.id  # clicks still find the piece
    assert pixel(view, piece.cell) != colours.TABLE  # and it shows
    show_at(view, 2 * OVERVIEW_HEX_PX / HEX_SIZE, piece.cell)  # larger: the tiles again
    assert scene.overview_item() is None
    assert not any(item.flags() & NO_CONTENTS for item in scene.piece_items().values())


def test_after_an_edit_or_a_rotation_the_overview_shows_the_new_track(qtbot: QtBot) -> None:
    history = History(load_builtin("pro"))
    view = make_view(qtbot, history)
    piece = history.track.pieces[4]
    show_at(view, SMALL, piece.cell)
    covered(view)  # the paths of the track before
    for edit in (move(history.track, [piece.id], 0, -3), rotate(history.track, [history.track.pieces[9].id], 2)):
        track = history.push(edit)
        view.scene().update_track(track, build_graph(track))
        assert covered(view) == {c for p in track.pieces for c in p.cells()}
    moved = history.track.piece(piece.id)
    assert pixel(view, moved.cell) != colours.TABLE
    assert pixel(view, piece.cell) == colours.TABLE or piece.cell in {
        c for p in history.track.pieces for c in p.cells()}


def test_an_outlined_or_highlighted_piece_paints_itself_over_the_overview(qtbot: QtBot) -> None:
    history = History(load_builtin("pro"))
    view = make_view(qtbot, history)
    scene = view.scene()
    piece = history.track.pieces[4]
    show_at(view, SMALL, piece.cell)
    scene.highlight_pieces([piece.id])
    assert not scene.piece_item(piece.id).flags() & NO_CONTENTS
    scene.highlight_pieces([])
    assert scene.piece_item(piece.id).flags() & NO_CONTENTS
