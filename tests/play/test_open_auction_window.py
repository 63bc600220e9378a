"""An open auction in the play window, through its real buttons and keys, in a child
process (issue 24: "an open auction in which a player who passed bids again"); the child
is ``open_auction_child.py``. Both games; 2-8 players fit at 1024x640."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.tool  # a child process

ROOT = Path(__file__).resolve().parents[2]


def _child(tmp_path: Path, game: str) -> dict[str, object]:
    out = tmp_path / "seen.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config"), "PYTHONFAULTHANDLER": "1"}
    done = subprocess.run([sys.executable, "-m", "tests.play.open_auction_child", str(out), game],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(out.read_text(encoding="utf-8"))
    assert "error" not in seen, seen["error"]
    return seen


def test_a_player_who_passed_bids_again_by_their_own_button_and_key(tmp_path: Path) -> None:
    seen = _child(tmp_path, "ubuild")
    assert seen["lines_shown"] == [True, True, True] and seen["buttons_shown"] == [True, True, True]
    assert seen["others_before_the_opening"] == [False, False]  # 003: the lander makes the first bid
    assert seen["bo_may_bid_after_passing"]
    assert seen["asked_after_bo"] == 2  # the player just outbid is asked first
    assert seen["history"] == ["auction", "open-bid 0 10", "open-pass 1", "open-bid 2 20", "open-bid 1 30",
                               "open-pass 2", "open-pass 0"], seen
    assert seen["phase"] == "post_roll" and seen["owner"] == [1]


def test_humans_bid_between_a_computers_bids_in_the_traditional_game(tmp_path: Path) -> None:
    seen = _child(tmp_path, "traditional")
    history = seen["history"]
    # Bo, a computer, bids while Ana, who is asked first, thinks (he does not wait for her
    # answer); then Cy raises with her own button and Ana passes with hers.
    assert isinstance(history, list) and history[:3] == ["auction", "open-bid 1 10", "open-bid 2 11"], history
    assert "open-pass 0" in history, history
    assert seen["computer_bid"], history  # Bo, a computer, bid by himself while the humans could
    ana = [a for a in history if a.startswith("open-bid 0 ")]
    assert ana and int(ana[0].split()[-1]) > int(str(seen["ana_raised_over"])), history  # Ana, who passed
    assert seen["phase"] == "post_roll" and len(seen["owner"]) == 1  # type: ignore[arg-type]
