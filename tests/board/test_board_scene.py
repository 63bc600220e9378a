"""The board scene draws every built-in track and marks a broken one's problems."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from ubuild_desktop.board import BoardScene, ConnectorMarkerItem, Layer, PieceItem, ProblemCellItem, cell_center
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.validate import Code, validate

from .helpers import render


def starter_without(*piece_ids: str) -> Track:
    track = load_builtin("starter")
    return track.model_copy(update={"pieces": tuple(p for p in track.pieces if p.id not in piece_ids)})


@pytest.mark.parametrize("name", builtin_track_names())
def test_every_builtin_track_draws_one_item_per_piece(qtbot: object, name: str) -> None:
    track = load_builtin(name)
    scene = BoardScene(track, build_graph(track))
    items = scene.piece_items()
    assert set(items) == {p.id for p in track.pieces}
    assert all(isinstance(item, PieceItem) for item in items.values())
    assert len([i for i in scene.items() if isinstance(i, PieceItem)]) == len(track.pieces)
    # A valid track: every connector is joined, nothing is marked.
    assert all(state == "joined" for item in items.values() for state in item.connector_states)
    assert not scene.problem_piece_ids()
    assert not scene.marker_items()
    image = render(scene)
    assert not image.isNull()


def test_items_show_what_the_cards_say(qtbot: object) -> None:
    track = load_builtin("classic")
    scene = BoardScene(track)
    names = {
        face.district.name
        for item in scene.piece_items().values()
        for face in item.faces
        if face.district is not None
    }
    assert "Sapphire Point" in names  # a dark-blue district on a planning double
    planning = [
        face for item in scene.piece_items().values() for face in item.faces if face.kind == "planning"
    ]
    assert len(planning) == 2
    district = next(f.district for i in scene.piece_items().values() for f in i.faces if f.district)
    assert district.price.startswith("$") and len(district.letter) == 1


def test_scene_does_not_change_the_track(qtbot: object) -> None:
    track = load_builtin("pro")
    before = track.model_dump()
    scene = BoardScene(track)
    scene.set_diagnostics(validate(track).diagnostics)
    scene.highlight_pieces([p.id for p in track.pieces[:3]])
    scene.set_sites_visible(True)
    render(scene)
    assert track.model_dump() == before
    assert scene.track is track


def test_broken_track_shows_problem_markers(qtbot: object) -> None:
    track = starter_without("p5")  # a bridge out: two open ends face the gap
    report = validate(track)
    scene = BoardScene(track, report.graph)
    scene.set_diagnostics(report.diagnostics)
    open_ids = {d.pieces[0] for d in report.diagnostics if d.code == Code.OPEN_CONNECTOR}
    assert open_ids == {"p4", "p6"}
    assert open_ids <= scene.problem_piece_ids()
    markers = [m for m in scene.marker_items() if isinstance(m, ConnectorMarkerItem)]
    assert {(m.piece_id, m.kind) for m in markers} == {("p4", "open"), ("p6", "open")}
    assert all(m.isVisible() and m.scene() is scene and m.zValue() == Layer.PROBLEMS for m in markers)
    # Joined connectors stay calm; the open ones are the only unjoined ones.
    p4 = scene.piece_item("p4")
    assert sorted(p4.connector_states) == ["joined", "open"]
    # Markers are included in the board's extent, so fit() shows them.
    for marker in markers:
        assert scene.board_rect().contains(marker.sceneBoundingRect().center())
    render(scene)


def test_overlap_hatches_the_cell_and_diagnostics_can_be_cleared(qtbot: object) -> None:
    track = load_builtin("starter")
    moved = tuple(p.model_copy(update={"cell": Cell(1, 0)}) if p.id == "p6" else p for p in track.pieces)
    track = track.model_copy(update={"pieces": moved})
    report = validate(track)
    scene = BoardScene(track, report.graph)
    scene.set_diagnostics(report.diagnostics)
    cells = [m.cell for m in scene.marker_items() if isinstance(m, ProblemCellItem)]
    assert Cell(1, 0) in cells
    assert any(isinstance(m, ConnectorMarkerItem) and m.kind == "blocked" for m in scene.marker_items())
    render(scene)
    scene.set_diagnostics([])
    assert not scene.marker_items()
    assert not scene.problem_piece_ids()


def test_highlight_pieces_marks_exactly_those(qtbot: object) -> None:
    track = load_builtin("starter")
    scene = BoardScene(track)
    rect = scene.highlight_pieces(["p2", "p3", "nonexistent"])
    assert scene.highlighted_piece_ids() == {"p2", "p3"}
    assert scene.piece_item("p2").is_highlighted and not scene.piece_item("p1").is_highlighted
    assert scene.piece_item("p2").zValue() > scene.piece_item("p1").zValue()
    assert rect.contains(scene.piece_item("p3").sceneBoundingRect())
    scene.highlight_pieces([])
    assert not scene.highlighted_piece_ids()
    assert not any(item.is_highlighted for item in scene.piece_items().values())


def test_sites_toggle(qtbot: object) -> None:
    track = load_builtin("starter")
    graph = build_graph(track)
    scene = BoardScene(track, graph)
    sites = scene.sites_item()
    assert sites is not None and not sites.isVisible()
    scene.set_sites_visible(True)
    assert sites.isVisible() and set(sites.cells) == set(graph.sites)
    assert sites.zValue() < scene.piece_item("p1").zValue()
    scene.set_sites_visible(False)
    assert not sites.isVisible()


def test_set_track_keeps_items_added_by_other_layers(qtbot: object) -> None:
    scene = BoardScene(load_builtin("starter"))
    token = scene.addEllipse(0, 0, 10, 10)
    token.setZValue(Layer.MOVERS)
    scene.set_track(load_builtin("classic"))
    assert token.scene() is scene
    assert set(scene.piece_items()) == {p.id for p in load_builtin("classic").pieces}


def test_piece_at_and_cell_geometry(qtbot: object) -> None:
    track = load_builtin("starter")
    scene = BoardScene(track)
    piece = track.piece("p2")
    for cell in piece.cells():
        hit = scene.piece_at(cell_center(cell))
        assert hit is not None and hit.piece_id == "p2"
    assert scene.piece_at(QPointF(-10_000, -10_000)) is None


def test_bridge_position_survives_a_redraw(qtbot: object) -> None:
    track = load_builtin("starter")
    scene = BoardScene(track)
    assert scene.piece_item("p5").bridge_position == "down"
    scene.set_bridge_position("p5", "up")
    assert scene.piece_item("p5").bridge_position == "up"
    scene.set_track(track)
    assert scene.piece_item("p5").bridge_position == "up"
    render(scene)


def test_empty_track_draws_nothing_but_has_a_board_rect(qtbot: object) -> None:
    scene = BoardScene(Track())
    assert scene.piece_items() == {}
    assert not scene.board_rect().isEmpty()


def test_an_edit_keeps_the_board_rect_marks_and_connector_states_of_a_fresh_scene(qtbot: object) -> None:
    """update_track keeps the pieces' rect, the problem outlines and the highlight between
    edits: after each edit they equal those of a scene drawn from nothing."""
    from ubuild_desktop.core.edits import History, RemovePieces, move, rotate

    history = History(load_builtin("pro"))
    scene = BoardScene(history.track, build_graph(history.track))
    edge = min(history.track.pieces, key=lambda p: p.cell.r)  # on the board's top edge
    inner = history.track.pieces[3]
    steps = [
        lambda t: move(t, [edge.id], 0, -3),  # the rect grows
        lambda t: None,  # undo: it shrinks back
        lambda t: rotate(t, [inner.id], 2),
        lambda t: RemovePieces.of(t, [edge.id]),
        lambda t: None,
    ]
    for step in steps:
        edit = step(history.track)
        track = history.undo() if edit is None else history.push(edit)
        report = validate(track)
        scene.highlight_pieces([inner.id])
        scene.update_track(track, report.graph)
        scene.set_diagnostics(report.diagnostics)
        fresh = BoardScene(track, build_graph(track))
        fresh.set_diagnostics(report.diagnostics)
        assert scene.board_rect() == fresh.board_rect()
        items, fresh_items = scene.piece_items(), fresh.piece_items()
        assert {pid: i.connector_states for pid, i in items.items()} == {
            pid: i.connector_states for pid, i in fresh_items.items()}
        assert {pid for pid, i in items.items() if i.has_problem} == scene.problem_piece_ids() == fresh.problem_piece_ids()
        assert not any(i.is_highlighted for i in items.values())  # an edit clears the highlight


@pytest.mark.parametrize("name", builtin_track_names())
def test_far_words_are_larger_stay_inside_their_hex_and_are_not_cut(qtbot: object, name: str) -> None:
    """Read from afar (the play window's TV mode) no word of any tile is smaller than near
    (most are a quarter larger or more), each is whole (no ellipsis), inside its hex, and the prices are inked
    as dark as the names; back near, the tiles are as before. The editor's scenes stay near."""
    from PySide6.QtGui import QPolygonF

    from ubuild_desktop.board import hex_path

    track = load_builtin(name)
    near, far = BoardScene(track), BoardScene(track)
    far.set_far_words(True)
    assert not near.far_words and far.far_words
    near_words, far_words = near.word_sizes(), far.word_sizes()
    assert [(spot, text) for spot, text, _px in near_words] == [(spot, text) for spot, text, _px in far_words]
    for (spot, text, near_px), (_spot, _text, far_px) in zip(near_words, far_words):
        assert far_px >= near_px, (spot, text, near_px, far_px)
    growth = sorted(far_px / near_px for (_s, _t, near_px), (_s2, _t2, far_px) in zip(near_words, far_words))
    assert growth[len(growth) // 2] >= 1.25  # a long word ("Bellfounders") grows less: the TV's zoom does the rest
    for item in far.piece_items().values():
        for spot, text, _px in item.word_sizes():
            if spot in ("name", "price"):
                assert "\u2026" not in " ".join(item.spots[spot].fitted(text, QPointF()).lines), text
        for cell, rect in item.label_rects():
            hexagon: QPolygonF = hex_path(cell).toFillPolygon()
            inner = rect.adjusted(1.0, 1.0, -1.0, -1.0)  # antialiasing's slack
            for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
                assert hexagon.containsPoint(corner, Qt.FillRule.OddEvenFill), (name, cell, rect)
    far.set_far_words(False)
    assert far.word_sizes() == near_words
