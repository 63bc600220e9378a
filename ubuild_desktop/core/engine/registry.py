"""The rule sets there are, and how a tool finds the one it needs (in the manner of
OpenSpiel's ``load_game(name)`` or python-chess's ``find_variant(name)``).

Each rule set registers itself once (``kernel.rule_set.register``: U-Build's
``engine.rule_set``, the traditional game's ``engine.traditional.rule_set``, both
imported here; a test may register its own). A tool asks:

- :func:`rule_set` by name (a game file's ``rule_set``, a setting, ``--rules``);
- :func:`rule_set_of` by what it holds: a board (a ``Track``, a ``SquareBoard``...), a
  game, or anything with a ``.game`` (a state, a session);
- :func:`rule_set_of_document` by a game document (a file's JSON object);
- :func:`rule_sets`: every one, in the order registered;
- :func:`load_board_file` / :func:`resolve_board`: the board a file holds (or a built-in
  board's name names), read by the rule set that claims it.

Then it asks the :class:`~.kernel.rule_set.RuleSet` what it needs, and never tests a
board's type or a rule set's name itself.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from .ubuild import rule_set as _ubuild  # noqa: F401  (registers U-Build)
from .kernel.rule_set import DEFAULT_LIMIT, Ending, RuleSet, load_part, register, registered, unregister
from .traditional import rule_set as _traditional  # noqa: F401  (registers the traditional game)


class UnknownRuleSet(LookupError):
    """No registered rule set has that name, or plays that board or game."""


def rule_sets() -> tuple[RuleSet, ...]:
    """Every registered rule set, U-Build's first, then the traditional game's (whatever
    registered before this module was imported: a test's rule set may), then the others in
    the order they registered."""
    own = tuple(r for r in (_ubuild.UBUILD, _traditional.TRADITIONAL) if r in registered())
    return (*own, *(r for r in registered() if r not in own))


def rule_set(name: str) -> RuleSet:
    """The rule set named ``name`` (:class:`UnknownRuleSet` if there is none)."""
    for candidate in rule_sets():
        if candidate.name == name:
            return candidate
    raise UnknownRuleSet(f"no rule set is named {name!r}")


def rule_set_of(thing: Any) -> RuleSet:
    """The rule set that plays ``thing``: a board, a game, or a state or session (their
    ``.game``). :class:`UnknownRuleSet` if none does."""
    found = find_rule_set_of(thing)
    if found is None:
        raise UnknownRuleSet(f"no rule set plays a {type(thing).__name__}")
    return found


def find_rule_set_of(thing: Any) -> RuleSet | None:
    """:func:`rule_set_of`, or None when no rule set plays ``thing``."""
    game = getattr(thing, "game", thing)
    # The latest registered first: a rule set registered later may play a subclass of a board.
    for candidate in reversed(rule_sets()):
        if isinstance(game, candidate.game_type) or isinstance(thing, candidate.board_type):
            return candidate
    return None


def rule_set_of_document(raw: object) -> RuleSet:
    """The rule set whose reader takes a game document: the one that owns its
    ``rule_set`` (U-Build's for a file without one). A document that is not an object, or
    that names no registered rule set, goes to U-Build's reader, whose refusal names it."""
    if isinstance(raw, dict):
        for candidate in reversed(rule_sets()):
            if candidate.owns_document(raw):
                return candidate
    return rule_sets()[0]


#: How much of a board file the rule sets see to claim it (``RuleSet.claims_board_file``).
BOARD_FILE_HEAD = 64 * 1024


def load_board_file(path: str | os.PathLike[str]) -> Any:
    """The board the file ``path`` holds (a track, a square board, any rule set's), read by
    the rule set that claims its first bytes (the latest registered first; a file none
    claims goes to the first registered, U-Build's, whose refusal names it). Raises that
    rule set's file error (a ``FileMessageError``, one line naming the file)."""
    head = _head(path)
    for candidate in reversed(rule_sets()):
        if candidate.claims_board_file(head):
            return candidate.read_board_file(path)
    return rule_sets()[0].read_board_file(path)


def resolve_board(ref: str) -> Any:
    """A built-in board of any rule set by name (when no file has that name), or the board a
    file holds (:func:`load_board_file`): what ``ubuild view``, ``validate``, ``simulate``,
    ``analyze``, ``play`` and ``edit`` take."""
    if not Path(ref).exists():
        for candidate in rule_sets():
            if ref in candidate.builtin_boards():
                return candidate.load_builtin(ref)
    return load_board_file(ref)


def _head(path: str | os.PathLike[str]) -> bytes:
    """The first bytes of a regular file; b"" for anything else (a folder, a pipe, a file
    that cannot be read: the reader says why)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # never open a pipe: it could wait forever
            return b""
        with open(path, "rb") as handle:
            return handle.read(BOARD_FILE_HEAD)
    except (OSError, ValueError):
        return b""


__all__ = [
    "BOARD_FILE_HEAD", "DEFAULT_LIMIT", "Ending", "RuleSet", "UnknownRuleSet", "find_rule_set_of", "load_board_file", "load_part",
    "register", "resolve_board", "rule_set", "rule_set_of", "rule_set_of_document", "rule_sets", "unregister",
]
