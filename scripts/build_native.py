"""Build the optional compiled engine (mypyc) into build/native/, if it is not current.

``make`` runs this after setting up ``.venv``. It never fails the caller: without mypy
(the ``native`` extra), a C compiler or Python's headers, or on any compile error, it
says so in one line, removes any previous build, and the program runs as pure Python.
``UBUILD_PURE=1`` skips the build. ``--force`` rebuilds even when the build is current.

The build is current when ``build/native/manifest.json`` records the code of its sources
as they are now: the compiled modules and what they import, each file's digest (see
``ubuild_desktop/core/engine/_native.py``, which also refuses a stale build at import
time; an edit to a comment, a docstring or a module outside the compiled ones' imports
keeps the build). The manifest is written last, and only after the compiled modules were
imported and checked in a fresh process.

The C compiler runs on every core (setup.py: one C file per compiled module, compiled in
parallel; ``UBUILD_BUILD_JOBS`` sets how many at once).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ubuild_desktop.core.engine import _native  # noqa: E402  (the pure package: no build on the path yet)

# The compile recipe is setup.py's (the same the platform wheel of ``make dist`` uses):
# its build_ext, with UBUILD_MYPYC=1, into build/native/lib.

# Imports every compiled module from the build in a fresh process and checks that it is
# the extension, not the pure file (run with the manifest in place, before it is kept).
VERIFY = """
import importlib, sys
from ubuild_desktop.core.engine import native_build_active, native_build_status
assert native_build_active(), native_build_status()
for name in sys.argv[1].split(","):
    module = importlib.import_module("ubuild_desktop.core.engine." + name.replace("/", "."))
    assert not module.__file__.endswith(".py"), module.__file__
"""


def jobs() -> int:
    """How many C files to compile at once: ``UBUILD_BUILD_JOBS``, else one per core."""
    try:
        return max(1, int(os.environ.get("UBUILD_BUILD_JOBS", "")))
    except ValueError:
        return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


def log(message: str) -> None:
    print(f"native build: {message}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if the build is current")
    args = parser.parse_args(argv)
    if os.environ.get(_native.PURE_ENV, "") not in ("", "0"):
        log(f"skipped ({_native.PURE_ENV} is set)")
        return 0
    if not args.force and _native._check() is None:
        return 0  # current: nothing to say (make runs this before every test run)
    failed = _native.BUILD_DIR / "failed.digest"
    if not args.force and failed.is_file() and failed.read_text() == _native.sources_digest():
        log("skipped: compiling these sources failed before (build/native/failed.log; --force retries)")
        return 0
    try:
        import mypyc  # noqa: F401
    except ImportError:
        log("skipped: mypy is not installed (pip install -e '.[native]'); the engine runs as pure Python")
        return 0
    build = _native.BUILD_DIR
    shutil.rmtree(build, ignore_errors=True)  # a half-built or stale build is never left behind
    lib, temp = build / "lib", build / "temp"
    temp.mkdir(parents=True)
    files = _native.source_digests()  # the sources this build is made from
    digest = _native.sources_digest()
    log(f"compiling {len(_native.COMPILED)} modules with mypyc (about a minute; UBUILD_PURE=1 skips this)...")
    start = time.monotonic()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "setup.py", "--quiet", "build_ext", "--build-lib", str(lib), "--build-temp", str(temp),
         "--parallel", str(jobs())],
        cwd=ROOT, env={**env, "UBUILD_MYPYC": "1", "UBUILD_MYPYC_TEMP": str(temp)}, capture_output=True, text=True,
    )
    if done.returncode != 0:
        (build / "failed.log").write_text(done.stdout + done.stderr, encoding="utf-8")
        failed.write_text(digest)  # not retried until the sources change (or --force)
        shutil.rmtree(lib, ignore_errors=True)
        shutil.rmtree(temp, ignore_errors=True)
        tail = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()][-3:]
        log("failed; the engine runs as pure Python. Last lines (full log in build/native/failed.log):")
        for line in tail:
            print(f"    {line}", flush=True)
        return 0
    if _native.sources_digest() != digest:
        shutil.rmtree(build, ignore_errors=True)
        log("the sources changed during the build; discarded (the engine runs as pure Python)")
        return 0
    manifest = {"format": _native.FORMAT, "abi": _native.abi_tag(), "modules": list(_native.COMPILED),
                "files": files}
    _native.MANIFEST.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    check = subprocess.run([sys.executable, "-c", VERIFY, ",".join(_native.COMPILED)],
                           cwd=ROOT, env=env, capture_output=True, text=True)
    if check.returncode != 0:
        _native.MANIFEST.unlink()
        (build / "failed.log").write_text(check.stdout + check.stderr, encoding="utf-8")
        log("built, but the compiled modules do not import; the engine runs as pure Python "
            "(see build/native/failed.log)")
        return 0
    shutil.rmtree(temp, ignore_errors=True)
    log(f"done in {time.monotonic() - start:.0f} s; the engine runs compiled (UBUILD_PURE=1 for pure Python)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
