"""``ubuild generate``: the track generator on the command line.

``ubuild generate [--preset starter|classic|pro] [--minutes M] [--box NAME|FILE] [--seed S]
[--count N] [--jobs J|all] [--backend process|ray [--address ADDRESS]] [--railroads|--no-railroads]
[--tolerance T] [--games N] [--generations G] [--no-fair-proof] [--out DIR] [--no-reports] [--json]`` proposes ``N`` legal Freestyle tracks of the preset built only
from the box's pieces (a preset's tile set, ``box`` for the whole box, or an inventory
file: see :mod:`ubuild_desktop.core.generate.inventory`), ranked by the lab's score
(:mod:`ubuild_desktop.core.generate.search`). Each track is written to
``DIR/suggested-K.json`` with its balance report ``DIR/suggested-K.html``; open one with
``ubuild edit DIR/suggested-K.json``. ``--backend ray`` runs the search's tasks on a Ray
cluster (``--address``; without one a local Ray), Ray being an optional extra.

``ubuild generate --board traditional|FILE [--minutes M]`` tunes a square board's prices and
rents toward the target length and evenly paying groups
(:mod:`ubuild_desktop.core.generate.square`) and writes ``DIR/tuned-K.json`` boards.

Exit status: 0 = every proposal is within the tolerance, 1 = fewer were found within it
(the closest are still written, and marked), 2 = bad input (an unreadable box or board,
a box without the preset's pieces, a wrong option), 130 after Ctrl+C. One line on stderr
for an error. On a terminal the search shows its progress on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .console import Console, current
from .core.i18n import QT_TRANSLATE_NOOP
from .core.usertext import terminal
from .fair_words import confidence, confidence_digits
from .simulate_cli import _jobs

EXIT_OK, EXIT_SHORT, EXIT_BAD = 0, 1, 2
DEFAULT_OUT = "suggested-tracks"


def register(subparsers: Any) -> None:
    """Add the ``generate`` subcommand to the ``ubuild`` parser."""
    text = current().text
    parser = subparsers.add_parser(
        "generate",
        help=text(QT_TRANSLATE_NOOP("Command", "propose legal tracks of a preset from a box, scored by the balance lab")),
        description=text(QT_TRANSLATE_NOOP("Command", "Search layouts of a Freestyle preset built only from the pieces of a box, "
                                                     "score them by exact landing odds and simulated games (length, seat "
                                                     "fairness, evenly landed groups), and write the best as track files with "
                                                     "their reports; or tune a square board's prices and rents.")),
    )
    parser.add_argument("--preset", choices=("starter", "classic", "pro"), default="classic",
                        help=text(QT_TRANSLATE_NOOP("Command", "the Freestyle preset of the tracks (default: classic)")))
    parser.add_argument("--board", metavar="BOARD",
                        help=text(QT_TRANSLATE_NOOP("Command", "tune a square board instead (traditional or a board file)")))
    parser.add_argument("--minutes", type=float, default=None, metavar="M",
                        help=text(QT_TRANSLATE_NOOP("Command", "target length of the median game at 30 s a turn (default: the box's: "
                                                             "30, 60 or 90; a square board: 90)")))
    parser.add_argument("--box", metavar="NAME|FILE",
                        help=text(QT_TRANSLATE_NOOP("Command", "the pieces to build from: starter, classic, pro (a preset's tile set), "
                                                             "box (the whole box) or an inventory file (default: the preset's)")))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=text(QT_TRANSLATE_NOOP("Command", "seed of the search (default: 0)")))
    parser.add_argument("--count", type=int, default=5, metavar="N", help=text(QT_TRANSLATE_NOOP("Command", "how many to propose (default: 5)")))
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J|all",
                        help=text(QT_TRANSLATE_NOOP("Command", "processes to use, or all (one per core); the results do not depend on it "
                                                             "(default: 1)")))
    parser.add_argument("--backend", choices=("process", "ray"), default="process",
                        help=text(QT_TRANSLATE_NOOP("Command", "where the work runs: worker processes on this machine, or a Ray "
                                                             "cluster (the optional extra: pip install .[cluster]) (default: process)")))
    parser.add_argument("--address", metavar="ADDRESS",
                        help=text(QT_TRANSLATE_NOOP("Command", "with --backend ray: the cluster to join (auto, ray://HOST:10001 or "
                                                             "HOST:PORT; default: a local Ray started with --jobs CPUs)")))
    parser.add_argument("--railroads", action=argparse.BooleanOptionalAction, default=None,
                        help=text(QT_TRANSLATE_NOOP("Command", "with or without railroads (default: either, as the search finds)")))
    parser.add_argument("--tolerance", type=float, default=0.10, metavar="T",
                        help=text(QT_TRANSLATE_NOOP("Command", "how far the median may be from the target, as a share (default: 0.1)")))
    parser.add_argument("--games", type=int, default=200, metavar="N",
                        help=text(QT_TRANSLATE_NOOP("Command", "fresh games that confirm each proposal's length (default: 200)")))
    parser.add_argument("--generations", type=int, default=20, metavar="G",
                        help=text(QT_TRANSLATE_NOOP("Command", "most generations of the search (default: 20)")))
    parser.add_argument("--fair-proof", action=argparse.BooleanOptionalAction, default=True,
                        help=text(QT_TRANSLATE_NOOP("Command", "prove each proposal's Fair start as the balance lab does "
                                                             "(analyze --fair-proof): every place within ±2 points of fair, "
                                                             "95% intervals included (the default); --no-fair-proof: a quick "
                                                             "estimate instead")))
    parser.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), metavar="DIR",
                        help=text(QT_TRANSLATE_NOOP("Command", "folder for the tracks and reports (default: suggested-tracks)")))
    parser.add_argument("--no-reports", action="store_true",
                        help=text(QT_TRANSLATE_NOOP("Command", "write the tracks without their HTML reports")))
    parser.add_argument("--json", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "print the proposals as a JSON document")))
    parser.set_defaults(func=_cmd_generate)


def _error(message: str) -> None:
    print(current().text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=message), file=sys.stderr)


def _generate_error_text(error: Exception, console: Console) -> str:
    """A :class:`~.core.generate.layouts.GenerateError` in the console's language."""
    template = getattr(error, "template", "")
    if not template:
        return str(error)
    return console.text(template, "Generate").format(**getattr(error, "params", {}))


class SearchProgress:
    """One line on a terminal, rewritten: the generation and the tracks accepted so far."""

    def __init__(self, console: Console) -> None:
        self.console = console

    def __call__(self, done: int, total: int, accepted: int) -> None:
        line = self.console.text(QT_TRANSLATE_NOOP("Command", "generate: generation {done} of {total}, {accepted} accepted")).format(
            done=done, total=total, accepted=accepted)
        if done >= total:  # the search is over: each proposal's Fair start is proven (or estimated)
            line = self.console.text(QT_TRANSLATE_NOOP("Command", "generate: {accepted} accepted; each one's Fair start "
                                                                 "is being verified with games of fresh seeds")).format(
                accepted=accepted)
        sys.stderr.write("\r" + line + " " * 8)
        sys.stderr.flush()

    def proving(self, done: int, planned: int) -> None:
        """The proofs' games so far (from a proof's thread)."""
        line = self.console.text(QT_TRANSLATE_NOOP("Command", "generate: proving the Fair starts, {done} of about {planned} "
                                                             "games")).format(done=self.console.number(done, ",d"),
                                                                              planned=self.console.number(planned, ",d"))
        sys.stderr.write("\r" + line + " " * 8)
        sys.stderr.flush()

    def clear(self) -> None:
        sys.stderr.write("\r" + " " * 72 + "\r")
        sys.stderr.flush()


def _cmd_generate(args: argparse.Namespace) -> int:
    console = current()
    if args.count < 1 or args.count > 50 or args.jobs < 1 or not 0 < args.tolerance < 1 or (
            args.minutes is not None and not 1 <= args.minutes <= 1000) or not 10 <= args.games <= 100_000 or not (
            1 <= args.generations <= 1000):
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--count must be 1 to 50, --jobs at least 1, --tolerance between 0 and 1, "
                                                        "--minutes 1 to 1000, --games 10 to 100000 and --generations 1 to 1000")))
        return EXIT_BAD
    if args.address is not None and args.backend != "ray":
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--address names a Ray cluster: use it with --backend ray")))
        return EXIT_BAD
    if args.board is not None:
        return _cmd_tune_board(args, console)
    return _cmd_generate_tracks(args, console)


def _prepare_out(out: Path, console: Console) -> bool:
    from .core.jsonfile import one_line

    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write there ({reason})")).format(
            file=one_line(str(out)), reason=one_line(exc.strerror or str(exc))))
        return False
    return True


def _cmd_generate_tracks(args: argparse.Namespace, console: Console) -> int:
    from .core.generate.inventory import InventoryError, resolve_inventory
    from .core.generate.layouts import GenerateError
    from .core.generate.search import Request, generate
    from .core.generate.workers import BackendError, import_ray
    from .core.jsonfile import one_line
    from .core.track import Preset
    from .core.trackfile import save_track

    preset = Preset(args.preset)
    try:
        box = resolve_inventory(args.box) if args.box is not None else None
    except InventoryError as exc:
        _error(console.file_error(exc))
        return EXIT_BAD
    minutes = args.minutes if args.minutes is not None else {"starter": 30.0, "classic": 60.0, "pro": 90.0}[preset.value]
    request = Request(preset, minutes, box, args.railroads, args.seed, args.count, args.jobs, tolerance=args.tolerance,
                      short_games=max(10, min(60, args.games // 3)), games=args.games, generations=args.generations,
                      backend=args.backend, address=args.address, fair_proof=args.fair_proof)
    try:
        request.plans()
        if args.backend == "ray":
            import_ray()
    except (GenerateError, BackendError) as exc:
        _error(_generate_error_text(exc, console))
        return EXIT_BAD
    if not _prepare_out(args.out, console):
        return EXIT_BAD
    if not args.no_reports:
        from .analyze_cli import _start_qt
        from .charts.report import write_suggestion_report

        _start_qt()
    progress = SearchProgress(console) if sys.stderr.isatty() and not args.json else None
    rows: dict[int, dict[str, Any]] = {}

    def write(s: Any, with_report: bool) -> tuple[Path, Path]:
        path = args.out / f"suggested-{s.rank}.json"
        report = args.out / f"suggested-{s.rank}.html"
        try:
            save_track(s.track, path)
            if with_report:
                write_suggestion_report(s, report)
        except OSError as exc:
            raise _NotWritten(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write there ({reason})")).format(
                file=one_line(str(path)), reason=one_line(exc.strerror or str(exc)))) from None
        return path, report

    def found(suggestions: list[Any]) -> None:  # the tracks, as soon as the search ends: written and shown
        for s in suggestions:
            write(s, False)
        if args.json:
            return
        if progress is not None:
            progress.clear()
        print(format_found(suggestions, minutes, args.tolerance, args.fair_proof, console), flush=True)

    def proven(s: Any) -> None:  # each track again with its Fair start, and its report, at once
        path, report = write(s, not args.no_reports)
        rows[s.rank] = _row(s, path, None if args.no_reports else report)
        if not args.json:
            if progress is not None:
                progress.clear()
            print(format_proven(rows[s.rank], s.track, console), flush=True)

    try:
        suggestions = generate(request, progress, found=found, proven=proven,
                               proving=progress.proving if progress is not None else None)
    except BackendError as exc:
        _error(_generate_error_text(exc, console))
        return EXIT_BAD
    except _NotWritten as exc:
        _error(str(exc))
        return EXIT_BAD
    finally:
        if progress is not None:
            progress.clear()
    table = [rows[s.rank] for s in suggestions]
    if args.json:
        print(json.dumps({"preset": preset.value, "minutes": minutes, "tolerance": args.tolerance, "seed": args.seed,
                          "box": (box.name if box is not None else preset.value), "tracks": table}, indent=2))
    else:
        print(format_rows(table, minutes, args.tolerance, console))
    return EXIT_OK if all(r["within_tolerance"] for r in table) and len(table) == args.count else EXIT_SHORT


class _NotWritten(Exception):
    """A track or report could not be written (its message names the file)."""


def _row(s: Any, path: Path, report: Path | None) -> dict[str, Any]:
    """A proven suggestion as a row of the table and of ``--json``."""
    return {
        "rank": s.rank, "file": str(path), "report": None if report is None else str(report),
        "minutes": round(s.minutes, 1), "within_tolerance": s.within, "seat_spread": round(s.seat_spread, 4),
        "seat_spread_compensated": s.compensated, "fair_start": list(s.fair_start),
        "fair_gifts": list(s.fair.gifts) if s.fair is not None else [],
        "fair_reached": s.fair.reached if s.fair is not None else False,
        "fair_proven": s.fair.proven if s.fair is not None else False,
        "fair_worst": round(s.fair.worst, 4) if s.fair is not None else None,
        "fair_verify_games": s.fair.proposal["after"]["games"] if s.fair is not None and s.fair.proposal else None,
        "fair_attempts": s.fair.proposal["attempts"] if s.fair is not None and s.fair.proposal else None,
        "fair_given_up": bool(s.fair.proposal.get("given_up")) if s.fair is not None and s.fair.proposal else False,
        "fair_confidence": confidence(s.fair.proposal) if s.fair is not None and s.fair.proposal else None,
        "group_spread": round(s.exact.group_spread, 4),
        "starved_groups": list(s.exact.starved), "railroads": s.track.railroads, "score": round(s.score, 3),
        "games": s.summary["games"],
    }


def format_found(suggestions: list[Any], minutes: float, tolerance: float, proof: bool, console: Console) -> str:
    """The tracks as soon as the search has them (before their Fair starts): rank, median,
    groups' spread, railroads."""
    c = console
    yes, no = c.text(QT_TRANSLATE_NOOP("Command", "yes")), c.text(QT_TRANSLATE_NOOP("Command", "no"))
    head = c.text(QT_TRANSLATE_NOOP("Command", "{count} tracks for {minutes} minutes (within {tolerance}), best first; each "
                                               "one's Fair start follows as soon as it is proven:") if proof else
                  QT_TRANSLATE_NOOP("Command", "{count} tracks for {minutes} minutes (within {tolerance}), best first; each "
                                               "one's Fair start (a quick estimate) follows:")).format(
        count=len(suggestions), minutes=c.number(minutes, "g"), tolerance=c.number(tolerance, ".0%"))
    lines = [head]
    for s in suggestions:
        line = c.text(QT_TRANSLATE_NOOP("Command", "  track {rank}: median {minutes} min in {games} games, groups' spread "
                                                  "{groups}, railroads: {railroads}")).format(
            rank=s.rank, minutes=c.number(s.minutes, ".1f"), games=c.number(s.summary["games"], ",d"),
            groups=c.number(s.exact.group_spread, ".1%"), railroads=yes if s.track.railroads else no)
        lines.append(line + ("" if s.within else c.text(QT_TRANSLATE_NOOP("Command", " (outside the tolerance)"))))
    return "\n".join(lines)


def format_proven(row: dict[str, Any], track: Any, console: Console) -> str:
    """One track's Fair start as soon as it is done: proven or not (or estimated), how far
    the farthest interval reaches, the verification's games, what each place gets, and the
    file that keeps it."""
    c = console
    name = c.gift_namer(track)
    gifts = row["fair_gifts"] or [""] * len(row["fair_start"])
    gets = []
    for amount, gift in zip(row["fair_start"], gifts):
        money = "+" + c.money(amount) if amount else c.money(0)
        gets.append(c.text(QT_TRANSLATE_NOOP("Command", "{money} and {gift}")).format(money=money, gift=name(gift)) if gift
                    else money)
    worst = c.number(100 * row["fair_worst"], ".1f") if row.get("fair_worst") is not None else "?"
    if not row["fair_proven"]:
        verdict = c.text(QT_TRANSLATE_NOOP("Command", "track {rank}: Fair start estimated ({games} games with fresh seeds, "
                                                     "no proof)"))
    elif row["fair_reached"]:
        verdict = c.text(QT_TRANSLATE_NOOP("Command", "track {rank}: Fair start proven ±{worst} ({games} games with fresh "
                                                     "seeds, {confidence} intervals within ±2 points)"))
    elif row.get("fair_given_up"):
        verdict = c.text(QT_TRANSLATE_NOOP("Command", "track {rank}: no Fair start shown: {attempts} verifications with "
                                                     "fresh seeds fell short (the last, {games} games, reaches ±{worst}, past "
                                                     "±2 points); its best guess"))
    else:
        verdict = c.text(QT_TRANSLATE_NOOP("Command", "track {rank}: Fair start not shown ±{worst} ({games} games with fresh "
                                                     "seeds: an interval reaches past ±2 points)"))
    level = row.get("fair_confidence") or 0.95
    named = c.number(level, f".{confidence_digits({'confidence': level})}%")
    verdict = verdict.format(rank=row["rank"], worst=worst, games=c.number(row["fair_verify_games"] or 0, ",d"),
                             confidence=named, attempts=row.get("fair_attempts") or 1)
    return verdict + ": " + ", ".join(gets) + "; " + terminal(row["file"])


def format_rows(rows: list[dict[str, Any]], minutes: float, tolerance: float, console: Console) -> str:
    """The ranked proposals as a table for a terminal."""
    c = console
    lines = [c.text(QT_TRANSLATE_NOOP("Command", "{count} proposals for {minutes} minutes (within {tolerance}), best first:")).format(
        count=len(rows), minutes=c.number(minutes, "g"), tolerance=c.number(tolerance, ".0%"))]
    head = [c.text(QT_TRANSLATE_NOOP("Command", "rank")), c.text(QT_TRANSLATE_NOOP("Command", "minutes")),
            c.text(QT_TRANSLATE_NOOP("Command", "seats' spread")), c.text(QT_TRANSLATE_NOOP("Command", "groups' spread")),
            c.text(QT_TRANSLATE_NOOP("Command", "railroads")), c.text(QT_TRANSLATE_NOOP("Command", "file"))]
    proof = any(r.get("fair_proven") for r in rows)
    if proof:
        head.insert(5, c.text(QT_TRANSLATE_NOOP("Command", "fair ±2 points")))
    lines.append("  ".join(f"{h:>14}" if i < len(head) - 1 else h for i, h in enumerate(head)))
    yes, no = c.text(QT_TRANSLATE_NOOP("Command", "yes")), c.text(QT_TRANSLATE_NOOP("Command", "no"))
    outside = c.text(QT_TRANSLATE_NOOP("Command", " (outside the tolerance)"))
    for r in rows:
        points = c.text(QT_TRANSLATE_NOOP("Command", "{points} points")).format(points=c.number(100 * r["seat_spread"], ".1f"))
        cells = [str(r["rank"]), c.number(r["minutes"], ".1f"), points,
                 c.number(r["group_spread"], ".1%"), yes if r["railroads"] else no]
        if proof:
            worst = c.number(100 * r["fair_worst"], ".1f") if r.get("fair_worst") is not None else "?"
            cells.append(c.text(QT_TRANSLATE_NOOP("Command", "proven ±{worst}")).format(worst=worst) if r["fair_reached"]
                         else c.text(QT_TRANSLATE_NOOP("Command", "not shown ±{worst}")).format(worst=worst))
        lines.append("  ".join(f"{x:>14}" for x in cells) + "  " + terminal(r["file"]) + ("" if r["within_tolerance"] else outside))
    if rows:
        lines.append(c.text(QT_TRANSLATE_NOOP("Command", "seats' spread: after the Fair start the balance lab proposes, which each "
                                                        "track file keeps as its house rule")))
        if proof:
            level = max((r.get("fair_confidence") or 0.95) for r in rows)  # the proof's intervals (3 attempts: 96.7%)
            lines.append(c.text(QT_TRANSLATE_NOOP("Command", "fair ±2 points: the lab's proof, games with fresh seeds after "
                                                            "the Fair start: proven when every place is within ±2 points of "
                                                            "fair, {confidence} intervals included; ±: how far the farthest "
                                                            "interval reaches")).format(
                confidence=c.number(level, f".{confidence_digits({'confidence': level})}%")))
    return "\n".join(lines)


def _cmd_tune_board(args: argparse.Namespace, console: Console) -> int:
    from .core.engine.registry import load_part, rule_set_of
    from .core.generate.square import TuneRequest
    from .core.generate.workers import BackendError, import_ray
    from .core.jsonfile import FileMessageError, one_line
    from .core.engine.registry import resolve_board
    from .core.square.boardfile import save_board

    try:
        board = resolve_board(args.board)
    except (FileMessageError, OSError) as exc:
        _error(console.file_error(exc) if str(exc) else one_line(f"cannot read {args.board}"))
        return EXIT_BAD
    rules = rule_set_of(board)
    if not rules.tuner:  # a board whose rule set has no tuner (a track: it is generated)
        _error(console.text(QT_TRANSLATE_NOOP("Command", "{board}: not a square board (use --preset for a track)")).format(
            board=terminal(args.board)))
        return EXIT_BAD
    refusal = console.refusal(board, args.board)
    if refusal is not None:
        _error(refusal)
        return EXIT_BAD
    if not _prepare_out(args.out, console):
        return EXIT_BAD
    minutes = args.minutes if args.minutes is not None else 90.0
    request = TuneRequest(minutes, args.seed, args.count, args.jobs, tolerance=args.tolerance,
                          short_games=max(10, min(60, args.games // 3)), games=args.games, steps=min(args.generations, 12),
                          backend=args.backend, address=args.address)
    progress = SearchProgress(console) if sys.stderr.isatty() and not args.json else None
    try:
        if args.backend == "ray":
            import_ray()
        tuned = load_part(rules.tuner, f"board tuner of the rule set {rules.name!r}")(board, request, progress)
    except BackendError as exc:
        _error(_generate_error_text(exc, console))
        return EXIT_BAD
    finally:
        if progress is not None:
            progress.clear()
    rows = []
    for t in tuned:
        path = args.out / f"tuned-{t.rank}.json"
        try:
            save_board(t.board, path)
        except OSError as exc:
            _error(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write there ({reason})")).format(
                file=one_line(str(path)), reason=one_line(exc.strerror or str(exc))))
            return EXIT_BAD
        rows.append({"rank": t.rank, "file": str(path), "minutes": round(t.minutes, 1), "within_tolerance": t.within,
                     "rent_scale": round(t.rent_scale, 3), "evenness": t.evenness,
                     "payback_spread": round(t.payback_spread, 4), "payback_spread_before": round(t.payback_spread_before, 4),
                     "games": t.games})
    if args.json:
        print(json.dumps({"board": board.name, "minutes": minutes, "tolerance": args.tolerance, "seed": args.seed,
                          "boards": rows}, indent=2))
    else:
        c = console
        lines = [c.text(QT_TRANSLATE_NOOP("Command", "{count} tuned boards for {minutes} minutes (within {tolerance}), best first:")).format(
            count=len(rows), minutes=c.number(minutes, "g"), tolerance=c.number(args.tolerance, ".0%"))]
        for r in rows:
            lines.append(c.text(QT_TRANSLATE_NOOP("Command", "  {rank}. {minutes} min, rents x{scale}, groups' payback spread "
                                                            "{after} (was {before}): {file}")).format(
                rank=r["rank"], minutes=c.number(r["minutes"], ".1f"), scale=c.number(r["rent_scale"], ".2f"),
                after=c.number(r["payback_spread"], ".0%"), before=c.number(r["payback_spread_before"], ".0%"),
                file=terminal(r["file"])) + ("" if r["within_tolerance"] else
                                             c.text(QT_TRANSLATE_NOOP("Command", " (outside the tolerance)"))))
        print("\n".join(lines))
    return EXIT_OK if all(r["within_tolerance"] for r in rows) else EXIT_SHORT
