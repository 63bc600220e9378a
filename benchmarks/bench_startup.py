"""What starting costs: each command as users run it, a worker process of a simulation, a
play window's first opening, in CPU time (user + system of the child processes, never wall
time: the machine may be shared) and in modules loaded.

Run with ``python benchmarks/bench_startup.py [ROUNDS]`` (``UBUILD_PURE=1`` for the pure
build). Every row is the median over ROUNDS (default 5) of a new process:

- ``ubuild --version`` (what parsing any command line costs), ``validate`` of a track file
  and of the traditional board, ``simulate starter --games 1``, ``simulate traditional
  --games 1``, ``analyze pro --games 10``, ``ubuild tracks``;
- **spawn worker**: a simulation's worker process started with ``spawn`` (a window's
  process, macOS, Windows), up to the end of its first game of Starter (``WorkerPool``);
- **play window**: ``ubuild play starter --screenshot`` and ``ubuild play traditional
  --screenshot`` (offscreen): the program started, the window opened and drawn once.

Each row also gives how many modules the command's process loaded (``-X importtime``'s
count) and whether it loaded the other rule set, the square board's model or Qt. It runs on
any commit with these commands (``PYTHONPATH=<an older checkout>`` measures that one), so the
same script measures before and after a change.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRACK_FILE = ROOT / "ubuild_desktop" / "data" / "tracks" / "starter.json"

_WORKER = """
import sys
from ubuild_desktop.core.engine import simulate as sim
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.trackfile import load_builtin
track = load_builtin("starter")
rules = rule_set_of(track)
batch = sim._Batch(rules.name, type(rules).__module__, rules.dump_board(track), 2, ("good",), 0, (0,), sim.DEFAULT_CAP)
pool = sim.WorkerPool(1, method="spawn")
assert len(pool.run([batch], 1)) == 1
pool.shutdown()
"""


def _command(*args: str) -> list[str]:
    return [sys.executable, "-X", "importtime", "-m", "ubuild_desktop", *args]


def cases(out: Path) -> list[tuple[str, list[str]]]:
    return [
        ("ubuild --version", _command("--version")),
        ("ubuild validate <track file>", _command("validate", str(TRACK_FILE))),
        ("ubuild validate traditional", _command("validate", "traditional")),
        ("ubuild simulate starter --games 1", _command("simulate", "starter", "--games", "1")),
        ("ubuild simulate traditional --games 1", _command("simulate", "traditional", "--games", "1")),
        ("ubuild analyze pro --games 10", _command("analyze", "pro", "--games", "10")),
        ("ubuild tracks", _command("tracks")),
        ("spawn worker + 1 Starter game", [sys.executable, "-X", "importtime", "-c", _WORKER]),
        ("ubuild play starter (window)", _command("play", "starter", "--no-animations", "--screenshot", str(out))),
        ("ubuild play traditional (window)", _command("play", "traditional", "--no-animations", "--screenshot", str(out))),
    ]


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv: list[str]) -> tuple[float, set[str]]:
    """CPU seconds of one run and the modules its main process imported."""
    start = children_cpu()
    # Run from a folder of no checkout: ``python -m`` looks in the current folder first.
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=tempfile.gettempdir())
    spent = children_cpu() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)}: exit {done.returncode}\n{done.stderr[-2000:]}")
    modules = {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    modules.discard("imported package")
    return spent, modules


def flags(modules: set[str]) -> str:
    def has(prefix: str) -> bool:
        return any(m == prefix or m.startswith(prefix + ".") for m in modules)

    shown = [("U-Build rules", has("ubuild_desktop.core.engine.ubuild")),
             ("traditional rules", has("ubuild_desktop.core.engine.traditional")),
             ("square board model", "ubuild_desktop.core.square.board" in modules), ("Qt", has("PySide6"))]
    return ", ".join(name for name, there in shown if there) or "-"


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
    os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))
    out = Path(tempfile.mkdtemp(prefix="ubuild-bench-shot-")) / "window.png"
    print(f"{'':<40} {'CPU ms':>7} {'modules':>8}  loaded   (median of {rounds}; "
          f"{'pure Python' if os.environ.get('UBUILD_PURE') else 'compiled build if current'})")
    for label, argv in cases(out):
        samples = [run(argv) for _ in range(rounds)]
        ms = statistics.median(s[0] for s in samples) * 1000
        print(f"{label:<40} {ms:7.0f} {len(samples[-1][1]):8d}  {flags(samples[-1][1])}")


if __name__ == "__main__":
    main()
