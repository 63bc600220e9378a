"""The installed program (a real, non-editable install) finds its data and art."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHECK = """
import sys
from importlib import resources
import ubuild_desktop
assert ubuild_desktop.__file__.startswith(sys.argv[1]), ubuild_desktop.__file__
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.cards import load_districts, load_chance_cards
from ubuild_desktop.core.pieces import load_box
assert {"starter", "classic", "pro"} <= set(builtin_track_names())
load_builtin("pro"); load_districts(); load_chance_cards(); load_box()
tiles = resources.files("ubuild_desktop") / "assets" / "tiles"
svgs = [e.name for e in tiles.iterdir() if e.name.endswith(".svg")]
assert len(svgs) >= 8, svgs
from ubuild_desktop.cli import main
raise SystemExit(main(["validate", "starter", "pro"]))
"""


def test_a_non_editable_install_finds_its_data_and_art(tmp_path):
    target = tmp_path / "site"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
         "--target", str(target), str(ROOT)],
        capture_output=True, text=True, cwd=tmp_path,
    )
    assert build.returncode == 0, build.stderr
    env = {**os.environ, "PYTHONPATH": str(target)}
    run = subprocess.run(
        [sys.executable, "-c", CHECK, str(target)], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert run.returncode == 0, run.stderr + run.stdout
