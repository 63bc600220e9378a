"""Traditional game positions reached by real actions: both decks shuffled into file
order, a roll-off that seat 0 wins, then dice chosen by the test."""

from __future__ import annotations

import json

from ubuild_desktop.core.engine.kernel.actions import Action, Dice, DrawCard, Roll
from ubuild_desktop.core.engine.kernel.phases import Phase
from ubuild_desktop.core.engine.traditional.game import Game
from ubuild_desktop.core.engine.traditional.options import HouseRules
from ubuild_desktop.core.engine.traditional.session import new_state
from ubuild_desktop.core.engine.traditional.state import TradState
from ubuild_desktop.core.square import SquareBoard, load_builtin_board

NAMES = ("Ana", "Bo", "Cy", "Di")


def board() -> SquareBoard:
    return load_builtin_board("traditional")


def game(players: int = 3, **house_rules: object) -> Game:
    return Game(board(), NAMES[:players], HouseRules(**house_rules))  # type: ignore[arg-type]


def act(state: TradState, action: Action) -> None:
    """Apply ``action`` checked (``IllegalActionError`` says why not)."""
    state.book.apply(state, action)


def why(state: TradState, action: Action) -> str | None:
    """Why ``action`` is refused, in the English of the command line (``str`` of the refusal), or None."""
    refusal = state.book.why_illegal(state, action)
    return None if refusal is None else str(refusal)


def started(players: int = 3, **house_rules: object) -> TradState:
    """A new game with both decks in file order (``chance-01``, ``chest-01`` on top) and
    seat 0 winning the roll-off: seat 0 waits to roll (PRE_ROLL)."""
    state = new_state(game(players, **house_rules))
    for card in state.game.card_ids:
        act(state, DrawCard(card))
    assert state.phase is Phase.ROLL_OFF
    for p in range(players):
        act(state, Roll())
        act(state, Dice((6, 6) if p == 0 else (1, 2)))
    assert state.phase is Phase.PRE_ROLL and state.turn == 0
    return state


def roll(state: TradState, a: int, b: int) -> None:
    """The player to act rolls ``a`` and ``b``."""
    act(state, Roll())
    act(state, Dice((a, b)))


def index(state: TradState, space_id: str) -> int:
    return state.game.ids.index(space_id)


def give(state: TradState, p: int, *space_ids: str) -> None:
    """Make ``p`` the owner of these properties (a test's setting, as a deal would)."""
    for space_id in space_ids:
        state.set_owner(index(state, space_id), p)


def place(state: TradState, p: int, space_id: str) -> None:
    state.position[p] = index(state, space_id)


def cash_total(state: TradState) -> int:
    return sum(state.cash)


def conserved(state: TradState) -> bool:
    """Cash only moved through logged transactions with the bank."""
    g = state.game
    return sum(state.cash) == g.starting_cash * len(g.players) + state.bank_paid - state.bank_received


def scaled_board(times: int) -> SquareBoard:
    """The built-in board with every amount (prices, rents, taxes, cash) ``times`` the book's."""
    doc = json.loads(load_builtin_board("traditional").model_dump_json())
    doc["name"] = f"Traditional x{times}"
    for key in ("salary", "starting_cash", "jail_fine"):
        doc[key] *= times
    for space in doc["spaces"]:
        for key in ("price", "house_price", "tax"):
            space[key] *= times
        if space["kind"] != "utility":
            space["rents"] = [rent * times for rent in space["rents"]]
    return SquareBoard.model_validate(doc)
