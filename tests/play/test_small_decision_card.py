"""A U-Build decision's card on a narrow window (1024x640): beside the board it cost the
track 30-42% of its size (Starter's 1.18 zoom fell to 0.83, Pro's 0.70 to 0.40), and the
track's narrow loop does not hold it in its middle, so it shows over the board where it
hides the fewest spaces, never the district decided about; the board keeps its size. On
a wider window it stays beside the board. Reached as a player reaches it: the roll
button lands Ana on a district for sale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPoint, QRect
from pytestqt.qtbot import QtBot

from .helpers import click, make_window, roll

LANDING = {"starter": (1,), "classic": (1, 2), "pro": (1, 2)}  # a district for sale


def _zoom(window) -> float:  # type: ignore[no-untyped-def]
    return window.board_view.transform().m11()


def _open_at(qtbot: QtBot, track: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    window = make_window(qtbot, track=track)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    window.board_view.fit()
    return window


@pytest.mark.parametrize("track", sorted(LANDING))
def test_on_a_narrow_window_the_card_lies_over_the_board_and_the_board_keeps_its_size(
        qtbot: QtBot, track: str) -> None:
    window = _open_at(qtbot, track, (1024, 640))
    before = _zoom(window)
    roll(qtbot, window, *LANDING[track])
    qtbot.wait(10)
    district = window.decision_district()
    assert district is not None
    card = window.card_view
    assert card.isVisible() and window.card_column.isHidden()
    assert card.district_id == district
    assert abs(_zoom(window) - before) < 1e-6, "the board shrank for the card"
    view = window.board_view
    assert view.viewport().rect().contains(card.geometry()), "the card is cut off"
    # It hides not the district decided about (a space's width around its place).
    rules, board, state = window.rules, window.play_board, window.controller.state
    points = [rules.space_point(board, i) for i in range(rules.space_count(state.game))]
    half = min(QLineF(a, b).length() for a, b in zip(points, points[1:] + points[:1])) * _zoom(window) / 2
    where = view.mapFromScene(rules.space_point(board, rules.property_space(state, district)))
    around = QRect(round(where.x() - half), round(where.y() - half), round(2 * half), round(2 * half))
    assert not card.geometry().intersects(around), (card.geometry(), around)
    # Hovering another district shows its card in the same place for the while.
    place = card.geometry()
    other = next(d.card.id for d in state.game.districts if d.card.id != district)
    window.show_district(other)
    assert card.district_id == other  # in the same corner
    assert card.geometry().top() == place.top() or card.geometry().bottom() == place.bottom()
    assert view.viewport().rect().contains(card.geometry())
    window.show_district(None)
    assert card.district_id == district
    click(qtbot, window.turn_panel.buy_button)  # decided: no card, the same board
    assert not card.isVisible() and abs(_zoom(window) - before) < 1e-6


def test_on_a_wider_window_the_card_stays_beside_the_board(qtbot: QtBot) -> None:
    window = _open_at(qtbot, "starter", (1366, 768))
    roll(qtbot, window, 1)
    qtbot.wait(10)
    assert window.card_column.isVisible() and not window.card_view.isVisible()


@pytest.mark.parametrize("track,dice", [("classic", (1, 2)), ("classic", (6, 6)), ("pro", (1, 2)), ("pro", (6, 6))],
                         ids=["classic-kite-hill", "classic-lantern-square", "pro-kite-hill", "pro-foundry-gate"])
def test_over_the_board_the_card_hides_no_spaces_name_or_price(qtbot: QtBot, track: str, dice: tuple[int, ...]) -> None:
    """At 1024x640 the card over the board leaves every space's name and price in sight
    (on Classic it hid Goldcrest Parade's and Sunfield Terrace's, or the top row's prices),
    wherever on the loop the district decided about lies."""
    window = _open_at(qtbot, track, (1024, 640))
    roll(qtbot, window, *dice)
    qtbot.wait(10)
    card = window.card_view
    assert card.isVisible() and window.card_column.isHidden()
    rules, board, state = window.rules, window.play_board, window.controller.state
    view = window.board_view
    points = [rules.space_point(board, i) for i in range(rules.space_count(state.game))]
    width = min(QLineF(a, b).length() for a, b in zip(points, points[1:] + points[:1])) * _zoom(window)
    for i, point in enumerate(points):
        middle = view.mapFromScene(point)
        # A space's name at its middle, its price just above its lower edge (a third of its width down).
        for line in (middle, middle + QPoint(0, round(width * 0.28)), middle - QPoint(0, round(width * 0.1))):
            assert not card.geometry().contains(line), f"the card hides space {i}'s words at {line}"
