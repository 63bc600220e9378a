"""The one QApplication of a process, set up the same way for every window.

Every command that opens a window asks :func:`application` for it. It names the
program (QSettings and window titles use the name) and installs the translations for
the user's language: ours from ``ubuild_desktop/translations/ubuild_<lang>.qm`` (made
with ``make translations`` and Qt's ``lrelease``; ``ubuild_en.qm`` holds the English
plural forms and is always loaded) and Qt's own for its standard dialogs.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from .core.trackfile import TRACK_MIME_TYPE
from .language import install_translations

__all__ = ["APPLICATION_NAME", "application", "install_translations", "release_clipboard", "unique_shortcuts"]

APPLICATION_NAME = "U-Build Desktop"
ORGANIZATION_NAME = "ubuild"


def application() -> QApplication:
    """The running QApplication, created and set up if there is none yet."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "ubuild"])
        app.setApplicationName(APPLICATION_NAME)
        app.setApplicationDisplayName(APPLICATION_NAME)
        app.setOrganizationName(ORGANIZATION_NAME)
        install_translations(app, QLocale.system())
        app.aboutToQuit.connect(release_clipboard)
    assert isinstance(app, QApplication)
    return app


def release_clipboard() -> None:
    """Hand back clipboard data this process put there, while Python can still free it.

    Qt owns what is on the clipboard; data made by Python (the editor's copied pieces)
    must leave it before the interpreter shuts down, or Qt frees it after its Python
    side is gone and the process crashes on exit.
    """
    app = QApplication.instance()
    if isinstance(app, QApplication):
        clipboard = app.clipboard()
        data = clipboard.mimeData()
        # ownsClipboard() is not supported on every platform (offscreen says False), so
        # recognise our own data by its format instead.
        if clipboard.ownsClipboard() or (data is not None and data.hasFormat(TRACK_MIME_TYPE)):
            clipboard.clear()


def unique_shortcuts(keys: list[QKeySequence]) -> list[QKeySequence]:
    """A platform's standard keys plus our extras, without blanks or repeats (for QAction)."""
    seen: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in seen:
            seen.append(key)
    return seen
