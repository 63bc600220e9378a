"""Computer players for the play view: the engine's own, for any rule set.

The play view adds nothing to them: :func:`make_computer` asks the registry's rule set
(``RuleSet.computer``: U-Build's ``make_player``, the traditional game's
``traditional.computer.computer_player``, a test's own; an unknown strength plays the
rule set's default). What a computer seat does next is chosen by the engine's one driver
(``core.engine.kernel.driver.Driver``: a deal offer once per position, else the
decision, else a safe fallback when a player fails), the same that plays
``ubuild simulate``; the controller calls it once per timer tick.
"""

from __future__ import annotations

from typing import Any

from ubuild_desktop.core.engine.kernel.driver import ComputerPlayer
from ubuild_desktop.core.engine.registry import rule_set, rule_sets

__all__ = ["ComputerPlayer", "make_computer"]


def make_computer(strength: str | None, seed: int, rule_set_name: str | None = None) -> ComputerPlayer[Any]:
    """The engine's computer player of ``strength`` for the rule set named
    ``rule_set_name`` (the first registered, U-Build's, if None)."""
    rules = rule_sets()[0] if rule_set_name is None else rule_set(rule_set_name)
    player: ComputerPlayer[Any] = rules.computer(strength, seed)
    return player
