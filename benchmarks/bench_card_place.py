"""What placing the decision's card over the board costs (``_card_over_board``), in CPU time
and in places tried (never wall time: the machine may be shared).

Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_card_place.py [ROUNDS]``.

For each board and window size, a two-player game is opened as ``ubuild play`` opens it,
the roll-off rolled and the first player rolled onto a property for sale with the roll
button: the decision's card then stands beside the board, in its middle, or over it where
it hides the least (the search measured here). Each row gives where the card went, the
places the search tries (the grid every ``OVER_STEP`` pixels, then every pixel around the
best), the median CPU milliseconds of one search over ROUNDS (default 20) searches, and
of the same card placed again at once (a hover ended, a bid in an auction: the same
board, card and view).
It runs on any commit with these windows, so the same script measures before and after a change.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from frames import cpu_seconds, settle  # noqa: E402


def open_game(board: str):  # type: ignore[no-untyped-def]
    from ubuild_desktop.core.engine.kernel.actions import Dice
    from ubuild_desktop.core.engine.registry import rule_set
    from ubuild_desktop.play import open_game_window
    from ubuild_desktop.play.seats import parse_players

    rules_name, _, name = board.partition("/")
    rules = rule_set(rules_name)
    seats = parse_players("Ana:human,Bo:human")
    game = rules.new_game(rules.load_builtin(name), [s.name for s in seats], {})
    session = rules.session(game, 7)
    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, start=False, autosave=False)
    two = getattr(game, "dice_count", 2) == 2
    high, low = ((6, 5), (1, 2)) if two else ((6,), (1,))
    window.controller.inject_chance(Dice(high), Dice(low))
    return window, ((1, 2) if two else (1,))


def main(rounds: int) -> None:
    from ubuild_desktop.play import window_game
    from ubuild_desktop.qtapp import application

    app = application()
    print(f"{'board':24} {'size':>9}  {'card':8} {'places':>7} {'ms a search':>11} {'ms again':>9}")
    for board in ("ubuild/starter", "ubuild/classic", "ubuild/pro", "traditional/traditional"):
        for size in ((1024, 640), (1366, 768), (1920, 1080)):
            window, to_buy = open_game(board)
            window.show()
            settle(app, 5)
            if window.isMaximized():  # its default does not fit the offscreen screen
                window.showNormal()
            window.resize(*size)
            settle(app, 5)
            window.board_view.fit()
            window.controller.start()
            while window.controller.state.phase.name == "ROLL_OFF":
                window.turn_panel.roll_button.click()
                settle(app, 5)
            from ubuild_desktop.core.engine.kernel.actions import Dice

            window.controller.inject_chance(Dice(to_buy))
            window.turn_panel.roll_button.click()
            settle(app, 5)
            decision = window.decision_district()
            where = ("over" if window._card_over else "middle" if window._middle_points is not None else "beside") \
                if decision is not None else "none"
            places, ms, ms_again = 0, 0.0, 0.0
            if where == "over":
                area = window.board_view.viewport().rect()
                card = window.card_view.size()
                margin, step = window_game.MIDDLE_MARGIN, window_game.OVER_STEP
                room_x = max(0, area.width() - card.width() - 2 * margin)
                room_y = max(0, area.height() - card.height() - 2 * margin)
                grid = len({*range(0, room_x, step), room_x // 2, room_x}) * len({*range(0, room_y, step), room_y // 2, room_y})
                inside = area.adjusted(margin, margin, -margin, -margin)
                best = window._over_place
                near = sum(1 for dx in range(1 - step, step) for dy in range(1 - step, step)
                           if inside.contains(QRect(best.translated(dx, dy))))
                places = grid + near
                times, again = [], []
                for _ in range(rounds):
                    if hasattr(window, "_over_search"):
                        window._over_search = None  # a new search (the cache, where there is one, emptied)
                    start = cpu_seconds()
                    window._card_over_board(decision)
                    middle = cpu_seconds()
                    window._card_over_board(decision)  # the same decision's card shown again (a hover ended, a bid)
                    times.append((middle - start) * 1000)
                    again.append((cpu_seconds() - middle) * 1000)
                ms, ms_again = statistics.median(times), statistics.median(again)
            assert (window.width(), window.height()) == size, (window.size(), size)
            print(f"{board:24} {size[0]:>4}x{size[1]:<4}  {where:8} {places:>7} {ms:>11.1f} {ms_again:>9.1f}", flush=True)
            window.close()
            window.deleteLater()
            settle(app, 5)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
