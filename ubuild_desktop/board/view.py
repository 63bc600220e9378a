"""The board view: a table top with the lattice, pan, zoom, and fit-to-view."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmapCache,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ubuild_desktop.core.lattice import HEX, Cell

from ubuild_desktop.qtfiles import save_image

from . import colours, tile_cache
from .heatmap import LEGEND_MARGIN, HeatLegend
from .layers import HEX_SIZE

ZOOM_STEP = 1.25  # one Ctrl+= / Ctrl+-
MIN_SCALE = 0.002  # low enough to fit a 10,000-piece track in a window
MAX_SCALE = 8.0
GRID_MAX_CELLS = 25_000  # beyond this many visible cells the grid is noise: skip it
FIT_MARGIN = 0.35 * HEX_SIZE  # breathing room around the board in fit()
_CORNERS = HEX.corners(Cell(0, 0), HEX_SIZE)  # offsets from a hex centre, clockwise from the top
PIXMAP_CACHE_KB = 96 * 1024  # the least room for the items' kept pixels (see make_room_for_pixels)
SCREENS_OF_PIXELS = 6  # ... and at least this many screens' worth of them


def make_room_for_pixels() -> None:
    """Let Qt keep every shown item's pixels (``DeviceCoordinateCache``) between paints.

    The kept pixels live in ``QPixmapCache``, 10 MB by default: a few tiles at a close
    zoom fill it (a Starter tile at 5x is 2.4 MB), and then every repaint and every pan
    step drew every tile again, hundreds of milliseconds a frame (issue 26). The items in
    view overlap (their shadows, clips, movers and marks), so the room is several screens.
    """
    screen = QGuiApplication.primaryScreen()
    screen_kb = 0
    if screen is not None:
        size = screen.size() * screen.devicePixelRatio()
        screen_kb = size.width() * size.height() * 4 // 1024
    wanted = max(PIXMAP_CACHE_KB, SCREENS_OF_PIXELS * screen_kb)
    if QPixmapCache.cacheLimit() < wanted:
        QPixmapCache.setCacheLimit(wanted)


class BoardView(QGraphicsView):
    """A :class:`QGraphicsView` for a board: pan, zoom around the cursor, fit to the board.

    Pan: drag with the middle button, or with the left button on empty table (an item
    that takes the press, such as a movable piece in the editor, keeps it); arrow keys.
    Zoom: mouse wheel or pinch around the cursor; Ctrl+= / Ctrl+- (and the platform's
    zoom keys) around the centre. ``zoomChanged`` reports the new scale. While the scene
    has a heat map (``BoardScene.set_heat_map``) its legend stands in the lower left
    corner, and :meth:`fit` leaves room for it under the board.
    """

    zoomChanged = Signal(float)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        make_room_for_pixels()
        self.heat_legend = HeatLegend(self)
        self._fitted = False  # showing the whole board: keep it whole when the window resizes
        self._grid = True  # the hex lattice on the table (a square board has none)
        # The two rows of the lattice last made, and how many hexes wide (see _draw_grid).
        self._grid_cache: tuple[int, QPainterPath] | None = None
        self._overview_seen: tuple[int, int | None] = (0, None)  # the overview in the kept table
        self._reading_px = 0.0  # fit() keeps the smallest word at least this many pixels (set_reading_size)
        self._follow: Callable[[], QPointF] | None = None
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The table and its lattice are kept as pixels between paints (made again after a
        # zoom, a palette change or set_grid_visible): a repaint or a pan copies them.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self._pan_from: QPoint | None = None
        self._pan_button = Qt.MouseButton.NoButton
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(
            self.tr("The track on the table. Arrow keys pan; Ctrl+= and Ctrl+- zoom.")
        )

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 (Qt's name)
        old = self.scene()
        if old is not None and hasattr(old, "heatMapChanged"):
            old.heatMapChanged.disconnect(self._heat_map_changed)
        super().setScene(scene)
        if scene is not None and hasattr(scene, "set_screen_cache"):
            scene.set_screen_cache(True)
        if scene is not None and hasattr(scene, "heatMapChanged"):
            scene.heatMapChanged.connect(self._heat_map_changed)
        self._heat_map_changed()

    def _heat_map_changed(self) -> None:
        scene = self.scene()
        scale = scene.heat_scale() if scene is not None and hasattr(scene, "heat_scale") else None
        self.heat_legend.show_scale(scale)
        self._place_legend()
        if self._fitted:
            self.fit()  # make room for the legend, or give it back

    def _place_legend(self) -> None:
        view = self.viewport().geometry()
        legend = self.heat_legend
        legend.move(view.left() + LEGEND_MARGIN, view.bottom() - LEGEND_MARGIN - legend.height())

    def _legend_room(self) -> int:
        """Pixels kept free under a fitted board for the legend (0 without a heat map)."""
        return self.heat_legend.height() + 2 * LEGEND_MARGIN if self.heat_legend.scale is not None else 0

    # ------------------------------------------------------------------ zoom

    def zoom_level(self) -> float:
        """The current scale: screen pixels per scene unit."""
        return self.transform().m11()

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Scale by ``factor`` (clamped), keeping ``anchor`` (viewport position) still."""
        current = self.zoom_level()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if math.isclose(target, current):
            return
        factor = target / current
        self._fitted = False
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        old_anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(factor, factor)
        after = self.mapToScene(anchor.toPoint())
        delta = after - before
        self.translate(delta.x(), delta.y())
        self.setTransformationAnchor(old_anchor)
        self.zoomChanged.emit(self.zoom_level())

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit(self) -> None:
        """Show the whole board, as large as the window allows; with a reading size
        (:meth:`set_reading_size`) no smaller than that lets the words read: a board then
        larger than the view shows the part around ``follow()``."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.board_rect() if hasattr(scene, "board_rect") else scene.itemsBoundingRect()
        rect = rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
        self.fit_rect(rect, bottom=self._legend_room())
        least = self.reading_zoom()
        if least > self.zoom_level():
            self.resetTransform()
            self.scale(least, least)
            focus = self._follow() if self._follow is not None else rect.center()
            # The part of the board around the focus, never more table than needed beside it.
            half_w = self.viewport().width() / least / 2
            half_h = self.viewport().height() / least / 2
            x = min(max(focus.x(), rect.left() + half_w), rect.right() - half_w) if rect.width() > 2 * half_w else rect.center().x()
            y = min(max(focus.y(), rect.top() + half_h), rect.bottom() - half_h) if rect.height() > 2 * half_h else rect.center().y()
            self.centerOn(QPointF(x, y))
            self.zoomChanged.emit(self.zoom_level())
        self._fitted = True

    def set_reading_size(self, px: float, follow: Callable[[], QPointF] | None = None) -> None:
        """Keep the board's smallest word at least ``px`` pixels tall when fitted (0: no
        floor), showing the part around ``follow()`` (a scene point) when the board is then
        larger than the view: the play window's TV mode, read from across the room."""
        self._reading_px = px
        self._follow = follow
        if self._fitted or px:
            self.fit()

    def reading_zoom(self) -> float:
        """The least zoom at which the scene's smallest word is the reading size (0 without one)."""
        scene = self.scene()
        if not self._reading_px or scene is None or not hasattr(scene, "word_sizes"):
            return 0.0
        sizes = [px for _role, _text, px in scene.word_sizes() if px > 0]
        return min(MAX_SCALE, self._reading_px / min(sizes)) if sizes else 0.0

    def fit_rect(self, rect: QRectF, *, bottom: int = 0) -> None:
        """Scale and centre so ``rect`` (scene units) fills the view (clamped to the zoom range),
        leaving ``bottom`` pixels free under it when the view is tall enough."""
        if rect.isEmpty():
            return
        self._fitted = False
        self.resetTransform()
        view = self.viewport().rect()
        if view.width() <= 0 or view.height() <= 0:
            return
        if bottom >= view.height() / 2:
            bottom = 0  # a short view: the board comes first
        scale = min(view.width() / rect.width(), (view.height() - bottom) / rect.height())
        scale = min(MAX_SCALE, max(MIN_SCALE, scale))
        self.scale(scale, scale)
        centre = rect.center()
        self.centerOn(QPointF(centre.x(), centre.y() + bottom / 2 / scale))
        self.zoomChanged.emit(self.zoom_level())

    def reveal(self, rect: QRectF) -> None:
        """Centre on ``rect``, zooming out only if it does not fit the view."""
        if rect.isNull():
            return
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        padded = rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
        if padded.width() > visible.width() or padded.height() > visible.height():
            self.fit_rect(padded)
        else:
            self.centerOn(rect.center())

    def set_grid_visible(self, visible: bool) -> None:
        """Show the hex lattice on the table (the default) or the bare table (a square board)."""
        self._grid = visible
        self.resetCachedContent()
        self.viewport().update()

    def is_fitted(self) -> bool:
        """Whether the view shows the whole board as :meth:`fit` left it (no zoom or pan since)."""
        return self._fitted

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_legend()
        if self._fitted:
            self.fit()  # a window that showed the whole board keeps showing all of it

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.LanguageChange):
            # What a tile shows may change with the palette or the language: no old picture
            # of it may show again (board/tile_cache.py).
            tile_cache.clear()
            self.resetCachedContent()
            self.viewport().update()
        super().changeEvent(event)

    # ------------------------------------------------------------------- input

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta == 0:
            event.ignore()
            return
        # 120 units per notch; a notch zooms by ~15%, touchpads give smaller steps.
        self.zoom_by(math.pow(1.0012, delta), event.position())
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture:
            gesture: QNativeGestureEvent = event  # type: ignore[assignment]
            if gesture.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + gesture.value(), gesture.position())
                return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._start_pan(event)
            return
        super().mousePressEvent(event)
        scene = self.scene()
        grabbed = scene is not None and scene.mouseGrabberItem() is not None
        if event.button() == Qt.MouseButton.LeftButton and not grabbed:
            self._start_pan(event)

    def _start_pan(self, event: QMouseEvent) -> None:
        self._pan_from = event.position().toPoint()
        self._pan_button = event.button()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() == self._pan_button:
            self._pan_from = None
            self._pan_button = Qt.MouseButton.NoButton
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board under the window by ``dx, dy`` screen pixels."""
        self._fitted = False
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = max(24, min(self.viewport().width(), self.viewport().height()) // 8)
        pans = {
            Qt.Key.Key_Left: (-step, 0),
            Qt.Key.Key_Right: (step, 0),
            Qt.Key.Key_Up: (0, -step),
            Qt.Key.Key_Down: (0, step),
        }
        key = Qt.Key(event.key())
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in pans and not ctrl:
            self.pan_by(*pans[key])
        elif event.matches(QKeySequence.StandardKey.ZoomIn) or (ctrl and key in (Qt.Key.Key_Equal, Qt.Key.Key_Plus)):
            self.zoom_in()
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or (ctrl and key == Qt.Key.Key_Minus):
            self.zoom_out()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        # Tiny tiles are drawn as plain hexes (board/overview.py): decided before Qt picks
        # the items to paint.
        scene = self.scene()
        if scene is not None and hasattr(scene, "set_level_of_detail"):
            scene.set_level_of_detail(self.zoom_level())
            overview = scene.overview_item()
            seen = (id(overview), None if overview is None else overview.generation)
            if seen != self._overview_seen:  # the table's kept pixels show other pieces
                self._overview_seen = seen
                self.resetCachedContent()
                self.viewport().update()
        super().paintEvent(event)

    # -------------------------------------------------------------- background

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        painter.fillRect(rect, colours.TABLE)
        # Hexes a few pixels wide: the grid would be a grey wash.
        if self._grid and self.zoom_level() * HEX_SIZE >= 6:
            pen = QPen(colours.TABLE_GRID, 0)  # cosmetic: one pixel at every zoom
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            self._draw_grid(painter, rect)
            painter.restore()
        scene = self.scene()
        overview = scene.overview_item() if scene is not None and hasattr(scene, "overview_item") else None
        if overview is not None:  # tiny tiles: the pieces as coloured hexes (board/overview.py)
            overview.paint(painter)

    def _draw_grid(self, painter: QPainter, rect: QRectF) -> None:
        """The lattice's lines over ``rect`` (scene units), unless it holds too many hexes.

        The lattice repeats every two rows, so one path holds two rows of hexes as wide as
        ``rect`` (each hex's NE, E and SE edges: every edge once) and is drawn moved down
        the rows: no line is made per hex per paint, and a zoom step makes one path at most.
        """
        width, row = math.sqrt(3.0) * HEX_SIZE, 1.5 * HEX_SIZE
        r0 = 2 * (math.floor(rect.top() / row) // 2) - 2  # an even row above the rect
        r1 = math.ceil(rect.bottom() / row) + 1
        columns = math.ceil(rect.width() / width) + 3
        if (r1 - r0 + 1) * columns > GRID_MAX_CELLS:
            return
        path = self._grid_rows(columns)
        for r in range(r0, r1 + 1, 2):
            # Rows r and r + 1 from the hex (q, r) just left of the rect: x = width * (q + r / 2).
            q = math.floor(rect.left() / width - r / 2) - 1
            painter.drawPath(path.translated(width * (q + r / 2), row * r))

    def _grid_rows(self, columns: int) -> QPainterPath:
        """Two rows of ``columns`` hexes' NE, E and SE edges, from the hex (0, 0) (kept)."""
        cached = self._grid_cache
        if cached is not None and cached[0] == columns:
            return cached[1]
        path = QPainterPath()
        c0, c1, c2, c3 = (QPointF(dx, dy) for dx, dy in _CORNERS[:4])
        for r in (0, 1):
            for q in range(columns):
                x, y = HEX.center(Cell(q, r), HEX_SIZE)
                centre = QPointF(x, y)
                path.moveTo(centre + c0)
                path.lineTo(centre + c1)
                path.lineTo(centre + c2)
                path.lineTo(centre + c3)
        self._grid_cache = (columns, path)
        return path


def grab_png(widget: QWidget, path: str | os.PathLike[str]) -> Path:
    """Render ``widget`` (and its children) to a PNG file; raises ``OSError`` if it cannot be written."""
    return save_image(widget.grab(), path)
