"""benchmarks/bench_peer.py end to end, at a tiny scale, in a child process, against a
stand-in for the peer's checkout (the real one is never in this repository): the script
loads the checkout given by path, turns its game log off, counts its dice rolls and ours,
and prints both with the ratio. No figure is asserted (speed lives in ``benchmarks/``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks" / "bench_peer.py"

pytestmark = pytest.mark.tool

# The peer's layout and the names the script uses: settings.py (4 players), its game
# function, its dice and its log settings. Each stand-in game rolls its dice 7 times.
FILES = {
    "settings.py": "class GameSettings:\n    players_list = [('A', 0), ('B', 0), ('C', 0), ('D', 0)]\n",
    "monopoly/__init__.py": "",
    "monopoly/core/__init__.py": "",
    "monopoly/log_settings.py": "class LogSettings:\n    KEEP_GAME_LOG = True\n    EVENTS_LOG_PATH = None\n"
                                "    BANKRUPTCIES_PATH = None\n",
    "monopoly/core/dice.py": "import random\nclass Dice:\n    def __init__(self, seed):\n"
                             "        self.r = random.Random(seed)\n    def roll(self):\n"
                             "        return [self.r.randint(1, 6), self.r.randint(1, 6)]\n",
    "monopoly/core/game.py": "from monopoly.core.dice import Dice\nfrom monopoly.log_settings import LogSettings\n"
                             "def monopoly_game(pair):\n    assert LogSettings.KEEP_GAME_LOG is False\n"
                             "    dice = Dice(pair[1])\n    for _ in range(7):\n        dice.roll()\n",
}


def test_bench_peer_runs_both_sides_and_prints_the_ratio(tmp_path: Path) -> None:
    for name, text in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    done = subprocess.run([sys.executable, str(BENCH), "--peer", str(tmp_path), "--games", "2", "--rounds", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("peer (standard players)") and line.split()[-1] == "1.00" for line in lines)
    assert any(line.startswith("ours, simple players") for line in lines)
    assert any(line.startswith("ours, good players") for line in lines)


def test_bench_peer_names_a_folder_that_is_no_checkout(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--peer", str(tmp_path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode != 0 and str(tmp_path) in done.stderr and "git clone" in done.stderr
