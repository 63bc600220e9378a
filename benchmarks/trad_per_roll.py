"""Where a roll of the traditional game goes: actions and decisions per roll by kind, and
the instructions of a roll split into apply, listing, decisions and the rest (callgrind).

Run with ``python benchmarks/trad_per_roll.py`` (options: ``--games N``, ``--strength
simple|good``, ``--no-callgrind``, ``--top N``, ``--keep DIR``: callgrind's outputs kept there,
the folder made if missing). The games are ``ubuild simulate
traditional``'s (``simulate.play_session`` on the built-in board, four players, the
simulator's seeds), so the counts are those of ``bench_peer.py``'s games.

- **Recorded actions per roll, by kind**: the history of each game, by action type (the
  CHANCE player's dice, cards and shuffles included). A roll is one ``rolled`` event, as
  ``bench_peer.py`` counts.
- **Decisions per roll, by kind**: each call of the players' ``decide`` (by phase),
  ``propose_deal`` and ``between_turns`` (what the driver asks), counted by wrapping the
  player class's methods in this process (so this part runs the interpreted methods'
  counts; the games are the same compiled or not).
- **Instructions per roll** (valgrind's callgrind, the engine in use: compiled unless
  ``UBUILD_PURE=1``): the difference between N games and none, split by inclusive cost
  into ``apply`` (``apply_legal``, the CHANCE player's included), the listing calls
  (``legal_of``, ``legal_actions``: those the players make), the players' decisions
  (``decide``, ``propose_deal``, ``between_turns``, less the listing they ask) and the rest
  of ``play_out`` (the driver, the loop's event counting, drawing the dice). Needs
  ``valgrind`` (``apt-get install valgrind``).
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = """
import sys
sys.path.insert(0, {root!r})
from ubuild_desktop.core.engine import native_build_status
from ubuild_desktop.core.engine.simulate import game_seed, play_game, _game_for
from ubuild_desktop.core.engine.traditional.rule_set import TRADITIONAL
from ubuild_desktop.core.square import load_builtin_board
import gc
gc.disable()
game = _game_for(TRADITIONAL.dump_board(load_builtin_board("traditional")), 4, "default", TRADITIONAL)
play_game(game, ({strength!r},) * 4, game_seed(1, 0), rules=TRADITIONAL)  # the warm-up
rolls = 0
for i in range({games}):
    rolls += play_game(game, ({strength!r},) * 4, game_seed(0, i), i, rules=TRADITIONAL).rolls
print("RESULT", rolls, native_build_status())
"""

# The compiled functions (inclusive) of each part (the compiled build's C names).
PARTS = {
    "play_out": r"^CPyDef_autoplay___play_out$",
    "apply_legal": r"^CPyDef_kernel___table___RuleTable___apply_legal$",
    "listing": r"^CPyDef_kernel___table___RuleTable___(legal_of|legal_actions)$",
    "decide": r"^CPyDef_(traditional___)?(good|player)___(GoodPlayer|SimplePlayer)___decide$",
    "propose_deal": r"^CPyDef_driver___Driver____offer$",
    "between_turns": r"^CPyDef_driver___Driver___table_action$",
}


def counts(strength: str, games: int) -> None:
    """Actions and decisions per roll by kind (in this process, pure or compiled)."""
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.simulate import DEFAULT_CAP, _game_for, game_seed
    from ubuild_desktop.core.engine.traditional import good, player
    from ubuild_desktop.core.engine.traditional.rule_set import TRADITIONAL
    from ubuild_desktop.core.square import load_builtin_board

    decisions: collections.Counter[str] = collections.Counter()
    cls = good.GoodPlayer if strength == "good" else player.SimplePlayer

    class Counted(cls):  # type: ignore[misc, valid-type]
        def decide(self, state, seat):  # type: ignore[no-untyped-def]
            decisions["decide " + state.phase.value] += 1
            return cls.decide(self, state, seat)

        def propose_deal(self, state, seat):  # type: ignore[no-untyped-def]
            decisions["propose_deal " + state.phase.value] += 1
            return cls.propose_deal(self, state, seat)

        def between_turns(self, state, seat):  # type: ignore[no-untyped-def]
            decisions["between_turns"] += 1
            return cls.between_turns(self, state, seat)

        def checks_own_answers(self) -> bool:
            return True

    game = _game_for(TRADITIONAL.dump_board(load_builtin_board("traditional")), 4, "default", TRADITIONAL)
    actions: collections.Counter[str] = collections.Counter()
    rolls = 0
    for i in range(games):
        seed = game_seed(0, i)
        session = TRADITIONAL.session(game, seed)
        play_out(session, [Counted(seed) for _ in range(4)], DEFAULT_CAP)  # the simulator's loop
        rolls += sum(1 for e in session.state.events if e.kind.value == "rolled")
        actions.update(type(a).__name__ for a in session.state.history)
    print(f"{strength} players, {games} games, {rolls} rolls ({rolls / games:.0f} a game)")
    print(f"recorded actions per roll: {sum(actions.values()) / rolls:.2f}")
    for name, n in actions.most_common():
        print(f"  {n / rolls:7.3f}  {name}")
    print(f"decisions per roll: {sum(decisions.values()) / rolls:.2f}")
    for name, n in decisions.most_common():
        print(f"  {n / rolls:7.3f}  {name}")


def callgrind(strength: str, games: int, top: int, keep: Path | None = None) -> None:
    """Instructions per roll, split (see the module docstring); ``keep``: a folder to keep
    callgrind's two outputs in (``g0.out``, ``gN.out``)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as scratch:
        tmp = str(keep) if keep is not None else scratch
        runs = []
        for n in (0, games):
            out = Path(tmp) / f"g{n}.out"
            code = CHILD.format(root=str(ROOT), strength=strength, games=n)
            done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                                   "-c", code], capture_output=True, text=True, check=True)
            found = re.search(r"^RESULT (\d+) (.*)$", done.stdout, re.M)
            total = re.search(r"Collected : (\d+)", done.stderr)
            if found is None or total is None:
                raise SystemExit(f"callgrind run failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
            runs.append((out, int(total.group(1)), int(found.group(1)), found.group(2)))
        (base_out, base, base_rolls, engine), (out, total, rolls, _) = runs
        rolls -= base_rolls
        before, after = inclusive(base_out), inclusive(out)
        cost = {k: after.get(k, 0) - before.get(k, 0) for k in after}
        per = (total - base) / rolls
        print(f"callgrind, {strength} players, {games} games less one ({rolls} rolls); engine: {engine}")
        print(f"instructions per roll: {per:,.0f}")
        part = {name: sum(v for k, v in cost.items() if re.search(rx, k)) / rolls for name, rx in PARTS.items()}
        # The players' listing is inside their decisions: count it once, under listing.
        players = part["decide"] + part["propose_deal"] + part["between_turns"]
        print(f"  the game outside play_out     {per - part['play_out']:>10,.0f}  (its set-up, the result, freeing it)")
        print(f"  play_out (the whole loop)     {part['play_out']:>10,.0f}")
        print(f"  apply (apply_legal)           {part['apply_legal']:>10,.0f}")
        print(f"  listing (legal_of/_actions)   {part['listing']:>10,.0f}")
        print(f"  player decisions, less listing{players - part['listing']:>10,.0f}"
              f"  (decide {part['decide']:,.0f}, propose_deal {part['propose_deal']:,.0f}, "
              f"between_turns {part['between_turns']:,.0f})")
        print(f"  the rest of play_out          {part['play_out'] - part['apply_legal'] - players:>10,.0f}")
        if top:
            print(f"the {top} costliest functions per roll, inclusive:")
            for name, c in sorted(((v, k) for k, v in cost.items()), reverse=True)[:top]:
                print(f"  {name / rolls:>10,.0f}  {c}")
            before, after = inclusive(base_out, False), inclusive(out, False)
            print(f"the {top} costliest functions per roll, their own instructions:")
            own = {k: after.get(k, 0) - before.get(k, 0) for k in after}
            for name, c in sorted(((v, k) for k, v in own.items()), reverse=True)[:top]:
                print(f"  {name / rolls:>10,.0f}  {c}")


def keep_folder(path: Path) -> Path:
    """``--keep``'s folder, made now (with its parents) if it is missing, before any game is
    played; a one-line error naming it when it cannot be (a file of that name, no permission)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SystemExit(f"--keep {path}: cannot make or use this folder ({exc.strerror or exc})") from None
    return path


def inclusive(path: Path, yes: bool = True) -> dict[str, int]:
    """Instructions per function, inclusive (``callgrind_annotate --inclusive=yes``), or
    their own only (``yes`` False)."""
    text = subprocess.run(["callgrind_annotate", f"--inclusive={'yes' if yes else 'no'}", "--threshold=100", str(path)],
                          capture_output=True, text=True, check=True).stdout
    costs: dict[str, int] = {}
    for line in text.splitlines():
        found = re.match(r"\s*([\d,]+) \([^)]*\)\s+\S*?:(\S+)", line)
        if found:
            costs[found.group(2)] = costs.get(found.group(2), 0) + int(found.group(1).replace(",", ""))
    return costs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--strength", choices=("good", "simple"), default="good")
    parser.add_argument("--no-callgrind", action="store_true", help="only the counts")
    parser.add_argument("--top", type=int, default=0, help="also list the N costliest functions per roll")
    parser.add_argument("--keep", type=Path, help="keep callgrind's outputs in this folder")
    args = parser.parse_args(argv)
    if args.keep is not None and not args.no_callgrind:
        keep_folder(args.keep)
    if os.environ.get("UBUILD_PURE") == "1":
        counts(args.strength, args.games)
    else:  # counted on the interpreted players (compiled classes take no interpreted subclass): the same games
        subprocess.run([sys.executable, __file__, "--games", str(args.games), "--strength", args.strength,
                        "--no-callgrind"], env={**os.environ, "UBUILD_PURE": "1"}, check=True)
    if not args.no_callgrind:
        os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "")
        callgrind(args.strength, args.games, args.top, args.keep)
    return 0


if __name__ == "__main__":
    sys.exit(main())
