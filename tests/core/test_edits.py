"""Edit commands undo exactly; clipping aims connectors at the open ends a piece touches."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core.tracks import GO, JAIL, dd, laid, ring
from ubuild_desktop.core.edits import (
    AddPieces, Compound, EditError, History, RemovePieces, SetProperties, aim, move, rotate,
)
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import ClipIndex
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate


def test_add_remove_and_undo():
    track = load_builtin("starter")
    history = History(track)
    extra = Placement(id="x", kind=PieceKind.BRIDGE, cell=Cell(20, 20))
    history.push(AddPieces((extra,)))
    assert history.track.piece("x") == extra
    history.push(RemovePieces.of(history.track, ["p3", "x"]))
    assert [p.id for p in history.track.pieces] == [p.id for p in track.pieces if p.id != "p3"]
    assert history.undo().piece("x") == extra
    assert history.undo() == track
    assert history.redo().piece("x") == extra


def test_adding_an_existing_id_is_refused():
    track = load_builtin("starter")
    with pytest.raises(EditError):
        AddPieces((track.pieces[0],)).apply(track)


def test_move_rotate_aim_and_settings_revert_exactly():
    track = load_builtin("starter")
    ids = [p.id for p in track.pieces]
    edits = [
        move(track, ids[:3], 2, -1),
        rotate(track, ids, 2, Cell(1, 1)),
        aim(track, "p1", 0, 4),
        SetProperties.of(track, preset=Preset.PRO, name="Mine"),
    ]
    for edit in edits:
        changed = edit.apply(track)
        assert changed != track
        assert edit.revert(changed) == track


def test_rotating_the_whole_track_keeps_it_valid():
    track = load_builtin("pro")
    turned = rotate(track, [p.id for p in track.pieces], 1).apply(track)
    assert validate(turned).valid


def test_aim_refuses_the_shared_edge_of_a_double():
    track = load_builtin("starter")
    double = track.piece("p2")
    with pytest.raises(EditError):
        aim(track, "p2", 0, double.rotation)  # toward its own second hex


def test_a_stale_edit_is_refused():
    track = load_builtin("starter")
    edit = move(track, ["p1"], 1, 0)
    moved = edit.apply(track)
    with pytest.raises(EditError):
        edit.apply(moved)


def test_compound_is_one_step():
    track = load_builtin("starter")
    step = Compound((move(track, ["p1"], 0, 5), SetProperties.of(track, name="Other")), "Gesture")
    history = History(track)
    history.push(step)
    assert history.track.name == "Other"
    assert history.undo() == track


@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.integers(0, 5)), min_size=1, max_size=8))
def test_any_sequence_of_moves_and_turns_undoes_to_the_start(steps):
    track = load_builtin("classic")
    history = History(track)
    ids = [p.id for p in track.pieces]
    for i, (dq, dr, turn) in enumerate(steps):
        chosen = ids[i % len(ids) :: 3]
        history.push(move(history.track, chosen, dq, dr))
        history.push(rotate(history.track, chosen, turn))
    for _ in range(2 * len(steps)):
        history.undo()
    assert history.track == track


def test_a_piece_dropped_on_an_open_end_clips_to_it():
    full = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    removed = full.pieces[1]  # the D1 double
    track = full.model_copy(update={"pieces": tuple(p for p in full.pieces if p.id != removed.id)})
    index = ClipIndex(track)
    clip = index.best_clip("new", PieceKind.DISTRICT_DOUBLE, "D1", removed.cell, removed.rotation)
    assert clip.clipped and not clip.blocked
    assert sorted(clip.targets) == [("p1", 1), ("p3", 0)]
    rebuilt = track.model_copy(update={"pieces": track.pieces + (clip.placement,)})
    assert validate(rebuilt).valid


def test_dropping_a_double_by_its_far_end_still_clips():
    full = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    removed = full.pieces[1]
    track = full.model_copy(update={"pieces": tuple(p for p in full.pieces if p.id != removed.id)})
    far_end = removed.cells()[1]
    clip = ClipIndex(track).best_clip("new", PieceKind.DISTRICT_DOUBLE, "D1", far_end, removed.rotation)
    assert clip.placement.cells() == removed.cells()
    assert len(clip.targets) == 2


def test_a_single_clips_between_two_ends_and_a_drop_on_track_is_blocked():
    full = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    jail = full.pieces[2]
    track = full.model_copy(update={"pieces": tuple(p for p in full.pieces if p.id != jail.id)})
    index = ClipIndex(track)
    clip = index.clip("j", PieceKind.JAIL, None, jail.cell, 0)
    assert clip.clipped and len(clip.targets) == 2
    assert validate(track.model_copy(update={"pieces": track.pieces + (clip.placement,)})).valid
    assert index.clip("j", PieceKind.JAIL, None, full.pieces[0].cell, 0).blocked


def test_build_the_starter_track_piece_by_piece_with_clipping():
    target = load_builtin("starter")
    track = Track(name="Starter", preset=Preset.STARTER)
    for piece in target.pieces:
        clip = ClipIndex(track).best_clip(piece.id, piece.kind, piece.tile, piece.cell, piece.rotation)
        assert not clip.blocked
        track = clip.edit().apply(track)
    assert validate(track).valid
    assert [s.cell for s in validate(track).graph.spaces] == [s.cell for s in validate(target).graph.spaces]


def test_a_drop_that_turns_a_neighbour_undoes_in_one_step():
    track = Track(pieces=(Placement(id="a", kind=PieceKind.DISTRICT_DOUBLE, tile="D1", cell=Cell(0, 0)),))
    # The double's east end faces (2,0); drop a bridge on (1,1), south-east of that end.
    clip = ClipIndex(track).best_clip("b", PieceKind.BRIDGE, None, Cell(1, 1), 0)
    assert clip.placement.cell == Cell(1, 1)
    assert clip.targets == (("a", 1),)
    (before, after), = clip.adjusted
    assert after.connector_edges()[1] == (Cell(1, 0), 1)  # now facing SE, toward the bridge
    history = History(track)
    history.push(clip.edit())
    assert len(validate(history.track).graph.joins) == 2
    assert history.undo() == track
