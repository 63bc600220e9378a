"""The play view: a hotseat game on one shared screen, U-Build's on a track (2-6 players) or
the traditional game's on a square board (2-8), or any other registered rule set's: what
differs is asked of the game's plug-in (:mod:`.plugin`'s ``PlayView``), which the registry
names. The two built-in plug-ins are packages of their own, :mod:`.ubuild` and
:mod:`.traditional` (each its board, card, words, turn model and turn-panel sections); the
shared view never imports them.

- :mod:`.controller`: :class:`GameController` owns the engine's session, applies every
  action (human or computer), runs the CHANCE player (or, with table dice, waits for the
  roll the players enter), autosaves, emits signals.
- :mod:`.files`: the play view's files: named saves, the autosave (a snapshot and an
  append-only journal), games set aside; :mod:`.opening`: reading a game file off the UI
  thread with progress and Cancel; :mod:`.saved_games`: the list of games to open.
- :mod:`.board`: what every play board shares (movers, targets, the board's keys).
- :mod:`.turn_panel`: the controls for exactly what the engine allows now; its model
  (:mod:`.turn_model`) and sections by kind of decision (:mod:`.turn_sections`, the base;
  :mod:`.turn_status`, :mod:`.turn_buttons`, :mod:`.turn_auction`, :mod:`.turn_pick`,
  :mod:`.turn_money`).
- :mod:`.widgets`, :mod:`.dice`, :mod:`.players_panel`, :mod:`.event_log`,
  :mod:`.announce`, :mod:`.dialogs`: spin boxes, the Chance card,
  dice, players, log, banners, deal sheet, holdings, ranking; :mod:`.view_words`: the
  words a plug-in may say its own way.
- :mod:`.new_game` (with :mod:`.seat_rows` and :mod:`.fair_choice`; a rule set's own options box
  is its plug-in's).
- :mod:`.window`: :class:`PlayWindow` and :func:`open_game_window`, with its parts
  :mod:`.window_menus`, :mod:`.window_sizes` (TV mode), :mod:`.window_game` (following the
  game, paced) and :mod:`.window_files`; :mod:`.tour`: the first-game tour.

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
