"""``ubuild analyze`` proposes a Fair start with every report (issue 27), run as users run
it (the installed command in a process of its own, ``UBUILD_PURE=1``; each seat count's
text on the compiled build, as after ``make``):

- by default, after the answer: the answer prints first, then the search's proposal as its
  proof starts, then the proof; Ctrl+C (SIGINT to the process group, as a terminal sends
  it) stops it, prints what the search had found and exits 130 without a traceback;
- every seat count of each rule set (U-Build 2 to 6, the traditional game 2 to 8) gets a
  table of one row per place, in the text and in ``--json``;
- the words for the cases no small run reaches on its own: the seats fair already (no
  search, no gift), and no Fair start up to the starting cash reaching ±2 points.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.charts.test_analyze_command import UBUILD, run_analyze
from ubuild_desktop.core.engine import _native

pytestmark = [pytest.mark.tool, pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]


def _started(cwd: Path, *args: str) -> subprocess.Popen[str]:
    """``ubuild analyze ARGS`` in a session of its own (its own process group, as a
    terminal's foreground job), SIGINT handled as in a shell (a parent that ignores it, as
    a background job does, would pass that on)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "QT_QPA_PLATFORM", "DISPLAY")}
    env.update({_native.PURE_ENV: "1", "UBUILD_DATA_DIR": str(cwd / "data"), "UBUILD_CONFIG_DIR": str(cwd / "config")})
    return subprocess.Popen([str(UBUILD), "analyze", *args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def test_the_answer_first_then_the_search_then_its_proof_and_ctrl_c_keeps_what_is_known(tmp_path: Path) -> None:
    # the default: no --fair-* option; a small first round, and money only (no gift's weighing)
    child = _started(tmp_path, "starter", "--games", "8", "--players", "3", "--fair-gift", "none", "--jobs", "2")
    watchdog = threading.Timer(600, child.kill)
    watchdog.start()
    try:
        lines: list[str] = []
        assert child.stdout is not None
        for line in child.stdout:  # as the terminal shows them, one at a time
            lines.append(line.rstrip("\n"))
            if line.startswith(("The search proposes", "The search pays nobody")):
                break
        assert lines and lines[-1].startswith("The search"), "\n".join(lines[-20:])
        assert lines[-1].endswith("games with fresh seeds…") and "proving it with" in lines[-1]
        verdict = next(i for i, line in enumerate(lines) if line.startswith("verdict: "))
        assert verdict < len(lines) - 1  # the answer (and its verdict) came before the Fair start
        os.killpg(child.pid, signal.SIGINT)  # Ctrl+C while the proof plays
        rest, err = child.communicate(timeout=300)
    finally:
        watchdog.cancel()
    assert child.returncode == 130, err[-2000:]
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err[-2000:]
    tail = rest.strip().splitlines()
    assert tail[-1].startswith("Fair start: Stopped before its proof: the search proposed 1. "), tail
    assert tail[-1].endswith("which games with fresh seeds have not shown fair yet. (Ctrl+C; the answer above is "
                             "complete)"), tail
    proposed = lines[-1].split("proposes ", 1)[1].split("; proving", 1)[0]
    assert proposed in tail[-1]  # what the search proposed, kept


@pytest.mark.parametrize("board, seats", [("classic", n) for n in range(2, 7)] + [("traditional", n) for n in range(2, 9)])
def test_every_seat_count_gets_a_table(tmp_path: Path, board: str, seats: int) -> None:
    args = (board, "--games", "2", "--players", str(seats), "--fair-games", "4", "--seed", "1")
    done = run_analyze("pure", tmp_path, *args, "--json", "--report", str(tmp_path / "r.html"))
    assert done.returncode == 0, done.stderr[-2000:]
    doc = json.loads(done.stdout)
    fair, status = doc["fair_start"], doc["fair_start_status"]
    assert status["state"] == "proposed" and fair["players"] == seats and len(fair["amounts"]) == seats
    assert len(fair["before"]["win_rate_by_turn_order"]) == len(fair["after"]["win_rate_by_turn_order"]) == seats
    # the search's proposal, told as its proof began, is the proposal (one verification here)
    if fair["attempts"] == 1:
        assert status["searched"]["amounts"] == fair["amounts"] and status["searched"]["games"] == 4
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert page.count("Place ") >= seats and "Wins after" in page
    # the text on the compiled build (both builds play the same games: tests/engine/test_native.py):
    # 0.5 CPU s instead of 1.1 a seat count, and each build says its table
    text = run_analyze("compiled", tmp_path, *args)
    lines = text.stdout.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Fair start (proposed)"))
    assert [line.split()[0] for line in lines[head + 2:head + 2 + seats]] == [f"{k}." for k in range(1, seats + 1)]
    assert any(line.startswith(("fair:", "not shown yet:", "not reached:")) for line in lines[head:]), lines[head:]


def _args(**given: Any) -> argparse.Namespace:
    values = {"no_fair": False, "fair_games": None, "players": 4, "games": 3000, "seed": 0, "jobs": 1, "json": True,
              "fair_gift": "auto"}
    values.update(given)
    return argparse.Namespace(**values)


def _summary(wins: list[int]) -> dict[str, Any]:
    from ubuild_desktop.core.engine.simulate import wilson_interval

    games = sum(wins)
    return {"games": games, "seed": 0, "players": len(wins), "results": {
        "win_rate_by_turn_order": [w / games for w in wins],
        "win_ci_by_turn_order": [list(wilson_interval(w, games)) for w in wins]}}


def test_seats_fair_already_get_no_search_and_no_gift_and_say_so(qapp: Any) -> None:
    """The command's own function (a real board's games are never this even in a test's
    time): no game is played, the text and the report say so."""
    from ubuild_desktop import analyze_fair
    from ubuild_desktop.charts.fair_table import fair_status_html
    from ubuild_desktop.console import Console
    from ubuild_desktop.core.trackfile import load_builtin

    track = load_builtin("classic")
    fair, status = analyze_fair.propose(_args(), track, _summary([25_100, 24_900, 25_050, 24_950]), Console({"LANG": "C"}))
    assert fair is None and status["state"] == "fair_already" and status["games"] == 100_000
    line = analyze_fair.format_status(status, track, Console({"LANG": "C"}))[-1]
    assert line.startswith("Fair start: The seats are fair already: in 100,000 games every place wins within ±2 points "
                           "of 25.0%, 95% intervals included"), line
    assert line.endswith("No Fair start is needed, no gift either."), line
    assert "The seats are fair already" in fair_status_html(status, track)


def test_no_fair_start_up_to_the_starting_cash_says_so(qapp: Any) -> None:
    """A proposal whose amounts stop at the starting cash with a place still outside ±2
    points says that no Fair start reaches it (the text and the report)."""
    from ubuild_desktop.analyze_fair import format_fair, money_writer
    from ubuild_desktop.charts.fair_table import fair_table_html
    from ubuild_desktop.console import Console
    from ubuild_desktop.core.square import load_builtin_board

    board = load_builtin_board("traditional")
    after = _summary([300, 250, 250, 200])["results"]
    fair = {"rules": "traditional", "players": 4, "fair_share": 0.25, "tolerance": 0.02, "amounts": [0, 500, 900, 1500],
            "starting_cash": 1500, "gifts": [], "gift_names": [], "reached": False, "games_needed": None, "worst": 0.08,
            "attempts": 2, "looks": 1, "confidence": 0.95, "gift_choice": None,
            "before": {"games": 1000, **after}, "after": {"games": 1000, **after},
            "search": [{"amounts": [0, 0, 0, 0], "games": 400}]}
    c = Console({"LANG": "C"})
    lines = format_fair(fair, c, money_writer("traditional", c), board)
    said = "No Fair start up to the starting cash ($1,500) brings every place within ±2 points: place 1 still wins 30.0%."
    assert any(line.startswith(said) for line in lines), lines
    assert said in fair_table_html(fair, board)


def test_a_proof_that_gave_up_says_no_fair_start_is_shown(qapp: Any) -> None:
    """Every verification fell short (``given_up``, 3 of 3): the text and the report say that
    no Fair start is shown and the amounts are only the search's best guess, not how many
    more verification games would show it."""
    from ubuild_desktop.analyze_fair import format_fair, money_writer
    from ubuild_desktop.charts.fair_table import fair_table_html
    from ubuild_desktop.console import Console
    from ubuild_desktop.core.trackfile import load_builtin

    track = load_builtin("classic")
    after = _summary([3_575, 3_625, 3_800, 3_500])["results"]
    fair = {"rules": "ubuild", "players": 4, "fair_share": 0.25, "tolerance": 0.02, "amounts": [0, 4050, 11250, 2150],
            "starting_cash": 24_900, "gifts": [], "gift_names": [], "reached": False, "games_needed": 30_000,
            "worst": 0.0271, "attempts": 3, "most_attempts": 3, "given_up": True, "looks": 1, "confidence": 0.9667,
            "gift_choice": None, "before": {"games": 400, **_summary([130, 110, 90, 70])["results"]},
            "after": {"games": 14_500, **after}, "search": [{"amounts": [0, 0, 0, 0], "games": 400}]}
    c = Console({"LANG": "C"})
    lines = format_fair(fair, c, money_writer("ubuild", c), track)
    said = ("No Fair start shown: 3 verifications with fresh seeds fell short, each after a refit with the games of "
            "the one before (the last, 14,500 games, reaches 2.71 points from 25.0% with its 96.7% intervals, past ±2).")
    assert lines[-1].startswith(said), lines
    assert "only the search's best guess" in lines[-1] and not any("would show it" in line for line in lines), lines
    html = fair_table_html(fair, track)
    assert "No Fair start shown: 3 verifications" in html and "best guess" in html and "would show it" not in html
    # one verification of three fell short so far: no give-up, the usual "not shown yet"
    pending = format_fair({**fair, "attempts": 1, "given_up": False}, c, money_writer("ubuild", c), track)
    assert pending[-1].startswith("not shown yet:") and "No Fair start shown" not in "".join(pending)
    # a quick search's one verification (--fair-games N) that falls short: how many games would show it
    quick = {**fair, "attempts": 1, "most_attempts": 1, "given_up": True, "confidence": 0.95}
    lines = format_fair(quick, c, money_writer("ubuild", c), track)
    assert lines[-1].startswith("not shown yet:") and "would show it (--fair-games)" in lines[-1], lines[-1]
    assert "No Fair start shown" not in fair_table_html(quick, track)
