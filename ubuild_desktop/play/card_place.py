"""Where the decision's card hides the least of the board (the play window's
``_card_over_board`` asks): every place tried at once, with numpy, instead of one
rectangle at a time (about 2,000 places over 40 spaces' two boxes: 35-50 ms of CPU a
search in Python, ``benchmarks/bench_card_place.py``).

Rectangles are ``(left, top, width, height)`` in pixels, as ``QRect`` has them; the
areas are those ``QRect.intersected`` gives, and the centre ``QRect.center``'s.
"""

from __future__ import annotations

from collections.abc import Sequence

Rect = tuple[int, int, int, int]


def least_hiding(places: Sequence[tuple[int, int]], size: tuple[int, int], kept: Rect,
                 words: Sequence[Rect], boxes: Sequence[Rect], target: tuple[int, int]) -> int:
    """The index of the place (a card's top left, the card ``size``) that hides the least:
    first one not touching ``kept`` (the district decided about), then the least area of
    ``words`` (the spaces' names and prices), then of ``boxes`` (their tiles), then the
    farthest from ``target``; the first of equal places."""
    import numpy as np  # only for a card over the board: a small window's decision

    at = np.asarray(places, dtype=np.int64).reshape(-1, 2)
    left, top = at[:, 0:1], at[:, 1:2]
    width, height = size

    def hidden(of: Sequence[Rect]) -> np.ndarray:
        if not of:
            return np.zeros(len(at), dtype=np.int64)
        rects = np.asarray(of, dtype=np.int64).reshape(-1, 4)
        across = np.minimum(left + width, rects[:, 0] + rects[:, 2]) - np.maximum(left, rects[:, 0])
        down = np.minimum(top + height, rects[:, 1] + rects[:, 3]) - np.maximum(top, rects[:, 1])
        return (np.clip(across, 0, None) * np.clip(down, 0, None)).sum(axis=1)  # type: ignore[no-any-return]

    centre_x = (2 * at[:, 0] + width - 1) // 2  # QRect.center: (left + right) / 2, right = left + width - 1
    centre_y = (2 * at[:, 1] + height - 1) // 2
    farthest = -np.hypot(centre_x - target[0], centre_y - target[1])
    order = np.lexsort((farthest, hidden(boxes), hidden(words), hidden([kept]) > 0))  # stable: the first of equals
    return int(order[0])
