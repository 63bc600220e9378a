"""Messages about the user's files made fit to show: one line, shortened, control characters escaped.

An error message can carry a file's name or a piece of its content, which may hold
newlines, terminal escapes, bidirectional overrides or a hundred thousand characters.
:func:`one_line` turns any such text into one readable line before it is shown.
"""

from __future__ import annotations

import unicodedata
from typing import Final

from .limits import MAX_MESSAGE_CHARS

ELLIPSIS: Final = "…"


def _escaped(ch: str) -> str:
    # Control characters (newlines, ESC...), the invisible formatting ones (bidirectional
    # overrides and isolates, zero-width marks), lone surrogates, private and unassigned
    # code points, line and paragraph separators show as their Python escape: \n, \x1b, \u202e.
    category = unicodedata.category(ch)
    if category[0] == "C" or category in ("Zl", "Zp"):
        return ch.encode("unicode_escape", "backslashreplace").decode("ascii")
    return ch


def one_line(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` on one line with its control characters escaped, cut in the middle (``…``)
    to at most ``limit`` characters, so that both a file's name at the start and the
    reason at the end stay."""
    if len(text) > 4 * limit:  # never escape more than can be shown
        text = text[: 2 * limit] + text[-2 * limit:]
        cut = True
    else:
        cut = False
    line = "".join(_escaped(ch) for ch in text)
    if len(line) > limit or cut:
        keep = max(0, limit - len(ELLIPSIS))
        head, tail = (keep + 1) // 2, keep // 2
        line = line[:head] + ELLIPSIS + (line[len(line) - tail:] if tail else "")
    return line
