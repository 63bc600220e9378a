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

# Each test runs the installed command (tests/conftest.py: tool runs).
pytestmark = [pytest.mark.tool,
              pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]

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


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
@pytest.mark.parametrize("how", ["SIGTERM", "SIGKILL"])
@pytest.mark.parametrize("build", BUILDS)
def test_the_workers_end_with_the_command_whatever_ends_it(build: str, how: str, tmp_path: Path) -> None:
    """A long ``simulate --jobs 2`` ended by a signal leaves no worker behind (once they
    played on at full speed for minutes, then blocked forever)."""
    import signal
    import time

    env = {k: v for k, v in os.environ.items() if k not in (_native.PURE_ENV, "PYTHONPATH")}
    if build == "pure":
        env[_native.PURE_ENV] = "1"
    env["UBUILD_DATA_DIR"] = str(tmp_path / "data")
    command = subprocess.Popen([str(UBUILD), "simulate", "pro", "--games", "100000", "--jobs", "2"], cwd=tmp_path,
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        workers: set[int] = set()
        deadline = time.monotonic() + 120
        while len(workers) < 2 and time.monotonic() < deadline:  # the pool's workers (forked; a tracker aside)
            workers = {pid for pid in _children(command.pid) if "resource_tracker" not in
                       (Path("/proc") / str(pid) / "cmdline").read_bytes().decode(errors="replace")}
            time.sleep(0.2)
        assert len(workers) >= 2, "the workers never started"
        time.sleep(1.0)  # playing games now
        command.send_signal(getattr(signal, how))
        command.wait(timeout=60)
        deadline = time.monotonic() + 60
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not any(_alive(pid) for pid in workers), "a worker outlived the command"
    finally:
        if command.poll() is None:
            command.kill()
            command.wait()
