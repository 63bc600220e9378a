"""What happened: events for a UI to show and transactions for every money movement.

Events are past tense (``moved``, ``rent_paid``) and carry structured data; their
sentence is formatted only when asked for (``event.text``), so the hot path stays cheap.
Every change of cash is one :class:`Transaction` (bank = ``BANK``), logged by the
state's single transfer function, so the books can always be checked.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# The vocabulary lives below this module and below the sentences (see event_kinds.py);
# every name of it is read from here.
from .event_kinds import BANK as BANK, EventKind as EventKind, PaymentReason as PaymentReason
from .sentences import english_sentence

# Transactions and events are immutable named tuples rather than frozen dataclasses:
# the engine makes a few of them per action, and a named tuple is built about twice
# as fast as a frozen dataclass (whose __init__ goes through object.__setattr__).


class Transaction(NamedTuple):
    """``amount`` ($k, > 0) moved from ``payer`` to ``payee`` (a player index or BANK)."""

    payer: int
    payee: int
    amount: int
    reason: str


class Event(NamedTuple):
    """One thing that happened. ``data`` holds the structured facts, ``text`` the sentence.

    ``kind`` is an :class:`EventKind`: a member, or (while the engine's calls still pass
    strings) the member's value, which equals it; compare with members, never parse a
    sentence. It is annotated ``str`` until every call passes a member: compiled code
    checks a field's declared type when it reads it, and would refuse the plain string.
    ``names`` is the game's tuple of player names (shared, not copied), used only to
    format ``text``.
    """

    kind: str  # an EventKind (a str); see above
    data: tuple[tuple[str, Any], ...]
    names: tuple[str, ...] = ()  # player names, to format the sentence

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


def _event_text(event: Event) -> str:
    """``Event.text``: a module-level function because mypyc (the compiled build) cannot
    compile a closure inside a NamedTuple method. The sentence table lives in
    :mod:`.sentences` (interpreted: formatting a sentence is never on the hot path)."""
    return english_sentence(event)
