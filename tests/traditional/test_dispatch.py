"""The traditional table (``TradTable``: the commonest handlers and listers called by name)
does what the kernel's ``RuleTable`` does with the same rows (each row's function called
as an object).

Two games of the same seed go in step: every action (the computer players', one in four
drawn at random from the whole listing, the CHANCE player's) is applied to one by the
book and to the other by a plain ``RuleTable`` of the same rows; the two states and their
events stay equal, both list the same actions (``legal_actions``, and ``legal_of`` for
every kind and the players' tuples of kinds), and every kind the table handles by name is
applied on the way.
"""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.kernel.actions import Buy, Dice, DrawCard, EndTurn, Mortgage, OpenBid, OpenPass, Roll
from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.traditional.actions import BuildHouse
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import TradSession
from ubuild_desktop.core.engine.kernel.table import RuleTable
from ubuild_desktop.core.engine.traditional import good, player
from ubuild_desktop.core.engine.traditional.ending import end_by_action_limit
from ubuild_desktop.core.engine.traditional.movement import run
from ubuild_desktop.core.engine.traditional.table import ACTIONS, NARROW, TABLE, chance_outcomes
from ubuild_desktop.core.square import load_builtin_board

BY_NAME = {Dice, Roll, EndTurn, OpenBid, DrawCard, BuildHouse, OpenPass, Mortgage, Buy}
PLAIN = RuleTable(ACTIONS, run, end_by_action_limit, chance_outcomes, NARROW)
KIND_TUPLES = [(kind,) for kind in ACTIONS] + [player.TURN_KINDS, player.BUY_KINDS, player.RAISE_KINDS,
                                               good.TURN_KINDS, good.RAISE_KINDS]


@pytest.mark.parametrize(("players", "seed", "version"), ((4, 1, 3), (3, 2, 2), (2, 3, 1)))
def test_the_books_dispatch_applies_as_the_rule_table(players: int, seed: int, version: int) -> None:
    game = Game(load_builtin_board("traditional"), players, HouseRules(), rules_version=version)
    by_book, by_table = TradSession(game, seed), TradSession(game, seed)
    a, b = by_book.state, by_table.state
    rng = random.Random(seed)
    seats = [computer_player("good" if (seed + i) % 2 else "simple", seed * 10 + i) for i in range(players)]
    applied: set[type] = set()
    for _ in range(4000):
        if a.phase is Phase.GAME_OVER:
            break
        p = a.current_player
        if p == CHANCE:
            action = by_book.chance_step()
        else:
            legal = a.book.legal_actions(a)
            assert legal == PLAIN.legal_actions(b)
            for kinds in KIND_TUPLES:
                assert TABLE.legal_of(a, kinds) == PLAIN.legal_of(b, kinds), kinds
            action = rng.choice(legal) if rng.random() < 0.25 else seats[p].decide(a, p)
            a.book.apply_legal(a, action)
        PLAIN.apply_legal(b, action)
        applied.add(type(action))
        assert a.snapshot() == b.snapshot(), action
        assert len(a.events) == len(b.events) and a.events[-3:] == b.events[-3:], action
    kinds = BY_NAME if version == 3 else BY_NAME - {OpenBid, OpenPass}  # open bids: rules version 3
    assert kinds <= applied, kinds - applied
