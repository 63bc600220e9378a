"""Write the built-in track files in ubuild_desktop/data/tracks/ from their designs.

The designs are a path of lattice moves plus the pieces in playing order from GO. Run
it after changing a design: ``python scripts/make_builtin_tracks.py``. The files are
committed; the program never runs this.
"""

from __future__ import annotations

from pathlib import Path

from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.layout import PieceRef, lay_along, path_from_moves
from ubuild_desktop.core.pieces import PieceKind as K
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.core.trackfile import save_track
from ubuild_desktop.core.validate import validate

E, SE, SW, W, NW, NE = range(6)
OUT = Path(__file__).resolve().parent.parent / "ubuild_desktop" / "data" / "tracks"

GO, JAIL, PARK, TO_JAIL, BRIDGE, RAIL = (
    PieceRef(K.GO), PieceRef(K.JAIL), PieceRef(K.FREE_PARKING), PieceRef(K.GO_TO_JAIL),
    PieceRef(K.BRIDGE), PieceRef(K.RAILROAD),
)


def d(tile: str) -> PieceRef:
    return PieceRef(K.DISTRICT_DOUBLE, tile)


def p(tile: str) -> PieceRef:
    return PieceRef(K.PLANNING_DOUBLE, tile)


def loop(width: int, zigzags: int) -> list[Cell]:
    """A closed rectangle: a top row ``width`` hexes long, sides of 2*zigzags steps."""
    moves = [E] * (width - 1) + [SE, SW] * zigzags + [W] * (width - 1) + [NW, NE] * zigzags
    cells = path_from_moves(Cell(0, 0), moves)
    assert cells[-1] == cells[0], "the loop does not close"
    return cells[:-1]


def write(name: str, track: Track) -> None:
    report = validate(track)
    assert report.valid, [d.message for d in report.diagnostics]
    save_track(track, OUT / f"{name}.json")
    print(f"{name}: {report.summary()}, {len(report.graph.sites)} sites")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    starter = [GO, d("D2"), JAIL, d("D3"), BRIDGE, PARK, d("D8"), TO_JAIL, d("D9"), BRIDGE]
    write("starter", Track(
        name="Starter", preset=Preset.STARTER,
        description="The first track of the book: four corners, four district doubles, two bridges.",
        pieces=tuple(lay_along(loop(4, 2), starter, closed=True)),
    ))
    classic = [GO, d("D1"), d("D2"), JAIL, BRIDGE, d("D3"), p("P1"), PARK,
               d("D4"), d("D8"), TO_JAIL, BRIDGE, p("P2"), d("D9")]
    write("classic", Track(
        name="Classic", preset=Preset.CLASSIC,
        description="Two doubles between corners, the planning doubles, two bridges.",
        pieces=tuple(lay_along(loop(6, 3), classic, closed=True)),
    ))
    pro = [GO, d("D1"), d("D2"), BRIDGE, d("D3"), JAIL, d("D4"), d("D5"), BRIDGE, p("P1"), PARK,
           d("D6"), d("D7"), BRIDGE, d("D8"), TO_JAIL, d("D9"), p("P2"), BRIDGE, d("D10")]
    write("pro", Track(
        name="Pro", preset=Preset.PRO,
        description="Every piece but the railroads: three doubles between corners, four bridges.",
        pieces=tuple(lay_along(loop(9, 4), pro, closed=True)),
    ))
    snake = path_from_moves(Cell(0, 0), [E] * 7 + [SE, SW] + [W] * 7 + [SW, SE] + [E] * 5)
    classic_rail = [RAIL, GO, d("D1"), d("D2"), JAIL, BRIDGE, d("D3"), p("P1"), PARK,
                    d("D4"), d("D8"), TO_JAIL, BRIDGE, p("P2"), d("D9"), RAIL]
    write("classic-railroad", Track(
        name="Classic with railroads", preset=Preset.CLASSIC, railroads=True,
        description="The Classic sequence laid as an open snake, its ends joined by railroads.",
        pieces=tuple(lay_along(snake, classic_rail, closed=False)),
    ))


if __name__ == "__main__":
    main()
