"""What the play window costs, counted (issue 25's test loop, issue 26's frames), never in
seconds: a style sheet restyles every widget under it each time it is set, and each widget
added under it, so the window is styled once its widgets are in place, its text sized once
as it shows, a turn restyles only the two players' cards, a text size change (Large text,
TV mode) only the boxes (their title's room is a property the window's style reads), and
the final ranking's page is made when the game ends (counted in restylings:
QEvent.StyleChange, one for each widget styled again; and font changes). The traditional
board finds where movers stand on a space when one first does (counted in spaces). The
event log's lines carry their wrapped sizes, so a new line does not make the list measure
all 600 again (counted in lines measured), and it shows what the plain list showed."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import endless_game
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop import theme
from ubuild_desktop.play import game_words, open_game_window, parse_players
from ubuild_desktop.play.dialogs import RankingPage
from ubuild_desktop.play.event_log import EventLog
from ubuild_desktop.play.traditional.board import SquarePlayBoard
from ubuild_desktop.play.window_sizes import make_room_for_title, set_text_size

from .helpers import click, end_turn, make_trad_window, make_window, roll


class Restylings(QObject):
    """Counts the restylings of each widget while it is installed on the application (or
    another of a widget's events: ``kind``)."""

    def __init__(self, kind: QEvent.Type = QEvent.Type.StyleChange) -> None:
        super().__init__()
        self.kind = kind
        self.of: Counter[int] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == self.kind and isinstance(watched, QWidget):
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
        # Styled once in place, its text sized once as it shows: about 1.7 restylings a widget
        # (a window styled first, then filled: 6.7; its text sized twice, each box with a style
        # sheet of its own set again: 3.1).
        assert restyled.total() <= 2 * widgets, f"{restyled.total()} restylings of {widgets} widgets"
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


def test_opening_a_game_window_sets_each_font_about_once(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.traditional.game import Game as TradGame
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.square.boardfile import load_builtin_board
    from ubuild_desktop.core.trackfile import load_builtin

    seats = parse_players("Ana:human,Bo:human")
    names = [seat.name for seat in seats]
    for session in (Session(Game.create(load_builtin("starter"), names), 7),
                    TradSession(TradGame(load_builtin_board("traditional"), names), 7)):
        with Restylings(QEvent.Type.FontChange) as fonts:
            window = open_game_window(session, seats, animations=False, start=False, autosave=False)  # as users open it
            qtbot.addWidget(window)
            qtbot.waitExposed(window)
        widgets = len(window.findChildren(QWidget)) + 1
        # The text is sized when the window shows (sized also as it was made, for a size it
        # never shows at, each widget took its fonts twice or more: 1.5 font changes a widget; now 1.05).
        assert fonts.total() <= 1.2 * widgets, f"{fonts.total()} font changes of {widgets} widgets"
        window.close()


def _title_room_is_kept(box: QGroupBox) -> None:
    """``box`` leaves room above its frame for its title in its own font, and what it holds
    starts below the title."""
    assert box.property(theme.TITLE_ROOM_PROPERTY) == round(QFontMetrics(box.font()).height() * 0.75)
    shown = [w for w in box.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly) if w.isVisible()]
    assert min(w.geometry().top() for w in shown) >= QFontMetrics(box.font()).height(), box.title()


def test_a_text_size_change_restyles_only_the_boxes(qtbot: QtBot) -> None:
    """View → Large text and TV mode, through their actions: every widget takes its new
    font, and only the turn panel's boxes are styled again (their title's room), not all
    they hold (a style sheet of each box's own: 185 restylings each time)."""
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)  # the Build blocks and Mortgages boxes show
    boxes = {id(box): box for box in window.findChildren(QGroupBox)}
    shown = [box for box in boxes.values() if box.isVisible()]
    assert len(shown) == 2
    for action in (window.large_text_action, window.large_text_action, window.tv_action, window.tv_action):
        before = [box.font().pointSizeF() for box in shown]
        with Restylings() as restyled:
            action.trigger()
            QApplication.processEvents()
        assert [box.font().pointSizeF() for box in shown] != before, action.objectName()  # the text changed size
        assert set(restyled.of) <= set(boxes), f"{action.objectName()}: {restyled.total()} restylings"
        assert max(restyled.of.values(), default=0) <= 2  # its own restyling, and its frame laid out again
        for box in shown:
            _title_room_is_kept(box)


def test_a_box_looks_as_with_a_style_sheet_of_its_own(qtbot: QtBot) -> None:
    """The title's room set as a property draws the same pixels as a style sheet of the
    box's own (the old way), at each text size; a room the window's rules do not list
    takes the box's own style sheet."""
    def panel(own_sheet: bool, points: float) -> tuple[QWidget, QGroupBox]:
        top = QWidget()
        qtbot.addWidget(top)
        top.setStyleSheet(theme.window_style(theme.current()))
        box = QGroupBox("Mortgages", top)
        row = QHBoxLayout(box)
        row.addWidget(QLabel("Kite Hill (+$100k)"))
        row.addWidget(QPushButton("Mortgage"))
        QVBoxLayout(top).addWidget(box)
        top.resize(420, 200)
        font = QFont(box.font())
        font.setPointSizeF(points)
        room = round(QFontMetrics(font).height() * 0.75)
        if own_sheet:
            box.setStyleSheet(f"QGroupBox {{ margin-top: {room}px; }}")
            set_text_size(box, points)
        else:
            set_text_size(top, points)
        top.show()
        qtbot.waitExposed(top)
        return top, box

    for points in (9.0, 13.2, 21.0, 34.0):
        (by_property, box), (by_sheet, _) = panel(False, points), panel(True, points)
        assert box.styleSheet() == "" and box.property(theme.TITLE_ROOM_PROPERTY) is not None
        assert by_property.grab().toImage() == by_sheet.grab().toImage(), points
    with_own = QGroupBox("Mortgages")
    qtbot.addWidget(with_own)
    make_room_for_title(with_own, 20)  # no rules over it
    assert with_own.styleSheet() == "QGroupBox { margin-top: 20px; }"
    make_room_for_title(box, 200)  # under the rules, but a room they do not list
    assert box.styleSheet() == "QGroupBox { margin-top: 200px; }"
    make_room_for_title(box, 20)  # and back
    assert box.styleSheet() == "" and box.property(theme.TITLE_ROOM_PROPERTY) == 20


def test_a_traditional_board_finds_slots_only_where_movers_stand(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the movers stand on a space is worked out when one first stands there (all 41
    at opening, and again at each switch of TV mode, took most of a traditional window's
    opening), and each space once for each layout of the board's words."""
    found: list[int] = []
    find = SquarePlayBoard._free_slots

    def counted(board: SquarePlayBoard, space: int, inside_cell: bool = False) -> list[QPointF]:
        found.append(space)
        return find(board, space, inside_cell)

    monkeypatch.setattr(SquarePlayBoard, "_free_slots", counted)
    window = make_trad_window(qtbot)  # everyone on GO, after the roll-off
    assert found == [0]
    roll(qtbot, window, 1, 2)  # Ana to the third space
    assert found == [0, 3]
    found.clear()
    window.tv_action.trigger()  # the board's words laid out to be read from afar: new places
    assert sorted(found) == [0, 3]
    assert [m.pos() for m in window.play_board.movers] == [window.play_board._slots_on(s, False)[0] for s in (3, 0)]


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
