"""The square-board editor: the traditional game's board, edited and saved as a board file.

A sibling of the track editor (:mod:`.window`), built of the same parts: a document with
one undo stack (:class:`~.board_document.BoardDocument`, on the track document's
:class:`~.document.HistoryDocument`), the shared board view and problems list, the
editors' actions, docks, summary and unsaved-changes question (:mod:`.window_parts`) and
the export jobs (:mod:`.export`'s ``scene_*_steps``). The board is drawn by
``board/square_scene.py``; the side forms (:mod:`.square_forms`) edit the selected space,
the colour groups and the board's settings. A click on a space (or Alt+Right / Alt+Left)
selects it; a picked problem selects the space it names. Every change is validated at
once (``validate_board``): the problems are listed and their spaces marked.

The editor never starts a game: Board > Play This Board emits ``playRequested(board)``,
which ``app/`` turns into the New game dialog on the board, as for a track.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QMetaMethod, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QFileDialog, QFrame, QLabel, QMainWindow, QMessageBox, QScrollArea, QTabWidget, QToolBar, QWidget

from ubuild_desktop.board import BoardView
from ubuild_desktop.board.problems import ProblemsPanel
from ubuild_desktop.board.square_scene import SquareBoardScene, SquareSpaceItem
from ubuild_desktop.core.fairstart import with_fair_start
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.jsonfile import FileMessageError
from ubuild_desktop.core.limits import MAX_BOARD_NAME_LENGTH
from ubuild_desktop.core.square import SquareBoard, builtin_board_names, load_board, load_builtin_board
from ubuild_desktop.core.engine.registry import resolve_board
from ubuild_desktop.core.square.validate import MAX_SPACES, MIN_SPACES, BoardProblem
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.qtapp import unique_shortcuts
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import board_names_in_spanish, file_error_text

from . import export, progress
from .balance_panel import BalancePanel
from .board_document import BoardDocument, insert_space, remove_space, with_board
from .png_size import ask_png_size
from .square_forms import BoardForm, GroupsForm, SpaceForm
from .window_parts import (
    BalanceDock,
    add_tool_buttons,
    ask_to_save,
    export_path,
    make_action,
    make_dock,
    name_from_file,
    save_as_named,
    save_document,
    save_path,
    show_summary,
)


EXPORT_PX: Final = 2400  # PNG: pixels across the board when no width is asked (export_to from code)


def new_board() -> SquareBoard:
    """What File > New Board starts from: the traditional board, to change (a board with
    nothing on it would be nothing but problems)."""
    return with_board(load_builtin_board("traditional"), name="Untitled board", name_es="Tablero sin título")


def _scrolling(form: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setObjectName(f"{form.objectName()}Scroll")
    area.setWidget(form)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


class SpaceView(BoardView):
    """The board view of the square editor: a left click on a space selects it (and may pan on)."""

    spaceClicked = Signal(int)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            # The space under the pointer, under whatever lies on it (the heat map, a highlight).
            found = next((item for item in self.items(event.position().toPoint()) if isinstance(item, SquareSpaceItem)), None)
            if found is not None:
                self.spaceClicked.emit(found.index)
        super().mousePressEvent(event)


class SquareEditorWindow(QMainWindow):
    """The square-board editor window.

    ``boardChanged(SquareBoard)`` after every change (once the window shows it);
    ``playRequested(SquareBoard)`` asks for a new game on the board as it is now;
    ``editorOpened(QMainWindow)`` when Open found a track file and opened the track editor on it.
    """

    def how_to_play_rules(self) -> str:
        """Help → How to play shows the rules of the board's rule set (the traditional game's)."""
        return rule_set_of(self.document.board).name

    boardChanged = Signal(object)
    playRequested = Signal(object)
    editorOpened = Signal(object)

    def __init__(self, board: SquareBoard | None = None, path: Path | None = None, *,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("squareEditor")
        self.document = BoardDocument(board if board is not None else new_board(), path, self)
        self.scene = SquareBoardScene(parent=self)
        self.view = SpaceView(self.scene, self)
        self.view.setObjectName("squareCanvas")
        self.view.set_grid_visible(False)
        self.view.setAccessibleDescription(self.tr("The square board. Click a space to edit it; Alt+Right and "
                                                   "Alt+Left select the next and the previous space."))
        self.setCentralWidget(self.view)
        self.selected = 0
        self._fitted = False

        self.space_form = SpaceForm(self.document, self)
        self.groups_form = GroupsForm(self.document, parent=self)
        self.board_form = BoardForm(self.document, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("squareEditorTabs")
        # Each form scrolls rather than squeezing its fields when the side is shared (Balance open).
        self.tabs.addTab(_scrolling(self.space_form), self.tr("Space"))
        self.tabs.addTab(_scrolling(self.groups_form), self.tr("Colour Groups"))
        self.tabs.addTab(_scrolling(self.board_form), self.tr("Board"))
        self.tabs.setMinimumWidth(330)
        self.edit_dock = make_dock(self, "squareEditDock", self.tr("Edit"), self.tabs, Qt.DockWidgetArea.RightDockWidgetArea)
        self.problems = ProblemsPanel(self)
        self.problems.setMinimumWidth(260)
        self.problems_dock = make_dock(self, "squareProblemsDock", QCoreApplication.translate("EditorWindow", "Problems"),
                                       self.problems, Qt.DockWidgetArea.RightDockWidgetArea)

        # View > Balance: the balance lab on this board (odds, payback per group, simulated games),
        # the track editor's panel and dock.
        self.balance = BalancePanel(self.scene, self)
        self.balance_parts = BalanceDock(self, self.balance, self.problems_dock, QCoreApplication.translate(
            "SquareEditorWindow", "Landing odds, payback and simulated games of the board"))
        self.balance_dock = self.balance_parts.dock
        self.balance.fairStartRequested.connect(self.apply_fair_start)
        self.balance_action = self.balance_parts.action

        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("summaryLabel")
        self.summary_label.setAccessibleName(QCoreApplication.translate("EditorWindow", "Validation summary"))
        self.selection_label = QLabel(self)
        self.selection_label.setObjectName("selectionLabel")
        self.selection_label.setContentsMargins(10, 0, 4, 0)
        self.statusBar().addPermanentWidget(self.summary_label)
        self.statusBar().addPermanentWidget(self.selection_label)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()

        self.view.spaceClicked.connect(self.select_space)
        self.problems.problemPicked.connect(self.show_problem)
        self.document.boardChanged.connect(self._board_changed)
        self.document.modifiedChanged.connect(lambda _modified: self._update_title())
        self.document.pathChanged.connect(lambda _path: self._update_title())
        self.resize(1280, 800)
        self._board_changed(self.document.board)

    # ------------------------------------------------------------ public API

    def current_board(self) -> SquareBoard:
        """The board as it is now (an immutable value)."""
        return self.document.board

    @property
    def path(self) -> Path | None:
        return self.document.path

    # ---------------------------------------------------------------- actions

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = make_action(
            self, "newAction", QCoreApplication.translate("SquareEditorWindow", "&New Board"),
            QCoreApplication.translate("SquareEditorWindow", "Start a new board from the traditional one"), std.New, self.new_board)
        self.open_action = make_action(
            self, "openAction", QCoreApplication.translate("EditorWindow", "&Open…"),
            QCoreApplication.translate("SquareEditorWindow", "Open a square board file (a track file opens in the track editor)"),
            std.Open, self.open_dialog)
        self.save_action = make_action(
            self, "saveAction", QCoreApplication.translate("EditorWindow", "&Save"),
            QCoreApplication.translate("SquareEditorWindow", "Save the board"), std.Save, self.save)
        self.save_as_action = make_action(
            self, "saveAsAction", QCoreApplication.translate("EditorWindow", "Save &As…"),
            QCoreApplication.translate("SquareEditorWindow", "Save the board to another file"),
            std.SaveAs if QKeySequence.keyBindings(std.SaveAs) else "Ctrl+Shift+S", self.save_as)
        self.export_png_action = make_action(
            self, "exportPngAction", QCoreApplication.translate("EditorWindow", "Export as &PNG…"),
            QCoreApplication.translate("SquareEditorWindow", "Save a picture of the board"), None, lambda: self.export_dialog("png"))
        self.export_svg_action = make_action(
            self, "exportSvgAction", QCoreApplication.translate("EditorWindow", "Export as S&VG…"),
            QCoreApplication.translate("SquareEditorWindow", "Save a scalable drawing of the board"), None, lambda: self.export_dialog("svg"))
        self.export_pdf_action = make_action(
            self, "exportPdfAction", QCoreApplication.translate("EditorWindow", "Export as P&DF…"),
            QCoreApplication.translate("SquareEditorWindow", "Save the board on one page"), None, lambda: self.export_dialog("pdf"))
        self.close_action = make_action(
            self, "closeAction", QCoreApplication.translate("EditorWindow", "&Close"), QCoreApplication.translate("EditorWindow", "Close the editor"),
            std.Close, self.close)
        undo = self.document.undo_stack.createUndoAction(self, QCoreApplication.translate("EditorWindow", "&Undo"))
        undo.setObjectName("undoAction")
        undo.setShortcuts(std.Undo)
        redo = self.document.undo_stack.createRedoAction(self, QCoreApplication.translate("EditorWindow", "&Redo"))
        redo.setObjectName("redoAction")
        redo.setShortcuts(QKeySequence.keyBindings(std.Redo) or [QKeySequence("Ctrl+Shift+Z")])
        for act in (undo, redo):
            self.addAction(act)
        self.undo_action, self.redo_action = undo, redo
        self.insert_action = make_action(
            self, "insertSpaceAction", QCoreApplication.translate("SquareEditorWindow", "&Insert Space After"),
            QCoreApplication.translate("SquareEditorWindow", "Add a Chance space after the selected space"), "Ctrl+Shift+I",
            self.insert_space)
        self.remove_action = make_action(
            self, "removeSpaceAction", QCoreApplication.translate("SquareEditorWindow", "&Remove Space"),
            QCoreApplication.translate("SquareEditorWindow", "Remove the selected space"), "Ctrl+Shift+Backspace", self.remove_space)
        self.next_action = make_action(
            self, "nextSpaceAction", QCoreApplication.translate("SquareEditorWindow", "&Next Space"),
            QCoreApplication.translate("SquareEditorWindow", "Select the next space"), "Alt+Right",
            lambda: self.select_space(self.selected + 1))
        self.previous_action = make_action(
            self, "previousSpaceAction", QCoreApplication.translate("SquareEditorWindow", "&Previous Space"),
            QCoreApplication.translate("SquareEditorWindow", "Select the space before"), "Alt+Left",
            lambda: self.select_space(self.selected - 1))
        self.zoom_in_action = make_action(
            self, "zoomInAction", QCoreApplication.translate("EditorWindow", "Zoom &In"), QCoreApplication.translate("EditorWindow", "Zoom in"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomIn) + [QKeySequence("Ctrl+=")]), self.view.zoom_in)
        self.zoom_out_action = make_action(
            self, "zoomOutAction", QCoreApplication.translate("EditorWindow", "Zoom &Out"), QCoreApplication.translate("EditorWindow", "Zoom out"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomOut) + [QKeySequence("Ctrl+-")]), self.view.zoom_out)
        self.fit_action = make_action(
            self, "fitAction", QCoreApplication.translate("EditorWindow", "&Fit to View"),
            QCoreApplication.translate("SquareEditorWindow", "Show the whole board"), "Ctrl+0", self.view.fit)
        self.play_action = make_action(
            self, "playBoardAction", QCoreApplication.translate("SquareEditorWindow", "&Play This Board…"),
            QCoreApplication.translate("SquareEditorWindow", "Start a new game on the board as it is now"), "F5", self.play_board)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&File"))
        for act in (self.new_action, self.open_action, None, self.save_action, self.save_as_action, None):
            if act is None:
                file_menu.addSeparator()
            else:
                file_menu.addAction(act)
        export_menu = file_menu.addMenu(QCoreApplication.translate("EditorWindow", "&Export"))
        for act in (self.export_png_action, self.export_svg_action, self.export_pdf_action):
            export_menu.addAction(act)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        edit_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&Edit"))
        for act in (self.undo_action, self.redo_action, None, self.insert_action, self.remove_action, None,
                    self.next_action, self.previous_action):
            if act is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(act)
        view_menu = bar.addMenu(QCoreApplication.translate("EditorWindow", "&View"))
        for act in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(act)
        view_menu.addSeparator()
        view_menu.addAction(self.edit_dock.toggleViewAction())
        view_menu.addAction(self.problems_dock.toggleViewAction())
        view_menu.addAction(self.balance_action)
        self.view_menu = view_menu
        board_menu = bar.addMenu(self.tr("&Board"))
        board_menu.addAction(self.play_action)
        self.help_menu = add_help_menu(self)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Board Editor"), self)
        toolbar.setObjectName("squareEditorToolBar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        add_tool_buttons(toolbar, [(self.new_action, QCoreApplication.translate("EditorWindow", "New")), (self.open_action, QCoreApplication.translate("EditorWindow", "Open")),
                                   (self.save_action, QCoreApplication.translate("EditorWindow", "Save"))])
        toolbar.addSeparator()
        add_tool_buttons(toolbar, [(self.undo_action, QCoreApplication.translate("EditorWindow", "Undo")), (self.redo_action, QCoreApplication.translate("EditorWindow", "Redo"))],
                         (self.undo_action, self.redo_action))
        toolbar.addSeparator()
        add_tool_buttons(toolbar, [(self.insert_action, self.tr("Insert")), (self.remove_action, self.tr("Remove"))])
        toolbar.addSeparator()
        add_tool_buttons(toolbar, [(self.fit_action, QCoreApplication.translate("EditorWindow", "Fit")), (self.play_action, QCoreApplication.translate("EditorWindow", "Play"))])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar

    # ------------------------------------------------------------ refreshing

    def corners(self) -> frozenset[int]:
        """The spaces on the ring's corners (where a jail or a parking may be)."""
        return frozenset(place.index for place in self.scene.layout.places if place.corner)

    def apply_fair_start(self, players: int, fair: tuple[tuple[int, ...], tuple[str, ...]]) -> None:
        """The Balance panel's Apply as House Rule: the board keeps this Fair start (amounts and
        gifts) for ``players`` players (one undo step, saved with the board)."""
        board = self.document.board
        self.document.change(QCoreApplication.translate("SquareEditorWindow", "Fair start for {count} players").format(count=players),
                             with_board(board, fair_start=with_fair_start(board.fair_start, players, *fair)))
        self.statusBar().showMessage(QCoreApplication.translate(
            "SquareEditorWindow", "The board keeps this Fair start; New game offers it."), 4000)

    def _board_changed(self, board: SquareBoard) -> None:
        report = self.document.report
        self.scene.set_board(board)
        self.scene.set_problem_spaces(problem.space for problem in report.diagnostics)
        self.balance.set_board(board, report)  # after the scene: it lays the heat map again
        self.problems.show_report(report)
        show_summary(self.summary_label, report)
        self.groups_form.show_board(board)
        self.board_form.show_board(board)
        count = len(board.spaces)
        self.insert_action.setEnabled(count < MAX_SPACES)
        self._show_selection(min(self.selected, count - 1) if count else 0)
        self._update_title()
        self.boardChanged.emit(board)

    def _show_selection(self, index: int) -> None:
        board = self.document.board
        if not board.spaces:
            return
        self.selected = index
        self.scene.highlight_space(index)
        self.space_form.show_space(board, index, self.corners())
        self.remove_action.setEnabled(len(board.spaces) > MIN_SPACES and index != 0)
        space = board.spaces[index]
        self.selection_label.setText(self.tr("Selected: {space}").format(
            space=shown(space.shown_name(board_names_in_spanish()), 40)))

    def select_space(self, index: int) -> None:
        """Select space ``index`` (round the ring: past the last comes GO) and show it in the form."""
        count = len(self.document.board.spaces)
        if not count:
            return
        self._show_selection(index % count)
        rect = self.scene.place(self.selected).rect
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if not visible.contains(rect):
            self.view.reveal(rect)

    def show_problem(self, problem: object) -> None:
        """Select the space a picked problem names (a problem of the whole board selects none)."""
        if isinstance(problem, BoardProblem) and problem.space is not None:
            self.select_space(problem.space)
            self.show_tab(self.space_form)

    def show_tab(self, form: QWidget) -> None:
        """Bring the tab of ``form`` (the space's, the groups' or the board's) to the front."""
        for tab in range(self.tabs.count()):
            area = self.tabs.widget(tab)
            if isinstance(area, QScrollArea) and area.widget() is form:
                self.tabs.setCurrentIndex(tab)

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("{name}[*] \u2013 U-Build Board Editor").format(name=self._display_name()))
        self.setWindowModified(self.document.modified)

    def _display_name(self) -> str:
        path = self.document.path
        board = self.document.board
        return shown(path.name if path is not None else board.shown_name(board_names_in_spanish()), TRACK_NAME_SHOWN)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)

    # ----------------------------------------------------------------- edits

    def insert_space(self) -> bool:
        """Add a Chance space after the selected one (up to the validator's most) and select it."""
        try:
            board, index = insert_space(self.document.board, self.selected, "New space", "Casilla nueva")
        except ValueError:
            self.statusBar().showMessage(self.tr("A square board has at most {count} spaces").format(count=MAX_SPACES), 4000)
            return False
        self.selected = index
        self.document.change(self.tr("Insert space"), board)
        self.show_tab(self.space_form)
        self.space_form.name.setFocus()
        return True

    def remove_space(self) -> bool:
        """Remove the selected space (down to the validator's fewest; GO stays)."""
        board = self.document.board
        index = self.selected
        try:
            after = remove_space(board, index)
        except ValueError:
            self.statusBar().showMessage(self.tr("A square board has at least {count} spaces, and GO stays first").format(
                count=MIN_SPACES), 4000)
            return False
        name = shown(board.spaces[index].shown_name(board_names_in_spanish()), 30)
        self.selected = min(index, len(after.spaces) - 1)
        self.document.change(self.tr("Remove {space}").format(space=name), after)
        return True

    # ------------------------------------------------------------------ play

    def play_board(self) -> bool:
        """Ask for a new game on the board as it is now; a board with problems is refused, with why."""
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.playRequested)):
            QMessageBox.information(
                self, self.tr("Play This Board"),
                self.tr("This editor was not opened from U-Build's home window, which starts the games. "
                        "Save the board, then choose New game… at home (ubuild home) and pick the board file."))
            return False
        report = self.document.report
        if not report.valid:
            QMessageBox.warning(
                self, self.tr("Cannot Play This Board"),
                self.tr("The board has %n problem(s). Fix them first: the Problems list says what they are.", "",
                        len(report.diagnostics)))
            return False
        if self.document.modified:
            self.statusBar().showMessage(self.tr("Playing the board as it is now (not saved yet)"), 6000)
        self.playRequested.emit(self.document.board)
        return True

    # ------------------------------------------------------------------ files

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        if not self.document.modified:
            return True
        answer = ask_to_save(self, self._display_name())
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _reset(self, board: SquareBoard, path: Path | None) -> None:
        self.selected = 0
        self.document.reset(board, path)
        self.view.fit()

    def new_board(self) -> bool:
        if not self.maybe_save():
            return False
        self._reset(new_board(), None)
        return True

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(self.document.path.parent) if self.document.path is not None else ""
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open Board"), start,
                                                    self.tr("Board files (*.json);;All files (*)"))
        if path:
            self.open_path(Path(path), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open a board file (a track file opens in a track editor window); a broken file is
        reported and nothing changes."""
        if ask and not self.maybe_save():
            return False
        try:
            found = resolve_board(str(path))
        except (FileMessageError, ValueError) as exc:
            QMessageBox.critical(self, self.tr("Cannot Open Board"), file_error_text(exc))
            return False
        if rule_set_of(found) is not rule_set_of(self.document.board):  # another rule set's board (a track): its own editor
            from .editors import open_editor_for

            self.editorOpened.emit(open_editor_for(found, path))
            return True
        self._reset(found, path)
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Opened {file}").format(file=path.name), 3000)
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        start = str(self.document.path) if self.document.path else f"{self.document.board.name}.json"
        target = save_path(self, self.tr("Save Board As"), start, self.tr("Board files (*.json);;All files (*)"))
        if target is None:
            return False
        board = self.document.board
        given = {name for builtin in (*map(load_builtin_board, builtin_board_names()), new_board())
                 for name in (builtin.name, builtin.name_es)}
        new_name = name_from_file(board.name, self.document.path, target, given, MAX_BOARD_NAME_LENGTH)
        if new_name is not None and board.name_es and board.name_es not in given and board.name_es != board.name:
            new_name = None  # a Spanish name the user gave it stays, and so the English one too
        return save_as_named(self, self.document, target, new_name, lambda name: self.document.change(
            self.tr("Name after the file"), with_board(self.document.board, name=name, name_es="")),
            self.tr("Cannot Save Board"))

    def save_to(self, path: Path) -> bool:
        """Save to ``path`` (atomically); the history stays. A write error is reported."""
        return save_document(self, self.document, path, self.tr("Cannot Save Board"))

    # ----------------------------------------------------------------- export

    def export_to(self, path: Path, png_size: QSize | None = None) -> bool:
        """Export the board by the file's suffix (.png, .svg, .pdf), with progress and Cancel;
        errors are reported. The file is written only when complete. A PNG is ``png_size``
        large (None: :data:`EXPORT_PX` wide)."""
        suffix = path.suffix.lower()
        board = self.document.board
        title = self.tr("Export Board")
        label = QCoreApplication.translate("EditorWindow", "Exporting {file}…").format(file=path.name)
        scene = SquareBoardScene(board)  # a fresh drawing: no selection, no problem marks
        rect = scene.sceneRect()
        try:
            if suffix == ".png":
                job = export.scene_png_steps(scene, rect, path, EXPORT_PX / rect.width(), size=png_size)
            elif suffix == ".svg":
                job = export.scene_svg_steps(scene, rect, path, board.name, self.tr("A square board: {name}").format(
                    name=board.shown_name(board_names_in_spanish())))
            elif suffix == ".pdf":
                job = export.scene_pdf_steps(scene, rect, path, board.name)
            else:
                raise OSError(QCoreApplication.translate("EditorWindow", "unknown file type {suffix} (use .png, .svg or .pdf)").format(
                    suffix=suffix))
            progress.run_with_progress(self, title, label, job)
        except progress.Cancelled:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Export cancelled: nothing written"), 4000)
            return False
        except OSError as exc:
            QMessageBox.critical(self, QCoreApplication.translate("EditorWindow", "Cannot Export"), str(exc))
            return False
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Exported {file}").format(file=path.name), 3000)
        return True

    def export_dialog(self, kind: str) -> None:
        """Export as ``kind`` ("png", "svg", "pdf") to a file the user picks; a PNG's size is asked."""
        target = export_path(self, self.tr("Export Board"), kind, self.document.path, self.document.board.name)
        if target is None:
            return
        size = None
        if kind == "png":
            size = ask_png_size(self, self.scene.sceneRect().size(), target.name)
            if size is None:
                return
        self.export_to(target, png_size=size)

    # ------------------------------------------------------------------ close

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.balance.shutdown()
        _OPEN_WINDOWS.discard(self)
        event.accept()

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)


_OPEN_WINDOWS: set[SquareEditorWindow] = set()


def open_square_editor_window(board: SquareBoard | None = None, path: Path | None = None, *,
                              remember: bool = True) -> SquareEditorWindow:
    """Make and show a square-board editor window, kept alive until it is closed, where and as
    the user last left one (``remember`` False: as made, for a picture)."""
    window = SquareEditorWindow(board, path)
    _OPEN_WINDOWS.add(window)
    if remember:
        remember_layout(window, "squareEditor")
    window.show()
    return window


def open_square_editor(board: SquareBoard | None = None, path: Path | None = None) -> SquareEditorWindow:
    """Open the square-board editor on ``board`` (or the file ``path``, or a new board). With a
    ``path`` and no ``board`` the file is read here (raises ``BoardFileError``)."""
    if board is None and path is not None:
        board = load_board(path)
    return open_square_editor_window(board, path)


__all__ = ["SquareEditorWindow", "open_square_editor", "open_square_editor_window"]
