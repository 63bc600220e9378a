"""benchmarks/compare_engine.py end to end, at a tiny scale, in a child process.

The base is this tree's own last commit (HEAD): same engine on both sides, so both play
the same games. No figure is asserted (speed lives in ``benchmarks/``), only that every
side measured what it was meant to and that the checkout is removed afterwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.engine.ubuild.game import RULES_VERSION, WHOLE_TABLE_RULES

ROOT = Path(__file__).resolve().parents[1]
COMPARE = ROOT / "benchmarks" / "compare_engine.py"

pytestmark = [pytest.mark.tool, pytest.mark.skipif(
    subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True).returncode != 0,
    reason="not a git checkout (the tool checks commits out)",
)]


def compare(*args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "UBUILD_PURE"}
    return subprocess.run([sys.executable, str(COMPARE), *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=900)


def check_result(done: subprocess.CompletedProcess[str], engine: str, rules: int | None = None) -> None:
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    head_sha = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%h"], capture_output=True,
                              text=True).stdout.strip()
    assert result["base"]["description"].startswith(head_sha + " ")
    assert not Path(result["base"]["tree"]).exists()  # the checkout is removed
    assert Path(result["head"]["tree"]) == ROOT
    assert result["engine"] == engine
    (row,) = result["tracks"]
    assert row["track"] == "starter" and result["lowest_track"] == "starter"
    assert result["required_ratio"] == 0.95  # issue 25: every track
    played = RULES_VERSION if rules is None else rules
    assert result["rules"] == ("each side's newest" if rules is None else rules)
    assert row["base_rules"] == row["head_rules"] == played
    for side in ("base", "head"):
        (run,) = row[f"{side}_runs"]  # one round
        assert run["games"] == 3 and run["rolls"] > 0 and run["capped"] == 0
        assert row[f"{side}_rolls_per_s"] == pytest.approx(run["rolls"] / run["cpu_seconds"])
    assert row["same_games"]  # same engine, same seeds: the same games
    assert row["ratio"] == pytest.approx(row["head_rolls_per_s"] / row["base_rolls_per_s"])
    assert row["round_ratios"] == [pytest.approx(row["ratio"])]


def test_pure_python_against_this_commit():
    done = compare("--base", "HEAD", "--pure", "--rounds", "1", "--track", "starter", "--games", "3", "--json",
                   "--rules", "3")
    check_result(done, "pure Python", rules=3)


def test_table_names_the_lowest_ratio():
    done = compare("--base", "HEAD", "--pure", "--rounds", "1", "--track", "starter", "--games", "2")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("engine: pure Python on both sides")
    assert lines[1].endswith(f"; rules version {RULES_VERSION}") and lines[2].endswith(f"; rules version {RULES_VERSION}")
    (row,) = [line for line in lines if line.startswith("starter ")]
    assert len(row.split()) == 7  # track, games/s and rolls/s of both sides, ratio, per-round range
    assert lines[-1].startswith("lowest ratio: starter: head/base ")


def bench_engine(*args: str) -> dict:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_engine.py"), "--json", "--quick",
                           "--track", "starter", *args], cwd=ROOT, env={**os.environ, "UBUILD_PURE": "1"},
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_bench_engine_plays_the_rules_version_asked():
    """--rules 3 plays the games before the whole table (no deal offers out of turn, bids
    in turn): other games than the newest rules', the same as Game.create(rules_version=3)."""
    old, new = (bench_engine("--games", "20", "--rules", str(r)) for r in (3, WHOLE_TABLE_RULES))
    assert old["rules_version"] == 3 and new["rules_version"] == WHOLE_TABLE_RULES
    (old_run,), (new_run,) = old["tracks"], new["tracks"]
    assert (old_run["rolls"], old_run["actions"]) != (new_run["rolls"], new_run["actions"])
    assert bench_engine("--games", "20")["tracks"][0]["actions"] == new_run["actions"]  # the newest by default


def test_refuses_a_rules_version_a_side_does_not_play():
    done = compare("--base", "HEAD", "--pure", "--rounds", "1", "--track", "starter", "--games", "1", "--rules", "99")
    assert done.returncode == 2
    assert "does not play rules version 99" in done.stderr and done.stdout == ""


def test_refuses_an_unknown_commit_or_track():
    done = compare("--base", "no-such-ref-anywhere", "--pure", "--rounds", "1")
    assert done.returncode == 2
    assert "no-such-ref-anywhere: no such commit (nor folder)" in done.stderr
    done = compare("--base", "HEAD", "--pure", "--rounds", "1", "--track", "nowhere")
    assert done.returncode == 2 and "not a built-in track of both sides: nowhere" in done.stderr


def test_refuses_a_head_tree_without_its_compiled_build(tmp_path):
    """Checked before the base is built: a tree that runs pure Python is not compared."""
    archive = tmp_path / "head.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", f"--output={archive}", "HEAD", "ubuild_desktop"], check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "head", filter="data")
    done = compare("--base", "HEAD", "--head", str(tmp_path / "head"), "--rounds", "1")
    assert done.returncode == 2, done.stderr
    assert "the compiled build must be active on both sides" in done.stderr
    assert f"run make native in {tmp_path / 'head'}" in done.stderr
    assert "building" not in done.stderr and done.stdout == ""


@pytest.mark.slow
@pytest.mark.skipif(not native_build_active(), reason="this tree's compiled build is not active (make native)")
def test_compiled_against_this_commit():
    """The base checkout gets its own compiled build (about a minute); both sides run it."""
    done = compare("--base", "HEAD", "--rounds", "1", "--track", "starter", "--games", "3", "--json")
    check_result(done, "compiled (mypyc)")
