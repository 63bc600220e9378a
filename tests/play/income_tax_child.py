"""The child of ``test_income_tax_window.py``: a traditional game window of two humans (Ana
and Bo) at a given size; Ana rolls 1 + 3 to Income Tax by the roll button and pays 10% of
her worth with the "Pay 10% of my worth" button (a mouse click); Bo does the same and pays
the fixed 200 with the F key pressed on the focused widget. What the panel showed and what
the engine did go as JSON to the path given first; the window at the Income Tax decision
as a PNG to the path given second.

Usage: ``python -m tests.play.income_tax_child OUT.json PANEL.png WIDTHxHEIGHT``
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.qtapp import application


def wait(ms: int = 60) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def settled(done: Callable[[], bool], limit_ms: int = 5000) -> None:
    """Let the window lay itself out until ``done()`` holds or ``limit_ms`` passes (a loaded
    machine may need more than one pass of the event loop: the caller then checks ``done``'s
    parts and fails if the layout never got there)."""
    timer = QElapsedTimer()
    timer.start()
    while not done() and timer.elapsed() < limit_ms:
        wait(20)


def click(button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    wait()


def main(out: Path, png: Path, size: str) -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    from ubuild_desktop.core.engine.ubuild.actions import Dice
    from ubuild_desktop.core.engine.ubuild.state import Phase
    from ubuild_desktop.core.engine.traditional.game import Game
    from ubuild_desktop.core.engine.traditional.session import TradSession
    from ubuild_desktop.core.square.boardfile import load_builtin_board
    from ubuild_desktop.play import open_game_window
    from ubuild_desktop.play.seats import parse_players
    from ubuild_desktop.play.tour import TOUR_OFFERED_KEY
    from ubuild_desktop import settings

    settings.set_flag(TOUR_OFFERED_KEY, True)  # a family that has seen the first-game tour

    width, height = (int(v) for v in size.split("x"))
    seats = parse_players("Ana:human,Bo:human")
    game = Game(load_builtin_board("traditional"), [s.name for s in seats])
    window = open_game_window(TradSession(game, 7), seats, animations=False, computer_delay_ms=0, start=False,
                              autosave=False)
    if window.isMaximized() or window.isFullScreen():
        window.showNormal()
    window.resize(width, height)
    window.show()
    wait(200)
    controller, panel = window.controller, window.turn_panel
    state = controller.state
    controller.inject_chance(Dice((6, 5)), Dice((1, 2)))
    controller.start()
    while state.phase is Phase.ROLL_OFF:
        click(panel.roll_button)
    seen: dict[str, object] = {}
    # Ana: to Income Tax (1 + 3), then 10% of her worth by a click.
    controller.inject_chance(Dice((1, 3)))
    click(panel.roll_button)
    seen["phase"] = str(state.phase)
    seen["box_shown"] = panel.tax.isVisible()
    seen["fixed_text"] = panel.tax_fixed_button.text()
    seen["share_text"] = panel.tax_share_button.text()
    seen["label"] = panel.tax.tax_label.text()
    seen["offered"] = sorted(b.objectName() for b, _ in panel.offered())
    seen["focus"] = QApplication.focusWidget().objectName() if QApplication.focusWidget() else ""
    seen["window_size"] = [window.width(), window.height()]
    label = panel.tax.tax_label

    def laid_out() -> bool:  # the box inside the panel, its label's text whole
        return (panel.rect().contains(panel.tax.geometry())
                and label.heightForWidth(label.width()) <= label.height() + 2)

    settled(laid_out)
    seen["box_inside_panel"] = panel.rect().contains(panel.tax.geometry())
    seen["label_fits"] = label.heightForWidth(label.width()) <= label.height() + 2
    window.grab().save(str(png))
    worth = state.cash[0]
    click(panel.tax_share_button)
    seen["ana_paid"] = worth - state.cash[0]
    seen["after_ana"] = str(state.phase)
    seen["log"] = window.log.lines()[-3:]
    click(panel.end_button)
    # Bo: to Income Tax too, then the fixed 200 by the F key on the focused widget.
    controller.inject_chance(Dice((3, 1)))
    click(panel.roll_button)
    seen["bo_phase"] = str(state.phase)
    focused = QApplication.focusWidget() or window
    QTest.keyClick(focused, Qt.Key.Key_F)
    wait()
    seen["bo_paid"] = 1500 - state.cash[1]
    seen["after_bo"] = str(state.phase)
    history = [str(a) for a in state.history]
    seen["choices"] = [a for a in history if a.startswith("income-tax")]
    out.write_text(json.dumps(seen), encoding="utf-8")
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]))
