"""Computer players for the play view: the engine's own (``core.engine.ai``).

The play view adds nothing to them: :func:`make_computer` is the engine's
``make_player`` with a sensible default strength, and when a player ever fails, the
controller falls back to the engine's :func:`fallback_action` (a legal action that never
hurts much), so the table never stops.
"""

from __future__ import annotations

from ubuild_desktop.core.engine.ai import STRENGTHS, ComputerPlayer, make_player
from ubuild_desktop.core.engine.ai.common import fallback_action

__all__ = ["ComputerPlayer", "fallback_action", "make_computer"]


def make_computer(strength: str | None, seed: int) -> ComputerPlayer:
    """The engine's computer player of ``strength`` (an unknown strength plays "good")."""
    return make_player(strength if strength in STRENGTHS else "good", seed)
