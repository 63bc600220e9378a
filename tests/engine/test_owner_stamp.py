"""The ownership stamp (``GameState.owner_stamp``) and the driver's quiet seats.

Under the whole table's rules every other seat is asked for a deal before every roll.
A good player that found nothing to offer at some ownership remembers its stamp
(``ComputerPlayer.quiet_stamp``) and the driver does not ask it again until something
changes hands. That is only right if every change of owner gives a new stamp, in both
rule sets (checked here after every action of seeded games), and if skipping the ask
plays exactly the games that asking plays (checked against players the driver cannot
skip, which also compare the whole ownership list as before the stamp).
"""

from __future__ import annotations

from typing import Any

import pytest

from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.engine.kernel.actions import Action
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.driver import ComputerPlayer, Driver
from ubuild_desktop.core.engine.kernel.state import fresh_stamp
from ubuild_desktop.core.engine.traditional import session as trad_session
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game as TradGame
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.ubuild import session as ubuild_session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.ubuild.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import new_state


def _check_stamps(fresh: Any, history: list[Action]) -> int:
    """Replays ``history`` onto ``fresh``: a new stamp whenever the owners changed, the
    same one while they did not. The number of changes of owner seen."""
    changes = 0
    for action in history:
        owners, stamp = list(fresh.owner), fresh.owner_stamp
        fresh.book.apply_legal(fresh, action)
        if fresh.owner != owners:
            changes += 1
            assert fresh.owner_stamp != stamp, f"{action} changed owners without a new stamp"
    return changes


@pytest.mark.parametrize("track", ["starter", "pro"])
def test_every_change_of_owner_in_u_build_gives_a_new_stamp(track: str) -> None:
    game = Game.create(load_builtin(track), 4)
    session = Session(game, 7)
    play_out(session, [make_player("good" if i % 2 else "simple", 70 + i) for i in range(4)])
    changes = _check_stamps(ubuild_session.replay(game, []), list(session.state.history))
    assert changes >= 5  # purchases, auctions, deals, a bankruptcy: the game has some


def test_every_change_of_owner_in_the_traditional_game_gives_a_new_stamp() -> None:
    game = TradGame(load_builtin_board("traditional"), 4, HouseRules())
    session = TradSession(game, 11)
    play_out(session, [computer_player("good", 110 + i) for i in range(4)], cap=400)
    changes = _check_stamps(trad_session.replay(game, []), list(session.state.history))
    assert changes > 10


def test_stamps_are_never_given_twice() -> None:
    a, b = new_state("starter", 3), new_state("starter", 3)
    assert a.owner_stamp != b.owner_stamp  # two states never share one by chance
    before = a.owner_stamp
    a.set_owner(0, 1)
    assert a.owner[0] == 1 and a.owner_stamp > before and a.owner_stamp != b.owner_stamp
    assert fresh_stamp() > a.owner_stamp


class Unskippable:
    """A good player the driver cannot skip (not a ComputerPlayer) and that forgets its
    stamp before every call, so that it compares the whole ownership list as it did
    before the stamp: the reference the stamp must play the same games as."""

    def __init__(self, seed: int) -> None:
        self.inner = make_player("good", seed)
        self.asked_between = 0

    def decide(self, state: Any, seat: int) -> Action:
        self.inner.quiet_stamp = -1
        return self.inner.decide(state, seat)

    def propose_deal(self, state: Any, seat: int) -> Action | None:
        self.inner.quiet_stamp = -1
        return self.inner.propose_deal(state, seat)

    def between_turns(self, state: Any, seat: int) -> Action | None:
        self.inner.quiet_stamp = -1
        self.asked_between += 1
        return self.inner.between_turns(state, seat)


@pytest.mark.parametrize("track,seed", [("starter", 3), ("pro", 4), ("classic", 5)])
def test_quiet_seats_skipped_play_the_same_games(track: str, seed: int) -> None:
    game = Game.create(load_builtin(track), 4)
    assert game.rules_version >= WHOLE_TABLE_RULES  # the rules that ask every seat before each roll
    fast, slow = Session(game, seed), Session(game, seed)
    play_out(fast, [make_player("good", seed * 10 + i) for i in range(4)])
    reference = [Unskippable(seed * 10 + i) for i in range(4)]
    play_out(slow, reference)
    assert fast.state.history == slow.state.history
    assert sum(p.asked_between for p in reference) > 100  # asked before every roll (3 seats)


class Counting(ComputerPlayer[Any]):
    """Has nothing to offer between turns, and says so by its quiet stamp."""

    def __init__(self) -> None:
        self.asked = 0

    def between_turns(self, state: Any, seat: int) -> Action | None:
        self.asked += 1
        self.quiet_stamp = state.owner_stamp
        return None


def test_the_driver_asks_a_quiet_seat_again_only_once_something_changed_hands() -> None:
    state = new_state("starter", 3)
    assert state.phase is Phase.PRE_ROLL and state.current_player == 0
    quiet, plain = Counting(), Counting()
    driver = Driver()

    def ask() -> None:
        driver.asked_between = []  # as at a new position: every seat is asked once per position
        plain.quiet_stamp = -1  # never quiet
        assert driver.table_action(state, [None, quiet, plain]) is None

    ask()
    assert (quiet.asked, plain.asked) == (1, 1)
    ask()  # the same owners: the quiet seat is not asked again
    assert (quiet.asked, plain.asked) == (1, 2)
    state.set_owner(0, 2)
    ask()
    assert (quiet.asked, plain.asked) == (2, 3)


def test_a_good_player_that_answers_between_turns_otherwise_never_says_it_is_quiet() -> None:
    """The promise of quiet_stamp is about between_turns: a subclass that replaces it
    (in pure Python; the compiled player has no plain-Python subclasses) makes none."""
    player_class = type(make_player("good", 1))

    class Builder(player_class):  # type: ignore[misc,valid-type]
        def between_turns(self, state: Any, seat: int) -> Action | None:
            return None

    try:
        builder = Builder(5)
    except TypeError:  # "interpreted classes cannot inherit from compiled"
        assert native_build_active()
        return
    state = new_state("starter", 3)
    plain = player_class(5)
    plain.quiet_at(state)
    builder.quiet_at(state)
    assert plain.quiet_stamp == state.owner_stamp and builder.quiet_stamp == -1

