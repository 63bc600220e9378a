"""Every frame at every zoom: the editor and the play view on Starter, Pro and the
traditional board, at zoom factors from "fit" to 4x fit in steps of 0.25x (issue 26).

Run offscreen (``QT_QPA_PLATFORM=offscreen python benchmarks/bench_zoom.py``, ``make
bench-zoom``; ``make bench`` runs it too). The window is 1920x1080; each board is fitted,
then for each factor f the view is zoomed to f times the fitted zoom around the board's
middle, left to settle (the sharp tile pictures of the new zoom are made, as a user's
first frames there make them), and three steps are timed, as :mod:`frames` times them:

- *pan*: a pan step of 40 pixels, until Qt has painted what scrolled in (there and back);
- *repaint*: a full repaint of the view;
- *hover*: the mouse onto a tile (a space) in view until what that shows is painted (the
  play view: its card), and off it again.

Each step is timed twice: wall time (what the user waits) and this process's CPU time
(all its threads), which a machine busy with other work inflates less. It prints, per
view, board and step, the wall and CPU medians in ms at each factor, then the worst
factor per view/board/step (the table of docs/PERFORMANCE.md), and the load average before and after.
The view zooms no closer than ``BoardView``'s ``MAX_SCALE`` (8): on a board whose fitted
zoom is large (Starter at 1920x1080: 2.7) the last factors are that zoom, and say so.
Options: ``--quick`` (fewer samples), ``--views editor,play``, ``--boards
starter,pro,traditional``, ``--factors 1,2,4``, ``--json OUT``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QPointF  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsView  # noqa: E402

from frames import FRAME_MS, PAN_PX, median_p90, settle  # noqa: E402

from ubuild_desktop.board import tile_cache  # noqa: E402

SIZE = (1920, 1080)
FACTORS = tuple(1.0 + 0.25 * i for i in range(13))  # fit, 1.25x fit, ... 4x fit
STEPS = ("pan", "repaint", "hover")
VIEWS = ("editor", "play")
BOARDS = ("starter", "pro", "traditional")
PLAYERS = "Ana:human,Bo:human,Cyd:human,Dee:human"


# ------------------------------------------------------------------ windows


@contextmanager
def editor_window(board: str) -> Iterator[tuple[QGraphicsView, list[QPointF]]]:
    """The editor on ``board``: its view and the scene points of a few tiles (spaces)."""
    if board == "traditional":
        from ubuild_desktop.core.square import load_builtin_board
        from ubuild_desktop.editor.square_window import SquareEditorWindow

        window = SquareEditorWindow(load_builtin_board("traditional"))
        points = [item.sceneBoundingRect().center() for item in window.scene.space_items]
    else:
        from ubuild_desktop.board import cell_center
        from ubuild_desktop.core.trackfile import load_builtin
        from ubuild_desktop.editor import EditorWindow

        track = load_builtin(board)
        window = EditorWindow(track, offer_recovery=False)
        points = [cell_center(piece.cell) for piece in track.pieces]
    try:
        yield _shown(window, window.view), points
    finally:
        _close(window)


@contextmanager
def play_window(board: str) -> Iterator[tuple[QGraphicsView, list[QPointF]]]:
    """A four-player game on ``board``, mid-game (owners, blocks or houses, movers)."""
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players(PLAYERS)
    names = [s.name for s in seats]
    if board == "traditional":
        from ubuild_desktop.core.engine.kernel.driver import Driver
        from ubuild_desktop.core.engine.traditional.game import Game as TradGame
        from ubuild_desktop.core.engine.traditional.player import SimplePlayer
        from ubuild_desktop.core.engine.traditional.session import TradSession
        from ubuild_desktop.core.square import load_builtin_board

        session = TradSession(TradGame(load_builtin_board("traditional"), names), 7)
        driver, players = Driver(), [SimplePlayer(p) for p in range(len(names))]
        for _ in range(400):  # a busy board: owners, houses, movers spread round it
            state = session.state
            if state.is_terminal():
                break
            p = state.current_player
            if p < 0:
                session.chance_step()
            else:
                session.apply(driver.next_action(state, p, players[p]))
    else:
        from bench_play import busy_history

        from ubuild_desktop.core.engine.ubuild.game import Game
        from ubuild_desktop.core.engine.ubuild.session import Session
        from ubuild_desktop.core.trackfile import load_builtin

        game = Game.create(load_builtin(board), names)
        seed, history = busy_history(game, 15 if board == "starter" else 45)
        session = Session.resume(game, seed, history)
    window = open_game_window(session, seats, animations=False, start=False, remember=False, autosave=False)
    view = window.board_view
    points = [window.play_board.cell_point(cell) for _district, cell in window.play_board.district_cells()]
    try:
        yield _shown(window, view), points
    finally:
        _close(window)


def _shown(window, view: QGraphicsView) -> QGraphicsView:  # noqa: ANN001
    app = QApplication.instance()
    window.resize(*SIZE)
    window.show()
    settle(app, 5)
    return view


def _close(window) -> None:  # noqa: ANN001
    app = QApplication.instance()
    if hasattr(window, "document") and hasattr(window.document, "undo_stack"):
        window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    settle(app, 3)


# ------------------------------------------------------------------ steps

Sample = tuple[float, float]  # (wall ms, CPU ms)


def timed(fn: Callable[[], object], runs: int = 1) -> list[Sample]:
    """Wall and CPU time of ``fn()``, in ms, for each of ``runs`` runs."""
    out = []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        fn()
        out.append(((time.perf_counter() - wall) * 1000.0, (time.process_time() - cpu) * 1000.0))
    return out


def zoom_to(app: QApplication, view, factor: float, centre: QPointF) -> float:  # noqa: ANN001 (a BoardView)
    """Fit, then zoom to ``factor`` times the fitted zoom (as far as the view zooms), the
    view centred on ``centre`` (a tile), and settle; returns the fitted zoom."""
    view.fit()
    settle(app)
    fitted = view.zoom_level()
    view.zoom_by(factor)
    view.centerOn(centre)
    settle(app)
    view.viewport().repaint()
    tile_cache.refiner().finish()  # the sharp pictures a user's first frames there make
    settle(app)
    view.viewport().repaint()
    return fitted


def pan(app: QApplication, view, runs: int) -> list[Sample]:  # noqa: ANN001
    out: list[Sample] = []
    steps = max(2, runs // 4)
    while len(out) < runs:
        for dx in [PAN_PX] * steps + [-PAN_PX] * steps:  # there and back
            def step(dx: int = dx) -> None:
                view.pan_by(dx, 0)
                app.processEvents()
            out += timed(step)
    return out


def repaint(app: QApplication, view, runs: int) -> list[Sample]:  # noqa: ANN001
    return timed(view.viewport().repaint, runs)


def hover(app: QApplication, view, points: list[QPointF], runs: int) -> list[Sample]:  # noqa: ANN001
    viewport = view.viewport()
    corner = QPoint(2, 2)
    QTest.mouseMove(viewport, corner)
    settle(app)
    inside = [view.mapFromScene(p) for p in points]
    inside = [p for p in inside if viewport.rect().adjusted(20, 20, -20, -20).contains(p)]
    if not inside:
        return []
    out: list[Sample] = []
    i = 0
    while len(out) < runs:
        for where in (inside[i % len(inside)], corner):
            def step(where: QPoint = where) -> None:
                QTest.mouseMove(viewport, where)
                app.processEvents()
            out += timed(step)
        i += 1
    return out


def wall(samples: list[Sample]) -> list[float]:
    return [w for w, _c in samples]


def cpu(samples: list[Sample]) -> list[float]:
    return [c for _w, c in samples]


def sweep(app: QApplication, opener: Callable, board: str, factors: tuple[float, ...], runs: int,
          log: Callable[[str], None]) -> dict[str, dict[float, list[Sample]]]:
    out: dict[str, dict[float, list[Sample]]] = {step: {} for step in STEPS}
    with opener(board) as (view, points):
        centre = points[len(points) // 3]  # a tile: the view shows tiles at every zoom
        for factor in factors:
            fitted = zoom_to(app, view, factor, centre)
            out["pan"][factor] = pan(app, view, runs)
            zoom_to(app, view, factor, centre)
            out["repaint"][factor] = repaint(app, view, runs)
            out["hover"][factor] = hover(app, view, points, runs)
            clamped = "" if abs(view.zoom_level() / fitted - factor) < 0.01 else " (closest zoom)"
            log(f"  x{factor:<5.2f} zoom {view.zoom_level():6.3f}{clamped:16}" + "  ".join(
                f"{step} {statistics.median(wall(out[step][factor])):6.1f} ({statistics.median(cpu(out[step][factor])):5.1f})"
                if out[step][factor] else f"{step}       -       " for step in STEPS))
    return out


def worst(steps: dict[float, list[Sample]]) -> str:
    """The factor of the worst wall median: ``median/p90 (CPU median) at xF``."""
    measured = {f: s for f, s in steps.items() if s}
    if not measured:
        return "-"
    factor = max(measured, key=lambda f: statistics.median(wall(measured[f])))
    median, p90 = median_p90(wall(measured[factor]))
    return f"{median:.1f}/{p90:.1f} ({statistics.median(cpu(measured[factor])):.1f}) at x{factor:g}"


def load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples per cell (8 instead of 20)")
    parser.add_argument("--views", default=",".join(VIEWS))
    parser.add_argument("--boards", default=",".join(BOARDS))
    parser.add_argument("--factors", default=",".join(f"{f:g}" for f in FACTORS))
    parser.add_argument("--json", type=Path, help="write every sample here")
    args = parser.parse_args()
    factors = tuple(float(f) for f in args.factors.split(","))
    runs = 8 if args.quick else 20
    app = QApplication.instance() or QApplication(sys.argv[:1])
    openers = {"editor": editor_window, "play": play_window}
    results: dict[str, dict[str, dict[str, dict[float, list[Sample]]]]] = {}
    with editor_window("starter") as (view, _points):  # warm-up: fonts, art
        zoom_to(app, view, 1.0, _points[0])
    started = load()
    print(f"{SIZE[0]}x{SIZE[1]} window; each cell: median ms, wall (CPU), at each zoom factor (x fit); "
          f"load average {started}", flush=True)
    for view_name in args.views.split(","):
        for board in args.boards.split(","):
            print(f"{view_name} / {board}", flush=True)
            results.setdefault(view_name, {})[board] = sweep(
                app, openers[view_name], board, factors, runs, lambda line: print(line, flush=True))
    print("\nworst factor per view, board and step: wall median/p90 (CPU median) in ms at that factor")
    print(f"{'view':<8}{'board':<13}" + "".join(f"{step:>30}" for step in STEPS))
    for view_name, boards in results.items():
        for board, steps in boards.items():
            print(f"{view_name:<8}{board:<13}" + "".join(f"{worst(steps[step]):>30}" for step in STEPS))
    print(f"target: every median <= {FRAME_MS:.1f} ms (one frame at 60 Hz); load average {started} before, "
          f"{load()} after")
    if args.json:
        args.json.write_text(json.dumps({v: {b: {s: {str(f): x for f, x in fs.items()} for s, fs in st.items()}
                                             for b, st in bs.items()} for v, bs in results.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
