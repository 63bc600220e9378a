"""The board package is shared by viewer, editor and play view, so it imports none of them."""

from __future__ import annotations

import ast
from importlib.resources import files

FORBIDDEN = ("ubuild_desktop.viewer", "ubuild_desktop.editor", "ubuild_desktop.play")


def imported_modules(source: str) -> set[str]:
    modules: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
    return modules


def test_board_imports_no_view_package() -> None:
    folder = files("ubuild_desktop") / "board"
    sources = [entry for entry in folder.iterdir() if entry.name.endswith(".py")]
    assert sources
    for entry in sources:
        for module in imported_modules(entry.read_text(encoding="utf-8")):
            assert not module.startswith(FORBIDDEN), f"board/{entry.name} imports {module}"
