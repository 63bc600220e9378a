"""The square board: spaces on a ring, colour groups, the bank's stock (plain frozen data).

A :class:`SquareBoard` is what a board file holds (``core/square/boardfile.py``) and what
the traditional game is played on. The models check only the shape of the data (types,
lengths, the limits of ``core/limits.py``), so a hostile file is refused with one clear
message while a board with game-level mistakes (a street without a group, two GO spaces,
rents that fall) still loads for the editor to show: ``core/square/validate.py`` reports
those, and a game is started only on a board without problems.

Amounts are whole units of the board's money (the standard board: 1,500 to start, 200 a
salary); a board on another scale (150,000 to start) is a board with other numbers.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Final

from pydantic import BaseModel, ConfigDict, Field

from ..cards import MarkerPattern
from ..fairstart import MAX_SEATS, FairStart
from ..limits import (
    MAX_BOARD_GROUPS,
    MAX_BOARD_MONEY,
    MAX_BOARD_NAME_LENGTH,
    MAX_BOARD_SPACES,
    MAX_SPACE_NAME_LENGTH,
)

FORMAT_VERSION: Final = 1

_FROZEN = ConfigDict(extra="forbid", frozen=True)

Id = Annotated[str, Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=40)]
"""A stable id: lowercase letters and digits in words joined by hyphens."""
SpaceName = Annotated[str, Field(min_length=1, max_length=MAX_SPACE_NAME_LENGTH)]
Amount = Annotated[int, Field(ge=0, le=MAX_BOARD_MONEY, strict=True)]
Count = Annotated[int, Field(ge=0, le=10_000, strict=True)]

RENT_COUNTS: Final = {"street": 6, "station": 4, "utility": 2}
"""How many numbers ``Space.rents`` holds, by kind (the validator checks it)."""


class SpaceKind(StrEnum):
    """What a space of the square board is; its value is the file's word."""

    GO = "go"
    STREET = "street"
    STATION = "station"
    UTILITY = "utility"
    CHANCE = "chance"
    CHEST = "chest"
    TAX = "tax"
    JAIL = "jail"
    FREE_PARKING = "free_parking"
    GO_TO_JAIL = "go_to_jail"


PROPERTY_KINDS: Final = frozenset({SpaceKind.STREET, SpaceKind.STATION, SpaceKind.UTILITY})
"""The kinds of space a player can own."""


class ColourGroup(BaseModel):
    """A colour group of streets, with its colour and a colour-free marker."""

    model_config = _FROZEN

    id: Id
    name: SpaceName
    name_es: SpaceName
    colour: Annotated[str, Field(pattern=r"^#[0-9a-f]{6}$")]
    """Display colour, lowercase "#rrggbb"."""
    marker: Annotated[str, Field(pattern=r"^[A-Z]$")]
    """One capital letter: the group readable without colour."""
    marker_es: Annotated[str, Field(pattern=r"^[A-ZÁÉÍÓÚÑ]?$")] = ""
    """The marker letter in Spanish, the initial of ``name_es`` ("" for the same as ``marker``)."""
    pattern: MarkerPattern = "solid"
    """The fill pattern of the group's marker (the same patterns as U-Build's groups)."""

    def shown_name(self, spanish: bool) -> str:
        return self.name_es if spanish else self.name

    def shown_marker(self, spanish: bool) -> str:
        return self.marker_es if spanish and self.marker_es else self.marker


class Space(BaseModel):
    """One space of the ring."""

    model_config = _FROZEN

    id: Id
    """Stable and unique on the board: actions and events name it."""
    kind: SpaceKind
    name: SpaceName
    name_es: SpaceName
    group: Id | None = None
    """A street's :class:`ColourGroup` id."""
    price: Amount = 0
    """A street's, station's or utility's price."""
    rents: Annotated[tuple[Amount, ...], Field(max_length=8)] = ()
    """A street: 6 (bare, 1, 2, 3, 4 houses, hotel); a station: 4 (its owner holds 1..4
    stations); a utility: 2 dice multipliers (its owner holds 1 or 2 utilities)."""
    house_price: Amount = 0
    """A street's price of one house; a hotel costs one more house price."""
    tax: Amount = 0
    """A tax space's amount."""
    tax_percent: Annotated[int, Field(ge=0, le=100, strict=True)] = 0
    """A tax space the lander may pay instead as this percent of their total worth (0:
    none; the book's Income Tax: 10, 002)."""

    @property
    def is_property(self) -> bool:
        return self.kind in PROPERTY_KINDS

    def shown_name(self, spanish: bool) -> str:
        """The name in Spanish or in English."""
        return self.name_es if spanish else self.name


class SquareBoard(BaseModel):
    """A whole square board: the content of a board file."""

    model_config = _FROZEN

    format_version: Annotated[int, Field(ge=1, le=FORMAT_VERSION, strict=True)] = FORMAT_VERSION
    name: Annotated[str, Field(min_length=1, max_length=MAX_BOARD_NAME_LENGTH)]
    name_es: Annotated[str, Field(max_length=MAX_BOARD_NAME_LENGTH)] = ""
    """The board's Spanish name ("" when it has none: the English name is shown)."""
    spaces: Annotated[tuple[Space, ...], Field(max_length=MAX_BOARD_SPACES)]
    """In playing order; ``spaces[0]`` is GO."""
    groups: Annotated[tuple[ColourGroup, ...], Field(max_length=MAX_BOARD_GROUPS)] = ()
    salary: Amount = 200
    starting_cash: Amount = 1500
    jail_fine: Amount = 50
    houses: Count = 32
    hotels: Count = 12
    fair_start: Annotated[tuple[FairStart, ...], Field(max_length=MAX_SEATS)] | None = None
    """The Fair start house rule per seat count (issue 27); None: the board keeps none."""

    def shown_name(self, spanish: bool) -> str:
        """The board's name in Spanish (when it has one) or in English."""
        return self.name_es if spanish and self.name_es else self.name

    def index(self, space_id: str) -> int:
        """The index of the space ``space_id`` (the first, on a board the validator refuses); KeyError if none."""
        for number, space in enumerate(self.spaces):
            if space.id == space_id:
                return number
        raise KeyError(space_id)

    def indices(self, kind: SpaceKind) -> tuple[int, ...]:
        """The indices of every space of ``kind``, in playing order."""
        return tuple(number for number, space in enumerate(self.spaces) if space.kind is kind)

    @property
    def jail(self) -> int:
        """The JAIL space's index (the first one; ValueError on a board without one)."""
        found = self.indices(SpaceKind.JAIL)
        if not found:
            raise ValueError("the board has no jail")
        return found[0]

    def streets(self, group_id: str) -> tuple[int, ...]:
        """The indices of the streets of the group ``group_id``, in playing order."""
        return tuple(number for number, space in enumerate(self.spaces)
                     if space.kind is SpaceKind.STREET and space.group == group_id)

    def group(self, group_id: str | None) -> ColourGroup | None:
        """The colour group ``group_id`` (None if the board has none of that id)."""
        for group in self.groups:
            if group.id == group_id:
                return group
        return None
