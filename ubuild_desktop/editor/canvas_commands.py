"""The canvas controller's commands from the keyboard and the menus (a mixin of
:class:`~.canvas.CanvasController`): rotate, nudge, re-aim an end, and building at the
open ends (the next open end, attach a piece there, drop one at the nearest free end)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ubuild_desktop.board import cell_at
from ubuild_desktop.board.geometry import edge_midpoint
from ubuild_desktop.core.edits import AddPieces, EditError, aim, move
from ubuild_desktop.core.edits import rotate as rotate_edit
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import Clip, ClipIndex
from ubuild_desktop.core.track import Placement

from .gestures import Moving, Placing, centre_cell, piece_name
from .inventory import next_tile


class CanvasCommands:
    """Rotate, nudge, re-aim and build at the open ends (see the module docstring)."""

    # -------------------------------------------------------------- commands

    def rotate(self, steps: int) -> None:
        """Turn the dragged piece, or the selection (one undo step), by ``steps`` x 60 degrees."""
        state = self._state
        if isinstance(state, Placing):
            state.rotation = (state.rotation + steps) % 6
            self.palette_rotation = state.rotation
            self._refresh()
            return
        if isinstance(state, Moving):
            if state.index is not None:
                state.rotation = (state.rotation + steps) % 6
                self._refresh()
            return
        if not self._selection:
            return
        track = self.document.track
        ids = [p.id for p in track.pieces if p.id in self._selection]
        pivot = track.piece(ids[0]).cell if len(ids) == 1 else centre_cell(track, ids)
        self.document.apply(rotate_edit(track, ids, steps % 6, pivot, QCoreApplication.translate("CanvasController", "Rotate")))

    def nudge(self, dq: int, dr: int) -> None:
        """Move the selection one hex (keyboard), one undo step."""
        if not self._selection or self.dragging:
            return
        track = self.document.track
        ids = [p.id for p in track.pieces if p.id in self._selection]
        self.document.apply(move(track, ids, dq, dr, QCoreApplication.translate("CanvasController", "Move")))
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
                edit = aim(track, piece_id, connector, direction, QCoreApplication.translate("CanvasController", "Re-aim end"))
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
            self.message.emit(QCoreApplication.translate("CanvasController", "No free open end to clip to"))
            return False
        label = QCoreApplication.translate("CanvasController", "Add {piece}").format(piece=piece_name(kind))
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
            self.message.emit(QCoreApplication.translate("CanvasController", "The track has no open ends"))
            return None
        current = self.current_end()
        at = (ends.index(current) + step) % len(ends) if current in ends else (0 if step > 0 else len(ends) - 1)
        end = ends[at]
        self._end = end
        self._end_by_keys = True
        self.set_selection([end[0]])
        self._show_end()
        self.view.ensureVisible(self.end_marker.sceneBoundingRect(), 48, 48)
        self.message.emit(QCoreApplication.translate("CanvasController", "Open end {n} of {count}: Enter clips the palette's piece here").format(
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
                self.message.emit(QCoreApplication.translate("CanvasController", "The selected piece has no open end: E picks the next open end of the track"))
                return False
            return self.drop_at_open_end(kind)
        index = ClipIndex(track)
        clip = index.attach(track.next_piece_id(), kind, next_tile(track.pieces, kind), end)
        if clip is None:
            self.message.emit(QCoreApplication.translate("CanvasController", "No room at this open end: the hex it faces is taken"))
            return False
        self.document.apply(clip.edit(QCoreApplication.translate("CanvasController", "Add {piece}").format(piece=piece_name(kind))))
        self._end = None
        self._end_by_keys = True
        self.set_selection([clip.placement.id])
        self.follow([clip.placement.id])
        if self.current_end() is not None:
            self.view.ensureVisible(self.end_marker.sceneBoundingRect(), 48, 48)
        if len(clip.targets) > 1:
            self.message.emit(QCoreApplication.translate("CanvasController", "Clipped on to {n} open ends").format(n=len(clip.targets)))
        else:
            self.message.emit(QCoreApplication.translate("CanvasController", "Clipped on to an open end"))
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
