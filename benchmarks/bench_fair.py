"""The Fair start search (issue 27): what ``propose_fair_start`` reaches and what it costs.

Run with ``python benchmarks/bench_fair.py [GAMES] [VERIFY] [JOBS]`` (defaults 600, 4000
and every core). For each board and seat count below it searches a Fair start in 6 rounds
of GAMES games of good players, verifies it with VERIFY games of fresh seeds, and prints
the amounts, the win rate by turn order before and after (95% intervals), whether every
place is within ±2 points of fair (intervals included), the verification games that
would show it (``games_needed``), the games played and the seconds. Speed is measured
here, never asserted in the tests.

The issue's numbers: with 3,000 games the first player of Starter, Classic and Pro wins
about 32-33% with 4 players (fair: 25%); ±2 points *with* the 95% interval needs rates
within about half a point of fair and about 4,000 verification games.
"""

from __future__ import annotations

import os
import sys
import time

from ubuild_desktop.core.balance.fair import DEFAULT_ROUNDS, propose_fair_start
from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin

CASES = [("starter", 4), ("classic", 4), ("pro", 4), ("classic", 2), ("pro", 6), ("traditional", 4)]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    verify = int(sys.argv[2]) if len(sys.argv) > 2 else 4000
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else (os.cpu_count() or 1)
    print(f"engine: {'compiled' if native_build_active() else 'pure Python'}; {DEFAULT_ROUNDS} rounds of {games} games, "
          f"verified by {verify}; {jobs} processes")
    for name, seats in CASES:
        board = load_builtin_board(name) if name == "traditional" else load_builtin(name)
        start = time.perf_counter()
        p = propose_fair_start(board, seats, games=games, verify_games=verify, jobs=jobs)
        seconds = time.perf_counter() - start
        played = p.before.games + sum(r.figures.games for r in p.rounds) + p.after.games

        def rates(figures: object) -> str:
            return " ".join(f"{r:.1%}({lo:.1%}-{hi:.1%})" for r, (lo, hi) in zip(figures.rates, figures.intervals))  # type: ignore[attr-defined]

        print(f"{name} x{seats}: amounts {list(p.amounts)} (start {p.starting_cash})")
        print(f"  before {rates(p.before)}")
        print(f"  after  {rates(p.after)}")
        print(f"  reached: {p.reached}; games needed: {p.games_needed()}; {played} games in {seconds:.0f} s "
              f"({played / seconds:.0f} games/s)")


if __name__ == "__main__":
    main()
