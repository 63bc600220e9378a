"""What the two editor windows share: their actions, docks, tool bar, the validation summary,
the unsaved-changes question, the choice of a file to save and the Balance panel's dock.

The track editor (:class:`~.window.EditorWindow`) and the square-board editor
(:class:`~.square_window.SquareEditorWindow`) are sibling windows on one pattern (a
document with one undo stack, the shared board view and problems list); what they do
alike is written here once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QToolBar, QWidget

from ubuild_desktop import theme
from ubuild_desktop.board.track_words import summary_text
from ubuild_desktop.core.problems import ValidationReport

from .balance_panel import BalancePanel
from .document import HistoryDocument

BALANCE_WIDTH = 420  # the Balance panel's width when it opens narrower (its charts need room)
PROBLEMS_HEIGHT = 170  # the problems list's height above a Balance panel just opened


def make_action(window: QWidget, name: str, text: str, tip: str,
                keys: list[QKeySequence] | QKeySequence.StandardKey | str | None,
                slot: Callable[..., object], *, checkable: bool = False) -> QAction:
    """A window action (added to the window, so its shortcut works with the menu bar hidden)."""
    act = QAction(text, window)
    act.setObjectName(name)
    act.setToolTip(tip)
    act.setStatusTip(tip)
    if isinstance(keys, QKeySequence.StandardKey):
        act.setShortcuts(keys)
    elif isinstance(keys, str):
        act.setShortcut(QKeySequence(keys))
    elif keys:
        act.setShortcuts(keys)
    act.setCheckable(checkable)
    act.triggered.connect(slot)
    window.addAction(act)
    return act


def make_dock(window: QMainWindow, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
    """A dock that can be moved and closed (View's menu shows it again)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    window.addDockWidget(area, dock)
    return dock


def add_tool_buttons(toolbar: QToolBar, actions: Sequence[tuple[QAction, str]],
                     named_short: Sequence[QAction] = ()) -> None:
    """Add ``actions`` to ``toolbar``, each button labelled with its short word and named for a
    screen reader by its action's text (QAction has no accessible name of its own), or by its
    short word for those in ``named_short`` (Undo and Redo, whose text names the step)."""
    for act, short in actions:
        toolbar.addAction(act)
        button = toolbar.widgetForAction(act)
        if button is not None:
            button.setAccessibleName(short if act in named_short else act.text().replace("&", "").removesuffix("…"))
            button.setAccessibleDescription(act.toolTip())
        act.setIconText(short)  # the button's label; stays short when the action's text changes


def show_summary(label: QLabel, report: ValidationReport) -> None:
    """The validation summary in the status bar: a coloured mark and the words."""
    text = summary_text(report)
    t = theme.current()
    colour = t.valid if report.valid else t.warning
    mark = "\u2714" if report.valid else "\u26a0"
    label.setText(f"<span style='color:{colour}'>{mark}</span> {text}")
    label.setAccessibleDescription(text)


def ask_to_save(window: QWidget, name: str) -> QMessageBox.StandardButton:
    """Ask what to do with unsaved changes to ``name`` (plain text): Save, Discard or Cancel."""
    return QMessageBox.warning(
        window,
        QCoreApplication.translate("EditorWindow", "Unsaved Changes"),
        # Rich text, escaped: the name is the user's, and plain (<qt> forces the format).
        "<qt>" + escape(QCoreApplication.translate("EditorWindow", "“{name}” has changes that are not saved. Save them first?").format(
            name=name)) + "</qt>",
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save,
    )


def export_path(window: QWidget, title: str, kind: str, document_path: Path | None, name: str) -> Path | None:
    """The file the user chose to export to as ``kind`` ("png", "svg", "pdf"; its suffix made
    so), starting beside the document's file (or named after it), or None."""
    filters = {
        "png": QCoreApplication.translate("EditorWindow", "PNG images (*.png)"),
        "svg": QCoreApplication.translate("EditorWindow", "SVG drawings (*.svg)"),
        "pdf": QCoreApplication.translate("EditorWindow", "PDF documents (*.pdf)"),
    }
    base = document_path.with_suffix(f".{kind}") if document_path else Path(f"{name}.{kind}")
    path, _filter = QFileDialog.getSaveFileName(window, title, str(base), filters[kind])
    if not path:
        return None
    target = Path(path)
    return target if target.suffix.lower() == f".{kind}" else target.with_suffix(f".{kind}")


def save_document(window: QMainWindow, document: HistoryDocument, path: Path, title: str) -> bool:
    """Save ``document`` to ``path`` (atomically; the history stays) and say so in the status
    bar; a write error is reported under ``title``. True if saved."""
    try:
        document.save(path)
    except OSError as exc:
        QMessageBox.critical(window, title, f"{path}: {exc.strerror or exc}")
        return False
    window.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Saved {file}").format(file=path.name), 3000)
    return True


def name_from_file(name: str, old: Path | None, target: Path, given: Collection[str], longest: int) -> str | None:
    """The name a document saved as ``target`` takes: the file's (its stem, at most
    ``longest`` characters) when its own name is one the program gave it (``given``: untitled,
    a built-in's it started from) or its old file's; None to keep a name the user gave it."""
    stem = target.stem.strip()[:longest].strip()
    if not stem or stem == name:
        return None
    return stem if name in given or (old is not None and name == old.stem) else None


def save_as_named(window: QMainWindow, document: HistoryDocument, target: Path, new_name: str | None,
                  rename: Callable[[str], object], title: str) -> bool:
    """Save As ``target``. A document whose name follows its file (``new_name``: see
    :func:`name_from_file`) is renamed first, one undo step ("Name after the file"), so that
    the window's title, the PDF and the parts list all say the file's name; the rename is
    undone if the file cannot be written. True if saved."""
    stack = document.undo_stack
    before = stack.index()
    if new_name is not None:
        rename(new_name)
    if save_document(window, document, target, title):
        return True
    if stack.index() != before:
        stack.undo()
    return False


def save_path(window: QWidget, title: str, start: str, filters: str) -> Path | None:
    """The file the user chose to save to (".json" added when it has no suffix), or None."""
    path, _filter = QFileDialog.getSaveFileName(window, title, start, filters)
    if not path:
        return None
    target = Path(path)
    return target if target.suffix else target.with_suffix(".json")


class BalanceDock:
    """The Balance panel in a dock of an editor window: closed until View > Balance, then where
    the user left it; by default under ``beside`` (the problems list), which keeps a few lines.
    ``action`` is View > Balance; the panel is told when it shows (it works only then) and its
    messages go to the window's status bar."""

    def __init__(self, window: QMainWindow, panel: BalancePanel, beside: QDockWidget, tip: str) -> None:
        self.window = window
        self.panel = panel
        self.beside = beside
        panel.setMinimumWidth(300)
        self.dock = make_dock(window, "balanceDock", QCoreApplication.translate("EditorWindow", "Balance"), panel,
                              Qt.DockWidgetArea.RightDockWidgetArea)
        self.dock.hide()
        self.dock.visibilityChanged.connect(panel.set_active)
        panel.message.connect(lambda text: window.statusBar().showMessage(text, 8000))
        panel.columnsChanged.connect(self.fit_columns)
        self.action = self.dock.toggleViewAction()
        self.action.setObjectName("balanceAction")
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)
        self.action.triggered.connect(self.toggled)  # after the dock has shown itself

    def fit_columns(self, columns: int) -> None:
        """Give the panel room for its columns (two when comparing), keeping half the window's
        width for the board."""
        dock = self.dock
        if dock.isFloating() or not dock.isVisible():
            return
        width = min(BALANCE_WIDTH * columns, max(BALANCE_WIDTH, self.window.width() // 2))
        if columns == 1 or dock.width() < width:
            self.window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    def toggled(self, shown: bool) -> None:
        dock, beside = self.dock, self.beside
        if not shown or dock.isFloating():
            return
        # Wide enough for its charts, and most of the side's height when it shares it.
        if dock.width() < BALANCE_WIDTH:
            self.fit_columns(2 if self.panel.comparing() else 1)
        window = self.window
        if beside.isVisible() and not beside.isFloating() and window.dockWidgetArea(beside) == window.dockWidgetArea(dock):
            height = beside.height() + dock.height()
            problems = min(PROBLEMS_HEIGHT, height // 3)
            window.resizeDocks([beside, dock], [problems, height - problems], Qt.Orientation.Vertical)
