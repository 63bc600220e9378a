"""The layers' promises, proven: core never imports Qt; editor and play never import each other."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ubuild_desktop"


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
    return names


def package_imports(sub: str) -> dict[Path, set[str]]:
    return {p: imports_of(p) for p in (PACKAGE / sub).rglob("*.py")}


def test_core_source_never_imports_qt():
    for path, names in package_imports("core").items():
        assert not any(n.split(".")[0] in {"PySide6", "shiboken6"} for n in names), path


@pytest.mark.tool
def test_core_runs_with_qt_blocked():
    code = (
        "import sys, pkgutil, importlib\n"
        "sys.modules['PySide6'] = None\n"  # any import of PySide6 now fails
        "import ubuild_desktop.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, 'ubuild_desktop.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6.')]\n"
        "from ubuild_desktop.cli import main\n"
        "assert main(['validate', 'starter']) == 0\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_engine_never_imports_the_balance_lab():
    """``core/balance`` reads the engine's rules (its Game, rent rule and card rule); the
    engine knows nothing of it, so the odds can never change how a game plays."""
    assert (PACKAGE / "core" / "balance" / "__init__.py").exists()  # walked by the test above
    for path, names in package_imports("core/engine").items():
        assert not any(n.split(".")[-1] == "balance" or ".balance." in n for n in names), path


def _imports_package(names: set[str], target: str) -> bool:
    return any(
        n.startswith(f"ubuild_desktop.{target}") or n.startswith(f"..{target}") or n == f".{target}"
        for n in names
    )


def test_board_editor_and_play_stay_apart():
    rules = {
        "board": {"editor", "play", "viewer"},  # shared drawing depends on no window
        "charts": {"editor", "play", "viewer", "app"},  # shared charts too
        "editor": {"play"},
        "play": {"editor"},
    }
    for sub, forbidden in rules.items():
        if not (PACKAGE / sub).exists():
            continue
        for path, names in package_imports(sub).items():
            for target in forbidden:
                assert not _imports_package(names, target), f"{path} imports {target}"
