"""Time to load and validate tracks: the Pro track and synthetic Custom tracks.

Run with ``make bench`` (or ``python benchmarks/bench_validate.py``). Prints the median
of repeated runs of parse (text -> Track) + validate (graph, cycle, sites, checks).
Targets: Pro under 2 ms; 1,000 pieces under 50 ms; growth no worse than n log n.
"""

from __future__ import annotations

import gc
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from synthetic import synthetic_track  # noqa: E402

from ubuild_desktop.core.trackfile import dump_track, load_builtin, parse_track  # noqa: E402
from ubuild_desktop.core.validate import validate  # noqa: E402


def median_ms(text: str, repeats: int) -> tuple[float, int]:
    times = []
    spaces = 0
    for _ in range(repeats):
        gc.collect()  # start each run from a clean heap, as a user's single load does
        start = time.perf_counter()
        report = validate(parse_track(text))
        times.append((time.perf_counter() - start) * 1000.0)
        spaces = len(report.graph.spaces)
        assert report.valid, report.diagnostics[:3]
    return statistics.median(times), spaces


def main() -> None:
    rows = [("Pro (built-in)", dump_track(load_builtin("pro")), 200)]
    for n in (100, 1_000, 10_000):
        rows.append((f"Custom, {n:,} pieces", dump_track(synthetic_track(n)), 40 if n < 10_000 else 9))
    print(f"{'track':<24}{'pieces':>8}{'spaces':>8}{'median ms':>12}{'us/piece':>10}")
    results = []
    for label, text, repeats in rows:
        ms, spaces = median_ms(text, repeats)
        pieces = parse_track(text).pieces
        results.append((len(pieces), ms))
        print(f"{label:<24}{len(pieces):>8}{spaces:>8}{ms:>12.2f}{1000 * ms / len(pieces):>10.1f}")
    (n1, t1), (n2, t2) = results[2], results[3]
    growth = math.log(t2 / t1) / math.log(n2 / n1)
    print(f"growth exponent from 1,000 to 10,000 pieces: {growth:.2f} (1.00 = linear)")


if __name__ == "__main__":
    main()
