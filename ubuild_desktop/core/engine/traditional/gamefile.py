"""Traditional game files: the kernel's history part (:mod:`..kernel.gamefile`: seed, dice,
every action in text form, the checked replay) plus what names the rule set and the board.

A file is a JSON object in U-Build's game format (``"format": "ubuild-game"``, the same
``format_version``) with ``"rule_set": "traditional"``, the board embedded (so the game
survives edits to a board file), the players, the house rules and the rules version.
U-Build's own reader (``engine/ubuild/gamefile.py``) refuses such a file with a message naming
the rule set. Loading checks the whole document, rebuilds the game and replays the
history with every action checked; any problem is one :class:`GameFileError` naming the
file, and nothing is half-loaded.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import decode_json, file_error, format_version_of, one_line, read_file_bytes
from ...limits import MAX_GAME_FILE_BYTES, MAX_NAME_LENGTH
from ...square.boardfile import BoardFileError, board_from_dict
from ...atomicfile import atomic_write_text
from ..kernel.gamefile import (
    MISSING_FIELDS,
    NEWER_RULES,
    NOT_SET_UP,
    NOT_THE_FORMAT,
    PLAYERS_NOT_NAMES,
    RULES_VERSION_NOT_A_NUMBER,
    UNKNOWN_FIELDS,
    GameFileError,
    Progress,
    dump_document,
    history_from_dict,
    history_to_dict,
    replay_texts,
    with_source,
)
from .game import RULE_SET, RULES_VERSIONS, Game, GameSetupError
from .options import HouseRules
from .session import TradSession

GAME_FORMAT = "ubuild-game"
GAME_FORMAT_VERSION = 4  # U-Build's game format version these files share

_FIELDS = {"format", "format_version", "rule_set", "board", "players", "house_rules", "rules_version", "seed",
           "dice", "history"}


def game_to_dict(session: TradSession) -> dict[str, Any]:
    """The game document of ``session`` (the history in text form)."""
    game = session.game
    return {
        "format": GAME_FORMAT,
        "format_version": GAME_FORMAT_VERSION,
        "rule_set": RULE_SET,
        "board": game.board.model_dump(mode="json"),
        "players": list(game.players),
        "house_rules": game.house_rules.to_json(),
        "rules_version": game.rules_version,
        **history_to_dict(session),
    }


def dump_game(session: TradSession) -> str:
    """The file content for ``session`` (the history one action per line, for diffs)."""
    return dump_document(game_to_dict(session))


def save_game(session: TradSession, path: str | os.PathLike[str]) -> None:
    """Write the game atomically (a crash leaves the old file or the new one)."""
    atomic_write_text(Path(path), dump_game(session))


def parse_game(text: str | bytes, source: str = "<game>", progress: Progress | None = None) -> TradSession:
    """Read a traditional game document and replay it; :class:`GameFileError` on any problem."""
    return game_from_dict(decode_json(text, source, MAX_GAME_FILE_BYTES, GameFileError, "game"), source, progress)


def load_game(path: str | os.PathLike[str], progress: Progress | None = None) -> TradSession:
    """Read a traditional game file from disk and replay it."""
    return parse_game(read_file_bytes(path, MAX_GAME_FILE_BYTES, GameFileError, "game"), str(path), progress)


def game_from_dict(raw: object, source: str = "<game>", progress: Progress | None = None) -> TradSession:
    """Check a decoded document and replay it; :class:`GameFileError` on any problem."""
    if not isinstance(raw, dict) or raw.get("format") != GAME_FORMAT:
        raise file_error(GameFileError, NOT_THE_FORMAT, file=source, format=repr(GAME_FORMAT))
    format_version_of(raw, source, GAME_FORMAT_VERSION, GAME_FORMAT_VERSION, GameFileError, "game")
    if raw.get("rule_set") != RULE_SET:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: not a traditional game (rule_set is not {rule_set})"),
                         file=source, rule_set=repr(RULE_SET))
    missing = _FIELDS - set(raw)
    if missing:
        raise file_error(GameFileError, MISSING_FIELDS, file=source, fields=", ".join(sorted(missing)))
    extra = set(raw) - _FIELDS
    if extra:
        raise file_error(GameFileError, UNKNOWN_FIELDS, file=source, fields=one_line(", ".join(sorted(map(str, extra)))))
    players = raw["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise file_error(GameFileError, PLAYERS_NOT_NAMES, file=source)
    players = [p[:MAX_NAME_LENGTH] for p in players]
    rules_version = raw["rules_version"]
    if type(rules_version) is not int or rules_version < 1:
        raise file_error(GameFileError, RULES_VERSION_NOT_A_NUMBER, file=source)
    if rules_version not in RULES_VERSIONS:
        raise file_error(GameFileError, NEWER_RULES, file=source, version=str(rules_version))
    house_rules = HouseRules.from_json(raw["house_rules"], source)  # a GameFileError naming the file
    try:
        board = board_from_dict(raw["board"], f"{source} (embedded board)")
    except BoardFileError as exc:
        raise with_source(exc, source) from None
    seed, dice, history = history_from_dict(raw, source)
    try:
        game = Game(board, players, house_rules, rules_version=rules_version)
    except GameSetupError as exc:
        raise file_error(GameFileError, NOT_SET_UP, file=source, problem=exc) from None
    session = TradSession(game, seed, dice=dice)
    replay_texts(session, history, source, progress)
    return session

