"""The one table of event sentences: for each event kind, its template(s) and fields.

An event (:class:`~.events.Event`) carries facts, not words. :func:`sentence_of` turns
one into a :class:`Sentence`: an English template with ``{named}`` fields (marked for
translation in context "Events"), the fields' values each with its :class:`Field` kind
(a player index, an amount of money, a district's name, a count...), and whether a game's
log lists it at all. Two renderers fill the same sentence:

- :func:`english_sentence` in plain English (``Event.text``: the command line, saved
  logs, tests);
- the play view's ``game_words.event_sentence``, which translates the template with
  ``QCoreApplication.translate("Events", template)`` and writes each field its own way
  (shown player names, money in the user's language, translated names, plural forms).

Payment reasons are :class:`~.events.PaymentReason` members with their own sentences in
:data:`REASONS`; a payment about a district carries the district's name (``name``).

Not compiled (the sentences are formatted only when asked for, never on the hot path).
No Qt here: templates are marked with :func:`~ubuild_desktop.core.i18n.QT_TRANSLATE_NOOP`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import StrEnum
from typing import Any, Final, NamedTuple, Protocol

from ...cards import format_money, load_districts
from ...i18n import QT_TRANSLATE_NOOP
from ..kernel.event_kinds import BANK, EventKind, JailExit, PaymentReason


class EventFacts(Protocol):
    """What a sentence is made from: an :class:`~.events.Event` (this module sits below
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
CARD_HALVES: Final[dict[str, str]] = {
    "up": QT_TRANSLATE_NOOP("Events", "UP"),
    "down": QT_TRANSLATE_NOOP("Events", "DOWN"),
}

# A building's name by its key: the named hazards and bonus buildings, then the kinds.
BUILDINGS: Final[dict[str, str]] = {
    "power_station": QT_TRANSLATE_NOOP("Events", "power station"),
    "prison": QT_TRANSLATE_NOOP("Events", "prison"),
    "sewage_works": QT_TRANSLATE_NOOP("Events", "sewage works"),
    "wind_farm": QT_TRANSLATE_NOOP("Events", "wind farm"),
    "school": QT_TRANSLATE_NOOP("Events", "school"),
    "park": QT_TRANSLATE_NOOP("Events", "park"),
    "skyscraper": QT_TRANSLATE_NOOP("Events", "skyscraper"),
    "stadium": QT_TRANSLATE_NOOP("Events", "stadium"),
    "tower": QT_TRANSLATE_NOOP("Events", "the Tower"),
    "hazard": QT_TRANSLATE_NOOP("Events", "hazard"),
    "bonus": QT_TRANSLATE_NOOP("Events", "bonus building"),
    "residential": QT_TRANSLATE_NOOP("Events", "residential block"),
    "industrial": QT_TRANSLATE_NOOP("Events", "industrial block"),
}

# How a player left jail, by the ``how`` of a ``left_jail`` event.
JAIL_EXITS: Final[dict[str, str]] = {
    JailExit.PAID_THE_FINE: QT_TRANSLATE_NOOP("Events", "paid the fine"),
    JailExit.ROLLED_A_DOUBLE: QT_TRANSLATE_NOOP("Events", "rolled a double"),
    JailExit.ROLLED_A_6: QT_TRANSLATE_NOOP("Events", "rolled a 6"),
    JailExit.THIRD_FAILED_ROLL: QT_TRANSLATE_NOOP("Events", "third failed roll: pays the fine"),
    JailExit.USED_A_CARD: QT_TRANSLATE_NOOP("Events", "used a get-out-of-jail card"),
}


def building_key_name(key: str) -> str:
    """A building's English name by its key (an unknown key: the key in words)."""
    return BUILDINGS.get(key, key.replace("_", " "))


# ------------------------------------------------------------------ payment reasons


class Reason(NamedTuple):
    """A payment reason's words: ``template`` (``{name}``: the district's, for the reasons
    about one) and ``told`` (another event already tells the payment, so a log lists no
    ``money_moved`` line for it: a purchase, rent, blocks, a mortgage, a deal...)."""

    template: str
    told: bool


REASONS: Final[dict[PaymentReason, Reason]] = {
    PaymentReason.SALARY: Reason(QT_TRANSLATE_NOOP("Events", "salary"), False),
    PaymentReason.BRIDGE_TOLL: Reason(QT_TRANSLATE_NOOP("Events", "bridge toll"), False),
    PaymentReason.JAIL_FINE: Reason(QT_TRANSLATE_NOOP("Events", "jail fine"), False),
    PaymentReason.CHANCE: Reason(QT_TRANSLATE_NOOP("Events", "Chance"), False),
    PaymentReason.CHANCE_PER_BLOCK: Reason(QT_TRANSLATE_NOOP("Events", "Chance: per block"), False),
    PaymentReason.CHANCE_PER_DISTRICT: Reason(QT_TRANSLATE_NOOP("Events", "Chance: per district"), False),
    PaymentReason.HAZARD_MOVE: Reason(QT_TRANSLATE_NOOP("Events", "hazard move"), False),
    PaymentReason.BANKRUPTCY: Reason(QT_TRANSLATE_NOOP("Events", "bankruptcy"), False),
    PaymentReason.DEAL: Reason(QT_TRANSLATE_NOOP("Events", "deal"), True),
    PaymentReason.MORTGAGE: Reason(QT_TRANSLATE_NOOP("Events", "mortgage"), True),
    PaymentReason.MORTGAGE_REPAID: Reason(QT_TRANSLATE_NOOP("Events", "mortgage repaid"), True),
    PaymentReason.SKYSCRAPER: Reason(BUILDINGS["skyscraper"], True),
    PaymentReason.STADIUM: Reason(BUILDINGS["stadium"], True),
    PaymentReason.TOWER: Reason(BUILDINGS["tower"], True),
    PaymentReason.RENT: Reason(QT_TRANSLATE_NOOP("Events", "rent for {name}"), True),
    PaymentReason.BOUGHT: Reason(QT_TRANSLATE_NOOP("Events", "bought {name}"), True),
    PaymentReason.BLOCKS: Reason(QT_TRANSLATE_NOOP("Events", "blocks on {name}"), True),
    PaymentReason.AUCTION: Reason(QT_TRANSLATE_NOOP("Events", "auction for {name}"), True),
    # the traditional game's
    PaymentReason.TAX: Reason(QT_TRANSLATE_NOOP("Events", "tax"), False),
    PaymentReason.COMMUNITY_CHEST: Reason(QT_TRANSLATE_NOOP("Events", "Community Chest"), False),
    PaymentReason.REPAIRS: Reason(QT_TRANSLATE_NOOP("Events", "repairs"), False),
    PaymentReason.FREE_PARKING: Reason(QT_TRANSLATE_NOOP("Events", "the Free Parking pot"), False),
    PaymentReason.HOUSES: Reason(QT_TRANSLATE_NOOP("Events", "houses on {name}"), True),
    PaymentReason.BUILDING_SALE: Reason(QT_TRANSLATE_NOOP("Events", "buildings sold on {name}"), True),
    PaymentReason.MORTGAGE_INTEREST: Reason(QT_TRANSLATE_NOOP("Events", "mortgage interest on {name}"), False),
    # both games' Fair start house rule
    PaymentReason.FAIR_START: Reason(QT_TRANSLATE_NOOP("Events", "Fair start"), False),
    PaymentReason.TITLE_TO_BANK: Reason(QT_TRANSLATE_NOOP("Events", "{name} handed to the bank"), True),
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


def _who(d: dict[str, Any], key: str = "player") -> tuple[str, Field, Any]:
    return ("who", Field.PLAYER, d.get(key))


def _player(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (_who(d),)


def _district_named(district_id: Any) -> str:
    """A built-in district's (English) name by its id (the id itself if unknown)."""
    try:
        return load_districts().card(str(district_id)).name
    except (KeyError, ValueError):
        return str(district_id)


def _built_blocks(d: dict[str, Any]) -> tuple[int, FieldValues]:
    name = ("name", Field.DISTRICT, d["name"])
    if not d["industrial"]:
        return 0, (_who(d), ("blocks", Field.RESIDENTIAL_BLOCKS, d["residential"]), name)
    if not d["residential"]:
        return 0, (_who(d), ("blocks", Field.INDUSTRIAL_BLOCKS, d["industrial"]), name)
    return 1, (_who(d), ("residential", Field.RESIDENTIAL_BLOCKS, d["residential"]),
               ("industrial", Field.INDUSTRIAL_BLOCKS, d["industrial"]), name)


def _built(d: dict[str, Any]) -> tuple[int, FieldValues]:
    fields: FieldValues = (_who(d), ("building", Field.BUILDING, d.get("name") or d["building"]))
    if d.get("district"):
        return 1, fields + (("name", Field.DISTRICT, _district_named(d["district"])),)
    return 0, fields


def _money_moved(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (("payer", Field.PLAYER, d.get("payer")), ("payee", Field.PLAYER, d.get("payee")),
               ("amount", Field.MONEY, d["amount"]), ("reason", Field.REASON, (PaymentReason(d["reason"]), d.get("name"))))


def _roll_off_rolled(d: dict[str, Any]) -> tuple[int, FieldValues]:
    if len(d["dice"]) == 1:
        return 0, (_who(d), ("total", Field.NUMBER, d["total"]))
    return 1, (_who(d), ("dice", Field.DICE, d["dice"]), ("total", Field.NUMBER, d["total"]))


def _moved(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (_who(d), ("space", Field.SPACE, (d.get("to"), str(d.get("to_name", "")))))


def _card_drawn(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (_who(d), ("half", Field.CARD_HALF, "up" if d.get("half") == "up" else "down"),
               ("text", Field.CHANCE, str(d.get("text", ""))))


def _with_name(*more: tuple[str, str, Field]) -> Callable[[dict[str, Any]], tuple[int, FieldValues]]:
    """A fill of ``who`` (the event's player) and ``name`` (its district), then ``more``
    (field, data key, kind)."""
    def fill(d: dict[str, Any]) -> tuple[int, FieldValues]:
        return 0, (_who(d), ("name", Field.DISTRICT, d["name"])) + tuple((f, kind, d.get(key)) for f, key, kind in more)
    return fill


def _rent_due(d: dict[str, Any]) -> tuple[int, FieldValues]:
    """Rent paid at once ("paid"), or owed by a player short of cash (a ``debt`` event follows)."""
    fill = _with_name(("owner", "owner", Field.PLAYER), ("amount", "amount", Field.MONEY))
    return 0 if d.get("paid") else 1, fill(d)[1]


def _fields(*fields: tuple[str, str, Field]) -> Callable[[dict[str, Any]], tuple[int, FieldValues]]:
    """A fill of ``fields`` (field, data key, kind), one template."""
    def fill(d: dict[str, Any]) -> tuple[int, FieldValues]:
        return 0, tuple((f, kind, d.get(key)) for f, key, kind in fields)
    return fill


def _none(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, ()


_E: Final = EventKind

# The one table of event sentences: every kind the engine emits.
SENTENCES: Final[dict[EventKind, Kind]] = {
    _E.DECK_CARD: Kind((QT_TRANSLATE_NOOP("Events", "Card {card} shuffled into the Chance pile"),),
                       _fields(("card", "card", Field.CARD)), listed=False),
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
                           _fields(("names", "players", Field.PLAYERS), ("total", "total", Field.NUMBER))),
    _E.FIRST_PLAYER: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} starts"),
        QT_TRANSLATE_NOOP("Events", "{who} rolled highest and starts")),
        lambda d: (1 if d.get("roll_off") else 0, (_who(d),))),
    _E.TURN_STARTED: Kind((QT_TRANSLATE_NOOP("Events", "— {who}'s turn —"),), _player),
    _E.TURN_ENDED: Kind((QT_TRANSLATE_NOOP("Events", "{who} ended the turn"),), _player, listed=False),
    _E.ROLLED: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} rolled {dice}"),
        QT_TRANSLATE_NOOP("Events", "{who} rolled {dice} (a double)")),
        lambda d: (1 if d.get("double") else 0, (_who(d), ("dice", Field.DICE, d["dice"])))),
    _E.MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{who} landed on {space}"),), _moved),
    _E.RAILROAD_JUMPED: Kind((QT_TRANSLATE_NOOP("Events", "{who} rode the railroad to the other end"),), _player),
    _E.PASSED_GO: Kind((QT_TRANSLATE_NOOP("Events", "{who} passed GO"),), _player),
    _E.BRIDGE_LOWERED: Kind((QT_TRANSLATE_NOOP("Events", "{who} lowered the bridge"),), _player),
    _E.BRIDGE_RAISED: Kind((QT_TRANSLATE_NOOP("Events", "{who} raised the bridge"),), _player),
    _E.CARD_DRAWN: Kind((QT_TRANSLATE_NOOP("Events", "{who} drew a Chance card ({half}): {text}"),), _card_drawn),
    _E.CARD_UNFOLLOWABLE: Kind((QT_TRANSLATE_NOOP("Events", "{who} cannot follow the card; it goes to the bottom"),), _player),
    _E.JAILED: Kind((QT_TRANSLATE_NOOP("Events", "{who} went to jail"),), _player),
    _E.LEFT_JAIL: Kind((QT_TRANSLATE_NOOP("Events", "{who} left jail ({how})"),),
                       _fields(("who", "player", Field.PLAYER), ("how", "how", Field.JAIL_EXIT))),
    _E.STAYED_IN_JAIL: Kind((QT_TRANSLATE_NOOP("Events", "{who} stays in jail"),), _player),
    _E.PLANNING_PERMISSION: Kind((QT_TRANSLATE_NOOP("Events", "{who} has Planning Permission"),), _player),
    _E.BOUGHT: Kind((QT_TRANSLATE_NOOP("Events", "{who} bought {name} for {price}"),), _with_name(("price", "price", Field.MONEY))),
    _E.AUCTION_STARTED: Kind((QT_TRANSLATE_NOOP("Events", "{name} is up for auction"),), _fields(("name", "name", Field.DISTRICT))),
    _E.BID: Kind((QT_TRANSLATE_NOOP("Events", "{who} bid {amount}"),),
                 _fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY))),
    _E.PASSED: Kind((QT_TRANSLATE_NOOP("Events", "{who} left the auction"),), _player),
    _E.PASSED_ON: Kind((QT_TRANSLATE_NOOP("Events", "{who} passed"),), _player),
    _E.AUCTION_WON: Kind((QT_TRANSLATE_NOOP("Events", "{who} won {name} for {amount}"),), _with_name(("amount", "amount", Field.MONEY))),
    _E.AUCTION_UNSOLD: Kind((QT_TRANSLATE_NOOP("Events", "Nobody bought {name}"),), _fields(("name", "name", Field.DISTRICT))),
    _E.RENT_DUE: Kind((QT_TRANSLATE_NOOP("Events", "{who} paid {owner} {amount} rent for {name}"),
                       QT_TRANSLATE_NOOP("Events", "{who} owes {owner} {amount} rent for {name}")), _rent_due),
    _E.BUILT_BLOCKS: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} built {blocks} on {name}"),
        QT_TRANSLATE_NOOP("Events", "{who} built {residential} and {industrial} on {name}")), _built_blocks),
    _E.BUILT: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} built a {building}"),
        QT_TRANSLATE_NOOP("Events", "{who} built a {building} next to {name}")), _built),
    _E.HAZARD_MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{who} moved a hazard"),), _player),
    _E.MONEY_MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{payer} paid {payee} {amount} ({reason})"),), _money_moved),
    _E.MORTGAGED: Kind((QT_TRANSLATE_NOOP("Events", "{who} mortgaged {name} for {value}"),), _with_name(("value", "value", Field.MONEY))),
    _E.UNMORTGAGED: Kind((QT_TRANSLATE_NOOP("Events", "{who} lifted the mortgage on {name} for {value}"),),
                         _with_name(("value", "value", Field.MONEY))),
    _E.DEBT: Kind((QT_TRANSLATE_NOOP("Events", "{who} must raise {amount} to pay {creditor}"),),
                  _fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY), ("creditor", "creditor", Field.PLAYER))),
    _E.DEBT_PAID: Kind((QT_TRANSLATE_NOOP("Events", "{who} paid the debt of {amount} to {creditor}"),),
                       lambda d: (0, (_who(d), ("amount", Field.MONEY, d.get("amount", 0)), ("creditor", Field.PLAYER, d.get("creditor"))))),
    _E.BANKRUPT: Kind((QT_TRANSLATE_NOOP("Events", "{who} went bankrupt to {creditor}"),),
                      _fields(("who", "player", Field.PLAYER), ("creditor", "creditor", Field.PLAYER))),
    _E.DEAL_PROPOSED: Kind((QT_TRANSLATE_NOOP("Events", "{a} offered {b} a deal"),),
                           _fields(("a", "proposer", Field.PLAYER), ("b", "partner", Field.PLAYER))),
    _E.DEAL_ACCEPTED: Kind((QT_TRANSLATE_NOOP("Events", "{b} accepted the deal"),), _fields(("b", "partner", Field.PLAYER))),
    _E.DEAL_REJECTED: Kind((QT_TRANSLATE_NOOP("Events", "{b} turned the deal down"),), _fields(("b", "partner", Field.PLAYER))),
    _E.DISTRICT_CHANGED_HANDS: Kind((QT_TRANSLATE_NOOP("Events", "{name} passed from {a} to {b}"),),
                                    _fields(("name", "name", Field.DISTRICT), ("a", "from_player", Field.PLAYER), ("b", "to_player", Field.PLAYER))),
    _E.ROUND_LIMIT_REACHED: Kind((QT_TRANSLATE_NOOP("Events", "{rounds} played without a bankruptcy: the round limit ends the game"),),
                                 lambda d: (0, (("rounds", Field.ROUNDS, int(d.get("rounds", 0))),))),
    _E.ACTION_LIMIT_REACHED: Kind((QT_TRANSLATE_NOOP(
        "Events", "{actions} played without a bankruptcy: the most a game file holds, so the game ends"),),
        lambda d: (0, (("actions", Field.ACTIONS, int(d.get("actions", 0))),))),
    _E.GAME_OVER: Kind((QT_TRANSLATE_NOOP("Events", "The game is over"),), _none),
    # the traditional game's
    _E.TRAD_CARD_DRAWN: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} drew a Chance card: {text}"),
        QT_TRANSLATE_NOOP("Events", "{who} drew a Community Chest card: {text}")),
        lambda d: (0 if d.get("deck") == "chance" else 1,
                   (_who(d), ("text", Field.TRAD_CARD, (str(d.get("text", "")), tuple(d.get("amounts", (0, 0, 0)))))))),
    _E.JAIL_CARD_KEPT: Kind((QT_TRANSLATE_NOOP("Events", "{who} keeps the get-out-of-jail card"),), _player),
    _E.JAIL_CARD_CHANGED_HANDS: Kind((QT_TRANSLATE_NOOP("Events", "A get-out-of-jail card passed from {a} to {b}"),),
                                     _fields(("a", "from_player", Field.PLAYER), ("b", "to_player", Field.PLAYER))),
    _E.HOUSE_BUILT: Kind((QT_TRANSLATE_NOOP("Events", "{who} built a house on {name}"),), _with_name()),
    _E.HOTEL_BUILT: Kind((QT_TRANSLATE_NOOP("Events", "{who} built a hotel on {name}"),), _with_name()),
    _E.BUILDING_SOLD: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} sold a house on {name} for {value}"),
        QT_TRANSLATE_NOOP("Events", "{who} sold the hotel on {name} for {value}"),
        QT_TRANSLATE_NOOP("Events", "{who} sold the buildings on {name} for {value}")),
        lambda d: ({"house": 0, "hotel": 1}.get(str(d.get("what")), 2),
                   (_who(d), ("name", Field.DISTRICT, d["name"]), ("value", Field.MONEY, d.get("value", 0))))),
    _E.DECLINED_TO_BUY: Kind((QT_TRANSLATE_NOOP("Events", "{who} did not buy {name}: it stays with the bank"),),
                             _with_name()),
    _E.PROPERTY_DEALT: Kind((QT_TRANSLATE_NOOP("Events", "{who} was dealt {name}"),), _with_name()),
    _E.FAIR_START_GIFT: Kind((QT_TRANSLATE_NOOP("Events", "{who} starts with {name}, free (Fair start)"),), _with_name()),
    _E.PLAYER_OUT: Kind((QT_TRANSLATE_NOOP("Events", "{who} is out of the game"),), _player),
    _E.BUILDING_AUCTION_STARTED: Kind((
        QT_TRANSLATE_NOOP("Events", "Houses are short: the bank auctions one of its last houses"),
        QT_TRANSLATE_NOOP("Events", "Hotels are short: the bank auctions one of its last hotels")),
        lambda d: (1 if d.get("hotel") else 0, ())),
    _E.BUILDING_AUCTION_WON: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} won a house for {amount} and built it on {name}"),
        QT_TRANSLATE_NOOP("Events", "{who} won a hotel for {amount} and built it on {name}"),
        QT_TRANSLATE_NOOP("Events", "Nobody bid: the building stays with the bank")),
        lambda d: (2 if d.get("player") == BANK else (1 if d.get("hotel") else 0),
                   () if d.get("player") == BANK else (_who(d), ("amount", Field.MONEY, d.get("amount", 0)),
                                                       ("name", Field.DISTRICT, d.get("name", ""))))),
    _E.POT_FED: Kind((QT_TRANSLATE_NOOP("Events", "{amount} from {who} went into the Free Parking pot (now {pot})"),),
                     _fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY), ("pot", "pot", Field.MONEY))),
    _E.INCOME_TAX_CHOSEN: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} chose to pay the Income Tax of {amount}"),
        QT_TRANSLATE_NOOP("Events",
                          "{who} chose to pay {percent}% of their total worth of {worth} as Income Tax: {amount}")),
        lambda d: (1 if d.get("share") else 0,
                   (_who(d), ("amount", Field.MONEY, d.get("amount", 0)))
                   + ((("percent", Field.NUMBER, d.get("percent", 0)), ("worth", Field.MONEY, d.get("worth", 0)))
                      if d.get("share") else ()))),
    _E.TITLE_HANDED_TO_BANK: Kind((QT_TRANSLATE_NOOP(
        "Events",
        "{who} handed the mortgaged {name} to the bank as payment: it counts for {amount}, and the bank auctions it"),),
        _with_name(("amount", "amount", Field.MONEY))),
}


class Sentence(NamedTuple):
    """An event's sentence before it is written: the template (English, context "Events"),
    its fields (name in the template, kind, value) and whether a game's log lists it."""

    template: str
    fields: FieldValues
    listed: bool


def sentence_of(event: EventFacts) -> Sentence | None:
    """The sentence for ``event`` (None for a kind the table does not know)."""
    try:
        row = SENTENCES[EventKind(event.kind)]
    except ValueError:
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
    """How ``event``'s money is written in English: its rule set's book's
    ``money_text`` (the traditional game's whole units, "150"), U-Build's ``format_money``
    ("$150k") for an event without a book."""
    book = event.book
    return format_money if book is None else book.money_text


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
        if kind is Field.BUILDING:
            return building_key_name(str(value))
        if kind is Field.CARD_HALF:
            return CARD_HALVES[value]
        if kind is Field.JAIL_EXIT:
            return JAIL_EXITS.get(str(value), str(value))
        if kind is Field.REASON:
            return english_reason(value)
        if kind is Field.TRAD_CARD:
            return card_text(value[0], value[1], write_money)
        if kind in COUNTS:
            return english_count(COUNTS[kind], int(value))
        return str(value)  # NUMBER, DISTRICT, CHANCE, CARD: as they are

    return sentence.template.format(**{name: write(kind, value) for name, kind, value in sentence.fields})
