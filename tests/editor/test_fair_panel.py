"""The Balance panel's Fair start (issue 27): Propose Fair Start, its before/after table,
Apply as House Rule (undo, redo, saved with the track or board), Cancel; on a track and on
the traditional board, driven through the buttons in a child process
(``tests/editor/fair_child.py``), and the panel's picture at the sizes of the guide."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtGui import QImage

pytestmark = pytest.mark.tool  # a child process

ROOT = Path(__file__).resolve().parents[2]


def test_propose_and_apply_a_fair_start_through_the_buttons(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    picture = tmp_path / "panel.png"
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-m", "tests.editor.fair_child", str(tmp_path), str(picture)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every check passed" in done.stdout
    image = QImage(str(picture))
    assert not image.isNull() and image.width() <= 1366 and image.height() <= 768
