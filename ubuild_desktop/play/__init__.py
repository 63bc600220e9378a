"""The play view: a hotseat game for 2-6 players on one shared screen.

- :mod:`.controller`: :class:`GameController` owns the engine's session, applies every
  action (human or computer), runs the CHANCE player (or, with table dice, waits for the
  roll the players enter), autosaves, emits signals.
- :mod:`.files`: the play view's files: named saves, the autosave (a snapshot and an
  append-only journal), games set aside; :mod:`.opening`: reading a game file off the UI
  thread with progress and Cancel.
- :mod:`.board`: :class:`PlayBoard`, the game's items (movers, blocks, buildings,
  pickable sites) on the shared :class:`~ubuild_desktop.board.BoardScene`.
- :mod:`.turn_panel`: the controls for exactly what the engine allows now.
- :mod:`.widgets`, :mod:`.dialogs`: dice, the entry of dice rolled at the table, Chance
  card, players, log, new game, deal sheet, ranking.
- :mod:`.window`: :class:`PlayWindow` and :func:`open_game_window`.

Widgets hold no rule: they ask the engine's queries and send actions through the
controller. This package never imports the editor (a test says so).
"""

from __future__ import annotations

from .controller import GameController
from .files import autosave_path, has_autosave, read_game_file
from .seats import Seat, SeatError, parse_players
from .window import PlayWindow, open_game_window, resume_window

__all__ = [
    "GameController",
    "PlayWindow",
    "Seat",
    "SeatError",
    "autosave_path",
    "has_autosave",
    "open_game_window",
    "parse_players",
    "read_game_file",
    "resume_window",
]
