"""``ubuild analyze``'s Fair start proposal (issue 27), run as users run it: the installed
command in a process of its own, compiled (when ``make`` built it) and with
``UBUILD_PURE=1``: the before/after table in the text, ``fair_start`` in ``--json``, the
report's section; with ``--no-fair`` (or ``--fair-games 0``) there is none, and each says
so; both rule sets. The default (the proof after the answer, stopped by Ctrl+C) and every
seat count: ``test_analyze_fair_default.py``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.charts.test_analyze_command import UBUILD, run_analyze
from ubuild_desktop.core.engine import _native

pytestmark = [pytest.mark.tool, pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]


@pytest.mark.parametrize("build", ["compiled", "pure"])
def test_the_proposal_in_json_text_and_report(build: str, tmp_path: Path) -> None:
    if build == "compiled" and _native._check() is not None:
        pytest.skip(f"no current compiled build here ({_native._check()})")
    args = ("starter", "--games", "4", "--players", "3", "--fair-games", "12", "--seed", "2")
    done = run_analyze(build, tmp_path, *args, "--json", "--report", str(tmp_path / "r.html"))
    assert done.returncode == 0, done.stderr[-2000:]
    fair = json.loads(done.stdout)["fair_start"]
    assert fair["players"] == 3 and fair["rules"] == "ubuild" and len(fair["amounts"]) == 3 and min(fair["amounts"]) == 0
    # the program weighed a gift for the last place (the dearest and the cheapest district at
    # least): its run starts the search, six rounds follow
    assert fair["before"]["games"] == 4 and fair["after"]["games"] == 12 and len(fair["search"]) == 7
    choice = fair["gift_choice"]
    assert choice["games"] == 4 and len(choice["weighed"]) >= 2 and choice["money_total"] >= 0
    assert fair["gifts"] == (["", "", choice["chosen"]] if choice["chosen"] else [])
    assert fair["fair_share"] == pytest.approx(1 / 3, abs=1e-4) and fair["tolerance"] == 0.02
    assert fair["reached"] is False  # twelve games cannot show ±2 points: it says so
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Fair start" in page and "Wins before" in page and "Not " in page
    assert "Chosen by the program: money alone puts" in page
    text = run_analyze(build, tmp_path, *args)
    assert text.returncode == 0, text.stderr[-2000:]
    lines = text.stdout.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Fair start (proposed)"))
    assert lines[head + 1].split() == ["place", "gets", "before", "after"]
    assert [line.split()[0] for line in lines[head + 2:head + 5]] == ["1.", "2.", "3."]
    # the program's choice of gift: the report's sentence (written once: fair_words.py)
    assert lines[head + 5].startswith("Chosen by the program: money alone puts $")
    assert "(each weighed by 4 games)" in lines[head + 5] and lines[head + 5].endswith("into the game.")
    # the verification looked once: its intervals are 95% ones, and named so (after the
    # sentence saying the search stopped at the starting cash, when twelve games push it there)
    verdict = lines[head + 6]
    if verdict.startswith("No Fair start up to the starting cash"):
        assert verdict.endswith("The table shows the closest one found.")
        verdict = lines[head + 7]
    assert verdict.startswith(("not reached", "not shown yet")) and "95% interval" in verdict, lines[head + 6:head + 8]


def test_no_proposal_when_asked_for_none_and_the_traditional_board(tmp_path: Path) -> None:
    # --no-fair (or --fair-games 0): the quick answer alone, and the text, the JSON and the
    # report say that none was asked for
    for off in (("--no-fair",), ("--fair-games", "0")):
        done = run_analyze("pure", tmp_path, "starter", "--games", "2", *off, "--json", "--report", str(tmp_path / "r.html"))
        assert done.returncode == 0, done.stderr[-2000:]
        doc = json.loads(done.stdout)
        assert doc["fair_start"] is None and doc["fair_start_status"] == {"state": "skipped", "searched": None}
        assert "No Fair start was proposed for this report" in (tmp_path / "r.html").read_text(encoding="utf-8")
    done = run_analyze("pure", tmp_path, "starter", "--games", "2", "--no-fair")
    assert done.returncode == 0 and done.stdout.rstrip().endswith("Fair start: not proposed (--no-fair); without "
                                                                  "--no-fair a Fair start follows the answer, searched "
                                                                  "and then proven."), done.stdout[-500:]
    # no games, no proposal (it needs them), and it says why
    done = run_analyze("pure", tmp_path, "starter", "--games", "0", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["fair_start"] is None
    assert json.loads(done.stdout)["fair_start_status"]["state"] == "no_games"
    done = run_analyze("pure", tmp_path, "starter", "--games", "0")
    assert done.stdout.rstrip().endswith("Fair start: not proposed: it needs the simulated games (--games 0 plays none).")
    done = run_analyze("pure", tmp_path, "traditional", "--games", "2", "--players", "5", "--fair-games", "4")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Fair start (proposed)" in done.stdout and "  5. " in done.stdout
    bad = run_analyze("pure", tmp_path, "starter", "--fair-games", "-1")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "--fair-games" in bad.stderr
    bad = run_analyze("pure", tmp_path, "starter", "--fair-games", "4", "--no-fair")
    assert bad.returncode == 2 and "not allowed with" in bad.stderr  # one or the other


def test_the_gift_option_asks_for_none_one_or_the_programs_choice(tmp_path: Path) -> None:
    from ubuild_desktop.core.balance.fair import gift_choices
    from ubuild_desktop.core.trackfile import load_builtin

    args = ("starter", "--games", "4", "--players", "3", "--fair-games", "6", "--seed", "1", "--json")
    done = run_analyze("pure", tmp_path, *args, "--fair-gift", "none")
    assert done.returncode == 0, done.stderr[-2000:]
    fair = json.loads(done.stdout)["fair_start"]
    assert fair["gifts"] == [] and fair["gift_choice"] is None and len(fair["search"]) == 6
    gid, name, _price = gift_choices(load_builtin("starter"))[1]
    done = run_analyze("pure", tmp_path, *args, "--fair-gift", gid)
    assert done.returncode == 0, done.stderr[-2000:]
    fair = json.loads(done.stdout)["fair_start"]
    assert fair["gifts"] == ["", "", gid] and fair["gift_names"] == ["", "", name] and fair["gift_choice"] is None
    bad = run_analyze("pure", tmp_path, *args, "--fair-gift", "castle-rock")
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1
    assert "castle-rock" in bad.stderr and "starter" in bad.stderr and gid in bad.stderr
