"""A game being played: the one seeded random number generator, and replay.

The :class:`Session` owns the only ``random.Random`` of a game. It samples the CHANCE
player's outcomes from ``state.chance_outcomes()`` with exactly one ``rng.random()`` per
chance action, so a saved game (seed + history) resumes with the generator where it was.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from .actions import Action
from .events import Event
from .game import Game
from .state import CHANCE, State


def replay(game: Game, history: Iterable[Action]) -> State:
    """Rebuild the state reached by applying ``history`` to a new game (checked)."""
    state = game.new_initial_state()
    for action in history:
        state.apply(action)
    return state


def sample_outcome(state: State, x: float) -> Action:
    """The chance outcome that ``x`` in [0, 1) picks from ``state.chance_outcomes()``."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError("the state is not waiting for the CHANCE player")
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if x < total:
            return action
    return outcomes[-1][0]


class Session:
    """A game in progress with its seeded generator; players act through :meth:`apply`."""

    def __init__(self, game: Game, seed: int, state: State | None = None) -> None:
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = game.new_initial_state() if state is None else state

    @classmethod
    def resume(cls, game: Game, seed: int, history: Iterable[Action]) -> Session:
        """Replay ``history`` and leave the generator where the original session had it."""
        state = replay(game, history)
        session = cls(game, seed, state)
        for action in state.history:
            if action.chance:
                session.rng.random()
        return session

    def apply(self, action: Action) -> list[Event]:
        """Apply a player's action (checked); see :meth:`State.apply`."""
        return self.state.apply(action)

    def chance_step(self) -> Action:
        """Let the CHANCE player act once and return what it did."""
        action = sample_outcome(self.state, self.rng.random())
        self.state.apply(action)
        return action

    def advance(self) -> list[Action]:
        """Let the CHANCE player act until a player must decide (or the game is over)."""
        done = []
        while self.state.current_player == CHANCE:
            done.append(self.chance_step())
        return done
