"""The table between turns through the window's real buttons, in a child process (issue 24):
two humans trade while a third player's turn is in progress, and a human builds between
turns (the scenarios are ``table_scenarios.py``; a crash there fails this test only)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.tool
@pytest.mark.parametrize("scenario", [
    "test_two_humans_trade_while_a_third_players_turn_is_in_progress",
    "test_a_human_builds_between_turns",
])
def test_the_table_between_turns_in_a_child_process(scenario: str, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         f"tests/play/table_scenarios.py::{scenario}"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 passed" in done.stdout
