"""The heat map: a value per track space laid over the board, with its legend.

A value per space in playing order from GO (``Game.space_names``'s order, which is
``TrackGraph.spaces``'s), usually the share of turns that end there
(``core.balance``'s ``LandingOdds.heat()``). Each space's hex is washed with a colour of
:func:`ubuild_desktop.theme.heat` (pale yellow for the least, dark red for the most,
darker at every step so the order reads in grey too) and, when the hex is large enough
on screen to read it, a badge prints the value as a percentage.

:meth:`BoardScene.set_heat_map` lays it (one :class:`HeatMapItem` for every space, so a
board without a heat map pays nothing); a :class:`BoardView` shows the legend
(:class:`HeatLegend`) in its corner while its scene has one; :func:`render_board` paints a
board with its heat map and legend on any painter (a report's image or PDF page).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPaintEngine, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import SpaceKind
from ubuild_desktop.words import percent

from .fitted_text import draw_label
from .geometry import cell_center, hex_path
from .layers import HEX_SIZE, Layer

if TYPE_CHECKING:  # a track's spaces (a square board's heat map reads no track graph)
    from ubuild_desktop.core.graph import Space

# How strongly a hex is washed with its colour. Where the painter can multiply (a screen, an
# image), the colour multiplies the tile, so its ink stays dark; elsewhere (a PDF) it is a
# lighter veil over the tile.
MULTIPLY_ALPHA = 0.9
VEIL_ALPHA = 0.5
BADGE_LOD = 0.4  # the percentages show from this zoom (a hex about 32 pixels tall)
# The badge, in hex sizes from the hex's centre (left, top, width, height): on a district over
# its price (its name and letter stay readable), on another space over the lower part of
# its picture (its words stay readable).
BADGE = (-0.52, 0.31, 1.04, 0.34)
BADGE_ON_ART = (-0.52, -0.27, 1.04, 0.34)
LEGEND_SIZE = QSize(250, 64)  # pixels at a 1:1 scale
LEGEND_MARGIN = 10  # pixels between the legend and the view's corner


def legend_title() -> str:
    """The legend's usual title: what the heat map shows."""
    return QCoreApplication.translate("HeatMap", "Turns that land on the space")


@dataclass(frozen=True)
class HeatScale:
    """The values of a heat map and the range its colours span (least to most)."""

    values: tuple[float, ...]
    low: float
    high: float
    title: str

    @classmethod
    def of(cls, values: Sequence[float], title: str | None = None) -> HeatScale:
        """The scale of ``values``; a value that is not a finite number counts as 0.

        The colours span the least to the most value above 0: a space nobody ends a turn
        on (Go to Jail) takes the palest colour and its "0%", and does not squeeze every
        other space into the dark end of the scale.
        """
        clean = tuple(float(v) if math.isfinite(v) else 0.0 for v in values)
        positive = [v for v in clean if v > 0]
        low = min(positive or clean, default=0.0)
        high = max(clean, default=0.0)
        return cls(clean, low, high, legend_title() if title is None else title)

    def fraction(self, value: float) -> float:
        """Where ``value`` sits between the least and the most (0 … 1, clamped; all equal: the middle)."""
        if self.high - self.low <= 1e-12:
            return 0.0 if value < self.low else 0.5
        return min(1.0, max(0.0, (value - self.low) / (self.high - self.low)))

    def colour(self, value: float) -> QColor:
        return theme.heat(self.fraction(value))


class HeatMapItem(QGraphicsItem):
    """Every space's wash and percentage, in one item above the pieces: ``shapes[i]`` is
    space ``i``'s outline, ``badges[i]`` where its percentage goes (scene units). The
    percentages show from the zoom ``badge_lod`` (:func:`hex_heat_map` makes the item of
    a hexagonal track; the square board's scene makes its own).

    It takes no mouse button, so clicks, drags and hovers go to the pieces under it.
    """

    def __init__(self, shapes: Sequence[QPainterPath], badges: Sequence[QRectF], scale: HeatScale,
                 badge_lod: float = BADGE_LOD, cells: Sequence[Cell] = (), parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        if len(shapes) != len(scale.values) or len(badges) != len(shapes):
            raise ValueError(f"a heat map needs one value per space: {len(shapes)} spaces, {len(scale.values)} values")
        self.scale = scale
        self.badge_lod = badge_lod
        self.cells = tuple(cells)  # a hexagonal track's: space i's cell
        self._badges = tuple(badges)
        self.texts = tuple(percent(v) for v in scale.values)
        self.setZValue(Layer.HEAT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._hexes = list(shapes)
        self._multiplied = [_washed(scale.colour(v), MULTIPLY_ALPHA) for v in scale.values]
        self._veiled = [_washed(scale.colour(v), VEIL_ALPHA) for v in scale.values]
        self._badge_colours = [scale.colour(v) for v in scale.values]
        bounds = QRectF()
        for path in self._hexes:
            bounds = bounds.united(path.boundingRect())
        self._bounds = bounds.adjusted(-2, -2, 2, 2)

    @property
    def badges(self) -> tuple[QRectF, ...]:
        """Where each space's percentage goes (scene units)."""
        return self._badges

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        exposed = option.exposedRect  # type: ignore[attr-defined]
        painter.setPen(Qt.PenStyle.NoPen)
        engine = painter.paintEngine()
        multiply = engine is not None and engine.hasFeature(QPaintEngine.PaintEngineFeature.BlendModes)
        painter.save()
        if multiply:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
        for path, colour in zip(self._hexes, self._multiplied if multiply else self._veiled):
            if path.boundingRect().intersects(exposed):
                painter.fillPath(path, colour)
        painter.restore()
        if lod < self.badge_lod:
            return
        outline = QPen(QColor(theme.PAPER_INK), 1.0)
        for box, text, colour, path in zip(self._badges, self.texts, self._badge_colours, self._hexes):
            if not path.boundingRect().intersects(exposed):
                continue
            radius = box.height() / 2
            painter.setPen(outline)
            painter.setBrush(colour)
            painter.drawRoundedRect(box, radius, radius)
            inner = box.adjusted(radius * 0.45, 0, -radius * 0.45, 0)
            draw_label(painter, text, inner, _ink(colour), max_px=box.height() * 0.72, weight=QFont.Weight.Bold)


def hex_heat_map(spaces: Sequence[Space], scale: HeatScale) -> HeatMapItem:
    """The heat map item of a hexagonal track's ``spaces`` (each one hex)."""
    shapes = [hex_path(space.cell, HEX_SIZE - 1.5).translated(_shrink_offset(space.cell)) for space in spaces]
    return HeatMapItem(shapes, [_badge_box(space) for space in spaces], scale, cells=[space.cell for space in spaces])


def _badge_box(space: Space) -> QRectF:
    """Where a space's percentage goes (scene units)."""
    left, top, width, height = BADGE if space.kind == SpaceKind.DISTRICT else BADGE_ON_ART
    centre = cell_center(space.cell)
    return QRectF(centre.x() + left * HEX_SIZE, centre.y() + top * HEX_SIZE, width * HEX_SIZE, height * HEX_SIZE)


def _shrink_offset(cell: Cell) -> QPointF:
    """Keep a hex drawn a little smaller centred on its cell."""
    return cell_center(cell) - cell_center(cell, HEX_SIZE - 1.5)


def _washed(colour: QColor, alpha: float) -> QColor:
    washed = QColor(colour)
    washed.setAlphaF(alpha)
    return washed


def _ink(background: QColor) -> QColor:
    """The paper's ink or white, whichever reads better on ``background``."""
    ink = QColor(theme.PAPER_INK)
    return ink if theme.contrast(ink, background) >= theme.contrast("#ffffff", background) else QColor("#ffffff")


# ------------------------------------------------------------------- legend


def draw_legend(painter: QPainter, rect: QRectF, scale: HeatScale) -> None:
    """The legend of ``scale`` in ``rect`` (device units): its title, the colour bar from
    the least to the most, and both ends as percentages. A card of its own: paper and ink."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(theme.PAPER_INK_SOFT), 1.0))
    painter.setBrush(QColor(theme.PAPER))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
    pad = max(4.0, rect.height() * 0.12)
    inner = rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.7)
    row = inner.height() / 3
    ink = QColor(theme.PAPER_INK)
    draw_label(painter, scale.title, QRectF(inner.left(), inner.top(), inner.width(), row), ink,
               max_px=row * 0.8, min_px=row * 0.5, weight=QFont.Weight.Bold)
    bar = QRectF(inner.left(), inner.top() + row * 1.15, inner.width(), row * 0.75)
    gradient = QLinearGradient(bar.topLeft(), bar.topRight())
    for i, stop in enumerate(theme.HEAT_STOPS):
        gradient.setColorAt(i / (len(theme.HEAT_STOPS) - 1), QColor(stop))
    path = QPainterPath()
    path.addRoundedRect(bar, 3, 3)
    painter.fillPath(path, gradient)
    painter.setPen(QPen(ink, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    labels = QRectF(inner.left(), inner.top() + row * 2, inner.width(), row)
    font = QFont(painter.font())
    font.setPixelSize(max(6, round(row * 0.72)))
    painter.setFont(font)
    painter.setPen(ink)
    least = QCoreApplication.translate("HeatMap", "least {value}").format(value=percent(scale.low))
    most = QCoreApplication.translate("HeatMap", "most {value}").format(value=percent(scale.high))
    painter.drawText(labels, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), least)
    painter.drawText(labels, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), most)
    painter.restore()


class HeatLegend(QWidget):
    """The legend in a corner of a board view, over the board (mouse events pass through)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heatLegend")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.scale: HeatScale | None = None
        self.setFixedSize(LEGEND_SIZE)
        self.hide()

    def show_scale(self, scale: HeatScale | None) -> None:
        self.scale = scale
        if scale is None:
            self.hide()
            return
        self.setAccessibleName(scale.title)
        self.setAccessibleDescription(
            QCoreApplication.translate("HeatMap", "From {least} (pale yellow) to {most} (dark red)").format(
                least=percent(scale.low), most=percent(scale.high))
        )
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: object) -> None:
        if self.scale is None:
            return
        painter = QPainter(self)
        draw_legend(painter, QRectF(self.rect()), self.scale)
        painter.end()


def render_board(scene: QGraphicsScene, painter: QPainter, target: QRectF, *, legend: bool = True) -> None:
    """Paint the whole board of ``scene`` (a ``BoardScene``) into ``target`` (device units),
    its proportions kept, with the heat map's legend under it, on the left, when it has one
    and ``legend`` is True. One path for a widget, a PNG, an SVG and a PDF page."""
    source = scene.board_rect().adjusted(-HEX_SIZE / 2, -HEX_SIZE / 2, HEX_SIZE / 2, HEX_SIZE / 2)  # type: ignore[attr-defined]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.fillRect(target, scene.backgroundBrush())
    scale = scene.heat_scale() if legend and hasattr(scene, "heat_scale") else None
    board = QRectF(target)
    if scale is not None:
        width = min(float(LEGEND_SIZE.width()), target.width() - 2 * LEGEND_MARGIN)
        height = width * LEGEND_SIZE.height() / LEGEND_SIZE.width()
        box = QRectF(target.left() + LEGEND_MARGIN, target.bottom() - LEGEND_MARGIN - height, width, height)
        board.setBottom(box.top() - LEGEND_MARGIN)
        draw_legend(painter, box, scale)
    scene.render(painter, board, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.restore()
