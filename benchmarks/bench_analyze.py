"""A balance answer in under a second (issue 26): ``ubuild analyze`` and the editor's panel.

Run with ``python benchmarks/bench_analyze.py`` (``make bench-analyze``; options:
``--rounds R``, ``--no-panel``, ``--no-split``). It measures, on this machine, as users run them:

- **the command**: the installed ``ubuild analyze pro --games 1000 --jobs all`` (the exact
  odds plus 1,000 games of good players) and ``ubuild analyze traditional --games 500
  --jobs all``, each in a fresh process from a folder outside the source tree, start-up,
  imports and worker processes included: the wall time of each round, its CPU time (the
  command and its workers) and the machine's load average before it; beside them the
  parts: the start-up alone (``ubuild --version``), the exact part alone (``--games 0``);
- **the Balance panel** (offscreen, in this process, driven through its buttons): an
  editor on Pro simulates 1,000 games once (the panel's worker processes start), then
  after an edit (delete a piece, undo) it simulates again: the seconds from the click on
  Simulate to the figures, cold and warm, the CPU time of the window's process and of
  the workers (and of the fork server they start from) in each run, and how long the
  window's event loop went without turning while the games ran (the longest and the
  median gap between two beats of a 1 ms timer: a frame is 16.7 ms; the timer's own
  beats cost the window's process some CPU).

- **the split** (``--split``, on by default; one more run of each command, in CPU time,
  which the machine's load changes far less than wall time): in the command's process,
  the interpreter and the imports up to the workers' start (the part no worker can
  share), the exact odds, the summary, the rest (imports after the workers started,
  the text) and the exit; in the workers, each one's start, the games, and the rest
  (taking batches and sending results); the results' pickling and unpickling, timed
  apart; then the least wall time this CPU allows on the machine's cores (the part
  before the workers and the exit alone, the rest shared). Beside it, a worker's start
  by each start method: ``fork`` (the command line), ``forkserver`` with the engine
  preloaded (a window), ``spawn``. The split runs the command's own ``cli.main`` in a
  fresh process, with timers around its steps (:data:`SPLIT_CHILD`).

The commands run as an installed program does, from its cached bytecode (written by one
untimed start first, even where ``PYTHONDONTWRITEBYTECODE`` is set). The engine in use
(compiled or pure Python) is printed; ``UBUILD_PURE=1`` measures pure
Python. Wall times are only meaningful on an otherwise idle machine: the load average is
printed with every round, and the CPU time says what the work costs whatever the load.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
UBUILD = Path(sys.executable).with_name("ubuild")

COMMANDS: tuple[tuple[str, ...], ...] = (
    ("analyze", "pro", "--games", "1000", "--jobs", "all", "--no-fair"),
    ("analyze", "traditional", "--games", "500", "--jobs", "all", "--no-fair"),
    ("analyze", "pro", "--games", "0"),
    ("--version",),
)


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def command_env(cwd: str) -> dict[str, str]:
    """The environment a command runs in: this one, with its data folder in ``cwd`` and
    without ``PYTHONDONTWRITEBYTECODE``: an installed program starts from its cached
    bytecode, while with that variable set (and no cache yet) every start compiles each
    module from source, about 40% more instructions for ``ubuild --version`` (callgrind,
    issue 26), which the games then wait for (the workers fork after the imports)."""
    env = {**os.environ, "UBUILD_DATA_DIR": cwd}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def timed(args: tuple[str, ...], cwd: str) -> tuple[float, float, float]:
    """(wall seconds, CPU seconds of the command and its workers, 1-minute load before)."""
    load = os.getloadavg()[0]
    cpu = children_cpu()
    start = time.perf_counter()
    done = subprocess.run([str(UBUILD), *args], cwd=cwd, env=command_env(cwd),
                          capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"ubuild {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    return wall, children_cpu() - cpu, load


def engine(cwd: str) -> str:
    """The engine in use; first, one untimed run of each command writes the bytecode cache
    (see :func:`command_env`), as the first start of an installed program has."""
    for track in ("pro", "traditional"):  # (the exact part imports all the commands import; workers fork)
        subprocess.run([str(UBUILD), "analyze", track, "--games", "0"], cwd=cwd, env=command_env(cwd),
                       capture_output=True, check=False)
    done = subprocess.run([str(UBUILD), "simulate", "--track", "starter", "--games", "1", "--json"], cwd=cwd,
                          env=command_env(cwd), capture_output=True, text=True, check=True)
    return str(json.loads(done.stdout)["timing"]["engine"])


def bench_commands(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as cwd:
        print(f"engine: {engine(cwd)}; {os.cpu_count()} core(s); {rounds} rounds, side by side")
        times: dict[tuple[str, ...], list[tuple[float, float, float]]] = {c: [] for c in COMMANDS}
        for _ in range(rounds):
            for command in COMMANDS:  # one round of each in turn: the load falls alike on all
                times[command].append(timed(command, cwd))
        for command, rows in times.items():
            walls = sorted(w for w, _, _ in rows)
            cpus = sorted(c for _, c, _ in rows)
            loads = ", ".join(f"{w:.2f} s (load {load:.1f})" for w, _, load in rows)
            print(f"ubuild {' '.join(command)}")
            print(f"  wall: median {statistics.median(walls):.3f} s, best {walls[0]:.3f} s;"
                  f" CPU: median {statistics.median(cpus):.3f} s, best {cpus[0]:.3f} s")
            print(f"  rounds: {loads}")


# Run in a fresh process by :func:`split`: the command's own ``cli.main``, with timers (CPU
# time of this process, and of each worker at the start and end of each batch) around its
# steps; one JSON line of the parts on the last line of stdout.
SPLIT_CHILD = r"""
import json, os, pickle, resource, sys, tempfile, time

def cpu(who=resource.RUSAGE_SELF):
    u = resource.getrusage(who)
    return u.ru_utime + u.ru_stime

log = tempfile.NamedTemporaryFile("a", suffix=".split", delete=False)
def note(what, **more):
    with open(log.name, "a") as f:
        f.write(json.dumps({"pid": os.getpid(), "what": what, "cpu": cpu(), **more}) + chr(10))

from ubuild_desktop.core.engine import registry, simulate_pool, simulate_figures
parts = {}
made = simulate_pool.WorkerPool.__init__
def pool_init(self, *args, **kwargs):
    parts.setdefault("before_workers", cpu())
    made(self, *args, **kwargs)
simulate_pool.WorkerPool.__init__ = pool_init
batch = simulate_pool._run_batch
def run_batch(b, *args, **kwargs):
    start = cpu()
    try:
        return batch(b, *args, **kwargs)
    finally:
        note("batch", start=start, games=len(b.indices))
simulate_pool._run_batch = run_batch
summarize = simulate_figures.summarize
def timed_summarize(run, *args, **kwargs):
    start = cpu()
    try:
        return summarize(run, *args, **kwargs)
    finally:
        parts["summary"] = parts.get("summary", 0.0) + cpu() - start
        t = time.process_time()
        for k in range(0, len(run.results), 32):
            pickle.loads(pickle.dumps(run.results[k:k + 32]))
        parts["transfer"] = time.process_time() - t
from ubuild_desktop.core.engine import simulate as facade
facade.summarize = timed_summarize
load_part = registry.load_part
class Timed:
    def __init__(self, inner):
        self.inner = inner
    def __getattr__(self, name):
        value = getattr(self.inner, name)
        if name != "exact":
            return value
        def exact(*args, **kwargs):
            start = cpu()
            try:
                return value(*args, **kwargs)
            finally:
                parts["exact"] = parts.get("exact", 0.0) + cpu() - start
        return exact
def timed_part(*args, **kwargs):
    part = load_part(*args, **kwargs)
    return Timed(part) if hasattr(part, "exact") else part
registry.load_part = timed_part
from ubuild_desktop import cli
import contextlib, io
with contextlib.redirect_stdout(io.StringIO()):
    code = cli.main(sys.argv[1:])
parts["main"] = cpu()
parts["workers_total"] = cpu(resource.RUSAGE_CHILDREN)
rows = [json.loads(line) for line in open(log.name)]
os.unlink(log.name)
workers = {}
for row in rows:
    w = workers.setdefault(row["pid"], {"first": None, "games_cpu": 0.0, "games": 0, "batches": 0})
    if w["first"] is None or row["start"] < w["first"]:
        w["first"] = row["start"]
    w["games_cpu"] += row["cpu"] - row["start"]
    w["games"] += row["games"]
    w["batches"] += 1
parts["workers"] = list(workers.values())
parts["code"] = code
print(json.dumps(parts))
"""

# Run in a fresh process by :func:`start_methods`: a pool of two workers started by the
# given method, the CPU time each worker spent before its first task and the fork server's.
START_CHILD = r"""
import json, multiprocessing, os, resource, sys
from ubuild_desktop.core.engine.simulate import WorkerPool

def proc_cpu(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

if __name__ == "__main__":
    method = sys.argv[1]
    pool = WorkerPool(2, method, preload=["ubuild_desktop.core.engine.ubuild.rule_set",
                                          "ubuild_desktop.core.engine.traditional.rule_set"])
    pool.warm()
    # (a task every start method can send: a function of a module, not of this script)
    usage = [pool._executor.submit(resource.getrusage, resource.RUSAGE_SELF).result() for _ in range(2)]
    found = [u.ru_utime + u.ru_stime for u in usage]
    server = 0.0
    if method == "forkserver":
        from multiprocessing import forkserver
        server = proc_cpu(forkserver._forkserver._forkserver_pid)
    pool.shutdown()
    print(json.dumps({"workers": found, "server": server}))
"""


def split(command: tuple[str, ...], cwd: str) -> dict[str, object]:
    """The CPU split of one run of ``ubuild COMMAND`` (see the module's docstring)."""
    before = children_cpu()
    done = subprocess.run([sys.executable, "-c", SPLIT_CHILD, *command], cwd=cwd, env=command_env(cwd),
                          capture_output=True, text=True, check=False)
    total = children_cpu() - before
    if done.returncode != 0:
        raise SystemExit(f"split of ubuild {' '.join(command)} failed:\n{done.stderr[-2000:]}")
    parts: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    parts["total"] = total
    return parts


def print_split(command: tuple[str, ...], parts: dict[str, object]) -> None:
    workers = parts["workers"]
    assert isinstance(workers, list)
    total, main, workers_total = float(parts["total"]), float(parts["main"]), float(parts["workers_total"])
    before = float(parts.get("before_workers", main))
    exact, summary = float(parts.get("exact", 0.0)), float(parts.get("summary", 0.0))
    games_cpu = sum(w["games_cpu"] for w in workers)
    starts = [w["first"] for w in workers]
    parent_total = total - workers_total
    exit_cpu = parent_total - main
    rest = main - before - exact - summary
    workers_other = workers_total - games_cpu - sum(starts)
    cores = os.cpu_count() or 1
    serial = before + exit_cpu
    least = serial + (total - serial) / cores
    games = sum(w["games"] for w in workers)
    print(f"ubuild {' '.join(command)}: the split, CPU s (total {total:.3f})")
    print(f"  command's process: interpreter and imports before the workers start {before:.3f}, exact odds {exact:.3f},"
          f" summary {summary:.3f}, the rest (imports after, text) {rest:.3f}, exit {exit_cpu:.3f}")
    print(f"  workers ({len(workers)}): start {', '.join(f'{s:.3f}' for s in starts)};"
          f" {games} games in {sum(w['batches'] for w in workers)} batches {games_cpu:.3f}"
          f" ({', '.join(format(w['games_cpu'], '.3f') for w in workers)});"
          f" the rest (batches in, results out) {workers_other:.3f}")
    print(f"  results pickled and unpickled, timed apart: {float(parts.get('transfer', 0.0)):.4f}")
    print(f"  the least wall time this CPU allows on {cores} cores: {least:.2f} s"
          f" ({serial:.3f} alone: before the workers, and the exit; the rest shared)")


def start_methods(cwd: str) -> None:
    """A worker's start, in CPU time, by each start method (see the module's docstring)."""
    import multiprocessing

    methods = [m for m in ("fork", "forkserver", "spawn") if m in multiprocessing.get_all_start_methods()]
    print("a worker's start, CPU s (two workers; the engine and both rule sets imported before the first game):")
    for method in methods:
        done = subprocess.run([sys.executable, "-c", START_CHILD, method], cwd=cwd, env=command_env(cwd),
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            print(f"  {method}: failed: {done.stderr.strip().splitlines()[-1:]}")
            continue
        found = json.loads(done.stdout.strip().splitlines()[-1])
        server = f", and the fork server once {found['server']:.3f}" if method == "forkserver" else ""
        print(f"  {method}: {', '.join(f'{w:.3f}' for w in found['workers'])} each{server}")


def bench_split(cwd: str) -> None:
    for command in COMMANDS[:2]:
        print_split(command, split(command, cwd))
    start_methods(cwd)


def proc_cpu(pids: tuple[int, ...]) -> float:
    """The CPU time (user + system) of the processes ``pids`` so far (0 where unreadable)."""
    total = 0.0
    for pid in pids:
        try:
            fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def bench_panel(games: int) -> None:
    """The editor's Balance panel on Pro: a run cold, then warm after an edit."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        os.environ["UBUILD_DATA_DIR"] = str(Path(home) / "data")
        os.environ["UBUILD_CONFIG_DIR"] = str(Path(home) / "config")
        from PySide6.QtCore import Qt, QTimer
        from PySide6.QtTest import QTest

        from ubuild_desktop.core.trackfile import load_builtin
        from ubuild_desktop.editor import EditorWindow
        from ubuild_desktop.qtapp import application

        application()
        window = EditorWindow(load_builtin("pro"), offer_recovery=False)
        window.resize(1280, 800)
        window.show()
        window.balance_action.trigger()
        panel = window.balance
        panel.games_spin.setMaximum(max(panel.games_spin.maximum(), games))
        panel.games_spin.setValue(games)
        ticks: list[float] = []
        beat = QTimer()  # a beat every millisecond: how late each comes is how long the loop stood still
        beat.setTimerType(Qt.TimerType.PreciseTimer)
        beat.setInterval(1)
        beat.timeout.connect(lambda: ticks.append(time.perf_counter()))

        def server() -> tuple[int, ...]:
            from multiprocessing import forkserver

            pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
            return (pid,) if pid else ()

        def run() -> tuple[float, list[float], str]:
            ticks.clear()
            beat.start()
            pool = panel._pool
            workers = pool.processes() if pool is not None else ()
            before = (children_cpu(), resource.getrusage(resource.RUSAGE_SELF), proc_cpu(workers), proc_cpu(server()))
            start = time.perf_counter()
            QTest.mouseClick(panel.simulate_button, Qt.MouseButton.LeftButton)
            while panel.is_simulating():
                QTest.qWait(1)  # the window's own event loop (sleeps between events)
            seconds = time.perf_counter() - start
            beat.stop()
            pool = panel._pool
            assert pool is not None
            usage = resource.getrusage(resource.RUSAGE_SELF)
            window = usage.ru_utime + usage.ru_stime - before[1].ru_utime - before[1].ru_stime
            played = proc_cpu(pool.processes()) - before[2]
            started = proc_cpu(server()) - before[3]
            cpu = (f"CPU: the window's process {window:.2f} s, the workers ({pool.method}) {played:.2f} s"
                   + (f", the fork server {started:.2f} s" if started else ""))
            assert panel.main_column.simulated is not None, panel.main_column.sim_note.text()
            gaps = [b - a for a, b in zip(ticks, ticks[1:])] or [0.0]
            return seconds, gaps, cpu

        cold, _, cold_cpu = run()
        window.controller.set_selection([window.current_track().pieces[0].id])
        window.delete_action.trigger()
        window.undo_action.trigger()  # an edit and its undo: the track is new to the panel
        assert panel.main_column.simulated is None
        load = os.getloadavg()[0]
        warm, gaps, warm_cpu = run()
        print(f"Balance panel, Pro, {games} games, {panel.jobs} worker processes (load {load:.1f}):")
        print(f"  first run (the workers start): {cold:.2f} s; after an edit (warm): {warm:.2f} s")
        print(f"  first run {cold_cpu}")
        print(f"  warm run {warm_cpu}")
        print(f"  the window's event loop while the games ran: longest gap {max(gaps) * 1000:.1f} ms,"
              f" median {statistics.median(gaps) * 1000:.2f} ms ({len(gaps)} beats)")
        window.document.undo_stack.setClean()
        window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each command (default 5)")
    parser.add_argument("--no-panel", action="store_true", help="only the command")
    parser.add_argument("--no-split", action="store_true", help="without the CPU split of the commands")
    args = parser.parse_args(argv)
    if not UBUILD.is_file():
        raise SystemExit(f"no installed command at {UBUILD}: run `make` first")
    if args.rounds:
        bench_commands(args.rounds)
    if not args.no_split:
        with tempfile.TemporaryDirectory() as cwd:
            bench_split(cwd)
    if not args.no_panel:
        bench_panel(1000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
