"""What a user feels of a board view, measured the same way by every benchmark of a window.

Each measure is one user step, timed from the event to the pixels (``viewport.repaint()``
or ``processEvents()`` until Qt has painted), repeated, and reported as the median and
the 90th percentile (p90) in milliseconds. A frame at 60 Hz is 16.7 ms: the target is a
median of at most :data:`FRAME_MS`.

- **repaint**: a full repaint of the view (every visible tile, site, building, mover);
- **zoom**: one zoom step (x1.15, a wheel notch) around the view's centre and the repaint
  it causes, with the whole track in view: 12 steps out from "fit" and 12 back in;
- **pan**: one pan step of 40 pixels, zoomed in (x3: tiles 240 pixels tall), up to 15 steps
  one way and back, twice, until Qt has painted what scrolled in;
- **hover**: the mouse moved onto a tile, until Qt has painted what that shows (the play
  view: the district's card), and off it again.
"""

from __future__ import annotations

import resource
import statistics
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

FRAME_MS = 16.0
ZOOM_FACTOR = 1.15
ZOOM_STEPS = 12
PAN_PX = 40
PAN_STEPS = 15
PAN_ZOOM = 3.0


def timed(fn: Callable[[], object], runs: int = 1) -> list[float]:
    """The wall time of ``fn()``, in ms, for each of ``runs`` runs."""
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000.0)
    return out


def median_p90(samples: Sequence[float]) -> tuple[float, float]:
    """(median, 90th percentile) of ``samples`` (nearest rank)."""
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, round(0.9 * len(ordered) + 0.5) - 1))
    return statistics.median(ordered), ordered[rank]


def cell(samples: Sequence[float]) -> str:
    """``median/p90`` as table text."""
    if not samples:
        return "-"
    median, p90 = median_p90(samples)
    return f"{median:.1f}/{p90:.1f}"


def cpu_seconds() -> float:
    """This process's CPU time so far (user and system), in seconds: it holds under load."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def settle(app: QApplication, rounds: int = 3) -> None:
    for _ in range(rounds):
        app.processEvents()


def repaint_steps(app: QApplication, view, runs: int = 20) -> list[float]:  # noqa: ANN001 (a BoardView)
    viewport = view.viewport()
    view.fit()
    settle(app)
    timed(viewport.repaint, 3)  # the first paints after a fit warm the caches
    return timed(viewport.repaint, runs)


def zoom_steps(app: QApplication, view) -> list[float]:  # noqa: ANN001
    viewport = view.viewport()
    view.fit()
    settle(app)
    viewport.repaint()
    out: list[float] = []
    for factor in [1 / ZOOM_FACTOR] * ZOOM_STEPS + [ZOOM_FACTOR] * ZOOM_STEPS:
        def step(factor: float = factor) -> None:
            view.zoom_by(factor)
            viewport.repaint()
        out += timed(step)
        settle(app, 1)  # what the step left for later (refinement) runs between steps, as in use
    view.fit()
    settle(app)
    return out


def pan_steps(app: QApplication, view, centre: QPointF) -> list[float]:  # noqa: ANN001
    viewport = view.viewport()
    view.resetTransform()
    view.scale(PAN_ZOOM, PAN_ZOOM)
    view.centerOn(centre)
    settle(app)
    viewport.repaint()
    settle(app)
    bar = view.horizontalScrollBar()
    bar.setValue(bar.minimum())
    settle(app)
    steps = min(PAN_STEPS, (bar.maximum() - bar.minimum()) // PAN_PX)
    if steps < 5:
        raise RuntimeError(f"no room to pan: {bar.minimum()}..{bar.maximum()}")
    out: list[float] = []
    for _ in range(2):  # there and back, twice: as many steps as the board has room for
        for dx in [PAN_PX] * steps + [-PAN_PX] * steps:
            def step(dx: int = dx) -> None:
                view.pan_by(dx, 0)
                app.processEvents()  # Qt scrolls the viewport and paints the strip that came in
            out += timed(step)
    view.fit()
    settle(app)
    return out


def hover_steps(app: QApplication, view, scene_points: Sequence[QPointF]) -> list[float]:  # noqa: ANN001
    """Move the mouse onto each point (and off to the empty corner), timing both."""
    viewport = view.viewport()
    view.fit()
    settle(app)
    corner = QPoint(2, 2)
    QTest.mouseMove(viewport, corner)
    settle(app)
    out: list[float] = []
    for point in scene_points:
        target = view.mapFromScene(point)
        for where in (target, corner):
            def step(where: QPoint = where) -> None:
                QTest.mouseMove(viewport, where)
                app.processEvents()
            out += timed(step)
    return out
