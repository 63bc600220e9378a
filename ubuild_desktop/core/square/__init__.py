"""The square board of the traditional game: its data (``board``), its files (``boardfile``)
and its checks (``validate``); ``head``, whether a file's first bytes are a board's. Pure
Python, no Qt; the engine's traditional rule set plays on a :class:`SquareBoard` and
``board/square_scene.py`` draws one.

The names below are imported when first used (PEP 562's module ``__getattr__``): the
registry asks ``head`` of any file without loading the board's model (pydantic's, about
0.1 s), and ``ubuild validate starter`` never does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .board import FORMAT_VERSION, PROPERTY_KINDS, ColourGroup, Space, SpaceKind, SquareBoard
    from .boardfile import BoardFileError, builtin_board_names, dump_board, load_board, load_builtin_board, parse_board, save_board

#: Each name of the package, by the module that defines it.
_HOMES = {
    **dict.fromkeys(("FORMAT_VERSION", "PROPERTY_KINDS", "ColourGroup", "Space", "SpaceKind", "SquareBoard"), ".board"),
    **dict.fromkeys(("BoardFileError", "builtin_board_names", "dump_board", "load_board", "load_builtin_board", "parse_board",
                     "save_board"), ".boardfile"),
}


__getattr__ = lazy_names(__name__, _HOMES)


__all__ = [
    "FORMAT_VERSION", "PROPERTY_KINDS", "BoardFileError", "ColourGroup", "Space", "SpaceKind", "SquareBoard",
    "builtin_board_names", "dump_board", "load_board", "load_builtin_board", "parse_board", "save_board",
]
