"""``ubuild analyze``: the balance lab on the command line.

``ubuild analyze TRACK [--games N] [--jobs J] [--seed S] [--jail short|long] [--json]
[--fair-proof|--fair-games N|--no-fair] [--fair-gift auto|none|ID] [--report OUT.html|OUT.svg|OUT.pdf]`` prints a track's exact landing odds (per roll and per turn,
and in jail), what they mean in money (expected rent, payback per colour group, the most
and least landed districts) and, unless ``--games 0``, the figures of N simulated games
of the engine's computer players (game length, wins per seat with 95% intervals, how
games end, money flows) with a **verdict** line (:func:`format_verdict`: fair when every
place in the turn order wins within ±2 points of an equal share, 95% intervals included;
else how far the farthest place is, or how many games would show it). That answer prints
at once (issue 26); a **Fair start** proposal follows it with every report (issue 27,
:func:`analyze_fair.propose`): core's ``balance.fair.propose_fair_start``, by default its
proof (``proof_settings``: rounds from N games, each twice the last, until the fit is
precise, then enough fresh games to show ±2 points: the Balance panel's), with
``--fair-games N`` a quick one verified by N fresh games, with ``--no-fair`` (or
``--fair-games 0``) none; the search's proposal prints as its proof starts, then the
before/after table of the win rate by turn order with whether every place is within ±2
points of fair. The answer's own games showing the seats fair already: no search, no
gift, and it says so. Ctrl+C stops it (or the games): what is known is printed, and the
exit status is 130. ``--json`` prints the same as one JSON document at the end: core's
``odds_json`` plus ``simulation`` (``summarize``'s figures, or null), ``fair_start``
(``FairProposal.to_json()``, or null) and ``fair_start_status`` (``state``: proposed,
skipped, no_games, fair_already or interrupted; ``searched``: the search's proposal once
known). ``--report`` also writes a self-contained report with charts
(:mod:`ubuild_desktop.charts.report`), its Fair start section the same.

The board's rule set (``engine.registry``) gives its figures (``RuleSet.balance``), their
text (``RuleSet.analysis``) and its games. On a square board (``ubuild analyze
traditional`` or a board file) the figures are core's ``square_odds`` and ``square_money``:
the odds of the traditional game (two dice, doubles, both decks, Go to Jail, ``--jail``),
per street its expected rent with the whole group bare, 1 to 4 houses or a hotel, per
station and utility by how many are held, the payback per colour group at every level,
and the simulated games of the traditional rule set.

Exit status: 0 = done, 1 = the track (or board) is not valid, 2 = it could not be read,
the report could not be written, or the command line is wrong (one line on stderr), 130 =
stopped by Ctrl+C. No Qt is imported unless ``--report`` asks for one (or the language is not
English: see :mod:`ubuild_desktop.console`). On a terminal the simulation shows its
progress on stderr, as ``ubuild simulate`` does. With ``--jobs`` above 1 the games start
first, on their worker processes, and this process works out the exact odds while they
play (:class:`_Games`; the figures are the same as with one job).
"""

from __future__ import annotations

import argparse
import atexit
import gc
import json
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Any

from . import analyze_fair as _fair
from .analyze_fair import _fair_gifts, _gift_ids, format_fair, format_verdict
from .console import Console, current
from .core.i18n import QT_TRANSLATE_NOOP
from .core.usertext import terminal
from .simulate_cli import Progress, _jobs, format_figures

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2
EXIT_STOPPED = 130  # Ctrl+C: what was known is printed (as a shell reports SIGINT)
REPORT_SUFFIXES = (".html", ".svg", ".pdf")
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
    fair = parser.add_mutually_exclusive_group()
    fair.add_argument("--fair-proof", action="store_true",
                      help=text(QT_TRANSLATE_NOOP("Command", "the default: after the answer, propose a Fair start, searched "
                                                           "in rounds of --games games until it is precise, then proven "
                                                           "by enough games with fresh seeds to show every place within "
                                                           "±2 points (a minute or more on a laptop; the answer prints "
                                                           "first, and Ctrl+C stops the proposal and keeps the answer)")))
    fair.add_argument("--fair-games", type=int, default=None, metavar="N",
                      help=text(QT_TRANSLATE_NOOP("Command", "a quick Fair start instead of the proof: searched in rounds "
                                                           "of --games games, verified by N games with fresh seeds (0: "
                                                           "none, as --no-fair)")))
    fair.add_argument("--no-fair", action="store_true",
                      help=text(QT_TRANSLATE_NOOP("Command", "the quick answer alone, without the Fair start proposal "
                                                           "that follows it by default (the proposal is the next step "
                                                           "of every report, so it is on unless asked off)")))
    parser.add_argument("--fair-gift", default="auto", metavar="auto|none|ID",
                        help=text(QT_TRANSLATE_NOOP("Command", "whether the Fair start's last place also "
                                                             "starts with a district or property, free: auto (the program "
                                                             "weighs a few and gives one where the Fair start then puts "
                                                             "less into the game), none, or the id of one (default: auto)")))
    parser.add_argument("--report", type=Path, metavar="OUT.html|OUT.svg|OUT.pdf",
                        help=text(QT_TRANSLATE_NOOP("Command", "also write a report with charts: a self-contained HTML page, one SVG drawing or an A4 PDF")))
    parser.set_defaults(func=_cmd_analyze)


def _error(message: str) -> None:
    print(current().text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=message), file=sys.stderr)


def _cmd_analyze(args: argparse.Namespace) -> int:
    from .core.engine.registry import resolve_board, rule_set_of
    from .core.jsonfile import FileMessageError, one_line

    # At exit, the process's objects out of the collector's sight: the interpreter's last
    # collections would scan them all (numpy, pydantic, the engine), about 0.08 CPU s
    # after the answer is printed (issue 26). Registered here, so it runs at the exit
    # only (a test calling this keeps its collector).
    atexit.register(gc.freeze)
    console = current()
    if args.games < 0 or args.jobs < 1:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--games must be at least 0 and --jobs at least 1")))
        return EXIT_UNREADABLE
    if args.fair_games is not None and args.fair_games < 0:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--fair-games must be at least 0")))
        return EXIT_UNREADABLE
    out: Path | None = args.report
    if out is not None:
        problem = _unwritable_report(out, console)
        if problem:
            _error(problem)
            return EXIT_UNREADABLE
        _start_qt()  # before the console looks up any word: its application must be a QApplication
    try:
        board = resolve_board(args.track)
    except (FileMessageError, OSError) as exc:
        _error(console.file_error(exc).splitlines()[0] if str(exc) else one_line(f"cannot read {args.track}"))
        return EXIT_UNREADABLE
    rules = rule_set_of(board)  # the board's rule set gives its figures, their words and its games
    if not rules.balance:  # a rule set with no balance lab (a test's, a house variant's): its games only
        _error(console.text(QT_TRANSLATE_NOOP("Command", "{track}: the rule set {rules} has no balance figures (ubuild simulate plays its games)")).format(
            track=terminal(args.track), rules=rules.name))
        return EXIT_UNREADABLE
    strength = STRENGTH if STRENGTH in rules.strengths else rules.default_strength
    progress = Progress(args.games, sys.stderr, console) if args.games > 0 and sys.stderr.isatty() and not args.json else None
    # With several processes the games start first: the workers play them while this
    # process works out the exact odds (and imports what they need) beside them.
    stop = Interrupt()  # Ctrl+C from here on: the work stops, what is known is printed
    stop.install()
    try:
        return _analyze(args, board, rules, strength, progress, out, stop)
    finally:
        stop.uninstall()


def _analyze(args: argparse.Namespace, board: Any, rules: Any, strength: str, progress: Progress | None,
             out: Path | None, stop: Interrupt) -> int:
    """:func:`_cmd_analyze`'s work once the board is read, Ctrl+C heard by ``stop``."""
    from .core.engine.kernel.records import SetupError
    from .core.engine.registry import load_part
    from .core.engine.simulate import Run, SimulationCancelled, simulate, summarize
    from .core.jsonfile import one_line
    from .core.validate import Problem

    console = current()
    games = _Games(board, args, strength, progress, stop) if args.games > 1 and args.jobs > 1 else None
    try:
        try:
            from .core.balance import JailPolicy, Policy

            balance = load_part(rules.balance, f"balance figures of the rule set {rules.name!r}")
            exact = balance.exact(
                board, Policy(jail=JailPolicy(args.jail)), args.players)  # which validates the board (once: long work on a long track)
        except BaseException:
            if games is not None:
                games.cancel()  # (an invalid board: its games stop at once, unread)
            if progress is not None:
                progress.clear()
            raise
    except SetupError as exc:
        problem = exc.params.get("problem")  # the board's first problem, when it has problems
        if isinstance(problem, Problem):  # a board's problem, of any rule set
            _error(console.invalid_board(args.track, board, problem))
            return EXIT_INVALID
        _error(one_line(f"{args.track}: {exc}"))
        return EXIT_UNREADABLE
    except (ValueError, ArithmeticError) as exc:
        _error(one_line(f"{args.track}: {exc}"))
        return EXIT_UNREADABLE
    if not args.no_fair and args.fair_games != 0 and _fair_gifts(args, board) is None:
        _error(console.text(QT_TRANSLATE_NOOP("Command", "--fair-gift: {gift} is no district or property of {file} (auto, "
                                                        "none or one of: {ids})")).format(
            gift=one_line(args.fair_gift), file=one_line(args.track), ids=", ".join(_gift_ids(board))))
        return EXIT_UNREADABLE
    run: Run | None = None
    stopped = False  # Ctrl+C: what is known is printed, the rest is left out
    if args.games > 0:
        try:
            run = games.result() if games is not None else \
                simulate(board, args.players, (strength,), args.games, args.seed, args.jobs,
                         progress=progress.update if progress is not None else None, should_stop=stop.heard)
        except (KeyboardInterrupt, SimulationCancelled):
            stopped = True
        finally:
            if progress is not None:
                progress.clear()
    simulation = summarize(run) if run is not None else None
    document: dict[str, Any] = {
        **balance.document(board, exact, args.players),
        "simulation": simulation,
        "fair_start": None,
        "fair_start_status": None,
    }
    if stopped:
        document["simulation_stopped"] = True
    analysis = None if args.json else load_part(rules.analysis, f"analysis text of the rule set {rules.name!r}")
    if analysis is not None:  # the answer first, at once; the Fair start follows it
        print(analysis(document, board, terminal(args.track), console), flush=True)
    if not stopped:
        document["fair_start"], document["fair_start_status"] = _fair.propose(
            args, board, simulation, console, None if args.json else lambda line: print("\n" + line, flush=True), stop)
        stopped = document["fair_start_status"]["state"] == _fair.INTERRUPTED
    if args.json:
        print(json.dumps(document, indent=2))
    elif document["fair_start"] is not None:
        fair_doc = document["fair_start"]
        print("\n".join(format_fair(fair_doc, console, _fair.money_writer(fair_doc["rules"], console), board)))
    elif document["fair_start_status"] is not None:
        print("\n".join(_fair.format_status(document["fair_start_status"], board, console)))
    if out is not None:
        from .charts.report import ReportContent, write_report

        try:
            write_report(ReportContent(args.track, exact.source, exact.odds, exact.money, document["simulation"],
                                       tuple(r.turns for r in run.results) if run is not None else (),
                                       document["fair_start"], document["fair_start_status"]), out)
        except OSError as exc:
            _error(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot write the report ({reason})")).format(
                file=one_line(str(out)), reason=one_line(exc.strerror or str(exc))))
            return EXIT_UNREADABLE
        if not args.json:
            print(console.text(QT_TRANSLATE_NOOP("Command", "report written to {file}")).format(file=out))
    return EXIT_STOPPED if stopped else EXIT_OK


class _Games:
    """The simulated games of an analysis on ``args.jobs`` worker processes, started before
    the exact part: :func:`~.core.engine.simulate.simulate` on a
    :class:`~.core.engine.simulate.WorkerPool` of its own, waited for by a thread of this
    process while its main thread works out the exact odds (issue 26: the answer's
    start-up and exact part overlap the games). The pool's workers start (fork) here, in
    the main thread, before the thread; the games and their results are those of
    ``simulate(..., jobs=args.jobs)``."""

    def __init__(self, board: Any, args: argparse.Namespace, strength: str, progress: Progress | None,
                 stop: Interrupt) -> None:
        from .core.engine.simulate import Run, WorkerPool

        self.pool = WorkerPool(args.jobs)
        self.stop = stop
        stop.pools.append(self.pool)
        self.pool.warm()
        self.run: Run | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._play, args=(board, args, strength, progress),
                                       name="ubuild-analyze-games", daemon=True)
        self.thread.start()

    def _play(self, board: Any, args: argparse.Namespace, strength: str, progress: Progress | None) -> None:
        from .core.engine.simulate import simulate

        try:
            self.run = simulate(board, args.players, (strength,), args.games, args.seed, pool=self.pool,
                                should_stop=self.stop.heard,
                                progress=progress.update if progress is not None else None)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread by result()
            self.error = exc

    def result(self) -> Any:
        """The run (``simulate``'s), once every game is played; its error, raised here."""
        try:
            while self.thread.is_alive():
                self.thread.join(0.1)  # (a join with a timeout: Ctrl+C still reaches this thread)
        finally:
            self.pool.shutdown()
            self.stop.pools.remove(self.pool)
        if self.error is not None:
            raise self.error
        assert self.run is not None
        return self.run

    def cancel(self) -> None:
        """Stop the games (each worker after its game in flight) and end the workers."""
        self.pool.cancel()
        self.thread.join()
        self.pool.shutdown()


class Interrupt:
    """Ctrl+C during an analysis, heard without an exception thrown into whatever runs
    (a KeyboardInterrupt raised inside a fork's callback is swallowed, and the games went
    on): the handler sets a flag, which the games poll (``should_stop``) after each one in
    this process, and asks every worker pool in :attr:`pools` to stop after its game in
    flight (from a thread: a pool's stop flag takes a lock the interrupted code may hold).
    The workers, which get the terminal's Ctrl+C too, ignore it: their pool stops them. A
    second Ctrl+C stops at once (KeyboardInterrupt)."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.pools: list[Any] = []
        self.pid = os.getpid()
        self.previous: Any = None

    def install(self) -> None:
        if threading.current_thread() is threading.main_thread():
            self.previous = signal.signal(signal.SIGINT, self._handle)

    def uninstall(self) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)
            self.previous = None

    def heard(self) -> bool:
        """Whether Ctrl+C was pressed (the games' ``should_stop``)."""
        return self.event.is_set()

    def _handle(self, _signum: int, _frame: Any) -> None:
        if os.getpid() != self.pid:
            return  # a worker process (forked with this handler): its pool stops it
        if self.event.is_set():
            raise KeyboardInterrupt
        self.event.set()
        for pool in list(self.pools):
            threading.Thread(target=pool.cancel, name="ubuild-analyze-stop", daemon=True).start()


def _unwritable_report(out: Path, console: Console) -> str:
    """Why ``out`` cannot take a report ("" if it can), checked before any work: its type,
    and a temporary file made and removed beside it."""
    from .core.jsonfile import one_line
    from .core.atomicfile import temporary_beside

    if out.suffix.lower() not in REPORT_SUFFIXES:
        return console.text(QT_TRANSLATE_NOOP("Command", "{file}: unknown report type (use .html, .svg or .pdf)")).format(
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
    from .qtstart import import_qt

    import_qt()

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


def format_analysis(doc: dict[str, Any], track: Any, ref: str, console: Console | None = None) -> str:
    """A track's analysis (:func:`_cmd_analyze`'s document) as text for a terminal, in the
    console's language (English when none is given): U-Build's ``RuleSet.analysis``."""
    c = console or Console({"LANG": "C"})
    text, num = c.text, c.number

    def pct(value: float, spec: str = ".2%") -> str:
        return num(value, spec)

    money = doc["money"]
    lines = _odds_lines(doc, ref, c, [c.space_name(s["name"]) for s in doc["spaces"]])
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
        lines.append(_no_simulation(doc, c))
    else:
        lines.append(format_figures(simulation, ref, c, landings=False))
        lines.append(format_verdict(simulation, c))
    return "\n".join(lines)


def _no_simulation(doc: dict[str, Any], c: Console) -> str:
    if doc.get("simulation_stopped"):
        return c.text(QT_TRANSLATE_NOOP("Command", "simulation: stopped (Ctrl+C) before its games ended; the figures "
                                                  "above are complete"))
    return c.text(QT_TRANSLATE_NOOP("Command", "simulation: none (--games 0)"))


def _odds_lines(doc: dict[str, Any], ref: str, c: Console, names: list[str]) -> list[str]:
    """The heading and the landing odds of an analysis, the spaces named ``names``."""
    text, num = c.text, c.number

    def pct(value: float, spec: str = ".2%") -> str:
        return num(value, spec)

    spaces = doc["spaces"]
    jail = doc["in_jail"]
    jail_words = (text(QT_TRANSLATE_NOOP("Command", "short (leave jail at once, paying the fine)")) if doc["policy"]["jail"] == "short"
                  else text(QT_TRANSLATE_NOOP("Command", "long (stay in jail and roll for a double)")))
    lines = [
        text(QT_TRANSLATE_NOOP("Command", "{ref}: {spaces}, {rules} rules, {players}; jail: {jail}")).format(
            ref=ref, spaces=c.spaces(len(spaces)), rules=doc["rules"], players=c.counted("players", doc["players"]),
            jail=jail_words),
        "",
        text(QT_TRANSLATE_NOOP("Command", "landing odds (exact): share of rolls, share of turns")),
    ]
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
    return lines


def format_square_analysis(doc: dict[str, Any], board: Any, ref: str, console: Console | None = None) -> str:
    """A square board's analysis (:func:`_cmd_analyze`'s document) as text (the traditional
    game's ``RuleSet.analysis``), in the
    console's language: the odds, then per property its expected rent per opponent turn
    (streets: the whole group bare, 1-4 houses, a hotel; stations and utilities: by how
    many the owner holds), the payback per colour group at every level, the stations and
    utilities held together, and the simulation."""
    c = console or Console({"LANG": "C"})
    text, num = c.text, c.number
    spanish = c.board_words_in_spanish()

    def pct(value: float) -> str:
        return num(value, ".2%")

    def cash(value: float) -> str:  # as the report's expected_money: tenths under 10, whole units from 10
        return "$" + num(value, ",.1f" if abs(value) < 9.95 else ",.0f")

    names = [terminal(s.shown_name(spanish)) for s in board.spaces]
    groups = {g.id: terminal(g.shown_name(spanish)) for g in board.groups}
    money = doc["money"]
    lines = _odds_lines(doc, ref, c, names)
    props = money["properties"]
    for key, words in (("most_landed", QT_TRANSLATE_NOOP("Command", "most landed properties: {properties}")),
                       ("least_landed", QT_TRANSLATE_NOOP("Command", "least landed properties: {properties}"))):
        shown = "  ".join(f"{names[p['space']]} {pct(doc['spaces'][p['space']]['per_turn'])}" for p in money[key])
        lines.append(text(words).format(properties=shown))
    lines.append("")
    levels = [text(QT_TRANSLATE_NOOP("Command", "group")), "1", "2", "3", "4", text(QT_TRANSLATE_NOOP("Command", "hotel"))]
    lines.append(text(QT_TRANSLATE_NOOP("Command", "expected rent per opponent turn, a street with its whole group bare, "
                                                  "1 to 4 houses or a hotel:")))
    width = max([len(names[p["space"]]) for p in props] + [1])
    lines.append(f"  {'':<{width}} " + " ".join(f"{w:>8}" for w in levels))
    for p in props:
        if p["kind"] == "street":
            lines.append(f"  {names[p['space']]:<{width}} "
                         + " ".join(f"{cash(v):>8}" for v in p["expected_rent_per_opponent_turn"]))
    lines.append(text(QT_TRANSLATE_NOOP("Command", "stations and utilities, by how many of them the owner holds:")))
    lines.append(f"  {'':<{width}} " + " ".join(f"{k:>8}" for k in range(1, 1 + max(len(p["rent"]) for p in props))))
    for p in props:
        if p["kind"] != "street":
            lines.append(f"  {names[p['space']]:<{width}} "
                         + " ".join(f"{cash(v):>8}" for v in p["expected_rent_per_opponent_turn"]))
    lines.append("")
    lines.append(text(QT_TRANSLATE_NOOP("Command", "payback per colour group in opponent turns (its streets and their houses), "
                                                  "whole group bare, 1 to 4 houses or a hotel:")))
    gwidth = max([len(groups.get(g["group"], g["name"])) for g in money["groups"]] + [1])
    lines.append(f"  {'':<{gwidth}} " + " ".join(f"{w:>8}" for w in levels))
    never = text(QT_TRANSLATE_NOOP("Command", "never"))
    for g in money["groups"]:
        cells = [never if b["payback_turns"] is None else num(b["payback_turns"], ",.1f") for b in g["paybacks"]]
        lines.append(f"  {groups.get(g['group'], g['name']):<{gwidth}} " + " ".join(f"{x:>8}" for x in cells))
    held = {"station": QT_TRANSLATE_NOOP("Command", "all {count} stations"),
            "utility": QT_TRANSLATE_NOOP("Command", "all {count} utilities")}
    for h in money["holdings"]:
        what = text(held[h["kind"]]).format(count=len(h["spaces"]))
        if h["payback_turns"] is None:
            paid = text(QT_TRANSLATE_NOOP("Command", "never paid back"))
        else:
            paid = text(QT_TRANSLATE_NOOP("Command", "{turns} opponent turns ({rounds} rounds)")).format(
                turns=num(h["payback_turns"], ",.1f"), rounds=num(h["payback_rounds"], ",.1f"))
        lines.append(text(QT_TRANSLATE_NOOP("Command", "  {group} costs {cost}: {paid}")).format(
            group=what, cost="$" + num(h["cost"], ",d"), paid=paid))
    lines.append("")
    simulation = doc.get("simulation")
    if simulation is None:
        lines.append(_no_simulation(doc, c))
    else:
        lines.append(format_figures(simulation, ref, c, landings=False))
        lines.append(format_verdict(simulation, c))
    return "\n".join(lines)
