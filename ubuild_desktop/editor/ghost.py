"""The overlay the editor draws during a gesture: ghost pieces, target connectors, rubber band.

These items live on :attr:`~ubuild_desktop.board.Layer.OVERLAY` and are the editor's own:
the board scene never removes them. They show what a drop *would* do; only the
document changes the track.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.board import HEX_SIZE, BoardScene, ConnectorState, Layer, PieceItem, cell_center, hex_path
from ubuild_desktop.board import colours as board_colours
from ubuild_desktop.board.geometry import direction_angle, edge_midpoint
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.track import Placement

GHOST_OPACITY = 0.78
BLOCKED_OPACITY = 0.45
_ORIGIN = Cell(0, 0)
START = 0.4  # where the open-end arrow starts, in hex sizes out from the edge


class TargetMarkerItem(QGraphicsItem):
    """A bright ring on the connector a drop will clip to."""

    RADIUS = 0.24 * HEX_SIZE

    def __init__(self, cell: Cell, direction: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.direction = direction
        self.setPos(edge_midpoint(cell, direction))
        self.setZValue(Layer.OVERLAY + 2)
        r = self.RADIUS + 4
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(QPen(board_colours.HIGHLIGHT_HALO, 6.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor("#ffffff"), 1.4))
        painter.setBrush(board_colours.HIGHLIGHT)
        painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)


class OpenEndMarkerItem(QGraphicsItem):
    """The open end the keyboard builds on: a bold arrow from the edge out into the hex it faces.

    Enter clips the palette's piece there; "Next Open End" moves it. Drawn in the pick
    colour over the pieces (beside the problem marker an open end also has), and ignored
    by the mouse.
    """

    LENGTH = 1.2 * HEX_SIZE  # from the edge outwards (it starts clear of the problem marker there)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(Layer.OVERLAY + 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.end: tuple[Cell, int] | None = None
        length, half = self.LENGTH, 0.3 * HEX_SIZE
        self._bounds = QRectF(-10, -half - 10, length + 20, 2 * half + 20)
        arrow = QPainterPath()
        shaft = 0.1 * HEX_SIZE
        head = length * 0.68
        arrow.moveTo(START * HEX_SIZE, -shaft)
        arrow.lineTo(head, -shaft)
        arrow.lineTo(head, -half)
        arrow.lineTo(length, 0)
        arrow.lineTo(head, half)
        arrow.lineTo(head, shaft)
        arrow.lineTo(START * HEX_SIZE, shaft)
        arrow.closeSubpath()
        self._arrow = arrow

    def show_at(self, cell: Cell, direction: int) -> None:
        """Mark the end of ``cell`` facing ``direction``."""
        self.end = (cell, direction)
        self.setPos(edge_midpoint(cell, direction))
        self.setRotation(direction_angle(direction))
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QPen(board_colours.HIGHLIGHT_HALO, 10.0)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(halo)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._arrow)
        edge = QPen(QColor("#ffffff"), 2.5)
        edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(edge)
        painter.setBrush(board_colours.HIGHLIGHT)
        painter.drawPath(self._arrow)


class GhostOverlay:
    """Ghost pieces and target markers for one scene, reused across mouse moves.

    A ghost is a :class:`PieceItem` (the shared drawing) made once per shape at the
    origin and moved with ``setPos``, so a mouse move costs no geometry work.
    """

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self._cache: dict[tuple[object, ...], PieceItem] = {}
        self._shown: list[QGraphicsItem] = []
        self._markers: list[QGraphicsItem] = []
        self._blocked: list[QGraphicsItem] = []
        self.placements: tuple[Placement, ...] = ()
        self.targets: tuple[tuple[Cell, int], ...] = ()
        self.blocked = False

    def _ghost_for(self, placement: Placement, states: Sequence[ConnectorState]) -> PieceItem:
        key = (placement.kind, placement.tile, placement.rotation, placement.connector_directions, tuple(states))
        item = self._cache.get(key)
        if item is None:
            at_origin = placement.model_copy(update={"cell": _ORIGIN, "id": "ghost"})
            item = PieceItem(at_origin, districts=self.scene.districts, connector_states=states)
            # A dashed outline in the pick colour says "not placed yet".
            outline = QGraphicsPathItem(item.outline(), item)
            pen = QPen(board_colours.HIGHLIGHT, 3.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            outline.setPen(pen)
            outline.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
            item.setZValue(Layer.OVERLAY)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setVisible(False)
            self.scene.addItem(item)
            if len(self._cache) > 64:  # rotations x aims of a few kinds; drop the oldest
                oldest = next(iter(self._cache))
                self.scene.removeItem(self._cache.pop(oldest))
            self._cache[key] = item
        return item

    def show(
        self,
        placements: Iterable[tuple[Placement, Sequence[ConnectorState]]],
        targets: Iterable[tuple[Cell, int]] = (),
        *,
        blocked: bool = False,
    ) -> None:
        """Show these ghosts (placement, connector states), these target connectors."""
        for item in self._shown:
            item.setVisible(False)
        self._shown.clear()
        shown: list[Placement] = []
        for placement, states in placements:
            item = self._ghost_for(placement, states)
            item.setPos(cell_center(placement.cell) - cell_center(_ORIGIN))
            item.setOpacity(BLOCKED_OPACITY if blocked else GHOST_OPACITY)
            item.setVisible(True)
            self._shown.append(item)
            shown.append(placement)
        targets = tuple(targets)
        if targets != self.targets:
            self._clear(self._markers)
            for cell, direction in targets:
                marker = TargetMarkerItem(cell, direction)
                self.scene.addItem(marker)
                self._markers.append(marker)
        cells = [c for p in shown for c in p.cells()] if blocked else []
        if blocked != self.blocked or blocked:
            self._clear(self._blocked)
            for cell in cells:
                hatch = QGraphicsPathItem(hex_path(cell))
                hatch.setPen(QPen(board_colours.ERROR, 2.4, Qt.PenStyle.DashLine))
                hatch.setBrush(QBrush(QColor(201, 42, 42, 90), Qt.BrushStyle.BDiagPattern))
                hatch.setZValue(Layer.OVERLAY + 1)
                self.scene.addItem(hatch)
                self._blocked.append(hatch)
        self.placements = tuple(shown)
        self.targets = targets
        self.blocked = blocked

    def hide(self) -> None:
        for item in self._shown:
            item.setVisible(False)
        self._shown.clear()
        self._clear(self._markers)
        self._clear(self._blocked)
        self.placements = ()
        self.targets = ()
        self.blocked = False

    def visible_ghosts(self) -> list[PieceItem]:
        return [item for item in self._shown if isinstance(item, PieceItem)]

    def marker_items(self) -> list[QGraphicsItem]:
        return list(self._markers)

    def _clear(self, items: list[QGraphicsItem]) -> None:
        for item in items:
            self.scene.removeItem(item)
        items.clear()


class RubberBandItem(QGraphicsRectItem):
    """The selection rectangle while the user drags on empty table."""

    def __init__(self) -> None:
        super().__init__()
        pen = QPen(board_colours.HIGHLIGHT, 0)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.setPen(pen)
        fill = QColor(board_colours.HIGHLIGHT)
        fill.setAlpha(40)
        self.setBrush(fill)
        self.setZValue(Layer.OVERLAY + 3)
