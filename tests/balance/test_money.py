"""What the odds mean in money (``money_figures``) and the JSON of both (``odds_json``)."""

from __future__ import annotations

import json
import math

import pytest

from ubuild_desktop.core.balance import (
    PAYBACK_BLOCKS,
    LandingOdds,
    SpaceOdds,
    landing_odds,
    money_figures,
    odds_json,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.trackfile import load_builtin


@pytest.fixture(scope="module")
def pro() -> Game:
    return Game.create(load_builtin("pro"), 4)


def test_rent_and_expected_rent_per_district(pro: Game) -> None:
    odds = landing_odds(pro)
    money = money_figures(pro, odds)
    assert [d.district for d in money.districts] == list(range(len(pro.districts)))
    for d, info in zip(money.districts, pro.districts):
        card = info.card
        assert (d.space, d.name, d.price) == (info.space, card.name, card.price)
        assert d.group == pro.groups[info.group].id
        assert d.rent == (card.land_rent, *card.rents)  # the card's printed row, 0..8 blocks
        assert d.per_turn == odds.spaces[info.space].per_turn
        assert d.expected == pytest.approx(tuple(d.per_turn * r for r in d.rent))


def test_payback_per_group_by_hand(pro: Game) -> None:
    """Brown on Pro: 2 districts ($600k and $700k), 3 residential blocks each ($180k,
    $210k): cost 600 + 700 + 3 x (180 + 210) = 2,470; income: each district's odds per
    turn times its rent for 3 blocks ($450k, $530k)."""
    odds = landing_odds(pro)
    money = money_figures(pro, odds, players=4)
    brown = next(g for g in money.groups if g.group == "brown")
    assert brown.name == "Brown" and brown.blocks == PAYBACK_BLOCKS == 3
    first, second = (money.districts[d] for d in brown.districts)
    assert brown.cost == 600 + 700 + 3 * (180 + 210)
    assert brown.income == pytest.approx(first.per_turn * 450 + second.per_turn * 530)
    assert brown.turns == pytest.approx(brown.cost / brown.income)
    assert brown.rounds == pytest.approx(brown.turns / 3)  # 3 opponents a round
    assert [g.group for g in money.groups] == [g.id for g in pro.groups]
    assert sorted(d for g in money.groups for d in g.districts) == list(range(len(pro.districts)))
    two = money_figures(pro, odds, players=2)
    assert two.groups[0].rounds == pytest.approx(two.groups[0].turns)
    with pytest.raises(ValueError):
        money_figures(pro, odds, blocks=9)


def test_most_and_least_landed(pro: Game) -> None:
    money = money_figures(pro, landing_odds(pro))
    by_odds = sorted(money.districts, key=lambda d: d.per_turn)
    assert [money.districts[d].per_turn for d in money.most_landed] == [d.per_turn for d in by_odds[::-1][:3]]
    assert [money.districts[d].per_turn for d in money.least_landed] == [d.per_turn for d in by_odds[:3]]


def test_a_group_never_landed_never_pays_back(pro: Game) -> None:
    odds = landing_odds(pro)
    never = LandingOdds(
        tuple(SpaceOdds(s.space, s.name, s.kind, 0.0, 0.0) for s in odds.spaces),
        1.0, 1.0, 1.0, odds.policy,
    )
    money = money_figures(pro, never)
    assert all(math.isinf(g.turns) for g in money.groups)
    assert odds_json(pro, never, money)["money"]["groups"][0]["payback_turns"] is None


def test_the_json_fields(pro: Game) -> None:
    odds = landing_odds(pro)
    money = money_figures(pro, odds)
    doc = json.loads(json.dumps(odds_json(pro, odds, money), allow_nan=False))
    assert [s["name"] for s in doc["spaces"]] == list(pro.space_names)  # in playing order from GO
    go = odds.spaces[0]
    assert doc["spaces"][0] == {
        "space": 0, "name": "GO", "kind": "go", "per_roll": go.per_roll, "per_turn": go.per_turn,
    }
    assert doc["in_jail"] == {"per_roll": odds.in_jail_per_roll, "per_turn": odds.in_jail_per_turn}
    assert sum(s["per_roll"] for s in doc["spaces"]) + doc["in_jail"]["per_roll"] == pytest.approx(1.0)
    assert doc["policy"]["jail"] == "short" and doc["policy"]["bridge_up"] is None
    assert [b["space"] for b in doc["policy"]["bridges_up"]] == list(pro.bridges)
    district = doc["money"]["districts"][0]
    assert len(district["rent"]) == len(district["expected_rent_per_opponent_turn"]) == 9
    group = doc["money"]["groups"][0]
    assert group["payback_turns"] == pytest.approx(money.groups[0].turns)
    assert group["districts"] == [pro.districts[d].card.name for d in money.groups[0].districts]
    assert [d["district"] for d in doc["money"]["most_landed"]] == list(money.most_landed)
