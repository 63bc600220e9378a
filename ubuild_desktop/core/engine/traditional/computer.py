"""The traditional game's computer players, from one place: :func:`computer_player`.

U-Build's players come from ``engine.ubuild.computer.make_player``; the traditional game's from here,
for the simulator (``simulate.TRADITIONAL``), ``ubuild play`` and the play window, which
drive them through the kernel's one driver (``kernel.driver.Driver``).

- ``"simple"`` (:class:`.player.SimplePlayer`): rules of thumb on printed prices.
- ``"good"`` (:class:`.good.GoodPlayer`): values properties by the rent they should bring
  (landing odds, whole groups, stations and utilities by count), builds evenly where it
  pays back best, manages a house shortage, trades to complete groups at a fair price.
"""

from __future__ import annotations

from typing import Final

from ..kernel.driver import ComputerPlayer
from .good import GoodPlayer
from .player import SimplePlayer
from .state import TradState

STRENGTHS: Final[tuple[str, ...]] = ("simple", "good")


def computer_player(strength: str, seed: int) -> ComputerPlayer[TradState]:
    """A traditional computer player of ``strength`` (one of :data:`STRENGTHS`) named by ``seed``."""
    if strength == "simple":
        return SimplePlayer(seed)
    if strength == "good":
        return GoodPlayer(seed)
    raise ValueError(f"unknown strength {strength!r} (choose from {', '.join(STRENGTHS)})")


__all__ = ["STRENGTHS", "GoodPlayer", "SimplePlayer", "computer_player"]
