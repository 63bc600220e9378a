"""Computer players at the table between turns in the play window (issue 24): the
controller asks the computer seats what they do out of turn while a human is to act,
through the engine's one driver (``Driver.table_action``), and a human answers their deal."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.actions import ProposeDeal
from ubuild_desktop.core.engine.traditional.computer import computer_player

from .helpers import click, make_trad_window


class Generous:
    """A real computer player that, sitting at seat 1, once offers the player to act 10
    between turns."""

    def __init__(self, strength: str | None, seed: int) -> None:
        self.inner = computer_player(strength or "good", seed)
        self.given = False

    def decide(self, state, seat):  # type: ignore[no-untyped-def]
        return self.inner.decide(state, seat)

    def propose_deal(self, state, seat):  # type: ignore[no-untyped-def]
        return None

    def between_turns(self, state, seat):  # type: ignore[no-untyped-def]
        if seat != 1 or self.given:
            return None
        self.given = True
        return ProposeDeal(1, state.current_player, give_cash=10)


def test_a_computer_offers_a_deal_to_the_human_waiting_to_roll(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, "Ana:human,Bo:computer,Cy:computer", roll_off=((6, 5), (1, 2), (1, 3)),
                              autosave=False, computer_factory=Generous)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.phase is Phase.DEAL, timeout=10_000)
    assert state.deal is not None and state.deal.proposer == 1 and state.turn == 0 and state.current_player == 0
    click(qtbot, window.turn_panel.accept_button)
    assert state.cash[0] == 1510 and state.phase is Phase.PRE_ROLL and state.turn == 0
    # Asked once at each position: nothing more happens until Ana rolls.
    qtbot.wait(50)
    assert state.phase is Phase.PRE_ROLL and not window.controller.computer_pending()


def test_real_computer_players_at_a_human_table_play_on(qtbot: QtBot) -> None:
    """Good computer players between turns: the window keeps going after the human's roll."""
    window = make_trad_window(qtbot, "Ana:human,Bo:computer:good,Cy:computer:simple",
                              roll_off=((6, 5), (1, 2), (1, 3)), autosave=False)
    state = window.controller.state
    panel = window.turn_panel
    for _ in range(6):
        qtbot.waitUntil(lambda: window.controller.waiting_for_human() and not window.controller.computer_pending(),
                        timeout=10_000)
        if state.phase is Phase.DEAL:
            click(qtbot, panel.reject_button)
        elif state.phase is Phase.PRE_ROLL:
            click(qtbot, panel.roll_button)
        elif state.phase is Phase.BUY:
            click(qtbot, panel.buy_button)
        elif state.phase is Phase.POST_ROLL and panel.end_button.isVisible():
            click(qtbot, panel.end_button)
        else:
            break
    assert not state.is_terminal() and len(state.history) > 20
