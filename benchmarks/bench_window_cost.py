"""What a play window and an editor window cost to open and to restyle, in CPU time and in
counts (never wall time: the machine may be shared).

Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_window_cost.py [ROUNDS]``.
After one warm-up of each, every row is the median over ROUNDS (default 5) of:

- **open**: a two-player game window (U-Build's Starter, the traditional board) made and
  shown as ``ubuild play`` does, its events handled; the track editor on Classic and the
  square-board editor likewise;
- **Large text**: View → Large text on, then off (one row: each toggle);
- **TV mode**: View → TV mode on, then off (each toggle).

Each row gives the CPU milliseconds (user + system of this process), the restylings
(``QEvent.StyleChange``, one for each widget styled again), the font changes
(``QEvent.FontChange``) and the paint events. It runs on any commit with these windows,
so the same script measures before and after a change.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("UBUILD_DATA_DIR", tempfile.mkdtemp(prefix="ubuild-bench-"))
os.environ.setdefault("UBUILD_CONFIG_DIR", tempfile.mkdtemp(prefix="ubuild-bench-config-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget  # noqa: E402
from frames import cpu_seconds, settle  # noqa: E402

COUNTED = {QEvent.Type.StyleChange: "restyled", QEvent.Type.FontChange: "fonts", QEvent.Type.Paint: "paints"}


class Counts(QObject):
    """Counts the events of :data:`COUNTED` that reach widgets."""

    def __init__(self) -> None:
        super().__init__()
        self.of: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        name = COUNTED.get(event.type())
        if name is not None and isinstance(watched, QWidget):
            self.of[name] += 1
        return False


def measure(app: QApplication, counts: Counts, step: Callable[[], object]) -> tuple[float, Counter[str], object]:
    counts.of.clear()
    start = cpu_seconds()
    result = step()
    settle(app, 5)
    return (cpu_seconds() - start) * 1000, Counter(counts.of), result


def play_window(kind: str) -> Callable[[], QMainWindow]:
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human")

    def make() -> QMainWindow:
        if kind == "ubuild":
            from ubuild_desktop.core.engine.ubuild.game import Game
            from ubuild_desktop.core.engine.ubuild.session import Session
            from ubuild_desktop.core.trackfile import load_builtin

            session: object = Session(Game.create(load_builtin("starter"), [s.name for s in seats]), 7)
        else:
            from ubuild_desktop.core.engine.traditional.game import Game as TradGame
            from ubuild_desktop.core.engine.traditional.session import TradSession
            from ubuild_desktop.core.square.boardfile import load_builtin_board

            session = TradSession(TradGame(load_builtin_board("traditional"), [s.name for s in seats]), 7)
        window = open_game_window(session, seats, animations=False, computer_delay_ms=0,  # type: ignore[arg-type]
                                  start=False, remember=False, autosave=False)
        window.resize(1440, 900)
        return window

    return make


def editor_window(kind: str) -> Callable[[], QMainWindow]:
    def make() -> QMainWindow:
        if kind == "track":
            from ubuild_desktop.core.trackfile import load_builtin
            from ubuild_desktop.editor.window import EditorWindow

            window: QMainWindow = EditorWindow(load_builtin("classic"), offer_recovery=False)
        else:
            from ubuild_desktop.editor.square_window import SquareEditorWindow

            window = SquareEditorWindow()
        window.show()
        return window

    return make


def row(label: str, samples: list[tuple[float, Counter[str]]]) -> str:
    ms = statistics.median(s[0] for s in samples)
    counts = {name: round(statistics.median(s[1][name] for s in samples)) for name in COUNTED.values()}
    return f"{label:<34} {ms:8.1f} {counts['restyled']:9d} {counts['fonts']:7d} {counts['paints']:7d}"


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    app = QApplication.instance() or QApplication([])
    counts = Counts()
    app.installEventFilter(counts)
    print(f"{'':<34} {'CPU ms':>8} {'restyled':>9} {'fonts':>7} {'paints':>7}   (median of {rounds})")
    openers = [("U-Build game window", play_window("ubuild")), ("traditional game window", play_window("traditional")),
               ("track editor (Classic)", editor_window("track")), ("square-board editor", editor_window("square"))]
    for label, make in openers:
        make().close()  # warm-up: fonts, caches, first imports
        opened, large, tv = [], [], []
        for _ in range(rounds):
            ms, counted, window = measure(app, counts, make)
            opened.append((ms, counted))
            if hasattr(window, "large_text_action"):
                for action, samples in ((window.large_text_action, large), (window.tv_action, tv)):  # type: ignore[attr-defined]
                    for _toggle in range(2):  # on, then off
                        ms, counted, _ = measure(app, counts, action.trigger)
                        samples.append((ms, counted))
            window.close()
            window.deleteLater()
            settle(app, 5)
        print(row(f"{label}: open", opened))
        if large:
            print(row(f"{label}: Large text", large))
            print(row(f"{label}: TV mode", tv))


if __name__ == "__main__":
    main()
