"""The game controller: the one place a game in the play view changes.

A :class:`GameController` owns the engine's :class:`~ubuild_desktop.core.engine.Session`
(and so the game's only random number generator). Widgets read the state and the
engine's queries, and send every decision through :meth:`GameController.act`; the
controller applies it (checked by the engine), lets the CHANCE player act until a player
must decide, autosaves, and tells the widgets with signals. Computer seats act from a
single-shot :class:`QTimer` after a short pause, so the window never freezes.

Autosave: after every action the game (seed + history) and the seats are written
atomically to ``userdata.subfolder("autosave") / "last-game.json"``; resuming replays
the history with the generator where it was, so the game continues exactly. The autosave
also names the file the game was last saved to or opened from (``saved_as``, a
:class:`SavedAs`), so a resumed game keeps its file, its window title and whether it
moved on since that file was written.

If the data folder cannot be created (:class:`~ubuild_desktop.core.userdata.UserDataError`),
the game plays with autosave off (``GameController.autosave_off`` says why, and the
window shows it). Temporary files that a killed save left beside the autosave are
removed before the first save; an autosave that cannot be read at all is set aside
(:func:`set_aside_broken_autosave`), never deleted.

Dice: a game is rolled by the program (the session's seeded generator, the default) or
with the table's own dice (``table_dice``, the mode the players chose: the session was
made with ``dice=DICE_TABLE``, or a resumed file says ``"table"``). In a table-dice game
the CHANCE player still shuffles and draws the Chance cards with the generator, but when
it must roll (a turn's roll, a roll-off roll) the game waits: :meth:`waiting_for_table_dice`
is True, no computer acts, and the dice the players rolled at the table come in through
:meth:`act` like any decision (``Dice``, checked by the engine). That holds for the rolls of
computer seats too: someone at the table rolls for them.

Take back: the latest decision of a human seat that no dice roll or card draw followed
is undone by replaying the history without it (and without the computer decisions that
came after it, which the computers will simply make again). With table dice, a roll
entered is taken back the same way (the game waits for it again): a face clicked by
mistake is corrected, and no luck changes, since the dice are on the table.
"""

from __future__ import annotations

import json
import os
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from ubuild_desktop.core import userdata
from ubuild_desktop.core.engine import (
    CHANCE,
    DICE_TABLE,
    Action,
    DeckCard,
    Dice,
    Event,
    GameFileError,
    IllegalActionError,
    Phase,
    ProposeDeal,
    Session,
    State,
    dump_game,
    parse_game,
    takeback_point,
)
from ubuild_desktop.core.engine.ai.driver import Driver
from ubuild_desktop.core.engine.gamefile import game_from_dict
from ubuild_desktop.core.limits import MAX_GAME_FILE_BYTES
from ubuild_desktop.core.jsonfile import decode_json, read_file_bytes
from ubuild_desktop.core.trackfile import atomic_write_text, remove_leftover_temporaries

from .computer import ComputerPlayer, make_computer
from .seats import Seat, SeatError, default_seats

AUTOSAVE_NAME = "last-game.json"
PLAY_FORMAT = "ubuild-play"
PLAY_FORMAT_VERSION = 1
DEFAULT_COMPUTER_DELAY_MS = 700

ComputerFactory = Callable[[str, int], ComputerPlayer]


class SavedAs(NamedTuple):
    """The named file a game was last saved to or opened from.

    ``moves``: how many actions of the game that file holds. ``diverged``: the game was
    taken back below that point since, so its history no longer starts with the file's.
    """

    path: Path
    moves: int
    diverged: bool = False


class PlayFile(NamedTuple):
    """A game file as read: the game, its seats and (an autosave's) named file."""

    session: Session
    seats: list[Seat]
    saved_as: SavedAs | None


def autosave_path() -> Path:
    """Where the last game is autosaved (the folder is created if needed; ``UserDataError`` if it cannot be)."""
    return userdata.subfolder("autosave") / AUTOSAVE_NAME


def has_autosave() -> bool:
    """Whether there is an autosave (False when the data folder cannot even be created)."""
    try:
        return autosave_path().is_file()
    except OSError:
        return False


EARLIER_FOLDER = "earlier"
EARLIER_KEPT = 20


def earlier_games_folder() -> Path:
    """Where autosaves of games that a new game replaced are kept (newest :data:`EARLIER_KEPT`)."""
    return userdata.make_folder(autosave_path().parent / EARLIER_FOLDER)


BROKEN_SUFFIX = ".broken"


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
    prunes). Returns where it went; ``OSError`` if it cannot be moved."""
    folder = userdata.make_folder(path.parent / EARLIER_FOLDER)
    target = _free_name(folder, f"{path.stem}-{_stamp(path)}", path.suffix + BROKEN_SUFFIX)
    os.replace(path, target)
    return target


def read_play_document(path: Path) -> object:
    """The JSON document of a game file, read within :data:`MAX_GAME_FILE_BYTES`;
    :class:`GameFileError` (one line naming the file) for any content that is not one."""
    data = read_file_bytes(path, MAX_GAME_FILE_BYTES, GameFileError, "game")
    return decode_json(data, str(path), MAX_GAME_FILE_BYTES, GameFileError, "game")


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
    :func:`earlier_games_folder` (the oldest beyond :data:`EARLIER_KEPT` are removed), or
    there as a ``.broken`` file if it cannot be read (never removed). Returns where it went, or None if there was nothing to keep.
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
    os.replace(path, target)
    for old in sorted(folder.glob("game-*.json"), key=lambda p: p.stat().st_mtime)[:-EARLIER_KEPT]:
        old.unlink(missing_ok=True)
    return target


class GameController(QObject):
    """Applies actions to one game, runs the CHANCE player and the computers, autosaves.

    Signals: ``eventsAdded(list)`` carries the engine events of the last change (before
    ``changed``); ``changed()`` says the state moved on; ``replaced()`` says the state was
    rebuilt (take back, resume), so views redraw from scratch; ``gameOver()`` fires once
    when the game ends; ``autosaveFailed(str)`` reports a save that could not be written.

    ``autosave_off``: why this game is not autosaved although it should be (the data
    folder cannot be created), or None. ``table_dice``: the players roll the table's own
    dice (the session's mode when the controller was made; a take back keeps it).
    """

    eventsAdded = Signal(list)
    changed = Signal()
    replaced = Signal()
    gameOver = Signal()
    autosaveFailed = Signal(str)
    computerActed = Signal(int, object)

    def __init__(
        self,
        session: Session,
        seats: list[Seat] | None = None,
        *,
        autosave: bool | Path = True,
        computer_delay_ms: int = DEFAULT_COMPUTER_DELAY_MS,
        computer_factory: ComputerFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        # The mode the players chose, fixed for the game: the session's own flag also turns
        # to "table" when a test forces an outcome (inject_chance), which must not make the
        # game wait for typed-in dice.
        self.table_dice = session.dice == DICE_TABLE
        self.seats = list(seats) if seats is not None else default_seats(session.game.players)
        if len(self.seats) != session.game.num_players:
            raise ValueError("one seat per player")
        self.autosave_off: userdata.UserDataError | None = None
        if autosave is True:
            try:
                self._autosave_path: Path | None = autosave_path()
            except userdata.UserDataError as exc:  # the game plays on, unsaved: the window says so
                self._autosave_path = None
                self.autosave_off = exc
        elif autosave is False:
            self._autosave_path = None
        else:
            self._autosave_path = Path(autosave)
        self._autosave_claimed = False  # the first autosave keeps another game's file aside
        # The named file the game was last saved to or opened from (kept in the autosave,
        # so a resumed game still knows its file); None for an untitled game.
        self.saved_as: SavedAs | None = None
        self.computer_delay_ms = computer_delay_ms
        self._factory: ComputerFactory = computer_factory or make_computer
        self._players: dict[int, ComputerPlayer] = {}
        self._forced: deque[Action] = deque()
        self._driver = Driver()  # the engine's one driver of computer players (one per game history)
        self._holds = 0
        self._paused = False
        self._over_emitted = session.state.is_terminal()
        self._actors = _actors_of(session)
        self._seen = len(session.state.events)
        self.last_computer_error: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> State:
        return self.session.state

    @property
    def game(self) -> Any:
        return self.session.game

    def seat_to_act(self) -> int | None:
        """The seat that must decide now, or None (game over)."""
        p = self.state.current_player
        return p if p >= 0 else None

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].is_computer

    def waiting_for_table_dice(self) -> bool:
        """Whether the game waits for the dice rolled at the table (a table-dice game's roll)."""
        state = self.state
        return (self.table_dice and state.current_player == CHANCE
                and (state.phase is Phase.ROLL or state.phase is Phase.ROLL_OFF_DICE))

    def waiting_for_human(self) -> bool:
        seat = self.seat_to_act()
        return seat is not None and not self.is_computer(seat)

    @property
    def autosave_file(self) -> Path | None:
        return self._autosave_path

    def is_modified(self) -> bool:
        """Whether the game moved on since its named file was written (False if untitled)."""
        saved = self.saved_as
        return saved is not None and (saved.diverged or len(self.state.history) != saved.moves)

    # ------------------------------------------------------------------ acting

    def start(self) -> None:
        """Let the CHANCE player shuffle (a new game), autosave, and wake the computers."""
        self._advance()
        self._publish()
        self._autosave()
        self._schedule()

    def act(self, action: Action) -> list[Event]:
        """Apply a human's decision, or the dice rolled at the table while the game waits for
        them (checked by the engine); raise ``IllegalActionError``."""
        reason = self.state.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(f"{action}: {reason}")
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._timer.stop()
        state = self.state
        start = len(state.events)
        actor = action.proposer if isinstance(action, ProposeDeal) else state.current_player
        self.session.apply(action)  # dice typed in: Session.apply_table_chance (the generator keeps step)
        self._actors.append(actor)
        self._advance()
        events = state.events[start:]
        self._publish()
        self._autosave()
        self._schedule()
        return events

    def _advance(self) -> None:
        """The CHANCE player acts until a player must decide, or (table dice) until the
        game waits for the dice rolled at the table (test hook: forced outcomes)."""
        state = self.state
        while state.current_player == CHANCE:
            forced = self._forced[0] if self._forced else None
            if forced is not None and state.is_legal(forced):
                self._forced.popleft()
                # Rolled at the table, not by the generator (which still moves one step,
                # in step with a replay): the game's file says so, and loads unchecked.
                self.session.apply_table_chance(forced)
            elif self.waiting_for_table_dice():
                return  # the players roll; their dice come through act()
            else:
                self.session.chance_step()
            self._actors.append(CHANCE)

    def _publish(self) -> None:
        events = self.state.events[self._seen:]
        self._seen = len(self.state.events)
        if events:
            self.eventsAdded.emit(list(events))
        self.changed.emit()
        if self.state.is_terminal() and not self._over_emitted:
            self._over_emitted = True
            self.gameOver.emit()

    def inject_chance(self, *actions: Action) -> None:
        """Test hook: the CHANCE player's next outcomes (dice, deck order), used while legal.

        Each one is applied as rolled with the table's own dice
        (:meth:`Session.apply_table_chance`), so the game is then a table-dice game.
        """
        self._forced.extend(actions)

    # ------------------------------------------------------------------ computers

    def set_computer_delay(self, ms: int) -> None:
        self.computer_delay_ms = max(0, ms)

    def hold(self) -> None:
        """Keep the computers waiting (an animation is playing); pair with :meth:`release`."""
        self._holds += 1
        self._timer.stop()

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        self._schedule()

    def set_paused(self, paused: bool) -> None:
        """Stop (or restart) the computers, e.g. while a dialog is open or after a close."""
        self._paused = paused
        if paused:
            self._timer.stop()
        else:
            self._schedule()

    def computer_pending(self) -> bool:
        return self._timer.isActive()

    def _schedule(self) -> None:
        seat = self.seat_to_act()
        if self._paused or self._holds or seat is None or not self.is_computer(seat):
            return
        self._timer.start(self.computer_delay_ms)

    def _player(self, seat: int) -> ComputerPlayer:
        player = self._players.get(seat)
        if player is None:
            player = self._factory(self.seats[seat].strength, self.session.seed * 7 + seat)
            self._players[seat] = player
        return player

    def _computer_step(self) -> None:
        """One computer action per tick (so the window can show each): the engine's driver
        picks it (a deal offer once per position, else the decision, else the fallback)."""
        seat = self.seat_to_act()
        if self._paused or self._holds or seat is None or not self.is_computer(seat):
            return
        driver = self._driver
        action = driver.next_action(self.state, seat, self._player(seat))
        if driver.last_error is not None:  # a computer player's bug: shown, never a stop
            self.last_computer_error = driver.last_error
        self._apply(action)
        self.computerActed.emit(seat, action)

    # ------------------------------------------------------------------ take back

    def take_back_point(self) -> int | None:
        """History index of the decision :meth:`take_back` would undo, or None.

        The latest human decision that no dice or card followed; computer decisions after
        it are taken back with it (the computers simply decide again).

        With table dice, a roll entered is taken back like a decision (the game waits for
        it again), so a face clicked by mistake can be corrected: the dice are on the table,
        so taking it back changes no luck. Cards drawn after it are taken back with it (the
        pile gives the same card again); the shuffle at the start never is.
        """
        actors = self._actors
        history = self.state.history
        if not self.table_dice:
            return takeback_point(history, lambda i: actors[i] >= 0 and not self.is_computer(actors[i]))
        for i in range(len(history) - 1, -1, -1):
            action = history[i]
            if isinstance(action, Dice):
                return i
            if isinstance(action, DeckCard):
                return None
            if not action.chance and actors[i] >= 0 and not self.is_computer(actors[i]):
                return i
        return None

    def can_take_back(self) -> bool:
        return self.take_back_point() is not None

    def take_back(self) -> bool:
        """Undo the latest human decision that no dice or card followed (or, with table
        dice, the latest roll entered, if it came later); False if none."""
        cut = self.take_back_point()
        if cut is None:
            return False
        history = self.state.history[:cut]
        self._replace(Session.resume(self.game, self.session.seed, history, self.session.dice))
        return True

    def _replace(self, session: Session) -> None:
        self._timer.stop()
        saved = self.saved_as
        if saved is not None and len(session.state.history) < saved.moves:
            self.saved_as = saved._replace(diverged=True)  # the file's game is no longer this one's start
        self.session = session
        self._driver = Driver()  # a shorter history: its positions are new ones
        self._actors = _actors_of(session)
        self._seen = len(session.state.events)
        self._over_emitted = session.state.is_terminal()
        self.replaced.emit()
        self.changed.emit()
        self._autosave()
        self._schedule()

    # ------------------------------------------------------------------ files

    def _autosave(self) -> None:
        if self._autosave_path is None:
            return
        try:
            if not self._autosave_claimed:
                remove_leftover_temporaries(self._autosave_path)  # of a save killed mid-write
                keep_replaced_autosave(self._autosave_path, self.session)
                self._autosave_claimed = True
            write_play_file(self.session, self.seats, self._autosave_path, self.saved_as)
        except OSError as exc:
            self.autosaveFailed.emit(str(exc))

    def save(self, path: str | Path) -> None:
        """Save a named game file: the engine's game document and the seats, in one file."""
        write_play_file(self.session, self.seats, Path(path))
        self.saved_as = SavedAs(Path(path), len(self.state.history))
        self._autosave()  # remember the file's name at once


def _actors_of(session: Session) -> list[int]:
    """Who made each action of the history (CHANCE for the dice, shuffle and draws)."""
    state = session.game.new_initial_state()
    actors: list[int] = []
    for action in session.state.history:
        actors.append(action.proposer if isinstance(action, ProposeDeal) else state.current_player)
        state.apply(action)
    return actors


def write_play_file(session: Session, seats: list[Seat], path: Path,
                    saved_as: SavedAs | None = None) -> None:
    """A game file of the play view (autosave or named): the engine's game document and
    the seats (who is human or computer, colours) in one file, written atomically.

    An autosave also names the file the game was saved to (``saved_as``: its path, how
    many actions it holds, and ``diverged`` once the game was taken back below that);
    readers that do not know the field ignore it.
    """
    doc: dict[str, Any] = {
        "format": PLAY_FORMAT,
        "format_version": PLAY_FORMAT_VERSION,
        "seats": [s.to_json() for s in seats],
        "game": json.loads(dump_game(session)),
    }
    if saved_as is not None:
        doc["saved_as"] = {"path": str(saved_as.path), "moves": saved_as.moves}
        if saved_as.diverged:
            doc["saved_as"]["diverged"] = True
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(doc, ensure_ascii=False) + "\n")


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


def read_game_file(path: str | Path) -> tuple[Session, list[Seat]]:
    """The game and the seats of a game file (see :func:`read_play_file`)."""
    file = read_play_file(path)
    return file.session, file.seats


def read_play_file(path: str | Path) -> PlayFile:
    """Read an autosave or a named game file; raise :class:`GameFileError` with a clear message.

    A bare engine game file (``ubuild_desktop.core.engine.save_game``) opens too, with
    every player human.
    """
    path = Path(path)
    raw = read_play_document(path)
    if isinstance(raw, dict) and raw.get("format") == PLAY_FORMAT:
        version = raw.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise GameFileError(f"{path}: format_version is missing or not a whole number from 1")
        if version > PLAY_FORMAT_VERSION:
            raise GameFileError(f"{path}: made by a newer U-Build Desktop; please update the program")
        session = parse_game(json.dumps(raw.get("game")), str(path))
        raw_seats = raw.get("seats", [])
        if not isinstance(raw_seats, list):
            raise GameFileError(f"{path}: the seats must be a list")
        try:
            seats = [Seat.from_json(s) for s in raw_seats]
        except SeatError as exc:
            raise GameFileError(f"{path}: {exc}") from None
        if len(seats) != session.game.num_players or [s.name for s in seats] != list(session.game.players):
            raise GameFileError(f"{path}: the seats do not match the game's players")
        return PlayFile(session, seats, _saved_as_of(raw.get("saved_as")))
    session = game_from_dict(raw, str(path))
    return PlayFile(session, default_seats(session.game.players), None)

