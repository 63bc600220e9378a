"""The engine's fast paths give exactly what the plain rule-by-rule versions give.

Each shortcut taken for speed (tables of quiet spaces for moves, bisection for dice,
per-district site sets, the greedy block count, prebuilt actions) is compared here with
a straightforward version of the same rule.
"""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.ubuild.building import blocks_reason, bonus_reason, hazard_reason, special_reason
from ubuild_desktop.core.engine.ubuild.movement import step_move
from ubuild_desktop.core.engine.ubuild.state import CHANCE, Phase, State
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.actions import Roll, parse_action
from ubuild_desktop.core.engine.ubuild.session import Session, replay, sample_outcome
from ubuild_desktop.core.engine.ubuild.building import may_build_now
from ubuild_desktop.core.engine.ubuild.tables import DICE_OUTCOMES
from ubuild_desktop.core.pieces import BuildingKind, SpaceKind
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action
from .helpers import new_state


def _slow_move(state: State, steps: int) -> tuple[int, list[str]]:
    """Where a move of ``steps`` ends and what happens on the way, one space at a time."""
    g = state.game
    size, jump = g.num_spaces, g.railroad_jump_after
    pos = state.position[state.turn]
    up = dict(state.bridge_up)
    forward, left, seen = steps > 0, abs(steps), []
    while left:
        if forward:
            if pos == jump:
                seen.append("railroad_jumped")
            pos = (pos + 1) % size
        else:
            if jump is not None and pos == (jump + 1) % size:
                seen.append("railroad_jumped")
            pos = (pos - 1) % size
        left -= 1
        kind = g.space_kinds[pos]
        if kind is SpaceKind.GO and forward:
            seen += ["passed_go", "money_moved"] if left else ["money_moved"]
        elif kind is SpaceKind.BRIDGE and left and up[pos]:
            up[pos] = False
            seen += ["bridge_lowered", "money_moved"]
    return pos, seen + ["moved"]


@pytest.mark.parametrize("track", ["classic-railroad", "pro", "starter"])
def test_moves_match_the_space_by_space_rule(track: str) -> None:
    rng = random.Random(track)
    for _ in range(400):
        s = new_state(track, 2)
        s.phase = Phase.RUNNING
        s.position[0] = rng.randrange(s.game.num_spaces)
        for b in s.game.bridges:
            s.bridge_up[b] = rng.random() < 0.5
        steps = rng.choice([-3, -2, -1, *range(1, 13), 31, 40])
        expected = _slow_move(s, steps)
        start = len(s.events)
        step_move(s, steps)
        assert (s.position[0], [e.kind for e in s.events[start:]]) == expected


def test_dice_sampling_matches_the_cumulative_loop() -> None:
    rng = random.Random(3)
    for dice_count, track in ((2, "pro"), (1, "starter")):
        s = new_state(track, 2)
        s.apply(Roll())
        outcomes = s.chance_outcomes()
        assert [a for a, _ in outcomes] == list(DICE_OUTCOMES[dice_count])
        edges, total = [], 0.0
        for _, p in outcomes:
            total += p
            edges += [total, total - 1e-16, total + 1e-16]
        for x in [rng.random() for _ in range(3000)] + [x for x in edges if 0 <= x < 1] + [0.0]:
            total, expected = 0.0, outcomes[-1][0]
            for action, p in outcomes:
                total += p
                if x < total:
                    expected = action
                    break
            assert sample_outcome(s, x) == expected


def _slow_queries(state: State, p: int) -> tuple[object, ...]:
    """The site and block queries computed candidate by candidate with the *_reason rules."""
    g = state.game
    bonus = [s.cell for s in g.sites if bonus_reason(state, p, s.index) is None]
    hazard = [s.cell for s in g.sites if hazard_reason(state, p, s.index) is None]
    special = {}
    for kind in (BuildingKind.SKYSCRAPER, BuildingKind.STADIUM, BuildingKind.TOWER):
        by_district = {}
        if may_build_now(state, p):
            for info in g.districts:
                if state.owner[info.index] != p:
                    continue
                cells = [g.sites[s].cell for s in info.sites if special_reason(state, p, kind, info.index, s) is None]
                if cells:
                    by_district[info.card.id] = cells
        special[kind] = by_district
    blocks = []
    for info in g.districts:
        opts = state.block_options(p, info.card.id)
        best = max(
            (r + i for r in range(opts.max_residential + 1) for i in range(opts.max_industrial + 1)
             if blocks_reason(state, p, info.index, r, i) is None), default=0,
        )
        blocks.append((opts.max_total, best if may_build_now(state, p) else 0))
    return bonus, hazard, special, blocks


def _fast_queries(state: State, p: int) -> tuple[object, ...]:
    special = {kind: state.special_sites(p, kind) for kind in ("skyscraper", "stadium", "tower")}
    blocks = [(state.block_options(p, i.card.id).max_total,) * 2 for i in state.game.districts]
    return state.bonus_sites(p), state.hazard_sites(p), special, blocks


@pytest.mark.parametrize("track", builtin_track_names())
def test_queries_match_the_candidate_by_candidate_rules(track: str) -> None:
    for seed in range(4):
        game = Game.create(load_builtin(track), 3)
        session = Session(game, seed)
        rng = random.Random(seed)
        state = session.state
        steps = 0
        while not state.is_terminal() and steps < 3000:
            if steps % 3 == 0 and state.current_player != CHANCE:
                for p in range(game.num_players):
                    fast, slow = _fast_queries(state, p), _slow_queries(state, p)
                    assert fast[:3] == slow[:3]
                    # block_options' max_total is the best count any legal purchase reaches.
                    assert [a for a, _ in fast[3]] == [b for _, b in slow[3]]
            if state.current_player == CHANCE:
                session.chance_step()
            else:
                session.apply(random_action(state, rng))
            steps += 1


def test_listed_actions_are_shared_but_replay_is_unaffected() -> None:
    # legal_actions() hands out prebuilt (frozen) action objects; a replay from their
    # text form rebuilds an equal state.
    game = Game.create(load_builtin("pro"), 4)
    session = Session(game, 5)
    rng = random.Random(5)
    while not session.state.is_terminal():
        state = session.state
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
    assert replay(game, [parse_action(str(a)) for a in session.state.history]) == session.state
