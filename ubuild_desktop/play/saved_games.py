"""The autosaved games as a family sees them: Home's list of unfinished games and the
Open list (Game → Open, Home's "Open a saved game…").

Each game is described from its files by :func:`describe_game` through the same reading
as Resume (``files.read_autosave``), without replaying it: the board, the players, the
moves, the date it was last played, whether it is over, a test game, or open in a running
program (``gamelock.in_use``), and what of its journal was skipped. The moves counted at
first are the snapshot's and the journal's readable actions, up to the first one that is
not an action (Resume stops there too). A readable action may still be one the game cannot
replay: each listed game is then replayed in a worker thread (:func:`follow_replays`, the
reading of Resume itself), and its entry corrected to the moves Resume brings back;
replays are kept while the game's files are unchanged.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.core.engine.kernel.actions import ACTION_TYPES
from ubuild_desktop.core.engine.kernel.gamefile import GameFileError
from ubuild_desktop.core.engine.registry import rule_set_of_document
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.jsonfile import file_error
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.gamelock import in_use
from ubuild_desktop.words import COUNTED, board_names_in_spanish, track_name

from .files import _last_played, game_files, migrate_old_autosaves, read_autosave

# The item data role that holds an entry's path.
PATH_ROLE = Qt.ItemDataRole.UserRole


class GameEntry(NamedTuple):
    """One autosaved game as listed."""

    path: Path
    board: str
    players: list[str]
    moves: int
    last_played: float
    finished: bool = False
    test_game: bool = False
    in_use: bool = False
    skipped: int = 0  # journal lines that cannot be read: Resume skips them and says so
    stops: bool = False  # the game holds an action it cannot replay: Resume stops there and says so


def describe_game(path: Path) -> GameEntry:
    """The entry of an autosaved game, read as Resume reads it, without replaying it (cheap:
    within the game file size limit); :class:`GameFileError` naming the file if it is not a game."""
    doc, journal = read_autosave(path)
    game = doc.get("game") if isinstance(doc, dict) else None
    if not isinstance(game, dict):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP("FileErrors", "{file}: not a game file (no game in it)"), file=str(path))
    # The game's rule set names its board (a U-Build track, or a square board in English and Spanish).
    players, history = game.get("players"), game.get("history")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: not a game file (the players are not a list of names)"), file=str(path))
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: not a game file (no track or no list of actions)"), file=str(path))
    name = rule_set_of_document(game).board_name_in(game, board_names_in_spanish())
    if not isinstance(name, str):
        raise file_error(GameFileError, QT_TRANSLATE_NOOP(
            "FileErrors", "{file}: not a game file (the track has no name and the game no preset)"), file=str(path))
    # The players' moves: every action but the CHANCE player's (dice, shuffle, draws).
    # Counted from each action's first word, without parsing it (the file is checked whole
    # when the game is resumed): cheap even for the longest game.
    moves = 0
    stops = False
    for text in history + journal.actions:
        kind = _kind(text)
        if kind is None:  # Resume stops at the first action that is not one (the journal's after it too)
            stops = True
            break
        moves += not kind.chance
    finished = isinstance(doc, dict) and doc.get("finished") is True
    test_game = isinstance(doc, dict) and doc.get("test_game") is True
    entry = GameEntry(path, name, players, moves, _last_played(path), finished, test_game, in_use(path),
                      len(journal.skipped), stops)
    replayed = _REPLAYED.get(_files_key(path))
    return entry if replayed is None else entry._replace(moves=replayed[0], stops=replayed[1])


# ---------------------------------------------------------------------- the moves Resume brings back

# The moves Resume brings back and whether it stops early, by the game's files as they were
# replayed (path, sizes and change times): a game is replayed again only once it changed.
_REPLAYED: dict[tuple[object, ...], tuple[int, bool]] = {}


def _files_key(path: Path) -> tuple[object, ...]:
    from .files import journal_path

    key: list[object] = [str(path)]
    for file in (path, journal_path(path)):
        try:
            stat = file.stat()
            key += [stat.st_size, stat.st_mtime_ns]
        except OSError:
            key += [None, None]
    return tuple(key)


def replayed_moves(path: Path) -> tuple[int, bool] | None:
    """Resume's reading of the autosave ``path``, replayed: the players' moves it brings back
    and whether it stops before the end of the files (None if the game cannot be read).
    Kept while the files are unchanged (:data:`_REPLAYED`). Safe to call from a worker thread."""
    from .files import read_play_file

    key = _files_key(path)
    known = _REPLAYED.get(key)
    if known is not None:
        return known
    try:
        file = read_play_file(path)
    except (GameFileError, OSError, ValueError):
        return None
    history = file.session.state.history
    counted = (sum(1 for action in history if not action.chance), file.dropped is not None)
    if _files_key(path) == key:  # not written meanwhile (a running game): kept
        _REPLAYED[key] = counted
    return counted


class _Replays(QObject):
    """Replays games in a worker thread, one at a time, and says each count (to the window's
    thread, where this object lives). The thread is a daemon: quitting never waits for it."""

    counted = Signal(str, int, bool)

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[object, ...]] = set()
        self.queue: queue.SimpleQueue[Path] = queue.SimpleQueue()
        threading.Thread(target=self._work, name="replays", daemon=True).start()

    def ask(self, path: Path) -> None:
        key = _files_key(path)
        if key not in self.asked:
            self.asked.add(key)
            self.queue.put(path)

    def _work(self) -> None:
        while True:
            path = self.queue.get()
            counted = replayed_moves(path)
            if counted is not None:
                try:
                    self.counted.emit(str(path), *counted)
                except RuntimeError:  # the application is gone (quitting)
                    return


_replays: _Replays | None = None


class _ListFollower(QObject):
    """Corrects a list's entries as their replays are counted (gone with the list)."""

    def __init__(self, widget: QListWidget, entries: list[GameEntry], here: Path | None) -> None:
        super().__init__(widget)
        self.widget = widget
        self.entries = {str(entry.path): entry for entry in entries}
        self.here = here

    @Slot(str, int, bool)
    def correct(self, path: str, moves: int, stops: bool) -> None:
        entry = self.entries.get(path)
        if entry is None or (entry.moves, entry.stops) == (moves, stops):
            return
        entry = self.entries[path] = entry._replace(moves=moves, stops=stops)
        for row in range(self.widget.count()):
            item = self.widget.item(row)
            if item.data(PATH_ROLE) == path:
                shown_entry = entry_item(entry, self.here is not None and entry.path == self.here)
                item.setText(shown_entry.text())
                item.setToolTip(shown_entry.toolTip())


def follow_replays(widget: QListWidget, entries: list[GameEntry], here: Path | None = None) -> None:
    """Replay each of ``entries`` (listed in ``widget``) in a worker thread, and correct its
    item to the moves Resume brings back once counted; ``here``: the game open in the asking
    window. A game in use in another copy of the program is not replayed (it is being written)."""
    global _replays
    if _replays is None:
        _replays = _Replays()
    for old in widget.findChildren(_ListFollower):
        old.setParent(None)
        old.deleteLater()
    follower = _ListFollower(widget, entries, here)
    _replays.counted.connect(follower.correct)
    for entry in entries:
        if not entry.in_use:
            _replays.ask(entry.path)


def _kind(text: str) -> Any:
    words = text.split(None, 1)
    return ACTION_TYPES.get(words[0]) if words else None


def list_games(folder: Path | None = None) -> tuple[list[GameEntry], list[tuple[Path, GameFileError]]]:
    """Every autosaved game in ``folder`` (the user's autosave folder if None; earlier
    versions' autosaves moved in first), newest first, and those that cannot be read."""
    migrate_old_autosaves(folder)
    entries: list[GameEntry] = []
    broken: list[tuple[Path, GameFileError]] = []
    for path in game_files(folder):
        try:
            entries.append(describe_game(path))
        except GameFileError as exc:
            broken.append((path, exc))
        except OSError:
            continue  # gone meanwhile (another program pruned it)
    entries.sort(key=lambda e: e.last_played, reverse=True)
    return entries, broken


def entry_title(entry: GameEntry) -> str:
    """The first line of a game's entry: the board and the players (plain text, names made safe)."""
    return QCoreApplication.translate("SavedGames", "{board}: {players}").format(
        board=shown(track_name(entry.board)), players=", ".join(shown(p) for p in entry.players))


def entry_details(entry: GameEntry, open_here: bool = False) -> str:
    """The second line: the moves, when it was last played, and what sets it apart (over,
    a test game, open in a window or in another copy of the program)."""
    moves = QCoreApplication.translate("SavedGames", "no moves yet") if entry.moves == 0 else COUNTED.moves_so_far(entry.moves)
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(entry.last_played)),
                              QCoreApplication.translate("SavedGames", "d MMM yyyy, HH:mm", "the date a game was last played (Qt's date format)"))
    parts = [moves, when]
    if entry.finished:
        parts.append(QCoreApplication.translate("SavedGames", "finished"))
    if entry.test_game:
        parts.append(QCoreApplication.translate("SavedGames", "test game"))
    if entry.skipped or entry.stops:
        parts.append(QCoreApplication.translate("SavedGames", "damaged autosave"))
    if open_here:
        parts.append(QCoreApplication.translate("SavedGames", "open in a window"))
    elif entry.in_use:
        parts.append(QCoreApplication.translate("SavedGames", "in use in another copy of U-Build"))
    return " · ".join(parts)


def entry_item(entry: GameEntry, open_here: bool = False) -> QListWidgetItem:
    """A list item for ``entry``: two lines, the path in its data; a game in use in another
    copy of the program is shown greyed and cannot be chosen."""
    item = QListWidgetItem(entry_title(entry) + "\n" + entry_details(entry, open_here))
    item.setData(PATH_ROLE, str(entry.path))
    item.setToolTip(item.text())
    if entry.in_use and not open_here:
        item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable))
    return item


def can_choose(item: QListWidgetItem | None) -> bool:
    """Whether a list item is a game that can be opened (not a heading, not in use elsewhere)."""
    return (item is not None and item.data(PATH_ROLE) is not None
            and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled) and bool(item.flags() & Qt.ItemFlag.ItemIsSelectable))


def heading_item(text: str) -> QListWidgetItem:
    """A heading inside a list (not an entry: it cannot be chosen, and holds no path)."""
    item = QListWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    font = item.font()
    font.setBold(True)
    item.setFont(font)
    return item


class OpenGameDialog(QDialog):
    """Game → Open: the autosaved games (unfinished first, then finished; each with its
    board, players, moves and date) above a "Browse files…" button for a named file.

    After ``exec``: :attr:`chosen` is the autosaved game picked (its snapshot's path), or
    :attr:`browse` is True (the caller shows the file dialog); both unset when cancelled.
    ``current``: the game of the window that asks (shown as open there, not to be chosen).
    """

    def __init__(self, parent: QWidget | None = None, current: Path | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openGameDialog")
        self.setWindowTitle(self.tr("Open a game"))
        self.chosen: Path | None = None
        self.browse = False
        entries, _broken = list_games(folder)
        unfinished = [e for e in entries if not e.finished]
        finished = [e for e in entries if e.finished]
        intro = QLabel(self.tr("Games kept by the program (each game saves itself as it is played):")
                       if entries else self.tr("No games kept yet. Browse for a game file saved with Save As."), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("openGameList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(2)
        for title, group in ((self.tr("Unfinished games"), unfinished), (self.tr("Finished games"), finished)):
            if not group:
                continue
            self.list.addItem(heading_item(title))
            for entry in group:
                here = current is not None and entry.path == current
                item = entry_item(entry, here)
                if here:
                    item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable))
                self.list.addItem(item)
        self.list.setVisible(bool(entries))
        follow_replays(self.list, entries, current)
        self.list.itemDoubleClicked.connect(lambda _item: self._open_chosen())
        self.list.currentItemChanged.connect(lambda *_: self._follow())
        self.browse_button = QPushButton(self.tr("Browse files…"), self)
        self.browse_button.setObjectName("openBrowse")
        self.browse_button.clicked.connect(self._browse)
        self.buttons = QDialogButtonBox(self)
        self.open_button = self.buttons.addButton(self.tr("Open"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setObjectName("openChosen")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._open_chosen)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.browse_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.buttons)
        for row in range(self.list.count()):
            if can_choose(self.list.item(row)):
                self.list.setCurrentRow(row)
                break
        self._follow()
        self.resize(640, 480)

    def _follow(self) -> None:
        self.open_button.setEnabled(can_choose(self.list.currentItem()))

    def _open_chosen(self) -> None:
        item = self.list.currentItem()
        if not can_choose(item):
            return
        self.chosen = Path(item.data(PATH_ROLE))
        self.accept()

    def _browse(self) -> None:
        self.browse = True
        self.accept()


def ask_for_a_game(owner: QWidget, current: Path | None,
                   prepare: Callable[[QWidget], None] | None = None) -> OpenGameDialog:
    """Show the Open list of ``owner`` (Home or a game window) until it is answered, kept as
    ``owner.open_list`` while it shows; the answered dialog (``chosen`` or ``browse``).
    ``prepare``: called on the dialog before it shows (a game window in TV mode sizes its text)."""
    dialog = OpenGameDialog(owner, current=current)
    if prepare is not None:
        prepare(dialog)
    owner.open_list = dialog  # type: ignore[attr-defined]
    try:
        dialog.exec()
    finally:
        owner.open_list = None  # type: ignore[attr-defined]
        dialog.deleteLater()
    return dialog
