"""Plain mypy passes on the headless core, with no error code turned off.

The compiled build (``setup.py``, used by ``make native`` and ``make dist``) type-checks the engine with the same
plain configuration, so a type error cannot hide behind a silenced code.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


# mypy's incremental cache, kept in the environment (``.venv/mypy-cache``) across runs: a run
# after a small edit re-checks what the edit touches instead of the whole of core and its
# dependencies (numpy, scipy, pydantic). Its own folder, not the checkout's ``.mypy_cache``,
# which other mypy runs (the compiled build's, a developer's) with other options overwrite.
CACHE = Path(sys.prefix) / "mypy-cache"


@pytest.mark.tool
def test_plain_mypy_passes_on_core() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(CACHE), "ubuild_desktop/core"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


def test_the_compiled_build_turns_off_no_error_code() -> None:
    # setup.py holds the compile recipe (make native and make dist's wheel both use it).
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    (config,) = [ast.literal_eval(node.value) for node in tree.body
                 if isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["MYPY_CONFIG"]]
    assert config.strip() == "[mypy]"
