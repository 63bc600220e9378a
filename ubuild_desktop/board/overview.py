"""The pieces as plain coloured hexes when tiles are tiny on screen (level of detail).

Below :data:`OVERVIEW_HEX_PX` screen pixels per hex (its circumradius), a tile's words,
pictures and outline are a blur of a few pixels, yet each tile drawn as its own item costs
a call into Python per tile per frame (2,000 pieces: tens of milliseconds a zoom step). So
a :class:`~.scene.BoardScene` shown that small (``BoardScene.set_level_of_detail``, which
:class:`~.view.BoardView` calls before each paint) has an :class:`Overview` of its
pieces, which the view paints with the table (``drawBackground``, so it is kept with the
table's pixels between paints): every hex filled with its tile's colour and every
district hex's colour band, one path per colour, which Qt fills in one call each. The
piece items stay in the scene (clicks and hovers find them as before) but paint nothing
(``ItemHasNoContents``), except a piece outlined as a problem or highlighted, which paints
itself, art and outline, over the overview.

The paths are made from the piece items when first painted after any change of the
pieces (``BoardScene`` calls :meth:`Overview.set_pieces` on every redraw and counts the
changes in its ``generation``, which makes the view drop its kept table), so they never
show a track as it was. A vector device (PDF, SVG, print) always gets the full art: an
exported scene has no view, so never this level of detail.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from . import colours
from .geometry import cell_center
from .layers import HEX_SIZE
from .piece_item import DISTRICT_BAND_BOTTOM, HexFace, PieceItem

OVERVIEW_HEX_PX = 7.0  # a hex smaller than this on screen (circumradius, px): the overview

_S = HEX_SIZE
_W = 0.8660254037844386 * HEX_SIZE  # half a pointy-top hex's width
# Offsets from a hex's centre: the hexagon, and the colour band along its top.
_HEX = ((0.0, -_S), (_W, -_S / 2), (_W, _S / 2), (0.0, _S), (-_W, _S / 2), (-_W, -_S / 2))
_BAND = ((0.0, -_S), (_W, -_S / 2), (_W, DISTRICT_BAND_BOTTOM * _S), (-_W, DISTRICT_BAND_BOTTOM * _S), (-_W, -_S / 2))


def face_fill(face: HexFace, kind: str) -> QColor:
    """The colour a tile's hex is filled with (as ``PieceItem`` fills it)."""
    if face.kind == "planning":
        return colours.PLANNING_FILL
    if face.kind == "corner":
        return colours.CORNER_FILL.get(kind, colours.TILE)
    if face.kind == "bridge":
        return colours.BRIDGE_FILL
    if face.kind == "railroad":
        return colours.RAILROAD_FILL
    return colours.TILE


class Overview:
    """Every piece of a scene as filled hexes, one path per colour (see the module docstring)."""

    def __init__(self) -> None:
        self._pieces: dict[str, PieceItem] = {}
        self._paths: list[tuple[QColor, QPainterPath]] | None = None
        self.generation = 0  # how many times the pieces changed

    def set_pieces(self, pieces: dict[str, PieceItem]) -> None:
        """Draw these pieces (the scene's dict): the paths are made again when next painted."""
        self._pieces = pieces
        self._paths = None
        self.generation += 1

    def paths(self) -> list[tuple[QColor, QPainterPath]]:
        """(colour, path) of every hex filled, in painting order."""
        if self._paths is None:
            self._paths = self._make_paths()
        return self._paths

    def _make_paths(self) -> list[tuple[QColor, QPainterPath]]:
        by_colour: dict[int, tuple[QColor, QPainterPath]] = {}
        bands: dict[int, tuple[QColor, QPainterPath]] = {}
        for item in self._pieces.values():
            kind = item.placement.kind.value
            for face in item.faces:
                centre = cell_center(face.cell)
                _add(by_colour, face_fill(face, kind), centre, _HEX)
                if face.kind == "district" and face.district is not None:
                    _add(bands, face.district.colour, centre, _BAND)
        return list(by_colour.values()) + list(bands.values())

    def paint(self, painter: QPainter) -> None:
        """Fill the hexes, in scene units (no antialiasing: hexes a few pixels wide)."""
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for colour, path in self.paths():
            painter.fillPath(path, colour)
        painter.restore()


def _add(paths: dict[int, tuple[QColor, QPainterPath]], colour: QColor, centre: QPointF,
         corners: tuple[tuple[float, float], ...]) -> None:
    entry = paths.get(colour.rgba())
    if entry is None:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)  # stacked pieces' hexes: filled once, not cut out
        entry = paths[colour.rgba()] = (colour, path)
    x, y = centre.x(), centre.y()
    entry[1].addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners]))
