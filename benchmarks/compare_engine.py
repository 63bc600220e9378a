"""Engine speed of two commits side by side: bench_engine.py's figures for a base and a head, in one run.

    python benchmarks/compare_engine.py --base REF [--head REF_OR_DIR] [--rounds N]
        [--games N] [--track NAME]... [--rules N] [--pure] [--json]

``make bench-compare BASE=<ref> RULES=<n>`` runs it. The default base is ``cb01936``, the
last commit before issue 25's work (the registry, the engine's move into
``core/engine/{kernel,ubuild,traditional}``, the whole table's rules wired into the
players), which asks the head to keep at least 95% of the base's speed on every track.

**The same games on both sides** (``--rules N``, the Makefile's ``RULES``, default 3):
both sides play U-Build's rules version N. ``cb01936`` already numbered the whole
table's rules 4 but played them as 3 (issue 24's deal offers from every seat before each
roll and its open auctions came after it), so at its default it plays version 3's games,
and the head at its default plays version 4's, which cost more per roll for what the
rules ask, not for slower code. ``--rules 3`` has both play version 3: the same games,
move for move (the table says so), the comparison of the engines themselves. ``RULES=``
(empty) lets each side play its own newest rules (the head's new rules against the
base's old ones: the cost of the new rules included).

The base is checked out with ``git archive`` into a temporary folder (removed
afterwards; the repository itself is not touched) and its compiled engine is built there
by that commit's own ``scripts/build_native.py``, with this interpreter: nothing is
installed into ``.venv``. The head is this source tree as it is (uncommitted edits
included), another tree given as a folder, or a commit checked out and built like the
base. A tree given as a folder is not built: run ``make native`` in it first.

Both sides are timed by the same benchmark code, this tree's ``bench_engine.py``
(``--json --quick``), pointed at each side's tree with ``UBUILD_BENCH_TREE``: one child
process per side, track and round, with the same seeds, so both sides play the same
games when their engines are move-for-move the same (the rolls per game are compared and
a difference is reported). The runs alternate (base, head; then head, base; ...) so that
a slower or busier moment of a shared machine falls on both sides alike. Each run
checks that its side's own package was imported and that the compiled (mypyc) build is
active; the comparison is refused otherwise, unless ``--pure`` compares pure Python with
pure Python (``UBUILD_PURE=1`` on both sides).

The figure is bench_engine's: dice rolls per second of CPU time, good computer players
included (games/s is shown too; on the same games both give the same ratio). The table
shows per track the medians over the rounds, the ratio of the medians head/base and the
range of the per-round ratios (the noise), then names the slowest track.

In more detail:

``benchmarks/``: speed is measured here (``make bench``), never asserted in tests.
``compare_engine.py`` (``make bench-compare BASE=<ref>``) times another commit's engine side
by side with this tree's, each built in its own tree, by the same ``bench_engine.py``
(``--json --quick``, pointed at a tree by ``UBUILD_BENCH_TREE``): that file may use only
what both engines offer.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks" / "bench_engine.py"
DEFAULT_BASE = "cb01936"  # the last commit before issue 25's work (see the module docstring)
REQUIRED_RATIO = 0.95  # issue 25: every track keeps at least 95% of the base's speed

# Run by this interpreter in a side's tree: its built-in tracks, and which engine runs.
PREFLIGHT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import ubuild_desktop
from ubuild_desktop.core.engine import native_build_active, native_build_status
from ubuild_desktop.core.trackfile import builtin_track_names
print(json.dumps({"tracks": builtin_track_names(), "compiled": native_build_active(),
                  "engine": native_build_status(), "package": ubuild_desktop.__path__[0]}))
"""


class Refused(Exception):
    """The two sides cannot be compared as asked (the message says why)."""


@dataclass
class Side:
    label: str  # "base" or "head"
    tree: Path
    description: str  # the commit (and its subject), or the folder and its state
    commit: str | None = None  # the commit checked out into ``tree`` and built by this tool, if so
    runs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # per track, bench_engine's figures per round

    def median(self, track: str, key: str) -> float:
        return statistics.median(run[key] for run in self.runs[track])


def git(*args: str) -> str:
    done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout.strip()


def resolve_commit(ref: str) -> str:
    try:
        return git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")
    except Refused:
        raise Refused(f"{ref}: no such commit (nor folder) in {ROOT}") from None


def describe_commit(sha: str) -> str:
    return git("log", "-1", "--format=%h %s", sha)


def describe_folder(tree: Path) -> str:
    done = subprocess.run(["git", "-C", str(tree), "log", "-1", "--format=%h %s"], capture_output=True, text=True)
    if done.returncode != 0:
        return f"{tree} (not a git checkout)"
    dirty = subprocess.run(["git", "-C", str(tree), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return f"{tree} at {done.stdout.strip()}" + (" (with uncommitted changes)" if dirty else "")


def check_out(sha: str, into: Path) -> None:
    """The tree of commit ``sha`` in the folder ``into`` (git archive: no worktree, no lock)."""
    into.mkdir(parents=True)
    archive = into.parent / f"{into.name}.tar"
    git("archive", "--format=tar", f"--output={archive}", sha)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    archive.unlink()


def build_native(side: Side, env: dict[str, str]) -> None:
    """The side's compiled engine, built by its own scripts/build_native.py (as ``make native``)."""
    script = side.tree / "scripts" / "build_native.py"
    if not script.is_file():
        raise Refused(f"{side.label} ({side.description}) has no scripts/build_native.py to build its compiled engine")
    say(f"{side.label}: building the compiled engine (mypyc, about a minute)...")
    done = subprocess.run([sys.executable, str(script)], cwd=side.tree, env=env, capture_output=True, text=True)
    for line in (done.stdout + done.stderr).splitlines():
        say(f"    {line}")


def preflight(side: Side, pure: bool, env: dict[str, str]) -> list[str]:
    """The side's built-in tracks, once it is certain that it runs the engine asked for."""
    done = subprocess.run([sys.executable, "-c", PREFLIGHT, str(side.tree)], cwd=side.tree, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"{side.label}: its engine does not import with {sys.executable}:\n{done.stderr.strip()[-2000:]}")
    check_engine(side, json.loads(done.stdout), pure)
    return list(json.loads(done.stdout)["tracks"])


def check_engine(side: Side, report: dict[str, Any], pure: bool) -> None:
    """Refused unless the side's own package ran, compiled (or pure Python with ``--pure``)."""
    if Path(report["package"]).resolve() != (side.tree / "ubuild_desktop").resolve():
        raise Refused(f"{side.label}: {report['package']} was imported, not the package of {side.tree}")
    if not pure and not report["compiled"]:
        advice = "" if side.commit else f"; run make native in {side.tree}"
        raise Refused(f"{side.label} ({side.description}) runs {report['engine']}: the compiled build must be "
                      f"active on both sides (or compare pure Python on both with --pure){advice}")
    if pure and report["compiled"]:
        raise Refused(f"{side.label}: compiled although UBUILD_PURE=1 is set")


def bench(side: Side, track: str, args: argparse.Namespace, env: dict[str, str]) -> dict[str, Any]:
    """One run of bench_engine.py on one track of one side; its figures for that track."""
    command = [sys.executable, str(BENCH), "--json", "--quick", "--track", track, "--games", str(args.games),
               "--players", str(args.players), "--agent", args.agent, "--seed", str(args.seed)]
    if args.rules is not None:
        command += ["--rules", str(args.rules)]
    done = subprocess.run(command, cwd=side.tree, env={**env, "UBUILD_BENCH_TREE": str(side.tree)},
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"{side.label}: this tree's bench_engine.py fails on {track} with its engine "
                      f"({side.description}):\n{done.stderr.strip()[-2000:]}")
    report = json.loads(done.stdout)
    check_engine(side, report, args.pure)
    (run,) = report["tracks"]
    return {**run, "rules_version": report.get("rules_version")}


def say(message: str) -> None:
    """Progress, on stderr (stdout holds only the result)."""
    print(message, file=sys.stderr, flush=True)


def compare(base: Side, head: Side, tracks: list[str], args: argparse.Namespace, env: dict[str, str]) -> None:
    """Every round runs every track on both sides; the side that goes first alternates."""
    for r in range(args.rounds):
        for i, track in enumerate(tracks):
            order = (base, head) if (r + i) % 2 == 0 else (head, base)
            for side in order:
                side.runs.setdefault(track, []).append(bench(side, track, args, env))
        say(f"round {r + 1}/{args.rounds} done")


def summary(base: Side, head: Side, tracks: list[str], args: argparse.Namespace) -> dict[str, Any]:
    rows = []
    for track in tracks:
        ratios = [h["rolls_per_s"] / b["rolls_per_s"] for b, h in zip(base.runs[track], head.runs[track])]
        b_rolls, h_rolls = base.median(track, "rolls_per_s"), head.median(track, "rolls_per_s")
        b_game, h_game = base.runs[track][0], head.runs[track][0]
        rows.append({
            "track": track,
            "base_games_per_s": base.median(track, "games_per_s"), "head_games_per_s": head.median(track, "games_per_s"),
            "base_rolls_per_s": b_rolls, "head_rolls_per_s": h_rolls, "ratio": h_rolls / b_rolls,
            "round_ratios": ratios,
            "same_games": (b_game["rolls"], b_game["actions"]) == (h_game["rolls"], h_game["actions"]),
            "base_rules": b_game.get("rules_version"), "head_rules": h_game.get("rules_version"),
            "base_rolls_per_game": b_game["rolls"] / b_game["games"],
            "head_rolls_per_game": h_game["rolls"] / h_game["games"],
            "base_runs": base.runs[track], "head_runs": head.runs[track],
        })
    lowest = min(rows, key=lambda row: row["ratio"])
    return {
        "base": {"tree": str(base.tree), "description": base.description},
        "head": {"tree": str(head.tree), "description": head.description},
        "engine": "pure Python" if args.pure else "compiled (mypyc)",
        "rounds": args.rounds, "games": args.games, "players": args.players, "agent": args.agent, "seed": args.seed,
        "figure": "dice rolls per second of CPU time (bench_engine.py rolls/s), median over the rounds",
        "rules": "each side's newest" if args.rules is None else args.rules,
        "tracks": rows, "lowest_track": lowest["track"], "lowest_ratio": lowest["ratio"],
        "required_ratio": REQUIRED_RATIO,
    }


def print_table(result: dict[str, Any]) -> None:
    print(f"engine: {result['engine']} on both sides; {result['players']} players ({result['agent']}), "
          f"{result['games']} games per track and round, {result['rounds']} round(s), alternating sides")
    rules = {(row["base_rules"], row["head_rules"]) for row in result["tracks"]}
    print(f"base: {result['base']['description']}; rules version {', '.join(str(b) for b, _ in rules)}")
    print(f"head: {result['head']['description']}; rules version {', '.join(str(h) for _, h in rules)}")
    print(f"figure: {result['figure']}")
    print(f"{'track':<18}{'base games/s':>13}{'head games/s':>13}{'base rolls/s':>14}{'head rolls/s':>14}"
          f"{'head/base':>11}{'per round':>15}")
    for row in result["tracks"]:
        ratios = row["round_ratios"]
        spread = f"{min(ratios):.2f}-{max(ratios):.2f}"
        print(f"{row['track']:<18}{row['base_games_per_s']:>13,.1f}{row['head_games_per_s']:>13,.1f}"
              f"{row['base_rolls_per_s']:>14,.0f}{row['head_rolls_per_s']:>14,.0f}{row['ratio']:>11.3f}{spread:>15}")
    for row in result["tracks"]:
        if not row["same_games"]:
            print(f"note: {row['track']}: the two sides do not play the same games ({row['base_rolls_per_game']:.1f} "
                  f"vs {row['head_rolls_per_game']:.1f} dice rolls per game); compare rolls/s, not games/s")
    ratio = result["lowest_ratio"]
    verdict = "every track keeps" if ratio >= result["required_ratio"] else "does not keep"
    print(f"lowest ratio: {result['lowest_track']}: head/base {ratio:.3f} ({verdict} "
          f"{100 * result['required_ratio']:.0f}% of the base's speed; timing on a shared machine is noisy: "
          "see the per-round range)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=DEFAULT_BASE, help=f"the commit compared against (default {DEFAULT_BASE})")
    parser.add_argument("--head", help="a commit or a source tree (folder) to measure (default: this tree, as it is)")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each side per track (default 5)")
    parser.add_argument("--games", type=int, default=200, help="games per track and run (default 200)")
    parser.add_argument("--track", action="append", help="a built-in track (default: every one both sides have)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--agent", choices=("auto", "good", "simple", "random"), default="auto")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", type=int,
                        help="U-Build's rules version both sides play (default: each side its newest; see above)")
    parser.add_argument("--pure", action="store_true", help="compare pure Python with pure Python (UBUILD_PURE=1)")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.games < 1:
        parser.error("--rounds and --games must be at least 1")
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "UBUILD_PURE")}
    if args.pure:
        env["UBUILD_PURE"] = "1"
    scratch = Path(tempfile.mkdtemp(prefix="ubuild-compare-"))
    try:
        base_sha = resolve_commit(args.base)
        base = Side("base", scratch / "base", describe_commit(base_sha), base_sha)
        if args.head is None or Path(args.head).is_dir():
            tree = Path(args.head or ROOT).resolve()
            if not (tree / "ubuild_desktop").is_dir():
                raise Refused(f"{tree} is not a U-Build source tree (no ubuild_desktop folder)")
            head = Side("head", tree, describe_folder(tree))
            preflight(head, args.pure, env)  # before the minute of building the base
        else:
            head_sha = resolve_commit(args.head)
            head = Side("head", scratch / "head", describe_commit(head_sha), head_sha)
        for side in (base, head):
            if side.commit:
                say(f"{side.label}: checking out {side.description}")
                check_out(side.commit, side.tree)
                if not args.pure:
                    build_native(side, env)
        base_tracks, head_tracks = (preflight(side, args.pure, env) for side in (base, head))
        available = [name for name in head_tracks if name in base_tracks]
        tracks = args.track or available
        missing = [name for name in tracks if name not in available]
        if missing:
            raise Refused(f"not a built-in track of both sides: {', '.join(missing)} (both have: {', '.join(available)})")
        compare(base, head, tracks, args, env)
    except Refused as exc:
        print(f"compare_engine: {exc}", file=sys.stderr)
        return 2
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    result = summary(base, head, tracks, args)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print_table(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
