"""A cold start to the home window imports only what that window shows (issue 15).

The game (the play view, the engine and its compiled build), the editor, the balance lab
and the array library (numpy) are imported when they are needed:
a game started or resumed, the editor opened. Checked in a child process with
``python -X importtime``, which lists every module the process imported.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

NOT_AT_START = ("numpy", "ubuild_desktop.editor", "ubuild_desktop.play", "ubuild_desktop.core.engine",
                "ubuild_desktop.core.balance", "ubuild_desktop.charts")


def imported_by(args: list[str], tmp_path: Path) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(tmp_path / "data"),
               UBUILD_CONFIG_DIR=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "ubuild_desktop", *args],
                          capture_output=True, text=True, env=env, timeout=600)  # a guard against a hang only
    assert done.returncode == 0, done.stderr[-2000:]
    return {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")
            and "|" in line}


def late(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == name or m.startswith(name + ".") for name in NOT_AT_START))


def test_home_imports_no_game_no_editor_no_numpy(tmp_path: Path) -> None:
    modules = imported_by(["home", "--screenshot", str(tmp_path / "home.png")], tmp_path)
    assert "ubuild_desktop.app.home" in modules and "ubuild_desktop.board.piece_item" in modules
    assert late(modules) == []
    assert (tmp_path / "home.png").stat().st_size > 0


@pytest.mark.parametrize("args", [["view", "pro"], ["play", "--track", "starter", "--players", "Ana:human,Bo:human"]])
def test_the_other_windows_still_import_what_they_need(tmp_path: Path, args: list[str]) -> None:
    """The check above can fail: a window that needs the game imports it."""
    modules = imported_by([*args, "--screenshot", str(tmp_path / "out.png")], tmp_path)
    assert late(modules) != []
