"""Where the program keeps the user's files: autosaves, recovery files (settings live apart:
``ubuild_desktop/settings.py``).

``UBUILD_DATA_DIR`` overrides the folder (tests point it at a temporary folder, so no
test ever touches a real user's files). Otherwise the platform's usual place is used.

A folder that cannot be created (read-only, not allowed, a file in the way) raises
:class:`UserDataError`, an ``OSError`` that names the folder and the reason, so the
program can say so and go on without what the folder was for (the play view then plays
with autosave off).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "ubuild-desktop"


class UserDataError(OSError):
    """A folder of the user's data cannot be created: ``folder`` and ``reason`` (the system's words)."""

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(f"{folder}: cannot be created ({reason})")
        self.folder = folder
        self.reason = reason


def make_folder(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed; :class:`UserDataError` if it cannot be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserDataError(folder, exc.strerror or str(exc)) from None
    return folder


def data_dir() -> Path:
    """The user's data folder for this program, created if needed (:class:`UserDataError` if it cannot be)."""
    return make_folder(data_path())


def data_path() -> Path:
    """Where :func:`data_dir` is, without creating it."""
    override = os.environ.get("UBUILD_DATA_DIR")
    if override:
        folder = Path(override)
    elif sys.platform == "win32":
        folder = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_FOLDER
    elif sys.platform == "darwin":
        folder = Path.home() / "Library" / "Application Support" / APP_FOLDER
    else:
        folder = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_FOLDER
    return folder


def subfolder(name: str) -> Path:
    """A named folder inside :func:`data_dir` ("autosave", "recovery"...), created if needed."""
    return make_folder(data_dir() / name)


# The play view's autosave (``play/files.py`` writes and reads it): where it is is known here,
# so the home window can say whether there is one without importing the game.
AUTOSAVE_NAME = "last-game.json"
EARLIER_FOLDER = "earlier"


def autosave_path() -> Path:
    """Where the last game is autosaved (the folder is created if needed; ``UserDataError`` if it cannot be)."""
    return subfolder("autosave") / AUTOSAVE_NAME


def has_autosave() -> bool:
    """Whether there is an autosave (False when the data folder cannot even be created)."""
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def earlier_games_folder() -> Path:
    """Where autosaves of games that a new game replaced are kept (``play.files.EARLIER_KEPT``, newest)."""
    return make_folder(autosave_path().parent / EARLIER_FOLDER)
