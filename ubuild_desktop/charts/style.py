"""The colours and text size of a chart: the window's (light or dark) or paper's (a report)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from PySide6.QtGui import QColor, QFont, QGuiApplication

from .. import theme
from ..board import colours as board_colours

# The families an SVG asks for after the one its text was laid out with: common ones, then
# CSS's generic family. Qt's own generic names ("Sans Serif", what the offscreen platform
# reports) mean nothing to a browser, which would fall back to its default serif.
CSS_FALLBACK_FAMILIES = ("DejaVu Sans", "Arial", "Helvetica", "sans-serif")
_QT_GENERIC_FAMILIES = frozenset({"", "sans serif", "sans", "sansserif", "serif", "system-ui"})
_FONT_FAMILY = re.compile(rb'font-family="([^"]*)"')


def css_font_family(family: str) -> str:
    """A CSS font-family list for text laid out with ``family``: that family (quoted) when it is
    a real one, then :data:`CSS_FALLBACK_FAMILIES`."""
    names = [name for name in CSS_FALLBACK_FAMILIES]
    cleaned = family.replace("'", "").replace('"', "").replace("<", "").replace("&", "").strip()
    if cleaned.lower() not in _QT_GENERIC_FAMILIES and cleaned not in names:
        names.insert(0, f"'{cleaned}'")
    return ", ".join(names)


def svg_with_css_fonts(svg: bytes) -> bytes:
    """An SVG document (``QSvgGenerator``'s) whose every ``font-family`` is a CSS list
    (:func:`css_font_family`), so a browser shows its text in a sans-serif font."""
    return _FONT_FAMILY.sub(lambda m: b'font-family="' + css_font_family(m.group(1).decode("utf-8", "replace"))
                            .encode("utf-8") + b'"', svg)


#: A bar that stands for no colour group (GO, Jail, a bridge...): the board's soft ink.
NEUTRAL_BAR = board_colours.INK_SOFT.name()


@dataclass(frozen=True)
class ChartStyle:
    """What a painter draws with (``#rrggbb`` names; sizes in the painter's units)."""

    background: str | None  # filled behind the chart; None leaves the device's own
    ink: str  # titles, labels of bars
    soft: str  # axis ticks and their labels, notes
    grid: str  # the value grid
    bar: str  # a bar without a colour of its own
    bar_edge: str  # the outline of every bar
    accent: str  # reference lines and marks (fair share, median)
    band: str  # a shaded range (the box's playing time)
    font_px: float = 12.0  # body text; titles are a quarter larger
    family: str = ""  # the application's font family when empty

    def font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        """The chart's font at ``scale`` times the body size (pixel-sized: the same on a
        screen, in a PNG, an SVG or a PDF page)."""
        font = QFont(QGuiApplication.font())
        if self.family:
            font.setFamily(self.family)
        font.setPixelSize(max(1, round(self.font_px * scale)))
        font.setBold(bold)
        return font

    def scaled(self, font_px: float) -> ChartStyle:
        """The same colours with another text size."""
        return replace(self, font_px=font_px)


def window_style() -> ChartStyle:
    """The application's palette now (light or dark), for a chart shown in a window."""
    t = theme.current()
    return ChartStyle(
        background=None, ink=t.text, soft=t.soft, grid=t.frame, bar=t.primary,
        bar_edge=theme.mix(QColor(t.window), t.text, 0.45), accent=t.warning,
        band=theme.mix(QColor(t.window), t.accent, 0.22),
    )


def paper_style(font_px: float = 12.0) -> ChartStyle:
    """Dark ink on white: a chart in a report (HTML, PDF), whatever the desktop's theme."""
    return ChartStyle(
        background="#ffffff", ink=theme.PAPER_INK, soft=theme.PAPER_INK_SOFT, grid="#dee2e6", bar="#1c7ed6",
        bar_edge="#495057", accent="#d9480f", band="#e7f5ff", font_px=font_px,
    )
