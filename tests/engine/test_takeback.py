"""takeback_point(history): the latest decision that no dice roll or card draw followed."""

from __future__ import annotations

import random

from ubuild_desktop.core.engine.ubuild.state import CHANCE
from ubuild_desktop.core.engine.ubuild.actions import Buy, DeckCard, Dice, DrawCard, EndTurn, Mortgage, Roll
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session, replay, takeback_point
from ubuild_desktop.core.trackfile import load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action
from .helpers import new_state


def test_pure_function_on_hand_made_histories() -> None:
    assert takeback_point([]) is None
    assert takeback_point([DeckCard("a"), DeckCard("b")]) is None  # no decision at all
    history = [DeckCard("a"), Roll(), Dice((3, 4))]
    assert takeback_point(history) is None  # the roll's dice are known
    assert takeback_point(history + [Buy()]) == 3
    assert takeback_point(history + [Buy(), Mortgage("x"), EndTurn()]) == 5
    assert takeback_point(history + [Buy(), DrawCard("c")]) is None
    # Only decisions accepted by the filter count; the others are skipped over.
    humans = {3}
    assert takeback_point(history + [Buy(), EndTurn()], lambda i: i in humans) == 3
    assert takeback_point(history + [Buy(), EndTurn()], lambda i: False) is None
    assert takeback_point([Roll(), Dice((1, 1)), EndTurn()], lambda i: i == 0) is None


def test_taking_back_restores_the_state_before_the_decision() -> None:
    s = new_state("pro", 2)
    before_roll = replay(s.game, s.history)
    s.apply(Roll())
    assert takeback_point(s.history) == len(s.history) - 1  # no dice yet: the roll may go
    assert replay(s.game, s.history[: takeback_point(s.history)]) == before_roll
    s.apply(Dice((1, 2)))
    assert takeback_point(s.history) is None


def test_takeback_along_random_games_replays_to_an_earlier_state() -> None:
    game = Game.create(load_builtin("classic"), 3)
    session = Session(game, 11)
    rng = random.Random(11)
    states = [session.state.snapshot()]  # snapshot after each history length
    checked = 0
    while not session.state.is_terminal() and len(session.state.history) < 800:
        state = session.state
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
        states.append(state.snapshot())
        cut = takeback_point(state.history)
        if cut is None:
            decisions = [i for i, a in enumerate(state.history) if not a.chance]
            # Nothing to take back: no decision yet, or dice/cards came after the latest one.
            assert not decisions or any(a.chance for a in state.history[decisions[-1]:])
            continue
        assert not state.history[cut].chance
        assert not any(a.chance for a in state.history[cut:])
        if checked < 40:
            resumed = Session.resume(game, session.seed, state.history[:cut])
            assert resumed.state.snapshot() == states[cut]
            checked += 1
    assert checked
