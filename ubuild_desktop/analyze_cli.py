"""``ubuild analyze``: the balance lab on the command line.

``ubuild analyze TRACK [--games N] [--jobs J] [--seed S] [--jail short|long] [--json]
[--report OUT.html|OUT.pdf]`` prints a track's exact landing odds (per roll and per turn,
and in jail), what they mean in money (expected rent, payback per colour group, the most
and least landed districts) and, unless ``--games 0``, the figures of N simulated games
of the engine's computer players (game length, wins per seat with 95% intervals, how
games end, money flows). ``--json`` prints the same as one JSON document: core's
``odds_json`` plus ``simulation`` (``summarize``'s figures, or null). ``--report`` also
writes a self-contained report with charts (:mod:`ubuild_desktop.charts.report`).

Exit status: 0 = done, 1 = the track is not valid for its preset, 2 = the track could not
be read, it is a square board (the traditional game: the exact odds model is U-Build's;
``ubuild simulate`` plays it), the report could not be written, or the command line is
wrong; one line on
stderr. No Qt is imported unless ``--report`` asks for one (or the language is not
English: see :mod:`ubuild_desktop.console`). On a terminal the simulation shows its
progress on stderr, as ``ubuild simulate`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .console import Console, current
from .core.i18n import QT_TRANSLATE_NOOP
from .simulate_cli import Progress, _jobs, format_figures

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2
REPORT_SUFFIXES = (".html", ".pdf")
DEFAULT_GAMES = 100
STRENGTH = "good"  # the simulation's players: the engine's best


def register(subparsers: Any) -> None:
    """Add the ``analyze`` subcommand to the ``ubuild`` parser."""
    text = current().text
    parser = subparsers.add_parser(
        "analyze",
        help=text(QT_TRANSLATE_NOOP("Command", "the balance lab: exact landing odds, money figures and simulated games of a track")),
        description=text(QT_TRANSLATE_NOOP("Command", "Exact landing odds of a track (per roll and per turn, and in jail), what they "
                                                     "mean in money, and the figures of simulated games of computer players.")),
    )
    parser.add_argument("track", metavar="TRACK", help=text(QT_TRANSLATE_NOOP("Command", "built-in track name or track file")))
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, metavar="N",
                        help=text(QT_TRANSLATE_NOOP("Command", "games to simulate, 0 for none (default: 100)")))
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J|all",
                        help=text(QT_TRANSLATE_NOOP("Command", "processes to use, or all (one per core); the results do not depend on it "
                                                             "(default: 1)")))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=text(QT_TRANSLATE_NOOP("Command", "seed of the run (default: 0)")))
    parser.add_argument("--players", type=int, default=4, metavar="N",
                        help=text(QT_TRANSLATE_NOOP("Command", "players per game (default: 4)")))
    parser.add_argument("--jail", choices=("short", "long"), default="short",
                        help=text(QT_TRANSLATE_NOOP("Command", "how a player in jail plays, for the exact odds: short (leave at once, "
                                                             "paying the fine) or long (stay and roll for a double as long as the "
                                                             "rules allow) (default: short)")))
    parser.add_argument("--json", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "print the figures as a JSON document")))
    parser.add_argument("--report", type=Path, metavar="OUT.html|OUT.pdf",
                        help=text(QT_TRANSLATE_NOOP("Command", "also write a report with charts: a self-contained HTML page or an A4 PDF")))
    parser.set_defaults(func=_cmd_analyze)


def _error(message: str) -> None:
    print(current().text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=message), file=sys.stderr)


def _cmd_analyze(args: argparse.Namespace) -> int:
    from .core.balance import JailPolicy, Policy, landing_odds, money_figures, odds_json
    from .core.engine.game import Game, GameSetupError
    from .core.engine.simulate import Run, simulate, summarize
    from .core.jsonfile import FileMessageError, one_line
    from .core.square import SquareBoard
    from .core.square.boardfile import resolve_board_or_track
    from .core.validate import validate

    console = current()
    if args.games < 0 or args.jobs < 1:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--games must be at least 0 and --jobs at least 1")))
        return EXIT_UNREADABLE
    out: Path | None = args.report
    if out is not None:
        problem = _unwritable_report(out, console)
        if problem:
            _error(problem)
            return EXIT_UNREADABLE
        _start_qt()  # before the console looks up any word: its application must be a QApplication
    try:
        track = resolve_board_or_track(args.track)
    except (FileMessageError, OSError) as exc:
        _error(console.file_error(exc).splitlines()[0] if str(exc) else one_line(f"cannot read {args.track}"))
        return EXIT_UNREADABLE
    if isinstance(track, SquareBoard):  # the exact odds model is U-Build's (its dice, cards, jail and hazards)
        _error(console.text(QT_TRANSLATE_NOOP("Command", "{board} is a square board of the traditional game: ubuild analyze "
                                                        "works out U-Build tracks only (ubuild simulate plays it)")).format(
            board=one_line(args.track)))
        return EXIT_UNREADABLE
    report = validate(track)
    if not report.valid:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "{track}: not a valid {preset} track: {problem}")).format(
            track=one_line(args.track), preset=console.preset(track.preset, False),
            problem=console.diagnostic(report.diagnostics[0])))
        return EXIT_INVALID
    try:
        game = Game.create(track, args.players)
        odds = landing_odds(game, Policy(jail=JailPolicy(args.jail)))
        money = money_figures(game, odds, args.players)
    except (GameSetupError, ValueError, ArithmeticError) as exc:
        _error(one_line(f"{args.track}: {exc}"))
        return EXIT_UNREADABLE
    run: Run | None = None
    if args.games > 0:
        progress = Progress(args.games, sys.stderr, console) if sys.stderr.isatty() and not args.json else None
        try:
            run = simulate(track, args.players, (STRENGTH,), args.games, args.seed, args.jobs,
                           progress=progress.update if progress is not None else None)
        finally:
            if progress is not None:
                progress.clear()
    document: dict[str, Any] = {
        "track": track.name, "preset": game.preset.value, "rules": game.rules.value, "players": args.players,
        **odds_json(game, odds, money),
        "simulation": summarize(run) if run is not None else None,
    }
    if args.json:
        print(json.dumps(document, indent=2))
    else:
        print(format_analysis(document, args.track, console))
    if out is not None:
        from .charts.report import ReportContent, write_report

        try:
            write_report(ReportContent(args.track, game, odds, money, document["simulation"],
                                       tuple(r.turns for r in run.results) if run is not None else ()), out)
        except OSError as exc:
            _error(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write the report ({reason})")).format(
                file=one_line(str(out)), reason=one_line(exc.strerror or str(exc))))
            return EXIT_UNREADABLE
        if not args.json:
            print(console.text(QT_TRANSLATE_NOOP("Command", "report written to {file}")).format(file=out))
    return EXIT_OK


def _unwritable_report(out: Path, console: Console) -> str:
    """Why ``out`` cannot take a report ("" if it can), checked before any work: its type,
    and a temporary file made and removed beside it."""
    from .core.jsonfile import one_line
    from .core.trackfile import temporary_beside

    if out.suffix.lower() not in REPORT_SUFFIXES:
        return console.text(QT_TRANSLATE_NOOP("Command", "{file}: unknown report type (use .html or .pdf)")).format(
            file=one_line(str(out)))
    if out.is_dir():
        return console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write the report ({reason})")).format(
            file=one_line(str(out)), reason=os.strerror(21))
    try:
        temporary_beside(out).unlink()
    except OSError as exc:
        return console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write the report ({reason})")).format(
            file=one_line(str(out)), reason=one_line(exc.strerror or str(exc)))
    return ""


def _start_qt() -> None:
    """The report paints with Qt: a QApplication, offscreen unless one is running or the
    platform is chosen (no window is shown, so no display is needed)."""
    from .editor.editor_cli import _has_application

    if "QT_QPA_PLATFORM" not in os.environ and not _has_application():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from .qtapp import application

    application()


# ------------------------------------------------------------------ the text


def bar(share: float, most: float, width: int = 20) -> str:
    """A bar of block characters as long as ``share`` is against ``most`` (a terminal's chart)."""
    if most <= 0 or share <= 0:
        return ""
    eighths = round(share / most * width * 8)
    full, rest = divmod(eighths, 8)
    try:
        "█▏".encode(sys.stdout.encoding or "ascii")
    except (LookupError, UnicodeEncodeError):  # a terminal that cannot show them: plain characters
        return "#" * round(share / most * width)
    return "█" * full + ("" if not rest else " ▏▎▍▌▋▊▉"[rest])


def format_analysis(doc: dict[str, Any], ref: str, console: Console | None = None) -> str:
    """The analysis (:func:`_cmd_analyze`'s document) as text for a terminal, in the
    console's language (English when none is given)."""
    c = console or Console({"LANG": "C"})
    text, num = c.text, c.number

    def pct(value: float, spec: str = ".2%") -> str:
        return num(value, spec)

    spaces = doc["spaces"]
    money = doc["money"]
    jail = doc["in_jail"]
    policy = doc["policy"]
    jail_words = (text(QT_TRANSLATE_NOOP("Command", "short (leave jail at once, paying the fine)")) if policy["jail"] == "short"
                  else text(QT_TRANSLATE_NOOP("Command", "long (stay in jail and roll for a double)")))
    lines = [
        text(QT_TRANSLATE_NOOP("Command", "{ref}: {spaces}, {rules} rules, {players}; jail: {jail}")).format(
            ref=ref, spaces=c.spaces(len(spaces)), rules=doc["rules"], players=c.counted("players", doc["players"]),
            jail=jail_words),
        "",
        text(QT_TRANSLATE_NOOP("Command", "landing odds (exact): share of rolls, share of turns")),
    ]
    names = [c.space_name(s["name"]) for s in spaces]
    in_jail = text(QT_TRANSLATE_NOOP("Command", "in jail"))
    width = max(len(n) for n in [*names, in_jail])
    most = max([s["per_turn"] for s in spaces] + [jail["per_turn"]])
    for s, name in zip(spaces, names):
        lines.append(f"  {s['space']:>3} {name:<{width}} {pct(s['per_roll']):>7} {pct(s['per_turn']):>7}  "
                     f"{bar(s['per_turn'], most)}")
    lines.append(f"      {in_jail:<{width}} {pct(jail['per_roll']):>7} {pct(jail['per_turn']):>7}  {bar(jail['per_turn'], most)}")
    lines.append(text(QT_TRANSLATE_NOOP("Command", "  rolls per turn: {rolls}; the shares of rolls sum to {total}")).format(
        rolls=num(doc["rolls_per_turn"], ".3f"), total=pct(sum(s["per_roll"] for s in spaces) + jail["per_roll"], ".4%")))
    lines.append("")
    per_turn = {d["district"]: d["per_turn"] for d in money["districts"]}
    landed = "  ".join(f"{c.space_name(d['name'])} {pct(per_turn[d['district']])}" for d in money["most_landed"])
    lines.append(text(QT_TRANSLATE_NOOP("Command", "most landed districts: {districts}")).format(districts=landed))
    landed = "  ".join(f"{c.space_name(d['name'])} {pct(per_turn[d['district']])}" for d in money["least_landed"])
    lines.append(text(QT_TRANSLATE_NOOP("Command", "least landed districts: {districts}")).format(districts=landed))
    lines.append("")
    shown = (0, 1, 3, 5, 8)
    lines.append(text(QT_TRANSLATE_NOOP("Command", "expected rent per opponent turn with {counts} counted blocks:")).format(
        counts=", ".join(str(k) for k in shown)))
    dnames = [c.space_name(d["name"]) for d in money["districts"]]
    dwidth = max([len(n) for n in dnames] + [1])
    lines.append(f"  {'':<{dwidth}} " + " ".join(f"{k:>10}" for k in shown))
    for d, name in zip(money["districts"], dnames):
        lines.append(f"  {name:<{dwidth}} " + " ".join(f"{c.money(round(d['expected_rent_per_opponent_turn'][k])):>10}"
                                                          for k in shown))
    lines.append("")
    lines.append(text(QT_TRANSLATE_NOOP("Command", "payback per colour group (districts plus {blocks} residential blocks on each):")).format(
        blocks=money["groups"][0]["blocks"] if money["groups"] else 0))
    gnames = [c.group_name(g["name"]) for g in money["groups"]]
    gwidth = max([len(n) for n in gnames] + [1])
    for g, name in zip(money["groups"], gnames):
        if g["payback_turns"] is None:
            paid = text(QT_TRANSLATE_NOOP("Command", "never paid back"))
        else:
            paid = text(QT_TRANSLATE_NOOP("Command", "{turns} opponent turns ({rounds} rounds)")).format(
                turns=num(g["payback_turns"], ",.1f"), rounds=num(g["payback_rounds"], ",.1f"))
        lines.append(text(QT_TRANSLATE_NOOP("Command", "  {group} costs {cost}: {paid}")).format(
            group=f"{name:<{gwidth}}", cost=f"{c.money(g['cost']):>9}", paid=paid))
    simulation = doc.get("simulation")
    lines.append("")
    if simulation is None:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "simulation: none (--games 0)")))
    else:
        lines.append(format_figures(simulation, ref, c, landings=False))
    return "\n".join(lines)
