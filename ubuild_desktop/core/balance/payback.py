"""What the landing odds mean in money: expected rent per district, payback per colour group.

Rents are the engine's one rent rule (``engine.money.rent`` on the card's row in the
game's tables), never a copy. The figures are for rent as printed: no skyscraper, no
Tower (either doubles every figure of its group), no hazard, nothing mortgaged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from ..engine.ubuild.game import Game
from ..engine.ubuild.money import rent
from .figures import LANDED_COUNT, GroupPayback, LandingOdds

__all__ = ["DistrictMoney", "GroupPayback", "MoneyFigures", "PAYBACK_BLOCKS", "money_figures"]

#: The blocks the payback counts on every district of a group: 3 residential blocks, the
#: most a player may buy on one district in one turn (GAME_MODEL §4), so the group as a
#: player can first build it. Its cost is the districts' prices plus those blocks' prices,
#: its income the rent for 3 counted blocks.
PAYBACK_BLOCKS: Final = 3

@dataclass(frozen=True)
class DistrictMoney:
    """One district: its price, its odds and its rent for 0..8 counted blocks, and the rent
    an opponent pays on average per turn (``expected[k]`` = ``per_turn`` x ``rent[k]``)."""

    district: int
    space: int
    name: str
    group: str  # the colour group's id
    price: int
    per_turn: float
    rent: tuple[int, ...]
    expected: tuple[float, ...]


@dataclass(frozen=True)
class MoneyFigures:
    """The money figures of a track: per district, per colour group, and the most and
    least landed districts (district indices, most landed first / least landed first)."""

    districts: tuple[DistrictMoney, ...]
    groups: tuple[GroupPayback, ...]
    most_landed: tuple[int, ...]
    least_landed: tuple[int, ...]
    players: int


def money_figures(game: Game, odds: LandingOdds, players: int = 4, blocks: int = PAYBACK_BLOCKS) -> MoneyFigures:
    """The money figures of ``game`` from its landing ``odds``, for ``players`` players
    (the payback in rounds counts ``players - 1`` opponents), the payback counting
    ``blocks`` residential blocks on each district."""
    rows = game.tables.rent_row
    if rows and not 0 <= blocks < len(rows[0]):
        raise ValueError(f"a district holds 0 to {len(rows[0]) - 1} counted blocks, not {blocks!r}")
    districts = []
    for info in game.districts:
        per_turn = odds.spaces[info.space].per_turn
        rents = tuple(rent(rows[info.index], counted, False) for counted in range(len(rows[info.index])))
        districts.append(DistrictMoney(
            district=info.index,
            space=info.space,
            name=info.card.name,
            group=game.groups[info.group].id,
            price=info.card.price,
            per_turn=per_turn,
            rent=rents,
            expected=tuple(per_turn * r for r in rents),
        ))
    groups = []
    for group in game.groups:
        cost = 0
        income = 0.0
        for d in group.districts:
            card = game.districts[d].card
            cost += card.price + blocks * card.residential_block_price
            income += districts[d].expected[blocks]
        turns = cost / income if income > 0 else math.inf
        groups.append(GroupPayback(
            group=group.id, name=group.name, districts=group.districts, cost=cost, turns=turns,
            blocks=blocks, income=income, rounds=turns / max(1, players - 1),
        ))
    by_odds = sorted(range(len(districts)), key=lambda d: (-districts[d].per_turn, d))
    count = min(LANDED_COUNT, len(by_odds))
    least = sorted(range(len(districts)), key=lambda d: (districts[d].per_turn, d))
    return MoneyFigures(tuple(districts), tuple(groups), tuple(by_odds[:count]), tuple(least[:count]), players)
