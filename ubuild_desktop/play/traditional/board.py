"""The traditional game drawn over a square board: movers, owners, houses, pickable spaces.

:class:`SquarePlayBoard` is :class:`~.board.PlayBoard`'s twin for a
:class:`~ubuild_desktop.board.square_scene.SquareBoardScene` and a traditional
:class:`~ubuild_desktop.core.engine.traditional.state.TradState`, with the same public
surface, so the play window and the turn panel take either board: ``sync(state)``,
``animate_move(...)``, ``stop_animation()``, ``districtHovered`` (a space id or None),
``space_cells`` / ``targets`` / ``show_targets`` / ``clear_targets`` / ``target_cells`` /
``targets_rect``. On a square board a "cell" is a space's index (0 is GO). With the
Free Parking pot house rule, its amount stands on the Free Parking corner (``pot``).

The drawing of the marks is the board package's (``board/square_marks.py``); this module
only decides, from the state, what each space shows. Items never change the game: a
click on a highlighted space only calls the function the turn panel handed over with it.
"""

from __future__ import annotations

import math
from html import escape
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSceneHoverEvent

from ubuild_desktop.board.layers import Layer
from ubuild_desktop.board.spread import clear_of, spread_points
from ubuild_desktop.board.square_layout import SpacePlace
from ubuild_desktop.board.square_marks import (
    JailBarsItem,
    SquareBuildingsItem,
    SquareOwnerItem,
    SquarePotItem,
    SquareTargetItem,
)
from ubuild_desktop.board.square_scene import SquareBoardScene, part_rect
from ubuild_desktop.core.engine.traditional.game import K_STREET
from ubuild_desktop.core.square import SpaceKind
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.usertext import initial, shown_html
from ubuild_desktop.words import board_names_in_spanish, money_for

from ..board import STEP_MS, MoverBoard, MoverItem
from .card import COUNTED

GRID_STEP = 4.0  # scene units between the points a mover may stand on
LONG_WALK = 12  # a walk of more spaces than this (a card's "advance to") speeds up to last as long as this many steps
JUMP_STEPS = 5  # a jump straight across the board (to jail) lasts as long as this many steps


class SquareMoverItem(MoverItem):
    """A player's token on the square board: larger than on U-Build's hexes (a space is
    wider than a hex's words leave room for), so it reads as a token beside the owners' tags."""

    RADIUS = 12.0


def _place_path(place: SpacePlace, inset: float = 0.0) -> QPainterPath:
    """A space's outline in scene units (its frame turned to its side)."""
    path = QPainterPath()
    path.addRect(place.rect.adjusted(inset, inset, -inset, -inset))
    return path


class SpaceHoverItem(QGraphicsPathItem):
    """An invisible rect over a space: hovering it shows the space's card."""

    def __init__(self, space_id: str, place: SpacePlace, on_hover: Callable[[str | None], None]) -> None:
        super().__init__(_place_path(place))
        self.space_id = space_id
        self.index = place.index
        self._on_hover = on_hover
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(Layer.BUILDINGS - 1)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(self.space_id)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._on_hover(None)


def buildings_text(level: int) -> str:
    """What stands on a street, in words ("3 houses", "A hotel"; "" for none)."""
    if level >= SquareBuildingsItem.HOTEL:
        return QCoreApplication.translate("SquarePlayBoard", "A hotel")
    if level > 0:
        return COUNTED.houses(level)
    return ""


class SquarePlayBoard(MoverBoard):
    """The play view's items on a square board scene, kept in step with a traditional game
    (a "cell" is a space index)."""

    def __init__(self, scene: SquareBoardScene, state: TradState, colours: Sequence[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        game = state.game
        self.game = game
        self.space_cells: list[int] = list(range(game.n))  # a square board's "cells" are its spaces
        self.space_ids: tuple[str, ...] = game.ids
        self.colours = [QColor(c) for c in colours]
        self.players = tuple(game.players)
        self.movers = [SquareMoverItem(p, name, colours[p]) for p, name in enumerate(game.players)]
        for mover in self.movers:
            scene.addItem(mover)
        self.targets: list[SquareTargetItem] = []
        self._animation: QVariantAnimation | None = None
        self._positions = list(state.position)
        self._in_jail = list(state.in_jail)
        self._out = list(state.out)
        self._make_marks()
        self.sync(state)

    def _make_marks(self) -> None:
        """The owners' tags, the buildings, the hover areas, the jail's bars and the movers'
        slots, on the scene's places (made again by :meth:`relayout`)."""
        scene, game = self.scene, self.game
        self.places: list[SpacePlace] = [scene.place(i) for i in range(game.n)]
        self.owners: dict[int, SquareOwnerItem] = {}
        self.buildings: dict[int, SquareBuildingsItem] = {}
        for i in game.properties:
            owner = SquareOwnerItem(self.places[i])
            scene.addItem(owner)
            self.owners[i] = owner
            if game.kind[i] == K_STREET:
                built = SquareBuildingsItem(self.places[i], self.places[i - 1].corner,
                                            self.places[(i + 1) % game.n].corner)
                scene.addItem(built)
                self.buildings[i] = built
        self.hovers: list[SpaceHoverItem] = []
        for i, place in enumerate(self.places):
            hover = SpaceHoverItem(game.ids[i], place, self.districtHovered.emit)
            scene.addItem(hover)
            self.hovers.append(hover)
        # The Free Parking pot (house rule): its amount on the corner.
        self.pot: SquarePotItem | None = None
        parking = [i for i, space in enumerate(game.board.spaces) if space.kind is SpaceKind.FREE_PARKING]
        if game.house_rules.free_parking_pot and parking:
            self.pot = SquarePotItem(self.places[parking[0]])
            scene.addItem(self.pot)
        self.jail = game.jail
        self.jail_cell = scene.space_items[self.jail].picture_rect()
        self.bars = JailBarsItem(self.jail_cell)
        self.bars.hide()
        scene.addItem(self.bars)
        # The movers' slots on each space (and in the jail's cell: key -1), found when a
        # mover first stands there: most spaces see none for a while.
        self._slots: dict[int, list[QPointF]] = {}
        for item in (*self.movers, *self.owners.values(), *self.buildings.values()):
            # Painted once per zoom, then blitted: a step of a mover repaints little else
            # (the spaces keep their pixels as their view asks: SquareBoardScene.set_screen_cache).
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def relayout(self, state: TradState) -> None:
        """The scene drew its spaces again elsewhere (``SquareBoardScene.set_far_words``):
        make the marks on the new places and put every mover and target back."""
        self.stop_animation()
        for item in (*self.owners.values(), *self.buildings.values(), *self.hovers, self.bars,
                     *([self.pot] if self.pot is not None else [])):
            self.scene.removeItem(item)
        self._make_marks()
        self.sync(state)
        self.show_targets_again()

    # ------------------------------------------------------------------ where movers stand

    def _slots_on(self, space: int, jailed: bool) -> list[QPointF]:
        """Where the movers on ``space`` stand (in the jail's cell if ``jailed``), in filling order."""
        key = -1 if jailed else space
        slots = self._slots.get(key)
        if slots is None:
            slots = self._slots[key] = self._free_slots(self.jail, inside_cell=True) if jailed else self._free_slots(space)
        return slots

    def _free_slots(self, space: int, inside_cell: bool = False) -> list[QPointF]:
        """Where the movers on ``space`` stand, in filling order, spread apart, never on its
        words (its name, price, "Collect $200"...).

        The first ones stand inside the space, off its colour band, owner's tag and marks
        (the pot); when it gets crowded they may stand half over the board's outer edge,
        then over those marks, then over a property's price, then closer together, but
        never on its name or a corner's words: only a space too small for one mover off
        them (none on the built-in board) puts one there. On the jail: outside the cell,
        or with ``inside_cell`` in it."""
        place = self.places[space]
        r = SquareMoverItem.RADIUS
        reach = SquareMoverItem.reach()
        inside = place.rect.adjusted(reach, reach, -reach, -reach)
        board = self.scene.layout.board
        rect = place.rect
        # Over the board's outer edge a mover stands on the table, half on the space.
        outer = QRectF(inside)
        if rect.left() <= board.left():
            outer.setLeft(rect.left())
        if rect.right() >= board.right():
            outer.setRight(rect.right())
        if rect.top() <= board.top():
            outer.setTop(rect.top())
        if rect.bottom() >= board.bottom():
            outer.setBottom(rect.bottom())
        item = self.scene.space_items[space]
        labels = item.label_rects()
        words = [w for _role, w in labels]
        # What a mover never covers: the name, and the words of a space that is no property
        # ("Collect $200", "Pay $200"); a property's price may go under a crowd (its card
        # says it), as its tag and band may.
        names = [w for role, w in labels if role == "name" or space not in self.owners]
        marks: list[QRectF] = []  # what a mover keeps off while there is room
        if not place.corner and self.game.kind[space] == K_STREET:  # its band and group letter
            marks.append(item.mapRectToScene(part_rect(place.frame, place.parts.band, place.flipped, 1.0)))
        if space in self.owners:  # the owner's tag (and mortgage badge), over the price row
            marks.append(item.mapRectToScene(self.owners[space].tag_rect()))
        if self.pot is not None and space == self.pot.place.index:
            marks.append(self.pot.badge_rect())
        if space == self.jail:
            if inside_cell:
                inside = outer = self.jail_cell.adjusted(r - 2, r - 2, -(r - 2), -(r - 2))
                words, names, marks = [], [], []
            else:
                marks.append(self.jail_cell)

        def grid(area: QRectF) -> list[tuple[float, float]]:
            nx = max(0, int(area.width() // GRID_STEP))
            ny = max(0, int(area.height() // GRID_STEP))
            return [(area.left() + (area.width() - nx * GRID_STEP) / 2 + i * GRID_STEP,
                     area.top() + (area.height() - ny * GRID_STEP) / 2 + j * GRID_STEP)
                    for j in range(ny + 1) for i in range(nx + 1)]

        points_in, points_out = grid(inside), grid(outer)
        centre = (inside.center().x(), inside.center().y())
        count = len(self.movers)
        # (points, what they keep off, the least gap between two movers), best first; each
        # tier's points are found only when the tiers before it left movers without a slot.
        off_all = marks + words
        tiers = (
            (points_in, off_all, 1.6 * r),
            (points_out, off_all, 1.6 * r),
            (points_out, words, 1.5 * r),
            (points_out, names, 1.5 * r),
            (points_out, words, 1.1 * r),
            (points_out, names, 1.1 * r),
            (points_out, names, 0.7 * r),
            (points_out, [], 0.7 * r),
        )
        slots: list[QPointF] = []
        for points, keep_off, gap in tiers:
            if len(slots) >= count:
                break
            tier = clear_of(points, [(w.left(), w.top(), w.right(), w.bottom()) for w in keep_off], reach)
            if not tier:
                continue
            if not slots:
                outer_point = self._outer_point(place)  # the first stands nearest the board's rim
                first = min(tier, key=lambda p: (p[0] - outer_point.x()) ** 2 + (p[1] - outer_point.y()) ** 2)
                slots = spread_points(tier, first, count, centre, min_gap=gap)
            else:
                slots += spread_points(tier, None, count - len(slots), centre,
                                       placed=[(q.x(), q.y()) for q in slots], min_gap=gap)
        if not slots:
            slots = [QPointF(*centre)]
        base = len(slots)
        for k in range(base, count):  # a tiny space (the jail's cell): the rest stand over the first ones, a little aside
            slots.append(slots[k % base] + QPointF(4.0, -4.0) * (k // base))
        return slots

    @staticmethod
    def _outer_point(place: SpacePlace) -> QPointF:
        """The middle of a space's outer edge (the board's rim), in scene units."""
        frame = place.frame
        edge = QPointF(0, frame.top() if place.flipped else frame.bottom())
        angle = math.radians(place.rotation)
        x = edge.x() * math.cos(angle) - edge.y() * math.sin(angle)
        y = edge.x() * math.sin(angle) + edge.y() * math.cos(angle)
        return place.centre + QPointF(x, y)

    def space_point(self, space: int) -> QPointF:
        """The centre of ``space`` in scene units (where a card shown for it must not go)."""
        return self.places[space].centre

    def cell_point(self, cell: int) -> QPointF:
        """The centre of space ``cell`` (the keyboard's ring goes there, as on ``PlayBoard``)."""
        return self.space_point(cell)

    def cursor_path(self, cell: int) -> QPainterPath:
        """The keyboard ring's outline around space ``cell``, about its centre."""
        rect = self.places[cell].rect
        path = QPainterPath()
        path.addRect(QRectF(-rect.width() / 2 + 2, -rect.height() / 2 + 2, rect.width() - 4, rect.height() - 4))
        return path

    def _place_movers(self, skip: int = -1) -> None:
        by_space: dict[tuple[int, bool], list[int]] = {}
        for p, pos in enumerate(self._positions):
            if p != skip:
                by_space.setdefault((pos, pos == self.jail and self._in_jail[p]), []).append(p)
        for (pos, jailed), seats in by_space.items():
            slots = self._slots_on(pos, jailed)
            for slot, p in enumerate(seats):
                self.movers[p].setPos(slots[slot % len(slots)])
        self.bars.setVisible(any(self._in_jail[p] and not self._out[p] for p in range(len(self.movers))))

    def mover_position(self, seat: int) -> QPointF:
        return self.movers[seat].pos()

    # ------------------------------------------------------------------ sync

    def sync(self, state: TradState) -> None:
        """Redraw every game item from ``state`` (cheap: only changed items repaint)."""
        game = state.game
        for i, item in self.owners.items():
            p = state.owner[i]
            if p >= 0:
                colour = self.colours[p].name()
                # Rich text, so the names in it (user text) stay plain letters.
                tip = escape(QCoreApplication.translate("SquarePlayBoard", "{space}: owned by {player}")).format(
                    space=shown_html(game.board.spaces[i].shown_name(board_names_in_spanish())),
                    player=shown_html(self.players[p]))
                if state.mortgaged[i]:
                    tip += "<br>" + escape(QCoreApplication.translate("SquarePlayBoard", "Mortgaged"))
                item.set_owner(colour, initial(self.players[p]), state.mortgaged[i], f"<qt>{tip}</qt>")
            else:
                item.set_owner(None, "", False, "")
        for i, built in self.buildings.items():
            level = state.buildings[i]
            built.set_level(level, buildings_text(level))
        if self.pot is not None:
            amount = money_for(state.book)(state.pot)
            self.pot.set_text(QCoreApplication.translate("SquarePlayBoard", "Pot: {amount}").format(amount=amount),
                              QCoreApplication.translate("SquarePlayBoard", "The Free Parking pot: {amount}. Taxes, fines and "
                                                         "card payments to the bank go into it; landing on Free Parking takes it.").format(
                                  amount=amount))
        to_act = state.current_player
        turn = state.turn
        for p, mover in enumerate(self.movers):
            mover.set_active(p == (to_act if to_act >= 0 else turn) and not state.is_terminal())
            mover.setVisible(not state.out[p])
            mover.setToolTip(self._mover_tip(state, p))
        self._in_jail = list(state.in_jail)
        self._out = list(state.out)
        if self._animation is None:
            self._positions = list(state.position)
            self._place_movers()

    def _mover_tip(self, state: TradState, p: int) -> str:
        """A mover's tooltip: the player's name, and on the jail whether in it or just visiting."""
        name = shown_html(self.players[p])
        if state.position[p] == self.jail:
            if state.in_jail[p]:
                where = QCoreApplication.translate("SquarePlayBoard", "in jail")
            else:
                where = QCoreApplication.translate("SquarePlayBoard", "just visiting")
            return f"<qt>{name} ({where})</qt>"
        return f"<qt>{name}</qt>"

    # ------------------------------------------------------------------ animation

    def animate_move(self, seat: int, start: int, end: int, backwards: bool, on_done: Callable[[], None],
                     direct: bool = False) -> None:
        """Step ``seat``'s mover around the ring from ``start`` to ``end`` (past GO as it
        comes), or with ``direct`` jump straight there (to jail)."""
        size = len(self.places)
        path = [start]
        pos = start
        if not direct:
            guard = 0
            while pos != end and guard <= size:
                pos = (pos - 1) % size if backwards else (pos + 1) % size
                path.append(pos)
                guard += 1
        elif end != start:
            path.append(end)
        mover = self.movers[seat]
        self._positions[seat] = end
        self._place_movers(skip=seat)
        if len(path) < 2:
            self._place_movers()
            on_done()
            return
        points = [mover.pos(), *(self.places[s].centre for s in path[1:-1])]
        points.append(self._landing_point(seat, end, direct))
        steps = len(points) - 1
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(float(steps))
        duration = STEP_MS * (JUMP_STEPS if direct else min(steps, LONG_WALK) if steps <= LONG_WALK
                              else LONG_WALK + (steps - LONG_WALK) // 4)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine if direct else QEasingCurve.Type.Linear)
        hop = (1.6 if direct else 0.5) * SquareMoverItem.RADIUS * 2

        def step(value: object) -> None:
            v = float(value)  # type: ignore[arg-type]
            k = min(int(v), steps - 1)
            frac = v - k
            a, b = points[k], points[k + 1]
            mover.setPos(a + (b - a) * frac - QPointF(0, 4.0 * frac * (1 - frac) * hop))

        self._start_walk(anim, step, on_done)

    def _landing_point(self, seat: int, end: int, direct: bool) -> QPointF:
        """Where ``seat``'s mover ends a move on ``end``: its slot among those already there
        (a jump to the jail ends in the cell, even before a sync has said so)."""
        jailed = end == self.jail and (self._in_jail[seat] or direct)
        others = [p for p, pos in enumerate(self._positions)
                  if p != seat and pos == end and (end == self.jail and self._in_jail[p]) == jailed]
        slots = self._slots_on(end, jailed)
        return slots[len(others) % len(slots)]

    # ------------------------------------------------------------------ space picking

    def _target_item(self, cell: int, on_pick: Callable[[int], None], label: str) -> SquareTargetItem:
        return SquareTargetItem(self.places[cell], on_pick, label)

    def district_cells(self) -> list[tuple[str, int]]:
        """Every space with a card and its index, in playing order."""
        return [(self.space_ids[i], i) for i in range(len(self.places))]

