"""The play view's event sentences stay word for word the same, in English and in Spanish.

``data/event_sentences.json`` holds events as the engine logged them (each with its track
and its number of players) and, for each, the line
:func:`~ubuild_desktop.play.game_words.event_sentence` gives with the English plural forms
installed (as the program runs in English) and with the Spanish translation. The events are
one for each sentence template with each plural form of its counts, and one for each word a
sentence carries (every space and district name, Chance card half, building, payment
reason, way out of jail, money size, list length) that seeded all-computer games on every
built-in track gave: the test rebuilds them from the file, so it ties the wording to
nothing the computer players decide (which events a game logs, and that each has its row,
is tests/engine/test_sentences.py's).

Rewrite the lines only for a deliberate change of wording
(``QT_QPA_PLATFORM=offscreen python -m tests.play.test_event_sentences_golden``); ``--pick``
picks the events from seeded games anew.
"""

from __future__ import annotations

import enum
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.event_kinds import JailEntry, JailExit
from ubuild_desktop.core.engine.kernel.events import Event, EventKind, PaymentReason
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.ubuild.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer
from ubuild_desktop.core.engine.kernel.sentences import COUNTS, SENTENCES, Field, sentence_of
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.language import install_translations
from ubuild_desktop.play import game_words

DATA = Path(__file__).parent / "data" / "event_sentences.json"
LANGUAGES = ("en", "es")
ENUMS: dict[str, type[enum.Enum]] = {e.__name__: e for e in (PaymentReason, JailExit, JailEntry)}

# The traditional game's own kinds, which the file leaves to tests/traditional/test_sentences.py.
TRADITIONAL_KINDS = {
    EventKind.TRAD_CARD_DRAWN, EventKind.JAIL_CARD_KEPT, EventKind.JAIL_CARD_CHANGED_HANDS, EventKind.HOUSE_BUILT,
    EventKind.HOTEL_BUILT, EventKind.BUILDING_SOLD, EventKind.DECLINED_TO_BUY, EventKind.PROPERTY_DEALT,
    EventKind.PLAYER_OUT, EventKind.BUILDING_AUCTION_STARTED, EventKind.BUILDING_AUCTION_WON,
    EventKind.POT_FED, EventKind.INCOME_TAX_CHOSEN, EventKind.TITLE_HANDED_TO_BANK,
}


# ------------------------------------------------------------------ the file's events


def encode(value: Any) -> Any:
    """An event's value as JSON: a tuple as a list, an enum member as {class: value}."""
    if isinstance(value, enum.Enum):
        return {type(value).__name__: value.value}
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    return value


def decode(value: Any) -> Any:
    if isinstance(value, dict):
        ((name, member),) = value.items()
        return ENUMS[name](member)
    if isinstance(value, list):
        return tuple(decode(v) for v in value)
    return value


@cache
def table(track: str, players: int) -> tuple[tuple[str, ...], Any, Game]:
    """A game's player names and rule book, and the game (for its place names)."""
    state = Session(Game.create(load_builtin(track), players), 0).state
    return state.game.players, state.book, state.game


def rebuilt(entry: dict[str, Any]) -> tuple[Event, tuple[str, ...], Game]:
    names, book, game = table(entry["track"], entry["players"])
    data = tuple((key, decode(value)) for key, value in entry["data"])
    return Event(EventKind(entry["kind"]), data, names, book), names, game


def lines(app: QApplication, entries: list[dict[str, Any]]) -> dict[str, list[str | None]]:
    """Each entry's line in each language (listed or not: a turn's banner tells the small ones)."""
    out: dict[str, list[str | None]] = {}
    for language in LANGUAGES:
        translators = install_translations(app, QLocale(language))
        try:
            out[language] = []
            for entry in entries:
                event, players, game = rebuilt(entry)
                # the spaces' names are translated when the view opens, like the play window does
                out[language].append(game_words.event_sentence(event, players, game_words.place_names(game),
                                                               unlisted=True))
        finally:
            for translator in translators:
                app.removeTranslator(translator)
    return out


@pytest.fixture(scope="module")
def recorded() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))
    return entries


@pytest.mark.parametrize("language", LANGUAGES)
def test_event_sentences_are_word_for_word_the_same(qapp: QApplication, recorded: list[dict[str, Any]],
                                                    language: str) -> None:
    got = lines(qapp, recorded)[language]
    wrong = [(entry["kind"], entry[language], line) for entry, line in zip(recorded, got) if line != entry[language]]
    assert not wrong, "\n".join(f"{kind}: {want!r} is now {line!r}" for kind, want, line in wrong)
    assert all(line for line in got)


def test_the_events_show_every_sentence_with_each_plural_form(recorded: list[dict[str, Any]]) -> None:
    shown: set[tuple[str, tuple[bool, ...]]] = set()
    for entry in recorded:
        sentence = sentence_of(rebuilt(entry)[0])
        assert sentence is not None, entry
        shown.add((sentence.template, tuple(value == 1 for _, kind, value in sentence.fields if kind in COUNTS)))
    templates = {template for template, _ in shown}
    for kind, row in SENTENCES.items():
        if kind not in TRADITIONAL_KINDS:
            assert set(row.templates) <= templates, (kind, set(row.templates) - templates)
    # a count of one and of several, for each count of every sentence that counts (blocks,
    # rounds; the action limit is always a game file's 20,000)
    action_limit = SENTENCES[EventKind.ACTION_LIMIT_REACHED].templates[0]
    for template, plural in shown - {(action_limit, (False,))}:
        for n, one in enumerate(plural):
            assert any(t == template and p[n] != one for t, p in shown), (template, plural)
    assert len(recorded) < 400  # a sample of each, not whole games


# ------------------------------------------------------------------ picking the events

# (track, players, seed, round limit): every built-in track, good, simple and random
# players mixed; the last of each track ends by a short round limit.
CASES = tuple((track, players, seed, None) for track in ("starter", "classic", "classic-railroad", "pro")
              for players, seed in ((2, 11), (3, 12), (4, 13))) + tuple(
    (track, 3, 7, 12) for track in ("starter", "classic", "classic-railroad", "pro"))
STRENGTHS = ("good", "simple", "random")
PICK_RULES = WHOLE_TABLE_RULES - 1  # auctions in turn: a pass that leaves the auction ("passed") shows
# Sentences the seeded games do not give: (kind, data) on Starter for two.
BY_HAND: tuple[tuple[EventKind, tuple[tuple[str, Any], ...]], ...] = (
    (EventKind.DECK_READY, (("drawn", False),)),  # a track without bridges
    (EventKind.FIRST_PLAYER, (("player", 1), ("roll_off", False))),  # no roll-off
    (EventKind.PASSED_ON, (("player", 1),)),  # an open auction's pass (today's rules)
    (EventKind.AUCTION_UNSOLD, (("district", "kite-hill"), ("name", "Kite Hill"))),
    (EventKind.ROUND_LIMIT_REACHED, (("rounds", 1),)),
    (EventKind.ACTION_LIMIT_REACHED, (("actions", 20000),)),
    (EventKind.FAIR_START_GIFT, (("player", 1), ("district", "kite-hill"), ("name", "Kite Hill"))),  # a house rule
)
WORDS = {Field.DISTRICT, Field.SPACE, Field.BUILDING, Field.CHANCE, Field.CARD_HALF, Field.JAIL_EXIT}


def novelties(event: Event, track: str) -> set[tuple[Any, ...]]:
    """What ``event`` shows of the wording: its template with the plural form of each count,
    and each word, money size and list length it writes."""
    sentence = sentence_of(event)
    assert sentence is not None, event
    out: set[tuple[Any, ...]] = {
        ("template", sentence.template, tuple(value == 1 for _, kind, value in sentence.fields if kind in COUNTS))}
    for _, kind, value in sentence.fields:
        if kind in WORDS:
            out.add((kind, track if kind is Field.SPACE else "", str(value)))
        elif kind is Field.REASON:
            out.add((kind, str(value[0])))
            if value[1]:
                out.add((Field.DISTRICT, "", value[1]))
        elif kind is Field.MONEY:
            out.add((kind, "k" if abs(value) < 1000 else "M" if value % 1000 == 0 else "M."))
        elif kind is Field.PLAYERS:
            out.add((kind, min(len(value), 3)))
        elif kind is Field.PLAYER:
            out.add((kind, value < 0))  # the bank
    return out


def pick() -> list[dict[str, Any]]:
    """The events of seeded games that show something of the wording no earlier one showed."""
    seen: set[tuple[Any, ...]] = set()
    entries = []
    for track, players, seed, limit in CASES:
        game = Game.create(load_builtin(track), players, rules_version=PICK_RULES) if limit is None else \
            Game.create(load_builtin(track), players, round_limit=limit, rules_version=PICK_RULES)
        session = Session(game, seed)
        seats = [RandomPlayer(seed * 10 + i) if STRENGTHS[(seed + i) % 3] == "random"
                 else make_player(STRENGTHS[(seed + i) % 3], seed * 10 + i) for i in range(players)]
        play_out(session, seats)
        for event in session.state.events:
            new = novelties(event, track) - seen
            if new:
                seen |= new
                entries.append({"track": track, "players": players, "kind": event.kind.value,
                                "data": [[key, encode(value)] for key, value in event.data]})
    return entries + [{"track": "starter", "players": 2, "kind": kind.value,
                       "data": [[key, encode(value)] for key, value in data]} for kind, data in BY_HAND]


def write(app: QApplication, entries: list[dict[str, Any]]) -> None:
    said = lines(app, entries)
    for i, entry in enumerate(entries):
        entry.update({language: said[language][i] for language in LANGUAGES})
    text = ",\n".join(json.dumps(entry, ensure_ascii=False) for entry in entries)
    DATA.write_text(f"[\n{text}\n]\n", encoding="utf-8")


if __name__ == "__main__":  # rewrite the golden file (a deliberate change of wording only)
    application = QApplication.instance() or QApplication(sys.argv)
    write(application, pick() if "--pick" in sys.argv else json.loads(DATA.read_text(encoding="utf-8")))
    sys.exit(0)
