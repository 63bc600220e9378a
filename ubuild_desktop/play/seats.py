"""Who sits at the table: a name, a colour, and a human or a computer of some strength.

Seats are the play view's own facts about players (the engine knows only names): they
travel in the play view's game files (autosave and named saves) beside the game.

A name is at most :data:`~ubuild_desktop.core.limits.MAX_NAME_LENGTH` characters: the
command line refuses a longer one with a clear error (the user can type it again); a game
file's longer one is cut to the limit (as the engine's reading of the game cuts the
players' names), so an older file still opens.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from typing import Any, Literal

from ubuild_desktop.core.engine.kernel.records import SetupError
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.limits import MAX_NAME_LENGTH

SeatKind = Literal["human", "computer"]

SEAT_COLOURS: tuple[str, ...] = ("#e03131", "#1c7ed6", "#f59f00", "#2f9e44", "#9c36b5", "#212529", "#0c8599",
                                  "#d6336c")
"""Mover colours in seat order: red, blue, amber, green, purple, black, teal, pink (the
traditional game seats up to 8; each mover also shows its player's initial, so colour is
never the only cue)."""

STRENGTHS: tuple[str, ...] = ("simple", "good")


class SeatError(SetupError):
    """A seat description that cannot be read (a game file's: its template kept to
    translate, context "GameSetup", as ``words.setup_error_text`` shows it)."""


SEAT_NOT_AN_OBJECT = QT_TRANSLATE_NOOP("GameSetup", "a seat must be a JSON object")
SEAT_WITHOUT_NAME = QT_TRANSLATE_NOOP("GameSetup", "a seat needs a name")
SEAT_COLOUR = QT_TRANSLATE_NOOP("GameSetup", "seat {name}: colour must be #rrggbb")
SEAT_KIND = QT_TRANSLATE_NOOP("GameSetup", "seat {name}: kind must be human or computer")
SEAT_STRENGTH = QT_TRANSLATE_NOOP("GameSetup", "seat {name}: strength must be one of {strengths}")
PLAYER_WITHOUT_NAME = QT_TRANSLATE_NOOP("GameSetup", "player {number} has no name")
PLAYER_NAME_TOO_LONG = QT_TRANSLATE_NOOP(
    "GameSetup", "player {number}'s name is {length} characters long: at most {limit} are allowed")
PLAYER_KIND = QT_TRANSLATE_NOOP("GameSetup", "{name}: {kind} is not human or computer")
PLAYER_STRENGTH = QT_TRANSLATE_NOOP("GameSetup", "{name}: strength {strength} is not one of {strengths}")


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table."""

    name: str
    colour: str = SEAT_COLOURS[0]
    kind: SeatKind = "human"
    strength: str = "good"

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: object) -> Seat:
        if not isinstance(raw, dict):
            raise SeatError.of(SEAT_NOT_AN_OBJECT, {})
        name, colour = raw.get("name"), raw.get("colour", SEAT_COLOURS[0])
        kind, strength = raw.get("kind", "human"), raw.get("strength", "good")
        if not isinstance(name, str) or not name.strip():
            raise SeatError.of(SEAT_WITHOUT_NAME, {})
        name = name[:MAX_NAME_LENGTH]
        if not (isinstance(colour, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", colour)):
            raise SeatError.of(SEAT_COLOUR, {"name": repr(name)})
        if kind not in ("human", "computer"):
            raise SeatError.of(SEAT_KIND, {"name": repr(name)})
        if strength not in STRENGTHS:
            raise SeatError.of(SEAT_STRENGTH, {"name": repr(name), "strengths": ", ".join(STRENGTHS)})
        return cls(name, colour, kind, strength)


def default_seats(names: list[str] | tuple[str, ...]) -> list[Seat]:
    """Every player human, coloured in seat order."""
    return [Seat(n, SEAT_COLOURS[i % len(SEAT_COLOURS)]) for i, n in enumerate(names)]


def parse_players(spec: str) -> list[Seat]:
    """Seats from ``"Ana:human,Bot:computer:good,..."`` (the ``ubuild play --players`` form)."""
    seats: list[Seat] = []
    for i, part in enumerate(p.strip() for p in spec.split(",")):
        if not part:
            continue
        bits = [b.strip() for b in part.split(":")]
        name = bits[0]
        kind = bits[1].lower() if len(bits) > 1 and bits[1] else "human"
        strength = bits[2].lower() if len(bits) > 2 and bits[2] else "good"
        if not name:
            raise SeatError.of(PLAYER_WITHOUT_NAME, {"number": i + 1})
        if len(name) > MAX_NAME_LENGTH:
            raise SeatError.of(PLAYER_NAME_TOO_LONG, {"number": i + 1, "length": len(name), "limit": MAX_NAME_LENGTH})
        if kind not in ("human", "computer"):
            raise SeatError.of(PLAYER_KIND, {"name": name, "kind": repr(kind)})
        if strength not in STRENGTHS:
            raise SeatError.of(PLAYER_STRENGTH, {"name": name, "strength": repr(strength),
                                                 "strengths": ", ".join(STRENGTHS)})
        seats.append(Seat(name, SEAT_COLOURS[len(seats) % len(SEAT_COLOURS)], kind, strength))  # type: ignore[arg-type]
    return seats


def seats_to_text(seats: list[Seat]) -> str:
    return json.dumps([s.to_json() for s in seats])
