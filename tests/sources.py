"""The program's source files parsed once per test process.

The checks that read the source (import boundaries, translatable strings, slots, engine
layers) walk the same 270 files, and parsing them is most of their cost (about 0.6 CPU s
each time): each file's text is parsed once and the tree shared. The trees are only read:
a check that changes a tree parses its own.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path


def parse(path: Path) -> ast.Module:
    """``path``'s syntax tree, as it is now (read again each time; parsed again only if it changed)."""
    return _parse(path.read_text(encoding="utf-8"), str(path))


@lru_cache(maxsize=None)
def _parse(text: str, filename: str) -> ast.Module:
    return ast.parse(text, filename)
