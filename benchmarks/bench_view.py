"""Stacked pieces: opening, painting and exporting the hostile stack of 100,000 bridges on one hex.

Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_view.py``. For stacks of
10,000 and 100,000 pieces (a 0.7 MB and a 7 MB file) it runs, each in a fresh child
process, what a user runs and prints the wall time and the child's peak memory:

- **view**: ``ubuild view TRACK --screenshot OUT.png``: read and validate the file, open
  the viewer (board, problem markers, problems list), lay it out, paint it once;
- **export**: ``ubuild export TRACK --to OUT.png``.

Only the top ``MAX_DRAWN_STACK`` pieces of a stack are drawn (``core/limits.py``), so
what remains is reading and validating the file. Before that, the view of 10,000 stacked
pieces took 190 s (780 MB), of 100,000 over 300 s, and the PNG export of 100,000 was
stopped after 240 s at 10.4 GB.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from synthetic import stacked_track  # noqa: E402

from ubuild_desktop.core.trackfile import save_track  # noqa: E402

SIZES = (10_000, 100_000)
TIMEOUT = 600  # seconds: a guard, reported as such


def run(args: list[str]) -> tuple[str, str]:
    """Time ``ubuild ARGS`` in a child process: (seconds, peak MB) as text."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "ubuild_desktop", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    guard = threading.Timer(TIMEOUT, child.kill)  # a hang guard, reported as such
    guard.start()
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    guard.cancel()
    seconds = time.perf_counter() - start
    if seconds >= TIMEOUT:
        return f">{TIMEOUT} s", "?"
    if os.waitstatus_to_exitcode(status) != 0:
        return f"exit {os.waitstatus_to_exitcode(status)}", "?"
    return f"{seconds:.1f} s", f"{usage.ru_maxrss / 1024:.0f} MB"


def main() -> None:
    print(f"{'stacked pieces':<16}{'file':>8}{'view':>10}{'memory':>11}{'export PNG':>12}{'memory':>11}")
    with tempfile.TemporaryDirectory(prefix="ubuild-bench-view-") as folder:
        for n in SIZES:
            source = Path(folder) / f"stack{n}.json"
            save_track(stacked_track(n), source)
            view = run(["view", str(source), "--screenshot", str(Path(folder) / "view.png")])
            export = run(["export", str(source), "--to", str(Path(folder) / "board.png")])
            size = f"{source.stat().st_size / 1e6:.1f} MB"
            print(f"{n:<16,}{size:>8}{view[0]:>10}{view[1]:>11}{export[0]:>12}{export[1]:>11}")
    print("wall time of the whole command in a child process (start-up included); memory = its peak RSS")


if __name__ == "__main__":
    main()
