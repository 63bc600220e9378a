"""Computer players playing a game on their own, for every rule set: the loop of
``ubuild simulate`` and the benchmark.

:func:`play_out` lets the CHANCE player and the computer players act until the game is
over (or a cap of player-turns is reached). Each player action is the one
:class:`.driver.Driver` picks (a deal offer once per position, else the player's
decision, else the fallback): the same function the play window calls once per tick.
It is compiled with the players: the loop runs thousands of times per game, and a loop
in interpreted code calling compiled players pays for every crossing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from .actions import Action
from .driver import Driver
from .event_kinds import EventKind
from .phases import CHANCE, Phase
from .session import Session
from .state import GameState


# The kinds the loop counts, compared by identity (every ``emit`` passes a member); Final
# keeps them in C variables in the compiled build.
_TURN_STARTED: Final = EventKind.TURN_STARTED
_MOVED: Final = EventKind.MOVED
_DEAL_ACCEPTED: Final = EventKind.DEAL_ACCEPTED


class PlayedOut:
    """What :func:`play_out` counted (events and the rest are on the state itself)."""

    __slots__ = ("actions", "turns", "deals_proposed", "deals_accepted", "landings", "capped", "fallbacks",
                 "last_error")

    def __init__(self, spaces: int) -> None:
        self.actions = 0  # applied: the players' and the CHANCE player's
        self.turns = 0  # player-turns: ``turn_started`` events (a double's extra turn counts)
        self.deals_proposed = 0
        self.deals_accepted = 0
        self.landings = [0] * spaces  # per space: moves that ended there (``moved`` events)
        self.capped = False
        self.fallbacks = 0  # actions the driver's fallback chose because a player failed
        self.last_error: str | None = None  # what the latest failing player did


def play_out(session: Session[Any, Any], players: Sequence[Any], cap: int = 0, check: bool = False) -> PlayedOut:
    """Play ``session`` to its end with one computer player per seat (``players[seat]``:
    a :class:`~.driver.ComputerPlayer`, or any object with ``decide`` and ``propose_deal``).

    Every player action is :meth:`Driver.next_action`'s. ``cap`` > 0 stops after that
    many player-turns (a guard, see ``simulate``). With ``check`` the driver is strict:
    every player action is checked first, and an illegal one (or a player's exception)
    raises :class:`~.actions.IllegalActionError` (or that exception) instead of being
    replaced by the fallback.
    """
    state: GameState = session.state
    book = state.book
    out = PlayedOut(book.space_count(state))
    landings = out.landings
    driver = Driver(check)
    while state.phase is not Phase.GAME_OVER:
        p = state.current_player
        mark = len(state.events)
        if p == CHANCE:
            session.chance_step()
        else:
            # Between turns, the other seats first (once per position each); then the
            # player to act. Legal by the driver's contract (checked, or from a player
            # that checks its own).
            action: Action | None = driver.table_action(state, players) if book.between_turns(state) else None
            if action is None:
                action = driver.next_action(state, p, players[p])
            book.apply_legal(state, action)
        out.actions += 1
        events = state.events
        for i in range(mark, len(events)):
            kind = events[i].kind
            if kind is _TURN_STARTED:
                out.turns += 1
            elif kind is _MOVED:
                to = events[i].get("to")
                landings[to] = landings[to] + 1
            elif kind is _DEAL_ACCEPTED:
                out.deals_accepted += 1
        if cap > 0 and out.turns >= cap:
            out.capped = True
            break
    out.deals_proposed = driver.deals_proposed
    out.fallbacks = driver.fallbacks
    out.last_error = driver.last_error
    return out
