"""Random play of the traditional game, checking its invariants after every action: cash
conserved with the bank, the 32 houses and 12 hotels never exceeded, even building, no
negative cash, every card in one place, every game ends (or reaches the cap), and replay
and the game file rebuild the state."""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.kernel.actions import Action, Bid, Dice, DrawCard, Mortgage, ProposeDeal, Unmortgage
from ubuild_desktop.core.engine.kernel.phases import CHANCE, END_BANKRUPTCY, END_ROUND_LIMIT, Phase
from ubuild_desktop.core.engine.kernel.refusals import Refusal
from ubuild_desktop.core.engine.traditional.actions import (
    BuildHouse, DealTitle, SellBuilding, SellGroupBuildings, TradeDeal,
)
from ubuild_desktop.core.engine.traditional.deals import DEAL_PHASES
from ubuild_desktop.core.engine.traditional.ending import standings
from ubuild_desktop.core.engine.traditional.game import K_STREET
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.money import net_worth, raisable, rent
from ubuild_desktop.core.engine.traditional.session import TradSession, replay
from ubuild_desktop.core.engine.traditional.state import TradState

from .helpers import game

# Not an allowance: a cap that turns a game that never ends into a stop instead of a hang
# (random players can mortgage and lift for ever); most games end by the rules.
CAP = 6000  # actions per game


def random_deal(state: TradState, rng: random.Random) -> Action | None:
    """A random offer from the player to act: some of their properties and cards for cash,
    or cash for some of another player's."""
    p = state.current_player
    others = [q for q in state.alive() if q != p]
    if not others:
        return None
    q = rng.choice(others)
    mine = [state.game.ids[d] for d in state.game.properties if state.owner[d] == p]
    theirs = [state.game.ids[d] for d in state.game.properties if state.owner[d] == q]
    cards_mine = tuple(state.game.card_ids[c] for c, h in state.card_holder.items() if h == p)
    cards_theirs = tuple(state.game.card_ids[c] for c, h in state.card_holder.items() if h == q)
    give = tuple(rng.sample(mine, min(len(mine), rng.randint(0, 2))))
    take = tuple(rng.sample(theirs, min(len(theirs), rng.randint(0, 1))))
    cash = rng.randint(0, max(0, min(state.cash[p], 300)))
    if rng.random() < 0.5:
        return ProposeDeal(p, q, give=give, take=take, give_cash=cash if not give else 0,
                           take_cash=0 if not give else min(cash, state.cash[q]))
    return TradeDeal(p, q, give=give, take=take, give_cash=0, take_cash=min(cash, state.cash[q]),
                     give_cards=cards_mine[:1], take_cards=cards_theirs[:1])


def random_action(state: TradState, rng: random.Random, legal: list[Action]) -> Action:
    if state.phase in DEAL_PHASES and rng.random() < 0.03:
        offer = random_deal(state, rng)
        if offer is not None and state.book.why_illegal(state, offer) is None:
            return offer
    return rng.choice(legal)


def check_invariants(state: TradState, legal: list[Action]) -> None:
    """The invariants of ``state``; ``legal``: its legal actions (the player's next choice
    is made from the same list: listing them twice cost a fifth of the run)."""
    g = state.game
    assert all(c >= 0 for c in state.cash), "cash went negative"
    assert sum(state.cash) == g.starting_cash * len(g.players) + state.bank_paid - state.bank_received
    houses = sum(b for b in state.buildings if b < 5)
    hotels = sum(1 for b in state.buildings if b == 5)
    assert 0 <= state.houses_left and houses + state.houses_left == g.houses
    assert 0 <= state.hotels_left and hotels + state.hotels_left == g.hotels
    for streets in g.group_streets:
        levels = [state.buildings[s] for s in streets]
        assert max(levels) - min(levels) <= 1, "uneven building"
        if max(levels) > 0:
            owner = state.owner[streets[0]]
            assert owner >= 0 and all(state.owner[s] == owner for s in streets)
            assert not any(state.mortgaged[s] for s in streets)
    for d in range(g.n):
        if g.kind[d] != K_STREET:  # (every street is a property: no scan of the properties for each space)
            assert state.buildings[d] == 0
        if state.owner[d] >= 0:
            assert not state.out[state.owner[d]]
        if state.mortgaged[d]:
            assert state.owner[d] >= 0
    if state.phase is not Phase.SHUFFLE:
        placed = [c for pile in state.piles.values() for c in pile] + list(state.card_holder)
        assert sorted(placed) == list(range(len(g.cards))), "a card is lost or doubled"
    if not state.is_terminal():
        assert state.phase is not Phase.RUNNING
        if state.current_player != CHANCE:
            assert not state.out[state.current_player]
            assert legal, f"no legal action in {state.phase}"


def queries_do_not_mutate(state: TradState, rng: random.Random) -> None:
    before = state.snapshot()
    book = state.book
    legal = book.legal_actions(state)
    book.chance_outcomes(state)
    standings(state)
    for p in range(len(state.player_names)):
        raisable(state, p)
        net_worth(state, p)
    for d in state.game.properties:
        rent(state, d, 7)
    for action in legal[:5]:
        assert book.why_illegal(state, action) is None, action
    if state.phase in DEAL_PHASES:
        offer = random_deal(state, rng)
        if offer is not None:
            book.why_illegal(state, offer)
    for action in HOSTILE:
        why = book.why_illegal(state, action)
        assert why is None or (isinstance(why, Refusal) and str(why))  # its English writes
    assert state.snapshot() == before


# Actions with values no rule accepts anywhere (unknown spaces and cards, a corner as a
# street, out-of-range seats and dice): each is refused with a reason, never an exception.
HOSTILE: tuple[Action, ...] = (
    BuildHouse("nowhere"), BuildHouse("go"), SellBuilding("jail"), SellGroupBuildings("north-station"),
    Mortgage("chance-1"), Unmortgage("nowhere"), Dice((0, 7)), Dice((3,)), DrawCard("chance-99"),
    DealTitle("go"), Bid(-5), ProposeDeal(0, 0, give_cash=1), ProposeDeal(9, 1, give_cash=1),
    ProposeDeal(0, 1, give=("go",)), TradeDeal(0, 1, give_cards=("chest-77",)),
    TradeDeal(0, 1, give_cards=("chance-12", "chance-12")), ProposeDeal(0, 1, give_cash=-10),
)


def listed(state: TradState) -> list[Action]:
    """The legal actions of the player to act (none when the dice or the game are to act)."""
    return [] if state.is_terminal() or state.current_player == CHANCE else state.book.legal_actions(state)


def play(seed: int) -> tuple[TradState, TradSession]:
    players = 2 + seed % 3
    rules = {"round_limit": 40} if seed % 2 else {}
    if seed % 5 == 0:
        rules.update(free_parking_pot=True, double_salary_on_go=True, dealt_properties=2)
    if seed % 7 == 0:
        rules.update(auctions=False, build_in_jail=False)
    session = TradSession(game(players, **rules), seed)
    rng = random.Random(seed * 7919 + 1)
    state = session.state
    steps = 0
    legal = listed(state)
    while not state.is_terminal() and steps < CAP:
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng, legal))
        steps += 1
        legal = listed(state)
        check_invariants(state, legal)
        if steps % 53 == 0 and not state.is_terminal():
            queries_do_not_mutate(state, rng)
    assert replay(session.game, state.history) == state
    loaded = parse_game(dump_game(session), "round-trip")
    assert loaded.state == state
    assert loaded.rng.getstate() == session.rng.getstate()
    return state, session


@pytest.mark.parametrize("seeds", [range(0, 20), range(20, 40)])
def test_random_play_conformance(seeds: range) -> None:
    ended = 0
    for seed in seeds:
        state, session = play(seed)
        if state.is_terminal():
            ended += 1
            assert state.events[-1].kind == "game_over"
            table = standings(state)
            if state.end_reason == END_BANKRUPTCY:
                assert len(state.alive()) == 1 and table[0].player == state.alive()[0]
                assert all(row.bankrupt for row in table[1:])
            else:
                assert state.end_reason == END_ROUND_LIMIT and state.rounds == 40
    assert ended >= len(seeds) // 2, f"only {ended} of {len(seeds)} games ended by the rules"


@pytest.mark.slow
def test_random_play_conformance_many() -> None:
    for seed in range(40, 400):
        play(seed)
