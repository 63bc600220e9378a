"""District cards: validated, immutable game data (the Chance cards are :mod:`.chance`'s).

The numbers live in ``ubuild_desktop/data/districts.json`` (and the Chance cards' in
``ubuild_desktop/data/chance.json``); this module only describes their shape and checks
them, and reads the card data files for both, so retuning the economy is an edit to data,
never to code.

Money is an integer number of thousands of dollars ($k): $2M is ``2000``, $500k is
``500``. Every amount on a card is a positive multiple of 10 ($10k is the smallest
note), except that a per-block repair charge may be 0 for one block type.

District cards
    8 colour groups of sizes 2, 3, 3, 3, 3, 3, 3, 2, cheapest first. Each group has a
    colour and a colour-free marker (a letter and a pattern). The 20 districts of the
    first seven groups sit on the ten district doubles ``D1``..``D10`` in price order;
    the two dark-blue districts (the last group) sit on half 1 of the planning doubles
    ``P1`` and ``P2``, whose half 0 is the Planning Permission space.

"""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, Union

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

__all__ = [
    "GROUP_SIZES",
    "DISTRICT_TILES",
    "PLANNING_TILES",
    "CURRENT_FORMAT_VERSION",
    "CardDataError",
    "format_money",
    "money_parts",
    "MarkerPattern",
    "TileId",
    "GroupMarker",
    "ColourGroup",
    "DistrictCard",
    "DistrictSet",
    "BridgePosition",
    "BlockChoice",
    "load_districts",
]

CURRENT_FORMAT_VERSION = 1
"""The ``format_version`` this program writes and the newest it reads."""

GROUP_SIZES: tuple[int, ...] = (2, 3, 3, 3, 3, 3, 3, 2)
"""Number of districts in each colour group, in board (price) order."""


class CardDataError(ValueError):
    """A card data file is unreadable or breaks a rule; the message names file and field."""


# --------------------------------------------------------------------------- money


def money_parts(amount_k: int) -> tuple[bool, str, int, str]:
    """Split an amount in $k the way it is written: (negative, unit, whole, fraction digits).

    The unit is "M" from $1M up (the fraction holds the thousands' digits without trailing
    zeros: 3500 -> (False, "M", 3, "5")), "k" below (500 -> (False, "k", 500, "")) and ""
    for zero. :func:`format_money` writes them in English; the windows and the translated
    command line write them in the user's language (``ubuild_desktop.words.money``).
    """
    if amount_k == 0:
        return False, "", 0, ""
    magnitude = abs(amount_k)
    if magnitude < 1000:
        return amount_k < 0, "k", magnitude, ""
    millions, thousands = divmod(magnitude, 1000)
    return amount_k < 0, "M", millions, f"{thousands:03d}".rstrip("0")


def format_money(amount_k: int) -> str:
    """Format an amount in $k in English: 2000 -> "$2M", 3500 -> "$3.5M", 500 -> "$500k".

    Zero is "$0" and negatives carry a leading minus ("-$1M").
    """
    negative, unit, whole, fraction = money_parts(amount_k)
    if not unit:
        return "$0"
    return f"{'-' if negative else ''}${whole}{'.' + fraction if fraction else ''}{unit}"


def parse_money(text: str) -> int | None:
    """Read an amount a player typed, in $k: "$2M", "3.5m", "500k", "$10k", "2500" (k).

    Returns None when the text is no amount. The inverse of :func:`format_money`.
    """
    cleaned = text.strip().replace("$", "").replace(",", "").replace(" ", "").lower()
    if not cleaned:
        return None
    scale = 1
    if cleaned.endswith("m"):
        scale, cleaned = 1000, cleaned[:-1]
    elif cleaned.endswith("k"):
        cleaned = cleaned[:-1]
    sign = -1 if cleaned.startswith("-") else 1
    cleaned = cleaned.lstrip("-")
    try:
        value = Decimal(cleaned) if cleaned and cleaned.replace(".", "", 1).isdigit() else None
    except InvalidOperation:
        value = None
    if value is None:
        return None
    amount = value * scale
    if amount != amount.to_integral_value():
        return None  # finer than $1k
    return sign * int(amount)


# ------------------------------------------------------------------- shared types

_FROZEN = ConfigDict(extra="forbid", frozen=True)

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=40)]
Name = Annotated[str, Field(pattern=r"^\S(?:.*\S)?$", max_length=40)]
Money = Annotated[int, Field(gt=0, multiple_of=10)]
"""A positive amount in $k, a multiple of $10k."""
MoneyOrZero = Annotated[int, Field(ge=0, multiple_of=10)]

MarkerPattern = Literal[
    "solid", "stripes", "dots", "checks", "waves", "crosshatch", "diamonds", "zigzag"
]
"""Fill patterns that tell colour groups apart without colour."""

TileId = Literal["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "P1", "P2"]
"""Double tiles in the box: ten district doubles and two planning doubles."""

DISTRICT_TILES: tuple[TileId, ...] = ("D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10")
PLANNING_TILES: tuple[TileId, ...] = ("P1", "P2")


# ---------------------------------------------------------------------- districts


class GroupMarker(BaseModel):
    """A colour-free way to tell a colour group apart: a letter and a fill pattern."""

    model_config = _FROZEN

    letter: Annotated[str, Field(pattern=r"^[A-Z]$")]
    pattern: MarkerPattern


class ColourGroup(BaseModel):
    """A colour group of districts (a "set"), with its colour and colour-free marker."""

    model_config = _FROZEN

    id: Slug
    name: Name
    colour: Annotated[str, Field(pattern=r"^#[0-9a-f]{6}$")]
    """Display colour as lowercase "#rrggbb"."""
    marker: GroupMarker


class DistrictCard(BaseModel):
    """One district card: where the district sits in the box and what it costs and earns."""

    model_config = _FROZEN

    id: Slug
    name: Name
    group: Slug
    """Id of the card's :class:`ColourGroup`."""
    tile: TileId
    half: Literal[0, 1]
    """Which hex of the double tile; on a planning double half 0 is Planning Permission."""
    price: Money
    land_rent: Money
    """Rent with no counted blocks."""
    rents: Annotated[tuple[Money, ...], Field(min_length=8, max_length=8)]
    """``rents[n - 1]`` is the rent for ``n`` counted blocks (1..8)."""
    residential_block_price: Money
    industrial_block_price: Money
    skyscraper_price: Money

    @field_validator("half", mode="before")
    @classmethod
    def _half_is_a_true_int(cls, value: Any) -> Any:
        # Literal[0, 1] would otherwise accept true/false and 1.0 (they compare equal).
        if type(value) is not int:
            raise ValueError(f"half must be the integer 0 or 1, not {value!r}")
        return value

    @field_validator("rents")
    @classmethod
    def _rents_strictly_increase(cls, rents: tuple[int, ...]) -> tuple[int, ...]:
        for blocks, (lower, higher) in enumerate(zip(rents, rents[1:]), start=1):
            if higher <= lower:
                raise ValueError(
                    f"rents must strictly increase, but {blocks + 1} blocks ({higher}) "
                    f"is not more than {blocks} blocks ({lower})"
                )
        return rents

    @model_validator(mode="after")
    def _check_card(self) -> DistrictCard:
        if self.rents[0] <= self.land_rent:
            raise ValueError(
                f"rents[0] ({self.rents[0]}) must be more than land_rent ({self.land_rent})"
            )
        if self.industrial_block_price <= self.residential_block_price:
            raise ValueError(
                f"industrial_block_price ({self.industrial_block_price}) must be more than "
                f"residential_block_price ({self.residential_block_price})"
            )
        if self.tile in PLANNING_TILES and self.half != 1:
            raise ValueError(
                f"tile {self.tile} is a planning double: half 0 is Planning Permission, "
                "so a district there must be on half 1"
            )
        return self

    def rent_for(self, counted_blocks: int) -> int:
        """Return the card's rent for ``counted_blocks`` (0..8), before any doubling."""
        if not 0 <= counted_blocks <= len(self.rents):
            raise ValueError(f"counted_blocks must be 0..{len(self.rents)}, not {counted_blocks}")
        return self.land_rent if counted_blocks == 0 else self.rents[counted_blocks - 1]


def _duplicates(values: list[Any]) -> list[Any]:
    """Return the values that occur more than once, in first-seen order."""
    counts = Counter(values)
    return [value for value in dict.fromkeys(values) if counts[value] > 1]


class DistrictSet(BaseModel):
    """All colour groups and district cards in the box, checked as a whole.

    Groups are in board (price) order; the last group sits on the planning doubles.
    """

    model_config = _FROZEN

    groups: tuple[ColourGroup, ...]
    cards: tuple[DistrictCard, ...]

    _cards_by_id: dict[str, DistrictCard] = PrivateAttr(default_factory=dict)
    _groups_by_id: dict[str, ColourGroup] = PrivateAttr(default_factory=dict)
    _cards_by_place: dict[tuple[str, int], DistrictCard] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check_set(self) -> DistrictSet:
        problems: list[str] = []

        if len(self.groups) != len(GROUP_SIZES):
            problems.append(
                f"groups: expected {len(GROUP_SIZES)} groups, found {len(self.groups)}"
            )
        for label, values in (
            ("group id", [g.id for g in self.groups]),
            ("group name", [g.name for g in self.groups]),
            ("group colour", [g.colour for g in self.groups]),
            ("marker letter", [g.marker.letter for g in self.groups]),
            ("marker pattern", [g.marker.pattern for g in self.groups]),
            ("card id", [c.id for c in self.cards]),
            ("card name", [c.name for c in self.cards]),
        ):
            for value in _duplicates(values):
                problems.append(f"duplicate {label} {value!r}")

        group_ids = {g.id for g in self.groups}
        for index, card in enumerate(self.cards):
            if card.group not in group_ids:
                problems.append(f"cards[{index}] (id {card.id!r}): unknown group {card.group!r}")

        for index, group in enumerate(self.groups[: len(GROUP_SIZES)]):
            members = [c for c in self.cards if c.group == group.id]
            if len(members) != GROUP_SIZES[index]:
                problems.append(
                    f"groups[{index}] (id {group.id!r}): expected {GROUP_SIZES[index]} cards, "
                    f"found {len(members)}"
                )
            # One skyscraper per group, priced "on the card": the cards must agree.
            if len({c.skyscraper_price for c in members}) > 1:
                problems.append(
                    f"groups[{index}] (id {group.id!r}): cards disagree on skyscraper_price"
                )

        places = [(c.tile, c.half) for c in self.cards]
        for tile, half in _duplicates(places):
            problems.append(f"tile {tile} half {half} holds more than one card")

        if self.groups:
            last = self.groups[-1].id
            for card in self.cards:
                on_planning = card.tile in PLANNING_TILES
                if on_planning != (card.group == last):
                    problems.append(
                        f"card {card.id!r}: only the last group ({last!r}) sits on the "
                        f"planning doubles {', '.join(PLANNING_TILES)}"
                    )

        if problems:
            raise ValueError("; ".join(problems))
        return self

    def model_post_init(self, context: Any, /) -> None:
        """Build the lookup tables once; the model is frozen so they never go stale."""
        self._cards_by_id = {c.id: c for c in self.cards}
        self._groups_by_id = {g.id: g for g in self.groups}
        self._cards_by_place = {(c.tile, c.half): c for c in self.cards}

    def card(self, card_id: str) -> DistrictCard:
        """Return the card with this id; raise ``KeyError`` if there is none."""
        try:
            return self._cards_by_id[card_id]
        except KeyError:
            raise KeyError(f"no district card {card_id!r}") from None

    def group(self, group_id: str) -> ColourGroup:
        """Return the colour group with this id; raise ``KeyError`` if there is none."""
        try:
            return self._groups_by_id[group_id]
        except KeyError:
            raise KeyError(f"no colour group {group_id!r}") from None

    def cards_in_group(self, group_id: str) -> tuple[DistrictCard, ...]:
        """Return the group's cards in file order; raise ``KeyError`` for an unknown group."""
        self.group(group_id)
        return tuple(c for c in self.cards if c.group == group_id)

    def card_on(self, tile: TileId, half: int) -> DistrictCard | None:
        """Return the district printed on this half of a double tile, or None.

        None means the half is not a district (half 0 of a planning double) or the
        tile is not in this set.
        """
        return self._cards_by_place.get((tile, half))


# --------------------------------------------------------- shared with the Chance cards

BridgePosition = Literal["up", "down"]

BlockChoice = Literal["residential", "industrial", "either"]


# ------------------------------------------------------------------------ loading

_ModelT = TypeVar("_ModelT", bound=BaseModel)
_Source = Union[Path, Traversable]


def _read_payload(source: _Source) -> dict[str, Any]:
    """Read a versioned JSON object and return it without its ``format_version``."""
    try:
        data = source.read_bytes()
    except OSError as exc:
        raise CardDataError(f"{source}: cannot read file: {exc.strerror or exc}") from exc
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardDataError(
            f"{source}: not a UTF-8 text file (bad byte at offset {exc.start})"
        ) from exc
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(
            f"{source}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from exc
    if not isinstance(raw, dict):
        raise CardDataError(f"{source}: top level must be a JSON object, not {type(raw).__name__}")

    version = raw.pop("format_version", None)
    if version is None:
        raise CardDataError(f"{source}: format_version: missing")
    if type(version) is not int or version < 1:
        raise CardDataError(
            f"{source}: format_version: must be a positive integer, not {version!r}"
        )
    if version > CURRENT_FORMAT_VERSION:
        raise CardDataError(
            f"{source}: format_version: {version} is newer than this program reads "
            f"({CURRENT_FORMAT_VERSION}); update the program"
        )
    # Migrations from older versions, once there are any, go here: raw dict -> raw dict.
    return raw


def _describe_location(loc: tuple[int | str, ...], payload: Any) -> str:
    """Render an error location as ``cards[3].rents (id 'x')``; "" for the whole file."""
    parts: list[str] = []
    node: Any = payload
    item_id: str | None = None
    for key in loc:
        if isinstance(node, dict) and key not in node and node.get("type") == key:
            continue  # pydantic puts a union's tag in the path; the file has no such key
        if isinstance(key, int):
            parts.append(f"[{key}]")
            node = node[key] if isinstance(node, list) and 0 <= key < len(node) else None
        else:
            parts.append(f".{key}" if parts else key)
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, dict) and isinstance(node.get("id"), str):
            item_id = node["id"]
    where = "".join(parts)
    return f"{where} (id {item_id!r})" if item_id is not None else where


def _validate(model: type[_ModelT], payload: dict[str, Any], source: _Source) -> _ModelT:
    """Validate ``payload`` strictly (no "600" for 600, no true for 1) or raise CardDataError."""
    try:
        # JSON mode in strict form: arrays may fill tuples, but no type coercion.
        return model.model_validate_json(json.dumps(payload), strict=True)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        item_error_locs = [tuple(e["loc"]) for e in errors]
        lines = []
        for error in errors:
            loc = tuple(error["loc"])
            # pydantic also reports a list whose items failed as "too short"; say it once.
            if error["type"] in ("too_short", "too_long") and any(
                other[: len(loc)] == loc and len(other) > len(loc) for other in item_error_locs
            ):
                continue
            cause = error.get("ctx", {}).get("error")
            message = str(cause) if error["type"] == "value_error" and cause else error["msg"]
            where = _describe_location(loc, payload)
            lines.append(f"{where}: {message}" if where else message)
        count = len(lines)
        detail = lines[0] if count == 1 else f"{count} problems:\n  " + "\n  ".join(lines)
        raise CardDataError(f"{source}: {detail}") from exc


def _packaged(name: str) -> Traversable:
    """Return a data file shipped inside the package (works from a wheel or a zip)."""
    return files("ubuild_desktop").joinpath("data", name)


@lru_cache(maxsize=1)
def _default_districts() -> DistrictSet:
    source = _packaged("districts.json")
    return _validate(DistrictSet, _read_payload(source), source)


def load_districts(path: Path | None = None) -> DistrictSet:
    """Load and check district cards; ``None`` loads the packaged set (cached).

    Raises ``CardDataError`` naming the file and the offending field.
    """
    if path is None:
        return _default_districts()
    source = Path(path)
    return _validate(DistrictSet, _read_payload(source), source)


