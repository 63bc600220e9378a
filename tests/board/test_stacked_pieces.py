"""A stack of 100,000 pieces on one hex: one overlap, a bounded board, a PNG export that ends.

Only the top ``MAX_DRAWN_STACK`` pieces of a stack are drawn; the rest are buried
(``TrackGraph.buried``), named only by the overlap of their hex and its "+N" badge.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import stacked_track
from ubuild_desktop.board import BoardScene, PieceItem, ProblemCellItem
from ubuild_desktop.board.markers import StackCountItem
from ubuild_desktop.core.graph import build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.limits import MAX_DRAWN_STACK
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.core.validate import Code, Report, validate
from ubuild_desktop.viewer import TrackViewerWindow

from .helpers import render

STACK = 100_000  # MAX_PIECES (core/limits.py): the most pieces a track may hold
# One worker runs this file, so the stack and its validation (about 3 CPU s) are made once,
# not once by every worker that a test of it lands on.
pytestmark = pytest.mark.xdist_group("stacked-pieces")


@pytest.fixture(scope="module")
def stack() -> Track:
    """The track of a 100,000-piece stack (a second to make; tracks are frozen, so shared)."""
    return stacked_track(STACK)


@pytest.fixture(scope="module")
def stack_report(stack: Track) -> Report:
    """Its validation (two seconds), shared by the tests that only read it."""
    return validate(stack)


def test_the_stack_is_one_overlap_naming_its_count(stack_report: Report) -> None:
    report = stack_report
    overlaps = [d for d in report.diagnostics if d.code == Code.OVERLAP]
    assert len(overlaps) == 1
    assert overlaps[0].params["count"] == STACK
    assert overlaps[0].message == f"{STACK} pieces are stacked on one hex, bridge on top"
    assert len(overlaps[0].pieces) == STACK  # picking the problem still selects them all
    assert len(report.graph.buried) == STACK - MAX_DRAWN_STACK
    # The buried pieces have no problems of their own: only the two drawn ones do.
    assert len(report.diagnostics) < 20
    named_alone = {d.pieces[0] for d in report.diagnostics if len(d.pieces) == 1}
    assert named_alone == {f"b{STACK - 2}", f"b{STACK - 1}"}


def test_two_stacked_pieces_are_both_drawn_as_before(qtbot: QtBot) -> None:
    track = load_builtin("starter")
    moved = tuple(p.model_copy(update={"cell": Cell(1, 0)}) if p.id == "p6" else p for p in track.pieces)
    track = track.model_copy(update={"pieces": moved})
    report = validate(track)
    assert not report.graph.buried
    overlap = next(d for d in report.diagnostics if d.code == Code.OVERLAP)
    assert "sit on the same hex" in overlap.message
    scene = BoardScene(track, report.graph)
    scene.set_diagnostics(report.diagnostics)
    assert set(scene.piece_items()) == {p.id for p in track.pieces}
    assert not [m for m in scene.marker_items() if isinstance(m, StackCountItem)]


def test_the_scene_draws_the_top_of_the_stack_and_a_count(qtbot: QtBot, stack: Track,
                                                         stack_report: Report) -> None:
    track, report = stack, stack_report
    scene = BoardScene(track, report.graph)
    scene.set_diagnostics(report.diagnostics)
    assert set(scene.piece_items()) == {f"b{STACK - 2}", f"b{STACK - 1}"}
    assert len(scene.items()) < 20  # pieces, markers, the sites: not one per stacked piece
    assert len([i for i in scene.items() if isinstance(i, PieceItem)]) == MAX_DRAWN_STACK
    (badge,) = [m for m in scene.marker_items() if isinstance(m, StackCountItem)]
    assert badge.cell == Cell(0, 0) and badge.text == "+" + QLocale().toString(STACK - 1)
    assert badge.toolTip() == QLocale().toString(STACK) + " pieces are stacked on this hex"
    assert [m.cell for m in scene.marker_items() if isinstance(m, ProblemCellItem)] == [Cell(0, 0)]
    render(scene)
    # Taking the top piece off reveals the next one down (update_track, as the editor does).
    fewer = track.model_copy(update={"pieces": track.pieces[:-1]})
    made = scene.update_track(fewer, build_graph(fewer))
    assert made == {f"b{STACK - 3}"}
    assert set(scene.piece_items()) == {f"b{STACK - 3}", f"b{STACK - 2}"}


def test_the_viewer_lists_one_row_for_the_stack(qtbot: QtBot, stack: Track) -> None:
    window = TrackViewerWindow(stack)  # validates it itself, as it does any track
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    listing = window.problems.list
    rows = [listing.item(i).text() for i in range(listing.count())]
    assert len(rows) < 20
    assert len([r for r in rows if "[overlap]" in r]) == 1
    assert any(r.startswith(f"{STACK} pieces are stacked on one hex") for r in rows)
    assert len([i for i in window.scene.items() if isinstance(i, PieceItem)]) == MAX_DRAWN_STACK


@pytest.mark.tool
def test_export_of_the_stack_to_png_ends(tmp_path: Path, stack: Track) -> None:
    source = tmp_path / "stack.json"
    save_track(stack, source)
    out = tmp_path / "stack.png"
    # The timeout only guards against a hang (before the fix this took minutes and GBs).
    done = subprocess.run(
        [sys.executable, "-m", "ubuild_desktop", "export", str(source), "--to", str(out)],
        capture_output=True, text=True, timeout=240,
    )
    assert done.returncode == 0, done.stderr
    assert out.is_file() and out.stat().st_size > 0
