"""A track on paper at true tile size: the plan of its pages (overlapping pages named ``A1``,
``B1``... by column letter and row number, how many, which have pieces on them), the
dashed overlap lines and alignment crosses on each page, and the parts list page.
:mod:`.export` paints the pages (PDF, Print, Print Preview) with these."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextDocument

from ubuild_desktop.board import HEX_SIZE, BoardScene
from ubuild_desktop.board.track_words import box_label, summary_text
from ubuild_desktop.core.cards import CardDataError, load_districts
from ubuild_desktop.core.pieces import DOUBLE_KINDS, load_box
from ubuild_desktop.core.track import Track
from ubuild_desktop.core.validate import validate
from ubuild_desktop.words import COUNTED, district_name, money_locale, track_name


OVERLAP_MM = 12.0  # how much neighbouring pages share, to glue them edge on edge
FOOTER_MM = 8.0  # a band at the bottom of each page for its name and the scale
BOARD_MARGIN = 0.3 * HEX_SIZE  # room around the pieces (scene units), for the shadows
ACROSS_FLATS = math.sqrt(3.0) * HEX_SIZE  # scene units across a hex's flat sides


def board_rect(scene: BoardScene) -> QRectF:
    """The part of the scene an export shows: the pieces plus a small margin."""
    return scene.board_rect().adjusted(-BOARD_MARGIN, -BOARD_MARGIN, BOARD_MARGIN, BOARD_MARGIN)


Rect = tuple[float, float, float, float]  # x, y, width, height in millimetres from the board's top-left


class TooManyPagesError(ValueError):
    """The page plan needs more than the pages allowed; nothing was written."""

    def __init__(self, pages: int, limit: int) -> None:
        super().__init__(
            QCoreApplication.translate("export", "the export needs {pages} pages, more than the {limit} allowed")
            .format(pages=money_locale().toString(pages), limit=money_locale().toString(limit))
        )
        self.pages = pages
        self.limit = limit


@dataclass(frozen=True)
class PagePlan:
    """How a board of ``board_mm`` is cut into pages of ``page_mm`` (content area).

    The pages lie on a grid of ``columns`` x ``rows`` overlapping pages, but only those in
    ``printed`` are printed: the ones that hold (part of) a piece.
    """

    board_mm: tuple[float, float]
    page_mm: tuple[float, float]  # the printable area of a page, footer excluded
    overlap_mm: float
    columns: int
    rows: int
    printed: frozenset[tuple[int, int]]  # (column, row) of each printed page

    @property
    def pages(self) -> int:
        """How many board pages are printed (the parts list page not counted)."""
        return len(self.printed)

    def order(self) -> list[tuple[int, int]]:
        """The printed pages, row by row from the top, each row left to right."""
        return sorted(self.printed, key=lambda page: (page[1], page[0]))

    def has(self, column: int, row: int) -> bool:
        return (column, row) in self.printed

    @property
    def step_mm(self) -> tuple[float, float]:
        return (self.page_mm[0] - self.overlap_mm, self.page_mm[1] - self.overlap_mm)

    def offset_mm(self) -> tuple[float, float]:
        """Where the board starts on the first page: centred on the area all the pages cover."""
        sx, sy = self.step_mm
        covered = (self.page_mm[0] + (self.columns - 1) * sx, self.page_mm[1] + (self.rows - 1) * sy)
        return (max(0.0, (covered[0] - self.board_mm[0]) / 2), max(0.0, (covered[1] - self.board_mm[1]) / 2))

    @staticmethod
    def name(column: int, row: int) -> str:
        """``A1`` for the top-left page; columns by letter (``AA`` after ``Z``), rows by number."""
        letters = ""
        n = column + 1
        while n:
            n, rest = divmod(n - 1, 26)
            letters = chr(ord("A") + rest) + letters
        return f"{letters}{row + 1}"


def plan_pages(
    board_mm: tuple[float, float],
    page_mm: tuple[float, float],
    overlap_mm: float = OVERLAP_MM,
    pieces_mm: Iterable[Rect] | None = None,
) -> PagePlan:
    """The pages a board needs: one if it fits, else the pages of a grid that hold a piece.

    ``pieces_mm`` are the rectangles the pieces cover on the board; ``None`` prints every
    page of the grid. The work is proportional to the pieces, never to the grid, so a
    piece far away costs a page or two, not the pages in between.
    """

    def count(size: float, page: float) -> int:
        if size <= page:
            return 1
        return math.ceil((size - page) / (page - overlap_mm)) + 1

    columns, rows = count(board_mm[0], page_mm[0]), count(board_mm[1], page_mm[1])
    grid = PagePlan(board_mm, page_mm, overlap_mm, columns, rows, frozenset())
    if pieces_mm is None:
        printed = frozenset((c, r) for r in range(rows) for c in range(columns))
        return PagePlan(board_mm, page_mm, overlap_mm, columns, rows, printed)
    ox, oy = grid.offset_mm()
    sx, sy = grid.step_mm

    def span(start: float, size: float, offset: float, step: float, page: float, last: int) -> range:
        # Page i shows [i * step - offset, i * step - offset + page): those that meet [start, start + size].
        first = max(0, math.floor((start + offset - page) / step) + 1)
        end = min(last, math.ceil((start + size + offset) / step) - 1)
        return range(first, max(first, end + 1))

    pages: set[tuple[int, int]] = set()
    for x, y, w, h in pieces_mm:
        for r in span(y, h, oy, sy, page_mm[1], rows - 1):
            for c in span(x, w, ox, sx, page_mm[0], columns - 1):
                pages.add((c, r))
    if not pages:  # an empty table: the one page of its (empty) board
        pages.add((0, 0))
    return PagePlan(board_mm, page_mm, overlap_mm, columns, rows, frozenset(pages))


@dataclass(frozen=True)
class PrintedBoard:
    """The board as printed: its size and the pieces' rectangles, in millimetres."""

    size_mm: tuple[float, float]
    pieces_mm: tuple[Rect, ...]

    def plan(self, page_mm: tuple[float, float]) -> PagePlan:
        return plan_pages(self.size_mm, page_mm, OVERLAP_MM, self.pieces_mm)


def printed_board(scene: BoardScene, hex_size_mm: float) -> PrintedBoard:
    """Where ``scene``'s board and pieces land on paper with hexes ``hex_size_mm`` across."""
    source = board_rect(scene)
    scale = mm_per_unit(hex_size_mm)
    pieces = tuple(
        ((r.left() - source.left()) * scale, (r.top() - source.top()) * scale, r.width() * scale, r.height() * scale)
        for r in (item.sceneBoundingRect() for item in scene.piece_items().values())
    )
    return PrintedBoard((source.width() * scale, source.height() * scale), pieces)


def check_pages(pages: int, max_pages: int | None) -> None:
    """Raise :class:`TooManyPagesError` if ``pages`` is above ``max_pages`` (``None``: no limit)."""
    if max_pages is not None and pages > max_pages:
        raise TooManyPagesError(pages, max_pages)


def mm_per_unit(hex_size_mm: float) -> float:
    """Millimetres per scene unit for hexes ``hex_size_mm`` across the flats."""
    return hex_size_mm / ACROSS_FLATS


def board_size_mm(track: Track, hex_size_mm: float) -> tuple[float, float]:
    """The printed size of the whole board (with its margin), in millimetres."""
    return track_on_paper(track, hex_size_mm).size_mm


def track_on_paper(track: Track, hex_size_mm: float) -> PrintedBoard:
    """:func:`printed_board` for ``track``'s own board."""
    return printed_board(BoardScene(track), hex_size_mm)


_MARK = QColor("#5c677d")


def paint_marks(
    painter: QPainter, plan: PagePlan, column: int, row: int, number: int, track: Track, hex_size_mm: float
) -> None:
    pw, ph = plan.page_mm
    right, left = plan.has(column + 1, row), plan.has(column - 1, row)
    below, above = plan.has(column, row + 1), plan.has(column, row - 1)
    o = plan.overlap_mm
    pen = QPen(_MARK, 0.25, Qt.PenStyle.DashLine)
    painter.save()
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # The band a neighbour shares: dashed where the neighbour's content begins or ends.
    if right:
        painter.drawLine(QPointF(pw - o, 0), QPointF(pw - o, ph))
    if left:
        painter.drawLine(QPointF(o, 0), QPointF(o, ph))
    if below:
        painter.drawLine(QPointF(0, ph - o), QPointF(pw, ph - o))
    if above:
        painter.drawLine(QPointF(0, o), QPointF(pw, o))
    # Alignment crosses in the middle of each shared band, the same spot on both pages.
    painter.setPen(QPen(_MARK, 0.3))
    crosses: list[QPointF] = []
    for y in (ph * 0.25, ph * 0.75):
        if right:
            crosses.append(QPointF(pw - o / 2, y))
        if left:
            crosses.append(QPointF(o / 2, y))
    for x in (pw * 0.25, pw * 0.75):
        if below:
            crosses.append(QPointF(x, ph - o / 2))
        if above:
            crosses.append(QPointF(x, o / 2))
    for c in crosses:
        painter.drawLine(QPointF(c.x() - 3, c.y()), QPointF(c.x() + 3, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - 3), QPointF(c.x(), c.y() + 3))
        painter.drawEllipse(c, 1.5, 1.5)
    # Corner ticks of the content area, for trimming.
    for x, y, dx, dy in ((0, 0, 1, 1), (pw, 0, -1, 1), (0, ph, 1, -1), (pw, ph, -1, -1)):
        painter.drawLine(QPointF(x, y), QPointF(x + 4 * dx, y))
        painter.drawLine(QPointF(x, y), QPointF(x, y + 4 * dy))
    # Footer: which page, its neighbours, and the scale.
    painter.setPen(QPen(QColor("#2b2d42")))
    neighbours = []
    if right:
        neighbours.append(QCoreApplication.translate("export", "right: {page}").format(page=PagePlan.name(column + 1, row)))
    if below:
        neighbours.append(QCoreApplication.translate("export", "below: {page}").format(page=PagePlan.name(column, row + 1)))
    text = QCoreApplication.translate("export", "{track} \u2014 page {page} ({number} of {pages}) \u2014 hex {size:g} mm across").format(
        track=track_name(track.name), page=PagePlan.name(column, row), number=number, pages=plan.pages, size=hex_size_mm
    )
    if neighbours:
        text += " \u2014 " + ", ".join(neighbours) + QCoreApplication.translate("export", " (overlap {mm:g} mm, dashed)").format(mm=plan.overlap_mm)
    draw_text_mm(painter, QRectF(0, ph + 1.0, pw - 55, FOOTER_MM - 2.0), text, 2.4)
    # A 50 mm ruler, to check the printer kept the scale.
    ruler = min(50.0, pw / 4)
    y = ph + FOOTER_MM - 1.0
    painter.drawLine(QPointF(pw - ruler, y), QPointF(pw, y))
    for i in range(int(ruler // 10) + 1):
        x = pw - ruler + i * 10
        painter.drawLine(QPointF(x, y), QPointF(x, y - (1.5 if i % 5 else 2.5)))
    painter.restore()


def draw_text_mm(painter: QPainter, rect: QRectF, text: str, height_mm: float) -> None:
    """Text ``height_mm`` tall (em size) in a millimetre rectangle, elided to fit one line."""
    # Fonts take whole pixel sizes: lay out in tenths of a millimetre.
    painter.save()
    painter.scale(0.1, 0.1)
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(height_mm * 10)))
    painter.setFont(font)
    box = QRectF(rect.x() * 10, rect.y() * 10, rect.width() * 10, rect.height() * 10)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, box.width())
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
    painter.restore()


def parts_list_rows(track: Track) -> list[tuple[str, int, str]]:
    """(piece, how many, which tiles/districts) for the parts list page."""
    box = load_box()
    try:
        districts = load_districts()
    except CardDataError:
        districts = None
    counts = Counter(p.kind for p in track.pieces)
    rows: list[tuple[str, int, str]] = []
    for spec in box.pieces:
        n = counts[spec.kind]
        if not n:
            continue
        detail = ""
        if spec.kind in DOUBLE_KINDS:
            tiles = Counter(p.tile for p in track.pieces if p.kind == spec.kind and p.tile)
            parts = []
            for tile in spec.tiles:
                if not tiles[tile]:
                    continue
                names = []
                if districts is not None:
                    for half in (0, 1):
                        card = districts.card_on(tile, half)  # type: ignore[arg-type]
                        if card is not None:
                            names.append(district_name(card.name))
                label = f"{tile}" + (f" ({' / '.join(names)})" if names else "")
                parts.append(label + (f" \u00d7{tiles[tile]}" if tiles[tile] > 1 else ""))
            detail = ", ".join(parts)
        rows.append((box_label(spec.kind, spec.label), n, detail))
    return rows


MAX_LAYOUT_CELLS = 300  # the page layout table of the parts list; a larger spread lists the pages' names


def _layout_table(plan: PagePlan) -> str:
    """The printed pages where they go (blank cells for the pages left out), or their names if too spread out."""
    columns = [c for c, _r in plan.printed]
    rows = [r for _c, r in plan.printed]
    across = range(min(columns), max(columns) + 1)
    down = range(min(rows), max(rows) + 1)
    if len(across) * len(down) <= MAX_LAYOUT_CELLS:
        return "<table cellspacing='0' cellpadding='6' border='1'>" + "".join(
            "<tr>" + "".join(
                f"<td align='center'>{PagePlan.name(c, r) if plan.has(c, r) else ''}</td>" for c in across
            ) + "</tr>"
            for r in down
        ) + "</table>"
    names = [PagePlan.name(c, r) for c, r in plan.order()]
    shown = ", ".join(names[:MAX_LAYOUT_CELLS]) + (", \u2026" if len(names) > MAX_LAYOUT_CELLS else "")
    far = QCoreApplication.translate("export", "The pages are far apart: each page's name says where it goes "
                                     "(columns by letter, rows by number).")
    return f"<p>{escape(far)}</p><p>{escape(shown)}</p>"


def paint_parts_list(painter: QPainter, width_mm: float, track: Track, plan: PagePlan, hex_size_mm: float) -> None:
    report = validate(track)
    rows = parts_list_rows(track)
    body = "".join(
        f"<tr><td>{escape(label)}</td><td align='right'>{n}</td><td>{escape(detail)}</td></tr>"
        for label, n, detail in rows
    )
    head = escape(QCoreApplication.translate("export", "Parts list"))
    summary = escape(
        QCoreApplication.translate("export", "{track}: {pieces}, {spaces}; {boxes}; printed with hexes {size:g} mm "
            "across the flats on {pages}: those that hold pieces, of a grid {columns} across \u00d7 {rows} down.").format(
            track=track_name(track.name), pieces=COUNTED.pieces(len(track.pieces)), spaces=COUNTED.spaces(len(report.graph.spaces)),
            boxes=COUNTED.boxes(track.boxes), size=hex_size_mm, pages=COUNTED.pages(plan.pages), columns=plan.columns, rows=plan.rows,
        )
    )
    status = escape(QCoreApplication.translate("export", "Validation: {summary}").format(summary=summary_text(report)))
    layout = escape(QCoreApplication.translate("export", "How the pages go together (each overlaps its neighbours by {mm:g} mm):").format(
        mm=plan.overlap_mm))
    grid = _layout_table(plan)
    piece = escape(QCoreApplication.translate("export", "Piece"))
    count = escape(QCoreApplication.translate("export", "Count"))
    tiles = escape(QCoreApplication.translate("export", "Tiles"))
    html = (
        f"<h2>{head}</h2><p>{summary}</p><p>{status}</p>"
        f"<p>{layout}</p>{grid}<p></p>"
        "<table cellspacing='0' cellpadding='4' border='1' style='border-collapse: collapse'>"
        f"<tr><th align='left'>{piece}</th><th>{count}</th>"
        f"<th align='left'>{tiles}</th></tr>{body}</table>"
    )
    document = QTextDocument()
    font = QFont()
    font.setPixelSize(38)  # tenths of a millimetre: about 11 pt
    document.setDefaultFont(font)
    document.setTextWidth(width_mm * 10)
    document.setHtml(html)
    painter.save()
    painter.scale(0.1, 0.1)
    document.drawContents(painter)
    painter.restore()
