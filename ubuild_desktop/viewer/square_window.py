"""The square board viewer window: the board of the traditional game beside its problems.

``ubuild view traditional`` (or a square board file) opens it. Like the track viewer it
shows the board, lists every problem ``validate_board`` finds and, on a pick, highlights
the space the problem names; it opens other board files. View → Landing Heat Map
(``ubuild view traditional --heatmap``) lays the heat map of the exact landing odds of
the traditional game on the board (``board/track_odds.py``'s ``board_odds_of``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.board.track_odds import board_odds_of
from ubuild_desktop.board.track_words import summary_text
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.jsonfile import FileMessageError
from ubuild_desktop.core.square import SquareBoard, load_board
from ubuild_desktop.core.square.validate import BoardProblem, BoardReport, validate_board
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import board_names_in_spanish, file_error_text

from .frame import ViewerFrame
from .window import default_size


class SquareViewerWindow(ViewerFrame):
    """Shows one square board and lists its problems; opens other board files."""

    def how_to_play_rules(self) -> str:
        """Help → How to play shows the rules of the board's rule set (the traditional game's)."""
        return rule_set_of(self.board).name

    def __init__(self, board: SquareBoard, *, path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path  # the file shown, if any (None for a built-in board)
        self._board = board
        self._report = validate_board(board)
        self.scene = SquareBoardScene(parent=self)
        self.lay_out(self.scene, "squareViewerSplitter")
        self.board_view.set_grid_visible(False)
        self._make_actions()
        self.problems.problemPicked.connect(self._problem_picked)
        self._show()

    def _make_actions(self) -> None:
        self.open_action = self.make_action(
            "openAction", self.tr("&Open Board…"), self.tr("Open a square board file"),
            QKeySequence.keyBindings(QKeySequence.StandardKey.Open), self.open_board_dialog)
        self.make_view_actions(self.tr("Show the whole board"))
        self.heat_action = self.make_action(
            "heatMapAction", self.tr("Landing &Heat Map"),
            self.tr("Colour each space by the share of turns that land on it (exact odds)"),
            [QKeySequence("Ctrl+H")], self._toggle_heat_map, checkable=True)
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        for act in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(act)
        view_menu.addSeparator()
        view_menu.addAction(self.heat_action)
        self.help_menu = add_help_menu(self)
        self.add_tool_bar((self.open_action, self.zoom_in_action, self.zoom_out_action, self.fit_action, self.heat_action))

    def _toggle_heat_map(self, shown: bool) -> None:
        self._show_heat_map()

    def _show_heat_map(self) -> str:
        """Lay the heat map of the exact landing odds if its action is on (else remove it);
        returns why there is none for a board with problems (also shown on the status bar)."""
        if not self.heat_action.isChecked():
            self.scene.set_heat_map(None)
            return ""
        found = board_odds_of(self._board, report=self._report)
        if found.odds is None:
            self.scene.set_heat_map(None)
            self.statusBar().showMessage(found.reason, 10000)
            return found.reason
        self.scene.set_heat_map(found.odds.heat())
        return ""

    def show_heat_map(self, shown: bool = True) -> str:
        """Turn the heat map on or off, as its action does; returns why it cannot show, if so."""
        self.heat_action.setChecked(shown)
        return self._show_heat_map()

    @property
    def board(self) -> SquareBoard:
        return self._board

    @property
    def report(self) -> BoardReport:
        return self._report

    def show_board(self, board: SquareBoard, path: Path | None = None) -> None:
        """Check and show ``board`` (read from ``path``, if a file)."""
        self._board = board
        self.path = path
        self._report = validate_board(board)
        self._show()
        self.board_view.fit()

    def _show(self) -> None:
        self.scene.set_board(self._board)
        self.scene.set_problem_spaces(problem.space for problem in self._report.diagnostics)
        if hasattr(self, "heat_action"):
            self._show_heat_map()
        self.problems.show_report(self._report)
        self.summary_label.setText(summary_text(self._report))
        name = shown(self._board.shown_name(board_names_in_spanish()), TRACK_NAME_SHOWN)
        self.setWindowTitle(self.tr("{board} – U-Build Desktop").format(board=name))

    def open_board_dialog(self) -> None:
        """Ask for a board file and show it; a broken file is reported and changes nothing."""
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open Board"), "", self.tr("Board files (*.json);;All files (*)"))
        if path:
            self.open_board_file(Path(path))

    def open_board_file(self, path: Path) -> bool:
        """Load and show ``path``; a file that is no board is reported and the board stays."""
        try:
            board = load_board(path)
        except FileMessageError as exc:
            QMessageBox.critical(self, self.tr("Cannot Open Board"), file_error_text(exc))
            return False
        self.show_board(board, Path(path))
        return True

    def _problem_picked(self, problem: object) -> None:
        if not isinstance(problem, BoardProblem):
            return
        rect = self.scene.highlight_space(problem.space)
        if not rect.isNull():
            self.board_view.reveal(rect)


def open_square_viewer_window(board: SquareBoard, path: Path | None = None, *, remember: bool = True,
                              **track_options: object) -> SquareViewerWindow:
    """Show a square board viewer where and as the user last left one (``remember``
    False: as made, for a picture). A track's options (``preset``, ``railroads``) mean
    nothing on a square board."""
    window = SquareViewerWindow(board, path=path)
    if remember:
        window.resize(default_size())
        remember_layout(window, "squareViewer", {"problems": window.splitter})
    window.show()
    return window
