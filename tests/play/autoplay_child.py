"""The child of the kill -9 test (tests/play/test_kill9.py): plays an all-computer game
in the real play window and controller, autosaving as ``ubuild play`` does, and prints the
game's action count each time the controller says the state moved on.

It resumes the autosave if there is one (``resume_window``, as Home's Resume does), else
starts a new game with the seed given as its argument; it quits when the game is over.
"""

from __future__ import annotations

import sys

from tests.child_errors import fail_on_slot_errors
from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import has_autosave, open_game_window, parse_players, resume_window
from ubuild_desktop.qtapp import application


def main(seed: int) -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    options: dict[str, object] = {"animations": False, "computer_delay_ms": 0}
    if has_autosave():
        window = resume_window(**options)
    else:
        seats = parse_players("Ana:computer:simple,Bo:computer:good,Cy:computer:simple")
        game = Game.create(load_builtin("starter"), [s.name for s in seats])
        window = open_game_window(Session(game, seed), seats, **options)  # type: ignore[arg-type]
    controller = window.controller

    def report() -> None:
        print(len(controller.state.history), flush=True)

    controller.changed.connect(report)
    report()
    controller.gameOver.connect(app.quit)
    if controller.state.is_terminal():
        return 0
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
