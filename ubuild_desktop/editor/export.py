"""Export a track as PNG, SVG or PDF, and print it at true tile size across pages; any board scene
(the square board's too) as PNG, SVG or a one-page PDF (``scene_*_steps``).

Everything is drawn by the shared board (:class:`~ubuild_desktop.board.BoardScene`), on
a fresh scene without selection or problem markers. PDF and print use the physical hex
size (millimetres across flats, a setting): a track larger than the page is split into
overlapping pages (``A1``, ``B1``, ... columns by letter, rows by number) with dashed
overlap lines and alignment crosses, followed by a parts list page.

Every export is also a *job* (``*_steps``): a generator that draws a few pieces or one
page between two ``yield``s of how far it is, for :mod:`.progress` (the editor shows a
progress dialog with Cancel; the command line runs the same job to its end). A file is
written to a temporary file beside the target and renamed over it only when complete:
a cancelled or failed export leaves no partial file. PDF export, Print and Print Preview
share one page painter; Print Preview paints the pages ahead into pictures
(:func:`picture_pages_steps`), which its paint request replays without running events.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QTransform, QImage, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPicture
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from ubuild_desktop.board import BoardScene
from ubuild_desktop.board.scene import PIECES_PER_STEP
from ubuild_desktop.core.graph import TrackGraph
from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.core.limits import MAX_EXPORT_PAGES
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.validate import validate
from ubuild_desktop.qtfiles import MemoryFile, save_image
from ubuild_desktop.core.trackfile import atomic_write_bytes
from ubuild_desktop.words import track_name
from ubuild_desktop.charts.style import svg_with_css_fonts

from .paper import (
    ACROSS_FLATS, FOOTER_MM, PagePlan, PrintedBoard, board_rect, check_pages, mm_per_unit, paint_marks, paint_parts_list,
    printed_board,
)
from .progress import Job, run_to_end
from .settings import DEFAULT_HEX_SIZE_MM

MARGIN_MM = 10.0  # page margins for PDF export (printers set their own)
DEFAULT_HEX_PX = 120  # PNG: pixels across the flats of one hex
MAX_IMAGE_SIDE = 16_384  # PNG: larger boards are scaled down to this


def export_scene(track: Track, *, background: bool = True, graph: TrackGraph | None = None) -> BoardScene:
    """A fresh board of ``track`` for export: no selection, no problem markers."""
    return run_to_end(scene_steps(track, background=background, graph=graph))


def scene_steps(
    track: Track, *, background: bool = True, graph: TrackGraph | None = None, share: float = 1.0
) -> Job[BoardScene]:
    """:func:`export_scene` as a job (progress from 0 to ``share``); ``graph``: the track's, if known."""
    scene = BoardScene()
    if not background:
        scene.setBackgroundBrush(Qt.GlobalColor.white)
    if graph is None:
        graph = validate(track).graph
        yield 0.1 * share
    total = max(1, len(track.pieces))
    for drawn in scene.set_track_in_steps(track, graph):
        yield share * (0.1 + 0.9 * drawn / total)
    return scene


def paint_scene_steps(painter: QPainter, scene: QGraphicsScene, source: QRectF, target: QRectF) -> Job[None]:
    """Paint the part ``source`` of ``scene`` into ``target`` (what ``scene.render`` does), a
    few items per step: the background, then each visible item in stacking order."""
    painter.fillRect(target, scene.backgroundBrush())
    base = painter.worldTransform()
    world = QTransform(base)
    world.translate(target.x(), target.y())
    world.scale(target.width() / source.width(), target.height() / source.height())
    world.translate(-source.x(), -source.y())
    items = [item for item in scene.items(source, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                          Qt.SortOrder.AscendingOrder) if item.isVisible()]
    option = QStyleOptionGraphicsItem()
    for number, item in enumerate(items, 1):
        painter.save()
        painter.setWorldTransform(item.sceneTransform() * world)
        painter.setOpacity(item.effectiveOpacity())
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
        if number % PIECES_PER_STEP == 0:
            yield number / len(items)
    painter.setWorldTransform(base)
    yield 1.0


# ------------------------------------------------------------------------ images


def png_size(track: Track, hex_px: float = DEFAULT_HEX_PX) -> QSize:
    """The pixel size :func:`export_png` gives ``track`` at ``hex_px`` pixels per hex."""
    rect = board_rect(BoardScene(track))
    return _image_size(rect, hex_px / ACROSS_FLATS)[0]


def _image_size(rect: QRectF | QSizeF, scale: float) -> tuple[QSize, float]:
    longest = max(rect.width(), rect.height()) * scale
    if longest > MAX_IMAGE_SIDE:
        scale *= MAX_IMAGE_SIDE / longest
    # (a hair off each side: a width asked for in pixels is not made one larger by rounding)
    return QSize(max(1, math.ceil(rect.width() * scale - 1e-6)), max(1, math.ceil(rect.height() * scale - 1e-6))), scale


def png_size_for(board: QSizeF, width_px: int) -> QSize:
    """The size of the PNG of a board ``board`` scene units large drawn ``width_px`` pixels
    wide (its height following its proportions; both within :data:`MAX_IMAGE_SIDE`): what
    :func:`scene_png_steps` writes at ``width_px / board.width()`` pixels a unit."""
    return _image_size(board, width_px / max(1e-9, board.width()))[0]


def export_png(track: Track, path: Path, hex_px: float = DEFAULT_HEX_PX) -> QSize:
    """Write the board as a PNG with ``hex_px`` pixels across each hex; returns the image size.

    Raises ``OSError`` if the file cannot be written.
    """
    return run_to_end(png_steps(track, path, hex_px))


def png_steps(
    track: Track, path: Path, hex_px: float = DEFAULT_HEX_PX, *, graph: TrackGraph | None = None,
    scene: BoardScene | None = None, size: QSize | None = None,
) -> Job[QSize]:
    """:func:`export_png` as a job (``scene``: one :func:`scene_steps` made, if any); with
    ``size`` the picture is exactly that large instead (the Picture Size dialog's)."""
    if scene is None:
        scene = yield from scene_steps(track, graph=graph, share=0.45)
    rect = board_rect(scene)
    return (yield from scene_png_steps(scene, rect, path, hex_px / ACROSS_FLATS, start=0.45, size=size))


def px_per_unit_at_dpi(dpi: int, hex_size_mm: float) -> float:
    """The pixels per scene unit that print hexes ``hex_size_mm`` across at ``dpi``."""
    return hex_size_mm / 25.4 * dpi / ACROSS_FLATS


def scene_png_steps(scene: QGraphicsScene, rect: QRectF, path: Path, scale: float, *, start: float = 0.0,
                    size: QSize | None = None) -> Job[QSize]:
    """Write the part ``rect`` of any board ``scene`` as a PNG at ``scale`` pixels per scene
    unit (smaller if the image would pass :data:`MAX_IMAGE_SIDE`), or exactly ``size`` large
    (within that limit: the size a user asked for, drawn to fill it), atomically; progress
    from ``start``. Returns the image size; raises ``OSError``."""
    if size is None:
        size = _image_size(rect, scale)[0]
    else:
        size = QSize(max(1, min(MAX_IMAGE_SIDE, size.width())), max(1, min(MAX_IMAGE_SIDE, size.height())))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(f"{one_line(str(path))}: not enough memory for a {size.width()} x {size.height()} image")
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    try:
        for done in paint_scene_steps(painter, scene, rect, QRectF(0, 0, size.width(), size.height())):
            yield start + (0.95 - start) * done
    finally:
        painter.end()
    save_image(image, path)
    return size


def export_svg(track: Track, path: Path) -> QSize:
    """Write the board as an SVG drawing (one SVG unit per scene unit); returns its size.

    Raises ``OSError`` if the file cannot be written.
    """
    return run_to_end(svg_steps(track, path))


def svg_steps(
    track: Track, path: Path, *, graph: TrackGraph | None = None, scene: BoardScene | None = None
) -> Job[QSize]:
    """:func:`export_svg` as a job (``scene``: one :func:`scene_steps` made, if any)."""
    if scene is None:
        scene = yield from scene_steps(track, graph=graph, share=0.45)
    description = QCoreApplication.translate("export", "A U-Build track: {name}").format(name=track_name(track.name))
    return (yield from scene_svg_steps(scene, board_rect(scene), path, track.name, description, start=0.45))


def scene_svg_steps(scene: QGraphicsScene, rect: QRectF, path: Path, title: str, description: str, *,
                    start: float = 0.0) -> Job[QSize]:
    """Write the part ``rect`` of any board ``scene`` as an SVG drawing (one SVG unit per scene
    unit), atomically; progress from ``start``. Returns its size; raises ``OSError``."""
    size = QSize(math.ceil(rect.width()), math.ceil(rect.height()))
    output = MemoryFile()
    generator: QSvgGenerator | None = None
    try:
        generator = QSvgGenerator()
        generator.setOutputDevice(output.device)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(title)
        generator.setDescription(description)
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(f"{one_line(str(path))}: cannot write the SVG drawing")
        try:
            for done in paint_scene_steps(painter, scene, rect, QRectF(0, 0, size.width(), size.height())):
                yield start + (1.0 - start) * done
        finally:
            painter.end()
    finally:
        generator = None  # finishes the drawing
    if not output.data():
        raise OSError(f"{one_line(str(path))}: cannot write the SVG drawing")
    atomic_write_bytes(path, svg_with_css_fonts(output.data()))  # font families a browser knows
    return size


def scene_pdf_steps(scene: QGraphicsScene, rect: QRectF, path: Path, title: str) -> Job[None]:
    """Write the part ``rect`` of any board ``scene`` as a one-page PDF, as large as an A4
    page (turned to the drawing's shape) holds it within :data:`MARGIN_MM`, atomically
    (a square board: the track's true-size pages are :func:`pdf_steps`'). Raises ``OSError``."""
    output = MemoryFile()
    writer: QPdfWriter | None = None
    try:
        writer = QPdfWriter(output.device)
        writer.setTitle(title)
        writer.setCreator("U-Build Desktop")
        orientation = (QPageLayout.Orientation.Landscape if rect.width() > rect.height()
                       else QPageLayout.Orientation.Portrait)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation,
                                         QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(f"{one_line(str(path))}: cannot write the PDF document")
        try:
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            page = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            page.moveTo(0, 0)
            scale = min(page.width() / rect.width(), page.height() / rect.height())
            target = QRectF(0, 0, rect.width() * scale, rect.height() * scale)
            target.moveCenter(page.center())
            yield from paint_scene_steps(painter, scene, rect, target)
        finally:
            painter.end()
    finally:
        writer = None  # finishes the document
    output.save(path, "PDF document")


def _content_mm(device: QPagedPaintDevice) -> tuple[float, float]:
    rect = device.pageLayout().paintRect(QPageLayout.Unit.Millimeter)
    return (rect.width(), rect.height() - FOOTER_MM)


def choose_orientation(device: QPagedPaintDevice, board: PrintedBoard) -> None:
    """Turn the page to landscape if that needs fewer pages (PDF export; a printer's default, the user may change it)."""
    plans = {}
    for orientation in (QPageLayout.Orientation.Portrait, QPageLayout.Orientation.Landscape):
        device.setPageOrientation(orientation)
        plans[orientation] = board.plan(_content_mm(device)).pages
    best = min(plans, key=lambda o: (plans[o], o != QPageLayout.Orientation.Portrait))
    device.setPageOrientation(best)


def page_count(device: QPagedPaintDevice, board: PrintedBoard, *, parts_list: bool = True) -> int:
    """The pages :func:`paint_pages` would print on ``device``: the board's, and the parts list."""
    return board.plan(_content_mm(device)).pages + (1 if parts_list else 0)


def paint_pages(
    device: QPagedPaintDevice,
    track: Track,
    hex_size_mm: float = DEFAULT_HEX_SIZE_MM,
    *,
    parts_list: bool = True,
    max_pages: int | None = MAX_EXPORT_PAGES,
) -> int:
    """Draw ``track`` at true size on ``device`` (a PDF writer or a printer); returns the page count.

    Only the pages that hold a piece are printed. Raises :class:`TooManyPagesError`
    before painting anything if that is more than ``max_pages`` (``None``: no limit),
    and ``OSError`` if the device cannot be painted on (an unwritable file).
    """
    return run_to_end(paint_pages_steps(device, track, hex_size_mm, parts_list=parts_list, max_pages=max_pages))


def paint_pages_steps(
    device: QPagedPaintDevice,
    track: Track,
    hex_size_mm: float = DEFAULT_HEX_SIZE_MM,
    *,
    parts_list: bool = True,
    max_pages: int | None = MAX_EXPORT_PAGES,
    scene: BoardScene | None = None,
) -> Job[int]:
    """:func:`paint_pages` as a job, one page per step (``scene``: one :func:`scene_steps`
    made without a background, if any)."""
    return (yield from _pages_steps(_DevicePages(device), track, hex_size_mm, parts_list=parts_list,
                                    max_pages=max_pages, scene=scene))


class PreparedPages:
    """Pages painted ahead into pictures for one page layout and resolution (Print Preview).

    :func:`picture_pages_steps` paints them with progress; :meth:`play` then replays them
    onto a printer's pages at once, without events (what a preview's paint request needs).
    """

    def __init__(self, layout: QPageLayout, resolution: int) -> None:
        self.layout = QPageLayout(layout)
        self.resolution = resolution
        self.pictures: list[QPicture] = []

    def fits(self, device: QPagedPaintDevice) -> bool:
        """Whether these pages were painted for ``device``'s page layout and resolution."""
        return device.pageLayout().isEquivalentTo(self.layout) and device.logicalDpiX() == self.resolution

    def play(self, device: QPagedPaintDevice) -> int:
        """Replay the pages onto ``device``, one page each; returns the page count."""
        painter = QPainter()
        if not painter.begin(device):
            raise OSError(QCoreApplication.translate("export", "cannot write to the output"))
        try:
            for number, picture in enumerate(self.pictures):
                if number:
                    device.newPage()
                painter.drawPicture(0, 0, picture)
        finally:
            painter.end()
        return len(self.pictures)


def picture_pages_steps(
    device: QPagedPaintDevice,
    track: Track,
    hex_size_mm: float = DEFAULT_HEX_SIZE_MM,
    *,
    parts_list: bool = True,
    max_pages: int | None = MAX_EXPORT_PAGES,
    scene: BoardScene | None = None,
) -> Job[PreparedPages]:
    """The pages :func:`paint_pages_steps` paints on ``device``, painted into pictures for
    its page layout and resolution instead, one page per step (``device`` is not painted on)."""
    pages = _PicturePages(device)
    yield from _pages_steps(pages, track, hex_size_mm, parts_list=parts_list, max_pages=max_pages, scene=scene)
    return pages.prepared


class _DevicePages:
    """The pages of a paged device (a PDF writer, a printer): one painter, a new page each."""

    def __init__(self, device: QPagedPaintDevice) -> None:
        self.device = device
        self.layout = device.pageLayout()
        self.resolution = device.logicalDpiX()
        self.painter = QPainter()

    def next_page(self) -> QPainter:
        if self.painter.isActive():
            self.device.newPage()
        elif not self.painter.begin(self.device):
            raise OSError(QCoreApplication.translate("export", "cannot write to the output"))
        return self.painter

    def close(self) -> None:
        if self.painter.isActive():
            self.painter.end()


class _PicturePages:
    """Pages painted into pictures of a device's page layout and resolution."""

    def __init__(self, device: QPagedPaintDevice) -> None:
        self.layout = device.pageLayout()
        # A picture scales what it replays by the device's resolution over its own: it is
        # painted at its own resolution (the page keeps its millimetres on any device).
        self.resolution = QPicture().logicalDpiX()
        self.prepared = PreparedPages(self.layout, device.logicalDpiX())
        self.painter = QPainter()

    def next_page(self) -> QPainter:
        self.close()
        picture = QPicture()
        self.prepared.pictures.append(picture)
        self.painter.begin(picture)
        return self.painter

    def close(self) -> None:
        if self.painter.isActive():
            self.painter.end()


def _pages_steps(
    target: _DevicePages | _PicturePages,
    track: Track,
    hex_size_mm: float,
    *,
    parts_list: bool,
    max_pages: int | None,
    scene: BoardScene | None,
) -> Job[int]:
    """Paint the pages on ``target``, one page per step: the one page-painting path of PDF
    export, Print and Print Preview."""
    if scene is None:
        scene = yield from scene_steps(track, background=False, share=0.3)
    start = 0.3
    source = board_rect(scene)
    scale = mm_per_unit(hex_size_mm)
    paint_mm = target.layout.paintRect(QPageLayout.Unit.Millimeter)
    plan = printed_board(scene, hex_size_mm).plan((paint_mm.width(), paint_mm.height() - FOOTER_MM))
    total = plan.pages + (1 if parts_list else 0)
    check_pages(total, max_pages)
    dots_per_mm = target.resolution / 25.4

    def next_page() -> QPainter:
        painter = target.next_page()
        painter.resetTransform()
        painter.scale(dots_per_mm, dots_per_mm)  # from here on the painter works in millimetres
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        return painter

    try:
        pages = 0
        for column, row in plan.order():
            painter = next_page()
            pages += 1
            paint_board_page(painter, scene, source, plan, column, row, scale)
            paint_marks(painter, plan, column, row, pages, track, hex_size_mm)
            yield start + (1 - start) * pages / total
        if parts_list:
            painter = next_page()
            pages += 1
            paint_parts_list(painter, paint_mm.width(), track, plan, hex_size_mm)
    finally:
        target.close()
    return pages


def paint_board_page(
    painter: QPainter, scene: BoardScene, source: QRectF, plan: PagePlan, column: int, row: int, scale: float
) -> None:
    """Draw page (``column``, ``row``) of the board; the painter works in millimetres."""
    ox, oy = plan.offset_mm()
    sx, sy = plan.step_mm
    pw, ph = plan.page_mm
    # This page shows board millimetres [x0, x0 + pw) x [y0, y0 + ph).
    x0, y0 = column * sx - ox, row * sy - oy
    target = QRectF(0, 0, pw, ph)
    src = QRectF(source.left() + x0 / scale, source.top() + y0 / scale, pw / scale, ph / scale)
    painter.save()
    painter.setClipRect(target)
    scene.render(painter, target, src, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.restore()


def export_pdf(
    track: Track, path: Path, hex_size_mm: float = DEFAULT_HEX_SIZE_MM, *, max_pages: int | None = MAX_EXPORT_PAGES
) -> int:
    """Write a PDF at true tile size (A4, the orientation that needs fewer pages); returns the page count.

    Raises :class:`TooManyPagesError` (and writes nothing) above ``max_pages`` pages.
    """
    return run_to_end(pdf_steps(track, path, hex_size_mm, max_pages=max_pages))


def pdf_steps(
    track: Track, path: Path, hex_size_mm: float = DEFAULT_HEX_SIZE_MM, *, max_pages: int | None = MAX_EXPORT_PAGES,
    scene: BoardScene | None = None,
) -> Job[int]:
    """:func:`export_pdf` as a job, one page per step (``scene``: one :func:`scene_steps`
    made without a background, if any; the editor makes it once, then asks about the pages)."""
    if scene is None:
        scene = yield from scene_steps(track, background=False, share=0.3)
    output = MemoryFile()
    writer: QPdfWriter | None = None
    try:
        writer = QPdfWriter(output.device)
        writer.setResolution(300)
        writer.setTitle(track.name)
        writer.setCreator("U-Build Desktop")
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
        choose_orientation(writer, printed_board(scene, hex_size_mm))
        pages = yield from paint_pages_steps(writer, track, hex_size_mm, max_pages=max_pages, scene=scene)
    finally:
        writer = None  # finishes the document
    output.save(path, "PDF")
    return pages


