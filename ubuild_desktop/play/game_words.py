"""Words the play view shows: engine events as translated sentences, district cards.

The engine's events carry structured facts; here they become sentences through
``QCoreApplication.translate`` so the whole view can be translated. Money is always
written in the user's language, an event's the way of its rule set
(:func:`~ubuild_desktop.words.money_for`: U-Build's $k or the traditional game's whole units), district and
group names and Chance texts go through :mod:`ubuild_desktop.words` too. Every player's name goes
in through :mod:`~ubuild_desktop.core.usertext` (isolated, elided; escaped where the
result is rich text), never as it was typed.
"""

from __future__ import annotations

from html import escape
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ubuild_desktop.core.engine.kernel.events import BANK, Event
from ubuild_desktop.core.engine.kernel.refusals import Refusal
from ubuild_desktop.core.engine.kernel.records import Debt
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.engine.kernel.events import EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.sentences import (
    COUNTS, NAME_LIST, REASONS, THE_BANK, WORDS, Field, card_text, english_word, sentence_of)
from ubuild_desktop.core.limits import MAX_SPACE_NAME_LENGTH
from ubuild_desktop.core.usertext import shown
from ubuild_desktop import words
from ubuild_desktop.words import chance_text, district_name, trad_card_text

from .plugin import rules_for, rules_in_force


def event_words(template: str) -> str:
    """One of core's event words or sentence templates, translated (context "Events": core
    marks every one with QT_TRANSLATE_NOOP in the one table, ``core/engine/kernel/sentences.py``,
    and its rule sets' rows)."""
    return QCoreApplication.translate("Events", template)


def counted(phrase: str, n: int) -> str:
    """A count field's phrase (``sentences.COUNTS``: ``words.Counted``'s source texts,
    context "Counted") for ``n``, with its plural form."""
    return QCoreApplication.translate("Counted", phrase, None, n)


class PlaceNames:
    """What a game's places are called in the user's language: **the one place** the play
    view chooses a space's or a property's name (:func:`place_names` makes it for a game).

    U-Build's districts go by the translation of their cards' English names, its other
    spaces by their kind; a square board's spaces by the board's own names, in the language
    they show in (``name_es`` in Spanish, :func:`~ubuild_desktop.words.board_names_in_spanish`),
    as the user's text they are (:func:`~ubuild_desktop.core.usertext.shown`). The engine's
    events name both by the English (a property's ``name``, a move's space index)."""

    def __init__(self, spaces: tuple[str, ...] = (), properties: dict[str, str] | None = None) -> None:
        self.spaces = spaces
        """Every space's name, in playing order."""
        self._properties = properties  # a square board's: English name -> shown name

    def space(self, index: object, english: str) -> str:
        """Space ``index``'s name (``english``, the engine's, for an index it does not know)."""
        return self.spaces[index] if isinstance(index, int) and 0 <= index < len(self.spaces) else english

    def property(self, english: str) -> str:
        """A property's name (a district, or a square board's street, station or utility) by
        its English name, as the engine's events give it."""
        if self._properties is None:
            return district_name(english)
        return self._properties.get(english, shown(english, MAX_SPACE_NAME_LENGTH))


U_BUILD_NAMES = PlaceNames()
"""The names of a game without its spaces at hand: U-Build's districts."""


def place_names(game: Any) -> PlaceNames:
    """The :class:`PlaceNames` of ``game`` (any rule set's: its play view's ``place_names``)."""
    names: PlaceNames = rules_for(game).place_names(game)
    return names


def reason_words(reason: tuple[PaymentReason, str | None], names: PlaceNames = U_BUILD_NAMES) -> str:
    """A payment reason, translated: (member, the property's English name or None) -> the
    member's words, with the property's name (``names``) where it has one."""
    member, name = reason
    return event_words(REASONS[member].template).format(name=names.property(name or "") if name else "")


def debt_reason(state: Any, debt: Debt) -> str:
    """Why ``debt`` is owed, translated ("rent for Kite Hill", "jail fine"), in either rule set."""
    name = state.book.property_name(state, debt.about) if debt.about >= 0 else None
    return reason_words((debt.reason, name), place_names(state.game))


def dice_count(game: Any) -> int:
    """How many dice ``game`` rolls."""
    return rules_for(game).dice_count(game)


def property_name(state: Any, property_id: str) -> str:
    """A property's name in the user's language: a district's translated name, or a square
    board's space name (the board's English or Spanish)."""
    return rules_for(state).property_name(state, property_id)


def refusal_words(state: Any, why: Refusal | BaseException | None) -> str:
    """Why the engine refuses an action (``State.why_illegal``'s :class:`Refusal`, or an
    ``IllegalActionError``), in the user's language, naming the game's places as the play
    view does (:func:`property_name`); "" for None (no refusal). A refused action's reason
    alone: the player knows what they asked, and the action's text is the saved files'."""
    if why is None:
        return ""
    refusal = getattr(why, "refusal", None) or why
    return words.refusal_text(refusal, lambda property_id: property_name(state, property_id))


def jail_card_words() -> str:
    """A get-out-of-jail card, as a deal names it."""
    return QCoreApplication.translate("Play", "a get-out-of-jail card")


def deck_name(deck: str) -> str:
    """The name of a traditional game's deck ("chance" or "chest"), translated."""
    return (QCoreApplication.translate("Play", "Chance") if deck == "chance"
            else QCoreApplication.translate("Play", "Community Chest"))


def word(kind: Field, value: Any) -> str:
    """A word field of an event's sentence (how a player left jail, a rule set's building
    or card half...), translated: its English word (the table's ``WORDS``, each rule set's
    own), in context "Events"."""
    return event_words(english_word(kind, value))


def name_list(names: list[str]) -> str:
    """Names joined for a sentence: "Ana", "Ana and Bo", "Ana, Bo and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return event_words(NAME_LIST).format(names=", ".join(names[:-1]), last=names[-1])


def space_name(game: Any, index: int) -> str:
    """The name of space ``index`` of ``game``'s board: on a track the district's, or the
    translated kind; on a square board the space's own name in the user's language."""
    return rules_for(game).space_name(game, index)


def event_sentence(event: Event, players: tuple[str, ...], names: PlaceNames = U_BUILD_NAMES,
                   unlisted: bool = False) -> str | None:
    """The log line for ``event`` as plain text (None for events too small to list, unless
    ``unlisted``: a turn's banner tells "Bo ended the turn"); player names are
    :func:`~ubuild_desktop.core.usertext.shown`, so escape the line for rich text.

    The sentence is core's (:func:`~ubuild_desktop.core.engine.kernel.sentences.sentence_of`: one
    table for every event kind); here its template is translated and each field written
    in the user's language, spaces and properties by ``names`` (the game's
    :func:`place_names`)."""
    sentence = sentence_of(event)
    if sentence is None:
        return event.text
    if not sentence.listed and not unlisted:
        return None
    write_money = words.money_for(event.book)  # the rule set's money

    def player(p: Any) -> str:
        if p is None:
            return "?"
        if p == BANK:
            return event_words(THE_BANK)
        return shown(players[p]) if 0 <= p < len(players) else f"#{p}"

    def write(kind: Field, value: Any) -> str:
        if kind is Field.PLAYER:
            return player(value)
        if kind is Field.PLAYERS:
            return name_list([shown(players[p]) for p in value if 0 <= p < len(players)])
        if kind is Field.MONEY:
            return write_money(value)
        if kind is Field.DICE:
            return " + ".join(str(v) for v in value)
        if kind is Field.DISTRICT:
            return names.property(str(value))
        if kind is Field.SPACE:
            index, english = value
            return names.space(index, str(english))
        if kind is Field.CHANCE:
            return chance_text(str(value))
        if kind in WORDS:
            return word(kind, value)
        if kind is Field.REASON:
            return reason_words(value, names)
        if kind is Field.TRAD_CARD:
            return trad_card_words(value[0], value[1], event.book)
        if kind in COUNTS:
            return counted(COUNTS[kind], int(value))
        return str(value)  # NUMBER, CARD

    return event_words(sentence.template).format(
        **{name: write(kind, value) for name, kind, value in sentence.fields})


def trad_card_words(text: str, amounts: tuple[int, int, int], book: Any) -> str:
    """A traditional game card's text (its English template, ``TradCard.text``) in the
    user's language, its amounts (``amount``, ``house``, ``hotel``) in the money of ``book``."""
    return card_text(trad_card_text(text), amounts, words.money_for(book))


def _ink(colour: str) -> str:
    c = colour.lstrip("#")
    try:
        r, g, b = int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
    except ValueError:
        return "#000000"
    return "#1b1b1b" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def ink_for(colour: str) -> str:
    return _ink(colour)


def places_text(amounts: tuple[int, ...], write: Callable[[int], str], gifts: tuple[str, ...] = ()) -> str:
    """"place 1: $0 · place 2: +$300k · place 3: +$500k and Kite Hill": what each place in
    the turn order gets from a Fair start (``write``: the rule set's money; ``gifts``: the
    names of the districts or properties the places start with, "" for none)."""
    from ubuild_desktop.charts.fair_table import got_text

    return " · ".join(
        QCoreApplication.translate("FairStart", "place {place}: {amount}").format(
            place=k + 1, amount=got_text(a, gifts[k] if k < len(gifts) else "", write))
        for k, a in enumerate(amounts))


def house_rules(game: Any) -> list[str]:
    """The rules in force for ``game``, one sentence each (shown before starting): its rule
    set's play view's ``rules_in_force``."""
    return rules_in_force(rules_for(game), game)


def roll_off_status(state: State) -> str:
    """The roll-off in rich text for the turn panel, in the log's words: where it stands
    (who rolls, a tie, or, on the first player's first turn, who rolled highest and
    starts), then the rolls of this round."""
    players = state.game.players
    head: Event | None = None
    rolls: list[Event] = []
    for event in state.events:  # asked only at the start of a game: a few dozen events
        kind = event.kind
        if kind in (EventKind.ROLL_OFF_STARTED, EventKind.ROLL_OFF_TIED):
            head, rolls = event, []
        elif kind == EventKind.ROLL_OFF_ROLLED:
            rolls.append(event)
        elif kind == EventKind.FIRST_PLAYER:
            head = event
            break
    lines = (event_sentence(e, players) for e in ([head] if head is not None else []) + rolls)
    return "<br>".join(escape(line) for line in lines if line)


def end_reason(state: State) -> str:
    """Why the game ended, as rich text (the name in it escaped), for the end of the game
    and the ranking screen (its rule set's play view's ``end_reason``)."""
    reason: str = rules_for(state).end_reason(state)
    return reason
