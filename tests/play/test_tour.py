"""The first-game tour: offered once, the first time a game window opens (remembered in
the settings), never again; from Help at any time; each page points at its part of the
window; driven with the keys; in Spanish under the Spanish translation."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop import settings
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.tour import TOUR_OFFERED_KEY, Tour
from ubuild_desktop.qtapp import install_translations

from .helpers import make_window


@pytest.fixture
def offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The program as a user runs it: the tour may be offered (the suite turns it off)."""
    monkeypatch.delenv("UBUILD_NO_TOUR", raising=False)


def _tour(window: PlayWindow) -> Tour | None:
    found = [t for t in window.findChildren(Tour) if t.isVisible()]
    return found[0] if found else None


def _focused() -> object:
    return QApplication.focusWidget()


def test_the_tour_is_offered_once_then_never_again(qtbot: QtBot, offered: None) -> None:
    assert not settings.flag(TOUR_OFFERED_KEY)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: _tour(window) is not None)
    tour = _tour(window)
    assert tour is not None and tour.index == 0 and tour.geometry() == window.rect()  # over the whole window
    assert settings.flag(TOUR_OFFERED_KEY)  # remembered at once
    assert _focused() is tour.next
    qtbot.keyClick(tour.next, Qt.Key.Key_Escape)  # "Not now"
    assert _tour(window) is None
    qtbot.waitUntil(lambda: _focused() is not None and window.turn_panel.isAncestorOf(_focused()))  # back to the game
    # Another game window: no tour.
    second = make_window(qtbot)
    qtbot.wait(50)
    assert _tour(second) is None and _tour(window) is None


def test_an_all_computer_game_does_not_offer_it(qtbot: QtBot, offered: None) -> None:
    window = make_window(qtbot, players="Al:computer:simple,Bo:computer:simple", roll_off_winner=None)
    qtbot.wait(50)
    assert _tour(window) is None and not settings.flag(TOUR_OFFERED_KEY)


def test_help_shows_the_tour_page_by_page_with_the_keys(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    qtbot.wait(50)
    assert _tour(window) is None  # the suite's windows are not offered it
    help_menu = window.help_menu
    (action,) = [a for a in help_menu.actions() if a.objectName() == "showTour"]
    assert action.text().replace("&", "") == "First-game tour"
    action.trigger()
    tour = _tour(window)
    assert tour is not None
    targets = []
    titles = []
    for page in range(len(tour.steps)):
        assert tour.index == page
        titles.append(tour.title.text())
        target = tour.target_rect()
        targets.append(target)
        # The page sits inside the window and never covers what it points at.
        assert window.rect().contains(tour.callout.geometry())
        if target is not None:
            assert not tour.callout.geometry().intersects(target), (page, titles[-1])
        window.grab()  # painted without error
        if page == 2:  # Left goes back, Right on again
            qtbot.keyClick(_focused(), Qt.Key.Key_Left)
            assert tour.index == 1
            qtbot.keyClick(_focused(), Qt.Key.Key_Right)
            assert tour.index == 2
        qtbot.keyClick(_focused(), Qt.Key.Key_Return)  # Enter presses Next (the last page: Start playing)
    assert titles == ["Your first game", "The board", "Your turn", "The players", "The log", "The keys"]
    assert targets[0] is None
    parts = [window.board_view, window.turn_scroll, window.players_scroll, window.log]
    for target, part in zip(targets[1:5], parts, strict=True):
        assert target is not None and target.size() == part.size()
    assert "F1" in tour.steps[-1].text and "Ctrl+Z" in tour.steps[-1].text  # the window's own keys
    assert _tour(window) is None  # the last page's Start playing ends it
    action.trigger()  # and Help shows it again, every time
    assert _tour(window) is not None


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    translators = install_translations(qapp, QLocale("es_ES"))
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def test_the_tour_in_spanish(qtbot: QtBot, offered: None, spanish: None) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: _tour(window) is not None)
    tour = _tour(window)
    assert tour is not None
    assert tour.title.text() == "Tu primera partida" and tour.next.text() == "Siguiente"
    tour.go(len(tour.steps) - 1)
    assert tour.next.text() == "A jugar"
