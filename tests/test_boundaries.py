"""The layers' promises, proven: core never imports Qt; editor and play never import each other;
no import circles anywhere."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sources import parse

PACKAGE = Path(__file__).resolve().parent.parent / "ubuild_desktop"


def imports_of(path: Path) -> set[str]:
    tree = parse(path)
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
    return names


def package_imports(sub: str) -> dict[Path, set[str]]:
    return {p: imports_of(p) for p in (PACKAGE / sub).rglob("*.py")}


def test_core_source_never_imports_qt():
    for path, names in package_imports("core").items():
        assert not any(n.split(".")[0] in {"PySide6", "shiboken6"} for n in names), path


@pytest.mark.tool
def test_core_runs_with_qt_blocked():
    code = (
        "import sys, pkgutil, importlib\n"
        "sys.modules['PySide6'] = None\n"  # any import of PySide6 now fails
        "import ubuild_desktop.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, 'ubuild_desktop.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6.')]\n"
        "from ubuild_desktop.cli import main\n"
        "assert main(['validate', 'starter']) == 0\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_engine_never_imports_the_balance_lab():
    """``core/balance`` reads the engine's rules (its Game, rent rule and card rule); the
    engine knows nothing of it, so the odds can never change how a game plays."""
    assert (PACKAGE / "core" / "balance" / "__init__.py").exists()  # walked by the test above
    for path, names in package_imports("core/engine").items():
        assert not any(n.split(".")[-1] == "balance" or ".balance." in n for n in names), path


def _imports_package(names: set[str], target: str) -> bool:
    return any(
        n.startswith(f"ubuild_desktop.{target}") or n.startswith(f"..{target}") or n == f".{target}"
        for n in names
    )


def test_board_editor_and_play_stay_apart():
    rules = {
        "board": {"editor", "play", "viewer"},  # shared drawing depends on no window
        "charts": {"editor", "play", "viewer", "app"},  # shared charts too
        "editor": {"play"},
        "play": {"editor"},
    }
    for sub, forbidden in rules.items():
        if not (PACKAGE / sub).exists():
            continue
        for path, names in package_imports(sub).items():
            for target in forbidden:
                assert not _imports_package(names, target), f"{path} imports {target}"


def _module_imports() -> dict[str, set[str]]:
    """Each module of the package (its dotted name; package ``__init__`` files left out, as
    ``farm-studio look`` leaves them) -> the package's modules it imports anywhere in its
    text: at the top, inside a function, or for the type checker only."""
    root = PACKAGE.parent
    modules = {".".join(p.relative_to(root).with_suffix("").parts): p
               for p in PACKAGE.rglob("*.py") if p.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(parse(path)):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package[: len(package) - (node.level - 1)] if node.level else []
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
                targets = [target, *(f"{target}.{alias.name}" for alias in node.names)]
            found.update(t for t in targets if t in modules)
        graph[name] = found - {name}
    return graph


def test_no_import_circles():
    """No two modules import each other, directly or round a loop (``farm-studio look``
    reports 0 circles): a rule set's parts that windows need (the play view's plug-in, the
    board's editor) are named in the engine's registry, not imported across."""
    from graphlib import CycleError, TopologicalSorter

    graph = _module_imports()
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as exc:
        raise AssertionError(f"import circle: {' -> '.join(exc.args[1])}") from exc


def test_the_import_reader_sees_every_kind_of_import():
    graph = _module_imports()
    assert "ubuild_desktop.play.plugin" in graph["ubuild_desktop.play.game_words"]  # from .plugin import
    assert "ubuild_desktop.play.ubuild.board" in graph["ubuild_desktop.play.ubuild.plugin"]  # inside a method
    assert "ubuild_desktop.play.board" in graph["ubuild_desktop.play.ubuild.plugin"]  # from ..board, inside a method
    assert "ubuild_desktop.core.engine.registry" in graph["ubuild_desktop.play.plugin"]  # absolute


#: The one module ``__getattr__`` (PEP 562) that imports a package's names when first used.
LAZY = "core/lazy.py"


def module_getattrs(path: Path) -> list[int]:
    """The lines where ``path`` defines a module-level ``__getattr__`` function of its own."""
    return [node.lineno for node in parse(path).body
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "__getattr__"]


def test_one_lazy_getattr():
    """A package that imports its names when first used sets ``__getattr__ =
    lazy_names(__name__, _HOMES)`` (``core/lazy.py``): the lookup is written once."""
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative != LAZY and (found := module_getattrs(path)):
            wrong[relative] = found
    assert not wrong, f"use ubuild_desktop.core.lazy.lazy_names: {wrong}"


def test_the_lazy_getattr_finder_finds_one(tmp_path: Path):
    """The check above can fail: a module-level ``__getattr__`` is found, a method is not."""
    sample = tmp_path / "sample.py"
    sample.write_text("class A:\n    def __getattr__(self, name): ...\n\ndef __getattr__(name): ...\n", encoding="utf-8")
    assert module_getattrs(sample) == [4]


PLAY = PACKAGE / "play"
PLUG_INS = ("ubuild_desktop.play.ubuild", "ubuild_desktop.play.traditional")
MAX_LINES = 600
# A module over MAX_LINES says why in its docstring, in a sentence naming this phrase.
LONG_BECAUSE = "over 600 lines"


def _long_files(root: Path) -> dict[str, tuple[int, bool]]:
    """The files under ``root`` over MAX_LINES: their line count, and whether their module
    docstring says why (LONG_BECAUSE)."""
    long = {}
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if (n := len(text.splitlines())) > MAX_LINES:
            doc = ast.get_docstring(ast.parse(text)) or ""
            long[path.relative_to(root).as_posix()] = (n, LONG_BECAUSE in " ".join(doc.split()))
    return long


def test_no_package_file_is_long():
    """Every file of the package stays short enough to read whole (issue 25): a long one
    is split by topic, not by line count, unless its docstring says why it is over 600
    lines; the play view's files have no such exception."""
    long = _long_files(PACKAGE)
    assert not {name: n for name, (n, why) in long.items() if not why}, long
    assert not {name for name in long if name.startswith("play/")}, long


def test_the_long_file_check_sees_a_long_file(tmp_path: Path):
    """The check above reads what it should: a long file without a reason is caught, and
    one whose docstring says why passes."""
    body = "x = 1\n" * (MAX_LINES + 1)
    for name, doc in (("plain.py", "A module."), ("reasoned.py", "A module,\nover 600\nlines because it must be.")):
        (tmp_path / name).write_text(f'"""{doc}"""\n' + body, encoding="utf-8")
    assert _long_files(tmp_path) == {"plain.py": (MAX_LINES + 2, False), "reasoned.py": (MAX_LINES + 4, True)}


def _in_plug_in(module: str) -> bool:
    return any(module == plug_in or module.startswith(plug_in + ".") for plug_in in PLUG_INS)


def test_only_the_registry_reaches_the_play_view_s_plug_ins():
    """``play/ubuild`` and ``play/traditional`` are reached only through the registry (each
    rule set names its plug-in, ``RuleSet.play_view``, as text): no other module imports
    them, anywhere in its text, and neither imports the other. The shared play view asks
    ``play.plugin.rules_for`` for what differs."""
    graph = _module_imports()
    assert any(_in_plug_in(m) for m in graph), "the plug-ins' packages are gone"
    for module, imported in graph.items():
        for target in imported:
            if not _in_plug_in(target):
                continue
            own = next(p for p in PLUG_INS if target == p or target.startswith(p + "."))
            assert module.startswith(own + "."), f"{module} imports {target}"
    for path in PACKAGE.rglob("*.py"):  # no ``import ubuild_desktop.play.ubuild`` through a package either
        text = path.read_text(encoding="utf-8")
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        for plug_in in PLUG_INS:
            if not module.startswith(plug_in):
                named = [line for line in text.splitlines() if plug_in in line and "import" in line]
                assert not named, f"{path} imports {plug_in}: {named}"


def test_the_shared_play_view_never_tests_which_rule_set_it_shows():
    """What differs between rule sets comes from their plug-ins: no module of the shared
    play view tests a rule set's name or a board's type, or reads a "traditional" flag."""
    import re

    test = re.compile(r"""(==|!=|\bis\b|\bin\b)\s*\(?["'](ubuild|traditional)["']|["'](ubuild|traditional)["']\s*(==|!=)"""
                      r"""|isinstance\([^)]*(SquareBoard|Track|TradState|TradSession)\b|properties_are_streets|\btraditional\s*=""")
    for path in PLAY.rglob("*.py"):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if _in_plug_in(module):
            continue
        found = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if test.search(line)]
        assert not found, f"{path.relative_to(PACKAGE)}: {found}"

def test_the_shared_play_view_uses_no_rule_set_s_own_engine_parts():
    """The shared play view (controller, panels, dialogs) asks the kernel what every rule set
    shares (who made an action: ``kernel.actions.named_actor``, which knows the kernel's
    ``ByPlayer``) and the plug-ins what differs (their own ``PickKind``): no module of it
    imports the traditional game's engine, and the shared turn model lists no rule set's
    kinds of pick (the kernel's names it takes from the kernel: the test below)."""
    from ubuild_desktop.play import turn_model

    graph = _module_imports()
    shared = {m: imported for m, imported in graph.items()
              if m.startswith("ubuild_desktop.play.") and not _in_plug_in(m)}
    assert "ubuild_desktop.play.controller" in shared
    wrong = {m: sorted(t for t in imported if t.startswith("ubuild_desktop.core.engine.traditional"))
             for m, imported in shared.items()}
    wrong = {m: t for m, t in wrong.items() if t}
    assert not wrong, f"ask the kernel or the plug-in instead: {wrong}"
    assert not hasattr(turn_model, "PickKind")


#: What the shared play view may still take from U-Build's engine: U-Build's own names, which
#: no kernel module has (the end of Planning Permission and free hazard moves, ``Done``). The
#: one table of event sentences, which the play view's ``game_words`` fills in the user's
#: language, is the kernel's (``kernel/sentences.py``).
SHARED_VIEW_TAKES_FROM_UBUILD = {
    "ubuild_desktop.core.engine.ubuild.actions": {"Done"},
}


def _names_imported_from(path: Path, prefix: str, root: Path = PACKAGE.parent) -> dict[str, set[str]]:
    """The modules under ``prefix`` that the module at ``path`` (under ``root``) imports
    names from (at the top or inside a function, absolute or relative), and the names."""
    package = list(path.relative_to(root).with_suffix("").parts[:-1])
    found: dict[str, set[str]] = {}
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - (node.level - 1)] if node.level else []
            source = ".".join([*base, *(node.module.split(".") if node.module else [])])
            if source == prefix or source.startswith(prefix + "."):
                found.setdefault(source, set()).update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(prefix + "."):
                    found.setdefault(alias.name, set()).add("*")
    return found


def test_the_shared_play_view_takes_the_kernel_s_names_from_the_kernel():
    """Action, State, Phase, Session, Standing, GameFileError... are the kernel's: the shared
    play view imports them from ``core/engine/kernel``, never through U-Build's modules that
    re-export them (issue 25: opening a traditional game imported U-Build's engine for
    them). What it still takes from U-Build's engine is U-Build's own, and listed above."""
    import importlib
    import pkgutil

    from ubuild_desktop.core.engine import kernel

    kernel_modules = [importlib.import_module(m.name) for m in pkgutil.iter_modules(kernel.__path__, kernel.__name__ + ".")]
    wrong: dict[str, list[str]] = {}
    for path in sorted(PLAY.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if _in_plug_in(module):
            continue
        for source, names in _names_imported_from(path, "ubuild_desktop.core.engine.ubuild").items():
            taken = importlib.import_module(source)
            for name in sorted(names):
                obj = getattr(taken, name, None)
                if name == "*" or any(getattr(k, name, None) is obj for k in kernel_modules):
                    wrong.setdefault(module, []).append(f"{source}:{name} (the kernel's)")
                elif name not in SHARED_VIEW_TAKES_FROM_UBUILD.get(source, set()):
                    wrong.setdefault(module, []).append(f"{source}:{name} (not listed)")
    assert not wrong, f"import the kernel's names from the kernel: {wrong}"


def test_the_import_name_reader_sees_relative_and_inner_imports(tmp_path: Path):
    """The check above can fail: it reads a relative import inside a function as the module it names."""
    sample = PLAY / "turn_model.py"
    assert _names_imported_from(sample, "ubuild_desktop.core.engine.ubuild") == {
        "ubuild_desktop.core.engine.ubuild.actions": {"Done"}}
    assert "Action" in _names_imported_from(sample, "ubuild_desktop.core.engine.kernel")["ubuild_desktop.core.engine.kernel.actions"]
    inner = tmp_path / "ubuild_desktop" / "play" / "sample.py"
    inner.parent.mkdir(parents=True)
    inner.write_text("def f():\n    from ..core.engine.ubuild.state import State, Phase\n", encoding="utf-8")
    assert _names_imported_from(inner, "ubuild_desktop.core.engine.ubuild", tmp_path) == {
        "ubuild_desktop.core.engine.ubuild.state": {"State", "Phase"}}


# ------------------------------------------------------------------ one registry

#: Where a board's type may be tested or a rule set's name typed: the registry, and each
#: rule set's own modules (its rules, its board, and the parts its RuleSet names for the
#: windows: its editor's documents and windows, its viewer, its play-view plug-in, its
#: charts' figures). Everything else asks the registry (``core/engine/registry.py``).
RULE_SETS_OWN = (
    "core/engine/registry.py", "core/built_in.py", "core/engine/kernel/rule_set.py",  # the registry
    "core/engine/ubuild/*.py",  # U-Build's rules (its files' "ubuild")
    "core/engine/traditional/*.py",  # the traditional game's rules
    "core/track.py", "core/trackfile.py", "core/square/*.py",  # the boards themselves
    "editor/document.py",  # the track editor's document (U-Build's editor)
    "editor/board_document.py", "editor/square_window.py", "editor/square_forms.py",  # the square board's editor
    "viewer/square_window.py",  # the square board's viewer
    "play/rule_sets.py", "play/ubuild/*.py", "play/traditional/*.py",  # the play view's plug-ins
    "charts/track_figures.py", "charts/square_figures.py",  # the charts' and reports' part of each rule set
    "identity.py",  # the program's own name, "ubuild", which is also U-Build's rule set's
)

#: What tells the rule sets apart when tested: their boards, and their boards' validation
#: reports and problems (a report says what the commands and the problems panel need).
BOARD_TYPES = {"SquareBoard", "Track", "Report", "BoardReport", "Diagnostic", "BoardProblem"}


def _own(relative: str) -> bool:
    from fnmatch import fnmatch

    return any(fnmatch(relative, pattern) for pattern in RULE_SETS_OWN)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (words about the rules, not tests)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


def _names(node: ast.AST) -> set[str]:
    """The names a type argument of ``isinstance`` holds (``SquareBoard``, ``(Track, X)``, ``m.Track``)."""
    if isinstance(node, ast.Tuple):
        return set().union(*(_names(e) for e in node.elts)) if node.elts else set()
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.Attribute):
        return {node.attr}
    return set()


def rule_set_branches(path: Path, rule_set_names: set[str]) -> list[str]:
    """Where ``path`` tests a board's type (``isinstance(x, SquareBoard)``, ``isinstance(x,
    Track)``) or types a rule set's name (``"traditional"``), as "line: what"."""
    tree = parse(path)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"isinstance", "issubclass"}
                and len(node.args) == 2 and _names(node.args[1]) & BOARD_TYPES):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in rule_set_names
              and id(node) not in docstrings):
            found.append(f"{node.lineno}: {node.value!r}")
    return found


def test_only_the_registry_and_the_rule_sets_own_modules_tell_the_rule_sets_apart():
    """Outside the registry and each rule set's own modules, nothing tests a board's type or
    types a rule set's name: ``analyze``, the report, the charts, the Balance panel, the
    commands' refusals and How to play ask the registry (issue 25's "one registry")."""
    from ubuild_desktop.core.engine.registry import rule_sets

    names = {rules.name for rules in rule_sets()}
    assert {"ubuild", "traditional"} <= names
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if _own(relative):
            continue
        found = rule_set_branches(path, names)
        if found:
            wrong[relative] = found
    assert not wrong, f"ask the registry (core/engine/registry.py) instead: {wrong}"


def test_the_rule_set_branch_finder_finds_them(tmp_path: Path):
    """The check above can fail: it sees a type test in a tuple, through a module, of a
    validation report, and a typed name, and leaves docstrings alone."""
    sample = tmp_path / "sample.py"
    sample.write_text('"""A docstring that says "traditional"."""\n'
                      'def f(board, other):\n'
                      '    """traditional"""\n'
                      '    if isinstance(board, (int, square.SquareBoard)):\n'
                      '        return "traditional"\n'
                      '    return isinstance(other, Track)\n'
                      'def g(report):\n'
                      '    return isinstance(report, BoardReport) or isinstance(report, Problem)\n', encoding="utf-8")
    found = rule_set_branches(sample, {"traditional", "ubuild"})
    assert sorted(int(line.split(":")[0]) for line in found) == [4, 5, 6, 8], found  # a report's type too; any problem's is fine


#: The commands and the windows that take any rule set's board: they find it through the
#: registry (``resolve_board``, ``load_board_file``, ``RuleSet.load_builtin``...), never with
#: one rule set's reader (``ubuild export`` and How to play's pictures too).
TAKE_ANY_BOARD = ("cli.py", "console.py", "simulate_cli.py", "analyze_cli.py", "generate_cli.py", "app/launch_cli.py",
                  "viewer/app.py", "play/new_game.py", "app/home.py", "editor/editor_cli.py", "howto/pictures.py")
#: Of those, the ones that name no board type either (a board is the registry's ``Board``;
#: Home shows and edits the program's default board, ``registry.default_board()``).
NAME_NO_BOARD_TYPE = ("cli.py", "simulate_cli.py", "analyze_cli.py", "generate_cli.py", "viewer/app.py",
                      "play/new_game.py", "app/home.py", "editor/editor_cli.py", "howto/pictures.py")
#: One rule set's readers of its boards and its file format.
BOARD_READERS = {"builtin_track_names", "builtin_board_names", "load_builtin_board", "resolve_track", "load_track",
                 "parse_track", "load_board", "parse_board", "looks_like_board", "load_board_or_track", "resolve_board_or_track"}


def _imported_names(path: Path) -> dict[str, int]:
    """Every name ``path`` imports (``from x import name``, anywhere in its text) -> its line."""
    found: dict[str, int] = {}
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.ImportFrom):
            found.update({alias.name: node.lineno for alias in node.names})
    return found


def test_the_commands_and_new_game_read_boards_through_the_registry():
    """``ubuild validate``, ``view``, ``export``, ``simulate``, ``analyze``, ``generate``,
    ``play``, the New game dialog's file entry, How to play's pictures and Home take any
    rule set's board: they import no rule set's own reader (the registry hands a file to the
    rule set that claims it), and the commands, the New game dialog (no ``Track |
    SquareBoard`` union: the kernel's ``Board``), Home (``registry.default_board()``) and
    the pictures name no board type (one loop over the registry; the rule set's
    ``board_schema``, ``picture``, ``export``)."""
    wrong = {}
    for relative in TAKE_ANY_BOARD:
        names = _imported_names(PACKAGE / relative)
        found = sorted(f"{names[n]}: {n}" for n in set(names) & BOARD_READERS)
        if relative in NAME_NO_BOARD_TYPE:
            found += sorted(f"{names[n]}: {n}" for n in set(names) & {"SquareBoard", "Track", "builtin_track_names", "load_builtin"})
        if found:
            wrong[relative] = found
    assert not wrong, f"ask the registry (resolve_board, load_board_file, RuleSet.builtin_boards) instead: {wrong}"



#: Types of the two built-in rule sets that no annotation outside a rule set's own modules
#: names together: a parameter that takes either takes any rule set's, the kernel's
#: ``Board``, ``core.problems``' ``ValidationReport`` or ``Problem``.
BOTH_RULE_SETS = ({"Track", "SquareBoard"}, {"Report", "BoardReport"}, {"Diagnostic", "BoardProblem"})


def _annotation_names(node: ast.AST) -> set[str]:
    """The names an annotation holds, inside quotes too (``"Track | SquareBoard"``)."""
    found: set[str] = set()
    for part in ast.walk(node):
        if isinstance(part, ast.Name):
            found.add(part.id)
        elif isinstance(part, ast.Attribute):
            found.add(part.attr)
        elif isinstance(part, ast.Constant) and isinstance(part.value, str):
            try:
                found |= _annotation_names(ast.parse(part.value, mode="eval"))
            except SyntaxError:
                pass
    return found


def both_boards_annotated(path: Path) -> list[str]:
    """Where ``path`` annotates a parameter, a return or a variable with both rule sets'
    boards (``Track | SquareBoard``), reports or problems, as "line: annotation"."""
    found = []
    for node in ast.walk(parse(path)):
        annotations: list[ast.expr] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            annotations = [a.annotation for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg)
                           if a is not None and a.annotation is not None]
            annotations += [node.returns] if node.returns is not None else []
        elif isinstance(node, ast.AnnAssign):
            annotations = [node.annotation]
        found += [f"{a.lineno}: {ast.unparse(a)}" for a in annotations
                  if any(pair <= _annotation_names(a) for pair in BOTH_RULE_SETS)]
    return found


def test_no_annotation_names_both_boards():
    """The simulator, the Fair start, the console, the commands and the windows take any
    rule set's board, report and problem: their annotations say the kernel's ``Board``,
    ``ValidationReport`` and ``Problem``, not a union of the two built-in rule sets' types
    that a third rule set's would fall outside of (issue 25)."""
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if not _own(relative) and (found := both_boards_annotated(path)):
            wrong[relative] = found
    assert not wrong, f"annotate any rule set's board as kernel.rule_set.Board (core.problems' ValidationReport, Problem): {wrong}"


def test_the_both_boards_finder_finds_them(tmp_path: Path):
    """The check above can fail: a parameter, a return, a field, a quoted annotation, a
    report and a problem."""
    sample = tmp_path / "sample.py"
    sample.write_text("def f(board: Track | SquareBoard, one: Track) -> list[square.SquareBoard | Track]:\n"
                      "    x: 'Track | SquareBoard | None' = None\n"
                      "class C:\n"
                      "    board: tuple[Track | SquareBoard, ...]\n"
                      "    fine: Board\n"
                      "def g(report: Report | BoardReport, problem: Diagnostic | BoardProblem, only: Report): ...\n",
                      encoding="utf-8")
    assert sorted(int(line.split(":")[0]) for line in both_boards_annotated(sample)) == [1, 1, 2, 4, 6, 6]


def test_only_a_rule_set_s_own_modules_write_its_file_format_s_schema():
    """``ubuild schema`` asks the rule set for its board files' schema: no module but the
    rule sets' own and the board models call ``model_json_schema``."""
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if _own(relative):
            continue
        tree = parse(path)
        wrong += [f"{relative}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr == "model_json_schema"]
    assert not wrong, wrong


def test_one_board_reader_for_either_file_is_gone():
    """The reader that told a track file from a square board's by hand
    (``load_board_or_track``) is gone: the registry's ``load_board_file`` is the one."""
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "board_or_track(" not in text, path


def test_the_windows_and_commands_name_gifts_in_the_user_s_language():
    """A Fair start's gift is named at the edge (``words.gift_namer``, ``Console.gift_namer``:
    the rule set's ``gift_name``), never by core's English ``gift_names`` or a weighed
    gift's ``name`` in a proposal's document, which stay for ``--json``."""
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith("core/"):
            continue
        tree = parse(path)
        found = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value == "gift_names"]
        if found:
            wrong[relative] = found
    assert not wrong, wrong
    for name in ("analyze_cli.py", "analyze_fair.py", "fair_words.py"):  # ubuild analyze's text
        analyze = parse(PACKAGE / name)
        subscripts = [ast.unparse(node) for node in ast.walk(analyze) if isinstance(node, ast.Subscript)]
        assert not [s for s in subscripts if s.startswith("w[") and "'name'" in s], f"{name}: a weighed gift is named by its id"


def test_the_commands_the_new_game_dialog_and_how_to_play_import_no_rule_set_s_engine():
    """What they need of a game they ask the registry's ``RuleSet`` (``new_game``,
    ``session``, ``gift_choices``...): none imports U-Build's or the traditional game's
    engine modules (How to play's card took U-Build's ``Game`` and ``Session``, and the
    traditional game's, to make a state)."""
    graph = _module_imports()
    wrong = {}
    for relative in TAKE_ANY_BOARD:
        module = "ubuild_desktop." + relative.removesuffix(".py").replace("/", ".")
        engines = sorted(t for t in graph[module]
                         if t.startswith(("ubuild_desktop.core.engine.ubuild.", "ubuild_desktop.core.engine.traditional.")))
        if engines:
            wrong[relative] = engines
    assert not wrong, f"ask the registry's RuleSet instead: {wrong}"


def test_validation_is_a_capability_with_a_default():
    """A rule set that checks nothing of its boards beyond reading them gives no
    ``validate``: the registry's default report says the board is valid, in the words every
    report has (``ubuild validate``'s line, ``--json``, the problems panel), so ``ubuild
    validate`` and the commands' refusals take any rule set's board (the Ring's:
    tests/play/test_third_rule_set.py runs the installed ``ubuild`` on one)."""
    from ubuild_desktop.core.engine.kernel.rule_set import RuleSet

    class Plain(RuleSet):
        name = "plain"

    report = Plain().validate(object(), {"preset": None})  # (it was NotImplementedError)
    assert report.valid and not report.diagnostics
    assert report.checked_against() is None and report.to_json() == {"rule_set": "plain", "valid": True, "problems": []}
    assert report.summary() == "Read as a plain board; its rules check nothing more"
    assert "{board}" in report.HEADING and report.PASSES


#: The one table of event sentences and the modules that add their rows to it.
SENTENCE_ROWS = ("core/engine/kernel/sentences.py", "core/engine/ubuild/sentences.py", "core/engine/traditional/sentences.py")


def _rows_in(path: Path) -> list[str]:
    """The event kinds whose sentences ``path`` writes: its table's keys (``_E.KIND:``)."""
    import re

    return re.findall(r"^\s*_E\.([A-Z_]+):", path.read_text(encoding="utf-8"), re.MULTILINE)


def test_the_one_table_of_event_sentences_is_the_kernel_s():
    """The event sentences serve every rule set, so the table is the kernel's
    (``kernel/sentences.py``: ``Event.text`` for any rule set, the Ring's too); each rule set
    adds the rows of its own kinds (its ``sentences.py``), each kind's row written once; and
    no module but a rule set's own takes names from another rule set's rows (the play view's
    ``game_words`` took the whole table from U-Build's engine)."""
    from ubuild_desktop.core.engine.kernel.event_kinds import EventKind

    rows = [kind for relative in SENTENCE_ROWS for kind in _rows_in(PACKAGE / relative)]
    assert sorted(rows) == sorted(kind.name for kind in EventKind), "each kind: one row, in one of " + str(SENTENCE_ROWS)
    assert len(_rows_in(PACKAGE / SENTENCE_ROWS[0])) > len(rows) / 2  # the shared rows are the kernel's
    wrong = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for rule_set in ("ubuild", "traditional"):
            own = f"ubuild_desktop.core.engine.{rule_set}"
            module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
            if module.startswith(own + "."):
                continue
            taken = _names_imported_from(path, f"{own}.sentences")
            if taken:
                wrong[path.relative_to(PACKAGE).as_posix()] = taken
    assert not wrong, f"take the sentences from core/engine/kernel/sentences.py: {wrong}"


#: The balance lab's modules every rule set's odds share, and each rule set's own.
SHARED_BALANCE = ("model", "chain", "policy")
BALANCE_OF = {"square": "ubuild_desktop.core.engine.ubuild", "track_model": "ubuild_desktop.core.engine.traditional"}


def _balance_reach(graph: dict[str, set[str]], name: str) -> set[str]:
    """Every module ``core.balance.<name>`` imports, through the balance lab's own modules."""
    seen: set[str] = set()
    todo = [f"ubuild_desktop.core.balance.{name}"]
    while todo:
        for target in graph.get(todo.pop(), set()):
            if target not in seen:
                seen.add(target)
                if target.startswith("ubuild_desktop.core.balance."):
                    todo.append(target)
    return seen


def test_the_shared_movement_model_reads_no_rule_set_s_engine():
    """The exact odds' shared parts (the mover model, the chain, the policy) import no rule
    set's engine, and each rule set's reading of its game reaches only its own: the square
    board's odds never import U-Build's ``Game``, ``State`` and card rule through the
    shared model (they did: ``model.py`` held U-Build's reading)."""
    graph = _module_imports()
    engines = ("ubuild_desktop.core.engine.ubuild", "ubuild_desktop.core.engine.traditional")
    for name in SHARED_BALANCE:
        assert not {t for t in _balance_reach(graph, name) if t.startswith(engines)}, name
    for name, other in BALANCE_OF.items():
        assert not {t for t in _balance_reach(graph, name) if t.startswith(other)}, name
