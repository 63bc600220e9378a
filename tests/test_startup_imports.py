"""What a command and a rule set import, in a fresh process as users start them (issue 25/26:
every command, window, worker and test child pays for its imports at every start).

- A rule set imports its own modules and the kernel's, never the other rule set's (nor,
  for the traditional game, U-Build's track model, checks and files).
- ``ubuild --version`` (and so ``--help`` and every command's argument parsing) imports no
  board model, no engine and no Qt.
- ``ubuild validate``, ``simulate`` and ``analyze`` import the rule set of the board they
  are given and no other, no Qt, and the square board's model (pydantic's, about 0.1 s)
  only for a square board.
- The traditional game's play window imports none of U-Build's rules, track checks or
  track drawing, and no module's source is read for PySide6's features (``qtstart.py``).

Speed itself is measured in ``benchmarks/bench_startup.py`` (CPU time), never here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

UBUILD = "ubuild_desktop.core.engine.ubuild"
TRADITIONAL = "ubuild_desktop.core.engine.traditional"
SQUARE_BOARD = "ubuild_desktop.core.square.board"
PYDANTIC = "pydantic"
QT = "PySide6"

# The child runs the command as ``ubuild`` does (cli.main), then writes the modules it has
# loaded on its last line of standard error, and the source files read (``linecache``:
# ``inspect.getsource``, which PySide6's import hook calls on every module after QtCore's
# unless ``qtstart.import_qt`` came first) on the line before.
_CHILD = """
import json, linecache, sys
args = json.loads(sys.argv[1])
if args and args[0] == "import":
    import importlib
    importlib.import_module(args[1])
    status = 0
else:
    from ubuild_desktop.cli import main
    try:
        status = main(args)
    except SystemExit as exc:  # --version
        status = exc.code
sys.stdout.flush()
print(json.dumps(sorted(linecache.cache)), file=sys.stderr)
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
sys.exit(status)
"""


def _modules_of(*args: str, read: list[str] | None = None) -> set[str]:
    done = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(args)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stderr.strip().splitlines()
    if read is not None:
        read += json.loads(lines[-2])
    return set(json.loads(lines[-1]))


def _loaded(modules: set[str], package: str) -> list[str]:
    return sorted(m for m in modules if m == package or m.startswith(package + "."))


@pytest.mark.tool
def test_the_traditional_rule_set_imports_none_of_u_build_s_rules() -> None:
    modules = _modules_of("import", f"{TRADITIONAL}.rule_set")
    assert not _loaded(modules, UBUILD)
    for track_s in ("ubuild_desktop.core.track", "ubuild_desktop.core.trackfile", "ubuild_desktop.core.validate",
                    "ubuild_desktop.core.graph"):
        assert not _loaded(modules, track_s), track_s


@pytest.mark.tool
def test_the_registry_imports_no_rule_set_until_asked() -> None:
    modules = _modules_of("import", "ubuild_desktop.core.engine.registry")
    assert not _loaded(modules, UBUILD) and not _loaded(modules, TRADITIONAL) and not _loaded(modules, PYDANTIC)


@pytest.mark.tool
def test_the_version_imports_no_board_no_engine_and_no_qt() -> None:
    modules = _modules_of("--version")
    assert not _loaded(modules, PYDANTIC) and not _loaded(modules, "ubuild_desktop.core.engine") and not _loaded(modules, QT)


@pytest.mark.tool
def test_validating_a_track_imports_only_u_build_s_rule_set() -> None:
    modules = _modules_of("validate", "starter")
    assert not _loaded(modules, TRADITIONAL) and not _loaded(modules, SQUARE_BOARD) and not _loaded(modules, QT)


@pytest.mark.tool
def test_simulating_the_traditional_game_imports_none_of_u_build_s_rules() -> None:
    modules = _modules_of("simulate", "traditional", "--games", "1")
    assert not _loaded(modules, UBUILD) and not _loaded(modules, QT)


@pytest.mark.tool
def test_analyzing_a_track_imports_only_u_build_s_rule_set() -> None:
    modules = _modules_of("analyze", "starter", "--games", "2", "--no-fair")  # the answer alone (a proof plays the same rule set, at 30 CPU s)
    assert not _loaded(modules, TRADITIONAL) and not _loaded(modules, SQUARE_BOARD) and not _loaded(modules, QT)


@pytest.mark.tool
def test_the_traditional_game_s_window_imports_none_of_u_build_s_rules_checks_or_drawing(tmp_path: Path) -> None:
    read: list[str] = []
    modules = _modules_of("play", "traditional", "--no-animations", "--screenshot", str(tmp_path / "window.png"), read=read)
    assert (tmp_path / "window.png").is_file() and _loaded(modules, QT)
    program = os.path.dirname(os.path.abspath(__import__("ubuild_desktop").__file__))
    assert not [f for f in read if f.startswith(program)], read  # PySide6 read none of the window's modules (qtstart.py)
    for u_build_s in (f"{UBUILD}.state", f"{UBUILD}.game", f"{UBUILD}.computer", "ubuild_desktop.core.validate",
                      "ubuild_desktop.core.graph", "ubuild_desktop.board.piece_item", "ubuild_desktop.board.scene"):
        assert not _loaded(modules, u_build_s), u_build_s
