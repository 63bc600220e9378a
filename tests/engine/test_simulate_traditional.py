"""``ubuild simulate traditional``: the traditional game through the same simulator
(issue 14), run as users run it (the installed command in a child process, compiled and
pure), and in process for what the rule set adapter decides."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import _native
from ubuild_desktop.core.engine.simulate import (
    FLOW_NAMES, TRADITIONAL, TRADITIONAL_FLOWS, UBUILD, SimulationError, parse_strengths, rule_set_of, seat_strengths,
    simulate, summarize,
)
from ubuild_desktop.core.square.boardfile import dump_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin

from .test_simulate_command import BUILDS, UBUILD as COMMAND, expect_build, run_simulate

TRAD_ARGS = ("traditional", "--players", "3", "--games", "4", "--seed", "5")


def run_failing(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in (_native.PURE_ENV, "PYTHONPATH")}
    env["UBUILD_DATA_DIR"] = str(tmp_path / "data")
    return subprocess.run([str(COMMAND), "simulate", *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600)


@pytest.mark.tool
@pytest.mark.skipif(not COMMAND.is_file(), reason=f"no installed command at {COMMAND}")
@pytest.mark.parametrize("build", BUILDS)
def test_the_command_plays_traditional_games_alike_with_1_or_2_jobs(build: str, tmp_path: Path) -> None:
    one = run_simulate(build, tmp_path, *TRAD_ARGS, "--jobs", "1")
    two = run_simulate(build, tmp_path, *TRAD_ARGS, "--jobs", "2")
    expect_build(build, two)
    assert one["results"] == two["results"]
    assert (two["rules"], two["track"], two["players"], two["games"], two["strengths"]) == (
        "traditional", "Traditional", 3, 4, ["good"])
    assert two["preset"] is None and two["railroads"] is False and two["round_limit"] == 200
    r = two["results"]
    assert r["box_player_turns"] is None and r["box_minutes_at_30s"] is None
    assert r["turns"]["median"] > 0 and r["minutes_at_30s"] == round(r["turns"]["median"] * 30 / 60, 1)
    assert r["rolls"] > 0 and r["capped_games"] == 0
    assert len(r["win_rate_per_seat"]) == len(r["win_ci_per_seat"]) == len(r["win_ci_by_turn_order"]) == 3
    assert r["bankruptcy_share"] + r["round_limit_share"] + r["action_limit_games"] / 4 == pytest.approx(1.0)
    assert list(r["money_flows"]) == [FLOW_NAMES[f] for f in TRADITIONAL_FLOWS]
    assert r["money_flows"]["rent"] > 0 and r["money_flows"]["salaries"] > 0 and r["money_flows"]["houses"] > 0
    assert [row["name"] for row in r["landings"]][:2] == ["GO", "Cobbler Lane"] and len(r["landings"]) == 40
    assert sum(row["count"] for row in r["landings"]) > 0


@pytest.mark.tool
@pytest.mark.skipif(not COMMAND.is_file(), reason=f"no installed command at {COMMAND}")
@pytest.mark.parametrize("build", BUILDS)
def test_the_good_player_beats_the_simple_one(build: str, tmp_path: Path) -> None:
    """``--strength mixed`` seats good and simple players in turn (rotated every game): the
    good ones win clearly more often, every game ends (no action-limit game), and
    ``--strength simple`` still plays."""
    report = run_simulate(build, tmp_path, "traditional", "--players", "2", "--games", "60", "--seed", "3",
                          "--strength", "mixed")
    expect_build(build, report)
    r = report["results"]
    assert report["strengths"] == ["mixed"]
    assert r["capped_games"] == 0 and r["action_limit_games"] == 0
    per = r["win_rate_per_strength"]
    assert per["good"]["seats"] == per["simple"]["seats"] == 60
    assert per["good"]["win_share"] >= 0.6 > per["simple"]["win_share"]
    simple = run_simulate(build, tmp_path, "traditional", "--players", "3", "--games", "4", "--strength", "simple")
    assert simple["strengths"] == ["simple"] and simple["results"]["action_limit_games"] == 0


@pytest.mark.tool
@pytest.mark.skipif(not COMMAND.is_file(), reason=f"no installed command at {COMMAND}")
def test_the_compiled_and_pure_commands_play_the_same_traditional_games(tmp_path: Path) -> None:
    if _native._check() is not None:
        pytest.skip(f"no current compiled build here ({_native._check()})")
    compiled = run_simulate("compiled", tmp_path, *TRAD_ARGS)
    pure = run_simulate("pure", tmp_path, *TRAD_ARGS)
    assert compiled["results"] == pure["results"]


@pytest.mark.tool
@pytest.mark.skipif(not COMMAND.is_file(), reason=f"no installed command at {COMMAND}")
def test_a_board_file_and_the_text_report(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(dump_board(load_builtin_board("traditional")), encoding="utf-8")
    done = run_failing(tmp_path, str(path), "--players", "2", "--games", "2", "--round-limit", "30")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"{path}: 2 games, 2 players (good), traditional rules")
    assert any(line.startswith("player-turns per game: median") and "the box" not in line for line in lines)
    assert any("at the round limit (30 rounds)" in line for line in lines)
    assert any(line.strip().startswith("properties bought") and "$" in line for line in lines)


@pytest.mark.tool
@pytest.mark.skipif(not COMMAND.is_file(), reason=f"no installed command at {COMMAND}")
@pytest.mark.parametrize(("args", "code", "words"), [
    (("traditional", "--strength", "best"), 2, "the traditional rules have no 'best' computer player (choose from simple, good)"),
    (("traditional", "--players", "9"), 2, "the traditional game takes 2 to 8 players, not 9"),
    (("BROKEN",), 2, "broken.json"),
    (("NEGATIVE",), 2, "spaces.1.price"),
    (("INVALID",), 1, "not a valid square board"),
])
def test_bad_input_gives_one_line(args: tuple[str, ...], code: int, words: str, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format_version": 1, "name": "x", "spaces": [', encoding="utf-8")
    invalid = tmp_path / "invalid.json"
    raw = json.loads(dump_board(load_builtin_board("traditional")))
    raw["spaces"][1]["id"] = raw["spaces"][3]["id"]  # two spaces with one id: parsed, then refused by the checks
    invalid.write_text(json.dumps(raw), encoding="utf-8")
    raw["spaces"][1]["price"] = -5  # refused by the file format
    negative = tmp_path / "negative.json"
    negative.write_text(json.dumps(raw), encoding="utf-8")
    args = tuple({"BROKEN": str(broken), "INVALID": str(invalid), "NEGATIVE": str(negative)}.get(a, a) for a in args)
    done = run_failing(tmp_path, *args)
    assert done.returncode == code, done.stderr
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("error: "), done.stderr
    assert "Traceback" not in done.stderr and words in done.stderr


def test_the_rule_set_follows_what_is_simulated() -> None:
    assert rule_set_of(load_builtin_board("traditional")) is TRADITIONAL
    assert rule_set_of(load_builtin("classic")) is UBUILD
    assert parse_strengths("simple", TRADITIONAL) == ("simple",)
    assert parse_strengths("simple,good", TRADITIONAL) == ("simple", "good")
    assert seat_strengths(("mixed",), 3, 1, TRADITIONAL) == ("good", "simple", "good")
    with pytest.raises(SimulationError) as raised:
        parse_strengths("simple,best", TRADITIONAL)
    assert raised.value.params["strength"] == "'best'"
    with pytest.raises(SimulationError):
        simulate(load_builtin_board("traditional"), 2, ("best",), games=1)


def test_game_i_is_the_same_game_whatever_the_run() -> None:
    board = load_builtin_board("traditional")
    whole = simulate(board, 2, ("simple",), games=3, seed=4)
    again = simulate(board, 2, ("simple",), games=3, seed=4)
    assert whole.results == again.results
    figures = summarize(whole)
    assert figures["games"] == 3 and figures["results"]["action_limit_games"] >= 0
    assert "action_limit_games" not in summarize(simulate(load_builtin("starter"), 2, ("simple",), games=1))["results"]
