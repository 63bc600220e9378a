"""Lay pieces along a path of cells, aiming every connector at its neighbour.

Used to write the built-in tracks, to make synthetic tracks for tests and benchmarks,
and by the editor when it clips a piece to the track. ``path_from_moves`` turns a list
of lattice directions into cells; :func:`lay_along` puts a sequence of pieces on them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .lattice import HEX, Cell
from .pieces import DOUBLE_KINDS, PieceKind
from .track import Placement


class LayoutError(ValueError):
    """The pieces do not fit the path."""


@dataclass(frozen=True)
class PieceRef:
    """A piece to lay: its kind and, for doubles, the printed tile."""

    kind: PieceKind
    tile: str | None = None

    @property
    def hexes(self) -> int:
        return 2 if self.kind in DOUBLE_KINDS else 1


def path_from_moves(start: Cell, moves: Iterable[int]) -> list[Cell]:
    """The cells visited from ``start`` following lattice directions ``moves``."""
    cells = [start]
    for direction in moves:
        cells.append(HEX.neighbour(cells[-1], direction))
    return cells


def lay_along(
    path: Sequence[Cell],
    pieces: Sequence[PieceRef],
    *,
    closed: bool,
    id_prefix: str = "p",
) -> list[Placement]:
    """Place ``pieces`` on consecutive cells of ``path``, joined to each other.

    For a closed loop the last cell neighbours the first. For an open path the pieces
    at both ends keep one connector aimed outwards (along the path's direction), which
    is where a railroad clips on.
    """
    needed = sum(p.hexes for p in pieces)
    if needed != len(path):
        raise LayoutError(f"the pieces cover {needed} hexes but the path has {len(path)}")
    n = len(path)
    placements: list[Placement] = []
    at = 0
    for number, ref in enumerate(pieces, start=1):
        cells = path[at : at + ref.hexes]
        before = path[at - 1] if (at > 0 or closed) else None
        after_index = at + ref.hexes
        after = path[after_index % n] if (after_index < n or closed) else None
        placements.append(_place(f"{id_prefix}{number}", ref, cells, before, after))
        at += ref.hexes
    return placements


def _direction(a: Cell, b: Cell) -> int:
    direction = HEX.direction_between(a, b)
    if direction is None:
        raise LayoutError(f"cells {a} and {b} are not neighbours")
    return direction


def _place(
    piece_id: str, ref: PieceRef, cells: Sequence[Cell], before: Cell | None, after: Cell | None
) -> Placement:
    first, last = cells[0], cells[-1]
    if ref.kind in DOUBLE_KINDS:
        rotation = _direction(first, last)
    else:
        rotation = 0
    if ref.kind == PieceKind.RAILROAD:
        target = before if before is not None else after
        if target is None:
            raise LayoutError("a railroad needs a neighbour to clip to")
        connectors: tuple[int, ...] = ((_direction(first, target) - rotation) % 6,)
        return Placement(id=piece_id, kind=ref.kind, cell=first, rotation=0, connectors=connectors)
    # An end of an open path aims straight on, away from the path.
    if before is not None:
        entry = _direction(first, before)
    elif ref.kind in DOUBLE_KINDS:
        entry = (rotation + 3) % 6
    else:
        entry = (_direction(first, after) + 3) % 6  # type: ignore[arg-type]
    if after is not None:
        exit_ = _direction(last, after)
    elif ref.kind in DOUBLE_KINDS:
        exit_ = rotation
    else:
        exit_ = (_direction(last, before) + 3) % 6  # type: ignore[arg-type]
    connectors = ((entry - rotation) % 6, (exit_ - rotation) % 6)
    return Placement(id=piece_id, kind=ref.kind, tile=ref.tile, cell=first, rotation=rotation, connectors=connectors)
