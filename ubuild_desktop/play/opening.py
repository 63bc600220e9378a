"""Opening a game file without freezing the window: read off the UI thread, with progress.

Reading a game replays its whole history (every action checked, every roll compared with
the seed), which takes a while for a long game. :class:`GameOpening` runs
:func:`~.files.read_play_file` on a worker thread and shows a progress dialog with
Cancel if it takes more than a moment; the result comes back on the UI thread through
its signals. Home's Resume and Open and the play window's Open all open games this way;
:func:`~.window.resume_window` is the same reading done in place (the command line and
the tests of what a file holds).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressBar, QProgressDialog, QWidget

from ubuild_desktop.core.engine.kernel.gamefile import GameFileError, OpenCancelled
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.jsonfile import file_error, one_line
from ubuild_desktop.words import file_error_text

from .files import PlayFile, read_play_file

# The progress dialog shows only if the reading takes longer than this.
SHOW_PROGRESS_AFTER_MS = 400
# The worker's pause at each progress report (every gamefile.PROGRESS_STEP actions).
YIELD_SECONDS = 0.001


class GameOpening(QObject):
    """One game file being read on a worker thread.

    Signals (on the UI thread): ``opened(PlayFile)``, ``failed(str)`` (the one-line
    message naming the file), ``cancelled()``; exactly one of them, once. ``progressed``
    carries (actions replayed, actions in all) from the worker to the dialog.
    """

    opened = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    progressed = Signal(int, int)

    def __init__(self, path: str | Path, parent: QWidget, label: str | None = None) -> None:
        """Start reading ``path``; ``label``: what the progress dialog says (default: the file's name)."""
        super().__init__(parent)
        self.path = Path(path)
        self._cancel = threading.Event()
        self._finished = threading.Event()
        if label is None:
            label = self.tr("Opening {name}…").format(name=one_line(self.path.name))
        self.dialog = QProgressDialog(label, self.tr("Cancel"), 0, 0, parent)
        self.dialog.setObjectName("openingGame")
        self.dialog.setWindowTitle(self.tr("Opening a game"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setAutoReset(False)
        self.dialog.setAutoClose(False)
        # The bar is set directly, and the dialog shown by a timer of ours: the dialog's
        # own setValue runs the event loop inside it when modal, which could finish the
        # opening (and delete the dialog) in the middle of a progress report.
        self.bar = QProgressBar(self.dialog)
        self.bar.setRange(0, 0)
        self.dialog.setBar(self.bar)
        self.dialog.setMinimumDuration(2**31 - 1)  # never by itself
        self.dialog.canceled.connect(self.cancel)
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self.dialog.show)
        self._show_timer.start(SHOW_PROGRESS_AFTER_MS)
        self.progressed.connect(self._show_progress)
        self._outcome = _Outcome()
        self._outcome.done.connect(self._finish)
        self._thread = threading.Thread(target=self._read, name="open-game", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop reading (the Cancel button); ``cancelled`` follows once the worker stops."""
        self._cancel.set()

    def is_running(self) -> bool:
        return not self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has read the file (tests, and a window closing)."""
        return self._finished.wait(timeout)

    def _read(self) -> None:  # the worker thread
        try:
            result: object = read_play_file(self.path, self._progress)
        except OpenCancelled:
            result = None
        except GameFileError as exc:
            result = exc
        except Exception as exc:  # noqa: BLE001 (a bug must reach the user as a message, not kill a thread silently)
            result = file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: cannot be opened ({reason})"),
                                file=one_line(str(self.path)), reason=f"{type(exc).__name__}: {exc}")
        self._finished.set()
        self._outcome.done.emit(result)

    def _progress(self, done: int, total: int) -> None:  # the worker thread
        if self._cancel.is_set():
            raise OpenCancelled
        self.progressed.emit(done, total)
        # Let the UI thread have the interpreter for a moment (to show this progress, or to
        # hear Cancel): a busy thread may otherwise keep it for long stretches.
        time.sleep(YIELD_SECONDS)

    def _show_progress(self, done: int, total: int) -> None:
        if self.bar.maximum() != total:
            self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _finish(self, result: object) -> None:
        self._show_timer.stop()
        self.dialog.hide()
        self.dialog.deleteLater()
        if isinstance(result, PlayFile):
            self.opened.emit(result)
        elif isinstance(result, GameFileError):
            self.failed.emit(file_error_text(result))
        else:
            self.cancelled.emit()
        self.deleteLater()


class _Outcome(QObject):
    """Carries the worker's result to the UI thread (a queued signal of an object that lives there)."""

    done = Signal(object)
