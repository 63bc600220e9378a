"""``ubuild analyze`` run as users run it: the installed command in a process of its own,
from a folder outside the source tree, with the compiled build (when ``make`` built one)
and with ``UBUILD_PURE=1``; in English and in Spanish; a report written with no display."""

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

LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def run_analyze(build: str, cwd: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in (_native.PURE_ENV, "PYTHONPATH", "QT_QPA_PLATFORM") and (not extra or k not in LANGUAGE_VARIABLES)}
    if build == "pure":
        env[_native.PURE_ENV] = "1"
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)  # no display: a report needs none
    env.update(UBUILD_DATA_DIR=str(cwd / "data"), UBUILD_CONFIG_DIR=str(cwd / "config"), **extra)
    return subprocess.run([str(UBUILD), "analyze", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("build", ["compiled", "pure"])
def test_json_and_report_in_a_child_process(build: str, tmp_path: Path) -> None:
    if build == "compiled" and _native._check() is not None:
        pytest.skip(f"no current compiled build here ({_native._check()})")
    args = ("classic", "--games", "4", "--seed", "5", "--no-fair")
    one = run_analyze(build, tmp_path, *args, "--json")
    two = run_analyze(build, tmp_path, *args, "--jobs", "2", "--json", "--report", str(tmp_path / "r.pdf"))
    forked = run_analyze(build, tmp_path, *args, "--jobs", "2", "--json")  # no Qt: the workers fork, the games go first
    assert one.returncode == 0 and two.returncode == 0 and forked.returncode == 0, \
        one.stderr[-2000:] + two.stderr[-2000:] + forked.stderr[-2000:]
    a: dict[str, Any] = json.loads(one.stdout)
    b: dict[str, Any] = json.loads(two.stdout)
    c: dict[str, Any] = json.loads(forked.stdout)
    engine = a["simulation"]["timing"]["engine"]
    assert engine == "compiled (mypyc)" if build == "compiled" else engine.startswith("pure Python")
    assert b["simulation"]["timing"]["jobs"] == c["simulation"]["timing"]["jobs"] == 2
    for doc in (a, b, c):
        doc["simulation"].pop("timing")
    assert a == b == c  # the processes change nothing
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")


def test_the_compiled_and_pure_commands_agree(tmp_path: Path) -> None:
    if _native._check() is not None:
        pytest.skip(f"no current compiled build here ({_native._check()})")
    args = ("starter", "--games", "3", "--no-fair", "--json")
    compiled, pure = json.loads(run_analyze("compiled", tmp_path, *args).stdout), json.loads(run_analyze("pure", tmp_path, *args).stdout)
    compiled["simulation"].pop("timing"), pure["simulation"].pop("timing")
    assert compiled == pure


def test_bad_input_in_a_child_process(tmp_path: Path) -> None:
    done = run_analyze("pure", tmp_path, str(tmp_path / "nowhere.json"))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "nowhere.json" in done.stderr and "Traceback" not in done.stderr
    done = run_analyze("pure", tmp_path, "starter", "--report", str(tmp_path / "missing" / "r.html"))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "r.html" in done.stderr


def test_spanish(tmp_path: Path) -> None:
    done = run_analyze("pure", tmp_path, "starter", "--games", "2", "--no-fair", "--report", str(tmp_path / "r.html"), LANG="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr
    for fragment in ("probabilidad", "en la cárcel", "intervalo del 95 %", "Cárcel"):
        assert fragment in done.stdout.lower() or fragment in done.stdout, fragment
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in page and "Informe de equilibrio" in page


@pytest.mark.parametrize("language, allowed", [("C", []), ("es_ES.UTF-8", ["PySide6.QtCore"])])
def test_without_a_report_no_gui_is_loaded(language: str, allowed: list[str]) -> None:
    """The text and ``--json`` are headless: no Qt in English, QtCore alone to translate."""
    code = (
        "import sys\n"
        "from ubuild_desktop.cli import main\n"
        "assert main(['analyze', 'starter', '--games', '1', '--fair-games', '1']) == 0\n"
        "assert main(['analyze', 'starter', '--games', '0', '--json']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6.Qt'))\n"
        f"assert loaded == {allowed!r}, loaded\n"
    )
    environ = {k: v for k, v in os.environ.items() if k not in (*LANGUAGE_VARIABLES, "QT_QPA_PLATFORM")}
    environ["LANG"] = language
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
