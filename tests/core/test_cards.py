"""Tests for the district and Chance card data and their loaders."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from ubuild_desktop.core.cards import (
    DISTRICT_TILES,
    GROUP_SIZES,
    PLANNING_TILES,
    CardDataError,
    DistrictCard,
    DistrictSet,
    format_money,
    load_districts,
)
from ubuild_desktop.core.chance import (
    ChanceCard,
    CollectEffect,
    CollectFromEachEffect,
    CollectPerDistrictEffect,
    GoToJailEffect,
    MoveEffect,
    PayEachEffect,
    PayEffect,
    PayPerBlockEffect,
    PlanningPermissionEffect,
    load_chance_cards,
)

# The card that carries the rulebook's rent example (4 blocks -> $3.5M, x2 -> $7M).
RULEBOOK_EXAMPLE_CARD = "greenspire-commons"


def _packaged_json(name: str) -> dict[str, Any]:
    text = files("ubuild_desktop").joinpath("data", name).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@pytest.fixture(scope="module")
def districts() -> DistrictSet:
    return load_districts()


@pytest.fixture(scope="module")
def chance() -> tuple[ChanceCard, ...]:
    return load_chance_cards()


# ----------------------------------------------------------------------- districts


def test_packaged_districts_have_22_cards_in_8_groups(districts: DistrictSet) -> None:
    assert len(districts.cards) == 22
    assert len(districts.groups) == 8
    sizes = [len(districts.cards_in_group(g.id)) for g in districts.groups]
    assert sizes == [2, 3, 3, 3, 3, 3, 3, 2] == list(GROUP_SIZES)


def test_last_group_is_dark_blue_on_the_planning_doubles(districts: DistrictSet) -> None:
    dark_blue = districts.groups[-1]
    assert dark_blue.name == "Dark blue"
    places = {(c.tile, c.half) for c in districts.cards_in_group(dark_blue.id)}
    assert places == {("P1", 1), ("P2", 1)}
    assert districts.card_on("P1", 0) is None
    assert districts.card_on("P2", 0) is None


def test_every_tile_half_holds_exactly_one_district(districts: DistrictSet) -> None:
    places = [(c.tile, c.half) for c in districts.cards]
    expected = {(t, h) for t in DISTRICT_TILES for h in (0, 1)} | {(t, 1) for t in PLANNING_TILES}
    assert len(places) == len(set(places)) == 22
    assert set(places) == expected
    for card in districts.cards:
        assert districts.card_on(card.tile, card.half) is card


def test_districts_fill_the_doubles_in_price_order(districts: DistrictSet) -> None:
    on_doubles = [c for c in districts.cards if c.tile in DISTRICT_TILES]
    by_place = sorted(on_doubles, key=lambda c: (DISTRICT_TILES.index(c.tile), c.half))
    assert [c.price for c in by_place] == sorted(c.price for c in on_doubles)
    assert districts.card_on("D1", 0) in districts.cards_in_group(districts.groups[0].id)
    assert districts.card_on("D1", 1) in districts.cards_in_group(districts.groups[0].id)


def test_group_prices_rise_around_the_board(districts: DistrictSet) -> None:
    ranges = [
        (min(c.price for c in members), max(c.price for c in members))
        for members in (districts.cards_in_group(g.id) for g in districts.groups)
    ]
    for (_, previous_max), (current_min, _) in zip(ranges, ranges[1:]):
        assert current_min >= previous_max
    assert 600 <= ranges[0][0] <= 1000
    assert 3500 <= ranges[-1][1] <= 4500


def test_markers_are_non_empty_and_unique(districts: DistrictSet) -> None:
    letters = [g.marker.letter for g in districts.groups]
    patterns = [g.marker.pattern for g in districts.groups]
    colours = [g.colour for g in districts.groups]
    assert all(letters) and all(patterns)
    assert len(set(letters)) == len(set(patterns)) == len(set(colours)) == 8


def test_rents_strictly_increase_above_land_rent(districts: DistrictSet) -> None:
    for card in districts.cards:
        assert len(card.rents) == 8
        assert all(a < b for a, b in zip(card.rents, card.rents[1:])), card.id
        assert card.rents[0] > card.land_rent, card.id
        assert card.rent_for(0) == card.land_rent
        assert card.rent_for(8) == card.rents[7]


def test_prices_follow_the_tuning_guidelines(districts: DistrictSet) -> None:
    for card in districts.cards:
        assert 0.08 <= card.land_rent / card.price <= 0.12, card.id
        assert 0.25 <= card.residential_block_price / card.price <= 0.50, card.id
        assert 1.3 <= card.industrial_block_price / card.residential_block_price <= 1.7, card.id
    for group in districts.groups:
        assert len({c.skyscraper_price for c in districts.cards_in_group(group.id)}) == 1


def test_rulebook_rent_example_holds(districts: DistrictSet) -> None:
    card = districts.card(RULEBOOK_EXAMPLE_CARD)
    assert len(districts.cards_in_group(card.group)) == 3
    assert card.rents[3] == 3500
    assert card.rent_for(4) == 3500
    assert 2 * card.rent_for(4) == 7000
    assert format_money(2 * card.rent_for(4)) == "$7M"


def test_lookups(districts: DistrictSet) -> None:
    card = districts.cards[5]
    assert districts.card(card.id) is card
    assert districts.group(card.group).id == card.group
    assert card in districts.cards_in_group(card.group)
    with pytest.raises(KeyError, match="no-such-place"):
        districts.card("no-such-place")
    with pytest.raises(KeyError, match="mauve"):
        districts.group("mauve")
    with pytest.raises(KeyError):
        districts.cards_in_group("mauve")
    with pytest.raises(ValueError):
        card.rent_for(9)


def test_default_load_is_cached_and_frozen(districts: DistrictSet) -> None:
    assert load_districts() is districts
    assert load_chance_cards() is load_chance_cards()
    with pytest.raises(ValidationError):
        districts.cards[0].price = 1  # type: ignore[misc]


def test_explicit_path_loads_the_same_data(tmp_path: Path, districts: DistrictSet) -> None:
    path = tmp_path / "districts.json"
    path.write_text(json.dumps(_packaged_json("districts.json")), encoding="utf-8")
    assert load_districts(path) == districts
    path = tmp_path / "chance.json"
    path.write_text(json.dumps(_packaged_json("chance.json")), encoding="utf-8")
    assert load_chance_cards(path) == load_chance_cards()


def test_names_are_original(districts: DistrictSet) -> None:
    rulebook_names = {"central quay", "old town", "harbor heights", "harbour heights"}
    assert not rulebook_names & {c.name.lower() for c in districts.cards}
    assert len({c.name for c in districts.cards}) == 22


# -------------------------------------------------------------------------- chance


def test_packaged_chance_deck_has_17_two_sided_cards(chance: tuple[ChanceCard, ...]) -> None:
    assert len(chance) == 17
    assert len({c.id for c in chance}) == 17
    for card in chance:
        assert card.half("up") is card.up
        assert card.half("down") is card.down
        assert card.up.text and card.down.text
    texts = [h.text for c in chance for h in (c.up, c.down)]
    assert len(set(texts)) == len(texts)


def test_starter_can_reach_planning_permission(chance: tuple[ChanceCard, ...]) -> None:
    carrying = [
        c for c in chance
        if isinstance(c.up.effect, PlanningPermissionEffect)
        or isinstance(c.down.effect, PlanningPermissionEffect)
    ]
    assert len(carrying) >= 2


def _sets_back(effect: object) -> bool:
    """Whether a Chance effect is bad news for the player who draws it."""
    if isinstance(effect, MoveEffect):
        return effect.steps < 0
    return isinstance(effect, (PayEffect, PayEachEffect, PayPerBlockEffect, GoToJailEffect))


def test_up_halves_are_harsher_than_down(chance: tuple[ChanceCard, ...]) -> None:
    up_bad = sum(_sets_back(c.up.effect) for c in chance)
    down_bad = sum(_sets_back(c.down.effect) for c in chance)
    assert up_bad > down_bad
    assert 13 <= up_bad + down_bad <= 21  # about half of the 34 halves


def test_card_texts_state_their_amounts(chance: tuple[ChanceCard, ...]) -> None:
    for card in chance:
        for half in (card.up, card.down):
            effect = half.effect
            if isinstance(
                effect,
                (
                    CollectEffect,
                    PayEffect,
                    CollectFromEachEffect,
                    PayEachEffect,
                    CollectPerDistrictEffect,
                ),
            ):
                assert format_money(effect.amount) in half.text, card.id
            elif isinstance(effect, PayPerBlockEffect):
                assert format_money(effect.residential) in half.text, card.id
                assert format_money(effect.industrial) in half.text, card.id
            elif isinstance(effect, MoveEffect):
                assert str(abs(effect.steps)) in half.text, card.id


def test_effects_reject_bad_values() -> None:
    with pytest.raises(ValidationError, match="steps must not be 0"):
        MoveEffect(type="move", steps=0)
    with pytest.raises(ValidationError):
        MoveEffect(type="move", steps=7)
    with pytest.raises(ValidationError):
        PayEffect(type="pay", amount=105)
    with pytest.raises(ValidationError, match="at least one block type"):
        PayPerBlockEffect(type="pay_per_block", residential=0, industrial=0)


def test_bad_bridge_position_is_refused(chance: tuple[ChanceCard, ...]) -> None:
    with pytest.raises(ValueError, match="sideways"):
        chance[0].half("sideways")  # type: ignore[arg-type]


# ----------------------------------------------------------------------- bad files

Mutation = Callable[[dict[str, Any]], None]


def _set(path: tuple[str | int, ...], value: Any) -> Mutation:
    def mutate(data: dict[str, Any]) -> None:
        node: Any = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return mutate


def _duplicate_first_card(data: dict[str, Any]) -> None:
    data["cards"][1]["id"] = data["cards"][0]["id"]


def _drop(path: tuple[str | int, ...]) -> Mutation:
    def mutate(data: dict[str, Any]) -> None:
        node: Any = data
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]

    return mutate


# Rent for 4 blocks equals rent for 3: not strictly increasing.
FLAT_RENTS = [300, 600, 900, 900, 1500, 1800, 2100, 2400]
SEVEN_RENTS = [300, 600, 900, 1200, 1500, 1800, 2100]

BAD_DISTRICTS: list[tuple[str, Mutation, str]] = [
    ("wrong-type", _set(("cards", 3, "price"), "1000"), "cards[3].price"),
    ("bool-half", _set(("cards", 3, "half"), True), "cards[3].half"),
    ("extra-field", _set(("cards", 3, "colour"), "#ffffff"), "cards[3].colour"),
    ("extra-top-level", _set(("notes",), "hi"), "notes"),
    ("flat-rents", _set(("cards", 3, "rents"), FLAT_RENTS), "strictly"),
    ("seven-rents", _set(("cards", 3, "rents"), SEVEN_RENTS), "cards[3].rents"),
    ("duplicate-id", _duplicate_first_card, "duplicate card id"),
    ("cheap-industry", _set(("cards", 0, "industrial_block_price"), 100), "industrial_block"),
    ("odd-money", _set(("cards", 0, "price"), 605), "multiple of 10"),
    ("unknown-group", _set(("cards", 0, "group"), "mauve"), "unknown group 'mauve'"),
    ("same-marker", _set(("groups", 1, "marker", "letter"), "B"), "duplicate marker letter 'B'"),
    ("bad-pattern", _set(("groups", 1, "marker", "pattern"), "plaid"), "groups[1].marker.pattern"),
    ("two-on-one-half", _set(("cards", 1, "half"), 0), "tile D1 half 0"),
    ("planning-half-0", _set(("cards", 21, "half"), 0), "planning double"),
    ("newer-version", _set(("format_version",), 99), "newer than this program"),
    ("no-version", _drop(("format_version",)), "format_version"),
]


@pytest.mark.parametrize(
    ("mutate", "fragment"),
    [pytest.param(m, f, id=name) for name, m, f in BAD_DISTRICTS],
)
def test_bad_district_file_is_rejected(
    tmp_path: Path, mutate: Mutation, fragment: str
) -> None:
    data = copy.deepcopy(_packaged_json("districts.json"))
    mutate(data)
    path = tmp_path / "bad-districts.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_districts(path)
    assert str(path) in str(caught.value)
    assert fragment in str(caught.value)


BAD_CHANCE: list[tuple[str, Mutation, str]] = [
    ("wrong-type", _set(("cards", 2, "up", "effect", "steps"), "3"), "cards[2].up.effect.steps"),
    ("extra-field", _set(("cards", 2, "up", "bonus"), 1), "cards[2].up.bonus"),
    ("unknown-effect", _set(("cards", 2, "up", "effect", "type"), "teleport"), "teleport"),
    ("zero-steps", _set(("cards", 2, "up", "effect", "steps"), 0), "steps must not be 0"),
    ("negative-amount", _set(("cards", 0, "up", "effect", "amount"), -5), "up.effect.amount"),
    ("missing-half", _drop(("cards", 4, "down")), "cards[4].down"),
    ("duplicate-id", _duplicate_first_card, "duplicate card id"),
    ("empty-deck", _set(("cards",), []), "cards: "),
]


@pytest.mark.parametrize(
    ("mutate", "fragment"),
    [pytest.param(m, f, id=name) for name, m, f in BAD_CHANCE],
)
def test_bad_chance_file_is_rejected(tmp_path: Path, mutate: Mutation, fragment: str) -> None:
    data = copy.deepcopy(_packaged_json("chance.json"))
    mutate(data)
    path = tmp_path / "bad-chance.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_chance_cards(path)
    assert str(path) in str(caught.value)
    assert fragment in str(caught.value)


def _truncated(name: str) -> bytes:
    text = files("ubuild_desktop").joinpath("data", name).read_bytes()
    return text[: len(text) // 2]


def _random_bytes() -> bytes:
    # \xff never occurs in UTF-8, so this is never mistaken for text.
    return b"\xff\x00" + random.Random(3).randbytes(512)


LOADERS = [load_districts, load_chance_cards]

UNREADABLE: list[tuple[str, Callable[[str], bytes], str]] = [
    ("truncated", _truncated, "invalid JSON"),
    ("binary", lambda _name: _random_bytes(), "not a UTF-8 text file"),
    ("empty", lambda _name: b"", "invalid JSON"),
    ("top-level-list", lambda _name: b"[1, 2, 3]", "top level must be a JSON object"),
]


@pytest.mark.parametrize("loader", LOADERS, ids=["districts", "chance"])
@pytest.mark.parametrize(
    ("make", "fragment"),
    [pytest.param(m, f, id=name) for name, m, f in UNREADABLE],
)
def test_unreadable_file_is_rejected(
    tmp_path: Path,
    loader: Callable[[Path], object],
    make: Callable[[str], bytes],
    fragment: str,
) -> None:
    name = "districts.json" if loader is load_districts else "chance.json"
    path = tmp_path / name
    path.write_bytes(make(name))
    with pytest.raises(CardDataError) as caught:
        loader(path)
    assert str(path) in str(caught.value)
    assert fragment in str(caught.value)


@pytest.mark.parametrize("loader", LOADERS, ids=["districts", "chance"])
def test_missing_file_is_a_card_data_error(
    tmp_path: Path, loader: Callable[[Path], object]
) -> None:
    path = tmp_path / "nowhere.json"
    with pytest.raises(CardDataError, match="nowhere.json"):
        loader(path)


def test_card_errors_are_value_errors() -> None:
    assert issubclass(CardDataError, ValueError)


def test_district_card_checks_its_own_rows() -> None:
    good: dict[str, Any] = {
        "id": "test-yard", "name": "Test Yard", "group": "brown", "tile": "D1", "half": 0,
        "price": 600, "land_rent": 60, "rents": (130, 270, 450, 660, 840, 990, 1100, 1250),
        "residential_block_price": 180, "industrial_block_price": 270, "skyscraper_price": 500,
    }
    assert DistrictCard(**good).rent_for(3) == 450
    with pytest.raises(ValidationError, match="more than land_rent"):
        DistrictCard(**{**good, "land_rent": 130})


# -------------------------------------------------------------------------- money


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        (2000, "$2M"),
        (3500, "$3.5M"),
        (500, "$500k"),
        (10, "$10k"),
        (0, "$0"),
        (-1000, "-$1M"),
        (-50, "-$50k"),
        (1250, "$1.25M"),
        (12900, "$12.9M"),
        (999, "$999k"),
        (1010, "$1.01M"),
    ],
)
def test_format_money(amount: int, text: str) -> None:
    assert format_money(amount) == text


@pytest.mark.parametrize(
    ("text", "amount"),
    [("$2M", 2000), ("3.5m", 3500), ("500k", 500), ("$10k", 10), ("2500", 2500), ("-$1M", -1000),
     ("$1.25M", 1250), (" $12.4M ", 12400), ("abc", None), ("", None), ("1.0005M", None), ("$", None)],
)
def test_parse_money(text, amount):
    from ubuild_desktop.core.cards import parse_money

    assert parse_money(text) == amount


@pytest.mark.parametrize("amount", [0, 10, 500, 990, 1000, 1250, 3500, 12400, 31700, -1000])
def test_parse_money_reads_what_format_money_writes(amount):
    from ubuild_desktop.core.cards import format_money, parse_money

    assert parse_money(format_money(amount)) == amount
