"""``--backend ray``: the generator's sweep on a Ray cluster (issue 27, "Beyond one machine").

- with Ray installed (the optional extra ``.[cluster]``), the test starts a local Ray
  (two CPUs) and runs the sweep on it: in this process (``Request(backend="ray")``), and
  as users do, the installed ``ubuild generate --backend ray --address ...`` joining that
  cluster from a child process; both give the tracks the process pool gives for the seed
  (the evaluation functions are the same on both backends);
- without Ray, ``--backend ray`` is one line saying how to install it (exit 2): the child
  runs with a ``ray`` that cannot be imported ahead of any installed one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ubuild_desktop.core.engine import _native
from ubuild_desktop.core.generate.search import Request, generate
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import load_track
from ubuild_desktop.core.validate import validate

UBUILD = Path(sys.executable).with_name("ubuild")
SMALL = dict(short_games=12, games=20, generations=2, tolerance=0.5, fair_proof=False)  # the quick Fair start: a sweep, not proofs
pytestmark = [pytest.mark.tool, pytest.mark.xdist_group("ray")]


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    env.update(QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(tmp_path / "data"), UBUILD_CONFIG_DIR=str(tmp_path / "config"),
               LANG="C", **extra)
    return env


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        pytest.skip("Ray is not installed (the optional extra: pip install .[cluster])")
    return ray


@pytest.fixture(scope="module")
def local_ray() -> Iterator[str]:
    """A local Ray of two CPUs started by this test, and its address; shut down after."""
    ray = _ray()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield ray.get_runtime_context().gcs_address
    finally:
        ray.shutdown()


def test_the_sweep_runs_on_a_local_ray_with_the_process_pools_results(local_ray: str) -> None:
    request = Request(Preset.STARTER, 25, count=2, seed=4, jobs=2, **SMALL)  # type: ignore[arg-type]
    on_ray = generate(Request(**{**request.__dict__, "backend": "ray", "address": local_ray}))
    assert [s.rank for s in on_ray] == [1, 2]
    assert all(validate(s.track).valid for s in on_ray)
    on_processes = generate(request)
    assert [s.track for s in on_ray] == [s.track for s in on_processes]
    assert [s.minutes for s in on_ray] == [s.minutes for s in on_processes]


@pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")
def test_the_installed_command_joins_a_ray_cluster(local_ray: str, tmp_path: Path) -> None:
    args = ("generate", "--preset", "starter", "--minutes", "25", "--count", "2", "--seed", "4", "--games", "20",
            "--generations", "2", "--tolerance", "0.5", "--no-fair-proof", "--no-reports", "--json")
    done = subprocess.run([str(UBUILD), *args, "--backend", "ray", "--address", local_ray, "--out", "ray"], cwd=tmp_path,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=900)
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stderr
    rows = json.loads(done.stdout)["tracks"]
    assert [r["rank"] for r in rows] == [1, 2]
    pool = subprocess.run([str(UBUILD), *args, "--jobs", "2", "--out", "pool"], cwd=tmp_path, env=_env(tmp_path),
                          capture_output=True, text=True, timeout=900)
    assert pool.returncode == done.returncode, pool.stderr
    for r in rows:
        assert validate(load_track(tmp_path / r["file"])).valid
        name = Path(r["file"]).name
        assert (tmp_path / "ray" / name).read_text() == (tmp_path / "pool" / name).read_text()


@pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")
def test_without_ray_the_ray_backend_says_how_to_install_it(tmp_path: Path) -> None:
    hidden = tmp_path / "no-ray"
    hidden.mkdir()
    (hidden / "ray.py").write_text('raise ModuleNotFoundError("No module named \'ray\'", name="ray")\n', encoding="utf-8")
    done = subprocess.run([str(UBUILD), "generate", "--preset", "starter", "--backend", "ray", "--out", "out"], cwd=tmp_path,
                          env=_env(tmp_path, PYTHONPATH=str(hidden), **{_native.PURE_ENV: "1"}), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Ray" in lines[0] and "[cluster]" in lines[0] and "No module named 'ray'" in lines[0]
    assert not (tmp_path / "out").exists()  # refused before anything was written
    address_alone = subprocess.run([str(UBUILD), "generate", "--address", "auto"], cwd=tmp_path, env=_env(tmp_path),
                                   capture_output=True, text=True, timeout=300)
    assert address_alone.returncode == 2 and "--backend ray" in address_alone.stderr
