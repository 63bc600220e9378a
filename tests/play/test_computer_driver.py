"""Computer players in the play window are driven by the engine's one driver.

The window asks a computer seat for a deal once per position in every phase that
accepts one (after its roll, while it raises money...), as ``ubuild simulate`` does:
the same function (``core.engine.kernel.driver.Driver``) picks every computer action in
both, so an all-computer game in the window is move for move the game ``play_out``
plays. Positions are reached by real actions before the window opens; from there on the
controller's own timer drives the computers.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import CHANCE, Phase
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Action,
    Buy,
    Dice,
    EndTurn,
    Mortgage,
    ProposeDeal,
    Roll,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.event_kinds import PaymentReason
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import PlayWindow, open_game_window
from ubuild_desktop.play.seats import parse_players

from tests.engine.helpers import seat_0_wins_roll_off

from .helpers import click

SEED = 3
# Classic's group of Kite Hill (space 3), Saltmarsh Lane (4) and Willow Reach (7).


def _window_at(qtbot: QtBot, players: str, actions: list[Action], seed: int = SEED,
               **game_options: object) -> PlayWindow:
    """The play window of a Classic game reached by ``actions`` (dice included) after the
    shuffle and a roll-off seat 0 won, resumed as a saved game would be; computers act
    without pauses."""
    seats = parse_players(players)
    game = Game.create(load_builtin("classic"), [s.name for s in seats], **game_options)  # type: ignore[arg-type]
    scratch = Session(game, seed)
    while scratch.state.current_player == CHANCE:
        scratch.chance_step()
    seat_0_wins_roll_off(scratch.state)
    for action in actions:
        scratch.state.apply(action)
    session = Session.resume(game, seed, scratch.state.history)
    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.controller.start()
    return window


def _wait_for_the_human(qtbot: QtBot, window: PlayWindow) -> None:
    """Until the computers have acted and the human must decide (or the game is over)."""
    controller = window.controller
    qtbot.waitUntil(lambda: (controller.waiting_for_human() or controller.state.is_terminal())
                    and not controller.computer_pending() and not window.turn_panel.busy, timeout=20_000)


def test_a_computer_offers_a_deal_after_its_roll(qtbot: QtBot, tmp_path: Path) -> None:
    # Bot has just bought Willow Reach and holds two of the group; Ana has Kite Hill.
    window = _window_at(qtbot, "Ana:human,Bot:computer:good", [
        Roll(), Dice((1, 2)), Buy(), EndTurn(),  # Ana: Kite Hill
        Roll(), Dice((1, 3)), Buy(), EndTurn(),  # Bot: Saltmarsh Lane
        Roll(), Dice((3, 5)), EndTurn(),  # Ana: Free Parking
        Roll(), Dice((1, 2)), Buy(),  # Bot: Willow Reach, and the turn is still his
    ])
    state = window.controller.state
    assert state.phase == Phase.POST_ROLL and state.current_player == 1
    _wait_for_the_human(qtbot, window)
    assert state.phase == Phase.DEAL and window.turn_panel.deal_box.isVisible()
    deal = state.deal
    assert isinstance(deal, ProposeDeal)
    assert (deal.proposer, deal.partner, deal.give, deal.take) == (1, 0, (), ("kite-hill",))
    assert deal.give_cash > state.game.district("kite-hill").card.price
    summary = window.turn_panel.deal_label.text()
    assert "Kite Hill" in summary and "Bot" in summary
    window.grab().save(str(tmp_path / "offer.png"))
    click(qtbot, window.turn_panel.accept_button)
    assert state.owner_of("kite-hill") == 1
    assert window.controller.last_computer_error is None


def test_a_computer_in_debt_sells_a_district_to_survive(qtbot: QtBot, tmp_path: Path) -> None:
    # Bot mortgaged Kite Hill, gave Ana all his cash, and lands on her Willow Reach: the
    # rent is more than anything he could mortgage, but Ana would pay for Kite Hill.
    window = _window_at(qtbot, "Ana:human,Bot:computer:good", [
        Roll(), Dice((1, 3)), Buy(), EndTurn(),  # Ana: Saltmarsh Lane
        Roll(), Dice((1, 2)), Buy(), EndTurn(),  # Bot: Kite Hill
        Roll(), Dice((1, 2)), Buy(), EndTurn(),  # Ana: Willow Reach
        Mortgage("kite-hill"), ProposeDeal(1, 0, (), (), 24_000, 0), AcceptDeal(),  # Bot: $0 left
        Roll(), Dice((1, 3)),  # Bot: rent for Willow Reach
    ])
    state = window.controller.state
    assert state.cash[1] == 0 and state.debt is not None and state.debt.debtor == 1
    _wait_for_the_human(qtbot, window)
    assert state.phase == Phase.DEAL and window.turn_panel.deal_box.isVisible()
    deal = state.deal
    assert isinstance(deal, ProposeDeal)
    assert (deal.proposer, deal.partner, deal.give, deal.take) == (1, 0, ("kite-hill",), ())
    assert deal.take_cash >= state.debt.amount
    window.grab().save(str(tmp_path / "sale.png"))
    click(qtbot, window.turn_panel.accept_button)
    # Bot pays the rent with the money and plays on: Ana's turn comes, nobody went bankrupt.
    _wait_for_the_human(qtbot, window)
    assert state.phase == Phase.PRE_ROLL and state.current_player == 0
    assert state.bankrupt == -1 and not state.is_terminal()
    assert state.owner_of("kite-hill") == 0
    willow = state.game.district_by_id["willow-reach"]
    assert any(t.reason is PaymentReason.RENT and t.about == willow and t.payer == 1 for t in state.transactions)


def test_the_window_plays_the_game_play_out_plays(qtbot: QtBot) -> None:
    # An all-computer game in the window (one computer action per timer tick) and the
    # same seats in play_out (the loop of ubuild simulate): the same actions, deal
    # offers (after rolls and while in debt) included, because one function picks them.
    strengths = ["good", "simple", "good"]
    seed = 13  # (a game with several deal offers)
    game = Game.create(load_builtin("classic"), ["A", "B", "C"], round_limit=12)
    # The controller seeds seat s's player with session.seed * 7 + s; so does this.
    reference = Session(game, seed)
    played = play_out(reference, [make_player(x, seed * 7 + i) for i, x in enumerate(strengths)])
    assert reference.state.is_terminal() and played.deals_proposed >= 5
    seats = parse_players(",".join(f"{n}:computer:{x}" for n, x in zip("ABC", strengths)))
    window = open_game_window(Session(game, seed), seats, animations=False, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.controller.start()
    qtbot.waitUntil(window.ranking_shown, timeout=120_000)
    state = window.controller.state
    assert [str(a) for a in state.history] == [str(a) for a in reference.state.history]
    offers = [a for a in state.history if isinstance(a, ProposeDeal)]
    assert len(offers) == played.deals_proposed
    assert window.controller.last_computer_error is None
