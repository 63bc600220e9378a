"""The balance report (``ubuild analyze --report``): one list of blocks, written as a
self-contained HTML page, an A4 PDF or one long SVG drawing.

:func:`report_blocks` turns the figures into blocks (headings, paragraphs and small
tables as rich text, charts, the board with its heat map); :func:`write_html` and
:func:`write_pdf` lay the same blocks out, each its own way:

- HTML: charts inline as SVG (vectors, text kept as text), the board as a PNG in a
  ``data:`` address; no file besides the page, nothing fetched.
- PDF (``QPdfWriter``, A4 portrait): every block painted by the code that draws it on
  screen (:meth:`~.painters.Chart.paint`, ``board.render_board``), a new page when the
  next block (a heading with the block after it) does not fit.
- SVG: the PDF's painting on one page as long as the report (:func:`write_svg`).

Each writes a temporary file beside the target and renames it when complete. The report is
on paper colours whatever the desktop's theme.
"""

from __future__ import annotations

import base64
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSize
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtSvg import QSvgGenerator

from ..board import HEX_SIZE, BoardScene, render_board
from ..board.heatmap import LEGEND_MARGIN, LEGEND_SIZE
from ..core.balance import LandingOdds, MoneyFigures, SquareMoney
from ..core.atomicfile import atomic_write_bytes
from ..core.usertext import shown
from ..identity import APPLICATION_NAME, VERSION
from ..qtfiles import MemoryFile, image_bytes
from ..words import percent
from .balance import (
    SECONDS_PER_TURN, flows_chart, length_chart, number, odds_chart, payback_chart, verdict, wins_chart,
)
from .fair_table import fair_status_html, fair_table_html
from .figures import figures_of, in_whole_money, plain_html, rules_of
from .painters import Chart
from .render import svg_bytes
from .style import ChartStyle, css_font_family, paper_style, svg_with_css_fonts

WIDTH = 700.0  # the report's width in CSS pixels (A4 less its margins at 96 dpi)
PDF_DPI = 96  # the PDF's layout units: CSS pixels, so both formats share every size
PDF_MARGIN_MM = 16.0
FONT_PX = 12.0
INK = "#2b2d42"


@dataclass(frozen=True)
class ReportContent:
    """What a report shows: the track (as the user named it), the game, its exact odds and
    money figures, and the simulation's summary (``summarize``'s dict, or None with the
    game lengths it had). On a square board (the traditional game) ``game`` is the board
    and ``money`` its ``SquareMoney``."""

    ref: str
    game: Any  # the source the figures are read from (``core.balance.rules.Exact.source``)
    odds: LandingOdds
    money: MoneyFigures | SquareMoney
    simulation: dict[str, Any] | None
    turns: tuple[int, ...] = ()
    fair: dict[str, Any] | None = None  # the Fair start proposal (``FairProposal.to_json()``), if any
    fair_status: dict[str, Any] | None = None  # what became of it (``ubuild analyze``'s ``fair_start_status``), if known


# ------------------------------------------------------------------ blocks


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 2


@dataclass(frozen=True)
class Paragraph:
    """Rich text (already escaped): a paragraph, a list or a small table."""

    html: str


@dataclass(frozen=True)
class Figure:
    chart: Chart
    height: float


@dataclass(frozen=True)
class BoardFigure:
    """The board with its heat map; on a page it may shrink to :data:`BOARD_SHRINK` of its
    height to fill the rest of a page rather than start a new one."""

    scene: Any  # the rule set's board scene (``BoardFigures.scene``)
    height: float


BOARD_SHRINK = 0.6


Block = Heading | Paragraph | Figure | BoardFigure


_html = plain_html


def _title(content: ReportContent) -> str:
    figures = figures_of(content.game)
    name = figures.board_name(figures.board_of(content.game))
    return QCoreApplication.translate("Report", "Balance report: {track}").format(track=shown(name))


def report_blocks(content: ReportContent) -> list[Block]:
    """The report, top to bottom."""
    game, odds, money_figures, sim = content.game, content.odds, content.money, content.simulation
    figures = figures_of(game)  # the rule set's part: its names, its board, its rent tables
    payback_board = figures.payback_board(game)
    blocks: list[Block] = [Heading(_title(content), 1)]
    jail = (QCoreApplication.translate("Report", "a player leaves jail at once, paying the fine") if odds.policy.jail.value == "short"
            else QCoreApplication.translate("Report", "a player stays in jail and rolls for a double as long as the rules allow"))
    blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate("Report", "{track}: {preset} rules, {spaces} spaces, {players} players; {jail}. "
                                               "Made by {program} {version}.").format(
        track=shown(content.ref), preset=figures.rules_word(game),
        spaces=len(odds.spaces), players=money_figures.players, jail=jail,
        program=APPLICATION_NAME, version=VERSION)) + "</p>"))

    said = verdict(sim["results"] if sim else None, money_figures.groups, payback_board)
    if said:
        blocks.append(Heading(QCoreApplication.translate("Report", "In short")))
        blocks.append(Paragraph("<ul>" + "".join(f"<li>{_html(line)}</li>" for line in said) + "</ul>"))

    blocks.append(Heading(QCoreApplication.translate("Report", "Landing odds per space")))
    blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate("Report", "The share of turns that end a roll on each space, exact (the Markov chain "
                                                  "of one mover: dice, doubles, Chance cards, Go to Jail), in playing order "
                                                  "from GO; \"In jail\" is its own state. A turn has {rolls} rolls on average.")
                                       .format(rolls=number(odds.rolls_per_turn, 3))) + "</p>"))
    blocks.append(Figure(odds_chart(game, odds, title=""), 390))

    blocks.append(Heading(QCoreApplication.translate("Report", "Heat map")))
    scene = figures.scene(game)
    scene.set_heat_map(odds.heat())
    board = scene.board_rect()
    legend = LEGEND_SIZE.height() + 2 * LEGEND_MARGIN
    height = min(620.0, WIDTH * board.height() / max(1.0, board.width()) + legend)
    blocks.append(BoardFigure(scene, height))

    blocks.append(Heading(QCoreApplication.translate("Report", "What the odds mean in money")))
    spaces = figures.landed_spaces(money_figures)
    names = [figures.space_label(game, s) for s in spaces]
    per_turn = dict(enumerate(odds.spaces[s].per_turn for s in spaces))
    most = ", ".join(f"{names[d]} ({percent(per_turn[d])})" for d in money_figures.most_landed)
    least = ", ".join(f"{names[d]} ({percent(per_turn[d])})" for d in money_figures.least_landed)
    landed = figures.landed_words(most, least)
    blocks.append(Paragraph("<p>" + _html(landed[0]) + "<br>" + _html(landed[1]) + "</p>"))
    blocks.append(Figure(payback_chart(money_figures.groups, title=QCoreApplication.translate(
        "Report", "Turns to pay back each colour group"), board=payback_board),
        80 + 30 * max(1, len(money_figures.groups))))
    blocks.extend(Paragraph(table) for table in figures.rent_tables(game, money_figures, names))

    blocks.append(Heading(QCoreApplication.translate("Report", "Simulated games")))
    if sim is None:
        blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate("Report", "No games were simulated (--games 0).")) + "</p>"))
        return blocks
    r = sim["results"]
    box = rules_of(game).box_player_turns(game)
    if box is None:  # the rules' box names no playing time
        blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate(
            "Report", "{games} games of the engine's computer players ({strengths}), seed {seed}: median {median} "
                      "player-turns (p10 {p10}, p90 {p90}), about {minutes} min at 30 s a turn. Ended by bankruptcy: "
                      "{bankruptcy}; at the round limit: {limit}.").format(
            games=sim["games"], strengths="/".join(sim["strengths"]), seed=sim["seed"], median=number(r["turns"]["median"]),
            p10=number(r["turns"]["p10"]), p90=number(r["turns"]["p90"]), minutes=number(r["minutes_at_30s"]),
            bankruptcy=percent(r["bankruptcy_share"]), limit=percent(r["round_limit_share"]))) + "</p>"))
    else:
        _box_paragraph(blocks, box, sim, r)
    blocks.append(Figure(length_chart(game, content.turns), 300))
    _simulation_blocks(blocks, r, dollars=in_whole_money(game))
    fair = fair_table_html(content.fair, figures.board_of(game)) if content.fair is not None else \
        fair_status_html(content.fair_status, figures.board_of(game))
    if fair:
        blocks.append(Heading(QCoreApplication.translate("Report", "Fair start")))
        blocks.append(Paragraph(fair))
    return blocks


def _box_paragraph(blocks: list[Block], box: int, sim: dict[str, Any], r: dict[str, Any]) -> None:
    blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate("Report", "{games} games of the engine's computer players ({strengths}), seed {seed}: "
                                                 "median {median} player-turns (p10 {p10}, p90 {p90}), about {minutes} min at "
                                                 "30 s a turn; the box says about {box} min. Ended by bankruptcy: {bankruptcy}; "
                                                 "at the round limit: {limit}.").format(
        games=sim["games"], strengths="/".join(sim["strengths"]), seed=sim["seed"], median=number(r["turns"]["median"]),
        p10=number(r["turns"]["p10"]), p90=number(r["turns"]["p90"]), minutes=number(r["minutes_at_30s"]),
        box=number(box * SECONDS_PER_TURN / 60), bankruptcy=percent(r["bankruptcy_share"]),
        limit=percent(r["round_limit_share"]))) + "</p>"))


def _simulation_blocks(blocks: list[Block], r: dict[str, Any], dollars: bool = False) -> list[Block]:
    """The simulation's charts after its paragraph and game length: wins, flows."""
    blocks.append(Figure(wins_chart(r), 280))
    if "win_ci_by_turn_order" in r:
        first, (low, high) = r["win_rate_by_turn_order"][0], r["win_ci_by_turn_order"][0]
        blocks.append(Paragraph("<p>" + _html(QCoreApplication.translate(
            "Report", "Every game starts with the roll-off, so the seats above share the first turn alike; by place in the "
                      "turn order, the first player wins {rate} of the games (95% interval {low} to {high}) against a fair "
                      "share of {fair}.").format(rate=percent(first), low=percent(low), high=percent(high),
                                                 fair=percent(1 / len(r["win_rate_by_turn_order"])))) + "</p>"))
        blocks.append(Figure(wins_chart(r, turn_order=True), 280))
    flows = r.get("money_flows", {})
    if any(round(v) > 0 for v in flows.values()):
        moved = sum(1 for v in flows.values() if round(v) > 0)
        blocks.append(Figure(flows_chart(flows, dollars=dollars), 70 + 24 * moved))
    return blocks


# ------------------------------------------------------------------ writing


def write_report(content: ReportContent, path: Path) -> Path:
    """Write the report to ``path`` (``.html``, ``.svg`` or ``.pdf``); ``OSError`` if it
    cannot be written (nothing is left behind then)."""
    blocks = report_blocks(content)
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return write_pdf(blocks, path, _title(content))
    if suffix == ".svg":
        return write_svg(blocks, path, _title(content))
    return write_html(blocks, path, _title(content))


SVG_MARGIN = 24.0  # around the SVG report's one long page, in CSS pixels


def write_svg(blocks: Sequence[Block], path: Path, title: str) -> Path:
    """The blocks on one long page, :data:`WIDTH` wide, as an SVG drawing (the charts and words
    as vectors, text as text in a font family a browser knows; the board as a picture, as on
    the HTML page), painted as a PDF page is; written atomically, whole or not at all."""
    (placed,) = layout_pages(blocks, WIDTH, math.inf)
    height = max((top + tall for _block, top, tall in placed), default=0.0)
    size = QSize(round(WIDTH + 2 * SVG_MARGIN), round(height + 2 * SVG_MARGIN))
    output = MemoryFile()
    generator: QSvgGenerator | None = QSvgGenerator()
    try:
        assert generator is not None
        generator.setOutputDevice(output.device)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(title)
        generator.setDescription(f"{APPLICATION_NAME} {VERSION}")
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(f"{path}: cannot write the SVG drawing")
        try:
            painter.fillRect(QRectF(0, 0, size.width(), size.height()), QColor("#ffffff"))
            painter.translate(SVG_MARGIN, SVG_MARGIN)
            paint_page(painter, placed, WIDTH, board_image=True)
        finally:
            painter.end()
    finally:
        generator = None  # finishes the drawing
    data = output.data()
    if not data:
        raise OSError(f"{path}: cannot write the SVG drawing")
    atomic_write_bytes(path, svg_with_css_fonts(data))
    return path


def html_text(blocks: Sequence[Block], title: str) -> str:
    """The report as one self-contained HTML page."""
    style = paper_style(FONT_PX)
    parts: list[str] = []
    for block in blocks:
        if isinstance(block, Heading):
            parts.append(f"<h{block.level}>{_html(block.text)}</h{block.level}>")
        elif isinstance(block, Paragraph):
            parts.append(block.html)
        elif isinstance(block, Figure):
            parts.append(f"<figure>{_inline_svg(block.chart, style, round(block.height))}</figure>")
        else:
            image = _board_image(block, ratio=2.0)
            alt = _html(QCoreApplication.translate("Report", "The board with the heat map of the landing odds"))
            width = board_target(block.scene, QRectF(0, 0, WIDTH, block.height)).width()
            parts.append(f'<figure class="board"><img src="data:image/png;base64,{image}" alt="{alt}" '
                         f'width="{round(width)}" height="{round(block.height)}"></figure>')
    language = QCoreApplication.translate("Report", "en", "the HTML language code of the translation")
    return (
        f'<!DOCTYPE html>\n<html lang="{_html(language)}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{_html(title)}</title>\n'
        f"<style>\nbody {{ font-family: {css_font_family('')}; font-size: {FONT_PX + 3:g}px; color: {INK}; background: #fff; "
        f"max-width: {WIDTH:g}px; margin: 2em auto; padding: 0 1em; line-height: 1.4; }}\n"
        "figure { margin: 0.5em 0 1.5em; }\nfigure svg, figure img { max-width: 100%; height: auto; display: block; }\n"
        "figure.board img { margin: 0 auto; }\n"
        "table { border-collapse: collapse; font-size: 0.9em; }\n"
        "th, td { padding: 1px 10px; text-align: right; border-bottom: 1px solid #dee2e6; }\n"
        "h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.6em; }\n</style>\n</head>\n<body>\n"
        + "\n".join(parts) + "\n</body>\n</html>\n"
    )


def write_html(blocks: Sequence[Block], path: Path, title: str) -> Path:
    """Write :func:`html_text` to ``path`` (atomically, whole or not at all)."""
    atomic_write_bytes(path, html_text(blocks, title).encode("utf-8"))
    return path


def _inline_svg(chart: Chart, style: ChartStyle, height: int) -> str:
    svg = svg_bytes(chart, round(WIDTH), height, style).decode("utf-8")
    svg = svg[svg.index("<svg"):]  # no XML declaration inside HTML
    return re.sub(r'<svg width="[^"]*" height="[^"]*"', f'<svg role="img" width="{round(WIDTH)}" height="{height}"', svg, count=1)


def board_target(scene: BoardScene, space: QRectF) -> QRectF:
    """Where the board goes in ``space``: as wide as its proportions make it at that height
    (its legend under it), centred, never narrower than the legend."""
    board = scene.board_rect()
    legend = LEGEND_SIZE.height() + 2 * LEGEND_MARGIN
    aspect = board.width() / max(1.0, board.height())
    width = min(space.width(), max(LEGEND_SIZE.width() + 2 * LEGEND_MARGIN, (space.height() - legend) * aspect + HEX_SIZE))
    return QRectF(space.left() + (space.width() - width) / 2, space.top(), width, space.height())


def _board_qimage(block: BoardFigure, ratio: float) -> QImage:
    """The board of ``block`` drawn on an image, ``ratio`` pixels a CSS pixel."""
    target = board_target(block.scene, QRectF(0, 0, WIDTH, block.height))
    image = QImage(round(target.width() * ratio), round(block.height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        painter.scale(ratio, ratio)
        render_board(block.scene, painter, QRectF(0, 0, target.width(), block.height))
    finally:
        painter.end()
    return image


def _board_image(block: BoardFigure, ratio: float) -> str:
    return base64.b64encode(image_bytes(_board_qimage(block, ratio))).decode("ascii")


def _text_document(fragment: str, width: float, heading: int = 0) -> QTextDocument:
    document = QTextDocument()
    font = QFont()
    font.setPixelSize(round(FONT_PX * (1.0 if not heading else 1.7 if heading == 1 else 1.35)))
    font.setBold(bool(heading))
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(f"body {{ color: {INK}; }} td, th {{ padding: 1px 8px; }} td {{ text-align: right; }}")
    document.setDocumentMargin(0)
    document.setTextWidth(width)
    document.setHtml(f"<body>{fragment}</body>")
    return document


def write_pdf(blocks: Sequence[Block], path: Path, title: str) -> Path:
    """Lay the blocks out on A4 pages and write the PDF to ``path`` (atomically, whole or
    not at all: :mod:`ubuild_desktop.qtfiles`)."""
    output = MemoryFile()
    writer: QPdfWriter | None = None
    try:
        writer = QPdfWriter(output.device)
        writer.setTitle(title)
        writer.setCreator(f"{APPLICATION_NAME} {VERSION}")
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                         QMarginsF(PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM),
                                         QPageLayout.Unit.Millimeter))
        writer.setResolution(PDF_DPI)
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(f"{path}: cannot write the PDF")
        try:
            _paint_pages(painter, writer, blocks)
        finally:
            painter.end()
    finally:
        writer = None  # finishes the document
    return output.save(path, "PDF")


Placed = tuple[Block, float, float]  # a block, its top and its height on its page


def layout_pages(blocks: Sequence[Block], width: float, page_height: float) -> list[list[Placed]]:
    """The blocks on pages of ``width`` x ``page_height``: each where it goes. A block that
    does not fit under the last starts a new page; a heading stays with the start of the
    block after it."""
    gap = FONT_PX * 0.8

    def height_of(block: Block) -> float:
        if isinstance(block, (Figure, BoardFigure)):
            return block.height * width / WIDTH
        return float(_block_document(block, width).size().height())

    heights = [height_of(b) for b in blocks]
    pages: list[list[Placed]] = [[]]
    y = 0.0
    for i, block in enumerate(blocks):
        needed = heights[i]
        if isinstance(block, BoardFigure) and y + needed > page_height and page_height - y >= needed * BOARD_SHRINK:
            heights[i] = needed = page_height - y  # the board, smaller, fills the page
        if isinstance(block, Heading) and i + 1 < len(blocks):
            follows = heights[i + 1] * (BOARD_SHRINK if isinstance(blocks[i + 1], BoardFigure) else 1.0)
            needed += gap + min(follows, page_height / 2)
        if pages[-1] and y + needed > page_height:
            pages.append([])
            y = 0.0
        if isinstance(block, Heading) and pages[-1]:
            y += gap
        pages[-1].append((block, y, heights[i]))
        y += heights[i] + gap
    return pages


def paint_page(painter: QPainter, placed: Sequence[Placed], width: float, board_image: bool = False) -> None:
    """Paint one page's blocks (as :func:`layout_pages` placed them) with ``painter``; with
    ``board_image`` the board goes in as a picture, as on the HTML page (an SVG drawing has
    no multiplied wash: the heat map would veil the spaces' words)."""
    style = paper_style(FONT_PX)
    for block, y, height in placed:
        target = QRectF(0, y, width, height)
        if isinstance(block, Figure):
            block.chart.paint(painter, target, style)
        elif isinstance(block, BoardFigure) and board_image:
            picture = _board_qimage(BoardFigure(block.scene, height), ratio=2.0)
            painter.drawImage(board_target(block.scene, target), picture)
        elif isinstance(block, BoardFigure):
            render_board(block.scene, painter, board_target(block.scene, target))
        else:
            painter.save()
            painter.translate(0, y)
            _block_document(block, width).drawContents(painter)
            painter.restore()


def _block_document(block: Heading | Paragraph, width: float) -> QTextDocument:
    if isinstance(block, Heading):
        return _text_document(_html(block.text), width, block.level)
    return _text_document(block.html, width)


def _paint_pages(painter: QPainter, writer: QPdfWriter, blocks: Sequence[Block]) -> None:
    page = QRectF(writer.pageLayout().paintRectPixels(PDF_DPI))
    for i, placed in enumerate(layout_pages(blocks, page.width(), page.height())):
        if i:
            writer.newPage()
        paint_page(painter, placed, page.width())


def page_images(blocks: Sequence[Block], ratio: float = 1.0) -> list[QImage]:
    """The PDF's pages as images (A4 at 96 dpi times ``ratio``, margins included): what
    :func:`write_pdf` paints, for a preview and the tests."""
    layout = QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                         QMarginsF(PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM), QPageLayout.Unit.Millimeter)
    full, paint = QRectF(layout.fullRectPixels(PDF_DPI)), QRectF(layout.paintRectPixels(PDF_DPI))
    images = []
    for placed in layout_pages(blocks, paint.width(), paint.height()):
        image = QImage(round(full.width() * ratio), round(full.height() * ratio), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        try:
            painter.scale(ratio, ratio)
            painter.translate(paint.topLeft())
            paint_page(painter, placed, paint.width())
        finally:
            painter.end()
        images.append(image)
    return images


def write_suggestion_report(suggestion: Any, path: Path) -> Path:
    """The balance report (``ubuild analyze --report``'s) of one of the track generator's
    suggestions (``core.generate.search.Suggestion``), from the figures the search simulated,
    with the Fair start the lab proposed for it (its before/after table)."""
    from ubuild_desktop.core.balance import Policy

    from .figures import balance_of

    exact = balance_of(suggestion.track).exact(suggestion.track, Policy(), 4)
    fair = suggestion.fair.proposal if suggestion.fair is not None else None
    return write_report(ReportContent(suggestion.track.name, exact.source, exact.odds, exact.money, suggestion.summary,
                                      suggestion.turns, fair), path)
