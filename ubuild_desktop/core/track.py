"""The track model: pieces placed on the lattice with a rotation and aimed connectors.

A :class:`Track` is plain data (a pydantic model, frozen): what the user placed, never
what follows from it. Joins, the cycle of spaces and building sites are derived by
:mod:`ubuild_desktop.core.graph`; the rule checks live in
:mod:`ubuild_desktop.core.validate`; reading and writing files in
:mod:`ubuild_desktop.core.trackfile`.

Piece geometry, in the piece's own frame (rotation 0): a one-hex piece sits on ``cell``;
a double covers ``cell`` (hex 0) and its east neighbour (hex 1). ``rotation`` turns the
piece clockwise in 60-degree steps about ``cell``. Connectors are edge directions in the
piece frame: a double has one on each hex (never on the edge the two hexes share), a
corner or bridge two distinct ones on its hex, a railroad one.
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .fairstart import MAX_SEATS, FairStart
from .lattice import HEX, Cell
from .limits import COORDINATE_LIMIT, MAX_BOXES, MAX_PIECES, MAX_TRACK_NAME_LENGTH
from .pieces import DOUBLE_KINDS, PieceKind, load_box
from .presets import Preset

FORMAT_VERSION: Final = 1

DEFAULT_CONNECTORS: dict[int, tuple[int, ...]] = {1: (3,), 2: (3, 0)}


class Placement(BaseModel):
    """One piece on the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,64}$")
    kind: PieceKind
    tile: str | None = None
    cell: Cell
    rotation: int = Field(default=0, ge=0, le=5)
    connectors: tuple[int, ...] | None = None

    @field_validator("cell")
    @classmethod
    def _cell_in_range(cls, cell: Cell) -> Cell:
        if abs(cell.q) > COORDINATE_LIMIT or abs(cell.r) > COORDINATE_LIMIT:
            raise ValueError(f"coordinates {cell} are beyond +-{COORDINATE_LIMIT}")
        return Cell(*cell)

    @model_validator(mode="after")
    def _check(self) -> Placement:
        box = load_box()
        spec = box.spec(self.kind)
        if self.kind in DOUBLE_KINDS:
            if self.tile is None:
                raise ValueError(f"a {self.kind} needs a tile name ({', '.join(spec.tiles)})")
            if self.tile not in spec.tiles:
                raise ValueError(f"{self.tile!r} is not a {self.kind} tile ({', '.join(spec.tiles)})")
        elif self.tile is not None:
            raise ValueError(f"a {self.kind} has no tile name")
        connectors = self.connector_directions
        if len(connectors) != spec.connectors:
            raise ValueError(f"a {self.kind} has {spec.connectors} connector(s), not {len(connectors)}")
        if any(not 0 <= d <= 5 for d in connectors):
            raise ValueError("connector directions are 0..5")
        if self.kind in DOUBLE_KINDS:
            if connectors[0] == 0 or connectors[1] == 3:
                raise ValueError("a double's connector cannot sit on the edge its two hexes share")
        elif len(connectors) == 2 and connectors[0] == connectors[1]:
            raise ValueError("a hex's two connectors cannot share an edge")
        return self

    @property
    def connector_directions(self) -> tuple[int, ...]:
        """Connector directions in the piece frame (the kind's default if not aimed)."""
        if self.connectors is not None:
            return self.connectors
        return DEFAULT_CONNECTORS[1 if self.kind == PieceKind.RAILROAD else 2]

    @property
    def is_double(self) -> bool:
        return self.kind in DOUBLE_KINDS

    def cells(self) -> tuple[Cell, ...]:
        """The hexes the piece covers, hex 0 first."""
        if self.kind in DOUBLE_KINDS:
            return (self.cell, HEX.neighbour(self.cell, self.rotation))
        return (self.cell,)

    def connector_edges(self) -> tuple[tuple[Cell, int], ...]:
        """Each connector as (its hex, absolute direction), in connector order."""
        cells = self.cells()
        return tuple(
            (cells[min(i, len(cells) - 1)], (d + self.rotation) % 6)
            for i, d in enumerate(self.connector_directions)
        )

    def moved(self, dq: int, dr: int) -> Placement:
        """The same piece shifted by ``(dq, dr)``."""
        return self.model_copy(update={"cell": Cell(self.cell.q + dq, self.cell.r + dr)})

    def rotated(self, steps: int, pivot: Cell) -> Placement:
        """The same piece turned clockwise by ``steps`` x 60 degrees about ``pivot``."""
        return self.model_copy(
            update={
                "cell": HEX.rotate_cell(self.cell, steps, pivot),
                "rotation": (self.rotation + steps) % 6,
            }
        )


class Track(BaseModel):
    """A whole track as a user designed it; the content of a track file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[1] = FORMAT_VERSION
    name: str = Field(default="Untitled track", max_length=MAX_TRACK_NAME_LENGTH)
    description: str = Field(default="", max_length=5000)
    preset: Preset = Preset.CUSTOM
    railroads: bool = False
    boxes: int = Field(default=1, ge=1, le=MAX_BOXES)
    direction: Literal["clockwise", "counterclockwise"] | None = None
    pieces: tuple[Placement, ...] = Field(default=(), max_length=MAX_PIECES)
    joins: tuple[tuple[str, str], ...] | None = None
    # The Fair start house rule per seat count (issue 27), None when the track keeps none.
    fair_start: tuple[FairStart, ...] | None = Field(default=None, max_length=MAX_SEATS)

    @model_validator(mode="after")
    def _unique_ids(self) -> Track:
        seen: set[str] = set()
        for piece in self.pieces:
            if piece.id in seen:
                raise ValueError(f"piece id {piece.id!r} is used twice")
            seen.add(piece.id)
        return self

    def piece(self, piece_id: str) -> Placement:
        for piece in self.pieces:
            if piece.id == piece_id:
                return piece
        raise KeyError(piece_id)

    def moved(self, dq: int, dr: int) -> Track:
        """The whole track shifted by ``(dq, dr)``."""
        return self.model_copy(update={"pieces": tuple(p.moved(dq, dr) for p in self.pieces)})

    def rotated(self, steps: int, pivot: Cell = Cell(0, 0)) -> Track:
        """The whole track turned clockwise by ``steps`` x 60 degrees about ``pivot``."""
        return self.model_copy(update={"pieces": tuple(p.rotated(steps, pivot) for p in self.pieces)})

    def next_piece_id(self, prefix: str = "p") -> str:
        """A piece id not used yet in this track."""
        used = {p.id for p in self.pieces}
        n = len(self.pieces) + 1
        while f"{prefix}{n}" in used:
            n += 1
        return f"{prefix}{n}"
