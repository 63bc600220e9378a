"""Computer players playing a game on their own: the loop of ``ubuild simulate`` and the benchmark.

:func:`play_out` lets the CHANCE player and the computer players act until the game is
over (or a cap of player-turns is reached), asking each player for a deal between
actions the way a table would. It lives with the players so that the compiled build
compiles it too: the loop runs thousands of times per game, and a loop in interpreted
code calling compiled players pays for every crossing.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, IllegalActionError
from ..phases import CHANCE, Phase
from ..session import Session
from .base import BasePlayer


class PlayedOut:
    """What :func:`play_out` counted (events and the rest are on the state itself)."""

    __slots__ = ("actions", "turns", "deals_proposed", "deals_accepted", "landings", "capped")

    def __init__(self, spaces: int) -> None:
        self.actions = 0  # applied: the players' and the CHANCE player's
        self.turns = 0  # player-turns: ``turn_started`` events (a double's extra turn counts)
        self.deals_proposed = 0
        self.deals_accepted = 0
        self.landings = [0] * spaces  # per space: moves that ended there (``moved`` events)
        self.capped = False


def play_out(session: Session, players: Sequence[BasePlayer], cap: int = 0, check: bool = False) -> PlayedOut:
    """Play ``session`` to its end with one computer player per seat.

    Before a player acts in a phase where deals may be offered (before or after its
    roll, or while raising money), it is asked once per game position whether it
    proposes one. ``cap`` > 0 stops after that many player-turns (a guard, see
    ``simulate``). With ``check`` every player action is checked first and an illegal
    one raises :class:`IllegalActionError` (``apply`` would refuse it anyway, with a
    less precise message).
    """
    state = session.state
    out = PlayedOut(session.game.num_spaces)
    landings = out.landings
    asked_at = -1  # the action count when a deal was last asked for
    # BasePlayer.decide and propose_deal return only actions state.is_legal accepted at
    # this very state, so apply()'s check would only repeat it: a player that keeps them
    # is applied unchecked, as the session does for the CHANCE player's outcomes. One
    # that overrides them is checked by apply() like any caller.
    trusted = [type(pl).decide is BasePlayer.decide and type(pl).propose_deal is BasePlayer.propose_deal
               for pl in players]
    while state.phase is not Phase.GAME_OVER:
        p = state.current_player
        mark = len(state.events)
        if p == CHANCE:
            session.chance_step()
        else:
            player = players[p]
            action: Action | None = None
            phase = state.phase
            if (phase is Phase.PRE_ROLL or phase is Phase.POST_ROLL or phase is Phase.RAISE_FUNDS) and (
                asked_at != len(state.history)
            ):
                asked_at = len(state.history)
                action = player.propose_deal(state, p)
                if action is not None:
                    out.deals_proposed += 1
                    if check and not state.is_legal(action):
                        raise IllegalActionError(
                            f"seat {p} proposed an illegal deal: {action} ({state.why_illegal(action)})")
            if action is None:
                action = player.decide(state, p)
                if check and not state.is_legal(action):
                    raise IllegalActionError(
                        f"seat {p} ({player.strength}) chose an illegal action in {state.phase.value}: "
                        f"{action} ({state.why_illegal(action)})")
            if trusted[p]:
                state._apply_legal(action)
            else:
                state.apply(action)
        out.actions += 1
        events = state.events
        for i in range(mark, len(events)):
            kind = events[i].kind
            if kind == "turn_started":
                out.turns += 1
            elif kind == "moved":
                to = events[i].get("to")
                landings[to] = landings[to] + 1
            elif kind == "deal_accepted":
                out.deals_accepted += 1
        if cap > 0 and out.turns >= cap:
            out.capped = True
            break
    return out
