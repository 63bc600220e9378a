"""The simulation's worker processes (issue 26): the same games whatever the processes, a
warm pool reused run after run, and a cancel that leaves no worker playing."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future

import pytest

from ubuild_desktop.core.engine.simulate import (
    BATCHES_PER_JOB, SimulationCancelled, WorkerPool, batch_sizes, simulate, start_method,
)
from ubuild_desktop.core.engine.registry import resolve_board
from ubuild_desktop.core.trackfile import load_builtin

WAIT_S = 300  # a bound against a hang, not a speed check


@pytest.mark.parametrize("games,jobs", [(1000, 2), (500, 2), (37, 3), (10_000, 1), (5, 2), (1, 4), (0, 2)])
def test_batches_cover_every_game_once_and_end_small(games: int, jobs: int) -> None:
    sizes = batch_sizes(games, jobs)
    assert sum(sizes) == games and all(size >= 1 for size in sizes)
    if games:
        base = -(-games // (jobs * BATCHES_PER_JOB))
        assert max(sizes) == sizes[0] == base
        assert sizes == sorted(sizes, reverse=True)  # the smallest last
        assert sizes[-1] == 1  # the last game alone: no worker is left with a batch to play alone
        left = games
        for size in sizes:  # never more than half a worker's share of what is left, once little is
            assert size <= max(1, left // (2 * jobs)) or size == base
            left -= size


@pytest.mark.parametrize("board,strengths", [("starter", ("mixed",)), ("traditional", ("good", "simple"))])
def test_the_same_games_whatever_the_processes(board: str, strengths: tuple[str, ...]) -> None:
    track = resolve_board(board)
    one = simulate(track, 3, strengths, games=13, seed=4, jobs=1)
    assert [r.index for r in one.results] == list(range(13))
    for jobs in (2, 3):
        many = simulate(track, 3, strengths, games=13, seed=4, jobs=jobs)
        assert many.results == one.results, jobs
    pool = WorkerPool(2)
    try:
        assert simulate(track, 3, strengths, games=13, seed=4, pool=pool).results == one.results
    finally:
        pool.shutdown()


def test_a_warm_pool_plays_run_after_run_on_the_same_workers() -> None:
    starter, traditional = load_builtin("starter"), resolve_board("traditional")
    pool = WorkerPool(2)
    try:
        pool.warm()
        first = simulate(starter, 2, ("simple",), games=6, seed=1, pool=pool)
        workers = pool.processes()
        assert len(workers) == 2
        other = simulate(traditional, 2, ("simple",), games=5, seed=1, pool=pool)  # another rule set
        again = simulate(starter, 2, ("simple",), games=6, seed=1, pool=pool)
        assert pool.processes() == workers, "no process started for the later runs"
        assert pool.played() == 6 + 5 + 6 and pool.playing() == 0
    finally:
        pool.shutdown()
    assert again.results == first.results == simulate(starter, 2, ("simple",), games=6, seed=1).results
    assert other.results == simulate(traditional, 2, ("simple",), games=5, seed=1).results


def test_a_cancel_leaves_no_worker_playing() -> None:
    """A run cancelled in flight returns once no worker plays one of its games; the
    workers stop after their game (not their batch), and no batch of the cancelled run is
    played afterwards: the next run on the same pool plays its own games only."""
    track = load_builtin("starter")
    jobs = 2
    pool = WorkerPool(jobs)
    outcome: list[BaseException | None] = []

    def play() -> None:
        try:
            simulate(track, 2, ("simple",), games=4000, seed=3, pool=pool)  # batches of 125 games
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - read below
            outcome.append(exc)

    try:
        thread = threading.Thread(target=play)
        thread.start()
        deadline = time.monotonic() + WAIT_S
        while pool.played() < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert pool.playing() > 0, "the workers are playing"
        asked = pool.played()
        pool.cancel()
        thread.join(WAIT_S)
        assert not thread.is_alive()
        assert len(outcome) == 1 and isinstance(outcome[0], SimulationCancelled), outcome
        assert pool.playing() == 0, "a worker plays on for a cancelled run"
        stopped = pool.played()
        # After the cancel: the game each worker was playing, and at most one game of each
        # batch already handed to a worker (the pool's queue holds one more than the
        # workers). A worker that played its batch to the end would add about 60 games.
        assert stopped - asked <= 2 * (2 * jobs + 1), (asked, stopped)
        after = simulate(track, 2, ("simple",), games=3, seed=5, pool=pool)
        assert len(after.results) == 3
        assert pool.played() == stopped + 3, "a batch of the cancelled run was played after it"
        assert pool.playing() == 0
    finally:
        pool.shutdown()


def test_the_command_line_forks_and_a_window_uses_a_fork_server() -> None:
    """Forking is safe only in a process with one thread and no Qt (the command line);
    with other threads running the workers fork from a fork server (or spawn)."""
    assert start_method() in ("fork", "forkserver", "spawn")
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        assert start_method() in ("forkserver", "spawn")
    finally:
        release.set()
        other.join()


def test_a_run_cancelled_on_a_pool_shut_down_under_it_returns() -> None:
    """The Balance panel replaces its pool when its process count changes
    (``shutdown(wait=False)``) while a cancelled Fair start search may still be waiting for
    its games on it: the executor then cancels the batches not started without telling
    ``concurrent.futures.wait``, which waited for ever (closing the editor hung, CI at
    stop 33). The run returns once the games in flight are played."""
    track = load_builtin("starter")
    pool = WorkerPool(1)
    outcome: list[BaseException | None] = []
    asked: list[bool] = []

    def should_stop() -> bool:  # after the first batch: the pool goes, then the run stops
        if not asked:
            asked.append(True)
            pool.shutdown(wait=False)
        return True

    def play() -> None:
        try:
            simulate(track, 2, ("simple",), games=400, seed=3, pool=pool, should_stop=should_stop)
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - read below
            outcome.append(exc)

    thread = threading.Thread(target=play, daemon=True)  # daemon: a hang fails this test, not the run's end
    thread.start()
    thread.join(WAIT_S)
    assert not thread.is_alive(), "the cancelled run waits for ever for batches its shut-down pool will never play"
    assert len(outcome) == 1 and isinstance(outcome[0], SimulationCancelled), outcome


def test_a_run_whose_batches_its_pool_cancels_before_any_worker_takes_one_returns() -> None:
    """The other face of the hang above, seen under load in CI's tests: the pool was
    replaced before a worker took the run's first batch, so every batch was cancelled by
    the executor's shutdown, which ``as_completed`` never sees; the run waited for ever,
    the workers idle. A stand-in executor cancels each batch as it is handed in."""

    class Cancelling:
        def submit(self, *_args: object) -> Future[object]:
            future: Future[object] = Future()
            future.cancel()  # as ``shutdown(cancel_futures=True)`` does: CANCELLED, never notified
            return future

    track = load_builtin("starter")
    pool = WorkerPool(1)
    real = pool._executor
    pool._executor = Cancelling()  # type: ignore[assignment]
    outcome: list[BaseException | None] = []

    def play() -> None:
        try:
            simulate(track, 2, ("simple",), games=40, seed=3, pool=pool)
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - read below
            outcome.append(exc)

    try:
        thread = threading.Thread(target=play, daemon=True)
        thread.start()
        thread.join(WAIT_S)
        assert not thread.is_alive(), "the run waits for ever for batches cancelled by its pool"
        assert len(outcome) == 1 and isinstance(outcome[0], SimulationCancelled), outcome
    finally:
        pool._executor = real
        pool.shutdown()
