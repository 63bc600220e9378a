"""The program's settings file, shared by every window (the editor's recent files, the
play view's text size...).

Settings live in an INI file inside :func:`ubuild_desktop.core.userdata.data_dir`, not in
the platform registry, so tests (which point ``UBUILD_DATA_DIR`` at a temporary folder)
never see or change a real user's settings. Each window keeps its keys under its own
group (``editor/``, ``play/``).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ubuild_desktop.core.userdata import UserDataError, data_dir, data_path

SETTINGS_FILE = "settings.ini"


def settings() -> QSettings:
    """The program's settings file (created on first write)."""
    try:
        folder = data_dir()
    except UserDataError:  # no data folder: the settings last as long as the program runs
        folder = data_path()
    return QSettings(str(folder / SETTINGS_FILE), QSettings.Format.IniFormat)


def flag(key: str, default: bool = False) -> bool:
    """A yes/no setting (anything unreadable is ``default``)."""
    value = settings().value(key, default)
    if isinstance(value, str):  # the INI file keeps "true" / "false"
        return value.strip().lower() in ("true", "1", "yes") if value.strip() else default
    return bool(value) if isinstance(value, (bool, int)) else default


def set_flag(key: str, value: bool) -> None:
    store = settings()
    store.setValue(key, bool(value))
    store.sync()
