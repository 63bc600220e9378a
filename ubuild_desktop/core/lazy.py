"""Names a module gives that are imported when first used (PEP 562's module ``__getattr__``),
written once for every package that keeps its imports short this way.

A module lists each name by the module that defines it and sets its ``__getattr__``::

    _HOMES = {**dict.fromkeys(("BoardScene",), ".scene"), "TRADITIONAL": "pkg.rules"}
    __getattr__ = lazy_names(__name__, _HOMES)

A home that starts with a dot is relative to the module's package (the module itself when it
is a package's ``__init__``), any other is a whole module name. The name is read from its
home each time it is asked for (Python asks only for names the module does not hold), so a
window drawing a square board never imports the track's drawing, and a simulation imports
only the rule set it plays. A name not listed is an ``AttributeError``, as for any module.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(module: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """The ``__getattr__`` of the module named ``module``: each name of ``homes`` read from
    the module there (imported the first time)."""
    spec = getattr(sys.modules.get(module), "__spec__", None)
    package = module if spec is not None and spec.submodule_search_locations is not None else module.rpartition(".")[0]

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        return getattr(import_module(home, package), name)

    return __getattr__


__all__ = ["lazy_names"]
