"""The child of ``test_traditional_command.py``: runs ``ubuild play traditional ...`` (the
command's own code, ``cli.main``) with one human seat that a timer plays by clicking the
window's real buttons (what a player at the screen would press: roll, buy, pass, turn a
deal down, pay, end the turn, mortgage, go bankrupt), the computer seats driven by the
controller's one driver. When the game is over it writes what it saw as JSON to the path
given first, and closes the window (the command then returns).

Usage: ``python -m tests.play.trad_play_child OUT.json -- ubuild play arguments...``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop import cli
from ubuild_desktop.qtapp import application

# The buttons a player at the screen presses, in the order they are tried.
PREFERRED = ("rollButton", "taxShareButton", "buyButton", "passButton", "rejectDealButton", "payDebtButton",
             "useJailCardButton",
             "payFineButton", "endTurnButton", "mortgageButton", "bankruptButton")


def main(out: Path, args: list[str]) -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    seen: dict[str, object] = {"clicks": {}, "ranking_shown": False}

    def window():  # type: ignore[no-untyped-def]
        from ubuild_desktop.play.window import PlayWindow

        return next((w for w in QApplication.topLevelWidgets() if isinstance(w, PlayWindow) and w.isVisible()), None)

    def tick() -> None:
        w = window()
        if w is None:
            return
        controller = w.controller
        if controller.state.is_terminal():
            if w.ranking_shown():
                seen.update(ranking_shown=True, phase=str(controller.state.phase),
                            end_reason=controller.state.end_reason, actions=len(controller.state.history),
                            title=w.ranking.title.text(), rows=w.ranking.table.rowCount(),
                            autosave=str(controller.autosave_file), log=w.log.lines()[-3:])
                timer.stop()
                w.close()
                app.quit()
            return
        if not controller.waiting_for_human() or w.turn_panel.busy:
            return
        offered = {button.objectName(): button for button, _ in w.turn_panel.offered()}
        for name in PREFERRED:
            if name in offered:
                clicks = seen["clicks"]
                assert isinstance(clicks, dict)
                clicks[name] = clicks.get(name, 0) + 1
                QTest.mouseClick(offered[name], Qt.MouseButton.LeftButton)
                return
        seen["error"] = f"nothing to press: {sorted(offered)} in {controller.state.phase}"
        timer.stop()
        w.close()
        app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(2)
    code = cli.main(args)
    out.write_text(json.dumps({"code": code, **seen}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), sys.argv[3:]))
