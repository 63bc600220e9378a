"""Properties of the track model that must hold for every track."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ubuild_desktop.core.lattice import HEX, Cell
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.validate import validate

NAMES = builtin_track_names()
CLOSED = [n for n in NAMES if not load_builtin(n).railroads]


def cycle(report):
    return [(s.piece_id, s.hex_index, s.kind) for s in report.graph.spaces]


@given(
    name=st.sampled_from(NAMES),
    dq=st.integers(-5000, 5000),
    dr=st.integers(-5000, 5000),
    steps=st.integers(0, 5),
    pivot=st.tuples(st.integers(-50, 50), st.integers(-50, 50)),
)
def test_moving_or_rotating_a_valid_track_keeps_it_valid_with_the_same_cycle(name, dq, dr, steps, pivot):
    track = load_builtin(name)
    before = validate(track)
    after = validate(track.moved(dq, dr).rotated(steps, Cell(*pivot)))
    assert after.valid, after.diagnostics
    assert cycle(after) == cycle(before)
    assert len(after.graph.sites) == len(before.graph.sites)
    assert after.graph.railroad_jump_after == before.graph.railroad_jump_after


@pytest.mark.parametrize("name", CLOSED)
def test_removing_any_one_piece_from_a_closed_builtin_track_makes_it_invalid(name):
    track = load_builtin(name)
    for i in range(len(track.pieces)):
        smaller = track.model_copy(update={"pieces": track.pieces[:i] + track.pieces[i + 1 :]})
        assert not validate(smaller).valid, f"still valid without {track.pieces[i].id}"


@given(st.integers(-10**5, 10**5), st.integers(-10**5, 10**5), st.integers(0, 5))
def test_lattice_rotation_and_edges_are_consistent(q, r, steps):
    cell = Cell(q, r)
    turned = HEX.rotate_cell(cell, steps)
    assert HEX.rotate_cell(turned, 6 - steps) == cell
    for d in range(6):
        n = HEX.neighbour(cell, d)
        assert HEX.edge(cell, d) == HEX.edge(n, HEX.opposite(d))
        assert HEX.rotate_cell(n, steps) == HEX.neighbour(turned, HEX.rotate_direction(d, steps))


@given(st.integers(-300, 300), st.integers(-300, 300))
def test_pixel_round_trip(q, r):
    cell = Cell(q, r)
    assert HEX.cell_at(*HEX.center(cell, 40.0), size=40.0) == cell
