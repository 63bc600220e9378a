"""Whether a file's first bytes are a square board's (:func:`looks_like_board`), asked by the
registry of any board file before it imports a rule set: nothing here but bytes."""

from __future__ import annotations


def looks_like_board(head: bytes) -> bool:
    """Whether a file's first bytes read as a board document: a ``"spaces"`` key and no
    ``"pieces"`` (a track's). The registry hands such a file to the traditional game's
    reader (``RuleSet.claims_board_file``), which words its errors as a board file's."""
    return b'"spaces"' in head and b'"pieces"' not in head


__all__ = ["looks_like_board"]
