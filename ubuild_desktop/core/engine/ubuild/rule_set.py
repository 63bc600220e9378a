"""U-Build as every tool sees it: :data:`UBUILD`, its :class:`~.kernel.rule_set.RuleSet`,
registered once (``engine.registry`` finds it).

U-Build is played on a :class:`~ubuild_desktop.core.track.Track`; the preset gives the
players allowed and the starting money; its options are the round limit (``round_limit``:
a number, None for none, absent for the preset's; any other option is not U-Build's and
is ignored). Its game files carry no ``rule_set``
(every older file) or ``"ubuild"``. (The traditional game's is ``traditional/rule_set.py``.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
import os
from typing import Any, Final

from ...i18n import QT_TRANSLATE_NOOP
from ...track import Preset, Track
from ...trackfile import builtin_track_names, dump_track, load_builtin, load_track, parse_track
from ...validate import Report, validate
from .computer import STRENGTHS, make_player
from ..kernel.event_kinds import PaymentReason
from .game import BOOK_PLAYER_TURNS, PLAYER_RANGE, PRESET_DEFAULT, STARTING_CASH, Game, default_round_limit, rules_for
from .gamefile import RULE_SET, dump_game, game_from_dict
from ..kernel.actions import Action
from ..kernel.gamefile import Progress
from ..kernel.records import Standing
from ..kernel.rule_set import DEFAULT_LIMIT, Ending, RuleSet, register
from ..kernel.session import DICE_PROGRAM
from ..kernel.session import Session as KernelSession
from .records import Debt
from ..kernel.sentences import english_reason
from .session import Session
from .state import State

#: U-Build's reasons money moves (its simulation summary's ``money_flows``), in the order of the enum.
UBUILD_FLOWS: Final[tuple[PaymentReason, ...]] = (
    PaymentReason.SALARY, PaymentReason.BRIDGE_TOLL, PaymentReason.JAIL_FINE, PaymentReason.CHANCE,
    PaymentReason.CHANCE_PER_BLOCK, PaymentReason.CHANCE_PER_DISTRICT, PaymentReason.HAZARD_MOVE,
    PaymentReason.BANKRUPTCY, PaymentReason.DEAL, PaymentReason.MORTGAGE, PaymentReason.MORTGAGE_REPAID,
    PaymentReason.SKYSCRAPER, PaymentReason.STADIUM, PaymentReason.TOWER, PaymentReason.RENT, PaymentReason.BOUGHT,
    PaymentReason.BLOCKS, PaymentReason.AUCTION, PaymentReason.FAIR_START,
)


def _book_rules(track: Track) -> Any:
    """The book's rules a track's preset plays by (Custom: Pro)."""
    return rules_for(track.preset if isinstance(track.preset, Preset) else Preset(track.preset))


class UBuildRuleSet(RuleSet):
    """U-Build on a track (see the module docstring)."""

    name = RULE_SET
    board_type = Track
    game_type = Game
    strengths = STRENGTHS
    default_strength = "good"
    flows = UBUILD_FLOWS
    options = ("round_limit",)
    play_view = "ubuild_desktop.play.ubuild.plugin:PLAY"
    editor = "ubuild_desktop.editor.window:open_editor_window"
    odds_model = "ubuild_desktop.core.balance.odds:track_odds"  # four players fit every preset
    viewer = "ubuild_desktop.viewer.window:open_viewer_window"
    balance = "ubuild_desktop.core.balance.rules:TRACK_BALANCE"
    analysis = "ubuild_desktop.analyze_cli:format_analysis"
    figures = "ubuild_desktop.charts.track_figures:TRACK_FIGURES"
    how_to_play = "ubuild_desktop.howto.rule_sets:UBUILD_HOW_TO_PLAY"
    picture = "ubuild_desktop.board.scene:BoardScene"  # the track alone (How to play); its export: the editor's
    export = "ubuild_desktop.editor.editor_cli:export_track"  # true tile size across pages, a parts list
    gift_name = "ubuild_desktop.words:district_gift_namer"  # a district's card name, translated
    fair_start_step = 50  # $50k
    refusal = QT_TRANSLATE_NOOP("Command", "{track}: not a valid {preset} track: {problem}")
    file_kind = "track"
    listing = "ubuild_desktop.console:track_listing"

    def players_range(self, board: Any) -> tuple[int, int]:
        return PLAYER_RANGE[_book_rules(board)]

    def starting_cash(self, board: Any) -> int:
        return STARTING_CASH[_book_rules(board)]

    def money_in_thousands(self) -> bool:
        return True

    def checked_against(self, board: Any) -> Preset:
        return Preset(board.preset)

    def validate(self, board: Any, options: Mapping[str, Any]) -> Report:
        return validate(board, options.get("preset"), options.get("railroads"))

    def gift_choices(self, board: Any) -> list[tuple[str, str, int]]:
        """Every district of the track, by its card (id, name, price), cheapest first."""
        found = [(d.card.id, d.card.name, int(d.card.price)) for d in Game.create(board, 2).districts]
        return sorted(found, key=lambda c: (c[2], c[1]))

    def new_game(self, board: Any, players: int | list[str] | tuple[str, ...], options: Mapping[str, Any]) -> Game:
        return Game.create(board, players, round_limit=options.get("round_limit", PRESET_DEFAULT),
                           fair_start=tuple(options.get("fair_start", ())), fair_gifts=tuple(options.get("fair_gifts", ())))

    def default_options(self, board: Any, players: int) -> dict[str, Any]:
        return {"round_limit": default_round_limit(board.preset, max(1, players))}

    def session(self, game: Any, seed: int, dice: str = DICE_PROGRAM) -> Session:
        return Session(game, seed, dice=dice)

    def new_state(self, game: Any) -> State:
        return State(game)

    def resume(self, session: KernelSession[Any, Any], history: Iterable[Action]) -> Session:
        return Session.resume(session.game, session.seed, list(history), session.dice)

    def dump_board(self, board: Any) -> str:
        return dump_track(board)

    def parse_board(self, text: str, source: str) -> Track:
        return parse_track(text, source)

    def read_board_file(self, path: str | os.PathLike[str]) -> Track:
        return load_track(path)  # any file no other rule set claims: its error says what is wrong

    def board_schema(self) -> dict[str, Any]:
        return {**Track.model_json_schema(), "title": "U-Build track file"}

    def builtin_boards(self) -> list[str]:
        return builtin_track_names()

    def load_builtin(self, name: str) -> Track:
        return load_builtin(name)

    def owns_document(self, raw: Mapping[str, Any]) -> bool:
        # A file without a rule set is U-Build's (every file before the traditional game).
        return raw.get("rule_set", RULE_SET) == RULE_SET

    def read_game(self, raw: object, source: str, progress: Progress | None = None) -> Session:
        return game_from_dict(raw, source, progress)

    def dump_game(self, session: KernelSession[Any, Any]) -> str:
        return dump_game(session)  # type: ignore[arg-type]

    def board_name_in(self, raw: Mapping[str, Any], spanish: bool) -> str | None:
        track = raw.get("track")
        if not isinstance(track, dict):
            return None
        name = track.get("name") or raw.get("preset")  # an unnamed track: its preset's name
        return name if isinstance(name, str) else None

    def computer(self, strength: str | None, seed: int) -> Any:
        return make_player(strength if strength in STRENGTHS else self.default_strength, seed)

    def standings(self, state: Any) -> list[Standing]:
        return list(state.tally())

    def make_game(self, text: str, players: int, round_limit: int | None | str,
                  fair_start: tuple[int, ...] = (), fair_gifts: tuple[str, ...] = ()) -> Game:
        track = parse_track(text, "<simulated track>")
        if round_limit == DEFAULT_LIMIT:
            return Game.create(track, players, fair_start=fair_start, fair_gifts=fair_gifts)
        return Game.create(track, players, round_limit=round_limit, fair_start=fair_start, fair_gifts=fair_gifts)

    def num_players(self, game: Any) -> int:
        return int(game.num_players)

    def ending(self, game: Any, state: Any) -> Ending:
        winners = tuple(s.player for s in state.tally() if s.rank == 1 and not s.bankrupt)
        words = "" if state.debt is None else _debt_words(state.debt, game)
        return Ending(state.rolls, state.bankrupt, winners, words, state.rounds, state.first_player)

    def header(self, source: Any, game: Any) -> dict[str, Any]:
        return {"track": source.name, "preset": game.preset.value, "rules": game.rules.value, "railroads": game.railroads}

    def round_limit(self, game: Any) -> int | None:
        limit: int | None = game.round_limit
        return limit

    def box_player_turns(self, game: Any) -> int | None:
        return BOOK_PLAYER_TURNS[game.rules]

    def spaces(self, game: Any) -> list[tuple[str, str]]:
        return [(game.space_names[s], game.space_kinds[s].value) for s in range(game.num_spaces)]


def _debt_words(debt: Debt, game: Game) -> str:
    """What the bankrupt player could not pay, in plain English ("rent for Kite Hill")."""
    return english_reason((debt.reason, game.districts[debt.about].card.name if debt.about >= 0 else None))


UBUILD: Final = register(UBuildRuleSet())

__all__ = ["UBUILD", "UBUILD_FLOWS", "UBuildRuleSet"]
