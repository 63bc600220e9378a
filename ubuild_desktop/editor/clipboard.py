"""Copy and paste as track JSON: pieces travel between editors (and text editors) as a track file.

Plain Python (no Qt); the window puts the text on the system clipboard. Pasted pieces
get fresh ids, free printed tiles where the pasted ones are already on the table, and a
place where they overlap nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from ubuild_desktop.core.lattice import HEX, HEX_DIRECTIONS, Cell
from ubuild_desktop.core.track import Placement, Track
from ubuild_desktop.core.trackfile import TRACK_MIME_TYPE, dump_track, parse_track

from .inventory import tile_usage

MIME_TYPE = TRACK_MIME_TYPE
SEARCH_RADIUS = 64  # how far (in hexes) paste looks for an empty spot before giving up


def copy_text(track: Track, ids: Iterable[str]) -> str:
    """The selected pieces as the text of a track file (in the track's order)."""
    wanted = set(ids)
    pieces = tuple(p for p in track.pieces if p.id in wanted)
    clip = Track(name="Clipboard", preset=track.preset, railroads=track.railroads, boxes=track.boxes, pieces=pieces)
    return dump_track(clip)


def parse_clipboard(text: str) -> tuple[Placement, ...]:
    """The pieces of clipboard text; raises ``TrackFileError`` if it is not a track."""
    return parse_track(text, "the clipboard").pieces


def rebase(
    track: Track,
    pieces: tuple[Placement, ...],
    *,
    anchor: Cell | None = None,
    skip_in_place: bool = False,
) -> tuple[Placement, ...]:
    """``pieces`` made ready to add to ``track``: new ids, free tiles, no overlap.

    With ``anchor`` the first piece goes there (or the nearest spot around it where the
    group overlaps nothing); without, the group stays where it was if that spot is free
    and ``skip_in_place`` is false, else it goes to the nearest free spot.
    """
    if not pieces:
        return ()
    used_ids = {p.id for p in track.pieces}
    renamed: list[Placement] = []
    on_table = list(track.pieces)
    for piece in pieces:
        n = len(used_ids) + 1
        while f"p{n}" in used_ids:
            n += 1
        new_id = f"p{n}"
        used_ids.add(new_id)
        update: dict[str, object] = {"id": new_id}
        if piece.tile is not None:
            usage = tile_usage(on_table, piece.kind)
            if usage[piece.tile] > 0:
                free = [tile for tile, count in usage.items() if count == 0]
                if free:
                    update["tile"] = free[0]
        moved = piece.model_copy(update=update)
        renamed.append(moved)
        on_table.append(moved)
    occupied = {cell for p in track.pieces for cell in p.cells()}
    start = (0, 0)
    if anchor is not None:
        start = (anchor.q - renamed[0].cell.q, anchor.r - renamed[0].cell.r)
    shift = _free_shift(renamed, occupied, start, skip_start=skip_in_place and anchor is None)
    return tuple(p.moved(*shift) for p in renamed)


def _free_shift(
    pieces: list[Placement], occupied: set[Cell], start: tuple[int, int], *, skip_start: bool
) -> tuple[int, int]:
    cells = [c for p in pieces for c in p.cells()]

    def free(dq: int, dr: int) -> bool:
        return not any(Cell(c.q + dq, c.r + dr) in occupied for c in cells)

    for shift in _rings(Cell(*start)):
        if skip_start and shift == Cell(*start):
            continue
        if free(shift.q, shift.r):
            return (shift.q, shift.r)
    return start  # nowhere free nearby: overlap, and the validator says so


def _rings(centre: Cell) -> Iterable[Cell]:
    """``centre``, then the hexes around it ring by ring (east first, clockwise)."""
    yield centre
    for radius in range(1, SEARCH_RADIUS + 1):
        cell = Cell(centre.q + HEX_DIRECTIONS[4][0] * radius, centre.r + HEX_DIRECTIONS[4][1] * radius)
        for side in range(6):
            for _ in range(radius):
                yield cell
                cell = HEX.neighbour(cell, side)
