"""The odds and money figures as JSON (``ubuild analyze --json``): plain dicts and lists."""

from __future__ import annotations

import math
from typing import Any

from ..engine import Game
from .odds import LandingOdds
from .payback import MoneyFigures

__all__ = ["odds_json"]


def _number(value: float) -> float | None:
    """A figure JSON can hold: ``inf`` (never pays back) is ``null``."""
    return value if math.isfinite(value) else None


def odds_json(game: Game, odds: LandingOdds, money: MoneyFigures) -> dict[str, Any]:
    """The landing odds and the money figures of ``game`` as a JSON-ready dict.

    ``spaces``: every space in playing order from GO (``space``, ``name``, ``kind``,
    ``per_roll``, ``per_turn``); ``in_jail``: the same two figures for the jail state;
    ``rolls_per_turn``; ``policy``; ``money``: per district its rent for 0..8 counted
    blocks and the expected rent per opponent turn for each, per colour group the payback
    (``payback_turns`` in opponent turns and ``payback_rounds``, ``null`` if never), and
    the most and least landed districts.
    """
    names = [d.card.name for d in game.districts]
    return {
        "spaces": [
            {"space": s.space, "name": s.name, "kind": s.kind, "per_roll": s.per_roll, "per_turn": s.per_turn}
            for s in odds.spaces
        ],
        "in_jail": {"per_roll": odds.in_jail_per_roll, "per_turn": odds.in_jail_per_turn},
        "rolls_per_turn": odds.rolls_per_turn,
        "policy": {
            "jail": odds.policy.jail.value,
            "bridge_up": odds.policy.bridge_up,  # null: as in play
            "bridges_up": [{"space": b, "share": share} for b, share in odds.bridges_up],
            "unowned_districts": odds.policy.unowned_districts,
        },
        "money": {
            "players": money.players,
            "districts": [
                {
                    "district": d.district, "space": d.space, "name": d.name, "group": d.group, "price": d.price,
                    "per_turn": d.per_turn, "rent": list(d.rent), "expected_rent_per_opponent_turn": list(d.expected),
                }
                for d in money.districts
            ],
            "groups": [
                {
                    "group": g.group, "name": g.name, "districts": [names[d] for d in g.districts],
                    "cost": g.cost, "blocks": g.blocks, "income_per_opponent_turn": g.income,
                    "payback_turns": _number(g.turns), "payback_rounds": _number(g.rounds),
                }
                for g in money.groups
            ],
            "most_landed": [{"district": d, "name": names[d]} for d in money.most_landed],
            "least_landed": [{"district": d, "name": names[d]} for d in money.least_landed],
        },
    }
