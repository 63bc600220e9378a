"""The one application (``ubuild_desktop.qtapp``): what every window shares outlives the windows.

Loading the user's translation is tested with the shipped Spanish in ``tests/app/test_spanish.py``."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool


def test_quitting_with_copied_pieces_on_the_clipboard_does_not_crash():
    """Qt must not free Python-made clipboard data after the interpreter has gone."""
    code = (
        "from PySide6.QtCore import QMimeData, QTimer\n"
        "from ubuild_desktop.qtapp import application\n"
        "from ubuild_desktop.core.trackfile import TRACK_MIME_TYPE\n"
        "app = application()\n"
        "data = QMimeData()\n"
        "data.setData(TRACK_MIME_TYPE, b'{}')\n"
        "data.setText('{}')\n"
        "app.clipboard().setMimeData(data)\n"
        "QTimer.singleShot(0, app.quit)\n"
        "app.exec()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
