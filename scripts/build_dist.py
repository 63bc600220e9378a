"""Build the release files (``make dist``): the sdist, a platform wheel with the compiled
engine, and a pure-Python wheel as the fallback.

Into ``--out`` (default ``dist/``), emptied first:

- ``ubuild_desktop-VERSION.tar.gz``: the sdist. Installing it builds a pure wheel (or a
  compiled one with ``UBUILD_MYPYC=1`` where the ``native`` extra and a C compiler are).
- ``ubuild_desktop-VERSION-cp311-cp311-PLATFORM.whl``: the platform wheel; the engine
  modules of ``_native.COMPILED`` are mypyc extension modules beside their ``.py`` files
  (``ubuild simulate`` says ``engine: compiled (mypyc, installed)``).
- ``pure/ubuild_desktop-VERSION-py3-none-any.whl``: the pure-Python wheel for platforms
  without a compiler (in a folder of its own, so ``pip install dist/*.whl`` takes one).

Both wheels are built from the unpacked sdist, which proves the sdist complete. The build
runs in this environment (``--no-isolation``): mypyc type-checks the engine against the
installed dependencies, so it needs the ``dist`` extra (``make dist`` installs it). Exit
status 1 if a step fails or the platform wheel lacks a compiled module.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from setup import compiled_modules  # noqa: E402  (setup.py runs setup() only when run, see there)


def log(message: str) -> None:
    print(f"dist: {message}", flush=True)


def build(source: Path, out: Path, kind: str, *, compiled: bool = False) -> Path:
    """``python -m build --KIND`` of ``source`` into ``out``; the one file made."""
    before = set(out.glob("*")) if out.is_dir() else set()
    env = {k: v for k, v in os.environ.items() if k not in ("UBUILD_MYPYC", "UBUILD_PURE")}
    if compiled:
        env["UBUILD_MYPYC"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--skip-dependency-check", f"--{kind}", "--outdir", str(out),
         str(source)],
        cwd=source, env=env, capture_output=True, text=True,
    )
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        raise SystemExit(f"dist: building the {kind} failed")
    (made,) = set(out.glob("*")) - before - {out / "pure"}
    return made


def check_compiled(wheel: Path) -> None:
    """Every module of ``_native.COMPILED`` is an extension module in the wheel."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [m for m in compiled_modules() if f"ubuild_desktop/core/engine/{m}{suffix}" not in names]
    if missing or not any(n.endswith(f"__mypyc{suffix}") for n in names):
        raise SystemExit(f"dist: {wheel.name} lacks compiled modules: {missing or 'the mypyc runtime'}")


def missing_tools() -> list[str]:
    """The dist extra's tools that are not installed (``make dist`` installs them). A
    folder named like one (this checkout's ``build/``) is not the tool."""
    missing = []
    for name in ("build", "mypy", "wheel"):
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:  # absent, or only a namespace folder
            missing.append(name)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="folder for the files (emptied first)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        log(f"the dist tools are not installed ({', '.join(missing)}): run make dist, or pip install -e '.[dist]'")
        return 2
    out: Path = args.out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sdist = build(ROOT, out, "sdist")
    log(f"{sdist.name}")
    with tempfile.TemporaryDirectory(prefix="ubuild-dist-") as temp:
        with tarfile.open(sdist) as archive:
            archive.extractall(temp, filter="data")
        (source,) = Path(temp).iterdir()
        log("compiling the engine with mypyc for the platform wheel (a few minutes)...")
        wheel = build(source, out, "wheel", compiled=True)
        check_compiled(wheel)
        log(f"{wheel.name}")
        pure = build(source, out / "pure", "wheel")
        log(f"pure/{pure.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
