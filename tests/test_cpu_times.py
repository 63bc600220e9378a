"""``pytest --cpu-times=N`` (tests/cpu_times.py) lists the tests that used the most CPU, their
own process's and their child processes' apart, with and without pytest-xdist: run on a
small suite of its own in a child pytest (with this suite's conftest), a test that spins
comes before one that sleeps, and a test whose child process spins has it counted as
child-process time."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.tool

SUITE = '''
import subprocess, sys, time
import pytest

def _spin(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass

def test_spins():
    _spin(0.6)

def test_sleeps():
    time.sleep(0.6)

@pytest.mark.tool
def test_child_spins():
    subprocess.run([sys.executable, "-c", "import time\\nend = time.process_time() + 0.6\\n"
                    "while time.process_time() < end: pass"], check=True)
'''


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one-process", "xdist"])
def test_the_busiest_tests_are_listed_with_their_child_processes_apart(workers: list[str], tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "__init__.py").write_text("")
    (tests / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    (tests / "cpu_times.py").write_text((ROOT / "tests" / "cpu_times.py").read_text(encoding="utf-8"))
    (tests / "test_work.py").write_text(SUITE)
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --import-mode=importlib -p no:cacheprovider\n"
                                         "markers =\n    tool: a child process\n    slow: long\n")
    out = tmp_path / "times.json"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", *workers, "--cpu-times=2", f"--cpu-times-json={out}",
                           "tests"], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    times = json.loads(out.read_text())
    spins, sleeps, child = (times[f"tests/test_work.py::test_{name}"] for name in ("spins", "sleeps", "child_spins"))
    assert spins["own"] >= 0.55 and spins["children"] < 0.05
    assert sleeps["own"] < 0.3 and sleeps["wall"] >= 0.55
    assert child["children"] >= 0.55 and child["own"] < 0.3
    lines = done.stdout.splitlines()
    heading = next(i for i, line in enumerate(lines) if "CPU seconds: 3 tests" in line)
    shown = [line.split()[-1] for line in lines[heading + 2:heading + 4]]
    assert set(shown) == {"tests/test_work.py::test_spins", "tests/test_work.py::test_child_spins"}, lines


def test_the_longest_tests_are_handed_out_first(request: pytest.FixtureRequest) -> None:
    """Under xdist every worker orders the tests by tests/cpu_costs.json, longest first (the
    scheduler hands them out in that order), then the tool runs, then the rest."""
    config = request.config
    if not hasattr(config, "workerinput"):
        pytest.skip("only under pytest-xdist (make test)")
    from tests.cpu_times import load_costs

    costs = load_costs()
    assert len(costs) > 100, "tests/cpu_costs.json is missing or empty: python -m tests.cpu_times FILE"
    order = [costs.get(item.nodeid, 1.0 if item.get_closest_marker("tool") else 0.0) for item in request.session.items]
    assert order == sorted(order, reverse=True)
