"""Actions: small frozen value objects with a stable text and JSON form, for every rule set.

Every change to a game is one action applied to a state. Players' decisions and the
CHANCE player's outcomes (dice, card draws) are all actions, so the list of actions alone
is the save file and the replay.

Text form (``str(action)``) is one line that :func:`parse_action` reads back; JSON form
(:func:`action_to_json` / :func:`action_from_json`) is a dict with a ``type`` field.
Properties are named by id (``"kite-hill"``), cells by axial coordinates (``"3,-1"``).
Both forms are part of the game file format: never rename a ``type`` or a field. A field
with a default may be left out of the JSON form.

**The registry.** :data:`ACTION_TYPES` maps each ``type`` to its class. A rule set
registers its classes (:func:`register_actions`: the shared ones below and its own), and
the readers look types up there. This module defines the actions every rule set shares:
the dice and card draws, rolling, the jail fine, buying and auctions, mortgages, deals,
debts and bankruptcy, the end of a turn. Each rule set's table says when each is legal.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import FileMessageError, file_error, quoted
from ...lattice import Cell
from .refusals import Refusal


class IllegalActionError(ValueError):
    """An action that is not allowed now.

    ``refusal`` says why (a :class:`~.refusals.Refusal`; None for a message made without
    one, such as a computer player's bug the driver reports), ``action`` what was refused
    (its text, "" if none). The message is the English "<action>: <reason>": a window shows
    it in the user's language by ``refusal`` (``ubuild_desktop.words.refusal_text``).
    """

    refusal: Refusal | None
    action: str

    def __init__(self, why: Refusal | str, action: str = "") -> None:
        super().__init__(f"{action}: {why}" if action else str(why))
        self.refusal = why if isinstance(why, Refusal) else None
        self.action = action

    def __reduce__(self) -> tuple[type, tuple[str]]:  # across processes: the English message
        return (IllegalActionError, (str(self),))


class ActionFormatError(FileMessageError):
    """A text or JSON action that cannot be read (its message quotes it shortened, on one line)."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action; ``kind`` is the stable type name (its ``type``)."""

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


# ------------------------------------------------------------------ the shared actions


@dataclass(frozen=True, slots=True)
class Dice(Action):
    """CHANCE: the dice came up ``values`` (one die or two, as the rules say)."""

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
    """CHANCE: the top card of a pile is drawn (its id is recorded as a check)."""

    kind: ClassVar[str] = "draw"
    chance: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the dice (the CHANCE player then gives the result)."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, slots=True)
class PayJailFine(Action):
    """In jail, before rolling: pay the fine and play the turn as normal."""

    kind: ClassVar[str] = "pay-fine"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy the unowned property just landed on at its price."""

    kind: ClassVar[str] = "buy"


@dataclass(frozen=True, slots=True)
class StartAuction(Action):
    """Do not buy the property just landed on: put it up for auction."""

    kind: ClassVar[str] = "auction"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid ``amount`` in the running auction."""

    kind: ClassVar[str] = "bid"
    amount: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Leave the running auction."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    """Mortgage a property you own (for the value the rule book gives)."""

    kind: ClassVar[str] = "mortgage"
    district: str


@dataclass(frozen=True, slots=True)
class Unmortgage(Action):
    """Lift the mortgage on a property you own (at the cost the rule book gives)."""

    kind: ClassVar[str] = "unmortgage"
    district: str


@dataclass(frozen=True, slots=True)
class ProposeDeal(Action):
    """``proposer`` offers ``partner``: give these properties and cash, take those.

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

    def hands_over_nothing(self) -> bool:
        """Whether nothing would change hands (a rule set's deal may hand over more)."""
        return not (self.give or self.take or self.give_cash or self.take_cash)


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
    """Give up: allowed only when the debt cannot be raised (the rule book says how much can)."""

    kind: ClassVar[str] = "bankrupt"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End your turn."""

    kind: ClassVar[str] = "end-turn"


@dataclass(frozen=True, slots=True)
class OpenBid(Action):
    """In an open auction (the whole table's rules): ``bidder`` bids ``amount``, in any
    order, also after passing (003: "Keep shouting out bids until no one wants to bid any
    higher"; 001: "no siguen el orden de turno")."""

    kind: ClassVar[str] = "open-bid"
    bidder: int
    amount: int


@dataclass(frozen=True, slots=True)
class OpenPass(Action):
    """In an open auction: ``bidder`` does not bid higher now (a later bid by someone else
    asks them again; they may still bid at any time)."""

    kind: ClassVar[str] = "open-pass"
    bidder: int


@dataclass(frozen=True, slots=True)
class ByPlayer(Action):
    """The base of a rule set's actions out of turn: ``player``, who is not the player to
    act, takes the action :meth:`plain` (the same action as the player to act would take
    it). The traditional game's building, selling and mortgages while the dice change
    hands are such actions (``traditional/between_turns.py``); :func:`named_actor` names
    their player for every rule set."""

    player: int

    def plain(self) -> Action:
        """The same action as the player to act would take it."""
        raise NotImplementedError


def named_actor(action: Action, acting: int) -> int:
    """Who made ``action``: the player it names (an action out of turn, :class:`ByPlayer`;
    a deal's proposer; an open auction's bidder), else ``acting`` (the player the game
    waited on). The same question for every rule set: the play view asks it (who made each
    move of a history, whose decision a take back undoes), never a rule set's own classes."""
    if isinstance(action, ByPlayer):
        return action.player
    if isinstance(action, (OpenBid, OpenPass)):
        return action.bidder
    if isinstance(action, ProposeDeal):
        return action.proposer
    return acting


# ------------------------------------------------------------------ the registry

#: ``type`` -> action class: every class a rule set registered (:func:`register_actions`).
ACTION_TYPES: dict[str, type[Action]] = {}


def register_actions(*classes: type[Action]) -> None:
    """Make ``classes`` readable by :func:`parse_action` and :func:`action_from_json`.

    Registering a class again is harmless (several rule sets register the shared
    actions); two classes of one ``kind`` are an error.
    """
    for cls in classes:
        known = ACTION_TYPES.get(cls.kind)
        if known is not None and known is not cls:
            raise ValueError(f"two actions of type {cls.kind!r}: {known.__name__} and {cls.__name__}")
        ACTION_TYPES[cls.kind] = cls


SHARED_ACTIONS: tuple[type[Action], ...] = (
    Dice, DrawCard, Roll, PayJailFine, Buy, StartAuction, Bid, Pass, Mortgage, Unmortgage, ProposeDeal,
    AcceptDeal, RejectDeal, PayDebt, DeclareBankruptcy, EndTurn, OpenBid, OpenPass,
)


# ------------------------------------------------------------------ parsing



def _bad(template: str, **params: object) -> ActionFormatError:
    """The error of an action that cannot be read: ``template`` (context "FileErrors") and its
    params kept to translate where it is shown."""
    return file_error(ActionFormatError, template, **params)


def _parse_cell(text: str) -> Cell:
    try:
        q, r = text.split(",")
        return Cell(int(q), int(r))
    except ValueError:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{text} is not a site (expected q,r)"), text=quoted(text)) from None


def _parse_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{text} is not a whole number"), text=quoted(text)) from None


def _parse_list(text: str) -> tuple[str, ...]:
    if not (text.startswith("[") and text.endswith("]")):
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{text} is not a list (expected [a,b])"), text=quoted(text))
    inner = text[1:-1]
    return tuple(inner.split(",")) if inner else ()


def parse_action(text: str) -> Action:
    """Read an action of a registered type from its text form (the inverse of ``str(action)``)."""
    parts = text.split()
    if not parts:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "empty action"))
    cls = ACTION_TYPES.get(parts[0])
    if cls is None:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "unknown action {action}"), action=quoted(parts[0]))
    args = parts[1:]
    if cls is Dice:
        if not 1 <= len(args) <= 2:
            raise _bad(QT_TRANSLATE_NOOP("FileErrors", "dice needs one or two values"))
        return Dice(tuple(_parse_int(a) for a in args))
    specs = [f for f in fields(cls)]
    if len(args) != len(specs):
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}: wrong number of arguments ({given} given, {expected} expected)"),
                   type=cls.kind, expected=len(specs), given=len(args))
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
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "an action must be a JSON object, not {found}"), found=type(data).__name__)
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "unknown action type {type}"), type=quoted(kind))
    specs = fields(cls)
    expected = {f.name for f in specs} | {"type"}
    extra = set(data) - expected
    if extra:
        raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}: no such field: {fields}"), type=kind, fields=", ".join(sorted(extra)))
    values: dict[str, Any] = {}
    for f in specs:
        if f.name not in data:
            if f.default is not MISSING:  # a field with a default may be left out (ProposeDeal's)
                continue
            raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}: missing field {field}"), type=kind, field=repr(f.name))
        raw = data[f.name]
        if f.type in ("int", int):
            if type(raw) is not int:
                raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}.{field}: expected a whole number, not {found}"),
                           type=kind, field=f.name, found=quoted(raw))
            values[f.name] = raw
        elif f.type in ("Cell", Cell):
            if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
                raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}.{field}: expected [q, r], not {found}"),
                           type=kind, field=f.name, found=quoted(raw))
            values[f.name] = Cell(raw[0], raw[1])
        elif f.type == "tuple[int, ...]":
            if not (isinstance(raw, list) and all(type(v) is int for v in raw)):
                raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}.{field}: expected a list of whole numbers"),
                           type=kind, field=f.name)
            values[f.name] = tuple(raw)
        elif f.type == "tuple[str, ...]":
            if not (isinstance(raw, list) and all(isinstance(v, str) for v in raw)):
                raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}.{field}: expected a list of district ids"),
                           type=kind, field=f.name)
            values[f.name] = tuple(raw)
        else:
            if not isinstance(raw, str):
                raise _bad(QT_TRANSLATE_NOOP("FileErrors", "{type}.{field}: expected text, not {found}"),
                           type=kind, field=f.name, found=quoted(raw))
            values[f.name] = raw
    return cls(**values)
