"""The side panel on a laptop's 1024x640 (and 1366x768): after a purchase the turn panel
shows every control (its Mortgages box was cut off), every player's card shows whole (one
was half shown, the list scrolling), and the log shows at least three lines (it showed
two). With Large text, where not everything fits, the turn panel still shows every control,
the players' list shows whole cards with the player to act among them, and never scrolls
sideways. Reached as a player reaches them: the roll and buy buttons, the View menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.window_sizes import LOG_LINES

from .helpers import click, end_turn, make_trad_window, make_window, roll

SIZES = [(1024, 640), (1366, 768)]


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _whole_in(widget: QWidget, area: QScrollArea) -> bool:
    return _global(area.viewport()).contains(_global(widget))


def _settle(qtbot: QtBot, window: PlayWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for _ in range(3):  # the side panel is shared again once the panels have laid out
        QApplication.processEvents()
        qtbot.wait(5)


def _log_lines(window: PlayWindow) -> float:
    """How many one-line sentences the log's list shows at once."""
    log = window.log.list
    return log.viewport().height() / max(log.sizeHintForRow(log.count() - 1), 1)


def _check_all_shown(window: PlayWindow) -> None:
    panel = window.turn_panel
    assert window.turn_scroll.verticalScrollBar().maximum() == 0, "the turn panel scrolls"
    for widget in (panel.mortgage_box, panel.deal_button, panel.main_action()):
        assert widget is not None and widget.isVisible()
        assert _whole_in(widget, window.turn_scroll), widget.objectName()
    for card in window.players.cards:
        assert _whole_in(card, window.players_scroll), f"{card.info.name}'s card is cut off"
    assert window.players_scroll.verticalScrollBar().maximum() == 0, "the players' list scrolls"
    assert _log_lines(window) >= LOG_LINES


@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "1366x768"])
def test_ubuild_after_purchases_everything_shows(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_window(qtbot)
    _settle(qtbot, window, size)
    panel = window.turn_panel
    roll(qtbot, window, 1)  # Ana: Kite Hill
    click(qtbot, panel.buy_button)
    _settle(qtbot, window, size)
    _check_all_shown(window)
    end_turn(qtbot, window)
    roll(qtbot, window, 2)  # Bo: Saltmarsh Lane
    click(qtbot, panel.buy_button)
    _settle(qtbot, window, size)
    _check_all_shown(window)
    end_turn(qtbot, window)  # Ana before her roll: roll, build, mortgage and deal
    _settle(qtbot, window, size)
    _check_all_shown(window)


@pytest.mark.parametrize("size", SIZES, ids=["1024x640", "1366x768"])
def test_traditional_three_players_after_a_purchase_everything_shows(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_trad_window(qtbot, players="Ana:human,Bo:human,Cy:human", roll_off=((6, 5), (1, 2), (1, 3)),
                              autosave=False)
    _settle(qtbot, window, size)
    roll(qtbot, window, 2, 3)  # Ana: North Station
    click(qtbot, window.turn_panel.buy_button)
    _settle(qtbot, window, size)
    _check_all_shown(window)


def test_large_text_on_a_small_window_keeps_the_controls_and_whole_cards(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, players="Ana:human,Bo:human,Cy:human", roll_off=((6, 5), (1, 2), (1, 3)),
                              autosave=False)
    window.large_text_action.trigger()
    try:
        _settle(qtbot, window, (1024, 640))
        roll(qtbot, window, 2, 3)  # Ana: North Station
        click(qtbot, window.turn_panel.buy_button)
        _settle(qtbot, window, (1024, 640))
        panel = window.turn_panel
        assert window.turn_scroll.verticalScrollBar().maximum() == 0, "the turn panel scrolls"
        for widget in (panel.mortgage_box, panel.deal_button, panel.main_action()):
            assert widget is not None and _whole_in(widget, window.turn_scroll), widget.objectName()
        area = window.players_scroll
        assert window.players.width() <= area.viewport().width(), "the players' list scrolls sideways"
        active = window.players.active_card()
        assert active is not None and _whole_in(active, area)
        _whole_cards_only(window)  # whole cards, not a strip of one
        assert _log_lines(window) >= 2
    finally:
        window.large_text_action.trigger()  # the setting back as it was


def test_cards_turn_compact_only_when_short_and_back_in_a_taller_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _settle(qtbot, window, (1024, 640))
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    _settle(qtbot, window, (1024, 640))
    assert all(card.compact for card in window.players.cards)  # the districts as chips: a row shorter
    _settle(qtbot, window, (1920, 1080))
    assert not any(card.compact for card in window.players.cards)  # by name again
    _check_all_shown(window)


def test_in_tv_mode_the_turn_panel_never_scrolls_sideways(qtbot: QtBot) -> None:
    """TV mode's text on Pro (two dice, long district names, residential and industrial
    blocks): the Buy button's long name stacks it over "Auction it", and the blocks list
    takes the panel's width, not its longest line (the panel scrolled sideways at every size)."""
    window = make_window(qtbot, track="pro")
    window.tv_action.trigger()
    try:
        panel = window.turn_panel
        roll(qtbot, window, 3, 4)  # Ana: Mossbank... a district for sale on Pro's long names
        qtbot.wait(20)
        bar = window.turn_scroll.horizontalScrollBar()
        assert panel.buy_button.isVisible() and panel.auction_button.isVisible()
        assert bar.maximum() == 0, "the turn panel scrolls sideways"
        for button in (panel.buy_button, panel.auction_button):
            assert _whole_in(button, window.turn_scroll), button.objectName()
        click(qtbot, panel.buy_button)
        qtbot.wait(20)
        assert panel.blocks_district.isVisible() and bar.maximum() == 0
        assert _whole_in(panel.blocks_district, window.turn_scroll)
    finally:
        window.tv_action.trigger()  # the setting back as it was


def test_a_window_opened_in_tv_mode_sizes_the_controls_in_the_panels_boxes(qtbot: QtBot) -> None:
    """TV mode remembered from the last game: the new window opens in it, and the controls
    in the turn panel's boxes (the blocks list and counts, Build, the mortgage list) are at
    the reading size too (they went back to the program's font: a box's style sheet, set
    before their fonts, put the old font back when the window was styled)."""
    from ubuild_desktop import settings
    from ubuild_desktop.play.window_sizes import TV_MODE_KEY

    settings.set_flag(TV_MODE_KEY, True)
    window = make_window(qtbot, track="pro")
    try:
        assert window.tv_mode()
        panel = window.turn_panel
        roll(qtbot, window, 3, 4)
        click(qtbot, panel.buy_button)
        least = window.reading_points()
        for control in (panel.blocks_district, panel.res_spin, panel.build_button, panel.mortgage_combo,
                        panel.mortgage_button):
            assert control.isVisible()
            assert control.font().pointSizeF() >= least - 0.01, (control.objectName(), control.font().pointSizeF(), least)
    finally:
        window.tv_action.trigger()  # out of TV mode, remembered so
    assert not settings.flag(TV_MODE_KEY)


def _whole_cards_only(window: PlayWindow) -> None:
    """Each card the players' list shows is whole (not a strip of one at an edge), the player to act's among them."""
    area = window.players_scroll
    view = _global(area.viewport())
    active = window.players.active_card()
    assert active is not None and _whole_in(active, area), "the player to act's card is cut off"
    for card in window.players.cards:
        if card.isVisible() and _global(card).intersects(view):
            assert _whole_in(card, area), f"a strip of {card.info.name}'s card shows"


SIX = "Ana:human,Bo:human,Cy:human,Dee:human,Eve:human,Flo:human"
EIGHT = "Ana:human,Bo:human,Cy:human,Dee:human,Eve:human,Flo:human,Gus:human,Hal:human"


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)], ids=["1024x640", "1366x768", "1920x1080"])
@pytest.mark.parametrize("track,players", [("starter", "Ana:human,Bo:human,Cy:human"),
                                           ("classic", "Ana:human,Bo:human,Cy:human,Dee:human"),
                                           ("classic", SIX)], ids=["3", "4", "6"])
def test_ubuild_every_players_card_shows_at_once(qtbot: QtBot, size: tuple[int, int], track: str,
                                                 players: str) -> None:
    """With three to six players, after a purchase (the turn panel at its tallest: Build
    blocks, Mortgages) every card shows whole at once: on a short panel one line each
    (pawn, name, holdings count, cash), the player to act's in full where it fits (at
    1024x640 Cy's card, and Cy's to Flo's, were scrolled away)."""
    window = make_window(qtbot, track=track, players=players)
    _settle(qtbot, window, size)
    roll(qtbot, window, *((1,) if track == "starter" else (1, 2)))  # Ana: Kite Hill
    click(qtbot, window.turn_panel.buy_button)
    _settle(qtbot, window, size)
    _check_all_shown(window)
    assert all(card.isVisible() and card.cash.isVisible() for card in window.players.cards)
    end_turn(qtbot, window)  # Bo to act: his card is the one kept whole
    _settle(qtbot, window, size)
    _whole_cards_only(window)
    assert window.players_scroll.verticalScrollBar().maximum() == 0, "the players' list scrolls"


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)], ids=["1024x640", "1366x768", "1920x1080"])
def test_traditional_eight_players_cards_all_show(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_trad_window(qtbot, players=EIGHT, autosave=False,
                              roll_off=((6, 5), (1, 2), (1, 3), (1, 4), (2, 1), (3, 1), (2, 2), (1, 1)))
    _settle(qtbot, window, size)
    roll(qtbot, window, 2, 3)  # Ana: North Station
    click(qtbot, window.turn_panel.buy_button)
    _settle(qtbot, window, size)
    _check_all_shown(window)


def test_a_one_line_card_still_offers_its_deal_by_right_click_and_key(qtbot: QtBot) -> None:
    """A one-line card hides its "Deal…" button: the right-click menu and D still propose,
    and the card's tooltip says so."""
    from PySide6.QtCore import QTimer, Qt
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QMenu

    window = make_window(qtbot, track="classic", players=SIX)
    _settle(qtbot, window, (1024, 640))
    roll(qtbot, window, 1, 2)
    click(qtbot, window.turn_panel.buy_button)
    _settle(qtbot, window, (1024, 640))
    bo = window.players.cards[1]
    assert bo.line and not bo.deal_button.isVisible() and not bo.worth.isVisible()
    # Its tooltip says what the hidden button became (it named only the click).
    assert "Right-click for Deal… (D)" in bo.toolTip().splitlines()
    asked: list[int] = []
    window.players.dealRequested.disconnect()
    window.players.dealRequested.connect(asked.append)
    seen: list[list[str]] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        seen.append([action.text() for action in menu.actions()])
        menu.setActiveAction(menu.actions()[0])
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(50, pick)
    QApplication.sendEvent(bo, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, bo.rect().center(),
                                                  bo.mapToGlobal(bo.rect().center())))
    assert seen and seen[0][0] == bo.deal_button.text() and asked == [1]
    bo.setFocus()
    qtbot.keyClick(bo, Qt.Key.Key_D)
    assert asked == [1, 1]


def test_large_text_six_players_a_scrolled_list_shows_no_strip_of_a_card(qtbot: QtBot) -> None:
    """Where not even one-line cards all fit (Large text at 1024x640, six players), the
    list shows whole cards only, the player to act's among them, as the turn moves on
    (a 4-13 px strip of the next card showed at the list's edge)."""
    window = make_window(qtbot, track="classic", players=SIX)
    window.large_text_action.trigger()
    try:
        _settle(qtbot, window, (1024, 640))
        roll(qtbot, window, 1, 2)
        click(qtbot, window.turn_panel.buy_button)
        for seat in range(1, 4):  # Ana after her purchase, then Bo, Cy and Dee before and after their rolls
            _settle(qtbot, window, (1024, 640))
            assert window.turn_scroll.verticalScrollBar().maximum() == 0, "the turn panel scrolls"
            _whole_cards_only(window)
            end_turn(qtbot, window)
            _settle(qtbot, window, (1024, 640))
            assert window.controller.state.current_player == seat
            _whole_cards_only(window)
            roll(qtbot, window, 1, 2)  # Kite Hill: rent to Ana
    finally:
        window.large_text_action.trigger()


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)], ids=["1024x640", "1366x768", "1920x1080"])
def test_at_the_roll_off_every_players_card_shows_whole(qtbot: QtBot, size: tuple[int, int]) -> None:
    """The first thing a family sees: six players, the roll-off's short turn panel (a line
    and Roll the dice). The panel keeps no empty room the cards need (a real window at
    1024x640 showed Ana to Di, a strip of Ed's card and no Flo beside a half-empty panel)."""
    window = make_window(qtbot, track="classic", players=SIX, roll_off_winner=None)
    _settle(qtbot, window, size)
    _whole_cards_only(window)
    assert window.players_scroll.verticalScrollBar().maximum() == 0, "the players' list scrolls"


def test_an_auction_leaves_three_players_cards_in_full_at_1366x768(qtbot: QtBot) -> None:
    """Auction it at 1366x768: the auction box is measured with the lines of the players in
    it only (all eight bidders' lines showed with the box for a moment, the side panel was
    shared for that height, and the cards stayed compact, then on one line, for the rest of
    the game beside an empty turn panel)."""
    window = make_trad_window(qtbot, players="Ana:human,Bo:computer:simple,Cy:human",
                              roll_off=((6, 5), (1, 2), (1, 3)), autosave=False)
    _settle(qtbot, window, (1366, 768))
    roll(qtbot, window, 6, 5)  # Ana: Orchard Avenue, for sale
    click(qtbot, window.turn_panel.auction_button)
    _settle(qtbot, window, (1366, 768))
    assert window.turn_panel.auction_box.isVisible()
    assert not any(card.compact or card.line for card in window.players.cards)
    assert all(card.worth.isVisible() for card in window.players.cards)
