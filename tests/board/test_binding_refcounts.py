"""Guard against a Qt binding that corrupts reference counts (runs first in tests/board).

PySide6 6.12.0 on CPython 3.11 drops a reference to ``None`` on every call of a method
returning void (``QPainter.save()``, ``QWidget.resize()``...). CPython 3.12+ made
``None`` immortal, so it only bites on 3.11, where it aborts the interpreter
("Fatal Python error: none_dealloc") after a few thousand calls: a few repaints of a
board. Stop the run with a clear message instead of a crash with no report.
"""

from __future__ import annotations

import gc
import sys

import pytest
from PySide6.QtGui import QPainterPath


def none_references() -> int:
    gc.collect()
    return sys.getrefcount(None)


def test_void_qt_calls_keep_none_alive() -> None:
    path = QPainterPath()
    before = none_references()
    for _ in range(1000):
        path.moveTo(1.0, 1.0)  # returns void
    lost = before - none_references()
    if lost > 500:
        import PySide6

        pytest.exit(
            f"PySide6 {PySide6.__version__} on Python {sys.version.split()[0]} loses a reference to None on "
            f"every void call ({lost} lost in 1000 calls) and will abort the interpreter. "
            "Use another PySide6 version (6.11.3 is fine) or Python 3.12+.",
            returncode=3,
        )
