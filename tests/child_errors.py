"""A Qt test child's exceptions in slots fail it: PySide6 prints an exception raised in a
slot (through ``sys.excepthook``) and goes on, so a child that checked what it could
still passed. At stop 33 the Fair start panel's slot raised on every edit of a track
keeping a gift, and ``tests/editor/fair_child.py`` printed it and passed (the window
scenarios of ``tests/ui_harness.py`` record them the same way)."""

from __future__ import annotations

import atexit
import os
import sys
from typing import Any

from ubuild_desktop.qtstart import import_qt

# Every Qt child imports this module before the program's own: QtCore first, without
# PySide6's reading of each later module's source (ubuild_desktop/qtstart.py).
import_qt()


def fail_on_slot_errors() -> None:
    """From now on, any exception reported by ``sys.excepthook`` or as unraisable makes the
    process end with status 3 (after printing it, and after the child's own end)."""
    seen: list[str] = []

    def excepthook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        seen.append(kind.__name__)
        sys.__excepthook__(kind, value, tb)

    def unraisablehook(info: Any) -> None:
        seen.append(f"unraisable {info.exc_type.__name__}")
        sys.__unraisablehook__(info)

    def end() -> None:
        if seen:
            print(f"exceptions raised in slots: {', '.join(seen)}", file=sys.stderr, flush=True)
            os._exit(3)

    sys.excepthook = excepthook
    sys.unraisablehook = unraisablehook
    atexit.register(end)
