"""The generator's boxes: the presets' tile sets, the whole box, and inventory files
(every problem one line naming the file)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ubuild_desktop.core.generate.inventory import (
    InventoryError, builtin_inventory, load_inventory, parse_inventory, resolve_inventory,
)
from ubuild_desktop.core.generate.layouts import GenerateError, plan_for
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.validate import CLASSIC_TILES


def inventory(tmp_path: Path, doc: object, name: str = "ours.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc, encoding="utf-8")
    return path


GOOD = {"format_version": 1, "kind": "ubuild-inventory", "name": "Our box",
        "pieces": {"go": 1, "jail": 1, "free_parking": 1, "go_to_jail": 1, "bridge": 2, "railroad": 2},
        "tiles": ["D1", "D2", "D3", "D4", "D8", "D9", "P1", "P2"]}


def test_the_presets_tile_sets_are_their_built_in_tracks_pieces_and_the_railroads() -> None:
    classic = builtin_inventory("classic")
    assert classic.tiles == CLASSIC_TILES and classic.count(PieceKind.BRIDGE) == 2
    assert classic.count(PieceKind.RAILROAD) == 2 and classic.count(PieceKind.GO) == 1
    starter = builtin_inventory("starter")
    assert starter.count(PieceKind.DISTRICT_DOUBLE) == 4 and starter.count(PieceKind.PLANNING_DOUBLE) == 0
    whole = builtin_inventory("box")
    assert whole.count(PieceKind.DISTRICT_DOUBLE) == 10 and whole.count(PieceKind.BRIDGE) == 4


def test_a_good_inventory_file_reads(tmp_path: Path) -> None:
    box = load_inventory(inventory(tmp_path, GOOD))
    assert box.name == "Our box" and box.tiles == CLASSIC_TILES
    assert plan_for(Preset.CLASSIC, box, railroads=True).railroads
    assert resolve_inventory(str(inventory(tmp_path, GOOD))).tiles == CLASSIC_TILES


@pytest.mark.parametrize(("doc", "words"), [
    ("{not json", "not valid JSON"),
    ([], "not an inventory file"),
    ({**GOOD, "kind": "track"}, "not an inventory file"),
    ({**GOOD, "format_version": 7}, "format version 7"),
    ({**GOOD, "extra": 1}, "unknown field 'extra'"),
    ({**GOOD, "pieces": {"castle": 1}}, "unknown piece kind 'castle'"),
    ({**GOOD, "pieces": {"bridge": 5}}, "the count of bridge must be a whole number from 0 to 4, not 5"),
    ({**GOOD, "pieces": {"go": True}}, "the count of go must be"),
    ({**GOOD, "tiles": ["D1", "D11"]}, "'D11' is not a tile of the box"),
    ({**GOOD, "tiles": ["D1", "D1"]}, "tile D1 is listed twice"),
    ({**GOOD, "tiles": "D1"}, "\"tiles\" must be a list"),
])
def test_a_broken_inventory_says_what_and_names_the_file(tmp_path: Path, doc: object, words: str) -> None:
    path = inventory(tmp_path, doc)
    with pytest.raises(InventoryError) as caught:
        load_inventory(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and words in message and "\n" not in message


def test_a_missing_or_binary_file_and_an_unknown_box_name(tmp_path: Path) -> None:
    with pytest.raises(InventoryError, match="no such file"):
        load_inventory(tmp_path / "gone.json")
    with pytest.raises(InventoryError, match="binary data"):
        parse_inventory(b"\xff\xfe\x00", "x.json")
    with pytest.raises(InventoryError, match="not a built-in box: starter, classic, pro, box"):
        resolve_inventory("deluxe")


def test_a_box_without_a_presets_pieces_says_what_it_lacks(tmp_path: Path) -> None:
    lost = load_inventory(inventory(tmp_path, {**GOOD, "tiles": ["D1", "D2", "D4", "D8", "D9", "P1", "P2"]}))
    with pytest.raises(GenerateError, match="lacks the tiles D3 that a Classic track needs"):
        plan_for(Preset.CLASSIC, lost, railroads=False)
    with pytest.raises(GenerateError, match="has 6 of the pieces “district double”; a Pro track needs 10"):
        plan_for(Preset.PRO, builtin_inventory("classic"), railroads=False)
    no_rail = load_inventory(inventory(tmp_path, {**GOOD, "pieces": {**GOOD["pieces"], "railroad": 1}}))  # type: ignore[dict-item]
    with pytest.raises(GenerateError, match="has 1 of the pieces “railroad”"):
        plan_for(Preset.CLASSIC, no_rail, railroads=True)
    assert not plan_for(Preset.CLASSIC, no_rail, railroads=False).railroads
    with pytest.raises(GenerateError, match="not Custom ones"):
        plan_for(Preset.CUSTOM, builtin_inventory("box"), railroads=False)
