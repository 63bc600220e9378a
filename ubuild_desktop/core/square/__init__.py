"""The square board of the traditional game: its data (``board``), its files (``boardfile``)
and its checks (``validate``). Pure Python, no Qt; the engine's traditional rule set plays
on a :class:`SquareBoard` and ``board/square_scene.py`` draws one.
"""

from __future__ import annotations

from .board import FORMAT_VERSION, PROPERTY_KINDS, ColourGroup, Space, SpaceKind, SquareBoard
from .boardfile import BoardFileError, builtin_board_names, dump_board, load_board, load_builtin_board, parse_board, save_board

__all__ = [
    "FORMAT_VERSION", "PROPERTY_KINDS", "BoardFileError", "ColourGroup", "Space", "SpaceKind", "SquareBoard",
    "builtin_board_names", "dump_board", "load_board", "load_builtin_board", "parse_board", "save_board",
]
