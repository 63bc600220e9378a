"""The ``ubuild`` command: view, validate and inspect tracks and square boards.

Exit status: 0 = success (every track valid), 1 = a track is invalid, 2 = a file could
not be read or the command line is wrong (130 after Ctrl+C, 141 when the output pipe
closed early). Qt is imported only by the commands that open
a window, so the headless commands run without a display; in a language other than
English they print through QtCore's translator (:mod:`ubuild_desktop.console`).

In more detail:

The ``ubuild`` command. Headless commands import no Qt; modules
listed in ``COMMAND_MODULES`` (``editor/editor_cli.py``, ``app/launch_cli.py``,
``simulate_cli.py``, ``analyze_cli.py``: every module holding subcommands is named
``*_cli.py``) add their own subcommands and import Qt inside them. What a command prints
goes through ``console.py``: English (core's own text, no Qt at all) or, when the
environment asks for a language with a translation (gettext's order: ``LC_ALL``,
``LC_MESSAGES``, ``LANG``, with ``LANGUAGE`` first unless the locale is ``C``), the same
translation through QtCore (``words.py``; argparse's own words too), never widgets.
``analyze_cli.py`` (``ubuild analyze``) builds one document (core's ``odds_json`` plus
``summarize``'s figures) that ``--json`` prints and the text shows; only ``--report`` starts
Qt (an offscreen ``QApplication``, made before the console looks up a word) and hands the
figures to ``charts/report.py``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from typing import TYPE_CHECKING

from .console import current
from .core.i18n import QT_TRANSLATE_NOOP
from .core.presets import Preset
from .core.usertext import terminal
from .identity import APPLICATION_NAME, COMMAND, VERSION

if TYPE_CHECKING:  # a command imports the boards, reports and rule sets it uses, when it runs
    from .core.problems import ValidationReport

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2

# Modules that add their own subcommands: each has ``register(subparsers)`` and imports
# Qt only inside its command functions, so ``ubuild --help`` needs no display.
COMMAND_MODULES: tuple[str, ...] = (
    "ubuild_desktop.editor.editor_cli",
    "ubuild_desktop.app.launch_cli",
    "ubuild_desktop.simulate_cli",
    "ubuild_desktop.analyze_cli",
    "ubuild_desktop.generate_cli",
)


def main(argv: Sequence[str] | None = None) -> int:
    with current().argparse_speaking():
        args = _parser().parse_args(argv)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (``ubuild schema | head``): stop quietly
        try:  # nothing more can reach it; keep the interpreter's final flush from failing again
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 141


def _parser() -> argparse.ArgumentParser:
    text = current().text
    parser = argparse.ArgumentParser(prog=COMMAND, description=text(QT_TRANSLATE_NOOP("Command", "U-Build Desktop: design and play tile-built tracks.")))
    parser.add_argument("--version", action="version", version=f"ubuild ({APPLICATION_NAME}) {VERSION}",
                        help=text(QT_TRANSLATE_NOOP("Command", "print the version and exit")))
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    view = sub.add_parser("view", help=text(QT_TRANSLATE_NOOP("Command", "open a track or a square board in a window, with its problems marked")))
    view.add_argument("track", nargs="?", default="starter",
                      help=text(QT_TRANSLATE_NOOP("Command", "built-in track or board name, or a track or board file (default: starter)")))
    _preset_options(view)
    view.add_argument("--screenshot", type=Path, metavar="OUT.png", help=text(QT_TRANSLATE_NOOP("Command", "render the window to a PNG and exit")))
    view.add_argument("--heatmap", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "colour the spaces by their exact landing odds (a heat map)")))
    view.add_argument("--size", type=_size, metavar="WxH", default=None,
                      help=text(QT_TRANSLATE_NOOP("Command", "the window's size for --screenshot (default: 1280x800)")))
    view.set_defaults(func=_cmd_view)

    check = sub.add_parser("validate", help=text(QT_TRANSLATE_NOOP("Command", "check tracks against the Freestyle rules, and square boards")))
    check.add_argument("tracks", nargs="+", metavar="TRACK", help=text(QT_TRANSLATE_NOOP("Command", "built-in track or board names, or track or board files")))
    _preset_options(check)
    check.add_argument("--json", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "print the result as a JSON document")))
    check.set_defaults(func=_cmd_validate)

    tracks = sub.add_parser("tracks", help=text(QT_TRANSLATE_NOOP("Command", "list the built-in tracks and boards")))
    tracks.set_defaults(func=_cmd_tracks)

    schema = sub.add_parser("schema", help=text(QT_TRANSLATE_NOOP("Command", "print the JSON Schema of the track file format")))
    which = schema.add_mutually_exclusive_group()
    which.add_argument("--board", action="store_const", dest="kind", const="board",
                       help=text(QT_TRANSLATE_NOOP("Command", "the square board file format's schema instead")))
    which.add_argument("--rules", metavar="NAME",
                       help=text(QT_TRANSLATE_NOOP("Command", "the board file format of the rule set NAME (ubuild, traditional...)")))
    schema.set_defaults(func=_cmd_schema)

    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    _literal_percents(parser)
    return parser


def _literal_percents(parser: argparse.ArgumentParser) -> None:
    """Each option's help as written: argparse fills a help with ``%`` codes, so a help that
    says "95% intervals", in any language, would stop ``--help`` with a TypeError. Every
    ``%`` of the program's helps is text (none uses argparse's ``%(default)s``)."""
    for action in parser._actions:
        if action.help and action.help is not argparse.SUPPRESS:
            action.help = action.help.replace("%", "%%")
        if isinstance(action, argparse._SubParsersAction):
            for pseudo in action._choices_actions:  # the commands' one-line helps
                if pseudo.help:
                    pseudo.help = pseudo.help.replace("%", "%%")
            for child in set(action.choices.values()):
                _literal_percents(child)


def _preset_options(parser: argparse.ArgumentParser) -> None:
    text = current().text
    parser.add_argument(
        "--preset",
        choices=[p.value for p in Preset],
        help=text(QT_TRANSLATE_NOOP("Command", "rule preset to check against (default: the one the track declares)")),
    )
    parser.add_argument(
        "--railroads",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=text(QT_TRANSLATE_NOOP("Command", "check the railroad (open) variant of the preset (default: as the track declares)")),
    )


def _preset(args: argparse.Namespace) -> Preset | None:
    return Preset(args.preset) if args.preset else None


def _size(value: str) -> tuple[int, int]:
    """``WxH`` as two whole numbers of pixels (argparse's type for ``--size``)."""
    width, _x, height = value.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and 0 < int(width) <= 10_000 and 0 < int(height) <= 10_000):
        raise argparse.ArgumentTypeError(current().text(QT_TRANSLATE_NOOP("Command", "a size is WIDTHxHEIGHT in pixels, such as 1920x1080")))
    return int(width), int(height)


def _cmd_view(args: argparse.Namespace) -> int:
    from .qtstart import import_qt

    import_qt()
    from PySide6.QtCore import QSize

    from .viewer import run_viewer  # Qt only for the window

    size = QSize(*args.size) if args.size else None
    return run_viewer(args.track, preset=_preset(args), railroads=args.railroads, screenshot=args.screenshot,
                      heatmap=args.heatmap, screenshot_size=size)


def _cmd_validate(args: argparse.Namespace) -> int:
    from .core.engine.registry import resolve_board, rule_set_of
    from .core.jsonfile import FileMessageError

    status = EXIT_OK
    results: list[dict[str, object]] = []
    for ref in args.tracks:
        try:
            track = resolve_board(ref)
        except FileMessageError as exc:
            status = EXIT_UNREADABLE
            results.append({"track": ref, "error": str(exc)})
            if not args.json:
                console = current()
                print(console.text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=console.file_error(exc)),
                      file=sys.stderr)
            continue
        # The board's rule set checks it (--preset and --railroads are a track's options).
        report: ValidationReport = rule_set_of(track).validate(track, {"preset": _preset(args), "railroads": args.railroads})
        if not report.valid and status == EXIT_OK:
            status = EXIT_INVALID
        results.append({"file": ref, **report.to_json()})
        if args.json:
            continue
        _print_report(ref, report)
    if args.json:
        print(json.dumps({"results": results}, indent=2))
    return status


def _print_report(ref: str, report: ValidationReport) -> None:
    """A report of any rule set, in its own words: its heading line (what it was checked
    against, when it names something), then each problem and where it is."""
    console = current()
    against = report.checked_against()
    print(console.text(report.HEADING).format(  # marked QT_TRANSLATE_NOOP("Command", ...) by the report
        track=terminal(ref), board=terminal(ref), summary=console.summary(report),
        preset=console.preset(*against) if against is not None else ""))
    for d in report.diagnostics:
        where = "; ".join(console.text(template).format(**params) for template, params in d.where())
        suffix = f"  [{where}]" if where else ""
        print(f"  {d.code.value:<20} {console.diagnostic(d)}{suffix}")


def _cmd_tracks(args: argparse.Namespace) -> int:
    """Every rule set's built-in boards, in the order the rule sets registered: each one's
    name, its own name, what it is and its spaces, in the rule set's words
    (``RuleSet.listing``), in columns as wide as their longest entry."""
    from .core.engine.registry import load_part, rule_sets

    console = current()
    rows = []
    for rules in rule_sets():
        listing = load_part(rules.listing, f"listing of the rule set {rules.name!r}") if rules.listing else None
        for name in rules.builtin_boards():
            board = rules.load_builtin(name)
            rows.append((name, *(listing(board, console) if listing else (terminal(name), rules.name, ""))))
    widths = [max((len(row[i]) for row in rows), default=0) for i in range(3)]
    for row in rows:
        print("  ".join(f"{cell:<{width}}" for cell, width in zip(row, widths)) + "  " + row[3])
    return EXIT_OK


def _cmd_schema(args: argparse.Namespace) -> int:
    """The JSON Schema of a rule set's board files: the first registered's (U-Build's
    tracks), the one ``--rules`` names, or with ``--board`` the one whose files are called
    board files (``RuleSet.file_kind``: the square board's)."""
    from .core.engine.registry import UnknownRuleSet, rule_set, rule_sets

    console = current()
    known = [rules for rules in rule_sets() if rules.board_schema()]
    try:
        if args.rules:
            rules = rule_set(args.rules)
        else:  # the first rule set's files (U-Build's tracks), or the one whose files are called as --board says
            rules = next(r for r in known if args.kind is None or r.file_kind == args.kind)
    except (UnknownRuleSet, StopIteration):
        rules = None
    if rules is None or rules not in known:
        print(console.text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=console.text(QT_TRANSLATE_NOOP(
            "Command", "no rule set named {name} has a board file format (these do: {names})")).format(
            name=terminal(str(args.rules)), names=", ".join(r.name for r in known))), file=sys.stderr)
        return EXIT_UNREADABLE
    schema = dict(rules.board_schema())
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    print(json.dumps(schema, indent=2))
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
