"""The canvas's gestures as data: a piece being placed, a press not yet a drag, pieces
being moved, a rubber band; where a dragged piece would clip on; and a piece's name."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from ubuild_desktop.board import ConnectorState
from ubuild_desktop.core.edits import Edit
from ubuild_desktop.core.lattice import HEX, Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.snap import Clip, ClipIndex
from ubuild_desktop.core.track import Placement, Track

from .ghost import RubberBandItem


@dataclass
class Placing:
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
class Pressed:
    """The left button is down; it becomes a move or a rubber band once the pointer travels."""

    origin: QPoint
    scene_origin: QPointF
    piece_id: str | None
    modifiers: Qt.KeyboardModifier


@dataclass
class Moving:
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
class Banding:
    origin: QPointF
    additive: bool
    item: RubberBandItem = field(default_factory=RubberBandItem)


def clip_states(placement: Placement, clip: Clip, pieces: dict[str, Placement]) -> list[ConnectorState]:
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


def target_edges(clip: Clip, pieces: dict[str, Placement]) -> list[tuple[Cell, int]]:
    adjusted = {after.id: after for _before, after in clip.adjusted}
    edges = []
    for other_id, conn in clip.targets:
        other = adjusted.get(other_id) or pieces.get(other_id)
        if other is not None:
            edges.append(other.connector_edges()[conn])
    return edges


def centre_cell(track: Track, ids: list[str]) -> Cell:
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
