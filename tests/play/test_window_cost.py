"""What the play window costs, counted (issue 25's test loop, issue 26's frames), never in
seconds: a style sheet restyles every widget under it each time it is set, and each widget
added under it, so the window is styled once its widgets are in place, a turn restyles only
the two players' cards, and the final ranking's page is made when the game ends (counted in
restylings: QEvent.StyleChange, one for each widget styled again). The event log's lines
carry their wrapped sizes, so a new line does not make the list measure all 600 again
(counted in lines measured), and it shows what the plain list showed."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import endless_game
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.play import game_words
from ubuild_desktop.play.dialogs import RankingPage
from ubuild_desktop.play.event_log import EventLog
from ubuild_desktop.play.window_sizes import set_text_size

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


# ---------------------------------------------------------------------- the event log


class CountingMeasures(QStyledItemDelegate):
    """The list's own delegate, counting the lines the list measures by laying out their
    text (a line without a size of its own: the cost of a long log on every action)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.measured = 0

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802 (Qt's name)
        if index.data(Qt.ItemDataRole.SizeHintRole) is None:
            self.measured += 1
        return super().sizeHint(option, index)


@pytest.fixture(scope="module")
def long_game() -> Session:
    return endless_game(2200)


def _log(qtbot: QtBot, session: Session, width: int, upto: int, sized: bool = True) -> EventLog:
    log = EventLog()
    qtbot.addWidget(log)
    if not sized:  # a plain list: the view measures its lines itself, as Qt does
        log.sizes.size = lambda *_args: None  # type: ignore[method-assign]
    log.resize(width, 400)
    log.show()
    qtbot.waitExposed(log)
    log.reset(session.state.events[:upto], session.game.players, game_words.place_names(session.game))
    QApplication.processEvents()
    return log


def _add(log: EventLog, session: Session, events: list[Event]) -> None:
    for event in events:  # one action's events at a time, as the window adds them
        log.add([event], session.game.players, game_words.place_names(session.game))
        QApplication.processEvents()


def test_a_full_log_measures_only_the_new_lines(qtbot: QtBot, long_game: Session) -> None:
    """600 wrapped lines shown, 300 events added one by one: each new line is measured once,
    and the list lays out its lines without measuring any again."""
    log = _log(qtbot, long_game, 420, 1500)
    view = CountingMeasures(log.list)
    log.list.setItemDelegate(view)
    assert log.list.count() == EventLog.SHOWN_LINES
    before, lines = log.sizes.measured, len(log.lines())
    _add(log, long_game, long_game.state.events[1500:1800])
    new_lines = len(log.lines()) - lines
    assert new_lines > 150
    assert log.sizes.measured - before == new_lines
    assert view.measured == 0, f"the list measured {view.measured} lines again"
    # Narrower: every line is measured again, once.
    before = log.sizes.measured
    log.resize(300, 400)
    QApplication.processEvents()
    assert log.sizes.measured - before == EventLog.SHOWN_LINES
    assert view.measured == 0


def test_the_log_shows_what_a_plain_list_shows(qtbot: QtBot, long_game: Session) -> None:
    """Lines that carry their sizes wrap, stripe and scroll as the plain list (measuring
    each line on every layout) shows them: the same pixels, as lines are added, the log
    narrowed and its text grown as the window grows it (bold turn lines too)."""
    for width in (300, 420, 640):
        logs = [_log(qtbot, long_game, width, 1700, sized=sized) for sized in (True, False)]
        for log in logs:
            _add(log, long_game, long_game.state.events[1700:1760])
        assert logs[0].grab().toImage() == logs[1].grab().toImage()
        for log in logs:
            log.resize(width - 90, 400)
            set_text_size(log, 13.0)
        qtbot.wait(150)  # the list lays out again a moment after a resize
        assert logs[0].list.count() == logs[1].list.count() > 100
        assert logs[0].grab().toImage() == logs[1].grab().toImage()
        for log in logs:
            log.close()
