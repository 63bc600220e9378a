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

from collections.abc import Iterable

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QApplication

from ubuild_desktop.board import BoardScene, PieceItem, cell_at, cell_center
from ubuild_desktop.core.edits import AddPieces, Compound, Edit, ReplacePieces, move
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import Clip, ClipIndex
from ubuild_desktop.core.track import Placement

from .canvas_commands import CanvasCommands
from .document import TrackDocument
from .editor_view import EditorView
from .gestures import Banding, Moving, Placing, Pressed, clip_states, piece_name, target_edges  # noqa: F401  (piece_name: the palette's)
from .ghost import GhostOverlay, OpenEndMarkerItem
from .inventory import next_tile

SNAP_OFF = Qt.KeyboardModifier.AltModifier  # hold to drop exactly where the ghost is
TOGGLE = Qt.KeyboardModifier.ControlModifier  # Ctrl-click (Cmd on macOS) toggles selection


class CanvasController(CanvasCommands, QObject):
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
        self._state: Placing | Pressed | Moving | Banding | None = None
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
        if isinstance(self._state, (Placing, Moving)):
            self.cancel()
        self.set_selection(self._selection)

    # ------------------------------------------------------------------ state

    @property
    def dragging(self) -> bool:
        """Whether a piece (new or moved) is following the pointer."""
        return isinstance(self._state, (Placing, Moving))

    @property
    def placing_kind(self) -> PieceKind | None:
        return self._state.kind if isinstance(self._state, Placing) else None

    def cancel(self) -> None:
        """Abandon the gesture in progress; nothing changes."""
        state = self._state
        self._state = None
        self.overlay.hide()
        self.view.stop_auto_scroll()
        if isinstance(state, Moving):
            self._restore_items(state.ids)
        if isinstance(state, Banding):
            self.scene.removeItem(state.item)
        if isinstance(state, (Placing, Moving)):
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
        self._state = Placing(
            kind, self.palette_rotation, ClipIndex(track), dragging, track.next_piece_id(), next_tile(track.pieces, kind)
        )
        self.view.viewport().setCursor(Qt.CursorShape.DragMoveCursor)
        self.dragChanged.emit(True)
        self._show_end()
        self.message.emit(self.tr("Drop on the board; R or the wheel rotates, Alt turns clipping off, Esc cancels"))

    def palette_drag_move(self, global_pos: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        """The pointer moved while a palette entry is held (the palette has the mouse)."""
        if isinstance(self._state, Placing):
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
        if not isinstance(self._state, Placing):
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
        if isinstance(self._state, Placing):
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
        self._state = Pressed(pos.toPoint(), scene_pos, piece_id, modifiers)
        return True

    def pointer_moved(self, pos: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """The pointer moved over the board; True if a gesture used it."""
        scene_pos = self.view.mapToScene(pos.toPoint())
        self._last_scene_pos = scene_pos
        self._end_by_keys = False
        state = self._state
        if isinstance(state, Pressed):
            if (pos.toPoint() - state.origin).manhattanLength() < QApplication.startDragDistance():
                return True
            if state.piece_id is not None:
                self._start_move(state)
            else:
                self._start_band(state)
            state = self._state
        if isinstance(state, (Placing, Moving, Banding)):
            self.view.auto_scroll(pos)  # near an edge, the view scrolls on while the piece is held
        if isinstance(state, Placing):
            self._update_placing(state, scene_pos, modifiers)
            return True
        if isinstance(state, Moving):
            self._update_moving(state, scene_pos, modifiers)
            return True
        if isinstance(state, Banding):
            state.item.setRect(QRectF(state.origin, scene_pos).normalized())
            return True
        return False

    def release(self, pos: QPointF, modifiers: Qt.KeyboardModifier) -> bool:
        """Left button up; ends the gesture (a drop is one edit)."""
        state = self._state
        if isinstance(state, Placing):
            if state.dragging:
                self.pointer_moved(pos, modifiers)
                self._drop_new(modifiers)
            return True
        if isinstance(state, Moving):
            self.pointer_moved(pos, modifiers)
            self._drop_move(state)
            return True
        if isinstance(state, Banding):
            self._finish_band(state)
            return True
        if isinstance(state, Pressed):
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
        if isinstance(state, Placing):
            self._update_placing(state, self._last_scene_pos, modifiers)
        elif isinstance(state, Moving):
            self._update_moving(state, self._last_scene_pos, modifiers)

    # --------------------------------------------------------------- placing

    def _update_placing(self, state: Placing, scene_pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
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
        ghosts = [(clip.placement, clip_states(clip.placement, clip, state.index.pieces))]
        ghosts += [(after, ["joined"] * len(after.connector_directions)) for _before, after in clip.adjusted]
        self.overlay.show(ghosts, target_edges(clip, state.index.pieces), blocked=clip.blocked)

    def _drop_new(self, modifiers: Qt.KeyboardModifier) -> None:
        state = self._state
        assert isinstance(state, Placing)
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

    def _start_move(self, pressed: Pressed) -> None:
        assert pressed.piece_id is not None
        track = self.document.track
        ids = tuple(p.id for p in track.pieces if p.id in self._selection) or (pressed.piece_id,)
        originals = {p.id: p for p in track.pieces if p.id in ids}
        index = ClipIndex(track, exclude=ids)  # once per drag: the rest of the track
        single = len(ids) == 1
        self._state = Moving(ids, cell_at(pressed.scene_origin), index if single else None, originals, index.occupied)
        if single:
            item = self.scene.piece_items().get(ids[0])
            if item is not None:
                item.setOpacity(0.25)  # the ghost shows where it goes
        self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self.dragChanged.emit(True)
        self._show_end()

    def _moved_single(self, state: Moving, target: Cell) -> Placement:
        (piece,) = state.originals.values()
        turned = piece.rotated(state.rotation, state.grab) if state.rotation else piece
        return turned.moved(target.q - state.grab.q, target.r - state.grab.r)

    def _update_moving(self, state: Moving, scene_pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
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
                ghosts = [(after, clip_states(after, clip, state.index.pieces))]
                ghosts += [(a, ["joined"] * len(a.connector_directions)) for _b, a in clip.adjusted]
                self.overlay.show(ghosts, target_edges(clip, state.index.pieces), blocked=clip.blocked)
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

    def _drop_move(self, state: Moving) -> None:
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

    def _start_band(self, pressed: Pressed) -> None:
        band = Banding(pressed.scene_origin, bool(pressed.modifiers & TOGGLE))
        band.item.setRect(QRectF(pressed.scene_origin, pressed.scene_origin))
        self.scene.addItem(band.item)
        self._state = band

    def _finish_band(self, band: Banding) -> None:
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


    def piece_under(self, pos: QPointF) -> str | None:
        item = self.scene.piece_at(self.view.mapToScene(pos.toPoint()))
        return item.piece_id if item is not None else None

    def last_cell(self) -> Cell | None:
        """The hex under the pointer when it last moved over the board."""
        return cell_at(self._last_scene_pos) if self._last_scene_pos is not None else None


