"""How the suite runs: ``make test`` is the whole suite on every core (pytest-xdist), and a
test that starts another program says so with the ``tool`` mark (tests/conftest.py)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _recipe(target: str) -> list[str]:
    """The command lines of a Makefile target."""
    lines = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(rf"{target}:", line))
    recipe = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        recipe.append(line.strip())
    return recipe


def test_make_test_runs_the_whole_suite_on_every_core() -> None:
    (command,) = [line for line in _recipe("test") if "pytest" in line]
    words = shlex.split(command)
    assert words[words.index("-n") + 1] == "auto"
    assert words[words.index("--dist") + 1] == "loadgroup"  # xdist_group keeps tests that share the checkout apart
    pytest_args = words[words.index("pytest") + 1:]
    # The whole suite: no selection by mark, name or folder (testpaths names tests/).
    assert not {"-m", "-k", "--deselect", "--ignore"} & set(pytest_args), pytest_args
    assert all(arg.startswith("-") or arg in ("auto", "loadgroup") for arg in pytest_args), pytest_args
    assert (ROOT / ".ci" / "run").read_text(encoding="utf-8").rstrip().endswith("\nmake test")


def test_a_test_that_starts_a_child_process_unmarked_fails() -> None:
    with pytest.raises(AssertionError, match=r"mark it @pytest\.mark\.tool"):
        subprocess.run([sys.executable, "-c", "pass"], check=True)


@pytest.mark.tool
def test_a_tool_test_starts_child_processes() -> None:
    done = subprocess.run([sys.executable, "-c", "print('ran')"], capture_output=True, text=True, check=True)
    assert done.stdout == "ran\n"


def test_each_test_has_its_own_data_and_settings_folders_inside_its_workers(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # Under xdist the base temporary folder is the worker's own (popen-gwN).
    base = tmp_path_factory.getbasetemp()
    for name in ("UBUILD_DATA_DIR", "UBUILD_CONFIG_DIR"):
        assert Path(os.environ[name]).is_relative_to(base), (name, os.environ[name], base)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is not None:
        assert base.name == f"popen-{worker}"
