"""The odds and money figures as JSON (``ubuild analyze --json``): plain dicts and lists."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # each rule set's document imports its own figures, when asked for
    from ..engine.ubuild.game import Game
    from ..square.board import SquareBoard
    from .odds import LandingOdds
    from .payback import GroupPayback, MoneyFigures
    from .square import SquareMoney

__all__ = ["odds_json", "square_json"]


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


def square_json(board: SquareBoard, odds: LandingOdds, money: SquareMoney) -> dict[str, Any]:
    """A square board's landing odds and money figures as a JSON-ready dict: ``spaces``,
    ``in_jail``, ``rolls_per_turn`` and ``policy`` as :func:`odds_json` gives them (the
    policy: only ``jail``); ``money``: per property its rents and the expected rent per
    opponent turn (a street per level: ``levels``; a station or utility per how many
    of them its owner holds), per colour group its payback at every level (``null``
    turns if never), the stations and utilities held together, and the most and least
    landed properties."""
    from .square import LEVEL_NAMES, PAYBACK_LEVEL

    names = [s.name for s in board.spaces]
    group_names = {g.id: g.name for g in board.groups}

    def payback(g: GroupPayback) -> dict[str, Any]:
        return {"level": g.blocks, "cost": g.cost, "income_per_opponent_turn": g.income,
                "payback_turns": _number(g.turns), "payback_rounds": _number(g.rounds)}

    return {
        "spaces": [
            {"space": s.space, "name": s.name, "kind": s.kind, "per_roll": s.per_roll, "per_turn": s.per_turn}
            for s in odds.spaces
        ],
        "in_jail": {"per_roll": odds.in_jail_per_roll, "per_turn": odds.in_jail_per_turn},
        "rolls_per_turn": odds.rolls_per_turn,
        "policy": {"jail": odds.policy.jail.value},
        "money": {
            "players": money.players,
            "levels": list(LEVEL_NAMES),
            "properties": [
                {
                    "space": p.space, "name": p.name, "kind": p.kind, "group": p.group, "price": p.price,
                    "per_turn": p.per_turn, "rent": list(p.rent), "expected_rent_per_opponent_turn": list(p.expected),
                }
                for p in money.properties
            ],
            "groups": [
                {
                    "group": by_level[0].group, "name": group_names.get(by_level[0].group, by_level[0].name),
                    "spaces": [names[s] for s in by_level[0].districts],
                    "paybacks": [payback(g) for g in by_level],
                }
                for by_level in zip(*money.paybacks)
            ],
            "payback_level": PAYBACK_LEVEL,
            "holdings": [
                {"kind": g.group, "spaces": [names[s] for s in g.districts], **payback(g)} for g in money.holdings
            ],
            "most_landed": [{"space": money.properties[i].space, "name": money.properties[i].name}
                            for i in money.most_landed],
            "least_landed": [{"space": money.properties[i].space, "name": money.properties[i].name}
                             for i in money.least_landed],
        },
    }
