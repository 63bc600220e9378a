"""``ubuild simulate``: computer players play whole games headless; print the figures.

A U-Build track (``--track``, or the positional name or file) or a traditional square
board (``ubuild simulate traditional``, or a board file): the same simulation and figures
(:mod:`.core.engine.simulate` picks the rule set from what it is given). The traditional
game offers the strengths its rules have (``simple``); another is refused in one line.

Exit status: 0 = done, 1 = the track (or board) is not valid, 2 = it could not be read or
the command line is wrong. No Qt is imported.

On a terminal, the progress (games done, games per second, time left) is shown on stderr
while the games play, on one line that is cleared at the end; when stderr is not a
terminal (piped, redirected, a script) or with ``--json``, nothing but the figures is
printed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, TextIO

from .console import Console, current
from .core.i18n import QT_TRANSLATE_NOOP

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand to the ``ubuild`` parser."""
    text = current().text
    parser = subparsers.add_parser(
        "simulate",
        help=text(QT_TRANSLATE_NOOP("Command", "play all-computer games headless and print lengths, win rates and landings")),
        description=text(QT_TRANSLATE_NOOP("Command", "Play all-computer games headless and print speed, game length, win rates and landings.")),
    )
    parser.add_argument("ref", nargs="?", default=None, metavar="TRACK|BOARD",
                        help=text(QT_TRANSLATE_NOOP("Command", "built-in track or board name (traditional), or a track or "
                                                             "square board file (default: the --track option's)")))
    parser.add_argument("--track", default="classic", metavar="NAME|FILE",
                        help=text(QT_TRANSLATE_NOOP("Command", "built-in track name or track file (default: classic)")))
    parser.add_argument("--players", type=int, default=4, metavar="N", help=text(QT_TRANSLATE_NOOP("Command", "players per game (default: 4)")))
    parser.add_argument("--strength", default=None, metavar="S",
                        help=text(QT_TRANSLATE_NOOP("Command", "simple, good, mixed (alternating, rotated every game) or a comma list "
                             "per seat such as simple,good (default: good)")))
    parser.add_argument("--games", type=int, default=100, metavar="N", help=text(QT_TRANSLATE_NOOP("Command", "games to play (default: 100)")))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=text(QT_TRANSLATE_NOOP("Command", "seed of the run (default: 0)")))
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J|all",
                        help=text(QT_TRANSLATE_NOOP("Command", "processes to use, or all (one per core); the results do not depend on it "
                             "(default: 1)")))
    parser.add_argument("--cap", type=int, default=None, metavar="TURNS",
                        help=text(QT_TRANSLATE_NOOP("Command", "last-resort guard in player-turns per game, should never trigger: games end "
                             "by bankruptcy or at the round limit (default: 3000)")))
    parser.add_argument("--round-limit", default="default", metavar="R|none",
                        help=text(QT_TRANSLATE_NOOP("Command", "rounds after which a game ends (the round limit house rule): the preset's "
                             "default (4x the book's length; the traditional game: 200), a number, or none (experiments only)")))
    parser.add_argument("--json", action="store_true", help=text(QT_TRANSLATE_NOOP("Command", "print the figures as a JSON document")))
    parser.set_defaults(func=_cmd_simulate)


def _jobs(text: str) -> int:
    """``--jobs``: a number of processes, or ``all`` for one per core."""
    if text == "all":
        return os.cpu_count() or 1
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(current().text(QT_TRANSLATE_NOOP("Command", "{text} is neither a number nor all")).format(
            text=repr(text))) from None


def _error(message: str) -> None:
    print(current().text(QT_TRANSLATE_NOOP("Command", "error: {message}")).format(message=message), file=sys.stderr)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from .core.engine.kernel.records import SetupError
    from .core.engine.registry import rule_set_of
    from .core.engine.simulate import DEFAULT_CAP, SimulationError, parse_strengths, simulate, summarize
    from .core.jsonfile import FileMessageError
    from .core.engine.registry import resolve_board
    from .core.usertext import terminal

    if args.games < 1 or args.jobs < 1 or (args.cap is not None and args.cap < 1):
        _error(current().text(QT_TRANSLATE_NOOP("Command", "--games, --jobs and --cap must be at least 1")))
        return EXIT_UNREADABLE
    round_limit: int | None | str = args.round_limit
    if round_limit == "none":
        round_limit = None
    elif round_limit != "default":
        try:
            round_limit = int(round_limit)
        except ValueError:
            round_limit = 0
        if round_limit < 1:
            _error(current().text(QT_TRANSLATE_NOOP("Command", "--round-limit must be a whole number of rounds (at least 1), default or none")))
            return EXIT_UNREADABLE
    ref = args.ref if args.ref is not None else args.track
    console = current()
    try:
        track = resolve_board(ref)
    except (FileMessageError, OSError) as exc:
        _error(console.file_error(exc).splitlines()[0] if str(exc) else f"cannot read {terminal(ref)}")
        return EXIT_UNREADABLE
    rules = rule_set_of(track)
    try:
        strengths = parse_strengths(args.strength or rules.default_strength, rules)
    except SimulationError as exc:
        _error(console.text(exc.template).format(**exc.params))
        return EXIT_UNREADABLE
    refusal = console.refusal(track, ref)
    if refusal is not None:
        _error(refusal)
        return EXIT_INVALID
    try:
        rules.make_game(rules.dump_board(track), args.players, round_limit)  # the game the simulation makes
    except SetupError as exc:
        _error(current().setup_error(exc))
        return EXIT_UNREADABLE
    progress = Progress(args.games, sys.stderr, current()) if sys.stderr.isatty() and not args.json else None
    try:
        run = simulate(track, args.players, strengths, args.games, args.seed, args.jobs,
                       DEFAULT_CAP if args.cap is None else args.cap, round_limit,
                       progress=progress.update if progress is not None else None)
    finally:
        if progress is not None:
            progress.clear()
    figures = summarize(run)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(format_figures(figures, terminal(ref), current()))
    return EXIT_OK


class Progress:
    """One line on a terminal, rewritten in place: games done, rate and time left.

    Redrawn at most every :attr:`INTERVAL_S` seconds (and always for the first and the
    last game), so printing never slows the games down. It speaks the console's language.
    """

    INTERVAL_S = 0.1

    def __init__(self, total: int, stream: TextIO, console: Console | None = None) -> None:
        self.total = total
        self.stream = stream
        self.console = console
        self.start = time.monotonic()
        self.shown_at = -1.0
        self.width = 0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if 0 <= self.shown_at and now - self.shown_at < self.INTERVAL_S and done < self.total:
            return
        self.shown_at = now
        self.show(progress_line(done, self.total, now - self.start, self.console))

    def show(self, text: str) -> None:
        pad = " " * max(0, self.width - len(text))  # over what a longer line left
        self.width = len(text)
        self.stream.write(f"\r{text}{pad}")
        self.stream.flush()

    def clear(self) -> None:
        """Take the line away (the figures follow on stdout)."""
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


def progress_line(done: int, total: int, seconds: float, console: Console | None = None) -> str:
    """``"simulate: 120/1000 games (12%), 45.3 games/s, about 19 s left"``, in the console's
    language (English when none is given)."""
    c = console or Console({"LANG": "C"})
    text = c.text(QT_TRANSLATE_NOOP("Command", "simulate: {done}/{games} ({percent})")).format(
        done=done, games=c.counted("games", total), percent=c.number(done / total if total else 1.0, ".0%"))
    if done and seconds > 0:
        rate = done / seconds
        text += c.text(QT_TRANSLATE_NOOP("Command", ", {rate} games/s")).format(rate=c.number(rate, ",.1f"))
        if done < total:
            text += c.text(QT_TRANSLATE_NOOP("Command", ", about {time} left")).format(time=_duration((total - done) / rate, c))
    return text


def _duration(seconds: float, c: Console) -> str:
    seconds = max(1, round(seconds))
    if seconds < 60:
        return c.text(QT_TRANSLATE_NOOP("Command", "{seconds} s")).format(seconds=seconds)
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return c.text(QT_TRANSLATE_NOOP("Command", "{minutes} min {seconds} s")).format(minutes=minutes, seconds=f"{seconds:02d}")
    hours, minutes = divmod(minutes, 60)
    return c.text(QT_TRANSLATE_NOOP("Command", "{hours} h {minutes} min")).format(hours=hours, minutes=f"{minutes:02d}")


def format_figures(f: dict[str, Any], ref: str, console: Console | None = None, landings: bool = True) -> str:
    """The figures of :func:`~.core.engine.simulate.summarize` as a text report, in the
    console's language (English when none is given); the landings per space only with
    ``landings`` (``ubuild analyze`` shows the exact odds instead)."""
    c = console or Console({"LANG": "C"})
    text, num = c.text, c.number
    r, t = f["results"], f["timing"]
    turns = r["turns"]

    def pct(value: float) -> str:
        return num(value, ".1%")

    def g(value: float) -> str:
        return num(value, "g")

    railroads = text(QT_TRANSLATE_NOOP("Command", " + railroads")) if f["railroads"] else ""
    limit_games = r["round_limit_games"]
    seeds = (text(QT_TRANSLATE_NOOP("Command", " (seeds: {seeds})")).format(
        seeds=", ".join(str(s) for s in r["round_limit_seeds"][:10]) + (", ..." if limit_games > 10 else ""))
        if limit_games else "")
    stopped = ""
    if r.get("action_limit_games"):
        stopped = text(QT_TRANSLATE_NOOP("Command", "; ended by the action limit (a loop of the rules or players) {times}, "
                                                  "seeds: {seeds}")).format(
            times=c.counted("times", r["action_limit_games"]), seeds=", ".join(str(s) for s in r["action_limit_seeds"][:20]))
    if r["capped_games"]:
        cap = text(QT_TRANSLATE_NOOP("Command", "; SAFETY CAP ({cap} turns) HIT {times} (an engine bug), seeds: {seeds}")).format(
            cap=f["cap_turns"], times=c.counted("times", r["capped_games"]),
            seeds=", ".join(str(s) for s in r["capped_seeds"][:20]))
    else:
        cap = text(QT_TRANSLATE_NOOP("Command", " (safety cap of {cap} turns never hit)")).format(cap=f["cap_turns"])
    lines = [
        text(QT_TRANSLATE_NOOP("Command", "{ref}: {games}, {players} ({strengths}), {rules} rules{railroads}, seed {seed}, {jobs}")).format(
            ref=ref, games=c.counted("games", f["games"]), players=c.counted("players", f["players"]),
            strengths="/".join(f["strengths"]), rules=f["rules"], railroads=railroads, seed=f["seed"],
            jobs=c.counted("jobs", t["jobs"])),
        text(QT_TRANSLATE_NOOP("Command", "speed: {games} games/s, {rolls} dice rolls/s ({seconds} s; engine: {engine})")).format(
            games=num(t["games_per_second"], ".1f"), rolls=num(t["rolls_per_second"], ",.0f"),
            seconds=num(t["seconds"], ".1f"), engine=t["engine"]),
        text(QT_TRANSLATE_NOOP("Command", "player-turns per game: median {median}, p10 {p10}, p90 {p90} (mean {mean}, min {min}, "
                                        "max {max}); about {minutes} min at 30 s a turn (the box: about {box_minutes} min); "
                                        "rounds: median {rounds_median}, "
                                        "p90 {rounds_p90}, max {rounds_max}") if r["box_minutes_at_30s"] is not None else
             # rules that give no length of a game (the traditional game's)
             QT_TRANSLATE_NOOP("Command", "player-turns per game: median {median}, p10 {p10}, p90 {p90} (mean {mean}, min {min}, "
                                        "max {max}); about {minutes} min at 30 s a turn; rounds: median {rounds_median}, "
                                        "p90 {rounds_p90}, max {rounds_max}")).format(
            median=g(turns["median"]), p10=g(turns["p10"]), p90=g(turns["p90"]), mean=g(turns["mean"]), min=turns["min"],
            max=turns["max"], minutes=g(r["minutes_at_30s"]), box_minutes=g(r["box_minutes_at_30s"] or 0),
            rounds_median=g(r["rounds"]["median"]),
            rounds_p90=g(r["rounds"]["p90"]), rounds_max=r["rounds"]["max"]),
        (text(QT_TRANSLATE_NOOP("Command", "ended by bankruptcy: {bankruptcy}; at the round limit ({limit} rounds): {at_limit}"))
         if f["round_limit"] is not None else
         text(QT_TRANSLATE_NOOP("Command", "ended by bankruptcy: {bankruptcy}; no round limit"))).format(
            bankruptcy=pct(r["bankruptcy_share"]), limit=f["round_limit"],
            at_limit=pct(r["round_limit_share"])) + seeds + cap + stopped,
        text(QT_TRANSLATE_NOOP("Command", "win rate per seat: {rates}")).format(
            rates="  ".join(f"{i + 1}: {pct(w)}" for i, w in enumerate(r["win_rate_per_seat"]))),
        text(QT_TRANSLATE_NOOP("Command", "win rate by turn order (1 = the roll-off's winner): {rates}")).format(
            rates="  ".join(f"{i + 1}: {pct(w)}" for i, w in enumerate(r["win_rate_by_turn_order"]))),
    ]
    if "win_ci_per_seat" in r:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "95% interval of the win rate per seat: {intervals}")).format(
            intervals="  ".join(f"{i + 1}: {pct(lo)}-{pct(hi)}" for i, (lo, hi) in enumerate(r["win_ci_per_seat"]))))
    if "win_ci_by_turn_order" in r:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "95% interval of the win rate by turn order: {intervals}")).format(
            intervals="  ".join(f"{i + 1}: {pct(lo)}-{pct(hi)}" for i, (lo, hi) in enumerate(r["win_ci_by_turn_order"]))))
    if "money_flows" in r:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "money moved per game (average):")))
        lines.extend(flow_lines(r["money_flows"], c, dollars=_in_whole_units(f)))
    if len(r["win_rate_per_strength"]) > 1:
        lines.append(text(QT_TRANSLATE_NOOP("Command", "win rate per strength (wins per seat held): {rates}")).format(
            rates="  ".join(f"{c.strength(s)}: {pct(v['win_rate_per_seat'])}" for s, v in r["win_rate_per_strength"].items())))
    lines.append(text(QT_TRANSLATE_NOOP("Command", "deals: {proposed} proposed, {accepted} accepted")).format(
        proposed=r["deals_proposed"], accepted=r["deals_accepted"]))
    if not landings:
        return "\n".join(lines)
    lines.append(text(QT_TRANSLATE_NOOP("Command", "landings per space:")))
    for row in r["landings"]:
        lines.append(f"  {row['space']:>3} {c.space_name(row['name']):<22} {num(row['count'], ',d'):>9} {num(row['share'], '.2%'):>7}")
    return "\n".join(lines)


#: The words of each money flow of the summary (``FLOW_NAMES``' values), in the order shown.
FLOW_WORDS: dict[str, str] = {
    "rent": QT_TRANSLATE_NOOP("Command", "rent"),
    "tolls": QT_TRANSLATE_NOOP("Command", "bridge tolls"),
    "salaries": QT_TRANSLATE_NOOP("Command", "salaries"),
    "hazard_moves": QT_TRANSLATE_NOOP("Command", "paid hazard moves"),
    "jail_fines": QT_TRANSLATE_NOOP("Command", "jail fines"),
    "chance": QT_TRANSLATE_NOOP("Command", "Chance cards"),
    "chance_per_block": QT_TRANSLATE_NOOP("Command", "Chance: per block"),
    "chance_per_district": QT_TRANSLATE_NOOP("Command", "Chance: per district"),
    "purchases": QT_TRANSLATE_NOOP("Command", "districts bought"),
    "auctions": QT_TRANSLATE_NOOP("Command", "auctions"),
    "blocks": QT_TRANSLATE_NOOP("Command", "blocks"),
    "skyscrapers": QT_TRANSLATE_NOOP("Command", "skyscrapers"),
    "stadiums": QT_TRANSLATE_NOOP("Command", "stadiums"),
    "towers": QT_TRANSLATE_NOOP("Command", "Towers"),
    "mortgages": QT_TRANSLATE_NOOP("Command", "mortgages"),
    "mortgages_repaid": QT_TRANSLATE_NOOP("Command", "mortgages repaid"),
    "deals": QT_TRANSLATE_NOOP("Command", "deals"),
    "bankruptcy": QT_TRANSLATE_NOOP("Command", "bankruptcy"),
    "taxes": QT_TRANSLATE_NOOP("Command", "taxes"),
    "community_chest": QT_TRANSLATE_NOOP("Command", "Community Chest cards"),
    "repairs": QT_TRANSLATE_NOOP("Command", "repairs"),
    "free_parking": QT_TRANSLATE_NOOP("Command", "Free Parking pot"),
    "houses": QT_TRANSLATE_NOOP("Command", "houses and hotels"),
    "building_sales": QT_TRANSLATE_NOOP("Command", "buildings sold"),
    "mortgage_interest": QT_TRANSLATE_NOOP("Command", "mortgage interest"),
    "fair_start": QT_TRANSLATE_NOOP("Command", "Fair start"),
    "titles_to_bank": QT_TRANSLATE_NOOP("Command", "mortgaged titles handed to the bank"),
}


#: The traditional game's own words for a flow U-Build names otherwise.
TRADITIONAL_FLOW_WORDS: dict[str, str] = {
    "purchases": QT_TRANSLATE_NOOP("Command", "properties bought"),
}


def _in_whole_units(f: dict[str, Any]) -> bool:
    """Whether a summary's money is in whole units (its rule set's), not U-Build's $k."""
    from .core.engine.registry import UnknownRuleSet, rule_set

    try:
        return not rule_set(str(f.get("rule_set", ""))).money_in_thousands()
    except UnknownRuleSet:
        return False


def flow_lines(flows: dict[str, float], console: Console | None = None, dollars: bool = False) -> list[str]:
    """One indented line per flow that moved money (``"  rent    $1.2M"``), largest first,
    in the console's language (amounts rounded to $1k; with ``dollars``, the traditional
    game's whole dollars, ``"$1,234"``); "none" when nothing moved."""
    c = console or Console({"LANG": "C"})
    shown = sorted(((v, k) for k, v in flows.items() if round(v) > 0), key=lambda item: -item[0])
    if not shown:
        return ["  " + c.text(QT_TRANSLATE_NOOP("Command", "none"))]
    names = {**FLOW_WORDS, **TRADITIONAL_FLOW_WORDS} if dollars else FLOW_WORDS
    words = [c.text(names.get(k, k)) for _, k in shown]
    width = max(len(w) for w in words)
    if dollars:
        return [f"  {w:<{width}} {'$' + c.number(round(v), ',d'):>10}" for w, (v, _) in zip(words, shown)]
    return [f"  {w:<{width}} {c.money(round(v)):>10}" for w, (v, _) in zip(words, shown)]
