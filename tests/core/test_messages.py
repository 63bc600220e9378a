"""core/messages.one_line: any text made one short readable line."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from ubuild_desktop.core.limits import MAX_MESSAGE_CHARS
from ubuild_desktop.core.messages import one_line


def test_control_and_invisible_characters_show_as_escapes() -> None:
    assert one_line("a\nb\r\tc\x1b[31m\u202ed\u2066e\x00") == "a\\nb\\r\\tc\\x1b[31m\\u202ed\\u2066e\\x00"
    assert one_line("Kite Hill: $1M — ok") == "Kite Hill: $1M — ok"


def test_a_long_message_is_cut_in_the_middle_keeping_both_ends() -> None:
    text = "/data/" + "x" * 200_000 + ": not a game file"
    line = one_line(text)
    assert len(line) == MAX_MESSAGE_CHARS and "…" in line
    assert line.startswith("/data/xxx") and line.endswith(": not a game file")
    assert one_line("\n" * 1000, 10) == "\\n\\n\\…\\n\\n"


@given(st.text(), st.integers(min_value=1, max_value=400))
def test_any_text_gives_one_short_line(text: str, limit: int) -> None:
    line = one_line(text, limit)
    assert len(line) <= limit
    assert not any(unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp") for ch in line)
    if len(text) <= limit and text.isprintable():
        assert line == text
