"""How fast the track editor answers, offscreen, on tracks of 30, 500 and 2,000 pieces.

Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_editor.py``. The editor
window is 1920 x 1080 with the whole track fitted. For each track it prints the median
of:

- **drag step**: one mouse-move event while a piece is dragged (snapping to the open
  ends through the drag's ClipIndex, moving the ghost) until Qt has repainted what
  changed on the canvas (the view at 1:1 zoom, as when placing a piece).
  The track does not change during a drag, so there is nothing to re-validate here;
- **drop**: the mouse release that ends the drag until the edit is applied, the track
  validated (every check), the board, markers, problems list, palette and status bar
  updated and the changed part of the canvas repainted: one undo step;
- **undo**: Ctrl+Z of that drop, same work;
- **repaint**: a full repaint of the 1920 x 1080 canvas with the whole track in view.

Target: a drag step under 16 ms (one frame at 60 Hz) at 500 pieces.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from synthetic import synthetic_track  # noqa: E402

from ubuild_desktop.board import cell_center  # noqa: E402
from ubuild_desktop.core.lattice import HEX  # noqa: E402
from ubuild_desktop.editor import EditorWindow  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SIZES = (30, 500, 2_000)


def ms(seconds: float) -> float:
    return seconds * 1000.0


def bench(app: QApplication, n: int, rounds: int) -> dict[str, float]:
    track = synthetic_track(n)
    window = EditorWindow(track, offer_recovery=False)
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    window.activateWindow()
    app.processEvents()
    view = window.view
    viewport = view.viewport()
    view.fit()
    app.processEvents()

    repaints = []
    for _ in range(rounds):
        start = time.perf_counter()
        viewport.repaint()
        repaints.append(time.perf_counter() - start)

    # Zoom in on one piece of the loop, so the drag crosses real hexes on screen.
    piece = track.pieces[len(track.pieces) // 3]
    view.resetTransform()
    view.centerOn(cell_center(piece.cell))
    app.processEvents()

    def pos(cell: object) -> QPoint:
        return view.mapFromScene(cell_center(cell))  # type: ignore[arg-type]

    steps, drops, undos = [], [], []
    path = [piece.cell]
    for direction in (4, 5, 0, 1, 2, 3):  # round the piece's hex and back to the gap
        path.append(HEX.neighbour(path[-1], direction))
    for _ in range(max(3, rounds // 4)):
        QTest.mousePress(viewport, LEFT, NONE, pos(piece.cell))
        QTest.mouseMove(viewport, pos(piece.cell) + QPoint(12, 0))  # past the drag distance
        for cell in path * 2:
            target = pos(cell) + QPoint(3, 2)
            start = time.perf_counter()
            QTest.mouseMove(viewport, target)
            app.processEvents()  # Qt repaints what changed (the ghost's old and new places)
            steps.append(time.perf_counter() - start)
        drop_at = HEX.neighbour(HEX.neighbour(piece.cell, 4), 4)  # two rows up: free table
        QTest.mouseMove(viewport, pos(drop_at))
        start = time.perf_counter()
        QTest.mouseRelease(viewport, LEFT, NONE, pos(drop_at))
        app.processEvents()
        drops.append(time.perf_counter() - start)
        assert window.current_track() != track, "the drop did not change the track"
        start = time.perf_counter()
        window.undo_action.trigger()
        app.processEvents()
        undos.append(time.perf_counter() - start)
        assert window.current_track() == track
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "pieces": len(track.pieces),
        "step": ms(statistics.median(steps)),
        "drop": ms(statistics.median(drops)),
        "undo": ms(statistics.median(undos)),
        "repaint": ms(statistics.median(repaints)),
    }


def main() -> None:
    app = QApplication.instance() or QApplication([])
    bench(app, 30, 3)  # warm-up: fonts, art, caches
    print(f"{'track':<22}{'pieces':>8}{'drag step':>12}{'drop':>10}{'undo':>10}{'repaint':>12}")
    for n in SIZES:
        row = bench(app, n, 20 if n < 2_000 else 10)
        print(
            f"{'Custom, ' + format(n, ',') + ' pieces':<22}{row['pieces']:>8}{row['step']:>10.1f}ms"
            f"{row['drop']:>8.1f}ms{row['undo']:>8.1f}ms{row['repaint']:>10.1f}ms"
        )
    print("medians; drag step = mouse move -> snapped ghost repainted (target < 16 ms at 500 pieces);")
    print("drop/undo = edit applied, validated, board + panels updated, repainted; repaint = 1920x1080 canvas")


if __name__ == "__main__":
    main()
