"""U-Build's table between turns (issue 24), quoting 003's "Deals": "Make deals with other
players on your turn or in between other players' turns".

Any player offers any other a deal before the roll and after a landing; while a player's
turn is under way (deciding to buy, raising money) only that player deals, since the book
allows deals only "on your turn or in between other players' turns". Since
``WHOLE_TABLE_RULES`` the computer players offer deals out of turn too.
"""

from __future__ import annotations

from ubuild_desktop.core.engine.ubuild.actions import AcceptDeal, ProposeDeal
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.ubuild.game import WHOLE_TABLE_RULES, Game
from ubuild_desktop.core.engine.ubuild.refusals import DEAL_ONLY_BUYER
from ubuild_desktop.core.engine.ubuild.session import replay
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import give, land_on, new_state, space_of


def test_two_players_deal_before_and_after_a_third_ones_roll() -> None:
    state = new_state("classic", 3)
    first, second = [c.card.id for c in state.game.districts[:2]]
    give(state, 1, first)
    offer = ProposeDeal(1, 2, give=(first,), take_cash=100)
    assert state.why_illegal(offer) is None
    state.apply(offer)
    assert state.phase is Phase.DEAL and state.current_player == 2
    state.apply(AcceptDeal())
    assert state.phase is Phase.PRE_ROLL and state.current_player == 0
    # Deciding to buy is Ana's turn in progress: Bo and Cy wait (003: "on your turn or in
    # between other players' turns").
    land_on(state, space_of(state, second))
    assert state.phase is Phase.BUY
    back = ProposeDeal(2, 1, give=(first,), take_cash=100)
    assert state.why_illegal(back) == DEAL_ONLY_BUYER


def _out_of_turn_offers(state) -> int:  # type: ignore[no-untyped-def]
    turn = -1
    offers = 0
    for e in state.events:
        if e.kind is EventKind.TURN_STARTED:
            turn = e.get("player")
        elif e.kind is EventKind.DEAL_PROPOSED and e.get("proposer") != turn:
            offers += 1
    return offers


def _played(rules: int, seed: int, track: str = "classic", players: int = 4) -> Session:
    session = Session(Game.create(load_builtin(track), players, rules_version=rules), seed)
    play_out(session, [make_player("good", seed * 10 + i) for i in range(players)], check=True)
    return session


def test_computer_players_offer_deals_between_turns_and_games_end() -> None:
    offers = 0
    for seed in range(8):
        session = _played(WHOLE_TABLE_RULES, seed)
        assert session.state.is_terminal()
        offers += _out_of_turn_offers(session.state)
        assert replay(session.game, session.state.history) == session.state
    assert offers > 0


def test_older_rules_keep_their_games() -> None:
    for seed in range(4):
        session = _played(WHOLE_TABLE_RULES - 1, seed)
        assert _out_of_turn_offers(session.state) == 0
