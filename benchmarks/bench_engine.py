"""Game engine speed: games per second and dice rolls per second, per process.

Run with ``python benchmarks/bench_engine.py`` (options: ``--games N``, ``--players N``,
``--track NAME`` (repeatable), ``--agent auto|good|simple|random``, ``--seed S``,
``--rules N``, ``--profile``, ``--json``, ``--quick``). Every built-in track is played
headless by computer players, one process, whole games (shuffle to bankruptcy, or to the
preset's round limit: see ``Game.create``).

``--rules N`` plays U-Build's rules version N (``Game.create(..., rules_version=N)``, as a
game file of those rules replays) instead of the newest (``game.RULES_VERSION``), so that
two commits can play the same games although the newer one added rules: issue 24's whole
table (version 4: deal offers from every seat before each roll, open auctions) made each
roll cost more, and a speed comparison with a commit before it plays version 3 on both
sides (``compare_engine.py --rules 3``). Every tree since the rules got numbers accepts it.

``--json`` prints one JSON object in place of the table (the engine's status, and per
track the counts and the rates of the table); ``--quick`` skips the instrumented second
pass (``engine %`` is then n/a in pure Python too). ``benchmarks/compare_engine.py``
runs this file with both, and with ``UBUILD_BENCH_TREE`` naming the source tree whose
engine is measured (another checkout; by default the tree this file is in), so that two
commits are timed by the same benchmark code.

Columns: ``games/s`` and ``rolls/s`` count this process's CPU time (``time.process_time``,
so other load on a shared machine disturbs them less than wall time) and include the
players' own thinking, because that is what a simulation pays. ``engine %`` is the share of that time
spent inside the engine (every ``State`` method the players and the session call:
``apply``, ``legal_actions``, the queries, the CHANCE player), measured in a second,
instrumented pass; ``engine rolls/s`` is the dice rolls per second of engine time alone,
i.e. the speed with infinitely fast players.

The computer players are ``make_player("good", seed)`` from
``ubuild_desktop.core.engine.ubuild.computer``, playing through ``kernel.autoplay.play_out``: the loop
``ubuild simulate`` and the play window play with (its ``Driver`` picks each player
action), so deal proposals between actions are included. With ``--agent random``, a
fast random legal-action agent like ``tests/engine/agent.py``, through the same loop.
The agent used is printed, and whether the engine runs compiled (see README). Target:
at least 100,000 dice rolls per second per process.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any
from pathlib import Path

#: The source tree whose engine is measured (see the module docstring).
TREE = Path(os.environ.get("UBUILD_BENCH_TREE") or Path(__file__).resolve().parent.parent).resolve()
sys.path.insert(0, str(TREE))

import ubuild_desktop  # noqa: E402

from ubuild_desktop.core._gc import gc_paused  # noqa: E402
from ubuild_desktop.core.engine import native_build_active, native_build_status  # noqa: E402

try:  # the engine's layout since issue 25 (core/engine/ubuild/)
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.engine.ubuild.random_player import RandomPlayer
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.state import State
except ImportError:  # an older tree (make bench-compare BASE=...): U-Build's rules in core/engine/
    from ubuild_desktop.core.engine import Game, Session, State  # type: ignore[attr-defined,no-redef]  # engine_move: keep
    from ubuild_desktop.core.engine.ai import make_player  # type: ignore[import-not-found,no-redef]  # engine_move: keep
    from ubuild_desktop.core.engine.ai.autoplay import play_out  # type: ignore[import-not-found,no-redef]  # engine_move: keep
    from ubuild_desktop.core.engine.ai.random_player import RandomPlayer  # type: ignore[import-not-found,no-redef]  # engine_move: keep
from ubuild_desktop.core.engine.simulate import DEFAULT_CAP  # noqa: E402
from ubuild_desktop.core.trackfile import builtin_track_names, load_builtin  # noqa: E402

SAFETY_CAP = DEFAULT_CAP  # player-turns per game, as ``ubuild simulate``; a game that hits it is reported
TARGET_ROLLS_PER_SECOND = 100_000

# ------------------------------------------------------------------ agents

def make_agents(kind: str, players: int, seed: int) -> tuple[str, list[Any]]:
    """One computer player per seat (played by ``play_out``), and the name of the agent used."""
    if kind in ("auto", "good", "simple"):
        strength = "good" if kind == "auto" else kind
        return f'make_player("{strength}")', [make_player(strength, seed * 101 + seat) for seat in range(players)]
    agent = RandomPlayer(seed)  # one generator for the table, as the conformance tests play
    return "random", [agent] * players


# ------------------------------------------------------------------ playing


class Tally:
    def __init__(self) -> None:
        self.games = 0
        self.rolls = 0
        self.actions = 0
        self.capped = 0
        self.round_limit = 0  # games that ended at the round limit (not by a bankruptcy)
        self.seconds = 0.0  # CPU time
        self.wall = 0.0
        self.engine_seconds = 0.0


def play_game(game: Game, seed: int, agent_kind: str, tally: Tally) -> None:
    """Play one game into ``tally``. The time counted runs from setting up the session
    and the players to freeing the finished game, as a simulation pays for both; the
    cyclic collector is paused during the game, as ``ubuild simulate`` does (see
    ``simulate.play_game``)."""
    start, wall = time.process_time(), time.perf_counter()
    with gc_paused():
        rolls, actions, terminal, end_reason = _play_game(game, seed, agent_kind)
    tally.seconds += time.process_time() - start
    tally.wall += time.perf_counter() - wall
    tally.games += 1
    tally.rolls += rolls
    tally.actions += actions
    tally.capped += not terminal
    tally.round_limit += end_reason == "round_limit"


def _play_game(game: Game, seed: int, agent_kind: str) -> tuple[int, int, bool, str]:
    """Dice rolls, actions, whether the game ended, and why (the game is freed on return)."""
    _, agents = make_agents(agent_kind, game.num_players, seed)
    session = Session(game, seed)
    state = session.state
    play_out(session, agents, SAFETY_CAP)  # the loop ``ubuild simulate`` plays with, deal proposals included
    return state.rolls, len(state.history), state.is_terminal(), state.end_reason


_ABSENT = object()  # a name State only inherits from StateData


class EngineClock:
    """Wraps every public State method so that time spent in the engine is summed.

    Nested calls (``is_legal`` calling ``why_illegal``) are counted once. The wrappers
    cost a little, so this runs in a separate pass and only the share is used.
    """

    def __init__(self) -> None:
        self.seconds = 0.0
        self._depth = 0
        self._saved: dict[str, object] = {}

    def __enter__(self) -> "EngineClock":
        # State = StateData + public calls: wrap every public method it resolves to, from
        # whichever class defines it, by shadowing it on State itself.
        public: dict[str, object] = {}
        for cls in State.__mro__[:-1]:
            for name, value in vars(cls).items():
                if not name.startswith("_"):
                    public.setdefault(name, value)
        for name, value in public.items():
            if not callable(value) and not isinstance(value, property):
                continue
            self._saved[name] = vars(State).get(name, _ABSENT)
            setattr(State, name, self._wrap_property(value) if isinstance(value, property) else self._wrap(value))
        return self

    def __exit__(self, *exc: object) -> None:
        for name, value in self._saved.items():
            if value is _ABSENT:
                delattr(State, name)
            else:
                setattr(State, name, value)

    def _wrap(self, func: Callable[..., object]) -> Callable[..., object]:
        clock = time.perf_counter  # cheap enough to wrap every call (process_time is not)

        def timed(*args: object, **kwargs: object) -> object:
            if self._depth:
                return func(*args, **kwargs)
            self._depth += 1
            start = clock()
            try:
                return func(*args, **kwargs)
            finally:
                self.seconds += clock() - start
                self._depth -= 1

        return timed

    def _wrap_property(self, prop: property) -> property:
        assert prop.fget is not None
        return property(self._wrap(prop.fget))


def new_game(name: str, players: int, rules: int | None = None) -> Game:
    """The game of built-in track ``name``: under rules version ``rules`` if given (see the
    module docstring), else the newest. SystemExit if this tree's engine does not play it."""
    if rules is None:
        return Game.create(load_builtin(name), players)
    try:
        return Game.create(load_builtin(name), players, rules_version=rules)
    except TypeError:  # a tree from before the rules were numbered
        raise SystemExit(f"{TREE}: this engine has no rules versions (Game.create takes no rules_version)") from None
    except ValueError as exc:  # GameSetupError: not one of its RULES_VERSIONS
        raise SystemExit(f"{TREE}: this engine does not play rules version {rules}: {exc}") from None


def bench_track(name: str, players: int, games: int, seed: int, agent_kind: str, quick: bool = False,
                rules: int | None = None) -> Tally:
    game = new_game(name, players, rules)
    play_game(game, seed - 1, agent_kind, Tally())  # warm-up (imports, caches)
    tally = Tally()
    for g in range(games):
        play_game(game, seed + g, agent_kind, tally)
    if quick or native_build_active():
        # Compiled classes cannot be wrapped: the engine's share is measured on pure Python
        # only (UBUILD_PURE=1), and not with --quick.
        tally.engine_seconds = float("nan")
        return tally
    # A second, instrumented pass measures the engine's share (the timers cost a little).
    share = Tally()
    with EngineClock() as engine:
        for g in range(max(1, games // 4)):
            play_game(game, seed + g, agent_kind, share)
    tally.engine_seconds = tally.seconds * engine.seconds / share.wall
    return tally


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per track (default 200)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--track", action="append", help="a built-in track (default: all)")
    parser.add_argument("--agent", choices=("auto", "good", "simple", "random"), default="auto")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", type=int, help="U-Build's rules version played (default: the newest)")
    parser.add_argument("--profile", action="store_true", help="cProfile the run, print the top 30")
    parser.add_argument("--json", action="store_true", help="print one JSON object in place of the table")
    parser.add_argument("--quick", action="store_true", help="skip the instrumented pass (no engine %%)")
    args = parser.parse_args(argv)
    tracks = args.track or builtin_track_names()
    agent_name, _ = make_agents(args.agent, args.players, args.seed)
    if args.json:
        tallies = {name: bench_track(name, args.players, args.games, args.seed, args.agent, args.quick, args.rules)
                   for name in tracks}
        print(json.dumps(json_report(agent_name, args, tallies), indent=1))
        return
    print(f"agent: {agent_name}; {args.players} players; {args.games} games per track; one process; "
          f"engine: {native_build_status()}; rules version {rules_played(args.rules)}")
    print(f"{'track':<18}{'games/s':>9}{'rolls/s':>10}{'actions/s':>11}{'rolls/game':>12}"
          f"{'engine %':>10}{'engine rolls/s':>16}{'at limit':>9}{'capped':>8}")
    profiler = cProfile.Profile() if args.profile else None
    rates = []
    for name in tracks:
        if profiler:
            profiler.enable()
        t = bench_track(name, args.players, args.games, args.seed, args.agent, args.quick, args.rules)
        if profiler:
            profiler.disable()
        rolls_per_s = t.rolls / t.seconds
        rates.append(rolls_per_s)
        print(f"{name:<18}{t.games / t.seconds:>9.1f}{rolls_per_s:>10,.0f}{t.actions / t.seconds:>11,.0f}"
              f"{t.rolls / t.games:>12.0f}{100 * t.engine_seconds / t.seconds:>9.0f}%"
              f"{t.rolls / t.engine_seconds:>16,.0f}{t.round_limit:>9}{t.capped:>8}".replace("nan%", " n/a").replace("nan", "n/a"))
    low = min(rates)
    verdict = "meets" if low >= TARGET_ROLLS_PER_SECOND else "below"
    print(f"slowest track: {low:,.0f} dice rolls/s ({verdict} the {TARGET_ROLLS_PER_SECOND:,}/s target); "
          f"median {statistics.median(rates):,.0f}/s")
    if profiler:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(30)


def rules_played(rules: int | None) -> int | None:
    """The U-Build rules version the games play: ``--rules``, else this tree's newest
    (None for a tree from before the rules were numbered)."""
    if rules is not None:
        return rules
    newest = getattr(sys.modules[Game.__module__], "RULES_VERSION", None)
    return newest if isinstance(newest, int) else None


def json_report(agent_name: str, args: argparse.Namespace, tallies: dict[str, Tally]) -> dict[str, Any]:
    """What ``--json`` prints: the run, the engine measured, and per track the table's figures."""
    tracks = []
    for name, t in tallies.items():
        share = t.engine_seconds / t.seconds
        tracks.append({
            "track": name, "games": t.games, "rolls": t.rolls, "actions": t.actions,
            "cpu_seconds": t.seconds, "games_per_s": t.games / t.seconds,
            "rolls_per_s": t.rolls / t.seconds, "actions_per_s": t.actions / t.seconds,
            "engine_share": None if share != share else share,  # NaN: not measured
            "round_limit": t.round_limit, "capped": t.capped,
        })
    return {
        "tree": str(TREE), "package": str(Path(ubuild_desktop.__file__).resolve().parent),
        "engine": native_build_status(), "compiled": native_build_active(),
        "agent": agent_name, "players": args.players, "games": args.games, "seed": args.seed,
        "rules_version": rules_played(args.rules), "tracks": tracks,
    }


if __name__ == "__main__":
    main()
