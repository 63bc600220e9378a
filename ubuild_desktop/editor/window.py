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

from PySide6.QtCore import QMimeData, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QLabel, QMainWindow, QMessageBox, QWidget

from ubuild_desktop.board import BoardScene, cell_at
from ubuild_desktop.board.track_words import box_label, no_sites_text
from ubuild_desktop.core.edits import AddPieces, RemovePieces, ReplacePieces, SetProperties
from ubuild_desktop.core.fairstart import with_fair_start
from ubuild_desktop.core.pieces import DOUBLE_KINDS, load_box
from ubuild_desktop.core.cards import CardDataError, load_districts
from ubuild_desktop.core.track import Placement, Preset, Track
from ubuild_desktop.core.trackfile import load_track
from ubuild_desktop.core.validate import Diagnostic, Report

from . import clipboard, recovery
from .balance_panel import BalancePanel
from .canvas import CanvasController, EditorView
from .document import TrackDocument
from .inventory import tile_usage
from .piece_palette import PaletteWidget
from .track_dialogs import TrackSettingsDialog
from .window_actions import TrackActions
from .window_export import TrackExport
from .window_files import TrackFiles
from .window_parts import BalanceDock, make_action, make_dock, show_summary
from ubuild_desktop.board.problems import ProblemsPanel
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import district_name, preset_name, track_error_text

log = logging.getLogger(__name__)
T = TypeVar("T")

RECOVERY_INTERVAL_MS = 30_000  # write the recovery file at least this often while modified
RECOVERY_DEBOUNCE_MS = 2_000  # and this long after the last change


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


class EditorWindow(TrackActions, TrackFiles, TrackExport, QMainWindow):
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
    track: Track | None = None, path: Path | None = None, *, offer_recovery: bool = True, remember: bool = True
) -> EditorWindow:
    """Make and show an editor window, kept alive until it is closed, where and as the
    user last left an editor window (its size, its docks); ``remember`` False: as made, for
    a picture (no kept layout, no offer to recover unsaved work)."""
    window = EditorWindow(track, path, offer_recovery=offer_recovery and remember)
    _OPEN_WINDOWS.add(window)
    if remember:
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
