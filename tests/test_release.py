"""The release files, as a user gets them: ``make dist``'s platform wheel, installed in a
fresh environment with no source tree, runs the compiled engine and plays the same games
as pure Python (and the pure wheel, the fallback, plays them too); ``make bundle``'s app
starts without Python or the environment it was built in, and carries its icon, launcher,
translations and tile art.

Slow (the engine compiled with mypyc, environments made from PyPI or pip's cache, a
PyInstaller run: many minutes): run with ``-m slow`` once ``make dist`` has installed the
dist extra (``scripts/build_dist.py`` says so if it is missing). The fast checks of the layout and
of an install are in ``test_install.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

import ubuild_desktop
from ubuild_desktop.core.engine._native import COMPILED
from ubuild_desktop.identity import APP_ID, APPLICATION_NAME

pytestmark = [pytest.mark.slow, pytest.mark.tool]

ROOT = Path(__file__).resolve().parent.parent
SIMULATE = ("simulate", "--games", "6", "--seed", "5", "--players", "3", "--json")
TRADITIONAL = ("simulate", "traditional", "--games", "3", "--seed", "2", "--json")


def _clean_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """An environment with nothing of this checkout or its .venv: no PYTHONPATH, no
    virtual environment on PATH, private data and settings folders."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen",
           "UBUILD_DATA_DIR": str(tmp_path / "data"), "UBUILD_CONFIG_DIR": str(tmp_path / "config")}
    return {**env, **extra}


def _run(command: list[str | Path], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{command}: {done.stdout[-2000:]}{done.stderr[-4000:]}"
    return done


def _games(output: str) -> tuple[str, dict[str, object]]:
    """``ubuild simulate --json``'s engine line and what it says about the games played
    (all but the timing, which holds the engine line)."""
    figures = json.loads(output)
    timing = figures.pop("timing")
    return timing["engine"], figures


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, ROOT / "scripts" / "build_dist.py", "--out", out], cwd=ROOT,
         env={k: v for k, v in os.environ.items() if k != "UBUILD_PURE"})
    return out


def test_dist_makes_an_sdist_a_compiled_platform_wheel_and_a_pure_wheel(dist: Path) -> None:
    version = ubuild_desktop.__version__
    with tarfile.open(dist / f"ubuild_desktop-{version}.tar.gz") as sdist:
        files = {name.split("/", 1)[-1] for name in sdist.getnames()}
    assert {"setup.py", "pyproject.toml", "CHANGELOG.md", "assets/tiles/go.svg", "ubuild_desktop/core/engine/_native.py",
            f"packaging/linux/{APP_ID}.desktop"} <= files
    assert not any(name.startswith(("tests/", "build/", "dist/")) for name in files)
    (wheel,) = dist.glob("*.whl")  # one, so that ``pip install dist/*.whl`` takes it
    assert wheel.name.startswith(f"ubuild_desktop-{version}-cp3") and not wheel.name.endswith("-none-any.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for module in COMPILED:
        assert any(n.startswith(f"ubuild_desktop/core/engine/{module}.cpython-") for n in names), module
        assert f"ubuild_desktop/core/engine/{module}.py" in names  # the source stays: UBUILD_PURE=1 runs it
    assert any("__mypyc" in n and "/" not in n for n in names)  # mypyc's shared runtime
    assert any(n.startswith("ubuild_desktop/assets/tiles/") for n in names)
    (pure,) = (dist / "pure").glob("*.whl")
    assert pure.name == f"ubuild_desktop-{version}-py3-none-any.whl"
    assert not any(n.endswith(".so") for n in zipfile.ZipFile(pure).namelist())


def test_the_wheel_runs_the_compiled_engine_in_a_fresh_environment_and_plays_as_pure_python(
        dist: Path, tmp_path: Path) -> None:
    environment = tmp_path / "env"
    venv.create(environment, with_pip=True)
    bin_dir = environment / "bin"
    env = _clean_env(tmp_path)
    (wheel,) = dist.glob("*.whl")
    _run([bin_dir / "python", "-m", "pip", "install", "--quiet", wheel], cwd=tmp_path, env=env)
    where = _run([bin_dir / "python", "-c", "import ubuild_desktop.core.engine.ubuild.game as g; print(g.__file__)"],
                 cwd=tmp_path, env=env).stdout.strip()
    assert where.startswith(str(environment)) and where.endswith(".so"), where
    for command in (SIMULATE, TRADITIONAL):
        engine, compiled = _games(_run([bin_dir / "ubuild", *command], cwd=tmp_path, env=env).stdout)
        assert engine == "compiled (mypyc, installed)", engine
        engine, pure = _games(_run([bin_dir / "ubuild", *command], cwd=tmp_path,
                                   env={**env, "UBUILD_PURE": "1"}).stdout)
        assert engine == "pure Python (UBUILD_PURE is set)", engine
        assert compiled == pure
    # The fallback for platforms without a compiler: the pure wheel plays the same games.
    (pure_wheel,) = (dist / "pure").glob("*.whl")
    _run([bin_dir / "python", "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", pure_wheel],
         cwd=tmp_path, env=env)
    engine, from_pure_wheel = _games(_run([bin_dir / "ubuild", *SIMULATE], cwd=tmp_path, env=env).stdout)
    assert engine.startswith("pure Python"), engine
    assert from_pure_wheel == _games(_run([bin_dir / "ubuild", *SIMULATE], cwd=tmp_path,
                                          env={**env, "UBUILD_PURE": "1"}).stdout)[1]


def test_the_bundle_starts_without_python_and_carries_its_files(dist: Path, tmp_path: Path) -> None:
    (wheel,) = dist.glob("*.whl")
    out, work = tmp_path / "out", tmp_path / "work"
    _run([sys.executable, ROOT / "scripts" / "build_bundle.py", "--wheel", wheel, "--out", out, "--work", work],
         cwd=ROOT, env={k: v for k, v in os.environ.items() if k != "UBUILD_PURE"})
    subprocess.run(["rm", "-rf", str(work)], check=True)  # the environment it was built in is gone
    app = out / "ubuild"
    program = app / "ubuild"
    env = _clean_env(tmp_path)
    version = _run([program, "--version"], cwd=tmp_path, env=env).stdout.strip()
    assert version == f"ubuild ({APPLICATION_NAME}) {ubuild_desktop.__version__}"
    shot = tmp_path / "home.png"
    _run([program, "home", "--screenshot", shot], cwd=tmp_path, env=env)
    assert shot.read_bytes().startswith(b"\x89PNG") and shot.stat().st_size > 10_000
    # The translations: the command line speaks Spanish to a Spanish user.
    helped = _run([program, "--help"], cwd=tmp_path, env={**env, "LANG": "es_ES.UTF-8"}).stdout
    assert "muestra la versión y termina" in helped
    # The compiled engine came along.
    engine, _games_played = _games(_run([program, *SIMULATE], cwd=tmp_path, env=env).stdout)
    assert engine == "compiled (mypyc, installed)", engine
    # The launcher, its description and the icon; the tile art.
    assert (app / "ubuild-desktop").resolve() == program.resolve()
    for path in (f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
                 f"icons/hicolor/scalable/apps/{APP_ID}.svg"):
        assert (app / "share" / path).is_file(), path
    art = list(app.rglob("ubuild_desktop/assets/tiles/*.svg"))
    assert len(art) == len(list((ROOT / "assets" / "tiles").glob("*.svg"))), art
    assert list(app.rglob("ubuild_desktop/translations/ubuild_es.qm"))
