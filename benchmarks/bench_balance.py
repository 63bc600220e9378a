"""Time to solve the exact landing odds: the Pro track, a 1,000-space Custom track, and
the traditional game's square board (``square_odds`` and ``square_money``).

Run with ``make bench`` (or ``python benchmarks/bench_balance.py``). Prints the median of
repeated runs of ``landing_odds(game)`` (the movement model read from the game, the
chain solved, the bridges settled "as in play": the default policy), and with a fixed
share of bridges found UP (one chain solve), for both jail policies.
Targets (issue 13): Pro under 50 ms; 1,000 spaces under 1 s; (issue 28) a 10,000-piece track
(17,500 spaces, 2,500 bridges: a sparse chain of 60,000 states) under 3 s, so that
``ubuild analyze TRACK --games 0`` on it stays under 5 s with loading and printing. The square board (issue 14):
the odds (the model read through the engine's card rule, one chain solve) and the money
figures (another solve and the engine's rents), each under 50 ms.
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from synthetic import synthetic_track  # noqa: E402

from ubuild_desktop.core.balance import JailPolicy, Policy, landing_odds, square_money, square_odds  # noqa: E402
from ubuild_desktop.core.engine.ubuild.game import Game  # noqa: E402
from ubuild_desktop.core.engine import native_build_active  # noqa: E402
from ubuild_desktop.core.square import load_builtin_board  # noqa: E402
from ubuild_desktop.core.trackfile import load_builtin  # noqa: E402

#: synthetic_track(571) lays 571 pieces along a loop (core/layout.py): 1,000 spaces.
THOUSAND_SPACES = 571


def median_ms(game: Game, policy: Policy, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        gc.collect()
        start = time.perf_counter()
        odds = landing_odds(game, policy)
        times.append((time.perf_counter() - start) * 1000.0)
        assert abs(sum(s.per_roll for s in odds.spaces) + odds.in_jail_per_roll - 1.0) < 1e-9
    return statistics.median(times)


def main() -> None:
    print(f"engine: {'compiled' if native_build_active() else 'pure Python'}")
    games = [
        ("Pro (built-in)", Game.create(load_builtin("pro"), 4), 50, 50.0),
        ("Custom, 1,000 spaces", Game.create(synthetic_track(THOUSAND_SPACES), 4), 5, 1000.0),
        ("Custom, 10,000 pieces", Game.create(synthetic_track(10_000), 4), 3, 3000.0),
    ]
    policies = [
        ("as in play, short", Policy()),
        ("as in play, long", Policy(jail=JailPolicy.LONG)),
        ("bridges 0.5, short", Policy(bridge_up=0.5)),
    ]
    print(f"{'track':<24}{'spaces':>8}  {'policy':<20}{'median ms':>11}{'target ms':>11}")
    for label, game, repeats, target in games:
        for name, policy in policies:
            ms = median_ms(game, policy, repeats)
            print(f"{label:<24}{game.num_spaces:>8}  {name:<20}{ms:>11.1f}{target:>11.0f}")
    board = load_builtin_board("traditional")
    for name, policy in (("short", Policy()), ("long", Policy(jail=JailPolicy.LONG))):
        ms = square_ms(board, policy, 50)
        print(f"{'Traditional (square)':<24}{len(board.spaces):>8}  {name:<20}{ms:>11.1f}{50:>11.0f}")
        odds = square_odds(board, policy)
        times = []
        for _ in range(20):
            start = time.perf_counter()
            square_money(board, odds, 4)
            times.append((time.perf_counter() - start) * 1000.0)
        print(f"{'  its money figures':<24}{len(board.spaces):>8}  {name:<20}{statistics.median(times):>11.1f}{50:>11.0f}")


def square_ms(board: object, policy: Policy, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        gc.collect()
        start = time.perf_counter()
        odds = square_odds(board, policy)  # type: ignore[arg-type]
        times.append((time.perf_counter() - start) * 1000.0)
        assert abs(sum(odds.per_roll()) + odds.in_jail_per_roll - 1.0) < 1e-9
    return statistics.median(times)


if __name__ == "__main__":
    main()
