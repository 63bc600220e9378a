"""The choices the landing odds depend on: how a player leaves jail, how the bridges stand.

The rules leave two things to the players and to the other movers (GAME_MODEL §5): when
to leave jail, and the position of a bridge when someone lands on it. A :class:`Policy`
fixes both for one computation, plus whether districts are still for sale (the one
Chance card whose move depends on ownership).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

__all__ = ["BRIDGE_UP", "JailPolicy", "Policy"]


class JailPolicy(StrEnum):
    """How a player in jail plays (``ubuild analyze --jail short|long``).

    - ``SHORT`` (the default): leave at once, "pay $500k before rolling", and roll as
      usual (doubles roll again). The better play while districts are still for sale,
      and what the computer players do.
    - ``LONG``: stay and "roll a double (Starter: a 6) and move that roll" as long as the
      rules allow; "the third failed roll pays $500k and moves that roll". The better
      play late in a game, when every turn outside risks rent.
    """

    SHORT = "short"
    LONG = "long"


#: The default share of landings on a bridge that find it UP. GAME_MODEL §5: "Landing on
#: a bridge: DOWN -> raise it; UP -> pay $1M and lower it; then draw a Chance card and
#: follow the half that matches the bridge's new position." Whether a bridge is up depends
#: on the other movers (anyone passing an UP bridge lowers it), so the odds take it as a
#: policy; half the time, the default, weighs both halves of every card equally.
BRIDGE_UP: Final = 0.5


@dataclass(frozen=True)
class Policy:
    """The choices one computation of the landing odds makes.

    ``jail``: see :class:`JailPolicy`. ``bridge_up``: the share of landings on a bridge
    that find it UP (then lowered: the card's DOWN half is followed); the rest find it
    DOWN (then raised: the UP half). ``unowned_districts``: whether "Advance to the next
    unowned district" finds one; by default (False) every district is owned, as for
    most of a game (a district nobody buys is auctioned at once), and the card cannot
    be followed, so the mover stays on the bridge.
    """

    jail: JailPolicy = JailPolicy.SHORT
    bridge_up: float = BRIDGE_UP
    unowned_districts: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "jail", JailPolicy(self.jail))
        if not 0.0 <= self.bridge_up <= 1.0:
            raise ValueError(f"bridge_up is a share of landings, between 0 and 1, not {self.bridge_up!r}")
