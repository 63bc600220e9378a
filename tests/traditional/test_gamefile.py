"""Traditional game files: saved and loaded through the kernel's history part, with the
rule set, the board and the house rules; bad files are one clear error; U-Build's reader
refuses them by name; sessions resume and take back through the kernel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild import gamefile as ubuild_gamefile
from ubuild_desktop.core.engine.kernel.actions import Dice, Roll
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
from ubuild_desktop.core.engine.kernel.session import takeback_point
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, game_to_dict, load_game, parse_game, save_game
from ubuild_desktop.core.engine.traditional.player import SimplePlayer
from ubuild_desktop.core.engine.traditional.session import TradSession, replay

from .helpers import game


def played(seed: int = 3, turns: int = 40, **rules: object) -> TradSession:
    session = TradSession(game(3, **rules), seed)
    play_out(session, [SimplePlayer(i) for i in range(3)], cap=turns)
    return session


def test_save_and_load(tmp_path: Path) -> None:
    session = played(free_parking_pot=True, round_limit=50)
    path = tmp_path / "game.json"
    save_game(session, path)
    loaded = load_game(path)
    assert loaded.state == session.state and loaded.rng.getstate() == session.rng.getstate()
    assert loaded.game.house_rules == session.game.house_rules
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["rule_set"] == "traditional" and doc["board"]["name"] == "Traditional"


def test_ubuilds_reader_refuses_a_traditional_game_by_name() -> None:
    with pytest.raises(GameFileError, match="another rule set .'traditional'"):
        ubuild_gamefile.parse_game(dump_game(played(turns=2)), "g.json")


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(rule_set="ubuild"), "not a traditional game"),
    (lambda d: d.update(house_rules={"auctions": "no"}), "house_rules.auctions must be true or false"),
    (lambda d: d.update(house_rules={"round_limit": -3}), "round limit"),
    (lambda d: d["board"].update(spaces=d["board"]["spaces"][:5]), "board"),
    (lambda d: d.update(players=["Solo"]), "2 to 8 players"),
    (lambda d: d.update(rules_version=99), "newer"),
    (lambda d: d.pop("board"), "missing field"),
    (lambda d: d.update(extra=1), "unknown field"),
    (lambda d: d["history"].__setitem__(40, "dice 6 6"), r"history\[40\]"),
    (lambda d: d["history"].append("build-house nowhere"), "history"),
])
def test_a_bad_file_is_one_clear_error(change, message: str) -> None:  # type: ignore[no-untyped-def]
    doc = game_to_dict(played())
    change(doc)
    with pytest.raises(GameFileError, match=message) as error:
        parse_game(json.dumps(doc), "bad.json")
    assert "\n" not in str(error.value) and str(error.value).startswith("bad.json")


def test_resume_replays_and_keeps_the_generator_in_step() -> None:
    session = played(turns=30)
    resumed = TradSession.resume(session.game, session.seed, session.state.history)
    assert resumed.state == session.state and resumed.rng.getstate() == session.rng.getstate()


def test_take_back_the_latest_decision_without_chance() -> None:
    session = TradSession(game(2), 8)
    session.advance()  # the shuffle; the roll-off waits on Ana
    state = session.state
    session.apply(Roll())
    session.advance()  # Ana's roll-off dice
    assert takeback_point(state.history) is None  # the dice are known
    before = state.snapshot()
    session.apply(Roll())  # Bo's roll-off roll, no dice yet
    cut = takeback_point(state.history)
    assert cut == len(state.history) - 1
    assert replay(session.game, state.history[:cut]).snapshot()[:-2] == before[:-2]


def test_table_dice_are_taken_as_rolled() -> None:
    session = TradSession(game(2), 9)
    session.advance()
    state = session.state
    session.apply(Roll())
    session.apply(Dice((6, 5)))
    assert session.dice == "table"
    loaded = parse_game(dump_game(session))
    assert loaded.state == state


@pytest.mark.parametrize("house_rules, english", [
    ([], "bad.json: house_rules must be an object"),
    ({"fast_mode": True, "zebra": 1}, "bad.json: house_rules: unknown field fast_mode"),
    ({"auctions": 1}, "bad.json: house_rules.auctions must be true or false"),
    ({"round_limit": "ten"}, "bad.json: house_rules.round_limit must be a whole number"),
    ({"fair_start": [-1]}, "bad.json: house_rules.fair_start must be a list of whole numbers from 0"),
    ({"fair_gifts": [3]}, "bad.json: house_rules.fair_gifts must be a list of property ids"),
    ({"round_limit": 5000}, "bad.json: house_rules: the round limit must be 0 (none) to 1,000"),
])
def test_house_rules_errors_keep_their_template_and_name_the_file(house_rules: object, english: str) -> None:
    """A game file's house rules that cannot be read: one GameFileError naming the file,
    its English template and params kept, so a window says it in the user's language
    (``words.file_error_text``; tests/play/test_house_rules_errors.py shows it in Spanish)."""
    doc = game_to_dict(played())
    doc["house_rules"] = house_rules
    with pytest.raises(GameFileError) as error:
        parse_game(json.dumps(doc), "bad.json")
    assert str(error.value) == english
    assert error.value.template.startswith("{file}: house_rules") and error.value.params["file"] == "bad.json"
