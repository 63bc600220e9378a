"""The optional compiled build of the engine and the computer players (mypyc).

``scripts/build_native.py`` (run by ``make``) compiles :data:`COMPILED` with mypyc into
``build/native/`` next to the package and writes ``build/native/manifest.json``: the
Python ABI, the module list and the sources the build depends on (:func:`source_files`:
the compiled modules and every module of the program they import, directly or through
each other, since compiled code also relies on the types of what it imports), each with
two digests: of its bytes and of its code (:func:`code_digest`: the syntax tree without
docstrings, so comments and docstrings do not count). :func:`activate` (called first
thing by the engine package) puts the compiled modules in front of the pure ones only if
every one of those files has the code it was built from; after an edit to that code, or
with ``UBUILD_PURE=1``, the engine runs as pure Python until the next build. An edit to a
comment, a docstring or a module the compiled ones do not import (the balance lab, the
generator, the windows) keeps the build. No compiled module is ever used for code it was
not built from.

An installed platform wheel (``make dist``: ``setup.py`` with ``UBUILD_MYPYC=1``) carries
the compiled modules in the package folders themselves, beside their ``.py`` files, where
the import system takes an extension before a source file: :func:`activate` sees them
(:func:`compiled_in_place`) and reports the compiled engine; with ``UBUILD_PURE=1`` it puts
a finder in front that loads those modules from their ``.py`` files instead.

Pure Python stays the reference: games are move-for-move identical either way
(``tests/engine/test_native.py``). Nothing here imports Qt or anything outside the
standard library.

In more detail:

Compiled classes cannot be monkeypatched or subclassed by interpreted code (except the
kernel's classes a rule set extends, open to it: ``kernel/extensible.py``, so a test's
interpreted rule set runs beside the compiled kernel), have no weak references and check
argument types at calls. Hot code is written so that the compiler helps.

**Hot code.** The engine and the computer players run hundreds of thousands of times per
second in a simulation (``benchmarks/bench_engine.py``, target 100,000 dice rolls per second
with good players). Their modules are compiled by mypyc when ``make`` can; what keeps them
fast, in both builds:

- Module constants and tables are ``Final`` (otherwise compiled code looks each one up in
  the module's dict on every use).
- No closures, lambdas or generators over a ``State`` in compiled modules: each one is a
  reference cycle that keeps a whole game alive until the cycle collector runs
  (``tests/engine/test_native.py`` checks that a finished game is freed by reference
  counting). Plain loops instead of ``any(...)``, ``sum(...)`` or ``min``/``max`` with a key
  or three arguments.
- ``x[i] = x[i] + n``, not ``x[i] += n``, on lists of numbers (the compiled build turns the
  latter into a generic object addition).
- A record made on the hot path (a queue step per move) writes its own ``__init__``: in the
  compiled build the methods a ``@dataclass`` generates stay interpreted calls (a frozen
  one's ``__init__`` even goes through ``object.__setattr__``), while one written in the
  class is compiled. Enum members (``Phase``, ``SpaceKind``, ``BuildingKind``) are read
  through module ``Final`` aliases and compared with ``is``.
- Prebuilt action objects (``Tables``, ``ubuild/player_common.py``, the traditional
  ``Game``'s, the open auctions' bids kept by ``kernel.auction.bid_as``) instead of new ones per
  decision: ``actions.py`` and ``kernel/actions.py`` stay interpreted, so building an action
  is an interpreted call.
- Small tuples kept in tables to be reused (the pieces of event data in ``Tables``) are
  typed ``tuple[Any, ...]``: typed as ``tuple[str, int]``, the compiled build would unpack
  each one it reads and build it again.
- A computer player reads a position's figures through ``figures(state)`` once per decision
  and passes the ``Figures`` down. Every shortcut gives what the plain formula gives
  (exactly, or up to the rounding of a sum of floats):
  ``tests/engine/test_ai_fast_paths.py`` checks it at every decision of real games, and
  ``tests/engine/test_rules_once.py`` checks the ``Figures``' rents and figures against the
  engine's one functions (``money.rent``, ``net_worth``...). A shortcut that copies a rule
  stays only where ``benchmarks/`` shows it is worth more than 3%, with the measurement in a
  comment beside it.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

#: The modules compiled, relative to ``ubuild_desktop/core/engine``. The rest stay
#: interpreted: ``actions`` (dataclasses with ClassVars, which mypyc mishandles), game
#: files, the simulator and the random player, which are not on the hot path; the
#: traditional game's ``actions``, ``options`` (a frozen dataclass), ``decks`` (pydantic)
#: and ``gamefile`` likewise.
COMPILED: tuple[str, ...] = (
    "kernel/phases", "kernel/events", "kernel/refusals", "kernel/records", "kernel/table", "kernel/state", "kernel/ledger", "kernel/auction",
    "kernel/deals", "kernel/session", "ubuild/book",
    "ubuild/tables", "ubuild/game", "ubuild/session", "ubuild/records", "ubuild/data", "ubuild/queries", "ubuild/deals", "ubuild/money",
    "ubuild/refusals", "ubuild/building", "ubuild/hazards", "ubuild/specials", "ubuild/buying", "ubuild/cards_play", "ubuild/movement", "ubuild/table", "ubuild/state",
    "ubuild/player_common", "ubuild/player_base", "ubuild/good_value", "ubuild/good_build", "ubuild/good", "ubuild/simple", "kernel/driver", "kernel/autoplay",
    "traditional/game", "traditional/state", "traditional/refusals", "traditional/money", "traditional/ending",
    "traditional/movement", "traditional/buying", "traditional/building", "traditional/cards_play",
    "traditional/mortgages", "traditional/deals", "traditional/table", "traditional/book", "traditional/session", "traditional/board_numbers", "traditional/player", "traditional/good_value", "traditional/good_raise", "traditional/good",
)

PURE_ENV = "UBUILD_PURE"
FORMAT = 2  # 2: each source file with its digests (1: one digest over all of core)

_ENGINE = Path(__file__).resolve().parent
_CORE = _ENGINE.parent
BUILD_DIR = _CORE.parent.parent / "build" / "native"
LIB_DIR = BUILD_DIR / "lib"
MANIFEST = BUILD_DIR / "manifest.json"

_active = False
_from_build = False  # the compiled modules are build/native's (not an installed wheel's)
_status = "not checked"


def abi_tag() -> str:
    """What a compiled extension is tied to: interpreter, version and platform."""
    return f"{sys.implementation.cache_tag}-{sysconfig.get_config_var('EXT_SUFFIX')}"


PACKAGE = "ubuild_desktop"


def _module_file(name: str) -> Path | None:
    """The file of the program's module ``name`` (dotted, absolute), if there is one."""
    parts = name.split(".")
    if parts[0] != PACKAGE:
        return None
    base = _CORE.parent.joinpath(*parts[1:])
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imported_modules(path: Path, name: str) -> set[str]:
    """The absolute names of the modules ``path`` (module ``name``) may import: every
    ``import``, at the top or inside a function or ``if TYPE_CHECKING``, and for ``from m
    import x`` both ``m`` and ``m.x`` (``x`` may be a module)."""
    import ast

    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_bytes(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[: len(base) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def source_files() -> list[Path]:
    """The files whose code the compiled build depends on: the modules of :data:`COMPILED`,
    every module of the program they import (directly or through each other), and the
    ``__init__.py`` of each package on the way (importing a module runs them)."""
    engine = f"{PACKAGE}.{_ENGINE.relative_to(_CORE.parent).as_posix().replace('/', '.')}"
    todo = [f"{engine}.{name.replace('/', '.')}" for name in COMPILED]
    seen: dict[str, Path] = {}
    while todo:
        name = todo.pop()
        parts = name.split(".")
        for end in range(1, len(parts) + 1):  # the packages on the way, then the module itself
            prefix = ".".join(parts[:end])
            if prefix in seen:
                continue
            path = _module_file(prefix)
            if path is None:
                continue
            seen[prefix] = path
            todo.extend(_imported_modules(path, prefix))
    return sorted(set(seen.values()))


def code_digest(source: bytes) -> str:
    """SHA-256 of a module's code: its syntax tree without docstrings (comments, blank
    lines and positions are not in the tree), so an edit to those does not make the
    compiled build stale."""
    import ast

    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                del body[0]
    return hashlib.sha256(ast.dump(tree, include_attributes=False).encode()).hexdigest()


def source_digests() -> dict[str, list[str]]:
    """For the manifest: each file of :func:`source_files` (its path in the package, as
    ``core/engine/ubuild/good.py``) with the digests of its bytes and of its code."""
    digests: dict[str, list[str]] = {}
    for path in source_files():
        data = path.read_bytes()
        digests[path.relative_to(_CORE.parent).as_posix()] = [hashlib.sha256(data).hexdigest(), code_digest(data)]
    return digests


def sources_digest() -> str:
    """One SHA-256 over the module list and the code of every file of :func:`source_files`
    (what a build is made from: equal digests, equal builds)."""
    h = hashlib.sha256()
    h.update(f"{FORMAT}\n{' '.join(COMPILED)}\n".encode())
    for name, (_, code) in sorted(source_digests().items()):
        h.update(f"{name}\0{code}\0".encode())
    return h.hexdigest()


def _stale_file(files: object) -> str | None:
    """The first file of a manifest's ``files`` whose code changed since the build (or
    that is gone), else None. Reads bytes only, and parses only a file whose bytes changed."""
    if not isinstance(files, dict) or not files:
        return "(no file list)"
    for name, recorded in files.items():
        path = _CORE.parent / name
        try:
            data = path.read_bytes()
        except OSError:
            return name
        if not (isinstance(recorded, list) and len(recorded) == 2):
            return name
        if hashlib.sha256(data).hexdigest() == recorded[0]:
            continue
        try:
            if code_digest(data) == recorded[1]:
                continue  # only comments or docstrings changed
        except (SyntaxError, ValueError):
            pass
        return name
    return None


def _ext_suffix() -> str:
    return sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def compiled_in_place() -> bool:
    """Whether every module of :data:`COMPILED` sits compiled in the package folder itself
    (an installed platform wheel), for this interpreter."""
    suffix = _ext_suffix()
    return all((_ENGINE / f"{name}{suffix}").is_file() for name in COMPILED)


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Loads the modules of :data:`COMPILED` from their ``.py`` files though compiled ones
    sit beside them (``UBUILD_PURE=1`` with an installed platform wheel)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        prefix = __name__.rpartition(".")[0] + "."
        if not fullname.startswith(prefix):
            return None
        relative = fullname[len(prefix):].replace(".", "/")
        if relative not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(fullname, _ENGINE / f"{relative}.py")


def _check() -> str | None:
    """None if the compiled build may be used, else why not."""
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        return f"{PURE_ENV} is set"
    try:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return "no compiled build (make builds one when a C compiler is present)"
    except (OSError, ValueError) as exc:
        return f"unreadable {MANIFEST}: {exc}"
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        return "compiled build of an older format"
    if manifest.get("abi") != abi_tag():
        return f"compiled build is for {manifest.get('abi')}, this is {abi_tag()}"
    if manifest.get("modules") != list(COMPILED):
        return "compiled build of another module list"
    stale = _stale_file(manifest.get("files"))
    if stale is not None:
        return f"compiled build is stale ({stale} changed since it was built); run make to rebuild"
    return None


def activate() -> bool:
    """Put the compiled modules in front of the pure ones if the build is current (or, in
    an installed platform wheel, where they are in front already, say so).

    Called by ``ubuild_desktop/core/engine/__init__.py`` before it imports any engine
    module; it extends the ``__path__`` of the engine package (and ``kernel``, ``ubuild`` and ``traditional`` extend theirs) (the
    extensions sit in a copy of the package folders under ``build/native/lib``) and loads
    mypyc's shared runtime module (``build/native/lib/*__mypyc*``) from its file.

    ``build/native/lib`` itself never goes on ``sys.path``: it holds a bare
    ``ubuild_desktop`` folder (no ``__init__.py``), and a process that inherits such a
    ``sys.path`` before it imports the package (a ``multiprocessing`` spawn worker, as in
    ``ubuild simulate --jobs``) would import that folder, as a namespace package, in place
    of the real one.
    """
    global _active, _from_build, _status
    from . import __path__ as engine_path  # the package being initialised

    if compiled_in_place():
        if os.environ.get(PURE_ENV, "") not in ("", "0"):
            if not any(isinstance(finder, _SourceFirst) for finder in sys.meta_path):
                sys.meta_path.insert(0, _SourceFirst())
            _active, _status = False, f"pure Python ({PURE_ENV} is set)"
            return False
        _active, _status = True, "compiled (mypyc, installed)"
        return True
    reason = _check()
    if reason is not None:
        _active, _status = False, f"pure Python ({reason})"
        return False
    lib_engine = LIB_DIR / _ENGINE.relative_to(_CORE.parent.parent)
    try:
        _load_runtime()
    except (ImportError, OSError) as exc:
        _active, _status = False, f"pure Python (the compiled runtime does not load: {exc})"
        return False
    if str(lib_engine) not in engine_path:
        engine_path.insert(0, str(lib_engine))
    _active, _from_build, _status = True, True, "compiled (mypyc)"
    return True


def _load_runtime() -> None:
    """Import mypyc's shared runtime module of the build from its file (see :func:`activate`)."""
    suffix = _ext_suffix()
    for path in sorted(LIB_DIR.glob(f"*__mypyc{suffix}")):
        name = path.name[: -len(suffix)]
        if name in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot load {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)


def activate_package(name: str, package_path: list[str]) -> None:
    """A subpackage's share of :func:`activate` (``kernel``, ``ubuild`` and ``traditional`` each have their own
    ``__path__``): its compiled modules come first if the engine uses its compiled build."""
    if _from_build:
        lib = str(LIB_DIR / _ENGINE.relative_to(_CORE.parent.parent) / name)
        if lib not in package_path:
            package_path.insert(0, lib)


def native_build_active() -> bool:
    """Whether the compiled engine and computer players are in use in this process (the
    checkout's ``build/native`` or an installed platform wheel's)."""
    return _active


def native_build_status() -> str:
    """One line for a user: ``compiled (mypyc)`` or ``pure Python (why)``."""
    return _status
