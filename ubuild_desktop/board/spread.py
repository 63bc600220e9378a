"""Where several tokens stand on one space: spread apart over the free points of a grid.

The play views (U-Build's hexes, the square board's spaces) each make a grid of the
points a token may stand on (off the space's words) and let :func:`spread_points` pick
where the first, second... tokens go: the first at a preferred point, each next one as far
as it can be from those already placed (ties: nearer the space's centre).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # left, top, right, bottom


def spread_points(grid: Sequence[Point], first: Point | None, count: int, centre: Point,
                  placed: Sequence[Point] = (), min_gap: float = 0.0) -> list[QPointF]:
    """Up to ``count`` points: ``first`` (if given), then the grid point farthest from every
    point chosen so far (and from ``placed``), again and again; none nearer than ``min_gap``
    to another (so a caller can go on with a second-best grid).

    Each grid point's distance to the nearest point taken is kept and lowered as points are
    chosen (a point's distance to all taken, again for every choice, made a crowded space's
    placement quadratic: hundreds of thousands of distances on a busy board)."""
    cx, cy = centre
    chosen = [first] if first is not None else []
    left = list(grid)
    # Squared distances: to the nearest point taken (0.0 while none is), and (negated) to the
    # centre, the tie-break; the first of the greatest wins.
    far = [0.0] * len(left)
    taken = 0
    for q in (*placed, *chosen):
        far = _nearer(far, left, q, taken == 0)
        taken += 1
    near = [-((x - cx) ** 2 + (y - cy) ** 2) for x, y in left]
    while len(chosen) < count and left:
        _, _, at = max(zip(far, near, range(0, -len(left), -1)))
        point = left[-at]
        if taken and far[-at] < min_gap ** 2:
            break
        chosen.append(point)
        del left[-at], far[-at], near[-at]
        far = _nearer(far, left, point, taken == 0)
        taken += 1
    return [QPointF(x, y) for x, y in chosen]


def _nearer(far: list[float], points: list[Point], q: Point, first: bool) -> list[float]:
    """Each point's squared distance to the nearest point taken, once ``q`` is taken too."""
    qx, qy = q
    if first:
        return [(x - qx) ** 2 + (y - qy) ** 2 for x, y in points]
    return [d if (d := (x - qx) ** 2 + (y - qy) ** 2) < f else f for f, (x, y) in zip(far, points)]


def clear_of(points: Sequence[Point], rects: Iterable[Rect], reach: float) -> list[Point]:
    """The ``points`` (in their order) where a disc of radius ``reach`` overlaps none of
    ``rects`` (left, top, right, bottom)."""
    kept = list(points)
    if not kept:
        return kept
    # A rect beyond the points' reach (most of the words around a space) is passed over
    # (x + reach grows with x, rounding included: the test below would fail for every point).
    right_end = max(p[0] for p in kept) + reach
    left_end = min(p[0] for p in kept) - reach
    bottom_end = max(p[1] for p in kept) + reach
    top_end = min(p[1] for p in kept) - reach
    for left, top, right, bottom in rects:
        if not (right_end > left and left_end < right and bottom_end > top and top_end < bottom):
            continue
        kept = [p for p in kept
                if not (p[0] + reach > left and p[0] - reach < right and p[1] + reach > top and p[1] - reach < bottom)]
    return kept
