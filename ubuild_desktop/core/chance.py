"""Chance cards: validated, immutable game data (``ubuild_desktop/data/chance.json``,
read by :mod:`.cards`' loader; their money and shared types are :mod:`.cards`').

Chance cards
    Each card has an UP half and a DOWN half; after a player lands on a bridge the
    engine follows the half that matches the bridge's *new* position. Each half holds a
    sentence for the players and one effect from a small vocabulary (``type`` field):

    - ``advance_to`` {target}: move forward to the next such space, paying passing
      costs and collecting GO salary on the way, and land there. A target the track
      lacks (no Planning Permission space on Starter, no unowned district left) makes
      the card unfollowable.
    - ``move`` {steps}: -3..+6, never 0; negative steps move backwards.
    - ``collect`` / ``pay`` {amount}: from / to the bank.
    - ``collect_from_each`` / ``pay_each`` {amount}: from / to every other player.
    - ``go_to_jail``: straight to jail, no salary.
    - ``free_blocks`` {count, block}: build ``count`` blocks on one district the player
      owns without paying; ``block`` is "residential", "industrial" or "either".
    - ``planning_permission``: as if landing on a Planning Permission space.
    - ``free_hazard_moves`` {count}: move one hazard up to ``count`` moves for free.
    - ``pay_per_block`` {residential, industrial}: repairs, per block owned.
    - ``collect_per_district`` {amount}: per district card the player holds.

    A card that cannot be followed goes to the bottom of the pile (the engine's job).

    Deck balance: UP halves are the harsher ones. 10 of the 17 UP halves set the player
    back (pay, go back, go to jail) against 5 of the 17 DOWN halves, whose charges are
    also smaller. A player only reads a DOWN half after paying $1M to lower an UP
    bridge, so DOWN is the consolation; landing on a DOWN bridge raises it for free, so
    UP may bite.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field, field_validator, model_validator

from .cards import (
    _FROZEN, BlockChoice, BridgePosition, Money, MoneyOrZero, Slug, _duplicates, _packaged, _read_payload, _validate,
)

__all__ = [
    "AdvanceTarget", "AdvanceToEffect", "MoveEffect", "CollectEffect", "PayEffect", "CollectFromEachEffect", "PayEachEffect",
    "GoToJailEffect", "FreeBlocksEffect", "PlanningPermissionEffect", "FreeHazardMovesEffect", "PayPerBlockEffect",
    "CollectPerDistrictEffect", "ChanceEffect", "ChanceHalf", "ChanceCard", "ChanceDeck", "load_chance_cards",
]

AdvanceTarget = Literal[
    "go",
    "jail_visit",
    "free_parking",
    "next_bridge",
    "next_planning",
    "next_unowned_district",
]
"""Where ``advance_to`` sends a player, always forward.

``jail_visit`` lands on Jail as a visitor (not sent to jail). ``next_*`` targets are
the first such space ahead of the player; when there is none the card is unfollowable.
"""



class AdvanceToEffect(BaseModel):
    """Move forward to a named space, collecting GO salary if GO is passed."""

    model_config = _FROZEN
    type: Literal["advance_to"]
    target: AdvanceTarget


class MoveEffect(BaseModel):
    """Move a number of spaces: forward if positive, backward if negative."""

    model_config = _FROZEN
    type: Literal["move"]
    steps: Annotated[int, Field(ge=-3, le=6)]

    @field_validator("steps")
    @classmethod
    def _not_zero(cls, steps: int) -> int:
        if steps == 0:
            raise ValueError("steps must not be 0")
        return steps


class CollectEffect(BaseModel):
    """Collect an amount from the bank."""

    model_config = _FROZEN
    type: Literal["collect"]
    amount: Money


class PayEffect(BaseModel):
    """Pay an amount to the bank."""

    model_config = _FROZEN
    type: Literal["pay"]
    amount: Money


class CollectFromEachEffect(BaseModel):
    """Collect an amount from every other player."""

    model_config = _FROZEN
    type: Literal["collect_from_each"]
    amount: Money


class PayEachEffect(BaseModel):
    """Pay an amount to every other player."""

    model_config = _FROZEN
    type: Literal["pay_each"]
    amount: Money


class GoToJailEffect(BaseModel):
    """Go straight to jail without collecting GO salary."""

    model_config = _FROZEN
    type: Literal["go_to_jail"]


class FreeBlocksEffect(BaseModel):
    """Build ``count`` blocks free of charge on one district the player owns."""

    model_config = _FROZEN
    type: Literal["free_blocks"]
    count: Annotated[int, Field(ge=1, le=3)]
    block: BlockChoice


class PlanningPermissionEffect(BaseModel):
    """Act as on a Planning Permission space: build a hazard or bonus, or move a hazard."""

    model_config = _FROZEN
    type: Literal["planning_permission"]


class FreeHazardMovesEffect(BaseModel):
    """Move one hazard up to ``count`` moves free of charge."""

    model_config = _FROZEN
    type: Literal["free_hazard_moves"]
    count: Annotated[int, Field(ge=1, le=2)]


class PayPerBlockEffect(BaseModel):
    """Pay the bank for each residential and each industrial block the player owns."""

    model_config = _FROZEN
    type: Literal["pay_per_block"]
    residential: MoneyOrZero
    industrial: MoneyOrZero

    @model_validator(mode="after")
    def _charges_something(self) -> PayPerBlockEffect:
        if self.residential == 0 and self.industrial == 0:
            raise ValueError("pay_per_block must charge for at least one block type")
        return self


class CollectPerDistrictEffect(BaseModel):
    """Collect an amount from the bank for each district card the player holds."""

    model_config = _FROZEN
    type: Literal["collect_per_district"]
    amount: Money


ChanceEffect = Annotated[
    Union[
        AdvanceToEffect,
        MoveEffect,
        CollectEffect,
        PayEffect,
        CollectFromEachEffect,
        PayEachEffect,
        GoToJailEffect,
        FreeBlocksEffect,
        PlanningPermissionEffect,
        FreeHazardMovesEffect,
        PayPerBlockEffect,
        CollectPerDistrictEffect,
    ],
    Field(discriminator="type"),
]
"""One Chance effect, told apart by its ``type`` field."""


class ChanceHalf(BaseModel):
    """One half of a Chance card: the sentence players read and the effect it has."""

    model_config = _FROZEN

    text: Annotated[str, Field(pattern=r"^\S(?:.*\S)?$", max_length=160)]
    effect: ChanceEffect


class ChanceCard(BaseModel):
    """A Chance card with an UP half and a DOWN half."""

    model_config = _FROZEN

    id: Slug
    up: ChanceHalf
    down: ChanceHalf

    def half(self, position: BridgePosition) -> ChanceHalf:
        """Return the half to follow when the bridge's new position is ``position``."""
        if position == "up":
            return self.up
        if position == "down":
            return self.down
        raise ValueError(f"bridge position must be 'up' or 'down', not {position!r}")


class ChanceDeck(BaseModel):
    """The Chance pile as stored in a file: at least one card, ids unique."""

    model_config = _FROZEN

    cards: Annotated[tuple[ChanceCard, ...], Field(min_length=1)]

    @model_validator(mode="after")
    def _unique_ids(self) -> ChanceDeck:
        duplicates = _duplicates([c.id for c in self.cards])
        if duplicates:
            raise ValueError(f"duplicate card id {', '.join(repr(d) for d in duplicates)}")
        return self


@lru_cache(maxsize=1)
def _default_chance_cards() -> tuple[ChanceCard, ...]:
    source = _packaged("chance.json")
    return _validate(ChanceDeck, _read_payload(source), source).cards


def load_chance_cards(path: Path | None = None) -> tuple[ChanceCard, ...]:
    """Load and check Chance cards; ``None`` loads the packaged deck (cached).

    Raises ``CardDataError`` naming the file and the offending field.
    """
    if path is None:
        return _default_chance_cards()
    source = Path(path)
    return _validate(ChanceDeck, _read_payload(source), source).cards
