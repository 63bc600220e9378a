"""Items drawn around the pieces: building sites, problem markers on connectors and hexes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.core.lattice import HEX, Cell

from . import colours
from .geometry import cell_center, edge_midpoint, hex_path
from .layers import HEX_SIZE, Layer
from .fitted_text import draw_label

MarkerKind = Literal["open", "blocked"]


class SitesItem(QGraphicsPathItem):
    """Every building site as a faint dotted hex, in one item (one path, cheap to draw)."""

    def __init__(self, cells: Iterable[Cell], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._cells = tuple(cells)
        path = QPainterPath()
        for cell in self._cells:
            # Slightly smaller than the lattice hex so neighbouring sites read as separate.
            hexagon = hex_path(cell, HEX_SIZE * 0.86)
            offset = _centre_offset(cell, 0.86)
            path.addPath(hexagon.translated(offset))
        self.setPath(path)
        pen = QPen(colours.SITE, 1.4, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([0.1, 2.6])  # round dots
        self.setPen(pen)
        self.setBrush(QBrush(QColor(255, 255, 255, 18)))
        self.setZValue(Layer.SITES)

    @property
    def cells(self) -> tuple[Cell, ...]:
        return self._cells


def _centre_offset(cell: Cell, scale: float) -> QPointF:
    """How far a hex drawn at ``scale`` x size must move to share the full hex's centre."""
    full = cell_center(cell)
    small = cell_center(cell, HEX_SIZE * scale)
    return full - small


class ConnectorMarkerItem(QGraphicsItem):
    """A warning at one connector: open (nothing clipped on) or blocked (hits a side).

    An open connector also shows a dashed ghost of the hex it is waiting for, so the
    gap in the track reads at a glance.
    """

    RADIUS = 0.2 * HEX_SIZE

    def __init__(
        self, piece_id: str, cell: Cell, direction: int, kind: MarkerKind, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.piece_id = piece_id
        self.cell = cell
        self.direction = direction
        self.kind: MarkerKind = kind
        self.setZValue(Layer.PROBLEMS)
        centre = edge_midpoint(cell, direction)
        self.setPos(centre)
        # Geometry in item coordinates: the item sits on the edge's midpoint.
        self._ghost = QPainterPath()
        if kind == "open":
            self._ghost = hex_path(HEX.neighbour(cell, direction), HEX_SIZE * 0.9).translated(
                _centre_offset(HEX.neighbour(cell, direction), 0.9) - centre
            )
        r = self.RADIUS + 2
        self._bounds = self._ghost.boundingRect().united(QRectF(-r, -r, 2 * r, 2 * r)).adjusted(-2, -2, 2, 2)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = colours.WARNING if self.kind == "open" else colours.ERROR
        if not self._ghost.isEmpty():
            pen = QPen(colour, 1.6, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([2.5, 2.0])
            painter.setPen(pen)
            painter.setBrush(QColor(255, 244, 230, 70))  # a pale wash: "a piece belongs here"
            painter.drawPath(self._ghost)
        r = self.RADIUS
        painter.setPen(QPen(QColor("#ffffff"), 1.6))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        glyph = "!" if self.kind == "open" else "\u00d7"
        draw_label(painter, glyph, QRectF(-r, -r, 2 * r, 2 * r), "#ffffff", max_px=r * 1.5, weight=QFont.Weight.Black)


class ProblemCellItem(QGraphicsPathItem):
    """A hatched warning hex on a cell a problem names (an overlap, a misplaced bridge)."""

    def __init__(self, cell: Cell, parent: QGraphicsItem | None = None) -> None:
        super().__init__(hex_path(cell), parent)
        self.cell = cell
        pen = QPen(colours.ERROR, 2.4, Qt.PenStyle.DashLine)
        pen.setDashPattern([3.0, 2.0])
        self.setPen(pen)
        brush = QBrush(QColor(201, 42, 42, 70), Qt.BrushStyle.BDiagPattern)
        self.setBrush(brush)
        self.setZValue(Layer.PROBLEMS - 1)


class StackCountItem(QGraphicsItem):
    """On a hex holding a stack of pieces: "+N", the number of pieces under the top one.

    Only the top pieces of a stack are drawn (``core/limits.py``'s ``MAX_DRAWN_STACK``),
    so this badge is all the board shows of the rest, however many there are.
    """

    def __init__(self, cell: Cell, stacked: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.stacked = stacked
        self.text = "+" + QLocale().toString(stacked - 1)
        self.setPos(cell_center(cell))
        self.setZValue(Layer.PROBLEMS)
        self.setToolTip(
            QCoreApplication.translate("StackCountItem", "{count} pieces are stacked on this hex").format(
                count=QLocale().toString(stacked)
            )
        )
        self._box = QRectF(-0.62 * HEX_SIZE, 0.12 * HEX_SIZE, 1.24 * HEX_SIZE, 0.42 * HEX_SIZE)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.4))
        painter.setBrush(colours.ERROR)
        radius = self._box.height() / 2
        painter.drawRoundedRect(self._box, radius, radius)
        inner = self._box.adjusted(radius * 0.5, 0, -radius * 0.5, 0)
        draw_label(painter, self.text, inner, "#ffffff", max_px=self._box.height() * 0.7, weight=QFont.Weight.Bold)
