"""What the play window costs, counted (issue 25's test loop, issue 26's frames): a style
sheet restyles every widget under it each time it is set, and each widget added under it, so
the window is styled once its widgets are in place, a turn restyles only the two players'
cards, and the final ranking's page is made when the game ends. Counted in restylings
(QEvent.StyleChange, one for each widget styled again), never in seconds."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.play.dialogs import RankingPage

from .helpers import click, end_turn, make_trad_window, make_window, roll


class Restylings(QObject):
    """Counts the restylings of each widget while it is installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.of: Counter[int] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.StyleChange and isinstance(watched, QWidget):
            self.of[id(watched)] += 1
        return False

    def __enter__(self) -> Restylings:
        QApplication.instance().installEventFilter(self)
        return self

    def __exit__(self, *_: object) -> None:
        QApplication.instance().removeEventFilter(self)

    def total(self) -> int:
        return sum(self.of.values())


def test_opening_a_game_window_styles_its_widgets_about_once(qtbot: QtBot) -> None:
    for make in (make_window, make_trad_window):
        with Restylings() as restyled:
            window = make(qtbot)  # opened, shown at the tests' size, the roll-off played through its button
        widgets = len(window.findChildren(QWidget)) + 1
        # Styled once in place, then the turn panel's boxes again as the text grows with the
        # window: about 3 restylings a widget (a window styled first, then filled: 6.7).
        assert restyled.total() <= 4 * widgets, f"{restyled.total()} restylings of {widgets} widgets"
        assert window.findChild(RankingPage) is None  # made when the game ends


def test_a_new_turn_restyles_only_the_players_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    before = [card.frameWidth() for card in window.players.cards]
    with Restylings() as restyled:
        end_turn(qtbot, window)
    assert [card.frameWidth() for card in window.players.cards] == before[::-1] == [1, 3]  # the turn moved on
    # The two cards only, not all they hold (with a style sheet set for each: 54).
    assert restyled.total() <= 4
