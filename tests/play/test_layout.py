"""The play window on one screen (issue 11): the side panel and its text grow with the
window, View → Large text, every player card and the main controls reachable in a small
window, and the board kept clear (the decision card beside it, movers off the tiles' words).
Each test resizes the window or triggers the menu action, and checks what is shown where."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.play.helpers import click, make_window, roll
from ubuild_desktop import settings
from ubuild_desktop.board import cell_center
from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.board import MoverItem
from ubuild_desktop.play.window_sizes import LARGE_TEXT_KEY

SMALL, BIG = (1024, 640), (1920, 1080)


def _resize(qtbot: QtBot, window: PlayWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    QApplication.processEvents()


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _shown_in(widget: QWidget, area: QScrollArea) -> bool:
    """``widget`` is wholly inside the scroll area's viewport as scrolled now."""
    return _global(area.viewport()).contains(_global(widget))


# ---------------------------------------------------------------------- readable from the sofa


def test_the_panel_and_its_text_grow_with_the_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _resize(qtbot, window, SMALL)
    small_width, small_text = window.sidebar.width(), window.turn_panel.status.font().pointSizeF()
    small_cash = window.players.cards[0].cash.font().pointSizeF()
    _resize(qtbot, window, BIG)
    assert window.sidebar.width() >= 540 > small_width + 100, (small_width, window.sidebar.width())
    assert window.turn_panel.status.font().pointSizeF() >= small_text * 1.25
    assert window.players.cards[0].cash.font().pointSizeF() >= small_cash * 1.25
    assert window.log.list.font().pointSizeF() >= small_text * 1.25


def test_large_text_is_a_view_choice_remembered_for_the_next_game(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _resize(qtbot, window, BIG)
    action = window.large_text_action
    assert action in window.view_menu.actions() and not action.isChecked()
    before = window.turn_panel.status.font().pointSizeF()
    action.trigger()
    assert action.isChecked() and settings.flag(LARGE_TEXT_KEY)
    assert window.turn_panel.status.font().pointSizeF() >= before * 1.25
    again = make_window(qtbot)
    assert again.large_text_action.isChecked()
    _resize(qtbot, again, BIG)
    assert again.turn_panel.status.font().pointSizeF() >= before * 1.25
    again.large_text_action.trigger()
    assert not settings.flag(LARGE_TEXT_KEY)


def _owned_and_on_the_roll(qtbot: QtBot) -> PlayWindow:
    """Ana owns Kite Hill, Bo owns Saltmarsh Lane, and it is Ana's turn before the roll."""
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    roll(qtbot, window, 2)
    click(qtbot, panel.buy_button)
    click(qtbot, panel.end_button)
    return window


def test_a_small_window_shows_mortgages_and_deals_without_scrolling(qtbot: QtBot) -> None:
    for large in (False, True):
        window = _owned_and_on_the_roll(qtbot)
        panel = window.turn_panel
        if window.large_text_action.isChecked() != large:
            window.large_text_action.trigger()
        _resize(qtbot, window, SMALL)
        assert window.controller.state.phase == Phase.PRE_ROLL
        for name, step in (("before the roll", None), ("deciding to buy", 4), ("after buying", "buy")):
            if step == "buy":
                click(qtbot, panel.buy_button)
            elif step is not None:
                roll(qtbot, window, step)
            QApplication.processEvents()
            for widget in (panel.mortgage_box, panel.deal_button, panel.main_action()):
                assert widget is not None and widget.isVisible(), (name, large)
                assert _shown_in(widget, window.turn_scroll), (name, large, widget.objectName())
        # The players' list keeps room for at least one whole card (it scrolls to the others).
        assert window.players_scroll.viewport().height() >= window.players.cards[0].height()
        window.close()


def test_all_six_player_cards_can_be_reached(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="classic", players=",".join(f"P{i}:human" for i in range(6)))
    for large in (False, True):
        if window.large_text_action.isChecked() != large:
            window.large_text_action.trigger()
        _resize(qtbot, window, SMALL)
        area = window.players_scroll
        assert area.viewport().height() >= 100
        for card in window.players.cards:
            area.ensureWidgetVisible(card, 0, 0)  # what scrolling the list (wheel, bar, keys) does
            QApplication.processEvents()
            assert _shown_in(card, area), card.objectName()
        assert area.focusPolicy() != Qt.FocusPolicy.NoFocus  # the keyboard can scroll it too


# ---------------------------------------------------------------------- the board kept clear


def _tiles(window: PlayWindow) -> list[QRect]:
    view = window.board_view
    out = []
    for item in window.scene.piece_items().values():
        rect = view.mapFromScene(item.sceneBoundingRect().adjusted(14, 14, -14, -14)).boundingRect()
        out.append(QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size()))
    return out


def test_the_buy_and_auction_card_sits_beside_the_board(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    for size in (SMALL, BIG):
        _resize(qtbot, window, size)
        window.board_view.fit()
        if size == SMALL:  # a narrow window: over the board (tests/play/test_small_decision_card.py)
            assert window.card_view.isVisible() and not window.card_column.isVisible()
            continue
        card = window.decision_card
        assert card.isVisible() and "Kite Hill" in card.text()
        assert not window.card_view.isVisible()
        tiles = _tiles(window)
        assert tiles and not any(_global(card).intersects(tile) for tile in tiles), size
        assert _global(window.board_view).right() < _global(card).left() + 1  # beside it, not on it
    click(qtbot, panel.auction_button)
    assert window.controller.state.phase == Phase.AUCTION
    assert window.decision_card.isVisible() and "Kite Hill" in window.decision_card.text()
    assert not any(_global(window.decision_card).intersects(tile) for tile in _tiles(window))
    # Hovering another district shows its card there for the while, then the one for sale again.
    window.show_district("saltmarsh-lane")
    assert "Saltmarsh Lane" in window.decision_card.text() and not window.card_view.isVisible()
    window.show_district(None)
    assert "Kite Hill" in window.decision_card.text()
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    assert window.controller.state.phase == Phase.POST_ROLL
    assert not window.card_column.isVisible()


def test_movers_never_cover_a_tiles_words(qtbot: QtBot) -> None:
    for track, players in (("starter", 4), ("classic", 6), ("pro", 6)):
        window = make_window(qtbot, track=track, players=",".join(f"P{i}:human" for i in range(players)))
        board = window.play_board
        words = [rect for rects in board.words.values() for rect in rects]
        labels = {piece.piece_id for piece in window.scene.piece_items().values() if piece.label_rects()}
        assert len(labels) == len(window.scene.piece_items())  # every tile has words to keep clear
        for space in range(len(board.space_cells)):
            board._positions = [space] * players  # everyone on this space
            board._place_movers()
            spots = [board.mover_position(p) for p in range(players)]
            assert len({(round(p.x()), round(p.y())) for p in spots}) == players, (track, space)  # apart
            for seat, spot in enumerate(spots):
                covered = MoverItem.covers(spot)
                assert not any(covered.intersects(w) for w in words), (track, space, seat)
        window.close()


def test_the_words_drawn_in_a_corners_art_are_kept_clear_too(qtbot: QtBot) -> None:
    # GO's word is drawn into its art (translated: "SALIDA"), above "Collect $2M".
    window = make_window(qtbot)
    go = next(p for p in window.scene.piece_items().values() if p._placement.kind.value == "go")
    rects = [rect for _cell, rect in go.label_rects()]
    art = go._corner_art_rect(cell_center(go._placement.cell))
    assert len(rects) == 2 and any(art.contains(rect) for rect in rects)
    window.close()


def test_a_computers_buy_decision_leaves_the_board_as_it_is(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.ubuild.actions import Roll

    window = make_window(qtbot, players="Ana:human,Bot:computer:simple")
    roll(qtbot, window, 1)
    assert window.card_column.isVisible()  # Ana decides at the screen
    click(qtbot, window.turn_panel.buy_button)
    window.controller.set_paused(True)  # the computer waits at its decision
    click(qtbot, window.turn_panel.end_button)
    window.controller.inject_chance(Dice((2,)))
    window.controller.act(Roll())  # Bot lands on Saltmarsh Lane, for sale
    state = window.controller.state
    assert state.phase == Phase.BUY and state.turn == 1
    assert not window.card_column.isVisible()  # the board keeps its size while a computer decides


