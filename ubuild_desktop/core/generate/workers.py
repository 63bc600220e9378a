"""Where the generator's work runs: this process, a pool of worker processes, or a Ray cluster.

Each is an ``Executor`` whose ``map`` answers in the order it was asked, so the search
reads alike on all three and gives the same tracks (the tasks themselves, the
evaluation functions of :mod:`.search` and :mod:`.square`, are the same on every
backend: one code path):

- one job: the tasks run here, one by one (:class:`InProcess`);
- ``backend="process"`` (the default): ``jobs`` worker processes, the simulator's
  :class:`~..engine.simulate.WorkerPool` (forked from the command's process, or from a fork
  server that imported the engine and ``preload`` once in a window's process, as the
  Balance panel's: no worker starts a fresh interpreter where the system can fork), which
  end with their parent;
- ``backend="ray"``: the tasks of a ``map`` go to a Ray cluster as remote tasks, one CPU
  each. ``address`` names an existing cluster (``"auto"``, ``"ray://host:10001"``, or a
  head node's ``host:port``); without one, a local Ray is started with ``jobs`` CPUs and
  shut down at the end. Ray is an optional extra (``pip install .[cluster]``): asked
  without it, :class:`BackendError` says how to install it.

A cancel (``should_stop()``, asked every :data:`WATCH_S`) stops the work as soon as it
can: between tasks in this process, after the game in flight on worker processes (their
shared stop flag), and on Ray by cancelling the remote tasks not finished.
"""

from __future__ import annotations

import importlib

import logging
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Final, TypeVar

from ..engine.simulate import GameResult, SimulationCancelled, WorkerPool, _Batch, _run_batch
from ..i18n import QT_TRANSLATE_NOOP

__all__ = ["BACKENDS", "BackendError", "ExecutorPool", "InProcess", "RayExecutor", "WATCH_S", "worker_pool"]

T = TypeVar("T")

# What :class:`BackendError` says (context "Generate").
NO_RAY = QT_TRANSLATE_NOOP("Generate", "--backend ray needs Ray, which is not installed here ({reason}); install the optional "
                                       "extra with: pip install \u201cubuild_desktop[cluster]\u201d (or pip install ray)")
RAY_FAILED = QT_TRANSLATE_NOOP("Generate", "cannot reach the Ray cluster {address} ({reason})")
UNKNOWN_BACKEND = QT_TRANSLATE_NOOP("Generate", "unknown backend {backend}: process or ray")

#: The backends, the default first.
BACKENDS: Final = ("process", "ray")
#: How often (seconds) a pool's watcher asks ``should_stop()`` while the workers play.
WATCH_S: Final = 0.1


class BackendError(RuntimeError):
    """A backend cannot run (Ray not installed, a cluster not reached); ``template``
    (context "Generate") and ``params`` give the message to translate."""

    def __init__(self, template: str, **params: object) -> None:
        super().__init__(template.format(**params))
        self.template = template
        self.params = params


class InProcess(Executor):
    """One job: the tasks run here, one by one (an ``Executor`` so every path reads alike),
    ``should_stop()`` asked before each (:class:`~..engine.simulate.SimulationCancelled`)."""

    def __init__(self, should_stop: Callable[[], bool] | None = None) -> None:
        self.should_stop = should_stop

    def map(self, fn: Callable[..., T], *iterables: Any, timeout: float | None = None, chunksize: int = 1) -> Any:
        out = []
        for args in zip(*iterables):
            if self.should_stop is not None and self.should_stop():
                raise SimulationCancelled("stopped between tasks")
            out.append(fn(*args))
        return out


class ExecutorPool(WorkerPool):
    """The generator's executor as the ``pool`` of :func:`~..engine.simulate.simulate`
    (what ``balance.fair.propose_fair_start`` plays every game on): a run's batches go to
    the executor's workers, and several runs may play at once, one per thread (the Fair
    start proofs of the proposed tracks, :mod:`.search`), so both cores stay busy to the
    end of the last proof. A game's result depends only on its seed and index, so the
    games are those of ``simulate`` with any number of processes (the proofs are
    ``ubuild analyze --fair-proof``'s for the same seed). A cancel is the executor's
    (the worker pool's stop flag, set by its watcher)."""

    def __init__(self, executor: Executor, jobs: int) -> None:  # no processes of its own: the executor's
        self.jobs = max(1, jobs)
        self.tasks = executor  # the generator's executor (not a pool of its own)

    def warm(self) -> None:
        return None

    def run(self, batches: Sequence[_Batch], games: int, progress: Callable[[int], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> list[GameResult]:
        results: list[GameResult] = []
        for chunk in self.tasks.map(_run_batch, regrouped(batches, games, self.jobs)):  # in order, as each is done
            results.extend(chunk)
            if progress is not None:
                progress(len(results))
            if len(results) < games and should_stop is not None and should_stop():
                raise SimulationCancelled(f"cancelled after {len(results)} of {games} games")
        return results

    def processes(self) -> tuple[int, ...]:
        return ()

    def cancel(self) -> None:
        return None

    def shutdown(self, wait: bool = True) -> None:
        return None


#: :class:`ExecutorPool`'s tasks play at most this many games each (and at least
#: :data:`TASK_LEAST` unless the run is smaller): a few tenths of a second of Classic on the
#: compiled engine, so that a task's fixed cost (its pickling, the worker's collection
#: before it) stays small, while the runs of other proofs fill the workers at a run's end.
TASK_MOST: Final = 250
TASK_LEAST: Final = 50


def regrouped(batches: Sequence[_Batch], games: int, jobs: int) -> list[_Batch]:
    """``simulate``'s batches (about 16 a worker: for a pool of its own) joined into tasks
    of :data:`TASK_LEAST` to :data:`TASK_MOST` games, two a worker for a small run (the
    same games, the same order)."""
    size = min(TASK_MOST, max(TASK_LEAST, -(-games // (2 * max(1, jobs)))))
    out: list[_Batch] = []
    for batch in batches:
        if out and len(out[-1].indices) + len(batch.indices) <= size:
            out[-1] = replace(out[-1], indices=out[-1].indices + batch.indices)
        else:
            out.append(batch)
    return out


def import_ray() -> Any:
    """The ``ray`` module, or :class:`BackendError` saying how to install it."""
    try:  # imported by name: Ray is an optional extra, absent where plain mypy checks core
        ray = importlib.import_module("ray")
    except ImportError as exc:
        raise BackendError(NO_RAY, reason=str(exc) or "ImportError") from None
    return ray


class RayExecutor(Executor):
    """The tasks of each ``map`` as Ray remote tasks (one CPU each), read in the order asked;
    ``should_stop()`` is asked every :data:`WATCH_S` while they run, and a stop cancels
    the unfinished ones (:class:`~..engine.simulate.SimulationCancelled`)."""

    def __init__(self, ray: Any, should_stop: Callable[[], bool] | None = None) -> None:
        self.ray = ray
        self.should_stop = should_stop
        self._remote: dict[Callable[..., Any], Any] = {}

    def map(self, fn: Callable[..., T], *iterables: Any, timeout: float | None = None, chunksize: int = 1) -> Any:
        ray = self.ray
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = ray.remote(num_cpus=1, max_retries=1)(fn)
        refs = [remote.remote(*args) for args in zip(*iterables)]
        waiting = list(refs)
        while waiting:
            if self.should_stop is not None and self.should_stop():
                for ref in waiting:
                    ray.cancel(ref, force=True)
                raise SimulationCancelled("the Ray tasks were cancelled")
            _done, waiting = ray.wait(waiting, num_returns=len(waiting), timeout=WATCH_S)
        return ray.get(refs)


@contextmanager
def worker_pool(jobs: int, should_stop: Callable[[], bool] | None = None, backend: str = "process",
                address: str | None = None, preload: Sequence[str] = ()) -> Iterator[tuple[Executor, Any]]:
    """The executor of ``backend`` (see the module's docstring) and, for worker processes,
    their shared stop flag (else None). Worker processes: a :class:`WorkerPool` of ``jobs``
    (its start method, :func:`~..engine.simulate_pool.start_method`: fork where this
    process can, else a fork server preloading ``preload``, the modules of the tasks);
    a watcher thread asks ``should_stop()`` every :data:`WATCH_S` and sets the flag, so
    a cancel stops every worker after the game in flight; leaving by an exception sets it
    too. The workers start here, before the watcher thread (a fork copies one thread)."""
    if backend == "ray":
        with _ray_pool(jobs, should_stop, address) as pool:
            yield pool, None
        return
    if backend != "process":
        raise BackendError(UNKNOWN_BACKEND, backend=backend)
    if jobs <= 1:
        yield InProcess(should_stop), None
        return
    workers = WorkerPool(jobs, preload=preload)
    workers.warm()  # (fork: done already) every worker starts now and imports the engine and ``preload``
    pool, stop = workers.executor, workers.stop_flag
    over = threading.Event()

    def watch() -> None:
        while not over.wait(WATCH_S):
            if should_stop is not None and should_stop():
                stop.set()
                return

    if should_stop is not None:
        threading.Thread(target=watch, name="generate-stop-watch", daemon=True).start()
    finished = False
    try:
        yield pool, stop
        finished = True
    finally:
        over.set()
        if not finished:
            stop.set()
        workers.shutdown(wait=True)  # (the batches not started are cancelled)


@contextmanager
def _ray_pool(jobs: int, should_stop: Callable[[], bool] | None, address: str | None) -> Iterator[Executor]:
    """A :class:`RayExecutor` on the cluster at ``address`` (joined, and left at the end),
    or on a local Ray of ``jobs`` CPUs started here (and shut down at the end); a Ray
    this process had already started is used as it is."""
    ray = import_ray()
    started = False
    if not ray.is_initialized():
        try:
            if address:
                ray.init(address=address, log_to_driver=False, logging_level=logging.ERROR)
            else:
                ray.init(num_cpus=max(1, jobs), include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
        except Exception as exc:  # noqa: BLE001 (Ray's errors have no common base): one line naming the cluster
            raise BackendError(RAY_FAILED, address=address or "local", reason=str(exc).splitlines()[0] if str(exc) else
                               type(exc).__name__) from None
        started = True
    try:
        yield RayExecutor(ray, should_stop)
    finally:
        if started:
            ray.shutdown()
