"""``ubuild simulate`` shows its progress on a terminal, and nothing of it when piped.

The installed command runs in a child process with stderr on a pseudo-terminal (what a
user at a terminal has), then piped (a script), then with ``--json`` on the terminal.
"""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from ubuild_desktop.simulate_cli import progress_line

UBUILD = Path(sys.executable).with_name("ubuild")

pytestmark = pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")

GAMES = ("--track", "starter", "--players", "2", "--strength", "simple", "--games", "40")


LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH" and (not extra or k not in LANGUAGE_VARIABLES)}
    return {**env, "UBUILD_DATA_DIR": str(tmp_path / "data"), **extra}


def run_on_a_terminal(tmp_path: Path, *args: str, **env: str) -> tuple[str, str]:
    """Run ``ubuild simulate ARGS`` with stderr on a pseudo-terminal; (stdout, what the terminal got)."""
    controller, terminal = pty.openpty()
    try:
        with subprocess.Popen([str(UBUILD), "simulate", *args], cwd=tmp_path, env=_env(tmp_path, **env),
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=terminal) as child:
            os.close(terminal)
            shown = b""
            while True:  # read the terminal until the child is gone (EIO on Linux, or an empty read)
                try:
                    chunk = os.read(controller, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                shown += chunk
            out, _ = child.communicate(timeout=600)  # the figures are small: the pipe never fills
            assert child.returncode == 0, shown.decode(errors="replace")
    finally:
        os.close(controller)
    stdout = out.decode()
    return stdout, shown.decode(errors="replace")


@pytest.mark.tool
def test_progress_on_a_terminal(tmp_path: Path) -> None:
    stdout, terminal = run_on_a_terminal(tmp_path, *GAMES)
    lines = [line.strip() for line in terminal.split("\r") if line.strip()]
    assert lines, terminal
    assert lines[0].startswith("simulate: ") and "/40 games" in lines[0] and "left" in lines[0], lines
    assert "simulate: 40/40 games (100%)" in terminal and "games/s" in terminal
    assert terminal.endswith("\r"), repr(terminal[-80:])  # the line is cleared at the end
    assert stdout.startswith("starter: 40 games, 2 players"), stdout[:200]


@pytest.mark.tool
def test_progress_in_the_users_language(tmp_path: Path) -> None:
    stdout, terminal = run_on_a_terminal(tmp_path, *GAMES, LANG="es_ES.UTF-8")
    assert "simulate: 40/40 partidas (100%)" in terminal and "partidas/s" in terminal, terminal
    assert "games" not in terminal
    assert stdout.startswith("starter: 40 partidas, 2 jugadores"), stdout[:200]


@pytest.mark.tool
def test_progress_of_several_processes(tmp_path: Path) -> None:
    _, terminal = run_on_a_terminal(tmp_path, *GAMES, "--jobs", "2")
    assert "simulate: 40/40 games (100%)" in terminal


@pytest.mark.tool
def test_quiet_when_piped(tmp_path: Path) -> None:
    done = subprocess.run([str(UBUILD), "simulate", *GAMES], cwd=tmp_path, env=_env(tmp_path),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("starter: 40 games") and "simulate: " not in done.stdout


@pytest.mark.tool
def test_quiet_with_json_even_on_a_terminal(tmp_path: Path) -> None:
    stdout, terminal = run_on_a_terminal(tmp_path, *GAMES, "--json")
    assert "simulate: " not in terminal
    assert stdout.lstrip().startswith("{")


def test_the_progress_line() -> None:
    assert progress_line(0, 1000, 0.0) == "simulate: 0/1000 games (0%)"
    assert progress_line(120, 1000, 2.65) == "simulate: 120/1000 games (12%), 45.3 games/s, about 19 s left"
    assert progress_line(10, 1000, 10.0) == "simulate: 10/1000 games (1%), 1.0 games/s, about 16 min 30 s left"
    assert progress_line(1, 10_000, 1.0).endswith("about 2 h 46 min left")
    assert progress_line(1000, 1000, 20.0) == "simulate: 1000/1000 games (100%), 50.0 games/s"
    assert progress_line(0, 1, 0.0) == "simulate: 0/1 game (0%)"
