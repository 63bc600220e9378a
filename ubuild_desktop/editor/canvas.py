"""The editor's canvas: the board view plus the controller that turns gestures into edits.

:class:`EditorView` is a :class:`~ubuild_desktop.board.BoardView` that hands pointer,
wheel and key input to its :class:`CanvasController`. The controller keeps the
selection and the gesture in progress, draws ghosts on the overlay while the user
drags, and on release pushes exactly one core edit to the :class:`TrackDocument`
(one gesture = one undo step). It never touches the scene's piece items' model: the
scene redraws when the document says the track changed.

Gestures (left button unless said):

- press a palette entry and drag onto the board (or click it, then click the board):
  a ghost follows, clipped to the nearest open end; R / Shift+R or the wheel rotate it;
  release drops it. Alt held: no clipping, the piece lands exactly where it is shown.
- press a piece and drag: move it (clipped like a new piece) or, if it is part of a
  larger selection, move the whole selection by whole hexes.
- Ctrl+click toggles a piece in the selection; a drag on empty table selects with a
  rubber band (Ctrl adds); middle-drag or the arrow keys pan; the wheel zooms.
- Esc cancels the gesture in progress.

From the keyboard (building without the mouse): a single selected piece shows its
*current open end* (an arrow on the board); "Next Open End" (E) moves it through every
open end of the track, selecting the piece it belongs to, and Enter clips the palette's
chosen piece there (:meth:`CanvasController.attach`), selecting the new piece and its
open end, so a whole track is built by choosing pieces and pressing Enter. A re-aims
the current end. While a piece is dragged near the edge of the view, the view scrolls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from ubuild_desktop.board import BoardScene, BoardView, ConnectorState, PieceItem, cell_at, cell_center
from ubuild_desktop.board.geometry import edge_midpoint
from ubuild_desktop.core.edits import AddPieces, Compound, Edit, EditError, ReplacePieces, aim, move
from ubuild_desktop.core.edits import rotate as rotate_edit
from ubuild_desktop.core.lattice import HEX, Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import Clip, ClipIndex
from ubuild_desktop.core.track import Placement, Track

from .document import TrackDocument
from .ghost import GhostOverlay, OpenEndMarkerItem, RubberBandItem
from .inventory import next_tile

AUTO_SCROLL_MARGIN = 36.0  # pixels from a view edge where a held piece scrolls the view
AUTO_SCROLL_STEP = 18.0  # pixels per tick at the very edge
AUTO_SCROLL_MS = 30
SNAP_OFF = Qt.KeyboardModifier.AltModifier  # hold to drop exactly where the ghost is
TOGGLE = Qt.KeyboardModifier.ControlModifier  # Ctrl-click (Cmd on macOS) toggles selection


@dataclass
class _Placing:
    """A new piece following the pointer (from the palette)."""

    kind: PieceKind
    rotation: int
    index: ClipIndex
    dragging: bool  # the button is held (a drag); else a click on the board drops it
    piece_id: str
    tile: str | None
    clip: Clip | None = None
    placement: Placement | None = None


@dataclass
class _Pressed:
    """The left button is down; it becomes a move or a rubber band once the pointer travels."""

    origin: QPoint
    scene_origin: QPointF
    piece_id: str | None
    modifiers: Qt.KeyboardModifier


@dataclass
class _Moving:
    """Pieces following the pointer by whole hexes."""

    ids: tuple[str, ...]
    grab: Cell
    index: ClipIndex | None  # a single piece clips like a new one; a group only translates
    originals: dict[str, Placement]
    occupied: set[Cell]  # hexes of the pieces not being moved
    rotation: int = 0
    edit: Edit | None = None
    blocked: bool = False
    delta: tuple[int, int] = (0, 0)


@dataclass
class _Banding:
    origin: QPointF
    additive: bool
    item: RubberBandItem = field(default_factory=RubberBandItem)


def _clip_states(placement: Placement, clip: Clip, pieces: dict[str, Placement]) -> list[ConnectorState]:
    """Which connectors of a dropped piece would join something (for the ghost's clips)."""
    adjusted = {after.id: after for _before, after in clip.adjusted}
    joined_edges: set[tuple[Cell, int]] = set()
    for other_id, conn in clip.targets:
        other = adjusted.get(other_id) or pieces.get(other_id)
        if other is None:
            continue
        cell, direction = other.connector_edges()[conn]
        joined_edges.add((HEX.neighbour(cell, direction), HEX.opposite(direction)))
    return ["joined" if edge in joined_edges else "open" for edge in placement.connector_edges()]


def _target_edges(clip: Clip, pieces: dict[str, Placement]) -> list[tuple[Cell, int]]:
    adjusted = {after.id: after for _before, after in clip.adjusted}
    edges = []
    for other_id, conn in clip.targets:
        other = adjusted.get(other_id) or pieces.get(other_id)
        if other is not None:
            edges.append(other.connector_edges()[conn])
    return edges


class CanvasController(QObject):
    """Selection and gestures on the board; every change goes through the document.

    Signals: ``selectionChanged(frozenset)``, ``message(str)`` (a hint for the status
    bar), ``dragChanged(bool)`` when a drag starts or ends, ``endChanged(object)`` with
    the current open end (piece id, connector index) or None.
    """

    selectionChanged = Signal(object)
    message = Signal(str)
    dragChanged = Signal(bool)
    endChanged = Signal(object)

    def __init__(self, document: TrackDocument, scene: BoardScene, view: EditorView) -> None:
        super().__init__(view)
        self.document = document
        self.scene = scene
        self.view = view
        self.overlay = GhostOverlay(scene)
        self._selection: frozenset[str] = frozenset()
        self._state: _Placing | _Pressed | _Moving | _Banding | None = None
        self._last_scene_pos: QPointF | None = None
        self.palette_rotation = 0  # the rotation of the piece being placed from the palette
        self._end: tuple[str, int] | None = None  # the open end chosen from the keyboard
        self._end_by_keys = False  # the end was chosen by keys since the pointer last moved
        self._shown_end: tuple[str, int] | None = None
        self.end_marker = OpenEndMarkerItem()
        self.end_marker.setVisible(False)
        scene.addItem(self.end_marker)
        view.controller = self

    # -------------------------------------------------------------- selection

    @property
    def selection(self) -> frozenset[str]:
        return self._selection

    def set_selection(self, ids: Iterable[str]) -> None:
        present = {p.id for p in self.document.track.pieces}
        selection = frozenset(i for i in ids if i in present)
        if selection != self._selection:
            self._selection = selection
            self.selectionChanged.emit(selection)
        self.scene.highlight_pieces(selection)
        self._show_end()

    def select_all(self) -> None:
        self.set_selection(p.id for p in self.document.track.pieces)

    def clear_selection(self) -> None:
        self.set_selection(())

    def track_changed(self) -> None:
        """The document changed: drop a stale gesture, keep what is still selected."""
        if isinstance(self._state, (_Placing, _Moving)):
            self.cancel()
        self.set_selection(self._selection)

    # ------------------------------------------------------------------ state

    @property
    def dragging(self) -> bool:
        """Whether a piece (new or moved) is following the pointer."""
        return isinstance(self._state, (_Placing, _Moving))

    @property
    def placing_kind(self) -> PieceKind | None:
        return self._state.kind if isinstance(self._state, _Placing) else None

    def cancel(self) -> None:
        """Abandon the gesture in progress; nothing changes."""
        state = self._state
        self._state = None
        self.overlay.hide()
        self.view.stop_auto_scroll()
        if isinstance(state, _Moving):
            self._restore_items(state.ids)
        if isinstance(state, _Banding):
            self.scene.removeItem(state.item)
        if isinstance(state, (_Placing, _Moving)):
            self.view.viewport().unsetCursor()
            self.dragChanged.emit(False)
            self._show_end()

    # ---------------------------------------------------------------- palette

    def start_palette_drag(self, kind: PieceKind, *, dragging: bool = True) -> None:
        """A palette entry was pressed: a new ``kind`` piece follows the pointer.

        ``dragging`` False means the entry was clicked: the piece follows the pointer
        until a click on the board drops it (Esc cancels).
        """
        self.cancel()
        track = self.document.track
        self.palette_rotation = 0  # every new piece starts unrotated, as the palette shows it
        self._state = _Placing(
            kind, self.palette_rotation, ClipIndex(track), dragging, track.next_piece_id(), next_tile(track.pieces, kind)
        )
        self.view.viewport().setCursor(Qt.CursorShape.DragMoveCursor)
        self.dragChanged.emit(True)
        self._show_end()
        self.message.emit(self.tr("Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels"))

    def palette_drag_move(self, global_pos: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        """The pointer moved while a palette entry is held (the palette has the mouse)."""
        if isinstance(self._state, _Placing):
            pos = self.view.viewport().mapFromGlobal(global_pos)
            if self.view.viewport().rect().contains(pos):
                self.pointer_moved(QPointF(pos), modifiers)
            else:
                self.view.stop_auto_scroll()
                self.overlay.hide()
                self._state.clip = None
                self._state.placement = None

    def palette_drag_release(self, global_pos: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        """The palette entry was let go: drop on the board, or keep placing by clicks."""
        if not isinstance(self._state, _Placing):
            return
        pos = self.view.viewport().mapFromGlobal(global_pos)
        if self.view.viewport().rect().contains(pos):
            self.pointer_moved(QPointF(pos), modifiers)
            self._drop_new(modifiers)
        else:
            self._state.dragging = False  # a click on the palette: place with the next click

    # ----------------------------------------------------------------- input

    def press(self, pos: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """Left button down on the board at viewport ``pos``; True if handled."""
        scene_pos = self.view.mapToScene(pos.toPoint())
        self._last_scene_pos = scene_pos
        if isinstance(self._state, _Placing):
            self.pointer_moved(pos, modifiers)
            self._state.dragging = True  # the drop happens on release
            return True
        item = self.scene.piece_at(scene_pos)
        piece_id = item.piece_id if item is not None else None
        if modifiers & TOGGLE:
            if piece_id is not None:
                self.set_selection(self._selection ^ {piece_id})
                self._state = None
                return True
        elif piece_id is not None and piece_id not in self._selection:
            self.set_selection([piece_id])
        self._state = _Pressed(pos.toPoint(), scene_pos, piece_id, modifiers)
        return True

    def pointer_moved(self, pos: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """The pointer moved over the board; True if a gesture used it."""
        scene_pos = self.view.mapToScene(pos.toPoint())
        self._last_scene_pos = scene_pos
        self._end_by_keys = False
        state = self._state
        if isinstance(state, _Pressed):
            if (pos.toPoint() - state.origin).manhattanLength() < QApplication.startDragDistance():
                return True
            if state.piece_id is not None:
                self._start_move(state)
            else:
                self._start_band(state)
            state = self._state
        if isinstance(state, (_Placing, _Moving, _Banding)):
            self.view.auto_scroll(pos)  # near an edge, the view scrolls on while the piece is held
        if isinstance(state, _Placing):
            self._update_placing(state, scene_pos, modifiers)
            return True
        if isinstance(state, _Moving):
            self._update_moving(state, scene_pos, modifiers)
            return True
        if isinstance(state, _Banding):
            state.item.setRect(QRectF(state.origin, scene_pos).normalized())
            return True
        return False

    def release(self, pos: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """Left button up; ends the gesture (a drop is one edit)."""
        state = self._state
        if isinstance(state, _Placing):
            if state.dragging:
                self.pointer_moved(pos, modifiers)
                self._drop_new(modifiers)
            return True
        if isinstance(state, _Moving):
            self.pointer_moved(pos, modifiers)
            self._drop_move(state)
            return True
        if isinstance(state, _Banding):
            self._finish_band(state)
            return True
        if isinstance(state, _Pressed):
            self._state = None
            if state.piece_id is None and not state.modifiers & TOGGLE:
                self.clear_selection()
            elif state.piece_id is not None and not state.modifiers & TOGGLE:
                self.set_selection([state.piece_id])
            return True
        return False

    def wheel(self, steps: int) -> bool:
        """Wheel notches while dragging rotate the piece; True if used."""
        if not self.dragging or steps == 0:
            return False
        self.rotate(1 if steps < 0 else -1)  # wheel towards the user turns clockwise
        return True

    def modifiers_changed(self, modifiers: Qt.KeyboardModifier) -> None:
        """Alt pressed or released mid-drag: show the ghost with or without clipping."""
        if self.dragging and self._last_scene_pos is not None:
            self._refresh(modifiers)

    def _refresh(self, modifiers: Qt.KeyboardModifier | None = None) -> None:
        if self._last_scene_pos is None:
            return
        if modifiers is None:
            modifiers = QApplication.keyboardModifiers()
        state = self._state
        if isinstance(state, _Placing):
            self._update_placing(state, self._last_scene_pos, modifiers)
        elif isinstance(state, _Moving):
            self._update_moving(state, self._last_scene_pos, modifiers)

    # --------------------------------------------------------------- placing

    def _update_placing(self, state: _Placing, scene_pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
        cell = cell_at(scene_pos)
        tile, piece_id = state.tile, state.piece_id
        if modifiers & SNAP_OFF:
            placement = Placement(id=piece_id, kind=state.kind, tile=tile, cell=cell, rotation=state.rotation)
            blocked = any(c in state.index.occupied for c in placement.cells())
            state.clip = Clip(placement, (), blocked)
            state.placement = placement
            self.overlay.show([(placement, ["open"] * len(placement.connector_directions))], blocked=blocked)
            return
        clip = state.index.best_clip(piece_id, state.kind, tile, cell, state.rotation)
        state.clip = clip
        state.placement = clip.placement
        ghosts = [(clip.placement, _clip_states(clip.placement, clip, state.index.pieces))]
        ghosts += [(after, ["joined"] * len(after.connector_directions)) for _before, after in clip.adjusted]
        self.overlay.show(ghosts, _target_edges(clip, state.index.pieces), blocked=clip.blocked)

    def _drop_new(self, modifiers: Qt.KeyboardModifier) -> None:
        state = self._state
        assert isinstance(state, _Placing)
        clip = state.clip
        self._state = None
        self.overlay.hide()
        self.view.stop_auto_scroll()
        self.view.viewport().unsetCursor()
        self.dragChanged.emit(False)
        if clip is None:
            self._show_end()
            return
        if clip.blocked:
            self.message.emit(self.tr("Not dropped: the hex is taken"))
            return
        label = self.tr("Add {piece}").format(piece=piece_name(clip.placement.kind))
        edit: Edit = clip.edit(label) if clip.targets else AddPieces((clip.placement,), label)
        self.document.apply(edit)
        self.set_selection([clip.placement.id])
        self.follow([clip.placement.id])
        if clip.targets:
            self.message.emit(self.tr("Clipped on to %n open end(s)", "", len(clip.targets)))
        elif len(self.document.track.pieces) == 1:
            self.message.emit(self.tr("Placed: drop the next piece on one of its open ends"))
        else:
            self.message.emit(self.tr("Placed on its own: drop it next to an open end to clip it on"))

    # ---------------------------------------------------------------- moving

    def _start_move(self, pressed: _Pressed) -> None:
        assert pressed.piece_id is not None
        track = self.document.track
        ids = tuple(p.id for p in track.pieces if p.id in self._selection) or (pressed.piece_id,)
        originals = {p.id: p for p in track.pieces if p.id in ids}
        index = ClipIndex(track, exclude=ids)  # once per drag: the rest of the track
        single = len(ids) == 1
        self._state = _Moving(ids, cell_at(pressed.scene_origin), index if single else None, originals, index.occupied)
        if single:
            item = self.scene.piece_items().get(ids[0])
            if item is not None:
                item.setOpacity(0.25)  # the ghost shows where it goes
        self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self.dragChanged.emit(True)
        self._show_end()

    def _moved_single(self, state: _Moving, target: Cell) -> Placement:
        (piece,) = state.originals.values()
        turned = piece.rotated(state.rotation, state.grab) if state.rotation else piece
        return turned.moved(target.q - state.grab.q, target.r - state.grab.r)

    def _update_moving(self, state: _Moving, scene_pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
        target = cell_at(scene_pos)
        dq, dr = target.q - state.grab.q, target.r - state.grab.r
        state.delta = (dq, dr)
        if state.index is not None:
            (piece,) = state.originals.values()
            moved = self._moved_single(state, target)
            clip: Clip | None = None
            if moved == piece:  # back where it started: no change, whatever clipping would say
                state.blocked, state.edit = False, None
                self.overlay.show([(piece, list(self.scene.piece_item(piece.id).connector_states))])
                return
            if not modifiers & SNAP_OFF:
                clip = state.index.best_clip(piece.id, piece.kind, piece.tile, moved.cell, moved.rotation)
            if clip is not None and clip.targets:
                after = clip.placement
                edits: list[Edit] = [ReplacePieces((piece,), (after,), self.tr("Move"))]
                if clip.adjusted:
                    edits.append(
                        ReplacePieces(tuple(b for b, _ in clip.adjusted), tuple(a for _, a in clip.adjusted))
                    )
                state.blocked = clip.blocked
                state.edit = Compound(tuple(edits), self.tr("Move {piece}").format(piece=piece_name(piece.kind)))
                ghosts = [(after, _clip_states(after, clip, state.index.pieces))]
                ghosts += [(a, ["joined"] * len(a.connector_directions)) for _b, a in clip.adjusted]
                self.overlay.show(ghosts, _target_edges(clip, state.index.pieces), blocked=clip.blocked)
            else:
                state.blocked = any(c in state.index.occupied for c in moved.cells())
                state.edit = ReplacePieces(
                    (piece,), (moved,), self.tr("Move {piece}").format(piece=piece_name(piece.kind))
                )
                self.overlay.show([(moved, ["open"] * len(moved.connector_directions))], blocked=state.blocked)
            return
        # A group moves by whole hexes, keeping its own shape and aims.
        offset = cell_center(Cell(dq, dr)) - cell_center(Cell(0, 0))
        occupied = state.occupied
        state.blocked = any(
            Cell(c.q + dq, c.r + dr) in occupied for p in state.originals.values() for c in p.cells()
        )
        items = self.scene.piece_items()
        for piece_id in state.ids:
            item = items.get(piece_id)
            if item is not None:
                item.setPos(offset)
                item.setOpacity(0.45 if state.blocked else 0.85)
        state.edit = (
            move(self.document.track, state.ids, dq, dr, self.tr("Move {n} pieces").format(n=len(state.ids)))
            if (dq, dr) != (0, 0)
            else None
        )

    def _restore_items(self, ids: Iterable[str]) -> None:
        items = self.scene.piece_items()
        for piece_id in ids:
            item = items.get(piece_id)
            if item is not None:
                item.setPos(0, 0)
                item.setOpacity(1.0)

    def _drop_move(self, state: _Moving) -> None:
        self._state = None
        self.overlay.hide()
        self.view.stop_auto_scroll()
        self._restore_items(state.ids)
        self.view.viewport().unsetCursor()
        self.dragChanged.emit(False)
        if state.edit is None:
            self._show_end()
            return
        if state.blocked:
            self.message.emit(self.tr("Not moved: a hex there is taken"))
            self._show_end()
            return
        self.document.apply(state.edit)
        self.set_selection(state.ids)
        self.follow(state.ids)

    def follow(self, piece_ids: Iterable[str]) -> None:
        """Bring pieces just placed or moved into view (scrolling only as far as needed)."""
        rect = self.scene.pieces_rect(piece_ids)
        if not rect.isNull():
            self.view.ensureVisible(rect, 24, 24)

    # ----------------------------------------------------------- rubber band

    def _start_band(self, pressed: _Pressed) -> None:
        band = _Banding(pressed.scene_origin, bool(pressed.modifiers & TOGGLE))
        band.item.setRect(QRectF(pressed.scene_origin, pressed.scene_origin))
        self.scene.addItem(band.item)
        self._state = band

    def _finish_band(self, band: _Banding) -> None:
        self._state = None
        self.view.stop_auto_scroll()
        rect = band.item.rect()
        self.scene.removeItem(band.item)
        hit = {
            item.piece_id
            for item in self.scene.items(rect, Qt.ItemSelectionMode.IntersectsItemShape)
            if isinstance(item, PieceItem) and item in self.scene.piece_items().values()
        }
        self.set_selection((self._selection | hit) if band.additive else hit)

    # -------------------------------------------------------------- commands

    def rotate(self, steps: int) -> None:
        """Turn the dragged piece, or the selection (one undo step), by ``steps`` x 60 degrees."""
        state = self._state
        if isinstance(state, _Placing):
            state.rotation = (state.rotation + steps) % 6
            self.palette_rotation = state.rotation
            self._refresh()
            return
        if isinstance(state, _Moving):
            if state.index is not None:
                state.rotation = (state.rotation + steps) % 6
                self._refresh()
            return
        if not self._selection:
            return
        track = self.document.track
        ids = [p.id for p in track.pieces if p.id in self._selection]
        pivot = track.piece(ids[0]).cell if len(ids) == 1 else _centre_cell(track, ids)
        self.document.apply(rotate_edit(track, ids, steps % 6, pivot, self.tr("Rotate")))

    def nudge(self, dq: int, dr: int) -> None:
        """Move the selection one hex (keyboard), one undo step."""
        if not self._selection or self.dragging:
            return
        track = self.document.track
        ids = [p.id for p in track.pieces if p.id in self._selection]
        self.document.apply(move(track, ids, dq, dr, self.tr("Move")))
        self.follow(ids)

    def aim_end(self, piece_id: str, connector: int | None = None, step: int = 1) -> bool:
        """Turn one end of a piece to its next possible edge (clockwise for ``step`` 1).

        Without ``connector`` the end nearest the pointer is turned if the pointer is
        on the piece, else the first open end, else the first end. True if it turned.
        """
        track = self.document.track
        piece = track.piece(piece_id)
        if connector is None:
            connector = self._end_to_aim(piece)
        current = piece.connector_edges()[connector][1]
        for k in range(1, 6):
            direction = (current + step * k) % 6
            try:
                edit = aim(track, piece_id, connector, direction, self.tr("Re-aim end"))
            except EditError:
                continue
            self.document.apply(edit)
            return True
        return False

    def _end_to_aim(self, piece: Placement) -> int:
        current = self.current_end()
        if self._end_by_keys and current is not None and current[0] == piece.id:
            return current[1]  # the end the keyboard chose (the arrow on the board)
        ends = piece.connector_edges()
        pos = self._last_scene_pos
        if pos is not None and cell_at(pos) in piece.cells():
            distances = [(edge_midpoint(cell, d) - pos).manhattanLength() for cell, d in ends]
            return distances.index(min(distances))
        graph = self.document.report.graph
        try:
            index = graph.piece_index(piece.id)
        except KeyError:
            return 0
        for piece_index, conn in graph.open_connectors:
            if piece_index == index:
                return conn
        return 0

    def drop_at_open_end(self, kind: PieceKind) -> bool:
        """Keyboard placement: clip a new ``kind`` piece to the first open end (or at the origin)."""
        track = self.document.track
        index = ClipIndex(track)
        tile = next_tile(track.pieces, kind)
        piece_id = track.next_piece_id()
        best: Clip | None = None
        facing = sorted(index.facing) if index.facing else [Cell(0, 0)]
        if not track.pieces:
            facing = [Cell(0, 0)]
        for cell in facing:
            for rotation in range(6):
                clip = index.clip(piece_id, kind, tile, cell, rotation)
                if clip.blocked:
                    continue
                if best is None or len(clip.targets) > len(best.targets):
                    best = clip
            if best is not None and best.targets:
                break
        if best is None:
            self.message.emit(self.tr("No free open end to clip to"))
            return False
        label = self.tr("Add {piece}").format(piece=piece_name(kind))
        self.document.apply(best.edit(label) if best.targets else AddPieces((best.placement,), label))
        self.set_selection([best.placement.id])
        self.follow([best.placement.id])
        return True

    # ------------------------------------------------------------- open ends

    def open_ends(self) -> list[tuple[str, int]]:
        """Every open end of the track: (piece id, connector index), in the track's order."""
        pieces = self.document.track.pieces
        return [(pieces[index].id, conn) for index, conn in self.document.report.graph.open_connectors]

    def current_end(self) -> tuple[str, int] | None:
        """The open end Enter builds on: of the one selected piece, the one chosen by keys or its first."""
        if len(self._selection) != 1:
            return None
        (piece_id,) = self._selection
        ends = [end for end in self.open_ends() if end[0] == piece_id]
        if self._end in ends:
            return self._end
        return ends[0] if ends else None

    def next_end(self, step: int = 1) -> tuple[str, int] | None:
        """Move the current open end to the next one of the track (``step`` -1: the one before)."""
        if self.dragging:
            return None
        ends = self.open_ends()
        if not ends:
            self.message.emit(self.tr("The track has no open ends"))
            return None
        current = self.current_end()
        at = (ends.index(current) + step) % len(ends) if current in ends else (0 if step > 0 else len(ends) - 1)
        end = ends[at]
        self._end = end
        self._end_by_keys = True
        self.set_selection([end[0]])
        self._show_end()
        self.view.ensureVisible(self.end_marker.sceneBoundingRect(), 48, 48)
        self.message.emit(self.tr("Open end {n} of {count}: Enter clips the palette's piece here").format(
            n=at + 1, count=len(ends)))
        return end

    def attach(self, kind: PieceKind) -> bool:
        """Keyboard building: clip a new ``kind`` piece to the current open end (one undo step).

        On an empty table the piece goes to the middle; with nothing selected, to the
        first open end of the track. The new piece is selected, its open end current.
        """
        track = self.document.track
        if self.dragging:
            return False
        end = self.current_end()
        if end is None:
            if self._selection and track.pieces:
                self.message.emit(self.tr("The selected piece has no open end: E picks the next open end of the track"))
                return False
            return self.drop_at_open_end(kind)
        index = ClipIndex(track)
        clip = index.attach(track.next_piece_id(), kind, next_tile(track.pieces, kind), end)
        if clip is None:
            self.message.emit(self.tr("No room at this open end: the hex it faces is taken"))
            return False
        self.document.apply(clip.edit(self.tr("Add {piece}").format(piece=piece_name(kind))))
        self._end = None
        self._end_by_keys = True
        self.set_selection([clip.placement.id])
        self.follow([clip.placement.id])
        if self.current_end() is not None:
            self.view.ensureVisible(self.end_marker.sceneBoundingRect(), 48, 48)
        if len(clip.targets) > 1:
            self.message.emit(self.tr("Clipped on to {n} open ends").format(n=len(clip.targets)))
        else:
            self.message.emit(self.tr("Clipped on to an open end"))
        return True

    def _show_end(self) -> None:
        """Put the arrow on the current open end (none while dragging or without one)."""
        end = None if self.dragging else self.current_end()
        if end is None:
            self.end_marker.setVisible(False)
        else:
            cell, direction = self.document.track.piece(end[0]).connector_edges()[end[1]]
            self.end_marker.show_at(cell, direction)
        if end != self._shown_end:
            self._shown_end = end
            self.endChanged.emit(end)

    def piece_under(self, pos: QPointF) -> str | None:
        item = self.scene.piece_at(self.view.mapToScene(pos.toPoint()))
        return item.piece_id if item is not None else None

    def last_cell(self) -> Cell | None:
        """The hex under the pointer when it last moved over the board."""
        return cell_at(self._last_scene_pos) if self._last_scene_pos is not None else None


def _centre_cell(track: Track, ids: list[str]) -> Cell:
    cells = [c for p in track.pieces if p.id in ids for c in p.cells()]
    x = sum(HEX.center(c)[0] for c in cells) / len(cells)
    y = sum(HEX.center(c)[1] for c in cells) / len(cells)
    return HEX.cell_at(x, y)


def piece_name(kind: PieceKind) -> str:
    """The piece's name in the user's language."""
    return {
        PieceKind.GO: QApplication.translate("Editor", "GO"),
        PieceKind.JAIL: QApplication.translate("Editor", "Jail"),
        PieceKind.FREE_PARKING: QApplication.translate("Editor", "Free Parking"),
        PieceKind.GO_TO_JAIL: QApplication.translate("Editor", "Go to Jail"),
        PieceKind.DISTRICT_DOUBLE: QApplication.translate("Editor", "district double"),
        PieceKind.PLANNING_DOUBLE: QApplication.translate("Editor", "planning double"),
        PieceKind.BRIDGE: QApplication.translate("Editor", "bridge"),
        PieceKind.RAILROAD: QApplication.translate("Editor", "railroad"),
    }[kind]


class EditorView(BoardView):
    """The board view of the editor: input goes to the :class:`CanvasController`.

    Middle-drag and the arrow keys pan, the wheel zooms (or rotates a dragged piece),
    and every other pointer gesture is the controller's.
    """

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: CanvasController | None = None
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
        if self.controller is not None and isinstance(self.controller._state, _Placing):
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
