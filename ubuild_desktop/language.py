"""Loading the program's translations: QtCore only, for the windows and the commands.

``translations/ubuild_<lang>.qm`` is made by ``make translations`` (lupdate, then Qt's
lrelease); ``ubuild_en.qm`` holds the English plural forms and is always loaded.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator


def install_translations(app: QCoreApplication, locale: QLocale, folder: Traversable | None = None) -> list[QTranslator]:
    """Load our translations for ``locale`` and Qt's, where they exist; return those loaded.

    English plural forms (``ubuild_en.qm``) come first, whatever the language: the source
    texts are English and count with Qt's ``%n`` ("%n block(s)"), whose English forms
    ("1 block", "2 blocks") live there. The user's language is installed after it, so
    it is asked first.
    """
    loaded = load_translators(locale.name().split("_")[0], folder, parent=app)
    for translator in loaded:
        app.installTranslator(translator)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        loaded.append(qt)
    return loaded


def load_translators(language: str, folder: Traversable | None = None, parent: QObject | None = None) -> list[QTranslator]:
    """Our translators for ``language`` ("es"): the English plural forms, then the language's
    own, each where its ``.qm`` exists; none installed anywhere yet."""
    folder = folder or resources.files("ubuild_desktop") / "translations"
    loaded: list[QTranslator] = []
    for name in dict.fromkeys(("en", language)):
        translator = _DataTranslator(parent)
        qm = folder / f"ubuild_{name}.qm"
        if qm.is_file() and translator.load_data(qm.read_bytes()):
            loaded.append(translator)
    return loaded


class _DataTranslator(QTranslator):
    """A translator loaded from bytes, which it keeps alive.

    ``QTranslator.load(data)`` keeps a pointer into the bytes without copying them, so
    the bytes must live as long as the translator (a package resource may not be a file
    on disk, so loading by path is not always possible).
    """

    def load_data(self, data: bytes) -> bool:
        self._data = data
        return self.load(self._data)


