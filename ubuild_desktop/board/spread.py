"""Where several tokens stand on one space: spread apart over the free points of a grid.

The play views (U-Build's hexes, the square board's spaces) each make a grid of the
points a token may stand on (off the space's words) and let :func:`spread_points` pick
where the first, second... tokens go: the first at a preferred point, each next one as far
as it can be from those already placed (ties: nearer the space's centre).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF

Point = tuple[float, float]


def spread_points(grid: Sequence[Point], first: Point | None, count: int, centre: Point,
                  placed: Sequence[Point] = (), min_gap: float = 0.0) -> list[QPointF]:
    """Up to ``count`` points: ``first`` (if given), then the grid point farthest from every
    point chosen so far (and from ``placed``), again and again; none nearer than ``min_gap``
    to another (so a caller can go on with a second-best grid)."""
    cx, cy = centre
    chosen = [first] if first is not None else []
    taken = [*placed, *chosen]
    left = list(grid)
    while len(chosen) < count and left:
        point = max(left, key=lambda p: (min(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for q in taken), default=0.0),
                                         -((p[0] - cx) ** 2 + (p[1] - cy) ** 2)))
        if taken and min((point[0] - q[0]) ** 2 + (point[1] - q[1]) ** 2 for q in taken) < min_gap ** 2:
            break
        chosen.append(point)
        taken.append(point)
        left.remove(point)
    return [QPointF(x, y) for x, y in chosen]
