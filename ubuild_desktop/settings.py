"""The program's settings, in the platform's configuration folder, apart from the user's data.

Settings (the editor's recent files and printed hex size, where each window was and how
its panels were laid out) are small preferences: they live in one INI file in the
platform's configuration folder (Qt's ``AppConfigLocation``: ``~/.config/ubuild/U-Build
Desktop/`` on Linux), not in the data folder of :mod:`ubuild_desktop.core.userdata`,
which keeps games and recovery files. ``UBUILD_CONFIG_DIR`` overrides the folder (every
test points it at a temporary folder, so no test sees or changes a real user's settings).

Settings written by earlier versions into the data folder are moved here the first time.

A window's layout: :func:`remember_layout` restores the geometry and the dock and tool
bar layout (plus the splitters it is given) saved under a key, fits the window to the
screen it opens on now (:func:`~ubuild_desktop.screen_fit.fit_window`: a remembered size
that no longer fits opens maximized, a place off the screen is moved onto it), and saves
them again when the window closes.

In more detail:

The settings file in the platform's configuration folder
(``UBUILD_CONFIG_DIR`` overrides it; every test sets it to a temporary folder), apart from
the data folder (one ``QSettings`` per file for the process: if the folder cannot be
created, settings last the session); settings older versions kept in the data folder move
there once. Every setting goes through ``settings()``, never a bare ``QSettings()``.
``remember_layout(window, name, splitters)`` restores a main window's geometry, docks, tool
bars and splitters and saves them when it closes; what opens a window for the user calls it
(``open_home``, ``open_editor_window``, ``open_game_window``, ``open_viewer_window``), never
a screenshot; it then fits the window to its screen as it is now
(``screen_fit.fit_window``). The editor's settings (``editor/settings.py``) and the play
view's Large text (``play/largeText``, a ``flag``) are keys in the same file. The play
window keeps its side panel's sizes only where the player dragged them
(``PlayWindow.keep_panels``); otherwise each game window sizes its panel for its own size
(``fit_to_window``, ``balance_sidebar``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QStandardPaths
from PySide6.QtWidgets import QMainWindow, QSplitter

from .core.userdata import data_path
from .identity import APPLICATION_NAME, ORGANIZATION_NAME
from .screen_fit import fit_window

SETTINGS_FILE = "settings.ini"
CONFIG_ENV = "UBUILD_CONFIG_DIR"


def config_path() -> Path:
    """The folder of the settings file (not created here).

    Qt's ``AppConfigLocation`` for our organisation and application names, spelled out
    so it does not depend on whether a ``QApplication`` has been named yet (``ubuild
    export`` reads the printed hex size without one).
    """
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    generic = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(generic or Path.home() / ".config") / ORGANIZATION_NAME / APPLICATION_NAME


def settings_file() -> Path:
    return config_path() / SETTINGS_FILE


_STORES: dict[Path, QSettings] = {}


def settings() -> QSettings:
    """The program's settings (the file is created on the first write).

    One object per file for the whole process: it holds what was set, so if the folder
    cannot be created (read-only, a file in the way) the settings still work for as long
    as the program runs, just without being kept.
    """
    path = settings_file()
    store = _STORES.get(path)
    if store is None:
        if not path.exists():
            _move_old_settings(path)
        store = _STORES[path] = QSettings(str(path), QSettings.Format.IniFormat)
    return store


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


def _move_old_settings(target: Path) -> None:
    """Bring the settings file earlier versions kept in the data folder to ``target``."""
    old = data_path() / SETTINGS_FILE
    if not old.is_file():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(old, target)
    except OSError:
        pass  # left where it was: the program starts with default settings


# ---------------------------------------------------------------------- window layouts


def _key(name: str, part: str) -> str:
    return f"windows/{name}/{part}"


def _bytes(value: object) -> QByteArray | None:
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    if isinstance(value, (bytes, bytearray)) and value:
        return QByteArray(bytes(value))
    return None


def save_layout(window: QMainWindow, name: str, splitters: Mapping[str, QSplitter] | None = None) -> None:
    """Keep ``window``'s geometry, docks and tool bars (and ``splitters``) under ``name``."""
    store = settings()
    store.setValue(_key(name, "geometry"), window.saveGeometry())
    store.setValue(_key(name, "state"), window.saveState())
    for key, splitter in (splitters or {}).items():
        store.setValue(_key(name, f"splitter/{key}"), splitter.saveState())
    store.sync()


def keep_splitter(name: str, key: str, splitter: QSplitter | None) -> None:
    """Keep one splitter's sizes under window ``name`` (None: forget the kept ones, so the
    window sizes that splitter itself next time)."""
    store = settings()
    if splitter is None:
        store.remove(_key(name, f"splitter/{key}"))
    else:
        store.setValue(_key(name, f"splitter/{key}"), splitter.saveState())
    store.sync()


def restore_splitter(name: str, key: str, splitter: QSplitter) -> bool:
    """Give ``splitter`` the sizes kept by :func:`keep_splitter` or :func:`save_layout`;
    False if none were kept (or Qt cannot read them)."""
    sizes = _bytes(settings().value(_key(name, f"splitter/{key}")))
    return sizes is not None and splitter.restoreState(sizes)


def restore_layout(window: QMainWindow, name: str, splitters: Mapping[str, QSplitter] | None = None) -> bool:
    """Put ``window`` back as :func:`save_layout` kept it; False if nothing was kept.

    A kept value that Qt cannot read (a damaged file, another Qt) is ignored: the window
    keeps its own default for it.
    """
    store = settings()
    geometry = _bytes(store.value(_key(name, "geometry")))
    restored = geometry is not None and window.restoreGeometry(geometry)
    state = _bytes(store.value(_key(name, "state")))
    if state is not None:
        window.restoreState(state)
    for key, splitter in (splitters or {}).items():
        restore_splitter(name, key, splitter)
    return bool(restored)


class _LayoutKeeper(QObject):
    """Saves its window's layout when the window is asked to close."""

    def __init__(self, window: QMainWindow, name: str, splitters: Mapping[str, QSplitter]) -> None:
        super().__init__(window)
        self.setObjectName("layoutKeeper")
        self.name = name
        self.splitters = dict(splitters)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # Before the window's own closeEvent: a close the user then cancels (unsaved
        # changes) keeps a layout the user chose anyway.
        if event.type() == QEvent.Type.Close and isinstance(watched, QMainWindow):
            save_layout(watched, self.name, self.splitters)
        return False


def remember_layout(window: QMainWindow, name: str, splitters: Mapping[str, QSplitter] | None = None) -> bool:
    """Restore ``window``'s layout kept under ``name`` and keep it again when it closes.

    Called by what opens a window for the user (Home, the editor, a game, the viewer),
    after the window's default size is set; not for screenshots, whose size is fixed.
    The window, its default or its kept size, is then fitted to its screen as it is now
    (maximized if it does not fit). Returns whether a kept layout was restored.
    """
    restored = restore_layout(window, name, splitters)
    fit_window(window)
    _LayoutKeeper(window, name, splitters or {})
    return restored
