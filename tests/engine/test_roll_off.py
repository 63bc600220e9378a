"""Who starts: the book's roll-off, played in the game and recorded like any roll.

The book (Setting up): "All roll both dice, or just one for the Starter game. The
highest roller starts and play continues clockwise."
GAME_MODEL §6: "The first player is chosen by a roll-off played in the game (highest
roller starts; ties roll again), recorded like any roll."
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.state import State, CHANCE, END_ROUND_LIMIT, Phase
from ubuild_desktop.core.engine.ubuild.actions import Dice, EndTurn, IllegalActionError, Mortgage, ProposeDeal, Roll
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, dump_game, load_game, parse_game, save_game
from ubuild_desktop.core.engine.ubuild.session import Session, replay, takeback_point
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.ubuild.player_common import fallback_action
from ubuild_desktop.core.engine.ubuild.random_player import random_action
from ubuild_desktop.core.engine.ubuild.game import ROLL_OFF_RULES, RULES_VERSION
from ubuild_desktop.core.engine.ubuild.gamefile import GAME_FORMAT_VERSION
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import deal, kinds, play_roll_off, roll_off_dice

GOLDEN_V2 = Path(__file__).parent / "data" / "game_v2_before_roll_off.json"
GOLDEN_V3_RULES_2 = Path(__file__).parent / "data" / "game_v3_rules_2_before_roll_off.json"


def _dealt(track: str = "classic", players: int | list[str] = 3, **options: object):
    game = Game.create(load_builtin(track), players, **options)  # type: ignore[arg-type]
    state = State(game)
    deal(state)
    return state


def _quiet_turn(state) -> None:
    """The player to act rolls 1 + 2 (or 3 on one die), declines whatever comes, ends the turn."""
    state.apply(Roll())
    state.apply(Dice((1, 2) if state.game.dice_count == 2 else (3,)))
    while state.phase not in (Phase.POST_ROLL, Phase.PRE_ROLL, Phase.GAME_OVER):
        state.apply(state.legal_actions()[-1])  # decline / pass / done
    if state.phase == Phase.POST_ROLL:
        state.apply(EndTurn())


def test_the_highest_roller_starts_and_play_continues_clockwise() -> None:
    # "The highest roller starts and play continues clockwise."
    state = _dealt("classic", ["Ana", "Bo", "Cy"])
    assert state.phase == Phase.ROLL_OFF and state.current_player == 0
    assert state.first_player == -1
    events = play_roll_off(state, Dice((2, 3)), Dice((4, 5)), Dice((1, 1)))
    assert kinds(events) == [
        "roll_off_rolled", "roll_off_rolled", "roll_off_rolled", "first_player", "turn_started",
    ]
    assert [(e.get("player"), e.get("total")) for e in events[:3]] == [(0, 5), (1, 9), (2, 2)]
    assert events[1].text == "Bo rolled 4 + 5 = 9" and events[3].text == "Bo rolled highest and starts"
    assert state.first_player == 1 and state.phase == Phase.PRE_ROLL and state.current_player == 1
    # A double in the roll-off is no double of a turn: no extra roll, no count toward jail.
    assert state.doubles == 0 and not state.extra_roll and state.rolls == 0
    assert state.position == [0, 0, 0] and state.cash == [state.game.starting_cash] * 3
    order = []
    for _ in range(4):
        order.append(state.turn)
        _quiet_turn(state)
    assert order == [1, 2, 0, 1]  # seat order around the table, from the winner


def test_a_tie_rolls_again_among_the_tied_only() -> None:
    # "ties roll again": only the players tied for the highest roll.
    state = _dealt("classic", ["Ana", "Bo", "Cy", "Di"])
    events = play_roll_off(state, Dice((4, 5)), Dice((6, 5)), Dice((5, 6)), Dice((1, 2)))
    tie = events[-1]
    assert tie.kind == "roll_off_tied" and tie.get("players") == (1, 2) and tie.get("total") == 11
    assert tie.text == "Bo and Cy tied with 11: they roll again"
    assert state.phase == Phase.ROLL_OFF and state.roll_off == [1, 2] and state.current_player == 1
    # They tie again: the same two roll a third time; Ana and Di never roll again.
    events = play_roll_off(state, Dice((3, 4)), Dice((2, 5)))
    assert events[-1].kind == "roll_off_tied" and state.roll_off == [1, 2]
    events = play_roll_off(state, Dice((1, 1)), Dice((2, 1)))
    rollers = [e.get("player") for e in events if e.kind == "roll_off_rolled"]
    assert rollers == [1, 2]
    assert state.first_player == 2 and state.current_player == 2 and state.phase == Phase.PRE_ROLL
    assert events[-2].text == "Cy rolled highest and starts"
    assert [e.get("player") for e in state.events if e.kind == "roll_off_rolled"] == [0, 1, 2, 3, 1, 2, 1, 2]


def test_a_tie_below_the_highest_roll_does_not_roll_again() -> None:
    state = _dealt("classic", 3)
    events = play_roll_off(state, Dice((2, 2)), Dice((6, 6)), Dice((3, 1)))
    assert "roll_off_tied" not in kinds(events) and state.first_player == 1


def test_starter_rolls_one_die_classic_and_pro_two() -> None:
    # "All roll both dice, or just one for the Starter game."
    starter = _dealt("starter", 2)
    assert starter.legal_actions() == [Roll()]
    starter.apply(Roll())
    assert starter.phase == Phase.ROLL_OFF_DICE and starter.current_player == CHANCE
    outcomes = starter.chance_outcomes()
    assert sorted(a.values for a, _ in outcomes) == [(v,) for v in range(1, 7)]
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    assert starter.legal_actions() == [a for a, _ in outcomes]
    with pytest.raises(IllegalActionError, match="die value"):
        starter.apply(Dice((3, 4)))
    for track in ("classic", "pro"):
        state = _dealt(track, 2)
        state.apply(Roll())
        assert len(state.chance_outcomes()) == 36
        assert state.why_illegal(Dice((5,))) is not None
    assert starter.apply(Dice((2,)))[-1].get("total") == 2


def test_nothing_but_the_roll_is_possible_in_the_roll_off() -> None:
    state = _dealt("pro", 3)
    assert state.legal_actions() == [Roll()]
    assert state.why_illegal(ProposeDeal(0, 1, (), (), 10, 0)) is not None
    assert state.why_illegal(EndTurn()) is not None
    district = state.game.districts[0].card.id
    state.owner[0] = 0
    assert state.why_illegal(Mortgage(district)) is not None
    state.owner[0] = -1
    assert not state.can_propose_deal(0) and state.deal_partners(0) == []


def test_rounds_count_whole_rounds_from_the_first_player() -> None:
    # Round limit 1: the game ends when every seat has had one turn, counted from the
    # roll-off's winner (seat 2 here), not when seat 3's turn ends.
    state = _dealt("classic", 3, round_limit=1)
    play_roll_off(state, *roll_off_dice(state.game, winner=2))
    assert state.turn == 2
    _quiet_turn(state)  # seat 2 (the last seat): no round completed yet
    assert state.rounds == 0 and state.turn == 0 and not state.is_terminal()
    _quiet_turn(state)  # seat 0
    assert state.rounds == 0 and state.turn == 1
    _quiet_turn(state)  # seat 1: back to seat 2, one whole round
    assert state.rounds == 1 and state.is_terminal() and state.end_reason == END_ROUND_LIMIT


def test_computer_players_roll_in_the_roll_off() -> None:
    for strength in ("simple", "good"):
        state = _dealt("classic", 3)
        player = make_player(strength, 1)
        player.strict = True  # a missing phase would raise instead of falling back
        assert player.decide(state, 0) == Roll()
        assert player.propose_deal(state, 0) is None
    state = _dealt("starter", 2)
    assert fallback_action(state) == Roll()
    assert random_action(state, random.Random(1)) == Roll()


def _played(seed: int, track: str = "classic", players: int = 4, actions: int = 200) -> Session:
    """A session played by the random agent (the roll-off included) for ``actions`` steps."""
    session = Session(Game.create(load_builtin(track), players), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.state.is_terminal():
            break
        if session.state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(session.state, rng))
    return session


def test_replay_and_a_saved_game_keep_the_first_player(tmp_path) -> None:
    firsts = set()
    for seed in range(12):
        session = _played(seed)
        state = session.state
        firsts.add(state.first_player)
        texts = [str(a) for a in state.history]
        n_cards = len(state.game.chance_cards)
        assert texts[n_cards] == "roll" and texts[n_cards + 1].startswith("dice ")  # recorded like any roll
        assert replay(session.game, state.history) == state
        path = tmp_path / f"game-{seed}.json"
        save_game(session, path)
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["format_version"] == GAME_FORMAT_VERSION == 4 and doc["rules_version"] == RULES_VERSION >= ROLL_OFF_RULES == 3
        assert doc["dice"] == "program"
        loaded = load_game(path)
        assert loaded.game.roll_off and loaded.state == state
        assert loaded.state.first_player == state.first_player
        # The generator is in step: both continue alike.
        for _ in range(30):
            if state.is_terminal() or state.current_player != CHANCE:
                break
            assert loaded.chance_step() == session.chance_step()
    assert len(firsts) > 1  # not always the same seat


def test_the_roll_off_cannot_be_taken_back() -> None:
    session = _played(3, actions=0)
    session.advance()
    assert session.state.phase == Phase.ROLL_OFF
    assert takeback_point(session.state.history) is None  # only the shuffle so far
    session.apply(Roll())
    session.advance()  # the dice are known: the roll that led to them stays
    assert session.state.current_player == 1
    assert takeback_point(session.state.history) is None


def test_a_game_file_from_before_the_roll_off_loads_and_replays_exactly(tmp_path) -> None:
    # A version 2 file saved by the engine before the roll-off existed: seat 0 started.
    raw = json.loads(GOLDEN_V2.read_text(encoding="utf-8"))
    assert raw["format_version"] == 2 and "roll_off" not in raw
    session = load_game(GOLDEN_V2)
    state = session.state
    assert not session.game.roll_off and state.first_player == 0
    assert [str(a) for a in state.history] == raw["history"]
    assert (len(state.history), state.phase, state.turn, state.rounds, state.rolls) == (143, Phase.PRE_ROLL, 0, 7, 29)
    assert state.cash == [2400, 540, 7260]
    assert "roll_off_rolled" not in kinds(state.events)
    first_turn = next(e for e in state.events if e.kind == "turn_started")
    assert first_turn.get("player") == 0
    # Saved again, it records the rules it was played under (before the roll-off), and
    # loads the same.
    path = tmp_path / "again.json"
    save_game(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format_version"] == 4 and doc["rules_version"] in (1, 2) and doc["dice"] == "program"
    assert load_game(path).state == state
    # The same history does not fit the rules with the roll-off: the recorded rules version
    # is what makes it load.
    with pytest.raises(GameFileError, match="history"):
        parse_game(json.dumps(dict(doc, rules_version=3)))


def test_a_game_file_of_rules_version_2_loads_without_a_roll_off() -> None:
    # Format 3 with "rules_version": 2, saved just before the roll-off (rules version 3).
    raw = json.loads(GOLDEN_V3_RULES_2.read_text(encoding="utf-8"))
    assert raw["format_version"] == 3 and raw["rules_version"] == 2
    session = load_game(GOLDEN_V3_RULES_2)
    state = session.state
    assert session.game.rules_version == 2 and not session.game.roll_off and state.first_player == 0
    assert [str(a) for a in state.history] == raw["history"]
    assert (len(state.history), state.phase, state.turn, state.rounds, state.rolls) == (198, Phase.PRE_ROLL, 2, 8, 39)
    assert state.cash == [13970, 7980, 3380, 16100]
    # Saved again: the same document, in the current format (its dice are this program's).
    assert json.loads(dump_game(session)) == dict(raw, format_version=4, dice="program")


def test_a_new_game_file_records_the_roll_off_rules() -> None:
    doc = json.loads(dump_game(_played(1, actions=20)))
    assert doc["rules_version"] == RULES_VERSION >= 3
    assert parse_game(json.dumps(doc)).game.roll_off
    # A file that does not record its rules version (format 2) predates the roll-off: its
    # roll-off history does not load as such a game.
    old = dict(doc, format_version=2)
    old.pop("rules_version")
    with pytest.raises(GameFileError, match="history"):
        parse_game(json.dumps(old))


def test_a_game_without_a_roll_off_starts_with_seat_0() -> None:
    state = _dealt("classic", 3, rules_version=2)
    assert state.phase == Phase.PRE_ROLL and state.current_player == 0 and state.first_player == 0
    assert kinds(state.events)[-2:] == ["first_player", "turn_started"]
