"""The child of ``test_open_auction_window.py``: an open auction played through the play
window's real buttons and keys, as a family at one screen shouts its bids (issue 24).

Three players at the screen (U-Build: Ana, Bo, Cy; the traditional game: Ana, Cy and a
computer Bo, who bids by itself between them). Ana lands on a property and puts it up for
auction with the Auction button; then each player uses their own line: a Pass button, a
Bid button, Alt and the seat's number (bid), P (the asked player passes). A player who passed bids
again. It writes what it saw as JSON to the path given first.

Usage: ``python -m tests.play.open_auction_child OUT.json ubuild|traditional``
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.qtapp import application


def _click(button: QAbstractButton) -> None:
    assert button.isVisible(), f"{button.objectName()} is not shown"
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _key(window: object, key: str) -> None:
    """A key press where the player's press lands: the focus widget of the window."""
    target = QApplication.focusWidget() or window
    modifier = Qt.KeyboardModifier.AltModifier if key.startswith("Alt+") else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(target, key[-1], modifier)
    QApplication.processEvents()


def _window(game: str):  # type: ignore[no-untyped-def]
    from ubuild_desktop.core.engine.ubuild.actions import Dice
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play.seats import parse_players
    from ubuild_desktop.play.window import open_game_window

    if game == "ubuild":
        seats = parse_players("Ana:human,Bo:human,Cy:human")
        session = Session(Game.create(load_builtin("starter"), [s.name for s in seats]), 7)
        roll_off, landing = [Dice((6,)), Dice((1,)), Dice((2,))], Dice((1,))  # Kite Hill
    else:
        from ubuild_desktop.core.engine.traditional.game import Game as TradGame
        from ubuild_desktop.core.engine.traditional.session import TradSession
        from ubuild_desktop.core.square.boardfile import load_builtin_board

        seats = parse_players("Ana:human,Bo:computer,Cy:human")
        session = TradSession(TradGame(load_builtin_board("traditional"), [s.name for s in seats]), 7)
        roll_off, landing = [Dice((6, 5)), Dice((1, 2)), Dice((1, 3))], Dice((2, 3))  # North Station
    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False)
    window.showNormal()
    window.resize(1024, 640)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowExposed(window)
    for _ in range(200):  # the keys' shortcuts work in the active window
        if QApplication.activeWindow() is window:
            break
        QTest.qWait(10)
    controller = window.controller
    controller.inject_chance(*roll_off, landing)
    controller.start()
    while controller.state.phase.value == "roll_off":
        if controller.waiting_for_human():
            _click(window.turn_panel.roll_button)
        QApplication.processEvents()
    return window


def main(out: Path, game: str) -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    seen: dict[str, object] = {}
    try:
        window = _window(game)
        panel = window.turn_panel
        controller = window.controller
        state = controller.state
        _click(panel.roll_button)  # Ana lands on an unowned property
        _click(panel.auction_button)
        box = panel.auction
        line = {seat: box.bidder_lines[seat] for seat in range(3)}
        seen["lines_shown"] = [line[s].label.isVisible() for s in range(3)]
        seen["buttons_shown"] = [line[s].bid_button.isVisible() for s in range(3)]
        if game == "ubuild":
            seen["others_before_the_opening"] = [line[s].bid_button.isEnabled() for s in (1, 2)]
            _click(panel.bid_button)  # Ana must open: the main Bid, at the lowest bid
            _click(line[1].pass_button)  # Bo passes...
            _click(line[2].bid_button)  # ...Cy bids the lowest raise, out of turn
            seen["bo_may_bid_after_passing"] = line[1].bid_button.isEnabled()
            _key(window, "Alt+2")  # Bo, who passed, bids again: his number key
            seen["asked_after_bo"] = state.current_player
            _key(window, "P")  # Cy, outbid and asked first, passes with the key
            _click(line[0].pass_button)  # Ana passes: every other player has passed since Bo's bid
        else:
            # Ana, who landed there, is asked first; Bo (the computer) bids without waiting for her.
            _click(line[2].bid_button)  # Cy raises him with her own button
            _click(line[0].pass_button)  # Ana passes
            # Bo (the computer) answers by itself; Ana, who passed, bids again above him.
            QTest.qWait(50)
            high = state.auction.high_bid if state.auction is not None else None
            seen["computer_bid"] = state.auction is not None and state.auction.high_bidder == 1
            box.bid_spin.setValue(box.bid_spin.minimum() + 50)
            _key(window, "Alt+1")
            seen["ana_raised_over"] = high
            while state.auction is not None:  # the others pass until the sale
                QTest.qWait(20)
                for seat in (2, 0):
                    if line[seat].pass_button.isVisible() and line[seat].pass_button.isEnabled():
                        _click(line[seat].pass_button)
                        break
        seen["history"] = [str(a) for a in state.history if str(a).startswith(("open-", "auction"))]
        seen["phase"] = state.phase.value
        seen["owner"] = [p for p in range(3) if state.owner.count(p)]
        seen["log"] = window.log.lines()[-4:]
        window.close()
    except Exception:  # noqa: BLE001 - reported to the parent
        seen["error"] = traceback.format_exc()
    out.write_text(json.dumps(seen), encoding="utf-8")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), sys.argv[2]))
