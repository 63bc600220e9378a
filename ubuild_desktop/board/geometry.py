"""Lattice cells to Qt geometry: hex polygons and piece outlines (plain lattice arithmetic)."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

from ubuild_desktop.core.lattice import HEX, Cell

from .layers import HEX_SIZE


def cell_center(cell: Cell, size: float = HEX_SIZE) -> QPointF:
    """Scene position of the centre of ``cell``."""
    x, y = HEX.center(cell, size)
    return QPointF(x, y)


def cell_at(point: QPointF, size: float = HEX_SIZE) -> Cell:
    """The cell under a scene position (for hit tests: where did the user click?)."""
    return HEX.cell_at(point.x(), point.y(), size)


def hex_qpolygon(cell: Cell, size: float = HEX_SIZE) -> QPolygonF:
    """The Qt polygon of one hex."""
    return QPolygonF([QPointF(x, y) for x, y in HEX.corners(cell, size)])


def hex_path(cell: Cell, size: float = HEX_SIZE) -> QPainterPath:
    """A closed painter path around one hex."""
    path = QPainterPath()
    path.addPolygon(hex_qpolygon(cell, size))
    path.closeSubpath()
    return path


Ring = list[tuple[float, float]]


def cells_outline(cells: Iterable[Cell], size: float = HEX_SIZE, inset: float = 0.0) -> list[Ring]:
    """The outline of the union of the hexes of ``cells``, shrunk by ``inset`` scene units
    (grown if negative), as closed rings of points (clockwise on screen around the hexes).

    An inset leaves a hairline of table between neighbouring pieces, so each piece reads
    as its own plastic tile. The union's border is every hex edge that no other hex of
    ``cells`` shares; each corner moves along its bisector so both edges move by ``inset``
    (a mitred offset), so straight edges stay straight and corners sharp.
    """
    chosen = set(cells)
    # Each border edge, in its hex's clockwise corner order: the hexes lie on its right.
    following: dict[tuple[int, int], tuple[tuple[int, int], tuple[float, float], tuple[float, float]]] = {}
    for cell in chosen:
        corners = HEX.corners(cell, size)
        for direction in range(6):
            if HEX.neighbour(cell, direction) in chosen:
                continue
            a, b = corners[(direction + 1) % 6], corners[(direction + 2) % 6]
            following[_key(a)] = (_key(b), a, b)
    rings: list[Ring] = []
    while following:
        start = next(iter(following))
        points: Ring = []
        key = start
        while key in following:
            key, a, _b = following.pop(key)
            points.append(a)
        rings.append(_offset(points, inset) if inset else points)
    return rings


def _key(point: tuple[float, float]) -> tuple[int, int]:
    """A corner shared by neighbouring hexes, whatever the rounding of its coordinates."""
    return round(point[0] * 64), round(point[1] * 64)


def _offset(ring: Ring, distance: float) -> Ring:
    """``ring`` with every edge moved ``distance`` towards its right (into the hexes)."""
    out: Ring = []
    n = len(ring)
    for i in range(n):
        (px, py), (x, y), (nx, ny) = ring[i - 1], ring[i], ring[(i + 1) % n]
        # Right-hand normals (y down: clockwise on screen) of the edges before and after.
        n1 = _unit(-(y - py), x - px)
        n2 = _unit(-(ny - y), nx - x)
        bx, by = n1[0] + n2[0], n1[1] + n2[1]
        scale = distance / (1.0 + n1[0] * n2[0] + n1[1] * n2[1])
        out.append((x + bx * scale, y + by * scale))
    return out


def _unit(x: float, y: float) -> tuple[float, float]:
    length = math.hypot(x, y)
    return x / length, y / length


def outline_path(cells: Iterable[Cell], size: float = HEX_SIZE, inset: float = 0.0) -> QPainterPath:
    """:func:`cells_outline` as a painter path (odd-even fill: a hole stays a hole)."""
    path = QPainterPath()
    for ring in cells_outline(cells, size, inset):
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        path.closeSubpath()
    return path


def edge_points(cell: Cell, direction: int, size: float = HEX_SIZE) -> tuple[QPointF, QPointF]:
    """The two corners bounding the edge of ``cell`` facing ``direction`` (0 = E, clockwise).

    Corners are numbered clockwise from the top, so the edge facing direction ``d``
    runs from corner ``d + 1`` to corner ``d + 2``.
    """
    corners = HEX.corners(cell, size)
    a = corners[(direction + 1) % 6]
    b = corners[(direction + 2) % 6]
    return QPointF(*a), QPointF(*b)


def edge_midpoint(cell: Cell, direction: int, size: float = HEX_SIZE) -> QPointF:
    """Midpoint of the edge of ``cell`` facing ``direction``."""
    x, y = HEX.edge_midpoint(cell, direction, size)
    return QPointF(x, y)


def direction_angle(direction: int) -> float:
    """Screen angle in degrees (clockwise, y down) of lattice direction ``direction``."""
    return 60.0 * (direction % 6)
