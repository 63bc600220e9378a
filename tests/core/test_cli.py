"""The headless commands: validate, tracks, schema."""

from __future__ import annotations

import json

from ubuild_desktop.cli import main
from ubuild_desktop.core.trackfile import dump_track, load_builtin


def test_validate_valid_tracks_exit_0(capsys):
    assert main(["validate", "starter", "classic", "pro", "classic-railroad"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "starter: Valid Starter track, 14 spaces (starter)",
        "classic: Valid Classic track, 22 spaces (classic)",
        "pro: Valid Pro track, 32 spaces (pro)",
        "classic-railroad: Valid Classic railroad track, 22 spaces (classic + railroads)",
    ]


def test_validate_lists_every_problem_and_exits_1(capsys):
    assert main(["validate", "starter", "--preset", "pro"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("starter: 9 problems (pro)")
    assert out.count("corner-spacing") == 4
    assert "[pieces p1, p2, p3]" in out


def test_validate_json(tmp_path, capsys):
    track = load_builtin("starter")
    broken = track.model_copy(update={"pieces": track.pieces[1:]})
    path = tmp_path / "broken.json"
    path.write_text(dump_track(broken), encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["validate", "pro", str(path), str(bad), "--json"]) == 2
    doc = json.loads(capsys.readouterr().out)
    pro, broken_result, unreadable = doc["results"]
    assert pro["valid"] is True and pro["spaces"] == 32 and pro["problems"] == []
    assert broken_result["valid"] is False
    codes = {p["code"] for p in broken_result["problems"]}
    assert codes == {"open-connector", "no-go"}  # a missing GO is reported once
    problem = broken_result["problems"][0]
    assert set(problem) == {"code", "message", "pieces", "cells"}
    assert unreadable["error"].startswith(str(bad))


def test_railroad_option_switches_the_variant(capsys):
    assert main(["validate", "classic-railroad", "--no-railroads"]) == 1
    assert "wrong-pieces" in capsys.readouterr().out
    assert main(["validate", "classic", "--railroads"]) == 1


def test_tracks_lists_the_builtins(capsys):
    assert main(["tracks"]) == 0
    out = capsys.readouterr().out
    for name in ("starter", "classic", "pro", "classic-railroad"):
        assert name in out
    assert "32 spaces" in out


def test_schema_describes_the_file_format(capsys):
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "U-Build track file"
    assert {"format_version", "pieces", "preset", "boxes"} <= set(schema["properties"])
    assert schema["additionalProperties"] is False


def test_schema_asks_the_registry_for_a_rule_sets_board_file_format(capsys):
    """``--rules NAME`` names the rule set; ``--board`` is the one whose files are board
    files (the square board's), as before; an unknown name is one line and status 2."""
    assert main(["schema", "--rules", "traditional"]) == 0
    by_name = json.loads(capsys.readouterr().out)
    assert main(["schema", "--board"]) == 0
    assert json.loads(capsys.readouterr().out) == by_name and by_name["title"] == "U-Build square board file"
    assert main(["schema", "--rules", "ubuild"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "U-Build track file"
    assert main(["schema", "--rules", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nonsense" in err and "ubuild, traditional" in err
