"""What ``pyproject.toml`` cannot say declaratively: the package list with the art folder,
and the engine compiled with mypyc when asked.

**Layout.** The art lives in the top-level ``assets/`` folder (the design card's layout)
and installs as ``ubuild_desktop.assets``: ``package_dir`` maps that package to the
folder, and the package list names it (with its ``tiles`` and ``icons`` folders) next to
the packages found under ``ubuild_desktop/`` (automatic discovery cannot find a package
whose folder is elsewhere).

**The compiled engine.** With ``UBUILD_MYPYC=1`` the hot engine modules
(``ubuild_desktop/core/engine/_native.py``'s ``COMPILED``) are compiled with mypyc as
extension modules of the wheel, which is then a platform wheel (``make dist``); without
it (the default: ``pip install .``, the sdist on a machine without a C compiler) the
wheel is pure Python and runs the same games, slower. mypyc type-checks what it compiles,
so the build needs the ``native`` extra *and* the program's dependencies in the building
environment (``python -m build --no-isolation``, as ``scripts/build_dist.py`` does).
``scripts/build_native.py`` (``make native``) compiles with this same recipe into
``build/native/`` for the checkout. ``UBUILD_MYPYC_TEMP`` names mypyc's folder for the C
sources (default ``build/mypyc``).

Everything else about the project is in ``pyproject.toml``.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from setuptools import find_namespace_packages, setup

ART = "ubuild_desktop.assets"
NOT_PACKAGES = ["*__pycache__*"]
COMPILE_ENV, TEMP_ENV = "UBUILD_MYPYC", "UBUILD_MYPYC_TEMP"
ENGINE = Path("ubuild_desktop/core/engine")  # relative: the build runs in the project folder

# Plain mypy: the compiled build turns off no error code (tests/test_typing.py checks
# that plain mypy passes on core, so what is compiled is what is type-checked). A config
# file of its own keeps a user's or a project's mypy settings out of the build.
MYPY_CONFIG = "[mypy]\n"


def compiled_modules() -> tuple[str, ...]:
    """``_native.COMPILED``, read from its file (importing the package needs its dependencies)."""
    spec = importlib.util.spec_from_file_location("_ubuild_native", Path(__file__).parent / ENGINE / "_native.py")
    assert spec is not None and spec.loader is not None
    native = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(native)
    return tuple(native.COMPILED)


def engine_extensions() -> list:
    """The mypyc extension modules of the engine if ``UBUILD_MYPYC=1``, else none."""
    if os.environ.get(COMPILE_ENV, "") in ("", "0"):
        return []
    from mypyc.build import mypycify  # the ``native`` extra

    temp = Path(os.environ.get(TEMP_ENV) or "build/mypyc")
    temp.mkdir(parents=True, exist_ok=True)
    config = temp / "mypy.ini"
    config.write_text(MYPY_CONFIG, encoding="utf-8")
    paths = [(ENGINE / f"{name}.py").as_posix() for name in compiled_modules()]
    return mypycify([*paths, "--config-file", str(config)], opt_level="3", debug_level="0", target_dir=str(temp))


if __name__ == "__main__":  # run by the build backend (as __main__); scripts/build_dist.py imports it
    setup(
        packages=[
            *find_namespace_packages(include=["ubuild_desktop", "ubuild_desktop.*"], exclude=NOT_PACKAGES),
            ART,
            *(f"{ART}.{name}" for name in find_namespace_packages(where="assets", exclude=NOT_PACKAGES)),
        ],
        package_dir={ART: "assets"},
        ext_modules=engine_extensions(),
    )
