"""The square board's drawing: the ring's layout for 12-60 spaces, what each space prints,
words that stay inside their space, problem and highlight marks, hostile names."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from ubuild_desktop.board.square_layout import BOTTOM, LEFT, RIGHT, TOP, corner_indices, square_layout
from ubuild_desktop.board.square_scene import SquareBoardScene
from ubuild_desktop.core.square import SpaceKind, SquareBoard, load_builtin_board

TRADITIONAL = load_builtin_board("traditional")
SLACK = 0.5  # scene units of antialiasing a word may reach past its box


def sized(count: int, names: str | None = None) -> SquareBoard:
    """A board of ``count`` spaces: the traditional board cut short or repeated."""
    spaces = [TRADITIONAL.spaces[i % 40].model_copy(update={"id": f"s{i}"}) for i in range(count)]
    if names is not None:
        spaces = [space.model_copy(update={"name": names}) for space in spaces]
    return TRADITIONAL.model_copy(update={"spaces": tuple(spaces)})


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def _overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return 0.0 if both.isEmpty() else both.width() * both.height()


def test_the_traditional_corners_and_sides() -> None:
    layout = square_layout(40)
    assert corner_indices(40) == (0, 10, 20, 30)
    places = {place.index: place for place in layout.places}
    assert [places[i].corner for i in (0, 10, 20, 30)] == [True] * 4
    board = layout.board
    assert board.width() == board.height()
    assert places[0].rect.bottomRight() == board.bottomRight()  # GO at the bottom right
    assert places[10].rect.bottomLeft() == board.bottomLeft()
    assert places[20].rect.topLeft() == board.topLeft()
    assert places[30].rect.topRight() == board.topRight()
    assert [places[i].side for i in (1, 11, 21, 31)] == [BOTTOM, LEFT, TOP, RIGHT]
    assert places[1].rect.center().x() > places[9].rect.center().x()  # play runs right to left along the bottom
    assert places[11].rect.center().y() > places[19].rect.center().y()  # then up the left side


@pytest.mark.parametrize("count", range(12, 61))
def test_every_size_makes_a_square_ring(count: int) -> None:
    layout = square_layout(count)
    assert sorted(place.index for place in layout.places) == list(range(count))
    board = layout.board
    assert board.width() == board.height()
    rects = [place.rect for place in layout.places]
    area = sum(rect.width() * rect.height() for rect in rects)
    assert area == pytest.approx(board.width() ** 2 - layout.centre.width() ** 2)  # the ring, tiled exactly
    for i, rect in enumerate(rects):
        assert board.contains(rect)
        assert _overlap(rect, layout.centre) == 0
        for other in rects[i + 1:]:
            assert _overlap(rect, other) < 1e-6


def test_the_scene_draws_every_space(qtbot: QtBot) -> None:
    scene = SquareBoardScene(TRADITIONAL)
    items = scene.space_items
    assert [item.index for item in items] == list(range(40))
    assert scene.centre_item is not None and scene.centre_item.fitted.lines == ("Traditional",)
    cobbler = items[1]
    assert cobbler.texts() == ["B", "Cobbler", "Lane", "$60"] or cobbler.texts() == ["B", "Cobbler Lane", "$60"]
    assert items[0].texts() == ["GO", "Collect $200"]
    assert items[4].face.money == "Pay $200 or 10%"  # the Income Tax's choice (002), as printed
    assert " ".join(items[4].texts()).endswith("Pay $200 or 10%")
    assert items[38].face.money == "Pay $100"  # a tax without a choice
    assert items[5].texts()[-1] == "$200" and items[12].texts()[-1] == "$150"
    assert items[39].face.letter == "D" and items[39].face.colour is not None
    assert items[10].texts() == ["Jail", "Just visiting"]  # as the printed board: its rim is for visitors
    for item, space in zip(items, TRADITIONAL.spaces):
        printed = " ".join(line for line in item.texts() if line not in (item.face.letter, "Just visiting"))
        assert printed in (space.name, f"{space.name} {item.face.money}".strip(), item.face.money)
        assert item.rotation() == {BOTTOM: 0, LEFT: 90, TOP: 0, RIGHT: -90}[item.place.side] or item.place.corner
        assert item.mapRectToScene(item.boundingRect()).adjusted(3, 3, -3, -3).intersected(item.place.rect) \
            == item.mapRectToScene(item.boundingRect()).adjusted(3, 3, -3, -3)
    assert scene.board_rect() == scene.layout.board


@pytest.mark.parametrize("far", [False, True])
@pytest.mark.parametrize("count", [12, 13, 27, 40, 41, 60])
def test_words_stay_inside_their_space_and_apart(qtbot: QtBot, count: int, far: bool) -> None:
    """Near (the editor's board) and read from afar (the play window's TV mode)."""
    scene = SquareBoardScene(sized(count))
    scene.set_far_words(far)
    for item in scene.space_items:
        rects = item.label_rects()
        assert rects, item.index
        for role, rect in rects:
            assert _inside(rect, item.place.rect), (item.index, role, rect, item.place.rect)
        for i, (_role, rect) in enumerate(rects):
            for _other_role, other in rects[i + 1:]:
                assert _overlap(rect, other) < 1.0, (item.index, rects)
    centre = scene.centre_item
    assert centre is not None and _inside(centre.label_rect(), scene.layout.centre)


@pytest.mark.parametrize("far", [False, True])
@pytest.mark.parametrize("name", ["W" * 40, "Ab " * 13 + "A", "\u202eevil\u202c name", "line\nbreak\x1b[2J", "<b>x</b>"])
def test_hostile_names_stay_inside(qtbot: QtBot, name: str, far: bool) -> None:
    scene = SquareBoardScene(sized(40, name[:40]))
    scene.set_far_words(far)
    for item in scene.space_items:
        assert all("\n" not in line and "\x1b" not in line for line in item.texts())
        for _role, rect in item.label_rects():
            assert _inside(rect, item.place.rect)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(range(40)), min_size=0, max_size=70), st.booleans())
def test_any_ring_of_spaces_draws(qtbot: QtBot, picks: list[int], no_groups: bool) -> None:
    """Boards the validator refuses (no GO, 3 spaces, streets of unknown groups) still draw."""
    spaces = tuple(TRADITIONAL.spaces[i].model_copy(update={"id": f"s{n}"}) for n, i in enumerate(picks))
    board = TRADITIONAL.model_copy(update={"spaces": spaces, **({"groups": ()} if no_groups else {})})
    scene = SquareBoardScene(board)
    assert len(scene.space_items) == len(spaces)
    for item in scene.space_items:
        for _role, rect in item.label_rects():
            assert _inside(rect, item.place.rect)


def test_problems_and_highlight(qtbot: QtBot) -> None:
    scene = SquareBoardScene(TRADITIONAL)
    scene.set_problem_spaces([3, None, 39])
    assert [item.index for item in scene.space_items if item.has_problem()] == [3, 39]
    rect = scene.highlight_space(12)
    assert rect == scene.place(12).rect
    assert [item.index for item in scene.space_items if item.is_highlighted()] == [12]
    assert scene.highlight_space(None).isNull()
    assert not any(item.is_highlighted() for item in scene.space_items)


def test_a_redraw_keeps_a_views_own_items(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QGraphicsEllipseItem

    scene = SquareBoardScene(TRADITIONAL)
    mover = QGraphicsEllipseItem(0, 0, 10, 10)
    scene.addItem(mover)
    scene.set_board(sized(12))
    assert mover.scene() is scene
    assert len(scene.space_items) == 12
    assert len(scene.items()) == 12 + 1 + 1  # spaces, the centre, the mover


def test_the_picture_kinds(qtbot: QtBot) -> None:
    scene = SquareBoardScene(TRADITIONAL)
    arts = {TRADITIONAL.spaces[item.index].kind: item.face.art for item in scene.space_items if item.face.art}
    assert arts[SpaceKind.GO] == "go" and arts[SpaceKind.STATION] == "railroad"
    utilities = [item.face.art for item in scene.space_items if TRADITIONAL.spaces[item.index].kind is SpaceKind.UTILITY]
    assert utilities == ["power_station", "sewage_works"]


def test_far_words_are_larger_and_the_names_run_along_the_depth(qtbot: QtBot) -> None:
    """Read from afar, every name and price is larger than near, the same words are printed,
    and a name's lines run along its space's depth: level on the sides, upright on the
    top and bottom rows."""
    near, far = SquareBoardScene(TRADITIONAL), SquareBoardScene(TRADITIONAL)
    far.set_far_words(True)
    assert far.far_words and not near.far_words
    near_sizes = {(i, role): px for i, item in enumerate(near.space_items) for role, _text, px in item.word_sizes()}
    far_sizes = {(i, role): px for i, item in enumerate(far.space_items) for role, _text, px in item.word_sizes()}
    assert near_sizes.keys() == far_sizes.keys()
    assert min(far_sizes.values()) >= 1.3 * min(near_sizes.values())
    for (i, role), px in far_sizes.items():
        assert px >= near_sizes[i, role], (i, role)
    for near_item, far_item in zip(near.space_items, far.space_items):
        assert " ".join(near_item.texts()) == " ".join(far_item.texts()) or near_item.face.name.count(" ") >= 1
        if far_item.place.corner:
            continue
        name = next(rect for role, rect in far_item.label_rects() if role == "name")
        side = far_item.place.side
        if far_item.texts()[-1] == far_item.face.money and len(far_item.face.name.split()) == 1:
            # one line: longer along the depth than across the space
            along = name.height() if side in (BOTTOM, TOP) else name.width()
            across = name.width() if side in (BOTTOM, TOP) else name.height()
            assert along > across, (far_item.index, name)
    far.set_far_words(False)  # and back, as the near board
    assert [item.place.rect for item in far.space_items] == [item.place.rect for item in near.space_items]


@pytest.mark.parametrize("count", [12, 13, 27, 40, 41, 60])
def test_the_heat_maps_percentages_cover_no_words(qtbot: QtBot, count: int) -> None:
    """Issue 23: the traditional heat map's percentages covered the spaces' names. A side's
    badge sits in the board's middle along the space; a corner's on the foot of its picture;
    none covers a word of any space, and none covers another."""
    scene = SquareBoardScene(sized(count))
    scene.set_heat_map([i / count for i in range(count)])
    item = scene.heat_item()
    assert item is not None
    badges = item.badges
    words = scene.label_rects()
    for index, badge in enumerate(badges):
        for _space, role, rect in words:
            assert _overlap(badge, rect) == 0, (index, _space, role)
        for other in badges[index + 1:]:
            assert _overlap(badge, other) == 0, index
        place = scene.place(index)
        if place.corner:
            assert place.rect.contains(badge)
        else:  # beside its space, in the middle
            assert scene.layout.centre.contains(badge)
            along = (badge.center().x(), place.rect.center().x()) if place.side in (BOTTOM, TOP) else \
                (badge.center().y(), place.rect.center().y())
            assert along[0] == pytest.approx(along[1])
