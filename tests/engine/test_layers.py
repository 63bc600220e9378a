"""The engine's modules form layers: no import circle inside ``core/engine``.

Every import between the engine's own modules is counted, those made only for the type
checker included, so the structure drawn from the imports is the structure of the code.
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

from tests.sources import parse

ENGINE = Path(__file__).resolve().parents[2] / "ubuild_desktop" / "core" / "engine"


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ENGINE).with_suffix("").parts)


def engine_imports() -> dict[str, set[str]]:
    """Module -> the engine modules it imports (package ``__init__`` files left out)."""
    modules = {_module_name(p): p for p in ENGINE.rglob("*.py") if p.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
                if node.level - 1 > len(package):
                    continue  # outside the engine (core, ...)
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
                if target in modules:
                    found.add(target)
                for alias in node.names:  # from . import money
                    sub = ".".join(filter(None, [target, alias.name]))
                    if sub in modules:
                        found.add(sub)
        graph[name] = found - {name}
    return graph


def test_no_import_circle_inside_the_engine() -> None:
    graph = engine_imports()
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as exc:
        raise AssertionError(f"import circle: {' -> '.join(exc.args[1])}") from exc
    assert set(order) >= {"ubuild.money", "ubuild.building", "ubuild.movement", "ubuild.table", "ubuild.state"}


def test_the_rule_topics_sit_below_the_table_and_the_public_state() -> None:
    graph = engine_imports()
    topics = tuple(f"ubuild.{t}" for t in ("money", "deals", "building", "specials", "hazards", "buying", "movement", "cards_play", "queries"))
    above = {"ubuild.table", "ubuild.state"}
    for topic in topics:
        assert not graph[topic] & above, f"{topic} imports {sorted(graph[topic] & above)}"
    # the money rules are the bottom of the topics: every other topic may use them
    assert not graph["ubuild.money"] & set(topics)


def test_the_import_reader_sees_imports() -> None:
    graph = engine_imports()
    assert {"ubuild.money", "ubuild.hazards", "ubuild.data"} <= graph["ubuild.movement"]
    assert "ubuild.table" in graph["ubuild.state"] and "ubuild.money" in graph["ubuild.state"]


# The rule-free core utilities the kernel may use, besides itself and the standard library.
KERNEL_MAY_USE = {"jsonfile", "limits", "i18n", "_gc", "lattice", "usertext"}
# The one exception: the package's __init__ puts its compiled build first through
# _native, the compiled-build loader, which uses nothing but the standard library.
KERNEL_EXCEPTIONS = {"ubuild_desktop.core.engine": {"_native"}}


def kernel_imports() -> dict[str, set[tuple[str, tuple[str, ...]]]]:
    """Kernel module -> (absolute module, imported names) for each import of the program's own code."""
    kernel = ENGINE / "kernel"
    out: dict[str, set[tuple[str, tuple[str, ...]]]] = {}
    for path in sorted(kernel.rglob("*.py")):
        package = ["ubuild_desktop", "core", "engine", "kernel"]
        found: set[tuple[str, tuple[str, ...]]] = set()
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
                found.add((target, tuple(a.name for a in node.names)))
            elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("ubuild_desktop"):
                found.add((node.module, tuple(a.name for a in node.names)))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("ubuild_desktop"):
                        found.add((alias.name, ()))
        out[path.relative_to(kernel).as_posix()] = found
    return out


def test_the_kernel_imports_only_itself_and_rule_free_utilities() -> None:
    imports = kernel_imports()
    assert {"actions.py", "events.py", "phases.py", "state.py", "ledger.py", "session.py"} <= set(imports)
    for module, found in imports.items():
        for target, names in found:
            if target.startswith("ubuild_desktop.core.engine.kernel"):
                continue
            allowed = KERNEL_EXCEPTIONS.get(target)
            if allowed is not None:
                assert set(names) <= allowed, f"kernel/{module} takes {sorted(set(names) - allowed)} from {target}"
                continue
            parts = target.split(".")
            assert parts[:2] == ["ubuild_desktop", "core"] and len(parts) == 3 and parts[2] in KERNEL_MAY_USE, (
                f"kernel/{module} imports {target}: the kernel uses only itself and {sorted(KERNEL_MAY_USE)}")


def test_the_kernel_sits_below_every_rule_module() -> None:
    graph = engine_imports()
    kernel = {name for name in graph if name.startswith("kernel.")}
    assert kernel
    for name in kernel:
        outside = {m for m in graph[name] if not m.startswith("kernel.")}
        assert not outside, f"{name} imports {sorted(outside)}"
