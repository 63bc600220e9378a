"""Computer players: pure Python, no Qt.

``make_player(strength, seed)`` returns a :class:`ComputerPlayer`. The engine asks it
:meth:`~ComputerPlayer.decide` whenever it waits on its seat (its turn, a bid, a deal to
answer, a debt to raise, Planning Permission...) and may ask
:meth:`~ComputerPlayer.propose_deal` between actions. Every answer is legal
(``state.is_legal``); a player never waits for a human and never raises while the game
waits on its seat. The seed only breaks ties, so a player is deterministic for a given
seed and game.

Strengths:

- ``"simple"`` (:class:`.simple.SimplePlayer`): greedy rules of thumb on printed prices.
- ``"good"`` (:class:`.good.GoodPlayer`): values everything in expected rent income from
  the track's landing probabilities (see the module's docstring).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from .actions import Action
from .state import State
from .good import GoodPlayer
from .simple import SimplePlayer

STRENGTHS: tuple[str, ...] = ("simple", "good")


@runtime_checkable
class ComputerPlayer(Protocol):
    """What the play view and the simulator need from a computer player."""

    strength: str

    def decide(self, state: State, seat: int) -> Action:
        """A legal action for ``seat`` now (the game must be waiting on ``seat``)."""
        ...

    def propose_deal(self, state: State, seat: int) -> Action | None:
        """A legal deal ``seat`` offers now, between actions, or None."""
        ...


_CLASSES = {"simple": SimplePlayer, "good": GoodPlayer}


def make_player(strength: str, seed: int) -> ComputerPlayer:
    """A computer player of ``strength`` (one of :data:`STRENGTHS`) seeded with ``seed``."""
    cls = _CLASSES.get(strength)
    if cls is None:
        raise ValueError(f"unknown strength {strength!r} (choose from {', '.join(STRENGTHS)})")
    return cls(seed)


__all__ = ["STRENGTHS", "ComputerPlayer", "GoodPlayer", "SimplePlayer", "make_player"]
