"""Print Preview… of a large track: its pages are painted ahead with progress and Cancel, in a child process.

The preview's own paint request must never let events run (that crashed Qt), so the editor
paints the pages into pictures first, with the progress dialog, and the preview only replays
them. Driven as a user does: the action, the "many pages" question answered, the progress
dialog watched (and cancelled) by a timer; a crash fails this test and not the run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.ui_harness import Harness, run_scenario

SPEC = __name__
PREVIEW_PROGRESS = "Print Preview"  # the progress dialog's title while the pages are painted


def large_preview_scenario(h: Harness) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QAction, QPageLayout
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton

    from benchmarks.synthetic import synthetic_track
    from ubuild_desktop.editor import export, open_editor, settings

    settings.set_hex_size_mm(40.0)
    track = synthetic_track(2_000)
    editor = open_editor(track=track)
    h.settle()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)  # as the editor makes it
    board = export.track_on_paper(track, 40.0)
    export.choose_orientation(printer, board)
    h.notes["expected"] = export.page_count(printer, board)
    cancel = True
    seen: list[list[str]] = []
    values: list[int] = []
    pages: list[int] = []

    def watch() -> None:  # the preview's progress dialog, as the user sees it move
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QProgressDialog) and dialog.isVisible() and dialog.windowTitle() == PREVIEW_PROGRESS:
            values.append(dialog.value())
            if cancel and dialog.value() >= 500:  # halfway: the user presses Cancel
                QTest.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)

    def answer(dialog: Any) -> bool:
        seen[-1].append(f"{type(dialog).__name__}: {dialog.windowTitle()}")
        if isinstance(dialog, QMessageBox):  # "Many Pages": go on with all of them
            dialog.button(QMessageBox.StandardButton.Yes).click()
            return True
        if isinstance(dialog, QProgressDialog):
            h.notes.setdefault("labels", []).append(dialog.labelText())
            h.keep_open(dialog)  # it closes itself when the work is done (or cancelled)
            return True
        if isinstance(dialog, QPrintPreviewDialog):
            preview = dialog.findChild(QPrintPreviewWidget)
            preview.updatePreview()  # replays the pages now, as showing it does
            pages.append(preview.pageCount())
            dialog.grab().save(str(h.work / "preview.png"))
        return False  # the harness closes it: nothing is printed

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(20)
    seen.append([])
    h.use(editor.print_preview_action, answer=answer)
    h.notes["cancelled_values"], values[:] = list(values), []
    h.notes["status"] = editor.statusBar().currentMessage()
    cancel = False
    seen.append([])
    h.use(editor.print_preview_action, answer=answer)
    h.notes["values"] = values
    timer.stop()

    # A page set-up changed in the preview paints the pages again for it (not the prepared ones).
    small_track = synthetic_track(20)  # 5 pages in landscape, 7 in portrait (the parts list included)
    small = open_editor(track=small_track)
    h.settle()
    board = export.track_on_paper(small_track, 40.0)
    h.notes["turned_expected"] = []
    for orientation in (QPageLayout.Orientation.Landscape, QPageLayout.Orientation.Portrait):
        printer.setPageOrientation(orientation)
        h.notes["turned_expected"].append(export.page_count(printer, board))
    turned: list[int] = []

    def landscape(dialog: Any) -> bool:
        if isinstance(dialog, QPrintPreviewDialog):
            preview = dialog.findChild(QPrintPreviewWidget)
            preview.updatePreview()
            turned.append(preview.pageCount())
            other = "Landscape" if preview.orientation().name == "Portrait" else "Portrait"
            next(a for a in dialog.findChildren(QAction) if a.text() == other).trigger()
            preview.updatePreview()
            turned.append(preview.pageCount())
        return False

    h.use(small.print_preview_action, answer=landscape)
    h.notes["seen"], h.notes["pages"], h.notes["turned"] = seen, pages, turned
    h.check(editor.isVisible() and small.isVisible(), "the editors are still open")


def test_print_preview_of_a_large_track_shows_progress_and_cancel(tmp_path: Path) -> None:
    result = run_scenario(f"{SPEC}:large_preview_scenario", tmp_path)
    notes = result.notes
    # The board's own progress ("Print") may show or not, as fast as it is drawn.
    cancelled, completed = ([d for d in dialogs if d != "QProgressDialog: Print"] for dialogs in notes["seen"])
    # Cancel: the question, the pages painting with progress, then no preview.
    assert cancelled == ["QMessageBox: Many Pages", f"QProgressDialog: {PREVIEW_PROGRESS}"], notes["seen"]
    assert notes["cancelled_values"] and max(notes["cancelled_values"]) < 1000, notes["cancelled_values"]
    assert notes["status"] == "Print preview cancelled"
    # To the end: the same, then the preview of every page.
    assert completed == ["QMessageBox: Many Pages", f"QProgressDialog: {PREVIEW_PROGRESS}",
                         "QPrintPreviewDialog: Print Preview"], notes["seen"]
    assert len(set(notes["values"])) >= 3, notes["values"]  # the bar moved while events ran
    assert "Preparing the preview of Synthetic 2000…" in notes["labels"], notes["labels"]
    assert notes["pages"] == [notes["expected"]] and notes["expected"] > 50, notes
    # A page set-up changed in the preview: painted again for it.
    assert notes["turned"] == notes["turned_expected"] == [5, 7], notes  # the parts list included
    assert (tmp_path / "work" / "preview.png").exists()
