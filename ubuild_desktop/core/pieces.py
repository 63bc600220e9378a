"""The box: which pieces and buildings exist, and how many, as validated data.

The catalog is read from ``data/box.json`` (packaged with the program). It is the limit
the validator counts against ("7 of 10 district doubles") and the stock a game draws
buildings from.
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator


class PieceKind(StrEnum):
    """Every kind of piece in the box."""

    GO = "go"
    JAIL = "jail"
    FREE_PARKING = "free_parking"
    GO_TO_JAIL = "go_to_jail"
    DISTRICT_DOUBLE = "district_double"
    PLANNING_DOUBLE = "planning_double"
    BRIDGE = "bridge"
    RAILROAD = "railroad"


class SpaceKind(StrEnum):
    """What a track space is, for a mover that stops on it."""

    GO = "go"
    JAIL = "jail"
    FREE_PARKING = "free_parking"
    GO_TO_JAIL = "go_to_jail"
    DISTRICT = "district"
    PLANNING = "planning"
    BRIDGE = "bridge"


CORNER_KINDS: frozenset[PieceKind] = frozenset(
    {PieceKind.GO, PieceKind.JAIL, PieceKind.FREE_PARKING, PieceKind.GO_TO_JAIL}
)
DOUBLE_KINDS: frozenset[PieceKind] = frozenset({PieceKind.DISTRICT_DOUBLE, PieceKind.PLANNING_DOUBLE})

class BuildingKind(StrEnum):
    """Every kind of building in the box: the two kinds of block and the buildings that
    stand on a site. The values are the box catalog's words, and a game's stock is
    counted per kind (``Game.stock``); the engine's ``Building`` records hold one."""

    RESIDENTIAL = "residential"
    INDUSTRIAL = "industrial"
    HAZARD = "hazard"
    BONUS = "bonus"
    SKYSCRAPER = "skyscraper"
    STADIUM = "stadium"
    TOWER = "tower"


class PieceSpec(BaseModel):
    """One kind of piece as it comes in the box."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: PieceKind
    label: str
    count: int = Field(ge=1)
    spaces: tuple[SpaceKind, ...] = Field(max_length=2)
    connectors: Literal[1, 2]
    tiles: tuple[str, ...] = ()

    @property
    def hexes(self) -> int:
        """How many hexes the piece covers (a railroad covers one but is no space)."""
        return max(1, len(self.spaces))

    @model_validator(mode="after")
    def _check(self) -> PieceSpec:
        if self.tiles and len(self.tiles) != self.count:
            raise ValueError(f"{self.kind}: {len(self.tiles)} tiles listed for a count of {self.count}")
        if len(set(self.tiles)) != len(self.tiles):
            raise ValueError(f"{self.kind}: tile names repeat")
        return self


class BuildingSpec(BaseModel):
    """One kind (or one named piece) of building in the box."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: BuildingKind
    label: str
    count: int = Field(ge=1)
    name: str | None = None


class Box(BaseModel):
    """The contents of one box of the game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[1]
    pieces: tuple[PieceSpec, ...]
    buildings: tuple[BuildingSpec, ...]

    @model_validator(mode="after")
    def _check(self) -> Box:
        kinds = [spec.kind for spec in self.pieces]
        if sorted(kinds) != sorted(PieceKind):
            raise ValueError("the box must list every piece kind exactly once")
        return self

    def spec(self, kind: PieceKind) -> PieceSpec:
        for spec in self.pieces:
            if spec.kind == kind:
                return spec
        raise KeyError(kind)


@lru_cache(maxsize=1)
def load_box() -> Box:
    """The packaged box catalog (cached: it never changes while the program runs)."""
    text = (resources.files("ubuild_desktop") / "data" / "box.json").read_text(encoding="utf-8")
    try:
        return Box.model_validate(json.loads(text))
    except (ValueError, ValidationError) as exc:  # a broken installation, not user input
        raise RuntimeError(f"packaged data/box.json is invalid: {exc}") from exc
