"""``benchmarks/trad_per_roll.py --keep DIR``: the folder for callgrind's outputs is made
when it is missing, before any game is played, and a folder that cannot be made is one
line naming it (no traceback, no game played first)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "trad_per_roll.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("trad_per_roll_under_test", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_keep_makes_a_missing_folder_before_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The counts and callgrind's runs (replaced here: valgrind plays minutes of games) find
    the folder there, parents and all."""
    script = load_script()
    keep = tmp_path / "runs" / "today"
    seen: list[tuple[str, bool]] = []
    monkeypatch.setattr(script, "counts", lambda strength, games: seen.append(("counts", keep.is_dir())))
    monkeypatch.setattr(script, "callgrind", lambda strength, games, top, kept: seen.append(("callgrind", kept == keep and kept.is_dir())))
    monkeypatch.setenv("UBUILD_PURE", "1")  # the counts in this process (not a child running the script again)
    assert script.main(["--games", "1", "--keep", str(keep)]) == 0
    assert seen == [("counts", True), ("callgrind", True)]


def test_keep_an_existing_folder_is_fine(tmp_path: Path) -> None:
    script = load_script()
    assert script.keep_folder(tmp_path) == tmp_path


@pytest.mark.tool
def test_keep_on_a_file_is_one_line_naming_it(tmp_path: Path) -> None:
    """As a user runs it: ``--keep`` naming a file stops at once with one line that names it."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "1", "--keep", str(blocker / "sub")],
                          capture_output=True, text=True, timeout=300)  # a guard against a hang only
    assert done.returncode != 0
    assert "Traceback" not in done.stderr and done.stdout == "", done.stdout + done.stderr
    assert done.stderr.strip() == f"--keep {blocker / 'sub'}: cannot make or use this folder (Not a directory)"
