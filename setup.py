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
sources (default ``build/mypyc``). The C is one file per module, which ``build_ext
--parallel`` compiles on every core (``UBUILD_MYPYC_ONE_FILE=1``: one file of all modules,
as before; measured: 80 CPU s against 126 for the one file, and the same speed of play
within the noise of a loaded machine, 0.97-1.01x per track).

Everything else about the project is in ``pyproject.toml``.

In more detail:

**Packaging.** The layout is the design card's: ``pyproject.toml``, ``ubuild_desktop/``
(with ``core/``, ``editor/``, ``play/``...), ``assets/`` (``tiles/``: the original SVG tile
and building art; ``icons/``: the program's icon) and ``tests/`` at the top level.
``assets/`` installs as the package ``ubuild_desktop.assets``: ``setup.py`` maps it
(``package_dir``) and lists it with the packages found under ``ubuild_desktop/`` (discovery
cannot find a package whose folder is elsewhere); ``pyproject.toml`` holds everything else.
Code reads the art only through ``importlib.resources.files("ubuild_desktop.assets")``
(``board/art.py``, ``qtapp.icon_svg``), never by a path, so a wheel, an editable install
(setuptools' import finder maps the package to ``assets/``) and an app bundle all find it;
``tests/test_install.py`` builds a wheel and an editable install and checks both.

``setup.py`` also holds the one mypyc recipe (``engine_extensions()``: the modules of
``core/engine/_native.py``'s ``COMPILED``, plain mypy config, opt level 3), used two ways:
``scripts/build_native.py`` (``make native``, ``make test``) runs its ``build_ext`` with
``UBUILD_MYPYC=1`` into ``build/native/`` for the checkout, and ``scripts/build_dist.py``
(``make dist``) builds the sdist, then from the unpacked sdist a platform wheel with
``UBUILD_MYPYC=1`` (the extensions sit beside their ``.py`` files, mypyc's shared runtime at
the top of site-packages) and the pure wheel (``dist/pure/``). Both run in ``.venv``
(``--no-isolation``): mypyc type-checks against the installed dependencies. At import,
``_native.activate()`` first asks ``compiled_in_place()`` (an installed platform wheel: the
import system already takes the extensions; ``UBUILD_PURE=1`` puts ``_SourceFirst``, a
finder that loads those modules from their ``.py`` files, in front), then looks for a
current ``build/native/``. ``ubuild simulate`` reports which (``compiled (mypyc,
installed)``).

``scripts/build_bundle.py`` (``make bundle``) makes a fresh environment in
``build/bundle/``, installs the platform wheel with its ``bundle`` extra (PyInstaller) and
freezes ``packaging/pyinstaller/ubuild.spec`` (entry ``ubuild_main.py``: the ``ubuild``
command, or the home window when started as ``ubuild-desktop``, a link beside it) into
``dist/bundle/ubuild/``, then copies the wheel's ``share/`` files (launcher, metainfo, icon)
next to it. The spec lists every ``ubuild_desktop`` module (cli imports its command modules
by name), the imports of the compiled modules (read from their ``.py``: PyInstaller cannot
read an extension's) and mypyc's runtime, and the package data and metadata.
``tests/test_release.py`` (slow) checks the wheel in a fresh environment and the bundle with
no Python around. The version is written once (``ubuild_desktop.__version__``): pyproject
(``dynamic``), the wheel, the bundle, ``ubuild --version``, About and ``CHANGELOG.md``'s
newest release heading (tested) all follow it.
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
    # multi_file: one C file per module (and mypyc's runtime as files of its own), which
    # ``build_ext --parallel`` compiles on every core; one file of all modules (25 MB of C)
    # kept a single compiler busy for minutes.
    return mypycify([*paths, "--config-file", str(config)], opt_level="3", debug_level="0", target_dir=str(temp),
                    multi_file=os.environ.get("UBUILD_MYPYC_ONE_FILE", "") in ("", "0"))


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
