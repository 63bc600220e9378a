"""Random play on every built-in track, checking the engine's invariants after every action."""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.kernel.events import BANK
from ubuild_desktop.core.engine.ubuild.state import CHANCE, END_BANKRUPTCY, END_ROUND_LIMIT, Phase, State
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session, replay
from ubuild_desktop.core.engine.ubuild.gamefile import dump_game, parse_game
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action

# Not an allowance: every game must end by the rules (a bankruptcy or the round limit).
# This only turns an engine bug that never ends a game into a failure instead of a hang.
RUNAWAY_GUARD = 200_000  # actions per game


def _check_invariants(state: State, game: Game, initial_stock: dict[str, int]) -> None:
    assert all(c >= 0 for c in state.cash), "cash went negative"
    assert all(-1 <= o < game.num_players for o in state.owner)
    # Stock never exceeded: what stands on the track plus what is left is the box.
    built = {k: 0 for k in initial_stock}
    for building in state.buildings.values():
        built[building.kind] += 1
    built["residential"] = sum(state.residential)
    built["industrial"] = sum(state.industrial)
    for kind, count in initial_stock.items():
        assert state.stock[kind] >= 0
        assert state.stock[kind] + built[kind] == count, kind
    assert all(0 <= r + i <= 8 for r, i in zip(state.residential, state.industrial))
    # Money only moves through logged transactions.
    assert sum(state.cash) == game.starting_cash * game.num_players + state.bank_paid - state.bank_received
    if not state.is_terminal():
        assert state.phase != Phase.RUNNING
        if state.current_player != CHANCE:
            assert state.legal_actions(), f"no legal action in {state.phase}"


def _queries_do_not_mutate(state: State) -> None:
    before = state.snapshot()
    p = state.turn
    state.legal_actions()
    state.chance_outcomes()
    state.tally()
    for district in state.game.districts[:4]:
        state.block_options(p, district.card.id)
        state.rent_value(district.card.id)
        state.can_mortgage(p, district.card.id)
    for kind in ("skyscraper", "stadium", "tower"):
        state.special_sites(p, kind)
    state.bonus_sites(p)
    state.hazard_sites(p)
    state.hazard_moves()
    state.space_summary(0)
    assert state.snapshot() == before


def play(track_name: str, seed: int, players: int, deep_every: int) -> tuple[State, bool]:
    game = Game.create(load_builtin(track_name), players)
    initial_stock = dict(game.stock)
    session = Session(game, seed)
    rng = random.Random(seed * 7919 + 1)
    state = session.state
    steps = 0
    while not state.is_terminal() and steps < RUNAWAY_GUARD:
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
        steps += 1
        _check_invariants(state, game, initial_stock)
        if steps % deep_every == 0:
            _queries_do_not_mutate(state)
    assert replay(game, state.history) == state
    loaded = parse_game(dump_game(session), "round-trip")
    assert loaded.state == state
    assert loaded.rng.getstate() == session.rng.getstate()
    return state, state.is_terminal()


def _run(track_name: str, seeds: range) -> None:
    for seed in seeds:
        state, ended = play(track_name, seed, players=2 + seed % 3, deep_every=97)
        assert ended, f"{track_name} seed {seed}: the game did not end ({len(state.history)} actions)"
        total = state.tally()
        if state.end_reason == END_BANKRUPTCY:
            assert state.bankrupt >= 0
            assert total[-1].bankrupt
        else:
            assert state.end_reason == END_ROUND_LIMIT, state.end_reason
            assert state.bankrupt == -1 and not any(row.bankrupt for row in total)
            assert state.rounds == state.game.round_limit
        assert state.events[-1].kind == "game_over"


@pytest.mark.parametrize("track_name", builtin_track_names())
def test_random_play_conformance(track_name: str) -> None:
    _run(track_name, range(50))


@pytest.mark.slow
@pytest.mark.parametrize("track_name", builtin_track_names())
def test_random_play_conformance_many(track_name: str) -> None:
    # Random players can starve a small game of bankruptcies (stock sold out, districts
    # mortgaged, GO salary outpacing rent): the round limit ends those.
    _run(track_name, range(50, 550))


def test_replay_and_round_trip_mid_game() -> None:
    game = Game.create(load_builtin("classic"), 3)
    session = Session(game, 5)
    rng = random.Random(5)
    for step in range(600):
        state = session.state
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
        if step % 150 == 0:
            assert replay(game, state.history) == state
            loaded = parse_game(dump_game(session))
            assert loaded.state == state
            # The loaded session's generator continues exactly like the original's.
            assert loaded.rng.getstate() == session.rng.getstate()
    assert all(t.amount > 0 for t in session.state.transactions)
    assert all(BANK <= t.payer < game.num_players for t in session.state.transactions)
