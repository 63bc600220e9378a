"""Long work in the editor: export, Print Preview and open show progress with Cancel, and never freeze.

Driven as a user does: the menu actions, the file dialog answered by a timer, the progress
dialog watched (and cancelled) by a timer while the work runs. A cancelled export leaves
no file (nor a temporary one), and an older file of that name as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImageReader
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QFileDialog, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import synthetic_track
from tests.editor.test_export import answer_png_size
from tests.modal import choose_file, when_modal
from tests.ui_harness import Harness, ScenarioResult, scenario_test
from ubuild_desktop.core.trackfile import leftover_temporaries, save_track
from ubuild_desktop.core.track import Track


@dataclass
class ProgressWatch:
    """Every progress dialog seen while the work ran: its label and the values it showed."""

    seen: dict[int, list[int]] = field(default_factory=dict)
    labels: list[str] = field(default_factory=list)
    cancel_when: Callable[[int, int], bool] | None = None  # (dialog number, value) -> cancel now
    cancelled: bool = False
    timer: QTimer = field(default_factory=QTimer)

    def start(self) -> ProgressWatch:
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._look)
        self.timer.start()
        return self

    def _look(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QProgressDialog) or not dialog.isVisible():
            return
        values = self.seen.setdefault(id(dialog), [])
        if not values:
            self.labels.append(dialog.labelText())
        values.append(dialog.value())
        if self.cancel_when is not None and not self.cancelled and self.cancel_when(len(self.seen), dialog.value()):
            self.cancelled = True
            QTest.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)  # its Cancel button

    def stop(self) -> None:
        self.timer.stop()


def replace_file(dialog: QFileDialog, path: Path) -> None:
    """Choose the existing ``path`` and say yes to replacing it (Qt's own question, answered)."""
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite)
    dialog.selectFile(str(path))
    dialog.accept()


def test_a_long_track_exports_as_png_of_the_largest_side_with_progress(qtbot: QtBot, make_editor,
                                                                         tmp_path: Path) -> None:
    # 3,000 pieces in a long thin loop: the picture is as wide as one may be (16,384 pixels)
    # and a few dozen high, so the pieces, not the pixels, make the work the progress follows
    # (a 10,000-piece square board's 16,384 x 14,181 picture cost 18 CPU s to fill and encode).
    window = make_editor(synthetic_track(3_000, zigzags=4))
    target = tmp_path / "big.png"
    watch = ProgressWatch().start()
    answered = choose_file(target)
    sized = answer_png_size(preset="dpi300")  # far more than the largest picture: as large as one may be
    window.export_png_action.trigger()  # File > Export > Export as PNG…
    watch.stop()
    assert answered and sized
    assert target.exists() and not leftover_temporaries(target)
    size = QImageReader(str(target)).size()  # (too large for QImage's default allocation limit)
    assert (size.width(), size.height()) == (sized[0]["width"], sized[0]["height"])
    assert 16_300 <= max(size.width(), size.height()) <= 16_384
    # A progress dialog showed and moved on while the window kept handling events.
    values = [v for seen in watch.seen.values() for v in seen]
    assert watch.labels and all(label == "Exporting big.png…" for label in watch.labels), watch.labels
    assert len(set(values)) >= 3, watch.seen
    assert "Exported big.png" in window.statusBar().currentMessage()


def test_cancelling_a_pdf_export_midway_leaves_no_file(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    window = make_editor(synthetic_track(600))  # 175 pages: past the question's 50
    target = tmp_path / "big.pdf"
    target.write_bytes(b"an older export")  # the user's older file of that name stays as it was
    dialogs.answers["question"] = QMessageBox.StandardButton.Yes  # "Many Pages": go on with all of them
    # Cancel halfway through the pages: the progress dialog shown once the pages were agreed
    # to (the board's drawing before the question may be too quick to show a dialog at all).
    watch = ProgressWatch(cancel_when=lambda number, value: bool(dialogs.shown) and value >= 500).start()
    when_modal(QFileDialog, lambda dialog: replace_file(dialog, target))
    window.export_pdf_action.trigger()
    watch.stop()
    assert [kind for kind, title, _text in dialogs.shown] == ["question"]  # asked about the pages once
    assert watch.cancelled, watch.seen
    assert target.read_bytes() == b"an older export"
    assert not leftover_temporaries(target)
    assert window.statusBar().currentMessage() == "Export cancelled: nothing written"


def test_opening_a_large_track_shows_progress_and_cancel_keeps_the_old_track(
    qtbot: QtBot, make_editor, tmp_path: Path
) -> None:
    from ubuild_desktop.core.trackfile import load_builtin

    path = tmp_path / "large.json"
    save_track(synthetic_track(3_000), path)
    window = make_editor(load_builtin("starter"))
    before = window.current_track()
    watch = ProgressWatch(cancel_when=lambda number, value: value >= 400).start()
    assert window.open_path(path) is False
    watch.stop()
    assert watch.cancelled and watch.labels == ["Opening large.json…"], (watch.labels, watch.seen)
    assert window.current_track() == before and window.path is None
    assert set(window.scene.piece_items()) == {p.id for p in before.pieces}  # the board shows it again
    assert window.statusBar().currentMessage() == "Opening cancelled"
    # Without Cancel it opens, the board drawn once (the opening drew it).
    watch = ProgressWatch().start()
    assert window.open_path(path) is True
    watch.stop()
    assert len(window.current_track().pieces) == 3_000 and window.path == path
    assert len(window.scene.piece_items()) == 3_000
    assert watch.labels == ["Opening large.json…"]


# ---------------------------------------------------------------------- Print Preview, in a child process
# The preview's own paint request must never let events run (that crashed Qt), so the editor
# paints the pages into pictures first, with the progress dialog, and the preview only replays
# them. The progress dialog is watched (and cancelled) by a timer; a crash fails this test and
# not the run.


SPEC = __name__
PREVIEW_PROGRESS = "Print Preview"  # the progress dialog's title while the pages are painted


def large_preview_scenario(h: Harness) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QAction, QPageLayout
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton

    from benchmarks.synthetic import synthetic_track
    from ubuild_desktop.editor import export, open_editor, paper, settings

    settings.set_hex_size_mm(40.0)
    track = synthetic_track(600)  # 175 pages: past the question's 50 (2,000 pieces' 583 cost 8 CPU s more)
    h.notes["name"] = track.name
    editor = open_editor(track=track)
    h.settle()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)  # as the editor makes it
    board = paper.track_on_paper(track, 40.0)
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
    board = paper.track_on_paper(small_track, 40.0)
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


@pytest.mark.tool
@scenario_test(f"{SPEC}:large_preview_scenario", "ui-editor")  # in the editor scenarios' child
def test_print_preview_of_a_large_track_shows_progress_and_cancel(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
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
    assert f"Preparing the preview of {notes['name']}…" in notes["labels"], notes["labels"]
    assert notes["pages"] == [notes["expected"]] and notes["expected"] > 50, notes
    # A page set-up changed in the preview: painted again for it.
    assert notes["turned"] == notes["turned_expected"] == [5, 7], notes  # the parts list included
    assert (result.work / "preview.png").exists()
