"""What a player sees beside the board: every cash figure, one picking box, the next step in debt,
the card for sale in an auction, a refused deal, the district cards."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.cards import format_money
from ubuild_desktop.core.engine.ubuild.actions import Done, RejectDeal
from ubuild_desktop.core.engine.ubuild.state import Phase
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
    # The turn panel keeps room for all its controls (it does not scroll).
    assert window.turn_scroll.verticalScrollBar().maximum() == 0
    assert window.turn_scroll.viewport().height() >= window.turn_panel.minimumSizeHint().height()


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


# ------------------------------------------------------------------ the auction shows the card


def test_the_auction_panel_shows_the_card_for_sale(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:human,Cyd:human")
    panel = window.turn_panel
    roll(qtbot, window, 1)
    click(qtbot, panel.auction_button)
    state = window.controller.state
    assert state.phase == Phase.AUCTION
    card = window.decision_card
    # Beside the board (issue 11), not over its tiles, and not in the panel (which stays short).
    assert card.isVisible() and window.card_column.isAncestorOf(card) and not panel.isAncestorOf(card)
    kite = state.game.district("kite-hill").card
    text = card.text()
    assert "Kite Hill" in text and format_money(kite.rents[0]) in text and format_money(kite.rents[-1]) in text
    # The board's corner card is put away meanwhile.
    assert not window.card_view.isVisible()
    click(qtbot, panel.bid_button)
    assert card.isVisible() and "Kite Hill" in card.text()


# ------------------------------------------------------------------ a refused deal


def test_a_computer_turning_down_your_deal_says_so_in_the_turn_panel(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good")
    panel = window.turn_panel
    assert not panel.notice.isVisible()
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None and sheet.isVisible()
    sheet.columns[1][2].setValue(5_000)  # Bot gives $5M for nothing: no computer takes that
    click(qtbot, sheet.propose_button)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.phase != Phase.DEAL, timeout=10_000)
    assert isinstance(state.history[-1], RejectDeal)
    assert panel.notice.isVisible()
    assert "Bot turned down your deal." in panel.notice.text()
    assert any("Bot turned the deal down" in line for line in window.log.lines())
    # Until the next decision.
    roll(qtbot, window, 2)
    assert not panel.notice.isVisible()


def test_a_refusal_during_the_computers_turn_stays_until_a_human_decides(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good")
    panel = window.turn_panel
    controller = window.controller
    state = controller.state
    controller.set_computer_delay(60_000)  # the computer waits while Ana opens the deal sheet
    roll(qtbot, window, 3)
    while panel.end_button.isVisible() is False:
        click(qtbot, next(b for b, _ in panel.offered() if b.objectName() in ("auctionButton", "doneButton")))
    click(qtbot, panel.end_button)
    assert controller.seat_to_act() == 1 and panel.deal_button.isVisible()
    click(qtbot, panel.deal_button)
    sheet = window.deal_sheet
    assert sheet is not None
    sheet.columns[1][2].setValue(5_000)
    controller.set_computer_delay(0)
    click(qtbot, sheet.propose_button)
    proposed = len(state.history)

    def hold_after_refusal() -> None:  # look at the panel before the computer plays on
        if isinstance(state.history[-1], RejectDeal):
            controller.set_paused(True)

    controller.changed.connect(hold_after_refusal)
    qtbot.waitUntil(lambda: state.phase != Phase.DEAL, timeout=10_000)
    controller.changed.disconnect(hold_after_refusal)
    assert isinstance(state.history[proposed], RejectDeal) and len(state.history) == proposed + 1
    assert panel.notice.isVisible() and "Bot turned down Ana's deal." in panel.notice.text()
    assert "Bot is thinking" in panel.status.text()
    # The computer plays on; the line stays until Ana decides.
    controller.set_paused(False)
    qtbot.waitUntil(controller.waiting_for_human, timeout=20_000)
    assert len(state.history) > proposed + 1  # the computer acted after its refusal
    assert panel.notice.isVisible() and "Bot turned down your deal." in panel.notice.text()
    order = ("rollButton", "passButton", "bidButton", "payDebtButton", "acceptDealButton")
    offered = {b.objectName(): b for b, _ in panel.offered()}
    click(qtbot, next(offered[name] for name in order if name in offered))
    assert not panel.notice.isVisible()


# ------------------------------------------------------------------ Starter's card


def test_starter_card_lists_no_industrial_blocks_classic_does(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.show_district("kite-hill")
    text = window.card_view.text()
    card = window.controller.state.game.district("kite-hill").card
    assert "industrial" not in text
    price_row = f"Block price</td><td align='right'>{format_money(card.residential_block_price)}</td>"
    assert "0 residential" in text and price_row in text
    classic = make_window(qtbot, track="classic")
    district = classic.controller.state.game.districts[0].card
    classic.show_district(district.id)
    text = classic.card_view.text()
    assert "0 residential, 0 industrial" in text
    assert f"{format_money(district.residential_block_price)} / {format_money(district.industrial_block_price)}" in text


def test_the_player_to_act_has_the_thick_frame_in_their_colour_turn_after_turn(qtbot: QtBot) -> None:
    # The card's frame is set only when it changes (setting a style sheet restyles the whole
    # card): it must still follow every turn.
    window = make_window(qtbot)
    cards = window.players.cards

    def framed() -> list[bool]:
        """Which cards show a 3-pixel frame in their player's colour (drawn, not just asked for)."""
        QApplication.processEvents()
        shown = []
        for card in cards:
            image = card.grab().toImage()
            edge = [image.pixelColor(x, image.height() // 2).name() for x in range(3)]
            thick = card.frameWidth() == 3 and card.contentsRect().left() == 3
            assert thick == (edge == [QColor(card.info.colour).name()] * 3)
            shown.append(thick)
        return shown

    assert framed() == [True, False]
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    end_turn(qtbot, window)
    assert framed() == [False, True]
    roll(qtbot, window, 2)
    click(qtbot, window.turn_panel.buy_button)
    end_turn(qtbot, window)
    assert framed() == [True, False]
