"""The balance lab's exact part: landing odds and what they mean in money (no Qt).

- :mod:`.policy`: :class:`Policy` (jail, bridges, districts for sale), :class:`JailPolicy`.
- :mod:`.model`: the movement model of one mover (GAME_MODEL §5), read from a ``Game``.
- :mod:`.chain`: the Markov chain of that mover, solved exactly (numpy).
- :mod:`.odds`: :func:`landing_odds` / :func:`track_odds` -> :class:`LandingOdds`.
"""

from __future__ import annotations

from .odds import LandingOdds, SpaceOdds, landing_odds, track_odds
from .policy import BRIDGE_UP, JailPolicy, Policy

__all__ = [
    "BRIDGE_UP", "JailPolicy", "LandingOdds", "Policy", "SpaceOdds", "landing_odds", "track_odds",
]
