"""The commands on square boards: ``ubuild tracks`` lists them, ``ubuild validate`` checks
them (exit 0 valid, 1 problems, 2 unreadable, as for tracks), ``ubuild schema --board``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ubuild_desktop.cli import main
from ubuild_desktop.core.square import dump_board, load_builtin_board

TRADITIONAL = load_builtin_board("traditional")


def _broken(tmp_path: Path) -> Path:
    spaces = list(TRADITIONAL.spaces)
    spaces[1] = spaces[1].model_copy(update={"group": "purple"})
    spaces[4] = spaces[4].model_copy(update={"tax": 0})
    path = tmp_path / "broken.json"
    path.write_text(dump_board(TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})), encoding="utf-8")
    return path


def test_tracks_lists_the_traditional_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tracks"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("traditional"))
    assert line.split() == ["traditional", "Traditional", "square", "board", "40", "spaces"]


def test_validate_a_valid_board_and_a_track(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "copy.json"
    path.write_text(dump_board(TRADITIONAL), encoding="utf-8")
    assert main(["validate", "traditional", str(path), "starter"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "traditional: Valid square board, 40 spaces (square board)",
        f"{path}: Valid square board, 40 spaces (square board)",
        "starter: Valid Starter track, 14 spaces (starter)",
    ]


def test_validate_lists_a_boards_problems_and_exits_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _broken(tmp_path)
    assert main(["validate", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: 3 problems (square board)"
    assert lines[1:] == [
        "  group-size           streets in the Brown group: 1; a group has 2 to 4  [space 4]",
        "  unknown-group        space 2 (Cobbler Lane): the board has no colour group purple  [space 2]",
        "  no-tax               space 5 (Income Tax): a tax space needs an amount  [space 5]",
    ]


def test_validate_json_and_unreadable_boards(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "name": "x", "spaces": [{"id": "go"}]}', encoding="utf-8")
    assert main(["validate", str(_broken(tmp_path)), str(bad), "--json"]) == 2
    broken, unreadable = json.loads(capsys.readouterr().out)["results"]
    assert broken["valid"] is False and broken["spaces"] == 40
    assert [p["space"] for p in broken["problems"]] == [3, 1, 4]  # the index in the file's list
    assert [p["number"] for p in broken["problems"]] == [4, 2, 5]  # as users count: GO is space 1
    assert broken["problems"][1]["message"].startswith("space 2 (Cobbler Lane)")
    assert set(broken["problems"][0]) == {"code", "message", "space", "number"}
    assert unreadable["error"].startswith(f"{bad}: spaces.0.kind")
    assert "\n" not in unreadable["error"]


def test_a_board_file_too_big_for_a_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    doc = json.loads(dump_board(TRADITIONAL))
    doc["padding"] = "x" * (1024 * 1024)
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    assert "more than the 1,048,576 allowed" in capsys.readouterr().err


def test_schema_of_the_board_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--board"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "U-Build square board file"
    assert {"spaces", "groups", "salary", "starting_cash"} <= set(schema["properties"])
