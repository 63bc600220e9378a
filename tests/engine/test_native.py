"""The optional compiled build (mypyc): used only when current, and it plays the same games.

``make`` compiles the hot engine modules and the computer players when it can (see
``ubuild_desktop/core/engine/_native.py``). The comparison tests need that build in this
process and skip without it; they play seeded all-computer games here and, with
``UBUILD_PURE=1``, in a pure-Python subprocess, and compare the histories action by
action. ``UBUILD_PURE=1 make test`` runs the whole suite on the pure modules.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import _native, native_build_active, native_build_status

ROOT = Path(__file__).resolve().parents[2]

# Seeded games, one per (track, players, strengths): both strengths, every ruleset,
# railroads, 2 to 6 seats; a few hundred dice rolls each.
GAMES = (
    ("starter", 4, ("good", "good", "simple", "good"), 11),
    ("classic", 3, ("simple", "good", "good"), 12),
    ("classic-railroad", 6, ("good", "simple", "good", "good", "simple", "good"), 13),
    ("pro", 4, ("good", "good", "good", "good"), 14),
    ("pro", 2, ("simple", "good"), 15),
)

PLAY = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tests.engine.test_native import play_all
print(json.dumps(play_all()))
"""


def play_all() -> dict[str, object]:
    """Every game of :data:`GAMES` played to the end: histories (as JSON) and final facts."""
    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.actions import action_to_json
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.trackfile import load_builtin

    out: dict[str, object] = {"active": native_build_active(), "games": []}
    for track, players, strengths, seed in GAMES:
        session = Session(Game.create(load_builtin(track), players), seed)
        seats = [make_player(s, seed * 10 + i) for i, s in enumerate(strengths)]
        state = session.state
        played = play_out(session, seats)  # the driver ubuild simulate and the play window use
        out["games"].append({  # type: ignore[union-attr]
            "history": [action_to_json(a) for a in state.history],
            "cash": state.cash, "rolls": state.rolls, "end": state.end_reason,
            "deals": [played.deals_proposed, played.deals_accepted, played.fallbacks],
            "events": [e.text for e in state.events[-5:]],
        })
    return out


needs_build = pytest.mark.skipif(not native_build_active(), reason=f"engine: {native_build_status()}")


@needs_build
def test_the_compiled_modules_are_the_ones_in_use() -> None:
    for name in _native.COMPILED:
        module = importlib.import_module("ubuild_desktop.core.engine." + name.replace("/", "."))
        assert module.__file__ is not None and not module.__file__.endswith(".py"), module.__file__


@pytest.mark.tool
@needs_build
def test_compiled_and_pure_play_move_for_move_the_same_games() -> None:
    env = {**os.environ, _native.PURE_ENV: "1"}
    done = subprocess.run([sys.executable, "-c", PLAY, str(ROOT)], capture_output=True, text=True,
                          env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    pure = json.loads(done.stdout)
    assert pure["active"] is False
    compiled = play_all()
    assert compiled["active"] is True
    for (track, players, _, seed), a, b in zip(GAMES, pure["games"], compiled["games"]):
        assert a["history"] == b["history"], f"{track} with {players} players, seed {seed}"
        assert a == b


@pytest.mark.tool
def test_pure_env_forces_pure_python() -> None:
    code = ("from ubuild_desktop.core.engine import native_build_active, native_build_status;"
            "from ubuild_desktop.core.engine.ubuild import state, good;"
            "print(native_build_active(), good.__file__.endswith('.py'), native_build_status())")
    env = {**os.environ, _native.PURE_ENV: "1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("False True pure Python (UBUILD_PURE is set)")


def test_a_stale_build_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A manifest for other sources (what is left after editing an engine file) is never used.
    manifest = tmp_path / "manifest.json"
    current = {"format": _native.FORMAT, "abi": _native.abi_tag(), "modules": list(_native.COMPILED),
               "files": _native.source_digests()}
    monkeypatch.delenv(_native.PURE_ENV, raising=False)
    monkeypatch.setattr(_native, "MANIFEST", manifest)
    manifest.write_text(json.dumps(current))
    assert _native._check() is None
    files = dict(current["files"])
    files["core/engine/ubuild/good.py"] = ["0" * 64, "0" * 64]
    manifest.write_text(json.dumps({**current, "files": files}))
    assert "stale (core/engine/ubuild/good.py changed" in (_native._check() or "")
    manifest.write_text(json.dumps({**current, "files": {**current["files"], "core/gone.py": ["0" * 64] * 2}}))
    assert "stale (core/gone.py changed" in (_native._check() or "")
    manifest.write_text(json.dumps({**current, "abi": "cpython-00"}))
    assert "is for" in (_native._check() or "")
    manifest.write_text(json.dumps({**current, "format": 1, "digest": "0" * 64}))  # a build made before
    assert "older format" in (_native._check() or "")
    manifest.unlink()
    assert "no compiled build" in (_native._check() or "")


def _fake_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in package folder: two compiled modules (``engine/kernel/state`` and
    ``engine/ubuild/good``), what they import, and a core module nothing compiled imports."""
    package = tmp_path / "ubuild_desktop"
    files = {
        "__init__.py": '"""The program."""\n',
        "core/__init__.py": "",
        "core/engine/__init__.py": "from . import _native\n",
        "core/engine/_native.py": "",
        "core/engine/kernel/__init__.py": "",
        "core/engine/kernel/state.py": '"""State."""\nfrom ..actions import Action\nx = 1  # one\n',
        "core/engine/ubuild/__init__.py": "",
        "core/engine/ubuild/good.py": "from __future__ import annotations\nfrom typing import TYPE_CHECKING\n"
                                      "from ubuild_desktop.core.engine.kernel import state\n"
                                      "if TYPE_CHECKING:\n    from ubuild_desktop.core import lattice\n"
                                      "def choose() -> int:\n    \"\"\"Choose.\"\"\"\n    return state.x\n",
        "core/engine/actions.py": "class Action:\n    pass\n",
        "core/lattice.py": "y = 1\n",
        "core/balance.py": "z = 1\n",
        "play/window.py": "from ubuild_desktop.core.engine.ubuild import good\n",
    }
    for name, text in files.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(text)
    monkeypatch.setattr(_native, "_CORE", package / "core")
    monkeypatch.setattr(_native, "_ENGINE", package / "core" / "engine")
    monkeypatch.setattr(_native, "COMPILED", ("kernel/state", "ubuild/good"))
    monkeypatch.setattr(_native, "MANIFEST", tmp_path / "manifest.json")
    monkeypatch.delenv(_native.PURE_ENV, raising=False)
    (tmp_path / "manifest.json").write_text(json.dumps({
        "format": _native.FORMAT, "abi": _native.abi_tag(), "modules": list(_native.COMPILED),
        "files": _native.source_digests()}))
    return package


def test_the_build_depends_on_the_compiled_modules_and_what_they_import(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    assert [p.relative_to(package).as_posix() for p in _native.source_files()] == [
        "__init__.py", "core/__init__.py", "core/engine/__init__.py", "core/engine/_native.py", "core/engine/actions.py",
        "core/engine/kernel/__init__.py", "core/engine/kernel/state.py", "core/engine/ubuild/__init__.py",
        "core/engine/ubuild/good.py", "core/lattice.py"]  # not balance.py nor the window
    assert _native._check() is None


@pytest.mark.parametrize(("name", "before", "after", "stale"), [
    ("core/engine/kernel/state.py", "x = 1  # one", "x = 2  # one", True),  # compiled code
    ("core/engine/actions.py", "pass", "y = 0", True),  # imported by compiled code
    ("core/lattice.py", "y = 1", "y = 2", True),  # imported for its types only
    ("core/engine/kernel/state.py", "# one", "# the first", False),  # a comment
    ("core/engine/ubuild/good.py", '"""Choose."""', '"""Choose well."""', False),  # a docstring
    ("core/engine/kernel/state.py", '"""State."""\n', '"""The state."""\n\n\n', False),  # and blank lines
    ("__init__.py", "The program.", "The whole program.", False),
    ("core/balance.py", "z = 1", "z = 2", False),  # a module nothing compiled imports
    ("play/window.py", "good", "good as g", False),
])
def test_only_a_change_to_the_code_the_build_depends_on_makes_it_stale(
        name: str, before: str, after: str, stale: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    digest = _native.sources_digest()
    text = (package / name).read_text()
    assert before in text
    (package / name).write_text(text.replace(before, after))
    reason = _native._check()
    if stale:
        assert reason is not None and f"stale ({name} changed" in reason
        assert _native.sources_digest() != digest  # and a build that failed is tried again
    else:
        assert reason is None
        assert _native.sources_digest() == digest


def test_a_new_import_in_compiled_code_brings_its_module_into_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    good = package / "core/engine/ubuild/good.py"
    good.write_text(good.read_text() + "from ubuild_desktop.core import balance\n")
    assert "stale (core/engine/ubuild/good.py changed" in (_native._check() or "")
    assert package / "core/balance.py" in _native.source_files()


def test_an_installed_platform_wheel_is_seen_and_pure_env_loads_its_sources(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # An installed platform wheel (make dist) has each compiled module beside its .py file,
    # where the import system takes the extension first. tests/test_release.py (slow) runs
    # the real wheel; here the decisions on a stand-in folder.
    engine = tmp_path / "engine"
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    for name in _native.COMPILED:
        (engine / name).parent.mkdir(parents=True, exist_ok=True)
        (engine / f"{name}{suffix}").write_bytes(b"")
        (engine / f"{name}.py").write_text("")
    monkeypatch.setattr(_native, "_ENGINE", engine)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    for name in ("_active", "_from_build", "_status"):  # restored after the test
        monkeypatch.setattr(_native, name, getattr(_native, name))
    assert _native.compiled_in_place()
    monkeypatch.delenv(_native.PURE_ENV, raising=False)
    assert _native.activate() and _native.native_build_status() == "compiled (mypyc, installed)"
    assert not any(isinstance(f, _native._SourceFirst) for f in sys.meta_path)
    monkeypatch.setenv(_native.PURE_ENV, "1")
    assert not _native.activate() and _native.native_build_status() == "pure Python (UBUILD_PURE is set)"
    (finder,) = [f for f in sys.meta_path if isinstance(f, _native._SourceFirst)]
    assert sys.meta_path[0] is finder  # before the path finder, which would take the extension
    spec = finder.find_spec("ubuild_desktop.core.engine.kernel.state", None)
    assert spec is not None and spec.origin == str(engine / "kernel" / "state.py")
    assert finder.find_spec("ubuild_desktop.core.engine.ubuild.actions", None) is None  # never compiled
    assert finder.find_spec("ubuild_desktop.core.cards", None) is None
    (engine / "ubuild" / f"game{suffix}").unlink()  # one module missing: not an installed platform wheel
    assert not _native.compiled_in_place()


@pytest.mark.parametrize("track, players", [("pro", 4), ("classic", 3)])
def test_a_finished_game_is_freed_without_the_cycle_collector(track: str, players: int) -> None:
    # Simulation pauses the cycle collector during games (simulate.play_game). A reference
    # cycle through a State (a closure over it in a compiled player, say) would keep each
    # whole game, history and events included, alive until the next collection: memory
    # grows and the collection that finally comes is slow. Reference counting alone must
    # free a finished game, pure or compiled.
    import gc

    from ubuild_desktop.core.engine.ubuild.session import Session
    from ubuild_desktop.core.engine.ubuild.computer import make_player
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.trackfile import load_builtin

    def states_alive() -> int:
        return sum(1 for o in gc.get_objects() if type(o).__name__ == "State")

    game = Game.create(load_builtin(track), players)
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        before = states_alive()
        for seed in range(3):
            session = Session(game, 100 + seed)
            seats = [make_player("good" if i % 2 == 0 else "simple", seed * 10 + i) for i in range(players)]
            play_out(session, seats)  # type: ignore[arg-type]
            assert session.state.is_terminal()
            del session, seats
            assert states_alive() == before, "a finished game outlived its last reference (a reference cycle)"
    finally:
        if was_enabled:
            gc.enable()
