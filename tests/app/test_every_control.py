"""Every button and every menu or tool bar action of every window, clicked as a user would.

Each test has a scenario run in a child process (``tests/ui_harness.py``; the scenarios
of a group, ``ui-play`` and so on, one after another in one child): the scenario
opens a window and the harness clicks every button and triggers every action it shows,
dialogs closed by a timer. A crash, or any exception raised in a slot, fails the test;
so does a control the harness did not trigger, unless the test names it with the reason.
New buttons and actions are covered without changing these tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.ui_harness import (
    Harness,
    ScenarioResult,
    answers,
    assert_covered,
    discard_changes,
    open_file,
    save_into,
    scenario_test,
    triggered,
)

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

# ---------------------------------------------------------------------- scenarios (child side)


def _starter_game(steps: tuple[Any, ...] = (), *, deck: tuple[str, ...] = (), animations: bool = False,
                  roll_off: bool = True) -> Any:
    """A two-player game window (animations off unless asked for).

    ``roll_off``: Ana wins the roll-off for who starts (else the game waits for it);
    ``steps``: then dice values (an int: that roll) or actions, applied in turn; ``deck``:
    the Chance cards on top of the pile.
    """
    from tests.engine.helpers import roll_off_dice
    from ubuild_desktop.core.engine.ubuild.actions import DeckCard, Dice, Roll
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 7), seats, animations=animations, computer_delay_ms=0, start=False)
    rest = [c.id for c in game.chance_cards if c.id not in deck]
    window.controller.inject_chance(*(DeckCard(c) for c in [*deck, *rest]))
    window.controller.start()
    if roll_off:
        window.controller.inject_chance(*roll_off_dice(game, 0))
        while window.controller.state.phase == Phase.ROLL_OFF:
            window.controller.act(Roll())
    for step in steps:
        if isinstance(step, int):
            window.controller.inject_chance(Dice((step,)))
            window.controller.act(Roll())
        else:
            window.controller.act(step)
    return window


def _table_dice_game(track: str = "starter", players: str = "Ana:human,Bo:human", *,
                     faces: tuple[int, ...] = (), rolled: tuple[int, ...] = ()) -> Any:
    """A game rolled with the table's own dice, waiting for the die (dice) of a roll-off roll.

    ``rolled``: roll-off dice entered first (one roll each, from Ana on); ``faces``: the
    faces then chosen in the dice entry (not entered).
    """
    from PySide6.QtTest import QTest

    from ubuild_desktop.core.engine.ubuild.session import DICE_TABLE, Session
    from ubuild_desktop.core.engine.ubuild.actions import Dice, Roll
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players(players)
    game = Game.create(load_builtin(track), [s.name for s in seats])
    window = open_game_window(Session(game, 7, dice=DICE_TABLE), seats, animations=False, computer_delay_ms=0)
    controller = window.controller
    window.controller.act(Roll())
    for value in rolled:
        controller.act(Dice((value,) * game.dice_count))
        for _ in range(500):  # a computer's roll click comes from its timer
            if controller.waiting_for_table_dice() or controller.waiting_for_human():
                break
            QTest.qWait(5)
        if controller.waiting_for_human():
            controller.act(Roll())
    for die, value in enumerate(faces):
        window.turn_panel.dice_entry.pick(die, value)
    return window


def _animated_game() -> Any:
    """A game as users see it (the dice tumble, the movers step), once Ana may roll."""
    from PySide6.QtTest import QTest

    window = _starter_game(animations=True)
    for _ in range(500):  # the roll-off's dice finish tumbling
        if window.turn_panel.roll_button.isVisible():
            break
        QTest.qWait(10)
    return window


def _finished_game() -> Any:
    """A game window on a game that ended by its round limit (computer players played it)."""
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human")
    session = Session(Game.create(load_builtin("starter"), ["Ana", "Bo"], round_limit=1), 3)
    players = [make_player("simple", 0), make_player("simple", 1)]
    state = session.state
    while not state.is_terminal():
        if state.current_player < 0:
            session.chance_step()
        else:
            session.apply(players[state.current_player].decide(state, state.current_player))
    return open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)


def _saved_game(h: Harness) -> Path:
    """A game saved to a file in the work folder, and the autosave Home can resume."""
    path = h.work / "saved.ubuild-game"
    if path.exists():
        return path
    window = _starter_game((1,))
    window.save_game_as(path)
    window.close()
    h.settle()
    return path


def home_scenario(h: Harness) -> None:
    from ubuild_desktop.app.home import HomeWindow

    saved = _saved_game(h)
    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    h.check(home.resume_button.isEnabled(), "Resume is enabled: there is an autosave")
    h.exercise(home, "home", answer=open_file(saved))
    h.check(home.editor is not None and home.editor.isVisible(), "Edit a track… opened the editor")
    h.check(home._live_play_window() is not None, "Resume / Open opened a game")


def new_game_scenario(h: Harness) -> None:
    from ubuild_desktop.app.home import HomeWindow

    from ubuild_desktop.play.new_game import LAST_PLAYERS_KEY
    from ubuild_desktop.settings import settings

    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    started: list[str] = []

    def after(dialog: Any, key: str) -> None:
        window = home._live_play_window()
        if window is not None:
            started.append(key)
            window.close()
        settings().remove(LAST_PLAYERS_KEY)  # each fresh dialog has the first run's two players

    def with_a_track_file() -> Any:
        dialog = home.new_game()
        dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("file:"))
        return dialog

    def three_players() -> Any:
        dialog = home.new_game()
        dialog.add_player()
        return dialog

    h.exercise_fresh(home.new_game, "new game", after=after)
    h.exercise_fresh(with_a_track_file, "new game: a track file", after=after)
    def table_dice() -> Any:
        dialog = home.new_game()
        dialog.dice_table.setChecked(True)
        return dialog

    def table_started(dialog: Any, key: str) -> None:
        window = home._live_play_window()
        if key == "button:startButton":
            h.check(window is not None and window.controller.table_dice
                    and window.controller.session.dice == "table", "the game started has table dice")
        after(dialog, key)

    h.exercise_fresh(three_players, "new game: three players", after=after)
    h.exercise_fresh(table_dice, "new game: table dice", after=table_started)

    def traditional() -> Any:
        dialog = home.new_game()
        dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:traditional/traditional"))
        return dialog

    def traditional_started(dialog: Any, key: str) -> None:
        window = home._live_play_window()
        if key == "button:startButton":
            h.check(window is not None and window.controller.state.game.board.name == "Traditional",
                    "the game started is the traditional game")
        after(dialog, key)

    h.exercise_fresh(traditional, "new game: the traditional board", after=traditional_started)
    h.notes["started"] = started


def _history(window: Any) -> object:
    """What a game window does not show itself: the game's moves (a deal sheet: its window's)."""
    controller = getattr(window, "controller", None) or window.parent().controller
    return len(controller.state.history)


def _play_scenario(h: Harness, name: str, make: Any, after: Any = None) -> None:
    saved = _saved_game(h)
    h.exercise_fresh(make, name, answer=answers(save_into(h.work), open_file(saved)), after=after, state=_history)


# The play window's states, a scenario (a child process) for each few of them, so the
# suite's workers share them out.


def play_scenario(h: Harness) -> None:
    from ubuild_desktop.core.engine.ubuild.actions import Buy

    _play_scenario(h, "play: the roll-off for who starts", lambda: _starter_game(roll_off=False))
    _play_scenario(h, "play: before the roll", _starter_game)
    _play_scenario(h, "play: a district for sale", lambda: _starter_game((1,)))
    _play_scenario(h, "play: after buying", lambda: _starter_game((1, Buy())))


def play_auction_and_deal_scenario(h: Harness) -> None:
    from ubuild_desktop.core.engine.ubuild.actions import Buy, OpenBid, ProposeDeal, StartAuction

    _play_scenario(h, "play: an auction", lambda: _starter_game((1, StartAuction())))
    _play_scenario(h, "play: an auction, after a bid", lambda: _starter_game((1, StartAuction(), OpenBid(0, 100))))
    deal = ProposeDeal(proposer=0, partner=1, give=("kite-hill",), take_cash=1500)
    _play_scenario(h, "play: a deal on the table", lambda: _starter_game((1, Buy(), deal)))


def play_one_after_another_scenario(h: Harness) -> None:
    # A player clicking around: every control once, one after another, in one game as users
    # see it (animated: the next click may come while the dice tumble and the movers step).
    h.exercise(_animated_game(), "play: one after another", answer=save_into(h.work),
               last={"action:quitGame": "Game → Quit closes the window"})


def play_more_scenario(h: Harness) -> None:
    from ubuild_desktop.core.engine.ubuild.actions import Buy, EndTurn

    def deal_sheet() -> Any:
        return _starter_game((1, Buy())).open_deal_sheet()

    def deal_sheet_filled() -> Any:
        sheet = deal_sheet()
        sheet.check(0, "kite-hill")
        return sheet

    # "fast-track": its UP half is Planning Permission; Bo raises the bridge and plans.
    planning = (1, Buy(), EndTurn(), 6)

    def picking() -> Any:
        window = _starter_game(planning, deck=("fast-track",))
        from ubuild_desktop.play.turn_model import PickMode
        from ubuild_desktop.play.ubuild.turn_model import PickKind

        window.turn_panel.start_picking(PickMode(PickKind.HAZARD, window.controller.seat_to_act()))
        return window

    _play_scenario(h, "play: the deal sheet", deal_sheet)
    _play_scenario(h, "play: the deal sheet, filled in", deal_sheet_filled)
    _play_scenario(h, "play: planning permission", lambda: _starter_game(planning, deck=("fast-track",)))
    def cancelled(window: Any, key: str) -> None:
        if key == "button:cancelPickButton":
            panel = window.turn_panel
            h.check(panel.picking is None and not panel.pick_box.isVisible() and panel.hazard_button.isVisible(),
                    "Cancel ends picking: the sites' box goes, the planning buttons come back")

    _play_scenario(h, "play: picking a site", picking, after=cancelled)


def play_game_over_scenario(h: Harness) -> None:
    def ranking() -> Any:
        window = _finished_game()
        window.show_ranking()
        return window

    _play_scenario(h, "play: the game is over", _finished_game)
    _play_scenario(h, "play: the final ranking", ranking)


def play_table_dice_scenario(h: Harness) -> None:
    """A game rolled with the table's own dice: the dice entry of a roll, a human's and a computer's."""
    _play_scenario(h, "play: table dice, a roll to enter", _table_dice_game)
    _play_scenario(h, "play: table dice, two dice chosen", lambda: _table_dice_game("classic", faces=(3, 4)))
    _play_scenario(h, "play: table dice, a computer's roll",
                   lambda: _table_dice_game(players="Ana:human,Bot:computer:simple", rolled=(3,), faces=(5,)))


def play_turns_scenario(h: Harness) -> None:
    """The turn panel's rarer boxes: jail, raising money, free blocks."""
    from ubuild_desktop.core.engine.ubuild.actions import Buy, EndTurn, OpenBid, OpenPass, StartAuction

    # Ana buys Rosewater Walk; Bo wins Kite Hill at auction; Ana is sent to jail; Bo's turn.
    jail = (5, Buy(), EndTurn(), 1, StartAuction(), OpenBid(1, 100), OpenPass(0), EndTurn(), 5, 2, EndTurn())
    _play_scenario(h, "play: in jail", lambda: _starter_game(jail))
    # Ana raises the bridge; Bo spends all but $500k at auction, then cannot pay its toll.
    debt = (6, EndTurn(), 2, StartAuction(), OpenBid(1, 12_900 - 500), OpenPass(0), EndTurn(), 1, EndTurn(), 4)
    _play_scenario(h, "play: raising money", lambda: _starter_game(debt, deck=("safety-inspection", "rates-bill")))
    # Ana lands on the bridge Bo raised: its DOWN half, Prefab Homes, gives free blocks.
    free = (1, Buy(), EndTurn(), 6, EndTurn(), 5)
    _play_scenario(h, "play: free blocks", lambda: _starter_game(free, deck=("safety-inspection", "prefab-homes")))


def _traditional_game(steps: tuple[Any, ...] = (), *, top_cards: tuple[str, ...] = (), animations: bool = False,
                      players: str = "Ana:human,Bo:human") -> Any:
    """A traditional game on the built-in square board: Ana wins the roll-off, then
    ``steps`` (a pair: that roll; else an action) are applied in turn; ``top_cards`` are
    shuffled to the top of their decks (Chance's first)."""
    from ubuild_desktop.core.engine.ubuild.actions import Dice, DrawCard, Roll
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.engine.traditional.game import Game as TradGame
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square.boardfile import load_builtin_board
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players(players)
    game = TradGame(load_builtin_board("traditional"), [s.name for s in seats])
    window = open_game_window(TradSession(game, 7), seats, animations=animations, computer_delay_ms=0, start=False)
    controller = window.controller
    controller.inject_chance(*(DrawCard(c) for c in top_cards), Dice((6, 5)), Dice((1, 2)))
    controller.start()
    while controller.state.phase == Phase.ROLL_OFF:
        controller.act(Roll())
    for step in steps:
        if isinstance(step, tuple):
            controller.inject_chance(Dice(step))
            controller.act(Roll())
        else:
            controller.act(step)
    return window


def _finished_traditional_game() -> Any:
    """A traditional game window on a game that ended by its round limit (simple players played it)."""
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.traditional.game import Game as TradGame
    from ubuild_desktop.core.engine.traditional.options import HouseRules
    from ubuild_desktop.core.engine.traditional.player import SimplePlayer
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square.boardfile import load_builtin_board
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human,Cy:human")
    game = TradGame(load_builtin_board("traditional"), [s.name for s in seats], HouseRules(round_limit=8))
    session = TradSession(game, 3)
    play_out(session, [SimplePlayer(0), SimplePlayer(1), SimplePlayer(2)])
    return open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)


# The play window on the traditional game: every control in each of its states, a
# scenario for each few of them.

# Ana buys Gull Street, keeps a Community Chest jail card and sells both to Bo, who owns
# the light-blue group then; Ana buys Theatre Boulevard; Bo's turn.
def _traditional_group() -> tuple[Any, ...]:
    from ubuild_desktop.core.engine.ubuild.actions import AcceptDeal, Buy, EndTurn
    from ubuild_desktop.core.engine.traditional.actions import TradeDeal

    return ((3, 5), Buy(), EndTurn(), (2, 4), Buy(), EndTurn(), (4, 5), EndTurn(), (1, 2), Buy(), EndTurn(),
            TradeDeal(0, 1, ("gull-street",), (), 0, 300, give_cards=("chest-05",)), AcceptDeal(),
            (1, 3), Buy(), EndTurn())


def play_traditional_scenario(h: Harness) -> None:
    """The traditional game's turn: before the roll, a street for sale, Income Tax, an auction."""
    from ubuild_desktop.core.engine.ubuild.actions import StartAuction

    _play_scenario(h, "traditional: before the roll", _traditional_game)
    _play_scenario(h, "traditional: a street for sale", lambda: _traditional_game(((3, 5),)))
    _play_scenario(h, "traditional: Income Tax's two ways", lambda: _traditional_game(((1, 3),)))
    _play_scenario(h, "traditional: an auction", lambda: _traditional_game(((3, 5), StartAuction())))


def play_traditional_houses_scenario(h: Harness) -> None:
    """Houses and hotels on a whole group."""
    _play_scenario(h, "traditional: houses and hotels", lambda: _traditional_game(_traditional_group(), top_cards=("chest-05",)))


def play_traditional_picking_scenario(h: Harness) -> None:
    """Picking the street to build on."""
    from ubuild_desktop.play.traditional.turn_model import PickKind
    from ubuild_desktop.play.turn_model import PickMode

    def picking() -> Any:
        window = _traditional_game(_traditional_group(), top_cards=("chest-05",))
        window.turn_panel.start_picking(PickMode(PickKind.BUILD_HOUSE, window.controller.seat_to_act()))
        return window

    _play_scenario(h, "traditional: picking a street", picking)


def play_traditional_jail_scenario(h: Harness) -> None:
    """Jail with a get-out-of-jail card, the card on the deal sheet, and the final ranking."""
    from ubuild_desktop.core.engine.ubuild.actions import Buy, EndTurn

    # Ana keeps the jail card, then a Chance card sends her to jail; Bo's turn, then Ana's.
    jail = ((1, 1), (4, 1), EndTurn(), (2, 4), Buy(), EndTurn())
    cards = ("chance-10", "chest-05")

    def deal_sheet() -> Any:
        sheet = _traditional_game(jail, top_cards=cards).open_deal_sheet()
        sheet.check(0, "chest-05")
        sheet.columns[1][2].setValue(20)  # the card for 20 (a card alone for nothing is an empty deal)
        return sheet

    def ranking() -> Any:
        window = _finished_traditional_game()
        window.show_ranking()
        return window

    _play_scenario(h, "traditional: in jail with a card", lambda: _traditional_game(jail, top_cards=cards))
    _play_scenario(h, "traditional: the deal sheet with a jail card", deal_sheet)
    _play_scenario(h, "traditional: the final ranking", ranking)


def play_traditional_one_after_another_scenario(h: Harness) -> None:
    """Every control once, one after another, in one animated game with a computer player."""
    from PySide6.QtTest import QTest

    window = _traditional_game(animations=True, players="Ana:human,Bot:computer")
    for _ in range(500):  # the roll-off's dice finish tumbling
        if window.turn_panel.roll_button.isVisible():
            break
        QTest.qWait(10)
    h.exercise(window, "traditional: one after another", answer=save_into(h.work),
               last={"action:quitGame": "Game → Quit closes the window"})


def _editor(h: Harness) -> Any:
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor import open_editor

    editor = open_editor(track=load_builtin("starter"))
    editor.save_to(h.work / "starter.json")  # so Open Recent has a file
    h.settle()
    return editor


def _select_a_double(editor: Any) -> None:
    """Before each control: a piece is selected (a double, so Next Tile works too)."""
    from ubuild_desktop.core.pieces import DOUBLE_KINDS

    if editor.controller.selection:
        return
    pieces = editor.document.track.pieces
    if not pieces:
        editor.document.undo_stack.setClean()
        editor.new_from_template("starter")
        pieces = editor.document.track.pieces
    doubles = [p.id for p in pieces if p.kind in DOUBLE_KINDS]
    editor.controller.set_selection([(doubles or [pieces[0].id])[0]])


def editor_scenario(h: Harness) -> None:
    close = {"action:closeAction": "closes the editor"}
    editor = _editor(h)
    h.exercise(editor, "editor", last=close, prepare=lambda: _select_a_double(editor),
               answer=answers(save_into(h.work), discard_changes))
    # The crash: the menu actions one after another, nothing prepared, no file saved.
    plain = _editor(h)
    h.exercise(plain, "editor, one after another", last=close, answer=discard_changes)


def editor_new_track_and_play_scenario(h: Harness) -> None:
    """The New Track dialog's every control, and Play This Track in an editor Home opened."""
    from ubuild_desktop.app.home import HomeWindow
    from ubuild_desktop.editor.track_dialogs import NewTrackDialog

    editor = _editor(h)

    def new_track_dialog() -> Any:
        dialog = NewTrackDialog("Untitled track", parent=editor)
        dialog.open()
        return dialog

    h.exercise_fresh(new_track_dialog, "editor: new track")
    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    h.use(home.edit_button)
    joined = home.editor
    h.use(joined.play_action)  # the New game dialog opens on the editor's track (the harness closes it)
    h.notes["play opened"] = [d["dialog"] for d in h.shown_dialogs if d["control"] == "playTrackAction"]
    h.use(editor.play_action)  # an editor no home joined says where games start
    h.notes["alone"] = [d["dialog"] for d in h.shown_dialogs if d["control"] == "playTrackAction"]


def editor_context_scenario(h: Harness) -> None:
    from PySide6.QtCore import QPointF

    from ubuild_desktop.core.pieces import DOUBLE_KINDS

    editor = _editor(h)
    double = next(p.id for p in editor.document.track.pieces if p.kind in DOUBLE_KINDS)
    h.exercise(editor.build_context_menu(double), "editor: a piece's context menu",
               prepare=lambda: _select_a_double(editor))
    editor.copy()
    h.exercise(editor.build_context_menu(None, QPointF(40, 40)), "editor: the table's context menu")


def viewer_scenario(h: Harness) -> None:
    from ubuild_desktop.core.trackfile import load_builtin, save_track
    from ubuild_desktop.viewer.window import TrackViewerWindow

    classic = h.work / "classic.json"
    save_track(load_builtin("classic"), classic)
    viewer = TrackViewerWindow(load_builtin("starter"))
    viewer.show()
    h.exercise(viewer, "viewer", last={"action:quitAction": "closes the viewer"}, answer=open_file(classic))
    h.check(viewer.editors and viewer.editors[0].isVisible(), "Edit Track opened the editor")
    h.check(viewer.track.name == load_builtin("classic").name, "Open Track… opened the chosen file")


def square_viewer_scenario(h: Harness) -> None:
    from ubuild_desktop.core.square import load_builtin_board, save_board
    from ubuild_desktop.viewer.square_window import SquareViewerWindow

    board = load_builtin_board("traditional")
    small = h.work / "small.json"
    save_board(board.model_copy(update={"name": "Small", "spaces": board.spaces[:12]}), small)
    viewer = SquareViewerWindow(board)
    viewer.show()
    h.exercise(viewer, "square viewer", last={"action:quitAction": "closes the viewer"}, answer=open_file(small))
    h.check(viewer.board.name == "Small", "Open Board… opened the chosen file")


def square_editor_scenario(h: Harness) -> None:
    """The square-board editor: every menu and tool bar action and every button of its forms."""
    from ubuild_desktop.core.square import load_builtin_board
    from ubuild_desktop.editor.square_window import open_square_editor_window

    close = {"action:closeAction": "closes the editor"}
    editor = open_square_editor_window(load_builtin_board("traditional"))

    def prepare() -> None:
        if editor.selected == 0:  # Remove Space is enabled on any space but GO
            editor.select_space(1)
        editor.show_tab(editor.groups_form)  # the tab with buttons (the others have fields only)

    prepare()
    h.exercise(editor, "square editor", last=close, prepare=prepare, answer=answers(save_into(h.work), discard_changes))
    plain = open_square_editor_window(load_builtin_board("traditional"))
    h.exercise(plain, "square editor, one after another", last=close, answer=discard_changes)


# ---------------------------------------------------------------------- tests (parent side)

SPEC = __name__


def assert_help_shown(window: dict[str, Any]) -> None:
    """Help > How to play opened its window and Help > About the About box (both closed by the harness)."""
    assert {"action:showHowToPlay", "action:showAbout"} <= triggered(window)
    shown = {(d["control"], d["dialog"]) for d in window["dialogs"]}
    assert ("action:showHowToPlay", "HowToPlayWindow") in shown
    assert ("action:showAbout", "QMessageBox") in shown


@scenario_test(f"{SPEC}:home_scenario", "ui-home")
def test_home_every_button(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    home = result.window("home")
    assert_covered(home)
    assert {"button:homeNewGame", "button:homeResume", "button:homeOpen", "button:homeEdit"} <= triggered(home)
    opened = {(w["control"], w["window"]) for w in home["windows_opened"]}
    assert ("button:homeEdit", "EditorWindow") in opened
    assert ("button:homeResume", "PlayWindow") in opened
    assert ("button:homeOpen", "PlayWindow") in opened
    assert any(d["control"] == "button:homeNewGame" and d["dialog"] == "NewGameDialog" for d in home["dialogs"])
    assert_help_shown(home)


@scenario_test(f"{SPEC}:new_game_scenario", "ui-home")
def test_new_game_dialog_every_button(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    dialog = result.window("new game")
    # The boards here keep no Fair start (tests/play/test_fair_start_play.py offers one).
    no_fair = {"button:fairStartCheck": "the board keeps no Fair start for this many players"}
    fewest = {**no_fair, **{key: "two players is the fewest: no one can leave"
                            for key in ("button:seatRemove0", "button:seatRemove1")}}
    assert_covered(dialog, disabled=fewest)
    assert {"button:addPlayer", "button:startButton", "button:Cancel"} <= triggered(dialog)
    with_file = result.window("new game: a track file")
    assert_covered(with_file, disabled={**fewest, "button:startButton": "no track file chosen yet"})
    assert any(d["control"] == "button:browseTrack" and d["dialog"] == "QFileDialog" for d in with_file["dialogs"])
    three = result.window("new game: three players")
    assert_covered(three, disabled=no_fair)
    assert {"button:seatRemove0", "button:seatRemove2"} <= triggered(three)
    table = result.window("new game: table dice")
    assert_covered(table, disabled=fewest)
    assert {"button:diceProgram", "button:diceTable"} <= triggered(dialog) & triggered(table)
    traditional = result.window("new game: the traditional board")
    assert_covered(traditional, disabled=fewest)
    assert {"button:freeParkingPot", "button:auctions", "button:doubleSalary", "button:buildInJail",
            "button:houseRulesDefaults", "button:startButton"} <= triggered(traditional)
    assert result.notes["started"] == ["button:startButton"] * 4  # the one button that starts a game


# The menu bar's own actions (issue 11): the View choices, Help (How to play and About
# every window shares, and the play window's first-game tour), and Quit last.
MENUS = {"action:largeText", "action:tvMode", "action:focusBoard", "action:focusPanel", "action:showHowToPlay",
         "action:showTour", "action:showAbout", "action:quitGame"}


@scenario_test(f"{SPEC}:play_scenario", "ui-play")
def test_play_window_every_control(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    nothing_back = {"action:takeBack": "nothing to take back: the last decision came with dice"}
    assert_covered(result.window("play: the roll-off for who starts"), disabled=nothing_back)
    assert "button:rollButton" in triggered(result.window("play: the roll-off for who starts"))
    assert_covered(result.window("play: before the roll"), disabled=nothing_back)
    assert_covered(result.window("play: a district for sale"), disabled=nothing_back)
    assert_covered(result.window("play: after buying"))
    assert {"button:rollButton", "button:dealButton", "action:newGame", "action:openGame", "action:saveGame",
            "action:saveGameAs", "action:saveLog"} <= triggered(result.window("play: before the roll"))
    assert {"button:buyButton", "button:auctionButton"} <= triggered(result.window("play: a district for sale"))
    assert {"button:buildButton", "button:endTurnButton", "action:takeBack"} <= triggered(result.window("play: after buying"))
    assert MENUS <= triggered(result.window("play: before the roll"))
    assert_help_shown(result.window("play: before the roll"))


@scenario_test(f"{SPEC}:play_auction_and_deal_scenario", "ui-play")
def test_play_window_every_control_in_auctions_and_deals(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    lander_first = "the lander makes the first bid"
    assert_covered(result.window("play: an auction"), disabled={
        "button:passButton": lander_first, "button:openPassButton0": lander_first,
        "button:openBidButton1": lander_first, "button:openPassButton1": lander_first})
    leads = "Ana has the highest bid: she neither raises it nor passes on it"
    assert_covered(result.window("play: an auction, after a bid"),
                   disabled={"button:openBidButton0": leads, "button:openPassButton0": leads})
    assert_covered(result.window("play: a deal on the table"))
    assert {"button:bidButton"} <= triggered(result.window("play: an auction"))
    assert {"button:passButton", "button:openBidButton1", "button:openPassButton1"} <= triggered(
        result.window("play: an auction, after a bid"))  # the open auction: each player's own line
    assert {"button:acceptDealButton", "button:rejectDealButton"} <= triggered(result.window("play: a deal on the table"))


@scenario_test(f"{SPEC}:play_one_after_another_scenario", "ui-play")
def test_play_window_every_control_one_after_another(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    one_after_another = result.window("play: one after another")
    assert "button:rollButton" in triggered(one_after_another)
    assert MENUS <= triggered(one_after_another)
    assert one_after_another["closed"]
    assert_help_shown(one_after_another)


@scenario_test(f"{SPEC}:play_more_scenario", "ui-play")
def test_play_window_dialogs_and_pages_every_control(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    assert_covered(result.window("play: the deal sheet"), disabled={"button:proposeButton": "an empty deal"})
    nothing_back = {"action:takeBack": "nothing to take back: the last decision came with dice"}
    assert_covered(result.window("play: planning permission"), disabled={
        **nothing_back, "button:bonusButton": "Bo owns no district to put a bonus building by",
        "button:moveHazardButton": "no hazard on the board to move"})
    assert_covered(result.window("play: picking a site"), disabled=nothing_back)
    assert_covered(result.window("play: the deal sheet, filled in"))
    assert "button:hazardButton" in triggered(result.window("play: planning permission"))
    assert "button:proposeButton" in triggered(result.window("play: the deal sheet, filled in"))
    assert "button:cancelPickButton" in triggered(result.window("play: picking a site"))


@scenario_test(f"{SPEC}:play_game_over_scenario", "ui-play")
def test_play_window_when_the_game_is_over(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    for name in ("play: the game is over", "play: the final ranking"):
        assert_covered(result.window(name))
    assert "button:rankingButton" in triggered(result.window("play: the game is over"))


@scenario_test(f"{SPEC}:play_table_dice_scenario", "ui-play")
def test_play_window_table_dice(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    faces = {f"button:dieFace0_{v}" for v in range(1, 7)}
    roll = result.window("play: table dice, a roll to enter")
    assert_covered(roll, disabled={"button:enterRollButton": "no face chosen yet (each face is clicked in a window of its own)"})
    assert faces <= triggered(roll) and "action:takeBack" in triggered(roll)
    two = result.window("play: table dice, two dice chosen")
    assert_covered(two)
    assert faces | {f"button:dieFace1_{v}" for v in range(1, 7)} | {"button:enterRollButton"} <= triggered(two)
    computer = result.window("play: table dice, a computer's roll")
    assert_covered(computer)
    assert faces | {"button:enterRollButton", "action:takeBack"} <= triggered(computer)


@scenario_test(f"{SPEC}:play_turns_scenario", "ui-play")
def test_play_window_jail_debt_and_free_blocks(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    nothing_back = {"action:takeBack": "nothing to take back: the last decision came with dice"}
    assert_covered(result.window("play: in jail"))
    assert_covered(result.window("play: raising money"), disabled={
        **nothing_back, "button:payDebtButton": "$500k and a mortgage do not cover the $1M toll"})
    assert_covered(result.window("play: free blocks"), disabled=nothing_back)
    assert {"button:payFineButton", "button:rollButton"} <= triggered(result.window("play: in jail"))
    assert {"button:mortgageButton", "button:bankruptButton"} <= triggered(result.window("play: raising money"))
    assert "button:freeBlocksButton" in triggered(result.window("play: free blocks"))


@scenario_test(f"{SPEC}:play_traditional_scenario", "ui-traditional")
def test_play_window_traditional_game(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    nothing_back = {"action:takeBack": "nothing to take back: the last decision came with dice"}
    assert_covered(result.window("traditional: before the roll"), disabled=nothing_back)
    assert_covered(result.window("traditional: a street for sale"), disabled=nothing_back)
    assert {"button:buyButton", "button:auctionButton"} <= triggered(result.window("traditional: a street for sale"))
    tax = result.window("traditional: Income Tax's two ways")
    assert {"button:taxFixedButton", "button:taxShareButton"} <= triggered(tax)
    assert_covered(result.window("traditional: an auction"))
    assert {"button:bidButton", "button:passButton"} <= triggered(result.window("traditional: an auction"))


@scenario_test(f"{SPEC}:play_traditional_houses_scenario", "ui-traditional")
def test_play_window_traditional_houses_and_hotels(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    houses = result.window("traditional: houses and hotels")
    assert_covered(houses, disabled={
        "button:sellBuildingButton": "nothing built yet", "button:sellGroupButton": "nothing built yet"})
    assert "button:buildHouseButton" in triggered(houses)


@scenario_test(f"{SPEC}:play_traditional_picking_scenario", "ui-traditional")
def test_play_window_traditional_picking_a_street(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    picking = result.window("traditional: picking a street")
    assert_covered(picking)
    assert "button:cancelPickButton" in triggered(picking)


@scenario_test(f"{SPEC}:play_traditional_jail_scenario", "ui-traditional")
def test_play_window_traditional_jail_card_and_ranking(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    jail = result.window("traditional: in jail with a card")
    assert_covered(jail)
    assert {"button:payFineButton", "button:useJailCardButton", "button:rollButton"} <= triggered(jail)
    sheet = result.window("traditional: the deal sheet with a jail card")
    assert_covered(sheet)
    assert "button:proposeButton" in triggered(sheet)
    assert_covered(result.window("traditional: the final ranking"))


@scenario_test(f"{SPEC}:play_traditional_one_after_another_scenario", "ui-traditional")
def test_play_window_traditional_one_after_another(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    one_after_another = result.window("traditional: one after another")
    assert "button:rollButton" in triggered(one_after_another) and one_after_another["closed"]


@scenario_test(f"{SPEC}:editor_scenario", "ui-editor")
def test_editor_every_menu_and_tool_bar_action(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    editor = result.window("editor")
    assert_covered(editor)
    assert {"action:printPreviewAction", "action:printAction", "action:exportPdfAction",
            "action:closeAction"} <= triggered(editor)
    previews = [d for d in editor["dialogs"] if d["control"] == "action:printPreviewAction"]
    assert [d["dialog"] for d in previews] == ["QPrintPreviewDialog"]
    assert_help_shown(editor)
    exported = {p.suffix for p in result.work.iterdir() if p.stat().st_size > 0}
    assert {".png", ".svg", ".pdf"} <= exported, exported
    assert result.window("editor, one after another")["closed"]


@scenario_test(f"{SPEC}:editor_new_track_and_play_scenario", "ui-editor")
def test_editor_new_track_dialog_and_play_this_track(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    dialog = result.window("editor: new track")
    assert_covered(dialog)
    assert {"button:newTrackStarter", "button:newTrackClassic", "button:newTrackPro", "button:newTrackCustom",
            "button:OK", "button:Cancel"} <= triggered(dialog)
    assert result.notes["play opened"] == ["NewGameDialog"]
    assert result.notes["alone"] == ["NewGameDialog", "QMessageBox"]


@scenario_test(f"{SPEC}:editor_context_scenario", "ui-editor")
def test_editor_context_menus(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    for window in result.windows:
        assert_covered(window)


@scenario_test(f"{SPEC}:square_viewer_scenario", "ui-editor")
def test_square_viewer_every_action(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    viewer = result.window("square viewer")
    assert_covered(viewer)
    assert_help_shown(viewer)
    assert viewer["closed"]


@scenario_test(f"{SPEC}:viewer_scenario", "ui-editor")
def test_viewer_every_action(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    viewer = result.window("viewer")
    assert_covered(viewer)
    assert_help_shown(viewer)
    assert viewer["closed"]


@scenario_test(f"{SPEC}:square_editor_scenario", "ui-editor")
def test_square_editor_every_action_and_button(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    editor = result.window("square editor")
    assert_covered(editor)
    assert {"action:exportPngAction", "action:exportSvgAction", "action:exportPdfAction", "action:insertSpaceAction",
            "action:removeSpaceAction", "action:balanceAction", "action:closeAction"} <= triggered(editor)
    assert_help_shown(editor)
    exported = {p.suffix for p in result.work.iterdir() if p.stat().st_size > 0}
    assert {".png", ".svg", ".pdf", ".json"} <= exported, exported
    assert {"button:addGroupButton", "button:removeGroupButton", "button:groupColourButton"} <= triggered(editor)
    assert any(d["control"] == "button:groupColourButton" and d["dialog"] == "QColorDialog" for d in editor["dialogs"])
    assert result.window("square editor, one after another")["closed"]
