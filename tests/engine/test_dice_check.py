"""A game file's dice are checked against its seeded generator, unless the table rolled them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ubuild_desktop.core.engine.ubuild.session import DICE_PROGRAM, DICE_TABLE, Session, takeback_point
from ubuild_desktop.core.engine.ubuild.actions import Dice, EndTurn, IllegalActionError, Roll
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, load_game, parse_game, save_game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.gamefile import game_to_dict
from ubuild_desktop.core.trackfile import load_builtin

DATA = Path(__file__).parent / "data"


def _played(seed: int = 11, turns: int = 12) -> Session:
    """A short game of two computer players, every chance outcome the generator's."""
    session = Session(Game.create(load_builtin("classic"), 2), seed)
    play_out(session, [make_player("good", 1), make_player("good", 2)], cap=turns)
    return session


def _last_roll(history: list[str]) -> int:
    return max(i for i, text in enumerate(history) if text.startswith("dice "))


def _other_roll(text: str) -> str:
    return "dice 6 6" if text != "dice 6 6" else "dice 5 6"


def test_a_program_dice_game_saves_its_mode_and_loads(tmp_path: Path) -> None:
    session = _played()
    path = tmp_path / "game.json"
    save_game(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format_version"] == 4 and doc["dice"] == DICE_PROGRAM
    loaded = load_game(path)
    assert loaded.dice == DICE_PROGRAM and loaded.state == session.state
    # The generator is where the game's left it: both roll the same from here.
    assert loaded.rng.random() == session.rng.random()


def test_a_file_with_its_last_roll_changed_is_refused(tmp_path: Path) -> None:
    doc = json.loads(json.dumps(_dict_of(_played())))
    index = _last_roll(doc["history"])
    old = doc["history"][index]
    doc["history"][index] = _other_roll(old)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message == (f"{path}: history[{index}] {doc['history'][index]!r} is not what this game's dice gave "
                       f"({old!r}): the file was changed, or it was played with the table's own dice")


def test_a_file_with_another_seed_is_refused() -> None:
    doc = _dict_of(_played())
    with pytest.raises(GameFileError, match=r"^g\.json: history\[\d+\] .* is not what this game's dice gave"):
        parse_game(json.dumps(dict(doc, seed=doc["seed"] + 1)), "g.json")


def test_a_table_dice_file_with_the_same_history_loads() -> None:
    doc = _dict_of(_played())
    index = _last_roll(doc["history"])
    # The history up to its last roll, which the table rolled otherwise than the generator.
    doc["history"] = [*doc["history"][:index], _other_roll(doc["history"][index])]
    with pytest.raises(GameFileError, match="is not what this game's dice gave"):
        parse_game(json.dumps(doc))
    for table in (doc, dict(doc, seed=doc["seed"] + 1)):
        loaded = parse_game(json.dumps(dict(table, dice=DICE_TABLE)))
        assert loaded.dice == DICE_TABLE and [str(a) for a in loaded.state.history] == doc["history"]


def test_an_illegal_roll_is_still_refused_in_table_mode() -> None:
    doc = _dict_of(_played())
    index = _last_roll(doc["history"])
    doc["history"][index] = "dice 6"  # one die where the game rolls two
    with pytest.raises(GameFileError, match=rf"history\[{index}\] 'dice 6'"):
        parse_game(json.dumps(dict(doc, dice=DICE_TABLE)))


def test_an_unknown_dice_mode_is_refused() -> None:
    doc = _dict_of(_played())
    for bad in ("loaded", None, 1, ["program"]):
        with pytest.raises(GameFileError, match="dice must be one of 'program', 'table'"):
            parse_game(json.dumps(dict(doc, dice=bad)), "g.json")


def test_format_3_files_were_rolled_by_the_program_and_are_checked() -> None:
    doc = _dict_of(_played())
    old = dict(doc, format_version=3)
    del old["dice"]
    assert parse_game(json.dumps(old)).dice == DICE_PROGRAM
    index = _last_roll(old["history"])
    old["history"] = [*old["history"][:index], _other_roll(old["history"][index]), *old["history"][index + 1:]]
    with pytest.raises(GameFileError, match=rf"history\[{index}\] .* is not what this game's dice gave"):
        parse_game(json.dumps(old))


@pytest.mark.parametrize("name", ["game_v2_before_roll_off.json", "game_v3_rules_2_before_roll_off.json"])
def test_the_golden_files_pass_the_check(name: str) -> None:
    session = load_game(DATA / name)
    assert session.dice == DICE_PROGRAM and session.state.history


def test_dice_given_to_the_session_make_it_a_table_game() -> None:
    session = Session(Game.create(load_builtin("classic"), 2), 3)
    state = session.state
    session.advance()  # the shuffle, by the generator
    while state.phase is not Phase.ROLL_OFF_DICE:  # the first player rolls for who starts
        session.apply(Roll())
    assert session.dice == DICE_PROGRAM
    # A roll the players made at the table (any legal outcome, here the least likely to be
    # the generator's): the mode follows, and the generator moves one step, in step with
    # the history (as a resumed session has it).
    outcome = next(a for a, _ in state.chance_outcomes() if isinstance(a, Dice) and a != Dice((1,)))
    session.apply(outcome)
    assert session.dice == DICE_TABLE and state.history[-1] == outcome
    resumed = Session.resume(session.game, session.seed, state.history, session.dice)
    assert resumed.dice == DICE_TABLE and resumed.rng.random() == session.rng.random()
    # A decision is not a chance outcome, and an outcome not possible now is refused.
    with pytest.raises(ValueError, match="not a chance outcome"):
        session.apply_table_chance(EndTurn())
    with pytest.raises(IllegalActionError):
        session.apply_table_chance(outcome)


def test_take_back_keeps_the_mode_and_the_check() -> None:
    session = _played()
    cut = takeback_point(session.state.history)
    history = session.state.history if cut is None else session.state.history[:cut]
    resumed = Session.resume(session.game, session.seed, history)
    assert resumed.dice == DICE_PROGRAM
    assert parse_game(json.dumps(_dict_of(resumed))).state == resumed.state


def _dict_of(session: Session) -> dict[str, Any]:
    return game_to_dict(session)
