"""``ubuild analyze``'s Fair start names its gifts in the user's language (issue 25: the text
printed core's English names in every language): a district by its translated card name, a
square board's property by the board's own Spanish name, in the proposal's table and in the
sentence saying how the program chose. Run as users run it: the installed command, Spanish
locale, in a process of its own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.charts.test_analyze_command import UBUILD, run_analyze

pytestmark = [pytest.mark.tool, pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]


def _names(board: str) -> dict[str, tuple[str, str]]:
    """Each gift of the built-in ``board``: id -> (English name, Spanish name), as a Spanish
    console names it (in a process of its own: the console's QtCore application and
    translators stay out of this one)."""
    code = ("import json, sys\n"
            "from ubuild_desktop.console import Console\n"
            "from ubuild_desktop.core.engine.registry import resolve_board, rule_set_of\n"
            "found = resolve_board(sys.argv[1])\n"
            "console = Console({'LANG': 'es_ES.UTF-8'})\n"
            "spanish = console.gift_namer(found)\n"
            "print(json.dumps({gid: (name, spanish(gid)) for gid, name, _p in rule_set_of(found).gift_choices(found)}))\n")
    done = subprocess.run([sys.executable, "-c", code, board], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return {gid: (pair[0], pair[1]) for gid, pair in json.loads(done.stdout).items()}


def test_a_tracks_gifts_are_named_in_spanish_in_the_table_and_the_choice(tmp_path: Path) -> None:
    names = _names("starter")
    args = ("starter", "--games", "4", "--players", "3", "--fair-games", "6", "--seed", "2")
    as_json = run_analyze("pure", tmp_path, *args, "--json")
    assert as_json.returncode == 0, as_json.stderr[-2000:]
    weighed = [w["gift"] for w in json.loads(as_json.stdout)["fair_start"]["gift_choice"]["weighed"]]
    assert len(weighed) >= 2
    done = run_analyze("pure", tmp_path, *args, LANG="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr[-2000:]
    differ = [gid for gid in weighed if names[gid][0] != names[gid][1]]
    assert differ, "the check can fail: some names differ in the two languages"
    for gid in weighed:
        english, spanish = names[gid]
        assert spanish in done.stdout, (gid, done.stdout[-3000:])
        assert gid not in differ or english not in done.stdout, (gid, done.stdout[-3000:])


def test_a_square_boards_asked_gift_is_named_by_its_spanish_name(tmp_path: Path) -> None:
    names = _names("traditional")
    gid = next(iter(names))
    english, spanish = names[gid]
    assert english != spanish
    args = ("traditional", "--games", "2", "--players", "3", "--fair-games", "4", "--fair-gift", gid)
    done = run_analyze("pure", tmp_path, *args, LANG="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr[-2000:]
    assert spanish in done.stdout and english not in done.stdout, done.stdout[-3000:]
    done = run_analyze("pure", tmp_path, *args)  # in English, the board's English name
    assert done.returncode == 0, done.stderr[-2000:]
    assert english in done.stdout and spanish not in done.stdout
