"""The one driver of computer players (``kernel/driver.py``): offers, decisions, fallbacks."""

from __future__ import annotations

import pytest

from ubuild_desktop.core.engine.ubuild.actions import Action, IllegalActionError, ProposeDeal
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase, State
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.engine.ubuild.computer import make_player
from ubuild_desktop.core.engine.kernel.autoplay import play_out
from ubuild_desktop.core.engine.ubuild.deals import DEAL_PHASES
from ubuild_desktop.core.engine.kernel.driver import Driver
from ubuild_desktop.core.engine.ubuild.table import PHASE_ACTIONS
from ubuild_desktop.core.trackfile import load_builtin

from .helpers import new_state


class Recorder:
    """A real computer player, wrapped so that every question the driver asks is noted
    (an object that is not a BasePlayer: the driver calls it as any Python object)."""

    def __init__(self, strength: str, seed: int, log: list[tuple[str, int, int, Phase]]) -> None:
        self.inner = make_player(strength, seed)
        self.strength = strength
        self.log = log

    def decide(self, state: State, seat: int) -> Action:
        self.log.append(("decide", seat, len(state.history), state.phase))
        return self.inner.decide(state, seat)

    def propose_deal(self, state: State, seat: int) -> Action | None:
        self.log.append(("offer", seat, len(state.history), state.phase))
        return self.inner.propose_deal(state, seat)

    def between_turns(self, state: State, seat: int) -> Action | None:
        self.log.append(("between", seat, len(state.history), state.phase))
        return self.inner.between_turns(state, seat)


def test_deal_phases_are_the_phases_whose_table_accepts_a_deal() -> None:
    # Spelled out: before or after the roll, while deciding to buy (the lander may deal to
    # raise the price), and while raising money.
    assert DEAL_PHASES == {Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY, Phase.RAISE_FUNDS}
    for phase in DEAL_PHASES:
        assert ProposeDeal in PHASE_ACTIONS[phase]


@pytest.mark.parametrize("seed", [1, 10])
def test_a_deal_is_asked_for_once_per_position_in_every_deal_phase(seed: int) -> None:
    strengths = ["good", "simple", "good"]
    game = Game.create(load_builtin("classic"), 3, round_limit=12)
    log: list[tuple[str, int, int, Phase]] = []
    session = Session(game, seed)
    played = play_out(session, [Recorder(s, seed * 7 + i, log) for i, s in enumerate(strengths)])
    offers = [(pos, phase) for kind, _, pos, phase in log if kind == "offer"]
    decisions = [(pos, phase) for kind, _, pos, phase in log if kind == "decide"]
    asked = [pos for pos, _ in offers]
    assert len(asked) == len(set(asked)), "asked twice at one position"
    assert all(phase in DEAL_PHASES for _, phase in offers)
    # Every decision in a deal phase came after the question at that very position.
    assert {pos for pos, phase in decisions if phase in DEAL_PHASES} <= set(asked)
    assert {Phase.PRE_ROLL, Phase.POST_ROLL} <= {phase for _, phase in offers}
    history = session.state.history
    made = [a for a in history if isinstance(a, ProposeDeal)]
    assert len(made) == played.deals_proposed > 0
    # The same players called directly (BasePlayers: native calls in the compiled build)
    # play the same game.
    direct = Session(game, seed)
    play_out(direct, [make_player(s, seed * 7 + i) for i, s in enumerate(strengths)])
    assert [str(a) for a in direct.state.history] == [str(a) for a in history]


def test_a_debtor_is_asked_again_after_each_step_of_raising_money() -> None:
    # In debt, a refused offer or a mortgage is a new position: the debtor may offer again.
    game = Game.create(load_builtin("classic"), 3, round_limit=12)
    log: list[tuple[str, int, int, Phase]] = []
    # (a seed whose game has a debtor raising money)
    play_out(Session(game, 13), [Recorder(s, 70 + i, log) for i, s in enumerate(["good", "simple", "good"])])
    raise_funds = [pos for kind, _, pos, phase in log if kind == "offer" and phase is Phase.RAISE_FUNDS]
    assert len(raise_funds) >= 2


class Offers:
    """Offers ``offer`` every time it is asked, then decides as a simple player."""

    strength = "test"

    def __init__(self, offer: object) -> None:
        self.offer = offer
        self.inner = make_player("simple", 1)

    def decide(self, state: State, seat: int) -> Action:
        return self.inner.decide(state, seat)

    def propose_deal(self, state: State, seat: int) -> object:
        if isinstance(self.offer, Exception):
            raise self.offer
        return self.offer


def test_an_illegal_offer_or_a_failing_player_never_stops_the_table() -> None:
    state = new_state("classic", players=2)
    illegal = ProposeDeal(0, 1, (), ("kite-hill",), 10, 0)  # nobody owns Kite Hill yet
    driver = Driver()
    action = driver.next_action(state, 0, Offers(illegal))
    assert state.is_legal(action) and not isinstance(action, ProposeDeal)
    assert driver.last_error is not None and driver.last_error.startswith("illegal deal")
    assert driver.deals_proposed == 0 and driver.fallbacks == 0  # the player still decided
    with pytest.raises(IllegalActionError, match="illegal deal"):
        Driver(strict=True).next_action(state, 0, Offers(illegal))

    driver = Driver()
    action = driver.next_action(state, 0, Offers(RuntimeError("offer bug")))
    assert state.is_legal(action) and driver.last_error == "RuntimeError: offer bug"
    with pytest.raises(RuntimeError, match="offer bug"):
        Driver(strict=True).next_action(state, 0, Offers(RuntimeError("offer bug")))

    class Garbage(Offers):
        def decide(self, state: State, seat: int) -> Action:
            return "roll"  # type: ignore[return-value]  # not an action at all

    driver = Driver()
    action = driver.next_action(state, 0, Garbage(None))
    assert state.is_legal(action) and driver.fallbacks == 1
    assert driver.last_error == "illegal choice roll: not an action (str)"


def test_a_legal_offer_is_made_once_per_position() -> None:
    state = new_state("classic", players=2)
    gift = ProposeDeal(0, 1, (), (), 10, 0)
    driver = Driver()
    assert driver.next_action(state, 0, Offers(gift)) == gift
    # Still the same position (nothing applied): the player decides this time.
    again = driver.next_action(state, 0, Offers(gift))
    assert again != gift and state.is_legal(again)
    assert driver.deals_proposed == 1 and driver.last_error is None
