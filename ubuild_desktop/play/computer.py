"""Computer players for the play view: the engine's own (``core.engine.ai``).

The play view adds nothing to them: :func:`make_computer` is the engine's
``make_player`` with a sensible default strength. What a computer seat does next is
chosen by the engine's one driver (``core.engine.ai.driver.Driver``: a deal offer once
per position, else the decision, else a safe fallback when a player fails), the same
that plays ``ubuild simulate``; the controller calls it once per timer tick.
"""

from __future__ import annotations

from ubuild_desktop.core.engine.ai import STRENGTHS, ComputerPlayer, make_player

__all__ = ["ComputerPlayer", "make_computer"]


def make_computer(strength: str | None, seed: int) -> ComputerPlayer:
    """The engine's computer player of ``strength`` (an unknown strength plays "good")."""
    return make_player(strength if strength in STRENGTHS else "good", seed)
