"""The decision's card on a narrow window: beside the board it would cost the square board a
third of its size at 1024x640 (too small to read from the sofa), so it shows in the board's
middle, where it covers no space, and larger; on a wider window it stays beside the board.
Reached as a player reaches it: the roll button lands Ana on a property for sale."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from .helpers import click, make_trad_window, roll


def _zoom(window) -> float:  # type: ignore[no-untyped-def]
    return window.board_view.transform().m11()


@pytest.mark.parametrize("size, in_middle", [((1024, 640), True), ((1366, 768), False), ((1920, 1080), False)])
def test_the_decision_card_keeps_the_board_readable(qtbot: QtBot, size: tuple[int, int], in_middle: bool) -> None:
    window = make_trad_window(qtbot, autosave=False)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    window.board_view.fit()
    before = _zoom(window)
    roll(qtbot, window, 2, 3)  # Ana: North Station, for sale
    qtbot.wait(10)
    card = window.card_view
    if in_middle:
        assert window.card_column.isHidden() and card.isVisible()
        assert _zoom(window) >= before * 0.99  # the board lost nothing to the card
        middle = window.board_middle()
        assert middle.contains(card.geometry()), (middle, card.geometry())
        assert card.font().pointSizeF() > window.decision_card.font().pointSizeF()  # larger than beside the board
        assert card.district_id == window.decision_district()
    else:
        assert window.card_column.isVisible() and not card.isVisible()
        assert _zoom(window) >= before * 0.85
    click(qtbot, window.turn_panel.buy_button)  # the decision is made: no card, the whole board
    assert window.card_column.isHidden() and not card.isVisible()
    assert abs(_zoom(window) - before) < 1e-6


def test_a_window_made_narrow_during_the_decision_moves_the_card_to_the_middle(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, autosave=False)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    roll(qtbot, window, 2, 3)
    assert window.card_column.isVisible()
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.card_column.isHidden() and window.card_view.isVisible())
    assert window.board_middle().contains(window.card_view.geometry())
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.card_column.isVisible() and not window.card_view.isVisible())


@pytest.mark.parametrize("name", ["ubuild", "traditional"])
def test_a_card_over_the_board_hides_what_lies_under_it(qtbot: QtBot, name: str) -> None:
    """A card shown over the board (a hover, or the decision's in the board's middle) is
    opaque: the board's large title once showed faintly through its lines."""
    from PySide6.QtWidgets import QWidget

    from ubuild_desktop.core.engine.registry import rule_set
    from ubuild_desktop.play.plugin import play_view_of

    under = QWidget()
    under.setStyleSheet("background: black")
    under.setAutoFillBackground(True)
    under.resize(300, 200)
    qtbot.addWidget(under)
    card = play_view_of(rule_set(name)).card(under)
    card.setText("card")
    card.setGeometry(20, 20, 200, 120)
    under.show()
    picture = under.grab().toImage()
    ratio = picture.devicePixelRatio()
    # inside the border, in the card's blank padding: the card's own white, not the board's colour through it
    pixel = picture.pixelColor(round((20 + 200 - 5) * ratio), round((20 + 60) * ratio))
    assert (pixel.red(), pixel.green(), pixel.blue()) == (255, 255, 255), pixel.name()
