"""The lattice the pieces sit on: exact integer arithmetic for cells, edges and rotation.

The product uses a pointy-top hex lattice with axial coordinates ``(q, r)``. Screen
``y`` grows downwards, so the six directions are numbered *clockwise on screen*:

    0 = E, 1 = SE, 2 = SW, 3 = W, 4 = NW, 5 = NE

and one rotation step turns a piece 60 degrees clockwise: direction ``d`` becomes
``d + 1``. Everything else (polygons, hit tests, drawing) is derived from these integers,
never the other way round.

The :class:`Lattice` protocol is what the track model needs, so a square lattice for the
traditional 40-space board can be added later beside :class:`HexLattice`.
"""

from __future__ import annotations

import math
from typing import NamedTuple, Protocol


class Cell(NamedTuple):
    """One lattice cell (one hex), in axial coordinates."""

    q: int
    r: int

    def __add__(self, other: object) -> Cell:  # type: ignore[override]
        if not isinstance(other, tuple) or len(other) != 2:
            return NotImplemented
        return Cell(self.q + other[0], self.r + other[1])

    def __str__(self) -> str:
        return f"({self.q},{self.r})"


class Edge(NamedTuple):
    """One lattice edge, in canonical form: the cell on one side and a direction 0..2.

    Two cells that share an edge name the same :class:`Edge`, so joins are found by
    looking up connectors by edge.
    """

    q: int
    r: int
    d: int


class Lattice(Protocol):
    """What the track model asks of a lattice."""

    directions: int

    def neighbour(self, cell: Cell, direction: int) -> Cell: ...

    def edge(self, cell: Cell, direction: int) -> Edge: ...

    def opposite(self, direction: int) -> int: ...

    def rotate_direction(self, direction: int, steps: int) -> int: ...

    def rotate_cell(self, cell: Cell, steps: int, pivot: Cell = ...) -> Cell: ...

    def center(self, cell: Cell, size: float = 1.0) -> tuple[float, float]: ...

    def corners(self, cell: Cell, size: float = 1.0) -> list[tuple[float, float]]: ...


# Axial offsets of the six neighbours, clockwise on screen starting east.
HEX_DIRECTIONS: tuple[tuple[int, int], ...] = (
    (1, 0),  # 0 E
    (0, 1),  # 1 SE
    (-1, 1),  # 2 SW
    (-1, 0),  # 3 W
    (0, -1),  # 4 NW
    (1, -1),  # 5 NE
)
DIRECTION_NAMES: tuple[str, ...] = ("E", "SE", "SW", "W", "NW", "NE")
SQRT3 = math.sqrt(3.0)


class HexLattice:
    """Pointy-top hex lattice with axial coordinates; see the module docstring."""

    directions = 6

    def neighbour(self, cell: Cell, direction: int) -> Cell:
        dq, dr = HEX_DIRECTIONS[direction % 6]
        return Cell(cell.q + dq, cell.r + dr)

    def neighbours(self, cell: Cell) -> list[Cell]:
        return [Cell(cell.q + dq, cell.r + dr) for dq, dr in HEX_DIRECTIONS]

    def opposite(self, direction: int) -> int:
        return (direction + 3) % 6

    def edge(self, cell: Cell, direction: int) -> Edge:
        """The canonical name of the edge of ``cell`` facing ``direction``."""
        direction %= 6
        if direction < 3:
            return Edge(cell.q, cell.r, direction)
        dq, dr = HEX_DIRECTIONS[direction]
        return Edge(cell.q + dq, cell.r + dr, direction - 3)

    def direction_between(self, a: Cell, b: Cell) -> int | None:
        """The direction from ``a`` to its neighbour ``b``, or None if not neighbours."""
        delta = (b.q - a.q, b.r - a.r)
        try:
            return HEX_DIRECTIONS.index(delta)
        except ValueError:
            return None

    def rotate_direction(self, direction: int, steps: int) -> int:
        return (direction + steps) % 6

    def rotate_cell(self, cell: Cell, steps: int, pivot: Cell = Cell(0, 0)) -> Cell:
        """Turn ``cell`` clockwise by ``steps`` x 60 degrees about ``pivot``."""
        q, r = cell.q - pivot.q, cell.r - pivot.r
        for _ in range(steps % 6):
            q, r = -r, q + r
        return Cell(q + pivot.q, r + pivot.r)

    def distance(self, a: Cell, b: Cell) -> int:
        dq, dr = a.q - b.q, a.r - b.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def center(self, cell: Cell, size: float = 1.0) -> tuple[float, float]:
        """Pixel centre of ``cell`` for hexes of circumradius ``size`` (y down)."""
        return (size * SQRT3 * (cell.q + cell.r / 2.0), size * 1.5 * cell.r)

    def corners(self, cell: Cell, size: float = 1.0) -> list[tuple[float, float]]:
        """The six corners of ``cell``, clockwise from the top (pointy-top)."""
        cx, cy = self.center(cell, size)
        return [
            (cx + size * math.cos(math.radians(-90 + 60 * i)), cy + size * math.sin(math.radians(-90 + 60 * i)))
            for i in range(6)
        ]

    def edge_midpoint(self, cell: Cell, direction: int, size: float = 1.0) -> tuple[float, float]:
        """Midpoint of the edge of ``cell`` facing ``direction``."""
        cx, cy = self.center(cell, size)
        other_x, other_y = self.center(self.neighbour(cell, direction), size)
        return ((cx + other_x) / 2.0, (cy + other_y) / 2.0)

    def cell_at(self, x: float, y: float, size: float = 1.0) -> Cell:
        """The cell containing the pixel point ``(x, y)`` (cube rounding)."""
        fq = (SQRT3 / 3.0 * x - y / 3.0) / size
        fr = (2.0 / 3.0 * y) / size
        fs = -fq - fr
        rq, rr, rs = round(fq), round(fr), round(fs)
        dq, dr, ds = abs(rq - fq), abs(rr - fr), abs(rs - fs)
        if dq > dr and dq > ds:
            rq = -rr - rs
        elif dr > ds:
            rr = -rq - rs
        return Cell(int(rq), int(rr))


HEX = HexLattice()
