"""Build the one-folder app (``make bundle``) with PyInstaller, from the platform wheel.

Steps: a fresh environment in ``--work`` (default ``build/bundle/``; kept between runs,
the wheel reinstalled each time) gets the wheel with its ``bundle`` extra (PyInstaller);
its PyInstaller freezes ``packaging/pyinstaller/ubuild.spec`` into ``--out`` (default
``dist/bundle/``). The app folder ``OUT/ubuild/`` then holds:

- ``ubuild``: the program (the ``ubuild`` command; ``ubuild home`` opens the home window),
  with Python, Qt, the compiled engine, the tile art, the translations and the data inside
  (``_internal/``);
- ``ubuild-desktop``: a link to it that opens the home window (the launcher's command);
- ``share/``: the launcher (``applications/*.desktop``), the software centre's description
  (``metainfo/``) and the icon (``icons/hicolor/...``), as the wheel installs them.

Prints the folder's size. Needs the network (or pip's cache) for the environment.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pyinstaller" / "ubuild.spec"
SHARED = ("applications", "metainfo", "icons")  # what the wheel installs into share/


def log(message: str) -> None:
    print(f"bundle: {message}", flush=True)


def platform_wheel(dist: Path) -> Path:
    """The one platform wheel ``make dist`` left in ``dist`` (not the pure one)."""
    wheels = [w for w in dist.glob("ubuild_desktop-*.whl") if not w.name.endswith("-none-any.whl")]
    if len(wheels) != 1:
        raise SystemExit(f"bundle: expected one platform wheel in {dist}, found {len(wheels)} (run make dist)")
    return wheels[0]


def run(*command: str | Path, cwd: Path) -> None:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                          env={k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "UBUILD_PURE")})
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-6000:])
        raise SystemExit(f"bundle: {Path(str(command[0])).name} {command[1]} failed")


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="the platform wheel (default: the one in dist/)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "bundle", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="the build environment's folder")
    args = parser.parse_args(argv)
    wheel = (args.wheel or platform_wheel(ROOT / "dist")).resolve()
    out, work = args.out.resolve(), args.work.resolve()
    environment = work / "venv"
    python = environment / "bin" / "python"
    if not python.is_file():
        log(f"a fresh environment in {environment}")
        venv.create(environment, with_pip=True, clear=True)
    log(f"installing {wheel.name} with PyInstaller")
    run(python, "-m", "pip", "install", "--quiet", f"{wheel}[bundle]", cwd=work)
    run(python, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", wheel, cwd=work)  # this very build
    log("freezing with PyInstaller (a few minutes)...")
    shutil.rmtree(out / "ubuild", ignore_errors=True)
    run(python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN", "--distpath", out,
        "--workpath", work / "pyinstaller", SPEC, cwd=work)
    app = out / "ubuild"
    (app / "ubuild-desktop").symlink_to("ubuild")
    for name in SHARED:
        shutil.copytree(environment / "share" / name, app / "share" / name)
    log(f"{app}: {folder_size(app) / 1e6:.0f} MB; start it with {app / 'ubuild'} home")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
