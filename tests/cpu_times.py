"""CPU time per test, for finding what makes the suite slow on a busy machine.

``pytest --cpu-times=20`` lists the 20 tests that used the most CPU (setup, call and
teardown together): the test's own process and, apart, its child processes (pip, mypy,
the installed ``ubuild`` and whatever they start, counted when they have ended), with the
wall time and the number of child processes the test itself started beside them. ``--cpu-times-json=FILE`` writes every test's numbers to FILE.
CPU seconds hardly change with the machine's load, unlike wall seconds, so they compare
runs made while other work shares the cores. Works with and without pytest-xdist (the
numbers travel in each report's ``user_properties``).

``tests/cpu_costs.json`` keeps each costly test's CPU seconds from such a run, so that
``make test`` hands out the longest tests first (tests/conftest.py) and no core is left
with a long one at the end: ``python -m tests.cpu_times FILE`` writes it again from a
``--cpu-times-json`` FILE (a test missing from it counts as cheap).
"""

from __future__ import annotations

import json
import multiprocessing.util
import sys
from pathlib import Path
import resource
import subprocess
from collections.abc import Generator

import pytest

_START = pytest.StashKey[tuple[float, float, int]]()
_KEY = "cpu_times"
_started = [0]  # child processes started in this process so far (subprocess and multiprocessing)


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def add_options(parser: pytest.Parser) -> None:
    """The options (tests/conftest.py's ``pytest_addoption`` calls this)."""
    group = parser.getgroup("cpu times")
    group.addoption("--cpu-times", type=int, default=0, metavar="N",
                    help="list the N tests that used the most CPU (own process + child processes)")
    group.addoption("--cpu-times-json", default=None, metavar="FILE",
                    help="write every test's CPU and wall seconds to FILE (JSON)")


def _count_children() -> None:
    """Count each child process this process starts: ``subprocess`` (the installed
    ``ubuild``, a child Python, pip, mypy) and ``multiprocessing``'s spawned workers."""
    execute = subprocess.Popen._execute_child  # type: ignore[attr-defined]
    spawn = multiprocessing.util.spawnv_passfds

    def counted_execute(*args, **kwargs):
        _started[0] += 1
        return execute(*args, **kwargs)

    def counted_spawn(*args, **kwargs):
        _started[0] += 1
        return spawn(*args, **kwargs)

    subprocess.Popen._execute_child = counted_execute  # type: ignore[attr-defined]
    multiprocessing.util.spawnv_passfds = counted_spawn


class _Measure:
    """Where tests run: an xdist worker, or the only process."""

    def __init__(self) -> None:
        _count_children()

    @pytest.hookimpl(hookwrapper=True, tryfirst=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
        item.stash[_START] = (*_cpu(), _started[0])
        yield

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, None, None]:
        outcome = yield
        if call.when != "teardown" or _START not in item.stash:
            return
        own0, children0, started0 = item.stash[_START]
        own1, children1 = _cpu()
        report = outcome.get_result()
        report.user_properties.append((_KEY, (round(own1 - own0, 3), round(children1 - children0, 3),
                                              _started[0] - started0)))


class _Collector:
    def __init__(self) -> None:
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, tuple[float, float]] = {}
        self.started: dict[str, int] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.wall[report.nodeid] = self.wall.get(report.nodeid, 0.0) + report.duration
        for name, value in report.user_properties:
            if name == _KEY:
                self.cpu[report.nodeid] = (float(value[0]), float(value[1]))
                self.started[report.nodeid] = int(value[2]) if len(value) > 2 else 0

    def pytest_terminal_summary(self, terminalreporter, config: pytest.Config) -> None:
        rows = sorted(((own + child, own, child, self.wall.get(node, 0.0), node)
                       for node, (own, child) in self.cpu.items()), reverse=True)
        path = config.getoption("--cpu-times-json")
        if path:
            with open(path, "w", encoding="utf-8") as out:
                json.dump({node: {"own": own, "children": child, "wall": wall,
                                  "started": self.started.get(node, 0)}
                           for _, own, child, wall, node in rows}, out, indent=1)
        count = config.getoption("--cpu-times")
        if count <= 0:
            return
        total_own = sum(row[1] for row in rows)
        total_child = sum(row[2] for row in rows)
        started = sum(self.started.values())
        terminalreporter.write_sep("=", f"CPU seconds: {len(rows)} tests, {total_own:.1f} own + "
                                        f"{total_child:.1f} in {started} child processes = "
                                        f"{total_own + total_child:.1f}")
        terminalreporter.write_line(f"{'total':>8} {'own':>8} {'child':>8} {'wall':>8} {'started':>7}  test")
        for total, own, child, wall, node in rows[:count]:
            terminalreporter.write_line(f"{total:8.2f} {own:8.2f} {child:8.2f} {wall:8.2f} "
                                        f"{self.started.get(node, 0):7d}  {node}")


def configure(config: pytest.Config) -> None:
    """Measure and report if asked (tests/conftest.py's ``pytest_configure`` calls this)."""
    if config.getoption("--cpu-times") > 0 or config.getoption("--cpu-times-json"):
        config.pluginmanager.register(_Measure(), "cpu_times_measure")  # where tests run
        if not hasattr(config, "workerinput"):  # the controller (or a run without xdist) sums up
            config.pluginmanager.register(_Collector(), "cpu_times_collector")


COSTS = Path(__file__).with_name("cpu_costs.json")
_COSTLY = 0.5  # CPU seconds: the tests kept in COSTS (the rest count as cheap)


def load_costs() -> dict[str, float]:
    """Each costly test's CPU seconds (by its id without an xdist group), from ``COSTS``."""
    try:
        return {str(k): float(v) for k, v in json.loads(COSTS.read_text(encoding="utf-8")).items()}
    except (OSError, ValueError, AttributeError):
        return {}


def write_costs(times_json: Path) -> None:
    """``COSTS`` from a ``--cpu-times-json`` file."""
    times = json.loads(times_json.read_text(encoding="utf-8"))
    costs = {node.split("@")[0]: round(t["own"] + t["children"], 1) for node, t in times.items()
             if t["own"] + t["children"] >= _COSTLY}
    COSTS.write_text(json.dumps(dict(sorted(costs.items())), indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_costs(Path(sys.argv[1]))
