"""The viewer of a board whose rule set names no viewer of its own (``RuleSet.viewer``
empty: a house variant's, a test's): the board as its rule set draws it alone
(``board/picture.py``) beside its validation report (the rule set's ``validate``, by
default a board read with nothing more to check), with every viewer's zoom, fit and quit
(``frame.py``). ``ubuild view`` opens it (``app.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from ubuild_desktop.board.picture import board_picture
from ubuild_desktop.board.track_words import summary_text
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import remember_layout

from .frame import ViewerFrame
from .window import default_size


class PictureViewerWindow(ViewerFrame):
    """Shows one board of any rule set and its report (see the module docstring)."""

    def __init__(self, board: Any, *, path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path  # the file shown, if any (None for a built-in board)
        self.board = board
        rules = rule_set_of(board)
        self.report = rules.validate(board, {})
        self.scene = board_picture(board)
        self.scene.setParent(self)
        self.lay_out(self.scene, "pictureViewerSplitter")
        self.board_view.set_grid_visible(False)
        self.make_view_actions(self.tr("Show the whole board"))
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        for act in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(act)
        self.help_menu = add_help_menu(self)
        self.add_tool_bar((self.zoom_in_action, self.zoom_out_action, self.fit_action))
        self.problems.show_report(self.report)
        self.summary_label.setText(summary_text(self.report))
        name = str(getattr(board, "name", "") or (path.name if path is not None else rules.name))
        self.setWindowTitle(self.tr("{board} – U-Build Desktop").format(board=shown(name, TRACK_NAME_SHOWN)))

    def how_to_play_rules(self) -> str:
        """Help → How to play shows the rules of the board's rule set (if it has a How to play)."""
        return rule_set_of(self.board).name

    def show_heat_map(self) -> str:
        """Why there is no heat map: this viewer draws the rule set's picture alone."""
        return self.tr("No landing heat map for this board: its game's viewer has none")


def open_picture_viewer_window(board: Any, path: Path | None = None, *, remember: bool = True,
                               **track_options: object) -> PictureViewerWindow:
    """Show the picture viewer where and as the user last left one (``remember`` False: as
    made, for a picture). A track's options (``preset``, ``railroads``) mean nothing here."""
    window = PictureViewerWindow(board, path=path)
    if remember:
        window.resize(default_size())
        remember_layout(window, "pictureViewer", {"problems": window.splitter})
    window.show()
    return window


__all__ = ["PictureViewerWindow", "open_picture_viewer_window"]
