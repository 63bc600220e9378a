"""Validation edit by edit (``LiveValidation``, ``core/graph.py``'s ``LiveGraph``) gives what
validating from nothing gives, after every edit of random edit sequences."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from ubuild_desktop.core.edits import AddPieces, EditError, History, RemovePieces, SetProperties, aim, move, rotate
from ubuild_desktop.core.graph import LiveGraph, build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.validate import LiveValidation, Report, validate

NAMES = builtin_track_names()
NEW_KINDS = (PieceKind.BRIDGE, PieceKind.JAIL, PieceKind.RAILROAD, PieceKind.DISTRICT_DOUBLE)


def graph_fields(report: Report) -> dict[str, object]:
    """Every field of the report's graph, dicts as lists of items where order shows."""
    fields = {f.name: getattr(report.graph, f.name) for f in dataclasses.fields(report.graph)}
    fields["sites"] = list(report.graph.sites.items())  # the order sites are listed in
    return fields


def assert_same(live: Report, full: Report) -> None:
    assert live.track is full.track or live.track == full.track
    assert (live.preset, live.railroads) == (full.preset, full.railroads)
    assert graph_fields(live) == graph_fields(full)
    assert live.diagnostics == full.diagnostics


# One step: which edit, and numbers it picks its pieces and values from.
step = st.tuples(
    st.sampled_from(("move", "move", "rotate", "aim", "delete", "add", "stack", "settings", "undo", "undo", "redo")),
    st.integers(0, 10_000), st.integers(-2, 2), st.integers(-2, 2), st.integers(0, 5),
)


def edit_for(track: Track, kind: str, pick: int, dq: int, dr: int, turn: int):  # noqa: ANN201 (an Edit)
    pieces = track.pieces
    piece = pieces[pick % len(pieces)] if pieces else None
    if kind == "add" or piece is None:
        new_kind = NEW_KINDS[pick % len(NEW_KINDS)]
        tile = "D5" if new_kind == PieceKind.DISTRICT_DOUBLE else None
        cell = Cell(dq * 2 + turn, dr * 2 - turn)
        return AddPieces((Placement(id=track.next_piece_id(), kind=new_kind, tile=tile, cell=cell, rotation=turn),))
    if kind == "move":
        ids = [piece.id] + ([pieces[(pick * 7) % len(pieces)].id] if pick % 3 == 0 else [])
        return move(track, ids, dq, dr)
    if kind == "stack":  # onto another piece's hex
        other = pieces[(pick // 7) % len(pieces)]
        return move(track, [piece.id], other.cell.q - piece.cell.q, other.cell.r - piece.cell.r)
    if kind == "rotate":
        return rotate(track, [piece.id], turn or 1)
    if kind == "aim":
        return aim(track, piece.id, pick % len(piece.connector_directions), turn)
    if kind == "delete":
        return RemovePieces.of(track, [piece.id])
    return SetProperties.of(
        track,
        preset=list(Preset)[pick % 4],
        railroads=bool(pick % 2),
        direction=(None, "clockwise", "counterclockwise")[pick % 3],
    )


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(NAMES), steps=st.lists(step, min_size=1, max_size=25))
def test_a_report_kept_edit_by_edit_equals_a_full_validation(name, steps):
    history = History(load_builtin(name))
    live = LiveValidation(history.track)
    assert_same(live.report, validate(history.track))
    for kind, pick, dq, dr, turn in steps:
        try:
            if kind == "undo":
                if not history.done:
                    continue
                history.undo()
            elif kind == "redo":
                if not history.undone:
                    continue
                history.redo()
            else:
                history.push(edit_for(history.track, kind, pick, dq, dr, turn))
        except EditError:
            continue
        assert_same(live.update(history.track), validate(history.track))


def test_a_drop_and_its_undo_reuse_the_cycle_of_the_track_before():
    history = History(load_builtin("pro"))
    live = LiveGraph(history.track)
    before = live.graph
    piece = history.track.pieces[5]
    broken = live.update(history.push(move(history.track, [piece.id], 0, -3)))
    assert broken.piece_cycle is None and not broken.sites
    again = live.update(history.undo())
    assert again.spaces == before.spaces and all(a is b for a, b in zip(again.spaces, before.spaces))
    assert again.sites is before.sites
    assert again is not before and before.track is not again.track


def test_an_unrelated_track_gives_its_own_graph():
    live = LiveGraph(load_builtin("pro"))
    other = load_builtin("starter")
    graph = live.update(other)
    full = build_graph(other)
    assert graph_fields(Report(other, other.preset, other.railroads, graph)) == graph_fields(
        Report(other, other.preset, other.railroads, full)
    )


def test_a_graph_handed_out_never_changes():
    history = History(load_builtin("classic"))
    live = LiveGraph(history.track)
    first = live.graph
    owners, joins, sites = dict(first.cell_owner), dict(first.joins), dict(first.sites)
    for piece in history.track.pieces[:4]:
        live.update(history.push(move(history.track, [piece.id], 1, 0)))
    assert (first.cell_owner, first.joins, first.sites) == (owners, joins, sites)
