"""Where the program keeps the user's files: autosaves (one set of files per game), recovery files (settings live apart:
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
import secrets
import sys
import time
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


# The play view's autosaves (``play/files.py`` writes and reads them; ``gamelock.py`` says
# which one a running program plays): where they are is known here, so the home window can
# list them without importing the game. Each game has its own files in the autosave folder:
# ``game-STAMP-ID.json`` (the snapshot), ``.journal`` beside it, ``.lock`` while it is open.
AUTOSAVE_FOLDER = "autosave"
GAME_PREFIX = "game-"
GAME_SUFFIX = ".json"
# The single autosave of earlier versions, and the folder where they kept the games a new
# game replaced: both are moved into the per-game layout at start (:func:`migrate_old_autosaves`).
AUTOSAVE_NAME = "last-game.json"
EARLIER_FOLDER = "earlier"


def autosave_folder() -> Path:
    """The folder of the autosaved games (created if needed; ``UserDataError`` if it cannot be)."""
    return subfolder(AUTOSAVE_FOLDER)


def game_files(folder: Path | None = None) -> list[Path]:
    """Every autosaved game's snapshot (``game-*.json``), in name order (oldest first); none
    when the data folder cannot even be created."""
    try:
        folder = folder if folder is not None else autosave_folder()
        return sorted(p for p in folder.glob(f"{GAME_PREFIX}*{GAME_SUFFIX}") if p.is_file())
    except OSError:
        return []


def has_autosave() -> bool:
    """Whether any game is autosaved (False when the data folder cannot even be created)."""
    return bool(game_files())


def new_game_path(folder: Path | None = None) -> Path:
    """A new game's snapshot path: ``game-STAMP-ID.json`` with a random ID, so two programs
    starting a game in the same second never pick the same name."""
    folder = folder if folder is not None else autosave_folder()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"{GAME_PREFIX}{stamp}-{secrets.token_hex(3)}{GAME_SUFFIX}"
        if not path.exists():
            return path


def earlier_games_folder() -> Path:
    """Where unreadable autosaves are set aside (``.broken``, never deleted)."""
    return make_folder(autosave_folder() / EARLIER_FOLDER)


def migrate_old_autosaves(folder: Path | None = None) -> list[Path]:
    """Move the autosaves of earlier versions into the per-game layout; the games moved.

    ``last-game.json`` (and its journal, whose header names the snapshot by a token, not
    by the file's name) becomes a game of its own, and so does each ``earlier/game-*.json``
    (the unfinished games a new game replaced). Each move is one rename, so two programs
    starting together never both move a file: the second finds it gone. Broken files
    (``earlier/*.broken``) stay where they are.
    """
    try:
        folder = folder if folder is not None else autosave_folder()
    except OSError:
        return []
    moved: list[Path] = []
    old = folder / AUTOSAVE_NAME
    if old.is_file():
        target = new_game_path(folder)
        try:
            os.replace(old, target)
        except OSError:
            pass  # another program moved it first
        else:
            journal = folder / (AUTOSAVE_NAME.removesuffix(GAME_SUFFIX) + ".journal")
            if journal.is_file():
                try:
                    os.replace(journal, target.with_suffix(".journal"))
                except OSError:
                    pass
            moved.append(target)
    earlier = folder / EARLIER_FOLDER
    if earlier.is_dir():
        for kept in sorted(earlier.glob(f"{GAME_PREFIX}*{GAME_SUFFIX}")):
            target = folder / kept.name
            if target.exists():
                continue
            try:
                os.replace(kept, target)
            except OSError:
                continue
            moved.append(target)
    return moved
