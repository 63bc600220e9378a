"""Designs lay out as valid tracks of their preset, read from GO in the designed order."""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.generate.inventory import builtin_inventory, preset_box
from ubuild_desktop.core.generate.layouts import Design, crossover, design_track, mutate, plan_for, random_design, sequence_of
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.pieces import PieceKind, SpaceKind
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.validate import validate

CASES = [(p, rr) for p in (Preset.STARTER, Preset.CLASSIC, Preset.PRO) for rr in (False, True)]


def expected_spaces(plan: object, design: Design) -> list[tuple[PieceKind, str | None, int]]:
    """(kind, tile, hex) of every space in the designed order: a flipped double meets hex 1 first."""
    flips = iter(f for _t, f in design.doubles)
    out = []
    for ref in sequence_of(plan, design):  # type: ignore[arg-type]
        if ref.hexes == 2:
            hexes = (1, 0) if next(flips) else (0, 1)
            out += [(ref.kind, ref.tile, h) for h in hexes]
        else:
            out.append((ref.kind, None, 0))
    return out


@pytest.mark.parametrize(("preset", "railroads"), CASES)
def test_random_and_mutated_designs_are_valid_tracks_in_their_order(preset: Preset, railroads: bool) -> None:
    box = builtin_inventory("box") if preset == Preset.STARTER else preset_box(preset)
    plan = plan_for(preset, box, railroads)
    rng = random.Random(7)
    design = random_design(plan, rng)
    for step in range(12):
        other = random_design(plan, rng)
        design = crossover(plan, design, other, rng) if step % 3 == 0 else mutate(plan, design, rng)
        track = design_track(plan, design)
        report = validate(track)
        assert report.valid, [d.message for d in report.diagnostics]
        assert track.preset == preset and track.railroads == railroads
        tiles = [t for t, _f in design.doubles]
        assert len(set(tiles)) == len(tiles) == plan.slots and set(plan.required) <= set(tiles) <= set(box.tiles)
        kinds = {p.id: p for p in track.pieces}
        walked = [(kinds[s.piece_id].kind, kinds[s.piece_id].tile, s.hex_index) for s in build_graph(track).spaces]
        assert walked == expected_spaces(plan, design)


def test_a_flipped_planning_double_shows_its_district_first() -> None:
    plan = plan_for(Preset.CLASSIC, preset_box(Preset.CLASSIC), False)
    design = random_design(plan, random.Random(3))
    at = next(i for i, (t, _f) in enumerate(design.doubles) if t == "P1")
    for flipped in (False, True):
        doubles = list(design.doubles)
        doubles[at] = ("P1", flipped)
        track = design_track(plan, Design(design.corners, tuple(doubles), design.bridges, design.shape))
        spaces = [s for s in build_graph(track).spaces if s.tile == "P1"]
        assert [s.kind for s in spaces] == ([SpaceKind.DISTRICT, SpaceKind.PLANNING] if flipped
                                            else [SpaceKind.PLANNING, SpaceKind.DISTRICT])


def test_every_bridge_set_is_evenly_spaced_and_pro_has_one_between_corners() -> None:
    for preset in (Preset.STARTER, Preset.CLASSIC, Preset.PRO):
        plan = plan_for(preset, builtin_inventory("box"), False)
        assert plan.bridge_sets
        base = random_design(plan, random.Random(1))
        for k in range(len(plan.bridge_sets)):
            assert validate(design_track(plan, Design(base.corners, base.doubles, k, 0))).valid
