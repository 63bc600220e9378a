"""U-Build's actions, and the shared ones (:mod:`.kernel.actions`) named here too.

Every change to a game is one action applied to a :class:`~.state.State` (see the
kernel's module for the text and JSON forms and the registry). U-Build's own actions are
the Chance pile's shuffle (``DeckCard``), building (blocks, the special buildings, a
card's free blocks), Planning Permission and hazard moves. All of U-Build's actions,
shared ones included, are registered here in the order of its rule book, so this module
must be imported before a U-Build game is read (the engine package does it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...lattice import Cell
from ..kernel.actions import (
    ACTION_TYPES,
    AcceptDeal,
    Action,
    ActionFormatError,
    Bid,
    Buy,
    DeclareBankruptcy,
    Dice,
    DrawCard,
    EndTurn,
    IllegalActionError,
    Mortgage,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
    action_from_json,
    action_to_json,
    parse_action,
    register_actions,
)

__all__ = [
    "ACTION_TYPES", "AcceptDeal", "Action", "ActionFormatError", "Bid", "BuildBlocks", "BuildSkyscraper",
    "BuildStadium", "BuildTower", "Buy", "DeckCard", "DeclareBankruptcy", "Dice", "Done", "DrawCard", "EndTurn",
    "FreeBlocks", "IllegalActionError", "Mortgage", "MoveHazard", "OpenBid", "OpenPass", "Pass", "PayDebt", "PayJailFine", "PlaceBonus",
    "PlaceHazard", "ProposeDeal", "RejectDeal", "Roll", "StartAuction", "Unmortgage", "action_from_json",
    "action_to_json", "parse_action",
]


@dataclass(frozen=True, slots=True)
class DeckCard(Action):
    """CHANCE: the next card of the initial shuffle (one per card, top of the pile first)."""

    kind: ClassVar[str] = "deck"
    chance: ClassVar[bool] = True
    card: str


@dataclass(frozen=True, slots=True)
class BuildBlocks(Action):
    """Buy and build blocks on one district you own (at most 3 a turn, on one district)."""

    kind: ClassVar[str] = "build"
    district: str
    residential: int
    industrial: int


@dataclass(frozen=True, slots=True)
class FreeBlocks(Action):
    """Build the free blocks a Chance card gives on one district you own."""

    kind: ClassVar[str] = "free-blocks"
    district: str
    residential: int
    industrial: int


@dataclass(frozen=True, slots=True)
class BuildSkyscraper(Action):
    """Build a skyscraper on ``site``, attached to ``district`` (own its whole group)."""

    kind: ClassVar[str] = "skyscraper"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class BuildStadium(Action):
    """Build the stadium on ``site``, attached to ``district`` (own 2 of its colour)."""

    kind: ClassVar[str] = "stadium"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class BuildTower(Action):
    """Build the Tower on ``site``, attached to ``district`` (own two whole groups)."""

    kind: ClassVar[str] = "tower"
    district: str
    site: Cell


@dataclass(frozen=True, slots=True)
class PlaceBonus(Action):
    """Planning Permission: build a bonus building on ``site`` (touching your district)."""

    kind: ClassVar[str] = "bonus"
    site: Cell


@dataclass(frozen=True, slots=True)
class PlaceHazard(Action):
    """Planning Permission: build a hazard on ``site`` (touching another player's district)."""

    kind: ClassVar[str] = "hazard"
    site: Cell


@dataclass(frozen=True, slots=True)
class MoveHazard(Action):
    """Move the hazard on ``source`` to the adjacent empty site ``target`` (one move)."""

    kind: ClassVar[str] = "move-hazard"
    source: Cell
    target: Cell


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish (or decline) Planning Permission or free hazard moves."""

    kind: ClassVar[str] = "done"


register_actions(
    DeckCard, Dice, DrawCard, Roll, PayJailFine, Buy, StartAuction, Bid, Pass,
    BuildBlocks, FreeBlocks, BuildSkyscraper, BuildStadium, BuildTower, PlaceBonus,
    PlaceHazard, MoveHazard, Done, Mortgage, Unmortgage, ProposeDeal, AcceptDeal,
    RejectDeal, PayDebt, DeclareBankruptcy, EndTurn, OpenBid, OpenPass,
)
