"""The generator's worker processes: the simulator's ``WorkerPool`` (forked from the command
line, from a fork server in a window's process), never a fresh interpreter per worker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest

from ubuild_desktop.core.generate import search
from ubuild_desktop.core.generate.workers import worker_pool
from ubuild_desktop.core.trackfile import load_builtin

TRACKS = [load_builtin("starter").model_dump_json()] * 2


def _scores_and_parents() -> tuple[str, list[object], set[int]]:
    """The start method of ``worker_pool(2)``'s workers, their exact scores of TRACKS and
    their parents' process ids."""
    with worker_pool(2, preload=(search.__name__,)) as (pool, stop):
        assert stop is not None and not stop.is_set()
        method = pool._mp_context.get_start_method()  # type: ignore[attr-defined]
        scores = list(pool.map(search._exact_task, TRACKS, [4, 4]))
        parents = {pool.submit(os.getppid).result() for _ in range(4)}
    return method, scores, parents


@pytest.mark.tool
def test_the_command_lines_workers_fork_from_it() -> None:
    # A command's process (one thread, no Qt; this test's has Qt loaded): its workers fork
    # from it, the engine and the search already imported.
    script = ("import json, os; from tests.generate.test_workers import _scores_and_parents; "
              "m, s, p = _scores_and_parents(); print(json.dumps([m, sorted(p), os.getpid(), s[0] == s[1]]))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                         cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    assert out.returncode == 0, out.stderr
    method, parents, pid, same = json.loads(out.stdout.splitlines()[-1])
    assert method == "fork" and parents == [pid] and same


def test_with_other_threads_the_workers_come_from_a_fork_server() -> None:
    # A window's process (the Suggest dialog runs the search in a thread of its own): a
    # fork would copy one thread of many, so the workers fork from the fork server, which
    # imported the engine and the search once; no worker spawns a fresh interpreter.
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        method, scores, parents = _scores_and_parents()
    finally:
        release.set()
        other.join()
    assert method == "forkserver" and os.getpid() not in parents and len(parents) == 1  # the server is their parent
    assert scores == [search._exact_task(track, 4) for track in TRACKS]
