"""How a traditional game ends: the last player standing wins (001: "La partida continúa
hasta que queda un solo jugador"), or a round limit (house rule) or the program's action
limit ends it with a final tally of everyone's net worth.
"""

from __future__ import annotations

from typing import Final

from ..kernel.event_kinds import EventKind
from ..kernel.phases import END_ACTION_LIMIT, END_BANKRUPTCY, END_ROUND_LIMIT, Phase
from ..kernel.records import Standing
from .money import net_worth
from .state import TradState

_EV_GAME_OVER: Final = EventKind.GAME_OVER
_EV_ROUND_LIMIT_REACHED: Final = EventKind.ROUND_LIMIT_REACHED
_EV_ACTION_LIMIT_REACHED: Final = EventKind.ACTION_LIMIT_REACHED


def standings(state: TradState) -> list[Standing]:
    """The players still in the game by net worth (richest first, ties share a rank),
    then those who went bankrupt, the last to go out first."""
    alive = [(net_worth(state, p), p) for p in state.alive()]
    alive.sort(key=_richest_first)
    out: list[Standing] = []
    for i, (total, p) in enumerate(alive):
        rank = out[-1].rank if i and alive[i - 1][0] == total else i + 1
        cash = state.cash[p]
        out.append(Standing(rank, p, state.player_names[p], cash, total - cash, total, False))
    for p in reversed(state.out_order):
        out.append(Standing(len(out) + 1, p, state.player_names[p], 0, 0, 0, True))
    return out


def _richest_first(line: tuple[int, int]) -> tuple[int, int]:
    return (-line[0], line[1])


def end_game(state: TradState, reason: str) -> None:
    """The game is over: the standings are logged."""
    state.queue.clear()
    state.phase = Phase.GAME_OVER
    state.end_reason = reason
    state.emit(_EV_GAME_OVER, (("standings", tuple(s.player for s in standings(state))), ("reason", reason)))


def end_by_round_limit(state: TradState) -> None:
    state.emit(_EV_ROUND_LIMIT_REACHED, (("rounds", state.rounds),))
    end_game(state, END_ROUND_LIMIT)


def end_by_action_limit(state: TradState) -> None:
    """The program's limit (``limits.MAX_GAME_ACTIONS``): the game ends with a tally."""
    state.emit(_EV_ACTION_LIMIT_REACHED, (("actions", len(state.history)),))
    end_game(state, END_ACTION_LIMIT)


def end_if_one_left(state: TradState) -> bool:
    """The last player standing wins: the game is over once one player is left."""
    if len(state.alive()) > 1:
        return False
    end_game(state, END_BANKRUPTCY)
    return True
