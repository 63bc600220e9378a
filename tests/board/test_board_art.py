"""The packaged tile art: every file is valid SVG and every name the board uses exists."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ubuild_desktop.board import art_names, art_renderer, draw_art
from ubuild_desktop.board.art import BUILDING_ART, TILE_ART, art_folder

SVG = "{http://www.w3.org/2000/svg}svg"


def test_art_covers_the_tiles_and_buildings() -> None:
    assert set(TILE_ART) | set(BUILDING_ART) == set(art_names())


@pytest.mark.parametrize("name", art_names())
def test_art_file_is_small_valid_svg(qtbot: object, name: str) -> None:
    data = (art_folder() / f"{name}.svg").read_bytes()
    assert len(data) < 4096, "keep tile art small and hand-written"
    assert ET.fromstring(data).tag == SVG
    renderer = art_renderer(name)
    assert renderer.isValid()
    assert art_renderer(name) is renderer  # cached
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    draw_art(painter, name, QRectF(0, 0, 40, 40))
    painter.end()
    # Something was drawn at 40 px.
    assert any(image.pixelColor(x, y).alpha() > 0 for x in range(0, 40, 2) for y in range(0, 40, 2))


def test_unknown_art_is_a_key_error(qtbot: object) -> None:
    with pytest.raises(KeyError):
        art_renderer("no-such-art")
