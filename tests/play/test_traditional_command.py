"""``ubuild play traditional`` as a user runs it, in a child process (a crash fails the
test): a human seat played by clicking the window's real buttons and two computer seats
(the traditional game's player, driven by the kernel's one driver) play a game to its
end; the ranking shows, and the autosave holds the finished traditional game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.play.files import read_play_file

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

ROOT = Path(__file__).resolve().parents[2]


def test_ubuild_play_traditional_plays_a_game_to_its_end_through_real_buttons(tmp_path: Path) -> None:
    out = tmp_path / "seen.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config"), "PYTHONFAULTHANDLER": "1"}
    args = ["play", "traditional", "--players", "Ana:human,Bo:computer,Cy:computer", "--seed", "4",
            "--no-animations", "--delay", "0", "--round-limit", "12"]  # each round costs the window ~0.2 CPU s:
    # twelve press every button the human's turns need here (roll, buy, pass, pay the fine, end the turn)
    done = subprocess.run([sys.executable, "-m", "tests.play.trad_play_child", str(out), "--", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(out.read_text(encoding="utf-8"))
    assert "error" not in seen, seen
    assert seen["code"] == 0 and seen["ranking_shown"], seen
    assert seen["phase"] == Phase.GAME_OVER.value and seen["end_reason"] in ("round_limit", "bankruptcy")
    assert seen["rows"] == 3 and "wins" in seen["title"]
    clicks = seen["clicks"]
    assert clicks.get("rollButton", 0) > 5 and clicks.get("endTurnButton", 0) > 5, clicks
    assert clicks.get("buyButton", 0) and clicks.get("passButton", 0), clicks  # a street bought, one declined
    # The autosave holds the finished game: a traditional game, every seat as chosen.
    file = read_play_file(Path(seen["autosave"]))
    assert isinstance(file.session, TradSession) and file.session.state.is_terminal()
    assert len(file.session.state.history) == seen["actions"]
    assert [s.is_computer for s in file.seats] == [False, True, True]
