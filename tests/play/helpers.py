"""Driving the play window as a player would: clicks on buttons and on board sites (and
``ubuild`` run as a user runs it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import cell_center
from ubuild_desktop.core.engine.ubuild.actions import Dice
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import PlayWindow, open_game_window
from ubuild_desktop.play.opening import GameOpening
from ubuild_desktop.play.seats import Seat, parse_players
from tests.engine.helpers import roll_off_dice

STARTER_SPACES = {
    "go": 0, "kite-hill": 1, "saltmarsh-lane": 2, "jail": 3, "willow-reach": 4, "rosewater-walk": 5, "bridge": 6,
}
# Starter's building sites by Kite Hill and Saltmarsh Lane: one touching Kite Hill only; one
# hazard move away, one touching nothing and one touching both; past that one, a site
# touching Saltmarsh Lane only.
BY_KITE_HILL = Cell(1, -1)
BY_NOTHING = Cell(0, -1)
BY_BOTH = Cell(2, -1)
BY_SALTMARSH = Cell(3, -1)


def _at_test_size(window: PlayWindow) -> None:
    """The tests' size, 1440x900: a window opened maximized (its default does not fit the
    offscreen screen) is brought back to normal; one in TV mode (remembered) stays full screen."""
    if window.isMaximized():
        window.showNormal()
    window.resize(1440, 900)


def make_window(
    qtbot: QtBot,
    track: str = "starter",
    players: str = "Ana:human,Bo:human",
    seed: int = 7,
    deck: list[str] | None = None,
    seats: list[Seat] | None = None,
    roll_off_winner: int | None = 0,
) -> PlayWindow:
    """A shown game window, animations off, computers without pauses; the deck order forced.

    The roll-off for who starts is played through the roll button with dice that make
    ``roll_off_winner`` the highest roller (seat 0: the game then goes as it always did
    before the roll-off); None leaves the roll-off to the test.
    """
    seats = seats or parse_players(players)
    game = Game.create(load_builtin(track), [s.name for s in seats])
    window = open_game_window(Session(game, seed), seats, animations=False, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    _at_test_size(window)
    qtbot.waitExposed(window)
    window.board_view.fit()
    if deck is not None:
        from ubuild_desktop.core.engine.ubuild.actions import DeckCard

        rest = [c.id for c in game.chance_cards if c.id not in deck]
        window.controller.inject_chance(*(DeckCard(c) for c in [*deck, *rest]))
    if roll_off_winner is not None:
        window.controller.inject_chance(*roll_off_dice(game, roll_off_winner))
    window.controller.start()
    if roll_off_winner is not None:
        play_roll_off(qtbot, window)
        assert window.controller.state.first_player == roll_off_winner
    return window


def animated_window(qtbot: QtBot) -> tuple[Game, PlayWindow]:
    """A Starter game of Ana (human) and Bot (simple computer) with animations on and no
    computer pause, not started: the test forces its dice, then starts it."""
    seats = parse_players("Ana:human,Bot:computer:simple")
    game = Game.create(load_builtin("starter"), [s.name for s in seats])
    window = open_game_window(Session(game, 3), seats, animations=True, computer_delay_ms=0, start=False)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    return game, window


def adopt(qtbot: QtBot, window: PlayWindow | None) -> PlayWindow:
    """A play window a test opened through the program (Open, Resume…): kept open and
    alive until the test ends (the program's windows delete themselves when closed)."""
    assert window is not None
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    return window


def play_roll_off(qtbot: QtBot, window: PlayWindow) -> None:
    """Everyone rolls for who starts, as at the table: each human clicks the roll button,
    the computers roll on their own (the dice are whatever the test injected, if anything)."""
    controller = window.controller
    while controller.state.phase == Phase.ROLL_OFF:
        seat = controller.state.current_player
        if controller.is_computer(seat):
            qtbot.waitUntil(lambda: controller.state.phase != Phase.ROLL_OFF or controller.state.current_player != seat)
        else:
            click(qtbot, window.turn_panel.roll_button)


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    assert button.isVisible(), f"{button.objectName()} is not shown"
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def roll(qtbot: QtBot, window: PlayWindow, *values: int) -> None:
    """Click the roll button with the dice forced to ``values`` (the session's test hook)."""
    window.controller.inject_chance(Dice(tuple(values)))
    click(qtbot, window.turn_panel.roll_button)


def click_site(qtbot: QtBot, window: PlayWindow, cell: Cell) -> None:
    view = window.board_view
    point = view.mapFromScene(cell_center(cell))
    assert view.viewport().rect().contains(point), "the site is off screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def end_turn(qtbot: QtBot, window: PlayWindow) -> None:
    click(qtbot, window.turn_panel.end_button)


def bo_gets_planning_permission(qtbot: QtBot, dismiss_card: bool = True) -> PlayWindow:
    """A Starter game of Ana and Bo: Ana buys Kite Hill; Bo lands on the bridge and draws
    "fast-track" (its UP half is Planning Permission). Left in PLANNING, Bo to act; with
    ``dismiss_card`` Bo has read the card shown large on the board (Enter) and the turn
    panel has the keys."""
    window = make_window(qtbot, deck=["fast-track"])
    roll(qtbot, window, 1)
    click(qtbot, window.turn_panel.buy_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 6)
    assert window.controller.state.phase == Phase.PLANNING and window.controller.state.current_player == 1
    if dismiss_card:
        dismiss_drawn_card(qtbot, window)
    return window


def dismiss_drawn_card(qtbot: QtBot, window: PlayWindow) -> None:
    """The player who drew a card reads it and presses Enter (the card has the keys)."""
    card = window.drawn_card
    assert card.isVisible() and window.focusWidget() is card
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert not card.isVisible()


# The deck that puts Bo in debt: "safety-inspection" (its UP half costs Ana nothing when she
# raises the bridge), then "rates-bill".
DEBT_DECK = ["safety-inspection", "rates-bill"]


def bo_cannot_pay_the_toll(qtbot: QtBot, window: PlayWindow, cash_left: int = 950) -> None:
    """In a Starter game of Ana and Bo dealt ``DEBT_DECK``: Ana raises the bridge, Bo spends
    all but ``cash_left`` winning Saltmarsh Lane at auction, then lands on the raised bridge
    and owes its $1M toll (the window is left in RAISE_FUNDS, Bo to act)."""
    panel = window.turn_panel
    roll(qtbot, window, 6)  # Ana raises the bridge (no blocks: the card costs her nothing)
    end_turn(qtbot, window)
    roll(qtbot, window, 2)  # Bo: Saltmarsh Lane, auctioned; he spends nearly everything
    click(qtbot, panel.auction_button)
    panel.bid_spin.setValue(12_900 - cash_left)
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    assert window.controller.state.cash[1] == cash_left
    end_turn(qtbot, window)
    roll(qtbot, window, 1)  # Ana: Free Parking
    end_turn(qtbot, window)
    roll(qtbot, window, 4)  # Bo lands on the raised bridge: a $1M toll he cannot pay
    assert window.controller.state.phase == Phase.RAISE_FUNDS and window.controller.state.current_player == 1


def plain(html: str) -> str:
    """A label's rich text as the user reads it."""
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def finish_opening(qtbot: QtBot, opening: GameOpening) -> str:
    """Wait for a game file that a window opens (read off the UI thread, as Open and Resume
    do) to be read and shown: "opened", "failed" (the window shows the message) or "cancelled"."""
    outcome: list[str] = []
    # Connected after the window's own handlers, so those have run when this one has.
    opening.opened.connect(lambda _file: outcome.append("opened"))
    opening.failed.connect(lambda _message: outcome.append("failed"))
    opening.cancelled.connect(lambda: outcome.append("cancelled"))
    qtbot.waitUntil(lambda: bool(outcome), timeout=60_000)
    return outcome[0]


def open_in_window(qtbot: QtBot, window: PlayWindow, path: object) -> PlayWindow | None:
    """The play window's Open on ``path``: the new window that replaced ``window``, or None."""
    replaced: list[PlayWindow] = []
    window.gameReplaced.connect(replaced.append)
    finish_opening(qtbot, window.open_game_file(path))  # type: ignore[arg-type]
    return replaced[0] if replaced else None


def run_ubuild(*args: str, tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """``ubuild ARGS`` in a child process, offscreen, with private data and settings folders
    under ``tmp_path`` (``extra``: more environment)."""
    env = {"QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config"), "PATH": "/usr/bin:/bin", **extra}
    return subprocess.run([sys.executable, "-m", "ubuild_desktop", *args], capture_output=True, text=True,
                          env=env, timeout=120)


# ---------------------------------------------------------------------- the traditional game


def make_trad_window(qtbot: QtBot, players: str = "Ana:human,Bo:human", seed: int = 7,
                     top_cards: tuple[str, ...] = (), roll_off: tuple[tuple[int, int], ...] = ((6, 5), (1, 2)),
                     autosave: bool | Path = True, house_rules: object = None, board: object = None,
                     computer_factory: object = None) -> PlayWindow:
    """A shown traditional game on the built-in square board (or ``board``), animations off, computers
    without pauses; ``top_cards`` put on top of their decks by the shuffle; the roll-off
    rolled through the roll button with ``roll_off``'s dice (by default Ana starts); the
    game's ``house_rules`` (a ``HouseRules``; None: the book's rules)."""
    from ubuild_desktop.core.engine.ubuild.actions import DrawCard
    from ubuild_desktop.core.engine.traditional.game import Game as TradGame
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square.boardfile import load_builtin_board

    seats = parse_players(players)
    game = TradGame(load_builtin_board("traditional") if board is None else board, [s.name for s in seats],  # type: ignore[arg-type]
                    *([house_rules] if house_rules is not None else []))  # type: ignore[list-item]
    window = open_game_window(TradSession(game, seed), seats, animations=False, computer_delay_ms=0, start=False,
                              autosave=autosave, computer_factory=computer_factory)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    _at_test_size(window)
    qtbot.waitExposed(window)
    window.board_view.fit()
    controller = window.controller
    controller.inject_chance(*(DrawCard(card) for card in top_cards), *(Dice(dice) for dice in roll_off))
    controller.start()
    while controller.state.phase is Phase.ROLL_OFF:  # a human clicks the roll button, a computer rolls by itself
        if controller.waiting_for_human():
            click(qtbot, window.turn_panel.roll_button)
        else:
            rolled = len(controller.state.history)
            qtbot.waitUntil(lambda: len(controller.state.history) > rolled, timeout=10_000)
    return window


def click_space(qtbot: QtBot, window: PlayWindow, space: int) -> None:
    """Click space ``space`` of a square board where the player sees it."""
    view = window.board_view
    point = view.mapFromScene(window.play_board.places[space].centre)
    assert view.viewport().rect().contains(point), "the space is off screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def latest_autosave() -> Path:
    """The autosave of the game played last: the newest game file in the test's data folder
    (each game has its own, ``play/files.py``)."""
    from ubuild_desktop.play.files import _last_played, game_files

    games = game_files()
    assert games, "no game is autosaved"
    return max(games, key=lambda path: (_last_played(path), path.name))
