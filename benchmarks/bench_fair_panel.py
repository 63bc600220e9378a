"""The Balance panel's Fair start after a simulation (issue 27): the search alone, as the
panel runs it by itself (``balance.fair.search_fair_start``), against the proof that
Propose Fair Start then plays with the search's runs kept (the same memo), and the proof
alone.

Run with ``python benchmarks/bench_fair_panel.py [BOARD] [GAMES]`` (default: classic, the
panel's 200 games), after ``make`` (the compiled engine). Prints the games each part plays
on a pool of 2 workers (counted by the workers) and the CPU seconds of all of it (this
process and its workers, user + system): the parts' CPU is about in proportion to their
games, the search's runs and the verification being games of the same board.
"""

from __future__ import annotations

import resource
import sys

from ubuild_desktop.core.balance.fair import AUTO, proof_settings, propose_fair_start, search_fair_start
from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.engine.registry import resolve_board
from ubuild_desktop.core.engine.simulate import WorkerPool, simulate, summarize


def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main(board_name: str = "classic", games: int = 200) -> int:
    board = resolve_board(board_name)
    pool = WorkerPool(2)
    start = cpu()
    before = summarize(simulate(board, 4, ("good",), games, 0, pool=pool))
    memo: dict[object, object] = {}
    settings = {"before": before, "gifts": AUTO, "pool": pool, "seed": 0, **proof_settings(4, games)}
    played = pool.played()
    searched = search_fair_start(board, 4, memo=memo, **settings)
    search_games = pool.played() - played
    proof = propose_fair_start(board, 4, memo=memo, **settings)
    proof_games = pool.played() - played - search_games
    pool.shutdown()
    # workers ended and waited for: their CPU is in RUSAGE_CHILDREN
    print(f"{board_name}, 4 players, {games} panel games, {'compiled' if native_build_active() else 'pure Python'}: "
          f"the search by itself {search_games:,} games (proposes {searched['amounts']}); Propose Fair Start then "
          f"{proof_games:,} games (the verification: {proof.after.games:,}; reached: {proof.reached}); a proof alone "
          f"{search_games + proof_games:,} games; {cpu() - start:.1f} CPU s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "classic", int(sys.argv[2]) if len(sys.argv) > 2 else 200))
