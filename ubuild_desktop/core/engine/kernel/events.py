"""What happened, for every rule set: events for a UI to show and transactions for every
money movement.

Events are past tense (``moved``, ``bought``) and carry structured data; their sentence
is formatted only when asked for (``event.text``), so the hot path stays cheap. Every
change of cash is one :class:`Transaction` (bank = ``BANK``), logged by the ledger's single
transfer function, so the books can always be checked.

The sentences are the rule set's: its one table of event sentences writes ``Event.text``,
given once with :func:`set_sentences` (U-Build's ``events`` module gives its
``sentences.english_sentence``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .event_kinds import BANK as BANK, EventKind, PaymentReason


# Transactions and events are small read-only classes (compiled: native classes, built
# by one direct call). They were named tuples built by ``tuple.__new__``, which the
# compiled build reaches only through a generic call (an argument tuple, its slice, the
# item tuple, then the named tuple: about 800 CPU instructions each, 8.7 events and 1.5
# transactions a dice roll, about 10% of a computer game's cost). They compare and hash
# by value, field by field, as the named tuples did (``StateData.snapshot`` compares a
# replayed state's events and transactions with the original's).


class Transaction:
    """``amount`` ($k, > 0) moved from ``payer`` to ``payee`` (a player index or BANK)."""

    __slots__ = ("payer", "payee", "amount", "reason", "about")
    payer: int
    payee: int
    amount: int
    reason: PaymentReason
    about: int  # the property the payment is about (rent, a purchase...), or -1

    def __init__(self, payer: int, payee: int, amount: int, reason: PaymentReason, about: int = -1) -> None:
        self.payer = payer
        self.payee = payee
        self.amount = amount
        self.reason = reason
        self.about = about

    def fields(self) -> tuple[int, int, int, PaymentReason, int]:
        """The five fields, in order (what equality and the hash compare)."""
        return (self.payer, self.payee, self.amount, self.reason, self.about)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Transaction) and self.fields() == other.fields()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        return (f"Transaction(payer={self.payer!r}, payee={self.payee!r}, amount={self.amount!r}, "
                f"reason={self.reason!r}, about={self.about!r})")


class Event:
    """One thing that happened. ``data`` holds the structured facts, ``text`` the sentence.

    ``kind`` is an :class:`~.event_kinds.EventKind` member; compare with members, never
    parse a sentence.
    ``names`` is the game's tuple of player names and ``book`` its rule set's
    :class:`~.state.RuleBook` (both shared, not copied), used only to format ``text``:
    the book writes its money (``RuleBook.money_text``: U-Build's "$150k", the traditional
    game's "150"); without one (an event made by hand), money is written U-Build's way.
    """

    __slots__ = ("kind", "data", "names", "book")
    kind: EventKind
    data: tuple[tuple[str, Any], ...]
    names: tuple[str, ...]  # player names, to format the sentence
    book: Any  # the rule set's RuleBook, to write money in the sentence

    def __init__(self, kind: EventKind, data: tuple[tuple[str, Any], ...], names: tuple[str, ...] = (),
                 book: Any = None) -> None:
        self.kind = kind
        self.data = data
        self.names = names
        self.book = book

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dict(self.data)}

    @property
    def text(self) -> str:
        return _event_text(self)

    def fields(self) -> tuple[EventKind, tuple[tuple[str, Any], ...], tuple[str, ...], Any]:
        """The four fields, in order (what equality and the hash compare)."""
        return (self.kind, self.data, self.names, self.book)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.fields() == other.fields()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r}, names={self.names!r}, book={self.book!r})"


# The function that writes an event's sentence (set_sentences): one, the rule set's.
_SENTENCES: Final[list[Callable[[Event], str]]] = []


def set_sentences(write: Callable[[Event], str]) -> None:
    """Make ``write(event)`` the sentence of every event (``Event.text``)."""
    _SENTENCES[:] = [write]


def _event_text(event: Event) -> str:
    """``Event.text`` (module-level: the sentence table is set after the class). Without a
    sentence table: the kind and the data as they are."""
    if _SENTENCES:
        return _SENTENCES[0](event)
    return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in event.data)
