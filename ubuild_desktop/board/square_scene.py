"""The drawing of a square board (the traditional game's): a ring of spaces around a centre.

:class:`SquareBoardScene` draws a core :class:`~ubuild_desktop.core.square.SquareBoard`
with the board package's look: the same cream tiles on the green table, the colour
groups' bands with their colour-free pattern and marker letter (``patterns.py``), the
corner art (``art.py``) and fitted text (``fitted_text.py``). Where each space goes is
``square_layout.py``'s. One :class:`SquareSpaceItem` per space at ``Layer.PIECES``, one
:class:`SquareCentreItem` below them; a play view adds its movers and buildings on the
layers above, placing them with :meth:`SquareBoardScene.place` (the space's rect and
turn). Nothing here changes the model.

Names are the board's own data in both languages (``name``/``name_es``), shown in the
translation's language (``words.board_names_in_spanish``) and made safe with
``usertext.shown``: a board file is user text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.core.square import Space, SpaceKind, SquareBoard
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import board_names_in_spanish, whole_money

from . import colours, tile_cache
from .art import ART_WORDS, art_rect, draw_art, word_rect
from .fitted_text import FittedText, draw_fitted, fit_text, ink_rect
from .heatmap import HeatMapItem, HeatScale
from .layers import Layer
from .patterns import draw_pattern
from .square_layout import (
    BOTTOM, FAR_DEPTH, FAR_PARTS, FAR_WIDTH, LEFT, RIGHT, SPACE_WIDTH, TOP, SpacePlace, SquareLayout, square_layout,
)

DETAIL_LOD: Final = 0.15  # below this zoom (scene unit -> pixels) the words are too small to read
NAME_SHOWN: Final = 40  # characters of a space's name (a board file allows no more)
BOARD_NAME_SHOWN: Final = 60

# Where a space's parts go (its band, name, picture, price): its place's ``parts``
# (square_layout.NEAR_PARTS, or FAR_PARTS on a board read from afar).
# The jail's corner prints its name in the upper part of the corner's words and "Just
# visiting" under it, along its rim, as the printed board does: a player on the jail who
# was not sent there is only visiting (shares of the corner's words' part).
JAIL_NAME: Final = (0.0, 0.6)
JAIL_VISITING: Final = (0.62, 1.1)

KIND_ART: Final = {
    SpaceKind.GO: "go", SpaceKind.JAIL: "jail", SpaceKind.FREE_PARKING: "free_parking",
    SpaceKind.GO_TO_JAIL: "go_to_jail", SpaceKind.STATION: "railroad",
}
UTILITY_ART: Final = ("power_station", "sewage_works")  # the board's utilities take them in turn
CHANCE_INK: Final = QColor("#d9480f")
CHEST_INK: Final = QColor("#1864ab")
CHEST_FILL: Final = QColor("#c98a3c")
TAX_INK: Final = QColor("#8a6d00")


@dataclass(frozen=True)
class SpaceFace:
    """What one space shows, in the user's language."""

    name: str
    money: str  # the price, a tax's "Pay $200" (or "Pay $200 or 10%"), GO's "Collect $200" ("" for none)
    colour: QColor | None  # a street's group colour
    letter: str
    pattern: str
    art: str  # a picture of art.py ("" for none)


def space_face(board: SquareBoard, index: int, spanish: bool) -> SpaceFace:
    """The face of space ``index`` of ``board``."""
    space = board.spaces[index]
    name = shown(space.shown_name(spanish), NAME_SHOWN)
    group = board.group(space.group) if space.kind is SpaceKind.STREET else None
    return SpaceFace(
        name=name,
        money=_money_line(board, space),
        colour=QColor(group.colour) if group is not None else (QColor("#c9c9c9") if space.kind is SpaceKind.STREET else None),
        letter=group.shown_marker(spanish) if group is not None else "",
        pattern=group.pattern if group is not None else "solid",
        art=_art(board, index),
    )


def _money_line(board: SquareBoard, space: Space) -> str:
    if space.is_property:
        return whole_money(space.price) if space.price else ""
    if space.kind is SpaceKind.TAX:
        if space.tax_percent:  # the lander's choice (002's Income Tax), printed as the book's board prints it
            return QCoreApplication.translate("SquareBoard", "Pay {amount} or {percent}%").format(
                amount=whole_money(space.tax), percent=space.tax_percent)
        return QCoreApplication.translate("SquareBoard", "Pay {amount}").format(amount=whole_money(space.tax))
    if space.kind is SpaceKind.GO:
        return QCoreApplication.translate("SquareBoard", "Collect {amount}").format(amount=whole_money(board.salary))
    return ""


def _art(board: SquareBoard, index: int) -> str:
    kind = board.spaces[index].kind
    if kind is SpaceKind.UTILITY:
        return UTILITY_ART[board.indices(SpaceKind.UTILITY).index(index) % len(UTILITY_ART)]
    return KIND_ART.get(kind, "")


def part_rect(frame: QRectF, part: tuple[float, float], flipped: bool, width: float = 0.9) -> QRectF:
    """The box of ``part`` (fractions of the depth from the inner edge) in a space's frame
    (its place's ``parts.band``, ``parts.price``...; a play view puts its marks there too)."""
    top, bottom = (1 - part[1], 1 - part[0]) if flipped else part
    w = frame.width() * width
    return QRectF(frame.center().x() - w / 2, frame.top() + top * frame.height(), w, (bottom - top) * frame.height())


class SquareSpaceItem(QGraphicsItem):
    """One space of a square board, drawn in its own frame and turned to its side."""

    def __init__(self, board: SquareBoard, place: SpacePlace, spanish: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.place = place
        self.space = board.spaces[place.index]
        self.face = space_face(board, place.index, spanish)
        self._frame = place.frame
        self._problem = False
        self._highlighted = False
        self._kept = tile_cache.KeptPixels()  # the art's pixels on a screen (see paint)
        self.setPos(place.centre)
        self.setRotation(place.rotation)
        self.setZValue(Layer.PIECES)
        # Rich text, its words escaped: a name holding "<b>" shows those letters (usertext).
        self.setToolTip("<qt>" + "<br>".join(escape(line) for line in (self.face.name, self.face.money) if line) + "</qt>")
        self._words = self._lay_out()

    @property
    def index(self) -> int:
        return self.place.index

    def boundingRect(self) -> QRectF:
        return self._frame.adjusted(-2, -2, 2, 2)

    def set_problem(self, problem: bool) -> None:
        if problem != self._problem:
            self._problem = problem
            self.update()

    def has_problem(self) -> bool:
        return self._problem

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self._highlighted:
            self._highlighted = highlighted
            self.setZValue(Layer.PIECES + (0.5 if highlighted else 0))
            self.update()

    def is_highlighted(self) -> bool:
        return self._highlighted

    # ----------------------------------------------------------------- layout

    def _lay_out(self) -> list[tuple[str, FittedText, QRectF, float]]:
        """The words this space prints: (role, layout, box in its frame, the turn of its lines:
        0, or a quarter with ``parts.names_along``)."""
        frame, face, flipped, parts = self._frame, self.face, self.place.flipped, self.place.parts
        unit = min(frame.width(), frame.height() * 0.62)  # a regular space's width, a corner's too
        words: list[tuple[str, str, QRectF, float, int, QFont.Weight, float]] = []
        if self._is_corner_picture() and self.space.kind is SpaceKind.JAIL:
            top, bottom = parts.corner_words
            depth = bottom - top

            def share(of: tuple[float, float]) -> tuple[float, float]:
                return (top + of[0] * depth, min(0.98, top + of[1] * depth))

            words.append(("name", face.name, part_rect(frame, share(JAIL_NAME), False, 0.9), unit * parts.corner_px, 1,
                          QFont.Weight.Bold, 0.0))
            words.append(("visiting", QCoreApplication.translate("SquareBoard", "Just visiting"),
                          part_rect(frame, share(JAIL_VISITING), False, 0.9), unit * parts.corner_px * 0.8, 1,
                          QFont.Weight.DemiBold, 0.0))
        elif self._is_corner_picture():
            words.append(("money" if self.space.kind is SpaceKind.GO else "name",
                          face.money if self.space.kind is SpaceKind.GO else face.name,
                          part_rect(frame, parts.corner_words, False, 0.9), unit * parts.corner_px, 2,
                          QFont.Weight.Bold, 0.0))
        else:
            street = self.space.kind is SpaceKind.STREET
            # Along the depth, a name reads from the screen's bottom up on the top and bottom
            # rows and left to right on the sides (the frame's own turn undone).
            turn = (90.0 if self.place.side == RIGHT else -90.0) if parts.names_along and not self.place.corner else 0.0
            box = part_rect(frame, parts.street_name if street else parts.name, flipped, 1.0)
            left, right = parts.name_across
            box = QRectF(frame.left() + left * frame.width(), box.top(), (right - left) * frame.width(), box.height())
            words.append(("name", face.name, box, unit * parts.name_px, 3, QFont.Weight.DemiBold, turn))
            if face.money:
                lines = max(parts.money_lines, 2) if self.space.kind is SpaceKind.TAX else parts.money_lines  # "Pay $200 or 10%"
                words.append(("money", face.money, part_rect(frame, parts.price, flipped, 0.9), unit * parts.money_px,
                              lines, QFont.Weight.Bold, 0.0))
        laid: list[tuple[str, FittedText, QRectF, float]] = []
        for role, text, box, max_px, lines, weight, turn in words:
            if text:
                width, height = (box.height(), box.width()) if turn else (box.width(), box.height())
                fitted = fit_text(text, width, height, max_px=max_px, min_px=max_px * 0.45,
                                  max_lines=lines, weight=weight)
                laid.append((role, fitted, box, turn))
        return laid

    @staticmethod
    def _turned(box: QRectF, turn: float) -> tuple[QTransform, QRectF]:
        """The transform from a word's own box (its lines level) to the frame, and that box."""
        own = QRectF(-box.height() / 2, -box.width() / 2, box.height(), box.width()) if turn else \
            QRectF(-box.width() / 2, -box.height() / 2, box.width(), box.height())
        return QTransform().translate(box.center().x(), box.center().y()).rotate(turn), own

    def _draw_words(self, painter: QPainter) -> None:
        for _role, fitted, box, turn in self._words:
            if not turn:
                draw_fitted(painter, fitted, box, colours.INK)
                continue
            transform, own = self._turned(box, turn)
            painter.save()
            painter.setTransform(transform, combine=True)
            draw_fitted(painter, fitted, own, colours.INK)
            painter.restore()

    def _is_corner_picture(self) -> bool:
        return self.place.corner and self.space.kind in (SpaceKind.GO, SpaceKind.JAIL, SpaceKind.FREE_PARKING,
                                                         SpaceKind.GO_TO_JAIL)

    def label_rects(self) -> list[tuple[str, QRectF]]:
        """Where this space's words are inked, in scene units (tests check they stay inside it)."""
        out = []
        for role, fitted, box, turn in self._words:
            transform, own = self._turned(box, turn)
            out.append((role, self.mapRectToScene(transform.mapRect(ink_rect(fitted, own)))))
        if self._is_corner_picture() and self.space.kind is SpaceKind.GO:  # the word GO, in its art
            art = self.face.art
            box = art_rect(art, self._picture_box())
            out.append(("name", self.mapRectToScene(word_rect(art, box) if art in ART_WORDS else box)))
        return out

    def texts(self) -> list[str]:
        """Every line of words this space prints (tests read them)."""
        lines = [line for _role, fitted, _box, _turn in self._words for line in fitted.lines]
        if self._is_corner_picture() and self.space.kind is SpaceKind.GO:
            lines.insert(0, self.face.name)
        if self.face.letter and self.space.kind is SpaceKind.STREET:
            lines.insert(0, self.face.letter)
        return lines

    def word_sizes(self) -> list[tuple[str, str, float]]:
        """Every word this space prints: (role, text, font pixel size in scene units)."""
        return [(role, " ".join(fitted.lines), fitted.pixel_size) for role, fitted, _box, _turn in self._words]

    def picture_rect(self) -> QRectF:
        """Where this space's picture is drawn (the jail's cell, a station's engine), in scene units."""
        box = self._picture_box()
        if self.face.art:
            box = art_rect(self.face.art, box)
        return self.mapRectToScene(box)

    def _picture_box(self) -> QRectF:
        frame = self._frame
        parts = self.place.parts
        if self._is_corner_picture():
            return part_rect(frame, parts.corner_picture, False, 0.8)
        return part_rect(frame, parts.picture, self.place.flipped, 0.8)

    # ------------------------------------------------------------------ paint

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # On a screen the art is copied from its kept pixels (a side space is turned a
        # quarter, so Qt keeps none for it: board/tile_cache.py).
        if not self._kept.draw(painter, self.boundingRect(), self._paint_art):
            self._paint_art(painter)
        frame = self._frame
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._problem:
            pen = QPen(colours.ERROR, 2.4, Qt.PenStyle.DashLine)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            painter.setBrush(QBrush(QColor(201, 42, 42, 60), Qt.BrushStyle.BDiagPattern))
            painter.drawRect(frame.adjusted(2, 2, -2, -2))
        if self._highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colours.HIGHLIGHT_HALO, 7))
            painter.drawRect(frame.adjusted(3, 3, -3, -3))
            painter.setPen(QPen(colours.HIGHLIGHT, 2.5))
            painter.drawRect(frame.adjusted(3, 3, -3, -3))

    def _paint_art(self, painter: QPainter) -> None:
        """The space itself (its fill, band, picture, words and frame), at the painter's zoom."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self._frame
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        fill = colours.CORNER_FILL.get(self.space.kind.value, colours.TILE) if self.place.corner else colours.TILE
        painter.fillRect(frame, fill)
        face = self.face
        if face.colour is not None:
            self._paint_band(painter, lod)
        if lod >= DETAIL_LOD:
            self._paint_picture(painter)
            self._draw_words(painter)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.TILE_OUTLINE, 1.2))
        painter.drawRect(frame)

    def _paint_band(self, painter: QPainter, lod: float) -> None:
        face, frame = self.face, self._frame
        band = part_rect(frame, self.place.parts.band, self.place.flipped, 1.0)
        assert face.colour is not None
        painter.fillRect(band, face.colour)
        if lod >= DETAIL_LOD:
            draw_pattern(painter, face.pattern, band, colours.contrast_ink(face.colour), band)
        painter.setPen(QPen(colours.TILE_OUTLINE, 1.0))
        edge = band.bottom() if not self.place.flipped else band.top()
        painter.drawLine(QPointF(band.left(), edge), QPointF(band.right(), edge))
        if face.letter and lod >= DETAIL_LOD:  # the colour-free marker, on a badge as on U-Build's districts
            radius = band.height() * 0.36
            centre = band.center()
            painter.setPen(QPen(colours.TILE_OUTLINE, 0.9))
            painter.setBrush(QBrush(colours.TILE))
            painter.drawEllipse(centre, radius, radius)
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            fitted = fit_text(face.letter, box.width(), box.height(), max_px=radius * 1.3, min_px=radius * 0.6,
                              max_lines=1, weight=QFont.Weight.Bold)
            draw_fitted(painter, fitted, box, colours.INK)

    def _paint_picture(self, painter: QPainter) -> None:
        kind = self.space.kind
        box = self._picture_box()
        if self.face.art:
            word = self.face.name if kind is SpaceKind.GO else ""
            draw_art(painter, self.face.art, box, word)
        elif kind is SpaceKind.CHANCE:
            fitted = fit_text("?", box.width(), box.height(), max_px=box.height() * 0.95, min_px=box.height() * 0.4,
                              max_lines=1, weight=QFont.Weight.Black)
            draw_fitted(painter, fitted, box, CHANCE_INK)
        elif kind is SpaceKind.CHEST:  # a chest: a body, a rounded lid and a clasp
            side = min(box.width(), box.height())
            body = QRectF(box.center().x() - side * 0.45, box.center().y() - side * 0.1, side * 0.9, side * 0.42)
            painter.setPen(QPen(CHEST_INK, 1.4))
            painter.setBrush(CHEST_FILL)
            painter.drawRoundedRect(QRectF(body.left(), body.top() - side * 0.3, body.width(), side * 0.5), side * 0.2, side * 0.2)
            painter.drawRect(body)
            painter.setBrush(QColor("#f4d35e"))
            painter.drawRect(QRectF(body.center().x() - side * 0.08, body.top() - side * 0.06, side * 0.16, side * 0.16))
        elif kind is SpaceKind.TAX:
            radius = min(box.width(), box.height()) * 0.36
            painter.setPen(QPen(TAX_INK, 1.6))
            painter.setBrush(QColor("#f4d35e"))
            painter.drawEllipse(box.center(), radius, radius)
            painter.drawEllipse(box.center(), radius * 0.7, radius * 0.7)


class SquareCentreItem(QGraphicsItem):
    """The middle of the board: the board's name."""

    def __init__(self, rect: QRectF, name: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = rect
        self.name = name
        box = rect.adjusted(rect.width() * 0.12, rect.height() * 0.3, -rect.width() * 0.12, -rect.height() * 0.3)
        self.box = box
        self.fitted = fit_text(name, box.width(), box.height(), max_px=rect.height() * 0.11,
                               min_px=rect.height() * 0.03, max_lines=3, weight=QFont.Weight.Black)
        self.setZValue(Layer.PIECES - 1)

    def boundingRect(self) -> QRectF:
        return self.rect

    def label_rect(self) -> QRectF:
        return ink_rect(self.fitted, self.box)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect, colours.SQUARE_CENTRE)
        inner = self.rect.adjusted(self.rect.width() * 0.06, self.rect.height() * 0.06,
                                   -self.rect.width() * 0.06, -self.rect.height() * 0.06)
        painter.setPen(QPen(colours.TILE_DIVIDER, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 12, 12)
        draw_fitted(painter, self.fitted, self.box, colours.INK)


#: A space's heat map badge, as shares of its shorter side (width, height), just inside the
#: ring (:meth:`SquareBoardScene._heat_badge`), and the gap that keeps it off the ring.
HEAT_BADGE: Final = (0.92, 0.28)
HEAT_BADGE_GAP: Final = 0.05
#: The zoom from which the badges show (a badge about 10 pixels tall).
HEAT_BADGE_LOD: Final = 0.5


class SquareBoardScene(QGraphicsScene):
    """The drawing of one square board, rebuilt from the model by :meth:`set_board`.

    The scene removes only the items it made itself when the board changes, so a play
    view's movers and buildings survive a redraw (see :mod:`ubuild_desktop.board`).
    """

    #: The heat map was laid, changed or removed (a ``BoardView`` shows its legend).
    heatMapChanged = Signal()

    def __init__(self, board: SquareBoard | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(colours.TABLE)
        self._heat_item: HeatMapItem | None = None
        self._board: SquareBoard | None = None
        self._layout = square_layout(0)
        self._spaces: list[SquareSpaceItem] = []
        self._centre: SquareCentreItem | None = None
        self._far_words = False  # deeper spaces with larger words (set_far_words)
        self._cache_mode = QGraphicsItem.CacheMode.NoCache  # set_screen_cache
        if board is not None:
            self.set_board(board)

    @property
    def board(self) -> SquareBoard | None:
        return self._board

    @property
    def layout(self) -> SquareLayout:
        return self._layout

    @property
    def space_items(self) -> tuple[SquareSpaceItem, ...]:
        """One item per space, in playing order."""
        return tuple(self._spaces)

    @property
    def centre_item(self) -> SquareCentreItem | None:
        return self._centre

    def set_board(self, board: SquareBoard) -> None:
        """Redraw for ``board``, in the translation's language; problems, highlights and the
        heat map are cleared."""
        self.set_heat_map(None)
        for item in [*self._spaces, *([self._centre] if self._centre is not None else [])]:
            self.removeItem(item)
        self._board = board
        spanish = board_names_in_spanish()
        self._layout = (square_layout(len(board.spaces), FAR_WIDTH, FAR_DEPTH, FAR_PARTS) if self._far_words
                        else square_layout(len(board.spaces)))
        by_index = sorted(self._layout.places, key=lambda place: place.index)
        self._spaces = [SquareSpaceItem(board, place, spanish) for place in by_index]
        self._centre = SquareCentreItem(self._layout.centre, shown(board.shown_name(spanish), BOARD_NAME_SHOWN))
        for item in (*self._spaces, self._centre):
            item.setCacheMode(_cache_mode_for(item, self._cache_mode))
            self.addItem(item)
        margin = self._layout.board.width() * 0.04
        self.setSceneRect(self._layout.board.adjusted(-margin, -margin, margin, margin))

    def set_screen_cache(self, cached: bool) -> None:
        """Keep each space's pixels between two paints of a screen (Qt's device-coordinate
        cache), or not: a :class:`~.view.BoardView` turns it on for its scene, so a repaint,
        a pan or a hover copies the spaces' pixels instead of laying out their words and
        art again (issue 26). Off for a scene that is exported (vector art)."""
        self._cache_mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if cached
                            else QGraphicsItem.CacheMode.NoCache)
        for item in (*self._spaces, *([self._centre] if self._centre is not None else [])):
            item.setCacheMode(_cache_mode_for(item, self._cache_mode))

    @property
    def far_words(self) -> bool:
        return self._far_words

    def set_far_words(self, far: bool) -> None:
        """Draw the board to be read from afar (deeper spaces, their names along the depth at a
        larger size: ``square_layout.FAR_PARTS``), or as usual; redraws as :meth:`set_board`
        does, so a view re-places its own items after it. The play window's TV mode turns
        it on; the editor never does."""
        if far == self._far_words:
            return
        self._far_words = far
        if self._board is not None:
            self.set_board(self._board)

    def word_sizes(self) -> list[tuple[str, str, float]]:
        """Every word on the spaces: (role, text, font pixel size in scene units)."""
        return [word for item in self._spaces for word in item.word_sizes()]

    def board_rect(self) -> QRectF:
        """The board's square (``BoardView.fit`` shows it whole)."""
        return QRectF(self._layout.board)

    def place(self, index: int) -> SpacePlace:
        """Where space ``index`` is drawn (its rect, side and turn), for items a view adds."""
        return self._spaces[index].place

    def set_problem_spaces(self, indices: Iterable[int | None]) -> None:
        """Mark the spaces a validator's problems name (None, a problem of the whole board, marks none)."""
        marked = {index for index in indices if index is not None}
        for item in self._spaces:
            item.set_problem(item.index in marked)

    def highlight_space(self, index: int | None) -> QRectF:
        """Highlight one space (None: none); returns its rect to reveal (null for none)."""
        for item in self._spaces:
            item.set_highlighted(item.index == index)
        if index is None or not 0 <= index < len(self._spaces):
            return QRectF()
        return self._spaces[index].place.rect

    def label_rects(self) -> list[tuple[int, str, QRectF]]:
        """Every word's inked rect (space index, role, scene rect): what must stay readable."""
        return [(item.index, role, rect) for item in self._spaces for role, rect in item.label_rects()]


    # ---------------------------------------------------------------- heat map

    def set_heat_map(self, values: Sequence[float] | None, title: str | None = None) -> None:
        """Lay a heat map over the spaces, as ``BoardScene.set_heat_map`` does on a track:
        ``values[i]`` for space ``i`` in playing order from GO (``LandingOdds.heat()``), a
        wash of its colour over the space and its percentage on a badge off the space's words
        (:meth:`_heat_badge`). None removes it; so does the next :meth:`set_board`.

        Raises ``ValueError`` if there is not one value per space of the board drawn."""
        if self._heat_item is not None:
            self.removeItem(self._heat_item)
            self._heat_item = None
        elif values is None:
            return
        if values is not None:
            shapes = []
            badges = []
            for item in self._spaces:
                rect = item.place.rect
                path = QPainterPath()
                path.addRect(rect.adjusted(1, 1, -1, -1))
                shapes.append(path)
                badges.append(self._heat_badge(item))
            self._heat_item = HeatMapItem(shapes, badges, HeatScale.of(values, title), badge_lod=HEAT_BADGE_LOD)
            self.addItem(self._heat_item)
        self.heatMapChanged.emit()

    def _heat_badge(self, item: SquareSpaceItem) -> QRectF:
        """Where a space's heat badge goes, off its words: a side's in the board's middle along
        the space's inner edge; a corner's (whose words run under its picture) on the foot of
        its picture, or where the corner's words leave room."""
        place = item.place
        side = min(place.rect.width(), place.rect.height(), SPACE_WIDTH)
        width, height = side * HEAT_BADGE[0], side * HEAT_BADGE[1]
        gap = side * HEAT_BADGE_GAP
        centre = self._layout.centre
        mid = place.rect.center()
        if place.corner:  # the picture's foot, or else the first place down the corner free of its words
            picture = item.picture_rect()
            words = [rect for _role, rect in item.label_rects()]
            rect = place.rect.adjusted(gap, gap, -gap, -gap)
            tries = [QPointF(picture.center().x(), picture.bottom() - height / 2)] + [
                QPointF(rect.center().x(), rect.top() + height / 2 + k * height / 4)
                for k in range(max(1, int((rect.height() - height) / (height / 4)) + 1))]
            mid = tries[0]
            for point in tries:
                box = QRectF(point.x() - width / 2, point.y() - height / 2, width, height)
                if rect.contains(box) and not any(box.intersects(word) for word in words):
                    mid = point
                    break
        elif place.side == BOTTOM:
            mid = QPointF(mid.x(), centre.bottom() - gap - height / 2)
        elif place.side == TOP:
            mid = QPointF(mid.x(), centre.top() + gap + height / 2)
        elif place.side == LEFT:
            mid = QPointF(centre.left() + gap + width / 2, mid.y())
        else:
            mid = QPointF(centre.right() - gap - width / 2, mid.y())
        return QRectF(mid.x() - width / 2, mid.y() - height / 2, width, height)

    def heat_scale(self) -> HeatScale | None:
        """The heat map laid on the board (its values, range and title), or None."""
        return None if self._heat_item is None else self._heat_item.scale

    def heat_item(self) -> HeatMapItem | None:
        return self._heat_item


def _cache_mode_for(item: QGraphicsItem, mode: QGraphicsItem.CacheMode) -> QGraphicsItem.CacheMode:
    """Qt keeps no pixels for an item turned a quarter (it would draw it into a new pixmap
    at every paint): such a space keeps its own (``SquareSpaceItem.paint``) and needs none."""
    return QGraphicsItem.CacheMode.NoCache if item.rotation() % 180 else mode
