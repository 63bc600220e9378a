"""Marks a game puts on a square board's spaces: owner, houses and hotel, mortgage, pickable.

Drawing only, from plain values (an owner's colour and initial, a count of houses): the
play view (``play/traditional/board.py``) decides what each space shows from the game's state.
Each item sits in its space's own frame and turn (``SquareBoardScene.place``), so one
drawing serves the four sides:

- :class:`SquareOwnerItem` (``Layer.BUILDINGS``): a frame in the owner's colour around the
  space and a tag with the owner's initial over the price row (the price matters only while
  the bank holds the space); a mortgaged space is hatched and its tag says "M" (readable
  without colour).
- :class:`SquareBuildingsItem` (``Layer.BUILDINGS``): the houses (1-4, one house shape
  each, two by two, about a third of the street's width) or the hotel (one wide building)
  standing just inside the board, by the street's colour band: countable across the room,
  they never cover the space's words.
- :class:`SquarePotItem`: the Free Parking pot's amount (house rule), on its corner.
- :class:`SquareTargetItem` (``Layer.OVERLAY``): a space the player may pick (build,
  sell, mortgage...); a click or Enter calls the function handed over with it.
- :class:`JailBarsItem` (``Layer.MOVERS`` + 1): bars over the jail's cell, in front of the
  tokens of the players in jail (those just visiting stand outside it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import colours
from .fitted_text import draw_label
from .layers import Layer
from .square_layout import SpacePlace
from .square_scene import part_rect

HOUSE_FILL: Final = QColor("#2f9e44")
HOTEL_FILL: Final = QColor("#c92a2a")
BUILDING_OUTLINE: Final = QColor("#1b1b1b")
MORTGAGE_BADGE: Final = QColor("#495057")
TARGET_FILL: Final = QColor("#ffd43b")
TARGET_LIT: Final = QColor("#fab005")
TARGET_EDGE: Final = QColor("#e67700")
HOUSE_SHARE: Final = 0.31  # a house's side: this share of its street's width...
HOUSE_DEPTH_SHARE: Final = 0.2  # ...at most this share of a space's depth (a wide street's houses)
POT_FILL: Final = QColor("#ffd43b")
POT_EDGE: Final = QColor("#8a6d00")
OWNER_EDGE: Final = 3.5  # scene units: the owner's frame around the space


class _PlacedItem(QGraphicsItem):
    """An item drawn in one space's frame, turned to its side."""

    def __init__(self, place: SpacePlace, z: float) -> None:
        super().__init__()
        self.place = place
        self.frame = place.frame
        self.setPos(place.centre)
        self.setRotation(place.rotation)
        self.setZValue(z)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def index(self) -> int:
        return self.place.index


class SquareOwnerItem(_PlacedItem):
    """A property's owner and mortgage (nothing while the bank holds it)."""

    def __init__(self, place: SpacePlace) -> None:
        super().__init__(place, Layer.BUILDINGS)
        self.owner_colour: QColor | None = None
        self.initial = ""
        self.mortgaged = False

    def set_owner(self, colour: str | None, initial: str, mortgaged: bool, tooltip: str) -> bool:
        """Show ``colour``'s owner (None: the bank's); True if anything changed."""
        new = (QColor(colour).name() if colour else None, initial if colour else "", bool(colour) and mortgaged)
        old = (self.owner_colour.name() if self.owner_colour else None, self.initial, self.mortgaged)
        self.setToolTip(tooltip)
        if new == old:
            return False
        self.owner_colour = QColor(colour) if colour else None
        self.initial, self.mortgaged = new[1], new[2]
        self.update()
        return True

    def tag_rect(self) -> QRectF:
        """Where the owner's tag is, in the space's frame (over the price row)."""
        row = part_rect(self.frame, self.place.parts.price, self.place.flipped, 1.0)
        edge = OWNER_EDGE
        # From the price row's inner side to the owner's frame: the price hidden whole.
        if self.place.flipped:
            return QRectF(row.left() + edge, self.frame.top() + edge, row.width() - 2 * edge, row.bottom() - self.frame.top() - edge)
        return QRectF(row.left() + edge, row.top() - 1, row.width() - 2 * edge, self.frame.bottom() - edge - row.top() + 1)

    def boundingRect(self) -> QRectF:
        return self.frame.adjusted(-1, -1, 1, 1)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.tag_rect() if self.owner_colour is not None else QRectF())
        return path  # only the tag answers tooltips: the space's own tooltip shows elsewhere

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour = self.owner_colour
        if colour is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.frame
        if self.mortgaged:
            painter.fillRect(frame, QBrush(QColor(60, 60, 60, 120), Qt.BrushStyle.BDiagPattern))
        edge = OWNER_EDGE
        painter.setPen(QPen(colour, edge, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(frame.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2))
        tag = self.tag_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRect(tag)
        ink = colours.contrast_ink(colour)
        if self.mortgaged:
            # The initial on the left half, a grey "M" badge on the right: mortgaged, in any colours.
            left = QRectF(tag.left(), tag.top(), tag.width() / 2, tag.height())
            badge = QRectF(tag.center().x(), tag.top() + 1.5, tag.width() / 2 - 1.5, tag.height() - 3)
            draw_label(painter, self.initial, left, ink.name(), max_px=tag.height() * 0.62, weight=QFont.Weight.Bold)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MORTGAGE_BADGE)
            painter.drawRoundedRect(badge, 3, 3)
            draw_label(painter, QCoreApplication.translate("PlayBoard", "M"), badge, "#ffffff",
                       max_px=badge.height() * 0.8, weight=QFont.Weight.Bold)
        else:
            draw_label(painter, self.initial, tag, ink.name(), max_px=tag.height() * 0.62, weight=QFont.Weight.Bold)


def house_path(rect: QRectF) -> QPainterPath:
    """A house: a square body under a pointed roof, filling ``rect``."""
    path = QPainterPath()
    eave = rect.top() + rect.height() * 0.42
    path.moveTo(rect.left(), rect.bottom())
    path.lineTo(rect.left(), eave)
    path.lineTo(rect.center().x(), rect.top())
    path.lineTo(rect.right(), eave)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


def hotel_path(rect: QRectF) -> QPainterPath:
    """A hotel: a wide block with a flat, stepped roof, filling ``rect``."""
    path = QPainterPath()
    step = rect.height() * 0.3
    inset = rect.width() * 0.18
    path.moveTo(rect.left(), rect.bottom())
    path.lineTo(rect.left(), rect.top() + step)
    path.lineTo(rect.left() + inset, rect.top() + step)
    path.lineTo(rect.left() + inset, rect.top())
    path.lineTo(rect.right() - inset, rect.top())
    path.lineTo(rect.right() - inset, rect.top() + step)
    path.lineTo(rect.right(), rect.top() + step)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


class SquareBuildingsItem(_PlacedItem):
    """A street's houses (1-4) or hotel (5), standing just inside the board by its band.

    Big enough to count from the sofa: the houses stand two by two (a house about a third of
    the street's width), the hotel is one wide building. Next to a corner the block keeps
    off the corner, where the next side's street has its own; the street just after a
    corner puts its third house in the corner's square and its fourth behind the other
    two's far end (the street before the corner has its fourth behind the near one), so no
    two streets' buildings meet.
    """

    HOTEL: Final = 5

    def __init__(self, place: SpacePlace, corner_before: bool = False, corner_after: bool = False) -> None:
        """``corner_before`` / ``corner_after``: a corner comes just before (after) this space
        in playing order; the buildings keep off the inner corner the next side's street shares."""
        super().__init__(place, Layer.BUILDINGS + 1)
        self.level = 0
        frame = self.frame
        w = min(frame.width() * HOUSE_SHARE, frame.height() * HOUSE_DEPTH_SHARE)  # a house's side
        gap = w * 0.1
        self.house = w
        self.gap = gap
        # Playing order runs to the frame's left on the top row, to its right elsewhere.
        left, right = (corner_before, corner_after) if place.flipped else (corner_after, corner_before)
        block = 2 * w + gap
        margin = gap / 2
        if left and not right:  # the corner on the left: the block at the right end
            x0 = frame.right() - margin - block
        elif right and not left:
            x0 = frame.left() + margin
        else:
            x0 = frame.center().x() - block / 2
        columns = (x0, x0 + w + gap)
        # The cells the houses take, in order: two by two; the street just after a corner
        # puts its third house in the corner's square and its fourth behind the column away
        # from the corner (behind the other column stands the other street's fourth).
        near_corner, away = (columns[0], columns[1]) if left else (columns[1], columns[0])
        if corner_before and not corner_after:
            corner_x = frame.left() + margin if left else frame.right() - margin - w
            self._cells = ((near_corner, 0), (away, 0), (corner_x, 0), (away, 1))
        else:
            self._cells = ((columns[0], 0), (columns[1], 0), (columns[0], 1), (columns[1], 1))
        self._block_x = x0
        if place.flipped:  # the top row: its band, and the board, are below it
            self._rows = (frame.bottom(), frame.bottom() + w + gap)
        else:
            self._rows = (frame.top() - w, frame.top() - 2 * w - gap)
        top = min(self._rows)
        self.strip = QRectF(frame.left(), top, frame.width(), 2 * w + gap)

    def set_level(self, level: int, tooltip: str) -> bool:
        """Show ``level`` buildings (0-4 houses, 5 a hotel); True if that changed."""
        self.setToolTip(tooltip)
        level = max(0, min(self.HOTEL, level))
        if level == self.level:
            return False
        self.prepareGeometryChange()
        self.level = level
        self.update()
        return True

    def building_rects(self) -> list[QRectF]:
        """Each building's box in the space's frame (one for a hotel, none for bare land)."""
        w, gap = self.house, self.gap
        if self.level == 0:
            return []
        if self.level >= self.HOTEL:  # one wide building by the band, over both columns
            return [QRectF(self._block_x, self._rows[0], 2 * w + gap, w)]
        return [QRectF(x, self._rows[row], w, w) for x, row in self._cells[: self.level]]

    def boundingRect(self) -> QRectF:
        return self.strip.adjusted(-2, -2, 2, 2) if self.level else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.level:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hotel = self.level >= self.HOTEL
        painter.setPen(QPen(BUILDING_OUTLINE, self.house * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(HOTEL_FILL if hotel else HOUSE_FILL)
        for rect in self.building_rects():
            painter.drawPath(hotel_path(rect) if hotel else house_path(rect))
            # A door (and a hotel's windows): the shapes read as buildings without their colour.
            door_w = self.house * 0.22
            door = QRectF(rect.center().x() - door_w / 2, rect.bottom() - rect.height() * 0.36,
                          door_w, rect.height() * 0.36 - self.house * 0.04)
            painter.fillRect(door, QColor(255, 255, 255, 215))
            if hotel:
                side = self.house * 0.16
                for k in (-1, 1):
                    x = rect.center().x() + k * rect.width() * 0.28 - side / 2
                    painter.fillRect(QRectF(x, rect.top() + rect.height() * 0.45, side, side), QColor(255, 255, 255, 215))


class SquarePotItem(QGraphicsItem):
    """The Free Parking pot (house rule): its amount on a coin-gold badge on the corner,
    over the lower part of the corner's picture (never its name)."""

    def __init__(self, place: SpacePlace) -> None:
        super().__init__()
        self.place = place
        frame = place.frame
        side = frame.width()
        self.badge = QRectF(frame.left() + side * 0.08, frame.top() + side * (place.parts.corner_words[0] - 0.27),
                            side * 0.84, side * 0.25)
        self.setPos(place.centre)
        self.setZValue(Layer.BUILDINGS + 1)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = ""

    def set_text(self, text: str, tooltip: str) -> bool:
        """Show ``text`` (the pot's amount, in words); True if that changed."""
        self.setToolTip(tooltip)
        if text == self.text:
            return False
        self.text = text
        self.update()
        return True

    def badge_rect(self) -> QRectF:
        """The badge, in scene units (the movers keep off it)."""
        return self.mapRectToScene(self.badge)

    def boundingRect(self) -> QRectF:
        return self.badge.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        badge = self.badge
        painter.setPen(QPen(POT_EDGE, badge.height() * 0.08))
        painter.setBrush(POT_FILL)
        painter.drawRoundedRect(badge, badge.height() * 0.3, badge.height() * 0.3)
        draw_label(painter, self.text, badge.adjusted(badge.height() * 0.2, 0, -badge.height() * 0.2, 0),
                   colours.INK.name(), max_px=badge.height() * 0.7, weight=QFont.Weight.Black)


class SquareTargetItem(QGraphicsRectItem):
    """A space the player may pick: clicking it (or Enter on it) makes the choice it stands for."""

    def __init__(self, place: SpacePlace, on_pick: Callable[[int], None], label: str = "") -> None:
        super().__init__(place.frame.adjusted(3, 3, -3, -3))
        self.place = place
        self._on_pick = on_pick
        self.setPos(place.centre)
        self.setRotation(place.rotation)
        self.setZValue(Layer.OVERLAY)
        pen = QPen(TARGET_EDGE, 2.6)
        pen.setDashPattern([3, 2])
        self.setPen(pen)
        self.set_lit(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        if label:
            self.setToolTip(label)

    @property
    def cell(self) -> int:
        """The space this target stands for (``PlayBoard``'s targets call it a cell)."""
        return self.place.index

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.pick()

    def pick(self) -> None:
        self._on_pick(self.place.index)

    def set_lit(self, lit: bool) -> None:
        fill = QColor(TARGET_LIT if lit else TARGET_FILL)
        fill.setAlpha(150 if lit else 95)
        self.setBrush(fill)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_lit(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_lit(False)


class JailBarsItem(QGraphicsItem):
    """Bars over the jail's cell (scene rect ``cell``), in front of the tokens inside it."""

    def __init__(self, cell: QRectF) -> None:
        super().__init__()
        self.cell = QRectF(cell)
        self.setZValue(Layer.MOVERS + 1)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.cell.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.TILE_OUTLINE, 2.2))
        painter.drawRoundedRect(cell, 3, 3)
        bars = 5
        painter.setPen(QPen(QColor(43, 45, 66, 210), 1.8))
        for k in range(1, bars + 1):
            x = cell.left() + k * cell.width() / (bars + 1)
            painter.drawLine(QPointF(x, cell.top()), QPointF(x, cell.bottom()))
