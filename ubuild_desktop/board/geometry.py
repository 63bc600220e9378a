"""Lattice cells to Qt geometry: hex polygons, piece outlines, and shapely conversion."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF
from shapely import Polygon, unary_union
from shapely.geometry.base import BaseGeometry

from ubuild_desktop.core.lattice import HEX, Cell

from .layers import HEX_SIZE


def cell_center(cell: Cell, size: float = HEX_SIZE) -> QPointF:
    """Scene position of the centre of ``cell``."""
    x, y = HEX.center(cell, size)
    return QPointF(x, y)


def cell_at(point: QPointF, size: float = HEX_SIZE) -> Cell:
    """The cell under a scene position (for hit tests: where did the user click?)."""
    return HEX.cell_at(point.x(), point.y(), size)


def hex_polygon(cell: Cell, size: float = HEX_SIZE) -> Polygon:
    """The shapely polygon of one hex (pointy-top, clockwise from the top corner)."""
    return Polygon(HEX.corners(cell, size))


def hex_qpolygon(cell: Cell, size: float = HEX_SIZE) -> QPolygonF:
    """The Qt polygon of one hex."""
    return QPolygonF([QPointF(x, y) for x, y in HEX.corners(cell, size)])


def hex_path(cell: Cell, size: float = HEX_SIZE) -> QPainterPath:
    """A closed painter path around one hex."""
    path = QPainterPath()
    path.addPolygon(hex_qpolygon(cell, size))
    path.closeSubpath()
    return path


def cells_outline(cells: Iterable[Cell], size: float = HEX_SIZE, inset: float = 0.0) -> BaseGeometry:
    """The union of the hexes of ``cells`` as one shape, shrunk by ``inset`` scene units.

    An inset leaves a hairline of table between neighbouring pieces, so each piece
    reads as its own plastic tile.
    """
    shape = unary_union([hex_polygon(c, size) for c in cells])
    if inset:
        shape = shape.buffer(-inset, join_style="mitre")
    return shape


def shape_to_path(shape: BaseGeometry) -> QPainterPath:
    """A shapely (multi)polygon as a painter path (holes included, odd-even fill)."""
    path = QPainterPath()
    polygons = getattr(shape, "geoms", [shape])
    for polygon in polygons:
        if polygon.is_empty or not hasattr(polygon, "exterior"):
            continue
        for ring in [polygon.exterior, *polygon.interiors]:
            coords = list(ring.coords)
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in coords]))
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
