"""Action text/JSON round trips and game files (save, load, refusing broken files)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.actions import (
    ACTION_TYPES,
    AcceptDeal,
    ActionFormatError,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeckCard,
    DeclareBankruptcy,
    Dice,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
    action_from_json,
    action_to_json,
    parse_action,
)
from ubuild_desktop.core.engine.ubuild.state import CHANCE
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, dump_game, load_game, save_game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.traditional.actions import TRADITIONAL_ACTIONS
from ubuild_desktop.core.engine.traditional.between_turns import BETWEEN_TURNS_ACTIONS
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.trackfile import load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action

EXAMPLES = [
    DeckCard("rates-bill"), Dice((3, 4)), Dice((6,)), DrawCard("roadworks"), Roll(), PayJailFine(),
    Buy(), StartAuction(), Bid(120), Pass(), BuildBlocks("kite-hill", 2, 1),
    FreeBlocks("kite-hill", 0, 1), BuildSkyscraper("fernvale", Cell(-2, 1)),
    BuildStadium("kite-hill", Cell(3, -4)), BuildTower("tannery-row", Cell(0, 1)),
    PlaceBonus(Cell(1, 2)), PlaceHazard(Cell(-1, 0)), MoveHazard(Cell(-1, 0), Cell(-2, 1)), Done(),
    Mortgage("kite-hill"), Unmortgage("kite-hill"),
    ProposeDeal(0, 2, ("kite-hill", "fernvale"), (), 500, 0), ProposeDeal(1, 0, (), ("x",), 0, 10),
    AcceptDeal(), RejectDeal(), PayDebt(), DeclareBankruptcy(), EndTurn(), OpenBid(2, 130), OpenPass(1),
]


def test_every_action_type_has_an_example() -> None:
    # (the traditional rule set's own: tests/traditional/test_actions.py)
    assert {type(a) for a in EXAMPLES} == set(ACTION_TYPES.values()) - set(TRADITIONAL_ACTIONS) - set(BETWEEN_TURNS_ACTIONS)


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_text_and_json_round_trip(action: object) -> None:
    assert parse_action(str(action)) == action
    data = action_to_json(action)  # type: ignore[arg-type]
    assert action_from_json(json.loads(json.dumps(data))) == action
    assert hash(action) == hash(parse_action(str(action)))


@pytest.mark.parametrize("text", ["", "fly", "bid ten", "bid", "skyscraper a b", "deal 0 1 x [] 0 0"])
def test_bad_text_is_refused(text: str) -> None:
    with pytest.raises(ActionFormatError):
        parse_action(text)


@pytest.mark.parametrize("data", [[], {"type": "nope"}, {"type": "bid"}, {"type": "bid", "amount": "10"},
                                  {"type": "roll", "extra": 1}, {"type": "move-hazard", "source": [1], "target": [0, 0]}])
def test_bad_json_is_refused(data: object) -> None:
    with pytest.raises(ActionFormatError):
        action_from_json(data)


def _played(track: str = "classic", actions: int = 300, seed: int = 3) -> Session:
    session = Session(Game.create(load_builtin(track), ["Ann", "Bo", "Cy"]), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state = session.state
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
    return session


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    session = _played()
    path = tmp_path / "game.ubuild-game"
    save_game(session, path)
    loaded = load_game(path)
    assert loaded.state == session.state
    assert loaded.game.players == ("Ann", "Bo", "Cy")
    assert loaded.rng.getstate() == session.rng.getstate()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp file left


def _doc(session: Session) -> dict:
    return json.loads(dump_game(session))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format_version=99), "newer"),
        (lambda d: d.update(format="other"), "not a game file"),
        (lambda d: d.pop("seed"), "missing"),
        (lambda d: d.update(extra=1), "unknown field"),
        (lambda d: d.update(preset="mega"), "preset"),
        (lambda d: d["history"].insert(40, "dice 9 9"), r"history\[40\]"),
        (lambda d: d["history"].append("bid banana"), "history"),
        (lambda d: d.update(players=["Solo"]), "players"),
        (lambda d: d["track"].update(pieces=d["track"]["pieces"][:-1]), "not a valid"),
        (lambda d: d["track"].update(format_version="x"), "format_version"),
    ],
)
def test_broken_files_are_refused_with_the_file_name(tmp_path: Path, change: object, message: str) -> None:
    doc = _doc(_played(actions=120))
    change(doc)  # type: ignore[operator]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError, match=message) as info:
        load_game(path)
    assert str(path) in str(info.value)


@pytest.mark.parametrize("content", [b"", b"\xff\xfe garbage", b"[1, 2]", b"{not json"])
def test_garbage_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "garbage.json"
    path.write_bytes(content)
    with pytest.raises(GameFileError, match="garbage.json"):
        load_game(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match="no such file"):
        load_game(tmp_path / "none.json")


def test_events_have_text() -> None:
    session = _played(actions=200)
    texts = [e.text for e in session.state.events]
    assert all(isinstance(t, str) and t for t in texts)
    assert any("rolled" in t for t in texts)
    assert all(e.as_dict()["kind"] == e.kind for e in session.state.events)


def test_a_game_file_with_a_number_too_long_to_read(tmp_path):
    import pytest

    from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, load_game

    path = tmp_path / "digits.json"
    path.write_text('{"format": "ubuild-game", "format_version": ' + "1" * 5000 + "}", encoding="utf-8")
    with pytest.raises(GameFileError) as err:
        load_game(path)
    assert str(err.value).startswith(str(path))
