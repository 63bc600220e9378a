"""U-Build's game files: a versioned JSON save that loads by replaying its history.

A save holds the track (embedded, so the game survives edits to the track file), the
preset, the players, the round limit, the version of the rules, the seed and every action
in text form. Loading validates the whole document, rebuilds the game and replays the
history with every action checked; any problem raises :class:`GameFileError` naming the
file, and nothing is half-loaded. The history part (seed, dice, the actions, their checked
replay with progress) is the kernel's (:mod:`.kernel.gamefile`, named here too); this
module holds U-Build's header (track, preset, railroads, players, round limit, rules
version) and its migrations.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ...i18n import QT_TRANSLATE_NOOP
from ...jsonfile import decode_json, file_error, format_version_of, one_line, quoted, read_file_bytes
from ...limits import MAX_GAME_FILE_BYTES, MAX_NAME_LENGTH, MAX_ROUND_LIMIT
from ...trackfile import TrackFileError, atomic_write_text, describe_validation_error, track_from_dict
from ...track import Preset
from .game import RULES_VERSIONS, Game, GameSetupError, default_round_limit
from ..kernel.gamefile import (
    ANOTHER_RULE_SET,
    MISSING_FIELDS,
    NEWER_RULES,
    NOT_AN_OBJECT,
    NOT_SET_UP,
    NOT_THE_FORMAT,
    PLAYERS_NOT_NAMES,
    PROGRESS_STEP,
    RULES_VERSION_NOT_A_NUMBER,
    UNKNOWN_FIELDS,
    GameFileError,
    OpenCancelled,
    Progress,
    dump_document,
    history_from_dict,
    history_to_dict,
    replay_texts,
    with_source,
)
from .session import DICE_PROGRAM, Session

__all__ = [
    "GAME_FORMAT", "GAME_FORMAT_VERSION", "PROGRESS_STEP", "GameFileError", "OpenCancelled", "Progress",
    "dump_game", "game_from_dict", "game_to_dict", "load_game", "parse_game", "replay_texts", "save_game",
]

GAME_FORMAT = "ubuild-game"
RULE_SET = "ubuild"  # the rule set U-Build's files play (the optional "rule_set" field)
# Version 2 added "round_limit" (whole number or null = no limit), version 3
# "rules_version" (game.RULES_VERSION when the game began). Older files are migrated on
# the raw document (see _migrate) before it is checked. Version 4 added "dice"
# ("program": the seeded generator rolled, and loading checks every recorded outcome
# against it; "table": the players rolled their own dice, outcomes taken as recorded).
GAME_FORMAT_VERSION = 4
# The rules a file that does not record its rules version was played under: every such
# file is older than rules version 2 (and so than the roll-off of version 3). Replaying it
# under later rules could load another game from the same history (a paid hazard move
# that version 2 accepts but follows with an owed second move, say), so it never is.
_UNRECORDED_RULES = 1


def game_to_dict(session: Session) -> dict[str, Any]:
    """The game document of ``session`` (the history in text form)."""
    game = session.game
    return {
        "format": GAME_FORMAT,
        "format_version": GAME_FORMAT_VERSION,
        "track": game.track.model_dump(mode="json", exclude_none=True),
        "preset": game.preset.value,
        "railroads": game.railroads,
        "players": list(game.players),
        "round_limit": game.round_limit,
        "rules_version": game.rules_version,
        # the Fair start house rule, only when the game has one (older files have none)
        **({"fair_start": list(game.fair_start)} if game.fair_start else {}),
        # its gifts (the district each place starts with), only when it gives some
        **({"fair_gifts": [game.tables.district_id[d] if d >= 0 else "" for d in game.fair_gifts]}
           if game.fair_gifts else {}),
        **history_to_dict(session),
    }


def dump_game(session: Session) -> str:
    """The file content for ``session`` (history one action per line for diffs)."""
    return dump_document(game_to_dict(session))


def save_game(session: Session, path: str | os.PathLike[str]) -> None:
    """Write the game atomically (a crash leaves the old file or the new one)."""
    atomic_write_text(Path(path), dump_game(session))


def parse_game(text: str | bytes, source: str = "<game>", progress: Progress | None = None) -> Session:
    """Read a game document and replay it; raise :class:`GameFileError` on any problem."""
    return game_from_dict(decode_json(text, source, MAX_GAME_FILE_BYTES, GameFileError, "game"), source, progress)


def game_from_dict(raw: object, source: str = "<game>", progress: Progress | None = None) -> Session:
    """Check a decoded game document, migrate it and replay it; :class:`GameFileError` on any problem.

    ``progress(done, total)`` hears how the replay goes (see :data:`Progress`).
    """
    if not isinstance(raw, dict):
        raise file_error(GameFileError, NOT_AN_OBJECT, file=source)
    if raw.get("format") != GAME_FORMAT:
        raise file_error(GameFileError, NOT_THE_FORMAT, file=source, format=repr(GAME_FORMAT))
    version = format_version_of(raw, source, 1, GAME_FORMAT_VERSION, GameFileError, "game")
    # A file may name its rule set (traditional game files do: traditional/gamefile.py);
    # U-Build's own files never needed to, and "ubuild" is accepted for them.
    rule_set = raw.get("rule_set", RULE_SET)
    if rule_set != RULE_SET:
        raise file_error(GameFileError, ANOTHER_RULE_SET, file=source, rule_set=quoted(rule_set), game="U-Build")
    raw = {k: v for k, v in raw.items() if k != "rule_set"}
    migrated_from = version
    raw = _migrate(raw, version)
    expected = {"format", "format_version", "track", "preset", "railroads", "players", "round_limit",
                "rules_version", "seed", "dice", "history"}
    missing = expected - set(raw)
    if missing:
        raise file_error(GameFileError, MISSING_FIELDS, file=source, fields=", ".join(sorted(missing)))
    extra = set(raw) - expected - {"fair_start", "fair_gifts"}  # optional: the Fair start house rule
    if extra:
        raise file_error(GameFileError, UNKNOWN_FIELDS, file=source, fields=one_line(", ".join(sorted(map(str, extra)))))
    players = raw["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise file_error(GameFileError, PLAYERS_NOT_NAMES, file=source)
    # A name longer than the limit (from an older program or another one) is cut to it,
    # as the seats of a play file are (play/seats.py), so the file still opens.
    players = [p[:MAX_NAME_LENGTH] for p in players]
    seed, dice, history = history_from_dict(raw, source)
    if not isinstance(raw["railroads"], bool):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: railroads must be true or false"), file=source)
    round_limit = raw["round_limit"]
    if round_limit is not None and (not isinstance(round_limit, int) or isinstance(round_limit, bool)
                                    or round_limit < 1):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: round_limit must be a whole number of rounds (at least 1) or null"), file=source)
    if round_limit is not None and round_limit > MAX_ROUND_LIMIT:
        round_limit = None  # never reached before the action limit: the same game (saved before the limit)
    fair_start = raw.get("fair_start", [])
    if not isinstance(fair_start, list) or not all(type(a) is int for a in fair_start):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: fair_start must be a list of whole numbers"),
                         file=source)
    fair_gifts = raw.get("fair_gifts", [])
    if not isinstance(fair_gifts, list) or not all(isinstance(g, str) for g in fair_gifts):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: fair_gifts must be a list of district ids"),
                         file=source)
    rules_version = raw["rules_version"]
    if migrated_from >= 3:
        if not isinstance(rules_version, int) or isinstance(rules_version, bool) or rules_version < 1:
            raise file_error(GameFileError, RULES_VERSION_NOT_A_NUMBER, file=source)
        if rules_version not in RULES_VERSIONS:
            raise file_error(GameFileError, NEWER_RULES, file=source, version=str(rules_version))
    try:
        preset = Preset(raw["preset"])
    except ValueError:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: preset {preset} is not one of {presets}"),
                         file=source, preset=quoted(raw["preset"]), presets=", ".join(p.value for p in Preset)) from None
    try:
        track = track_from_dict(raw["track"], f"{source} (embedded track)")
    except TrackFileError as exc:
        raise with_source(exc, source) from None
    except ValidationError as exc:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file} (embedded track): {problem}"),
                         file=source, problem=describe_validation_error(exc)) from None
    # A save made before rules versions were recorded plays the rules it was played under
    # (version 1), and is saved with them from then on. A save made before the round limit
    # existed whose game ran past the default limit was played without one: it loads
    # without one (the error reported is then that of the replay without a limit).
    version = rules_version if migrated_from >= 3 else _UNRECORDED_RULES
    limits = [round_limit] if migrated_from >= 2 or round_limit is None else [round_limit, None]
    for attempt, limit in enumerate(limits, 1):
        try:
            game = Game.create(track, players, preset, raw["railroads"], limit, version, tuple(fair_start),
                               tuple(fair_gifts))
        except GameSetupError as exc:
            raise file_error(GameFileError, NOT_SET_UP, file=source, problem=exc) from None
        session = Session(game, seed, dice=dice)
        try:
            replay_texts(session, history, source, progress)
        except GameFileError:
            if attempt == len(limits):
                raise
            continue
        return session
    raise AssertionError("unreachable: the last attempt returns or raises")


def _migrate(raw: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring an older document up to :data:`GAME_FORMAT_VERSION` (a new dict; raw is kept)."""
    raw = dict(raw)
    if version < 2:
        # Version 1 had no round limit: such a game gets its preset's default limit
        # (a broken preset is reported by the checks that follow).
        try:
            players = raw.get("players")
            count = len(players) if isinstance(players, list) else 4
            raw.setdefault("round_limit", default_round_limit(Preset(str(raw.get("preset"))), count))
        except (ValueError, KeyError):
            raw.setdefault("round_limit", None)
        raw["format_version"] = 2
    if version < 3:
        # Version 2 did not record the rules: None = the rules before versions (game_from_dict).
        raw.setdefault("rules_version", None)
        raw["format_version"] = 3
    if version < 4:
        # Before version 4 every game was rolled by this program's seeded generator.
        raw.setdefault("dice", DICE_PROGRAM)
        raw["format_version"] = 4
    return raw


def load_game(path: str | os.PathLike[str], progress: Progress | None = None) -> Session:
    """Read a game file from disk and replay it."""
    return parse_game(read_file_bytes(path, MAX_GAME_FILE_BYTES, GameFileError, "game"), str(path), progress)
