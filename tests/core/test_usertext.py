"""User text made safe to show: letters not markup, isolated, elided, no control characters."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ubuild_desktop.core.limits import MAX_NAME_LENGTH
from ubuild_desktop.core.usertext import ELLIPSIS, FSI, NAME_SHOWN, PDI, initial, shown, shown_html


def test_markup_is_escaped_for_rich_text_and_left_as_letters_in_plain_text() -> None:
    name = "<b>Ana</b><img src=x><a href='y'>&</a>"
    assert shown(name, 100) == name
    assert shown_html(name, 100) == "&lt;b&gt;Ana&lt;/b&gt;&lt;img src=x&gt;&lt;a href=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;"


def test_right_to_left_text_and_overrides_are_isolated() -> None:
    assert shown("\u202eBo") == FSI + "\u202eBo" + PDI
    assert shown("שרה") == FSI + "שרה" + PDI
    assert shown("Ana Bo-2 (x)") == "Ana Bo-2 (x)"  # left-to-right and neutrals: nothing to isolate


def test_a_stray_isolate_in_a_name_cannot_close_or_leave_open_the_isolate() -> None:
    assert shown("\u2069\u202eBo") == FSI + "\u202eBo" + PDI  # the stray PDI is dropped
    assert shown("\u2067Bo") == FSI + "\u2067Bo" + PDI + PDI  # its own isolate closed first


def test_long_text_is_elided_and_controls_are_replaced() -> None:
    assert shown("W" * 10_000) == "W" * (NAME_SHOWN - 1) + ELLIPSIS
    assert shown("W" * NAME_SHOWN) == "W" * NAME_SHOWN
    assert shown("a\nb\x1b[31m\u2028c") == "a\ufffdb\ufffd[31m\ufffdc"
    assert NAME_SHOWN == MAX_NAME_LENGTH


def test_the_pawn_initial_is_the_first_visible_letter() -> None:
    assert initial("ana") == "A"
    assert initial("\u202e\u2068 bo") == "B"
    assert initial("\u202e") == "?"


@given(st.text(max_size=200))
def test_any_name_shows_balanced_bounded_and_without_markup(name: str) -> None:
    text = shown(name)
    assert len(text) <= NAME_SHOWN + 2 + NAME_SHOWN  # isolates, and at most one PDI per opener
    assert not any(ch in text for ch in "\n\r\x00\x1b")
    depth = 0
    for ch in text:  # every isolate opened is closed, none closed that was not opened
        depth += ch in "\u2066\u2067\u2068"
        depth -= ch == PDI
        assert depth >= 0
    assert depth == 0
    html = shown_html(name)
    assert "<" not in html and ">" not in html
