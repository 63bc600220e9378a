"""The traditional game's card decks as data: two decks of 16 with the standard effects,
checked on load; their texts marked for translation, with Spanish."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import ubuild_desktop
from ubuild_desktop.core import datawords
from ubuild_desktop.core.cards import CardDataError
from ubuild_desktop.core.engine.traditional.decks import load_trad_cards
from ubuild_desktop.core.engine.traditional.game import Game, GameSetupError
from ubuild_desktop.core.engine.traditional.options import HouseRules

from .helpers import board

PACKAGE = Path(ubuild_desktop.__file__).parent
MOVEMENT = ("advance", "nearest", "back", "jail")


def test_two_decks_of_sixteen_with_the_standard_effects() -> None:
    """Issue 14: "Chance and Community Chest: 16 cards each ... (Chance has 10 movement
    cards, including nearest station at double rent and nearest utility at 10x; Community
    Chest has 2)". 004: "Hay dos casos en los que se queda con la carta; son los que
    permiten salir de la cárcel." """
    cards = load_trad_cards()
    chance = [c for c in cards if c.deck == "chance"]
    chest = [c for c in cards if c.deck == "chest"]
    assert len(chance) == len(chest) == 16
    assert sum(c.effect in MOVEMENT for c in chance) == 10
    assert sum(c.effect in MOVEMENT for c in chest) == 2
    nearest = sorted(c.target.kind for c in chance if c.effect == "nearest" and c.target is not None)
    assert nearest == ["station", "station", "utility"]
    assert [c.effect for c in cards].count("jail_card") == 2
    assert sum(c.effect == "repairs" for c in cards) == 2


def test_the_texts_are_marked_for_translation_with_spanish() -> None:
    texts = [c.text for c in load_trad_cards()]
    assert sorted(datawords.TRADITIONAL_CARD_TEXTS) == sorted(texts)
    root = ET.parse(PACKAGE / "translations" / "ubuild_es.ts").getroot()
    spanish = {}
    for context in root.iter("context"):
        if context.findtext("name") == "TraditionalCards":
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None and translation.get("type") is None
                spanish[message.findtext("source")] = translation.text
    for text in texts:
        assert spanish.get(text) not in (None, "", text), text


@pytest.mark.parametrize("change, message", [
    (lambda cards: cards.pop(), "the chest deck holds 15 cards"),
    (lambda cards: cards[10].update(amount=0), "an amount belongs to money cards"),
    (lambda cards: cards[3].update(target={"kind": "street", "nth": 0}), "'nearest' goes to a station or a utility"),
    (lambda cards: cards[10].update(id="chest-99"), "is not named after its deck"),
    (lambda cards: cards[11].update(effect="collect", amount=5, text="Collect {amount}."), "exactly one get-out-of-jail card"),
    (lambda cards: cards[10].update(text="The bank pays you a dividend of 50."), r"its text needs \{amount\}"),
    (lambda cards: cards[12].update(text="Repairs: pay {amount}."), r"its text needs \{hotel\} and \{house\}"),
    (lambda cards: cards[8].update(text="Go back {steps} spaces."), r"its text needs no \{field\}"),
])
def test_a_bad_deck_file_is_refused(tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads((PACKAGE / "data" / "traditional_cards.json").read_text(encoding="utf-8"))
    change(doc["cards"])
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CardDataError, match=message):
        load_trad_cards(path)


def test_a_card_whose_target_the_board_lacks_is_left_out_of_its_deck() -> None:
    spaces = [s for s in board().spaces if s.kind != "utility"]
    groups = board().groups
    small = board().model_copy(update={"spaces": tuple(spaces), "groups": groups})
    game = Game(small, ("Ana", "Bo"), HouseRules())
    assert "chance-04" not in game.card_ids  # "advance to the nearest utility"
    assert len(game.card_ids) == 31 and len(game.deck_cards("chest")) == 16


def test_house_rules_are_checked() -> None:
    with pytest.raises(GameSetupError):
        Game(board(), ("Ana", "Bo"), HouseRules(round_limit=-1))
    with pytest.raises(ValueError, match="unknown field"):
        HouseRules.from_json({"jackpot": True})
    assert HouseRules.from_json({"auctions": False}) == HouseRules(auctions=False)
    assert HouseRules.from_json(HouseRules(dealt_properties=2).to_json()) == HouseRules(dealt_properties=2)
