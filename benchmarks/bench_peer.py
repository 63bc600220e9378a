"""The traditional game against a lean peer: dice rolls per second, side by side, in one run.

The peer is ``gamescomputersplay/monopoly``, a lean pure-Python simulator of the same
40-space game. It is never copied into this repository: get a checkout with

    git clone https://github.com/gamescomputersplay/monopoly /some/dir

and run ``python benchmarks/bench_peer.py --peer /some/dir`` (or ``make bench-peer
PEER=/some/dir``, which runs it compiled and then with ``UBUILD_PURE=1``). Options:
``--games N`` per round and side (default 100), ``--rounds R`` (default 5), ``--seed S``.

**What runs.** One process, four players on both sides, the rounds interleaved (peer,
ours with simple players, ours with good players, then the next round), so a load that
comes and goes on a shared machine weighs on all three alike:

- the peer: its own ``monopoly.core.game.monopoly_game`` per game, with its standard
  players and its default settings, the seeds made as its ``scripts/simulate.py`` makes
  them; its game log is off (``LogSettings.KEEP_GAME_LOG = False``, its fastest setting:
  our simulator keeps no text log either) and its bankruptcy log goes to a temporary file;
- ours: the one simulator of ``ubuild simulate traditional`` (``core.engine.simulate``,
  one process) on the built-in ``traditional`` board, all seats simple, then all good.

**How rolls are counted, the same way for both**: one roll is one cast of the two dice to
move (a double's extra roll counts again, a roll in jail counts; our roll for the first
turn, before the game, does not: the peer has none). The peer's are its calls to
``Dice.roll`` (wrapped by a counter: one Python call per roll, under 2% of its time);
ours are the ``rolled`` events of each game (counted after the timing, from the games'
results). Times are this process's CPU time (``time.process_time``). Per measure the
median round is printed; the ratio is ours over the peer's, both medians of this run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ubuild_desktop.core.engine import native_build_status  # noqa: E402
from ubuild_desktop.core.engine.simulate import simulate  # noqa: E402
from ubuild_desktop.core.square import load_builtin_board  # noqa: E402

PLAYERS = 4


class Peer:
    """The peer simulator, loaded from its checkout, with a roll counter on its dice."""

    def __init__(self, root: Path, log_dir: Path) -> None:
        if not (root / "monopoly" / "core" / "game.py").is_file() or not (root / "settings.py").is_file():
            raise SystemExit(f"{root}: not a checkout of gamescomputersplay/monopoly "
                             "(git clone https://github.com/gamescomputersplay/monopoly)")
        sys.path.insert(0, str(root))
        from monopoly.core import dice as peer_dice  # type: ignore[import-not-found]
        from monopoly.core.game import monopoly_game  # type: ignore[import-not-found]
        from monopoly.log_settings import LogSettings  # type: ignore[import-not-found]
        from settings import GameSettings  # type: ignore[import-not-found]

        if len(GameSettings.players_list) != PLAYERS:
            raise SystemExit(f"{root}/settings.py: {len(GameSettings.players_list)} players, not {PLAYERS}")
        LogSettings.KEEP_GAME_LOG = False
        LogSettings.EVENTS_LOG_PATH = log_dir / "events.log"
        LogSettings.BANKRUPTCIES_PATH = log_dir / "bankruptcies.tsv"
        self.rolls = 0
        roll = peer_dice.Dice.roll

        def counted(dice: Any) -> Any:
            self.rolls += 1
            return roll(dice)

        peer_dice.Dice.roll = counted
        self.play: Callable[[tuple[int, int]], None] = monopoly_game

    def run(self, games: int, seed: int) -> tuple[float, int]:
        """(CPU seconds, rolls) of ``games`` games, seeded as the peer's own script does."""
        master = random.Random(seed)
        pairs = [(i + 1, master.getrandbits(32)) for i in range(games)]
        self.rolls = 0
        start = time.process_time()
        for pair in pairs:
            self.play(pair)
        return time.process_time() - start, self.rolls


def ours(board: Any, strength: str, games: int, seed: int) -> tuple[float, int]:
    """(CPU seconds, rolls) of ``games`` games of ours, every seat of ``strength``."""
    start = time.process_time()
    run = simulate(board, PLAYERS, (strength,), games=games, seed=seed)
    seconds = time.process_time() - start
    return seconds, sum(r.rolls for r in run.results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer", required=True, type=Path, help="a checkout of gamescomputersplay/monopoly")
    parser.add_argument("--games", type=int, default=100, help="games per round and side (default 100)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds, interleaved (default 5)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first round (default 0)")
    args = parser.parse_args(argv)
    board = load_builtin_board("traditional")
    with tempfile.TemporaryDirectory(prefix="bench_peer_") as logs:
        peer = Peer(args.peer.resolve(), Path(logs))
        print(f"{PLAYERS} players; {args.games} games per round and side; {args.rounds} rounds; one process; "
              f"engine: {native_build_status()}")
        rates: dict[str, list[float]] = {"peer": [], "simple": [], "good": []}
        games_rates: dict[str, list[float]] = {"peer": [], "simple": [], "good": []}
        for r in range(args.rounds):
            seed = args.seed + r
            for name in rates:
                seconds, rolls = peer.run(args.games, seed) if name == "peer" else ours(board, name, args.games, seed)
                rates[name].append(rolls / seconds)
                games_rates[name].append(args.games / seconds)
            print(f"round {r + 1}: " + ", ".join(f"{name} {rates[name][-1]:,.0f}" for name in rates) + " rolls/s",
                  flush=True)
    peer_rate = statistics.median(rates["peer"])
    print()
    print(f"{'side':<24}{'rolls/s':>10}{'games/s':>9}{'x peer':>8}")
    labels = {"peer": "peer (standard players)", "simple": "ours, simple players", "good": "ours, good players"}
    for name, label in labels.items():
        rate = statistics.median(rates[name])
        print(f"{label:<24}{rate:>10,.0f}{statistics.median(games_rates[name]):>9.1f}{rate / peer_rate:>8.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
