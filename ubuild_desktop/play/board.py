"""The game drawn over the shared board: movers, blocks, buildings, pickable sites.

:class:`PlayBoard` adds its items to a :class:`~ubuild_desktop.board.BoardScene` on the
``BUILDINGS`` and ``MOVERS`` layers and redraws them from the engine's state in
:meth:`PlayBoard.sync`. Items never change the game: a click on a highlighted site only
calls the function the turn panel handed over with the sites.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmapCache
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ubuild_desktop.board import HEX_SIZE, BoardScene, Layer, cell_center, draw_art, hex_path
from ubuild_desktop.board.text import draw_label
from ubuild_desktop.core.engine import State
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.usertext import initial, shown_html

from . import texts

S = HEX_SIZE
HAZARD_TINT = QColor("#ff922b")
BONUS_TINT = QColor("#94d82d")
SPECIAL_TINT = QColor("#dee2e6")
TARGET = QColor("#ffd43b")
STEP_MS = 110
PIXMAP_CACHE_KB = 96 * 1024  # room for every tile of a big board at full-screen zoom


# Where movers stand on a space, in the order they fill it (fractions of the hex size):
# the lower corners beside the price or the block counts, then the upper corners beside
# the group letter, then the middle of the sides. Never on the name or the price.
_MOVER_SLOTS = ((0.66, 0.5), (-0.66, 0.5), (0.66, -0.42), (-0.66, -0.42), (0.8, 0.04), (-0.8, 0.04))


class MoverItem(QGraphicsItem):
    """A player's token: a coloured pawn with the player's initial."""

    RADIUS = 0.25 * S

    def __init__(self, seat: int, name: str, colour: str) -> None:
        super().__init__()
        self.seat = seat
        self.colour = QColor(colour)
        self.initial = initial(name)
        self.active = False
        self.setZValue(Layer.MOVERS)
        self.setToolTip(f"<qt>{shown_html(name)}</qt>")  # rich text, so the name in it is plain
        r = self.RADIUS + 5
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r + 2)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.setZValue(Layer.MOVERS + (0.5 if active else 0))
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(0.8, 1.8), r, r)
        if self.active:
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawEllipse(QPointF(0, 0), r + 3.5, r + 3.5)
        painter.setPen(QPen(QColor("#ffffff"), 1.6))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        draw_label(painter, self.initial, QRectF(-r, -r, 2 * r, 2 * r), texts.ink_for(self.colour.name()),
                   max_px=r * 1.3, weight=QFont.Weight.Black)


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

    def set_status(self, owner_colour: str | None, residential: int, industrial: int, hazard: bool, mortgaged: bool) -> bool:
        colour = QColor(owner_colour) if owner_colour else None
        new = (colour.name() if colour else None, residential, industrial, hazard, mortgaged)
        old = (self.owner_colour.name() if self.owner_colour else None, self.residential, self.industrial,
               self.hazard, self.mortgaged)
        if new == old:
            return False
        self.owner_colour, self.residential, self.industrial, self.hazard, self.mortgaged = colour, *new[1:]  # type: ignore[assignment]
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(-S, -S, 2 * S, 2 * S)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.owner_colour is None and not (self.residential or self.industrial):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.owner_colour is not None:
            painter.fillPath(self._ring, self.owner_colour)
        if self.residential or self.industrial:
            # The blocks stand on the price row (the price matters only while unowned):
            # one icon and a count per block type, big enough to read across the table.
            groups = [(n, c) for n, c in (("residential", self.residential), ("industrial", self.industrial)) if c]
            icon, digit = 0.34 * S, 0.22 * S
            content = len(groups) * (icon + digit)
            width = max(content + 0.08 * S, 1.1 * S)  # at least the price's width: hide it whole
            row = QRectF(-width / 2, 0.26 * S, width, 0.42 * S)
            painter.setPen(QPen(QColor(43, 45, 66, 120), 0.8))
            painter.setBrush(QColor(255, 250, 240, 245))
            painter.drawRoundedRect(row, 4, 4)
            x = -content / 2
            for name, count in groups:
                worthless = name == "residential" and self.hazard
                if worthless:
                    painter.setOpacity(0.35)  # worthless while a hazard touches the district
                draw_art(painter, name, QRectF(x, row.top() + 0.04 * S, icon, row.height() - 0.08 * S))
                draw_label(painter, str(count), QRectF(x + icon, row.top(), digit, row.height()),
                           "#2b2d42", max_px=0.34 * S, weight=QFont.Weight.Black)
                painter.setOpacity(1.0)
                if worthless:
                    painter.setPen(QPen(QColor("#e8590c"), 2.0))
                    painter.drawLine(QPointF(x, row.bottom() - 2), QPointF(x + icon + digit, row.top() + 2))
                x += icon + digit
        if self.mortgaged:
            painter.save()
            painter.setClipPath(self._hex)
            painter.fillPath(self._hex, QBrush(QColor(60, 60, 60, 110), Qt.BrushStyle.BDiagPattern))
            painter.restore()
            badge = QRectF(0.25 * S, -0.3 * S, 0.42 * S, 0.3 * S)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#495057"))
            painter.drawRoundedRect(badge, 3, 3)
            draw_label(painter, QCoreApplication.translate("PlayBoard", "M"), badge, "#ffffff", max_px=8, weight=QFont.Weight.Bold)


class BuildingItem(QGraphicsItem):
    """A hazard, bonus building, skyscraper, stadium or the Tower on its site."""

    def __init__(self, cell: Cell, kind: str, name: str) -> None:
        super().__init__()
        self.cell = cell
        self.kind = kind
        self.name = name
        self.setPos(cell_center(cell))
        self.setZValue(Layer.BUILDINGS + 1)
        self._hex = hex_path(Cell(0, 0), S * 0.86).translated(-cell_center(Cell(0, 0), S * 0.86))
        self.setToolTip(texts.building_name(name if kind in ("hazard", "bonus") else kind).capitalize())

    def boundingRect(self) -> QRectF:
        return QRectF(-S, -S, 2 * S, 2 * S)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = {"hazard": HAZARD_TINT, "bonus": BONUS_TINT}.get(self.kind, SPECIAL_TINT)
        painter.setPen(QPen(tint.darker(140), 1.5))
        fill = QColor(tint)
        fill.setAlpha(200)
        painter.setBrush(fill)
        painter.drawPath(self._hex)
        art = self.name if self.kind in ("hazard", "bonus") else self.kind
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
        self._on_pick(self.cell)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        fill = QColor("#fab005")
        fill.setAlpha(220)
        self.setBrush(fill)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        fill = QColor(TARGET)
        fill.setAlpha(150)
        self.setBrush(fill)


class DistrictHoverItem(QGraphicsPathItem):
    """An invisible hex over a district: hovering shows the district's card."""

    def __init__(self, district_id: str, cell: Cell, on_hover: Callable[[str | None], None]) -> None:
        super().__init__(hex_path(cell))
        self.district_id = district_id
        self._on_hover = on_hover
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(Layer.BUILDINGS - 1)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(self.district_id)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(None)


class PlayBoard(QObject):
    """The play view's items on a board scene, kept in step with the engine's state."""

    districtHovered = Signal(object)  # district id or None
    animationFinished = Signal()

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
        self._cache_items()

    def _cache_items(self) -> None:
        """Paint each tile, the sites and our items once per zoom, then blit them.

        A repaint of a busy Pro board drops from hundreds of milliseconds (the dotted
        site outlines and the tile art are costly to draw) to a few: only items that
        change (a mover stepping, a district getting blocks) are painted again.
        """
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
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
            self.status[info.card.id].set_status(
                self.colours[owner].name() if owner >= 0 else None,
                state.residential[d], state.industrial[d], state.hazard_touch[d] > 0, state.mortgaged[d],
            )
        seen: set[Cell] = set()
        for s, (kind, name, _d) in state.buildings.items():
            cell = game.sites[s].cell
            seen.add(cell)
            item = self.buildings.get(cell)
            if item is None or item.name != name or item.kind != kind:
                if item is not None:
                    self.scene.removeItem(item)
                item = BuildingItem(cell, kind, name)
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
        """Where a mover stands on a space: beside the name, not on it.

        Movers fill the hex's lower corners first (either side of the price or the
        block counts), then its upper corners, so a district's name stays readable.
        """
        centre = cell_center(self.space_cells[space])
        x, y = _MOVER_SLOTS[slot % len(_MOVER_SLOTS)]
        return centre + QPointF(x * S, y * S)

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

    def is_animating(self) -> bool:
        return self._animation is not None

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

        def finished() -> None:
            self._animation = None
            self._place_movers()
            on_done()
            self.animationFinished.emit()

        anim.valueChanged.connect(step)
        anim.finished.connect(finished)
        self._animation = anim
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def stop_animation(self) -> None:
        anim = self._animation
        if anim is not None:
            self._animation = None
            anim.stop()
            self._place_movers()

    # ------------------------------------------------------------------ site picking

    def show_targets(self, cells: Sequence[Cell], on_pick: Callable[[Cell], None], label: str = "") -> None:
        """Highlight ``cells``; a click on one calls ``on_pick(cell)``."""
        self.clear_targets()
        for cell in cells:
            item = SiteTargetItem(cell, on_pick, label)
            self.scene.addItem(item)
            self.targets.append(item)

    def clear_targets(self) -> None:
        for item in self.targets:
            self.scene.removeItem(item)
        self.targets.clear()

    def target_cells(self) -> list[Cell]:
        return [t.cell for t in self.targets]

    def targets_rect(self) -> QRectF:
        rect = QRectF()
        for t in self.targets:
            rect = rect.united(t.sceneBoundingRect())
        return rect

