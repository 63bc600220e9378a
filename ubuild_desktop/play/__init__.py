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

In more detail:

**``plugin.py``'s ``PlayView`` (a typed ``Protocol``) is what a rule set gives the play
view**, and ``plugin.rules_for(game | state | session)`` finds the game's: the engine's
registry names it (``RuleSet.play_view``, ``"module:attribute"``, imported on first use, so
the play view's modules and the plug-ins never import each other in a circle). **The
built-in plug-ins are packages, ``play/ubuild/`` and ``play/traditional/``**, each with
``plugin.py`` (``PlayRules``, ``TraditionalPlayRules``, neither inheriting from the other),
``board.py``, ``card.py``, ``words.py``, ``turn_model.py`` and ``turn_sections.py``; they
import the shared view, which never imports them (``tests/test_boundaries.py``: only the
registry's text names them; no play file over 600 lines); a test's (the Ring,
``tests/play/ring_rules.py``) lives in its module. A plug-in gives the scene and the play
view's items on it (``ubuild/board.PlayBoard`` on a track,
``traditional/board.SquarePlayBoard`` on a square board), the card a hovered property shows
(``ubuild/card.DistrictCard``, ``traditional/card.SquareSpaceCard``), the board's keys
(``BoardKeys``), the turn panel's model (``ubuild/turn_model.turn_model``,
``traditional/turn_model.trad_turn_model``: the same ``TurnModel``, with the rule set's own
sections in ``TurnModel.own``: U-Build's sites, free blocks and blocks, the traditional
game's ``TaxSection`` and ``HousesSection``; a jail card in ``JailSection``,
``AuctionSection.building`` for the bank's last houses or hotels in
``Phase.BUILDING_AUCTION``; each plug-in's own ``PickKind``, what a click on the board
does while a site is picked, and the pick box's words for it, ``pick_words``: U-Build's
bonus building, hazard, hazard move and special building, the traditional game's
``BUILD_HOUSE``/``SELL_BUILDING``/``SELL_GROUP``), names (title, spaces,
properties), the players' ``Holding``s and jail cards, the tally, the property a decision is
about, why the game ended, whether players keep cards (``keeps_cards``), and optional parts
a rule set without them does without: ``turn_sections`` (its own section widgets,
``turn_sections.OwnSection``: the model's part each shows, where it stands, its names on the
panel), ``words`` (``view_words.ViewWords``: properties or districts, buildings, the
ranking's column, the tour's board page; no module of the shared view tests a rule set's
name) and ``rules_in_force``. The engine's parts are the rule set's own
(``plugin.rule_set_of``): a new state, a replayed session (take back), the game document
(``dump_game``, ``plugin.game_from_document``: the registry's ``rule_set_of_document`` picks
the reader by the file's ``rule_set``) and the computer player of a strength
(``computer.make_computer(strength, seed, rule_set_name)``). The window, controller, panels,
files, deal sheet and ranking have one code path and ask it; money is written by the state's
book (``words.money_for``), the kernel's ``GameState`` answers ``legal_actions()``,
``why_illegal()``, ``is_legal()`` and ``apply()`` through its book for either state.
``GameController`` owns the engine's ``Session``, applies every action (from a widget or a
computer player, which the engine's ``Driver`` picks, one per timer tick), runs the chance
player and autosaves (through ``files.Autosave``, retried every few seconds while it fails);
in a table-dice game (``table_dice``, chosen in ``NewGameDialog`` or read from the file) its
``_advance`` stops at each roll (``waiting_for_table_dice()``) and the dice the players
rolled come in through ``act(Dice(...))`` like any decision, from the turn panel's
``DiceEntry`` (die faces to click, keys 1-6 and Enter); ``files.py`` holds the play view's
files (named saves; each game's own autosave, ``game-STAMP-ID.json``, as a snapshot plus an
append-only journal of actions, rewritten only when the journal is as long as the snapshot,
so a save costs the same at any length; ``read_autosave``, the one reading of a journal for
Home's list and Resume, which skips unreadable lines and says where, and stops at the first
action that cannot be replayed, in the journal or in the snapshot itself; the damaged
journal or snapshot kept beside the game; finished and test games pruned beyond 20;
unreadable games set aside); ``ubuild_desktop/gamelock.py`` (Qt's ``QLockFile``, stale when
its process is gone) is the lock an ``Autosave`` holds while its game is open, so a second
copy of the program never writes into it; ``saved_games.py`` describes the kept games
(board, players, moves, date, finished, test game, in use) for Home's list and the Open list
(``OpenGameDialog``, above "Browse files…", shown by Home and the game window through one
``ask_for_a_game``), and corrects each entry's moves to what Resume brings back by replaying
the game in a worker thread (``follow_replays``, kept while the files are unchanged);
``game_words.py`` holds the words the play view shows (engine events as translated
sentences, from core's one table ``core/engine/kernel/sentences.py``, never by reading an
English text; a district's card and rent explanation are ``ubuild/card.py``'s, the rules in
force and end reasons each plug-in's ``words.py``); **``game_words.PlaceNames`` is the one
place a space's or a property's name is chosen** (``place_names(game)``: U-Build's districts
by their translated card names, a square board's spaces by the board's own names,
``name_es`` in Spanish, through the plug-in's ``space_name``; the log, the debts' reasons
and the events' ``{name}`` and ``{space}`` fields take it); a traditional card's text is a
template whose ``{amount}``, ``{house}``, ``{hotel}`` are written in the rule set's money
(``kernel.sentences.card_text``, ``game_words.trad_card_words``). ``fair_choice.py``: the Fair
start at the table: ``FairStartChoice``, New game's row that offers the Fair start the board
keeps for its number of players (``newGame/fairStart`` remembers the choice), and
``fair_start_got(state)``, what it paid each seat, and ``fair_start_gifts(state)``, the
district or property it started with (each player's card shows both). ``new_game.py``: the
**New game dialog** (``NewGameDialog``): the board is any registered rule set's built-in
board (``RuleSet.builtin_boards``, named by its play view's words: ``builtin:ubuild/starter``,
``builtin:traditional/traditional``), a track or board file (one entry,
the registry's ``load_board_file`` hands it to the rule set that claims it; a bad file is one
line naming it), or the editor's track or square board (its provider gives either); under the board, the
players allowed and the starting money; U-Build's rules in force, or the box of options the
rule set's plug-in gives (``options_box``: the traditional game's
``traditional/house_rules_box.HouseRulesBox``, each house rule with a help line and tooltip,
"The book's rules" for 001's); ``result_session()`` gives U-Build's ``Session`` or a
``TradSession`` with the house rules, which the game file keeps; the last board (built-in or
file), players (names, colours, human or computer, strength) and house rules are remembered
in the settings (``newGame/board``, ``newGame/players``, ``newGame/houseRules``); its body
scrolls (``screen_fit.ScrollingBody``) while Start and Cancel stay in view; why a game
cannot start is the engine's ``GameSetupError`` in the user's language
(``words.setup_error_text``). ``opening.GameOpening`` reads a game file on a worker thread
with a progress dialog and Cancel (Home's Resume and Open, the play window's Open;
``resume_window`` is the same reading in place, for the command line and tests); the event
log makes sentences only for the lines it shows (and for all of them when saved);
``announce.py`` tells what happened on the board's middle (the plug-in's ``middle``):
``DrawnCard``, a drawn card large (the turn panel's ``ChanceCardWidget`` made big) until its
player dismisses it (click, Enter, Esc, Space; the window's animation queue waits for it) or
for a few seconds for a computer, and ``TurnBanner``, a computer's turn in the log's own
sentences (``game_words.event_sentence``) from the controller's ``eventsAdded``;
``PlayBoard`` adds movers, blocks and buildings to the shared board (a mover stands only
where its whole picture (``MoverItem.reach``) covers none of the words of its tile and the
tiles around: ``PieceItem.label_rects()``; off the rows of blocks and mortgage badges, which
stand over the price, while there is room; movers, district marks and special buildings are
drawn from ``tile_cache`` pictures keyed by what they show, and an empty district mark or a
hover hex paints nothing); ``traditional/board.py``'s ``SquarePlayBoard`` is the same public
surface on a ``SquareBoardScene`` (both are ``board.MoverBoard``s, which hold the shared
signals, the targets being picked and the stop of a walk) for a ``TradState`` (``sync``,
``animate_move`` around the ring past GO or ``direct=True`` straight to jail,
``stop_animation``, ``districtHovered`` with a space id, targets; a "cell" is a space index;
both boards give ``space_point``, ``cell_point`` and ``cursor_path``): tokens never stand on
a space's name or a corner's words (``label_rects()``), and off its band, owner's tag, pot
and price while there is room (half over the board's outer edge, then closer together; a
space's slots found when a mover first stands there, on either board), in
the jail's cell behind bars or outside it just visiting (the tooltip says which), and the
traditional ``moved`` / ``jailed`` events carry the ``start`` (and ``back``) the walk needs.
``traditional/card.py``'s ``SquareSpaceCard`` is ``DistrictCard``'s counterpart (street
rents by houses with the row that applies now marked, station, utility, tax, card spaces,
corners), chosen for a game by ``plugin.rules_for(state).card``; the turn panel offers
exactly what ``legal_actions()`` and the queries allow, and puts the focus on a new
decision's main action. It knows no rule and no phase: the plug-in's turn model
(``ubuild/turn_model.turn_model(state, computers, table_dice, busy, pick)``) (no Qt, tested
without a display) reads the engine once into a frozen ``TurnModel``, one typed record per
section (roll, jail, buy, auction, blocks, free blocks, the sites to pick for bonus
buildings, hazards and special buildings, debt, mortgages, the deal to answer, the deal
button, end of turn...) holding the legal actions it stands for, its limits, prices and
defaults, or None when it does not show; the site being picked is a ``PickMode`` (the
plug-in's ``PickKind`` and, for a hazard's target or a special building, its source,
building and district; a ``PickSection``'s ``further`` says which clicks pick again). ``TurnPanel.refresh`` builds the model and hands each section widget its part
(``show_part``; ``turn_sections.py`` the base, ``turn_status``, ``turn_buttons``,
``turn_auction``, ``turn_pick``, ``turn_money``, and the plug-in's own); the widgets only
word it and send its actions. ``TurnPanel.offered()`` lists every enabled control that sends
an action with the actions it stands for, so tests check nothing offered is refused. The
panel's keys are one letter each, named in the buttons' tooltips (``Controls.key``; a hidden
section's keys are off): R roll, B buy, A auction, P pass, D done, E end turn, Y/N answer a
deal, U build (blocks, or a house), M mortgage or lift, T propose a deal; its spin boxes
(``widgets.KeySpinBox``) leave the letters they cannot take to those keys (P passes from the
bid box) and Enter in them, or in a section's combo box (``EnterPresses``), does the
section's action; Tab goes through the controls as they are laid out
(``TurnPanel.tab_chain``). U-Build's "Roll again" after a double ends the turn and rolls in
one press, as the traditional game's does. A player's card (``PlayerCard``: a click, Enter
on it, or Ctrl+1..8 from View → Players' holdings) opens ``dialogs.HoldingsView``: cash, net
worth, properties by colour group (the plug-in's ``holding_groups``) with their buildings,
mortgages and rent now, and the kept jail cards; it follows the game while open. A human
player's card also shows "Deal…" while that player may propose (the plug-in's
``can_propose``: the deal sheet opens with them proposing) and, in the traditional game,
"Houses…" while they may build, sell or mortgage (the plug-in's ``house_actions``: their own
on their turn, the actions naming them between turns); D and H on the focused card press
them. "Houses…" opens ``traditional/houses_dialog.HousesDialog``, the plug-in's
``houses_dialog`` (``house_choices``, its Qt-free model: one line a choice with its amount;
"Do it" applies it through the controller). Between turns the controller asks the computer
seats first (``Driver.table_action``, as ``play_out`` does), so they deal and build out of
turn while a human is to act. ``BoardKeys`` (an event filter on the board view) is the board
from the keyboard: a ring over the sites being picked (Enter picks) or over the districts
(each shows its card), on either play board (their ``cell_point``, ``cursor_path``).
``PlayWindow`` (``window.py``) is made of parts by topic: ``window_menus`` (actions, menus,
toolbar), ``window_sizes`` (text size, TV mode, layout kept), ``window_game`` (the engine's
events played out step by step, a computer's turn paced) and ``window_files`` (save, open,
title, close). The window sizes the side panel and its text from the window's size and View
→ Large text, once it shows (``set_text_size``: each widget's font, times its ``textScale``
property, because the window's style sheet stops Qt's font propagation, and never under TV
mode's reading size, ``reading_px``: 28 px on a 1080-line screen; a box's room for its title
is a property the window's style reads, ``make_room_for_title``, so a new size restyles the
boxes alone). View → TV mode (F11, Esc leaves)
is full screen without the tool bar, the scene's far words (``play_board.relayout``
re-places the movers and marks), the board zoomed to the reading size following the player
to act, and the same floor for the panel, log, cards, deal sheet, messages, menus and file
dialogs (``size_menus``, ``ask_file``: Qt's own dialog in TV mode; rich text loses its
``<small>``: ``widgets.readable_html``). The card of the district being bought or auctioned
stands beside the board (``cardColumn``), or, where that would leave the board under 75% of
its size (a narrow window), larger in the board's middle, a space's width from every space
(``window_game._middle_card_points``): never over a space; where the middle is too small
(a U-Build track's loop), over the board where it hides the least of the spaces' names and
prices, then of their tiles, never the district decided about (``window_game._card_over_board``;
every place at once in ``card_place.least_hiding``, once a decision: ``benchmarks/bench_card_place.py``). The side panel is shared again
whenever the turn panel or a player's card changes size (``window_sizes.balance_sidebar``):
the turn panel's controls first, then the players' cards (compact on a short panel, then on
one line each, the player to act's last, so every card shows at 1024x640 for up to 8
players, then two one-line cards a row, as TV mode's text needs on a laptop; whole cards
only, never a strip of one, where the list still scrolls), then at
least three lines of the log.
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
