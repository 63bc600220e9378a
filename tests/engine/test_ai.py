"""Computer players: always legal, always finishing, sensible on deals, auctions and debts."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.ubuild.actions import (
    AcceptDeal,
    DeclareBankruptcy,
    Mortgage,
    OpenBid,
    OpenPass,
    PayDebt,
    ProposeDeal,
    RejectDeal,
    StartAuction,
)
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import STRENGTHS, ComputerPlayer, make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.player_base import BasePlayer
from ubuild_desktop.core.engine.ubuild.player_common import fallback_action
from ubuild_desktop.core.engine.simulate import play_game
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin

from .helpers import d, give, land_on, new_state, space_of

# Not an allowance: every all-computer game must end by the rules (bankruptcy or the
# round limit, at most 180 rounds); this guard only turns a hang into a failure.
RUNAWAY_GUARD = 10_000  # player-turns


@pytest.fixture(autouse=True)
def strict_players(monkeypatch: pytest.MonkeyPatch) -> None:
    """A strategy's exception or illegal choice fails the test instead of being papered over."""
    monkeypatch.setattr(BasePlayer, "strict", True)


def _play_checked(track: str, players: int, strengths: list[str], seed: int) -> tuple[int, bool]:
    """Play one game through the engine's one driver of computer players, strict: every
    computer action (deal offers included) checked with ``is_legal`` first; (turns, capped)."""
    game = Game.create(load_builtin(track), players)
    session = Session(game, seed)
    state = session.state
    bots = [make_player(s, seed * 10 + i) for i, s in enumerate(strengths)]
    played = play_out(session, bots, cap=RUNAWAY_GUARD, check=True)
    if played.capped:
        return played.turns, True
    assert state.end_reason in ("bankruptcy", "round_limit")
    assert state.rounds <= game.round_limit
    return played.turns, False


def test_api() -> None:
    assert STRENGTHS == ("simple", "good")
    for strength in STRENGTHS:
        player = make_player(strength, 1)
        assert isinstance(player, ComputerPlayer)
        assert player.strength == strength
    with pytest.raises(ValueError, match="unknown strength"):
        make_player("godlike", 1)


@pytest.mark.parametrize("track", builtin_track_names())
@pytest.mark.parametrize("strengths", [["simple"], ["good"], ["simple", "good"]])
def test_all_computer_games_end_legally(track: str, strengths: list[str]) -> None:
    low, high = (2, 4) if track == "starter" else (2, 6)
    for players in range(low, high + 1, 2 if high == 6 else 1):
        seats = [strengths[i % len(strengths)] for i in range(players)]
        turns, capped = _play_checked(track, players, seats, seed=players * 7 + len(strengths))
        assert not capped, f"{track} {players} players {seats}: cap hit"
        assert turns > 0


@pytest.mark.slow
@pytest.mark.parametrize("track", builtin_track_names())
def test_many_seeded_games_end_legally(track: str) -> None:
    # Every action is legal in every game, and every game ends: a game that stalls (the box
    # out of blocks, every player richer than any rent: see docs/BALANCE.md) ends at the
    # round limit.
    low, high = (2, 4) if track == "starter" else (2, 6)
    capped_seeds = []
    for seed in range(40):
        players = low + seed % (high - low + 1)
        mix = [["simple"], ["good"], ["simple", "good"], ["good", "simple"]][seed % 4]
        seats = [mix[i % len(mix)] for i in range(players)]
        _, capped = _play_checked(track, players, seats, seed=1000 + seed)
        if capped:
            capped_seeds.append(1000 + seed)
    assert not capped_seeds, f"{track}: games did not end for seeds {capped_seeds}"


def test_decide_is_deterministic_for_a_seed() -> None:
    game = Game.create(load_builtin("classic"), 3)
    a = play_game(game, ["good", "simple", "good"], 11)
    b = play_game(game, ["good", "simple", "good"], 11)
    assert a == b


def test_decide_refuses_a_seat_that_is_not_to_act() -> None:
    s = new_state("classic", players=2)
    with pytest.raises(ValueError):
        make_player("good", 1).decide(s, 1)


# ------------------------------------------------------------------ deals


@pytest.mark.parametrize("strength", STRENGTHS)
def test_rejects_a_deal_that_gives_away_value(strength: str) -> None:
    s = new_state("pro", players=3)
    give(s, 1, "fernvale", "mossbank-gardens", "greenspire-commons")
    # Player 0 wants a whole group for a pittance.
    s.apply(ProposeDeal(0, 1, (), ("greenspire-commons",), 10, 0))
    assert s.phase == Phase.DEAL and s.current_player == 1
    assert make_player(strength, 3).decide(s, 1) == RejectDeal()


@pytest.mark.parametrize("strength", STRENGTHS)
def test_rejects_paying_more_than_a_district_is_worth(strength: str) -> None:
    s = new_state("pro", players=3)
    give(s, 0, "tannery-row")
    s.apply(ProposeDeal(0, 1, ("tannery-row",), (), 0, 6000))
    assert make_player(strength, 3).decide(s, 1) == RejectDeal()


@pytest.mark.parametrize("strength", STRENGTHS)
def test_accepts_a_clearly_good_deal(strength: str) -> None:
    s = new_state("pro", players=3)
    give(s, 0, "fernvale")
    give(s, 1, "tannery-row")
    # Player 1 is offered a $3M district plus $2M for a $600k one.
    s.apply(ProposeDeal(0, 1, ("fernvale",), ("tannery-row",), 2000, 0))
    assert make_player(strength, 3).decide(s, 1) == AcceptDeal()


def test_good_player_offers_to_complete_its_group_and_pays_fairly() -> None:
    s = new_state("pro", players=2)
    give(s, 0, "fernvale", "mossbank-gardens")
    give(s, 1, "greenspire-commons")
    land_on(s, space_of(s, "kite-hill"))
    s.apply(StartAuction())
    while s.phase == Phase.AUCTION:
        s.apply(fallback_action(s))  # player 0 opens at $10k, player 1 passes
    assert s.phase == Phase.POST_ROLL and s.current_player == 0
    deal = make_player("good", 5).propose_deal(s, 0)
    assert isinstance(deal, ProposeDeal)
    assert deal.take == ("greenspire-commons",) and deal.give_cash > s.game.district("greenspire-commons").card.price
    assert s.is_legal(deal)
    s.apply(deal)
    # The simple player takes a generous offer; the good one weighs it, but it must answer legally.
    assert make_player("simple", 1).decide(s, 1) == AcceptDeal()
    assert s.is_legal(make_player("good", 1).decide(s, 1))


def test_simple_player_never_proposes() -> None:
    s = new_state("pro", players=2)
    assert make_player("simple", 1).propose_deal(s, 0) is None


# ------------------------------------------------------------------ auctions


@pytest.mark.parametrize("strength", STRENGTHS)
def test_auction_bids_stay_in_range_and_stop_at_a_limit(strength: str) -> None:
    s = new_state("pro", players=3)
    land_on(s, space_of(s, "tannery-row"))  # $600k district
    s.apply(StartAuction())
    bots = [make_player(strength, i) for i in range(3)]
    bids = 0
    while s.phase == Phase.AUCTION:
        p = s.current_player
        action = bots[p].decide(s, p)
        if isinstance(action, OpenBid):
            low, high = s.bid_range()  # type: ignore[misc]
            assert action.bidder == p and low <= action.amount <= high and action.amount % 10 == 0
            bids += 1
        else:
            assert action == OpenPass(p)
        s.apply(action)
        assert bids < 200
    owner = s.owner_of("tannery-row")
    assert owner >= 0
    paid = [t.amount for t in s.transactions if t.reason.startswith("auction")]
    # Nobody pays far above the printed price for a plain district.
    assert paid and paid[0] <= 2 * s.game.district("tannery-row").card.price


@pytest.mark.parametrize("strength", STRENGTHS)
def test_lander_opens_then_passes_when_it_cannot_afford_more(strength: str) -> None:
    s = new_state("pro", players=2)
    s.cash[0] = 300
    land_on(s, space_of(s, "observatory-crest"))
    bot = make_player(strength, 2)
    assert bot.decide(s, 0) == StartAuction()
    s.apply(StartAuction())
    first = bot.decide(s, 0)
    assert first == OpenBid(0, 10)  # the lander must open
    s.apply(first)
    s.apply(OpenBid(1, 500))  # player 1 outbids
    assert bot.decide(s, 0) == OpenPass(0)


# ------------------------------------------------------------------ debts


@pytest.mark.parametrize("strength", STRENGTHS)
def test_raises_money_by_mortgaging_before_bankruptcy(strength: str) -> None:
    s = new_state("pro", players=2)
    give(s, 1, "observatory-crest")
    give(s, 0, "kite-hill", "tannery-row", "fernvale")
    k = d(s, "kite-hill")
    s.residential[k] = 5  # worth mortgaging
    o = d(s, "observatory-crest")
    s.industrial[o] = 8
    s.cash[0] = 100
    land_on(s, space_of(s, "observatory-crest"))
    assert s.phase == Phase.RAISE_FUNDS and s.current_player == 0
    bot = make_player(strength, 4)
    seen: list[type] = []
    for _ in range(50):
        if s.phase != Phase.RAISE_FUNDS:
            break
        action = bot.decide(s, 0)
        seen.append(type(action))
        s.apply(action)
        if s.phase == Phase.DEAL:  # a sale offered to survive: the partner turns it down
            s.apply(RejectDeal())
    assert Mortgage in seen
    # Bankruptcy only once every district is mortgaged.
    if DeclareBankruptcy in seen:
        assert seen.index(DeclareBankruptcy) > max(i for i, t in enumerate(seen) if t is Mortgage)
        assert all(s.mortgaged[x] or s.owner[x] != 0 for x in range(len(s.owner))) or s.bankrupt == 0


@pytest.mark.parametrize("strength", STRENGTHS)
def test_pays_a_debt_once_mortgages_cover_it(strength: str) -> None:
    s = new_state("pro", players=2)
    give(s, 1, "kite-hill")
    s.residential[d(s, "kite-hill")] = 3
    give(s, 0, "scarlet-mews")
    s.industrial[d(s, "scarlet-mews")] = 4
    s.cash[0] = 50
    land_on(s, space_of(s, "kite-hill"))
    assert s.phase == Phase.RAISE_FUNDS
    bot = make_player(strength, 4)
    action = bot.decide(s, 0)
    assert action == Mortgage("scarlet-mews")
    s.apply(action)
    assert bot.decide(s, 0) == PayDebt()
    s.apply(PayDebt())
    assert s.bankrupt == -1


def test_good_player_places_a_hazard_against_the_leader() -> None:
    s = new_state("pro", players=3)
    give(s, 1, "fernvale")
    s.residential[d(s, "fernvale")] = 6
    s.cash[1] += 20_000  # the leader
    s.phase = Phase.PLANNING
    action = make_player("good", 1).decide(s, 0)
    from ubuild_desktop.core.engine.ubuild.actions import PlaceHazard

    assert isinstance(action, PlaceHazard)
    site = s.game.sites[s.game.site_by_cell[action.site]]
    assert d(s, "fernvale") in site.districts
