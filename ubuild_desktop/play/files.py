"""The play view's game files: named saves, the autosave and its journal, games set aside.

A play file (``"format": "ubuild-play"``) is the engine's game document
(``core/engine/gamefile.py``) with the seats (who is human or computer) in one file.
A bare engine game file opens too, with every player human.

The autosave grows by appending, so its cost per action does not grow with the game:

- ``last-game.json`` is a *snapshot*: a play file, rewritten atomically now and then
  (the first save of a game, after a take back, Save As, a failed write, and whenever the
  journal has grown as long as the snapshot, so the rewrites cost a fixed share per action).
  It names its journal with a random ``"journal"`` token.
- ``last-game.journal`` beside it: a header line (the token and the snapshot's number of
  actions), then one action per line in JSON text form, appended and flushed after every
  action.

Reading takes the snapshot and then the journal's actions, if the journal's header names
the snapshot (a journal left from before a rewrite is ignored: the snapshot holds its
actions). A line cut short by a kill or a full disk is not complete, so it is ignored;
so a crash loses at most the action in flight. A journal action that cannot be replayed
ends the game there, the file's reader says how many were dropped, and a copy of the
journal is kept in the earlier games' folder.

An unreadable autosave is set aside, never deleted; another game's autosave is moved to
the earlier games' folder (whole: its journal folded in) before a new game takes over.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import time
from pathlib import Path
from typing import Any, NamedTuple

from ubuild_desktop.core import userdata
from ubuild_desktop.core.userdata import (  # noqa: F401 (the autosave's place, named here too)
    AUTOSAVE_NAME,
    EARLIER_FOLDER,
    autosave_path,
    earlier_games_folder,
    has_autosave,
)
from ubuild_desktop.core.engine import GameFileError, Session
from ubuild_desktop.core.engine.gamefile import Progress, replay_texts
from ubuild_desktop.core.jsonfile import decode_json, read_file_bytes
from ubuild_desktop.core.limits import MAX_GAME_ACTIONS, MAX_GAME_FILE_BYTES
from ubuild_desktop.core.trackfile import atomic_write_text, remove_leftover_temporaries

from .rule_sets import game_from_document, rules_for
from .seats import Seat, SeatError, default_seats

JOURNAL_SUFFIX = ".journal"
JOURNAL_FORMAT = "ubuild-journal"
JOURNAL_FORMAT_VERSION = 1
PLAY_FORMAT = "ubuild-play"
PLAY_FORMAT_VERSION = 1
# The snapshot is rewritten when the journal holds more actions than this and than the
# snapshot itself: a rewrite of n actions follows n appends, a fixed cost per action.
COMPACT_AFTER = 1000

EARLIER_KEPT = 20
BROKEN_SUFFIX = ".broken"


class SavedAs(NamedTuple):
    """The named file a game was last saved to or opened from.

    ``moves``: how many actions of the game that file holds. ``diverged``: the game was
    taken back below that point since, so its history no longer starts with the file's.
    """

    path: Path
    moves: int
    diverged: bool = False


class Dropped(NamedTuple):
    """The last actions of an autosave's journal that could not be replayed: how many, and why."""

    count: int
    reason: str


class PlayFile(NamedTuple):
    """A game file as read: the game, its seats, (an autosave's) named file, and the
    actions at the end of its journal that could not be replayed (None: there were none)."""

    session: Session
    seats: list[Seat]
    saved_as: SavedAs | None
    dropped: Dropped | None = None


# ---------------------------------------------------------------------- where


def journal_path(path: Path) -> Path:
    """The journal beside the autosave snapshot ``path``."""
    return path.with_name(path.name.removesuffix(".json") + JOURNAL_SUFFIX)


def _stamp(path: Path) -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(path.stat().st_mtime))


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    target = folder / f"{stem}{suffix}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stem}-{n}{suffix}"
    return target


def set_aside_broken_autosave(path: Path) -> Path:
    """Move an autosave that cannot be read out of the way, never deleting it: into the
    earlier games' folder as ``last-game-STAMP.json.broken`` (which nothing lists or
    prunes), its journal beside it. Returns where it went; ``OSError`` if it cannot be moved."""
    folder = userdata.make_folder(path.parent / EARLIER_FOLDER)
    target = _free_name(folder, f"{path.stem}-{_stamp(path)}", path.suffix + BROKEN_SUFFIX)
    os.replace(path, target)
    journal = journal_path(path)
    if journal.is_file():
        os.replace(journal, target.with_name(target.name.removesuffix(path.suffix + BROKEN_SUFFIX)
                                             + JOURNAL_SUFFIX + BROKEN_SUFFIX))
    return target


def keep_broken_journal(path: Path) -> Path | None:
    """A copy of the journal of the autosave ``path`` in the earlier games' folder, as
    ``last-game-STAMP.journal.broken`` (its last actions could not be replayed: the game
    goes on without them, and the next save rewrites the journal). None if there is none."""
    journal = journal_path(path)
    if not journal.is_file():
        return None
    folder = userdata.make_folder(path.parent / EARLIER_FOLDER)
    target = _free_name(folder, f"{journal.stem}-{_stamp(journal)}", JOURNAL_SUFFIX + BROKEN_SUFFIX)
    shutil.copyfile(journal, target)
    return target


# ---------------------------------------------------------------------- reading


def read_play_document(path: Path) -> object:
    """The JSON document of a game file, read within :data:`MAX_GAME_FILE_BYTES`, with
    the actions of its journal (an autosave's) added to its history;
    :class:`GameFileError` (one line naming the file) for any content that is not one."""
    raw, journal = _read_with_journal(path)
    if journal:
        game = dict(raw["game"])  # _journal_of checked that it is a play file with a history
        game["history"] = game["history"] + journal
        raw = {**raw, "game": game}
    return raw


def _read_document(path: Path) -> Any:
    data = read_file_bytes(path, MAX_GAME_FILE_BYTES, GameFileError, "game")
    return decode_json(data, str(path), MAX_GAME_FILE_BYTES, GameFileError, "game")


def _read_with_journal(path: Path) -> tuple[Any, list[str]]:
    raw = _read_document(path)
    return raw, _journal_of(path, raw)


def _journal_of(path: Path, raw: object) -> list[str]:
    """The actions the journal beside ``path`` adds to the snapshot ``raw``: none if the
    document names no journal, if there is none or it belongs to another snapshot, and
    only its complete lines (a line cut short by a crash is not one)."""
    if not isinstance(raw, dict) or raw.get("format") != PLAY_FORMAT:
        return []
    token, game = raw.get("journal"), raw.get("game")
    if not isinstance(token, str) or not isinstance(game, dict) or not isinstance(game.get("history"), list):
        return []
    journal = journal_path(path)
    if not journal.is_file():
        return []
    data = read_file_bytes(journal, MAX_GAME_FILE_BYTES, GameFileError, "journal")
    lines = data.split(b"\n")[:-1]  # the part after the last newline is not a complete line
    if not lines:
        return []
    try:
        header = json.loads(lines[0])
    except ValueError:
        return []
    if (not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT
            or header.get("snapshot") != token or header.get("base") != len(game["history"])):
        return []
    actions: list[str] = []
    for line in lines[1:]:
        try:
            text = json.loads(line)
        except ValueError:
            break
        if not isinstance(text, str):
            break
        actions.append(text)
    return actions[: max(0, MAX_GAME_ACTIONS - len(game["history"]))]


def read_game_file(path: str | Path) -> tuple[Session, list[Seat]]:
    """The game and the seats of a game file (see :func:`read_play_file`)."""
    file = read_play_file(path)
    return file.session, file.seats


def read_play_file(path: str | Path, progress: Progress | None = None) -> PlayFile:
    """Read an autosave or a named game file; raise :class:`GameFileError` with a clear message.

    A bare engine game file (``ubuild_desktop.core.engine.save_game``, or the traditional
    game's) opens too, with every player human. The game document's ``rule_set`` says
    which game it is (:func:`~.rule_sets.game_from_document`: U-Build without one, as
    every older file is, or the traditional game). ``progress(done, total)`` hears how the replay goes (and may
    raise ``OpenCancelled``); it is called from the thread that reads.
    """
    path = Path(path)
    raw, journal = _read_with_journal(path)
    if not (isinstance(raw, dict) and raw.get("format") == PLAY_FORMAT):
        session = game_from_document(raw, str(path), progress)
        return PlayFile(session, default_seats(session.game.players), None)
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise GameFileError(f"{path}: format_version is missing or not a whole number from 1")
    if version > PLAY_FORMAT_VERSION:
        raise GameFileError(f"{path}: made by a newer U-Build Desktop; please update the program")
    ahead = len(journal)
    snapshot_progress = None if progress is None else (lambda done, total: progress(done, total + ahead))
    session = game_from_document(raw.get("game"), str(path), snapshot_progress)
    raw_seats = raw.get("seats", [])
    if not isinstance(raw_seats, list):
        raise GameFileError(f"{path}: the seats must be a list")
    try:
        seats = [Seat.from_json(s) for s in raw_seats]
    except SeatError as exc:
        raise GameFileError(f"{path}: {exc}") from None
    if len(seats) != len(session.game.players) or [s.name for s in seats] != list(session.game.players):
        raise GameFileError(f"{path}: the seats do not match the game's players")
    dropped = None
    start = len(session.state.history)
    try:
        replay_texts(session, journal, str(journal_path(path)), progress)
    except GameFileError as exc:  # the game as far as its journal can be replayed
        dropped = Dropped(start + len(journal) - len(session.state.history), str(exc))
    return PlayFile(session, seats, _saved_as_of(raw.get("saved_as")), dropped)


def _saved_as_of(entry: object) -> SavedAs | None:
    """The ``saved_as`` field of an autosave; a missing or odd field just means no name."""
    if not isinstance(entry, dict):
        return None
    name, moves, diverged = entry.get("path"), entry.get("moves"), entry.get("diverged", False)
    if not isinstance(name, str) or not name or "\x00" in name:
        return None
    if not isinstance(moves, int) or isinstance(moves, bool) or moves < 0:
        return None
    return SavedAs(Path(name), moves, diverged is True)


# ---------------------------------------------------------------------- writing


def write_play_file(session: Session, seats: list[Seat], path: Path,
                    saved_as: SavedAs | None = None, journal: str | None = None) -> None:
    """A game file of the play view (autosave snapshot or named): the engine's game
    document and the seats (who is human or computer, colours) in one file, written atomically.

    An autosave also names the file the game was saved to (``saved_as``: its path, how
    many actions it holds, and ``diverged`` once the game was taken back below that),
    and its journal (``journal``: the token the journal's header repeats); readers that
    do not know these fields ignore them.
    """
    doc: dict[str, Any] = {
        "format": PLAY_FORMAT,
        "format_version": PLAY_FORMAT_VERSION,
        "seats": [s.to_json() for s in seats],
        "game": json.loads(rules_for(session).dump_game(session)),
    }
    if saved_as is not None:
        doc["saved_as"] = {"path": str(saved_as.path), "moves": saved_as.moves}
        if saved_as.diverged:
            doc["saved_as"]["diverged"] = True
    if journal is not None:
        doc["journal"] = journal
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(doc, ensure_ascii=False) + "\n")


def _same_game(raw: object, session: Session) -> bool:
    """Whether an autosave document holds this session's game (one history a prefix of the other)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("game"), dict):
        return False
    game = raw["game"]
    if game.get("seed") != session.seed or game.get("players") != list(session.game.players):
        return False
    saved = game.get("history")
    if not isinstance(saved, list):
        return False
    ours = [str(a) for a in session.state.history]
    shorter = min(len(saved), len(ours))
    return saved[:shorter] == ours[:shorter]


def keep_replaced_autosave(path: Path, session: Session) -> Path | None:
    """Before ``session`` takes over the autosave at ``path``, move another game's file aside.

    Starting a new game must never lose an unfinished one: the old autosave goes to
    :func:`earlier_games_folder` as one whole file (its journal's actions folded into its
    history; the oldest beyond :data:`EARLIER_KEPT` are removed), or there as a
    ``.broken`` file if it cannot be read (never removed). Returns where it went, or None
    if there was nothing to keep.
    """
    if not path.is_file():
        return None
    try:
        raw = read_play_document(path)
    except GameFileError:  # unreadable: kept all the same (it may still mean something to someone)
        return set_aside_broken_autosave(path)
    if _same_game(raw, session):
        return None
    folder = userdata.make_folder(path.parent / EARLIER_FOLDER)
    target = _free_name(folder, f"game-{_stamp(path)}", ".json")
    if isinstance(raw, dict):
        raw = {key: value for key, value in raw.items() if key != "journal"}
    atomic_write_text(target, json.dumps(raw, ensure_ascii=False) + "\n")
    journal_path(path).unlink(missing_ok=True)
    path.unlink()
    for old in sorted(folder.glob("game-*.json"), key=lambda p: p.stat().st_mtime)[:-EARLIER_KEPT]:
        old.unlink(missing_ok=True)
    return target


class Autosave:
    """The autosave of the game in one window: a snapshot rewritten now and then, and a
    journal appended after every action (see the module's docstring).

    :meth:`save` brings the files up to the session's game; an ``OSError`` (a full disk)
    leaves them as they were before that save, or with a cut line the reader ignores,
    and the next :meth:`save` rewrites both (it is safe to call again and again).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.journal = journal_path(path)
        self._appending = False  # the journal matches the snapshot and ends with a whole line
        self._session: Session | None = None
        self._meta: object = None  # the seats and the saved_as the snapshot holds
        self._snapshot = 0  # actions in the snapshot
        self._written = 0  # actions in the snapshot and the journal
        self._claimed = False  # another game's autosave was moved aside (once, at the first save)

    def save(self, session: Session, seats: list[Seat], saved_as: SavedAs | None) -> None:
        """Bring the autosave up to ``session``'s game: append its new actions to the
        journal, or rewrite the snapshot (see :data:`COMPACT_AFTER`); ``OSError`` if it cannot."""
        history = session.state.history
        # What the snapshot holds besides the history: a change rewrites it (the dice mode
        # changes when the first roll is made at the table).
        meta = ([seat.to_json() for seat in seats], saved_as, session.dice)
        journal_length = len(history) - self._snapshot
        if (not self._appending or session is not self._session or meta != self._meta
                or len(history) < self._written or journal_length > max(COMPACT_AFTER, self._snapshot)):
            self._rewrite(session, seats, saved_as, meta)
            return
        if len(history) == self._written:
            return
        lines = "".join(json.dumps(str(action), ensure_ascii=False) + "\n" for action in history[self._written:])
        # Opened for each save (a few microseconds), so no file stays open between actions.
        try:
            with self.journal.open("a", encoding="utf-8", newline="\n") as handle:
                handle.write(lines)
        except OSError:
            self._appending = False  # it may end in a cut line: the next save rewrites both files
            raise
        self._written = len(history)

    def _rewrite(self, session: Session, seats: list[Seat], saved_as: SavedAs | None, meta: object) -> None:
        self._appending = False
        if not self._claimed:
            remove_leftover_temporaries(self.path)  # of a save killed mid-write
            remove_leftover_temporaries(self.journal)
            keep_replaced_autosave(self.path, session)
            self._claimed = True
        token = secrets.token_hex(8)
        # The snapshot first: once it is written, it holds every action, and the old
        # journal (whose header names the old token) is ignored by readers.
        write_play_file(session, seats, self.path, saved_as, journal=token)
        header = {"format": JOURNAL_FORMAT, "format_version": JOURNAL_FORMAT_VERSION,
                  "snapshot": token, "base": len(session.state.history)}
        atomic_write_text(self.journal, json.dumps(header) + "\n")
        self._appending = True
        self._session, self._meta = session, meta
        self._snapshot = self._written = len(session.state.history)
