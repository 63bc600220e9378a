"""TV mode on a 1024x640 laptop with four to six U-Build players: after a purchase (the
turn panel at its tallest) every player's card shows whole at once, two one-line cards
a row where one a row do not fit (the list scrolled to two of six cards), and the log's
newest line whole (it was cut in half), and the computer's turn on the board (it slid
off the board's edge as the board scrolled to follow the player to act). In a child process on that screen (TV mode is
full screen), driven by F11 and the turn panel's buttons (``tv_laptop_child``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.tool
def test_tv_mode_on_a_laptop_shows_every_card_after_a_purchase(tmp_path: Path) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 640,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    out, pngs = tmp_path / "seen.json", tmp_path / "png"
    pngs.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "UBUILD_DATA_DIR": str(tmp_path / "data"), "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    run = subprocess.run([sys.executable, "-m", "tests.play.tv_laptop_child", str(out), str(pngs)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(out.read_text())
    assert seen["screen"] == [0, 0, 1024, 640]
    for count in ("4", "5", "6"):
        for step, shown in seen[count].items():
            where = (count, step)
            assert shown["tv"] and shown["size"] == [1024, 640], where
            assert shown["scrolls"] == 0, (where, "the players' list scrolls")
            assert not shown["sideways"] and not shown["cut"], (where, shown["cut"])
            assert shown["turn_scrolls"] == 0, (where, "the turn panel scrolls")
            assert shown["log_last_whole"], (where, "the log's newest line is cut")
        next_turn = seen[count]["next"]
        assert next_turn["banner"] and next_turn["banner_inside"], (count, "Bo's turn slid off the board")
    # Bo, a computer, sharing his row: his strength and holdings count are in his card's tooltip.
    assert "Bo (computer, simple) · " in seen["6"]["bought"]["tips"][1]
