"""Export: PNG of the right size, SVG that parses, PDF at true size across pages; printing (the
orientation that needs fewer pages, Print Preview's pages painted ahead); the CLI commands."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPageLayout
from pytestqt.qtbot import QtBot

from ubuild_desktop.cli import main
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.editor import export, paper, settings
from ubuild_desktop.editor.paper import PagePlan, plan_pages

from .conftest import pdf_pages


def test_png_has_the_promised_pixel_size(qtbot: QtBot, make_editor, tmp_path: Path) -> None:
    window = make_editor(load_builtin("starter"))
    out = tmp_path / "starter.png"
    assert window.export_to(out)
    image = QImage(str(out))
    expected = export.png_size(load_builtin("starter"))
    assert (image.width(), image.height()) == (expected.width(), expected.height())
    # 120 pixels across a hex: the Starter loop is five and a half hexes wide, plus margins.
    assert 5.5 * 120 < image.width() < 6.5 * 120
    twice = export.export_png(load_builtin("starter"), tmp_path / "big.png", hex_px=240)
    assert abs(twice.width() - 2 * image.width()) <= 2


def answer_png_size(width: int | None = None, preset: str | None = None, cancel: bool = False) -> list[dict[str, object]]:
    """The next Picture Size dialog: type ``width`` into its width box and press Enter, or
    pick ``preset`` with the keys and press Export (or Cancel); note what it showed at the end."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    from tests.modal import when_modal
    from ubuild_desktop.editor.png_size import PngSizeDialog

    seen: list[dict[str, object]] = []

    def answer(dialog: object) -> None:
        assert isinstance(dialog, PngSizeDialog)
        dialog.finished.connect(lambda _result: seen.append({
            "width": dialog.width_box.value(), "height": dialog.height_box.value(), "note": dialog.note.text(),
            "preset": dialog.preset.currentData(), "result": _result, "size": dialog.size()}))
        if preset is not None:
            combo = dialog.preset
            combo.setFocus()
            row = combo.findData(preset)
            while combo.currentIndex() != row:
                QTest.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < row else Qt.Key.Key_Up)
        if width is not None:
            box = dialog.width_box
            box.setFocus()
            box.selectAll()
            QTest.keyClicks(box, str(width))
            QTest.keyClick(box, Qt.Key.Key_Return)  # as a user ends a number: Enter exports
            return
        button = QDialogButtonBox.StandardButton.Cancel if cancel else QDialogButtonBox.StandardButton.Ok
        dialog.findChild(QDialogButtonBox).button(button).click()

    when_modal(PngSizeDialog, answer)
    return seen


def test_png_export_asks_the_pictures_size(qtbot: QtBot, make_editor, tmp_path: Path) -> None:
    """Issue 23: PNG export has a resolution option (it was a fixed 567 x 433 for Starter).
    Through File > Export as PNG: a width typed in gives a picture that wide, its height as
    the dialog said; the true tile size at 300 dpi; Cancel writes nothing."""
    from tests.modal import choose_file

    window = make_editor(load_builtin("starter"))
    out = tmp_path / "starter.png"
    chosen, sized = choose_file(out), answer_png_size(width=1000)
    window.export_png_action.trigger()
    assert chosen and sized and sized[0]["preset"] == "custom"
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, sized[0]["height"])
    assert "1,000 × " in str(sized[0]["note"])
    shown = sized[0]["size"]
    assert shown.width() <= 1024 and shown.height() <= 640  # it fits the smallest screen we promise
    out.unlink()
    chosen, sized = choose_file(out), answer_png_size(preset="dpi300")
    window.export_png_action.trigger()
    board = paper.board_rect(window.scene).size()
    wanted = round(board.width() * export.px_per_unit_at_dpi(300, settings.hex_size_mm()))
    assert QImage(str(out)).width() == wanted == sized[0]["width"]
    # At 300 dpi and 40 mm a hex, a hex is 472 pixels across.
    assert abs(export.px_per_unit_at_dpi(300, 40.0) * paper.ACROSS_FLATS - 472.4) < 0.1
    out.unlink()
    chosen, sized = choose_file(out), answer_png_size(cancel=True)
    window.export_png_action.trigger()
    assert chosen and sized and sized[0]["preset"] == "dpi300"  # the last choice, remembered
    assert not out.exists()


def test_svg_parses_and_has_the_board_size(qtbot: QtBot, make_editor, tmp_path: Path) -> None:
    window = make_editor(load_builtin("pro"))
    out = tmp_path / "pro.svg"
    assert window.export_to(out)
    root = ET.parse(out).getroot()
    assert root.tag.endswith("svg")
    size = export.export_svg(load_builtin("pro"), tmp_path / "again.svg")
    assert root.get("viewBox") == f"0 0 {size.width()} {size.height()}"
    assert root.find("{http://www.w3.org/2000/svg}title").text == "Pro"


def test_pdf_is_split_across_pages_with_a_parts_list(qtbot: QtBot, make_editor, tmp_path: Path) -> None:
    window = make_editor(load_builtin("pro"))
    out = tmp_path / "pro.pdf"
    assert window.export_to(out)
    pages = pdf_pages(out)
    assert pages > 2  # larger than one A4 page at 40 mm a hex, plus the parts list
    assert pages == export.export_pdf(load_builtin("pro"), tmp_path / "again.pdf", settings.hex_size_mm())
    # Smaller hexes fit the Starter loop on one page (+ the parts list).
    assert export.export_pdf(load_builtin("starter"), tmp_path / "small.pdf", 20.0) == 2
    assert pdf_pages(tmp_path / "small.pdf") == 2


def test_page_plan_overlaps_and_names_pages() -> None:
    one = plan_pages((100, 100), (190, 269))
    assert (one.columns, one.rows, one.pages) == (1, 1, 1)
    assert one.offset_mm() == (45, 84.5)
    grid = plan_pages((400, 300), (190, 269), overlap_mm=10)
    # 190 + 180 + 180 >= 400: three columns; 269 + 259 >= 300: two rows.
    assert (grid.columns, grid.rows) == (3, 2)
    assert grid.step_mm == (180, 259)
    assert [PagePlan.name(c, 0) for c in (0, 1, 25, 26)] == ["A1", "B1", "Z1", "AA1"]


def test_true_size_scale() -> None:
    # 40 mm across the flats of a hex: the scene's hex is sqrt(3) x 40 units across.
    assert math.isclose(paper.mm_per_unit(40.0) * math.sqrt(3.0) * 40.0, 40.0)


def test_parts_list_names_tiles_and_districts() -> None:
    rows = paper.parts_list_rows(load_builtin("starter"))
    labels = {label: (n, detail) for label, n, detail in rows}
    assert labels["District double"][0] == 4
    assert "D2" in labels["District double"][1] and "(" in labels["District double"][1]
    assert labels["Bridge"] == (2, "")


def test_tile_size_setting_is_kept(qtbot: QtBot) -> None:
    assert settings.hex_size_mm() == settings.DEFAULT_HEX_SIZE_MM
    settings.set_hex_size_mm(32.5)
    assert settings.hex_size_mm() == 32.5
    settings.set_hex_size_mm(1000)
    assert settings.hex_size_mm() == settings.MAX_HEX_SIZE_MM


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_cli_export(qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str) -> None:
    out = tmp_path / f"starter{suffix}"
    assert main(["export", "starter", "--to", str(out), "--hex-size-mm", "30"]) == 0
    assert out.exists() and out.stat().st_size > 1000
    assert str(out) in capsys.readouterr().out


def test_cli_export_unreadable_track(qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.json"
    assert main(["export", str(missing), "--to", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"{missing}: no such file"
    assert not (tmp_path / "x.png").exists()


def test_cli_edit_screenshot(qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "edit.png"
    assert main(["edit", "starter", "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["edit", str(bad), "--screenshot", str(out)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_printing_starts_in_the_orientation_that_needs_fewer_pages(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("pro"))
    printer = window._printer()
    board = paper.board_size_mm(window.current_track(), settings.hex_size_mm())
    chosen = paper.plan_pages(board, export._content_mm(printer)).pages
    counts = {}
    for orientation in (QPageLayout.Orientation.Portrait, QPageLayout.Orientation.Landscape):
        printer.setPageOrientation(orientation)
        counts[orientation] = paper.plan_pages(board, export._content_mm(printer)).pages
    assert chosen == min(counts.values())
    assert len(set(counts.values())) == 2  # the Pro track is a case where the orientation matters


def test_print_preview_pages_are_painted_ahead_by_the_same_path(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QPageLayout, QPicture
    from PySide6.QtPrintSupport import QPrinter

    from ubuild_desktop.editor.progress import run_to_end

    def pdf_printer(out: Path) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return printer

    track = load_builtin("pro")
    printer = pdf_printer(tmp_path / "replayed.pdf")
    prepared = run_to_end(export.picture_pages_steps(printer, track, 40.0))
    assert prepared.fits(printer)
    # Each page is painted at the picture's own resolution, the page's millimetres kept:
    # the first page's corner ticks and ruler span the printable width.
    dots_per_mm = QPicture().logicalDpiX() / 25.4
    width_mm = printer.pageLayout().paintRect(QPageLayout.Unit.Millimeter).width()
    assert abs(prepared.pictures[0].boundingRect().width() - width_mm * dots_per_mm) < 3
    pages = prepared.play(printer)
    del printer
    direct = pdf_printer(tmp_path / "direct.pdf")
    assert pages == len(prepared.pictures) == export.paint_pages(direct, track, 40.0) > 2
    del direct
    assert pdf_pages(tmp_path / "replayed.pdf") == pdf_pages(tmp_path / "direct.pdf") == pages
    # Another page set-up (or resolution) does not take the prepared pages.
    turned = pdf_printer(tmp_path / "turned.pdf")
    turned.setPageOrientation(QPageLayout.Orientation.Landscape)
    assert not prepared.fits(turned)
    assert not prepared.fits(QPrinter(QPrinter.PrinterMode.ScreenResolution))
