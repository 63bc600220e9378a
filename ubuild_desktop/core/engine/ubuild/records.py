"""The engine's named records: a game's districts, sites and colour groups; a building on
a site and the kinds of building (:class:`BuildingKind`); the pending steps of the queue;
the free blocks a card gives; the block options of a district; and the kernel's
(:mod:`.kernel.records`: the running auction, a debt, a line of the final tally), named
here too. Plain data with named, typed fields; the rules that make and read them live
in their topic modules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Union

from ...cards import BlockChoice, DistrictCard
from ...lattice import Cell
from ...pieces import BuildingKind
from ..kernel.event_kinds import PaymentReason
from ..kernel.records import Auction, Debt, Standing

__all__ = [
    "Auction", "BlockOptions", "Building", "BuildingKind", "Debt", "DistrictInfo", "DrawStep", "FreeBlockGift",
    "GroupInfo", "LandStep", "MoveStep", "PayStep", "SiteBuilding", "SiteInfo", "Standing", "Step",
]


@dataclass(frozen=True, slots=True)
class DistrictInfo:
    """A district on this track: its card, its space and the sites touching it."""

    index: int
    card: DistrictCard
    space: int
    group: int  # index into Game.groups
    sites: tuple[int, ...]  # site indices touching the district's space


@dataclass(frozen=True, slots=True)
class SiteInfo:
    """A building site on this track."""

    index: int
    cell: Cell
    touches: tuple[int, ...]  # space indices
    districts: tuple[int, ...]  # district indices among ``touches``
    neighbours: tuple[int, ...]  # site indices one hazard move away


@dataclass(frozen=True, slots=True)
class GroupInfo:
    """A colour group as present on this track (only its districts on the track count)."""

    index: int
    id: str
    name: str
    districts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Building:
    """What stands on a site (``State.buildings``: site index -> Building).

    ``kind``: a hazard, a bonus building, a skyscraper, the stadium or the Tower;
    ``name``: which named piece (``"prison"``, ``"park"``...), or the kind itself for the
    unnamed ones; ``district``: the district a skyscraper, stadium or Tower is attached
    to (an index), -1 for hazards and bonus buildings.
    """

    kind: BuildingKind
    name: str
    district: int


class SiteBuilding(NamedTuple):
    """The building on a site as the public query ``State.building_at`` gives it: the
    attached district by card id (None for hazards and bonus buildings)."""

    kind: BuildingKind
    name: str
    district: str | None


@dataclass(frozen=True, slots=True)
class FreeBlockGift:
    """The free blocks a Chance card gives (``State.free_blocks`` in the FREE_BLOCKS phase):
    ``count`` blocks of the ``block`` kind ("residential", "industrial" or "either")."""

    count: int
    block: BlockChoice


# ---------------------------------------------------------------- the queue's steps
# ``State.queue`` holds the automatic consequences still to run, first on the left;
# ``movement.run`` works through them until a player must decide. A step is made on
# every move, so each writes its own ``__init__``: the compiled build compiles it, while
# the one a dataclass generates stays an interpreted call. The dataclass gives ``==``
# (``State.snapshot`` compares the queue) and the repr. Never changed once queued.

@dataclass(init=False, slots=True)
class MoveStep:
    """Move the player whose turn it is ``steps`` spaces (backwards if negative), then land."""

    steps: int

    def __init__(self, steps: int) -> None:
        self.steps = steps


@dataclass(slots=True)
class LandStep:
    """Do what the space the player whose turn it is stands on says (rent, buy, bridge...)."""


@dataclass(init=False, slots=True)
class PayStep:
    """A payment due: ``payer`` owes ``amount`` to ``payee`` (a player or BANK) for
    ``reason``; one that cannot be made pauses the queue in RAISE_FUNDS."""

    payer: int
    payee: int
    amount: int
    reason: PaymentReason
    about: int  # the district the payment is about, or -1

    def __init__(self, payer: int, payee: int, amount: int, reason: PaymentReason, about: int = -1) -> None:
        self.payer = payer
        self.payee = payee
        self.amount = amount
        self.reason = reason
        self.about = about


@dataclass(slots=True)
class DrawStep:
    """Stop for the player whose turn it is to draw the top Chance card."""


Step = Union[MoveStep, LandStep, PayStep, DrawStep]


class BlockOptions(NamedTuple):
    """How many blocks a player may buy on a district now."""

    max_total: int
    max_residential: int
    max_industrial: int
    residential_price: int
    industrial_price: int
