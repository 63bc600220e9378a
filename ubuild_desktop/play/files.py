"""The play view's game files: named saves, the autosaves and their journals, games set aside.

A play file (``"format": "ubuild-play"``) is the engine's game document
(``core/engine/ubuild/gamefile.py``) with the seats (who is human or computer) in one file.
A bare engine game file opens too, with every player human.

Every game has its own autosave in the autosave folder (``core/userdata.py``), so games
never push each other out, and a game is written only by the program that holds its lock
(``gamelock.py``: a second copy of the program sees the game as in use):

- ``game-STAMP-ID.json`` is a *snapshot*: a play file, rewritten atomically now and then
  (the first save of a game, after a take back, Save As, a failed write, when the game
  ends, and whenever the journal has grown as long as the snapshot, so the rewrites cost a
  fixed share per action). It names its journal with a random ``"journal"`` token, says
  whether the game is over (``"finished"``) and whether it is a test game (``"test_game"``:
  started from the editor or ``ubuild play``).
- ``game-STAMP-ID.journal`` beside it: a header line (the token and the snapshot's number
  of actions), then one action per line in JSON text form, appended and flushed after
  every action.

Reading (:func:`read_autosave`, the one reading path of Home's list and of Resume) takes the
snapshot and then the journal's actions. A line cut short by a kill or a full disk is not
complete, so it is ignored: a crash loses at most the action in flight. A journal left
from before a rewrite (its actions all in the snapshot) is ignored. Any other damage is
said, never silent: a line that is not an action in JSON text form is skipped (its line
number is kept), a header that does not name the snapshot is skipped and the actions
after it are read as the snapshot's continuation, and the replay stops at the first
action that cannot be replayed (an unknown word like an illegal action): the reader says
from which line on, and Resume keeps the damaged journal beside the game
(:func:`keep_damaged_journal`) before the game goes on. The snapshot's own actions are
read alike: the game stops at the first one that cannot be replayed, the journal's actions
are left out with the rest, and Resume keeps a copy of the snapshot
(:func:`keep_damaged_snapshot`). A named game file that does not replay whole is refused
with the reason (a changed roll, an illegal action: the user mends or keeps the file).

An unreadable autosave is set aside into ``earlier/`` as a ``.broken`` file, never deleted.
Finished games and unfinished test games beyond the newest :data:`EARLIER_KEPT` are removed
when a new game starts (never one that a running program holds); the family's unfinished
games are kept until they are finished.
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
from ubuild_desktop.core.userdata import (  # noqa: F401 (the autosaves' places, named here too)
    EARLIER_FOLDER,
    autosave_folder,
    earlier_games_folder,
    game_files,
    has_autosave,
    migrate_old_autosaves,
    new_game_path,
)
from ubuild_desktop.core.engine.kernel.gamefile import GameFileError, Progress, replay_texts
from ubuild_desktop.core.engine.kernel.session import Session as KernelSession
from ubuild_desktop.core.engine.kernel.gamefile import NOT_SET_UP
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.jsonfile import decode_json, file_error, read_file_bytes
from ubuild_desktop.core.limits import MAX_GAME_ACTIONS, MAX_GAME_FILE_BYTES
from ubuild_desktop.core.atomicfile import atomic_write_text, remove_leftover_temporaries
from ubuild_desktop.gamelock import GameLock, in_use

from .plugin import game_from_document, rule_set_of
from .seats import Seat, SeatError, default_seats

Session = KernelSession[Any, Any]  # any rule set's session (its rule set read or made it)

JOURNAL_SUFFIX = ".journal"
JOURNAL_FORMAT = "ubuild-journal"
JOURNAL_FORMAT_VERSION = 1
PLAY_FORMAT = "ubuild-play"
PLAY_FORMAT_VERSION = 1
# The snapshot is rewritten when the journal holds more actions than this and than the
# snapshot itself: a rewrite of n actions follows n appends, a fixed cost per action.
COMPACT_AFTER = 1000

# Finished games, and unfinished test games, kept (the newest); the family's unfinished games are all kept.
EARLIER_KEPT = 20
BROKEN_SUFFIX = ".broken"
DAMAGED = "-damaged"
SNAPSHOT_COPY_SUFFIX = ".snapshot"  # a damaged snapshot's copy (not ".json": never listed as a game)


class GameInUse(OSError):
    """A running program (another copy, or another window) holds the game's lock."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: the game is open in another copy of U-Build")
        self.path = path


class SavedAs(NamedTuple):
    """The named file a game was last saved to or opened from.

    ``moves``: how many actions of the game that file holds. ``diverged``: the game was
    taken back below that point since, so its history no longer starts with the file's.
    """

    path: Path
    moves: int
    diverged: bool = False


class Dropped(NamedTuple):
    """The last actions of a game that could not be replayed: how many, why, and where the
    replay stopped: the journal's line, or (``in_snapshot``) the snapshot's action number
    (from 1; the journal's actions, which continue the snapshot, are then left out too)."""

    count: int
    reason: str
    line: int = 0
    in_snapshot: bool = False
    error: Exception | None = None  # the reason's error, to be said in the user's language


class Journal(NamedTuple):
    """What a journal adds to its snapshot: the actions read (text form), the journal line
    of each, and the lines that could not be read and were skipped (1: the header)."""

    actions: list[str]
    lines: list[int]
    skipped: list[int]


NO_JOURNAL = Journal([], [], [])


class PlayFile(NamedTuple):
    """A game file as read: the game, its seats, (an autosave's) named file, the actions at
    the end of its journal that could not be replayed (None: there were none), the journal
    lines skipped, whether it is a test game, where it was read, and (a traditional game
    on an edited copy of a built-in board) that board's name and the fields that differ."""

    session: Session
    seats: list[Seat]
    saved_as: SavedAs | None
    dropped: Dropped | None = None
    skipped: tuple[int, ...] = ()
    test_game: bool = False
    path: Path | None = None
    edited_board: tuple[str, list[str]] | None = None

    @property
    def damaged(self) -> bool:
        """Whether the game file or its journal was damaged (journal lines skipped, or a tail
        that could not be replayed)."""
        return self.dropped is not None or bool(self.skipped)


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
    ``earlier`` folder as ``NAME.json.broken`` (which nothing lists or prunes), its
    journal beside it. Returns where it went; ``OSError`` if it cannot be moved (and
    :class:`GameInUse` if a running program holds the game: it is never moved then)."""
    if in_use(path):
        raise GameInUse(path)
    folder = userdata.make_folder(path.parent / EARLIER_FOLDER)
    # A game's name holds its start time and a random ID already; any other name gets the file's time.
    stem = path.stem if path.name.startswith(userdata.GAME_PREFIX) else f"{path.stem}-{_stamp(path)}"
    target = _free_name(folder, stem, path.suffix + BROKEN_SUFFIX)
    os.replace(path, target)
    journal = journal_path(path)
    if journal.is_file():
        os.replace(journal, target.with_name(target.name.removesuffix(path.suffix + BROKEN_SUFFIX)
                                             + JOURNAL_SUFFIX + BROKEN_SUFFIX))
    return target


def keep_damaged_journal(path: Path) -> Path | None:
    """A copy of the damaged journal of the autosave ``path``, beside the game as
    ``NAME-damaged.journal`` (``-damaged-2``... if there is one already; none if the newest
    copy holds the same): the game goes on without what could not be read, and its next
    save rewrites the journal. None if there is no journal."""
    return _keep_damaged(journal_path(path), path, JOURNAL_SUFFIX)


def keep_damaged_snapshot(path: Path) -> Path | None:
    """A copy of the autosave ``path`` whose own actions could not all be replayed, beside
    it as ``NAME-damaged.snapshot`` (a name nothing lists as a game), as
    :func:`keep_damaged_journal` keeps a journal; its journal is kept too."""
    keep_damaged_journal(path)
    return _keep_damaged(path, path, SNAPSHOT_COPY_SUFFIX)


def _keep_damaged(source: Path, path: Path, suffix: str) -> Path | None:
    if not source.is_file():
        return None
    stem = path.name.removesuffix(".json") + DAMAGED
    copies = sorted(path.parent.glob(f"{stem}*{suffix}"), key=lambda p: p.stat().st_mtime)
    if copies and copies[-1].read_bytes() == source.read_bytes():
        return copies[-1]
    target = _free_name(path.parent, stem, suffix)
    shutil.copyfile(source, target)
    return target


def remove_game(path: Path) -> None:
    """Remove an autosaved game's files: the snapshot, the journal and their damaged copies."""
    for suffix in (JOURNAL_SUFFIX, SNAPSHOT_COPY_SUFFIX):
        for extra in path.parent.glob(path.name.removesuffix(".json") + DAMAGED + "*" + suffix):
            extra.unlink(missing_ok=True)
    journal_path(path).unlink(missing_ok=True)
    path.unlink(missing_ok=True)


# ---------------------------------------------------------------------- reading


def read_play_document(path: Path) -> object:
    """The JSON document of a game file, read within :data:`MAX_GAME_FILE_BYTES`, with
    the actions of its journal (an autosave's) added to its history;
    :class:`GameFileError` (one line naming the file) for any content that is not one."""
    raw, journal = read_autosave(path)
    if journal.actions:
        game = dict(raw["game"])  # _journal_of checked that it is a play file with a history
        game["history"] = game["history"] + journal.actions
        raw = {**raw, "game": game}
    return raw


def _read_document(path: Path) -> Any:
    data = read_file_bytes(path, MAX_GAME_FILE_BYTES, GameFileError, "game")
    return decode_json(data, str(path), MAX_GAME_FILE_BYTES, GameFileError, "game")


def read_autosave(path: Path) -> tuple[Any, Journal]:
    """A game file's document and what its journal adds (an autosave's; none for a named
    file): the one reading of an autosave, for Home's list and for Resume alike."""
    raw = _read_document(path)
    return raw, _journal_of(path, raw)


def _journal_of(path: Path, raw: object) -> Journal:
    """What the journal beside ``path`` adds to the snapshot ``raw`` (see the module's
    docstring): nothing if the document names no journal, if there is none, or if it was
    left from before a rewrite; only complete lines (a line cut short by a crash is not one)."""
    if not isinstance(raw, dict) or raw.get("format") != PLAY_FORMAT:
        return NO_JOURNAL
    token, game = raw.get("journal"), raw.get("game")
    if not isinstance(token, str) or not isinstance(game, dict) or not isinstance(game.get("history"), list):
        return NO_JOURNAL
    journal = journal_path(path)
    if not journal.is_file():
        return NO_JOURNAL
    data = read_file_bytes(journal, MAX_GAME_FILE_BYTES, GameFileError, "journal")
    lines = data.split(b"\n")[:-1]  # the part after the last newline is not a complete line
    if not lines:
        return NO_JOURNAL
    history = game["history"]
    actions: list[str] = []
    numbers: list[int] = []
    skipped: list[int] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            text = json.loads(line)
        except ValueError:
            text = None
        if isinstance(text, str):
            actions.append(text)
            numbers.append(number)
        else:
            skipped.append(number)
    try:
        header = json.loads(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict):
        header = {}
    if (header.get("format") != JOURNAL_FORMAT or header.get("snapshot") != token
            or header.get("base") != len(history)):
        base = header.get("base")
        if not actions and not skipped:
            return NO_JOURNAL  # nothing in it to lose
        if (not skipped and isinstance(base, int) and not isinstance(base, bool) and 0 <= base
                and base + len(actions) <= len(history) and history[base:base + len(actions)] == actions):
            return NO_JOURNAL  # left from before a rewrite (killed between the two writes): all in the snapshot
        skipped.insert(0, 1)  # a damaged header: the actions after it continue the snapshot
    total = len(history) + len(actions)
    if total > MAX_GAME_ACTIONS:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: the game and its journal hold {count} actions; a game holds at most {limit}"),
            file=str(journal), count=total, limit=MAX_GAME_ACTIONS)
    return Journal(actions, numbers, skipped)


def _words_of(error: GameFileError) -> GameFileError:
    """What ``error`` says (its message, template and params) without its traceback, which
    would keep the frames that read the game, and their callers, alive with the file read."""
    return GameFileError(str(error), template=error.template, params=error.params)


def read_game_file(path: str | Path) -> tuple[Session, list[Seat]]:
    """The game and the seats of a game file (see :func:`read_play_file`)."""
    file = read_play_file(path)
    return file.session, file.seats


def read_play_file(path: str | Path, progress: Progress | None = None) -> PlayFile:
    """Read an autosave or a named game file; raise :class:`GameFileError` with a clear message.

    A bare engine game file (``ubuild_desktop.core.engine.save_game``, or the traditional
    game's) opens too, with every player human. The game document's ``rule_set`` says
    which game it is (:func:`~.plugin.game_from_document`: U-Build without one, as
    every older file is, or the traditional game). ``progress(done, total)`` hears how the replay goes (and may
    raise ``OpenCancelled``); it is called from the thread that reads.
    """
    path = Path(path)
    raw, journal = read_autosave(path)
    if not (isinstance(raw, dict) and raw.get("format") == PLAY_FORMAT):
        session = game_from_document(raw, str(path), progress)
        return PlayFile(session, default_seats(session.game.players), None, path=path,
                        edited_board=_edited_board(session))
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: format_version is missing or not a whole number from 1"), file=str(path))
    if version > PLAY_FORMAT_VERSION:
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: made by a newer U-Build Desktop; please update the program"), file=str(path))
    ahead = len(journal.actions)
    snapshot_progress = None if progress is None else (lambda done, total: progress(done, total + ahead))
    if isinstance(raw.get("journal"), str):  # an autosave: its damage is said, and the game goes on
        session, dropped = _replayable_game(raw.get("game"), path, snapshot_progress, ahead)
    else:  # a named file: refused whole with the reason, the file left for the user to mend
        session, dropped = game_from_document(raw.get("game"), str(path), snapshot_progress), None
    raw_seats = raw.get("seats", [])
    if not isinstance(raw_seats, list):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: the seats must be a list"), file=str(path))
    try:
        seats = [Seat.from_json(s) for s in raw_seats]
    except SeatError as exc:
        raise file_error(GameFileError, NOT_SET_UP, file=str(path), problem=exc) from None
    if len(seats) != len(session.game.players) or [s.name for s in seats] != list(session.game.players):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: the seats do not match the game's players"),
                         file=str(path))
    start = len(session.state.history)
    try:
        if dropped is None:  # the journal continues the whole snapshot only
            replay_texts(session, journal.actions, str(journal_path(path)), progress)
    except GameFileError as exc:  # the game as far as its journal can be replayed
        done = len(session.state.history) - start
        dropped = Dropped(ahead - done, str(exc), journal.lines[done], error=_words_of(exc))
    return PlayFile(session, seats, _saved_as_of(raw.get("saved_as")), dropped, tuple(journal.skipped),
                    raw.get("test_game") is True, path, _edited_board(session))


def _replayable_game(document: object, path: Path, progress: Progress | None,
                     ahead: int = 0) -> tuple[Session, Dropped | None]:
    """The session of a game document, replayed as far as its history can be: an action
    that cannot be replayed (an unknown word as an illegal one) ends the game there, and
    what is left out is counted (``ahead``: the journal's actions after the history).
    Any other problem is the file's :class:`GameFileError`."""
    try:
        return game_from_document(document, str(path), progress), None
    except GameFileError as exc:
        index = getattr(exc, "index", None)
        history = document.get("history") if isinstance(document, dict) else None
        if not isinstance(index, int) or not isinstance(history, list) or not 0 <= index < len(history):
            raise
        session = game_from_document(dict(document, history=history[:index]), str(path), progress)  # type: ignore[arg-type]
        return session, Dropped(len(history) - index + ahead, str(exc), index + 1, in_snapshot=True, error=_words_of(exc))


def _edited_board(session: Session) -> tuple[str, list[str]] | None:
    """A traditional game's board, if it is a built-in board's edited copy: see
    :func:`~ubuild_desktop.core.square.boardfile.builtin_differences`."""
    board = getattr(session.game, "board", None)
    if board is None:
        return None
    from ubuild_desktop.core.square.boardfile import builtin_differences

    return builtin_differences(board)


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
                    saved_as: SavedAs | None = None, journal: str | None = None,
                    test_game: bool = False) -> None:
    """A game file of the play view (autosave snapshot or named): the engine's game
    document and the seats (who is human or computer, colours) in one file, written atomically.

    An autosave also names the file the game was saved to (``saved_as``: its path, how
    many actions it holds, and ``diverged`` once the game was taken back below that),
    its journal (``journal``: the token the journal's header repeats), whether the game is
    over (``finished``) and whether it is a test game (``test_game``); readers that do not
    know these fields ignore them.
    """
    doc: dict[str, Any] = {
        "format": PLAY_FORMAT,
        "format_version": PLAY_FORMAT_VERSION,
        "seats": [s.to_json() for s in seats],
        "game": json.loads(rule_set_of(session).dump_game(session)),
    }
    if saved_as is not None:
        doc["saved_as"] = {"path": str(saved_as.path), "moves": saved_as.moves}
        if saved_as.diverged:
            doc["saved_as"]["diverged"] = True
    if journal is not None:
        doc["journal"] = journal
        doc["finished"] = session.state.is_terminal()
        if test_game:
            doc["test_game"] = True
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(doc, ensure_ascii=False) + "\n")


def prune_games(folder: Path, keep: int = EARLIER_KEPT) -> list[Path]:
    """Remove the finished games, and the unfinished test games, beyond the newest ``keep``
    of each in ``folder`` (never a game a running program holds, never the family's
    unfinished games, never an unreadable one: Home sets those aside); the games removed."""
    finished: list[Path] = []
    tests: list[Path] = []
    for path in game_files(folder):
        try:
            raw = _read_document(path)
        except GameFileError:
            continue
        if not isinstance(raw, dict):
            continue
        if raw.get("finished") is True:
            finished.append(path)
        elif raw.get("test_game") is True:
            tests.append(path)
    removed: list[Path] = []
    for paths in (finished, tests):
        paths.sort(key=_last_played)
        for path in paths[:-keep] if keep else paths:
            if not in_use(path):
                remove_game(path)
                removed.append(path)
    return removed


def newest_free_game(folder: Path | None = None) -> Path | None:
    """The unfinished game last played that no running program holds (the command line's
    and the tests' resume), None if there is none; the family's before test games."""
    migrate_old_autosaves(folder)
    candidates: list[tuple[bool, float, Path]] = []
    for path in game_files(folder):
        try:
            raw = _read_document(path)
        except (GameFileError, OSError):
            continue
        if isinstance(raw, dict) and raw.get("finished") is not True and not in_use(path):
            candidates.append((raw.get("test_game") is not True, _last_played(path), path))
    return max(candidates)[2] if candidates else None


def _last_played(path: Path) -> float:
    """When the game was last saved: its snapshot's or its journal's time, the later."""
    times = [path.stat().st_mtime]
    journal = journal_path(path)
    if journal.is_file():
        times.append(journal.stat().st_mtime)
    return max(times)


class Autosave:
    """The autosave of the game in one window: a snapshot rewritten now and then, and a
    journal appended after every action (see the module's docstring).

    It holds the game's lock (``gamelock.py``) from the start: ``lock`` one taken already
    (Resume takes it before reading), else it is taken here, and :class:`GameInUse` if a
    running program holds it. :meth:`close` lets it go.

    :meth:`save` brings the files up to the session's game; an ``OSError`` (a full disk)
    leaves them as they were before that save, or with a cut line the reader ignores,
    and the next :meth:`save` rewrites both (it is safe to call again and again).
    """

    def __init__(self, path: Path, lock: GameLock | None = None, *, test_game: bool = False) -> None:
        self.path = path
        self.journal = journal_path(path)
        self.test_game = test_game
        self.lock = lock if lock is not None else GameLock(path)
        if not self.lock.acquire():
            raise GameInUse(path)
        self._appending = False  # the journal matches the snapshot and ends with a whole line
        self._session: Session | None = None
        self._meta: object = None  # the seats, the saved_as, the dice mode and the end the snapshot holds
        self._snapshot = 0  # actions in the snapshot
        self._written = 0  # actions in the snapshot and the journal
        self._started = False  # leftovers removed and old games pruned (once, at the first save)

    @classmethod
    def new(cls, folder: Path | None = None, *, test_game: bool = False) -> Autosave:
        """The autosave of a new game: files of its own in the autosave folder, locked."""
        return cls(new_game_path(folder), test_game=test_game)

    def close(self) -> None:
        """The window closes: let the game's lock go (the files hold the game)."""
        self.lock.release()

    def save(self, session: Session, seats: list[Seat], saved_as: SavedAs | None) -> None:
        """Bring the autosave up to ``session``'s game: append its new actions to the
        journal, or rewrite the snapshot (see :data:`COMPACT_AFTER`); ``OSError`` if it cannot."""
        if not self.lock.held:  # let go by close(): never written again
            raise GameInUse(self.path)
        history = session.state.history
        # What the snapshot holds besides the history: a change rewrites it (the dice mode
        # changes when the first roll is made at the table; the end of the game is said).
        meta = ([seat.to_json() for seat in seats], saved_as, session.dice, session.state.is_terminal())
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
        if not self._started:
            remove_leftover_temporaries(self.path)  # of a save killed mid-write
            remove_leftover_temporaries(self.journal)
            self._started = True
            if not self.path.exists():  # a new game: finished and test games beyond those kept go
                try:
                    prune_games(self.path.parent)
                except OSError:
                    pass  # they stay: nothing is lost
        token = secrets.token_hex(8)
        # The snapshot first: once it is written, it holds every action, and the old
        # journal (whose header names the old token) is ignored by readers.
        write_play_file(session, seats, self.path, saved_as, journal=token, test_game=self.test_game)
        header = {"format": JOURNAL_FORMAT, "format_version": JOURNAL_FORMAT_VERSION,
                  "snapshot": token, "base": len(session.state.history)}
        atomic_write_text(self.journal, json.dumps(header) + "\n")
        self._appending = True
        self._session, self._meta = session, meta
        self._snapshot = self._written = len(session.state.history)
