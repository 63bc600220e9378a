"""The traditional good player's quiet promise, kept to a cash (``ComputerPlayer.quiet_cash``).

Out of turn, a good player with nothing to do promises the driver the same answer while
the board is the same (the traditional state's ``owner_stamp``, new at every change of
what the players read of the board) and its cash is at most what it could not spend.
That is right only if every such change gives a new stamp (checked after every action of
seeded games, random actions among them), and if skipping the asks plays exactly the
games that asking plays (checked against players the driver cannot skip).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from ubuild_desktop.core.engine.kernel.actions import Action
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.driver import ComputerPlayer, Driver
from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.square import load_builtin_board

from .helpers import started


def board_read(state: TradState) -> tuple[Any, ...]:
    """What the players read of the board besides cash: the stamp must change with it."""
    return (tuple(state.owner), tuple(state.mortgaged), tuple(state.buildings), tuple(state.interest_paid),
            tuple(state.out), tuple(state.in_jail))


@pytest.mark.parametrize(("seed", "version"), ((1, 3), (2, 2), (3, 1)))
def test_every_change_of_the_board_gives_a_new_stamp(seed: int, version: int) -> None:
    game = Game(load_builtin_board("traditional"), 4, HouseRules(), rules_version=version)
    session = TradSession(game, seed)
    state = session.state
    rng = random.Random(seed)
    seats = [computer_player("good", seed * 10 + i) for i in range(4)]
    changes = 0
    for _ in range(3000):
        if state.phase is Phase.GAME_OVER:
            break
        before, stamp = board_read(state), state.owner_stamp
        p = state.current_player
        if p == CHANCE:
            session.chance_step()
        else:
            legal = state.book.legal_actions(state)
            action = rng.choice(legal) if rng.random() < 0.3 else seats[p].decide(state, p)
            state.book.apply_legal(state, action)
        if board_read(state) != before:
            changes += 1
            assert state.owner_stamp != stamp, state.history[-1]
    assert changes > 20


class Unskippable:
    """A good player the driver cannot skip (not a ComputerPlayer), asked at every position:
    the reference the promise must play the same games as."""

    def __init__(self, seed: int) -> None:
        self.inner = computer_player("good", seed)
        self.asked_between = 0

    def decide(self, state: Any, seat: int) -> Action:
        return self.inner.decide(state, seat)

    def propose_deal(self, state: Any, seat: int) -> Action | None:
        return self.inner.propose_deal(state, seat)

    def between_turns(self, state: Any, seat: int) -> Action | None:
        self.asked_between += 1
        return self.inner.between_turns(state, seat)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_quiet_seats_skipped_play_the_same_games(seed: int) -> None:
    game = Game(load_builtin_board("traditional"), 4, HouseRules())
    fast, slow = TradSession(game, seed), TradSession(game, seed)
    players = [computer_player("good", seed * 10 + i) for i in range(4)]
    play_out(fast, players)
    reference = [Unskippable(seed * 10 + i) for i in range(4)]
    play_out(slow, reference)
    assert fast.state.history == slow.state.history
    assert sum(p.asked_between for p in reference) > 100  # asked before every roll (3 seats)
    assert any(p.quiet_stamp > 0 for p in players)  # promises were made (and so kept)


class Counting(ComputerPlayer[Any]):
    """Has nothing to do between turns while its cash is at most 100, and says so."""

    def __init__(self) -> None:
        self.asked = 0

    def between_turns(self, state: Any, seat: int) -> Action | None:
        self.asked += 1
        self.quiet_stamp = state.owner_stamp
        self.quiet_cash = 100
        return None


def test_the_driver_asks_a_seat_quiet_to_a_cash_again_once_its_cash_passes_it() -> None:
    state = started(3)
    quiet = Counting()
    driver = Driver()

    def ask() -> None:
        driver.asked_between = []  # as at a new position: every seat is asked once per position
        assert driver.table_action(state, [None, quiet, None]) is None

    state.cash[1] = 100
    ask()
    ask()  # the same board, the same cash: not asked again
    assert quiet.asked == 1
    state.cash[1] = 50
    ask()  # less cash: the promise holds
    assert quiet.asked == 1
    state.cash[1] = 101
    ask()
    assert quiet.asked == 2
    state.cash[1] = 0
    state.restamp()  # another board
    ask()
    assert quiet.asked == 3
