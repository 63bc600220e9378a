"""Long work in the editor: export, print and open show progress with Cancel, and never freeze.

Driven as a user does: the menu actions, the file dialog answered by a timer, the progress
dialog watched (and cancelled) by a timer while the work runs. A cancelled export leaves
no file (nor a temporary one), and an older file of that name as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImageReader
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QFileDialog, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import synthetic_track
from tests.modal import choose_file, when_modal
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


@pytest.fixture(scope="module")
def big_track() -> Track:
    return synthetic_track(10_000)


def test_a_10000_piece_track_exports_as_png_with_progress(qtbot: QtBot, make_editor, big_track: Track,
                                                          tmp_path: Path) -> None:
    window = make_editor(big_track)
    target = tmp_path / "big.png"
    watch = ProgressWatch().start()
    answered = choose_file(target)
    window.export_png_action.trigger()  # File > Export > Export as PNG…
    watch.stop()
    assert answered
    assert target.exists() and not leftover_temporaries(target)
    size = QImageReader(str(target)).size()  # (too large for QImage's default allocation limit)
    assert max(size.width(), size.height()) == 16_384
    # A progress dialog showed and moved on while the window kept handling events.
    values = [v for seen in watch.seen.values() for v in seen]
    assert watch.labels and all(label == "Exporting big.png…" for label in watch.labels), watch.labels
    assert len(set(values)) >= 3, watch.seen
    assert "Exported big.png" in window.statusBar().currentMessage()


def test_cancelling_a_pdf_export_midway_leaves_no_file(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    window = make_editor(synthetic_track(2_000))
    target = tmp_path / "big.pdf"
    target.write_bytes(b"an older export")  # the user's older file of that name stays as it was
    dialogs.answers["question"] = QMessageBox.StandardButton.Yes  # "Many Pages": go on with all of them
    # Cancel in the second progress dialog (the pages: the board is drawn by then), halfway.
    watch = ProgressWatch(cancel_when=lambda number, value: number >= 2 and value >= 500).start()
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
