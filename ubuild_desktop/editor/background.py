"""Long work off the window's thread: :class:`BackgroundJob`, the one shape of the Balance
panel's simulation, its Fair start search and the track generator's search.

The work runs in a daemon thread (quitting never waits for it; the engine's own worker
processes end with it). Its signals are emitted from that thread and arrive queued on the
thread that made the job (the window's): a subclass's own ``progressed``, then exactly one
of ``finished(result)``, ``cancelled()`` or ``failed(message)``.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)


class BackgroundJob(QObject):
    """One piece of work in a thread of its own; a subclass writes :meth:`work`, which
    polls :meth:`should_stop` (through the engine's ``should_stop`` callbacks)."""

    finished = Signal(object)
    cancelled = Signal()
    failed = Signal(str)

    #: The thread's name (seen in a debugger and in the log of a failure).
    NAME = "background-job"
    #: What :meth:`work` raises when it stopped because :meth:`cancel` asked it to.
    CANCELLED: tuple[type[BaseException], ...] = ()
    #: What it raises for a refusal worth showing as it is (its message is the user's).
    REFUSED: tuple[type[BaseException], ...] = (ValueError, OSError, RuntimeError)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=self.NAME, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Ask the work to stop (after the games in flight)."""
        self._stop.set()

    def should_stop(self) -> bool:
        return self._stop.is_set()

    def is_running(self) -> bool:
        return self._thread.is_alive()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the thread to end (after :meth:`cancel`: the games in flight); True if it did."""
        if self._thread.ident is not None:
            self._thread.join(seconds)
        return not self._thread.is_alive()

    def work(self) -> object:
        """The work itself, in the job's thread; its result is ``finished``'s."""
        raise NotImplementedError

    def _run(self) -> None:
        try:
            result = self.work()
        except self.CANCELLED:
            self.cancelled.emit()
        except self.REFUSED as exc:
            self.failed.emit(str(exc))
        except Exception as exc:  # the thread's edge: a bug ends the work with a message, not a hang
            log.exception("%s failed", self.NAME)
            self.failed.emit(repr(exc))
        else:
            self.finished.emit(result)
