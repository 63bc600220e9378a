"""The Help menu every main window shares: How to play, the first-game tour and About.

- How to play (F1): the rules of each game written for players, with pictures and the
  rules in force (:mod:`ubuild_desktop.howto`); one per window, not modal, so it stays
  open beside the board. (The developers' reading of the rulebooks, ``docs/RULES.md``,
  is not shown in the program.)
- First-game tour: in a window that has one (``start_tour``: the play window).
- :func:`about_box`: the program's name, icon, version (``ubuild_desktop.__version__``,
  the one place it is written), license and the versions it runs on.
- :func:`help_actions` makes the actions for a window; :func:`add_help_menu` puts
  them in a Help menu at the end of the window's menu bar.

In more detail:

The Help menu every main window ends with
(``add_help_menu``, the play window's too, after its Game and View menus; or
``help_actions`` for a window that builds its own): How to play (F1), the first-game tour (a
window with ``start_tour``: the play window) and About (icon, version, license).
"""

from __future__ import annotations

import platform

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from .identity import APPLICATION_NAME, LICENSE_SPDX, VERSION
from .qtapp import program_icon


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


def help_actions(window: QWidget) -> list[QAction]:
    """The window's How to play (F1), its first-game tour if it has one, and About."""
    from .howto import show_how_to_play

    how_to_play = QAction(QCoreApplication.translate("Help", "&How to play"), window)
    how_to_play.setObjectName("showHowToPlay")
    how_to_play.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents))
    how_to_play.setToolTip(QCoreApplication.translate("Help", "The rules of the game, explained for players"))
    how_to_play.setStatusTip(how_to_play.toolTip())
    how_to_play.triggered.connect(lambda: show_how_to_play(window))
    actions = [how_to_play]
    start_tour = getattr(window, "start_tour", None)
    if callable(start_tour):
        tour = QAction(QCoreApplication.translate("Help", "First-game &tour"), window)
        tour.setObjectName("showTour")
        tour.setToolTip(QCoreApplication.translate("Help", "A short tour of this window: the board, your turn, the "
                                                           "players, the log and the keys"))
        tour.setStatusTip(tour.toolTip())
        tour.triggered.connect(lambda: start_tour())
        actions.append(tour)
    about = QAction(QCoreApplication.translate("Help", "&About {program}").format(program=APPLICATION_NAME), window)
    about.setObjectName("showAbout")
    about.setToolTip(QCoreApplication.translate("Help", "The program's version and license"))
    about.setStatusTip(about.toolTip())
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(lambda: about_box(window))
    actions.append(about)
    return actions


def add_help_menu(window: QMainWindow) -> QMenu:
    """Add Help (How to play, the tour where there is one, About) at the end of
    ``window``'s menu bar and return the menu."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("Help", "&Help"))
    menu.setObjectName("helpMenu")
    *helps, about = help_actions(window)
    menu.addActions(helps)
    menu.addSeparator()
    menu.addAction(about)
    return menu
