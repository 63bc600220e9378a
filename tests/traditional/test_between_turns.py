"""The table between turns in the traditional game (issue 24), quoting the books.

001: "Los jugadores pueden comprar, vender o intercambiar propiedades en cualquier
momento". 004: "No es necesario esperar el turno para comprar una casa u hotel. En
cualquier momento en que los dados estén cambiando de manos, y el jugador disponga del
dinero y de los títulos de propiedad de todo el grupo, puede adquirir construcciones."
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ubuild_desktop.core.engine.kernel.actions import (
    AcceptDeal, Buy, Dice, EndTurn, Mortgage, ProposeDeal, RejectDeal, Roll,
)
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.driver import Driver
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.traditional.actions import BuildHouse
from ubuild_desktop.core.engine.traditional.between_turns import (
    BuildHouseBy, ByPlayer, MortgageBy, SellBuildingBy, SellGroupBy, UnmortgageBy, actions_of,
)
from ubuild_desktop.core.engine.traditional.computer import computer_player
from ubuild_desktop.core.engine.traditional.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.traditional.gamefile import dump_game, parse_game
from ubuild_desktop.core.engine.traditional.refusals import DEAL_NOT_NOW, NOT_BETWEEN_TURNS, PLAYER_OUT
from ubuild_desktop.core.engine.traditional.session import TradSession, new_state, replay
from ubuild_desktop.core.engine.traditional.state import TradState

from .helpers import NAMES, act, board, give, index, started, why

BROWN = ("cobbler-lane", "tinker-row")  # the first colour group: two streets


def old_rules_started(players: int = 3) -> TradState:
    """As ``started``, in a game of the rules before the whole table (version 2)."""
    from ubuild_desktop.core.engine.kernel.actions import DrawCard

    state = new_state(Game(board(), NAMES[:players], rules_version=WHOLE_TABLE_RULES - 1))
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    for p in range(players):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 0 else (1, 2)))
    return state


# ------------------------------------------------------------------ deals by anyone


def test_two_players_trade_while_a_third_ones_turn_is_in_progress() -> None:
    """001: "en cualquier momento": Bo and Cy trade before Ana's roll, while Ana decides
    whether to buy, and after her landing; Ana's turn goes on where it was."""
    state = started(3)
    give(state, 1, "north-station")
    deal = ProposeDeal(1, 2, give=("north-station",), take_cash=150)
    assert why(state, deal) is None
    act(state, deal)
    assert state.phase is Phase.DEAL and state.current_player == 2
    act(state, AcceptDeal())
    assert state.owner[index(state, "north-station")] == 2 and state.cash[1:] == [1650, 1350]
    assert state.phase is Phase.PRE_ROLL and state.current_player == 0
    # While Ana decides to buy the street she landed on (1 + 2: the third space).
    act(state, Roll())
    act(state, Dice((1, 2)))
    assert state.phase is Phase.BUY and state.current_player == 0
    back = ProposeDeal(2, 1, give=("north-station",), take_cash=100)
    assert why(state, back) is None
    act(state, back)
    act(state, RejectDeal())
    assert state.phase is Phase.BUY and state.current_player == 0
    act(state, Buy())
    assert state.phase is Phase.POST_ROLL
    assert why(state, back) is None


def test_an_old_game_keeps_deals_to_the_player_to_act() -> None:
    state = old_rules_started(3)
    give(state, 1, "north-station")
    assert why(state, ProposeDeal(1, 2, give=("north-station",), take_cash=150)) == str(DEAL_NOT_NOW)


def test_a_player_out_of_the_game_makes_no_deal() -> None:
    state = started(3)
    give(state, 1, "north-station")
    state.out[2] = True
    assert why(state, ProposeDeal(1, 2, give=("north-station",))) == PLAYER_OUT.format(player="Cy")
    assert why(state, ProposeDeal(2, 1, take=("north-station",))) == PLAYER_OUT.format(player="Cy")


# ------------------------------------------------------------------ building between turns


def test_a_player_builds_while_the_dice_change_hands() -> None:
    """004: "No es necesario esperar el turno para comprar una casa u hotel. En cualquier
    momento en que los dados estén cambiando de manos ... puede adquirir construcciones."
    Bo builds before Ana's roll; the roll closes the moment."""
    state = started(3)
    give(state, 1, *BROWN)
    build = BuildHouseBy(1, BROWN[0])
    assert build in state.book.legal_actions(state)
    assert why(state, build) is None
    act(state, build)
    assert state.buildings[index(state, BROWN[0])] == 1 and state.cash[1] == 1450
    assert state.phase is Phase.PRE_ROLL and state.turn == 0 and state.current_player == 0
    built = [e for e in state.events if e.kind is EventKind.HOUSE_BUILT][-1]
    assert built.get("player") == 1
    # Evenly, as on one's own turn.
    assert why(state, BuildHouseBy(1, BROWN[0])) is not None
    act(state, Roll())
    act(state, Dice((1, 2)))
    assert why(state, BuildHouseBy(1, BROWN[1])) == str(NOT_BETWEEN_TURNS)
    # Ana landed on Bo's street and paid; after her turn Bo builds with his own actions.
    assert state.phase is Phase.POST_ROLL
    act(state, EndTurn())
    assert state.phase is Phase.PRE_ROLL and state.turn == 1
    assert BuildHouse(BROWN[1]) in state.book.legal_actions(state)
    assert not [a for a in actions_of(state, 0) if isinstance(a, BuildHouseBy)]


def test_selling_and_mortgages_between_turns() -> None:
    state = started(3)
    give(state, 2, *BROWN, "north-station")
    act(state, BuildHouseBy(2, BROWN[0]))
    assert why(state, MortgageBy(2, BROWN[1])) is not None  # the group is built on
    act(state, SellBuildingBy(2, BROWN[0]))
    assert state.buildings[index(state, BROWN[0])] == 0
    act(state, BuildHouseBy(2, BROWN[0]))
    act(state, SellGroupBy(2, BROWN[1]))
    act(state, MortgageBy(2, "north-station"))
    assert state.mortgaged[index(state, "north-station")]
    act(state, UnmortgageBy(2, "north-station"))
    assert not state.mortgaged[index(state, "north-station")]
    assert sum(state.cash) == 3 * 1500 + state.bank_paid - state.bank_received
    assert state.phase is Phase.PRE_ROLL and state.current_player == 0


def test_what_others_may_do_is_listed_after_the_player_to_act_naming_them() -> None:
    state = started(3)
    give(state, 1, *BROWN)
    give(state, 0, "north-station")
    legal = state.book.legal_actions(state)
    mine = [a for a in legal if not isinstance(a, ByPlayer)]
    others = [a for a in legal if isinstance(a, ByPlayer)]
    assert legal == mine + others and isinstance(legal[0], Roll) and Mortgage("north-station") in mine
    assert {a.player for a in others} == {1}
    assert set(others) == {BuildHouseBy(1, BROWN[0]), BuildHouseBy(1, BROWN[1]),
                           MortgageBy(1, BROWN[0]), MortgageBy(1, BROWN[1])}
    assert actions_of(state, 1) == others and actions_of(state, 2) == []
    for a in others:
        assert why(state, a) is None
    # The player to act uses the plain actions; naming oneself is the same and also fine.
    assert why(state, MortgageBy(0, "north-station")) is None


def test_actions_naming_their_player_have_text_and_json_forms() -> None:
    from ubuild_desktop.core.engine.kernel.actions import action_from_json, action_to_json, parse_action

    for a in (BuildHouseBy(1, "cobbler-lane"), SellBuildingBy(2, "tinker-row"), SellGroupBy(0, "tinker-row"),
              MortgageBy(3, "north-station"), UnmortgageBy(1, "north-station")):
        assert parse_action(str(a)) == a
        assert action_from_json(json.loads(json.dumps(action_to_json(a)))) == a
        assert action_to_json(a)["player"] == a.player


def test_no_moment_between_turns_in_an_old_game_or_for_bad_seats() -> None:
    state = old_rules_started(3)
    give(state, 1, *BROWN)
    assert not [a for a in state.book.legal_actions(state) if isinstance(a, ByPlayer)]
    assert why(state, BuildHouseBy(1, BROWN[0])) == str(NOT_BETWEEN_TURNS)
    state = started(3)
    assert why(state, BuildHouseBy(7, BROWN[0])) is not None
    assert why(state, BuildHouseBy(-1, BROWN[0])) is not None
    assert why(state, BuildHouseBy(1, "nowhere")) is not None


def test_between_turns_actions_replay_and_round_trip_a_game_file() -> None:
    """A game whose history holds actions naming their player: replay and the game file
    rebuild it exactly."""
    for seed in range(10):
        session = TradSession(Game(board(), NAMES[:4]), seed)
        play_out(session, [computer_player("simple", seed * 10 + i) for i in range(4)])
        named = [a for a in session.state.history if isinstance(a, ByPlayer)]
        if named:
            break
    assert named, "no seed built between turns"
    assert replay(session.game, session.state.history) == session.state
    text = dump_game(session)
    assert f'"{named[0]}"' in text  # the history's text form names the player
    assert parse_game(text, "round-trip").state == session.state


# ------------------------------------------------------------------ replay (property)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(2, 4))
def test_replay_rebuilds_games_with_actions_of_the_whole_table(seed: int, players: int) -> None:
    """Random play that prefers the other players' actions between turns and proposes deals
    between non-acting players: replay(history) rebuilds the state, and so does the file."""
    session = TradSession(Game(board(), NAMES[:players]), seed)
    state = session.state
    rng = random.Random(seed)
    for _ in range(1500):
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            session.chance_step()
            continue
        legal = state.book.legal_actions(state)
        others = [a for a in legal if isinstance(a, ByPlayer)]
        bystanders = [x for x in range(players) if x != state.current_player and not state.out[x]]
        if state.phase in (Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL) and len(bystanders) >= 2 and rng.random() < 0.2:
            p, q = rng.sample(bystanders, 2)
            owned = [state.game.ids[d] for d in state.game.properties if state.owner[d] == p]
            if owned:
                offer = ProposeDeal(p, q, give=(rng.choice(owned),), take_cash=min(state.cash[q], 10 * rng.randint(0, 20)))
                if state.book.why_illegal(state, offer) is None:
                    session.apply(offer)
                    continue
        session.apply(rng.choice(others) if others and rng.random() < 0.5 else rng.choice(legal))
    assert replay(session.game, state.history) == state
    loaded = parse_game(dump_game(session), "round-trip")
    assert loaded.state == state


# ------------------------------------------------------------------ computer players


def _between_turns_events(state: TradState) -> tuple[int, int]:
    """(deals proposed by a player whose turn it was not, houses built by one)."""
    turn = -1
    deals = houses = 0
    for e in state.events:
        if e.kind is EventKind.TURN_STARTED:
            turn = e.get("player")
        elif e.kind is EventKind.DEAL_PROPOSED and e.get("proposer") != turn:
            deals += 1
        elif e.kind in (EventKind.HOUSE_BUILT, EventKind.HOTEL_BUILT) and e.get("player") != turn:
            houses += 1
    return deals, houses


def test_computer_players_deal_and_build_between_turns_and_games_end() -> None:
    deals = houses = 0
    for strength in ("simple", "good"):
        for seed in range(6):
            session = TradSession(Game(board(), NAMES[:4]), seed)
            players = [computer_player(strength, seed * 10 + i) for i in range(4)]
            out = play_out(session, players, check=True)
            assert session.state.is_terminal() and not out.capped
            d, h = _between_turns_events(session.state)
            deals += d
            houses += h
            assert replay(session.game, session.state.history) == session.state
    assert deals > 0 and houses > 0


class Counting:
    """Never acts out of turn; counts how often it is asked, per position (a plain object,
    not a ``ComputerPlayer``: the compiled engine's classes take no Python subclasses; the
    driver asks it as any Python object)."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def decide(self, state: TradState, seat: int):  # type: ignore[no-untyped-def]
        return state.book.legal_actions(state)[0]

    def propose_deal(self, state: TradState, seat: int) -> None:
        return None

    def between_turns(self, state: TradState, seat: int) -> None:
        self.asked.append(len(state.history))
        return None


def test_the_driver_asks_each_other_seat_once_per_position() -> None:
    state = started(3)
    driver = Driver(strict=True)
    players = [Counting(), Counting(), None]  # seat 2: a human, never asked
    assert driver.table_action(state, players) is None
    assert driver.table_action(state, players) is None
    position = len(state.history)
    assert players[0].asked == [] and players[1].asked == [position]
    act(state, Roll())
    assert driver.table_action(state, players) is None  # the roll closed the moment
    assert players[1].asked == [position]
