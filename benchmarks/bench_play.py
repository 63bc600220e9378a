"""Play view speed: a full repaint of the Pro board mid-game, and click-to-board latency.

Run offscreen (``QT_QPA_PLATFORM=offscreen python benchmarks/bench_play.py``). A Pro game
with four players is played by the random computer player until the board carries blocks and
special buildings; the window (1920x1080) then shows it with every seat human.

- *repaint*: ``viewport.repaint()`` of the board view (every tile, site, building,
  mover), median of many.
- *click -> board updated*: a mouse click on the turn panel's "Build" button until the
  engine has applied it, the controller has autosaved, the panels are refreshed and the
  board view has repainted (take back between runs, not timed).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ubuild_desktop.core.engine import BuildBlocks, Game, Phase, Session  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402
from ubuild_desktop.play import open_game_window, parse_players  # noqa: E402
from ubuild_desktop.core.engine.ai.driver import Driver  # noqa: E402
from ubuild_desktop.core.engine.ai.random_player import RandomPlayer  # noqa: E402

SIZE = (1920, 1080)
TARGET_MS = 8.0


def mid_game_history(game: Game, seed: int) -> list:
    """Computer play until the board is busy and a player may build blocks."""
    session = Session(game, seed)
    session.advance()
    # The random player buys and builds eagerly and does not change with the AI's tuning.
    players = [RandomPlayer(seed * 10 + seat) for seat in range(game.num_players)]
    driver = Driver()
    state = session.state
    while not state.is_terminal():
        blocks = sum(state.residential) + sum(state.industrial)
        if (blocks >= 45 and len(state.buildings) >= 3 and state.phase == Phase.POST_ROLL
                and any(isinstance(a, BuildBlocks) for a in state.legal_actions())):
            return list(state.history)
        p = state.current_player
        session.apply(driver.next_action(state, p, players[p]))  # as the window's computers act
        session.advance()
    raise RuntimeError("the game ended before the board filled up; try another seed")


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    seats = parse_players("Ana:human,Bo:human,Cyd:human,Dee:human")
    game = Game.create(load_builtin("pro"), [s.name for s in seats])
    for seed in range(1, 60):  # the computer players evolve: take the first busy board
        try:
            history = mid_game_history(game, seed)
            break
        except RuntimeError:
            continue
    else:
        raise RuntimeError("no seed gave a busy board")
    window = open_game_window(Session.resume(game, seed, history), seats, animations=False, start=False)
    window.resize(*SIZE)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.board_view.fit()
    app.processEvents()
    state = window.controller.state
    viewport = window.board_view.viewport()
    print(f"Pro board mid-game: {sum(state.residential)} residential + {sum(state.industrial)} industrial blocks, "
          f"{len(state.buildings)} special buildings, {len(state.history)} actions; view {viewport.width()}x"
          f"{viewport.height()} in a {SIZE[0]}x{SIZE[1]} window")

    timed(viewport.repaint, 10)  # warm caches (SVG renderers, text layout)
    repaint = timed(viewport.repaint, 200)
    print(f"full repaint of the board: median {statistics.median(repaint):.2f} ms, "
          f"p90 {sorted(repaint)[int(len(repaint) * 0.9)]:.2f} ms (target < {TARGET_MS:.0f} ms)")

    view = window.board_view
    zoomed = []
    for k in range(20):  # a zoom step re-renders every cached item once
        view.zoom_by(1.02 if k % 2 == 0 else 1 / 1.02)
        zoomed += timed(viewport.repaint, 1)
    print(f"repaint right after a zoom (every item drawn afresh): median {statistics.median(zoomed):.2f} ms")
    view.fit()
    app.processEvents()

    panel = window.turn_panel
    button = panel.build_button

    def click_build() -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        viewport.repaint()

    clicks = []
    for _ in range(40):
        panel.refresh()
        if not (button.isVisible() and button.isEnabled()):
            raise RuntimeError("no block to build in this position")
        before = len(window.controller.state.history)
        clicks += timed(click_build, 1)
        assert len(window.controller.state.history) == before + 1
        window.controller.take_back()
        app.processEvents()
    print(f"click 'Build' -> engine, autosave, panels, board repainted: median {statistics.median(clicks):.2f} ms, "
          f"p90 {sorted(clicks)[int(len(clicks) * 0.9)]:.2f} ms")
    autosave = window.controller.autosave_file
    if autosave is not None:
        from ubuild_desktop.play.files import write_play_file

        controller = window.controller
        writes = timed(lambda: write_play_file(controller.session, controller.seats, autosave), 40)
        print(f"  of which the autosave ({autosave.stat().st_size // 1024} kB, atomic write): "
              f"median {statistics.median(writes):.2f} ms")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
