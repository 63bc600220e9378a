"""The windows Home opens, as a test meets them, and the installed ``ubuild`` command."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.app import HomeWindow


def make_home(qtbot: QtBot) -> HomeWindow:
    """A shown home window, animations off, computers without pauses."""
    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    home.show()
    qtbot.waitExposed(home)
    return home


def listed(home: HomeWindow) -> list[str]:
    """The games Home lists (headings aside): each entry's text up to its date (board and
    players, then the moves)."""
    items = [home.games.item(row) for row in range(home.games.count())]
    return [item.text().split(" · ")[0] for item in items if item.data(Qt.ItemDataRole.UserRole) is not None]


def installed_ubuild() -> str:
    """The ``ubuild`` command installed next to this interpreter (``.venv/bin/ubuild``)."""
    found = shutil.which("ubuild", path=str(Path(sys.executable).parent))
    assert found is not None, f"no ubuild command installed next to {sys.executable}"
    return found
