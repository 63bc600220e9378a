"""Where each space of a square board goes: a ring of four sides with a corner between each.

For ``n`` spaces the corners are the spaces ``round(k * n / 4)`` (k = 0..3): on the
40-space board GO, Jail, Free Parking and Go to Jail. Play runs as on the printed board:
GO at the bottom right, along the bottom to the left, up the left side, along the top to
the right and down the right side. A side with fewer spaces than the longest gives each
of them more room, so the board stays square. Every regular space is drawn in its own
frame, :data:`SPACE_WIDTH` x :data:`SPACE_DEPTH` (narrower or wider as its side has room),
with its colour band on the inner edge; :attr:`SpacePlace.rotation` turns that frame to
its side. The top row is not turned upside down (it keeps its band inside by
:attr:`SpacePlace.flipped`), so every name reads from the screen's bottom edge or along a side.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF

SPACE_WIDTH: Final = 64.0
"""Scene units along the ring for a regular space on the longest side."""
SPACE_DEPTH: Final = 104.0
"""Scene units from the board's edge inwards: a regular space's depth, a corner's side."""
FAR_WIDTH: Final = 72.0
FAR_DEPTH: Final = 176.0
"""The width and depth of a board whose words are read from afar (:data:`FAR_PARTS`)."""

BOTTOM, LEFT, TOP, RIGHT = range(4)
ROTATIONS: Final = (0.0, 90.0, 0.0, -90.0)  # per side: turns a space's frame so its band faces the centre


@dataclass(frozen=True)
class SpaceParts:
    """Where a space's parts go: fractions of its depth from its inner edge, and the sizes
    of its words as shares of its width (a corner's: of its side).

    :data:`NEAR_PARTS` is the board's usual face; :data:`FAR_PARTS` the face of a board
    read from across a room (the play window's TV mode, on a :data:`FAR_DEPTH` board): the
    names run along the space's depth, where a long word has room at a larger size, and
    the price keeps its row across the outer edge.
    """

    band: tuple[float, float]
    street_name: tuple[float, float]
    name: tuple[float, float]  # a space without a band (a station, a tax...)
    picture: tuple[float, float]
    price: tuple[float, float]
    corner_picture: tuple[float, float]  # of a corner's side, from the top
    corner_words: tuple[float, float]
    name_px: float  # a name's largest size, as a share of a space's width
    money_px: float
    corner_px: float  # a corner's words', as a share of its side (at most 0.62 of it)
    money_lines: int = 1
    names_along: bool = False  # the name's lines run along the depth (turned a quarter)
    name_across: tuple[float, float] = (0.05, 0.95)  # the share of the width the name takes, from the frame's left


NEAR_PARTS: Final = SpaceParts(band=(0.0, 0.22), street_name=(0.25, 0.72), name=(0.04, 0.34), picture=(0.36, 0.74),
                               price=(0.76, 0.96), corner_picture=(0.1, 0.6), corner_words=(0.63, 0.92),
                               name_px=0.17, money_px=0.16, corner_px=0.15)
FAR_PARTS: Final = SpaceParts(band=(0.0, 0.12), street_name=(0.14, 0.76), name=(0.03, 0.54), picture=(0.56, 0.76),
                              price=(0.78, 0.98), corner_picture=(0.06, 0.5), corner_words=(0.53, 0.95),
                              name_px=0.24, money_px=0.24, corner_px=0.19, money_lines=2, names_along=True,
                              name_across=(0.03, 0.6))  # the rest of the width: where movers stand


@dataclass(frozen=True)
class SpacePlace:
    """Where one space is drawn."""

    index: int
    side: int  # BOTTOM, LEFT, TOP or RIGHT; a corner belongs to the side it starts
    corner: bool
    rect: QRectF  # scene units, axis-aligned
    rotation: float  # degrees: the frame's turn about the rect's centre
    flipped: bool  # the top row: the band at the frame's bottom (the board's inside), words upright
    parts: SpaceParts = NEAR_PARTS

    @property
    def centre(self) -> QPointF:
        return self.rect.center()

    @property
    def frame(self) -> QRectF:
        """The space's own frame about its centre, before the turn: width along the ring, height the depth."""
        if self.corner:
            w = h = self.rect.width()
        elif self.side in (LEFT, RIGHT):
            w, h = self.rect.height(), self.rect.width()
        else:
            w, h = self.rect.width(), self.rect.height()
        return QRectF(-w / 2, -h / 2, w, h)


@dataclass(frozen=True)
class SquareLayout:
    """The places of every space and the centre of the board."""

    places: tuple[SpacePlace, ...]
    board: QRectF
    centre: QRectF


def corner_indices(count: int) -> tuple[int, ...]:
    """The indices drawn as the four corners (fewer on a board of under four spaces)."""
    return tuple(sorted({int(k * count / 4 + 0.5) for k in range(4) if int(k * count / 4 + 0.5) < count}))


def square_layout(count: int, width: float = SPACE_WIDTH, depth: float = SPACE_DEPTH,
                  parts: SpaceParts = NEAR_PARTS) -> SquareLayout:
    """The places of ``count`` spaces (any number from 0; a board is 12 to 60), each
    with ``parts`` for its face."""
    corners = corner_indices(count)
    bounds = (*corners, count)
    sides = [max(0, bounds[k + 1] - bounds[k] - 1) for k in range(len(corners))]
    along = max([1, *sides]) * width  # the inner length of each side
    size = 2 * depth + along
    places: list[SpacePlace] = []
    corner_rects = (QRectF(size - depth, size - depth, depth, depth), QRectF(0, size - depth, depth, depth),
                    QRectF(0, 0, depth, depth), QRectF(size - depth, 0, depth, depth))
    for side, start in enumerate(corners):
        places.append(SpacePlace(start, side, True, corner_rects[side], 0.0, False, parts))
        n = sides[side]
        step = along / n if n else along
        for j in range(1, n + 1):
            if side == BOTTOM:
                rect = QRectF(size - depth - j * step, size - depth, step, depth)
            elif side == LEFT:
                rect = QRectF(0, size - depth - j * step, depth, step)
            elif side == TOP:
                rect = QRectF(depth + (j - 1) * step, 0, step, depth)
            else:
                rect = QRectF(size - depth, depth + (j - 1) * step, depth, step)
            places.append(SpacePlace(start + j, side, False, rect, ROTATIONS[side], side == TOP, parts))
    return SquareLayout(tuple(places), QRectF(0, 0, size, size), QRectF(depth, depth, along, along))
