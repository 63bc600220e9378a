"""The traditional game's speed: whole games per second and dice rolls per second, per process,
for each strength of its computer players.

Run with ``python benchmarks/bench_traditional.py`` (options: ``--games N``, ``--players N``,
``--seed S``). The built-in ``traditional`` board is played headless through the one
simulator (``core.engine.simulate.simulate``, what ``ubuild simulate traditional`` runs: the
players of ``traditional.computer.computer_player`` on the kernel's driver, deal offers
included), one process, by simple players, by good players and by both (``mixed``). Times
are this process's CPU time (``time.process_time``). Not in ``bench_engine.py``:
``compare_engine.py`` runs that file against older commits, whose engines have no
traditional game. Whether the engine runs compiled is printed (``UBUILD_PURE=1``: pure Python).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ubuild_desktop.core.engine import native_build_status  # noqa: E402
from ubuild_desktop.core.engine.simulate import simulate, summarize  # noqa: E402
from ubuild_desktop.core.square import load_builtin_board  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per strength (default 200)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the runs (default 0)")
    args = parser.parse_args(argv)
    board = load_builtin_board("traditional")
    print(f"traditional board; {args.players} players; {args.games} games per strength; one process; "
          f"engine: {native_build_status()}")
    print(f"{'strength':<10}{'games/s':>9}{'rolls/s':>10}{'rounds (median)':>17}{'good wins':>11}")
    for strength in ("simple", "good", "mixed"):
        start = time.process_time()
        run = simulate(board, args.players, (strength,), games=args.games, seed=args.seed)
        seconds = time.process_time() - start
        rolls = sum(r.rolls for r in run.results)
        results = summarize(run)["results"]
        share = results["win_rate_per_strength"].get("good", {}).get("win_share")
        print(f"{strength:<10}{args.games / seconds:>9.1f}{rolls / seconds:>10,.0f}"
              f"{results['rounds']['median']:>17.1f}{'' if share is None or strength != 'mixed' else f'{share:.1%}':>11}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
