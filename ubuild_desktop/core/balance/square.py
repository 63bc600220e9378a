"""The balance lab on a square board (the traditional game): landing odds and money.

The same chain as U-Build's tracks (:mod:`.chain`, :class:`.model.MoverModel`), read from
the traditional game's own rules and data (seed 001, with 004's clarifications):

- two dice; "Si sacas dobles, vuelve a lanzar ... Si sacas dobles tres veces seguidas, ve
  directamente a la Cárcel": the chain's doubles and third double;
- "Ve a la Cárcel": the board's Go to Jail spaces;
- Chance and Community Chest: every space of either kind draws from its deck, each of its
  16 cards alike (the pile goes round: every card is drawn as often in the long run).
  What a card does to a mover on that space is asked of the engine's own card rule
  (``engine.traditional.cards_play.follow``, on a scratch state of a game on the board):
  advance to GO or to a space, the nearest station or utility ahead, back 3 spaces, go
  to jail; every other card leaves the mover where it is. A card's move that lands on
  another card space draws again (Chance's "back 3" onto Community Chest);
- jail as :class:`.policy.JailPolicy` says: ``short`` pays the 50 before the next roll,
  ``long`` "intenta sacar dobles ... hasta tres turnos; tras fallar el tercero, paga 50 y
  mueve con esa tirada". A get-out-of-jail card is a card that does not move (kept, it
  is not used: the policy pays or rolls).

The money figures use the engine's rent rule (``engine.traditional.money.rent``) on a
scratch state holding the group, the stations or the utilities: per street its rent with
the whole group bare (doubled), 1 to 4 houses and a hotel; per station and utility by how
many of them the owner holds; a roll that a card ends on a station or utility pays as
the card says (twice a station's rent, ten times the dice). A utility's rent on a dice
roll is counted roll by roll from the chain (the total that lands there); after a card,
at the dice's mean, 7.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

import numpy as np

from ..engine.traditional import cards_play as trad_cards
from ..engine.traditional.game import Game as TradGame
from ..engine.traditional.money import HOTEL, held_rent, rent
from ..engine.traditional.session import new_state
from ..engine.traditional.state import STEP_MOVE_TO, TradState
from ..square.board import SpaceKind, SquareBoard
from .chain import ChainOdds, card_landings, dice_arrivals, solve_chain
from .model import CardMove, MoverModel, dice_outcomes
from .figures import LANDED_COUNT, GroupPayback, LandingOdds, odds_of_chain
from .policy import Policy

__all__ = [
    "LEVELS", "LEVEL_NAMES", "PAYBACK_LEVEL", "PropertyMoney", "SquareMoney", "solved_square", "square_game", "square_model",
    "square_money", "square_odds",
]

#: The building levels of a street the figures count: the whole group bare (its rent
#: doubled), 1 to 4 houses, a hotel (``TradState.buildings``: 0-4, 5 the hotel).
LEVELS: Final = tuple(range(HOTEL + 1))
#: The levels' names in ``ubuild analyze --json``.
LEVEL_NAMES: Final = ("group", "1 house", "2 houses", "3 houses", "4 houses", "hotel")
#: The level the headline payback counts: 3 houses on every street of the group (the
#: level where the standard board's rents jump most for the houses' price).
PAYBACK_LEVEL: Final = 3
#: The players of the scratch game the model reads the rules on (any count will do).
_SCRATCH_PLAYERS: Final = ("a", "b")


def square_game(board: SquareBoard) -> TradGame:
    """A traditional game on ``board`` (``GameSetupError`` if the rules cannot play it)."""
    return TradGame(board, _SCRATCH_PLAYERS)


def square_model(board: SquareBoard, policy: Policy = Policy(), game: TradGame | None = None) -> MoverModel:
    """The movement model of one mover of the traditional game on ``board`` (only the
    policy's ``jail`` matters here: a square board has no bridges)."""
    game = square_game(board) if game is None else game
    scratch = new_state(game)
    decks = {SpaceKind.CHANCE: "chance", SpaceKind.CHEST: "chest"}
    halves: dict[int, tuple[tuple[CardMove, ...], ...]] = {
        s: (tuple(_card_move(scratch, s, c) for c in game.deck_cards(decks[space.kind])),)
        for s, space in enumerate(board.spaces) if space.kind in decks
    }
    return MoverModel(
        num_spaces=game.n,
        jail_space=game.jail,
        dice=dice_outcomes(2),
        to_jail=frozenset(board.indices(SpaceKind.GO_TO_JAIL)),
        halves=halves,
        bridge_up={},
        policy=policy,
    )


def _card_move(scratch: TradState, space: int, card: int) -> CardMove:
    """What the engine's card rule does with card ``card`` to a mover (player 0) on ``space``."""
    n = scratch.game.n
    scratch.turn = 0
    scratch.position[0] = space
    scratch.in_jail[0] = False
    scratch.cash[0] = scratch.game.starting_cash
    scratch.card_holder.clear()
    scratch.rent_mode = 0
    scratch.queue.clear()
    trad_cards.follow(scratch, card)
    if scratch.in_jail[0]:
        return CardMove(0, True)
    if scratch.queue and scratch.queue[0].kind == STEP_MOVE_TO:
        step = scratch.queue[0]
        forward = step.b == 1  # forward, collecting the salary on passing GO; else back
        steps = (step.a - space) % n if forward else -((space - step.a) % n)
        return CardMove(steps, False, scratch.rent_mode)
    return CardMove(0, False)


def solved_square(board: SquareBoard, policy: Policy = Policy(),
                  game: TradGame | None = None) -> tuple[MoverModel, ChainOdds]:
    """The movement model on ``board`` and its solved chain."""
    model = square_model(board, policy, game)
    return model, solve_chain(model)


def square_odds(board: SquareBoard, policy: Policy = Policy()) -> LandingOdds:
    """The exact landing odds of one mover of the traditional game on ``board``, as
    :func:`.odds.landing_odds` gives them for a track (``GameSetupError`` for a board the
    rules cannot play)."""
    _, solved = solved_square(board, policy)
    return odds_of_chain(solved, tuple(s.name for s in board.spaces), tuple(s.kind.value for s in board.spaces), policy)


# ------------------------------------------------------------------ money


@dataclass(frozen=True)
class PropertyMoney:
    """One property: its price, odds, rents and the rent an opponent pays on average per
    turn (``expected[k]`` for ``rent[k]``).

    A street: ``rent`` and ``expected`` per level of :data:`LEVELS` (whole group bare,
    1-4 houses, hotel). A station: per how many stations its owner holds (1, 2, ...). A
    utility: ``rent`` its dice multipliers, ``expected`` per how many utilities its owner
    holds. ``group``: the colour group's id ("station" or "utility" for those)."""

    space: int
    name: str
    kind: str
    group: str
    price: int
    per_turn: float
    rent: tuple[int, ...]
    expected: tuple[float, ...]


@dataclass(frozen=True)
class SquareMoney:
    """The money figures of a square board.

    ``properties``: every street, station and utility in playing order. ``paybacks[k]``:
    per colour group, what it costs with level ``k`` of :data:`LEVELS` on every street
    (the streets' prices plus the houses: a hotel costs five house prices), the rent it
    brings per opponent turn and the payback (a :class:`.payback.GroupPayback` whose
    ``districts`` are spaces and ``blocks`` the level). ``holdings``: the stations, then
    the utilities, as a group each: all of them held. ``most_landed`` / ``least_landed``:
    indices into ``properties``."""

    properties: tuple[PropertyMoney, ...]
    paybacks: tuple[tuple[GroupPayback, ...], ...]
    holdings: tuple[GroupPayback, ...]
    most_landed: tuple[int, ...]
    least_landed: tuple[int, ...]
    players: int

    @property
    def groups(self) -> tuple[GroupPayback, ...]:
        """The colour groups' payback at :data:`PAYBACK_LEVEL`, then the stations and utilities."""
        return self.paybacks[PAYBACK_LEVEL] + self.holdings


def square_money(board: SquareBoard, odds: LandingOdds, players: int = 4) -> SquareMoney:
    """The money figures of ``board`` under ``odds``'s policy, for ``players`` players
    (the payback in rounds counts ``players - 1`` opponents)."""
    game = square_game(board)
    model, solved = solved_square(board, odds.policy, game)
    arrivals = dice_arrivals(model, solved)  # [dice result, space]
    by_card = _card_arrivals(model, arrivals.sum(axis=0))  # (space, rent mode) -> per turn
    mean_total = sum(o.total * o.chance for o in model.dice)
    scratch = new_state(game)

    def expected(space: int) -> float:
        """The rent per opponent turn of ``space`` as ``scratch`` holds the board now."""
        dice_rent = sum(float(arrivals[i, space]) * rent(scratch, space, o.total, 0) for i, o in enumerate(model.dice))
        card_rent = sum(chance * rent(scratch, space, round(mean_total), mode)
                        for (s, mode), chance in by_card.items() if s == space)
        return dice_rent + card_rent

    def hold(spaces: tuple[int, ...], level: int = 0) -> None:
        for d in game.properties:
            scratch.owner[d] = -1
            scratch.buildings[d] = 0
        for d in spaces:
            scratch.owner[d] = 1
            scratch.buildings[d] = level
        scratch.touched()  # the lists edited directly: the group facts afresh

    properties: list[PropertyMoney] = []
    for d in game.properties:
        space = board.spaces[d]
        if space.kind is SpaceKind.STREET:
            streets = game.group_streets[game.group[d]]
            figures = []
            for level in LEVELS:
                hold(streets, level)
                figures.append((rent(scratch, d, 0, 0), expected(d)))
            group = space.group or ""
        else:
            same = game.stations if space.kind is SpaceKind.STATION else game.utilities
            others = tuple(s for s in same if s != d)
            figures = []
            for held in range(1, len(same) + 1):
                hold((d, *others[: held - 1]))
                figures.append((held_rent(space.rents, held, space.kind is SpaceKind.STATION), expected(d)))
            group = space.kind.value
        properties.append(PropertyMoney(
            space=d, name=space.name, kind=space.kind.value, group=group, price=space.price,
            per_turn=odds.spaces[d].per_turn, rent=tuple(r for r, _ in figures), expected=tuple(e for _, e in figures),
        ))
    at = {p.space: p for p in properties}
    opponents = max(1, players - 1)

    def payback(group: str, name: str, spaces: tuple[int, ...], cost: int, income: float, level: int) -> GroupPayback:
        turns = cost / income if income > 0 else math.inf
        return GroupPayback(group=group, name=name, districts=spaces, cost=cost, turns=turns, blocks=level,
                            income=income, rounds=turns / opponents)

    paybacks = tuple(
        tuple(
            payback(g.id, g.name, streets,
                    sum(board.spaces[s].price + level * board.spaces[s].house_price for s in streets),
                    sum(at[s].expected[level] for s in streets), level)
            for g, streets in zip(board.groups, game.group_streets) if streets
        )
        for level in LEVELS
    )
    holdings = tuple(
        payback(kind, kind, spaces, sum(board.spaces[s].price for s in spaces),
                sum(at[s].expected[len(spaces) - 1] for s in spaces), len(spaces))
        for kind, spaces in (("station", game.stations), ("utility", game.utilities)) if spaces
    )
    count = min(LANDED_COUNT, len(properties))
    most = sorted(range(len(properties)), key=lambda i: (-properties[i].per_turn, i))
    least = sorted(range(len(properties)), key=lambda i: (properties[i].per_turn, i))
    return SquareMoney(tuple(properties), paybacks, holdings, tuple(most[:count]), tuple(least[:count]), players)


def _card_arrivals(model: MoverModel, arrive: np.ndarray) -> dict[tuple[int, int], float]:
    """Per (space, rent mode): the landings per turn a card makes there (a card's move
    onto another card space draws again: counted there, not here)."""
    n = model.num_spaces
    landings = card_landings(model, arrive)
    out: dict[tuple[int, int], float] = {}
    for b, on in zip(model.bridges, landings):
        for chance, move in model.card_moves(b):
            if move.steps and not move.jailed:
                key = ((b + move.steps) % n, move.rent_mode)
                out[key] = out.get(key, 0.0) + float(on) * chance
    return out

