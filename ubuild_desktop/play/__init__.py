"""The play view: a hotseat game on one shared screen, U-Build's on a track (2-6 players) or
the traditional game's on a square board (2-8), or any other registered rule set's: what
differs is asked of the game's plug-in (:mod:`.plugin`'s ``PlayView``; the two built-in ones
are in :mod:`.rule_sets`).

- :mod:`.controller`: :class:`GameController` owns the engine's session, applies every
  action (human or computer), runs the CHANCE player (or, with table dice, waits for the
  roll the players enter), autosaves, emits signals.
- :mod:`.files`: the play view's files: named saves, the autosave (a snapshot and an
  append-only journal), games set aside; :mod:`.opening`: reading a game file off the UI
  thread with progress and Cancel.
- :mod:`.board`: :class:`PlayBoard`, the game's items (movers, blocks, buildings,
  pickable sites) on the shared :class:`~ubuild_desktop.board.BoardScene`.
- :mod:`.turn_panel`: the controls for exactly what the engine allows now (its model:
  :mod:`.turn_model`, and :mod:`.turn_model_trad` for the traditional game).
- :mod:`.square_board`, :mod:`.square_card`: the traditional game on a square board, and a space's card.
- :mod:`.widgets`, :mod:`.dialogs`: dice, the entry of dice rolled at the table, Chance
  card, players, log, new game, deal sheet, ranking.
- :mod:`.window`: :class:`PlayWindow` and :func:`open_game_window`.

Widgets hold no rule: they ask the engine's queries and send actions through the
controller. This package never imports the editor (a test says so).
"""

from __future__ import annotations

from .controller import GameController
from .files import game_files, has_autosave, newest_free_game, read_game_file
from .seats import Seat, SeatError, parse_players
from .window import PlayWindow, open_game_window, resume_window

__all__ = [
    "GameController",
    "PlayWindow",
    "Seat",
    "SeatError",
    "game_files",
    "has_autosave",
    "newest_free_game",
    "open_game_window",
    "parse_players",
    "read_game_file",
    "resume_window",
]
