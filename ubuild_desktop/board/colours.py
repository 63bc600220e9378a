"""The board's colours: a bright table-top game palette, in one place."""

from __future__ import annotations

from PySide6.QtGui import QColor

TABLE = QColor("#3d7a63")  # green baize
TABLE_GRID = QColor(255, 255, 255, 26)  # the lattice, barely there
TILE = QColor("#fffaf0")  # cream plastic
TILE_OUTLINE = QColor("#2b2d42")
TILE_SHADOW = QColor(0, 0, 0, 60)
TILE_DIVIDER = QColor(43, 45, 66, 90)  # between the two spaces of a double
INK = QColor("#2b2d42")  # text on tiles
INK_SOFT = QColor("#5c677d")

CORNER_FILL = {
    "go": QColor("#fff1c1"),
    "jail": QColor("#ffe0c2"),
    "free_parking": QColor("#d8f3dc"),
    "go_to_jail": QColor("#d6ecfa"),
}
BRIDGE_FILL = QColor("#e3f6fb")
PLANNING_FILL = QColor("#e4eefb")
RAILROAD_FILL = QColor("#e7e1d3")
SQUARE_CENTRE = QColor("#e3f1e6")  # the middle of a square board

CLIP_JOINED = QColor(92, 103, 125, 150)  # calm: a join is the normal state
CLIP_OPEN = QColor("#8d99ae")

WARNING = QColor("#e8590c")  # problems: open ends, offending pieces
WARNING_HALO = QColor(232, 89, 12, 80)
ERROR = QColor("#c92a2a")  # a connector that hits the side of another piece
HIGHLIGHT = QColor("#1c7ed6")  # the user's pick
HIGHLIGHT_HALO = QColor(28, 126, 214, 90)
SITE = QColor(255, 255, 255, 120)


def contrast_ink(background: QColor) -> QColor:
    """Dark or white, whichever reads better on ``background``."""
    r, g, b = background.redF(), background.greenF(), background.blueF()
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return QColor("#1b1b1b") if luminance > 0.6 else QColor("#ffffff")
