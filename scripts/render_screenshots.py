"""Render the README's pictures from the program itself: ``make screenshots``.

Each picture is ``widget.grab()`` of a real window, set up through the program's own
functions and shown offscreen (``QT_QPA_PLATFORM=offscreen``) at a fixed size, with fixed
seeds, with a private data and settings folder (the user's games, autosave and window
layouts neither show in the pictures nor change). Run it after changing what a window
shows, so the pictures stay current. By default: the README's, in English, light. The
Spanish pictures of ``docs/CAPTURAS.md`` are the same windows in Spanish, on a dark
desktop, in a small 1024x640 window:

    python scripts/render_screenshots.py [--out docs/images]
    python scripts/render_screenshots.py --language es --dark --size 1024x640 --out docs/images/es
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LOCALES = {"en": "en_US.UTF-8", "es": "es_ES.UTF-8"}


def _options(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images", help="folder of the pictures")
    parser.add_argument("--language", choices=sorted(LOCALES), default="en", help="the interface's language (default en)")
    parser.add_argument("--dark", action="store_true", help="a dark desktop palette (Fusion style)")
    parser.add_argument("--size", default=None, metavar="WxH",
                        help="every window at this size (default: 1280x800, the play window 1440x900)")
    return parser.parse_args(argv)


OPTIONS = _options(sys.argv[1:] if __name__ == "__main__" else [])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["LC_ALL"] = os.environ["LANG"] = LOCALES[OPTIONS.language]
os.environ.pop("LANGUAGE", None)
os.environ["UBUILD_DATA_DIR"] = tempfile.mkdtemp(prefix="ubuild-screenshots-data-")
os.environ["UBUILD_CONFIG_DIR"] = tempfile.mkdtemp(prefix="ubuild-screenshots-config-")

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from ubuild_desktop.board import grab_png  # noqa: E402
from ubuild_desktop.core.edits import AddPieces  # noqa: E402
from ubuild_desktop.core.engine.ubuild.game import Game  # noqa: E402
from ubuild_desktop.core.engine.ubuild.state import Phase  # noqa: E402
from ubuild_desktop.core.engine.ubuild.session import Session  # noqa: E402
from ubuild_desktop.core.engine.ubuild.computer import make_player  # noqa: E402
from ubuild_desktop.core.engine.kernel.driver import Driver  # noqa: E402
from ubuild_desktop.core.track import Preset, Track  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402
from ubuild_desktop.qtapp import application  # noqa: E402

WINDOW_SIZE = (1280, 800)
PLAY_SIZE = (1440, 900)


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def shoot(app: QApplication, widget: QWidget, path: Path) -> None:
    settle(app)
    grab_png(widget, path)
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {widget.width()}x{widget.height()}")


def home_and_new_game(app: QApplication, out: Path) -> None:
    """The first game, steps 1 and 2: Home, then its New game dialog."""
    from ubuild_desktop.app.home import HomeWindow

    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.resize(*WINDOW_SIZE)
    home.show()
    settle(app)
    home.board_view.fit()
    shoot(app, home, out / "home.png")
    dialog = home.new_game()
    dialog.add_player()  # a third seat, as a family of three would
    shoot(app, dialog, out / "new-game.png")
    # The traditional game's square board: its house rules, set in the dialog.
    dialog.track_combo.setCurrentIndex(dialog.track_combo.findData("builtin:traditional/traditional"))
    dialog.house_rules.free_parking_pot.setChecked(True)
    shoot(app, dialog, out / "new-game-traditional.png")
    dialog.reject()
    home.close()


def busy_game(game: Game) -> tuple[int, list[object]]:
    """A seed and the history of a game good computer players played until the board is
    busy (blocks on many districts, a special building) and a human may roll."""
    driver = Driver()
    for seed in range(1, 200):
        session = Session(game, seed)
        session.advance()
        players = [make_player("good", seed * 10 + seat) for seat in range(game.num_players)]
        state = session.state
        while not state.is_terminal():
            blocks = sum(state.residential) + sum(state.industrial)
            if blocks >= 30 and state.buildings and state.phase == Phase.PRE_ROLL and state.current_player == 0:
                return seed, list(state.history)
            seat = state.current_player
            session.apply(driver.next_action(state, seat, players[seat]))
            session.advance()
    raise RuntimeError("no seed gave a busy board")


def play(app: QApplication, out: Path) -> None:
    """The first game, step 3: a game on the Pro track, well under way."""
    from ubuild_desktop.play import open_game_window, parse_players

    seats = parse_players("Ana:human,Bo:human,Cyd:human,Dee:human")
    game = Game.create(load_builtin("pro"), [s.name for s in seats])
    seed, history = busy_game(game)
    window = open_game_window(Session.resume(game, seed, history), seats, animations=False, start=False,
                              autosave=False, remember=False)
    window.resize(*PLAY_SIZE)
    settle(app)
    window.board_view.fit()
    shoot(app, window, out / "play.png")
    window.close()


def first_track(app: QApplication, out: Path) -> None:
    """The first track: a few pieces clipped together in the editor, a piece selected, the
    two open ends listed as problems."""
    from ubuild_desktop.editor import EditorWindow

    starter = load_builtin("starter")
    name = {"en": "My first track", "es": "Mi primer tablero"}[OPTIONS.language]  # the user's own words
    editor = EditorWindow(Track(name=name, preset=Preset.STARTER), offer_recovery=False)
    editor.resize(*WINDOW_SIZE)
    editor.show()
    pieces = starter.pieces[:7]
    editor.document.apply(AddPieces(tuple(pieces), "Add pieces"))
    editor.controller.set_selection([pieces[-1].id])
    settle(app)
    editor.view.fit()
    shoot(app, editor, out / "editor.png")
    editor.document.undo_stack.setClean()
    editor.close()


def balance(app: QApplication, out: Path) -> None:
    """The Balance panel beside the Classic track: the heat map on the table, the exact
    figures, and the games of a simulation (seeded: the same games every time)."""
    from ubuild_desktop.editor import EditorWindow

    editor = EditorWindow(load_builtin("classic"), offer_recovery=False)
    editor.resize(*WINDOW_SIZE)
    editor.show()
    settle(app)
    editor.problems_dock.hide()  # a valid track: the panel takes the whole side
    editor.balance_action.trigger()
    panel = editor.balance
    panel.heat_check.setChecked(True)
    panel.jobs = 1
    panel.games_spin.setValue(60)
    panel.simulate()
    while panel.is_simulating():
        app.processEvents()
        time.sleep(0.01)
    settle(app)
    editor.view.fit()
    column = panel.main_column  # scrolled to the games (the heat map shows the odds)
    panel.scroll.verticalScrollBar().setValue(column.mapTo(panel.scroll.widget(), column.sim_note.pos()).y() - 4)
    shoot(app, editor, out / "balance.png")
    editor.document.undo_stack.setClean()
    editor.close()


def generated_track(app: QApplication, out: Path) -> None:
    """The track ``ubuild generate`` proposed in the README (``docs/generated/suggested-1.json``),
    in the track viewer as ``ubuild view`` shows it."""
    from ubuild_desktop.core.trackfile import load_track
    from ubuild_desktop.viewer.window import TrackViewerWindow

    path = ROOT / "docs" / "generated" / "suggested-1.json"
    window = TrackViewerWindow(load_track(path), path=path)
    window.resize(*WINDOW_SIZE)
    window.show()
    settle(app)
    window.board_view.fit()
    shoot(app, window, out / "generated-track.png")
    window.close()


def main() -> int:
    global WINDOW_SIZE, PLAY_SIZE
    args = OPTIONS
    args.out.mkdir(parents=True, exist_ok=True)
    if args.size:
        width, _, height = args.size.partition("x")
        WINDOW_SIZE = PLAY_SIZE = (int(width), int(height))
    app = application()
    if args.dark:
        from tests.contrast import dark_palette  # the dark desktop the dark-theme tests check

        app.setStyle("Fusion")
        QApplication.setPalette(dark_palette())
    home_and_new_game(app, args.out)
    play(app, args.out)
    first_track(app, args.out)
    balance(app, args.out)
    generated_track(app, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
