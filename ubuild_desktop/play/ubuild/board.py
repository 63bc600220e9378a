"""The game drawn over the shared board: movers, blocks, buildings, pickable sites.

:class:`PlayBoard` adds its items to a :class:`~ubuild_desktop.board.BoardScene` on the
``BUILDINGS`` and ``MOVERS`` layers and redraws them from the engine's state in
:meth:`PlayBoard.sync`. Items never change the game: a click on a highlighted site only
calls the function the turn panel handed over with the sites.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ubuild_desktop.board import HEX_SIZE, BoardScene, Layer, cell_center, draw_art, hex_path, tile_cache
from ubuild_desktop.board.fitted_text import draw_label
from ubuild_desktop.board.spread import clear_of, spread_points
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.core.engine.ubuild.state import State
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.lattice import Cell

from ..board import ORIGIN, STEP_MS, MoverBoard, MoverItem
from .words import building_name

S = HEX_SIZE
HAZARD_TINT = QColor("#ff922b")
BONUS_TINT = QColor("#94d82d")
SPECIAL_TINT = QColor("#dee2e6")
TARGET = QColor("#ffd43b")


# Where movers stand on a space: the first goes to the first of these (fractions of the
# hex size) that covers none of the space's words, each next one as far as it can from
# those already there, on a grid over the hex, never on a word (PieceItem.label_rects:
# a district's name, price and group letter, "Collect $2M", "Jail", "Free Parking"...).
_FIRST_SLOTS = ((0.64, 0.5), (-0.64, 0.5), (0.52, -0.5), (-0.52, -0.5))
_GRID_STEP = 0.08
_GRID_REACH = 0.95  # a mover's centre stays inside the hex this size (its disc may reach over the edge)
_CROWD_REACH = 1.05  # ...or this size, on a crowded hex (never on a word of the hexes around)
MAX_MOVERS = 6
BLOCK_ICON = 0.36 * S  # a block type's icon on a district's row...
BLOCK_DIGIT = 0.24 * S  # ...and its count
BADGE_WIDTH = 0.42 * S  # the mortgage badge ("M") on the row
ROW_TOP, ROW_HEIGHT = 0.28 * S, 0.4 * S  # the row, below the centre: over the price, under a two-line name


def _inside_hex(x: float, y: float, size: float) -> bool:
    """Whether (x, y), in hex sizes from a pointy-top hex's centre, is inside that hex of ``size``."""
    return abs(x) <= size * math.sqrt(3) / 2 and abs(y) <= size - abs(x) / math.sqrt(3)


def _grid(reach: float) -> list[tuple[float, float]]:
    """The grid points a mover may stand on, in hex sizes from the centre, inside the hex of size ``reach``."""
    steps = math.ceil(_CROWD_REACH / _GRID_STEP)
    wide = [(i * _GRID_STEP, j * _GRID_STEP) for j in range(-steps, steps + 1) for i in range(-steps, steps + 1)
            if _inside_hex(i * _GRID_STEP, j * _GRID_STEP, _CROWD_REACH)]
    return [(x, y) for x, y in wide if _inside_hex(x, y, reach)]


# Worked out once (every space's free slots were a thousand hex tests each, for every window).
_CROWD = _grid(_CROWD_REACH)
_ON_HEX = _grid(_GRID_REACH)


class DistrictStatusItem(QGraphicsItem):
    """What stands on one district: owner's ring, blocks (counted and worthless), mortgage."""

    def __init__(self, district_id: str, cell: Cell) -> None:
        super().__init__()
        self.district_id = district_id
        self.cell = cell
        self.setPos(cell_center(cell))
        self.setZValue(Layer.BUILDINGS)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._hex = hex_path(Cell(0, 0)).translated(-cell_center(Cell(0, 0)))
        inner = hex_path(Cell(0, 0), S * 0.9).translated(-cell_center(Cell(0, 0), S * 0.9))
        self._ring = self._hex.subtracted(inner)
        self.owner_colour: QColor | None = None
        self.residential = 0
        self.industrial = 0
        self.hazard = False
        self.mortgaged = False
        # Nothing to show yet: Qt skips the item when it paints (a big track has thousands).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def set_status(self, owner_colour: str | None, residential: int, industrial: int, hazard: bool, mortgaged: bool) -> bool:
        colour = QColor(owner_colour) if owner_colour else None
        new = (colour.name() if colour else None, residential, industrial, hazard, mortgaged)
        old = (self.owner_colour.name() if self.owner_colour else None, self.residential, self.industrial,
               self.hazard, self.mortgaged)
        if new == old:
            return False
        self.owner_colour, self.residential, self.industrial, self.hazard, self.mortgaged = colour, *new[1:]  # type: ignore[assignment]
        empty = self.owner_colour is None and not (self.residential or self.industrial)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(-S, -S, 2 * S, 2 * S)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.owner_colour is None and not (self.residential or self.industrial):
            return
        key = ("district status", None if self.owner_colour is None else self.owner_colour.rgba(), self.residential,
               self.industrial, self.hazard, self.mortgaged, QCoreApplication.translate("PlayBoard", "M"))
        if not tile_cache.draw_cached(painter, self.boundingRect(), ORIGIN, key, self._draw, self):
            self._draw(painter, 1.0)

    def _draw(self, painter: QPainter, _lod: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.owner_colour is not None:
            painter.fillPath(self._ring, self.owner_colour)
        if self.mortgaged:
            painter.save()
            painter.setClipPath(self._hex)
            painter.fillPath(self._hex, QBrush(QColor(60, 60, 60, 110), Qt.BrushStyle.BDiagPattern))
            painter.restore()
        if self.residential or self.industrial or self.mortgaged:
            # The blocks and the mortgage badge stand on the price row (the price matters
            # only while unowned), never on the name: one icon and a count per block type,
            # big enough to read across the table.
            groups = [(n, c) for n, c in (("residential", self.residential), ("industrial", self.industrial)) if c]
            content = len(groups) * (BLOCK_ICON + BLOCK_DIGIT) + (BADGE_WIDTH if self.mortgaged else 0.0)
            row = self.row_rect(content)
            painter.setPen(QPen(QColor(43, 45, 66, 120), 0.8))
            painter.setBrush(QColor(255, 250, 240, 245))
            painter.drawRoundedRect(row, 4, 4)
            x = -content / 2
            if self.mortgaged:
                badge = QRectF(x + 0.03 * S, row.top() + 0.05 * S, BADGE_WIDTH - 0.06 * S, row.height() - 0.1 * S)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#495057"))
                painter.drawRoundedRect(badge, 3, 3)
                draw_label(painter, QCoreApplication.translate("PlayBoard", "M"), badge, "#ffffff",
                           max_px=badge.height() * 0.85, weight=QFont.Weight.Black)
                x += BADGE_WIDTH
            for name, count in groups:
                worthless = name == "residential" and self.hazard
                if worthless:
                    painter.setOpacity(0.35)  # worthless while a hazard touches the district
                draw_art(painter, name, QRectF(x, row.top() + 0.04 * S, BLOCK_ICON, row.height() - 0.08 * S))
                draw_label(painter, str(count), QRectF(x + BLOCK_ICON, row.top(), BLOCK_DIGIT, row.height()),
                           "#2b2d42", max_px=0.38 * S, weight=QFont.Weight.Black)
                painter.setOpacity(1.0)
                if worthless:
                    painter.setPen(QPen(QColor("#e8590c"), 2.0))
                    painter.drawLine(QPointF(x, row.bottom() - 2), QPointF(x + BLOCK_ICON + BLOCK_DIGIT, row.top() + 2))
                x += BLOCK_ICON + BLOCK_DIGIT

    @staticmethod
    def row_rect(content: float) -> QRectF:
        """The row of blocks and mortgage badge for ``content`` scene units of them, about the
        hex's centre: at least the price's width, so it hides the price whole."""
        width = max(content + 0.08 * S, 1.1 * S)
        return QRectF(-width / 2, ROW_TOP, width, ROW_HEIGHT)

    def shown_row(self) -> QRectF:
        """The row as drawn now, in scene units (null with nothing on it)."""
        if not (self.residential or self.industrial or self.mortgaged):
            return QRectF()
        groups = (1 if self.residential else 0) + (1 if self.industrial else 0)
        content = groups * (BLOCK_ICON + BLOCK_DIGIT) + (BADGE_WIDTH if self.mortgaged else 0.0)
        return self.mapRectToScene(self.row_rect(content))


_NAMED_KINDS = (BuildingKind.HAZARD, BuildingKind.BONUS)  # each piece has its own name and art


class BuildingItem(QGraphicsItem):
    """A hazard, bonus building, skyscraper, stadium or the Tower on its site."""

    def __init__(self, cell: Cell, kind: BuildingKind, name: str) -> None:
        super().__init__()
        self.cell = cell
        self.kind = kind
        self.name = name
        self.setPos(cell_center(cell))
        self.setZValue(Layer.BUILDINGS + 1)
        self._hex = hex_path(Cell(0, 0), S * 0.86).translated(-cell_center(Cell(0, 0), S * 0.86))
        self.setToolTip(building_name(name if kind in _NAMED_KINDS else kind).capitalize())

    def boundingRect(self) -> QRectF:
        return QRectF(-S, -S, 2 * S, 2 * S)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not tile_cache.draw_cached(painter, self.boundingRect(), ORIGIN, ("building", self.kind, self.name),
                                      self._draw, self):
            self._draw(painter, 1.0)

    def _draw(self, painter: QPainter, _lod: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = HAZARD_TINT if self.kind == BuildingKind.HAZARD else BONUS_TINT if self.kind == BuildingKind.BONUS else SPECIAL_TINT
        painter.setPen(QPen(tint.darker(140), 1.5))
        fill = QColor(tint)
        fill.setAlpha(200)
        painter.setBrush(fill)
        painter.drawPath(self._hex)
        art = self.name if self.kind in _NAMED_KINDS else self.kind
        try:
            draw_art(painter, art, QRectF(-0.62 * S, -0.66 * S, 1.24 * S, 1.24 * S))
        except KeyError:
            draw_art(painter, self.kind, QRectF(-0.62 * S, -0.66 * S, 1.24 * S, 1.24 * S))


class SiteTargetItem(QGraphicsPathItem):
    """A highlighted legal site: clicking it makes the choice it stands for."""

    def __init__(self, cell: Cell, on_pick: Callable[[Cell], None], label: str = "") -> None:
        path = hex_path(Cell(0, 0), S * 0.8).translated(-cell_center(Cell(0, 0), S * 0.8))
        super().__init__(path)
        self.cell = cell
        self._on_pick = on_pick
        self.setPos(cell_center(cell))
        self.setZValue(Layer.OVERLAY)
        pen = QPen(QColor("#e67700"), 2.6)
        pen.setDashPattern([3, 2])
        self.setPen(pen)
        fill = QColor(TARGET)
        fill.setAlpha(150)
        self.setBrush(fill)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        if label:
            self.setToolTip(label)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.pick()

    def pick(self) -> None:
        """Make the choice this site stands for (a click, or Enter with the keyboard on it)."""
        self._on_pick(self.cell)

    def set_lit(self, lit: bool) -> None:
        fill = QColor("#fab005" if lit else TARGET)
        fill.setAlpha(220 if lit else 150)
        self.setBrush(fill)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_lit(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_lit(False)


class DistrictHoverItem(QGraphicsPathItem):
    """An invisible hex over a district: hovering shows the district's card."""

    def __init__(self, district_id: str, cell: Cell, on_hover: Callable[[str | None], None]) -> None:
        super().__init__(hex_path(cell))
        self.district_id = district_id
        self._on_hover = on_hover
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # hovered, never painted
        self.setZValue(Layer.BUILDINGS - 1)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(self.district_id)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(None)


class PlayBoard(MoverBoard):
    """The play view's items on a board scene, kept in step with the engine's state."""

    def __init__(self, scene: BoardScene, state: State, colours: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        game = state.game
        graph = build_graph(game.track)
        self.space_cells: list[Cell] = [s.cell for s in graph.spaces]
        self.space_piece: list[str] = [s.piece_id for s in graph.spaces]
        self.jump_after = game.railroad_jump_after
        self.colours = [QColor(c) for c in colours]
        self.movers = [MoverItem(p, name, colours[p]) for p, name in enumerate(game.players)]
        for mover in self.movers:
            scene.addItem(mover)
        self.status: dict[str, DistrictStatusItem] = {}
        self.hovers: dict[str, DistrictHoverItem] = {}
        for info in game.districts:
            cell = self.space_cells[info.space]
            item = DistrictStatusItem(info.card.id, cell)
            scene.addItem(item)
            self.status[info.card.id] = item
            hover = DistrictHoverItem(info.card.id, cell, self.districtHovered.emit)
            scene.addItem(hover)
            self.hovers[info.card.id] = hover
        self.buildings: dict[Cell, BuildingItem] = {}
        self.targets: list[SiteTargetItem] = []
        self._animation: QVariantAnimation | None = None
        self._animating_seat = -1
        self._positions = list(state.position)
        self._find_slots()
        self._cache_items()

    def _find_slots(self) -> None:
        words: dict[Cell, list[QRectF]] = {}
        for piece in self.scene.piece_items().values():
            for cell, rect in piece.label_rects():
                words.setdefault(cell, []).append(rect)
        self.words = words  # where each hex's words are (scene units)
        self._status_at = {item.cell: item for item in self.status.values()}
        self._space_of = {cell: space for space, cell in enumerate(self.space_cells)}
        # Each space's, worked out when a mover first stands there (a window opens without
        # working out the dozens of spaces nobody stands on).
        self._slots: dict[int, list[QPointF]] = {}

    def relayout(self, state: State) -> None:
        self.stop_animation()
        self._find_slots()
        self.sync(state)

    def _free_slots(self, space: int) -> list[QPointF]:
        """Where the movers on ``space`` stand, in filling order, spread apart: never on a
        word (a name, a price, "Collect $2M"...; those of the hexes around too), and off the
        districts' rows of blocks and mortgage badges while there is room."""
        cell = self.space_cells[space]
        centre = cell_center(cell)
        near = [cell, *(Cell(cell.q + dq, cell.r + dr) for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)))]
        words = [(w.left(), w.top(), w.right(), w.bottom()) for c in near for w in self.words.get(c, [])]
        rows = [(w.left(), w.top(), w.right(), w.bottom()) for w in
                (self._status_at[c].shown_row() for c in near if c in self._status_at)]
        marks = words + rows
        r = MoverItem.reach()
        cx, cy = centre.x(), centre.y()
        crowd = [(cx + x * S, cy + y * S) for x, y in _CROWD]  # a crowded hex's movers may stand half off it
        off_words = clear_of(crowd, words, r)
        crowd_off_marks = clear_of(off_words, rows, r)
        kept = set(crowd_off_marks)
        off_marks = [p for p in ((cx + x * S, cy + y * S) for x, y in _ON_HEX) if p in kept]  # on the hex (_CROWD's points)
        firsts = [(cx + x * S, cy + y * S) for x, y in _FIRST_SLOTS]
        gap = MoverItem.RADIUS
        slots: list[QPointF] = []
        # Best off the words and the rows, apart, on the hex; then half off it; then off the
        # words only, closer; then anywhere.
        for tier, keep_off, min_gap in ((off_marks, marks, 1.6 * gap), (crowd_off_marks, marks, 1.6 * gap),
                                        (off_words, words, 1.6 * gap), (off_words, words, 0.8 * gap), (crowd, [], 0.0)):
            if len(slots) >= MAX_MOVERS or not tier:
                continue
            if not slots:
                first = next(iter(clear_of(firsts, keep_off, r)), tier[0])
                slots = spread_points(tier, first, MAX_MOVERS, (cx, cy), min_gap=min_gap)
            else:
                slots += spread_points(tier, None, MAX_MOVERS - len(slots), (cx, cy),
                                       placed=[(q.x(), q.y()) for q in slots], min_gap=min_gap)
        return slots

    def _cache_items(self) -> None:
        """Paint each tile, the sites and our items once per zoom, then blit them.

        A repaint of a busy Pro board drops from hundreds of milliseconds (the dotted
        site outlines and the tile art are costly to draw) to a few: only items that
        change (a mover stepping, a district getting blocks) are painted again (the
        board's view makes room for the pixels: ``board.view.make_room_for_pixels``).
        """
        items: list[QGraphicsItem] = [*self.scene.piece_items().values(), *self.movers, *self.status.values()]
        sites = self.scene.sites_item()
        if sites is not None:
            # A faint solid outline: the dotted one costs ~0.3 s to stroke at full screen.
            sites.setPen(QPen(QColor(255, 255, 255, 70), 1.0))
            items.append(sites)
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ------------------------------------------------------------------ sync

    def sync(self, state: State) -> None:
        """Redraw every game item from ``state`` (cheap: only changed items repaint)."""
        game = state.game
        for info in game.districts:
            d = info.index
            owner = state.owner[d]
            item = self.status[info.card.id]
            row = item.shown_row()
            item.set_status(
                self.colours[owner].name() if owner >= 0 else None,
                state.residential[d], state.industrial[d], state.hazard_touch[d] > 0, state.mortgaged[d],
            )
            if item.shown_row() != row and item.cell in self._space_of:  # the movers there keep off the new row
                space = self._space_of[item.cell]
                self._slots.pop(space, None)
        seen: set[Cell] = set()
        for s, building in state.buildings.items():
            cell = game.sites[s].cell
            seen.add(cell)
            item = self.buildings.get(cell)
            if item is None or item.name != building.name or item.kind != building.kind:
                if item is not None:
                    self.scene.removeItem(item)
                item = BuildingItem(cell, building.kind, building.name)
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
                self.scene.addItem(item)
                self.buildings[cell] = item
        for cell in [c for c in self.buildings if c not in seen]:
            self.scene.removeItem(self.buildings.pop(cell))
        for space, up in state.bridge_up.items():
            self.scene.set_bridge_position(self.space_piece[space], "up" if up else "down")
        to_act = state.current_player
        turn = state.turn
        for p, mover in enumerate(self.movers):
            mover.set_active(p == (to_act if to_act >= 0 else turn) and not state.is_terminal())
            mover.setVisible(p != state.bankrupt)
        if self._animation is None:
            self._positions = list(state.position)
            self._place_movers()

    def _mover_point(self, space: int, slot: int, count: int) -> QPointF:
        """Where the ``slot``-th mover on a space stands: off its words."""
        free = self._slots.get(space)
        if free is None:
            free = self._slots[space] = self._free_slots(space)
        return free[slot % len(free)]

    def _place_movers(self, skip: int = -1) -> None:
        by_space: dict[int, list[int]] = {}
        for p, pos in enumerate(self._positions):
            if p != skip:
                by_space.setdefault(pos, []).append(p)
        for pos, seats in by_space.items():
            for slot, p in enumerate(seats):
                self.movers[p].setPos(self._mover_point(pos, slot, len(seats)))

    def mover_position(self, seat: int) -> QPointF:
        return self.movers[seat].pos()

    # ------------------------------------------------------------------ animation

    def animate_move(self, seat: int, start: int, end: int, backwards: bool, on_done: Callable[[], None]) -> None:
        """Step ``seat``'s mover along the track from ``start`` to ``end`` (railroads jump)."""
        size = len(self.space_cells)
        path = [start]
        pos = start
        guard = 0
        while pos != end and guard <= size:
            pos = (pos - 1) % size if backwards else (pos + 1) % size
            path.append(pos)
            guard += 1
        points = [cell_center(self.space_cells[s]) for s in path]
        jumps = {
            k for k in range(len(path) - 1)
            if self.jump_after is not None and (
                (not backwards and path[k] == self.jump_after) or (backwards and path[k + 1] == self.jump_after))
        }
        mover = self.movers[seat]
        self._positions[seat] = end
        self._place_movers(skip=seat)
        if len(points) < 2:
            self._place_movers()
            on_done()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(float(len(points) - 1))
        anim.setDuration(STEP_MS * (len(points) - 1))
        anim.setEasingCurve(QEasingCurve.Type.Linear)

        def step(value: object) -> None:
            v = float(value)  # type: ignore[arg-type]
            k = min(int(v), len(points) - 2)
            frac = v - k
            if k in jumps:
                mover.setPos(points[k] if frac < 0.5 else points[k + 1])
                return
            a, b = points[k], points[k + 1]
            hop = 4.0 * frac * (1 - frac) * 0.25 * S  # a little hop per space
            mover.setPos(a + (b - a) * frac - QPointF(0, hop))

        self._start_walk(anim, step, on_done)

    # ------------------------------------------------------------------ site picking

    def _target_item(self, cell: Cell, on_pick: Callable[[Cell], None], label: str) -> SiteTargetItem:
        return SiteTargetItem(cell, on_pick, label)

    def space_point(self, space: int) -> QPointF:
        """The centre of track space ``space`` in scene units (where a card must not go)."""
        return cell_center(self.space_cells[space])

    def cell_point(self, cell: Cell) -> QPointF:
        """The centre of ``cell`` in scene units (the keyboard's ring goes there)."""
        return cell_center(cell)

    def cursor_path(self, cell: Cell) -> QPainterPath:
        """The keyboard ring's outline around ``cell``, about its centre."""
        return hex_path(Cell(0, 0), S * 0.96).translated(-cell_center(Cell(0, 0), S * 0.96))

    def district_cells(self) -> list[tuple[str, Cell]]:
        """Every district and its hex, in playing order."""
        return sorted(((d, item.cell) for d, item in self.status.items()),
                      key=lambda pair: self.space_cells.index(pair[1]))
