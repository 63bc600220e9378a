"""Qt's first import in a process, without PySide6's reading of every later module.

PySide6 replaces ``__import__`` to offer ``from __feature__ import snake_case``: after each
import that follows QtCore's it reads the new module's whole source (``inspect.getsource``
in ``shibokensupport.feature._mod_uses_pyside``) to learn whether it mentions PySide6, which
decides whether the module takes part in switching features ("no feature", 0) or is left out
(-1). The program never selects a feature, so every module sees Qt's own names either way;
the reading cost a window's process about 0.08 of its 0.85 CPU s (some 250 modules after
QtCore: ``benchmarks/bench_startup.py``). :func:`import_qt` imports QtCore and answers the
question without reading: every module takes the default, "no feature", as any module
mentioning PySide6 does. A PySide6 without that function keeps its own way.

Each command that opens a window or paints calls it before importing its windows
(``app/launch_cli.py``, ``editor/editor_cli.py``, ``cli.py``'s view, ``analyze_cli.py``'s and
``generate_cli.py``'s reports); so does every Qt test child (``tests/child_errors.py``).
"""

from __future__ import annotations

import sys
from types import ModuleType


def import_qt() -> None:
    """Import QtCore (once per process) and spare each later import PySide6's source scan."""
    import PySide6.QtCore  # noqa: F401  (installs PySide6's import hook)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _takes_part  # type: ignore[attr-defined]


def _takes_part(module: ModuleType) -> bool:
    """Every module takes part in feature switching with no feature selected (the default)."""
    return True
