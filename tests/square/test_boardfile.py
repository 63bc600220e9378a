"""Square board files: the built-in board, round trips, atomic saves, hostile files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ubuild_desktop.core.limits import MAX_BOARD_FILE_BYTES, MAX_MESSAGE_CHARS
from ubuild_desktop.core.square import (
    BoardFileError,
    SpaceKind,
    builtin_board_names,
    dump_board,
    load_board,
    load_builtin_board,
    parse_board,
    save_board,
)

STANDARD_PRICES = {  # index: (price, rents, house price), the standard game's
    1: (60, (2, 10, 30, 90, 160, 250), 50), 3: (60, (4, 20, 60, 180, 320, 450), 50),
    6: (100, (6, 30, 90, 270, 400, 550), 50), 8: (100, (6, 30, 90, 270, 400, 550), 50),
    9: (120, (8, 40, 100, 300, 450, 600), 50), 11: (140, (10, 50, 150, 450, 625, 750), 100),
    13: (140, (10, 50, 150, 450, 625, 750), 100), 14: (160, (12, 60, 180, 500, 700, 900), 100),
    16: (180, (14, 70, 200, 550, 750, 950), 100), 18: (180, (14, 70, 200, 550, 750, 950), 100),
    19: (200, (16, 80, 220, 600, 800, 1000), 100), 21: (220, (18, 90, 250, 700, 875, 1050), 150),
    23: (220, (18, 90, 250, 700, 875, 1050), 150), 24: (240, (20, 100, 300, 750, 925, 1100), 150),
    26: (260, (22, 110, 330, 800, 975, 1150), 150), 27: (260, (22, 110, 330, 800, 975, 1150), 150),
    29: (280, (24, 120, 360, 850, 1025, 1200), 150), 31: (300, (26, 130, 390, 900, 1100, 1275), 200),
    32: (300, (26, 130, 390, 900, 1100, 1275), 200), 34: (320, (28, 150, 450, 1000, 1200, 1400), 200),
    37: (350, (35, 175, 500, 1100, 1300, 1500), 200), 39: (400, (50, 200, 600, 1400, 1700, 2000), 200),
}
K = SpaceKind
STANDARD_KINDS = {
    0: K.GO, 2: K.CHEST, 4: K.TAX, 5: K.STATION, 7: K.CHANCE, 10: K.JAIL, 12: K.UTILITY, 15: K.STATION,
    17: K.CHEST, 20: K.FREE_PARKING, 22: K.CHANCE, 25: K.STATION, 28: K.UTILITY, 30: K.GO_TO_JAIL,
    33: K.CHEST, 35: K.STATION, 36: K.CHANCE, 38: K.TAX,
}


def test_traditional_is_the_standard_board() -> None:
    board = load_builtin_board("traditional")
    assert "traditional" in builtin_board_names()
    assert len(board.spaces) == 40
    for index, space in enumerate(board.spaces):
        if index in STANDARD_PRICES:
            assert space.kind is K.STREET
            assert (space.price, space.rents, space.house_price) == STANDARD_PRICES[index]
        else:
            assert space.kind is STANDARD_KINDS[index], index
    assert [board.spaces[i].tax for i in (4, 38)] == [200, 100]
    for i in board.indices(K.STATION):
        assert (board.spaces[i].price, board.spaces[i].rents) == (200, (25, 50, 100, 200))
    for i in board.indices(K.UTILITY):
        assert (board.spaces[i].price, board.spaces[i].rents) == (150, (4, 10))
    assert [len(board.streets(g.id)) for g in board.groups] == [2, 3, 3, 3, 3, 3, 3, 2]
    assert board.jail == 10 and board.index("go") == 0
    assert (board.salary, board.starting_cash, board.jail_fine, board.houses, board.hotels) == (200, 1500, 50, 32, 12)
    assert len({space.id for space in board.spaces}) == 40
    streets = [s for s in board.spaces if s.kind is K.STREET]
    assert len({s.name for s in streets}) == 22 and len({s.name_es for s in streets}) == 22
    assert all(s.name != s.name_es for s in streets)


def test_round_trip(tmp_path: Path) -> None:
    board = load_builtin_board("traditional")
    path = tmp_path / "board.json"
    save_board(board, path)
    assert load_board(path) == board
    assert path.read_text(encoding="utf-8") == dump_board(board)
    assert [p.name for p in tmp_path.iterdir()] == ["board.json"]  # no temporary left


def test_the_built_in_file_is_written_as_dump_board_writes_it() -> None:
    from importlib import resources
    text = (resources.files("ubuild_desktop") / "data" / "boards" / "traditional.json").read_text(encoding="utf-8")
    assert dump_board(parse_board(text)) == text


def _doc() -> dict[str, object]:
    doc: dict[str, object] = json.loads(dump_board(load_builtin_board("traditional")))
    return doc


def _refused(doc: object, *fragments: str) -> str:
    with pytest.raises(BoardFileError) as caught:
        parse_board(json.dumps(doc), "hostile.json")
    message = str(caught.value)
    assert message.startswith("hostile.json: ") and "\n" not in message and len(message) <= MAX_MESSAGE_CHARS
    for fragment in fragments:
        assert fragment in message
    return message


@pytest.mark.parametrize("text, fragment", [
    ("not json", "not valid JSON"),
    ("", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ("\x00\x01", "binary data"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
])
def test_not_a_board(text: str, fragment: str) -> None:
    with pytest.raises(BoardFileError, match=fragment):
        parse_board(text, "hostile.json")


def test_wrong_types_are_refused() -> None:
    doc = _doc()
    doc["spaces"][1]["price"] = "sixty"  # type: ignore[index]
    _refused(doc, "spaces.1.price")
    doc = _doc()
    doc["spaces"][1]["price"] = True  # type: ignore[index]
    _refused(doc, "spaces.1.price")
    doc = _doc()
    doc["spaces"][1]["kind"] = "hotel"  # type: ignore[index]
    _refused(doc, "spaces.1.kind")
    doc = _doc()
    doc["spaces"][1]["rents"] = [10 ** 30]  # type: ignore[index]
    _refused(doc, "spaces.1.rents")
    doc = _doc()
    doc["extra"] = 1
    _refused(doc, "extra")
    doc = _doc()
    doc["groups"][0]["colour"] = "brown"  # type: ignore[index]
    _refused(doc, "groups.0.colour")
    doc = _doc()
    doc["spaces"] = [doc["spaces"][0]] * 1001  # type: ignore[index]
    _refused(doc, "spaces")
    doc = _doc()
    doc["format_version"] = 99
    _refused(doc, "newer")


def test_a_track_file_is_not_a_board(tmp_path: Path) -> None:
    from ubuild_desktop.core.trackfile import dump_track, load_builtin
    _refused(json.loads(dump_track(load_builtin("starter"))), "a track file")


def test_huge_and_special_files(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(MAX_BOARD_FILE_BYTES + 1)
    with pytest.raises(BoardFileError, match="more than"):
        load_board(huge)
    with pytest.raises(BoardFileError, match="no such file"):
        load_board(tmp_path / "missing.json")
    with pytest.raises(BoardFileError, match="folder"):
        load_board(tmp_path)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(BoardFileError, match="FIFO"):
        load_board(fifo)
    with pytest.raises(BoardFileError, match="no built-in board"):
        load_builtin_board("monopoly")
