"""The figures of a simulation: what ``ubuild simulate`` prints, ``analyze`` reports
and the Balance panel draws (:func:`summarize`), with their 95% intervals.

Part of the headless simulation (:mod:`.simulate`). **Wins per seat** and **by turn
order** come with 95% Wilson score intervals (:func:`wilson_interval`:
``win_ci_per_seat``, ``win_ci_by_turn_order``), which stay inside [0, 1] and are honest
for few games or rates near 0 or 1. **Money flows** are the average per game of each
result's ``flows`` under the names of :data:`.simulate_game.FLOW_NAMES`, the rule set's
reasons only (:attr:`RuleSet.flows`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ._native import native_build_status
from .kernel.phases import END_ACTION_LIMIT
from .kernel.phases import END_BANKRUPTCY, END_ROUND_LIMIT
from .simulate_game import FLOW_NAMES, FLOW_REASONS, Run, is_default
from .simulate_pool import _game_for

# 1.96: the normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default): (low, high) in [0, 1].

    ``successes`` may be fractional (a shared win counts 1/k for each of k winners).
    With no trials it is (0, 1): nothing is known.
    """
    if n <= 0:
        return (0.0, 1.0)
    p = min(1.0, max(0.0, successes / n))
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by linear interpolation."""
    data = sorted(values)
    if not data:
        return 0.0
    pos = (len(data) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def summarize(run: Run, seconds_per_turn: float = 30.0) -> dict[str, Any]:
    """The figures of a run as a JSON-ready dict (``timing`` is the only part that varies)."""
    results = run.results
    rules = run.rules
    game = _game_for(rules.dump_board(run.track), run.players, run.round_limit, rules, run.fair_start, run.fair_gifts)
    n = len(results)
    turns = [r.turns for r in results]
    rolls = sum(r.rolls for r in results)
    wins = [0.0] * run.players
    order_wins = [0.0] * run.players  # by place in the turn order (0: the roll-off's winner)
    strength_wins: dict[str, float] = {}
    strength_seats: dict[str, int] = {}
    for r in results:
        for seat, s in enumerate(r.strengths):
            strength_seats[s] = strength_seats.get(s, 0) + 1
        if r.winners:
            share = 1.0 / len(r.winners)
            for seat in r.winners:
                wins[seat] += share
                order_wins[(seat - r.first_player) % run.players] += share
                s = r.strengths[seat]
                strength_wins[s] = strength_wins.get(s, 0.0) + share
    spaces = rules.spaces(game)
    landings = [sum(r.landings[s] for r in results) for s in range(len(spaces))]
    total_landings = sum(landings) or 1
    median = percentile(turns, 0.5)
    per_strength = {
        s: {"seats": strength_seats[s], "wins": round(strength_wins.get(s, 0.0), 3),
            # a strength's win rate per seat it held, so 2 good vs 2 simple compare fairly
            "win_rate_per_seat": round(strength_wins.get(s, 0.0) / strength_seats[s], 4) if strength_seats[s] else 0.0,
            "win_share": round(strength_wins.get(s, 0.0) / n, 4) if n else 0.0}
        for s in sorted(strength_seats)
    }
    capped = [r.seed for r in results if r.capped]
    by_limit = sum(1 for r in results if r.ended_by == END_ROUND_LIMIT)
    by_bankruptcy = sum(1 for r in results if r.ended_by == END_BANKRUPTCY)
    game_limit = rules.round_limit(game)
    box = rules.box_player_turns(game)
    summary: dict[str, Any] = {
        "rule_set": rules.name,  # the registry's name of the rules played (how money is written...)
        **rules.header(run.track, game),
        "players": run.players,
        "strengths": list(run.strengths),
        "games": n,
        "seed": run.seed,
        "cap_turns": run.cap,
        "round_limit": game_limit,
        "results": {
            "turns": {
                "median": median,
                "p10": percentile(turns, 0.1),
                "p90": percentile(turns, 0.9),
                "mean": round(sum(turns) / n, 2) if n else 0.0,
                "min": min(turns, default=0),
                "max": max(turns, default=0),
            },
            "rounds": {
                "median": percentile([r.rounds for r in results], 0.5),
                "p90": percentile([r.rounds for r in results], 0.9),
                "p99": percentile([r.rounds for r in results], 0.99),
                "max": max((r.rounds for r in results), default=0),
                "max_by_bankruptcy": max((r.rounds for r in results if r.ended_by == END_BANKRUPTCY), default=0),
            },
            "minutes_at_30s": round(median * seconds_per_turn / 60, 1),
            # The box's length of a game (the book's player-turns for these rules), to compare.
            # (None when the rules give no length: the traditional game's)
            "box_player_turns": box,
            "box_minutes_at_30s": round(box * seconds_per_turn / 60, 1) if box is not None else None,
            "rolls": rolls,
            "actions": sum(r.actions for r in results),
            "bankruptcy_share": round(by_bankruptcy / n, 4) if n else 0.0,
            "round_limit_share": round(by_limit / n, 4) if n else 0.0,
            "round_limit_games": by_limit,
            "round_limit_seeds": [r.seed for r in results if r.ended_by == END_ROUND_LIMIT],
            "capped_games": len(capped),
            "capped_seeds": capped,
            "win_rate_per_seat": [round(w / n, 4) if n else 0.0 for w in wins],
            "win_ci_per_seat": [[round(lo, 4), round(hi, 4)] for lo, hi in (wilson_interval(w, n) for w in wins)],
            "win_rate_by_turn_order": [round(w / n, 4) if n else 0.0 for w in order_wins],
            # the first player's advantage, with its uncertainty (1: the roll-off's winner)
            "win_ci_by_turn_order": [[round(lo, 4), round(hi, 4)] for lo, hi in (wilson_interval(w, n) for w in order_wins)],
            "win_rate_per_strength": per_strength,
            "deals_proposed": sum(r.deals_proposed for r in results),
            "deals_accepted": sum(r.deals_accepted for r in results),
            # $k per game on average, by why the money moved (every transaction counted once)
            # (U-Build: $k; traditional: whole dollars), the rule set's reasons in its order
            "money_flows": {
                FLOW_NAMES[reason]: round(sum(r.flows[k] for r in results if r.flows) / n, 2) if n else 0.0
                for k, reason in ((FLOW_REASONS.index(reason), reason) for reason in rules.flows)
            },
            "landings": [
                {"space": s, "name": spaces[s][0], "kind": spaces[s][1],
                 "count": landings[s], "share": round(landings[s] / total_landings, 4)}
                for s in range(len(spaces))
            ],
        },
        "timing": {
            "engine": native_build_status(),  # compiled (mypyc) or pure Python, and why
            "jobs": run.jobs,
            "seconds": round(run.seconds, 3),
            "games_per_second": round(n / run.seconds, 2) if run.seconds > 0 else 0.0,
            "rolls_per_second": round(rolls / run.seconds, 1) if run.seconds > 0 else 0.0,
        },
    }
    if not is_default(rules):
        # The program's action limit (``limits.MAX_GAME_ACTIONS``) ended these games: a
        # loop of the rules or the players, like the cap. (U-Build's summary keeps its fields.)
        stopped = [r.seed for r in results if r.ended_by == END_ACTION_LIMIT]
        summary["results"]["action_limit_games"] = len(stopped)
        summary["results"]["action_limit_seeds"] = stopped
    return summary
