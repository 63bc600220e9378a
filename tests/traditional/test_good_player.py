"""The traditional game's computer players decide well: one scenario per decision (a
position reached by actions, with the tests' settings of ``helpers``: who owns what, cash,
the bank's stock), a deal, a house shortage, games that always finish, and the one place
players come from (``computer_player``)."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal, Buy, EndTurn, Mortgage, OpenBid, OpenPass, PayDebt, PayJailFine, ProposeDeal, RejectDeal, Roll, StartAuction,
)
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.phases import END_ACTION_LIMIT, Phase
from ubuild_desktop.core.engine.simulate import TRADITIONAL
from ubuild_desktop.core.engine.traditional.actions import (
    BuildHouse, PayIncomeTax, SellBuilding, TradeDeal, UseJailCard,
)
from ubuild_desktop.core.engine.traditional.computer import STRENGTHS, computer_player
from ubuild_desktop.core.engine.traditional.good import GoodPlayer
from ubuild_desktop.core.engine.traditional.good_value import deal_gains, landing_odds
from ubuild_desktop.core.engine.traditional.player import SimplePlayer
from ubuild_desktop.core.engine.traditional.session import TradSession, replay
from ubuild_desktop.core.engine.traditional.state import TradState

from .helpers import act, game, give, index, place, roll, started, why
from .test_rules import draw, top

BROWNS = ("cobbler-lane", "tinker-row")
ORANGES = ("clocktower-square", "weavers-street", "bakers-row")
PINKS = ("orchard-avenue", "lilac-walk", "poppy-terrace")


def good_choice(state: TradState, seat: int | None = None) -> object:
    """The good player's decision for the seat the game waits on; it must be legal."""
    p = state.current_player if seat is None else seat
    action = GoodPlayer(7).decide(state, p)
    assert why(state, action) is None, action
    return action


def build_all(state: TradState, streets: tuple[str, ...], houses: int) -> None:
    """Build ``houses`` on each of ``streets`` with real actions (evenly)."""
    for _ in range(houses):
        for street in streets:
            act(state, BuildHouse(street))


# ------------------------------------------------------------------ one place gives players


def test_computer_player_gives_both_strengths_and_refuses_others() -> None:
    assert STRENGTHS == ("simple", "good")
    assert isinstance(computer_player("simple", 3), SimplePlayer)
    assert isinstance(computer_player("good", 3), GoodPlayer)
    assert computer_player("good", 3).strength == "good" and computer_player("simple", 1).strength == "simple"
    with pytest.raises(ValueError, match="unknown strength 'best'"):
        computer_player("best", 0)
    assert TRADITIONAL.strengths == STRENGTHS
    assert isinstance(TRADITIONAL.player("good", 5), GoodPlayer)


def test_landing_odds_follow_the_board_and_cards() -> None:
    odds = landing_odds(game(2))
    assert sum(odds) == pytest.approx(1.0)
    g = game(2)
    assert odds[g.ids.index("go-to-jail")] == 0.0  # nobody ends a roll there
    assert odds[g.jail] > 0.04  # Go to Jail and the cards send players there
    assert odds[g.ids.index("bakers-row")] > odds[g.ids.index("cobbler-lane")]


# ------------------------------------------------------------------ buying and auctions


def _landed_on(state: TradState, street: str) -> None:
    """Seat 0 lands on ``street`` from the space 3 before it (a roll of 1 and 2)."""
    place(state, 0, state.game.ids[index(state, street) - 3])
    roll(state, 1, 2)
    assert state.phase is Phase.BUY and state.pending == index(state, street)


def test_buying_completes_a_group_short_of_cash_but_keeps_a_reserve_otherwise() -> None:
    state = started()
    give(state, 0, "clocktower-square", "weavers-street")
    state.cash[0] = 230
    _landed_on(state, "bakers-row")
    assert good_choice(state) == Buy()  # the group is whole with it
    other = started()
    other.cash[0] = 230
    _landed_on(other, "bakers-row")
    assert good_choice(other) == StartAuction()  # a lone street: not at the cost of the reserve


def test_it_bids_past_the_price_for_its_group_and_stops_below_it_for_a_lone_street() -> None:
    state = started()
    give(state, 0, "clocktower-square", "weavers-street")
    _landed_on(state, "bakers-row")
    act(state, StartAuction())
    act(state, OpenBid(1, 250))  # Bo opens; Ana and Cy bid it up past the printed 200
    act(state, OpenBid(0, 300))
    act(state, OpenBid(2, 310))  # Ana, outbid, is asked first
    choice = good_choice(state)
    assert isinstance(choice, OpenBid) and choice.bidder == 0 and choice.amount > 310
    lone = started()
    _landed_on(lone, "bakers-row")
    act(lone, StartAuction())
    act(lone, OpenBid(1, 150))
    act(lone, OpenBid(0, 190))
    act(lone, OpenBid(2, 200))
    assert good_choice(lone) == OpenPass(0)  # worth less than its price to a player without the group


def test_it_denies_an_opponent_the_last_street_of_their_group() -> None:
    state = started()
    give(state, 1, "clocktower-square", "weavers-street")
    _landed_on(state, "bakers-row")
    act(state, StartAuction())
    act(state, OpenBid(0, 10))
    act(state, OpenBid(1, 180))  # Bo, who would complete the group
    act(state, OpenPass(2))  # Cy
    choice = good_choice(state)
    assert isinstance(choice, OpenBid) and choice.bidder == 0 and choice.amount > 180
    plain = started()
    _landed_on(plain, "bakers-row")
    act(plain, StartAuction())
    act(plain, OpenBid(0, 10))
    act(plain, OpenBid(1, 180))
    act(plain, OpenPass(2))
    assert good_choice(plain) == OpenPass(0)


# ------------------------------------------------------------------ building


def test_it_builds_evenly_and_three_houses_first() -> None:
    state = started()
    give(state, 0, *ORANGES, *BROWNS)
    state.cash[0] = 3000
    build_all(state, BROWNS, 3)  # the browns have three houses; the oranges none
    choice = good_choice(state)
    assert isinstance(choice, BuildHouse) and choice.street in ORANGES
    build_all(state, ORANGES, 2)
    act(state, BuildHouse("bakers-row"))  # the oranges now 2, 2, 3: a third house comes before the browns' fourth
    choice = good_choice(state)
    assert isinstance(choice, BuildHouse) and choice.street in ("clocktower-square", "weavers-street")


def test_it_keeps_a_reserve_when_building() -> None:
    state = started()
    give(state, 0, *ORANGES)
    state.cash[0] = 140
    assert good_choice(state) == Roll()  # a house of 100 would leave too little
    state.cash[0] = 400
    assert isinstance(good_choice(state), BuildHouse)


def test_it_mortgages_a_lone_property_to_pay_for_houses() -> None:
    state = started()
    give(state, 0, *ORANGES, "skyline-esplanade")
    state.cash[0] = 120
    assert good_choice(state) == Mortgage("skyline-esplanade")
    act(state, Mortgage("skyline-esplanade"))
    assert isinstance(good_choice(state), BuildHouse)


def test_a_shortage_it_holds_its_houses_instead_of_a_hotel() -> None:
    """Four houses on each street and few houses left while an opponent could still build:
    a hotel would hand four houses back to the bank for the opponent."""
    state = started()
    give(state, 0, *BROWNS)
    give(state, 1, *PINKS)
    state.cash[0] = 2000
    build_all(state, BROWNS, 4)
    state.houses_left = 5
    assert BuildHouse("cobbler-lane") in state.book.legal_actions(state)  # a hotel may go up
    assert good_choice(state) == Roll()
    state.houses_left = 20  # no shortage: a hotel goes up
    choice = good_choice(state)
    assert isinstance(choice, BuildHouse) and state.buildings[index(state, choice.street)] == 4
    plenty = started()
    give(plenty, 0, *BROWNS)
    plenty.cash[0] = 2000
    build_all(plenty, BROWNS, 4)
    plenty.houses_left = 5  # few houses, but no opponent could build one
    assert isinstance(good_choice(plenty), BuildHouse)


def test_a_shortage_auction_it_bids_for_the_house_and_asks_once_a_turn() -> None:
    state = started()
    give(state, 0, *ORANGES)
    give(state, 1, *PINKS)
    state.houses_left = 1
    player = GoodPlayer(1)
    choice = player.decide(state, 0)
    assert isinstance(choice, BuildHouse)
    act(state, choice)
    assert state.phase is Phase.BUILDING_AUCTION and state.current_player == 0
    bid = player.decide(state, 0)
    assert isinstance(bid, OpenBid) and bid.bidder == 0 and bid.amount >= 100
    act(state, OpenPass(0))  # (Ana lets it go this time)
    act(state, OpenPass(1))  # Bo too: unsold, the house stays with the bank
    assert state.phase is Phase.PRE_ROLL and state.houses_left == 1
    assert not isinstance(player.decide(state, 0), BuildHouse)  # not asked again this turn
    simple = SimplePlayer(1)
    asked = simple.decide(state, 0)
    assert isinstance(asked, BuildHouse)
    act(state, asked)
    act(state, OpenPass(0))
    act(state, OpenPass(1))
    assert not isinstance(simple.decide(state, 0), BuildHouse)


# ------------------------------------------------------------------ raising money


def _owing_income_tax(state: TradState, cash: int) -> None:
    state.cash[0] = cash
    roll(state, 1, 3)  # income tax, 200
    act(state, PayIncomeTax("fixed"))
    assert state.phase is Phase.RAISE_FUNDS


def test_raising_money_it_mortgages_a_lone_street_before_selling_houses() -> None:
    state = started()
    give(state, 0, *BROWNS, "weavers-street", "north-station")
    state.cash[0] = 1000
    build_all(state, BROWNS, 2)
    _owing_income_tax(state, 0)
    assert good_choice(state) == Mortgage("weavers-street")  # a lone street loses the least rent
    act(state, Mortgage("weavers-street"))
    assert good_choice(state) == Mortgage("north-station")
    act(state, Mortgage("north-station"))
    assert state.cash[0] < 200
    choice = good_choice(state)
    assert isinstance(choice, SellBuilding)  # then a house (the rules keep it even)
    act(state, choice)
    assert good_choice(state) == PayDebt()


def test_raising_money_it_offers_its_jail_card_for_cash() -> None:
    state = started()
    top(state, "chance-12")  # get out of jail free
    roll(state, 3, 4)
    draw(state)
    act(state, EndTurn())
    for _ in (1, 2):
        place(state, state.turn, "go")
        roll(state, 1, 3)  # income tax
        act(state, PayIncomeTax("fixed"))
        act(state, EndTurn())
    give(state, 0, "weavers-street")
    place(state, 0, "go")
    _owing_income_tax(state, 50)
    player = GoodPlayer(2)
    offer = player.propose_deal(state, 0)
    assert isinstance(offer, TradeDeal) and offer.give_cards == ("chance-12",) and offer.take_cash > 0
    assert why(state, offer) is None
    assert player.propose_deal(state, 0) is None  # once per debt
    act(state, offer)
    assert good_choice(state) == AcceptDeal()  # early in the game the card is worth more than that
    act(state, AcceptDeal())
    assert state.card_holder == {state.game.card_index["chance-12"]: offer.partner}


# ------------------------------------------------------------------ jail


def _jailed(state: TradState) -> None:
    """Seat 0 goes to jail by a card (from GO), then waits there until its next turn."""
    place(state, 0, "go")
    top(state, "chance-10")  # go to jail
    roll(state, 3, 4)
    draw(state)
    assert state.in_jail[0]
    act(state, EndTurn())
    for _ in (1, 2):
        place(state, state.turn, "go")
        roll(state, 1, 3)  # income tax
        act(state, PayIncomeTax("fixed"))
        act(state, EndTurn())
    assert state.phase is Phase.PRE_ROLL and state.turn == 0


def test_jail_early_it_pays_to_leave_and_late_it_stays() -> None:
    state = started()
    _jailed(state)
    assert good_choice(state) == PayJailFine()
    late = started()
    give(late, 1, *ORANGES)
    give(late, 2, *PINKS)
    late.cash[1] = late.cash[2] = 3000
    _jailed(late)
    for street in (*ORANGES, *PINKS):  # (the tests' setting: the owners built in their turns)
        late.buildings[index(late, street)] = 4
        late.touched()
        late.houses_left -= 4
    assert good_choice(late) == Roll()  # the board is built up: staying is safer


def test_in_jail_early_it_uses_its_card_before_paying() -> None:
    state = started()
    top(state, "chance-12")
    roll(state, 3, 4)
    draw(state)
    act(state, EndTurn())
    for _ in (1, 2):
        place(state, state.turn, "go")
        roll(state, 1, 3)  # income tax
        act(state, PayIncomeTax("fixed"))
        act(state, EndTurn())
    _jailed(state)
    assert good_choice(state) == UseJailCard()


# ------------------------------------------------------------------ deals


def test_it_offers_a_fair_price_for_the_street_that_completes_its_group() -> None:
    state = started()
    give(state, 0, "clocktower-square", "weavers-street")
    give(state, 1, "bakers-row")
    player = GoodPlayer(3)
    offer = player.propose_deal(state, 0)
    assert isinstance(offer, ProposeDeal) and offer.partner == 1 and offer.take == ("bakers-row",)
    assert offer.give == () and offer.give_cash > 200  # more than the printed price
    mine, theirs = deal_gains(state, offer, player.odds_of(state.game))
    assert mine > 0 and theirs > 0  # good for both, as the buyer sees it
    assert why(state, offer) is None


def test_it_offers_a_swap_that_completes_a_group_for_both() -> None:
    state = started()
    give(state, 0, "clocktower-square", "weavers-street", "orchard-avenue")
    give(state, 1, "bakers-row", "lilac-walk", "poppy-terrace")
    offer = GoodPlayer(3).propose_deal(state, 0)
    assert isinstance(offer, ProposeDeal)
    assert offer.give == ("orchard-avenue",) and offer.take == ("bakers-row",)


def test_it_accepts_only_deals_good_for_it() -> None:
    state = started()
    give(state, 0, "clocktower-square", "weavers-street")
    give(state, 1, "bakers-row")
    cheap = ProposeDeal(0, 1, take=("bakers-row",), give_cash=220)
    act(state, cheap)
    assert good_choice(state) == RejectDeal()  # Bo would hand Ana a group cheaply
    act(state, RejectDeal())
    swap = started()
    give(swap, 0, "admirals-quay", "cobbler-lane")
    give(swap, 1, "skyline-esplanade", "tinker-row")
    act(swap, ProposeDeal(0, 1, give=("cobbler-lane",), take=("skyline-esplanade",)))
    assert good_choice(swap) == RejectDeal()  # a group each, but the dark blues pay far more than the browns
    fair = started()
    give(fair, 0, "lilac-walk", "poppy-terrace", "bakers-row")
    give(fair, 1, "clocktower-square", "weavers-street", "orchard-avenue")
    act(fair, ProposeDeal(0, 1, give=("bakers-row",), take=("orchard-avenue",)))
    assert good_choice(fair) == AcceptDeal()  # the other way round: Bo takes the better group
    rich = started()
    give(rich, 1, "north-station")
    act(rich, ProposeDeal(0, 1, take=("north-station",), give_cash=400))
    assert good_choice(rich) == AcceptDeal()  # twice the price for a lone station


def test_a_good_players_deal_with_a_simple_one_is_fair_and_taken() -> None:
    """A whole game position: the good player buys the last orange from a simple player
    that accepts (printed prices, three times for a completed group)."""
    state = started(2)
    give(state, 0, "clocktower-square", "weavers-street")
    give(state, 1, "bakers-row")
    state.cash[0] = 2500
    good = GoodPlayer(1)
    tries = []
    for _ in range(3):
        offer = good.propose_deal(state, 0)
        if offer is None:
            state.rounds += 2  # (the tests' setting: the next offer waits two rounds)
            continue
        tries.append(offer.give_cash)
        act(state, offer)
        answer = SimplePlayer(2).decide(state, 1)
        act(state, answer)
        if answer == AcceptDeal():
            break
        state.rounds += 2
    assert tries == sorted(tries) and len(set(tries)) == len(tries)  # each offer higher
    assert state.owner[index(state, "bakers-row")] == 0


# ------------------------------------------------------------------ whole games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_of_good_and_mixed_players_finish_the_same_way_twice(players: int) -> None:
    """No loop: every game ends by bankruptcy or the round limit, never the action limit,
    with no fallback (strict driver: every action legal); a game played again with new
    players of the same seeds is the same game."""
    for seed in range(6):
        histories = []
        for _ in range(2):
            session = TradSession(game(players, round_limit=200), 300 + seed)
            strengths = ["good" if (seat + seed) % 3 else "simple" for seat in range(players)]
            if seed % 2:
                strengths = ["good"] * players
            seats = [computer_player(s, seed * 10 + seat) for seat, s in enumerate(strengths)]
            played = play_out(session, seats, check=True)
            state = session.state
            assert state.is_terminal() and not played.capped and played.fallbacks == 0
            assert state.end_reason != END_ACTION_LIMIT and len(state.history) < 60_000
            histories.append(list(state.history))
        assert histories[0] == histories[1]
        assert replay(session.game, state.history) == state
