"""The one QApplication of a process, set up the same way for every window.

Every command that opens a window asks :func:`application` for it. It names the
program (window titles use the name; the desktop matches its windows to the launcher by
the desktop file's name), gives every window the program's icon, and installs the
translations for the user's language: ours from
``ubuild_desktop/translations/ubuild_<lang>.qm`` (made with ``make translations`` and
Qt's ``lrelease``; ``ubuild_en.qm`` holds the English plural forms and is always loaded)
and Qt's own for its standard dialogs (:mod:`ubuild_desktop.language`).

In more detail:

The one ``QApplication``, named (with the desktop file's name),
with the program's icon (the top-level ``assets/icons/``) and the user's translation loaded
(``language.py``, QtCore only: ``ubuild_desktop/translations/``, refreshed by ``make
translations``; ``ubuild_en.qm``, the English plural forms, is always loaded first), plus
what every window shares (clipboard release at exit, shortcut lists, and ``FocusRingStyle``:
the desktop's own style with a ring in the theme's focus colour round a focused combo box or
spin box, set by ``use_focus_rings``, which the tests' ``qapp`` calls too).
"""

from __future__ import annotations

import sys
from importlib import resources

from PySide6.QtCore import QByteArray, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QKeySequence, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOptionComplex, QWidget

from . import theme
from .identity import APP_ID, APPLICATION_NAME, COMMAND, ORGANIZATION_NAME, VERSION
from .language import install_translations

__all__ = ["APPLICATION_NAME", "ORGANIZATION_NAME", "FocusRingStyle", "application", "install_translations",
           "program_icon", "release_clipboard", "unique_shortcuts", "use_focus_rings"]


def application() -> QApplication:
    """The running QApplication, created and set up if there is none yet."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else COMMAND])
        app.setApplicationName(APPLICATION_NAME)
        app.setApplicationDisplayName(APPLICATION_NAME)
        app.setOrganizationName(ORGANIZATION_NAME)
        app.setApplicationVersion(VERSION)
        app.setDesktopFileName(APP_ID)  # the launcher's .desktop file (Wayland's app id)
        app.setWindowIcon(program_icon())
        install_translations(app, QLocale.system())
        use_focus_rings(app)
        app.aboutToQuit.connect(release_clipboard)
    assert isinstance(app, QApplication)
    return app


class FocusRingStyle(QProxyStyle):
    """The desktop's own style, with a ring in the theme's focus colour round a focused
    combo box or spin box, as the window's style sheet gives a focused button (Fusion
    draws none on a combo box and a faint one on a spin box). Drawn over the control's
    own frame, so its look and its arrows stay the desktop's."""

    RINGED = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox)
    RING_WIDTH = 2.0

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,  # noqa: N802 (Qt's name)
                           painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        state = option.state
        if control in self.RINGED and state & QStyle.StateFlag.State_HasFocus and state & QStyle.StateFlag.State_Enabled:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(theme.current().focus), self.RING_WIDTH))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = self.RING_WIDTH / 2
            painter.drawRoundedRect(QRectF(option.rect).adjusted(half, half, -half, -half), 3, 3)
            painter.restore()


def use_focus_rings(app: QApplication) -> None:
    """Give ``app`` its desktop style with :class:`FocusRingStyle`'s focus rings (once)."""
    if isinstance(app.style(), FocusRingStyle):
        return
    style = FocusRingStyle(app.style().name())  # a new copy of the desktop's style under it
    app.setStyle(style)  # the application owns it


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def program_icon() -> QIcon:
    """The program's icon (``assets/icons/``, also installed for the launcher), drawn at
    the usual sizes from its SVG (read as a resource: it loads from a wheel or a zip too).
    Needs the QApplication."""
    renderer = QSvgRenderer(QByteArray(icon_svg()))
    icon = QIcon()
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(QPixmap.fromImage(image))
    return icon


def icon_svg() -> bytes:
    """The program icon's SVG."""
    return (resources.files("ubuild_desktop.assets") / "icons" / f"{APP_ID}.svg").read_bytes()


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
        # recognise our own data by its format instead (only the track editor's copy, which
        # imports trackfile, ever puts it there: a window that never did reads no track model).
        trackfile = sys.modules.get("ubuild_desktop.core.trackfile")
        ours = trackfile is not None and data is not None and data.hasFormat(trackfile.TRACK_MIME_TYPE)
        if clipboard.ownsClipboard() or ours:
            clipboard.clear()


def unique_shortcuts(keys: list[QKeySequence]) -> list[QKeySequence]:
    """A platform's standard keys plus our extras, without blanks or repeats (for QAction)."""
    seen: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in seen:
            seen.append(key)
    return seen
