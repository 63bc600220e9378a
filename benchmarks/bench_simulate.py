"""``ubuild simulate`` on several cores: wall time and speed-up of ``--jobs J`` over ``--jobs 1``.

Run with ``python benchmarks/bench_simulate.py`` (options: ``--games N``, ``--track NAME``,
``--jobs J`` (repeatable; default 1, 2 and every core), ``--repeat R``). It runs the
installed command (``.venv/bin/ubuild simulate ... --json``) in a fresh process, from a
folder outside the source tree, exactly as a user runs it, and reads the wall time the
command reports for its games (process start-up and track loading excluded). The engine
in use (compiled or pure Python) is printed; ``UBUILD_PURE=1`` benchmarks pure Python.

Each job count is run ``--repeat`` times and the median is kept. The figures are only
meaningful on an otherwise idle machine: ``os.cpu_count()`` is printed beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

UBUILD = Path(sys.executable).with_name("ubuild")


def run(track: str, games: int, jobs: int, cwd: str) -> dict[str, Any]:
    done = subprocess.run(
        [str(UBUILD), "simulate", "--track", track, "--games", str(games), "--jobs", str(jobs), "--json"],
        cwd=cwd, env={**os.environ, "UBUILD_DATA_DIR": cwd}, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"ubuild simulate --jobs {jobs} failed:\n{done.stderr[-2000:]}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run (default 2000)")
    parser.add_argument("--track", default="pro", help="a built-in track (default pro)")
    parser.add_argument("--jobs", type=int, action="append", help="job counts (default 1, 2 and every core)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per job count (default 3)")
    args = parser.parse_args(argv)
    if not UBUILD.is_file():
        raise SystemExit(f"no installed command at {UBUILD}: run `make` first")
    cores = os.cpu_count() or 1
    counts = sorted(set(args.jobs or [1, 2, cores]))
    if 1 not in counts:
        counts.insert(0, 1)
    with tempfile.TemporaryDirectory() as cwd:
        first = run(args.track, 2, 1, cwd)
        print(f"ubuild simulate --track {args.track} --games {args.games}: engine {first['timing']['engine']}, "
              f"{cores} core(s), median of {args.repeat} runs")
        print(f"{'jobs':>4}  {'seconds':>8}  {'games/s':>8}  {'speed-up':>8}")
        base = 0.0
        for jobs in counts:
            seconds = statistics.median(
                run(args.track, args.games, jobs, cwd)["timing"]["seconds"] for _ in range(args.repeat))
            base = base or seconds
            print(f"{jobs:>4}  {seconds:>8.2f}  {args.games / seconds:>8.1f}  {base / seconds:>7.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
