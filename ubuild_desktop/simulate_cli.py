"""``ubuild simulate``: computer players play whole games headless; print the figures.

Exit status: 0 = done, 1 = the track is not valid for its preset, 2 = the track could not
be read or the command line is wrong. No Qt is imported.

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

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand to the ``ubuild`` parser."""
    parser = subparsers.add_parser(
        "simulate",
        help="play all-computer games headless and print lengths, win rates and landings",
        description="Play all-computer games headless and print speed, game length, win rates and landings.",
    )
    parser.add_argument("--track", default="classic", metavar="NAME|FILE",
                        help="built-in track name or track file (default: classic)")
    parser.add_argument("--players", type=int, default=4, metavar="N", help="players per game (default: 4)")
    parser.add_argument("--strength", default="good", metavar="S",
                        help="simple, good, mixed (alternating, rotated every game) or a comma list "
                             "per seat such as simple,good (default: good)")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default: 100)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the run (default: 0)")
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J|all",
                        help="processes to use, or all (one per core); the results do not depend on it "
                             "(default: 1)")
    parser.add_argument("--cap", type=int, default=None, metavar="TURNS",
                        help="last-resort guard in player-turns per game, should never trigger: games end "
                             "by bankruptcy or at the round limit (default: 3000)")
    parser.add_argument("--round-limit", default="default", metavar="R|none",
                        help="rounds after which a game ends (the round limit house rule): the preset's "
                             "default (4x the book's length), a number, or none (experiments only)")
    parser.add_argument("--json", action="store_true", help="print the figures as a JSON document")
    parser.set_defaults(func=_cmd_simulate)


def _jobs(text: str) -> int:
    """``--jobs``: a number of processes, or ``all`` for one per core."""
    if text == "all":
        return os.cpu_count() or 1
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is neither a number nor all") from None


def _error(message: str) -> None:
    print(f"error: {message}", file=sys.stderr)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from .core.engine.game import Game, GameSetupError
    from .core.engine.simulate import DEFAULT_CAP, SimulationError, parse_strengths, simulate, summarize
    from .core.trackfile import TrackFileError, resolve_track
    from .core.validate import validate

    if args.games < 1 or args.jobs < 1 or (args.cap is not None and args.cap < 1):
        _error("--games, --jobs and --cap must be at least 1")
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
            _error("--round-limit must be a whole number of rounds (at least 1), default or none")
            return EXIT_UNREADABLE
    try:
        strengths = parse_strengths(args.strength)
    except SimulationError as exc:
        _error(str(exc))
        return EXIT_UNREADABLE
    try:
        track = resolve_track(args.track)
    except (TrackFileError, OSError) as exc:
        _error(str(exc).splitlines()[0] if str(exc) else f"cannot read {args.track}")
        return EXIT_UNREADABLE
    report = validate(track)
    if not report.valid:
        _error(f"{args.track}: not a valid {track.preset.value} track: {report.diagnostics[0].message}")
        return EXIT_INVALID
    try:
        Game.create(track, args.players)
    except GameSetupError as exc:
        _error(str(exc))
        return EXIT_UNREADABLE
    progress = Progress(args.games, sys.stderr) if sys.stderr.isatty() and not args.json else None
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
        print(format_figures(figures, args.track))
    return EXIT_OK


class Progress:
    """One line on a terminal, rewritten in place: games done, rate and time left.

    Redrawn at most every :attr:`INTERVAL_S` seconds (and always for the first and the
    last game), so printing never slows the games down.
    """

    INTERVAL_S = 0.1

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.start = time.monotonic()
        self.shown_at = -1.0
        self.width = 0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if 0 <= self.shown_at and now - self.shown_at < self.INTERVAL_S and done < self.total:
            return
        self.shown_at = now
        self.show(progress_line(done, self.total, now - self.start))

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


def progress_line(done: int, total: int, seconds: float) -> str:
    """``"simulate: 120/1,000 games (12%), 45.3 games/s, about 19 s left"``."""
    text = f"simulate: {done:,}/{total:,} games ({done / total:.0%})" if total else "simulate: 0 games"
    if done and seconds > 0:
        rate = done / seconds
        text += f", {rate:,.1f} games/s"
        if done < total:
            text += f", about {_duration((total - done) / rate)} left"
    return text


def _duration(seconds: float) -> str:
    seconds = max(1, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def format_figures(f: dict[str, Any], ref: str) -> str:
    """The figures of :func:`~.core.engine.simulate.summarize` as a text report."""
    r, t = f["results"], f["timing"]
    turns = r["turns"]
    lines = [
        f"{ref}: {f['games']} games, {f['players']} players ({'/'.join(f['strengths'])}), "
        f"{f['rules']} rules{' + railroads' if f['railroads'] else ''}, seed {f['seed']}, {t['jobs']} job(s)",
        f"speed: {t['games_per_second']:.1f} games/s, {t['rolls_per_second']:,.0f} dice rolls/s "
        f"({t['seconds']:.1f} s; engine: {t['engine']})",
        f"player-turns per game: median {turns['median']:g}, p10 {turns['p10']:g}, p90 {turns['p90']:g} "
        f"(mean {turns['mean']:g}, min {turns['min']}, max {turns['max']}); "
        f"about {r['minutes_at_30s']:g} min at 30 s a turn; rounds: median {r['rounds']['median']:g}, "
        f"p90 {r['rounds']['p90']:g}, max {r['rounds']['max']}",
        f"ended by bankruptcy: {r['bankruptcy_share']:.1%}; at the round limit "
        f"({f['round_limit'] if f['round_limit'] is not None else 'none'} rounds): {r['round_limit_share']:.1%}"
        + (" (seeds: " + ", ".join(str(s) for s in r["round_limit_seeds"][:10])
           + (", ..." if r["round_limit_games"] > 10 else "") + ")" if r["round_limit_games"] else "")
        + (f"; SAFETY CAP ({f['cap_turns']} turns) HIT {r['capped_games']} time(s) (an engine bug), seeds: "
           + ", ".join(str(s) for s in r["capped_seeds"][:20])
           if r["capped_games"] else f" (safety cap of {f['cap_turns']} turns never hit)"),
        "win rate per seat: " + "  ".join(f"{i + 1}: {w:.1%}" for i, w in enumerate(r["win_rate_per_seat"])),
        "win rate by turn order (1 = the roll-off's winner): "
        + "  ".join(f"{i + 1}: {w:.1%}" for i, w in enumerate(r["win_rate_by_turn_order"])),
    ]
    if len(r["win_rate_per_strength"]) > 1:
        lines.append("win rate per strength (wins per seat held): " + "  ".join(
            f"{s}: {v['win_rate_per_seat']:.1%}" for s, v in r["win_rate_per_strength"].items()))
    lines.append(f"deals: {r['deals_proposed']} proposed, {r['deals_accepted']} accepted")
    lines.append("landings per space:")
    for row in r["landings"]:
        lines.append(f"  {row['space']:>3} {row['name']:<22} {row['count']:>9,} {row['share']:>7.2%}")
    return "\n".join(lines)
