"""The traditional game's rows of the one table of event sentences
(``kernel/sentences.py``), added when the package is imported: the sentences of its own
event kinds (its cards, houses and hotels, the bank's building auctions, Income Tax, the
Free Parking pot, properties dealt, players out) and the words of its own payment
reasons. Marked in context "Events"; no Qt.
"""

from __future__ import annotations

from typing import Final

from ...i18n import QT_TRANSLATE_NOOP
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.sentences import Field, Kind, Reason, add_rows, fill_player, fill_with_name, fill_fields, who_field

_E: Final = EventKind

#: The traditional game's own event kinds' sentences.
SENTENCES: Final[dict[EventKind, Kind]] = {
    _E.TRAD_CARD_DRAWN: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} drew a Chance card: {text}"),
        QT_TRANSLATE_NOOP("Events", "{who} drew a Community Chest card: {text}")),
        lambda d: (0 if d.get("deck") == "chance" else 1,
                   (who_field(d), ("text", Field.TRAD_CARD, (str(d.get("text", "")), tuple(d.get("amounts", (0, 0, 0)))))))),
    _E.JAIL_CARD_KEPT: Kind((QT_TRANSLATE_NOOP("Events", "{who} keeps the get-out-of-jail card"),), fill_player),
    _E.JAIL_CARD_CHANGED_HANDS: Kind((QT_TRANSLATE_NOOP("Events", "A get-out-of-jail card passed from {a} to {b}"),),
                                     fill_fields(("a", "from_player", Field.PLAYER), ("b", "to_player", Field.PLAYER))),
    _E.HOUSE_BUILT: Kind((QT_TRANSLATE_NOOP("Events", "{who} built a house on {name}"),), fill_with_name()),
    _E.HOTEL_BUILT: Kind((QT_TRANSLATE_NOOP("Events", "{who} built a hotel on {name}"),), fill_with_name()),
    _E.BUILDING_SOLD: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} sold a house on {name} for {value}"),
        QT_TRANSLATE_NOOP("Events", "{who} sold the hotel on {name} for {value}"),
        QT_TRANSLATE_NOOP("Events", "{who} sold the buildings on {name} for {value}")),
        lambda d: ({"house": 0, "hotel": 1}.get(str(d.get("what")), 2),
                   (who_field(d), ("name", Field.DISTRICT, d["name"]), ("value", Field.MONEY, d.get("value", 0))))),
    _E.DECLINED_TO_BUY: Kind((QT_TRANSLATE_NOOP("Events", "{who} did not buy {name}: it stays with the bank"),),
                             fill_with_name()),
    _E.PROPERTY_DEALT: Kind((QT_TRANSLATE_NOOP("Events", "{who} was dealt {name}"),), fill_with_name()),
    _E.PLAYER_OUT: Kind((QT_TRANSLATE_NOOP("Events", "{who} is out of the game"),), fill_player),
    _E.BUILDING_AUCTION_STARTED: Kind((
        QT_TRANSLATE_NOOP("Events", "Houses are short: the bank auctions one of its last houses"),
        QT_TRANSLATE_NOOP("Events", "Hotels are short: the bank auctions one of its last hotels")),
        lambda d: (1 if d.get("hotel") else 0, ())),
    _E.BUILDING_AUCTION_WON: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} won a house for {amount} and built it on {name}"),
        QT_TRANSLATE_NOOP("Events", "{who} won a hotel for {amount} and built it on {name}"),
        QT_TRANSLATE_NOOP("Events", "Nobody bid: the building stays with the bank")),
        lambda d: (2 if d.get("player") == BANK else (1 if d.get("hotel") else 0),
                   () if d.get("player") == BANK else (who_field(d), ("amount", Field.MONEY, d.get("amount", 0)),
                                                       ("name", Field.DISTRICT, d.get("name", ""))))),
    _E.POT_FED: Kind((QT_TRANSLATE_NOOP("Events", "{amount} from {who} went into the Free Parking pot (now {pot})"),),
                     fill_fields(("who", "player", Field.PLAYER), ("amount", "amount", Field.MONEY), ("pot", "pot", Field.MONEY))),
    _E.INCOME_TAX_CHOSEN: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} chose to pay the Income Tax of {amount}"),
        QT_TRANSLATE_NOOP("Events",
                          "{who} chose to pay {percent}% of their total worth of {worth} as Income Tax: {amount}")),
        lambda d: (1 if d.get("share") else 0,
                   (who_field(d), ("amount", Field.MONEY, d.get("amount", 0)))
                   + ((("percent", Field.NUMBER, d.get("percent", 0)), ("worth", Field.MONEY, d.get("worth", 0)))
                      if d.get("share") else ()))),
    _E.TITLE_HANDED_TO_BANK: Kind((QT_TRANSLATE_NOOP(
        "Events",
        "{who} handed the mortgaged {name} to the bank as payment: it counts for {amount}, and the bank auctions it"),),
        fill_with_name(("amount", "amount", Field.MONEY))),
}

#: The traditional game's own payment reasons' words.
REASONS: Final[dict[PaymentReason, Reason]] = {
    PaymentReason.TAX: Reason(QT_TRANSLATE_NOOP("Events", "tax"), False),
    PaymentReason.COMMUNITY_CHEST: Reason(QT_TRANSLATE_NOOP("Events", "Community Chest"), False),
    PaymentReason.REPAIRS: Reason(QT_TRANSLATE_NOOP("Events", "repairs"), False),
    PaymentReason.FREE_PARKING: Reason(QT_TRANSLATE_NOOP("Events", "the Free Parking pot"), False),
    PaymentReason.HOUSES: Reason(QT_TRANSLATE_NOOP("Events", "houses on {name}"), True),
    PaymentReason.BUILDING_SALE: Reason(QT_TRANSLATE_NOOP("Events", "buildings sold on {name}"), True),
    PaymentReason.MORTGAGE_INTEREST: Reason(QT_TRANSLATE_NOOP("Events", "mortgage interest on {name}"), False),
    PaymentReason.TITLE_TO_BANK: Reason(QT_TRANSLATE_NOOP("Events", "{name} handed to the bank"), True),
}

add_rows(SENTENCES, REASONS)
