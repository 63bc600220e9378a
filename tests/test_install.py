"""The installed program (a real, non-editable install) finds its data, art, rules and
icon, says its version, and brings the desktop's launcher, metainfo and icon."""

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
from ubuild_desktop.helpmenu import rules_markdown  # Help -> Rules reads the shipped copy
from pathlib import Path
assert rules_markdown() == Path(sys.argv[2]).read_text(encoding="utf-8")  # docs/RULES.md, whole
from ubuild_desktop.qtapp import icon_svg
assert icon_svg().startswith(b"<svg")
import importlib.metadata
assert importlib.metadata.version("ubuild_desktop") == ubuild_desktop.__version__
assert importlib.metadata.metadata("ubuild_desktop")["License-Expression"] == "MIT"
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
        [sys.executable, "-c", CHECK, str(target), str(ROOT / "docs" / "RULES.md")], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert run.returncode == 0, run.stderr + run.stdout
    # The launcher's command, and what the desktop needs to show the launcher.
    assert (target / "bin" / "ubuild-desktop").is_file()
    for path in ("applications/org.ubuild.UBuildDesktop.desktop", "metainfo/org.ubuild.UBuildDesktop.metainfo.xml",
                 "icons/hicolor/scalable/apps/org.ubuild.UBuildDesktop.svg"):
        assert (target / "share" / path).is_file(), path
    version = subprocess.run([sys.executable, "-m", "ubuild_desktop", "--version"], capture_output=True, text=True,
                             cwd=tmp_path, env=env)
    assert version.returncode == 0 and version.stdout.split()[-1] == _version(), version.stdout + version.stderr


def _version() -> str:
    """The version as written in its one place, read without importing the package."""
    text = (ROOT / "ubuild_desktop" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]
