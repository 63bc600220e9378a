"""Which editor window edits a board: the one its rule set names (``RuleSet.editor`` in
the engine's registry: the track editor for a U-Build track, the square-board editor for
a square board).

The two editor windows open each other's files (either window's Open on a file of the
other kind) through :func:`open_editor_for`, so neither imports the other.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ubuild_desktop.core.engine.registry import load_part, rule_set_of, rule_sets


def open_editor_for(board: Any, path: Path | None = None, *, remember: bool = True) -> Any:
    """Make and show the editor window of ``board``'s rule set (kept alive until it is
    closed) on ``board`` read from ``path`` (None: a new track in U-Build's); the window. ``remember`` False: as made, for a
    picture (no kept layout, no offer to recover unsaved work)."""
    # No board: a new one in the editor of the program's own game (the first registered rule set).
    rules = rule_set_of(board) if board is not None else rule_sets()[0]
    opener = load_part(rules.editor, f"board editor of the rule set {rules.name!r}")
    return opener(board, path) if remember else opener(board, path, remember=False)


__all__ = ["open_editor_for"]
