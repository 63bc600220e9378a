"""What every tool needs to know of a rule set, written once per rule set: :class:`RuleSet`,
and the list of the rule sets there are (:func:`register`, :func:`registered`).

A rule set (U-Build's ``engine.rule_set``, the traditional game's
``engine.traditional.rule_set``, or a test's) fills in one :class:`RuleSet` and registers
it once, in the manner of OpenSpiel's game registry. ``ubuild simulate``, ``analyze``,
``play``, ``view``, ``validate``, Home, the New game dialog, the Balance panel and the
reports find it through ``engine.registry`` (by name, by board, by game, state or
session, by a game document) and ask it; none of them tests a board's type or a rule
set's name.

What a rule set gives:

- **who it is**: ``name`` (the id game files and settings use), ``board_type`` (what it
  is played on: a ``Track``, a ``SquareBoard``...), ``game_type`` (its static game), the
  players it allows (:meth:`players_range`);
- **a new game**: :meth:`new_game` (from a board, the players' names and the rule set's
  ``options``, which a New game dialog offers; :meth:`default_options`), :meth:`session`,
  :meth:`new_state`, :meth:`resume` (take back);
- **files**: :meth:`dump_board` / :meth:`parse_board` (a board as text: it crosses
  process boundaries), :meth:`claims_board_file` / :meth:`read_board_file` (a board
  file: ``registry.load_board_file`` hands it to the rule set that claims it), :meth:`board_schema` (``ubuild schema``), :meth:`builtin_boards` /
  :meth:`load_builtin` (the boards that come with the program; ``listing``, how ``ubuild
  tracks`` lists one), :meth:`owns_document` / :meth:`read_game` / :meth:`dump_game`
  (game files: a document's ``rule_set`` says whose it is);
- **computer players**: ``strengths``, ``default_strength``, :meth:`computer`;
- **the end**: :meth:`standings` (the final tally), :meth:`ending` (what a simulation
  records of a finished game);
- **figures**: the simulation summary's ``flows``, :meth:`header`, :meth:`round_limit`,
  :meth:`box_player_turns`, :meth:`spaces`; the exact-odds model (``odds_model``, a
  function of ``core.balance``, which reads the engine and which the engine never
  imports; :meth:`landing_odds` calls it, None when the rule set has none);
- **checks**: :meth:`validate` (the board's report: ``valid``, ``diagnostics``,
  ``to_json()``; by default a :class:`ReadReport`: a board its rule set could read, with
  nothing more to check), and a command's words refusing a board with problems (``refusal``,
  :meth:`checked_against`);
- **the balance lab**: ``balance`` (its odds, money and JSON, in ``core.balance``),
  ``analysis`` (``ubuild analyze``'s text), ``figures`` (its charts', report's and
  Balance panel's part);
- **the Fair start**: :meth:`gift_choices` (what a place may start with, free),
  ``fair_start_step`` (the unit its amounts are rounded to) and ``gift_name`` (how the
  windows name a gift in the user's language);
- **the generator**: ``tuner``, what tunes its boards (``ubuild generate --board``);
- **help**: ``how_to_play`` (its How to play document, pictures and rules in force);
- **pictures**: ``picture``, how its board is drawn alone (``ubuild export``, How to
  play; by default its play view's board), and ``export``, its own ``ubuild export`` (by
  default the picture as one PNG, SVG or one-page PDF);
- **its windows' plug-ins**: ``play_view``, where the play view finds the rule set's
  parts, and ``editor`` and ``viewer``, the functions that open its board's editor and
  viewer windows
  (``"module:attribute"`` each, imported by ``play.plugin`` and ``editor.editors`` when a
  window needs it: core never imports Qt, and the windows never import each other).

A method a rule set does not give raises ``NotImplementedError``, the kernel's manner
for a :class:`~.state.RuleBook`.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias, TypeVar

from ...i18n import QT_TRANSLATE_NOOP
from .actions import Action
from .gamefile import Progress
from .records import Standing
from .session import DICE_PROGRAM, Session

#: What a game is played on: any registered rule set's board (a U-Build track, a square
#: board, a test's ring...). The registry says whose (``registry.rule_set_of``); no tool
#: tests its type.
Board: TypeAlias = Any

#: ``make_game``'s round limit meaning "the rule set's own default" (a string: it crosses
#: process boundaries).
DEFAULT_LIMIT = "default"


@dataclass(frozen=True, slots=True)
class Ending:
    """What a finished game's state says, in the terms of a simulated game's result."""

    rolls: int
    bankrupt: int  # a seat that went bankrupt (U-Build: the one; traditional: the last), or -1
    winners: tuple[int, ...]
    end_reason: str
    rounds: int
    first_player: int


#: :class:`ReadReport`'s summary: ``{rules}`` the rule set's name.
SUMMARY_READ = QT_TRANSLATE_NOOP("Diagnostic", "Read as a {rules} board; its rules check nothing more")


@dataclass(frozen=True, slots=True)
class ReadReport:
    """The validation report of a rule set that checks nothing of its boards beyond
    reading them (the default :meth:`RuleSet.validate`): valid, without problems. It says
    what a track's or a square board's report says (``ubuild validate``'s line, ``--json``,
    the problems panel's words), in the same manner."""

    #: ``ubuild validate``'s line about it: ``{board}`` the file as given, ``{summary}``.
    HEADING = QT_TRANSLATE_NOOP("Command", "{board}: {summary}")
    #: What a problems panel says when there is no problem.
    PASSES = QT_TRANSLATE_NOOP("ProblemsPanel", "This board was read; its rules check nothing more.")

    rule_set: str  # the rule set's name
    diagnostics: tuple[Any, ...] = ()

    @property
    def valid(self) -> bool:
        return True

    def checked_against(self) -> None:
        """Nothing: :attr:`HEADING` names no preset."""
        return None

    def summary_parts(self) -> tuple[str, dict[str, str | int]]:
        """The summary as (template, params), for a view to translate."""
        return SUMMARY_READ, {"rules": self.rule_set}

    def summary(self) -> str:
        template, params = self.summary_parts()
        return template.format(**params)

    def to_json(self) -> dict[str, object]:
        return {"rule_set": self.rule_set, "valid": True, "problems": []}


class _Nothing:
    """The board and game type of a rule set that has not said (nothing is one)."""


class RuleSet:
    """A rule set as every tool sees it (see the module docstring)."""

    name: str = ""
    board_type: type = _Nothing
    game_type: type = _Nothing
    strengths: tuple[str, ...] = ()
    default_strength: str = ""
    flows: tuple[Any, ...] = ()  # the PaymentReasons its simulation summary lists, in order
    options: tuple[str, ...] = ()  # the options its new game takes ("round_limit", "house_rules"...)
    play_view: str = ""  # "module:attribute" of its play-view plug-in
    editor: str = ""  # "module:attribute" of the function that opens its board's editor window (board, path; remember=False: for a picture)
    viewer: str = ""  # "module:attribute" of the function that opens its board's viewer window (board, path, ...); "" its picture's
    # (``viewer/picture_window.py``: the board as :attr:`picture` draws it, beside its validation report)
    odds_model: str = ""  # "module:attribute" of its exact-odds model, (board, policy) -> LandingOdds; "" for none
    balance: str = ""  # "module:attribute" of its balance-lab figures (a core.balance.rules.BalanceRules)
    analysis: str = ""  # "module:attribute" of ``ubuild analyze``'s text of its figures, (document, board, ref, console) -> str
    figures: str = ""  # "module:attribute" of its charts', report's and Balance panel's part (a charts.figures.BoardFigures)
    how_to_play: str = ""  # "module:attribute" of its How to play (a howto.rule_sets.HowToPlay)
    #: "module:attribute" of how the windows name a Fair start's gift in the user's language:
    #: a function (board) -> (gift id -> name), for the Balance panel, the report and New game;
    #: "" for none (the windows show :meth:`gift_choices`'s names as they are).
    gift_name: str = ""
    fair_start_step: int = 1  # the unit a Fair start's amounts are rounded to: what a player counts out easily
    #: "module:attribute" of how its board is drawn alone, a function (board) -> a Qt
    #: graphics scene (``board.picture.board_picture``: ``ubuild export``, How to play's
    #: pictures); "" for its play view's board (``scene``) of a new game on it.
    picture: str = ""
    #: "module:attribute" of its own ``ubuild export`` (U-Build's tracks: true tile size
    #: across pages), a function (board, the command's arguments) -> the exit status; "" for
    #: the shared one: its :attr:`picture` as a PNG, an SVG or a one-page PDF.
    export: str = ""
    #: "module:attribute" of its board tuner (``ubuild generate --board``: (board, request,
    #: progress) -> the tuned boards, ranked); "" for none (its boards are not tuned).
    tuner: str = ""
    #: What its board files are called in messages and options (``jsonfile.KIND_WORDS``:
    #: "track", "board"; ``ubuild schema --board`` asks for the rule set whose files are "board" files).
    file_kind: str = ""
    #: "module:attribute" of how ``ubuild tracks`` lists one of its boards, in the user's
    #: language: (board, console) -> (its name, what it is, its spaces), three words; "" lists
    #: the built-in board's name and the rule set's, and no spaces.
    listing: str = ""
    #: A command's line refusing a board with problems (marked ``QT_TRANSLATE_NOOP("Command", ...)``):
    #: ``{track}`` / ``{board}`` the file or name as given, ``{preset}`` :meth:`checked_against`'s, ``{problem}`` the first.
    refusal: str = ""

    # ------------------------------------------------------------------ who it is

    def players_range(self, board: Any) -> tuple[int, int]:
        """The fewest and most players a game on ``board`` allows."""
        raise NotImplementedError

    def starting_cash(self, board: Any) -> int:
        """What each player starts with on ``board``, in the rule set's money."""
        raise NotImplementedError

    def money_in_thousands(self) -> bool:
        """Whether the rule set counts money in thousands (the book's ``money_in_thousands``)."""
        raise NotImplementedError

    def checked_against(self, board: Any) -> Any:
        """What :meth:`validate` checks ``board`` against, when its report names it (U-Build:
        the track's preset); None."""
        return None

    def validate(self, board: Any, options: Mapping[str, Any]) -> Any:
        """The board's validation report (``options``: the rule set's own, such as a
        track's ``preset`` and ``railroads``; others are ignored). A rule set that checks
        nothing of its boards beyond reading them need not say: a :class:`ReadReport`."""
        return ReadReport(self.name)

    def gift_choices(self, board: Any) -> list[tuple[str, str, int]]:
        """What a Fair start can give a place on ``board`` (the books' other compensation):
        (id, name, price) of each property a player may start with, cheapest first; none
        when the rule set has no such gift."""
        return []

    # ------------------------------------------------------------------ a new game

    def new_game(self, board: Any, players: int | list[str] | tuple[str, ...], options: Mapping[str, Any]) -> Any:
        """The game on ``board`` for ``players`` (a count or the names) with ``options``
        (the rule set's own: a round limit, house rules...); its ``SetupError`` if none."""
        raise NotImplementedError

    def default_options(self, board: Any, players: int) -> dict[str, Any]:
        """The options a new game on ``board`` for ``players`` takes unless told otherwise."""
        return {}

    def session(self, game: Any, seed: int, dice: str = DICE_PROGRAM) -> Session[Any, Any]:
        raise NotImplementedError

    def new_state(self, game: Any) -> Any:
        raise NotImplementedError

    def resume(self, session: Session[Any, Any], history: Iterable[Action]) -> Session[Any, Any]:
        """A session of the same game replayed to ``history`` (take back), its generator in step."""
        raise NotImplementedError

    # ------------------------------------------------------------------ files

    def dump_board(self, board: Any) -> str:
        """The board as text (it crosses process boundaries)."""
        raise NotImplementedError

    def parse_board(self, text: str, source: str) -> Any:
        raise NotImplementedError

    def claims_board_file(self, head: bytes) -> bool:
        """Whether a board file whose first bytes are ``head`` is one of this rule set's
        (``registry.load_board_file`` asks the rule sets registered last first, and hands
        any file none claims to the first registered, whose reader names what is wrong)."""
        return False

    def read_board_file(self, path: str | os.PathLike[str]) -> Any:
        """The board in the file ``path``, read within the rule set's size limit; its file
        error (a ``FileMessageError``, one line naming the file) for any problem."""
        raise NotImplementedError

    def board_schema(self) -> dict[str, Any]:
        """The JSON Schema of the rule set's board files, its ``title`` naming the format
        (``ubuild schema --rules NAME``); empty when its boards are not files."""
        return {}

    def owns_document(self, raw: Mapping[str, Any]) -> bool:
        """Whether a game document (a file's JSON object) is this rule set's."""
        return raw.get("rule_set") == self.name

    def read_game(self, raw: object, source: str, progress: Progress | None = None) -> Session[Any, Any]:
        """The session of a game document (``GameFileError`` for any problem)."""
        raise NotImplementedError

    def dump_game(self, session: Session[Any, Any]) -> str:
        raise NotImplementedError

    def builtin_boards(self) -> list[str]:
        """The names of the boards of the rule set that come with the program (the New game
        dialog offers them); none unless it says."""
        return []

    def load_builtin(self, name: str) -> Any:
        """The built-in board ``name`` (one of :meth:`builtin_boards`; its file error if not)."""
        raise NotImplementedError

    def board_name_in(self, raw: Mapping[str, Any], spanish: bool) -> str | None:
        """The name of the board a game document is played on, read without replaying it
        (Home's list of games), in Spanish if ``spanish`` and the board has one; None if the
        document names none."""
        return None

    # ------------------------------------------------------------------ players

    def computer(self, strength: str | None, seed: int) -> Any:
        """The computer player of ``strength`` named by ``seed`` (an unknown strength, or
        None, plays ``default_strength``): a kernel ``ComputerPlayer``."""
        raise NotImplementedError

    def standings(self, state: Any) -> list[Standing]:
        """The final tally of ``state``'s players, best first."""
        raise NotImplementedError

    # ------------------------------------------------------------------ simulation

    def make_game(self, text: str, players: int, round_limit: int | None | str,
                  fair_start: tuple[int, ...] = (), fair_gifts: tuple[str, ...] = ()) -> Any:
        """The game of a dumped board for a simulation (``round_limit``: a number, None for
        none, or :data:`DEFAULT_LIMIT`; ``fair_start``: the Fair start house rule's amounts,
        ``fair_gifts`` its gifts, one district or property id per place, "" for none)."""
        raise NotImplementedError

    def num_players(self, game: Any) -> int:
        raise NotImplementedError

    def ending(self, game: Any, state: Any) -> Ending:
        raise NotImplementedError

    def header(self, source: Any, game: Any) -> dict[str, Any]:
        """The summary's fields before ``players``: track, preset, rules, railroads."""
        raise NotImplementedError

    def round_limit(self, game: Any) -> int | None:
        raise NotImplementedError

    def box_player_turns(self, game: Any) -> int | None:
        """The box's length of a game in player-turns, when the rules give one."""
        raise NotImplementedError

    def spaces(self, game: Any) -> list[tuple[str, str]]:
        """(name, kind) of each space, in board order."""
        raise NotImplementedError

    # The simulator's earlier names (kept while other branches still call them).
    def dump(self, board: Any) -> str:
        """:meth:`dump_board`."""
        return self.dump_board(board)

    def player(self, strength: str, seed: int) -> Any:
        """:meth:`computer`."""
        return self.computer(strength, seed)

    # ------------------------------------------------------------------ the exact odds

    def landing_odds(self, board: Any, policy: Any) -> Any:
        """The exact landing odds of a game on ``board`` (a ``core.balance.LandingOdds``),
        or None when the rule set has no odds model; the model's own errors (a board the
        rules cannot play) pass through."""
        if not self.odds_model:
            return None
        return load_part(self.odds_model, f"odds model of the rule set {self.name!r}")(board, policy)


def load_part(reference: str, what: str) -> Any:
    """The object a rule set names by ``"module:attribute"`` (its ``play_view``, ``editor``,
    ``odds_model``, ``figures``...), imported now; ``LookupError`` naming ``what`` if the reference is empty
    or wrong. (Those parts are named, not imported: core never imports Qt, the engine
    never imports the balance lab, and the windows never import each other.)"""
    module, _, attribute = reference.partition(":")
    if not module or not attribute:
        raise LookupError(f"no {what} is named ({reference!r})")
    try:
        return getattr(importlib.import_module(module), attribute)
    except (ImportError, AttributeError) as exc:
        raise LookupError(f"the {what} {reference!r} cannot be found: {exc}") from exc


_REGISTERED: dict[str, RuleSet] = {}


R = TypeVar("R", bound="RuleSet")


def register(rule_set: R) -> R:
    """Add ``rule_set`` to the rule sets there are (once: a second with the same name
    replaces it, so a test may register its own again). Returns it."""
    if not rule_set.name:
        raise ValueError("a rule set needs a name")
    _REGISTERED[rule_set.name] = rule_set
    return rule_set


def unregister(name: str) -> None:
    """Forget the rule set ``name`` (a test's, at its end)."""
    _REGISTERED.pop(name, None)


def registered() -> tuple[RuleSet, ...]:
    """Every registered rule set, in the order they were registered."""
    return tuple(_REGISTERED.values())


__all__ = ["Board", "DEFAULT_LIMIT", "Ending", "ReadReport", "RuleSet", "load_part", "register", "registered", "unregister"]
