"""``core/lazy.py``: the one module ``__getattr__`` that imports a package's names when
first used (the board drawing, the balance lab, the square board, the simulator, the
editor and Home use it)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest


@pytest.fixture
def lazypkg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """``lazypkg``: a package whose names live in ``lazypkg.far`` and the top-level
    ``lazyabs`` (and its module ``lazypkg.plain``, with names of its own), imported from
    ``tmp_path`` and forgotten afterwards."""
    package = tmp_path / "lazypkg"
    package.mkdir()
    (package / "__init__.py").write_text(
        "from ubuild_desktop.core.lazy import lazy_names\n"
        "__getattr__ = lazy_names(__name__, {'FAR': '.far', 'ABS': 'lazyabs', 'GONE': '.far'})\n", encoding="utf-8")
    (package / "far.py").write_text("FAR = 'far'\n", encoding="utf-8")
    (package / "plain.py").write_text(
        "from ubuild_desktop.core.lazy import lazy_names\n"
        "__getattr__ = lazy_names(__name__, {'FAR': '.far'})\n", encoding="utf-8")
    (tmp_path / "lazyabs.py").write_text("ABS = 'abs'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        yield importlib.import_module("lazypkg")
    finally:
        for name in [n for n in sys.modules if n == "lazyabs" or n.split(".")[0] == "lazypkg"]:
            del sys.modules[name]


def test_a_name_is_imported_when_first_used(lazypkg: ModuleType) -> None:
    """Importing the package imports none of its homes; asking for a name imports its home,
    relative to the package or by its whole name, from a package's ``__init__`` or from a
    plain module of it."""
    assert "lazypkg.far" not in sys.modules and "lazyabs" not in sys.modules
    assert lazypkg.FAR == "far"
    assert "lazypkg.far" in sys.modules and "lazyabs" not in sys.modules
    from lazypkg import ABS  # type: ignore[import-not-found]

    assert ABS == "abs"
    plain = importlib.import_module("lazypkg.plain")
    assert plain.FAR == "far"


def test_an_unknown_name_is_an_attribute_error(lazypkg: ModuleType) -> None:
    """A name not listed, or listed but missing from its home, is an ``AttributeError``
    naming the module (so ``hasattr`` and ``getattr(m, n, default)`` work)."""
    with pytest.raises(AttributeError, match="'lazypkg' has no attribute 'NOPE'"):
        lazypkg.NOPE  # noqa: B018
    assert not hasattr(lazypkg, "GONE")
    assert getattr(lazypkg, "NOPE", 7) == 7


def test_the_program_s_lazy_packages_give_their_names() -> None:
    """Each user of ``lazy_names`` still gives what it lists."""
    from ubuild_desktop.core import balance, square
    from ubuild_desktop.core.engine import simulate

    assert square.SquareBoard.__name__ == "SquareBoard"
    assert balance.Policy.__name__ == "Policy"
    assert simulate.TRADITIONAL.name == "traditional"
    with pytest.raises(AttributeError, match="ubuild_desktop.core.engine.simulate"):
        simulate.NO_SUCH_NAME  # noqa: B018
