"""The kernel (``core/engine/kernel``): the action registry, the shared state and the rule
book through which the shared rules read U-Build's amounts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from tests.engine.helpers import new_state
from ubuild_desktop.core.engine.ubuild import actions as ubuild_actions
from ubuild_desktop.core.engine.ubuild.book import UBUILD_BOOK
from ubuild_desktop.core.engine.kernel import actions as kernel_actions
from ubuild_desktop.core.engine.kernel.actions import (
    ACTION_TYPES,
    SHARED_ACTIONS,
    Action,
    ActionFormatError,
    action_from_json,
    parse_action,
    register_actions,
)
from ubuild_desktop.core.engine.kernel.ledger import tally
from ubuild_desktop.core.engine.kernel.state import GameState
from ubuild_desktop.core.engine.traditional.actions import TRADITIONAL_ACTIONS
from ubuild_desktop.core.engine.traditional.between_turns import BETWEEN_TURNS_ACTIONS
from ubuild_desktop.core.engine.ubuild.money import base_rent, most_raisable, net_worth


def test_every_shared_action_is_the_kernels_and_registered_by_ubuild() -> None:
    for cls in SHARED_ACTIONS:
        assert getattr(ubuild_actions, cls.__name__) is cls
        assert ACTION_TYPES[cls.kind] is cls
    own = {"deck", "build", "free-blocks", "skyscraper", "stadium", "tower", "bonus", "hazard", "move-hazard", "done"}
    # (the traditional rule set registers its own too: tests/traditional/test_actions.py)
    traditional = {cls.kind for cls in (*TRADITIONAL_ACTIONS, *BETWEEN_TURNS_ACTIONS)}
    assert set(ACTION_TYPES) - traditional == {cls.kind for cls in SHARED_ACTIONS} | own
    for kind in own:
        assert not hasattr(kernel_actions, ACTION_TYPES[kind].__name__)


@dataclass(frozen=True, slots=True)
class _Toll(Action):
    kind: ClassVar[str] = "toll"
    amount: int
    note: str = "none"


@dataclass(frozen=True, slots=True)
class _Rival(Action):
    kind: ClassVar[str] = "roll"


def test_a_rule_set_registers_its_actions_and_a_field_with_a_default_may_be_missing() -> None:
    register_actions(_Toll)
    try:
        register_actions(_Toll)  # again: harmless
        assert parse_action("toll 30 fee") == _Toll(30, "fee")
        assert action_from_json({"type": "toll", "amount": 30}) == _Toll(30)
        with pytest.raises(ActionFormatError, match="missing field 'amount'"):
            action_from_json({"type": "toll"})
    finally:
        del ACTION_TYPES["toll"]
    with pytest.raises(ActionFormatError, match="unknown action"):
        parse_action("toll 30 fee")


def test_two_classes_of_one_kind_are_refused() -> None:
    with pytest.raises(ValueError, match="two actions of type 'roll'"):
        register_actions(_Rival)
    assert ACTION_TYPES["roll"] is ubuild_actions.Roll


@dataclass(frozen=True, slots=True)
class _TipBy(kernel_actions.ByPlayer):
    """A rule set's action out of turn (a test's): ``player`` tips the player to act."""

    kind: ClassVar[str] = "tip-by"
    amount: int

    def plain(self) -> Action:
        return _Toll(self.amount)


def test_who_made_an_action_is_the_kernels_answer_for_every_rule_set() -> None:
    """``named_actor`` (what the play view's controller asks): the player an action out of
    turn names, whatever rule set defines it; a deal's proposer; an open auction's bidder;
    else the player the game waited on."""
    from ubuild_desktop.core.engine.kernel.actions import OpenBid, OpenPass, ProposeDeal, Roll, named_actor
    from ubuild_desktop.core.engine.traditional.between_turns import BuildHouseBy

    assert named_actor(_TipBy(2, 5), acting=0) == 2 and _TipBy(2, 5).plain() == _Toll(5)
    assert named_actor(BuildHouseBy(3, "cobbler-lane"), acting=1) == 3  # the traditional game's
    assert named_actor(OpenBid(1, 50), acting=0) == 1 and named_actor(OpenPass(2), acting=0) == 2
    assert named_actor(ProposeDeal(proposer=2, partner=0), acting=1) == 2
    assert named_actor(Roll(), acting=1) == 1


def test_a_ubuild_state_is_a_game_state_carrying_ubuilds_book() -> None:
    state = new_state("classic", 3)
    assert isinstance(state, GameState)
    assert state.book is UBUILD_BOOK


def test_the_shared_rules_read_ubuilds_amounts_through_the_book() -> None:
    state = new_state("classic", 3)
    state.owner[0] = state.owner[1] = 1
    state.residential[0] = 2
    state.mortgaged[1] = True
    book = state.book
    assert book.mortgage_value(state, 0) == book.lift_cost(state, 0) == base_rent(state, 0)
    assert book.raisable(state, 1) == most_raisable(state, 1) == state.cash[1] + base_rent(state, 0)
    assert book.net_worth(state, 1) == net_worth(state, 1)
    assert book.property_id(state, 0) == state.game.districts[0].card.id
    assert book.property_index(state, state.game.districts[1].card.id) == 1
    rows = {s.player: s for s in tally(state)}
    assert rows[1].total == net_worth(state, 1)
    assert rows[1].districts == net_worth(state, 1) - state.cash[1]


def test_the_player_to_act_in_every_phase_is_the_phase_sets_answer() -> None:
    """``current_player`` answers its commonest phases by identity first (speed): in every
    phase its answer is the readable rule's (the turn's player in TURN_PLAYER_PHASES, the
    CHANCE player in CHANCE_PHASES...)."""
    from ubuild_desktop.core.engine.kernel.phases import CHANCE, CHANCE_PHASES, TERMINAL, TURN_PLAYER_PHASES, Phase

    state = new_state("starter", players=3)
    state.turn = 2
    for phase in Phase:
        if phase in (Phase.AUCTION, Phase.BUILDING_AUCTION, Phase.RAISE_FUNDS, Phase.DEAL):
            continue  # (they name someone else: the bidder, the debtor, the partner)
        state.phase = phase
        expected = 2 if phase in TURN_PLAYER_PHASES else CHANCE if phase in CHANCE_PHASES else (
            TERMINAL if phase is Phase.GAME_OVER else 2)
        assert state.current_player == expected, phase
