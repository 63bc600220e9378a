"""Measuring what a window shows: the contrast of every text against what is behind it.

:func:`text_contrasts` grabs the whole window (so each text is seen on its real,
composited background: a panel's style sheet, a card, the window) and, for each visible
text (labels, buttons, check boxes, group box titles, line edits and the items of list,
tree and table views), takes the crop of its text: the commonest colour is the
background, and the colour, present in a few pixels at least, that stands out most from it
is the text. Each coloured span of a rich text label (``<span style='color:…'>``) is
checked too, against the label's background or the span's own. A hard-coded light style sheet (light text on a light panel, or dark text on
the dark window) shows up as a low ratio. Disabled controls are left out (WCAG exempts
them).

:func:`dark_palette` is a dark desktop palette (as KDE's Breeze Dark or GNOME's dark
style give Qt), for :func:`dark_application`, which sets it on the application and restores
the one before afterwards.
"""

from __future__ import annotations

import re
import struct
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QRadioButton,
    QStyle,
    QToolButton,
    QWidget,
)

from ubuild_desktop.theme import BODY_CONTRAST, LARGE_CONTRAST, contrast

MIN_TEXT_PIXELS = 3  # a colour seen in fewer pixels is a stray anti-aliasing shade


def dark_palette() -> QPalette:
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#2b2e33", role.WindowText: "#eff0f1", role.Base: "#1d1f22", role.AlternateBase: "#26292d",
        role.Text: "#eff0f1", role.Button: "#363a3f", role.ButtonText: "#eff0f1", role.BrightText: "#ffffff",
        role.Highlight: "#3daee9", role.HighlightedText: "#ffffff", role.ToolTipBase: "#31363b",
        role.ToolTipText: "#eff0f1", role.PlaceholderText: "#a1a9b1", role.Link: "#1d99f3",
        role.Light: "#474c52", role.Midlight: "#3d4147", role.Mid: "#2a2d31", role.Dark: "#1a1c1f",
        role.Shadow: "#0f1012",
    }
    for r, c in colours.items():
        p.setColor(r, QColor(c))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, QColor("#6e7175"))
    return p


@contextmanager
def dark_application() -> Iterator[QPalette]:
    """The application with a dark palette inside the block (the previous one restored after)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QPalette(app.palette())
    dark = dark_palette()
    QApplication.setPalette(dark)
    try:
        yield dark
    finally:
        QApplication.setPalette(before)


@dataclass(frozen=True)
class Seen:
    what: str  # the widget (or item) and its text
    foreground: str
    background: str
    ratio: float
    needed: float

    def __str__(self) -> str:
        return f"{self.what}: {self.foreground} on {self.background} = {self.ratio:.2f} (needs {self.needed})"


class _Picture:
    def __init__(self, window: QWidget) -> None:
        image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        self.ratio = image.devicePixelRatio()
        self.width, self.height = image.width(), image.height()
        self.stride = image.bytesPerLine()
        self.bits = bytes(image.constBits())

    def colours(self, rect: QRect) -> Counter[int]:
        x0 = max(0, int(rect.left() * self.ratio))
        x1 = min(self.width, int((rect.right() + 1) * self.ratio))
        y0 = max(0, int(rect.top() * self.ratio))
        y1 = min(self.height, int((rect.bottom() + 1) * self.ratio))
        counts: Counter[int] = Counter()
        if x1 <= x0:
            return counts
        for y in range(y0, y1):
            row = self.bits[y * self.stride + 4 * x0: y * self.stride + 4 * x1]
            counts.update(v & 0xFFFFFF for (v,) in struct.iter_unpack("<I", row))
        return counts


def _measure(picture: _Picture, what: str, rect: QRect, large: bool) -> Seen | None:
    counts = picture.colours(rect)
    if not counts:
        return None
    background, _ = counts.most_common(1)[0]
    bg = QColor.fromRgb(background)
    candidates = [c for c, n in counts.items() if n >= MIN_TEXT_PIXELS and c != background]
    if not candidates:
        return None
    fg = max((QColor.fromRgb(c) for c in candidates), key=lambda c: contrast(c, bg))
    needed = LARGE_CONTRAST if large else BODY_CONTRAST
    return Seen(what, fg.name(), bg.name(), round(contrast(fg, bg), 2), needed)


_STYLED = re.compile(r"<\w+[^>]*\bstyle='([^']*)'[^>]*>([^<]*)")
_SYMBOLS = {"&#9679;", "&#9632;", "&#9654;", "\u25cf", "\u25a0", "\u25b6", "\u2714", "\u26a0"}


def _inline_colours(label: QLabel, background: str) -> Iterator[tuple[str, str, str, bool]]:
    """Each coloured span of a rich text label: (its text, colour, background, large or a symbol)."""
    text = label.text()
    if label.textFormat() == Qt.TextFormat.PlainText or "<" not in text:
        return
    for style, inner in _STYLED.findall(text):
        props = dict((k.strip().lower(), v.strip()) for k, _, v in
                     (part.partition(":") for part in style.split(";")) if v.strip())
        colour = props.get("color")
        if not colour or not QColor.isValidColorName(colour):
            continue
        bg = props.get("background", background)
        if not QColor.isValidColorName(bg):
            continue
        size = float(re.sub(r"[^0-9.]", "", props.get("font-size", "0")) or 0)
        bold = props.get("font-weight", "") in ("bold", "600", "700", "800", "900")
        large = size >= 18 or (bold and size >= 14) or inner.strip() in _SYMBOLS or _large(label)
        yield inner.strip()[:40], colour, bg, large


def _large(widget: QWidget) -> bool:
    font = widget.font()
    points = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
    return points >= 18 or (font.bold() and points >= 14)


def _shown_rect(widget: QWidget, window: QWidget, inner: QRect | None = None) -> QRect:
    visible = widget.visibleRegion().boundingRect()
    rect = visible if inner is None else visible.intersected(inner)
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


def _item_texts(view: QAbstractItemView, window: QWidget) -> Iterator[tuple[str, QRect]]:
    model = view.model()
    if model is None:
        return
    viewport = view.viewport()
    area = viewport.visibleRegion().boundingRect()

    columns = 1 if isinstance(view, QListView) else None  # a list model hides columnCount

    def walk(parent: QModelIndex) -> Iterator[QModelIndex]:
        for row in range(model.rowCount(parent)):
            for column in range(columns or model.columnCount(parent)):
                index = model.index(row, column, parent)
                yield index
                if column == 0 and columns is None and model.rowCount(index):
                    yield from walk(index)

    for index in walk(QModelIndex()):
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text.strip():
            continue
        if not index.flags() & Qt.ItemFlag.ItemIsEnabled:
            continue  # a disabled item (a piece with none left), as disabled controls
        rect = view.visualRect(index).intersected(area)
        if rect.isEmpty():
            continue
        if index.data(Qt.ItemDataRole.DecorationRole) is not None:  # the icon is not the text
            rect.setLeft(rect.left() + view.iconSize().width() + 6)
        if rect.width() <= 2:
            continue
        yield f"{type(view).__name__} {view.objectName()!r} item {text!r}", QRect(
            viewport.mapTo(window, rect.topLeft()), rect.size())


def text_contrasts(window: QWidget) -> list[Seen]:
    """The contrast of every visible, enabled text of ``window`` as it is drawn now."""
    QApplication.processEvents()
    picture = _Picture(window)
    seen: list[Seen] = []

    def add(widget: QWidget, what: str, rect: QRect, large: bool | None = None) -> None:
        if rect.isEmpty():
            return
        result = _measure(picture, what, rect, _large(widget) if large is None else large)
        if result is not None:
            seen.append(result)

    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not widget.isEnabled() or widget.window() is not window:
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QLabel):
            if widget.text().strip():
                add(widget, f"{name} {widget.text()[:60]!r}", _shown_rect(widget, window, widget.contentsRect()))
                if seen and seen[-1].what.startswith(name):  # and each coloured span of its rich text
                    for inner, colour, bg, large in _inline_colours(widget, seen[-1].background):
                        seen.append(Seen(f"{name} span {inner!r}", QColor(colour).name(), QColor(bg).name(),
                                         round(contrast(colour, bg), 2), LARGE_CONTRAST if large else BODY_CONTRAST))
        elif isinstance(widget, QAbstractButton):
            if not widget.text().strip():
                continue
            if isinstance(widget, QToolButton) and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                continue
            area = widget.rect()
            if isinstance(widget, (QCheckBox, QRadioButton)):  # the box is not the text
                area.setLeft(widget.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, widget) + 4)
            elif not widget.icon().isNull():
                area.setLeft(widget.iconSize().width() + 8)
            add(widget, f"{name} {widget.text()!r}", _shown_rect(widget, window, area))
        elif isinstance(widget, QGroupBox) and widget.title():
            title = QRect(0, 0, widget.width(), widget.fontMetrics().height() + 2)
            add(widget, f"{name} title {widget.title()!r}", _shown_rect(widget, window, title), large=widget.font().bold())
        elif isinstance(widget, QLineEdit) and widget.text().strip():
            add(widget, f"{name} {widget.text()!r}", _shown_rect(widget, window, widget.rect().adjusted(3, 3, -3, -3)))
        elif isinstance(widget, QAbstractItemView):
            for what, rect in _item_texts(widget, window):
                add(widget, what, rect)
    return seen


def unreadable(window: QWidget) -> list[str]:
    """Every text of ``window`` below its WCAG contrast (empty: all readable)."""
    return [str(s) for s in text_contrasts(window) if s.ratio < s.needed]
