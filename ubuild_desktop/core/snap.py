"""Clipping a piece to the track: aim its connectors at the open ends it touches.

"Dropping a piece so that one of its end hexes touches a free connector clips it
there." A :class:`ClipIndex` is made once when a drag starts (from the track without the
dragged pieces); each mouse move then asks :meth:`ClipIndex.best_clip` for the placement
the piece would take, which costs a few dict lookups whatever the size of the track.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .edits import AddPieces, Compound, Edit, ReplacePieces
from .graph import build_graph
from .lattice import HEX, Cell
from .pieces import DOUBLE_KINDS, PieceKind
from .track import Placement, Track


@dataclass(frozen=True)
class Clip:
    """Where a piece would land and which open connectors of the track it would join."""

    placement: Placement
    targets: tuple[tuple[str, int], ...]  # (piece id, connector index) joined by the drop
    blocked: bool  # the piece would cover a hex that is already taken
    # Neighbours whose open end turns to meet the piece: (before, after) placements.
    adjusted: tuple[tuple[Placement, Placement], ...] = ()

    @property
    def clipped(self) -> bool:
        return bool(self.targets) and not self.blocked

    def edit(self, label: str = "Add piece") -> Compound:
        """The drop as one undoable step: the new piece plus any neighbour it turned."""
        edits: list[Edit] = [AddPieces((self.placement,))]
        if self.adjusted:
            edits.append(ReplacePieces(tuple(b for b, _ in self.adjusted), tuple(a for _, a in self.adjusted)))
        return Compound(tuple(edits), label)


class ClipIndex:
    """The open connectors of a track, by the hex they face and the hex they sit on."""

    def __init__(self, track: Track, exclude: Iterable[str] = ()) -> None:
        skip = set(exclude)
        rest = track.model_copy(update={"pieces": tuple(p for p in track.pieces if p.id not in skip)})
        graph = build_graph(rest)
        self.occupied: set[Cell] = set(graph.cell_owner)
        # facing hex -> [(piece id, connector index, direction from the facing hex back)]
        self.facing: dict[Cell, list[tuple[str, int, int]]] = {}
        # hex an open connector sits on -> [(piece, connector index)]
        self.open_ends: dict[Cell, list[tuple[Placement, int]]] = {}
        self.pieces: dict[str, Placement] = {p.id: p for p in rest.pieces}
        for piece_index, conn in graph.open_connectors:
            piece = rest.pieces[piece_index]
            cell, direction = piece.connector_edges()[conn]
            far = HEX.neighbour(cell, direction)
            self.facing.setdefault(far, []).append((piece.id, conn, HEX.opposite(direction)))
            self.open_ends.setdefault(cell, []).append((piece, conn))

    def _partners(self, cell: Cell, used: set[tuple[str, int]]) -> list[tuple[int, tuple[str, int], int | None]]:
        """Open ends that can join a new hex at ``cell``: (direction from the hex, target, re-aimed piece).

        Connectors already facing the hex come first; then open ends on neighbouring hexes
        that can turn toward it (with the absolute direction they would turn to).
        """
        found: list[tuple[int, tuple[str, int], int | None]] = []
        for other_id, conn, direction in self.facing.get(cell, ()):
            if (other_id, conn) not in used:
                found.append((direction, (other_id, conn), None))
        for direction in range(6):
            near = HEX.neighbour(cell, direction)
            for piece, conn in self.open_ends.get(near, ()):
                if (piece.id, conn) in used or any(t == (piece.id, conn) for _, t, _ in found):
                    continue
                back = HEX.opposite(direction)
                if _reaimed(piece, conn, back) is not None:
                    found.append((direction, (piece.id, conn), back))
        return found

    def clip(
        self, piece_id: str, kind: PieceKind, tile: str | None, cell: Cell, rotation: int
    ) -> Clip:
        """The piece at exactly ``cell`` and ``rotation``, its connectors aimed."""
        probe = Placement(id=piece_id, kind=kind, tile=tile, cell=cell, rotation=rotation)
        cells = probe.cells()
        blocked = any(c in self.occupied for c in cells)
        used: set[tuple[str, int]] = set()
        chosen: list[tuple[int, tuple[str, int], int | None]] = []
        if kind in DOUBLE_KINDS:
            inner = (rotation, HEX.opposite(rotation))  # the edge the two hexes share
            absolute = [(rotation + 3) % 6, rotation]  # straight through by default
            for h in (0, 1):
                for direction, target, turned in self._partners(cells[h], used):
                    if direction != inner[h]:
                        absolute[h] = direction
                        chosen.append((direction, target, turned))
                        used.add(target)
                        break
        else:
            count = 1 if kind == PieceKind.RAILROAD else 2
            for direction, target, turned in self._partners(cells[0], used):
                if len(chosen) == count:
                    break
                if all(direction != d for d, _, _ in chosen):
                    chosen.append((direction, target, turned))
                    used.add(target)
            directions = [d for d, _, _ in chosen]
            if count == 1:
                absolute = directions[:1] or [(rotation + 3) % 6]
            elif len(directions) == 2:
                absolute = directions
            elif len(directions) == 1:
                absolute = [directions[0], HEX.opposite(directions[0])]
            else:
                absolute = [(rotation + 3) % 6, rotation]
        connectors = tuple((d - rotation) % 6 for d in absolute)
        placement = probe.model_copy(update={"connectors": connectors})
        adjusted: dict[str, tuple[Placement, Placement]] = {}
        for _direction, (other_id, conn), back in chosen:
            if back is None:
                continue
            before, current = adjusted.get(other_id) or (self.pieces[other_id],) * 2
            reaimed = _reaimed(current, conn, back)
            if reaimed is not None:
                adjusted[other_id] = (before, reaimed)
        return Clip(placement, tuple(t for _, t, _ in chosen), blocked, tuple(adjusted.values()))

    def attach(
        self, piece_id: str, kind: PieceKind, tile: str | None, end: tuple[str, int], rotation: int = 0
    ) -> Clip | None:
        """A new piece clipped to the open end ``end`` (piece id, connector index), from the keyboard.

        The piece goes on the hex the end faces. A double lies straight on from the end
        if it can, else bent as little as possible; a one-hex piece keeps ``rotation``
        (its connectors are aimed, straight through unless another open end meets it).
        None if the hex is taken or the end is not open.
        """
        owner = self.pieces.get(end[0])
        if owner is None or end[1] >= len(owner.connector_directions):
            return None
        cell, direction = owner.connector_edges()[end[1]]
        facing = HEX.neighbour(cell, direction)
        if all(target != end for target in ((p, c) for p, c, _d in self.facing.get(facing, ()))):
            return None  # joined, or blocked: not an open end
        if kind in DOUBLE_KINDS:
            rotations = [direction, (direction + 1) % 6, (direction + 5) % 6, (direction + 2) % 6, (direction + 4) % 6]
        else:
            rotations = [rotation]
        for turn in rotations:
            clip = self.clip(piece_id, kind, tile, facing, turn)
            if not clip.blocked and end in clip.targets:
                return clip
        return None

    def best_clip(
        self, piece_id: str, kind: PieceKind, tile: str | None, cell: Cell, rotation: int
    ) -> Clip:
        """The best landing near ``cell``.

        In order of preference: the hovered spot (a double may put either end on it)
        clipped to the track; a neighbouring spot that clips; the hovered spot unclipped;
        and last a spot whose hexes are taken. Among equals, the one with more joins.
        """
        anchors = [cell]
        if kind in DOUBLE_KINDS:
            anchors.append(HEX.neighbour(cell, HEX.opposite(rotation)))
        base = list(anchors)
        for a in base:
            anchors.extend(HEX.neighbours(a))
        best: Clip | None = None
        best_key: tuple[int, int, int] | None = None
        for rank, anchor in enumerate(dict.fromkeys(anchors)):
            option = self.clip(piece_id, kind, tile, anchor, rotation)
            hovered = anchor in base
            if option.blocked:
                tier = 3
            elif option.targets:
                tier = 0 if hovered else 1
            else:
                tier = 2
            if not hovered and tier != 1:
                continue  # only leave the hovered spot to clip
            key = (tier, -len(option.targets), rank)
            if best_key is None or key < best_key:
                best, best_key = option, key
        assert best is not None
        return best


def _reaimed(piece: Placement, conn: int, direction: int) -> Placement | None:
    """``piece`` with connector ``conn`` turned to absolute ``direction``, if its clips allow."""
    connectors = list(piece.connector_directions)
    connectors[conn] = (direction - piece.rotation) % 6
    if piece.kind in DOUBLE_KINDS:
        if connectors[0] == 0 or connectors[1] == 3:
            return None
    elif len(connectors) == 2 and connectors[0] == connectors[1]:
        return None
    return piece.model_copy(update={"connectors": tuple(connectors)})
