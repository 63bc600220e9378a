"""How fast the track editor answers, offscreen, on the built-in tracks and on tracks of
30, 500 and 2,000 pieces.

Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_editor.py`` (``make bench``).
The editor window is 1920 x 1080 with the whole track fitted. For each track it prints the
median and the 90th percentile (p90), in ms, of:

- **repaint**, **zoom**, **pan**, **hover**: as :mod:`frames` measures them (a full
  repaint; a x1.15 zoom step and its repaint; a 40-pixel pan step at 1:1; the mouse onto
  a tile and off);
- **drag step**: one mouse-move event while a piece is dragged (snapping to the open
  ends through the drag's ClipIndex, moving the ghost) until Qt has repainted what
  changed on the canvas (the view at 1:1 zoom, as when placing a piece);
- **drop**: the mouse release that ends the drag until the edit is applied, the track
  validated (every check), the board, markers, problems list, palette and status bar
  updated and the changed part of the canvas repainted: one undo step;
- **undo**: Ctrl+Z of that drop, same work.

Target: every median at most 16 ms (one frame at 60 Hz).
"""

from __future__ import annotations

import os
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
from frames import FRAME_MS, cell, hover_steps, pan_steps, repaint_steps, zoom_steps  # noqa: E402
from synthetic import synthetic_track  # noqa: E402

from ubuild_desktop.board import cell_center  # noqa: E402
from ubuild_desktop.core.lattice import HEX  # noqa: E402
from ubuild_desktop.core.track import Track  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402
from ubuild_desktop.editor import EditorWindow  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SIZES = (30, 500, 2_000)
BUILTIN = ("starter", "classic", "pro")


def ms(seconds: float) -> float:
    return seconds * 1000.0


def bench(app: QApplication, track: Track, rounds: int) -> dict[str, list[float]]:
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

    repaints = repaint_steps(app, view, rounds)
    zooms = zoom_steps(app, view)
    piece = track.pieces[len(track.pieces) // 3]
    pans = pan_steps(app, view, cell_center(piece.cell))
    hovered = [track.pieces[i * len(track.pieces) // 5] for i in range(5)]
    hovers = hover_steps(app, view, [cell_center(p.cell) for p in hovered])

    # Zoom in on one piece of the loop, so the drag crosses real hexes on screen.
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
        "repaint": repaints,
        "zoom": zooms,
        "pan": pans,
        "hover": hovers,
        "drag step": [ms(t) for t in steps],
        "drop": [ms(t) for t in drops],
        "undo": [ms(t) for t in undos],
    }


COLUMNS = ("repaint", "zoom", "pan", "hover", "drag step", "drop", "undo")


def main() -> None:
    app = QApplication.instance() or QApplication([])
    bench(app, synthetic_track(30), 3)  # warm-up: fonts, art, caches
    print("editor, 1920x1080 window, whole track fitted; each cell: median/p90 in ms")
    print(f"{'track':<24}{'pieces':>7}" + "".join(f"{c:>12}" for c in COLUMNS))
    tracks = [(f"{name.capitalize()} (built-in)", load_builtin(name)) for name in BUILTIN]
    tracks += [(f"Custom, {n:,} pieces", synthetic_track(n)) for n in SIZES]
    for label, track in tracks:
        row = bench(app, track, 20 if len(track.pieces) < 2_000 else 10)
        print(f"{label:<24}{len(track.pieces):>7}" + "".join(f"{cell(row[c]):>12}" for c in COLUMNS))
    print(f"target: every median <= {FRAME_MS:.0f} ms (one frame at 60 Hz). repaint = full 1920x1080 canvas;")
    print("zoom = x1.15 step + repaint; pan = 40 px at 1:1 until painted; hover = mouse onto a tile / off;")
    print("drag step = mouse move -> snapped ghost repainted; drop/undo = edit applied, validated, board + panels updated")


if __name__ == "__main__":
    main()
