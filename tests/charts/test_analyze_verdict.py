"""``ubuild analyze``'s verdict line: is the track (or board) fair to every place in the turn
order, and if not, how far, as users read it (the installed command, English and Spanish),
and each of its four cases from a summary's figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ubuild_desktop.analyze_cli import format_verdict
from ubuild_desktop.console import Console
from ubuild_desktop.core.engine.simulate import wilson_interval

from .test_analyze_command import UBUILD, run_analyze


def summary(wins: list[int]) -> dict[str, Any]:
    """A ``summarize`` result's figures for games won ``wins[k]`` times by place ``k``."""
    games = sum(wins)
    return {"games": games, "seed": 0, "results": {
        "win_rate_by_turn_order": [w / games for w in wins],
        "win_ci_by_turn_order": [list(wilson_interval(w, games)) for w in wins]}}


ENGLISH = Console({"LANG": "C"})


def test_fair_when_every_interval_is_within_two_points() -> None:
    line = format_verdict(summary([25_100, 24_900, 25_050, 24_950]), ENGLISH)
    assert line.startswith("verdict: fair: every place in the turn order wins within ±2 points of 25.0%"), line
    assert "(the farthest reaches 0.4 points)" in line, line


def test_not_fair_names_the_place_and_how_far() -> None:
    line = format_verdict(summary([3_340, 2_730, 2_230, 1_700]), ENGLISH)
    assert line.startswith("verdict: not fair: place 1 in the turn order wins 33.4% (95% interval 32.5%-34.3%), "
                           "8.4 points from 25.0%, where ±2 is fair"), line
    assert line.endswith("the Fair start below evens it"), line


def test_probably_not_fair_while_the_interval_still_reaches_the_fair_range() -> None:
    line = format_verdict(summary([60, 57, 45, 38]), ENGLISH)
    assert line.startswith("verdict: probably not fair: place 4 in the turn order wins 19.0%, 6.0 points from 25.0%"), line
    assert "more games (--games) would tell" in line


def test_not_shown_yet_says_how_many_games_would_show_it() -> None:
    line = format_verdict(summary([102, 99, 100, 99]), ENGLISH)
    assert line.startswith("verdict: not shown yet: every place wins within ±2 points of 25.0%, but the 95% intervals reach"), line
    assert "games would show it (--games)" in line


@pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")
@pytest.mark.tool
@pytest.mark.parametrize("board, language, start", [
    ("starter", "C", "verdict: "),
    ("traditional", "C", "verdict: "),
    ("starter", "es_ES.UTF-8", "veredicto: "),
])
def test_the_command_prints_one_verdict_after_the_games(tmp_path: Path, board: str, language: str, start: str) -> None:
    done = run_analyze("pure", tmp_path, board, "--games", "12", "--seed", "3", "--no-fair", LANG=language)
    assert done.returncode == 0, done.stderr[-2000:]
    verdicts = [line for line in done.stdout.splitlines() if line.startswith(start)]
    assert len(verdicts) == 1, done.stdout[-3000:]
    assert "25" in verdicts[0] and "±2" in verdicts[0], verdicts  # 4 players: an equal share of 25%
    none = run_analyze("pure", tmp_path, board, "--games", "0", LANG=language)
    assert not any(line.startswith(start) for line in none.stdout.splitlines())  # no games: no verdict
