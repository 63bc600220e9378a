"""User-provided text (player and track names) made safe to show.

A name is shown as the user typed it, and nothing in it may change what is around it:

- as plain text, never markup: :func:`shown_html` escapes it for rich text (labels,
  tooltips, the log's HTML), so ``<b>`` or ``<img>`` in a name are letters;
- inside Unicode isolates (FSI ... PDI, U+2068/U+2069), so a right-to-left name, or a
  right-to-left override in it, never reorders the words next to it; the name's own
  isolates are balanced first, so a stray PDI in it cannot close the isolate early. A
  name of only left-to-right letters, digits and neutrals cannot reorder anything in the
  program's languages (English, Spanish: left to right), so it is left as it is: titles,
  the saved log and copied text stay free of invisible characters;
- control characters and line breaks (a newline, an ESC, U+2028) shown as U+FFFD;
- elided with "…" past a display length, so no window or list grows with a long name.

Plain-text targets (a ``QLabel`` in plain text, a window title, a list item) take
:func:`shown`; rich-text targets take :func:`shown_html`; the commands' output on a
terminal takes :func:`terminal` (every unprintable character escaped). Pure Python: the play view,
the editor, the viewer and Home all call it.
"""

from __future__ import annotations

import unicodedata
from html import escape
from typing import Final

from .limits import MAX_NAME_LENGTH

FSI: Final = "\u2068"  # first strong isolate
PDI: Final = "\u2069"  # pop directional isolate
_OPENERS: Final = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
# Bidirectional classes that never change the order of the text around them in a
# left-to-right paragraph: left-to-right letters, European digits and their signs, neutrals.
_CALM: Final = frozenset({"L", "EN", "ES", "ET", "CS", "WS", "ON", "B", "S", "NSM", "BN"})
ELLIPSIS: Final = "\u2026"
_BREAKS: Final = frozenset({"Cc", "Zl", "Zp"})  # control characters, line and paragraph separators
_INVISIBLE: Final = frozenset({"Cc", "Cf", "Zl", "Zp"})  # controls and formats (ZWSP, ZWJ, LRM...)

NAME_SHOWN: Final = MAX_NAME_LENGTH
"""Characters of a player's name shown (a longer one, from an older file or a program, is elided)."""
TRACK_NAME_SHOWN: Final = 48
"""Characters of a track's name shown in a title or a label."""


def _balanced(text: str) -> str:
    """``text`` with every isolate it opens closed and every PDI it does not open dropped."""
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch in _OPENERS:
            depth += 1
        elif ch == PDI:
            if depth == 0:
                continue
            depth -= 1
        out.append(ch)
    return "".join(out) + PDI * depth


def shown(text: str, limit: int = NAME_SHOWN) -> str:
    """``text`` as plain text to show: control characters replaced, elided to ``limit``
    characters (the last one an ellipsis), wrapped in Unicode isolates if it holds any
    right-to-left or bidirectional formatting character."""
    clean = "".join("\ufffd" if unicodedata.category(ch) in _BREAKS else ch for ch in text[: limit + 1])
    if len(clean) > limit:
        clean = clean[: max(0, limit - 1)] + ELLIPSIS
    if all(unicodedata.bidirectional(ch) in _CALM for ch in clean):
        return clean
    return FSI + _balanced(clean) + PDI


def shown_html(text: str, limit: int = NAME_SHOWN) -> str:
    """:func:`shown` escaped for rich text: ``<``, ``>``, ``&`` and quotes are letters."""
    return escape(shown(text, limit))


_NO_BREAK_SPACES = "\u00a0\u202f"  # printable to a person, though not to str.isprintable


def terminal(text: str) -> str:
    """``text`` to print on a terminal (the commands' output, stdout and stderr): every
    character that is not printable (ESC, BEL, CR, LF, NUL, bidirectional controls, a
    zero-width space) written as its escape (``\\x1b``, ``\\n``, ``\\u200b``), so a name
    from a file can neither move the cursor, ring the bell, start a line nor reorder one.
    A no-break space (Spanish money: "10 mil $") is a space, kept as it is."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in _NO_BREAK_SPACES else c.encode("unicode_escape").decode("ascii") for c in text)


def name_key(name: str) -> str:
    """What two names are compared by, to tell players apart: the name in Unicode's
    compatibility form (NFKC) without its invisible characters (zero-width spaces and
    joiners, bidirectional marks, controls: what shows nothing) and with its spaces
    collapsed, so "A" and "A" plus a zero-width space are the same name, and a name of
    nothing visible is blank ("")."""
    kept = "".join(ch for ch in unicodedata.normalize("NFKC", name) if unicodedata.category(ch) not in _INVISIBLE)
    return " ".join(kept.split())


def initial(name: str) -> str:
    """The letter a player's pawn shows: the name's first visible character, upper case
    ("?" if it has none); never a control or formatting character such as an override."""
    for ch in name:
        if unicodedata.category(ch)[0] not in "CZ":
            return ch.upper()
    return "?"
