"""What the two viewer windows share: the board beside its problems, a status summary,
the actions every viewer has (open, quit, zoom, fit) and the tool bar.

:class:`TrackViewerWindow` (a hex track) and :class:`SquareViewerWindow` (a square board)
build on :class:`ViewerFrame` and add their own actions and what a pick highlights.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGraphicsScene, QLabel, QMainWindow, QSplitter, QToolBar

from ubuild_desktop.board import BoardView
from ubuild_desktop.board.problems import ProblemsPanel
from ubuild_desktop.qtapp import unique_shortcuts


class ViewerFrame(QMainWindow):
    """A viewer's main window: after :meth:`lay_out`, ``board_view`` beside ``problems`` in
    ``splitter``, and ``summary_label`` in the status bar."""

    def lay_out(self, scene: QGraphicsScene, splitter_name: str) -> None:
        """Put the board (showing ``scene``) beside the problems list, the summary below."""
        self.board_view = BoardView(scene, self)
        self.problems = ProblemsPanel(self)
        self.problems.setMinimumWidth(240)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName(splitter_name)
        splitter.addWidget(self.board_view)
        splitter.addWidget(self.problems)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([960, 320])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("summaryLabel")
        self.statusBar().addWidget(self.summary_label, 1)

    def make_action(self, name: str, text: str, tip: str, keys: list[QKeySequence], slot: Callable[..., object],
                    *, checkable: bool = False) -> QAction:
        """A window action (its shortcuts work even with the menu bar hidden)."""
        act = QAction(text, self)
        act.setObjectName(name)
        act.setToolTip(tip)
        act.setStatusTip(tip)
        act.setShortcuts(keys)
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def make_view_actions(self, fit_tip: str) -> None:
        """Quit, Zoom In, Zoom Out and Fit to View (``fit_tip`` names what fitting shows)."""
        std = QKeySequence.StandardKey
        self.quit_action = self.make_action(
            "quitAction", QCoreApplication.translate("ViewerFrame", "&Quit"),
            QCoreApplication.translate("ViewerFrame", "Close the viewer"), QKeySequence.keyBindings(std.Quit), self.close)
        # Ctrl+= is added beside the platform's Zoom In (often Ctrl++, which needs Shift).
        self.zoom_in_action = self.make_action(
            "zoomInAction", QCoreApplication.translate("ViewerFrame", "Zoom &In"),
            QCoreApplication.translate("ViewerFrame", "Zoom in on the board"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomIn) + [QKeySequence("Ctrl+=")]), self.board_view.zoom_in)
        self.zoom_out_action = self.make_action(
            "zoomOutAction", QCoreApplication.translate("ViewerFrame", "Zoom &Out"),
            QCoreApplication.translate("ViewerFrame", "Zoom out from the board"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomOut) + [QKeySequence("Ctrl+-")]), self.board_view.zoom_out)
        self.fit_action = self.make_action(
            "fitAction", QCoreApplication.translate("ViewerFrame", "&Fit to View"), fit_tip, [QKeySequence("Ctrl+0")], self.board_view.fit)

    def add_tool_bar(self, actions: Sequence[QAction]) -> None:
        """A tool bar for the mouse; its buttons carry accessible names (QAction has none:
        menu entries are announced by their text)."""
        toolbar = QToolBar(QCoreApplication.translate("ViewerFrame", "View"), self)
        toolbar.setObjectName("viewToolBar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(18, 18))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in actions:
            toolbar.addAction(act)
            button = toolbar.widgetForAction(act)
            if button is not None:
                button.setAccessibleName(act.text().replace("&", "").removesuffix("…"))
                button.setAccessibleDescription(act.toolTip())
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar
