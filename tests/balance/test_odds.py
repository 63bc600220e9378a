"""The exact landing odds (``core/balance``): they sum to 1, and scenarios known by hand."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.balance import JailPolicy, Policy, landing_odds, track_odds
from ubuild_desktop.core.engine import Game, GameSetupError
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin


@pytest.mark.parametrize("name", builtin_track_names())
@pytest.mark.parametrize("jail", list(JailPolicy))
def test_the_odds_sum_to_one(name: str, jail: JailPolicy) -> None:
    odds = track_odds(load_builtin(name), Policy(jail=jail))
    game = Game.create(load_builtin(name), 4)
    assert [s.name for s in odds.spaces] == list(game.space_names)
    assert [s.kind for s in odds.spaces] == [k.value for k in game.space_kinds]
    assert sum(s.per_roll for s in odds.spaces) + odds.in_jail_per_roll == pytest.approx(1.0, abs=1e-12)
    assert sum(odds.heat()) + odds.in_jail_per_turn == pytest.approx(odds.rolls_per_turn, abs=1e-12)
    assert all(s.per_roll >= -1e-15 for s in odds.spaces)
    assert odds.policy.jail is jail


def test_starter_rolls_once_a_turn() -> None:
    """One die: no doubles, so a turn is one roll and per turn equals per roll."""
    odds = track_odds(load_builtin("starter"))
    assert odds.rolls_per_turn == pytest.approx(1.0)
    assert odds.heat() == pytest.approx(odds.per_roll())


def test_an_invalid_track_is_refused() -> None:
    starter = load_builtin("starter")
    broken = starter.model_copy(update={"pieces": starter.pieces[:-1]})
    with pytest.raises(GameSetupError):
        track_odds(broken)


def test_go_to_jail_ends_no_roll() -> None:
    game = Game.create(load_builtin("pro"), 4)
    odds = landing_odds(game)
    for s in odds.spaces:
        if s.kind == "go_to_jail":
            assert s.per_roll == 0.0
