"""The choices the landing odds depend on: how a player leaves jail, how the bridges stand.

The rules leave two things to the players and to the other movers (GAME_MODEL §5): when
to leave jail, and the position of a bridge when someone lands on it. A :class:`Policy`
fixes both for one computation, plus whether districts are still for sale (the one
Chance card whose move depends on ownership).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["JailPolicy", "Policy"]


class JailPolicy(StrEnum):
    """How a player in jail plays (``ubuild analyze --jail short|long``).

    - ``SHORT`` (the default): leave at once, "pay $500k before rolling", and roll as
      usual (doubles roll again). The better play while districts are still for sale
      (the good computer player pays while 30% of them are unsold).
    - ``LONG``: stay and "roll a double (Starter: a 6) and move that roll" as long as the
      rules allow; "the third failed roll pays $500k and moves that roll". The better
      play late in a game, when every turn outside risks rent (the good computer player
      stays then).
    """

    SHORT = "short"
    LONG = "long"


@dataclass(frozen=True)
class Policy:
    """The choices one computation of the landing odds makes.

    ``jail``: see :class:`JailPolicy`.

    ``bridge_up``: the share of landings on a bridge that find it UP. GAME_MODEL §5:
    "Landing on a bridge: DOWN -> raise it; UP -> pay $1M and lower it; then draw a
    Chance card and follow the half that matches the bridge's new position": a landing
    that finds it UP follows the DOWN half, one that finds it DOWN the UP half. Whether a
    bridge is up depends on the other movers ("Passing a bridge: UP -> pay $1M and lower
    it"), so it is a policy: a share between 0 and 1 for every bridge (0.5 weighs both
    halves of every card equally), or None, the default, for "as in play": each bridge's
    share follows from how often it is landed on and passed (:mod:`.bridges`; about 1 in
    8 landings on the two-dice tracks, 1 in 4 on Starter).

    ``unowned_districts``: whether "Advance to the next unowned district" finds one; by
    default (False) every district is owned, as for most of a game (a district nobody
    buys is auctioned at once), and the card cannot be followed, so the mover stays on
    the bridge.
    """

    jail: JailPolicy = JailPolicy.SHORT
    bridge_up: float | None = None
    unowned_districts: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "jail", JailPolicy(self.jail))
        if self.bridge_up is not None and not 0.0 <= self.bridge_up <= 1.0:
            raise ValueError(f"bridge_up is a share of landings, between 0 and 1, not {self.bridge_up!r}")
