"""The engine's named records: a game's districts, sites and colour groups, the block
options of a district; and the kernel's (:mod:`.kernel.records`: the running auction, a
debt, a line of the final tally), named here too. Plain data with named, typed fields;
the rules that make and read them live in their topic modules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..cards import DistrictCard
from ..lattice import Cell
from .kernel.records import Auction, Debt, Standing

__all__ = ["Auction", "BlockOptions", "Debt", "DistrictInfo", "GroupInfo", "SiteInfo", "Standing"]


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


class BlockOptions(NamedTuple):
    """How many blocks a player may buy on a district now."""

    max_total: int
    max_residential: int
    max_industrial: int
    residential_price: int
    industrial_price: int
