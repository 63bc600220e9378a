"""The legal_actions() contract: complete for every finite family, queries for the rest.

Along random games on every built-in track, every candidate action a player could send
is tried with ``is_legal``; the legal ones must be exactly the listed ones (bids and deals
aside), every listed action must be legal, the lowest bid must be listed whenever a bid
is possible, and ``can_propose_deal`` / ``deal_partners`` must agree with ``is_legal``.
"""

from __future__ import annotations

import random

import pytest

from ubuild_desktop.core.engine.ubuild.state import CHANCE, Phase, State
from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    Action,
    Bid,
    BuildBlocks,
    BuildSkyscraper,
    BuildStadium,
    BuildTower,
    Buy,
    DeclareBankruptcy,
    Done,
    DrawCard,
    EndTurn,
    FreeBlocks,
    Mortgage,
    MoveHazard,
    OpenBid,
    OpenPass,
    Pass,
    PayDebt,
    PayJailFine,
    PlaceBonus,
    PlaceHazard,
    ProposeDeal,
    RejectDeal,
    Roll,
    StartAuction,
    Unmortgage,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from ubuild_desktop.core.engine.ubuild.random_player import random_action
from ubuild_desktop.core.engine.kernel.auction import bid_range_of
from .helpers import card_on_top, d, give, land_on, new_state

_SIMPLE = (Roll(), PayJailFine(), Buy(), StartAuction(), Pass(), Done(), EndTurn(), PayDebt(),
           DeclareBankruptcy(), AcceptDeal(), RejectDeal())


def _candidates(state: State) -> list[Action]:
    """Every action of a finite family a player could send now, legal or not."""
    g = state.game
    out: list[Action] = list(_SIMPLE)
    out += [OpenPass(q) for q in range(-1, g.num_players + 1)]
    for info in g.districts:
        cid = info.card.id
        out += [Mortgage(cid), Unmortgage(cid)]
        out += [BuildBlocks(cid, r, i) for r in range(5) for i in range(5) if r + i]
        if state.phase == Phase.FREE_BLOCKS:
            out += [FreeBlocks(cid, r, i) for r in range(9) for i in range(9) if r + i <= 9]
        for s in info.sites:
            cell = g.sites[s].cell
            out += [BuildSkyscraper(cid, cell), BuildStadium(cid, cell), BuildTower(cid, cell)]
    for site in g.sites:
        out += [PlaceBonus(site.cell), PlaceHazard(site.cell)]
        out += [MoveHazard(site.cell, g.sites[n].cell) for n in site.neighbours]
    return out


def _check_contract(state: State) -> None:
    listed = state.legal_actions()
    assert len({str(a) for a in listed}) == len(listed), "an action is listed twice"
    for action in listed:
        assert state.why_illegal(action) is None, f"listed but illegal: {action}"
    p = state.current_player
    if p == CHANCE or state.is_terminal():
        return
    assert listed, f"nothing to do in {state.phase}"
    legal = {str(a) for a in _candidates(state) if state.is_legal(a)}
    assert legal == {str(a) for a in listed if not isinstance(a, (Bid, OpenBid))}
    # Bids: the listed ones lie in bid_range(), which always shows up by its lowest bid;
    # in an open auction, each player's in their own range (bid_range_of).
    bids = [a.amount for a in listed if isinstance(a, Bid)]
    rng = state.bid_range()
    if rng is None or (state.auction is not None and state.auction.open):
        assert not bids
        assert not state.is_legal(Bid(10))
    else:
        low, high = rng
        assert low in bids and all(low <= b <= high and b % 10 == 0 for b in bids)
        assert state.is_legal(Bid(high)) and not state.is_legal(Bid(high + 10))
        assert not state.is_legal(Bid(low - 10))
    if state.phase is Phase.AUCTION:
        _check_open_bids(state, listed)
    # Deals: the queries agree with is_legal on a simple offer to each partner.
    n = state.game.num_players
    for q in range(n):
        partners = state.deal_partners(q)
        assert bool(partners) == state.can_propose_deal(q)
        for r in range(n):
            if r == q:
                continue
            if state.cash[q] >= 10:
                offer = ProposeDeal(q, r, give_cash=10)
            elif state.districts_of(q):
                offer = ProposeDeal(q, r, give=tuple(state.districts_of(q)[:1]))
            else:
                continue  # nothing to offer: an empty deal is never legal
            assert state.is_legal(offer) == (r in partners), (q, r, state.phase)


def _check_open_bids(state: State, listed: list[Action]) -> None:
    """Each player's listed open bids lie in their range and hold its lowest; a player
    with none listed may bid nothing."""
    auction = state.auction
    assert auction is not None
    for q in range(state.game.num_players):
        bids = [a.amount for a in listed if isinstance(a, OpenBid) and a.bidder == q]
        rng = bid_range_of(state, q)
        if not bids:
            assert rng is None or not state.is_legal(OpenBid(q, rng[0]))
            continue
        assert auction.open and rng is not None
        low, high = rng
        assert low in bids and all(low <= b <= high and b % 10 == 0 for b in bids)
        assert state.is_legal(OpenBid(q, high)) and not state.is_legal(OpenBid(q, high + 10))
        assert not state.is_legal(OpenBid(q, low - 10))


def _play_checking(track: str, seed: int, every: int) -> None:
    game = Game.create(load_builtin(track), 2 + seed % 3)
    session = Session(game, seed)
    rng = random.Random(seed)
    state = session.state
    steps = 0
    while not state.is_terminal() and steps < 4000:
        if steps % every == 0 or state.phase in (Phase.PLANNING, Phase.FREE_BLOCKS, Phase.AUCTION, Phase.DEAL,
                                                   Phase.RAISE_FUNDS, Phase.HAZARD_MOVES, Phase.PAID_MOVE,
                                                   Phase.BUY):
            _check_contract(state)
        if state.current_player == CHANCE:
            session.chance_step()
        else:
            session.apply(random_action(state, rng))
        steps += 1


@pytest.mark.parametrize("track", builtin_track_names())
def test_legal_actions_is_complete_along_random_games(track: str) -> None:
    for seed in range(3):
        _play_checking(track, seed, every=5)


def test_deal_window() -> None:
    s = new_state("classic", 3)
    # Before the roll anyone may propose; while the dice are rolling nobody may.
    assert s.deal_partners(2) == [0, 1] and s.can_propose_deal(0)
    s.apply(Roll())
    assert s.phase == Phase.ROLL and not s.can_propose_deal(0) and s.deal_partners(1) == []
    assert not s.can_propose_deal(7) and not s.can_propose_deal(-1)


def test_min_bid_is_listed_and_any_step_in_range_is_legal() -> None:
    s = new_state("pro", 2)
    land_on(s, s.game.districts[0].space)
    assert s.phase == Phase.BUY
    s.apply(StartAuction())
    low, high = s.bid_range()  # type: ignore[misc]
    assert low == 10 and OpenBid(0, 10) in s.legal_actions()
    for amount in (low, low + 10, (low + high) // 20 * 10, high):
        assert s.is_legal(OpenBid(0, amount))
    assert not s.is_legal(OpenBid(0, low + 5))


def test_free_blocks_are_listed_completely() -> None:
    s = new_state("pro")
    give(s, 0, "kite-hill", "tannery-row")
    s.residential[d(s, "tannery-row")] = 7  # room for one more only
    bridge = s.game.bridges[0]
    s.bridge_up[bridge] = True
    card_on_top(s, "prefab-homes")
    land_on(s, bridge)
    s.apply(DrawCard("prefab-homes"))
    assert s.phase == Phase.FREE_BLOCKS
    _check_contract(s)
    assert any(isinstance(a, FreeBlocks) and a.district == "tannery-row" for a in s.legal_actions())
