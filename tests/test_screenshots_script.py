"""``make screenshots`` (``scripts/render_screenshots.py``) renders every README picture."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

ROOT = Path(__file__).resolve().parent.parent


def test_the_script_renders_every_picture_the_readme_shows(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "render_screenshots.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    shown = set(re.findall(r"\(docs/images/([\w.-]+\.png)\)", (ROOT / "README.md").read_text(encoding="utf-8")))
    assert shown, "the README shows no picture"
    rendered = {p.name for p in tmp_path.glob("*.png")}
    assert shown <= rendered, f"pictures in the README that the script does not render: {shown - rendered}"
    for name in rendered:
        image = QImage(str(tmp_path / name))
        assert not image.isNull() and image.width() >= 600 and image.height() >= 600, name


def test_the_spanish_dark_small_pictures_of_the_docs(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "render_screenshots.py"), "--language", "es",
                           "--dark", "--size", "1024x640", "--out", str(tmp_path)],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    shown = set(re.findall(r"\(images/es/([\w.-]+\.png)\)", (ROOT / "docs" / "CAPTURAS.md").read_text(encoding="utf-8")))
    assert shown, "docs/CAPTURAS.md shows no picture"
    assert shown <= {p.name for p in tmp_path.glob("*.png")}
    play = QImage(str(tmp_path / "play.png"))
    assert (play.width(), play.height()) == (1024, 640)
    panel = [play.pixelColor(x, y).lightness() for x in range(play.width() * 2 // 3, play.width(), 16)
             for y in range(60, play.height(), 16)]
    assert sorted(panel)[len(panel) // 2] < 100, "the side panel is not dark"
