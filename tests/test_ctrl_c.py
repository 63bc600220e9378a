"""Ctrl+C while ``ubuild`` is still starting ends it quietly (status 130), never with a
traceback: the installed command in a child process, interrupted at a chosen moment.

A real Ctrl+C at a real time would race the machine's speed, so the child interrupts
itself: a ``sitecustomize`` on its ``PYTHONPATH`` sends the process SIGINT when the chosen
module starts to be imported (what a terminal's Ctrl+C does at that moment), and leaves a
mark saying it did (a test that never interrupted proves nothing).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

UBUILD = Path(sys.executable).with_name("ubuild")

# Each test runs the installed command (tests/conftest.py: tool runs).
pytestmark = [pytest.mark.tool, pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]

SITECUSTOMIZE = '''
import os, signal, sys

class _Interrupt:
    """Sends this process SIGINT when the module UBUILD_TEST_INTERRUPT_AT starts to be imported."""
    def find_spec(self, name, path=None, target=None):
        if name == os.environ["UBUILD_TEST_INTERRUPT_AT"]:
            sys.meta_path.remove(self)
            with open(os.environ["UBUILD_TEST_INTERRUPTED"], "w") as mark:
                mark.write(name)
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, _Interrupt())
'''

#: Where Ctrl+C lands: while ``cli.py`` itself is imported (the installed script's import),
#: while the options are built (a command module), and inside a command (its engine).
MOMENTS = [
    pytest.param("ubuild_desktop.console", "compiled", id="importing-the-command-line"),
    pytest.param("ubuild_desktop.simulate_cli", "compiled", id="building-the-options"),
    pytest.param("ubuild_desktop.core.engine.simulate", "compiled", id="in-the-command"),
    pytest.param("ubuild_desktop.core.engine.simulate", "pure", id="in-the-command-pure"),
]


@pytest.mark.parametrize(("module", "build"), MOMENTS)
def test_ctrl_c_while_starting_ends_quietly(tmp_path: Path, module: str, build: str) -> None:
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    (hooks / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    mark = tmp_path / "interrupted"
    env = {k: v for k, v in os.environ.items() if k not in ("UBUILD_PURE", "PYTHONPATH")}
    if build == "pure":
        env["UBUILD_PURE"] = "1"
    env.update(PYTHONPATH=str(hooks), UBUILD_TEST_INTERRUPT_AT=module, UBUILD_TEST_INTERRUPTED=str(mark),
               UBUILD_DATA_DIR=str(tmp_path / "data"), UBUILD_CONFIG_DIR=str(tmp_path / "config"), LANG="C")
    done = subprocess.run([str(UBUILD), "simulate", "starter", "--games", "2"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)  # a guard against a hang only
    assert mark.read_text(encoding="utf-8") == module  # it was interrupted there
    assert "Traceback" not in done.stderr and "KeyboardInterrupt" not in done.stderr, done.stderr
    assert done.returncode == 130, (done.returncode, done.stderr)
