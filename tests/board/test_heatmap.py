"""The heat map: a value per space laid over the board, with its legend, and gone again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from ubuild_desktop import theme
from ubuild_desktop.board import BoardScene, BoardView, HeatMapItem, Layer, cell_center, render_board
from ubuild_desktop.board.heatmap import BADGE_LOD, HeatScale
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.words import percent

from .helpers import render


def ramp(count: int) -> list[float]:
    """Space 0 least, the last space most."""
    return [0.01 + 0.04 * i / (count - 1) for i in range(count)]


def shown_view(qtbot: QtBot, track: str = "pro") -> BoardView:
    view = BoardView(BoardScene(load_builtin(track)))
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def test_the_heat_scale_darkens_from_least_to_most() -> None:
    shades = [theme.luminance(theme.heat(i / 20)) for i in range(21)]
    assert all(a > b for a, b in zip(shades, shades[1:])), "each step darker: the order reads in grey too"
    assert theme.heat(-1).name() == theme.HEAT_STOPS[0] and theme.heat(2).name() == theme.HEAT_STOPS[-1]
    assert theme.heat(float("nan")).name() == theme.HEAT_STOPS[0]
    scale = HeatScale.of([0.02, 0.02, 0.02])
    assert scale.fraction(0.02) == 0.5  # all equal: one colour, the middle of the scale
    assert HeatScale.of([0.01, float("inf"), 0.03]).values == (0.01, 0.0, 0.03)
    # A space nobody ends a turn on (Go to Jail) is the palest, and the rest span the scale.
    never = HeatScale.of([0.0, 0.02, 0.04])
    assert (never.low, never.high) == (0.02, 0.04)
    assert [never.fraction(v) for v in never.values] == [0.0, 0.0, 1.0]


def test_a_heat_map_colours_each_space_by_its_value_and_goes_again(qtbot: QtBot) -> None:
    scene = BoardScene(load_builtin("starter"))
    plain = render(scene)
    before = set(scene.items())
    spaces = scene.graph.spaces
    values = ramp(len(spaces))
    scene.set_heat_map(values)
    item = scene.heat_item()
    assert isinstance(item, HeatMapItem) and item.zValue() == Layer.HEAT
    assert set(scene.items()) == before | {item}, "one item for the whole map"
    assert item.cells == tuple(space.cell for space in spaces), "value i is laid on space i from GO"
    assert item.texts == tuple(percent(v) for v in values)
    assert scene.heat_scale() is not None and scene.heat_scale().high == pytest.approx(0.05)  # type: ignore[union-attr]
    heated = render(scene)
    origin = scene.board_rect().topLeft()

    def pixel(image: QImage, index: int, dy: float) -> QColor:
        at = cell_center(spaces[index].cell) - origin + QPointF(0, dy)
        return image.pixelColor(int(at.x()), int(at.y()))

    # Inside each badge, left of its text: the two ends of the scale, exactly.
    for index, end in ((0, 0.0), (len(spaces) - 1, 1.0)):
        box = item._badges[index]
        at = QPointF(box.left() + 5, box.center().y()) - origin
        assert heated.pixelColor(int(at.x()), int(at.y())).name() == theme.heat(end).name()
    # Between the badge and the name a district's cream turns to its colour (darker for more).
    district = next(s.index for s in spaces if s.kind == "district")
    assert pixel(heated, district, 0.2 * 40) != pixel(plain, district, 0.2 * 40)
    scene.set_heat_map(None)
    assert scene.heat_item() is None and scene.heat_scale() is None
    assert set(scene.items()) == before
    assert render(scene) == plain, "removed, the board is as it was"


def test_the_heat_map_belongs_to_the_track_drawn(qtbot: QtBot) -> None:
    scene = BoardScene(load_builtin("starter"))
    with pytest.raises(ValueError, match="one value per space"):
        scene.set_heat_map([0.1, 0.2])
    assert scene.heat_item() is None
    scene.set_heat_map(ramp(len(scene.graph.spaces)))
    scene.update_track(load_builtin("pro"))
    assert scene.heat_item() is None, "an edit clears it: its values were another track's"
    scene.set_heat_map(ramp(len(scene.graph.spaces)))
    scene.set_track(load_builtin("starter"))
    assert scene.heat_item() is None


def test_clicks_go_through_the_heat_map_to_the_pieces(qtbot: QtBot) -> None:
    scene = BoardScene(load_builtin("starter"))
    scene.set_heat_map(ramp(len(scene.graph.spaces)))
    item = scene.heat_item()
    assert item is not None and item.acceptedMouseButtons() == Qt.MouseButton.NoButton
    centre = cell_center(scene.graph.spaces[3].cell)
    piece = scene.piece_at(centre)
    assert piece is not None and piece.piece_id == scene.graph.spaces[3].piece_id


def test_the_view_shows_the_legend_and_fits_the_board_above_it(qtbot: QtBot) -> None:
    view = shown_view(qtbot)
    scene = view.scene()
    assert isinstance(scene, BoardScene)
    legend = view.heat_legend
    assert legend.isHidden()
    scene.set_heat_map(ramp(len(scene.graph.spaces)), "Share of turns")
    assert legend.isVisible() and legend.scale is not None and legend.scale.title == "Share of turns"
    assert percent(0.01) in legend.accessibleDescription() and percent(0.05) in legend.accessibleDescription()
    assert view.is_fitted()
    board = view.mapFromScene(scene.board_rect()).boundingRect()
    assert board.bottom() < legend.geometry().top(), "the fitted board stays clear of the legend"
    assert view.zoom_level() * 40 * 2 >= BADGE_LOD * 80, "fitted Pro is large enough to print the percentages"
    image = view.grab().toImage()
    centre = legend.geometry().center()
    assert image.pixelColor(centre.x(), legend.geometry().top() + 3) == QColor(theme.PAPER)
    scene.set_heat_map(None)
    assert legend.isHidden()


def test_render_board_paints_the_legend_under_the_board(qtbot: QtBot) -> None:
    scene = BoardScene(load_builtin("starter"))
    scene.set_heat_map(ramp(len(scene.graph.spaces)))
    image = QImage(600, 500, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    render_board(scene, painter, QRectF(0, 0, 600, 500))
    painter.end()
    # Near the lower left corner: the legend's paper, then its colour bar from pale to dark.
    assert image.pixelColor(20, 500 - 55) == QColor(theme.PAPER)
    bar_y = 500 - 10 - 64 + 35
    pale, dark = image.pixelColor(25, bar_y), image.pixelColor(245, bar_y)
    assert theme.luminance(pale) > theme.luminance(dark) + 0.4
    assert image.pixelColor(599, 0) == scene.backgroundBrush().color(), "the table fills the rest"
