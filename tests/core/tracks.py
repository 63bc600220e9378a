"""Small track builders for the tests (core's, and the windows' broken Starter)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.layout import PieceRef, lay_along, path_from_moves
from ubuild_desktop.core.pieces import PieceKind as K
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import load_builtin

E, SE, SW, W, NW, NE = range(6)
GO, JAIL, PARK, TO_JAIL, BRIDGE, RAIL = (
    PieceRef(K.GO), PieceRef(K.JAIL), PieceRef(K.FREE_PARKING), PieceRef(K.GO_TO_JAIL),
    PieceRef(K.BRIDGE), PieceRef(K.RAILROAD),
)


def dd(tile: str) -> PieceRef:
    return PieceRef(K.DISTRICT_DOUBLE, tile)


def pd(tile: str) -> PieceRef:
    return PieceRef(K.PLANNING_DOUBLE, tile)


def ring(center: Cell = Cell(0, 0)) -> list[Cell]:
    """The six cells around ``center``, as a closed path."""
    return path_from_moves(Cell(center.q, center.r - 1), [E, SE, SW, W, NW])


def loop(width: int, zigzags: int, start: Cell = Cell(0, 0)) -> list[Cell]:
    """A closed rectangle of 2*(width-1) + 4*zigzags cells."""
    moves = [E] * (width - 1) + [SE, SW] * zigzags + [W] * (width - 1) + [NW, NE] * zigzags
    return path_from_moves(start, moves)[:-1]


def track_of(
    pieces: Iterable[Placement],
    preset: Preset = Preset.CUSTOM,
    **fields: object,
) -> Track:
    return Track(name="test", preset=preset, pieces=tuple(pieces), **fields)  # type: ignore[arg-type]


def laid(path: Sequence[Cell], refs: Sequence[PieceRef], *, closed: bool = True, prefix: str = "p",
         preset: Preset = Preset.CUSTOM, **fields: object) -> Track:
    return track_of(lay_along(path, refs, closed=closed, id_prefix=prefix), preset, **fields)


def broken_starter() -> Track:
    """Starter without its piece p5: a gap in the loop, so the windows have problems to show."""
    track = load_builtin("starter")
    return track.model_copy(
        update={"name": "Broken starter", "pieces": tuple(p for p in track.pieces if p.id != "p5")}
    )
