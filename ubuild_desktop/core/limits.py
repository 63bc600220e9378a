"""The program's limits on what it reads and makes, in one place.

Each is far beyond any real table, and keeps an absurd or hostile input from freezing
the program, filling the disk or the memory. Every limit has a clear message where it
is enforced, naming the file and the limit; the README lists them.
"""

from __future__ import annotations

from typing import Final

# Track files (``core/track.py``, ``core/trackfile.py``).
MAX_TRACK_FILE_BYTES: Final = 16 * 1024 * 1024  # a 10,000-piece track is about 1 MB
MAX_PIECES: Final = 100_000
MAX_BOXES: Final = 1_000
COORDINATE_LIMIT: Final = 100_000  # hex coordinates, either way from the origin

# Game files and autosaves (``core/engine/ubuild/gamefile.py``, the play view).
MAX_GAME_FILE_BYTES: Final = 64 * 1024 * 1024
# Actions in one game (every decision, dice roll, shuffle step and card draw). A real game
# takes a few thousand; a game with no round limit stops at this many, ended as at the
# round limit (``State`` in ``core/engine``), so its file always opens again. A file that
# holds more is refused when read. 500,000 actions open in about 5 s (with progress).
MAX_GAME_ACTIONS: Final = 500_000
# A round limit (U-Build's house rule; the traditional game's has its own, 1,000): a round
# takes at least a roll, its dice and the end of a turn per player, so a game reaches
# MAX_GAME_ACTIONS before a higher limit. A game file with a higher one reads as no limit.
MAX_ROUND_LIMIT: Final = 100_000

# PDF export and printing (``editor/export.py``, ``ubuild export``, the editor's Print).
# 50 A4 pages is a real, if large, print job (the Pro track at 40 mm a hex takes about
# a dozen); above it the editor asks before going on and ``ubuild export`` needs
# ``--max-pages``. The page plan prints only pages that hold a piece, so even a track
# spread across the whole table stays near four pages per piece.
MAX_EXPORT_PAGES: Final = 50

# Names (``core/usertext.py``): a player's name at entry (the New game dialog, ``ubuild
# play --players``; a longer one in a game file is cut to it when read), a track's name
# (the editor's Track Settings, track files). Shown names are elided further
# (``usertext.NAME_SHOWN``, ``usertext.TRACK_NAME_SHOWN``) so no window grows with one.
MAX_NAME_LENGTH: Final = 24
MAX_TRACK_NAME_LENGTH: Final = 200

# Error messages about what a file holds (``core/jsonfile.py``: :class:`FileMessageError`,
# the base of ``TrackFileError``, ``GameFileError`` and ``ActionFormatError``). Every such
# message is one line with control characters escaped, at most MAX_MESSAGE_CHARS long (a
# longer one keeps its start and end around an ellipsis); a value from the file that it
# quotes (a bad action, a key, a name) shows at most MAX_QUOTED_CHARS of it.
MAX_MESSAGE_CHARS: Final = 500
MAX_QUOTED_CHARS: Final = 80

# Pieces stacked on one hex (``core/graph.py``'s ``buried``, the board, the problems list).
# A stack is a mistake; only its top pieces are drawn (two, so the editor still shows a
# piece dropped on another, and a click takes the top one: deleting it reveals the next).
# The pieces below are "buried": they get no item on the board, no marker and no problem
# row of their own; the overlap problem of their hex names how many pieces are stacked.
# So a file of 100,000 pieces on one hex draws and exports like a file of two.
MAX_DRAWN_STACK: Final = 2

# Square board files (``core/square/``: the traditional game's board). The validator's own
# bounds for a playable board (12-60 spaces, ``core/square/validate.py``) are much smaller;
# these only keep a hostile file from costing memory or time before it is checked.
MAX_BOARD_FILE_BYTES: Final = 1024 * 1024  # the 40-space board is about 10 kB
MAX_BOARD_SPACES: Final = 1_000
MAX_BOARD_GROUPS: Final = 100
MAX_BOARD_MONEY: Final = 1_000_000_000  # any price, rent, tax, salary or cash on a board
MAX_BOARD_NAME_LENGTH: Final = 200
MAX_SPACE_NAME_LENGTH: Final = 40
