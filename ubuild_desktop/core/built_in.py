"""The rule sets that come with the program, as the registry knows them before importing
one (:data:`BUILT_IN`; ``core/engine/registry.py`` asks here and re-exports it), and the
program's default board (:func:`default_board`).

Here, outside the engine, so that a window may ask without importing the game: Home shows
the default board at a cold start (``tests/app/test_cold_start.py``) and names no rule
set's board. ``tests/engine/test_registry_lazy.py`` checks each entry against the rule set.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Final, NamedTuple


class BuiltIn(NamedTuple):
    """A rule set that comes with the program, as the registry knows it before importing
    it: enough to tell whether a request is its own."""

    name: str  # its ``RuleSet.name``
    module: str  # the module that registers it when imported
    types: tuple[str, ...]  # "module:qualname" of its board and game types (``board_type``, ``game_type``)
    boards: str  # the folder of ``ubuild_desktop/data`` holding its built-in boards (``builtin_boards``)
    claims: str = ""  # "module:function" (a board file's first bytes) -> bool, its ``claims_board_file``; "" claims none
    reader: str = ""  # "module:function" (a built-in board's name) -> the board, its ``load_builtin``
    default_board: str = ""  # the built-in board a program whose default this rule set is shows first


#: The rule sets that come with the program, the first the default (a game file without a
#: ``rule_set`` is U-Build's; a board file no rule set claims goes to U-Build's reader; its
#: ``default_board`` is the program's).
BUILT_IN: Final[tuple[BuiltIn, ...]] = (
    BuiltIn("ubuild", "ubuild_desktop.core.engine.ubuild.rule_set",
            ("ubuild_desktop.core.track:Track", "ubuild_desktop.core.engine.ubuild.game:Game"), "tracks",
            reader="ubuild_desktop.core.trackfile:load_builtin", default_board="starter"),
    BuiltIn("traditional", "ubuild_desktop.core.engine.traditional.rule_set",
            ("ubuild_desktop.core.square.board:SquareBoard", "ubuild_desktop.core.engine.traditional.game:Game"), "boards",
            claims="ubuild_desktop.core.square.head:looks_like_board",
            reader="ubuild_desktop.core.square.boardfile:load_builtin_board", default_board="traditional"),
)


def default_board() -> Any:
    """The program's default board (U-Build's Starter track): the first built-in rule set's
    ``default_board``, read by its ``reader``, without importing the engine."""
    first = BUILT_IN[0]
    module, _, function = first.reader.partition(":")
    return getattr(import_module(module), function)(first.default_board)


__all__ = ["BUILT_IN", "BuiltIn", "default_board"]
