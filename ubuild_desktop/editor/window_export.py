"""The track editor's export and printing (a mixin of :class:`~.window.EditorWindow`): Export as
PNG, SVG or PDF, Print and Print Preview, the paper's hex size, each through
:mod:`.export`, long work with a progress dialog."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from ubuild_desktop.board import BoardScene
from ubuild_desktop.core.limits import MAX_EXPORT_PAGES
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.words import money_locale

from . import export, paper, progress, settings
from .png_size import ask_png_size
from .window_parts import export_path
from ubuild_desktop.screen_fit import keep_on_screen

T = TypeVar("T")


class TrackExport:
    """Export, print and print preview of the edited track (see the module docstring)."""

    # ----------------------------------------------------------------- export

    def export_to(self, path: Path, png_size: QSize | None = None) -> bool:
        """Export by the file's suffix (.png, .svg, .pdf), with progress and Cancel; errors are reported.
        A PNG is ``png_size`` large (None: :data:`export.DEFAULT_HEX_PX` a hex).

        The file is written only when complete: a cancelled export leaves none (and an
        earlier file of that name as it was).
        """
        suffix = path.suffix.lower()
        track = self.document.track
        title = QCoreApplication.translate("EditorWindow", "Export Track")
        label = QCoreApplication.translate("EditorWindow", "Exporting {file}…").format(file=path.name)
        try:
            if suffix not in (".png", ".svg", ".pdf"):
                raise OSError(QCoreApplication.translate("EditorWindow", "unknown file type {suffix} (use .png, .svg or .pdf)").format(suffix=suffix))
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
                except paper.TooManyPagesError as exc:  # nothing written yet
                    if not self._go_on_with_pages(exc.pages):
                        return False
                    self._run(title, label, export.pdf_steps(track, path, size, max_pages=None, scene=scene))
        except progress.Cancelled:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Export cancelled: nothing written"), 4000)
            return False
        except OSError as exc:
            QMessageBox.critical(self, QCoreApplication.translate("EditorWindow", "Cannot Export"), str(exc))
            return False
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Exported {file}").format(file=path.name), 3000)
        return True

    def _run(self, title: str, label: str, job: progress.Job[T]) -> T:
        """Run a long job with a progress dialog over the window (raises ``progress.Cancelled``)."""
        return progress.run_with_progress(self, title, label, job)

    def export_dialog(self, kind: str) -> None:
        """Export as ``kind`` ("png", "svg", "pdf") to a file the user picks; a PNG's size is asked
        (a screen's width, the true tile size at 150 or 300 dpi, or the user's own)."""
        target = export_path(self, QCoreApplication.translate("EditorWindow", "Export Track"), kind, self.document.path, self.document.track.name)
        if target is None:
            return
        size = None
        if kind == "png":
            board = paper.board_rect(self.scene).size()
            size = ask_png_size(self, board, target.name, lambda dpi: export.px_per_unit_at_dpi(dpi, settings.hex_size_mm()))
            if size is None:
                return
        self.export_to(target, png_size=size)

    def _go_on_with_pages(self, pages: int) -> bool:
        """True to print or export ``pages`` pages: at once up to the limit, above it if the user says so."""
        if pages <= MAX_EXPORT_PAGES:
            return True
        answer = QMessageBox.question(
            self, QCoreApplication.translate("EditorWindow", "Many Pages"),
            QCoreApplication.translate("EditorWindow", "This track needs {pages} pages with hexes {size} mm across, more than {limit}. "
                    "Go on with all of them? (A smaller printed tile size needs fewer pages.)").format(
                pages=money_locale().toString(pages), size=money_locale().toString(settings.hex_size_mm(), "g", 6),
                limit=money_locale().toString(MAX_EXPORT_PAGES)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _printer(self, board: paper.PrintedBoard | None = None) -> object:
        from PySide6.QtPrintSupport import QPrinter

        if board is None:
            board = paper.track_on_paper(self.document.track, settings.hex_size_mm())
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.track.name)
        # Start in the orientation that needs fewer pages, as the PDF export does.
        export.choose_orientation(printer, board)
        return printer

    def _printer_if_agreed(self) -> tuple[object, int, BoardScene] | None:
        """A printer for the track, the pages it starts with and the printed board (drawn with
        progress), or None if the user cancelled or would not print that many."""
        try:
            scene = self._run(QCoreApplication.translate("EditorWindow", "Print"), QCoreApplication.translate("EditorWindow", "Preparing the pages…"), export.scene_steps(
                self.document.track, graph=self.document.report.graph, background=False))
        except progress.Cancelled:
            return None
        board = paper.printed_board(scene, settings.hex_size_mm())
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
        title, label = QCoreApplication.translate("EditorWindow", "Print"), QCoreApplication.translate("EditorWindow", "Printing {name}…").format(name=shown(track.name, TRACK_NAME_SHOWN))

        def pages_job(limit: int | None) -> progress.Job[int]:
            return export.paint_pages_steps(printer, track, size, max_pages=limit, scene=scene)  # type: ignore[arg-type]

        try:
            try:  # the paper chosen in the dialog may need more pages than the user agreed to
                self._run(title, label, pages_job(max(pages, MAX_EXPORT_PAGES)))
            except paper.TooManyPagesError as exc:
                if self._go_on_with_pages(exc.pages):
                    self._run(title, label, pages_job(None))
        except progress.Cancelled:
            printer.abort()  # type: ignore[attr-defined]  # the pages painted so far are not sent
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Printing cancelled"), 4000)
        except OSError as exc:
            QMessageBox.critical(self, QCoreApplication.translate("EditorWindow", "Cannot Print"), str(exc))

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
                QCoreApplication.translate("EditorWindow", "Print Preview"), QCoreApplication.translate("EditorWindow", "Preparing the preview of {name}…").format(name=shown(track.name, TRACK_NAME_SHOWN)),
                export.picture_pages_steps(printer, track, size, max_pages=None, scene=scene))  # type: ignore[arg-type]
        except progress.Cancelled:
            self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Print preview cancelled"), 4000)
            return
        dialog = QPrintPreviewDialog(printer, self)  # type: ignore[arg-type]
        dialog.setObjectName("printPreview")
        dialog.setWindowTitle(QCoreApplication.translate("EditorWindow", "Print Preview"))

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
            self, QCoreApplication.translate("EditorWindow", "Printed Tile Size"),
            QCoreApplication.translate("EditorWindow", "Size of one hex on paper, across its flat sides (mm):"),
            settings.hex_size_mm(), settings.MIN_HEX_SIZE_MM, settings.MAX_HEX_SIZE_MM, 1,
        )
        if ok:
            settings.set_hex_size_mm(value)
