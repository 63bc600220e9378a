"""Every diagnostic code, each triggered by a minimal bad track, and the valid presets."""

from __future__ import annotations

import pytest

from tests.core.tracks import (
    BRIDGE, GO, JAIL, PARK, RAIL, TO_JAIL, E, dd, laid, loop, pd, ring, track_of,
)
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.layout import path_from_moves
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.validate import Code, validate


def codes(track, preset=None, railroads=None) -> set[Code]:
    return {d.code for d in validate(track, preset, railroads).diagnostics}


def starter_sequence():
    return [GO, dd("D2"), JAIL, dd("D3"), BRIDGE, PARK, dd("D8"), TO_JAIL, dd("D9"), BRIDGE]


@pytest.mark.parametrize("name", builtin_track_names())
def test_builtin_tracks_pass_their_own_preset(name):
    report = validate(load_builtin(name))
    assert report.valid, report.diagnostics
    assert report.graph.spaces[0].kind == "go"
    assert report.summary().startswith("Valid ")


def test_summary_names_preset_and_spaces():
    assert validate(load_builtin("pro")).summary() == "Valid Pro track, 32 spaces"
    assert validate(load_builtin("starter"), Preset.PRO).summary().endswith("problems")


def test_a_small_custom_ring_is_valid():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    report = validate(track)
    assert report.valid
    assert [s.kind for s in report.graph.spaces] == ["go", "district", "district", "jail", "district", "district"]


def test_overlap():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    extra = Placement(id="x", kind=PieceKind.BRIDGE, cell=track.pieces[0].cell, connectors=(0, 3))
    report = validate(track.model_copy(update={"pieces": track.pieces + (extra,)}))
    overlaps = [d for d in report.diagnostics if d.code == Code.OVERLAP]
    assert len(overlaps) == 1
    assert set(overlaps[0].pieces) == {"p1", "x"}
    assert overlaps[0].cells == (Cell(0, -1),)


def test_open_connector_when_a_piece_is_missing():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    broken = track.model_copy(update={"pieces": track.pieces[:-1]})
    report = validate(broken)
    assert codes(broken) == {Code.OPEN_CONNECTOR}
    assert {d.pieces for d in report.diagnostics} == {("p1",), ("p3",)}


def test_branch_when_a_piece_clips_into_the_side_of_another():
    # A loop along the rim of the ring plus a bridge whose connector points into the
    # side of the GO piece (GO's connectors face elsewhere).
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    go = track.pieces[0]
    outside = Cell(go.cell.q, go.cell.r - 1)  # north-west of GO, outside the ring
    stray = Placement(id="b", kind=PieceKind.BRIDGE, cell=outside, connectors=(1, 4))  # SE faces GO
    report = validate(track.model_copy(update={"pieces": track.pieces + (stray,)}))
    branches = [d for d in report.diagnostics if d.code == Code.BRANCH]
    assert [d.pieces for d in branches] == [("b", "p1")]
    assert Code.DISCONNECTED in {d.code for d in report.diagnostics}


def test_two_separate_tracks_are_disconnected():
    one = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    two = laid(ring(Cell(10, 0)), [PARK, dd("D3"), TO_JAIL, dd("D4")], prefix="q")
    track = track_of(one.pieces + two.pieces)
    report = validate(track)
    assert codes(track) == {Code.DISCONNECTED}
    (diag,) = report.diagnostics
    assert set(diag.pieces) == {"q1", "q2", "q3", "q4"}


def test_railroad_not_at_end_when_clipped_inside_the_track():
    track = load_builtin("classic-railroad")
    last = track.pieces[-1]
    assert last.kind == PieceKind.RAILROAD
    turned = last.model_copy(update={"connectors": ((last.connector_directions[0] + 1) % 6,)})
    broken = track.model_copy(update={"pieces": track.pieces[:-1] + (turned,)})
    report = validate(broken)
    inside = [d for d in report.diagnostics if d.code == Code.RAILROAD_NOT_AT_END]
    assert inside and inside[0].pieces[0] == last.id


def test_railroads_joined_to_each_other_are_not_at_an_end():
    rails = [
        Placement(id="r1", kind=PieceKind.RAILROAD, cell=Cell(0, 0), connectors=(0,)),
        Placement(id="r2", kind=PieceKind.RAILROAD, cell=Cell(1, 0), connectors=(3,)),
    ]
    ring_track = laid(ring(Cell(5, 5)), [GO, dd("D1"), JAIL, dd("D2")])
    track = track_of(tuple(rails) + ring_track.pieces)
    report = validate(track)
    assert Code.RAILROAD_NOT_AT_END in {d.code for d in report.diagnostics}


def test_one_railroad_alone():
    path = path_from_moves(Cell(0, 0), [E, E, E])
    track = laid(path, [RAIL, GO, dd("D1")], closed=False)
    assert Code.LONE_RAILROAD in codes(track)


def test_more_than_two_railroads():
    path = path_from_moves(Cell(0, 0), [E] * 4)
    track = laid(path, [RAIL, GO, dd("D1"), RAIL], closed=False, boxes=2)
    extra = laid(path_from_moves(Cell(0, 5), [E, E]), [RAIL, JAIL, RAIL], closed=False, prefix="x", boxes=2)
    both = track.model_copy(update={"pieces": track.pieces + extra.pieces})
    assert Code.RAILROAD_COUNT in codes(both)


def test_open_track_with_railroads_is_valid_and_jumps_once():
    path = path_from_moves(Cell(0, 0), [E] * 7)
    track = laid(path, [RAIL, GO, dd("D1"), JAIL, dd("D2"), RAIL], closed=False)
    report = validate(track)
    assert report.valid, report.diagnostics
    graph = report.graph
    assert len(graph.spaces) == 6
    assert graph.railroad_jump_after is not None
    after = graph.spaces[graph.railroad_jump_after]
    assert after.cell == Cell(6, 0)  # the last space before the second railroad


def test_no_go():
    track = laid(ring(), [BRIDGE, dd("D1"), JAIL, dd("D2")])
    assert codes(track) == {Code.NO_GO}


def test_custom_track_needs_a_district():
    track = laid(ring(), [GO, JAIL, PARK, TO_JAIL, BRIDGE, BRIDGE])
    assert codes(track) == {Code.NO_DISTRICT}


def test_too_many_pieces_of_a_kind_for_the_boxes():
    track = laid(loop(4, 1), [GO, BRIDGE, BRIDGE, BRIDGE, BRIDGE, dd("D1"), dd("D2"), JAIL])
    assert codes(track) == set()
    five = laid(loop(4, 1), [GO, BRIDGE, BRIDGE, BRIDGE, BRIDGE, BRIDGE, dd("D1"), dd("D2")])
    assert codes(five) == {Code.TOO_MANY_PIECES}
    assert codes(five.model_copy(update={"boxes": 2})) == set()


def test_the_same_printed_tile_twice_needs_two_boxes():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D1")])
    assert codes(track) == {Code.TOO_MANY_PIECES}
    assert codes(track.model_copy(update={"boxes": 2})) == set()


def test_wrong_pieces_for_a_preset():
    starter = load_builtin("starter")
    assert codes(starter, Preset.CLASSIC) >= {Code.WRONG_PIECES}
    assert codes(starter, Preset.STARTER, railroads=True) == {Code.WRONG_PIECES}
    assert codes(load_builtin("classic-railroad"), Preset.CLASSIC, railroads=False) == {Code.WRONG_PIECES}


def classic_with(old: str, new: str) -> Track:
    """The built-in Classic track with the double printed ``old`` swapped for ``new``."""
    classic = load_builtin("classic")
    pieces = tuple(p.model_copy(update={"tile": new}) if p.tile == old else p for p in classic.pieces)
    return classic.model_copy(update={"pieces": pieces})


def test_classic_uses_the_tiles_of_its_picture():
    # "Classic track: You must use the tiles shown in the picture, but you can swap their positions."
    classic = load_builtin("classic")
    assert codes(classic) == set()
    swap = {"D1": "D4", "D4": "D1"}
    swapped = classic.model_copy(update={"pieces": tuple(
        p.model_copy(update={"tile": swap[p.tile]}) if p.tile in swap else p for p in classic.pieces)})
    assert swapped != classic
    assert codes(swapped) == set()  # positions swapped: still the picture's tiles
    stray = classic_with("D4", "D5")
    report = validate(stray)
    assert [d.code for d in report.diagnostics] == [Code.WRONG_TILE]
    (problem,) = report.diagnostics
    piece = next(p for p in stray.pieces if p.tile == "D5")
    assert problem.pieces == (piece.id,) and problem.cells == piece.cells()
    assert "Classic" in problem.message and "not used:" in problem.message
    # Starter lets any district doubles replace the picture's, and Custom anything.
    assert Code.WRONG_TILE not in codes(stray, Preset.CUSTOM)
    starter = load_builtin("starter")
    other = starter.model_copy(update={"pieces": tuple(
        p.model_copy(update={"tile": "D7"}) if p.tile == "D2" else p for p in starter.pieces)})
    assert codes(other) == set()


def test_wrong_number_of_doubles_between_corners():
    sequence = [GO, dd("D2"), dd("D3"), JAIL, BRIDGE, PARK, TO_JAIL, dd("D8"), dd("D9"), BRIDGE]
    track = laid(loop(4, 2), sequence, preset=Preset.STARTER)
    report = validate(track)
    assert {d.code for d in report.diagnostics} == {Code.CORNER_SPACING}
    assert len(report.diagnostics) == 4  # every corner-to-corner arc is wrong


def test_unevenly_spaced_bridges():
    sequence = [GO, dd("D2"), JAIL, dd("D3"), BRIDGE, BRIDGE, PARK, dd("D8"), TO_JAIL, dd("D9")]
    track = laid(loop(4, 2), sequence, preset=Preset.STARTER)
    assert codes(track) == {Code.BRIDGE_SPACING}


def test_pro_wants_one_bridge_between_each_pair_of_corners():
    pro = load_builtin("pro")
    assert validate(pro).valid
    # Move every bridge of the Pro sequence to the first arcs: still 4 bridges, but not one per arc.
    from ubuild_desktop.core.layout import lay_along

    seq = [GO, dd("D1"), BRIDGE, dd("D2"), BRIDGE, dd("D3"), JAIL, dd("D4"), BRIDGE, dd("D5"), BRIDGE, pd("P1"),
           PARK, dd("D6"), dd("D7"), dd("D8"), TO_JAIL, dd("D9"), pd("P2"), dd("D10")]
    track = track_of(lay_along(loop(9, 4), seq, closed=True), Preset.PRO)
    assert Code.BRIDGE_SPACING in codes(track)
    assert Code.CORNER_SPACING not in codes(track)


def test_bridge_inside_a_double():
    # The double (0,0)-(1,0) and a bridge in its crook at (0,1), joined to both halves.
    track = laid([Cell(0, 0), Cell(1, 0), Cell(0, 1)], [dd("D1"), BRIDGE])
    report = validate(track)
    assert {d.code for d in report.diagnostics} == {Code.BRIDGE_IN_DOUBLE, Code.NO_GO}
    (inside,) = [d for d in report.diagnostics if d.code == Code.BRIDGE_IN_DOUBLE]
    assert inside.pieces == ("p2", "p1")


def test_stored_joins_must_match_the_geometry():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    good = (("p1", "p2"), ("p2", "p3"), ("p3", "p4"), ("p4", "p1"))
    assert codes(track.model_copy(update={"joins": good})) == set()
    wrong = (("p1", "p3"), ("p2", "p3"), ("p3", "p4"), ("p4", "p1"))
    report = validate(track.model_copy(update={"joins": wrong}))
    assert [d.code for d in report.diagnostics] == [Code.JOINS_MISMATCH, Code.JOINS_MISMATCH]


def test_a_piece_listed_as_joined_to_itself_is_a_mismatch_not_a_crash():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    joins = (("p1", "p1"), ("p1", "p2"), ("p2", "p3"), ("p3", "p4"), ("p4", "p1"))
    (only,) = validate(track.model_copy(update={"joins": joins})).diagnostics
    assert only.code == Code.JOINS_MISMATCH and only.pieces == ("p1", "p1")


def test_every_code_is_triggered_somewhere_in_this_file():
    with open(__file__, encoding="utf-8") as handle:
        source = handle.read()
    for code in Code:
        assert f"Code.{code.name}" in source, f"no test triggers {code.value}"


def test_every_problem_is_reported_not_just_the_first():
    track = laid(ring(), [BRIDGE, dd("D1"), JAIL, dd("D1")])
    broken = track.model_copy(update={"pieces": track.pieces[:-1]})
    assert codes(broken) == {Code.NO_GO, Code.OPEN_CONNECTOR}
    assert len(validate(broken).diagnostics) == 3


def test_direction_override_reverses_the_cycle():
    track = laid(ring(), [GO, dd("D1"), JAIL, dd("D2")])
    forward = [s.piece_id for s in validate(track).graph.spaces]
    backward = [s.piece_id for s in validate(track.model_copy(update={"direction": "counterclockwise"})).graph.spaces]
    assert forward[0] == backward[0] == "p1"
    assert forward[1:] == backward[1:][::-1]


def test_closed_loop_plays_clockwise_on_screen():
    report = validate(load_builtin("starter"))
    cells = [s.cell for s in report.graph.spaces]
    # GO is the top-left corner; the next space is east of it (clockwise on screen).
    assert cells[1] == Cell(cells[0].q + 1, cells[0].r)


def test_sites_touch_spaces_and_know_their_neighbours():
    report = validate(laid(ring(), [GO, dd("D1"), JAIL, dd("D2")]))
    sites = report.graph.sites
    centre = sites[Cell(0, 0)]
    assert centre.touches == tuple(range(6))  # the hole of the ring touches every space
    assert centre.neighbours == ()  # all its neighbours are track
    outer = [s for s in sites.values() if s.cell != Cell(0, 0)]
    assert len(outer) == 12
    assert all(1 <= len(s.touches) <= 2 for s in outer)
    assert all(len(s.neighbours) == 2 for s in outer)
