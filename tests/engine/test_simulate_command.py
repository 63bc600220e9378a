"""``ubuild simulate`` run as users run it: the installed command, in a process of its own.

The in-process tests (``test_simulate.py``) cannot see what breaks only in a fresh
process: the spawned workers of ``--jobs`` re-import the package from the parent's
``sys.path``, and with the compiled build active that once made them import a bare
``build/native/lib/ubuild_desktop`` folder in place of the package (``BrokenProcessPool``).
So each test here runs ``.venv/bin/ubuild`` from a folder outside the source tree, once
with the compiled build (when ``make`` could build it) and once with ``UBUILD_PURE=1``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ubuild_desktop.core.engine import _native

UBUILD = Path(sys.executable).with_name("ubuild")

pytestmark = pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")

BUILDS = [
    pytest.param("compiled", id="compiled"),
    pytest.param("pure", id="pure"),
]


def run_simulate(build: str, cwd: Path, *args: str) -> dict[str, Any]:
    """``ubuild simulate ... --json`` in a child process; its parsed report."""
    env = {k: v for k, v in os.environ.items() if k not in (_native.PURE_ENV, "PYTHONPATH")}
    if build == "pure":
        env[_native.PURE_ENV] = "1"
    env["UBUILD_DATA_DIR"] = str(cwd / "data")
    done = subprocess.run([str(UBUILD), "simulate", *args, "--json"], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def expect_build(build: str, report: dict[str, Any]) -> None:
    engine = report["timing"]["engine"]
    if build == "pure":
        assert engine.startswith("pure Python"), engine
    elif _native._check() is None:  # make built a current compiled build: the command must use it
        assert engine == "compiled (mypyc)", engine
    else:
        pytest.skip(f"no current compiled build here ({_native._check()})")


@pytest.mark.parametrize("build", BUILDS)
def test_jobs_2_gives_the_results_of_jobs_1(build: str, tmp_path: Path) -> None:
    args = ("--track", "classic", "--players", "3", "--strength", "mixed", "--games", "6", "--seed", "9")
    one = run_simulate(build, tmp_path, *args, "--jobs", "1")
    two = run_simulate(build, tmp_path, *args, "--jobs", "2")
    expect_build(build, two)
    assert two["timing"]["jobs"] == 2
    assert one["games"] == two["games"] == 6
    assert one["results"] == two["results"]
    assert one["results"]["rolls"] > 0


def test_jobs_all_uses_every_core(tmp_path: Path) -> None:
    report = run_simulate("pure", tmp_path, "--track", "starter", "--games", "2", "--jobs", "all")
    assert report["timing"]["jobs"] == (os.cpu_count() or 1)


def test_the_compiled_and_pure_commands_play_the_same_games(tmp_path: Path) -> None:
    if _native._check() is not None:
        pytest.skip(f"no current compiled build here ({_native._check()})")
    args = ("--track", "starter", "--players", "4", "--games", "4", "--seed", "3", "--jobs", "2")
    compiled = run_simulate("compiled", tmp_path, *args)
    pure = run_simulate("pure", tmp_path, *args)
    assert compiled["timing"]["engine"] == "compiled (mypyc)"
    assert pure["timing"]["engine"].startswith("pure Python")
    assert compiled["results"] == pure["results"]
