"""Actions: small frozen value objects with a stable text and JSON form.

Every change to a game is one action applied to a :class:`~.state.State`. Players'
decisions and the CHANCE player's outcomes (dice, the deck shuffle, card draws) are all
actions, so the list of actions alone is the save file and the replay.

Text form (``str(action)``) is one line that :func:`parse_action` reads back; JSON form
(:func:`action_to_json` / :func:`action_from_json`) is a dict with a ``type`` field.
Districts are named by card id (``"kite-hill"``), sites by axial cell (``"3,-1"``).
Both forms are part of the game file format: never rename a ``type`` or a field.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from ..jsonfile import FileMessageError, quoted
from ..lattice import Cell


class IllegalActionError(ValueError):
    """An action that is not allowed now; the message says why."""


class ActionFormatError(FileMessageError):
    """A text or JSON action that cannot be read (its message quotes it shortened, on one line)."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action; ``kind`` is the stable type name."""

    kind: ClassVar[str] = ""
    chance: ClassVar[bool] = False

    def __str__(self) -> str:
        parts = [self.kind]
        for f in fields(self):
            parts.append(_fmt(getattr(self, f.name)))
        return " ".join(parts)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Cell):
                value = [value.q, value.r]
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out


def _fmt(value: object) -> str:
    if isinstance(value, Cell):
        return f"{value.q},{value.r}"
    if isinstance(value, tuple):
        return "[" + ",".join(str(v) for v in value) + "]"
    return str(value)


# ------------------------------------------------------------------ chance actions


@dataclass(frozen=True, slots=True)
class DeckCard(Action):
    """CHANCE: the next card of the initial shuffle (one per card, top of the pile first)."""

    kind: ClassVar[str] = "deck"
    chance: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class Dice(Action):
    """CHANCE: the dice came up ``values`` (one die on Starter, two otherwise)."""

    kind: ClassVar[str] = "dice"
    chance: ClassVar[bool] = True
    values: tuple[int, ...]

    def __str__(self) -> str:
        return "dice " + " ".join(str(v) for v in self.values)

    @property
    def total(self) -> int:
        return sum(self.values)

    @property
    def is_double(self) -> bool:
        return len(self.values) == 2 and self.values[0] == self.values[1]


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """CHANCE: the top Chance card is drawn (its id is recorded as a check)."""

    kind: ClassVar[str] = "draw"
    chance: ClassVar[bool] = True
    card: str


# ------------------------------------------------------------------ player actions


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the dice (the CHANCE player then gives the result)."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, slots=True)
class PayJailFine(Action):
    """In jail, before rolling: pay $500k and play the turn as normal."""

    kind: ClassVar[str] = "pay-fine"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy the unowned district just landed on at its price."""

    kind: ClassVar[str] = "buy"


@dataclass(frozen=True, slots=True)
class StartAuction(Action):
    """Do not buy the district just landed on: put it up for auction."""

    kind: ClassVar[str] = "auction"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid ``amount`` ($k) in the running auction."""

    kind: ClassVar[str] = "bid"
    amount: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Leave the running auction."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class BuildBlocks(Action):
    """Buy and build blocks on one district you own (at most 3 a turn, on one district)."""

    kind: ClassVar[str] = "build"
    district: str
    residential: int
    industrial: int


@dataclass(frozen=True, slots=True)
class FreeBlocks(Action):
    """Build the free blocks a Chance card gives on one district you own."""

    kind: ClassVar[str] = "free-blocks"
    district: str
    residential: int
    industrial: int


@dataclass(frozen=True, slots=True)
class BuildSkyscraper(Action):
    """Build a skyscraper on ``site``, attached to ``district`` (own its whole group)."""

    kind: ClassVar[str] = "skyscraper"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class BuildStadium(Action):
    """Build the stadium on ``site``, attached to ``district`` (own 2 of its colour)."""

    kind: ClassVar[str] = "stadium"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class BuildTower(Action):
    """Build the Tower on ``site``, attached to ``district`` (own two whole groups)."""

    kind: ClassVar[str] = "tower"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class PlaceBonus(Action):
    """Planning Permission: build a bonus building on ``site`` (touching your district)."""

    kind: ClassVar[str] = "bonus"
    site: Cell


@dataclass(frozen=True, slots=True)
class PlaceHazard(Action):
    """Planning Permission: build a hazard on ``site`` (touching another player's district)."""

    kind: ClassVar[str] = "hazard"
    site: Cell


@dataclass(frozen=True, slots=True)
class MoveHazard(Action):
    """Move the hazard on ``source`` to the adjacent empty site ``target`` (one move)."""

    kind: ClassVar[str] = "move-hazard"
    source: Cell
    target: Cell


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish (or decline) Planning Permission or free hazard moves."""

    kind: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    """Mortgage a district you own for its current rent value (blocks only)."""

    kind: ClassVar[str] = "mortgage"
    district: str


@dataclass(frozen=True, slots=True)
class Unmortgage(Action):
    """Lift the mortgage on a district you own by paying its current rent value."""

    kind: ClassVar[str] = "unmortgage"
    district: str


@dataclass(frozen=True, slots=True)
class ProposeDeal(Action):
    """``proposer`` offers ``partner``: give these districts and cash, take those.

    Buildings stay where they stand. The partner answers with :class:`AcceptDeal` or
    :class:`RejectDeal`.
    """

    kind: ClassVar[str] = "deal"
    proposer: int
    partner: int
    give: tuple[str, ...] = ()
    take: tuple[str, ...] = ()
    give_cash: int = 0
    take_cash: int = 0


@dataclass(frozen=True, slots=True)
class AcceptDeal(Action):
    """Accept the deal offered to you."""

    kind: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class RejectDeal(Action):
    """Turn down the deal offered to you."""

    kind: ClassVar[str] = "reject"


@dataclass(frozen=True, slots=True)
class PayDebt(Action):
    """Pay the debt you owe, once you have raised the cash."""

    kind: ClassVar[str] = "pay-debt"


@dataclass(frozen=True, slots=True)
class DeclareBankruptcy(Action):
    """Give up: allowed only when the debt cannot be raised by mortgaging."""

    kind: ClassVar[str] = "bankrupt"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End your turn (after a double, you roll again)."""

    kind: ClassVar[str] = "end-turn"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        DeckCard, Dice, DrawCard, Roll, PayJailFine, Buy, StartAuction, Bid, Pass,
        BuildBlocks, FreeBlocks, BuildSkyscraper, BuildStadium, BuildTower, PlaceBonus,
        PlaceHazard, MoveHazard, Done, Mortgage, Unmortgage, ProposeDeal, AcceptDeal,
        RejectDeal, PayDebt, DeclareBankruptcy, EndTurn,
    )
}


# ------------------------------------------------------------------ parsing


def _parse_cell(text: str) -> Cell:
    try:
        q, r = text.split(",")
        return Cell(int(q), int(r))
    except ValueError:
        raise ActionFormatError(f"{quoted(text)} is not a site (expected q,r)") from None


def _parse_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ActionFormatError(f"{quoted(text)} is not a whole number") from None


def _parse_list(text: str) -> tuple[str, ...]:
    if not (text.startswith("[") and text.endswith("]")):
        raise ActionFormatError(f"{quoted(text)} is not a list (expected [a,b])")
    inner = text[1:-1]
    return tuple(inner.split(",")) if inner else ()


def parse_action(text: str) -> Action:
    """Read an action from its text form (the inverse of ``str(action)``)."""
    parts = text.split()
    if not parts:
        raise ActionFormatError("empty action")
    cls = ACTION_TYPES.get(parts[0])
    if cls is None:
        raise ActionFormatError(f"unknown action {quoted(parts[0])}")
    args = parts[1:]
    if cls is Dice:
        if not 1 <= len(args) <= 2:
            raise ActionFormatError("dice needs one or two values")
        return Dice(tuple(_parse_int(a) for a in args))
    specs = [f for f in fields(cls)]
    if len(args) != len(specs):
        raise ActionFormatError(f"{cls.kind} takes {len(specs)} argument(s), not {len(args)}")
    values: list[Any] = []
    for f, arg in zip(specs, args):
        values.append(_convert_text(f.type, arg))
    return cls(*values)


def _convert_text(annotation: object, arg: str) -> Any:
    if annotation in ("int", int):
        return _parse_int(arg)
    if annotation in ("Cell", Cell):
        return _parse_cell(arg)
    if annotation in ("tuple[str, ...]",):
        return _parse_list(arg)
    return arg


def action_to_json(action: Action) -> dict[str, Any]:
    """The JSON form of ``action`` (a dict with a ``type`` field)."""
    return action.to_json()


def action_from_json(data: object) -> Action:
    """Read an action from its JSON form; raise :class:`ActionFormatError` if malformed."""
    if not isinstance(data, dict):
        raise ActionFormatError(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ActionFormatError(f"unknown action type {quoted(kind)}")
    specs = fields(cls)
    expected = {f.name for f in specs} | {"type"}
    extra = set(data) - expected
    if extra:
        raise ActionFormatError(f"{kind}: unknown field(s) {', '.join(sorted(extra))}")
    values: dict[str, Any] = {}
    for f in specs:
        if f.name not in data:
            if cls is ProposeDeal and f.name in ("give", "take", "give_cash", "take_cash"):
                continue
            raise ActionFormatError(f"{kind}: missing field {f.name!r}")
        raw = data[f.name]
        if f.type in ("int", int):
            if type(raw) is not int:
                raise ActionFormatError(f"{kind}.{f.name}: expected a whole number, not {quoted(raw)}")
            values[f.name] = raw
        elif f.type in ("Cell", Cell):
            if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
                raise ActionFormatError(f"{kind}.{f.name}: expected [q, r], not {quoted(raw)}")
            values[f.name] = Cell(raw[0], raw[1])
        elif f.type == "tuple[int, ...]":
            if not (isinstance(raw, list) and all(type(v) is int for v in raw)):
                raise ActionFormatError(f"{kind}.{f.name}: expected a list of whole numbers")
            values[f.name] = tuple(raw)
        elif f.type == "tuple[str, ...]":
            if not (isinstance(raw, list) and all(isinstance(v, str) for v in raw)):
                raise ActionFormatError(f"{kind}.{f.name}: expected a list of district ids")
            values[f.name] = tuple(raw)
        else:
            if not isinstance(raw, str):
                raise ActionFormatError(f"{kind}.{f.name}: expected text, not {quoted(raw)}")
            values[f.name] = raw
    return cls(**values)
