"""The Fair start house rule as a track or board keeps it (issue 27): per seat count, what
the bank pays each place in the turn order once the roll-off has chosen the first player.

A track file (``Track.fair_start``) and a board file (``SquareBoard.fair_start``) hold a
list of :class:`FairStart`, one per seat count, or nothing (the field is then left out of
the file, so files without it read and write as before). A game takes the amounts of its
seat count (``Game.create(fair_start=...)``, ``HouseRules.fair_start``); the balance lab
proposes them (``core/balance/fair.py``).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

#: Any one amount is at most this (in the rule set's money: U-Build's $k, the traditional
#: game's dollars): a bound on what a file can ask, far above any starting cash.
MAX_FAIR_AMOUNT = 1_000_000
MIN_SEATS, MAX_SEATS = 2, 8


class FairStart(BaseModel):
    """The Fair start of one seat count: ``amounts[k]`` is what place ``k`` in the turn
    order gets (0: the first player)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: Annotated[int, Field(ge=MIN_SEATS, le=MAX_SEATS, strict=True)]
    amounts: tuple[Annotated[int, Field(ge=0, le=MAX_FAIR_AMOUNT, strict=True)], ...]

    @model_validator(mode="after")
    def _one_per_place(self) -> FairStart:
        if len(self.amounts) != self.players:
            raise ValueError(f"a Fair start for {self.players} players needs {self.players} amounts, not {len(self.amounts)}")
        return self


def fair_start_for(kept: tuple[FairStart, ...] | None, players: int) -> tuple[int, ...]:
    """The amounts kept for ``players`` seats, or () when none are."""
    for fair in kept or ():
        if fair.players == players:
            return fair.amounts
    return ()


def with_fair_start(kept: tuple[FairStart, ...] | None, players: int, amounts: tuple[int, ...]) -> tuple[FairStart, ...] | None:
    """``kept`` with the amounts for ``players`` seats set (replacing any), or removed when
    ``amounts`` is empty; None when nothing is left (the field then leaves the file)."""
    rest = [f for f in kept or () if f.players != players]
    if amounts:
        rest.append(FairStart(players=players, amounts=tuple(amounts)))
    rest.sort(key=lambda f: f.players)
    return tuple(rest) or None
