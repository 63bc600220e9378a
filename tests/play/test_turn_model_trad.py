"""The traditional game's turn model (no Qt): each section holds exactly the legal actions
it stands for, and the bank's last houses are auctioned in ``Phase.BUILDING_AUCTION``."""

from __future__ import annotations

from ubuild_desktop.core.engine.ubuild.actions import OpenBid
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.actions import BuildHouse, SellBuilding, SellGroupBuildings, UseJailCard
from ubuild_desktop.play.plugin import rules_for
from ubuild_desktop.play.traditional.plugin import PLAY as TRADITIONAL_PLAY
from ubuild_desktop.play.ubuild.plugin import PLAY as UBUILD_PLAY
from ubuild_desktop.play.traditional.turn_model import PickKind
from ubuild_desktop.play.turn_model import Heading, PickMode

from tests.traditional.helpers import act, give, started


def _model(state, pick=None):  # type: ignore[no-untyped-def]
    return rules_for(state).turn_model(state, (), table_dice=False, busy=False, pick=pick)


def test_houses_are_offered_from_the_legal_actions_and_picked_on_the_board() -> None:
    state = started()
    assert rules_for(state) is TRADITIONAL_PLAY and rules_for(state.game) is TRADITIONAL_PLAY
    give(state, 0, "cobbler-lane", "tinker-row")
    model = _model(state)
    assert model.houses is not None and model.roll is not None and model.roll.action is not None
    assert set(model.houses.build) == {a for a in state.legal_actions() if isinstance(a, BuildHouse)}
    assert model.houses.sell == () and model.houses.houses_left == 32 and model.houses.hotels_left == 12
    pick = _model(state, PickMode(PickKind.BUILD_HOUSE, 0)).pick
    assert pick is not None and sorted(space for space, _ in pick.targets) == [1, 3]
    act(state, BuildHouse("cobbler-lane"))
    model = _model(state)
    assert [a.street for a in model.houses.build] == ["tinker-row"]  # evenly
    assert model.houses.sell == (SellBuilding("cobbler-lane"),)
    assert model.houses.sell_group == (SellGroupBuildings("cobbler-lane"),)
    group = _model(state, PickMode(PickKind.SELL_GROUP, 0)).pick
    assert group is not None and [space for space, _ in group.targets] == [1]
    # A pick that is no longer possible is dropped.
    act(state, SellBuilding("cobbler-lane"))
    assert _model(state, PickMode(PickKind.SELL_BUILDING, 0)).pick is None


def test_the_bank_auctions_its_last_house() -> None:
    state = started()
    give(state, 0, "cobbler-lane", "tinker-row")
    give(state, 1, "harbour-steps", "gull-street", "anchor-road")
    state.houses_left = 1
    act(state, BuildHouse("cobbler-lane"))
    assert state.phase is Phase.BUILDING_AUCTION
    model = _model(state)
    assert model.status.heading is Heading.BID and model.auction is not None
    assert model.auction.card is None and model.auction.building == "house"
    assert model.auction.bid_range == (50, state.cash[0])
    assert state.is_legal(OpenBid(0, model.auction.bid_range[0])) and model.auction.pass_ is not None
    assert model.houses is None and model.mortgages is None  # not between two actions of a turn


def test_a_held_jail_card_is_offered_in_jail() -> None:
    state = started()
    jail_card = state.game.card_index["chest-05"]
    state.card_holder[jail_card] = 0
    state.in_jail[0] = True
    state.position[0] = state.game.jail
    model = _model(state)
    assert model.jail is not None and model.jail.card == UseJailCard() and model.jail.action is not None
    assert model.roll is not None and model.roll.in_jail
    assert TRADITIONAL_PLAY.jail_cards(state, 0) == ("chest-05",) and UBUILD_PLAY.jail_cards(state, 0) == ()
