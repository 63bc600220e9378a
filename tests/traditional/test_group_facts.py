"""The facts the state keeps of the board (each colour group's ``TradState.group_holder``,
``group_mortgages``, ``group_buildings``; each seat's properties, ``held``) are those a
fresh count of the lists gives, at every position.

The writes keep them (``set_owner``, ``set_mortgaged``, ``set_buildings``): at each
position of seeded games (computer players, one action in three drawn at random from the
whole ``legal_actions``: mortgages, sales, titles handed to the bank, bankruptcies...;
several rules versions and house rules) they are compared with a count of the lists, and
the questions that read them (``owns_group``, ``group_mortgaged``, ``group_built``) with
the same questions asked of the lists street by street. A set-up that edits the lists
directly says so by ``touched()``.
"""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.money import group_built, group_mortgaged, owns_group
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.square import load_builtin_board

from .helpers import started

CASES = ((4, 1, 3, {}), (3, 2, 3, {"free_parking_pot": True}), (5, 3, 3, {"dealt_properties": 4}),
         (4, 4, 2, {}), (3, 5, 1, {"auctions": False}), (2, 6, 3, {"mortgage_breaks_double": True}))
STEPS = 3000


def counted(state: TradState) -> tuple[list[int], list[int], list[int], list[list[int]]]:
    """The facts counted afresh from ``owner``, ``mortgaged`` and ``buildings``."""
    holders, mortgages, buildings = [], [], []
    for streets in state.game.group_streets:
        owners = {state.owner[s] for s in streets}
        holders.append(owners.pop() if len(owners) == 1 else -1)
        mortgages.append(sum(1 for s in streets if state.mortgaged[s]))
        buildings.append(sum(state.buildings[s] for s in streets))
    held = [[d for d in state.game.properties if state.owner[d] == p] for p in range(len(state.player_names))]
    return holders, mortgages, buildings, held


def kept(state: TradState) -> tuple[list[int], list[int], list[int], list[list[int]]]:
    return (list(state.group_holder), list(state.group_mortgages), list(state.group_buildings),
            [list(mine) for mine in state.held])


def check(state: TradState) -> None:
    assert kept(state) == counted(state), state.history[-1:] if state.history else "start"
    for g, streets in enumerate(state.game.group_streets):
        for p in range(len(state.player_names)):
            assert owns_group(state, p, g) == all(state.owner[s] == p for s in streets)
            assert owns_group(state, p, g, list(state.owner)) == all(state.owner[s] == p for s in streets)
        assert group_mortgaged(state, g) == any(state.mortgaged[s] for s in streets)
        assert group_built(state, g) == any(state.buildings[s] > 0 for s in streets)


@pytest.mark.parametrize(("players", "seed", "version", "rules"), CASES)
def test_group_facts_follow_every_write(players: int, seed: int, version: int, rules: dict[str, object]) -> None:
    game = Game(load_builtin_board("traditional"), players, HouseRules(**rules), rules_version=version)  # type: ignore[arg-type]
    session = TradSession(game, seed)
    state = session.state
    rng = random.Random(seed)
    seats = [computer_player("good" if (seed + i) % 2 else "simple", seed * 10 + i) for i in range(players)]
    seen = {"owned": False, "mortgaged": False, "built": False, "changed": 0}
    check(state)
    for _ in range(STEPS):
        if state.phase is Phase.GAME_OVER:
            break
        before = kept(state)
        p = state.current_player
        if p == CHANCE:
            session.chance_step()
        else:
            legal = state.book.legal_actions(state)
            action = rng.choice(legal) if rng.random() < 1 / 3 and legal else seats[p].decide(state, p)
            state.book.apply(state, action)
        check(state)
        holders, mortgages, buildings, _held = kept(state)
        seen["owned"] = seen["owned"] or any(h >= 0 for h in holders)
        seen["mortgaged"] = seen["mortgaged"] or any(mortgages)
        seen["built"] = seen["built"] or any(buildings)
        seen["changed"] += kept(state) != before
    assert seen["mortgaged"] and seen["changed"] > 10, seen
    if version == 3 and not rules:
        assert seen["owned"] and seen["built"], seen  # whole groups, and houses on them


def test_lists_edited_directly_are_counted_by_touched() -> None:
    """A set-up that writes the lists itself (a test, a scratch board) calls ``touched()``;
    until then the facts are those of the writes (so a missing call shows in a test)."""
    state = started(2)
    streets = list(state.game.group_streets[0])
    g = state.game.group[streets[0]]
    for d in streets:
        state.owner[d] = 1
    state.mortgaged[streets[0]] = True
    assert state.group_holder[g] == -1 and state.group_mortgages[g] == 0 and not state.held[1]
    state.touched()
    assert state.group_holder[g] == 1 and state.group_mortgages[g] == 1 and state.held[1] == sorted(streets)
    assert kept(state) == counted(state)
    state.mortgaged[streets[0]] = False
    state.buildings[streets[1]] = 3
    state.touched()
    assert kept(state) == counted(state) and state.group_buildings[g] == 3
