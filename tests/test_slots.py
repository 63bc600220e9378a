"""No button or action hands its ``checked`` flag to a parameter that means something else.

``clicked``, ``triggered`` and ``toggled`` carry a bool. PySide6 passes it to a slot
that takes a positional parameter, so ``button.clicked.connect(self.edit_track)`` with
``def edit_track(self, track=None)`` calls ``edit_track(False)`` (issue 9: Home's
"Edit a track…" did nothing). A slot of these signals takes no positional parameter,
or exactly one required ``bool`` (the checked state, meant); anything else is connected
through a lambda that calls it properly.

The check reads the source: every ``<x>.clicked/triggered/toggled.connect(slot)``, and
every call of a helper that connects one of its own parameters that way (the windows'
``_action(..., slot)`` helpers), with the slot a method named in the package (``self.name``:
the one defined in the same file, if there is one).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from tests.sources import parse

PACKAGE = Path(__file__).resolve().parent.parent / "ubuild_desktop"
SIGNALS = {"clicked", "triggered", "toggled"}


def _bool_signal_connect(node: ast.AST) -> ast.expr | None:
    """The slot of ``<x>.clicked.connect(slot)`` (or triggered/toggled), else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "connect"
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr in SIGNALS and node.args):
        return node.args[0]
    return None


def _positional(function: ast.FunctionDef) -> list[ast.arg]:
    params = [*function.args.posonlyargs, *function.args.args]
    return params[1:] if params and params[0].arg in ("self", "cls") else params


def _bad_slot(function: ast.FunctionDef) -> str | None:
    """Why ``function`` would misread the checked flag (None if it takes it correctly or not at all)."""
    params = _positional(function)
    if function.args.vararg is not None or not params:
        return None
    defaults = len(function.args.defaults)
    required = params[: len(params) - defaults]
    annotation = ast.unparse(params[0].annotation) if params[0].annotation is not None else ""
    if len(params) == 1 and required and annotation == "bool":
        return None
    return f"its parameter {params[0].arg!r} would receive the checked flag"


def _scan() -> tuple[dict[str, list[tuple[Path, ast.FunctionDef]]], list[tuple[Path, ast.Call, ast.expr]]]:
    definitions: dict[str, list[tuple[Path, ast.FunctionDef]]] = defaultdict(list)
    trees = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = parse(path)
        trees[path] = tree
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                definitions[node.name].append((path, node))
    # Helpers that connect one of their own parameters: name -> (position, parameter name).
    helpers: dict[str, tuple[int, str]] = {}
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            names = [p.arg for p in _positional(node)]
            for inner in ast.walk(node):
                slot = _bool_signal_connect(inner)
                if isinstance(slot, ast.Name) and slot.id in names:
                    helpers[node.name] = (names.index(slot.id), slot.id)
    connections: list[tuple[Path, ast.Call, ast.expr]] = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            slot = _bool_signal_connect(node)
            if slot is not None:
                connections.append((path, node, slot))
            elif isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if name in helpers:
                    index, keyword = helpers[name]
                    given = [k.value for k in node.keywords if k.arg == keyword]
                    if given or index < len(node.args):
                        connections.append((path, node, given[0] if given else node.args[index]))
    return definitions, connections


def test_no_slot_of_a_checked_signal_takes_an_optional_parameter() -> None:
    definitions, connections = _scan()
    assert len(connections) > 50, "the scan found the windows' buttons and actions"
    problems = []
    for path, call, slot in connections:
        if not isinstance(slot, ast.Attribute):
            continue  # a lambda, a signal, a function from elsewhere
        candidates = definitions.get(slot.attr, [])
        if isinstance(slot.value, ast.Name) and slot.value.id == "self":  # a method of this file's class
            candidates = [(where, f) for where, f in candidates if where == path] or candidates
        for where, function in candidates:
            why = _bad_slot(function)
            if why is not None:
                problems.append(f"{path.relative_to(PACKAGE.parent)}:{call.lineno}: {ast.unparse(slot)} -> "
                                f"{where.relative_to(PACKAGE.parent)}:{function.lineno} {function.name}: {why}")
    assert not problems, "connect these through a lambda:\n" + "\n".join(problems)


def test_the_check_finds_the_bug_it_is_for() -> None:
    source = "def edit_track(self, track=None): pass\ndef save(self): pass\ndef set_on(self, on: bool): pass"
    functions = {f.name: f for f in ast.parse(source).body if isinstance(f, ast.FunctionDef)}
    assert _bad_slot(functions["edit_track"]) is not None
    assert _bad_slot(functions["save"]) is None
    assert _bad_slot(functions["set_on"]) is None
