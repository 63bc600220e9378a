"""Each rule once (issue 12): rent, block limits, net worth and "may build now" are each
one function of the engine (``money.rent``/``counted_blocks``/``doubles``,
``money.net_worth``, ``building.block_options`` with ``turn_room``/``district_room``,
``building.may_build_now``), and what keeps a faster copy (the computer players' board
view) gives what they give at every decision of seeded games."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from ubuild_desktop.core.cards import load_districts
from ubuild_desktop.core.engine.ubuild.state import CHANCE, State
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild import building, money
from ubuild_desktop.core.engine.ubuild import player_common as common
from ubuild_desktop.core.engine.ubuild.random_player import random_action
from ubuild_desktop.core.engine.ubuild.game import BLOCKS_PER_TURN, MAX_BLOCKS
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from .helpers import good_player_decisions

ROOT = Path(__file__).resolve().parents[2] / "ubuild_desktop"


def test_rent_reads_the_card() -> None:
    """``money.rent`` on a table row is the card's printed rent (land rent for no counted
    block), doubled once."""
    for card in load_districts().cards:
        row = (card.land_rent, *card.rents)
        for counted in range(MAX_BLOCKS + 1):
            assert money.rent(row, counted, False) == card.rent_for(counted)
            assert money.rent(row, counted, True) == 2 * card.rent_for(counted)
    assert money.counted_blocks(3, 2, False) == 5
    assert money.counted_blocks(3, 2, True) == 2  # a hazard: industrial blocks only
    assert money.doubles(True, 1, -1) and money.doubles(False, 1, 1)
    assert not money.doubles(False, 1, 0) and not money.doubles(False, -1, -1)


# What may name each rule's pieces outside the module that holds it: the rule's own
# module, where the constants are defined (game.py) and listed (tables.py's rent rows and
# block combinations), and the house rules the play view states in words.
_ONLY_IN = {
    # a rent read out of a card's row (rent_row[d][n], rows[d][n]): money.rent
    r"rent_row\[[^\]]*\]\[|\brows\[[^\]]*\]\[": {"core/engine/ubuild/money.py"},
    r"\bMAX_BLOCKS\b": {"core/engine/ubuild/building.py", "core/engine/ubuild/game.py", "core/engine/ubuild/money.py",
                        "play/ubuild/words.py"},
    r"\bBLOCKS_PER_TURN\b": {"core/engine/ubuild/building.py", "core/engine/ubuild/game.py", "core/engine/ubuild/tables.py",
                             "play/ubuild/words.py"},
    r"\bstate\.special_built\b": {"core/engine/ubuild/building.py", "core/engine/ubuild/specials.py", "core/engine/ubuild/data.py", "core/engine/ubuild/movement.py"},
    r"\bstate\.blocks_district\b": {"core/engine/ubuild/building.py", "core/engine/ubuild/data.py", "core/engine/ubuild/movement.py"},
    r"\bgroup_whole_count\b": {"core/engine/ubuild/tables.py", "core/engine/ubuild/money.py"},
    r"\bcounted if counted\b|< 8 else 8\b|min\(counted, 8\)": set(),
}


@pytest.mark.parametrize("pattern", sorted(_ONLY_IN))
def test_no_copy_of_a_rule_in_the_sources(pattern: str) -> None:
    found = set()
    for path in ROOT.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())  # comments aside
        if re.search(pattern, code):
            found.add(path.relative_to(ROOT).as_posix())
    assert found <= _ONLY_IN[pattern], sorted(found - _ONLY_IN[pattern])


def _check_board(state: State) -> None:
    """The computer players' board view against the engine's one functions."""
    b = common.figures(state)
    n = state.game.num_players
    for d in range(len(state.owner)):
        assert b.base[d] == money.base_rent(state, d)
        if state.owner[d] >= 0:
            assert b.rent[d] == money.rent_of(state, d)
            assert money.rent_for(state, d, state.owner[d]) == money.rent_of(state, d)
        assert money.base_rent(state, d, state.residential[d], state.industrial[d],
                               state.hazard_touch[d] > 0) == money.base_rent(state, d)
    for p in range(n):
        assert money.net_worth(state, p) == state.net_worth(p) == state.cash[p] + sum(
            state.rent_value(x) for x in state.districts_of(p))
        assert state.cash[p] + common.mortgage_capacity(state, p) == money.most_raisable(state, p)
        others = [money.rent_of(state, d) for d, o in enumerate(state.owner)
                  if o >= 0 and o != p and not state.mortgaged[d]]
        assert common.worst_rent_against(state, p) == max(others, default=0)
        # The board view's group flags count with the engine's whole-group rule.
        whole = money.whole_groups(state, p)
        flags = b.group_flags(p)
        assert bool(flags & common.WHOLE_GROUP) == bool(whole)
        assert bool(flags & common.TWO_WHOLE_GROUPS) == (len(whole) >= 2)
        assert bool(flags & common.WHOLE_GROUP_NO_SKYSCRAPER) == any(not state.group_skyscraper[g] for g in whole)
        for g in range(len(state.tables.group_members)):
            assert money.holds_group(b.owner, state.tables, p, g) == (g in whole)


@pytest.mark.parametrize("track", builtin_track_names())
def test_the_board_view_gives_the_engine_rents_at_every_decision(track: str) -> None:
    for state, seat, _ in good_player_decisions(track, seeds=2):
        if seat >= 0:
            _check_board(state)
            continue
        ranks = {s.player: s for s in state.tally()}  # the game is over
        for p in range(state.game.num_players):
            if not ranks[p].bankrupt:
                assert ranks[p].total == money.net_worth(state, p)
                assert ranks[p].districts == money.rent_values(state, p)


def _check_blocks(state: State, p: int) -> None:
    """``block_options`` is what trying every purchase with ``blocks_reason`` finds."""
    may = building.may_build_now(state, p)
    for d in range(len(state.owner)):
        options = building.block_options(state, p, d)
        legal = [(r, i) for r in range(MAX_BLOCKS + 1) for i in range(MAX_BLOCKS + 1)
                 if r + i and building.blocks_reason(state, p, d, r, i) is None]
        assert (options.max_residential, options.max_industrial, options.max_total) == (
            max((r for r, i in legal if i == 0), default=0),
            max((i for r, i in legal if r == 0), default=0),
            max((r + i for r, i in legal), default=0),
        )
        assert not legal or may
        assert options.max_total <= min(building.blocks_room(state, d), BLOCKS_PER_TURN)


@pytest.mark.parametrize("track", builtin_track_names())
def test_block_options_is_what_the_checks_allow(track: str) -> None:
    game = Game.create(load_builtin(track), 3)
    for seed in range(2):
        session = Session(game, seed)
        rng = random.Random(seed)
        state = session.state
        steps = 0
        while not state.is_terminal() and steps < 2500:
            p = state.current_player
            if p == CHANCE:
                session.chance_step()
            else:
                if steps % 2 == 0:
                    _check_blocks(state, p)
                session.apply(random_action(state, rng))
            steps += 1
