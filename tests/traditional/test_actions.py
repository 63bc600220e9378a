"""The traditional game's actions: registered with the kernel's, each with a text and a
JSON form that read back (the game file's history is the text form)."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.kernel.actions import (
    ACTION_TYPES, SHARED_ACTIONS, Action, ActionFormatError, action_from_json, action_to_json, parse_action,
)
from ubuild_desktop.core.engine.traditional.actions import (
    TRADITIONAL_ACTIONS, BuildHouse, DealTitle, HandToBank, PayIncomeTax, SellBuilding, SellGroupBuildings, TradeDeal,
    UseJailCard,
)

EXAMPLES: list[Action] = [
    BuildHouse("cobbler-lane"), SellBuilding("tinker-row"), SellGroupBuildings("cobbler-lane"), UseJailCard(),
    TradeDeal(0, 1, ("north-station",), (), 10, 0, (), ("chest-05",)), TradeDeal(1, 0), DealTitle("reservoir"),
    PayIncomeTax("share"), HandToBank("gull-street"),
]


def test_every_action_is_registered_with_an_example() -> None:
    assert {type(a) for a in EXAMPLES} == set(TRADITIONAL_ACTIONS)
    for cls in (*SHARED_ACTIONS, *TRADITIONAL_ACTIONS):
        assert ACTION_TYPES[cls.kind] is cls


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_text_and_json_forms_read_back(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert action_from_json(action_to_json(action)) == action


def test_a_trade_without_cards_may_leave_them_out_of_json() -> None:
    assert action_from_json({"type": "trade", "proposer": 0, "partner": 1, "give": ["x"]}) == TradeDeal(0, 1, ("x",))
    with pytest.raises(ActionFormatError):
        action_from_json({"type": "trade", "proposer": 0, "partner": 1, "give_cards": [3]})
