"""A third rule set, written in one test module: a 12-space ring with one rule
(``test_third_rule_set.py`` plays it).

**The Ring** (a junior game): everyone starts with 100; on your turn roll one die and move
round the ring; **passing or landing on Start pays 20** (the one rule). After the round
limit the richest player wins. It has no properties, no deals, no jail.

Everything it needs is written here and registered once in the engine's registry
(``kernel.rule_set.register``): its board, game, state, rule table, book, computer player,
files (its board files too) and the play view's plug-in. Nothing outside this module knows
it, yet the engine's session plays it, ``simulate`` simulates it, a game file of it reads
back, the New game dialog reads its board file, ``ubuild tracks`` lists its built-in board,
``ubuild validate`` checks its files (the registry's default: it checks nothing more than
reading them), ``ubuild export`` draws them and ``ubuild view`` shows them (its play view's board), and the play window
opens it and plays it to the end through its real controller. That is the proof
that the rule sets plug in (issue 25, "One registry").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ubuild_desktop.core.engine.kernel.records import Standing
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind, PaymentReason
from ubuild_desktop.core.engine.kernel.actions import Action, Dice, Roll
from ubuild_desktop.core.engine.kernel.driver import ComputerPlayer
from ubuild_desktop.core.engine.kernel.gamefile import (
    GameFileError, Progress, dump_document, history_from_dict, history_to_dict, replay_texts)
from ubuild_desktop.core.engine.kernel.ledger import transfer
from ubuild_desktop.core.engine.kernel.event_kinds import BANK
from ubuild_desktop.core.engine.kernel.phases import END_ROUND_LIMIT, Phase
from ubuild_desktop.core.engine.kernel.records import SetupError
from ubuild_desktop.core.engine.kernel.rule_set import DEFAULT_LIMIT, Ending, RuleSet, register, unregister
from ubuild_desktop.core.engine.kernel.session import DICE_PROGRAM, Session, replay_onto
from ubuild_desktop.core.engine.kernel.state import GameState
from ubuild_desktop.core.engine.kernel.table import RuleTable, TableBook, row

SPACES = 12
START_CASH = 100
SALARY = 20  # the one rule: passing or landing on Start pays this
ROUNDS = 5  # the round limit, unless a game says otherwise


# ------------------------------------------------------------------ the board and the game


@dataclass(frozen=True)
class Ring:
    """The board: a name and its 12 spaces' names (space 0 is Start)."""

    name: str = "The Ring"
    spaces: tuple[str, ...] = ("Start", *(f"Stop {i}" for i in range(1, SPACES)))


@dataclass(frozen=True)
class RingGame:
    ring: Ring
    players: tuple[str, ...]
    round_limit: int = ROUNDS


class RingSetupError(SetupError):
    pass


# ------------------------------------------------------------------ the state and its rules


class RingState(GameState):
    """The shared facts, plus where each player stands and the rounds played."""

    def __init__(self, game: RingGame) -> None:
        super().__init__(RING_BOOK, game.players, START_CASH, (), Phase.PRE_ROLL)
        self.game = game
        self.position = [0] * len(game.players)
        self.in_jail = [False] * len(game.players)
        self.out = [False] * len(game.players)
        self.rounds = 0

    def tally(self) -> list[Standing]:
        return standings(self)


def _list_roll(state: RingState, p: int, out: list[Action]) -> None:
    out.append(Roll())


def _roll(state: RingState, action: Roll) -> None:
    state.phase = Phase.ROLL


def _move(state: RingState, action: Dice) -> None:
    p = state.turn
    start = state.position[p]
    to = (start + action.total) % SPACES
    state.emit(EventKind.ROLLED, (("player", p), ("dice", action.values), ("double", False)))
    if to <= start:  # passed or landed on Start: the one rule
        state.emit(EventKind.PASSED_GO, (("player", p),))
        transfer(state, BANK, p, SALARY, PaymentReason.SALARY)
    state.position[p] = to
    state.emit(EventKind.MOVED, (("player", p), ("start", start), ("to", to), ("back", False),
                                 ("to_name", state.game.ring.spaces[to])))
    state.turn = (p + 1) % len(state.cash)
    if state.turn == 0:
        state.rounds += 1
        if state.rounds >= state.game.round_limit:
            _end(state, END_ROUND_LIMIT)
            return
    state.phase = Phase.PRE_ROLL
    state.emit(EventKind.TURN_STARTED, (("player", state.turn),))


def _end(state: RingState, reason: str) -> None:
    state.phase = Phase.GAME_OVER
    state.end_reason = reason
    state.emit(EventKind.GAME_OVER, ())


def _chance_outcomes(state: Any) -> list[tuple[Action, float]]:
    if state.phase is Phase.ROLL:
        return [(Dice((face,)), 1 / 6) for face in range(1, 7)]
    return []


TABLE = RuleTable(
    {Roll: row({Phase.PRE_ROLL}, None, _roll, _list_roll), Dice: row({Phase.ROLL}, None, _move, None)},
    run=lambda state: None,  # no pending steps: each action finishes its work
    end_by_action_limit=lambda state: _end(state, "action_limit"),
    chance_outcomes=_chance_outcomes,
)


class RingBook(TableBook):
    """What the kernel's shared rules ask of the Ring (most of them never come up)."""

    def money_text(self, amount: int) -> str:
        return f"${amount}"

    def money_in_thousands(self) -> bool:
        return False

    def net_worth(self, state: GameState, p: int) -> int:
        return state.cash[p]

    def deals_open(self, state: GameState) -> bool:
        return False

    def proposer_reason(self, state: GameState, p: int) -> str | None:
        return "the Ring has no deals"

    def safe_kinds(self) -> tuple[type, ...]:
        return (Roll,)

    def space_count(self, state: GameState) -> int:
        return SPACES


RING_BOOK = RingBook(TABLE)


def standings(state: RingState) -> list[Standing]:
    """The richest first; equal cash, equal rank."""
    order = sorted(range(len(state.cash)), key=lambda p: -state.cash[p])
    return [Standing(1 + sum(1 for q in order if state.cash[q] > state.cash[p]), p, state.game.players[p],
                     state.cash[p], 0, state.cash[p], False) for p in order]


class RingSession(Session[RingGame, RingState]):
    def __init__(self, game: RingGame, seed: int, state: RingState | None = None, dice: str = DICE_PROGRAM) -> None:
        super().__init__(game, seed, RingState(game) if state is None else state, dice)


class Roller(ComputerPlayer[RingState]):
    """The Ring's computer player: there is only one thing to do."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, state: RingState, seat: int) -> Action:
        return Roll()

    def propose_deal(self, state: RingState, seat: int) -> Action | None:
        return None


# ------------------------------------------------------------------ the rule set, registered


class RingRules(RuleSet):
    name = "ring"
    board_type = Ring
    game_type = RingGame
    strengths = ("roller",)
    default_strength = "roller"
    flows = (PaymentReason.SALARY,)
    play_view = f"{__name__}:RING_PLAY"

    def players_range(self, board: Any) -> tuple[int, int]:
        return 2, 4

    def starting_cash(self, board: Any) -> int:
        return START_CASH

    def money_in_thousands(self) -> bool:
        return False

    def new_game(self, board: Any, players: int | list[str] | tuple[str, ...], options: Mapping[str, Any]) -> RingGame:
        names = tuple(f"Player {i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
        if not 2 <= len(names) <= 4:
            raise RingSetupError("the Ring takes 2 to 4 players")
        limit = options.get("round_limit")
        return RingGame(board, names, ROUNDS if limit is None or limit == DEFAULT_LIMIT else int(limit))

    def session(self, game: Any, seed: int, dice: str = DICE_PROGRAM) -> RingSession:
        return RingSession(game, seed, dice=dice)

    def new_state(self, game: Any) -> RingState:
        return RingState(game)

    def resume(self, session: Session[Any, Any], history: Iterable[Action]) -> RingSession:
        resumed = RingSession(session.game, session.seed, replay_onto(RingState(session.game), history), session.dice)
        resumed.catch_up()
        return resumed

    def dump_board(self, board: Any) -> str:
        return json.dumps(list(board.spaces))

    def claims_board_file(self, head: bytes) -> bool:
        return b'"ring":' in head  # a Ring board file: {"name": ..., "ring": [the spaces' names]}

    def read_board_file(self, path: Any) -> Ring:
        with open(path, encoding="utf-8") as handle:
            raw = json.load(handle)
        return Ring(name=str(raw["name"]), spaces=tuple(str(name) for name in raw["ring"]))

    def parse_board(self, text: str, source: str) -> Ring:
        return Ring(spaces=tuple(json.loads(text)))

    def read_game(self, raw: object, source: str, progress: Progress | None = None) -> RingSession:
        if not isinstance(raw, dict) or raw.get("rule_set") != self.name:
            raise GameFileError(f"{source}: not a game of the Ring")
        seed, dice, texts = history_from_dict(raw, source)
        session = RingSession(RingGame(Ring(), tuple(raw["players"]), int(raw["round_limit"])), seed, dice=dice)
        replay_texts(session, texts, source, progress)
        return session

    def dump_game(self, session: Session[Any, Any]) -> str:
        game = session.game
        return dump_document({"format": "ubuild-game", "rule_set": self.name, "players": list(game.players),
                              "round_limit": game.round_limit, **history_to_dict(session)})

    def computer(self, strength: str | None, seed: int) -> Roller:
        return Roller(seed)

    def standings(self, state: Any) -> list[Standing]:
        return standings(state)

    def make_game(self, text: str, players: int, round_limit: int | None | str,
                  fair_start: tuple[int, ...] = ()) -> RingGame:
        if fair_start:
            raise ValueError("the Ring has no Fair start")
        return self.new_game(self.parse_board(text, "<ring>"), players, {"round_limit": round_limit})

    def num_players(self, game: Any) -> int:
        return len(game.players)

    def ending(self, game: Any, state: Any) -> Ending:
        winners = tuple(s.player for s in standings(state) if s.rank == 1)
        rolls = sum(1 for e in state.events if e.kind is EventKind.ROLLED)
        return Ending(rolls, -1, winners, "", state.rounds, 0)

    def header(self, source: Any, game: Any) -> dict[str, Any]:
        return {"track": source.name, "preset": None, "rules": self.name, "railroads": False}

    def round_limit(self, game: Any) -> int | None:
        return int(game.round_limit)

    def box_player_turns(self, game: Any) -> int | None:
        return None

    def spaces(self, game: Any) -> list[tuple[str, str]]:
        return [(name, "start" if i == 0 else "stop") for i, name in enumerate(game.ring.spaces)]


RING: RingRules = register(RingRules())  # once, when this module is imported (so in a simulation's worker processes too)


# ------------------------------------------------------------------ the engine: plays, files, simulates


# ------------------------------------------------------------------ the play view's plug-in


class RingPlayView:
    """The Ring's parts of the play view: the ring drawn as a small square board (the
    shared ``board/`` drawing), movers on it, a turn panel with one button."""

    name = "ring"
    properties_are_streets = False
    keeps_cards = False

    def scene(self, game: Any, parent: Any) -> Any:
        from ubuild_desktop.board.square_scene import SquareBoardScene
        from ubuild_desktop.core.square.board import Space, SpaceKind, SquareBoard

        spaces = tuple(Space(id=f"s{i}", kind=SpaceKind.GO if i == 0 else SpaceKind.FREE_PARKING, name=name, name_es=name)
                       for i, name in enumerate(game.ring.spaces))
        board = SquareBoard(name=game.ring.name, spaces=spaces, starting_cash=START_CASH, salary=SALARY)
        return SquareBoardScene(board, parent=parent)

    def prepare_view(self, view: Any) -> None:
        view.set_grid_visible(False)

    def board(self, scene: Any, state: Any, colours: list[str], parent: Any) -> Any:
        return _ring_board_class()(scene, state, colours, parent)

    def card(self, parent: Any) -> Any:
        from PySide6.QtWidgets import QLabel

        card = QLabel(parent)
        card.district_id = None  # type: ignore[attr-defined]  # the Ring has no properties to show
        return card

    def board_keys(self, view: Any, board: Any, parent: Any) -> Any:
        from ubuild_desktop.play.board import BoardKeys

        return BoardKeys(view, board, parent)

    def space_point(self, board: Any, space: int) -> Any:
        return board.space_point(space)

    def middle(self, scene: Any) -> Any:
        return scene.layout.centre

    def turn_model(self, state: Any, computers: Collection[int], **options: Any) -> Any:
        from ubuild_desktop.play.turn_model import Heading, RollSection, Situation, Status, TurnModel

        if state.is_terminal():
            return TurnModel(None, Status(Heading.GAME_OVER, Situation.GAME_OVER), ranking=True)
        seat = state.current_player
        if seat < 0:
            return TurnModel(None, Status(Heading.TURN, Situation.NONE))
        status = Status(Heading.TURN, Situation.ON_SPACE, seat=seat, cash=state.cash[seat], space=state.position[seat],
                        computer=seat in computers)
        if seat in computers or options.get("busy"):
            return TurnModel(seat, status)
        return TurnModel(seat, status, roll=RollSection(Roll(), 1, False))

    def pick_words(self, state: Any, part: Any) -> Any:
        raise AssertionError("the Ring never picks a site")  # its turn model has no pick

    def title(self, game: Any) -> str:
        return str(game.ring.name)

    def space_name(self, game: Any, index: int) -> str:
        return str(game.ring.spaces[index])

    def space_count(self, game: Any) -> int:
        return SPACES

    def place_names(self, game: Any) -> Any:
        from ubuild_desktop.play.game_words import PlaceNames

        return PlaceNames(tuple(game.ring.spaces))

    def dice_count(self, game: Any) -> int:
        return 1

    def property_name(self, state: Any, property_id: str) -> str:
        return property_id

    def property_space(self, state: Any, property_id: str) -> int:
        return 0

    def property_card(self, state: Any, index: int) -> Any:
        return None

    def end_reason(self, state: Any) -> str:
        return f"{ROUNDS} rounds are played: the richest wins."

    def holdings(self, state: Any, p: int) -> list[Any]:
        return []

    def holding_groups(self, state: Any, p: int) -> list[Any]:
        return []

    def last_dice(self, state: Any) -> tuple[int, ...]:
        for event in reversed(state.events):
            if event.kind is EventKind.ROLLED:
                return tuple(event.get("dice"))
        return ()

    def rolls(self, state: Any) -> int:
        return sum(1 for event in state.events if event.kind is EventKind.ROLLED)

    def jail_cards(self, state: Any, p: int) -> tuple[str, ...]:
        return ()

    def is_out(self, state: Any, p: int) -> bool:
        return False

    def tally(self, state: Any) -> list[Standing]:
        return standings(state)

    def decision_property(self, state: Any, is_computer: Callable[[int], bool]) -> str | None:
        return None

    def raisable(self, state: Any, p: int) -> int:
        return 0

    def can_propose(self, state: Any, p: int) -> bool:
        return False

    def house_actions(self, state: Any, p: int) -> list[Action]:
        return []


RING_PLAY = RingPlayView()

_BOARD_CLASS: list[type] = []


def _ring_board_class() -> type:
    """The Ring's items on its scene (a class made on first use: Qt is imported then)."""
    if _BOARD_CLASS:
        return _BOARD_CLASS[0]
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainterPath

    from ubuild_desktop.board.square_marks import SquareTargetItem
    from ubuild_desktop.play.board import MoverBoard, MoverItem

    class RingBoard(MoverBoard):
        def __init__(self, scene: Any, state: Any, colours: list[str], parent: Any) -> None:
            super().__init__(parent)
            self.scene = scene
            self.targets: list[Any] = []
            self._animation = None
            self.places = [scene.place(i) for i in range(SPACES)]
            self.movers = [MoverItem(p, name, colours[p]) for p, name in enumerate(state.game.players)]
            for mover in self.movers:
                scene.addItem(mover)
            self._positions = list(state.position)
            self._place_movers()

        def _place_movers(self, skip: int = -1) -> None:
            for p, mover in enumerate(self.movers):
                mover.setPos(self.mover_position(p))

        def mover_position(self, seat: int) -> QPointF:
            centre = self.places[self._positions[seat]].centre
            return QPointF(centre.x() + 8 * seat - 12, centre.y())

        def sync(self, state: Any) -> None:
            self._positions = list(state.position)
            for p, mover in enumerate(self.movers):
                mover.set_active(p == state.turn and not state.is_terminal())
            self._place_movers()

        def relayout(self, state: Any) -> None:
            self.sync(state)

        def animate_move(self, seat: int, start: int, end: int, backwards: bool, on_done: Callable[[], None],
                         direct: bool = False) -> None:
            self._positions[seat] = end
            self._place_movers()
            on_done()

        def _target_item(self, cell: Any, on_pick: Callable[[Any], None], label: str) -> Any:
            return SquareTargetItem(self.places[cell], on_pick, label)

        def district_cells(self) -> list[tuple[str, int]]:
            return [(f"s{i}", i) for i in range(SPACES)]

        def space_point(self, space: int) -> QPointF:
            return self.places[space].centre

        def cell_point(self, cell: int) -> QPointF:
            return self.space_point(cell)

        def cursor_path(self, cell: int) -> QPainterPath:
            rect = self.places[cell].rect
            path = QPainterPath()
            path.addRect(QRectF(-rect.width() / 2 + 2, -rect.height() / 2 + 2, rect.width() - 4, rect.height() - 4))
            return path

    _BOARD_CLASS.append(RingBoard)
    return RingBoard
