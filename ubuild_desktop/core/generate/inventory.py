"""The pieces a generated track may use: a preset's tile set, the whole box, or an inventory file.

An inventory file (``--box FILE``) lists what the user has on the table, for example a
box that lost a tile::

    {
      "format_version": 1,
      "kind": "ubuild-inventory",
      "name": "Our box",
      "pieces": {"go": 1, "jail": 1, "free_parking": 1, "go_to_jail": 1, "bridge": 4, "railroad": 2},
      "tiles": ["D1", "D2", "D3", "D4", "D6", "D7", "D8", "D9", "D10", "P1", "P2"]
    }

``pieces`` counts the one-hex pieces (a kind left out counts 0); ``tiles`` names the
printed doubles (district doubles ``D1``..``D10``, planning doubles ``P1``, ``P2``), each
once. No count may pass one box's (``data/box.json``). Every problem is one line naming
the file (:class:`InventoryError`, a :class:`~..jsonfile.FileMessageError` with its
template and params kept for translation).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..cards import DISTRICT_TILES, PLANNING_TILES
from ..i18n import QT_TRANSLATE_NOOP
from ..jsonfile import FileMessageError, decode_json, file_error, one_line, quoted, read_file_bytes
from ..pieces import DOUBLE_KINDS, PieceKind, load_box
from ..track import Preset, Track
from ..trackfile import load_builtin

__all__ = ["BOX_NAMES", "INVENTORY_KIND", "Inventory", "InventoryError", "builtin_inventory", "load_inventory",
           "parse_inventory", "resolve_inventory"]

INVENTORY_KIND: Final = "ubuild-inventory"
FORMAT_VERSION: Final = 1
MAX_INVENTORY_BYTES: Final = 64 * 1024
#: The built-in boxes: each preset's tile set (its built-in track's pieces, plus the two
#: railroads, which every track may add) and the whole box.
BOX_NAMES: Final = ("starter", "classic", "pro", "box")
SINGLE_KINDS: Final = tuple(k for k in PieceKind if k not in DOUBLE_KINDS)
#: The ``kind`` word of the file messages (``jsonfile``'s messages name the kind of file).
INVENTORY_WORD: Final = QT_TRANSLATE_NOOP("FileErrors", "inventory")


class InventoryError(FileMessageError):
    """An inventory file (or a built-in box name) could not be used; the message names it."""


@dataclass(frozen=True)
class Inventory:
    """The pieces on the table: counts of the one-hex pieces and the printed doubles."""

    name: str
    singles: tuple[tuple[PieceKind, int], ...]
    tiles: tuple[str, ...]

    def count(self, kind: PieceKind) -> int:
        if kind == PieceKind.DISTRICT_DOUBLE:
            return sum(1 for t in self.tiles if t in DISTRICT_TILES)
        if kind == PieceKind.PLANNING_DOUBLE:
            return sum(1 for t in self.tiles if t in PLANNING_TILES)
        return dict(self.singles).get(kind, 0)

    @property
    def district_tiles(self) -> tuple[str, ...]:
        return tuple(t for t in self.tiles if t in DISTRICT_TILES)

    @property
    def planning_tiles(self) -> tuple[str, ...]:
        return tuple(t for t in self.tiles if t in PLANNING_TILES)


def _from_track(name: str, track: Track) -> Inventory:
    singles = {k: 0 for k in SINGLE_KINDS}
    tiles: list[str] = []
    for piece in track.pieces:
        if piece.tile is not None:
            tiles.append(piece.tile)
        else:
            singles[piece.kind] += 1
    singles[PieceKind.RAILROAD] = load_box().spec(PieceKind.RAILROAD).count
    order = DISTRICT_TILES + PLANNING_TILES
    return Inventory(name, tuple(singles.items()), tuple(sorted(tiles, key=order.index)))


def builtin_inventory(name: str) -> Inventory:
    """A built-in box (:data:`BOX_NAMES`): a preset's tile set or the whole box."""
    if name == "box":
        box = load_box()
        return Inventory(name, tuple((k, box.spec(k).count) for k in SINGLE_KINDS), DISTRICT_TILES + PLANNING_TILES)
    if name not in BOX_NAMES:
        raise file_error(InventoryError, QT_TRANSLATE_NOOP("FileErrors", "{file}: no such file (and not a built-in box: {names})"),
                         file=one_line(name), names=", ".join(BOX_NAMES))
    return _from_track(name, load_builtin(name))


def preset_box(preset: Preset) -> Inventory:
    """The tile set of ``preset``'s built-in track (Custom: the whole box)."""
    return builtin_inventory("box" if preset == Preset.CUSTOM else preset.value)


def resolve_inventory(ref: str | Path) -> Inventory:
    """A built-in box name or an inventory file."""
    if isinstance(ref, str) and ref in BOX_NAMES and not Path(ref).exists():
        return builtin_inventory(ref)
    if isinstance(ref, str) and "/" not in ref and "." not in ref and not Path(ref).exists():
        return builtin_inventory(ref)  # a mistyped box name: say which names exist
    return load_inventory(Path(ref))


def load_inventory(path: Path) -> Inventory:
    """Read an inventory file (see the module's docstring)."""
    source = one_line(str(path))
    data = read_file_bytes(path, MAX_INVENTORY_BYTES, InventoryError, INVENTORY_WORD)
    return parse_inventory(data, source)


def _error(template: str, **params: object) -> InventoryError:
    return file_error(InventoryError, template, **params)


def parse_inventory(data: str | bytes, source: str = "<inventory>") -> Inventory:
    """The :class:`Inventory` an inventory document describes; ``source`` names it in errors."""
    raw = decode_json(data, source, MAX_INVENTORY_BYTES, InventoryError, INVENTORY_WORD)
    if not isinstance(raw, dict):
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: not an inventory file (expected a JSON object)"), file=source)
    if raw.get("kind") != INVENTORY_KIND:
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: not an inventory file (\"kind\" must be \"{kind}\")"),
                     file=source, kind=INVENTORY_KIND)
    if raw.get("format_version") != FORMAT_VERSION:
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: inventory format version {version} is not one this program reads (1)"),
                     file=source, version=quoted(raw.get("format_version")))
    unknown = sorted(set(raw) - {"kind", "format_version", "name", "pieces", "tiles"})
    if unknown:
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: unknown field {field}"), file=source, field=quoted(unknown[0]))
    name = raw.get("name", Path(source).stem)
    if not isinstance(name, str) or len(name) > 200:
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: \"name\" must be a text of at most 200 characters"), file=source)
    pieces = raw.get("pieces", {})
    if not isinstance(pieces, Mapping):
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: \"pieces\" must be an object of piece kinds and counts"), file=source)
    box = load_box()
    singles = {k: 0 for k in SINGLE_KINDS}
    for key, count in pieces.items():
        if key not in {k.value for k in SINGLE_KINDS}:
            raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: unknown piece kind {piece} in \"pieces\" (known: {known}; "
                                                         "doubles go in \"tiles\")"),
                         file=source, piece=quoted(key), known=", ".join(k.value for k in SINGLE_KINDS))
        most = box.spec(PieceKind(key)).count
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= most:
            raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: the count of {piece} must be a whole number from 0 to {most}, "
                                                         "not {count}"),
                         file=source, piece=key, most=most, count=quoted(count))
        singles[PieceKind(key)] = count
    tiles = raw.get("tiles", [])
    if not isinstance(tiles, list):
        raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: \"tiles\" must be a list of tile names"), file=source)
    known = DISTRICT_TILES + PLANNING_TILES
    seen: list[str] = []
    for tile in tiles:
        if tile not in known:
            raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: {tile} is not a tile of the box ({known})"),
                         file=source, tile=quoted(tile), known=", ".join(known))
        if tile in seen:
            raise _error(QT_TRANSLATE_NOOP("FileErrors", "{file}: tile {tile} is listed twice (a box holds one of each)"),
                         file=source, tile=tile)
        seen.append(tile)
    return Inventory(name, tuple(singles.items()), tuple(sorted(seen, key=known.index)))
