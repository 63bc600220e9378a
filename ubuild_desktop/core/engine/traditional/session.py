"""A traditional game being played: the kernel's session over the traditional game and
state, :func:`new_state` and :func:`replay` from a game.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..kernel import session as kernel_session
from ..kernel.actions import Action
from ..kernel.session import DICE_PROGRAM, replay_onto
from .book import TRADITIONAL_BOOK
from .game import Game
from .state import TradState


def new_state(game: Game) -> TradState:
    """A new game's state (waiting for the shuffle), carrying the traditional book."""
    return TradState(game, TRADITIONAL_BOOK)


def replay(game: Game, history: Iterable[Action]) -> TradState:
    """Rebuild the state reached by applying ``history`` to a new game (checked)."""
    return replay_onto(new_state(game), history)


class TradSession(kernel_session.Session[Game, TradState]):
    """A traditional game in progress with its seeded generator (see :mod:`..kernel.session`)."""

    def __init__(self, game: Game, seed: int, state: TradState | None = None, dice: str = DICE_PROGRAM) -> None:
        super().__init__(game, seed, new_state(game) if state is None else state, dice)

    @classmethod
    def resume(cls, game: Game, seed: int, history: Iterable[Action], dice: str = DICE_PROGRAM) -> TradSession:
        """Replay ``history`` and leave the generator where the original session had it."""
        session = cls(game, seed, replay(game, history), dice)
        session.catch_up()
        return session
