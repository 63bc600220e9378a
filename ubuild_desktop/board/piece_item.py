"""One placed piece drawn as a plastic tile: hexes, card faces, emblems and connector clips.

A :class:`PieceItem` is a pure view of one :class:`~ubuild_desktop.core.track.Placement`:
it never changes the model. What it shows beyond the placement itself (whether each
connector is joined, whether the piece has a problem or is highlighted, a bridge's
position) is pushed in by the scene.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.core.cards import BridgePosition, DistrictSet
from ubuild_desktop.core.lattice import HEX, Cell
from ubuild_desktop.core.pieces import DOUBLE_KINDS, PieceKind
from ubuild_desktop.core.track import Placement
from ubuild_desktop.words import district_name, group_letter, group_name, money

from . import colours, tile_cache
from .art import ART_WORDS, draw_art, word_rect
from .geometry import cell_center, direction_angle, edge_midpoint, edge_points, hex_path, outline_path
from .layers import HEX_SIZE, Layer
from .patterns import draw_pattern
from .fitted_text import FittedText, draw_fitted, draw_label, fit_text, ink_rect

ConnectorState = Literal["joined", "open", "blocked"]
"""What a connector clips into: another piece's connector, nothing, or another piece's side."""

GO_SALARY_K = 2000  # GAME_MODEL.md section 5: passing or landing on GO pays $2M
TILE_INSET = 1.0  # scene units trimmed off every piece so neighbouring tiles show a seam
DISTRICT_BAND_BOTTOM = -0.36  # a district hex's colour band ends this many hex sizes above its centre
DETAIL_LOD = 0.3  # below this zoom (scene unit -> pixels) text and art are too small to read


@dataclass(frozen=True)
class LabelSpot:
    """Where a face's words go: a box in hex sizes from the hex's centre, and the text's sizes."""

    top: float
    bottom: float
    width: float
    max_px: float
    min_px: float | None = None
    max_lines: int = 1
    weight: QFont.Weight = QFont.Weight.DemiBold

    def box(self, centre: QPointF) -> QRectF:
        s = HEX_SIZE
        return QRectF(centre.x() - self.width * s / 2, centre.y() + self.top * s, self.width * s,
                      (self.bottom - self.top) * s)

    def fitted(self, text: str, centre: QPointF) -> FittedText:
        box = self.box(centre)
        return fit_text(text, box.width(), box.height(), max_px=self.max_px,
                        min_px=self.max_px * 0.6 if self.min_px is None else self.min_px,
                        max_lines=self.max_lines, weight=self.weight)


# Every word printed on a tile, by the face that prints it (the movers keep off them).
SPOTS = {
    "planning": LabelSpot(0.08, 0.46, 1.42, 8.0, 5.5, 2),
    "corner": LabelSpot(0.18, 0.6, 1.42, 8.5, 5.5, 2, QFont.Weight.Bold),
    "bridge": LabelSpot(0.3, 0.56, 1.3, 8.0),
    "name": LabelSpot(-0.32, 0.3, 1.58, 10.0, 6.0, 2),
    "price": LabelSpot(0.34, 0.62, 1.1, 9.0, weight=QFont.Weight.Bold),
    "unknown": LabelSpot(-0.2, 0.2, 1.4, 9.0, weight=QFont.Weight.Normal),
}
LETTER_BADGE = (-0.6, 0.19)  # a district's group letter: its centre's height and radius, in hex sizes
LETTER_PX = 9.0
# Words read from afar (the play window's TV mode): the pictures give up room so the words
# are about a third larger (FAR_SPOTS), and the price is inked as dark as the name.
FAR_SPOTS = {
    "planning": LabelSpot(-0.2, 0.5, 1.66, 11.5, 6.0, 2),
    "corner": LabelSpot(-0.04, 0.62, 1.5, 12.5, 6.0, 2, QFont.Weight.Bold),
    "bridge": LabelSpot(0.14, 0.6, 1.5, 12.5, 6.0),
    "name": LabelSpot(-0.34, 0.36, 1.66, 13.0, 6.0, 2),
    "price": LabelSpot(0.36, 0.68, 1.2, 12.5, 6.0, weight=QFont.Weight.Bold),
    "unknown": LabelSpot(-0.2, 0.3, 1.6, 12.0, weight=QFont.Weight.Normal),
}
FAR_LETTER_PX = 12.5
# The pictures' boxes (left, top, width, height in hex sizes from the hex's centre), near and far.
ART_BOXES = {
    False: {"planning": (-0.6, -0.78, 1.2, 0.8), "bridge": (-0.66, -0.8, 1.32, 1.05), "corner": (-0.56, -0.78, 1.12, 0.92)},
    True: {"planning": (-0.45, -0.8, 0.9, 0.58), "bridge": (-0.6, -0.82, 1.2, 0.92), "corner": (-0.48, -0.74, 0.96, 0.7)},
}


@dataclass(frozen=True)
class DistrictFace:
    """What a district hex shows: its card's name and price and its group's marks."""

    name: str
    price: str
    colour: QColor
    letter: str
    pattern: str
    group_name: str


@dataclass(frozen=True)
class HexFace:
    """What one hex of a piece shows."""

    cell: Cell
    kind: Literal["district", "planning", "corner", "bridge", "railroad", "unknown"]
    district: DistrictFace | None = None
    fallback: str = ""  # shown when the card data has no district for this half


def hex_faces(placement: Placement, districts: DistrictSet | None) -> tuple[HexFace, ...]:
    """What each hex of ``placement`` shows, hex 0 first."""
    faces: list[HexFace] = []
    for half, cell in enumerate(placement.cells()):
        if placement.kind == PieceKind.RAILROAD:
            faces.append(HexFace(cell, "railroad"))
        elif placement.kind == PieceKind.BRIDGE:
            faces.append(HexFace(cell, "bridge"))
        elif placement.kind in DOUBLE_KINDS:
            if placement.kind == PieceKind.PLANNING_DOUBLE and half == 0:
                faces.append(HexFace(cell, "planning"))
                continue
            card = None
            if districts is not None and placement.tile is not None:
                card = districts.card_on(placement.tile, half)  # type: ignore[arg-type]
            if card is None or districts is None:
                faces.append(HexFace(cell, "unknown", fallback=f"{placement.tile} {half + 1}"))
                continue
            group = districts.group(card.group)
            face = DistrictFace(
                name=district_name(card.name),
                price=money(card.price),
                colour=QColor(group.colour),
                letter=group_letter(group.marker.letter),
                pattern=group.marker.pattern,
                group_name=group_name(group.name),
            )
            faces.append(HexFace(cell, "district", face))
        else:
            faces.append(HexFace(cell, "corner"))
    return tuple(faces)


def _round_pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _piece_label(kind: PieceKind) -> str:
    """The words printed on a piece's special hex (corners, bridge, planning), translated."""
    if kind == PieceKind.GO:
        salary = money(GO_SALARY_K)
        return QCoreApplication.translate("PieceItem", "Collect {amount}").format(amount=salary)
    if kind == PieceKind.JAIL:
        return QCoreApplication.translate("PieceItem", "Jail")
    if kind == PieceKind.FREE_PARKING:
        return QCoreApplication.translate("PieceItem", "Free Parking")
    if kind == PieceKind.GO_TO_JAIL:
        return QCoreApplication.translate("PieceItem", "Go to Jail")
    if kind == PieceKind.BRIDGE:
        return QCoreApplication.translate("PieceItem", "Chance")
    if kind == PieceKind.PLANNING_DOUBLE:
        return QCoreApplication.translate("PieceItem", "Planning Permission")
    return ""


def _art_word(kind: PieceKind) -> str:
    """The word drawn into a piece's art (see ``art.ART_WORDS``), translated."""
    if kind == PieceKind.GO:
        return QCoreApplication.translate("PieceItem", "GO")
    return ""


class PieceItem(QGraphicsItem):
    """The drawing of one placed piece, in scene coordinates (the item sits at 0, 0).

    ``connector_states`` gives, in connector order, whether each connector is joined;
    the scene derives it from the :class:`~ubuild_desktop.core.graph.TrackGraph`.
    """

    def __init__(
        self,
        placement: Placement,
        *,
        districts: DistrictSet | None = None,
        connector_states: Sequence[ConnectorState] | None = None,
        bridge_position: BridgePosition = "down",
        far: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._placement = placement
        self._far = far  # words read from afar (FAR_SPOTS)
        self._faces = hex_faces(placement, districts)
        states: list[ConnectorState] = list(connector_states or ())
        missing = len(placement.connector_directions) - len(states)
        self._states: tuple[ConnectorState, ...] = tuple(states + ["open"] * missing)
        self._bridge_position: BridgePosition = bridge_position
        self._problem = False
        self._highlighted = False
        self._summarised = False  # drawn by the scene's overview (board/overview.py)
        self._outline = outline_path(placement.cells(), HEX_SIZE, TILE_INSET)
        self._rings: dict[float, QPainterPath] = {}  # problem / highlight outlines, made when first shown
        self._label = _piece_label(placement.kind)
        self._bounds = self._outline.boundingRect().adjusted(-14, -14, 14, 14)
        self._origin = cell_center(placement.cell)
        self._art_key = self._make_art_key()
        self._kept = tile_cache.KeptPixels()  # the art's pixels when too large for a shared picture
        self.setZValue(Layer.PIECES)
        self.setToolTip(self._describe())
        self.setData(0, placement.id)

    # ------------------------------------------------------------------ state

    @property
    def placement(self) -> Placement:
        return self._placement

    @property
    def piece_id(self) -> str:
        return self._placement.id

    @property
    def faces(self) -> tuple[HexFace, ...]:
        return self._faces

    @property
    def connector_states(self) -> tuple[ConnectorState, ...]:
        return self._states

    @property
    def has_problem(self) -> bool:
        """Whether the piece is outlined as part of a problem."""
        return self._problem

    def set_problem(self, problem: bool) -> None:
        if problem != self._problem:
            self._problem = problem
            self._restack()
            self.update()

    def set_summarised(self, summarised: bool) -> None:
        """Let the scene's overview draw this tile (it then paints nothing itself, unless
        outlined as a problem or highlighted), or paint it again (board/overview.py)."""
        self._summarised = summarised
        self._restack()

    @property
    def is_highlighted(self) -> bool:
        """Whether the piece carries the selection highlight."""
        return self._highlighted

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self._highlighted:
            self._highlighted = highlighted
            self._restack()
            self.update()

    @property
    def bridge_position(self) -> BridgePosition:
        return self._bridge_position

    def set_bridge_position(self, position: BridgePosition) -> None:
        """Show a bridge raised or lowered (game state, so the play view sets it)."""
        if position != self._bridge_position:
            self._bridge_position = position
            self._art_key = self._make_art_key()
            self.update()

    @property
    def far(self) -> bool:
        """Whether the words are laid out to be read from afar (:data:`FAR_SPOTS`)."""
        return self._far

    def set_far(self, far: bool) -> None:
        if far != self._far:
            self._far = far
            self._art_key = self._make_art_key()
            self.update()

    @property
    def spots(self) -> dict[str, LabelSpot]:
        return FAR_SPOTS if self._far else SPOTS

    def _art_box(self, art: str, centre: QPointF) -> QRectF:
        left, top, width, height = (v * HEX_SIZE for v in ART_BOXES[self._far][art])
        return QRectF(centre.x() + left, centre.y() + top, width, height)

    @property
    def art_key(self) -> tuple:
        """What the tile shows, apart from where: two items with equal keys draw the same art
        about their first hex's centre (the cache of tile pictures is keyed by it)."""
        return self._art_key

    def _make_art_key(self) -> tuple:
        piece = self._placement
        anchor = piece.cell
        faces = tuple(
            (face.kind, face.cell.q - anchor.q, face.cell.r - anchor.r, face.fallback,
             None if face.district is None else (
                 face.district.name, face.district.price, face.district.colour.rgba(), face.district.letter,
                 face.district.pattern))
            for face in self._faces
        )
        edges = tuple((cell.q - anchor.q, cell.r - anchor.r, direction) for cell, direction in piece.connector_edges())
        return (piece.kind.value, faces, edges, self._states, self._bridge_position, self._label,
                _art_word(piece.kind), self._far)

    def _restack(self) -> None:
        # Lift outlined pieces so their halo is not painted over by a neighbour.
        lift = 0.5 if self._highlighted else 0.25 if self._problem else 0.0
        self.setZValue(Layer.PIECES + lift)
        quiet = self._summarised and not lift
        if bool(self.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents) != quiet:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, quiet)

    # --------------------------------------------------------------- geometry

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def outline(self) -> QPainterPath:
        """The piece's outline (the union of its hexes, trimmed by the tile seam)."""
        return QPainterPath(self._outline)

    # ---------------------------------------------------------------- drawing

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # On a screen the art comes from its picture at this zoom, or when too large for one
        # from the item's own kept pixels (board/tile_cache.py).
        if tile_cache.draw_cached(painter, self._bounds, self._origin, self._art_key, self._paint_art, self):
            self._kept.forget()
        elif not self._kept.draw(painter, self._bounds, self._paint_kept, self._art_key):
            self._paint_art(painter, option.levelOfDetailFromTransform(painter.worldTransform()))
        if self._problem or self._highlighted:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._problem:
            self._paint_ring(painter, colours.WARNING_HALO, colours.WARNING, 2.6)
        if self._highlighted:
            self._paint_ring(painter, colours.HIGHLIGHT_HALO, colours.HIGHLIGHT, 3.0, grow=4.0)

    def _paint_kept(self, painter: QPainter) -> None:
        self._paint_art(painter, QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()))

    def _paint_art(self, painter: QPainter, lod: float) -> None:
        """The tile itself (shadow, faces, seam, outline, clips), in scene units, at ``lod``."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = self._outline
        # Shadow: the tile sits on the table.
        painter.fillPath(outline.translated(1.2, 2.0), colours.TILE_SHADOW)
        painter.save()
        # Intersect, never replace: a caller's clip (a printed page) must hold.
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        for face in self._faces:
            self._paint_face(painter, face, lod)
        painter.restore()
        if len(self._faces) == 2:
            painter.save()
            painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)  # the seam stays inside the tile
            self._paint_divider(painter)
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(colours.TILE_OUTLINE, 1.6))
        painter.drawPath(outline)
        self._paint_clips(painter)

    def _paint_ring(self, painter: QPainter, halo: QColor, colour: QColor, width: float, *, grow: float = 1.5) -> None:
        ring = self._rings.get(grow)
        if ring is None:
            ring = self._rings[grow] = outline_path(self._placement.cells(), HEX_SIZE, TILE_INSET - grow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_round_pen(halo, width * 3.2))
        painter.drawPath(ring)
        painter.setPen(_round_pen(colour, width))
        painter.drawPath(ring)

    def _paint_face(self, painter: QPainter, face: HexFace, lod: float) -> None:
        centre = cell_center(face.cell)
        hexagon = hex_path(face.cell)
        kind = self._placement.kind
        if face.kind == "district" and face.district is not None:
            painter.fillPath(hexagon, colours.TILE)
            self._paint_district(painter, face.district, centre, hexagon, lod)
        elif face.kind == "planning":
            painter.fillPath(hexagon, colours.PLANNING_FILL)
            if lod >= DETAIL_LOD:
                draw_art(painter, "planning", self._art_box("planning", centre))
                self._draw_spot(painter, "planning", self._label, centre, colours.INK)
        elif face.kind == "corner":
            painter.fillPath(hexagon, colours.CORNER_FILL.get(kind.value, colours.TILE))
            if lod >= DETAIL_LOD:
                self._paint_corner(painter, kind, centre)
        elif face.kind == "bridge":
            painter.fillPath(hexagon, colours.BRIDGE_FILL)
            if lod >= DETAIL_LOD:
                art = "bridge_up" if self._bridge_position == "up" else "bridge_down"
                draw_art(painter, art, self._art_box("bridge", centre))
                self._draw_spot(painter, "bridge", self._label, centre, colours.INK)
        elif face.kind == "railroad":
            painter.fillPath(hexagon, colours.RAILROAD_FILL)
            if lod >= DETAIL_LOD:
                self._paint_railroad(painter, centre)
        else:
            painter.fillPath(hexagon, colours.TILE)
            if lod >= DETAIL_LOD:
                self._draw_spot(painter, "unknown", face.fallback, centre, colours.INK_SOFT)

    def _draw_spot(self, painter: QPainter, spot: str, text: str, centre: QPointF, colour: QColor) -> None:
        where = self.spots[spot]
        draw_label(painter, text, where.box(centre), colour, max_px=where.max_px, min_px=where.min_px,
                   max_lines=where.max_lines, weight=where.weight)

    def label_rects(self) -> list[tuple[Cell, QRectF]]:
        """Where this piece's words are inked, each with its hex (scene units): what must stay readable."""
        out: list[tuple[Cell, QRectF]] = []
        for face in self._faces:
            centre = cell_center(face.cell)
            words: list[tuple[str, str]] = []
            if face.kind == "district" and face.district is not None:
                words = [("name", face.district.name), ("price", face.district.price)]
                y, r = LETTER_BADGE
                out.append((face.cell, QRectF(centre.x() - r * HEX_SIZE, centre.y() + (y - r) * HEX_SIZE,
                                              2 * r * HEX_SIZE, 2 * r * HEX_SIZE)))
            elif face.kind in ("planning", "corner", "bridge"):
                words = [(face.kind, self._label)]
                art = self._placement.kind.value
                if face.kind == "corner" and art in ART_WORDS and _art_word(self._placement.kind):
                    out.append((face.cell, word_rect(art, self._corner_art_rect(centre))))  # "GO", "SALIDA"
            elif face.kind == "unknown":
                words = [("unknown", face.fallback)]
            for spot, text in words:
                if text:
                    where = self.spots[spot]
                    out.append((face.cell, ink_rect(where.fitted(text, centre), where.box(centre))))
        return out

    def word_sizes(self) -> list[tuple[str, str, float]]:
        """Every word this piece prints: (spot, text, font pixel size in scene units), the
        group letters as spot "letter" (what a view's TV mode sizes from)."""
        out: list[tuple[str, str, float]] = []
        for face in self._faces:
            centre = cell_center(face.cell)
            words: list[tuple[str, str]] = []
            if face.kind == "district" and face.district is not None:
                words = [("name", face.district.name), ("price", face.district.price)]
                out.append(("letter", face.district.letter, self._letter_fitted(face.district.letter, centre).pixel_size))
            elif face.kind in ("planning", "corner", "bridge"):
                words = [(face.kind, self._label)]
            elif face.kind == "unknown":
                words = [("unknown", face.fallback)]
            out += [(spot, text, self.spots[spot].fitted(text, centre).pixel_size) for spot, text in words if text]
        return out

    def _letter_box(self, centre: QPointF) -> QRectF:
        y, r = LETTER_BADGE
        return QRectF(centre.x() - r * HEX_SIZE, centre.y() + (y - r) * HEX_SIZE, 2 * r * HEX_SIZE, 2 * r * HEX_SIZE)

    def _letter_fitted(self, letter: str, centre: QPointF) -> FittedText:
        box = self._letter_box(centre)
        px = FAR_LETTER_PX if self._far else LETTER_PX
        return fit_text(letter, box.width(), box.height(), max_px=px, min_px=px * 0.6, max_lines=1,
                        weight=QFont.Weight.Bold)

    def _paint_district(
        self, painter: QPainter, face: DistrictFace, centre: QPointF, hexagon: QPainterPath, lod: float
    ) -> None:
        s = HEX_SIZE
        band_bottom = centre.y() + DISTRICT_BAND_BOTTOM * s
        band = QPainterPath()
        band.addRect(QRectF(centre.x() - s, centre.y() - s, 2 * s, band_bottom - (centre.y() - s)))
        band = band.intersected(hexagon)
        painter.fillPath(band, face.colour)
        if lod >= DETAIL_LOD:
            draw_pattern(painter, face.pattern, band.boundingRect(), colours.contrast_ink(face.colour), band)
        painter.setPen(QPen(colours.TILE_DIVIDER, 0.8))
        painter.drawLine(QPointF(centre.x() - s, band_bottom), QPointF(centre.x() + s, band_bottom))
        if lod < DETAIL_LOD:
            return
        # The group letter on a badge: the colour-free marker.
        badge_centre = QPointF(centre.x(), centre.y() + LETTER_BADGE[0] * s)
        radius = LETTER_BADGE[1] * s
        painter.setPen(QPen(colours.TILE_OUTLINE, 0.9))
        painter.setBrush(QBrush(colours.TILE))
        painter.drawEllipse(badge_centre, radius, radius)
        draw_fitted(painter, self._letter_fitted(face.letter, centre), self._letter_box(centre), colours.INK)
        self._draw_spot(painter, "name", face.name, centre, colours.INK)
        # Near, the price is the softer line under the name; from afar it must read as well.
        self._draw_spot(painter, "price", face.price, centre, colours.INK if self._far else colours.INK_SOFT)

    def _corner_art_rect(self, centre: QPointF) -> QRectF:
        return self._art_box("corner", centre)

    def _paint_corner(self, painter: QPainter, kind: PieceKind, centre: QPointF) -> None:
        draw_art(painter, kind.value, self._corner_art_rect(centre), _art_word(kind))
        self._draw_spot(painter, "corner", self._label, centre, colours.INK)

    def _paint_railroad(self, painter: QPainter, centre: QPointF) -> None:
        # The art's rails run east; turn them towards the track the cap clips onto.
        (_cell, direction), *_ = self._placement.connector_edges()
        s = HEX_SIZE
        painter.save()
        painter.setTransform(
            QTransform().translate(centre.x(), centre.y()).rotate(direction_angle(direction)), combine=True
        )
        # Shifted east so the buffer stays inside the hex and the rails run into the join.
        draw_art(painter, "railroad", QRectF(-0.8 * s, -0.88 * s, 1.76 * s, 1.76 * s))
        painter.restore()

    def _paint_divider(self, painter: QPainter) -> None:
        first, second = (face.cell for face in self._faces)
        direction = HEX.direction_between(first, second)
        if direction is None:
            return
        a, b = edge_points(first, direction)
        pen = QPen(colours.TILE_DIVIDER, 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.0, 2.0])
        painter.setPen(pen)
        painter.drawLine(a, b)

    def _paint_clips(self, painter: QPainter) -> None:
        s = HEX_SIZE
        for (cell, direction), state in zip(self._placement.connector_edges(), self._states):
            mid = edge_midpoint(cell, direction)
            painter.save()
            painter.translate(mid)
            # Local frame: x points out of the hex through the edge, y runs along the edge.
            painter.rotate(direction_angle(direction))
            if state == "joined":
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.CLIP_JOINED)
                painter.drawRoundedRect(QRectF(-2.6, -0.17 * s, 5.2, 0.34 * s), 1.6, 1.6)
            else:
                # An unjoined clip sticks out of the tile like the physical tab.
                painter.setPen(QPen(colours.TILE_OUTLINE, 1.0))
                painter.setBrush(colours.CLIP_OPEN)
                tab = QPainterPath()
                tab.moveTo(-1.0, -0.16 * s)
                tab.lineTo(2.0, -0.16 * s)
                tab.arcTo(QRectF(-2.5, -0.16 * s, 9.0, 0.32 * s), 90, -180)
                tab.lineTo(-1.0, 0.16 * s)
                tab.closeSubpath()
                painter.drawPath(tab)
            painter.restore()

    # ---------------------------------------------------------------- tooltip

    def _describe(self) -> str:
        piece = self._placement
        names = {
            PieceKind.GO: QCoreApplication.translate("PieceItem", "GO"),
            PieceKind.JAIL: QCoreApplication.translate("PieceItem", "Jail"),
            PieceKind.FREE_PARKING: QCoreApplication.translate("PieceItem", "Free Parking"),
            PieceKind.GO_TO_JAIL: QCoreApplication.translate("PieceItem", "Go to Jail"),
            PieceKind.DISTRICT_DOUBLE: QCoreApplication.translate("PieceItem", "District double {tile}"),
            PieceKind.PLANNING_DOUBLE: QCoreApplication.translate("PieceItem", "Planning double {tile}"),
            PieceKind.BRIDGE: QCoreApplication.translate("PieceItem", "Bridge (a Chance space)"),
            PieceKind.RAILROAD: QCoreApplication.translate("PieceItem", "Railroad end cap"),
        }
        lines = [names[piece.kind].format(tile=piece.tile or "") + f"  [{piece.id}]"]
        for face in self._faces:
            if face.district is not None:
                lines.append(
                    QCoreApplication.translate("PieceItem", "{name}: {price}, {group} ({letter})").format(
                        name=face.district.name,
                        price=face.district.price,
                        group=face.district.group_name,
                        letter=face.district.letter,
                    )
                )
            elif face.kind == "planning":
                lines.append(QCoreApplication.translate("PieceItem", "Planning Permission"))
        return "\n".join(lines)
