"""Items drawn around the pieces: building sites, problem markers on connectors and hexes."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Literal

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.core.lattice import HEX, Cell

from . import colours, tile_cache
from .geometry import cell_center, edge_midpoint, hex_path
from .layers import HEX_SIZE, Layer
from .overview import OVERVIEW_HEX_PX
from .fitted_text import draw_label

MarkerKind = Literal["open", "blocked"]


class SitesItem(QGraphicsPathItem):
    """Every building site as a faint dotted hex, in one item.

    On a screen each site in the repainted area is a copy of one picture of a dotted hex
    at this zoom (``tile_cache``): a dashed outline of a few thousand round dots costs
    Qt's painter tens of milliseconds a frame. A vector device (PDF, SVG, print) gets the
    path itself, dots and all; hexes smaller than the overview's (``overview.py``) get none.
    """

    SIZE = 0.86  # of the lattice hex, so neighbouring sites read as separate

    def __init__(self, cells: Iterable[Cell], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._cells = tuple(cells)
        self._centres = [(c.x(), c.y()) for c in map(cell_center, self._cells)]
        path = QPainterPath()
        for cell in self._cells:
            path.addPath(_site_hex(cell))
        self.setPath(path)
        self.setPen(_site_pen())
        self.setBrush(QBrush(SITE_FILL))
        self.setZValue(Layer.SITES)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # exposedRect

    @property
    def cells(self) -> tuple[Cell, ...]:
        return self._cells

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if painter.worldTransform().m11() * HEX_SIZE < OVERVIEW_HEX_PX:
            return  # hexes a few pixels wide: a faint dotted outline is no more than noise
        exposed = option.exposedRect  # type: ignore[attr-defined]
        reach = HEX_SIZE
        left, top = exposed.left() - reach, exposed.top() - reach
        right, bottom = exposed.right() + reach, exposed.bottom() + reach
        shown = [QPointF(x, y) for x, y in self._centres if left <= x <= right and top <= y <= bottom]
        if not shown:
            return
        bounds = QRectF(-reach, -reach, 2 * reach, 2 * reach)
        first = shown[0]
        if not tile_cache.draw_cached(painter, bounds.translated(first), first, ("site",), partial(_paint_site, first)):
            super().paint(painter, option, widget)  # a vector device: the dotted path itself
            return
        for centre in shown[1:]:
            tile_cache.draw_cached(painter, bounds.translated(centre), centre, ("site",), partial(_paint_site, centre))


SITE_FILL = QColor(255, 255, 255, 18)


def _site_pen() -> QPen:
    pen = QPen(colours.SITE, 1.4, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
    pen.setDashPattern([0.1, 2.6])  # round dots
    return pen


def _site_hex(cell: Cell) -> QPainterPath:
    return hex_path(cell, HEX_SIZE * SitesItem.SIZE).translated(_centre_offset(cell, SitesItem.SIZE))


def _paint_site(centre: QPointF, painter: QPainter, _lod: float) -> None:
    """A site's dotted hex about ``centre`` (scene units): its picture in ``tile_cache``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(_site_pen())
    painter.setBrush(SITE_FILL)
    painter.drawPath(_site_hex(Cell(0, 0)).translated(centre - cell_center(Cell(0, 0))))


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
