"""The rule sets there are, and how a tool finds the one it needs (in the manner of
OpenSpiel's ``load_game(name)`` or python-chess's ``find_variant(name)``).

Each rule set registers itself once (``kernel.rule_set.register``: U-Build's
``engine.ubuild.rule_set``, the traditional game's ``engine.traditional.rule_set``; a
test may register its own). The rule sets that come with the program are listed in
:data:`BUILT_IN` (``core/built_in.py``, outside the engine), and each is **imported when it
is first needed**: a command, a window or a worker process loads only the rule set it plays
(``ubuild validate starter`` never imports the traditional game, ``ubuild simulate
traditional`` never imports U-Build's rules), and their names (:func:`rule_set_names`) cost
nothing. A tool asks:

- :func:`rule_set` by name (a game file's ``rule_set``, a setting, ``--rules``);
- :func:`rule_set_of` by what it holds: a board (a ``Track``, a ``SquareBoard``...), a
  game, or anything with a ``.game`` (a state, a session);
- :func:`rule_set_of_document` by a game document (a file's JSON object);
- :func:`rule_sets`: every one, in the order of :data:`BUILT_IN`, then the others in the
  order they registered (this loads every built-in one); :func:`rule_set_names`: their names;
  :func:`default_rule_set`: the first (U-Build's); :func:`default_board`: the program's
  default board (the first one's ``default_board``: the Starter track), importing no rule set;
- :func:`load_board_file` / :func:`resolve_board`: the board a file holds (or a built-in
  board's name names), read by the rule set that claims it.

Then it asks the :class:`~.kernel.rule_set.RuleSet` what it needs, and never tests a
board's type or a rule set's name itself.
"""

from __future__ import annotations

import os
import stat
from importlib import import_module
from pathlib import Path
from typing import Any

from ..built_in import BUILT_IN, BuiltIn, default_board
from ..jsonfile import builtin_names
from .kernel.rule_set import DEFAULT_LIMIT, Ending, RuleSet, load_part, register, registered, unregister


def _load(built_in: BuiltIn) -> RuleSet:
    """The built-in rule set, imported (it registers itself) the first time it is asked for."""
    for candidate in registered():
        if candidate.name == built_in.name:
            return candidate
    module = import_module(built_in.module)  # registers it, the first time
    for candidate in (*registered(), *vars(module).values()):  # (or again, after an unregister)
        if isinstance(candidate, RuleSet) and candidate.name == built_in.name:
            return register(candidate)
    raise UnknownRuleSet(f"{built_in.module} registers no rule set named {built_in.name!r}")


def _loaded(built_in: BuiltIn) -> bool:
    return any(r.name == built_in.name for r in registered())


class UnknownRuleSet(LookupError):
    """No registered rule set has that name, or plays that board or game."""


def rule_set_names() -> tuple[str, ...]:
    """The names of the rule sets there are (:func:`rule_sets`' order), importing none."""
    return (*(b.name for b in BUILT_IN), *(r.name for r in _others()))


def rule_sets() -> tuple[RuleSet, ...]:
    """Every rule set, U-Build's first, then the traditional game's (each built-in one
    imported now if it was not), then the others in the order they registered."""
    return (*(_load(b) for b in BUILT_IN), *_others())


def default_rule_set() -> RuleSet:
    """The first rule set (U-Build's), importing no other."""
    return _load(BUILT_IN[0])


def rule_set(name: str) -> RuleSet:
    """The rule set named ``name`` (:class:`UnknownRuleSet` if there is none), importing
    only that one."""
    for candidate in registered():
        if candidate.name == name:
            return candidate
    for built_in in BUILT_IN:
        if built_in.name == name:
            return _load(built_in)
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
    for candidate in reversed(_registered_in_order()):
        if isinstance(game, candidate.game_type) or isinstance(thing, candidate.board_type):
            return candidate
    # A built-in rule set not imported yet plays only its own types (and their subclasses).
    names = {f"{cls.__module__}:{cls.__qualname__}" for cls in (*type(game).__mro__, *type(thing).__mro__)}
    for built_in in BUILT_IN:
        if not _loaded(built_in) and names.intersection(built_in.types):
            return _load(built_in)
    return None


def _registered_in_order() -> tuple[RuleSet, ...]:
    """The rule sets imported so far, in :func:`rule_sets`' order."""
    return (*(_load(b) for b in BUILT_IN if _loaded(b)), *_others())


def _others() -> tuple[RuleSet, ...]:
    """The rule sets registered that are not built in (a test's), in the order they registered."""
    built_in = {b.name for b in BUILT_IN}
    return tuple(r for r in registered() if r.name not in built_in)


def rule_set_of_document(raw: object) -> RuleSet:
    """The rule set whose reader takes a game document: the one that owns its
    ``rule_set`` (U-Build's for a file without one). A document that is not an object, or
    that names no registered rule set, goes to U-Build's reader, whose refusal names it.
    (A built-in rule set owns the documents that name it: only that one is imported.)"""
    if isinstance(raw, dict):
        for candidate in reversed(_registered_in_order()):
            if candidate.owns_document(raw):
                return candidate
        named = raw.get("rule_set", BUILT_IN[0].name)
        for built_in in BUILT_IN:
            if built_in.name == named and not _loaded(built_in) and _load(built_in).owns_document(raw):
                return _load(built_in)
    return default_rule_set()


#: How much of a board file the rule sets see to claim it (``RuleSet.claims_board_file``).
BOARD_FILE_HEAD = 64 * 1024


def load_board_file(path: str | os.PathLike[str]) -> Any:
    """The board the file ``path`` holds (a track, a square board, any rule set's), read by
    the rule set that claims its first bytes (the latest registered first; a file none
    claims goes to the first registered, U-Build's, whose refusal names it). Raises that
    rule set's file error (a ``FileMessageError``, one line naming the file). Only the rule
    set that reads it is imported."""
    head = _head(path)
    for candidate in reversed(_registered_in_order()):
        if candidate.claims_board_file(head):
            return candidate.read_board_file(path)
    for built_in in BUILT_IN:
        if not _loaded(built_in) and built_in.claims and load_part(built_in.claims, f"file test of {built_in.name!r}")(head):
            return _load(built_in).read_board_file(path)
    return default_rule_set().read_board_file(path)


def resolve_board(ref: str) -> Any:
    """A built-in board of any rule set by name (when no file has that name), or the board a
    file holds (:func:`load_board_file`): what ``ubuild view``, ``validate``, ``simulate``,
    ``analyze``, ``play`` and ``edit`` take. Only the rule set that has it is imported."""
    if not Path(ref).exists():
        for built_in in BUILT_IN:  # one not imported yet: by its folder's names
            if (ref in _load(built_in).builtin_boards()) if _loaded(built_in) else (ref in builtin_names(built_in.boards)):
                return _load(built_in).load_builtin(ref)
        for candidate in _others():
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
    "BOARD_FILE_HEAD", "BUILT_IN", "DEFAULT_LIMIT", "BuiltIn", "Ending", "RuleSet", "UnknownRuleSet", "default_board",
    "default_rule_set",
    "find_rule_set_of", "load_board_file", "load_part", "register", "resolve_board", "rule_set", "rule_set_names", "rule_set_of",
    "rule_set_of_document", "rule_sets", "unregister",
]
