"""Keyboard building's clip: a new piece on the hex an open end faces (``ClipIndex.attach``)."""

from __future__ import annotations

from ubuild_desktop.core.lattice import HEX, Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import ClipIndex
from ubuild_desktop.core.track import Placement, Track

E, SE, SW, W, NW, NE = range(6)


def go_alone() -> Track:
    return Track(pieces=(Placement(id="p1", kind=PieceKind.GO, cell=Cell(0, 0), connectors=(W, E)),))


def test_a_double_lies_straight_on_from_the_end() -> None:
    clip = ClipIndex(go_alone()).attach("p2", PieceKind.DISTRICT_DOUBLE, "D1", ("p1", 1))
    assert clip is not None and not clip.blocked
    assert clip.targets == (("p1", 1),)
    assert clip.placement.cells() == (Cell(1, 0), Cell(2, 0))
    assert clip.placement.connector_edges()[1] == (Cell(2, 0), E)  # its far end goes on east


def test_a_one_hex_piece_goes_straight_through_and_keeps_its_rotation() -> None:
    clip = ClipIndex(go_alone()).attach("p2", PieceKind.BRIDGE, None, ("p1", 0), rotation=2)
    assert clip is not None and clip.placement.cell == Cell(-1, 0) and clip.placement.rotation == 2
    assert {d for _c, d in clip.placement.connector_edges()} == {E, W}


def test_a_double_bends_where_straight_on_is_taken() -> None:
    track = go_alone()
    wall = Placement(id="w", kind=PieceKind.JAIL, cell=Cell(2, 0), connectors=(SE, SW))
    track = track.model_copy(update={"pieces": (*track.pieces, wall)})
    clip = ClipIndex(track).attach("p3", PieceKind.DISTRICT_DOUBLE, "D1", ("p1", 1))
    assert clip is not None and not clip.blocked
    assert clip.placement.cells()[0] == Cell(1, 0) and clip.placement.cells()[1] != Cell(2, 0)


def test_no_clip_for_an_end_that_is_not_open_or_a_taken_hex() -> None:
    index = ClipIndex(go_alone())
    assert index.attach("p2", PieceKind.BRIDGE, None, ("nope", 0)) is None
    assert index.attach("p2", PieceKind.BRIDGE, None, ("p1", 5)) is None
    blocked = go_alone().model_copy(update={"pieces": (
        *go_alone().pieces, Placement(id="b", kind=PieceKind.JAIL, cell=HEX.neighbour(Cell(0, 0), E), connectors=(NE, SE)))})
    assert ClipIndex(blocked).attach("p3", PieceKind.BRIDGE, None, ("p1", 1)) is None
