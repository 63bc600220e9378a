"""A balance answer in under a second (issue 26): ``ubuild analyze`` and the editor's panel.

Run with ``python benchmarks/bench_analyze.py`` (``make bench-analyze``; options:
``--rounds R``, ``--no-panel``). It measures, on this machine, as users run them:

- **the command**: the installed ``ubuild analyze pro --games 1000 --jobs all`` (the exact
  odds plus 1,000 games of good players) and ``ubuild analyze traditional --games 500
  --jobs all``, each in a fresh process from a folder outside the source tree, start-up,
  imports and worker processes included: the wall time of each round, its CPU time (the
  command and its workers) and the machine's load average before it; beside them the
  parts: the start-up alone (``ubuild --version``), the exact part alone (``--games 0``);
- **the Balance panel** (offscreen, in this process, driven through its buttons): an
  editor on Pro simulates 1,000 games once (the panel's worker processes start), then
  after an edit (delete a piece, undo) it simulates again: the seconds from the click on
  Simulate to the figures, cold and warm, and how long the window's event loop went
  without turning while the games ran (the longest and the median gap between two beats
  of a 1 ms timer: a frame is 16.7 ms).

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

        def run() -> tuple[float, list[float]]:
            ticks.clear()
            beat.start()
            start = time.perf_counter()
            QTest.mouseClick(panel.simulate_button, Qt.MouseButton.LeftButton)
            while panel.is_simulating():
                QTest.qWait(1)  # the window's own event loop (sleeps between events)
            seconds = time.perf_counter() - start
            beat.stop()
            assert panel.main_column.simulated is not None, panel.main_column.sim_note.text()
            gaps = [b - a for a, b in zip(ticks, ticks[1:])] or [0.0]
            return seconds, gaps

        cold, _ = run()
        window.controller.set_selection([window.current_track().pieces[0].id])
        window.delete_action.trigger()
        window.undo_action.trigger()  # an edit and its undo: the track is new to the panel
        assert panel.main_column.simulated is None
        load = os.getloadavg()[0]
        warm, gaps = run()
        print(f"Balance panel, Pro, {games} games, {panel.jobs} worker processes (load {load:.1f}):")
        print(f"  first run (the workers start): {cold:.2f} s; after an edit (warm): {warm:.2f} s")
        print(f"  the window's event loop while the games ran: longest gap {max(gaps) * 1000:.1f} ms,"
              f" median {statistics.median(gaps) * 1000:.2f} ms ({len(gaps)} beats)")
        window.document.undo_stack.setClean()
        window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each command (default 5)")
    parser.add_argument("--no-panel", action="store_true", help="only the command")
    args = parser.parse_args(argv)
    if not UBUILD.is_file():
        raise SystemExit(f"no installed command at {UBUILD}: run `make` first")
    bench_commands(args.rounds)
    if not args.no_panel:
        bench_panel(1000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
