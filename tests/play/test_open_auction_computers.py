"""In an open auction, the computers do not wait while the human who is asked thinks: they
bid in turn, each once a position, as if the auctioneer asked them; the human may still bid
or pass at any time, and the table then waits only on them (``Driver.auction_action``,
called by the window's controller: the one path computers take). Reached as players reach
it: the roll button, the Auction button, the bidders' own Bid and Pass buttons."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.kernel.actions import OpenBid, OpenPass
from ubuild_desktop.core.engine.ubuild.state import Phase

from .helpers import click, make_trad_window, make_window, roll

ANA = 0


def _settled(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    """Wait until no computer has anything left to do (the table waits on a human)."""
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.computer_pending() and (controller.state.auction is None
                                                                   or not controller.is_computer(controller.state.current_player)),
                    timeout=10_000)


def test_traditional_computers_bid_while_the_lander_thinks(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, "Ana:human,Bo:computer,Cy:computer", roll_off=((6, 5), (1, 2), (1, 3)), autosave=False)
    controller = window.controller
    roll(qtbot, window, 2, 3)  # Ana: North Station, unowned
    click(qtbot, window.turn_panel.auction_button)  # the auction opens asking Ana, the lander, first
    start = len(controller.state.history)
    _settled(qtbot, window)
    state = controller.state
    answers = state.history[start:]
    assert answers and all(isinstance(a, (OpenBid, OpenPass)) and a.bidder != ANA for a in answers), answers
    assert any(isinstance(a, OpenBid) for a in answers), answers  # someone bid without waiting for Ana
    # The computers are done at this price: the auction waits on Ana alone, who is asked.
    assert state.phase is Phase.AUCTION and state.current_player == ANA and state.auction.high_bidder != ANA
    lines = window.turn_panel.auction.bidder_lines
    assert lines[ANA].pass_button.isEnabled()
    high, leader = state.auction.high_bid, state.auction.high_bidder
    click(qtbot, lines[ANA].pass_button)  # Ana lets it go
    _settled(qtbot, window)
    state = controller.state
    assert state.auction is None and state.owner[5] == leader and state.cash[leader] == 1500 - high


def test_ubuild_computers_answer_while_an_outbid_human_thinks(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bo:computer:good,Cy:computer:good")
    controller = window.controller
    panel = window.turn_panel
    roll(qtbot, window, 1)  # Ana: Kite Hill; 003: the lander opens the bidding
    click(qtbot, panel.auction_button)
    click(qtbot, panel.bid_button)  # her lowest bid
    _settled(qtbot, window)
    state = controller.state
    # Bo was asked after Ana and answered; whoever outbid Ana, the other computer answered
    # too, without waiting for her: every computer still in has passed or leads.
    if state.auction is not None:
        auction = state.auction
        assert state.current_player == ANA
        for seat in (1, 2):
            assert seat == auction.high_bidder or seat in auction.passed, (seat, auction.passed, auction.high_bidder)
        click(qtbot, panel.auction.bidder_lines[ANA].pass_button)
        _settled(qtbot, window)
    assert controller.state.auction is None


def test_an_amount_typed_stays_while_the_computers_bid(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, "Ana:human,Bo:computer,Cy:human", roll_off=((6, 5), (1, 2), (1, 3)), autosave=False)
    controller = window.controller
    roll(qtbot, window, 2, 3)  # Ana: North Station
    click(qtbot, window.turn_panel.auction_button)
    _settled(qtbot, window)  # Bo bid while Ana was asked
    box = window.turn_panel.auction
    assert controller.state.auction.high_bidder == 1
    box.bid_spin.setValue(150)  # Cy types her bid...
    click(qtbot, box.bidder_lines[0].pass_button)  # ...while Ana passes: the panel is redrawn
    assert box.bid_spin.value() == 150  # her amount is still there
    click(qtbot, box.bidder_lines[2].bid_button)
    assert OpenBid(2, 150) in controller.state.history
