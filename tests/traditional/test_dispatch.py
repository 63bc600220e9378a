"""The book's ``apply_legal`` (``table.apply_legal``: the commonest handlers called by name)
does what the kernel's ``TABLE.apply_legal`` does with the rule table's column.

Two games of the same seed go in step: every action (the computer players', one in four
drawn at random from the whole listing, the CHANCE player's) is applied to one by the
book and to the other by the table; the two states and their events stay equal, and every
kind the book calls by name is applied on the way.
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
from ubuild_desktop.core.engine.traditional.table import TABLE
from ubuild_desktop.core.square import load_builtin_board

BY_NAME = {Dice, Roll, EndTurn, OpenBid, DrawCard, BuildHouse, OpenPass, Mortgage, Buy}


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
            action = rng.choice(legal) if rng.random() < 0.25 else seats[p].decide(a, p)
            a.book.apply_legal(a, action)
        TABLE.apply_legal(b, action)
        applied.add(type(action))
        assert a.snapshot() == b.snapshot(), action
        assert len(a.events) == len(b.events) and a.events[-3:] == b.events[-3:], action
    kinds = BY_NAME if version == 3 else BY_NAME - {OpenBid, OpenPass}  # open bids: rules version 3
    assert kinds <= applied, kinds - applied
