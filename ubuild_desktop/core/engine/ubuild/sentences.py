"""U-Build's rows of the one table of event sentences (``kernel/sentences.py``), added
when the package is imported: the sentences of its own event kinds (bridges, the railroad,
blocks and special buildings, hazards, Planning Permission, its Chance cards' halves), the
words of its own payment reasons, and its word fields' English words (its buildings'
names, a Chance card's halves). Marked in context "Events"; no Qt.
"""

from __future__ import annotations

from typing import Any, Final

from ...cards import load_districts
from ...i18n import QT_TRANSLATE_NOOP
from ..kernel.event_kinds import EventKind, PaymentReason
from ..kernel.sentences import (
    Field, FieldValues, Kind, Reason, add_rows, fill_fields, fill_player, fill_with_name, who_field)

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


def building_key_name(key: str) -> str:
    """A building's English name by its key (an unknown key: the key in words)."""
    return BUILDINGS.get(key, key.replace("_", " "))


def _district_named(district_id: Any) -> str:
    """A built-in district's (English) name by its id (the id itself if unknown)."""
    try:
        return load_districts().card(str(district_id)).name
    except (KeyError, ValueError):
        return str(district_id)


def _built_blocks(d: dict[str, Any]) -> tuple[int, FieldValues]:
    name = ("name", Field.DISTRICT, d["name"])
    if not d["industrial"]:
        return 0, (who_field(d), ("blocks", Field.RESIDENTIAL_BLOCKS, d["residential"]), name)
    if not d["residential"]:
        return 0, (who_field(d), ("blocks", Field.INDUSTRIAL_BLOCKS, d["industrial"]), name)
    return 1, (who_field(d), ("residential", Field.RESIDENTIAL_BLOCKS, d["residential"]),
               ("industrial", Field.INDUSTRIAL_BLOCKS, d["industrial"]), name)


def _built(d: dict[str, Any]) -> tuple[int, FieldValues]:
    fields: FieldValues = (who_field(d), ("building", Field.BUILDING, d.get("name") or d["building"]))
    if d.get("district"):
        return 1, fields + (("name", Field.DISTRICT, _district_named(d["district"])),)
    return 0, fields


def _card_drawn(d: dict[str, Any]) -> tuple[int, FieldValues]:
    return 0, (who_field(d), ("half", Field.CARD_HALF, "up" if d.get("half") == "up" else "down"),
               ("text", Field.CHANCE, str(d.get("text", ""))))


_E: Final = EventKind

#: U-Build's own event kinds' sentences.
SENTENCES: Final[dict[EventKind, Kind]] = {
    _E.RAILROAD_JUMPED: Kind((QT_TRANSLATE_NOOP("Events", "{who} rode the railroad to the other end"),), fill_player),
    _E.BRIDGE_LOWERED: Kind((QT_TRANSLATE_NOOP("Events", "{who} lowered the bridge"),), fill_player),
    _E.BRIDGE_RAISED: Kind((QT_TRANSLATE_NOOP("Events", "{who} raised the bridge"),), fill_player),
    _E.CARD_DRAWN: Kind((QT_TRANSLATE_NOOP("Events", "{who} drew a Chance card ({half}): {text}"),), _card_drawn),
    _E.CARD_UNFOLLOWABLE: Kind((QT_TRANSLATE_NOOP("Events", "{who} cannot follow the card; it goes to the bottom"),), fill_player),
    _E.PLANNING_PERMISSION: Kind((QT_TRANSLATE_NOOP("Events", "{who} has Planning Permission"),), fill_player),
    _E.BUILT_BLOCKS: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} built {blocks} on {name}"),
        QT_TRANSLATE_NOOP("Events", "{who} built {residential} and {industrial} on {name}")), _built_blocks),
    _E.BUILT: Kind((
        QT_TRANSLATE_NOOP("Events", "{who} built a {building}"),
        QT_TRANSLATE_NOOP("Events", "{who} built a {building} next to {name}")), _built),
    _E.HAZARD_MOVED: Kind((QT_TRANSLATE_NOOP("Events", "{who} moved a hazard"),), fill_player),
}

#: U-Build's own payment reasons' words.
REASONS: Final[dict[PaymentReason, Reason]] = {
    PaymentReason.BRIDGE_TOLL: Reason(QT_TRANSLATE_NOOP("Events", "bridge toll"), False),
    PaymentReason.CHANCE_PER_BLOCK: Reason(QT_TRANSLATE_NOOP("Events", "Chance: per block"), False),
    PaymentReason.CHANCE_PER_DISTRICT: Reason(QT_TRANSLATE_NOOP("Events", "Chance: per district"), False),
    PaymentReason.HAZARD_MOVE: Reason(QT_TRANSLATE_NOOP("Events", "hazard move"), False),
    PaymentReason.SKYSCRAPER: Reason(BUILDINGS["skyscraper"], True),
    PaymentReason.STADIUM: Reason(BUILDINGS["stadium"], True),
    PaymentReason.TOWER: Reason(BUILDINGS["tower"], True),
    PaymentReason.BLOCKS: Reason(QT_TRANSLATE_NOOP("Events", "blocks on {name}"), True),
}

add_rows(SENTENCES, REASONS, {Field.BUILDING: lambda key: building_key_name(str(key)), Field.CARD_HALF: CARD_HALVES.__getitem__})
