"""What is left in the box: counts per piece kind, and which printed tile a new double gets.

Plain Python (no Qt): the palette shows these numbers, the drop and paste code asks
:func:`next_tile` which printed tile (``D1``..``D10``, ``P1``/``P2``) to put down.
Tiles are assigned automatically, the first unused one in box order, so a track never
uses one printed tile twice while another lies in the box; a selected double's tile can
be changed afterwards (``Change Tile``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ubuild_desktop.core.pieces import PieceKind, load_box
from ubuild_desktop.core.track import Placement, Track


@dataclass(frozen=True)
class Stock:
    """How many pieces of one kind the track's boxes hold and how many are on the table."""

    kind: PieceKind
    label: str
    total: int
    used: int

    @property
    def left(self) -> int:
        return max(0, self.total - self.used)


def stock(track: Track) -> dict[PieceKind, Stock]:
    """The stock of every piece kind, in box order."""
    box = load_box()
    counts = Counter(p.kind for p in track.pieces)
    return {
        spec.kind: Stock(spec.kind, spec.label, spec.count * track.boxes, counts[spec.kind])
        for spec in box.pieces
    }


def tile_usage(pieces: Iterable[Placement], kind: PieceKind) -> Counter[str]:
    """How often each printed tile of ``kind`` is on the table (every tile listed, 0 included)."""
    spec = load_box().spec(kind)
    usage: Counter[str] = Counter({tile: 0 for tile in spec.tiles})
    for piece in pieces:
        if piece.kind == kind and piece.tile is not None:
            usage[piece.tile] += 1
    return usage


def next_tile(pieces: Iterable[Placement], kind: PieceKind) -> str | None:
    """The printed tile a new piece of ``kind`` gets: the least used, first in box order.

    None for kinds without printed tiles (corners, bridges, railroads).
    """
    spec = load_box().spec(kind)
    if not spec.tiles:
        return None
    usage = tile_usage(pieces, kind)
    return min(spec.tiles, key=lambda tile: (usage[tile], spec.tiles.index(tile)))
