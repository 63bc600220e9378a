"""The table between turns: while the dice change hands, anyone builds, sells, mortgages.

004: "No es necesario esperar el turno para comprar una casa u hotel. En cualquier momento
en que los dados estén cambiando de manos, y el jugador disponga del dinero y de los
títulos de propiedad de todo el grupo, puede adquirir construcciones." 001: "Al poseer un
grupo de color completo puedes comprar Casas en cualquier momento." Selling buildings back
and mortgages follow the same moment (001: "Los jugadores pueden comprar, vender o
intercambiar propiedades en cualquier momento").

**The moment** (``state.between_turns``): from the start of a turn until its player rolls
(``PRE_ROLL``: the dice have just changed hands; a double's extra roll is taken from
``POST_ROLL``, so the dice staying with one player is no such moment). The roll closes it.
Games of rules before ``WHOLE_TABLE_RULES`` have no such moment: only the player to act
builds, as they were played.

**Actions that name their actor.** The player to act builds with the plain actions
(:class:`BuildHouse`...). Any other player still in the game acts with the same action
naming them (:class:`BuildHouseBy` ``player street``..., the kernel's ``ByPlayer``, whose
player ``kernel.actions.named_actor`` names for every rule set): recorded in the history like any
other, so a replay rebuilds the game. Each one is checked and applied as its plain
action's row (:mod:`.table`) for that player: the same check (with the player as ``p``)
and the same handler, which reads the player to act, so the handler runs with the turn
lent to the actor for the call (a shortage of the bank's buildings opens its auction from
the actor on, and the game then comes back to the turn's roll).

``legal_actions`` lists, after what the player to act may do, every action the other
players may take now (each naming its player): so it says who may do what.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action, ByPlayer, Mortgage, Unmortgage, register_actions
from ..kernel.refusals import NOT_NOW
from .actions import BuildHouse, SellBuilding, SellGroupBuildings
from .building import list_building, list_selling
from .mortgages import list_mortgages
from .refusals import PLAYER_OUT, NOT_BETWEEN_TURNS, NOT_A_SEAT
from .state import TradState, between_turns



@dataclass(frozen=True, slots=True)
class BuildHouseBy(ByPlayer):
    """Between turns: ``player`` buys one house for ``street`` (a hotel on four houses)."""

    kind: ClassVar[str] = "build-house-by"
    street: str

    def plain(self) -> Action:
        return BuildHouse(self.street)


@dataclass(frozen=True, slots=True)
class SellBuildingBy(ByPlayer):
    """Between turns: ``player`` sells one building of ``street`` back to the bank."""

    kind: ClassVar[str] = "sell-building-by"
    street: str

    def plain(self) -> Action:
        return SellBuilding(self.street)


@dataclass(frozen=True, slots=True)
class SellGroupBy(ByPlayer):
    """Between turns: ``player`` sells every building of ``street``'s group back to the bank."""

    kind: ClassVar[str] = "sell-group-by"
    street: str

    def plain(self) -> Action:
        return SellGroupBuildings(self.street)


@dataclass(frozen=True, slots=True)
class MortgageBy(ByPlayer):
    """Between turns: ``player`` mortgages ``district``."""

    kind: ClassVar[str] = "mortgage-by"
    district: str

    def plain(self) -> Action:
        return Mortgage(self.district)


@dataclass(frozen=True, slots=True)
class UnmortgageBy(ByPlayer):
    """Between turns: ``player`` lifts the mortgage on ``district``."""

    kind: ClassVar[str] = "unmortgage-by"
    district: str

    def plain(self) -> Action:
        return Unmortgage(self.district)


BETWEEN_TURNS_ACTIONS: Final[tuple[type[Action], ...]] = (
    BuildHouseBy, SellBuildingBy, SellGroupBy, MortgageBy, UnmortgageBy,
)
register_actions(*BETWEEN_TURNS_ACTIONS)
#: The kinds of action the dice changing hands open to everyone, plain and naming a player.
HOUSE_KINDS: Final[tuple[type[Action], ...]] = (
    BuildHouse, SellBuilding, SellGroupBuildings, Mortgage, Unmortgage, *BETWEEN_TURNS_ACTIONS,
)

# plain action type -> the type that names its player (the listers' wrapping).
_BY: Final[dict[type, type]] = {
    BuildHouse: BuildHouseBy, SellBuilding: SellBuildingBy, SellGroupBuildings: SellGroupBy,
    Mortgage: MortgageBy, Unmortgage: UnmortgageBy,
}


def named(a: Action, player: int) -> ByPlayer:
    """The plain action ``a`` (build, sell, mortgage, lift) as ``player``'s."""
    field = a.street if isinstance(a, (BuildHouse, SellBuilding, SellGroupBuildings)) else a.district  # type: ignore[attr-defined]
    by: Any = _BY[type(a)]
    return by(player, field)  # type: ignore[no-any-return]


def check_by(state: TradState, a: ByPlayer, p: int) -> Refusal | None:
    """Why ``a.player`` may not take ``a`` now: the moment, the seat, then the plain
    action's own check for them."""
    if not between_turns(state):
        return NOT_BETWEEN_TURNS
    q = a.player
    if not 0 <= q < len(state.player_names):
        return Refusal(NOT_A_SEAT, {"player": q})
    if state.out[q]:
        return Refusal(PLAYER_OUT, {"player": state.player_names[q]})
    inner = a.plain()
    phases, check = state.book.table.checks[type(inner)]  # type: ignore[attr-defined]
    if state.phase not in phases:
        return Refusal(NOT_NOW, {"phase": state.phase})
    return None if check is None else check(state, inner, q)  # type: ignore[no-any-return]


def do_by(state: TradState, a: ByPlayer) -> None:
    """The plain action's handler, with the turn lent to ``a.player`` for the call."""
    inner = a.plain()
    turn = state.turn
    state.turn = a.player
    try:
        state.book.table.handlers[type(inner)](state, inner)  # type: ignore[attr-defined]
    finally:
        state.turn = turn


def options_of(state: TradState, q: int, out: list[Action]) -> None:
    """What ``q`` may do between turns, as plain actions: build, sell, mortgage, lift."""
    if state.out[q]:
        return
    list_building(state, q, out)
    list_selling(state, q, out)
    list_mortgages(state, q, out)


def list_by(state: TradState, p: int, out: list[Action]) -> None:
    """Between turns: what every player but ``p`` (the player to act) may do, naming them."""
    if not between_turns(state):
        return
    plain: list[Action] = []
    for q in range(len(state.player_names)):
        if q == p:
            continue
        plain.clear()
        options_of(state, q, plain)
        for a in plain:
            out.append(named(a, q))


def actions_of(state: TradState, q: int) -> list[Action]:
    """The actions ``q`` may take now: the legal actions when ``q`` is the player to act,
    else those that name ``q`` (between turns; empty otherwise)."""
    legal = state.book.legal_actions(state)
    if q == state.current_player:
        return [a for a in legal if not isinstance(a, ByPlayer)]
    return [a for a in legal if isinstance(a, ByPlayer) and a.player == q]
