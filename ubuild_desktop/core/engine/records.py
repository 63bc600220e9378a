"""The engine's named records: a game's districts, sites and colour groups; the running
auction, a debt, a line of the final tally, the block options of a district. Plain data
with named, typed fields; the rules that make and read them live in their topic modules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..cards import DistrictCard
from ..lattice import Cell


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


class Auction:
    """The auction under way (``State.auction`` in the AUCTION phase), changed in place.

    ``district``: the district auctioned (an index); ``high_bid``: the highest bid so far
    ($k, 0 before the first); ``high_bidder``: who made it (-1: nobody yet); ``bidders``:
    the players still bidding, in turn order (a player who passes leaves it);
    ``acting``: the index in ``bidders`` of the one to act; ``lander``: the player who
    landed on the district and declined to buy it (who must open the bidding).
    """

    district: int
    high_bid: int
    high_bidder: int
    bidders: list[int]
    acting: int
    lander: int

    def __init__(self, district: int, high_bid: int, high_bidder: int, bidders: list[int], acting: int,
                 lander: int) -> None:
        self.district = district
        self.high_bid = high_bid
        self.high_bidder = high_bidder
        self.bidders = bidders
        self.acting = acting
        self.lander = lander

    def snapshot(self) -> tuple[int, int, int, tuple[int, ...], int, int]:
        """Every fact as a comparable value (``State.snapshot``)."""
        return (self.district, self.high_bid, self.high_bidder, tuple(self.bidders), self.acting, self.lander)

    def __repr__(self) -> str:
        return (f"Auction(district={self.district}, high_bid={self.high_bid}, high_bidder={self.high_bidder}, "
                f"bidders={self.bidders}, acting={self.acting}, lander={self.lander})")


class Debt(NamedTuple):
    debtor: int
    creditor: int  # a player or BANK
    amount: int
    reason: str


class Standing(NamedTuple):
    """One line of the final tally."""

    rank: int
    player: int
    name: str
    cash: int
    districts: int  # rent values of unmortgaged districts
    total: int
    bankrupt: bool


class BlockOptions(NamedTuple):
    """How many blocks a player may buy on a district now."""

    max_total: int
    max_residential: int
    max_industrial: int
    residential_price: int
    industrial_price: int
