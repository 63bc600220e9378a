"""Computer players for the play view: the engine's own, for either rule set.

The play view adds nothing to them: :func:`make_computer` is the one place a computer
seat's player is made: U-Build's ``make_player`` (an unknown strength plays "good"), or
the traditional game's (``traditional.computer.computer_player``). What a computer seat does next is chosen by the engine's
one driver (``core.engine.kernel.driver.Driver``: a deal offer once per position, else
the decision, else a safe fallback when a player fails), the same that plays
``ubuild simulate``; the controller calls it once per timer tick.
"""

from __future__ import annotations

from ubuild_desktop.core.engine.ai import STRENGTHS, ComputerPlayer, make_player
from ubuild_desktop.core.engine.traditional.game import RULE_SET as TRADITIONAL

__all__ = ["ComputerPlayer", "make_computer"]


def make_computer(strength: str | None, seed: int, rule_set: str = "ubuild") -> ComputerPlayer:
    """The engine's computer player of ``strength`` for ``rule_set`` ("ubuild" or
    "traditional"; an unknown strength plays the strongest there is)."""
    if rule_set == TRADITIONAL:
        from ubuild_desktop.core.engine.traditional.computer import STRENGTHS as TRAD_STRENGTHS
        from ubuild_desktop.core.engine.traditional.computer import computer_player

        return computer_player(strength if strength in TRAD_STRENGTHS else "good", seed)  # type: ignore[return-value]
    return make_player(strength if strength in STRENGTHS else "good", seed)
