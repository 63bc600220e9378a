"""The engine's cost per dice roll in CPU instructions, counted by valgrind's callgrind.

Run with ``python benchmarks/instructions_per_roll.py`` (options: ``--track NAME``,
``--games N``, ``--players N``, ``--agent good|simple``, ``--rules N``, ``--top N``).
Instruction counts do not depend on the machine's load, unlike rolls per second, so two
builds (or two commits) compare exactly even on a busy machine. The games are
``bench_engine.py``'s (its players, its loop ``play_out``, its seeds, its ``--rules``),
played twice under callgrind: once with no game after the warm-up game and once with N
games; the difference divided by the dice rolls of the N games is the cost of a roll
(imports, the track's set-up and the warm-up cancel out).

``--top N`` also prints the N functions with the most instructions per roll, inclusive of
what they call (from ``callgrind_annotate``), the profile the engine's speed work reads.
The engine in use (compiled or pure Python, ``UBUILD_PURE=1``) is printed. Needs
``valgrind`` on the PATH (``apt-get install valgrind``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Played in the child under callgrind: bench_engine's game, N times after a warm-up.
CHILD = """
import sys
sys.path.insert(0, {here!r})
import bench_engine as b
from ubuild_desktop.core.engine import native_build_status
game = b.new_game({track!r}, {players}, {rules!r})
b.play_game(game, 0, {agent!r}, b.Tally())
tally = b.Tally()
for g in range({games}):
    b.play_game(game, 1 + g, {agent!r}, tally)
print("RESULT", tally.rolls, tally.actions, native_build_status(), "; rules version", game.rules_version)
"""


def run(args: argparse.Namespace, games: int, out: Path) -> tuple[int, int, int, str]:
    """(instructions, rolls, actions, engine) of one callgrind run of ``games`` games."""
    code = CHILD.format(here=str(HERE), track=args.track, players=args.players, agent=args.agent, games=games,
                       rules=args.rules)
    done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
                          capture_output=True, text=True, check=True)
    found = re.search(r"^RESULT (\d+) (\d+) (.*)$", done.stdout, re.M)
    total = re.search(r"Collected : (\d+)", done.stderr)
    if found is None or total is None:
        raise SystemExit(f"callgrind run failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return int(total.group(1)), int(found.group(1)), int(found.group(2)), found.group(3)


def inclusive(path: Path) -> dict[str, int]:
    """Instructions per function, inclusive (``callgrind_annotate --inclusive=yes``)."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(path)],
                          capture_output=True, text=True, check=True).stdout
    costs: dict[str, int] = {}
    for line in text.splitlines():
        found = re.match(r"\s*([\d,]+) \([^)]*\)\s+\S*?:(\S+)", line)
        if found:
            name = found.group(2)
            costs[name] = costs.get(name, 0) + int(found.group(1).replace(",", ""))
    return costs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--track", default="pro")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--agent", choices=("good", "simple"), default="good")
    parser.add_argument("--rules", type=int, help="U-Build's rules version played (default: the newest)")
    parser.add_argument("--top", type=int, default=0, help="also list the N costliest functions per roll")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "")
    with tempfile.TemporaryDirectory() as tmp:
        base_out, games_out = Path(tmp) / "base.out", Path(tmp) / "games.out"
        base, _, _, engine = run(args, 0, base_out)
        total, rolls, actions, _ = run(args, args.games, games_out)
        per_roll = (total - base) / max(1, rolls)
        print(f"{args.track}, {args.players} players, {args.agent} players, {args.games} games ({rolls} rolls, "
              f"{actions} actions); engine: {engine}")
        print(f"instructions per dice roll: {per_roll:,.0f} ({(total - base) / max(1, actions):,.0f} per action)")
        if args.top:
            before, after = inclusive(base_out), inclusive(games_out)
            rows = sorted(((after[k] - before.get(k, 0), k) for k in after), reverse=True)
            for cost, name in rows[:args.top]:
                print(f"  {cost / max(1, rolls):>10,.0f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
