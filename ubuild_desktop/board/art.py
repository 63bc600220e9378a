"""The packaged SVG tile art, loaded once per name and drawn into a rectangle.

Files live in ``ubuild_desktop/assets/tiles/NAME.svg`` and are read through
:mod:`importlib.resources`, so they load from a wheel or a zip as well as from a
checkout. Renderers are cached for the life of the program: the art never changes.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

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


def art_folder() -> Traversable:
    """The packaged folder of tile art."""
    return files("ubuild_desktop") / "assets" / "tiles"


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


def draw_art(painter: QPainter, name: str, bounds: QRectF) -> None:
    """Draw art ``name`` centred in ``bounds``, keeping its aspect ratio."""
    art_renderer(name).render(painter, art_rect(name, bounds))
