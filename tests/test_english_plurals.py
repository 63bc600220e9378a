"""The English plural forms ``make translations`` writes for "%n thing(s)" texts."""

from __future__ import annotations

import pytest

from scripts.english_plurals import english_forms, fill


@pytest.mark.parametrize(("source", "forms"), [
    ("%n block(s)", ("%n block", "%n blocks")),
    ("%n box(es) left", ("%n box left", "%n boxes left")),
    ("%n propert(y/ies)", ("%n property", "%n properties")),
    ("With %n utility(ies)", ("With %n utility", "With %n utilities")),
    ("%n move(s) and %n propert(y/ies)", ("%n move and %n property", "%n moves and %n properties")),
])
def test_english_forms(source: str, forms: tuple[str, str]) -> None:
    assert english_forms(source) == forms


def test_only_unfinished_messages_are_filled() -> None:
    text = ('<message numerus="yes"><source>%n city(ies)</source>\n'
            '<translation type="unfinished"><numerusform></numerusform></translation></message>\n'
            '<message numerus="yes"><source>%n bus(es)</source>\n'
            '<translation><numerusform>%n bus</numerusform><numerusform>%n buses!</numerusform></translation></message>')
    filled = fill(text)
    assert "<numerusform>%n city</numerusform>" in filled and "<numerusform>%n cities</numerusform>" in filled
    assert "%n buses!" in filled and 'type="unfinished"' not in filled
