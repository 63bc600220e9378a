"""The installed program finds its data, art, rules and icon, says its version, and brings
the desktop's launcher, metainfo and icon: from a wheel (a real, non-editable install)
and from an editable install (``make``'s), with the art in the top-level ``assets/``
folder of the design card's layout, installed as ``ubuild_desktop.assets``."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

# Each test starts another program (tests/conftest.py: tool runs). Both build in the checkout
# itself (setuptools writes build/ and ubuild_desktop.egg-info there): one xdist worker runs
# them in turn, never side by side.
pytestmark = [pytest.mark.tool, pytest.mark.xdist_group("builds-in-the-checkout")]

ROOT = Path(__file__).resolve().parent.parent

# Run in a fresh interpreter without the site module (``-S``), so this environment's own
# editable install (a .pth file) is not active: the dependencies come from this
# environment's site-packages (argv[5]), the program only from the install folder argv[1]
# (a site folder: an editable install's .pth file runs). argv[2] and argv[3] say where the
# package and the art must come from; argv[4] is the folder of How to play's documents.
CHECK = """
import site, sys
sys.path.append(sys.argv[5])
site.addsitedir(sys.argv[1])
from importlib import resources
from pathlib import Path
import ubuild_desktop
assert ubuild_desktop.__file__.startswith(sys.argv[2]), ubuild_desktop.__file__
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin
from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.chance import load_chance_cards
from ubuild_desktop.core.pieces import load_box
assert {"starter", "classic", "pro"} <= set(builtin_track_names())
load_builtin("pro"); load_districts(); load_chance_cards(); load_box()
from ubuild_desktop.board.art import art_folder, art_names
assert str(art_folder()).startswith(sys.argv[3]), art_folder()  # the art read from where it was installed
assert len(art_names()) >= 8 and {"go", "jail", "skyscraper"} <= set(art_names()), art_names()
from ubuild_desktop.howto.documents import document_markdown  # Help -> How to play reads the shipped copies
for name in ("ubuild.en", "ubuild.es", "traditional.en", "traditional.es"):
    game, language = name.split(".")
    assert document_markdown(game, language) == (Path(sys.argv[4]) / f"{name}.md").read_text(encoding="utf-8"), name
from ubuild_desktop.qtapp import icon_svg
assert icon_svg().startswith(b"<svg")
import importlib.metadata
assert importlib.metadata.version("ubuild_desktop") == ubuild_desktop.__version__
assert importlib.metadata.metadata("ubuild_desktop")["License-Expression"] == "MIT"
from ubuild_desktop.cli import main
raise SystemExit(main(["validate", "starter", "pro"]))
"""

RULES = str(ROOT / "ubuild_desktop" / "docs" / "howto")


def _pip(*args: str, cwd: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True, cwd=cwd)
    assert done.returncode == 0, done.stderr


def _check(site_dir: Path, package_root: Path, art_root: Path, cwd: Path) -> dict[str, str]:
    """Run CHECK with only ``site_dir`` added (from a folder outside the checkout); its environment."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run = subprocess.run([sys.executable, "-S", "-c", CHECK, str(site_dir), str(package_root), str(art_root), RULES,
                          sysconfig.get_paths()["purelib"]],
                         capture_output=True, text=True, cwd=cwd, env=env)
    assert run.returncode == 0, run.stderr + run.stdout
    return env


def test_a_wheel_carries_the_art_and_its_install_finds_everything(tmp_path):
    wheels = tmp_path / "wheels"
    _pip("wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", str(wheels), str(ROOT), cwd=tmp_path)
    (wheel,) = wheels.glob("ubuild_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    art = {n for n in names if n.startswith("ubuild_desktop/assets/tiles/") and n.endswith(".svg")}
    assert len(art) == len(list((ROOT / "assets" / "tiles").glob("*.svg"))), sorted(art)
    assert "ubuild_desktop/assets/icons/org.ubuild.UBuildDesktop.svg" in names
    assert not any(n.startswith(("assets/", "tests/", "build/")) for n in names), sorted(names)[:5]
    target = tmp_path / "site"
    _pip("install", "--quiet", "--no-deps", "--target", str(target), str(wheel), cwd=tmp_path)
    env = _check(target, target / "ubuild_desktop", target / "ubuild_desktop" / "assets", tmp_path)
    # The launcher's command, and what the desktop needs to show the launcher.
    assert (target / "bin" / "ubuild-desktop").is_file()
    for path in ("applications/org.ubuild.UBuildDesktop.desktop", "metainfo/org.ubuild.UBuildDesktop.metainfo.xml",
                 "icons/hicolor/scalable/apps/org.ubuild.UBuildDesktop.svg"):
        assert (target / "share" / path).is_file(), path
    version = subprocess.run([sys.executable, "-m", "ubuild_desktop", "--version"], capture_output=True, text=True,
                             cwd=tmp_path, env={**env, "PYTHONPATH": str(target)})
    assert version.returncode == 0 and version.stdout.split()[-1] == _version(), version.stdout + version.stderr


def test_an_editable_install_finds_the_art_in_the_top_level_assets_folder(tmp_path):
    target = tmp_path / "site"
    _pip("install", "--quiet", "--no-deps", "--no-build-isolation", "--target", str(target), "--editable", str(ROOT),
         cwd=tmp_path)
    _check(target, ROOT / "ubuild_desktop", ROOT / "assets" / "tiles", tmp_path)


def _version() -> str:
    """The version as written in its one place, read without importing the package."""
    text = (ROOT / "ubuild_desktop" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]
