"""The phases of a turn and who acts in each: the kernel's (:mod:`.kernel.phases`, where
every phase of every rule set is listed), named here for U-Build's modules.

Which actions each phase accepts is a column of U-Build's rule table (``rules.ACTIONS``).
"""

from __future__ import annotations

from .kernel.phases import (
    CHANCE,
    CHANCE_PHASES as _CHANCE_PHASES,
    END_ACTION_LIMIT,
    END_BANKRUPTCY,
    END_ROUND_LIMIT,
    TERMINAL,
    TURN_PLAYER_PHASES as _TURN_PLAYER_PHASES,
    Phase,
)

__all__ = ["CHANCE", "END_ACTION_LIMIT", "END_BANKRUPTCY", "END_ROUND_LIMIT", "Phase", "TERMINAL",
           "_CHANCE_PHASES", "_TURN_PLAYER_PHASES"]
