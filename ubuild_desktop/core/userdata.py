"""Where the program keeps the user's files: autosaves, recovery files, settings.

``UBUILD_DATA_DIR`` overrides the folder (tests point it at a temporary folder, so no
test ever touches a real user's files). Otherwise the platform's usual place is used.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "ubuild-desktop"


def data_dir() -> Path:
    """The user's data folder for this program, created if needed."""
    override = os.environ.get("UBUILD_DATA_DIR")
    if override:
        folder = Path(override)
    elif sys.platform == "win32":
        folder = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_FOLDER
    elif sys.platform == "darwin":
        folder = Path.home() / "Library" / "Application Support" / APP_FOLDER
    else:
        folder = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def subfolder(name: str) -> Path:
    """A named folder inside :func:`data_dir` ("autosave", "recovery"...), created if needed."""
    folder = data_dir() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder
