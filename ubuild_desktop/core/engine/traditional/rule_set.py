"""The traditional game as every tool sees it: :data:`TRADITIONAL`, its
:class:`~..kernel.rule_set.RuleSet`, registered once (``engine.registry`` finds it).

It is played on a :class:`~ubuild_desktop.core.square.SquareBoard` by 2-8 players; its
options are the house rules (``house_rules``: a :class:`~.options.HouseRules`); its game
files say ``"rule_set": "traditional"``. (U-Build's is ``engine/ubuild/rule_set.py``.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
import os
from dataclasses import replace
from typing import Any, Final

from ...i18n import QT_TRANSLATE_NOOP
from ...square.board import SquareBoard
from ...square.boardfile import builtin_board_names, dump_board, load_board, load_builtin_board, parse_board
from ...square.head import looks_like_board
from ...square.validate import BoardReport, validate_board
from ..kernel.event_kinds import EventKind, PaymentReason
from ..kernel.actions import Action
from ..kernel.gamefile import Progress
from ..kernel.records import Standing
from ..kernel.rule_set import DEFAULT_LIMIT, Ending, RuleSet, register
from ..kernel.session import DICE_PROGRAM
from ..kernel.session import Session as KernelSession
from .computer import STRENGTHS, computer_player
from .ending import standings
from .game import MAX_PLAYERS, MIN_PLAYERS, RULE_SET, Game
from .gamefile import dump_game, game_from_dict
from .options import DEFAULT_HOUSE_RULES, HouseRules
from .session import TradSession, new_state

#: The traditional game's reasons money moves (its simulation summary's ``money_flows``).
TRADITIONAL_FLOWS: Final[tuple[PaymentReason, ...]] = (
    PaymentReason.SALARY, PaymentReason.JAIL_FINE, PaymentReason.CHANCE, PaymentReason.COMMUNITY_CHEST,
    PaymentReason.TAX, PaymentReason.REPAIRS, PaymentReason.FREE_PARKING, PaymentReason.BANKRUPTCY, PaymentReason.DEAL,
    PaymentReason.MORTGAGE, PaymentReason.MORTGAGE_REPAID, PaymentReason.MORTGAGE_INTEREST, PaymentReason.RENT,
    PaymentReason.BOUGHT, PaymentReason.AUCTION, PaymentReason.HOUSES, PaymentReason.BUILDING_SALE,
    PaymentReason.FAIR_START, PaymentReason.TITLE_TO_BANK,
)

#: A simulated traditional game's round limit unless one is given: about four times the
#: median game of simple players (about 50 rounds), as U-Build's is four times the book's.
TRADITIONAL_ROUND_LIMIT: Final = 200

_ROLLED: Final = EventKind.ROLLED


class TraditionalRuleSet(RuleSet):
    """The traditional game on a square board (see the module docstring)."""

    name = RULE_SET
    board_type = SquareBoard
    game_type = Game
    strengths = STRENGTHS
    default_strength = "good"
    flows = TRADITIONAL_FLOWS
    options = ("house_rules",)
    play_view = "ubuild_desktop.play.traditional.plugin:PLAY"
    editor = "ubuild_desktop.editor.square_window:open_square_editor_window"
    odds_model = "ubuild_desktop.core.balance.square:square_odds"
    viewer = "ubuild_desktop.viewer.square_window:open_square_viewer_window"
    balance = "ubuild_desktop.core.balance.rules:SQUARE_BALANCE"
    analysis = "ubuild_desktop.analyze_cli:format_square_analysis"
    figures = "ubuild_desktop.charts.square_figures:SQUARE_FIGURES"
    how_to_play = "ubuild_desktop.howto.rule_sets:TRADITIONAL_HOW_TO_PLAY"
    picture = "ubuild_desktop.board.square_scene:SquareBoardScene"  # the board alone (How to play, ubuild export)
    gift_name = "ubuild_desktop.words:square_gift_namer"  # the board's own name (its Spanish one in Spanish)
    fair_start_step = 10  # $10
    tuner = "ubuild_desktop.core.generate.square:tune_board"
    refusal = QT_TRANSLATE_NOOP("Command", "{board}: not a valid square board: {problem}")
    file_kind = "board"
    listing = "ubuild_desktop.console:square_board_listing"

    def players_range(self, board: Any) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def starting_cash(self, board: Any) -> int:
        return int(board.starting_cash)

    def money_in_thousands(self) -> bool:
        return False

    def validate(self, board: Any, options: Mapping[str, Any]) -> BoardReport:
        return validate_board(board)  # a track's options (preset, railroads) mean nothing here

    def gift_choices(self, board: Any) -> list[tuple[str, str, int]]:
        """Every property of the board (street, station, utility): (id, name, price), cheapest first."""
        game = Game(board, 2)
        found = [(game.ids[i], game.names[i], int(game.price[i])) for i in game.properties]
        return sorted(found, key=lambda c: (c[2], c[1]))

    def new_game(self, board: Any, players: int | list[str] | tuple[str, ...], options: Mapping[str, Any]) -> Game:
        """``options``: ``house_rules`` (the book's if absent), or only a ``round_limit``
        (a number of rounds, None for none) with the book's other rules; ``fair_start``: the
        Fair start house rule's amounts (none if absent), ``fair_gifts`` its gifts."""
        house_rules: HouseRules = options.get("house_rules", DEFAULT_HOUSE_RULES)
        if "house_rules" not in options and "round_limit" in options:
            house_rules = HouseRules(round_limit=options["round_limit"] or 0)
        if options.get("fair_start"):
            house_rules = replace(house_rules, fair_start=tuple(options["fair_start"]))
        if options.get("fair_gifts"):
            house_rules = replace(house_rules, fair_gifts=tuple(options["fair_gifts"]))
        return Game(board, players, house_rules)

    def session(self, game: Any, seed: int, dice: str = DICE_PROGRAM) -> TradSession:
        return TradSession(game, seed, dice=dice)

    def new_state(self, game: Any) -> Any:
        return new_state(game)

    def resume(self, session: KernelSession[Any, Any], history: Iterable[Action]) -> TradSession:
        return TradSession.resume(session.game, session.seed, list(history), session.dice)

    def dump_board(self, board: Any) -> str:
        return dump_board(board)

    def parse_board(self, text: str, source: str) -> SquareBoard:
        return parse_board(text, source)

    def claims_board_file(self, head: bytes) -> bool:
        return looks_like_board(head)  # "spaces" and no "pieces": its errors are worded as a board file's

    def read_board_file(self, path: str | os.PathLike[str]) -> SquareBoard:
        return load_board(path)

    def board_schema(self) -> dict[str, Any]:
        return {**SquareBoard.model_json_schema(), "title": "U-Build square board file"}

    def builtin_boards(self) -> list[str]:
        return builtin_board_names()

    def load_builtin(self, name: str) -> SquareBoard:
        return load_builtin_board(name)

    def read_game(self, raw: object, source: str, progress: Progress | None = None) -> TradSession:
        return game_from_dict(raw, source, progress)

    def dump_game(self, session: KernelSession[Any, Any]) -> str:
        return dump_game(session)  # type: ignore[arg-type]

    def board_name_in(self, raw: Mapping[str, Any], spanish: bool) -> str | None:
        board = raw.get("board")  # the square board itself, embedded
        if not isinstance(board, dict):
            return None
        name = board.get("name_es") if spanish and isinstance(board.get("name_es"), str) and board.get("name_es") else board.get("name")
        return name if isinstance(name, str) else None

    def computer(self, strength: str | None, seed: int) -> Any:
        return computer_player(strength if strength in STRENGTHS else self.default_strength, seed)

    def standings(self, state: Any) -> list[Standing]:
        return standings(state)

    def make_game(self, text: str, players: int, round_limit: int | None | str,
                  fair_start: tuple[int, ...] = (), fair_gifts: tuple[str, ...] = ()) -> Game:
        board = parse_board(text, "<simulated board>")
        if round_limit == DEFAULT_LIMIT:
            limit = TRADITIONAL_ROUND_LIMIT
        else:
            limit = 0 if round_limit is None else int(round_limit)  # 0: none (the house rule's word)
        return Game(board, players, HouseRules(round_limit=limit, fair_start=fair_start, fair_gifts=fair_gifts))

    def num_players(self, game: Any) -> int:
        return len(game.players)

    def ending(self, game: Any, state: Any) -> Ending:
        winners = tuple(s.player for s in standings(state) if s.rank == 1 and not s.bankrupt)
        rolls = sum(1 for e in state.events if e.kind is _ROLLED)
        return Ending(rolls, state.bankrupt, winners, "", state.rounds, state.starter)

    def header(self, source: Any, game: Any) -> dict[str, Any]:
        return {"track": source.name, "preset": None, "rules": self.name, "railroads": False}

    def round_limit(self, game: Any) -> int | None:
        return game.house_rules.round_limit or None

    def box_player_turns(self, game: Any) -> int | None:
        return None

    def spaces(self, game: Any) -> list[tuple[str, str]]:
        return [(s.name, s.kind.value) for s in game.board.spaces]


TRADITIONAL: Final = register(TraditionalRuleSet())

__all__ = ["TRADITIONAL", "TRADITIONAL_FLOWS", "TRADITIONAL_ROUND_LIMIT", "TraditionalRuleSet"]
