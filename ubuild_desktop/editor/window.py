"""The track editor window: palette, canvas, problems panel, menus, files, export, recovery.

The window wires the parts together and owns no track logic of its own: the
:class:`~.document.TrackDocument` holds the track and the history, the
:class:`~.canvas.CanvasController` turns gestures into edits, the board scene draws
what the document says. After every change the window refreshes the scene (only the
pieces that changed), the problem markers, the problems panel, the palette's counts
and the status bar, then emits ``trackChanged``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QMetaMethod, QMimeData, QPoint, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QToolBar,
    QWidget,
)

from ubuild_desktop.board import BoardScene, cell_at
from ubuild_desktop.board.track_words import box_label, no_sites_text, summary_text
from ubuild_desktop.core.edits import AddPieces, EditError, RemovePieces, ReplacePieces, SetProperties, aim
from ubuild_desktop.core.fairstart import with_fair_start
from ubuild_desktop.core.lattice import DIRECTION_NAMES
from ubuild_desktop.core.pieces import DOUBLE_KINDS, PieceKind, load_box
from ubuild_desktop.core.cards import CardDataError, load_districts
from ubuild_desktop.core.limits import MAX_BOXES, MAX_EXPORT_PAGES, MAX_TRACK_NAME_LENGTH
from ubuild_desktop.core.square import BoardFileError, load_board
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin, load_track
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.core.validate import Diagnostic, LiveValidation, Report

from . import clipboard, export, progress, recovery, settings
from .balance_panel import BalancePanel
from .canvas import CanvasController, EditorView
from .document import TrackDocument, track_error_text
from .inventory import tile_usage
from .piece_palette import PaletteWidget
from .png_size import ask_png_size
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
from ubuild_desktop.board.problems import ProblemsPanel
from ubuild_desktop.qtapp import unique_shortcuts
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import district_name, track_name

log = logging.getLogger(__name__)
T = TypeVar("T")

RECOVERY_INTERVAL_MS = 30_000  # write the recovery file at least this often while modified
RECOVERY_DEBOUNCE_MS = 2_000  # and this long after the last change


def preset_name(preset: Preset) -> str:
    return {
        Preset.STARTER: QApplication.translate("EditorWindow", "Starter"),
        Preset.CLASSIC: QApplication.translate("EditorWindow", "Classic"),
        Preset.PRO: QApplication.translate("EditorWindow", "Pro"),
        Preset.CUSTOM: QApplication.translate("EditorWindow", "Custom"),
    }[preset]


def selected_piece_text(piece: Placement) -> str:
    """A piece as the status bar names it: "District double D2 (Kite Hill / Saltmarsh Lane)"."""
    name = box_label(piece.kind)
    if not piece.tile:
        return name
    names: list[str] = []
    try:
        districts = load_districts()
    except CardDataError:
        districts = None
    if districts is not None:
        for half in (0, 1):
            card = districts.card_on(piece.tile, half)
            if card is not None:
                names.append(district_name(card.name))
    if names:
        return QApplication.translate("EditorWindow", "{piece} {tile} ({districts})").format(
            piece=name, tile=piece.tile, districts=" / ".join(names)
        )
    return f"{name} {piece.tile}"


class TrackSettingsDialog(QDialog):
    """Name, description and number of boxes of the track."""

    def __init__(self, track: Track, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Track Settings"))
        self.name = QLineEdit(track.name, self)
        self.name.setMaxLength(MAX_TRACK_NAME_LENGTH)
        self.name.setAccessibleName(self.tr("Track name"))
        self.description = QPlainTextEdit(track.description, self)
        self.description.setAccessibleName(self.tr("Description"))
        self.boxes = QSpinBox(self)
        self.boxes.setRange(1, MAX_BOXES)
        self.boxes.setValue(track.boxes)
        self.boxes.setAccessibleName(self.tr("Boxes"))
        self.boxes.setToolTip(self.tr("How many boxes of the game the track combines (multiplies every count)"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Description:"), self.description)
        form.addRow(self.tr("&Boxes:"), self.boxes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        keep_on_screen(self)

    def changes(self, track: Track) -> dict[str, object]:
        values = {
            "name": self.name.text().strip() or track.name,
            "description": self.description.toPlainText(),
            "boxes": self.boxes.value(),
        }
        return {k: v for k, v in values.items() if getattr(track, k) != v}


def preset_description(preset: Preset) -> str:
    """What a preset asks of a track, in a line (the new-track dialog)."""
    return {
        Preset.STARTER: QApplication.translate(
            "EditorWindow", "The first track of the book: the four corners, 4 district doubles and 2 bridges, "
            "one double between corners."),
        Preset.CLASSIC: QApplication.translate(
            "EditorWindow", "6 district doubles, 2 planning doubles and 2 bridges, the tiles of the set-up picture, "
            "two doubles between corners."),
        Preset.PRO: QApplication.translate(
            "EditorWindow", "10 district doubles, 2 planning doubles and 4 bridges, three doubles and a bridge "
            "between corners."),
        Preset.CUSTOM: QApplication.translate(
            "EditorWindow", "Any closed track: only the rules every track follows."),
    }[preset]


class NewTrackDialog(QDialog):
    """A new track: its name and the preset it is for (stored in the track)."""

    def __init__(self, name: str, preset: Preset = Preset.STARTER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTrackDialog")
        self.setWindowTitle(self.tr("New Track"))
        self.name = QLineEdit(name, self)
        self.name.setObjectName("newTrackName")
        self.name.setMaxLength(MAX_TRACK_NAME_LENGTH)
        self.name.setAccessibleName(self.tr("Track name"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        heading = QLabel(self.tr("Which rules is the track for? The editor checks it against them "
                                 "(Track > Rule Preset changes it later)."), self)
        heading.setWordWrap(True)
        form.addRow(heading)
        self.preset_buttons: dict[Preset, QRadioButton] = {}
        for option in Preset:
            button = QRadioButton(preset_name(option), self)
            button.setObjectName(f"newTrack{option.value.capitalize()}")
            button.setToolTip(preset_description(option))
            button.setAccessibleDescription(preset_description(option))
            button.setChecked(option == preset)
            note = QLabel(preset_description(option), self)
            note.setWordWrap(True)
            note.setContentsMargins(22, 0, 0, 4)
            note.setBuddy(button)
            form.addRow(button)
            form.addRow(note)
            self.preset_buttons[option] = button
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)  # Enter takes the answers
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(460)
        keep_on_screen(self)

    def preset(self) -> Preset:
        return next(p for p, button in self.preset_buttons.items() if button.isChecked())

    def track(self) -> Track:
        """The empty track the answers describe."""
        name = self.name.text().strip() or self.tr("Untitled track")
        return Track(name=name, preset=self.preset())


class EditorWindow(QMainWindow):
    """The track editor: design a track by dragging pieces, with live validation.

    ``trackChanged(Track)`` is emitted after every change of the track (once the
    window shows it). ``playRequested(Track)`` asks for a new game on the track as it
    is now (Track > Play This Track; the editor never imports the play view: whoever
    opened the window connects it, see :mod:`ubuild_desktop.app`). ``offer_recovery``
    False skips looking for recovery files of a crashed editor (screenshots, benchmarks).
    """

    trackChanged = Signal(object)
    playRequested = Signal(object)
    editorOpened = Signal(object)  # Open found a square board file and opened the square-board editor on it

    def __init__(
        self,
        track: Track | None = None,
        path: Path | None = None,
        *,
        parent: QWidget | None = None,
        offer_recovery: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trackEditor")
        if track is None:
            track = Track(name=self.tr("Untitled track"))
        self.document = TrackDocument(track, path, self)
        self.scene = BoardScene(parent=self)
        self.view = EditorView(self.scene, self)
        self.view.setObjectName("editorCanvas")
        self.controller = CanvasController(self.document, self.scene, self.view)
        self.view.context_menu_handler = self._context_menu
        self.setCentralWidget(self.view)
        self._fitted = False
        self._recovery: recovery.RecoveryFile | None = None
        self._recovery_dirty = False

        self.palette = PaletteWidget(self)
        self.palette_dock = self._dock("paletteDock", self.tr("Pieces"), self.palette, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.palette.setMinimumWidth(210)
        self.problems = ProblemsPanel(self)
        self.problems.setMinimumWidth(260)
        self.problems_dock = self._dock(
            "problemsDock", self.tr("Problems"), self.problems, Qt.DockWidgetArea.RightDockWidgetArea
        )
        # The Balance panel: closed until asked for (View > Balance), then where the user left
        # it; by default under the problems list, which keeps a few lines.
        self.balance = BalancePanel(self.scene, self)
        self.balance_parts = BalanceDock(self, self.balance, self.problems_dock,
                                         self.tr("Landing odds, payback and simulated games of the track"))
        self.balance_dock = self.balance_parts.dock
        self.balance.fairStartRequested.connect(self.apply_fair_start)

        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("summaryLabel")
        self.summary_label.setAccessibleName(self.tr("Validation summary"))
        self.selection_label = QLabel(self)
        self.selection_label.setObjectName("selectionLabel")
        self.selection_label.setContentsMargins(10, 0, 4, 0)
        # Both permanent, on the right: the left keeps room for the gesture hints and
        # results ("Clipped on to an open end"), which a stretching label would hide.
        self.statusBar().addPermanentWidget(self.summary_label)
        self.statusBar().addPermanentWidget(self.selection_label)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()

        self.palette.dragStarted.connect(lambda kind, held: self.controller.start_palette_drag(kind, dragging=held))
        self.palette.dragMoved.connect(self.controller.palette_drag_move)
        self.palette.dragReleased.connect(self.controller.palette_drag_release)
        self.palette.placeRequested.connect(self.attach_piece)
        self.palette.cancelRequested.connect(self.controller.cancel)
        self.problems.problemPicked.connect(self.show_problem)
        self.controller.selectionChanged.connect(self._selection_changed)
        self.controller.message.connect(lambda text: self.statusBar().showMessage(text, 4000))
        self.controller.dragChanged.connect(lambda dragging: None if dragging else self.palette.clearSelection())
        self.document.trackChanged.connect(self._track_changed)
        self.document.modifiedChanged.connect(lambda _modified: self._update_title())
        self.document.pathChanged.connect(lambda _path: self._update_title())

        self._recovery_timer = QTimer(self)
        self._recovery_timer.setInterval(RECOVERY_INTERVAL_MS)
        self._recovery_timer.timeout.connect(self.write_recovery)
        self._recovery_timer.start()
        self._recovery_debounce = QTimer(self)
        self._recovery_debounce.setSingleShot(True)
        self._recovery_debounce.setInterval(RECOVERY_DEBOUNCE_MS)
        self._recovery_debounce.timeout.connect(self.write_recovery)

        self.resize(1280, 800)
        self._track_changed(self.document.track)
        self._selection_changed(frozenset())
        if offer_recovery:
            self.offer_recovery()

    # ------------------------------------------------------------ public API

    def current_track(self) -> Track:
        """The track as it is now (an immutable value)."""
        return self.document.track

    @property
    def path(self) -> Path | None:
        return self.document.path

    # --------------------------------------------------------------- layout

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        return make_dock(self, name, title, widget, area)

    def _action(
        self,
        name: str,
        text: str,
        tip: str,
        keys: list[QKeySequence] | QKeySequence.StandardKey | str | None,
        slot: object,
        *,
        checkable: bool = False,
    ) -> QAction:
        return make_action(self, name, text, tip, keys, slot, checkable=checkable)  # type: ignore[arg-type]

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action("newAction", self.tr("&New Track"), self.tr("Start an empty track"), std.New, self.new_track)
        self.open_action = self._action("openAction", self.tr("&Open…"), self.tr("Open a track file"), std.Open, self.open_dialog)
        self.save_action = self._action("saveAction", self.tr("&Save"), self.tr("Save the track"), std.Save, self.save)
        self.save_as_action = self._action(
            "saveAsAction", self.tr("Save &As…"), self.tr("Save the track to another file"),
            std.SaveAs if QKeySequence.keyBindings(std.SaveAs) else "Ctrl+Shift+S", self.save_as,
        )
        self.export_png_action = self._action(
            "exportPngAction", self.tr("Export as &PNG…"), self.tr("Save a picture of the track"), None,
            lambda: self.export_dialog("png"),
        )
        self.export_svg_action = self._action(
            "exportSvgAction", self.tr("Export as S&VG…"), self.tr("Save a scalable drawing of the track"), None,
            lambda: self.export_dialog("svg"),
        )
        self.export_pdf_action = self._action(
            "exportPdfAction", self.tr("Export as P&DF…"), self.tr("Save the track at true tile size, across pages, with a parts list"),
            None, lambda: self.export_dialog("pdf"),
        )
        self.print_preview_action = self._action(
            "printPreviewAction", self.tr("Print Pre&view…"), self.tr("See the printed pages"), None, self.print_preview
        )
        self.print_action = self._action(
            "printAction", self.tr("&Print…"), self.tr("Print the track at true tile size"), std.Print, self.print_track
        )
        self.tile_size_action = self._action(
            "tileSizeAction", self.tr("Printed &Tile Size…"), self.tr("How large one hex is on paper"), None, self.ask_tile_size
        )
        self.close_action = self._action("closeAction", self.tr("&Close"), self.tr("Close the editor"), std.Close, self.close)

        undo = self.document.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setObjectName("undoAction")
        undo.setShortcuts(std.Undo)
        redo = self.document.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setObjectName("redoAction")
        redo.setShortcuts(QKeySequence.keyBindings(std.Redo) or [QKeySequence("Ctrl+Shift+Z")])
        for act in (undo, redo):
            self.addAction(act)
        self.undo_action, self.redo_action = undo, redo
        self.cut_action = self._action("cutAction", self.tr("Cu&t"), self.tr("Cut the selected pieces"), std.Cut, self.cut)
        self.copy_action = self._action("copyAction", self.tr("&Copy"), self.tr("Copy the selected pieces"), std.Copy, self.copy)
        self.paste_action = self._action("pasteAction", self.tr("&Paste"), self.tr("Paste pieces"), std.Paste, self.paste)
        self.duplicate_action = self._action(
            "duplicateAction", self.tr("D&uplicate"), self.tr("Copy the selected pieces next to themselves"), "Ctrl+D", self.duplicate
        )
        self.delete_action = self._action(
            "deleteAction", self.tr("&Delete"), self.tr("Remove the selected pieces"),
            unique_shortcuts(QKeySequence.keyBindings(std.Delete) + [QKeySequence("Backspace")]), self.delete_selection,
        )
        self.select_all_action = self._action(
            "selectAllAction", self.tr("Select &All"), self.tr("Select every piece"), std.SelectAll, self.controller.select_all
        )
        self.select_none_action = self._action(
            "selectNoneAction", self.tr("Select &None"), self.tr("Clear the selection"),
            QKeySequence.keyBindings(std.Deselect) or [QKeySequence("Ctrl+Shift+A")], self.controller.clear_selection,
        )
        self.select_stranded_action = self._action(
            "selectStrandedAction", self.tr("Select &Stranded Pieces"), self.tr("Select the pieces not joined to the main track"),
            None, self.select_stranded,
        )
        self.rotate_cw_action = self._action(
            "rotateClockwiseAction", self.tr("&Rotate Clockwise"), self.tr("Turn the piece 60° clockwise"), "R",
            lambda: self.controller.rotate(1),
        )
        self.rotate_ccw_action = self._action(
            "rotateCounterclockwiseAction", self.tr("Rotate C&ounterclockwise"), self.tr("Turn the piece 60° counterclockwise"),
            "Shift+R", lambda: self.controller.rotate(-1),
        )
        self.aim_action = self._action(
            "aimAction", self.tr("Re-&aim End"), self.tr("Turn the piece's end nearest the pointer (or its open end) to the next edge"),
            "A", lambda: self.aim_selected(1),
        )
        self.aim_back_action = self._action(
            "aimBackAction", self.tr("Re-aim End &Back"), self.tr("Turn the end the other way"), "Shift+A",
            lambda: self.aim_selected(-1),
        )
        self.next_tile_action = self._action(
            "nextTileAction", self.tr("Next &Tile"), self.tr("Give the selected double the next printed tile"), "T",
            self.next_tile,
        )
        self.attach_action = self._action(
            "attachAction", self.tr("Attach &Piece"),
            self.tr("Clip the piece chosen in the palette to the open end shown by the arrow"),
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)], lambda: self.attach_piece(),
        )
        # Enter belongs to the focused widget elsewhere (the problems list, dialogs' buttons).
        self.attach_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.removeAction(self.attach_action)
        self.view.addAction(self.attach_action)
        self.next_end_action = self._action(
            "nextEndAction", self.tr("N&ext Open End"), self.tr("Show the next open end of the track (Enter builds on it)"),
            "E", lambda: self.controller.next_end(1),
        )
        self.previous_end_action = self._action(
            "previousEndAction", self.tr("Previous Open En&d"), self.tr("Show the open end before"), "Shift+E",
            lambda: self.controller.next_end(-1),
        )
        self.nudge_actions = []
        for name, text, key, dq, dr in (
            ("nudgeWestAction", self.tr("Move West"), "Shift+Left", -1, 0),
            ("nudgeEastAction", self.tr("Move East"), "Shift+Right", 1, 0),
            ("nudgeNorthWestAction", self.tr("Move North-West"), "Shift+Up", 0, -1),
            ("nudgeSouthEastAction", self.tr("Move South-East"), "Shift+Down", 0, 1),
        ):
            self.nudge_actions.append(
                self._action(name, text, self.tr("Move the selection one hex"), key,
                             lambda _checked=False, dq=dq, dr=dr: self.controller.nudge(dq, dr))
            )
        self.zoom_in_action = self._action(
            "zoomInAction", self.tr("Zoom &In"), self.tr("Zoom in"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomIn) + [QKeySequence("Ctrl+=")]), self.view.zoom_in,
        )
        self.zoom_out_action = self._action(
            "zoomOutAction", self.tr("Zoom &Out"), self.tr("Zoom out"),
            unique_shortcuts(QKeySequence.keyBindings(std.ZoomOut) + [QKeySequence("Ctrl+-")]), self.view.zoom_out,
        )
        self.fit_action = self._action("fitAction", self.tr("&Fit to View"), self.tr("Show the whole track"), "Ctrl+0", self.view.fit)
        self.sites_action = self._action(
            "sitesAction", self.tr("Show Building &Sites"), self.tr("Show the empty hexes where buildings may stand"), "Ctrl+B",
            self.show_sites, checkable=True,
        )
        self.preset_group = QActionGroup(self)
        self.preset_actions: dict[Preset, QAction] = {}
        for preset in Preset:
            act = self._action(
                f"preset{preset.value.capitalize()}Action", preset_name(preset),
                self.tr("Check the track against the {preset} rules").format(preset=preset_name(preset)), None,
                lambda _checked=False, p=preset: self.set_preset(p), checkable=True,
            )
            self.preset_group.addAction(act)
            self.preset_actions[preset] = act
        self.railroads_action = self._action(
            "railroadsAction", self.tr("&Railroads"), self.tr("The track is open, with a railroad at each end"), None,
            self.set_railroads, checkable=True,
        )
        self.settings_action = self._action(
            "trackSettingsAction", self.tr("Track &Settings…"), self.tr("Name, description and boxes of the track"), None,
            self.edit_settings,
        )
        self.suggest_action = self._action(
            "suggestTrackAction", self.tr("Su&ggest a Track…"),
            self.tr("Let the track generator propose tracks of a preset from a box, scored by the balance lab"), None,
            self.suggest_track,
        )
        self.play_action = self._action(
            "playTrackAction", self.tr("&Play This Track…"), self.tr("Start a new game on the track as it is now"), "F5",
            self.play_track,
        )

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(self.new_action)
        self.template_menu = file_menu.addMenu(self.tr("New from &Template"))
        for name in builtin_track_names():
            act = self.template_menu.addAction(track_name(load_builtin(name).name))
            act.setObjectName(f"template_{name}")
            act.triggered.connect(lambda _checked=False, n=name: self.new_from_template(n))
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        export_menu = file_menu.addMenu(self.tr("&Export"))
        export_menu.addAction(self.export_png_action)
        export_menu.addAction(self.export_svg_action)
        export_menu.addAction(self.export_pdf_action)
        file_menu.addAction(self.print_preview_action)
        file_menu.addAction(self.print_action)
        file_menu.addAction(self.tile_size_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        for act in (self.undo_action, self.redo_action, None, self.cut_action, self.copy_action, self.paste_action,
                    self.duplicate_action, self.delete_action, None, self.select_all_action, self.select_none_action,
                    self.select_stranded_action, None, self.attach_action, self.next_end_action,
                    self.previous_end_action, None, self.rotate_cw_action, self.rotate_ccw_action, self.aim_action,
                    self.aim_back_action, self.next_tile_action):
            if act is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(act)
        nudge_menu = edit_menu.addMenu(self.tr("&Move Selection"))
        for act in self.nudge_actions:
            nudge_menu.addAction(act)

        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.zoom_in_action)
        view_menu.addAction(self.zoom_out_action)
        view_menu.addAction(self.fit_action)
        view_menu.addSeparator()
        view_menu.addAction(self.sites_action)
        view_menu.addSeparator()
        view_menu.addAction(self.palette_dock.toggleViewAction())
        view_menu.addAction(self.problems_dock.toggleViewAction())
        self.balance_action = self.balance_parts.action
        view_menu.addAction(self.balance_action)

        track_menu = bar.addMenu(self.tr("&Track"))
        preset_menu = track_menu.addMenu(self.tr("Rule &Preset"))
        for act in self.preset_actions.values():
            preset_menu.addAction(act)
        track_menu.addAction(self.railroads_action)
        track_menu.addSeparator()
        track_menu.addAction(self.settings_action)
        track_menu.addAction(self.suggest_action)
        track_menu.addSeparator()
        track_menu.addAction(self.play_action)

        self.help_menu = add_help_menu(self)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Editor"), self)
        toolbar.setObjectName("editorToolBar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        groups = [
            [(self.new_action, self.tr("New")), (self.open_action, self.tr("Open")), (self.save_action, self.tr("Save"))],
            [(self.undo_action, self.tr("Undo")), (self.redo_action, self.tr("Redo"))],
            [(self.rotate_ccw_action, self.tr("⟲ Rotate")), (self.rotate_cw_action, self.tr("Rotate ⟳")),
             (self.delete_action, self.tr("Delete"))],
        ]
        for group in groups:
            add_tool_buttons(toolbar, group, (self.undo_action, self.redo_action))
            toolbar.addSeparator()
        label = QLabel(self.tr("Preset:"), toolbar)
        label.setContentsMargins(6, 0, 4, 0)
        self.preset_combo = QComboBox(toolbar)
        self.preset_combo.setObjectName("presetCombo")
        self.preset_combo.setAccessibleName(self.tr("Rule preset"))
        self.preset_combo.setToolTip(self.tr("The Freestyle rules the track is checked against"))
        for preset in Preset:
            self.preset_combo.addItem(preset_name(preset), preset)
        label.setBuddy(self.preset_combo)
        self.preset_combo.currentIndexChanged.connect(
            lambda i: self.set_preset(self.preset_combo.itemData(i)) if i >= 0 else None
        )
        self.railroads_check = QCheckBox(self.tr("Railroads"), toolbar)
        self.railroads_check.setObjectName("railroadsCheck")
        self.railroads_check.setAccessibleName(self.tr("Railroads"))
        self.railroads_check.setToolTip(self.railroads_action.toolTip())
        self.railroads_check.toggled.connect(self.set_railroads)
        toolbar.addWidget(label)
        toolbar.addWidget(self.preset_combo)
        toolbar.addWidget(self.railroads_check)
        toolbar.addSeparator()
        for act, short in ((self.fit_action, self.tr("Fit")), (self.sites_action, self.tr("Sites")),
                           (self.play_action, self.tr("Play"))):
            toolbar.addAction(act)
            button = toolbar.widgetForAction(act)
            if button is not None:
                button.setAccessibleName(act.text().replace("&", ""))
                button.setAccessibleDescription(act.toolTip())
            act.setIconText(short)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar

    # ------------------------------------------------------------ refreshing

    def apply_fair_start(self, players: int, fair: tuple[tuple[int, ...], tuple[str, ...]]) -> None:
        """The Balance panel's Apply as House Rule: the track keeps this Fair start (amounts and
        gifts) for ``players`` players (one undo step, saved with the track)."""
        track = self.document.track
        self.document.apply(SetProperties.of(track, self.tr("Fair start for {count} players").format(count=players),
                                             fair_start=with_fair_start(track.fair_start, players, *fair)))
        self.statusBar().showMessage(self.tr("The track keeps this Fair start; New game offers it."), 4000)

    def _track_changed(self, track: Track) -> None:
        report = self.document.report
        self.scene.update_track(track, report.graph)
        self.scene.set_diagnostics(report.diagnostics)
        self.balance.set_track(track, report)  # after the scene: it lays the heat map again
        self.controller.track_changed()
        self.problems.show_report(report)
        self.palette.update_stock(track)
        self._show_summary(report)
        self._sync_track_controls(track)
        self._update_title()
        self._recovery_dirty = True
        if self.document.modified or self._recovery is not None:
            self._recovery_debounce.start()  # writes, or removes the file if back to clean
        self.trackChanged.emit(track)

    def _show_summary(self, report: Report) -> None:
        show_summary(self.summary_label, report)

    def _sync_track_controls(self, track: Track) -> None:
        for widget in (self.preset_combo, self.railroads_check):
            widget.blockSignals(True)
        self.preset_combo.setCurrentIndex(list(Preset).index(track.preset))
        self.railroads_check.setChecked(track.railroads)
        for widget in (self.preset_combo, self.railroads_check):
            widget.blockSignals(False)
        self.preset_actions[track.preset].setChecked(True)
        self.railroads_action.blockSignals(True)
        self.railroads_action.setChecked(track.railroads)
        self.railroads_action.blockSignals(False)

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("{name}[*] \u2013 U-Build Track Editor").format(name=self._display_name()))
        self.setWindowModified(self.document.modified)

    def _selection_changed(self, selection: frozenset[str]) -> None:
        has = bool(selection)
        for act in (self.cut_action, self.copy_action, self.duplicate_action, self.delete_action,
                    self.aim_action, self.aim_back_action, *self.nudge_actions):
            act.setEnabled(has)
        track = self.document.track
        doubles = [p for p in track.pieces if p.id in selection and p.kind in DOUBLE_KINDS]
        self.next_tile_action.setEnabled(len(doubles) == 1)
        self.selection_label.setToolTip("")
        if not has:
            self.selection_label.setText("")
        elif len(selection) == 1:
            (piece_id,) = selection
            piece = track.piece(piece_id)
            self.selection_label.setText(self.tr("Selected: {piece}").format(piece=selected_piece_text(piece)))
            # The id is what `ubuild validate` names pieces by; the status bar shows the name.
            self.selection_label.setToolTip(self.tr("Piece {id}").format(id=piece_id))
        else:
            self.selection_label.setText(self.tr("{n} pieces selected").format(n=len(selection)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self.view.fit)

    # ----------------------------------------------------------------- edits

    def set_preset(self, preset: Preset) -> None:
        track = self.document.track
        if preset != track.preset:
            self.document.apply(
                SetProperties.of(track, self.tr("Preset: {preset}").format(preset=preset_name(preset)), preset=preset)
            )

    def set_railroads(self, on: bool) -> None:
        track = self.document.track
        if bool(on) != track.railroads:
            label = self.tr("Railroads on") if on else self.tr("Railroads off")
            self.document.apply(SetProperties.of(track, label, railroads=bool(on)))

    def show_sites(self, visible: bool) -> None:
        """Show or hide the building sites; say why none show on a track that is not closed yet."""
        self.scene.set_sites_visible(visible)
        if visible and not self.document.report.graph.sites:
            self.statusBar().showMessage(no_sites_text(), 6000)

    def edit_settings(self) -> None:
        dialog = TrackSettingsDialog(self.document.track, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            changes = dialog.changes(self.document.track)
            if changes:
                self.document.apply(SetProperties.of(self.document.track, self.tr("Track settings"), **changes))

    def _selected_ids(self) -> list[str]:
        selection = self.controller.selection
        return [p.id for p in self.document.track.pieces if p.id in selection]

    def delete_selection(self, *, label: str | None = None) -> None:
        ids = self._selected_ids()
        if ids:
            self.document.apply(RemovePieces.of(self.document.track, ids, label or self.tr("Delete")))

    def copy(self) -> None:
        ids = self._selected_ids()
        if not ids:
            return
        text = clipboard.copy_text(self.document.track, ids)
        mime = QMimeData()
        mime.setData(clipboard.MIME_TYPE, text.encode("utf-8"))
        mime.setText(text)
        QApplication.clipboard().setMimeData(mime)
        self.statusBar().showMessage(self.tr("Copied %n piece(s)", "", len(ids)), 3000)

    def cut(self) -> None:
        if self._selected_ids():
            self.copy()
            self.delete_selection(label=self.tr("Cut"))

    def paste(self, *, at: QPointF | None = None) -> bool:
        """Add the pieces on the clipboard (at the viewport position ``at``, else near where they were)."""
        mime = QApplication.clipboard().mimeData()
        if mime is None:
            return False
        if mime.hasFormat(clipboard.MIME_TYPE):
            text = bytes(mime.data(clipboard.MIME_TYPE).data()).decode("utf-8", errors="replace")
        else:
            text = mime.text()
        try:
            pieces = clipboard.parse_clipboard(text)
        except ValueError:  # TrackFileError, or a number too long to read
            self.statusBar().showMessage(self.tr("The clipboard holds no track pieces"), 4000)
            return False
        anchor = None
        if at is not None:
            anchor = cell_at(self.view.mapToScene(at.toPoint()))
        added = clipboard.rebase(self.document.track, pieces, anchor=anchor, skip_in_place=True)
        if not added:
            return False
        self.document.apply(AddPieces(added, self.tr("Paste")))
        self.controller.set_selection(p.id for p in added)
        return True

    def duplicate(self) -> None:
        track = self.document.track
        selected = tuple(p for p in track.pieces if p.id in self.controller.selection)
        if not selected:
            return
        added = clipboard.rebase(track, selected, skip_in_place=True)
        self.document.apply(AddPieces(added, self.tr("Duplicate")))
        self.controller.set_selection(p.id for p in added)

    def aim_selected(self, step: int) -> None:
        ids = self._selected_ids()
        if len(ids) != 1:
            self.statusBar().showMessage(self.tr("Select one piece to re-aim its end"), 3000)
            return
        if not self.controller.aim_end(ids[0], step=step):
            self.statusBar().showMessage(self.tr("That end cannot turn"), 3000)

    def next_tile(self) -> None:
        ids = self._selected_ids()
        if len(ids) != 1:
            return
        piece = self.document.track.piece(ids[0])
        if piece.kind not in DOUBLE_KINDS:
            return
        tiles = load_box().spec(piece.kind).tiles
        usage = tile_usage(self.document.track.pieces, piece.kind)
        order = tiles[tiles.index(piece.tile) + 1:] + tiles[: tiles.index(piece.tile)]  # type: ignore[arg-type]
        free = [t for t in order if usage[t] == 0] or list(order)
        if free:
            self.set_tile(piece.id, free[0])

    def set_tile(self, piece_id: str, tile: str) -> None:
        piece = self.document.track.piece(piece_id)
        if piece.tile == tile:
            return
        after = piece.model_copy(update={"tile": tile})
        self.document.apply(ReplacePieces((piece,), (after,), self.tr("Tile {tile}").format(tile=tile)))

    def select_stranded(self) -> None:
        graph = self.document.report.graph
        pieces = self.document.track.pieces
        stranded = [pieces[i].id for component in graph.components[1:] for i in component]
        self.controller.set_selection(stranded)
        if not stranded:
            self.statusBar().showMessage(self.tr("No stranded pieces: every piece is joined to the main track"), 4000)
        else:
            self.statusBar().showMessage(self.tr("Selected %n stranded piece(s)", "", len(stranded)), 4000)

    def show_problem(self, diagnostic: Diagnostic) -> None:
        """Select the pieces a problem names and bring them into view."""
        self.controller.set_selection(diagnostic.pieces)
        cells = diagnostic.cells if not diagnostic.pieces else ()
        rect = self.scene.highlight_pieces(self.controller.selection, cells)
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if not rect.isNull() and not visible.contains(rect):
            self.view.reveal(rect)

    # ------------------------------------------------------------ context menu

    def _context_menu(self, pos: QPointF, global_pos: QPoint) -> None:
        self.controller.pointer_moved(pos, Qt.KeyboardModifier.NoModifier)
        piece_id = self.controller.piece_under(pos)
        menu = self.build_context_menu(piece_id, pos)
        menu.exec(global_pos)

    def build_context_menu(self, piece_id: str | None, pos: QPointF | None = None) -> QMenu:
        """The right-click menu for a piece (or the empty table when ``piece_id`` is None)."""
        menu = QMenu(self)
        if piece_id is not None and piece_id not in self.controller.selection:
            self.controller.set_selection([piece_id])
        if piece_id is None:
            paste = menu.addAction(self.tr("Paste Here"))
            paste.triggered.connect(lambda: self.paste(at=pos))
            menu.addAction(self.select_all_action)
            return menu
        piece = self.document.track.piece(piece_id)
        menu.addAction(self.rotate_cw_action)
        menu.addAction(self.rotate_ccw_action)
        for conn, (cell, direction) in enumerate(piece.connector_edges()):
            sub = menu.addMenu(self.tr("Aim End {n}").format(n=conn + 1))
            for d in range(6):
                act = sub.addAction(self.tr("Towards {direction}").format(direction=DIRECTION_NAMES[d]))
                act.setCheckable(True)
                act.setChecked(d == direction)
                act.triggered.connect(lambda _c=False, c=conn, d=d: self._aim_to(piece_id, c, d))
        if piece.kind in DOUBLE_KINDS:
            sub = menu.addMenu(self.tr("Change Tile"))
            usage = tile_usage(self.document.track.pieces, piece.kind)
            for tile in load_box().spec(piece.kind).tiles:
                text = tile if usage[tile] == 0 or tile == piece.tile else self.tr("{tile} (in use)").format(tile=tile)
                act = sub.addAction(text)
                act.setCheckable(True)
                act.setChecked(tile == piece.tile)
                act.triggered.connect(lambda _c=False, t=tile: self.set_tile(piece_id, t))
        menu.addSeparator()
        for act in (self.cut_action, self.copy_action, self.duplicate_action, self.delete_action):
            menu.addAction(act)
        return menu

    def _aim_to(self, piece_id: str, connector: int, direction: int) -> None:
        try:
            self.document.apply(aim(self.document.track, piece_id, connector, direction, self.tr("Re-aim end")))
        except EditError as exc:
            self.statusBar().showMessage(str(exc), 4000)

    # ------------------------------------------------------------------ files

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        if not self.document.modified:
            return True
        answer = ask_to_save(self, self._display_name())
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _display_name(self) -> str:
        """The file's or the track's name as plain text to show (isolated, elided)."""
        path = self.document.path
        return shown(path.name if path is not None else track_name(self.document.track.name), TRACK_NAME_SHOWN)

    def new_track(self) -> bool:
        """Start an empty track, asking its name and the preset it is for; False if cancelled."""
        if not self.maybe_save():
            return False
        dialog = NewTrackDialog(self.tr("Untitled track"), parent=self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            track = dialog.track()
        finally:
            dialog.deleteLater()
        self._reset(track, None)
        self.statusBar().showMessage(self.tr("A new {preset} track: drag pieces from the palette, or choose one "
                                             "and press Enter").format(preset=preset_name(track.preset)), 6000)
        return True

    # ------------------------------------------------------------------ play

    def play_track(self) -> bool:
        """Ask for a new game on the track as it is now; an invalid track is refused, with why.

        An unsaved track plays as it is (the game keeps its own copy of the track). True
        if ``playRequested`` was emitted.
        """
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.playRequested)):
            QMessageBox.information(
                self, self.tr("Play This Track"),
                self.tr("This editor was not opened from U-Build's home window, which starts the games. "
                        "Save the track, then choose New game… at home (ubuild home) and pick the track file."),
            )
            return False
        report = self.document.report
        if not report.valid:
            count = len(report.diagnostics)
            QMessageBox.warning(
                self, self.tr("Cannot Play This Track"),
                (self.tr("The track has 1 problem for the {preset} rules. Fix it first: the Problems list says what it is.")
                 if count == 1 else
                 self.tr("The track has {count} problems for the {preset} rules. Fix them first: the Problems list "
                         "says what they are.")).format(count=count, preset=preset_name(self.document.track.preset)),
            )
            return False
        if self.document.modified:
            self.statusBar().showMessage(self.tr("Playing the track as it is now (not saved yet)"), 6000)
        self.playRequested.emit(self.document.track)
        return True

    def suggest_track(self) -> bool:
        """Track → Suggest a Track…: the generator's dialog; the suggestion the user opens
        replaces the track (after asking to save it), unsaved. True if one was opened."""
        from .suggest import SuggestDialog

        preset = self.document.track.preset
        dialog = SuggestDialog(preset if preset != Preset.CUSTOM else Preset.CLASSIC, self)
        opened: list[Track] = []
        dialog.chosen.connect(opened.append)
        keep_on_screen(dialog)
        dialog.exec()
        dialog.deleteLater()
        if not opened or not self.maybe_save():
            return False
        self._reset(opened[0], None, modified=True)
        self.statusBar().showMessage(self.tr("Opened the suggested track (not saved yet)"), 6000)
        return True

    def attach_piece(self, kind: PieceKind | None = None) -> bool:
        """Enter: clip the palette's chosen piece (or ``kind``) to the current open end."""
        if kind is None:
            kind = self.palette.current_kind()
        if kind is None:
            self.statusBar().showMessage(self.tr("Choose a piece in the palette first (Tab to it, then the arrow keys)"), 4000)
            return False
        if self.palette.stock_of(kind).left <= 0:
            self.statusBar().showMessage(self.tr("None of those pieces are left in the box"), 4000)
            return False
        return self.controller.attach(kind)

    def new_from_template(self, name: str) -> None:
        if self.maybe_save():
            track = load_builtin(name)
            self._reset(track, None)

    def _open_steps(self, path: Path) -> progress.Job[tuple[Track, LiveValidation]]:
        """Opening a track as a job: read and check the file, validate it, draw it a few pieces at
        a time (the document takes it only at the end: until then the old track stays)."""
        track = load_track(path)
        yield 0.1
        validation = LiveValidation(track)
        yield 0.2
        total = max(1, len(track.pieces))
        for drawn in self.scene.set_track_in_steps(track, validation.report.graph):
            yield 0.2 + 0.8 * drawn / total
        return track, validation

    def _reset(self, track: Track, path: Path | None, *, modified: bool = False,
               validation: LiveValidation | None = None) -> None:
        self.controller.cancel()
        self.controller.clear_selection()
        self.document.reset(track, path, modified=modified, validation=validation)
        self._discard_recovery()
        if modified:
            self.write_recovery()
        self.view.fit()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(self.document.path.parent) if self.document.path is not None else ""
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open Track"), start, self.tr("Track files (*.json);;All files (*)"))
        if path:
            self.open_path(Path(path), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open a track file; a broken or newer file is reported and nothing changes."""
        if ask and not self.maybe_save():
            return False
        try:
            track, validation = self._run(self.tr("Open Track"), self.tr("Opening {file}…").format(file=path.name),
                                          self._open_steps(path))
        except progress.Cancelled:
            self.scene.update_track(self.document.track, self.document.report.graph)  # the track that stays
            self._track_changed(self.document.track)
            self.statusBar().showMessage(self.tr("Opening cancelled"), 4000)
            return False
        except ValueError as exc:  # TrackFileError, or a number too long to read
            if self._open_board(path):
                return True
            QMessageBox.critical(self, self.tr("Cannot Open Track"), track_error_text(path, exc))
            return False
        self._reset(track, path, validation=validation)
        settings.add_recent_file(path)
        self.statusBar().showMessage(self.tr("Opened {file}").format(file=path.name), 3000)
        return True

    def _open_board(self, path: Path) -> bool:
        """Open ``path`` in a square-board editor window if it is a square board file."""
        try:
            board = load_board(path)
        except (BoardFileError, ValueError):
            return False
        from .editors import open_editor_for

        self.editorOpened.emit(open_editor_for(board, path))
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        start = str(self.document.path) if self.document.path else f"{self.document.track.name}.json"
        target = save_path(self, self.tr("Save Track As"), start, self.tr("Track files (*.json);;All files (*)"))
        if target is None:
            return False
        track = self.document.track
        given = {Track().name, self.tr("Untitled track"), QCoreApplication.translate("NewTrackDialog", "Untitled track"),
                 *(load_builtin(name).name for name in builtin_track_names())}
        new_name = name_from_file(track.name, self.document.path, target, given, MAX_TRACK_NAME_LENGTH)
        saved = save_as_named(self, self.document, target, new_name, lambda name: self.document.apply(
            SetProperties.of(self.document.track, self.tr("Name after the file"), name=name)), self.tr("Cannot Save Track"))
        return saved and self._saved(target)

    def save_to(self, path: Path) -> bool:
        """Save to ``path`` (atomically); the history stays. A write error is reported."""
        return save_document(self, self.document, path, self.tr("Cannot Save Track")) and self._saved(path)

    def _saved(self, path: Path) -> bool:
        settings.add_recent_file(path)
        self._discard_recovery()
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = settings.recent_files()
        for path in files:
            act = self.recent_menu.addAction(path.name)
            act.setToolTip(str(path))
            act.setStatusTip(str(path))
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if files:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear Recent Files"))
            clear.triggered.connect(settings.clear_recent_files)
        else:
            empty = self.recent_menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)

    # ----------------------------------------------------------------- export

    def export_to(self, path: Path, png_size: QSize | None = None) -> bool:
        """Export by the file's suffix (.png, .svg, .pdf), with progress and Cancel; errors are reported.
        A PNG is ``png_size`` large (None: :data:`export.DEFAULT_HEX_PX` a hex).

        The file is written only when complete: a cancelled export leaves none (and an
        earlier file of that name as it was).
        """
        suffix = path.suffix.lower()
        track = self.document.track
        title = self.tr("Export Track")
        label = self.tr("Exporting {file}…").format(file=path.name)
        try:
            if suffix not in (".png", ".svg", ".pdf"):
                raise OSError(self.tr("unknown file type {suffix} (use .png, .svg or .pdf)").format(suffix=suffix))
            graph = self.document.report.graph
            scene = self._run(title, label, export.scene_steps(track, graph=graph, background=suffix != ".pdf"))
            if suffix == ".png":
                self._run(title, label, export.png_steps(track, path, scene=scene, size=png_size))
            elif suffix == ".svg":
                self._run(title, label, export.svg_steps(track, path, scene=scene))
            else:
                size = settings.hex_size_mm()
                try:
                    self._run(title, label, export.pdf_steps(track, path, size, scene=scene))
                except export.TooManyPagesError as exc:  # nothing written yet
                    if not self._go_on_with_pages(exc.pages):
                        return False
                    self._run(title, label, export.pdf_steps(track, path, size, max_pages=None, scene=scene))
        except progress.Cancelled:
            self.statusBar().showMessage(self.tr("Export cancelled: nothing written"), 4000)
            return False
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Cannot Export"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Exported {file}").format(file=path.name), 3000)
        return True

    def _run(self, title: str, label: str, job: progress.Job[T]) -> T:
        """Run a long job with a progress dialog over the window (raises ``progress.Cancelled``)."""
        return progress.run_with_progress(self, title, label, job)

    def export_dialog(self, kind: str) -> None:
        """Export as ``kind`` ("png", "svg", "pdf") to a file the user picks; a PNG's size is asked
        (a screen's width, the true tile size at 150 or 300 dpi, or the user's own)."""
        target = export_path(self, self.tr("Export Track"), kind, self.document.path, self.document.track.name)
        if target is None:
            return
        size = None
        if kind == "png":
            board = export.board_rect(self.scene).size()
            size = ask_png_size(self, board, target.name, lambda dpi: export.px_per_unit_at_dpi(dpi, settings.hex_size_mm()))
            if size is None:
                return
        self.export_to(target, png_size=size)

    def _go_on_with_pages(self, pages: int) -> bool:
        """True to print or export ``pages`` pages: at once up to the limit, above it if the user says so."""
        if pages <= MAX_EXPORT_PAGES:
            return True
        answer = QMessageBox.question(
            self, self.tr("Many Pages"),
            self.tr("This track needs {pages:,} pages with hexes {size:g} mm across, more than {limit:,}. "
                    "Go on with all of them? (A smaller printed tile size needs fewer pages.)").format(
                pages=pages, size=settings.hex_size_mm(), limit=MAX_EXPORT_PAGES),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _printer(self, board: export.PrintedBoard | None = None) -> object:
        from PySide6.QtPrintSupport import QPrinter

        if board is None:
            board = export.track_on_paper(self.document.track, settings.hex_size_mm())
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.track.name)
        # Start in the orientation that needs fewer pages, as the PDF export does.
        export.choose_orientation(printer, board)
        return printer

    def _printer_if_agreed(self) -> tuple[object, int, BoardScene] | None:
        """A printer for the track, the pages it starts with and the printed board (drawn with
        progress), or None if the user cancelled or would not print that many."""
        try:
            scene = self._run(self.tr("Print"), self.tr("Preparing the pages…"), export.scene_steps(
                self.document.track, graph=self.document.report.graph, background=False))
        except progress.Cancelled:
            return None
        board = export.printed_board(scene, settings.hex_size_mm())
        printer = self._printer(board)
        pages = export.page_count(printer, board)  # type: ignore[arg-type]
        if not self._go_on_with_pages(pages):
            return None
        return printer, pages, scene

    def _run_print_dialog(self, dialog: QDialog, printer: object) -> bool:
        """Show a print or preview dialog made on ``printer``; True if accepted.

        The dialog only points at the printer: Qt does not own it and PySide6 keeps no
        reference to it for the dialog, so a printer made in the call's argument is freed
        at once and the dialog crashes Python. The caller holds ``printer`` (so does this
        call), and the dialog is deleted here, before the printer can go.
        """
        try:
            return dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            shiboken6.delete(dialog)

    def print_track(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        agreed = self._printer_if_agreed()
        if agreed is None:
            return
        printer, pages, scene = agreed
        dialog = QPrintDialog(printer, self)  # type: ignore[arg-type]
        if not self._run_print_dialog(dialog, printer):
            return
        track, size = self.document.track, settings.hex_size_mm()
        title, label = self.tr("Print"), self.tr("Printing {name}…").format(name=shown(track.name, TRACK_NAME_SHOWN))

        def pages_job(limit: int | None) -> progress.Job[int]:
            return export.paint_pages_steps(printer, track, size, max_pages=limit, scene=scene)  # type: ignore[arg-type]

        try:
            try:  # the paper chosen in the dialog may need more pages than the user agreed to
                self._run(title, label, pages_job(max(pages, MAX_EXPORT_PAGES)))
            except export.TooManyPagesError as exc:
                if self._go_on_with_pages(exc.pages):
                    self._run(title, label, pages_job(None))
        except progress.Cancelled:
            printer.abort()  # type: ignore[attr-defined]  # the pages painted so far are not sent
            self.statusBar().showMessage(self.tr("Printing cancelled"), 4000)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Cannot Print"), str(exc))

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        agreed = self._printer_if_agreed()
        if agreed is None:
            return
        printer, _pages, scene = agreed
        track, size = self.document.track, settings.hex_size_mm()
        # The pages are painted ahead, with progress and Cancel, into pictures the preview's
        # paint request then replays at once: letting events run inside that request crashes Qt.
        try:
            prepared = self._run(
                self.tr("Print Preview"), self.tr("Preparing the preview of {name}…").format(name=shown(track.name, TRACK_NAME_SHOWN)),
                export.picture_pages_steps(printer, track, size, max_pages=None, scene=scene))  # type: ignore[arg-type]
        except progress.Cancelled:
            self.statusBar().showMessage(self.tr("Print preview cancelled"), 4000)
            return
        dialog = QPrintPreviewDialog(printer, self)  # type: ignore[arg-type]
        dialog.setObjectName("printPreview")
        dialog.setWindowTitle(self.tr("Print Preview"))

        def paint(painted: object) -> None:
            if prepared.fits(painted):  # type: ignore[arg-type]
                prepared.play(painted)  # type: ignore[arg-type]
                return
            # A page set-up changed in the preview: the pages are painted again, at once (the
            # user agreed to the pages; the plan prints only pages with pieces, so it stays bounded).
            progress.run_to_end(export.paint_pages_steps(painted, track, size, max_pages=None, scene=scene))  # type: ignore[arg-type]

        dialog.paintRequested.connect(paint)
        dialog.resize(1000, 800)
        keep_on_screen(dialog)
        self._run_print_dialog(dialog, printer)

    def ask_tile_size(self) -> None:
        value, ok = QInputDialog.getDouble(
            self, self.tr("Printed Tile Size"),
            self.tr("Size of one hex on paper, across its flat sides (mm):"),
            settings.hex_size_mm(), settings.MIN_HEX_SIZE_MM, settings.MAX_HEX_SIZE_MM, 1,
        )
        if ok:
            settings.set_hex_size_mm(value)

    # --------------------------------------------------------------- recovery

    def write_recovery(self) -> None:
        """Write the recovery file now if the track has unsaved changes (else remove it)."""
        if not self.document.modified:
            self._discard_recovery()
            return
        if not self._recovery_dirty and self._recovery is not None and self._recovery.exists:
            return
        if self._recovery is None:
            try:
                self._recovery = recovery.RecoveryFile()
            except OSError as exc:  # no data folder: the editor works on, without recovery files
                log.warning("no recovery file: %s", exc)
                return
        self._recovery.write(self.document.track, self.document.path)
        self._recovery_dirty = False

    @property
    def recovery_file(self) -> recovery.RecoveryFile | None:
        return self._recovery

    def _discard_recovery(self) -> None:
        self._recovery_debounce.stop()
        if self._recovery is not None:
            self._recovery.discard()

    def offer_recovery(self) -> int:
        """Offer the recovery files of editors that did not close properly; returns how many were restored."""
        restored = 0
        for found in recovery.orphaned():
            when = found.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if found.saved_at else "?"
            answer = QMessageBox.question(
                self,
                self.tr("Recover Unsaved Track?"),
                self.tr(
                    "The track editor did not close properly. Recover the unsaved changes to “{name}” "
                    "from {time}?\n\nYes opens them (your file is not touched until you save); "
                    "No deletes them; Cancel asks again next time."
                ).format(name=found.name, time=when),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.No:
                found.discard()
                continue
            if answer != QMessageBox.StandardButton.Yes:
                continue
            try:
                track = found.load()
            except ValueError as exc:  # TrackFileError, or a number too long to read
                QMessageBox.critical(self, self.tr("Cannot Recover Track"), track_error_text(found.track_path, exc))
                found.discard()
                continue
            target = self
            if self.document.modified or self.document.track.pieces:
                target = open_editor_window(offer_recovery=False)
            target._reset(track, found.original, modified=True)
            found.discard()
            restored += 1
        return restored

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.cancel()
        if not self.maybe_save():
            event.ignore()
            return
        self._recovery_timer.stop()
        self._recovery_debounce.stop()
        self.balance.shutdown()
        if self._recovery is not None:
            self._recovery.close()
            self._recovery = None
        _OPEN_WINDOWS.discard(self)
        event.accept()

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)


_OPEN_WINDOWS: set[EditorWindow] = set()


def open_editor_window(
    track: Track | None = None, path: Path | None = None, *, offer_recovery: bool = True
) -> EditorWindow:
    """Make and show an editor window, kept alive until it is closed, where and as the
    user last left an editor window (its size, its docks)."""
    window = EditorWindow(track, path, offer_recovery=offer_recovery)
    _OPEN_WINDOWS.add(window)
    remember_layout(window, "editor")
    window.show()
    return window


def open_editor(track: Track | None = None, path: Path | None = None) -> EditorWindow:
    """Open the track editor on ``track`` (or the file ``path``, or an empty track) and show it.

    With a ``path`` and no ``track`` the file is read here (raises ``TrackFileError``).
    The window stays alive until the user closes it.
    """
    if track is None and path is not None:
        track = load_track(path)
    return open_editor_window(track, path)


__all__ = ["EditorWindow", "open_editor", "open_editor_window"]
