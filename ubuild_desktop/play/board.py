"""What every rule set's play board shares: the movers (:class:`MoverItem`), the board's
signals, the targets being picked and the running walk (:class:`MoverBoard`), and the board
from the keyboard (:class:`BoardKeys`).

A rule set's plug-in draws its own board on them: U-Build's ``PlayBoard`` on a track
(``play/ubuild/board.py``), the traditional game's ``SquarePlayBoard`` on a square board
(``play/traditional/board.py``). Items never change the game: a click on a highlighted
site only calls the function the turn panel handed over with the sites.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ubuild_desktop.board import HEX_SIZE, Layer, tile_cache
from ubuild_desktop.board.fitted_text import draw_label
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.usertext import initial, shown_html

from . import game_words


S = HEX_SIZE
KEY_CURSOR = QColor("#1864ab")  # the ring around the site or district the keyboard is on
STEP_MS = 110
ORIGIN = QPointF(0, 0)  # the items below draw about their own position: a picture's anchor


class MoverItem(QGraphicsItem):
    """A player's token: a coloured pawn with the player's initial."""

    RADIUS = 0.2 * S

    @classmethod
    def reach(cls) -> float:
        """How far a mover's picture reaches from its centre (its disc, the shadow under it
        and the active player's halo): what it may cover."""
        return cls.RADIUS + 2

    def __init__(self, seat: int, name: str, colour: str) -> None:
        super().__init__()
        self.seat = seat
        self.colour = QColor(colour)
        self.initial = initial(name)
        self.active = False
        self.setZValue(Layer.MOVERS)
        self.setToolTip(f"<qt>{shown_html(name)}</qt>")  # rich text, so the name in it is plain
        r = self.reach()
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)

    @classmethod
    def covers(cls, pos: QPointF) -> QRectF:
        """What a mover standing at ``pos`` may hide: its whole picture (scene units)."""
        r = cls.reach()
        return QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.setZValue(Layer.MOVERS + (0.5 if active else 0))
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # On a screen, from its picture at this zoom (board/tile_cache.py), as the tiles are.
        key = ("mover", self.colour.rgba(), self.initial, self.active)
        if not tile_cache.draw_cached(painter, self._bounds, ORIGIN, key, self._draw, self):
            self._draw(painter, 1.0)

    def _draw(self, painter: QPainter, _lod: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(0.8, 1.8), r, r)
        if self.active:
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawEllipse(QPointF(0, 0), r + 2, r + 2)
        painter.setPen(QPen(QColor("#ffffff"), 1.6))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        draw_label(painter, self.initial, QRectF(-r, -r, 2 * r, 2 * r), game_words.ink_for(self.colour.name()),
                   max_px=r * 1.3, weight=QFont.Weight.Black)


class MoverBoard(QObject):
    """What every play board (``PlayBoard`` on a track, ``SquarePlayBoard`` on a square
    board) shares: their signals, the targets being picked and the running walk.

    A board sets ``scene``, ``targets`` (the target items, each with its ``cell``) and
    ``_animation``, and gives :meth:`_target_item` (the item that highlights one cell) and
    ``_place_movers`` (every mover back on its slot).
    """

    districtHovered = Signal(object)  # district or space id, or None
    animationFinished = Signal()
    targetsChanged = Signal()

    scene: Any  # the board's scene (the rule set's)
    targets: list[Any]  # the target items shown, each with its ``cell``
    _animation: Any  # the walk running, if any

    def cell_point(self, cell: Any) -> QPointF:
        """The centre of ``cell`` (a site's hex, a space), in scene coordinates."""
        raise NotImplementedError

    def cursor_path(self, cell: Any) -> QPainterPath:
        """The keyboard's ring around ``cell``, about its centre."""
        raise NotImplementedError

    def district_cells(self) -> list[tuple[str, Any]]:
        """Every property's id with the cell the keys stop on for it, in board order."""
        raise NotImplementedError

    def _target_item(self, cell: Any, on_pick: Callable[[Any], None], label: str) -> QGraphicsItem:
        raise NotImplementedError

    def _place_movers(self, skip: int = -1) -> None:
        raise NotImplementedError

    def is_animating(self) -> bool:
        return self._animation is not None

    def stop_animation(self) -> None:
        anim = self._animation
        if anim is not None:
            self._animation = None
            anim.stop()
            self._place_movers()

    def _start_walk(self, anim: QVariantAnimation, step: Callable[[object], None], on_done: Callable[[], None]) -> None:
        """Run a board's walk ``anim`` (its values, duration and curve set), moving the
        mover at each value with ``step``; at its end every mover goes back on its slot,
        ``on_done`` is called and :attr:`animationFinished` is emitted."""

        def finished() -> None:
            self._animation = None
            self._place_movers()
            on_done()
            self.animationFinished.emit()

        anim.valueChanged.connect(step)
        anim.finished.connect(finished)
        self._animation = anim
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    # ------------------------------------------------------------------ picking

    def relayout(self, state: Any) -> None:
        """The scene laid its words out again (``set_far_words``): move what stands clear of them."""
        raise NotImplementedError

    def show_targets_again(self) -> None:
        """Make the targets shown again on the scene's places (after :meth:`relayout`)."""
        shown = getattr(self, "_shown_targets", None)
        if shown is not None and self.targets:
            self.show_targets(*shown)

    def show_targets(self, cells: Sequence[Any], on_pick: Callable[[Any], None], label: str = "") -> None:
        """Highlight ``cells``; a click on one calls ``on_pick(cell)``."""
        self._shown_targets = (tuple(cells), on_pick, label)
        self._remove_targets()
        for cell in cells:
            item = self._target_item(cell, on_pick, label)
            self.scene.addItem(item)
            self.targets.append(item)
        self.targetsChanged.emit()

    def clear_targets(self) -> None:
        if self.targets:
            self._remove_targets()
            self.targetsChanged.emit()

    def _remove_targets(self) -> None:
        for item in self.targets:
            self.scene.removeItem(item)
        self.targets.clear()

    def target_cells(self) -> list[Any]:
        return [t.cell for t in self.targets]

    def targets_rect(self) -> QRectF:
        rect = QRectF()
        for t in self.targets:
            rect = rect.united(t.sceneBoundingRect())
        return rect


class BoardKeys(QObject):
    """The board from the keyboard: a ring the keys move over its sites or districts.

    It works on any play board (``PlayBoard``'s hexes, ``SquarePlayBoard``'s
    spaces) through their ``cell_point`` and ``cursor_path``.

    While a site is being picked the ring goes over the highlighted sites, and Enter (or
    Space) picks the one it is on; otherwise it goes over the districts, and the district
    it is on shows its card (as hovering does). Tab and Shift+Tab go to the next and the
    previous one (past the last, the focus leaves the board as usual), the arrow keys to
    the nearest one that way; Escape stops picking. With no ring the arrows pan the board.
    """

    cancelled = Signal()  # Escape while picking a site

    def __init__(self, view: QGraphicsView, board: MoverBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.board = board
        self.cell: Cell | None = None  # where the ring is
        self.ring = QGraphicsPathItem()
        self.ring.setPen(QPen(KEY_CURSOR, 4.0))
        self.ring.setBrush(Qt.BrushStyle.NoBrush)
        self.ring.setZValue(Layer.OVERLAY + 1)
        self.ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.ring.hide()
        board.scene.addItem(self.ring)
        board.targetsChanged.connect(self._targets_changed)
        view.installEventFilter(self)

    # ------------------------------------------------------------ where the ring can go

    def stops(self) -> list[Cell]:
        """The hexes the keys go over now: the highlighted sites (in reading order), else the districts."""
        if self.board.targets:
            point = self.board.cell_point
            return sorted((t.cell for t in self.board.targets), key=lambda c: (point(c).y(), point(c).x()))
        return [cell for _d, cell in self.board.district_cells()]

    def picking(self) -> bool:
        return bool(self.board.targets)

    def current_target(self) -> QGraphicsItem | None:
        return next((t for t in self.board.targets if t.cell == self.cell), None)

    def current_district(self) -> str | None:
        if self.cell is None or self.picking():
            return None
        return next((d for d, cell in self.board.district_cells() if cell == self.cell), None)

    def start(self, backwards: bool = False) -> None:
        """Put the ring on the first stop (the last one going backwards), unless it is on one."""
        stops = self.stops()
        if stops and self.cell not in stops:
            self.go(stops[-1] if backwards else stops[0])

    def go(self, cell: Cell) -> None:
        """Move the ring to ``cell``: a site lights up, a district shows its card."""
        old = self.current_target()
        if old is not None:
            old.set_lit(False)
        self.cell = cell
        self.ring.setPath(self.board.cursor_path(cell))
        self.ring.setPos(self.board.cell_point(cell))
        self.ring.show()
        target = self.current_target()
        if target is not None:
            target.set_lit(True)
        self.board.districtHovered.emit(self.current_district())
        self.view.ensureVisible(self.ring.sceneBoundingRect(), 20, 20)

    def stop(self) -> None:
        """Take the ring away (the focus left the board, or nothing is left to go over)."""
        if self.cell is None:
            return
        target = self.current_target()
        if target is not None:
            target.set_lit(False)
        had_district = self.current_district() is not None
        self.cell = None
        self.ring.hide()
        if had_district:
            self.board.districtHovered.emit(None)

    def _targets_changed(self) -> None:
        """New sites to pick (or none left): the ring keeps its hex if it still can, else starts again."""
        if self.cell is None:
            return
        if not self.picking() and self.current_district() is None:
            self.stop()  # the site was picked (or picking ended): the ring goes with the sites
            return
        stops = self.stops()
        if self.cell in stops:
            self.go(self.cell)
        elif stops:
            self.go(stops[0])
        else:
            self.stop()

    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next or previous stop; False past the ends (the focus moves on)."""
        stops = self.stops()
        if not stops:
            return False
        if self.cell not in stops:
            self.go(stops[0] if forward else stops[-1])
            return True
        index = stops.index(self.cell) + (1 if forward else -1)
        if not 0 <= index < len(stops):
            self.stop()
            return False
        self.go(stops[index])
        return True

    def nearest(self, dx: float, dy: float) -> Cell | None:
        """The stop nearest the ring in the direction (dx, dy), preferring those straight ahead."""
        if self.cell is None:
            return None
        here = self.board.cell_point(self.cell)
        best: tuple[float, Cell] | None = None
        for cell in self.stops():
            offset = self.board.cell_point(cell) - here
            ahead = offset.x() * dx + offset.y() * dy
            if cell == self.cell or ahead <= 1e-6:
                continue
            aside = abs(offset.x() * dy - offset.y() * dx)
            score = math.hypot(offset.x(), offset.y()) + 2 * aside
            if best is None or score < best[0]:
                best = (score, cell)
        return best[1] if best is not None else None

    # ------------------------------------------------------------ keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is not self.view:
            return False
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            return self._key(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.FocusIn:
            reason = event.reason()  # type: ignore[attr-defined]
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                          Qt.FocusReason.ShortcutFocusReason):
                self.start(backwards=reason == Qt.FocusReason.BacktabFocusReason)
        elif kind == QEvent.Type.FocusOut and event.reason() not in (  # type: ignore[attr-defined]
                Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.stop()  # the focus went elsewhere in the window (a menu or another window keeps the ring)
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        plain = not (event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier))
        if not plain:
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            forward = key == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            return self.step(forward)
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in arrows:
            if self.cell is None:
                if not self.picking():
                    return False  # no ring: the arrows pan the board
                self.start()
                return True
            cell = self.nearest(*arrows[key])
            if cell is not None:
                self.go(cell)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            target = self.current_target()
            if target is None:
                if self.picking():
                    self.start()
                    return True
                return False
            target.pick()
            return True
        if key == Qt.Key.Key_Escape and self.picking():
            self.cancelled.emit()
            return True
        return False
