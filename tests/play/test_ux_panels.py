"""What a player sees beside the board: every cash figure, one picking box, the next step in debt."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import Done, Phase
from ubuild_desktop.play.computer import make_computer

from .helpers import click, end_turn, make_window, roll


def _shown_in_scroll_area(widget: QWidget) -> bool:
    """The whole of ``widget`` is inside the visible part of the scroll area holding it."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    assert area is not None
    viewport = area.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_six_players_all_show_their_cash_at_1280x800(qtbot: QtBot) -> None:
    window = make_window(qtbot, track="pro", players="Ana:human,Bo:human,Cy:human,Di:human,Ed:human,Flo:human", seed=3)
    window.resize(1280, 800)
    controller = window.controller
    players = {}
    for _ in range(200):  # well into the game: everyone owns a few districts
        seat = controller.seat_to_act()
        if seat is None or controller.state.is_terminal():
            break
        player = players.setdefault(seat, make_computer("good", seat))
        controller.act(player.decide(controller.state, seat))
    QApplication.processEvents()
    assert sum(len(controller.state.districts_of(p)) for p in range(6)) >= 6
    for card in window.players.cards:
        assert card.compact
        assert _shown_in_scroll_area(card.cash), f"{card.info.name}'s cash is scrolled out of sight"
    # The turn panel keeps room for its buttons.
    assert window.sidebar.sizes()[0] >= 260


def test_two_player_cards_grow_into_view_as_districts_are_bought(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(1280, 800)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    QApplication.processEvents()
    for card in window.players.cards:
        assert not card.compact  # two players: names of districts in full
        assert _shown_in_scroll_area(card), f"{card.info.name}'s card is cut off"


def test_the_blocks_list_says_what_stands_in_words(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    assert panel.blocks_district.currentText() == "Kite Hill (has 0 blocks)"


def test_picking_a_site_replaces_its_buttons_and_ends_with_the_phase(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=["fast-track"])  # Bo gets Planning Permission
    panel = window.turn_panel
    state = window.controller.state
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 6)
    assert state.phase == Phase.PLANNING
    click(qtbot, panel.hazard_button)
    assert panel.pick_box.isVisible() and window.play_board.target_cells()
    assert not panel.hazard_button.isVisible() and not panel.bonus_button.isVisible()
    assert panel.done_button.isVisible()  # declining stays possible
    # The decision comes from elsewhere (here straight to the controller): no stale picking box.
    window.controller.act(Done())
    assert state.phase == Phase.POST_ROLL
    assert panel.picking is None
    assert not panel.pick_box.isVisible() and not window.play_board.target_cells()


def test_in_debt_the_mortgage_button_is_the_next_step(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=["safety-inspection", "rates-bill"])
    state = window.controller.state
    panel = window.turn_panel
    roll(qtbot, window, 6)
    end_turn(qtbot, window)
    roll(qtbot, window, 2)
    click(qtbot, panel.auction_button)
    panel.bid_spin.setValue(12_900 - 950)
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 1)
    end_turn(qtbot, window)
    roll(qtbot, window, 4)  # Bo cannot pay the $1M toll
    assert state.phase == Phase.RAISE_FUNDS
    assert not panel.pay_debt_button.isEnabled()
    assert panel.mortgage_button.property("primary") is True
    click(qtbot, panel.mortgage_button)
    assert panel.pay_debt_button.isEnabled()
    # Paying is the next step now: Pay is the one blue button.
    assert not panel.mortgage_box.isVisible() or not panel.mortgage_button.property("primary")


def test_the_log_names_only_the_blocks_that_were_built(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.buy_button)
    panel.res_spin.setValue(2)
    click(qtbot, panel.build_button)
    assert window.log.lines()[-1] == "Ana built 2 residential blocks on Kite Hill"
