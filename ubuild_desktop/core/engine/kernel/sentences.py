"""The one table of event sentences, every rule set's: for each event kind, its
template(s) and fields.

An event (:class:`~.events.Event`) carries facts, not words. :func:`sentence_of` turns
one into a :class:`Sentence`: an English template with ``{named}`` fields (marked for
translation in context "Events"), the fields' values each with its :class:`Field` kind
(a player index, an amount of money, a district's name, a count...), and whether a game's
log lists it at all. Two renderers fill the same sentence:

- :func:`english_sentence` in plain English (``Event.text``: the command line, saved
  logs, tests; given to :mod:`.events` here, with ``set_sentences``);
- the play view's ``game_words.event_sentence``, which translates the template with
  ``QCoreApplication.translate("Events", template)`` and writes each field its own way
  (shown player names, money in the user's language, translated names, plural forms).

The table holds the rows every rule set shares (rolls, moves, buying, auctions, rent,
money, mortgages, debts, deals, the end); each rule set adds its own once, when its
package is imported (:func:`add_rows`: U-Build's ``ubuild/sentences.py``, the traditional
game's ``traditional/sentences.py``): its event kinds' rows, its payment reasons' words
(:data:`REASONS`) and its word fields' English words (:data:`WORDS`, such as U-Build's
building names). Payment reasons are :class:`~.event_kinds.PaymentReason` members; a
payment about a district carries the district's name (``name``).

Not compiled (the sentences are formatted only when asked for, never on the hot path).
No Qt here: templates are marked with :func:`~ubuild_desktop.core.i18n.QT_TRANSLATE_NOOP`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any, Final, NamedTuple, Protocol

from ...i18n import QT_TRANSLATE_NOOP
from .event_kinds import BANK, EventKind, JailExit, PaymentReason
from .events import set_sentences


class EventFacts(Protocol):
    """What a sentence is made from: an :class:`~.events.Event` (this module sits above
    :mod:`.events`, whose ``Event.text`` it writes, so it names the fields it reads)."""

    @property
    def kind(self) -> str: ...

    @property
    def data(self) -> tuple[tuple[str, Any], ...]: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def book(self) -> Any: ...


class Field(StrEnum):
    """How a sentence's field is written; the value each kind holds."""

    PLAYER = "player"  # a player index, or BANK
    PLAYERS = "players"  # a tuple of player indices, written "A, B and C"
    MONEY = "money"  # an amount of the rule set's money (U-Build's in $k; see money_writer)
    NUMBER = "number"  # an int written as it is (a die total)
    DICE = "dice"  # a tuple of die values, written "3 + 4"
    DISTRICT = "district"  # a district card's (English) name
    SPACE = "space"  # (space index, the space's English name)
    BUILDING = "building"  # a key of BUILDINGS (a named hazard, a bonus building, a kind)
    CHANCE = "chance"  # a Chance card half's (English) text
    CARD_HALF = "card_half"  # "up" or "down": which half of a Chance card
    JAIL_EXIT = "jail_exit"  # a JailExit member (its words: JAIL_EXITS)
    REASON = "reason"  # (PaymentReason, the district's name or None)
    CARD = "card"  # a Chance card's id
    TRAD_CARD = "trad_card"  # (a traditional game card's English text, context "TraditionalCards"; its amounts)
    # counts, written with a plural form (COUNTS)
    ROUNDS = "rounds"
    ACTIONS = "actions"
    RESIDENTIAL_BLOCKS = "residential_blocks"
    INDUSTRIAL_BLOCKS = "industrial_blocks"


# A count field's phrase, with Qt's ``%n``: the source texts of ``words.Counted``
# (context "Counted", where lupdate sees them with their plural forms).
COUNTS: Final[dict[Field, str]] = {
    Field.ROUNDS: "%n round(s)",
    Field.ACTIONS: "%n action(s)",
    Field.RESIDENTIAL_BLOCKS: "%n residential block(s)",
    Field.INDUSTRIAL_BLOCKS: "%n industrial block(s)",
}

# Words inside sentences, context "Events".
THE_BANK: Final = QT_TRANSLATE_NOOP("Events", "the bank")
NAME_LIST: Final = QT_TRANSLATE_NOOP("Events", "{names} and {last}")

# How a player left jail, by the ``how`` of a ``left_jail`` event.
JAIL_EXITS: Final[dict[str, str]] = {
    JailExit.PAID_THE_FINE: QT_TRANSLATE_NOOP("Events", "paid the fine"),
    JailExit.ROLLED_A_DOUBLE: QT_TRANSLATE_NOOP("Events", "rolled a double"),
    JailExit.ROLLED_A_6: QT_TRANSLATE_NOOP("Events", "rolled a 6"),
    JailExit.THIRD_FAILED_ROLL: QT_TRANSLATE_NOOP("Events", "third failed roll: pays the fine"),
    JailExit.USED_A_CARD: QT_TRANSLATE_NOOP("Events", "used a get-out-of-jail card"),
}

#: A word field's English word by its value (context "Events"; the play view translates
#: it): how a player left jail here, and each rule set's own (:func:`add_rows`).
WORDS: Final[dict[Field, Callable[[Any], str]]] = {
    Field.JAIL_EXIT: lambda how: JAIL_EXITS.get(str(how), str(how)),
}


def english_word(kind: Field, value: Any) -> str:
    """A word field's English word (:data:`WORDS`), the value as it is when no rule set gave one."""
    word = WORDS.get(kind)
    return str(value) if word is None else word(value)


# ------------------------------------------------------------------ payment reasons


class Reason(NamedTuple):
    """A payment reason's words: ``template`` (``{name}``: the district's, for the reasons
    about one) and ``told`` (another event already tells the payment, so a log lists no
    ``money_moved`` line for it: a purchase, rent, blocks, a mortgage, a deal...)."""

    template: str
    told: bool


#: The words of each payment reason: those every rule set pays for, then each rule set's
#: own (:func:`add_rows`).
REASONS: Final[dict[PaymentReason, Reason]] = {
    PaymentReason.SALARY: Reason(QT_TRANSLATE_NOOP("Events", "salary"), False),
    PaymentReason.JAIL_FINE: Reason(QT_TRANSLATE_NOOP("Events", "jail fine"), False),
    PaymentReason.CHANCE: Reason(QT_TRANSLATE_NOOP("Events", "Chance"), False),
    PaymentReason.BANKRUPTCY: Reason(QT_TRANSLATE_NOOP("Events", "bankruptcy"), False),
    PaymentReason.DEAL: Reason(QT_TRANSLATE_NOOP("Events", "deal"), True),
    PaymentReason.MORTGAGE: Reason(QT_TRANSLATE_NOOP("Events", "mortgage"), True),
    PaymentReason.MORTGAGE_REPAID: Reason(QT_TRANSLATE_NOOP("Events", "mortgage repaid"), True),
    PaymentReason.RENT: Reason(QT_TRANSLATE_NOOP("Events", "rent for {name}"), True),
    PaymentReason.BOUGHT: Reason(QT_TRANSLATE_NOOP("Events", "bought {name}"), True),
    PaymentReason.AUCTION: Reason(QT_TRANSLATE_NOOP("Events", "auction for {name}"), True),
    PaymentReason.FAIR_START: Reason(QT_TRANSLATE_NOOP("Events", "Fair start"), False),
}

# ------------------------------------------------------------------ the sentences

FieldValues = tuple[tuple[str, Field, Any], ...]


class Kind(NamedTuple):
    """One event kind's row: its templates (the variants; context "Events"), the function
    that picks a variant and gives the fields from the event's data, and whether a game's
    log lists it (``False``: too small to list; a ``money_moved`` also goes unlisted when
    its reason is ``told`` by another event, see :data:`REASONS`)."""

    templates: tuple[str, ...]
    fill: Callable[[dict[str, Any]], tuple[int, FieldValues]]
    listed: bool = True


def who_field(d: dict[str, Any], key: str = "player") -> tuple[str, Field, Any]:
    return ("who", Field.PLAYER, d.get(key))


def fill_player(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (who_field(d),)


def _money_moved(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (("payer", Field.PLAYER, d.get("payer")), ("payee", Field.PLAYER, d.get("payee")),
               ("amount", Field.MONEY, d["amount"]), ("reason", Field.REASON, (PaymentReason(d["reason"]), d.get("name"))))


def _roll_off_rolled(d: dict[str, Any]) -> tuple[int, FieldValues]:
    if len(d["dice"]) == 1:
        return 0, (who_field(d), ("total", Field.NUMBER, d["total"]))
    return 1, (who_field(d), ("dice", Field.DICE, d["dice"]), ("total", Field.NUMBER, d["total"]))


def _moved(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (who_field(d), ("space", Field.SPACE, (d.get("to"), str(d.get("to_name", "")))))


def fill_with_name(*more: tuple[str, str, Field]) -> Callable[[dict[str, Any]], tuple[int, FieldValues]]:
    """A fill of ``who`` (the event's player) and ``name`` (its district), then ``more``
    (field, data key, kind)."""
    def fill(d: dict[str, Any]) -> tuple[int, FieldValues]:
        return 0, (who_field(d), ("name", Field.DISTRICT, d["name"])) + tuple((f, kind, d.get(key)) for f, key, kind in more)
    return fill


def _rent_due(d: dict[str, Any]) -> tuple[int, FieldValues]:
    """Rent paid at once ("paid"), or owed by a player short of cash (a ``debt`` event follows)."""
    fill = fill_with_name(("owner", "owner", Field.PLAYER), ("amount", "amount", Field.MONEY))
    return 0 if d.get("paid") else 1, fill(d)[1]


def fill_fields(*fields: tuple[str, str, Field]) -> Callable[[dict[str, Any]], tuple[int, FieldValues]]:
    """A fill of ``fields`` (field, data key, kind), one template."""
    def fill(d: dict[str, Any]) -> tuple[int, FieldValues]:
        return 0, tuple((f, kind, d.get(key)) for f, key, kind in fields)
    return fill


def fill_nothing(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, ()


_E: Final = EventKind

#: The one table of event sentences: the rows every rule set shares, then each rule set's
#: own (:func:`add_rows`): every kind the engines emit.
SENTENCES: Final[dict[EventKind, Kind]] = {
    _E.DECK_CARD: Kind((QT_TRANSLATE_NOOP("Events", "Card {card} shuffled into the Chance pile"),),
                       fill_fields(("card", "card", Field.CARD)), listed=False),
    _E.DECK_READY: Kind((QT_TRANSLATE_NOOP("Events", "The Chance pile is shuffled. Let's play!"),
                         QT_TRANSLATE_NOOP("Events", "Let's play!")),  # a track without bridges draws no Chance card
                        lambda d: (0 if d.get("drawn", True) else 1, ())),
    _E.ROLL_OFF_STARTED: Kind((
        QT_TRANSLATE_NOOP("Events", "Who starts? Everyone rolls the die: the highest roller starts"),
        QT_TRANSLATE_NOOP("Events", "Who starts? Everyone rolls both dice: the highest roller starts")),
        lambda d: (0 if d.get("dice") == 1 else 1, ())),
    _E.ROLL_OFF_ROLLED: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} rolled {total}"),
        QT_TRANSLATE_NOOP("Events", "{who} rolled {dice} = {total}")), _roll_off_rolled),
    _E.ROLL_OFF_TIED: Kind((QT_TRANSLATE_NOOP("Events", "{names} tied with {total}: they roll again"),),
                           fill_fields(("names", "players", Field.PLAYERS), ("total", "total", Field.NUMBER))),
    _E.FIRST_PLAYER: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} starts"),
        QT_TRANSLATE_NOOP("Events", "{who} rolled highest and starts")),
        lambda d: (1 if d.get("roll_off") else 0, (who_field(d),))),
    _E.TURN_STARTED: Kind((QT_TRANSLATE_NOOP("Events", "— {who}'s turn —"),), fill_player),
    _E.TURN_ENDED: Kind((QT_TRANSLATE_NOOP("Events", "{who} ended the turn"),), fill_player, listed=False),
    _E.ROLLED: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} rolled {dice}"),
        QT_TRANSLATE_NOOP("Events", "{who} rolled {dice} (a double)")),
        lambda d: (1 if d.get("double") else 0, (who_field(d), ("dice", Field.DICE, d["dice"])))),
    _E.MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{who} landed on {space}"),), _moved),
    _E.PASSED_GO: Kind((QT_TRANSLATE_NOOP("Events", "{who} passed GO"),), fill_player),
    _E.JAILED: Kind((QT_TRANSLATE_NOOP("Events", "{who} went to jail"),), fill_player),
    _E.LEFT_JAIL: Kind((QT_TRANSLATE_NOOP("Events", "{who} left jail ({how})"),),
                       fill_fields(("who", "player", Field.PLAYER), ("how", "how", Field.JAIL_EXIT))),
    _E.STAYED_IN_JAIL: Kind((QT_TRANSLATE_NOOP("Events", "{who} stays in jail"),), fill_player),
    _E.BOUGHT: Kind((QT_TRANSLATE_NOOP("Events", "{who} bought {name} for {price}"),), fill_with_name(("price", "price", Field.MONEY))),
    _E.AUCTION_STARTED: Kind((QT_TRANSLATE_NOOP("Events", "{name} is up for auction"),), fill_fields(("name", "name", Field.DISTRICT))),
    _E.BID: Kind((QT_TRANSLATE_NOOP("Events", "{who} bid {amount}"),),
                 fill_fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY))),
    _E.PASSED: Kind((QT_TRANSLATE_NOOP("Events", "{who} left the auction"),), fill_player),
    _E.PASSED_ON: Kind((QT_TRANSLATE_NOOP("Events", "{who} passed"),), fill_player),
    _E.AUCTION_WON: Kind((QT_TRANSLATE_NOOP("Events", "{who} won {name} for {amount}"),), fill_with_name(("amount", "amount", Field.MONEY))),
    _E.AUCTION_UNSOLD: Kind((QT_TRANSLATE_NOOP("Events", "Nobody bought {name}"),), fill_fields(("name", "name", Field.DISTRICT))),
    _E.RENT_DUE: Kind((QT_TRANSLATE_NOOP("Events", "{who} paid {owner} {amount} rent for {name}"),
                       QT_TRANSLATE_NOOP("Events", "{who} owes {owner} {amount} rent for {name}")), _rent_due),
    _E.MONEY_MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{payer} paid {payee} {amount} ({reason})"),), _money_moved),
    _E.MORTGAGED: Kind((QT_TRANSLATE_NOOP("Events", "{who} mortgaged {name} for {value}"),), fill_with_name(("value", "value", Field.MONEY))),
    _E.UNMORTGAGED: Kind((QT_TRANSLATE_NOOP("Events", "{who} lifted the mortgage on {name} for {value}"),),
                         fill_with_name(("value", "value", Field.MONEY))),
    _E.DEBT: Kind((QT_TRANSLATE_NOOP("Events", "{who} must raise {amount} to pay {creditor}"),),
                  fill_fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY), ("creditor", "creditor", Field.PLAYER))),
    _E.DEBT_PAID: Kind((QT_TRANSLATE_NOOP("Events", "{who} paid the debt of {amount} to {creditor}"),),
                       lambda d: (0, (who_field(d), ("amount", Field.MONEY, d.get("amount", 0)), ("creditor", Field.PLAYER, d.get("creditor"))))),
    _E.BANKRUPT: Kind((QT_TRANSLATE_NOOP("Events", "{who} went bankrupt to {creditor}"),),
                      fill_fields(("who", "player", Field.PLAYER), ("creditor", "creditor", Field.PLAYER))),
    _E.DEAL_PROPOSED: Kind((QT_TRANSLATE_NOOP("Events", "{a} offered {b} a deal"),),
                           fill_fields(("a", "proposer", Field.PLAYER), ("b", "partner", Field.PLAYER))),
    _E.DEAL_ACCEPTED: Kind((QT_TRANSLATE_NOOP("Events", "{b} accepted the deal"),), fill_fields(("b", "partner", Field.PLAYER))),
    _E.DEAL_REJECTED: Kind((QT_TRANSLATE_NOOP("Events", "{b} turned the deal down"),), fill_fields(("b", "partner", Field.PLAYER))),
    _E.DISTRICT_CHANGED_HANDS: Kind((QT_TRANSLATE_NOOP("Events", "{name} passed from {a} to {b}"),),
                                    fill_fields(("name", "name", Field.DISTRICT), ("a", "from_player", Field.PLAYER), ("b", "to_player", Field.PLAYER))),
    _E.ROUND_LIMIT_REACHED: Kind((QT_TRANSLATE_NOOP("Events", "{rounds} played without a bankruptcy: the round limit ends the game"),),
                                 lambda d: (0, (("rounds", Field.ROUNDS, int(d.get("rounds", 0))),))),
    _E.ACTION_LIMIT_REACHED: Kind((QT_TRANSLATE_NOOP(
        "Events", "{actions} played without a bankruptcy: the most a game file holds, so the game ends"),),
        lambda d: (0, (("actions", Field.ACTIONS, int(d.get("actions", 0))),))),
    _E.GAME_OVER: Kind((QT_TRANSLATE_NOOP("Events", "The game is over"),), fill_nothing),
    _E.FAIR_START_GIFT: Kind((QT_TRANSLATE_NOOP("Events", "{who} starts with {name}, free (Fair start)"),), fill_with_name()),
}


def add_rows(sentences: Mapping[EventKind, Kind] = {}, reasons: Mapping[PaymentReason, Reason] = {},
             words: Mapping[Field, Callable[[Any], str]] = {}) -> None:
    """Add a rule set's own rows to the table: the sentences of its event kinds, the words
    of its payment reasons and its word fields' English words (once, when its package is
    imported; adding a row again replaces it)."""
    SENTENCES.update(sentences)
    REASONS.update(reasons)
    WORDS.update(words)


class Sentence(NamedTuple):
    """An event's sentence before it is written: the template (English, context "Events"),
    its fields (name in the template, kind, value) and whether a game's log lists it."""

    template: str
    fields: FieldValues
    listed: bool


def sentence_of(event: EventFacts) -> Sentence | None:
    """The sentence for ``event`` (None for a kind the table does not know: not an
    ``EventKind``, or a kind whose rule set added no row)."""
    try:
        row = SENTENCES[EventKind(event.kind)]
    except (ValueError, KeyError):
        return None
    d = dict(event.data)
    variant, fields = row.fill(d)
    listed = row.listed
    if event.kind == EventKind.MONEY_MOVED:
        reason = fields[-1][2]
        listed = not REASONS[reason[0]].told
    return Sentence(row.templates[variant], fields, listed)


# ------------------------------------------------------------------ plain English

_PLURAL: Final = re.compile(r"\((e?s)\)")


def english_count(phrase: str, n: int) -> str:
    """A counted phrase in English: "%n round(s)" -> "1 round", "2 rounds" (the rule of
    ``scripts/english_plurals.py``, which writes the program's English forms)."""
    return _PLURAL.sub("" if n == 1 else r"\1", phrase).replace("%n", str(n))


def english_reason(reason: tuple[PaymentReason, str | None]) -> str:
    """A payment reason in plain English: (member, the district's name or None)."""
    member, name = reason
    return REASONS[member].template.format(name=name or "")


def card_text(text: str, amounts: tuple[int, int, int], write_money: Callable[[int], str]) -> str:
    """A traditional game card's text (English, or its translation) with its amounts
    (amount, per house, per hotel: ``{amount}``, ``{house}``, ``{hotel}``) written by
    ``write_money``, the rule set's money in the reader's language; a text that lost a
    field is shown as it is."""
    amount, house, hotel = amounts
    try:
        return text.format(amount=write_money(amount), house=write_money(house), hotel=write_money(hotel))
    except (KeyError, IndexError, ValueError):
        return text


def money_writer(event: EventFacts) -> Callable[[int], str]:
    """How ``event``'s money is written in English: its rule set's book's ``money_text``
    (U-Build's "$150k", the traditional game's whole units, "150"); an event without a
    book (no rule set to say) as a plain number, "1,500"."""
    book = event.book
    return plain_money if book is None else book.money_text


def plain_money(amount: int) -> str:
    """An amount with no rule set's money to write it: "1,500"."""
    return f"{amount:,}"


def english_sentence(event: EventFacts) -> str:
    """``event.text``: the sentence in plain English, every event (listed or not)."""
    sentence = sentence_of(event)
    if sentence is None:
        return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in event.data)
    names = event.names
    write_money = money_writer(event)

    def player(p: Any) -> str:
        if p is None:
            return "?"
        if p == BANK:
            return THE_BANK
        return names[p] if 0 <= p < len(names) else f"player {p}"

    def write(kind: Field, value: Any) -> str:
        if kind is Field.PLAYER:
            return player(value)
        if kind is Field.PLAYERS:
            shown = [player(p) for p in value]
            return NAME_LIST.format(names=", ".join(shown[:-1]), last=shown[-1]) if len(shown) > 1 else "".join(shown)
        if kind is Field.MONEY:
            return write_money(value)
        if kind is Field.DICE:
            return " + ".join(str(v) for v in value)
        if kind is Field.SPACE:
            return str(value[1])
        if kind in WORDS:
            return english_word(kind, value)
        if kind is Field.REASON:
            return english_reason(value)
        if kind is Field.TRAD_CARD:
            return card_text(value[0], value[1], write_money)
        if kind in COUNTS:
            return english_count(COUNTS[kind], int(value))
        return str(value)  # NUMBER, DISTRICT, CHANCE, CARD: as they are

    return sentence.template.format(**{name: write(kind, value) for name, kind, value in sentence.fields})


# Event.text writes these sentences (interpreted: formatting a sentence is never on the hot path).
set_sentences(english_sentence)
