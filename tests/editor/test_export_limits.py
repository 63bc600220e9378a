"""The page limit of PDF export and printing (the command refuses, the editor asks first; Print…
and Print Preview… asked about in a child process too), and the page plan that prints only
pages with pieces."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.modal import choose_file, when_modal
from tests.ui_harness import Harness, ScenarioResult, scenario_test
from ubuild_desktop.cli import main
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.limits import MAX_EXPORT_PAGES
from ubuild_desktop.core.track import Placement, Track
from ubuild_desktop.core.trackfile import dump_track, load_builtin
from ubuild_desktop.editor import export, paper, settings

from .conftest import pdf_pages

A4_CONTENT_MM = (190.0, 269.0)


def far_pair() -> Track:
    """Two pieces, one at the far corner of the table: a grid of hundreds of millions of pages."""
    return Track(name="Far pair", pieces=(
        Placement(id="a", kind="go", cell=Cell(0, 0)),
        Placement(id="b", kind="jail", cell=Cell(100_000, 100_000)),
    ))


def far_row() -> Track:
    """Four pieces in a row, 5,000 hexes apart: thousands of empty pages between them."""
    return Track(name="Far row", pieces=tuple(
        Placement(id=f"p{i}", kind="go", cell=Cell(i * 5_000, 0)) for i in range(4)))


def scatter(n: int) -> Track:
    """``n`` pieces 40 hexes apart: each needs a page of its own."""
    return Track(name="Scatter", pieces=tuple(
        Placement(id=f"p{i}", kind="go", cell=Cell((i % 16) * 40, (i // 16) * 40)) for i in range(n)))


def covered(plan: paper.PagePlan, x: float, y: float) -> bool:
    """Whether board point (x, y) mm is on a printed page."""
    ox, oy = plan.offset_mm()
    sx, sy = plan.step_mm
    pw, ph = plan.page_mm
    return any(c * sx - ox <= x <= c * sx - ox + pw and r * sy - oy <= y <= r * sy - oy + ph for c, r in plan.printed)


@pytest.mark.parametrize("make", [far_pair, far_row])
def test_the_plan_prints_only_pages_with_pieces(qtbot: QtBot, make) -> None:
    track = make()
    board = paper.track_on_paper(track, 40.0)
    plan = board.plan(A4_CONTENT_MM)
    assert plan.columns * plan.rows > 3_000  # the whole grid: what used to be printed
    assert 1 <= plan.pages <= 2 * len(track.pieces)
    assert len(board.pieces_mm) == len(track.pieces)
    for x, y, w, h in board.pieces_mm:  # every piece whole: its corners and its centre
        for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h), (x + w / 2, y + h / 2)):
            assert covered(plan, px, py), (px, py)


def test_a_dense_track_prints_every_page_of_its_grid(qtbot: QtBot) -> None:
    plan = paper.track_on_paper(load_builtin("starter"), 40.0).plan(A4_CONTENT_MM)
    assert plan.pages == plan.columns * plan.rows


def test_the_far_pair_exports_in_a_few_pages(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "far.pdf"
    pages = export.export_pdf(far_pair(), out, 40.0)
    assert pages == pdf_pages(out) == 3  # one page per piece, and the parts list


def test_a_piece_across_two_pages_gets_both_and_far_pieces_their_own(qtbot: QtBot) -> None:
    track = Track(name="Edge", pieces=(Placement(id="a", kind="go", cell=Cell(0, 0)),
                                       Placement(id="b", kind="jail", cell=Cell(3, 0)),
                                       Placement(id="c", kind="jail", cell=Cell(400, 0))))
    plan = paper.track_on_paper(track, 40.0).plan(A4_CONTENT_MM)
    # The two near pieces span two neighbouring pages; the far one is alone on its page.
    assert plan.has(0, 0) and plan.has(1, 0)
    assert plan.pages == 3
    assert not plan.has(2, 0)


def test_cli_refuses_above_the_limit_and_goes_on_with_max_pages(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "scatter.json"
    source.write_text(dump_track(scatter(MAX_EXPORT_PAGES + 10)), encoding="utf-8")
    out = tmp_path / "scatter.pdf"
    assert main(["export", str(source), "--to", str(out), "--hex-size-mm", "40"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    needed = int(re.search(r"would need ([\d,]+) pages", err).group(1).replace(",", ""))
    # A page or two per piece (one that lies across a page's edge is on both), and the parts list.
    assert MAX_EXPORT_PAGES + 11 <= needed <= 2 * (MAX_EXPORT_PAGES + 10) + 1
    assert f"{MAX_EXPORT_PAGES} allowed" in err
    assert f"--max-pages {needed}" in err and "--hex-size-mm" in err
    assert not out.exists()
    assert main(["export", str(source), "--to", str(out), "--hex-size-mm", "40", "--max-pages", str(needed)]) == 0
    assert pdf_pages(out) == needed
    assert main(["export", str(source), "--to", str(out), "--max-pages", "0"]) == 2


def test_editor_asks_before_exporting_many_pages(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    settings.set_hex_size_mm(40.0)
    window = make_editor(scatter(MAX_EXPORT_PAGES + 10))
    out = tmp_path / "many.pdf"
    dialogs.answers["question"] = QMessageBox.StandardButton.Cancel
    chosen = choose_file(out)
    window.export_pdf_action.trigger()
    assert chosen and dialogs.kinds() == ["question"]
    _kind, title, text = dialogs.shown[0]
    needed = int(re.search(r"needs ([\d,]+) pages", text).group(1).replace(",", ""))
    assert needed > MAX_EXPORT_PAGES and f"more than {MAX_EXPORT_PAGES}" in text and title == "Many Pages"
    assert not out.exists()
    dialogs.answers["question"] = QMessageBox.StandardButton.Yes
    chosen = choose_file(out)
    window.export_pdf_action.trigger()
    assert chosen and dialogs.kinds() == ["question", "question"]
    assert pdf_pages(out) == needed


def test_editor_exports_a_small_track_without_asking(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    window = make_editor(far_pair())
    out = tmp_path / "far.pdf"
    chosen = choose_file(out)
    window.export_pdf_action.trigger()
    assert chosen and dialogs.kinds() == []
    assert pdf_pages(out) == 3


@pytest.mark.parametrize("action", ["print_action", "print_preview_action"])
def test_editor_asks_before_printing_many_pages(qtbot: QtBot, make_editor, dialogs, action: str) -> None:
    window = make_editor(scatter(MAX_EXPORT_PAGES + 10))
    kind = QPrintDialog if action == "print_action" else QPrintPreviewDialog
    printing = when_modal(kind, lambda d: d.reject(), tries=5)
    getattr(window, action).trigger()
    assert dialogs.kinds() == ["question"] and "pages" in dialogs.shown[0][2]
    qtbot.wait(200)  # let the poll run out here, not in a later test
    assert not printing  # cancelled: no print dialog, nothing printed


# ---------------------------------------------------------------------- Print and Print Preview, in a child process
# The real question box comes up (answered by the harness's timer, as a user would), and
# Print's dialogs run for real, so a crash fails this test and not the run.


SPEC = __name__


def many_pages_scenario(h: Harness) -> None:
    from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QMessageBox

    from ubuild_desktop.editor import open_editor

    settings.set_hex_size_mm(40.0)
    editor = open_editor(track=scatter(MAX_EXPORT_PAGES + 10))
    h.settle()
    seen: list[list[str]] = []
    pages: list[int] = []

    def reply(button: QMessageBox.StandardButton) -> Any:
        def answer(dialog: Any) -> bool:
            seen[-1].append(type(dialog).__name__)
            if isinstance(dialog, QMessageBox):
                h.notes.setdefault("questions", []).append(dialog.text())
                dialog.button(button).click()
                return True
            if isinstance(dialog, QPrintPreviewDialog):
                preview = dialog.findChild(QPrintPreviewWidget)
                preview.updatePreview()  # paints the pages now, as showing it does
                pages.append(preview.pageCount())
            return False  # the harness closes it: nothing is printed

        return answer

    for action, button in ((editor.print_action, QMessageBox.StandardButton.Cancel),
                           (editor.print_preview_action, QMessageBox.StandardButton.Cancel),
                           (editor.print_action, QMessageBox.StandardButton.Yes),
                           (editor.print_preview_action, QMessageBox.StandardButton.Yes)):
        seen.append([])
        h.use(action, answer=reply(button))
    h.notes["seen"] = seen
    h.notes["pages"] = pages
    h.notes["limit"] = MAX_EXPORT_PAGES
    h.check(editor.isVisible(), "the editor is still open")


@pytest.mark.tool
@scenario_test(f"{SPEC}:many_pages_scenario", "ui-editor")  # in the editor scenarios' child
def test_print_and_preview_ask_above_the_page_limit(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    # The progress dialog of a slow preview (a busy machine: the suite runs on every core)
    # comes and goes on its own; the dialogs the user answers are these.
    seen = [[name for name in names if name != "QProgressDialog"] for names in result.notes["seen"]]
    # Cancel: the question only, no print dialog. Go on: the print dialog, the preview.
    assert seen == [["QMessageBox"], ["QMessageBox"], ["QMessageBox", "QPrintDialog"],
                    ["QMessageBox", "QPrintPreviewDialog"]], seen
    limit = result.notes["limit"]
    for text in result.notes["questions"]:
        assert "pages" in text and f"more than {limit}" in text and "\n" not in text
    (previewed,) = result.notes["pages"]
    assert previewed > limit  # every page the user agreed to, the parts list included
