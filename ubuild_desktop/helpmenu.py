"""The Help menu every main window shares: the rules summary and About.

- :class:`RulesWindow`: ``docs/RULES.md`` (shipped in the package as
  ``ubuild_desktop/docs/RULES.md``, so an installed program finds it) shown as Markdown;
  one per window, not modal, so the rules stay open beside the board.
- :func:`about_box`: the program's name, icon, version (``ubuild_desktop.__version__``,
  the one place it is written), license and the versions it runs on.
- :func:`help_actions` makes the two actions for a window; :func:`add_help_menu` puts
  them in a Help menu at the end of the window's menu bar.
"""

from __future__ import annotations

import platform
from importlib import resources

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .identity import APPLICATION_NAME, LICENSE_SPDX, VERSION
from .qtapp import program_icon
from .screen_fit import keep_on_screen

RULES_RESOURCE = ("docs", "RULES.md")


def rules_markdown() -> str:
    """The rules summary as Markdown (:class:`OSError` if the installation lacks it)."""
    return (resources.files("ubuild_desktop").joinpath(*RULES_RESOURCE)).read_text(encoding="utf-8")


class RulesWindow(QDialog):
    """The rules summary in a window of its own, beside the board (not modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Rules – {program}").format(program=APPLICATION_NAME))
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.document().setDocumentMargin(14)
        try:
            self.browser.setMarkdown(rules_markdown())
        except OSError as exc:  # a broken installation: say so, never crash
            self.browser.setPlainText(self.tr(
                "The rules summary is missing from this installation ({error}).").format(error=exc))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(780, 820)
        keep_on_screen(self)  # 820 px is more than a laptop's screen


def show_rules(parent: QWidget) -> RulesWindow:
    """Show the rules beside ``parent`` (the window it already has, if one is open)."""
    window = parent.findChild(RulesWindow, "rulesDialog", Qt.FindChildOption.FindDirectChildrenOnly)
    if window is None:
        window = RulesWindow(parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def about_text() -> str:
    """About's text (rich text: only our own words and version numbers, no user text)."""
    version = QCoreApplication.translate("Help", "Version {version}").format(version=VERSION)
    what = QCoreApplication.translate(
        "Help", "Design your own tracks for the tile-built property-trading board game, check them "
                "against the Freestyle rules, and play them with 2-6 friends and computer players "
                "around one shared screen.")
    license_text = QCoreApplication.translate("Help", "Free software under the {license} license.").format(
        license=LICENSE_SPDX)
    runs_on = QCoreApplication.translate("Help", "Qt {qt}, PySide6 {pyside}, Python {python}").format(
        qt=qVersion(), pyside=PYSIDE_VERSION, python=platform.python_version())
    return (f"<h2>{APPLICATION_NAME}</h2><p>{version}</p><p>{what}</p><p>{license_text}</p>"
            f"<p><small>{runs_on}</small></p>")


def about_box(parent: QWidget) -> QMessageBox:
    """Open About over ``parent`` (window-modal, not blocking) and return it."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(QCoreApplication.translate("Help", "About {program}").format(program=APPLICATION_NAME))
    box.setIconPixmap(program_icon().pixmap(96, 96))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def help_actions(window: QWidget) -> tuple[QAction, QAction]:
    """The window's Rules (F1) and About actions, ready for a menu."""
    rules = QAction(QCoreApplication.translate("Help", "&Rules"), window)
    rules.setObjectName("showRules")
    rules.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents))
    rules.setToolTip(QCoreApplication.translate("Help", "The rules of the game, as this program plays them"))
    rules.setStatusTip(rules.toolTip())
    rules.triggered.connect(lambda: show_rules(window))
    about = QAction(QCoreApplication.translate("Help", "&About {program}").format(program=APPLICATION_NAME), window)
    about.setObjectName("showAbout")
    about.setToolTip(QCoreApplication.translate("Help", "The program's version and license"))
    about.setStatusTip(about.toolTip())
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(lambda: about_box(window))
    return rules, about


def add_help_menu(window: QMainWindow) -> QMenu:
    """Add Help (Rules, About) at the end of ``window``'s menu bar and return the menu."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("Help", "&Help"))
    menu.setObjectName("helpMenu")
    rules, about = help_actions(window)
    menu.addAction(rules)
    menu.addSeparator()
    menu.addAction(about)
    return menu
