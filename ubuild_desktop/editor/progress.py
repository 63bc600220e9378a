"""Long work with a progress dialog and Cancel, in small steps between events.

A job is a generator that does a little work between two ``yield``s and yields how far
it is (a fraction from 0 to 1). :func:`run_with_progress` runs it in the window's own
thread (the board is drawn with Qt items, which live on the GUI thread) and lets the
event loop run after every step, so the window repaints and Cancel answers. Cancel
closes the generator: its ``finally`` clauses remove what it had half written.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

T = TypeVar("T")
Job = Generator[float, None, T]
STEPS = 1000  # the progress bar's resolution
SHOW_AFTER_MS = 300  # quick work finishes before any dialog shows


class Cancelled(Exception):
    """The user pressed Cancel: the job was stopped and cleaned up after."""


def run_with_progress(parent: QWidget | None, title: str, label: str, job: Job[T]) -> T:
    """Run ``job`` to its end with a progress dialog over ``parent``; its return value.

    Raises :class:`Cancelled` if the user cancels (the job is closed first), and lets
    the job's own errors through (the job is closed too).
    """
    dialog = QProgressDialog(label, QApplication.translate("progress", "Cancel"), 0, STEPS, parent)
    dialog.setObjectName("progressDialog")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)
    try:
        while True:
            try:
                done = next(job)
            except StopIteration as finished:
                return finished.value  # type: ignore[no-any-return]
            dialog.setValue(min(STEPS - 1, max(0, round(done * STEPS))))
            QApplication.processEvents()
            if dialog.wasCanceled():
                job.close()
                raise Cancelled()
    finally:
        job.close()  # after an error too: the job's finally cleans up
        dialog.close()
        dialog.deleteLater()


def run_to_end(job: Job[T]) -> T:
    """Run ``job`` without a dialog (the command line, a test); its return value."""
    while True:
        try:
            next(job)
        except StopIteration as finished:
            return finished.value  # type: ignore[no-any-return]
