"""The Fair start house rule as a track or board keeps it (issue 27): per seat count, what
the bank pays each place in the turn order once the roll-off has chosen the first player,
and (the books' other compensation) the district or property a place starts with, free.

A track file (``Track.fair_start``) and a board file (``SquareBoard.fair_start``) hold a
list of :class:`FairStart`, one per seat count, or nothing (the field is then left out of
the file, so files without it read and write as before). A game takes the amounts of its
seat count (``Game.create(fair_start=..., fair_gifts=...)``, ``HouseRules.fair_start`` and
``fair_gifts``); the balance lab proposes them (``core/balance/fair.py``). ``gifts`` is left
out of a file when none is given, so Fair starts of money only read and write as before.
"""

from __future__ import annotations

from typing import Annotated

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer, model_validator

#: Any one amount is at most this (in the rule set's money: U-Build's $k, the traditional
#: game's dollars): a bound on what a file can ask, far above any starting cash.
MAX_FAIR_AMOUNT = 1_000_000
MIN_SEATS, MAX_SEATS = 2, 8
#: A gift's id is at most this long (district card ids and square board space ids are short).
MAX_GIFT_ID = 64


class FairStart(BaseModel):
    """The Fair start of one seat count: ``amounts[k]`` is what place ``k`` in the turn
    order gets (0: the first player); ``gifts[k]``, when given, the id of the district
    (U-Build) or property (traditional) it starts with, free ("" for none)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: Annotated[int, Field(ge=MIN_SEATS, le=MAX_SEATS, strict=True)]
    amounts: tuple[Annotated[int, Field(ge=0, le=MAX_FAIR_AMOUNT, strict=True)], ...]
    gifts: tuple[Annotated[str, Field(max_length=MAX_GIFT_ID)], ...] | None = None

    @model_validator(mode="after")
    def _one_per_place(self) -> FairStart:
        if len(self.amounts) != self.players:
            raise ValueError(f"a Fair start for {self.players} players needs {self.players} amounts, not {len(self.amounts)}")
        if self.gifts is not None:
            if len(self.gifts) != self.players:
                raise ValueError(f"a Fair start for {self.players} players gives {self.players} gifts, not {len(self.gifts)}")
            given = [g for g in self.gifts if g]
            if len(set(given)) != len(given):
                raise ValueError("a Fair start gives each district or property to one place at most")
        return self

    @model_serializer(mode="wrap")
    def _without_no_gifts(self, handler: SerializerFunctionWrapHandler) -> Any:
        out = handler(self)
        if self.gifts is None and isinstance(out, dict):
            out.pop("gifts", None)  # money only: the file reads as before gifts existed
        return out

    @property
    def given(self) -> tuple[str, ...]:
        """The gifts, one per place ("" for none); all "" when none are given."""
        return self.gifts if self.gifts is not None else ("",) * self.players


def fair_start_for(kept: tuple[FairStart, ...] | None, players: int) -> tuple[int, ...]:
    """The amounts kept for ``players`` seats, or () when none are."""
    for fair in kept or ():
        if fair.players == players:
            return fair.amounts
    return ()


def fair_gifts_for(kept: tuple[FairStart, ...] | None, players: int) -> tuple[str, ...]:
    """The gifts kept for ``players`` seats (one per place, "" for none), or () when none are."""
    for fair in kept or ():
        if fair.players == players and fair.gifts is not None and any(fair.gifts):
            return fair.gifts
    return ()


def with_fair_start(kept: tuple[FairStart, ...] | None, players: int, amounts: tuple[int, ...],
                    gifts: tuple[str, ...] = ()) -> tuple[FairStart, ...] | None:
    """``kept`` with the amounts (and gifts, if any) for ``players`` seats set (replacing
    any), or removed when ``amounts`` is empty; None when nothing is left (the field then
    leaves the file)."""
    rest = [f for f in kept or () if f.players != players]
    if amounts:
        rest.append(FairStart(players=players, amounts=tuple(amounts), gifts=tuple(gifts) if any(gifts) else None))
    rest.sort(key=lambda f: f.players)
    return tuple(rest) or None
