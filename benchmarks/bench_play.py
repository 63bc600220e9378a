"""Play view speed: the board's frames on every built-in track and on custom tracks, and
click-to-board latency.

Run offscreen (``QT_QPA_PLATFORM=offscreen python benchmarks/bench_play.py``, ``make
bench``). On each track a four-player game is played by the random computer player until
the board carries blocks and special buildings (on the custom tracks of 500 and 2,000
pieces: a new game, with the four movers); the window (1920x1080) then shows it with every
seat human. Each cell is the median/p90 in ms of (see :mod:`frames`):

- *repaint*: ``viewport.repaint()`` of the board view (every tile, site, building, mover);
- *zoom*: a x1.15 zoom step and its repaint; *pan*: a 40-pixel pan step at 1:1;
- *hover*: the mouse onto a district until its card is painted, and off it;
- *build*: a mouse click on the turn panel's "Build" button until the engine has applied
  it, the controller has autosaved, the panels are refreshed and the board view has
  repainted; *take back*: Game > Take back of it, the same work (the play view's undo).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ubuild_desktop.core.engine.ubuild.actions import BuildBlocks  # noqa: E402
from ubuild_desktop.core.engine.ubuild.game import Game  # noqa: E402
from ubuild_desktop.core.engine.ubuild.state import Phase  # noqa: E402
from ubuild_desktop.core.engine.ubuild.session import Session  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402
from ubuild_desktop.play import open_game_window, parse_players  # noqa: E402
from ubuild_desktop.core.engine.kernel.driver import Driver  # noqa: E402
from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer  # noqa: E402
from ubuild_desktop.board import cell_center  # noqa: E402
from ubuild_desktop.core.track import Track  # noqa: E402
from frames import FRAME_MS, cell, hover_steps, pan_steps, repaint_steps, timed, zoom_steps  # noqa: E402
from synthetic import synthetic_track  # noqa: E402

SIZE = (1920, 1080)
COLUMNS = ("repaint", "zoom", "pan", "hover", "build", "take back")


def mid_game_history(game: Game, seed: int, busy: int = 45, buildings: int = 3) -> list:
    """Computer play until the board is busy and a player may build blocks."""
    session = Session(game, seed)
    session.advance()
    # The random player buys and builds eagerly and does not change with the AI's tuning.
    players = [RandomPlayer(seed * 10 + seat) for seat in range(game.num_players)]
    driver = Driver()
    state = session.state
    while not state.is_terminal():
        blocks = sum(state.residential) + sum(state.industrial)
        if (blocks >= busy and len(state.buildings) >= buildings and state.phase == Phase.POST_ROLL
                and any(isinstance(a, BuildBlocks) for a in state.legal_actions())):
            return list(state.history)
        p = state.current_player
        session.apply(driver.next_action(state, p, players[p]))  # as the window's computers act
        session.advance()
    raise RuntimeError("the game ended before the board filled up; try another seed")


def busy_history(game: Game, busy: int) -> tuple[int, list]:
    """The first seed whose game reaches a busy board (the computer players evolve)."""
    for seed in range(1, 60):
        try:
            return seed, mid_game_history(game, seed, busy, 3 if busy >= 45 else 0)
        except RuntimeError:
            continue
    raise RuntimeError("no seed gave a busy board")


def bench(app: QApplication, label: str, track: Track, busy: int | None) -> dict[str, list[float]]:
    seats = parse_players("Ana:human,Bo:human,Cyd:human,Dee:human")
    game = Game.create(track, [s.name for s in seats])
    seed, history = busy_history(game, busy) if busy is not None else (1, [])
    window = open_game_window(Session.resume(game, seed, history), seats, animations=False, start=False,
                              remember=False)
    window.resize(*SIZE)
    window.show()
    for _ in range(3):
        app.processEvents()
    view = window.board_view
    state = window.controller.state
    viewport = view.viewport()
    print(f"{label}: {sum(state.residential)} residential + {sum(state.industrial)} industrial blocks, "
          f"{len(state.buildings)} special buildings, {len(state.history)} actions; view {viewport.width()}x"
          f"{viewport.height()}")
    row: dict[str, list[float]] = {}
    row["repaint"] = repaint_steps(app, view, 40)
    row["zoom"] = zoom_steps(app, view)
    cells = window.play_board.space_cells
    row["pan"] = pan_steps(app, view, cell_center(cells[len(cells) // 3]))
    districts = [info.space for info in state.game.districts]
    picks = [districts[i * len(districts) // 5] for i in range(5)]
    row["hover"] = hover_steps(app, view, [cell_center(cells[space]) for space in picks])
    row["build"], row["take back"] = [], []
    panel = window.turn_panel
    button = panel.build_button
    if busy is not None:
        def click_build() -> None:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            viewport.repaint()

        def take_back() -> None:
            window.controller.take_back()
            app.processEvents()
            viewport.repaint()

        for _ in range(20):
            panel.refresh()
            if not (button.isVisible() and button.isEnabled()):
                raise RuntimeError("no block to build in this position")
            before = len(window.controller.state.history)
            row["build"] += timed(click_build)
            assert len(window.controller.state.history) == before + 1
            row["take back"] += timed(take_back)
            assert len(window.controller.state.history) == before
    window.close()
    window.deleteLater()
    app.processEvents()
    return row


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    tracks: list[tuple[str, Track, int | None]] = [
        ("Starter (built-in), mid-game", load_builtin("starter"), 15),
        ("Classic (built-in), mid-game", load_builtin("classic"), 30),
        ("Pro (built-in), mid-game", load_builtin("pro"), 45),
        ("Custom, 30 pieces, mid-game", synthetic_track(30), 30),
        ("Custom, 500 pieces, new game", synthetic_track(500), None),
        ("Custom, 2,000 pieces, new game", synthetic_track(2_000), None),
    ]
    header = f"{'track':<32}{'pieces':>7}" + "".join(f"{c:>12}" for c in COLUMNS)
    lines = []
    for label, track, busy in tracks:
        row = bench(app, label, track, busy)
        lines.append(f"{label:<32}{len(track.pieces):>7}" + "".join(f"{cell(row[c]):>12}" for c in COLUMNS))
        print(lines[-1], flush=True)
    print(f"play view, {SIZE[0]}x{SIZE[1]} window; each cell: median/p90 in ms")
    print(header)
    print("\n".join(lines))
    print(f"target: every median <= {FRAME_MS:.0f} ms (one frame at 60 Hz). build = click 'Build' -> engine, autosave,")
    print("panels, board repainted; take back = Game > Take back, the same work")
    return 0


if __name__ == "__main__":
    sys.exit(main())
