"""The palette: every piece of the box, drawn by the shared board, with how many are left.

Pressing an entry starts a drag of a new piece (the controller's
:meth:`~.canvas.CanvasController.start_palette_drag`); the palette keeps the mouse while
the button is held and forwards every move and the release to the controller, which
maps them onto the board. Clicking an entry without dragging starts click-to-place;
Enter on a focused entry asks the window to clip a piece to the current open end
(keyboard building: the selected piece's end shown by the arrow, else the first open
end of the track).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsScene, QListWidget, QListWidgetItem, QWidget

from ubuild_desktop.board import PieceItem
from ubuild_desktop.core.cards import CardDataError, load_districts
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import DOUBLE_KINDS, PieceKind, load_box
from ubuild_desktop.core.track import Placement, Track

from .canvas import piece_name
from .inventory import Stock, next_tile, stock

KIND_ROLE = Qt.ItemDataRole.UserRole + 1
ICON_SIZE = QSize(92, 52)


@cache
def piece_icon(kind: PieceKind, tile: str | None) -> QIcon:
    """A picture of a piece as it lies on the table, drawn by :class:`PieceItem`."""
    placement = Placement(id="palette", kind=kind, tile=tile, cell=Cell(0, 0))
    try:
        districts = load_districts()
    except CardDataError:
        districts = None
    item = PieceItem(placement, districts=districts)
    scene = QGraphicsScene()
    scene.addItem(item)
    source = item.shape().boundingRect().adjusted(-6, -6, 8, 8)
    ratio = 2.0  # sharp on high-density screens
    pixmap = QPixmap(ICON_SIZE * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, ICON_SIZE.width(), ICON_SIZE.height()), source)
    painter.end()
    scene.removeItem(item)
    return QIcon(pixmap)


class PaletteWidget(QListWidget):
    """Every piece kind with its stock; drag an entry onto the board to place one.

    Signals: ``dragStarted(PieceKind, bool)`` (bool: the button is held),
    ``dragMoved(QPoint, KeyboardModifier)`` and ``dragReleased(QPoint, KeyboardModifier)``
    with global positions, ``placeRequested(PieceKind)`` for keyboard placement and
    ``cancelRequested()`` (Esc).
    """

    dragStarted = Signal(object, bool)
    dragMoved = Signal(QPoint, object)
    dragReleased = Signal(QPoint, object)
    placeRequested = Signal(object)
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("piecePalette")
        self.setAccessibleName(self.tr("Piece palette"))
        self.setAccessibleDescription(
            self.tr("Every piece in the box with how many are left. Drag one onto the board, "
                    "or press Enter to clip it to the first open end.")
        )
        self.setIconSize(ICON_SIZE)
        self.setSpacing(2)
        self.setUniformItemSizes(True)
        self.setWordWrap(True)
        self.setDragEnabled(False)  # our own drag: QDrag would block the event loop
        self.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._pressed: PieceKind | None = None
        self._press_pos = QPoint()
        self._dragging = False
        self._stock: dict[PieceKind, Stock] = {}
        box = load_box()
        for spec in box.pieces:
            item = QListWidgetItem(self)
            item.setData(KIND_ROLE, spec.kind)
            tile = spec.tiles[0] if spec.tiles else None
            item.setIcon(piece_icon(spec.kind, tile))
        self.update_stock(Track())

    # ---------------------------------------------------------------- content

    def update_stock(self, track: Track) -> None:
        """Show how many of each piece are left for ``track`` (its boxes' counts)."""
        self._stock = stock(track)
        for row in range(self.count()):
            item = self.item(row)
            kind: PieceKind = item.data(KIND_ROLE)
            entry = self._stock[kind]
            name = entry_name(kind, entry.total)
            text = self.tr("{name}\n{left} of {total} left").format(name=name, left=entry.left, total=entry.total)
            item.setText(text)
            tip = self.tr("{used} on the board, {left} of {total} left in %n box(es)", "", track.boxes).format(
                used=entry.used, left=entry.left, total=entry.total
            )
            if kind in DOUBLE_KINDS:
                tile = next_tile(track.pieces, kind)
                tip += "\n" + self.tr("The next one is tile {tile}").format(tile=tile)
                item.setIcon(piece_icon(kind, tile))
            item.setToolTip(tip)
            flags = Qt.ItemFlag.ItemIsSelectable
            if entry.left > 0:
                flags |= Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags)

    def current_kind(self) -> PieceKind | None:
        """The piece chosen in the palette (its current entry, whether or not any are left)."""
        item = self.currentItem()
        if item is None:
            return None
        kind: PieceKind = item.data(KIND_ROLE)
        return kind

    def stock_of(self, kind: PieceKind) -> Stock:
        return self._stock[kind]

    def row_of(self, kind: PieceKind) -> int:
        for row in range(self.count()):
            if self.item(row).data(KIND_ROLE) == kind:
                return row
        raise KeyError(kind)

    def item_rect(self, kind: PieceKind) -> QRectF:
        """Where the entry for ``kind`` is, in viewport coordinates (for tests and tours)."""
        return QRectF(self.visualItemRect(self.item(self.row_of(kind))))

    def _kind_at(self, pos: QPoint) -> PieceKind | None:
        item = self.itemAt(pos)
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        return item.data(KIND_ROLE)

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QMouseEvent) -> None:
        kind = self._kind_at(event.position().toPoint())
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and kind is not None:
            self._pressed = kind
            self._press_pos = event.position().toPoint()
            self._dragging = False
            self.dragStarted.emit(kind, True)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None:
            if (event.position().toPoint() - self._press_pos).manhattanLength() >= QApplication.startDragDistance():
                self._dragging = True
            self.dragMoved.emit(event.globalPosition().toPoint(), event.modifiers())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pressed is not None and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = None
            self.dragReleased.emit(event.globalPosition().toPoint(), event.modifiers())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancelRequested.emit()  # the palette has the keyboard during its own drag
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            item = self.currentItem()
            if item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                self.placeRequested.emit(item.data(KIND_ROLE))
                event.accept()
                return
        super().keyPressEvent(event)


def entry_name(kind: PieceKind, total: int) -> str:
    """A palette entry's name: singular for the one-off corners, plural for the rest."""
    if total == 1:
        return piece_name(kind)
    plural = {
        PieceKind.DISTRICT_DOUBLE: QApplication.translate("PaletteWidget", "district doubles"),
        PieceKind.PLANNING_DOUBLE: QApplication.translate("PaletteWidget", "planning doubles"),
        PieceKind.BRIDGE: QApplication.translate("PaletteWidget", "bridges"),
        PieceKind.RAILROAD: QApplication.translate("PaletteWidget", "railroads"),
    }
    name = plural.get(kind, piece_name(kind))
    return name[:1].upper() + name[1:]
