"""The Fair start proof (issue 27): what ``propose_fair_start`` with ``proof_settings``
reaches and what it costs.

Run with ``python benchmarks/bench_fair.py [FIRST_ROUND] [JOBS] [CASE ...]`` (defaults 400
games, every core, the cases below; a case is ``board:seats``, ``board:seats:gift``, where
``gift`` makes the last place start with the board's dearest district or property, or
``board:seats:auto``, where the program chooses whether it gets one).
For each it runs the proof the Balance panel and ``ubuild analyze --fair-proof`` run:
rounds from FIRST_ROUND games, each twice the last, until the fit is precise
(``proof_search_games``), then at most ``proof_verify_games`` games of fresh seeds,
stopping at the first of its looks that shows fairness (a second verification after a
refit if the first falls short), and prints the amounts, the win
rate by turn order before and after (95% intervals), whether every place is within ±2
points of fair with its interval (``reached``), the farthest an interval reaches, the
games played, the seconds and the CPU seconds (this process and its workers: on a
shared machine the wall time says more about the others). Speed is measured here, never
asserted in the tests.

What a proof costs: about 7,500 search games near the answer and 16,300 verification
games for 4 seats (12,000 + 21,700 for 2 seats; fewer for more seats, whose fair share is
smaller), whatever the board; the seconds are those games at the engine's speed.
"""

from __future__ import annotations

import os
import resource
import sys
import time

from ubuild_desktop.core.balance.fair import AUTO, gift_choices, proof_settings, propose_fair_start
from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin

CASES = ["classic:4", "starter:4", "pro:4", "traditional:4", "classic:2", "pro:6", "traditional:8", "classic:4:gift",
         "classic:4:auto"]


def cpu_seconds() -> float:
    """User and system seconds of this process and of its ended children (the workers)."""
    return sum(getattr(resource.getrusage(who), f) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
               for f in ("ru_utime", "ru_stime"))


def main() -> None:
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else (os.cpu_count() or 1)
    cases = sys.argv[3:] or CASES
    print(f"engine: {'compiled' if native_build_active() else 'pure Python'}; first round {first} games; {jobs} processes")
    for case in cases:
        name, seats_text, *rest = case.split(":")
        seats = int(seats_text)
        board = load_builtin_board(name) if name == "traditional" else load_builtin(name)
        gifts: tuple[str, ...] | str = AUTO if rest == ["auto"] else \
            ("",) * (seats - 1) + (gift_choices(board)[-1][0],) if rest else ()
        load = os.getloadavg()[0]
        heard = [0]
        start, cpu = time.perf_counter(), cpu_seconds()
        p = propose_fair_start(board, seats, jobs=jobs, gifts=gifts, progress=lambda done, _total: heard.__setitem__(0, done),
                               **proof_settings(seats, first))
        seconds, cpu = time.perf_counter() - start, cpu_seconds() - cpu
        played = heard[0]

        def rates(figures: object) -> str:
            return " ".join(f"{r:.1%}({lo:.1%}-{hi:.1%})" for r, (lo, hi) in zip(figures.rates, figures.intervals))  # type: ignore[attr-defined]

        print(f"{case}: amounts {list(p.amounts)}{' and ' + p.gift_names[-1] if p.gifts else ''} (start {p.starting_cash})"
              + (f"; the program weighed {[(w[1], w[2], w[3], w[4]) for w in p.gift_choice.weighed]} against money alone "
                 f"{p.gift_choice.money_total}" if p.gift_choice is not None else ""))
        print(f"  before {rates(p.before)}")
        print(f"  after  {rates(p.after)}")
        print(f"  reached: {p.reached} (an interval reaches {p.after.worst(p.fair):.2%} from fair); "
              f"{len(p.rounds)} rounds, {p.attempts} verification(s) of {p.after.games} games; {played} games in "
              f"{seconds:.0f} s wall, {cpu:.0f} CPU s ({played / max(cpu, 1e-9):.0f} games per CPU s; load average "
              f"{load:.1f} -> {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
