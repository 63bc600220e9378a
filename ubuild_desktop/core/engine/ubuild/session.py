"""A U-Build game being played: the kernel's session (:mod:`.kernel.session`: the one
seeded generator, one ``rng.random()`` per chance action, program or table dice, the
take-back point) over U-Build's game and state, and :func:`replay` from a game.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import Action
from .game import Game
from ..kernel import session as kernel_session
from ..kernel.session import DICE_MODES, DICE_PROGRAM, DICE_TABLE, replay_onto, sample_outcome, takeback_point
from .state import State

__all__ = ["DICE_MODES", "DICE_PROGRAM", "DICE_TABLE", "Session", "replay", "sample_outcome", "takeback_point"]


def replay(game: Game, history: Iterable[Action]) -> State:
    """Rebuild the state reached by applying ``history`` to a new game (checked)."""
    return replay_onto(State(game), history)


class Session(kernel_session.Session[Game, State]):
    """A U-Build game in progress with its seeded generator (see :mod:`.kernel.session`)."""

    def __init__(self, game: Game, seed: int, state: State | None = None, dice: str = DICE_PROGRAM) -> None:
        super().__init__(game, seed, State(game) if state is None else state, dice)

    @classmethod
    def resume(cls, game: Game, seed: int, history: Iterable[Action], dice: str = DICE_PROGRAM) -> Session:
        """Replay ``history`` and leave the generator where the original session had it."""
        return cls.continuing(game, seed, replay(game, history), dice)

    @classmethod
    def continuing(cls, game: Game, seed: int, state: State, dice: str = DICE_PROGRAM) -> Session:
        """A session for an already replayed ``state``: the generator advanced past its chance actions.

        (``Session(game, seed, state)`` leaves the generator at the start, out of step with
        any state that has chance actions in its history.)
        """
        session = cls(game, seed, state, dice)
        session.catch_up()
        return session
