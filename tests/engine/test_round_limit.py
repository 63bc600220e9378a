"""The round limit house rule: a game also ends after a set number of rounds."""

from __future__ import annotations

import json

import pytest

from ubuild_desktop.core.engine.ubuild.state import CHANCE, END_BANKRUPTCY, END_ROUND_LIMIT, Phase, State
from ubuild_desktop.core.engine.ubuild.game import PRESET_DEFAULT, ROUND_LIMITS, Game, GameSetupError, PresetRules
from ubuild_desktop.core.engine.ubuild.actions import Dice, EndTurn, Roll
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, dump_game, parse_game
from ubuild_desktop.core.engine.ubuild.session import Session, replay
from ubuild_desktop.core.engine.simulate import play_game, simulate, summarize
from ubuild_desktop.core.trackfile import load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action

from .helpers import deal, seat_0_wins_roll_off


def _dealt(game: Game):
    """Dealt, and seat 0 won the roll-off: seat 0 to roll."""
    state = State(game)
    deal(state)
    seat_0_wins_roll_off(state)
    return state


def _quiet_turn(state, dice=(1, 2)) -> list:
    """The player to act rolls ``dice`` from GO's neighbourhood and ends the turn."""
    events = state.apply(Roll()) + state.apply(Dice(dice))
    while state.phase not in (Phase.POST_ROLL, Phase.GAME_OVER, Phase.PRE_ROLL):
        events += state.apply(state.legal_actions()[-1])  # decline / pass / done
    if state.phase == Phase.POST_ROLL:
        events += state.apply(EndTurn())
    return events


def test_defaults_per_preset_and_none() -> None:
    assert ROUND_LIMITS == {PresetRules.STARTER: 60, PresetRules.CLASSIC: 120, PresetRules.PRO: 180}
    # 4x the book's length (60/120/180 player-turns) in rounds of the player count.
    assert Game.create(load_builtin("starter"), 4).round_limit == 60
    assert Game.create(load_builtin("classic"), 4).round_limit == 120
    assert Game.create(load_builtin("pro"), 4).round_limit == 180
    assert Game.create(load_builtin("starter"), 2).round_limit == 120
    assert Game.create(load_builtin("starter"), 3).round_limit == 80
    assert Game.create(load_builtin("classic"), ["A", "B", "C", "D", "E", "F"]).round_limit == 80
    assert Game.create(load_builtin("pro"), 5).round_limit == 144
    assert Game.create(load_builtin("pro"), 2, round_limit=PRESET_DEFAULT).round_limit == 360
    assert Game.create(load_builtin("pro"), 2, round_limit=None).round_limit is None
    assert Game.create(load_builtin("pro"), 2, round_limit=7).round_limit == 7
    for bad in (0, -3, 2.5, True, "10"):
        with pytest.raises(GameSetupError, match="round limit"):
            Game.create(load_builtin("pro"), 2, round_limit=bad)  # type: ignore[arg-type]


def test_a_round_is_every_seat_having_a_turn_and_doubles_do_not_count() -> None:
    game = Game.create(load_builtin("classic"), 3, round_limit=2)
    state = _dealt(game)
    _quiet_turn(state, (1, 2))  # seat 0
    assert state.rounds == 0 and state.turn == 1
    _quiet_turn(state, (2, 2))  # seat 1 rolls a double: another turn, same round
    assert state.turn == 1 and state.rounds == 0
    _quiet_turn(state, (1, 2))
    _quiet_turn(state, (1, 2))  # seat 2: the round is complete
    assert state.rounds == 1 and state.turn == 0 and not state.is_terminal()
    for _ in range(2):
        _quiet_turn(state, (1, 2))
    assert not state.is_terminal()
    events = _quiet_turn(state, (1, 2))  # seat 2 ends round 2: the limit
    assert state.is_terminal() and state.rounds == 2
    assert state.end_reason == END_ROUND_LIMIT and state.bankrupt == -1
    kinds = [e.kind for e in events]
    assert kinds[-2:] == ["round_limit_reached", "game_over"]
    assert events[-1].get("reason") == END_ROUND_LIMIT
    assert "round limit" in events[-2].text
    tally = state.tally()
    assert not any(row.bankrupt for row in tally)
    assert [row.player for row in tally] == list(events[-1].get("standings"))
    assert state.legal_actions() == [] and state.current_player < 0
    assert replay(game, state.history) == state


def test_a_turn_ended_by_jail_can_complete_the_round() -> None:
    game = Game.create(load_builtin("classic"), 2, round_limit=1)
    state = _dealt(game)
    _quiet_turn(state, (1, 2))
    state.apply(Roll())
    for _ in range(2):
        state.apply(Dice((3, 3)))
        while state.phase != Phase.POST_ROLL:
            state.apply(state.legal_actions()[-1])
        state.apply(EndTurn())
        state.apply(Roll())
    state.apply(Dice((3, 3)))  # the third double: jail ends the turn, and the round
    assert state.is_terminal() and state.end_reason == END_ROUND_LIMIT


def test_no_limit_plays_on() -> None:
    game = Game.create(load_builtin("starter"), 2, round_limit=None)
    state = _dealt(game)
    for _ in range(400):
        _quiet_turn(state, (1,))
        if state.is_terminal():
            break
    assert state.rounds >= 100 or state.end_reason == END_BANKRUPTCY


def test_game_file_keeps_the_limit_and_migrates_version_1() -> None:
    import random

    # Rules version 2, without the roll-off, as every game was before game file version 3
    # (v1 files are faked from it below).
    game = Game.create(load_builtin("starter"), 2, round_limit=3, rules_version=2)
    session = Session(game, 9)
    rng = random.Random(9)
    while not session.state.is_terminal():
        if session.state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(session.state, rng))
    assert session.state.end_reason in (END_ROUND_LIMIT, END_BANKRUPTCY)
    doc = json.loads(dump_game(session))
    assert doc["format_version"] == 4 and doc["round_limit"] == 3 and doc["rules_version"] == 2
    loaded = parse_game(json.dumps(doc))
    assert loaded.game.round_limit == 3 and loaded.state == session.state
    # No limit round-trips as null.
    free = Session(Game.create(load_builtin("starter"), 2, round_limit=None), 1)
    assert parse_game(dump_game(free)).game.round_limit is None
    # A version 1 file (no round_limit) gets the preset's default ...
    old = dict(doc, format_version=1)
    old.pop("round_limit")
    old.pop("rules_version")
    old["history"] = doc["history"][:60]
    assert parse_game(json.dumps(old)).game.round_limit == 120  # Starter, 2 players
    # ... unless its game ran past it (played before the rule existed): then no limit.
    long_game = Game.create(load_builtin("starter"), 2, round_limit=None, rules_version=2)
    long_session = Session(long_game, 2)
    state = long_session.state
    while state.rounds < 121:
        if state.current_player == CHANCE:
            long_session.chance_step()
        else:
            legal = state.legal_actions()
            from ubuild_desktop.core.engine.ubuild.actions import StartAuction, Pass, EndTurn as End, Roll as R, Done, PayDebt
            pick = next((a for a in legal if isinstance(a, (R, End, StartAuction, Pass, Done, PayDebt))), legal[0])
            long_session.apply(pick)
        if state.is_terminal():
            break
    assert state.rounds >= 121  # nobody buys anything: no rent, no bankruptcy
    v1 = json.loads(dump_game(long_session))
    v1["format_version"] = 1
    v1.pop("round_limit")
    v1.pop("rules_version")
    assert parse_game(json.dumps(v1)).game.round_limit is None
    # A bad limit in a file is refused.
    for bad in (0, "x", True, 1.5):
        with pytest.raises(GameFileError, match="round_limit"):
            parse_game(json.dumps(dict(doc, round_limit=bad)))


def test_simulate_reports_the_round_limit_share() -> None:
    track = load_builtin("starter")
    game = Game.create(track, 2, round_limit=2)
    result = play_game(game, ["good", "good"], 3)
    assert result.ended_by == END_ROUND_LIMIT and result.bankrupt == -1 and not result.capped
    assert result.rounds == 2 and result.winners
    run = simulate(track, 2, ("good",), games=6, seed=4)
    f = summarize(run)
    r = f["results"]
    assert f["round_limit"] == 120
    assert r["bankruptcy_share"] + r["round_limit_share"] == pytest.approx(1.0)
    assert r["capped_games"] == 0
