"""The good player's fast paths (memoized board rents, spelled-out rent loops) give exactly
what the plain formulas give, at every decision of real games and after direct edits."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine import CHANCE, Game, Session, State
from ubuild_desktop.core.engine.ai import common
from ubuild_desktop.core.engine.ai.good import (
    HOLD_FRACTION, PARTIAL_GROUP_PREMIUM, WHOLE_GROUP_PREMIUM, GoodPlayer,
)
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import give, new_state


def _plain_base(state: State, d: int) -> int:
    card = state.game.districts[d].card
    counted = state.industrial[d] + (0 if state.hazard_touch[d] else state.residential[d])
    return card.land_rent if counted <= 0 else card.rents[min(counted, 8) - 1]


def _plain_rent(state: State, d: int, owner: int, owners: list[int] | None = None) -> int:
    base = _plain_base(state, d)
    t = state.tower_district
    tower_owner = -1 if t < 0 else (state.owner if owners is None else owners)[t]
    doubled = state.group_skyscraper[state.game.districts[d].group] or (owner >= 0 and tower_owner == owner)
    return base * 2 if doubled else base


def _plain_holding(state: State, p: int, owners: list[int], w: list[float]) -> float:
    g = state.game
    value = 0.0
    for group in g.groups:
        members = group.districts
        mine = [x for x in members if owners[x] == p]
        if not mine:
            continue
        total = sum(g.districts[x].card.price for x in members)
        for x in mine:
            value += HOLD_FRACTION * g.districts[x].card.price
            if state.mortgaged[x]:
                value -= _plain_base(state, x)
            else:
                value += _plain_rent(state, x, p, owners) * w[x]
        if len(mine) == len(members):
            value += WHOLE_GROUP_PREMIUM * total
        elif len(members) > 1:
            value += PARTIAL_GROUP_PREMIUM * total * (len(mine) - 1) / (len(members) - 1)
    return value


def _check(state: State, player: GoodPlayer) -> None:
    n = state.game.num_players
    owner, mortgaged = state.owner, state.mortgaged
    w = player.weights(state)
    for q in range(n):
        mine = [d for d in range(len(owner)) if owner[d] == q and not mortgaged[d]]
        worst = max((_plain_rent(state, d, owner[d]) for d in range(len(owner))
                     if owner[d] >= 0 and owner[d] != q and not mortgaged[d]), default=0)
        assert common.worst_rent_against(state, q) == worst
        assert common.net_worth(state, q) == state.cash[q] + sum(_plain_rent(state, d, q) for d in mine)
        assert common.mortgage_capacity(state, q) == sum(_plain_base(state, d) for d in mine)
        assert player.holding_value(state, q, list(owner), w) == _plain_holding(state, q, list(owner), w)


@pytest.mark.parametrize("track", ["starter", "classic", "pro"])
def test_board_figures_match_the_plain_formulas_during_games(track: str) -> None:
    game = Game.create(load_builtin(track), 3)
    for seed in range(3):
        session = Session(game, seed)
        state = session.state
        bots = [GoodPlayer(seed * 10 + i) for i in range(3)]
        while not state.is_terminal():
            p = state.current_player
            if p == CHANCE:
                session.chance_step()
                continue
            if len(state.history) % 7 == 0:
                _check(state, bots[p])
            state.apply(bots[p].decide(state, p))


def test_board_memo_sees_direct_edits() -> None:
    state = new_state("classic", players=2)
    player = GoodPlayer(1)
    first = state.game.groups[0].districts[0]
    district_id = state.game.districts[first].card.id
    give(state, 1, district_id)
    _check(state, player)
    state.residential[first] = 3  # no action: the history length is unchanged
    _check(state, player)
    state.mortgaged[first] = True
    _check(state, player)
    state.mortgaged[first] = False
    state.hazard_touch[first] = 1
    _check(state, player)
