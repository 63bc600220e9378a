"""The editor's settings: recent files and the printed hex size, in the program's
settings file (:mod:`ubuild_desktop.settings`)."""

from __future__ import annotations

from pathlib import Path

from ubuild_desktop.settings import SETTINGS_FILE, settings

__all__ = ["SETTINGS_FILE", "settings", "recent_files", "add_recent_file", "clear_recent_files", "hex_size_mm",
           "set_hex_size_mm"]

RECENT_KEY = "editor/recentFiles"
HEX_SIZE_KEY = "editor/printHexSizeMm"
MAX_RECENT = 8
DEFAULT_HEX_SIZE_MM = 40.0  # across flats, about the size of the physical tiles
MIN_HEX_SIZE_MM, MAX_HEX_SIZE_MM = 5.0, 200.0


def recent_files() -> list[Path]:
    """Recently opened or saved track files, newest first (missing files included)."""
    value = settings().value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings returns a lone entry as a plain string
        value = [value]
    return [Path(str(v)) for v in (value or []) if str(v)]


def add_recent_file(path: Path) -> list[Path]:
    """Put ``path`` first in the recent files (once) and return the new list."""
    path = path.resolve()
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:MAX_RECENT]
    store = settings()
    store.setValue(RECENT_KEY, [str(p) for p in files])
    store.sync()
    return files


def clear_recent_files() -> None:
    store = settings()
    store.remove(RECENT_KEY)
    store.sync()


def hex_size_mm() -> float:
    """The printed size of one hex across its flat sides, in millimetres."""
    try:
        value = float(settings().value(HEX_SIZE_KEY, DEFAULT_HEX_SIZE_MM))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return DEFAULT_HEX_SIZE_MM
    return min(MAX_HEX_SIZE_MM, max(MIN_HEX_SIZE_MM, value))


def set_hex_size_mm(value: float) -> None:
    store = settings()
    store.setValue(HEX_SIZE_KEY, float(min(MAX_HEX_SIZE_MM, max(MIN_HEX_SIZE_MM, value))))
    store.sync()
