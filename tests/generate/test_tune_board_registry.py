"""``ubuild generate --board`` tunes a board whose rule set names a tuner (``RuleSet.tuner``:
the traditional game's square board) and refuses any other at once, naming the file: as
users run it, the installed command, compiled and pure."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_generate_command import BUILDS, UBUILD, ubuild

pytestmark = [pytest.mark.tool, pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]


@pytest.mark.parametrize("build", BUILDS)
def test_a_track_is_not_tuned_as_a_board(build: str, tmp_path: Path) -> None:
    done = ubuild(build, tmp_path, "generate", "--board", "starter", "--out", str(tmp_path / "out"))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "starter: not a square board (use --preset for a track)" in done.stderr, done.stderr
    assert not (tmp_path / "out").exists()
