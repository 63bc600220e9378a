"""The editor's board view: input goes to the canvas controller (:mod:`.canvas`).

Middle-drag and the arrow keys pan, the wheel zooms (or rotates a dragged piece), and
every other pointer gesture is the controller's; a held piece near an edge scrolls the view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from ubuild_desktop.board import BoardScene, BoardView


AUTO_SCROLL_MARGIN = 36.0  # pixels from a view edge where a held piece scrolls the view
AUTO_SCROLL_STEP = 18.0  # pixels per tick at the very edge
AUTO_SCROLL_MS = 30


class EditorView(BoardView):
    """The board view of the editor: input goes to the :class:`CanvasController`.

    Middle-drag and the arrow keys pan, the wheel zooms (or rotates a dragged piece),
    and every other pointer gesture is the controller's.
    """

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: Any = None  # its CanvasController (editor/canvas.py), set by the window
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.DefaultContextMenu)
        self.setAccessibleName(self.tr("Track canvas"))
        self.setAccessibleDescription(
            self.tr("The track being edited. Drag pieces from the palette; R rotates, A re-aims an end, "
                    "Delete removes, arrow keys pan.")
        )
        # Set by the window: called with (viewport position, global position).
        self.context_menu_handler: Callable[[QPointF, QPoint], None] | None = None
        self._scroll_pos: QPointF | None = None  # where the held piece is, near an edge
        self._scroll_timer = QTimer(self)
        self._scroll_timer.setInterval(AUTO_SCROLL_MS)
        self._scroll_timer.timeout.connect(self._auto_scroll_step)

    # ------------------------------------------------------------ auto-scroll

    def auto_scroll_speed(self, pos: QPointF) -> tuple[float, float]:
        """Pixels per tick to scroll for a held piece at viewport ``pos`` (0, 0 away from the edges)."""
        rect = QRectF(self.viewport().rect())

        def speed(low: float, high: float, at: float) -> float:
            if at < low + AUTO_SCROLL_MARGIN:
                return -AUTO_SCROLL_STEP * min(1.0, (low + AUTO_SCROLL_MARGIN - at) / AUTO_SCROLL_MARGIN)
            if at > high - AUTO_SCROLL_MARGIN:
                return AUTO_SCROLL_STEP * min(1.0, (at - high + AUTO_SCROLL_MARGIN) / AUTO_SCROLL_MARGIN)
            return 0.0

        return speed(rect.left(), rect.right(), pos.x()), speed(rect.top(), rect.bottom(), pos.y())

    def auto_scroll(self, pos: QPointF) -> None:
        """A piece is held at ``pos``: scroll on while it stays near an edge of the view."""
        if self.auto_scroll_speed(pos) == (0.0, 0.0):
            self.stop_auto_scroll()
            return
        self._scroll_pos = QPointF(pos)
        if not self._scroll_timer.isActive():
            self._scroll_timer.start()

    def stop_auto_scroll(self) -> None:
        self._scroll_pos = None
        self._scroll_timer.stop()

    @property
    def auto_scrolling(self) -> bool:
        return self._scroll_timer.isActive()

    def _auto_scroll_step(self) -> None:
        pos = self._scroll_pos
        controller = self.controller
        if pos is None or controller is None:
            self.stop_auto_scroll()
            return
        dx, dy = self.auto_scroll_speed(pos)
        # The table goes on past the board: let the view go where the piece is taken.
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        scale = self.zoom_level() or 1.0
        scene = self.scene()
        if scene is not None:
            scene.setSceneRect(scene.sceneRect().united(visible.translated(dx / scale, dy / scale)))
        self.pan_by(dx, dy)
        controller.pointer_moved(pos, QApplication.keyboardModifiers())  # the piece moves with the table

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.controller is not None
            and self.controller.press(event.position(), event.modifiers())
        ):
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.controller is not None and self.controller.pointer_moved(event.position(), event.modifiers()):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.controller is not None
            and self.controller.release(event.position(), event.modifiers())
        ):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if self.controller is not None and self.controller.wheel(delta):
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.controller is not None:
            if event.key() == Qt.Key.Key_Escape and (self.controller.dragging or self.controller.selection):
                if self.controller.dragging:
                    self.controller.cancel()
                else:
                    self.controller.clear_selection()
                event.accept()
                return
            if event.key() == Qt.Key.Key_Alt:
                self.controller.modifiers_changed(event.modifiers())
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if self.controller is not None and event.key() == Qt.Key.Key_Alt:
            self.controller.modifiers_changed(event.modifiers())
        super().keyReleaseEvent(event)

    def leaveEvent(self, event: object) -> None:
        if self.controller is not None and self.controller.placing_kind is not None:
            self.controller.overlay.hide()
        super().leaveEvent(event)  # type: ignore[arg-type]

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        scene = self.scene()
        if isinstance(scene, BoardScene) and not scene.track.pieces:
            # An empty table says how to start.
            painter.save()
            painter.resetTransform()
            area = QRectF(self.viewport().rect()).adjusted(40, 40, -40, -40)
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.5)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 200))
            painter.drawText(
                area,
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.tr("Drag pieces from the palette onto the table.\n"
                        "They clip onto open ends; R turns a piece, Alt drops it without clipping."),
            )
            painter.restore()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        handler = self.context_menu_handler
        if handler is not None:
            handler(QPointF(event.pos()), event.globalPos())
            event.accept()
            return
        super().contextMenuEvent(event)
