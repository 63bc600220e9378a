"""The packaged SVG tile art, loaded once per name and drawn into a rectangle.

Files live in the top-level ``assets/tiles/NAME.svg``, installed as the package
``ubuild_desktop.assets`` (``setup.py`` maps it), and are read through
:mod:`importlib.resources`, so they load from a wheel, an editable install or an app
bundle alike. Renderers are cached for the life of the program: the art never changes.

The art holds no words: a word that belongs to a picture (GO above the arrow of the GO
corner) is drawn as text in the box :data:`ART_WORDS` gives, so it can be translated
(``SALIDA``) and shows in every export like the rest of the board.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtSvg import QSvgRenderer

from .fitted_text import draw_label

CORNER_ART = ("go", "jail", "free_parking", "go_to_jail")
TILE_ART = (*CORNER_ART, "bridge_up", "bridge_down", "railroad", "planning")
BUILDING_ART = (
    "residential",
    "industrial",
    "hazard",
    "bonus",
    "skyscraper",
    "stadium",
    "tower",
    # The named hazards and bonus buildings of the box, for the play view's stock.
    "power_station",
    "prison",
    "sewage_works",
    "wind_farm",
    "school",
    "park",
)

ART_WORDS: dict[str, tuple[QRectF, QColor]] = {
    # The art's word box in its viewBox units, and the word's colour.
    "go": (QRectF(3, 3, 58, 26), QColor("#1d3557")),
}
"""Where an art's word goes (the caller says which word, translated)."""


def art_folder() -> Traversable:
    """The packaged folder of tile art."""
    return files("ubuild_desktop.assets") / "tiles"


def art_names() -> tuple[str, ...]:
    """Every art file shipped, by name (file name without ``.svg``), sorted."""
    return tuple(
        sorted(entry.name.removesuffix(".svg") for entry in art_folder().iterdir() if entry.name.endswith(".svg"))
    )


@cache
def art_renderer(name: str) -> QSvgRenderer:
    """The cached renderer of art ``name``; raises ``KeyError`` if no such file is shipped."""
    resource = art_folder() / f"{name}.svg"
    if not resource.is_file():
        raise KeyError(f"no tile art named {name!r}")
    renderer = QSvgRenderer(QByteArray(resource.read_bytes()))
    if not renderer.isValid():
        # A broken installation, not user input: say which file.
        raise RuntimeError(f"packaged tile art {name}.svg is not valid SVG")
    return renderer


def art_rect(name: str, bounds: QRectF) -> QRectF:
    """The largest rectangle inside ``bounds``, centred, with the art's aspect ratio."""
    box = art_renderer(name).viewBoxF()
    if box.width() <= 0 or box.height() <= 0:
        return QRectF(bounds)
    scale = min(bounds.width() / box.width(), bounds.height() / box.height())
    w, h = box.width() * scale, box.height() * scale
    return QRectF(bounds.center().x() - w / 2, bounds.center().y() - h / 2, w, h)


def draw_art(painter: QPainter, name: str, bounds: QRectF, word: str = "") -> None:
    """Draw art ``name`` centred in ``bounds``, keeping its aspect ratio, with ``word``
    (already translated) in the art's word box if it has one (:data:`ART_WORDS`)."""
    rect = art_rect(name, bounds)
    art_renderer(name).render(painter, rect)
    if word and name in ART_WORDS:
        draw_label(painter, word, word_rect(name, rect), ART_WORDS[name][1],
                   max_px=rect.height() * 0.45, min_px=rect.height() * 0.12, weight=QFont.Weight.Black)


def word_rect(name: str, rect: QRectF) -> QRectF:
    """The word box of art ``name`` drawn in ``rect`` (see :func:`art_rect`)."""
    box = art_renderer(name).viewBoxF()
    words, _colour = ART_WORDS[name]
    sx, sy = rect.width() / box.width(), rect.height() / box.height()
    return QRectF(rect.x() + (words.x() - box.x()) * sx, rect.y() + (words.y() - box.y()) * sy,
                  words.width() * sx, words.height() * sy)
