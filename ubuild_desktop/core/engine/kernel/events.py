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
from typing import Any, Final, NamedTuple

from .event_kinds import BANK as BANK, EventKind, PaymentReason


# Transactions and events are immutable named tuples rather than frozen dataclasses:
# the engine makes a few of them per action, and a named tuple is built about twice
# as fast as a frozen dataclass (whose __init__ goes through object.__setattr__).


class Transaction(NamedTuple):
    """``amount`` ($k, > 0) moved from ``payer`` to ``payee`` (a player index or BANK)."""

    payer: int
    payee: int
    amount: int
    reason: PaymentReason
    about: int = -1  # the property the payment is about (rent, a purchase...), or -1


class Event(NamedTuple):
    """One thing that happened. ``data`` holds the structured facts, ``text`` the sentence.

    ``kind`` is an :class:`~.event_kinds.EventKind` member; compare with members, never
    parse a sentence.
    ``names`` is the game's tuple of player names and ``book`` its rule set's
    :class:`~.state.RuleBook` (both shared, not copied), used only to format ``text``:
    the book writes its money (``RuleBook.money_text``: U-Build's "$150k", the traditional
    game's "150"); without one (an event made by hand), money is written U-Build's way.
    """

    kind: EventKind
    data: tuple[tuple[str, Any], ...]
    names: tuple[str, ...] = ()  # player names, to format the sentence
    book: Any = None  # the rule set's RuleBook, to write money in the sentence

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


# The function that writes an event's sentence (set_sentences): one, the rule set's.
_SENTENCES: Final[list[Callable[[Event], str]]] = []


def set_sentences(write: Callable[[Event], str]) -> None:
    """Make ``write(event)`` the sentence of every event (``Event.text``)."""
    _SENTENCES[:] = [write]


def _event_text(event: Event) -> str:
    """``Event.text``: a module-level function because mypyc (the compiled build) cannot
    compile a closure inside a NamedTuple method. Without a sentence table: the kind and
    the data as they are."""
    if _SENTENCES:
        return _SENTENCES[0](event)
    return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in event.data)
