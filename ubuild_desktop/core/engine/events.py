"""What happened: events for a UI to show and transactions for every money movement (the
kernel's :class:`Event`, :class:`Transaction` and ``BANK``, :mod:`.kernel.events`, named here
with U-Build's vocabulary; ``Event.text`` writes U-Build's sentences).

Events are past tense (``moved``, ``rent_paid``) and carry structured data; their
sentence is formatted only when asked for (``event.text``), so the hot path stays cheap.
Every change of cash is one :class:`Transaction` (bank = ``BANK``), logged by the
state's single transfer function, so the books can always be checked.
"""

from __future__ import annotations

# The vocabulary lives below this module and below the sentences (see event_kinds.py);
# every name of it is read from here. Event, Transaction and BANK are the kernel's.
from .kernel.event_kinds import EventKind as EventKind, PaymentReason as PaymentReason
from .kernel.events import BANK as BANK, Event as Event, Transaction as Transaction, set_sentences
from .sentences import english_sentence

# Event.text writes U-Build's sentences (the one table, interpreted: formatting a
# sentence is never on the hot path).
set_sentences(english_sentence)
