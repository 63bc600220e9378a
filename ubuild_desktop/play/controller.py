"""The game controller: the one place a game in the play view changes.

A :class:`GameController` owns the engine's :class:`~ubuild_desktop.core.engine.Session`
(and so the game's only random number generator). Widgets read the state and the
engine's queries, and send every decision through :meth:`GameController.act`; the
controller applies it (checked by the engine), lets the CHANCE player act until a player
must decide, autosaves, and tells the widgets with signals. Computer seats act from a
single-shot :class:`QTimer` after a short pause, so the window never freezes; in an open
auction they bid in turn while a human who is asked thinks (``Driver.auction_action``).

Autosave: after every action the game (seed + history) and the seats are saved to the
game's own files in ``userdata.autosave_folder()`` (a new game gets new ones; a resumed game
keeps its own) by an :class:`~.files.Autosave`, which holds the game's lock while the game
is open (a second copy of the program never writes into it), appends the new actions to a journal and rewrites the whole file only now and then
(``play/files.py``), so saving costs the same at any length of game; resuming replays the
history with the generator where it was, so the game continues exactly. The autosave
also names the file the game was last saved to or opened from (``saved_as``, a
:class:`SavedAs`), so a resumed game keeps its file, its window title and whether it
moved on since that file was written. A save that fails (a full disk) is reported
(``autosaveFailed``, ``autosave_error``, ``unsaved_moves()``) and tried again after
every action and every few seconds until it works (``autosaveRecovered``).

If the data folder cannot be created (:class:`~ubuild_desktop.core.userdata.UserDataError`),
the game plays with autosave off (``GameController.autosave_off`` says why, and the
window shows it); so does a game whose lock another program holds (``files.GameInUse``).
Temporary files that a killed save left beside the autosave are removed before the first save.

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

from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ubuild_desktop.core import userdata
from ubuild_desktop.gamelock import GameLock
from ubuild_desktop.core.engine.kernel.phases import CHANCE, Phase
from ubuild_desktop.core.engine.kernel.session import DICE_TABLE, takeback_point
from ubuild_desktop.core.engine.kernel.session import Session as KernelSession
from ubuild_desktop.core.engine.kernel.actions import Action, Dice, IllegalActionError, named_actor
from ubuild_desktop.core.engine.kernel.events import Event
from ubuild_desktop.core.engine.kernel.driver import Driver

from .computer import ComputerPlayer
from .plugin import rule_set_of
from .files import Autosave, GameInUse, SavedAs, write_play_file
from .seats import Seat, default_seats

DEFAULT_COMPUTER_DELAY_MS = 700
# While the autosave fails (a full disk), it is tried again this often (and after every action).
AUTOSAVE_RETRY_MS = 5000

ComputerFactory = Callable[[str, int], ComputerPlayer]


class GameController(QObject):
    """Applies actions to one game, runs the CHANCE player and the computers, autosaves.

    Signals: ``eventsAdded(list)`` carries the engine events of the last change (before
    ``changed``); ``changed()`` says the state moved on; ``replaced()`` says the state was
    rebuilt (take back, resume), so views redraw from scratch; ``gameOver()`` fires once
    when the game ends; ``autosaveFailed(str)`` reports a save that could not be written
    (again at every retry), ``autosaveRecovered()`` the first save that works after it.

    ``autosave_off``: why this game is not autosaved although it should be (the data
    folder cannot be created), or None. ``table_dice``: the players roll the table's own
    dice (the session's mode when the controller was made; a take back keeps it).
    """

    eventsAdded = Signal(list)
    changed = Signal()
    replaced = Signal()
    gameOver = Signal()
    autosaveFailed = Signal(str)
    autosaveRecovered = Signal()
    computerActed = Signal(int, object)

    def __init__(
        self,
        session: KernelSession[Any, Any],
        seats: list[Seat] | None = None,
        *,
        autosave: bool | Path = True,
        autosave_lock: GameLock | None = None,
        test_game: bool = False,
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
        if len(self.seats) != len(session.game.players):
            raise ValueError("one seat per player")
        self.autosave_off: OSError | None = None
        self.test_game = test_game
        self._autosave: Autosave | None = None
        try:
            if autosave is True:
                self._autosave = Autosave.new(userdata.autosave_folder(), test_game=test_game)
            elif autosave is not False:
                self._autosave = Autosave(Path(autosave), autosave_lock, test_game=test_game)
        except (userdata.UserDataError, GameInUse) as exc:  # the game plays on, unsaved: the window says so
            self.autosave_off = exc
        # Why the last autosave failed (a full disk), until one works again; None when it works.
        self.autosave_error: str | None = None
        # The length of the history the files last held: an opened or resumed game is in a file.
        self._autosaved = len(session.state.history)
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.timeout.connect(self._save_now)
        # The named file the game was last saved to or opened from (kept in the autosave,
        # so a resumed game still knows its file); None for an untitled game.
        self.saved_as: SavedAs | None = None
        self.computer_delay_ms = computer_delay_ms
        self._factory: ComputerFactory = computer_factory or rule_set_of(session).computer
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
    def state(self) -> Any:
        """The game's state: U-Build's ``State`` or the traditional game's ``TradState``."""
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
        return self._autosave.path if self._autosave is not None else None

    def is_modified(self) -> bool:
        """Whether the game moved on since its named file was written (False if untitled)."""
        saved = self.saved_as
        return saved is not None and (saved.diverged or len(self.state.history) != saved.moves)

    # ------------------------------------------------------------------ acting

    def start(self) -> None:
        """Let the CHANCE player shuffle (a new game), autosave, and wake the computers."""
        self._advance()
        self._publish()
        self._save_now()
        self._schedule()

    def act(self, action: Action) -> list[Event]:
        """Apply a human's decision, or the dice rolled at the table while the game waits for
        them (checked by the engine); raise ``IllegalActionError``."""
        reason = self.state.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason, str(action))
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._timer.stop()
        state = self.state
        start = len(state.events)
        actor = actor_of(state, action)
        self.session.apply(action)  # dice typed in: Session.apply_table_chance (the generator keeps step)
        self._actors.append(actor)
        self._advance()
        events = state.events[start:]
        self._publish()
        self._save_now()
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
        if self._paused or self._holds or seat is None:
            return
        if self.is_computer(seat):
            self._timer.start(self.computer_delay_ms)
            return
        players = self._table_players()
        if self._driver.waits_between_turns(self.state, players) or self._driver.waits_in_open_auction(self.state, players):
            self._timer.start(self.computer_delay_ms)

    def _table_players(self) -> list[ComputerPlayer | None]:
        """Each seat's computer player, None for a human (the driver asks the computers
        what they do between turns)."""
        return [self._player(seat) if self.is_computer(seat) else None for seat in range(len(self.seats))]

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
        if self._paused or self._holds or seat is None:
            return
        driver = self._driver
        state = self.state
        # Between turns, the other computer seats first (once per position each), as in play_out.
        action = driver.table_action(state, self._table_players()) if state.book.between_turns(state) else None
        if action is None and not self.is_computer(seat):
            # An open auction: while the human asked thinks, the computers bid in turn.
            action = driver.auction_action(state, self._table_players())
        if action is not None:
            seat = actor_of(state, action)
        elif self.is_computer(seat):
            action = driver.next_action(state, seat, self._player(seat))
        else:
            return  # the human to act decides; nobody else acts now
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
        pile gives the same card again); the shuffle at the start never is (no decision and
        no dice come before it).
        """
        actors = self._actors
        history = self.state.history
        if not self.table_dice:
            return takeback_point(history, lambda i: actors[i] >= 0 and not self.is_computer(actors[i]))
        for i in range(len(history) - 1, -1, -1):
            action = history[i]
            if isinstance(action, Dice):
                return i
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
        self._replace(rule_set_of(self.session).resume(self.session, history))
        return True

    def _replace(self, session: KernelSession[Any, Any]) -> None:
        self._timer.stop()
        saved = self.saved_as
        if saved is not None and len(session.state.history) < saved.moves:
            self.saved_as = saved._replace(diverged=True)  # the file's game is no longer this one's start
        self.session = session
        self._autosaved = min(self._autosaved, len(session.state.history))  # a take back: a prefix
        self._driver = Driver()  # a shorter history: its positions are new ones
        self._actors = _actors_of(session)
        self._seen = len(session.state.events)
        self._over_emitted = session.state.is_terminal()
        self.replaced.emit()
        self.changed.emit()
        self._save_now()
        self._schedule()

    # ------------------------------------------------------------------ files

    def _save_now(self) -> None:
        """Bring the autosave up to the game; a failure is reported (``autosaveFailed``)
        and the save is tried again after every action and every :data:`AUTOSAVE_RETRY_MS`
        until it works (``autosaveRecovered``)."""
        autosave = self._autosave
        if autosave is None or not autosave.lock.held:  # none, or the window has closed
            return
        try:
            autosave.save(self.session, self.seats, self.saved_as)
        except OSError as exc:
            self.autosave_error = exc.strerror or str(exc)
            self._retry_timer.start(AUTOSAVE_RETRY_MS)
            self.autosaveFailed.emit(self.autosave_error)
            return
        self._retry_timer.stop()
        self._autosaved = len(self.state.history)
        if self.autosave_error is not None:
            self.autosave_error = None
            self.autosaveRecovered.emit()

    def unsaved_moves(self) -> int:
        """How many of the players' moves (dice and cards aside, as Home counts them) are in
        no file yet: made since the last autosave that worked (or since the game was opened,
        resumed or begun). 0 when the autosave works or is off."""
        if self._autosave is None or self.autosave_error is None:
            return 0
        return sum(1 for action in self.state.history[self._autosaved:] if not action.chance)

    def stop_autosave_retries(self) -> None:
        """The window closes: no more attempts to save (the files hold what they hold), and
        the game's lock goes (another window or copy of the program may resume it now)."""
        self._retry_timer.stop()
        if self._autosave is not None:
            self._autosave.close()

    def save_autosave(self) -> None:
        """Rewrite the autosave now (a resumed game whose journal was damaged: its files then
        hold the game as resumed, with a new journal)."""
        self._save_now()

    def save(self, path: str | Path) -> None:
        """Save a named game file: the engine's game document and the seats, in one file."""
        write_play_file(self.session, self.seats, Path(path))
        self.saved_as = SavedAs(Path(path), len(self.state.history))
        self._save_now()  # remember the file's name at once


def _actors_of(session: KernelSession[Any, Any]) -> list[int]:
    """Who made each action of the history (CHANCE for the dice, shuffle and draws)."""
    state = rule_set_of(session).new_state(session.game)
    actors: list[int] = []
    for action in session.state.history:
        actors.append(actor_of(state, action))
        state.apply(action)
    return actors


def actor_of(state: Any, action: Action) -> int:
    """Who takes ``action`` now: the player an action names (an action out of turn, a
    deal's proposer, an open auction's bidder), else the player to act: the kernel's
    ``named_actor``, the same question for every rule set."""
    return named_actor(action, int(state.current_player))


