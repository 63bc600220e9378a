"""The child of ``test_tv_laptop.py``: on the offscreen 1024x640 screen its parent
configured, open U-Build games (Classic) of four, five and six players as the program
does, turn TV mode on with F11 on the focused widget, play the roll-off with the roll
button, roll onto Kite Hill and buy it with the Buy button (the turn panel at its
tallest: Build blocks, Mortgages), then end the turn. After each step it writes whether
the players' list scrolls, whether every card shows whole in it, whether the log's newest
line shows whole, whether the computer's turn banner is on the board (not slid off
its edge as the board follows the player to act), and each card's tooltip, as JSON to the path given first; each window
as a PNG to the folder given second (the parent's test looks at nothing else).

Usage: ``python -m tests.play.tv_laptop_child OUT.json PNG_DIR``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.child_errors import fail_on_slot_errors
from tests.play.tv_child import click, wait
from ubuild_desktop.qtapp import application


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def seen_now(window) -> dict[str, object]:  # type: ignore[no-untyped-def]
    area = window.players_scroll
    view = _global(area.viewport())
    log = window.log.list
    last = log.visualItemRect(log.item(log.count() - 1))
    return {
        "scrolls": area.verticalScrollBar().maximum(),
        "sideways": window.players.width() > area.viewport().width(),
        "cut": [card.info.name for card in window.players.cards if not view.contains(_global(card))],
        "log_last_whole": log.viewport().rect().contains(last),
        "turn_scrolls": window.turn_scroll.verticalScrollBar().maximum(),
        "tips": [card.toolTip() for card in window.players.cards],
        "size": [window.width(), window.height()],
        "tv": window.tv_mode(),
        "banner": window.turn_banner.isVisible(),
        "banner_inside": window.board_view.viewport().rect().contains(window.turn_banner.geometry()),
    }


def main(out: Path, pngs: Path) -> int:
    from ubuild_desktop.core.engine.ubuild.actions import Dice
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import open_game_window
    from ubuild_desktop.play.seats import parse_players

    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    application()
    seen: dict[str, object] = {"screen": QApplication.primaryScreen().geometry().getRect()}
    everyone = ["Ana:human", "Bo:computer:simple", "Cy:human", "Dee:human", "Eve:human", "Flo:human"]
    for count in (4, 5, 6):
        seats = parse_players(",".join(everyone[:count]))
        session = Session(Game.create(load_builtin("classic"), [s.name for s in seats]), 7)
        window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False, autosave=False)
        window.controller.inject_chance(*(Dice((6, 5) if seat == 0 else (1, 2)) for seat in range(count)))
        window.controller.start()
        wait(300)
        if not window.tv_action.isChecked():  # F11 on whatever has the focus, as a player presses it
            QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F11)
        while window.controller.state.phase == Phase.ROLL_OFF:
            seat = window.controller.state.current_player
            if window.controller.is_computer(seat):
                wait(50)
            else:
                click(window.turn_panel.roll_button)
        wait(200)
        steps: dict[str, object] = {"start": seen_now(window)}
        window.grab().save(str(pngs / f"tv_{count}_start.png"))
        window.controller.inject_chance(Dice((1, 2)))
        click(window.turn_panel.roll_button)  # Ana: Kite Hill
        click(window.turn_panel.buy_button)
        wait(200)
        steps["bought"] = seen_now(window)
        window.grab().save(str(pngs / f"tv_{count}_bought.png"))
        click(window.turn_panel.end_button)  # Bo, a computer, plays; then Cy
        for _ in range(100):
            if window.controller.state.current_player == 2:
                break
            wait(50)
        wait(200)
        steps["next"] = seen_now(window)
        window.grab().save(str(pngs / f"tv_{count}_next.png"))
        seen[str(count)] = steps
        window.close()
        wait(100)
    out.write_text(json.dumps(seen), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
