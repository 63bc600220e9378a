"""``ubuild play``, ``ubuild home`` and ``ubuild edit``: start a game directly, open the home
window, or open the track editor joined to the play view (its Play This Track opens the
New game dialog on the editor's track).

Qt is imported only inside the command functions, so ``ubuild --help`` needs no display.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ubuild_desktop.console import current
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
SCREENSHOT_SIZE = (1440, 900)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    text = current().text
    play = subparsers.add_parser("play", help=text(QT_TRANSLATE_NOOP("Command", "start a hotseat game directly")))
    play.add_argument("board", nargs="?", default=None, metavar="TRACK|BOARD",
                      help=text(QT_TRANSLATE_NOOP("Command", "a built-in track or board (traditional: the traditional game), "
                                                  "or a track or square board file; the same as --track")))
    play.add_argument("--track", default="starter", help=text(QT_TRANSLATE_NOOP("Command", "built-in track name or track file (default: starter)")))
    play.add_argument("--players", default="Ana:human,Bo:human",
                      help=text(QT_TRANSLATE_NOOP("Command", 'players as "Name:human,Name:computer:good,..." (strength simple or good)')))
    play.add_argument("--seed", type=int, default=None, help=text(QT_TRANSLATE_NOOP("Command", "the game's random seed (default: from the clock)")))
    play.add_argument("--dice", choices=("program", "table"), default="program",
                      help=text(QT_TRANSLATE_NOOP("Command", "who rolls: the program (default), or the players with real dice, "
                                                  "entering each roll in the window (not with --autoplay)")))
    play.add_argument("--autoplay", action="store_true",
                      help=text(QT_TRANSLATE_NOOP("Command", "computer players act without pauses or animations until the game ends")))
    play.add_argument("--delay", type=int, default=None, metavar="MS", help=text(QT_TRANSLATE_NOOP("Command", "computer players' pause in milliseconds")))
    play.add_argument("--no-animations", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "no dice tumble, no stepping movers")))
    play.add_argument("--round-limit", default="default", metavar="N|none|default",
                      help=text(QT_TRANSLATE_NOOP("Command", "end the game after N rounds without a bankruptcy (default: the preset's house rule; "
                                                  "the traditional game: none)")))
    play.add_argument("--screenshot", type=Path, metavar="OUT.png",
                      help=text(QT_TRANSLATE_NOOP("Command", "render the window after setup (or at the end with --autoplay) and exit")))
    play.set_defaults(func=cmd_play)

    home = subparsers.add_parser("home", help=text(QT_TRANSLATE_NOOP("Command", "open the home window (new game, resume, open, edit)")))
    home.add_argument("--screenshot", type=Path, metavar="OUT.png", help=text(QT_TRANSLATE_NOOP("Command", "render the window to a PNG and exit")))
    home.set_defaults(func=cmd_home)

    from ubuild_desktop.editor.editor_cli import add_edit_arguments

    edit = subparsers.add_parser("edit", help=text(QT_TRANSLATE_NOOP("Command", "open the track editor (on a built-in track, a file, or an empty table)")))
    add_edit_arguments(edit)
    edit.set_defaults(func=cmd_edit)


def _round_limit_option(text: str) -> dict[str, int | None]:
    """``--round-limit``: "default" keeps the preset's house rule, "none" removes it."""
    if text == "default":
        return {}
    if text == "none":
        return {"round_limit": None}
    try:
        return {"round_limit": int(text)}
    except ValueError:
        raise ValueError(f"--round-limit takes a number of rounds, 'none' or 'default', not {text!r}") from None


def cmd_play(args: argparse.Namespace) -> int:
    import time

    from ubuild_desktop.qtstart import import_qt

    import_qt()  # the play package's modules import Qt (play.seats too)
    from ubuild_desktop.core.engine.kernel.session import DICE_TABLE
    from ubuild_desktop.core.engine.kernel.records import SetupError
    from ubuild_desktop.core.engine.registry import rule_set_of
    from ubuild_desktop.core.engine.registry import resolve_board
    from ubuild_desktop.core.jsonfile import FileMessageError
    from ubuild_desktop.play.seats import SeatError, parse_players

    if args.autoplay and args.dice == DICE_TABLE:
        print(current().text(QT_TRANSLATE_NOOP(
            "Command", "error: --autoplay cannot play a game whose dice are rolled at the table (--dice table)")),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    ref = args.board if args.board is not None else args.track
    try:
        source = resolve_board(ref)
        refusal = current().refusal(source, ref)  # a board or track with problems: the file and its first one
        if refusal is not None:
            print(current().text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=refusal), file=sys.stderr)
            return EXIT_BAD_INPUT
        seats = parse_players(args.players)
        names = [s.name for s in seats]
        rules = rule_set_of(source)  # the traditional game on a square board: 001's rules and the round limit asked for
        game = rules.new_game(source, names, _round_limit_option(args.round_limit))
    except (FileMessageError, SeatError, SetupError, ValueError) as exc:
        console = current()
        message = console.setup_error(exc) if isinstance(exc, SetupError) else console.file_error(exc)
        print(console.text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=message), file=sys.stderr)
        return EXIT_BAD_INPUT
    seed = args.seed if args.seed is not None else (time.time_ns() // 1000) % 2_000_000_000

    from PySide6.QtCore import QTimer

    from ubuild_desktop.board import grab_png
    from ubuild_desktop.play import open_game_window
    from ubuild_desktop.qtapp import application

    app = application()
    delay = args.delay if args.delay is not None else (0 if args.autoplay else None)
    options: dict[str, object] = {"animations": not (args.no_animations or args.autoplay)}
    if delay is not None:
        options["computer_delay_ms"] = delay
    session = rules.session(game, seed, dice=args.dice)
    # A test game (its own autosave, listed apart in Home): it never touches the family's games.
    window = open_game_window(session, seats, remember=args.screenshot is None, test_game=True,
                              **options)  # type: ignore[arg-type]
    if args.screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
    app.processEvents()
    window.board_view.fit()
    if window.controller.autosave_off is not None:
        from ubuild_desktop.core.jsonfile import one_line

        print(current().text(QT_TRANSLATE_NOOP("Command", "note: autosave is off: {reason}")).format(
            reason=one_line(str(window.controller.autosave_off))), file=sys.stderr)
    if args.autoplay and not all(s.is_computer for s in seats):
        print(current().text(QT_TRANSLATE_NOOP("Command", "note: --autoplay plays the computer seats; the human seats still decide")),
              file=sys.stderr)
    if args.autoplay:
        window.controller.gameOver.connect(lambda: print(game_over_line(window.controller.state), flush=True))
    status = {"code": EXIT_OK}

    def shoot() -> None:
        app.processEvents()
        try:
            grab_png(window, args.screenshot)
        except OSError as exc:
            print(current().text(QT_TRANSLATE_NOOP("Command", "cannot save the screenshot: {error}")).format(error=exc), file=sys.stderr)
            status["code"] = EXIT_FAILED
        window.close()
        app.quit()

    if args.screenshot is not None:
        if args.autoplay and all(s.is_computer for s in seats):
            window.controller.gameOver.connect(lambda: QTimer.singleShot(0, shoot))
            app.exec()
        else:
            shoot()
        return status["code"]
    app.exec()
    return status["code"]


def game_over_line(state: object) -> str:
    """What ``play --autoplay`` prints when the game ends: how, who won, the deals
    offered, and whether the engine ran compiled (one line, for scripts and logs)."""
    from ubuild_desktop.core.engine.kernel.actions import ProposeDeal
    from ubuild_desktop.core.engine import native_build_status
    from ubuild_desktop.core.usertext import terminal
    from ubuild_desktop.play.plugin import rules_for

    rules = rules_for(state)
    names = state.game.players  # type: ignore[attr-defined]
    winners = [terminal(names[s.player]) for s in rules.tally(state) if s.rank == 1 and not s.bankrupt]
    offers = sum(1 for a in state.history if isinstance(a, ProposeDeal))  # type: ignore[attr-defined]
    return (f"game over ({state.end_reason}) after {state.rounds} rounds and {rules.rolls(state)} dice rolls; "  # type: ignore[attr-defined]
            f"winner: {', '.join(winners) or 'none'}; {offers} deals offered; engine: {native_build_status()}")


def cmd_edit(args: argparse.Namespace) -> int:
    """The editor, with a home window behind it (not shown) that plays its track."""
    from ubuild_desktop.editor.editor_cli import run_edit

    kept: list[object] = []

    def join(editor: object) -> None:
        from ubuild_desktop.app.home import HomeWindow

        home = HomeWindow()
        home.adopt_editor(editor)
        kept.append(home)  # lives as long as the command: it starts the games

    return run_edit(args, join)


def cmd_home(args: argparse.Namespace) -> int:
    from ubuild_desktop.qtstart import import_qt

    import_qt()
    from ubuild_desktop.app.home import HomeWindow, open_home
    from ubuild_desktop.board import grab_png
    from ubuild_desktop.qtapp import application

    app = application()
    # A screenshot has the window's own size, not the user's last one.
    window = open_home() if args.screenshot is None else HomeWindow()
    for notice in window.notice_texts():  # an autosave set aside, autosave off: also said here
        print(current().text(QT_TRANSLATE_NOOP("Command", "note: {notice}")).format(notice=notice), file=sys.stderr)
    window.show()
    app.processEvents()
    window.board_view.fit()
    if args.screenshot is None:
        return int(app.exec())
    app.processEvents()
    try:
        grab_png(window, args.screenshot)
    except OSError as exc:
        print(current().text(QT_TRANSLATE_NOOP("Command", "cannot save the screenshot: {error}")).format(error=exc), file=sys.stderr)
        return EXIT_FAILED
    finally:
        window.close()
    return EXIT_OK


def gui_main() -> int:
    """``ubuild-desktop``: what the launcher starts (no terminal): the home window."""
    from ubuild_desktop.qtstart import import_qt

    import_qt()
    from ubuild_desktop.app.home import open_home
    from ubuild_desktop.qtapp import application

    app = application()
    open_home()
    return int(app.exec())
