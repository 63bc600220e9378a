"""Every user-visible string of the Qt code is one pyside6-lupdate can extract.

lupdate only reads literal calls it knows: ``self.tr("...")`` (context: the enclosing
class), ``QCoreApplication.translate("Context", "...")`` (or ``QApplication`` /
``QGuiApplication``) and ``QT_TRANSLATE_NOOP("Context", "...")``. It misses aliases
(``tr = self.tr``), helper wrappers (``def _t(text): return translate("X", text)``),
calls inside f-strings and calls on a variable. A string it misses still works at run
time only while the translation file keeps a hand-added entry, which the next
``make translations`` marks vanished. These checks read the sources with ``ast``; no
Qt display is needed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tests.sources import parse

PACKAGE = Path(__file__).resolve().parent.parent / "ubuild_desktop"
QT_SOURCES = sorted(
    [PACKAGE / "qtapp.py", PACKAGE / "helpmenu.py", PACKAGE / "words.py"]
    + [path for sub in ("board", "charts", "viewer", "editor", "play", "app", "howto") for path in (PACKAGE / sub).rglob("*.py")]
)
APPLICATIONS = {"QCoreApplication", "QApplication", "QGuiApplication"}

# The few legitimate dynamic calls: (file relative to the package, the call as ast.unparse writes it).
ALLOWED_DYNAMIC = {
    # Core's diagnostic templates are marked with QT_TRANSLATE_NOOP("Diagnostic", ...) in
    # core/validate.py, so lupdate finds them there; this helper translates whichever one
    # a diagnostic carries.
    ("words.py", "QCoreApplication.translate('Diagnostic', template)"),
    # The word params of those templates (piece kinds, presets, directions) are marked with
    # QT_TRANSLATE_NOOP("TrackWords", ...) in core/validate.py.
    ("words.py", "QCoreApplication.translate('TrackWords', value)"),
    # The data files' words (district and group names, Chance texts, built-in track
    # names) are marked with QT_TRANSLATE_NOOP in core/datawords.py.
    ("words.py", "QCoreApplication.translate('Districts', name)"),
    ("words.py", "QCoreApplication.translate('ColourGroups', name)"),
    ("words.py", "QCoreApplication.translate('GroupLetters', letter)"),
    ("words.py", "QCoreApplication.translate('Chance', text)"),
    # The Fair start's shared sentences are marked with QT_TRANSLATE_NOOP("Fair", ...) in
    # fair_words.py (Qt-free, for the command line too); the report translates them here.
    ("charts/fair_table.py", "QCoreApplication.translate('Fair', template)"),
    ("words.py", "QCoreApplication.translate('TraditionalCards', text)"),
    ("words.py", "QCoreApplication.translate('Tracks', name)"),
    # The messages about unreadable files and their kind words are marked with
    # QT_TRANSLATE_NOOP("FileErrors", ...) in core/jsonfile.py and core/trackfile.py.
    ("words.py", "QCoreApplication.translate('FileErrors', template)"),
    # The track generator's reasons, marked with QT_TRANSLATE_NOOP("Generate", ...) in core/generate/layouts.py.
    ("words.py", "QCoreApplication.translate('Generate', template)"),
    ("words.py", "QCoreApplication.translate('FileErrors', str(params['kind']))"),
    # Why a game cannot be set up, and a card target's kind in it, are marked with
    # QT_TRANSLATE_NOOP("GameSetup", ...) in core/engine/ubuild/game.py, kernel/records.py and the
    # traditional game's game.py and options.py.
    ("words.py", "QCoreApplication.translate('GameSetup', template)"),
    ("words.py", "QCoreApplication.translate('GameSetup', value)"),
    # The engine's refusal reasons and the phase words in them are marked with
    # QT_TRANSLATE_NOOP("Refusal" / "Phases", ...) in core/engine/{kernel,ubuild,traditional}/refusals.py;
    # a refusal carries its template (kernel.refusals.Refusal), never parsed from English.
    ("words.py", "QCoreApplication.translate('Refusal', why.template)"),
    ("words.py", "QCoreApplication.translate('Phases', str(value))"),
    # The event sentences and their words are marked with QT_TRANSLATE_NOOP("Events", ...)
    # in core/engine/kernel/sentences.py (the one table of event sentences) and each rule set's
    # rows (its sentences.py); their counted phrases
    # are words.Counted's own source texts (context "Counted").
    ("play/game_words.py", "QCoreApplication.translate('Events', template)"),
    ("play/game_words.py", "QCoreApplication.translate('Counted', phrase, None, n)"),
    # The money flows' words are simulate_cli.FLOW_WORDS, marked QT_TRANSLATE_NOOP("Command", ...)
    # there for the command line's text; the charts show the same words.
    ("charts/balance.py", "QCoreApplication.translate('Command', words.get(k, k))"),  # FLOW_WORDS and TRADITIONAL_FLOW_WORDS, marked in simulate_cli
    # Each rule set's How to play title is marked QT_TRANSLATE_NOOP("HowToPlayWindow", ...) in howto/rule_sets.py.
    ("howto/window.py", "QCoreApplication.translate('HowToPlayWindow', part.title)"),
    # What a report of any rule set says without problems, marked QT_TRANSLATE_NOOP("ProblemsPanel", ...)
    # by its class (core/validate.py's Report, core/square/validate.py's BoardReport).
    ("board/problems.py", "QCoreApplication.translate('ProblemsPanel', report.PASSES)"),
}


def _is_literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _is_translate(node: ast.expr) -> bool:
    """``QCoreApplication.translate`` and friends (not ``painter.translate``)."""
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "translate"
        and isinstance(node.value, ast.Name)
        and node.value.id in APPLICATIONS
    )


def _is_tr(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "tr"


def _translation_call(node: ast.AST) -> str | None:
    """Which kind of translation call ``node`` is: "tr", "translate", "noop" or "bare"; else None."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if _is_tr(func):
        return "tr"
    if _is_translate(func):
        return "translate"
    if isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP":
        return "noop"
    if isinstance(func, ast.Name) and func.id in {"tr", "translate", "_t", "_tr", "qsTr"}:
        return "bare"
    return None


def aliases(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """``self.tr`` / ``QCoreApplication.translate`` used other than by calling it (``tr = self.tr``)."""
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and (_is_tr(node) or _is_translate(node)) and id(node) not in called:
            yield node.lineno, ast.unparse(node)


def dynamic_calls(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Translation calls lupdate cannot read: non-literal text or context, tr on another object, bare helpers."""
    for node in ast.walk(tree):
        kind = _translation_call(node)
        if kind is None:
            continue
        assert isinstance(node, ast.Call)
        if kind == "bare":
            ok = False  # a wrapper or an alias: lupdate would file it under no context
        elif kind == "tr":
            receiver = node.func.value  # type: ignore[attr-defined]
            ok = isinstance(receiver, ast.Name) and receiver.id == "self" and bool(node.args) and _is_literal(node.args[0])
        else:
            ok = len(node.args) >= 2 and _is_literal(node.args[0]) and _is_literal(node.args[1])
        if not ok:
            yield node.lineno, ast.unparse(node)


def calls_in_fstrings(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Translation calls inside an f-string's ``{...}``, which lupdate does not look into."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.JoinedStr):
            continue
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                for sub in ast.walk(value):
                    if _translation_call(sub) is not None:
                        yield node.lineno, ast.unparse(sub)


def _problems(check) -> list[str]:  # type: ignore[no-untyped-def]
    found = []
    for path in QT_SOURCES:
        rel = path.relative_to(PACKAGE).as_posix()
        tree = parse(path)
        for line, code in check(tree):
            if check is dynamic_calls and (rel, code) in ALLOWED_DYNAMIC:
                continue
            found.append(f"{rel}:{line}: {code}")
    return found


def test_the_qt_sources_are_found() -> None:
    assert len(QT_SOURCES) > 30
    assert any(path.name == "turn_panel.py" for path in QT_SOURCES)


def test_no_aliases_of_tr_or_translate() -> None:
    problems = _problems(aliases)
    assert not problems, "lupdate does not follow aliases; call self.tr(...) / QCoreApplication.translate(...) " \
        "directly:\n" + "\n".join(problems)


def test_every_translation_call_has_literal_text_and_context() -> None:
    problems = _problems(dynamic_calls)
    assert not problems, (
        "lupdate only extracts self.tr(\"text\"), QCoreApplication.translate(\"Context\", \"text\") and "
        "QT_TRANSLATE_NOOP(\"Context\", \"text\") with literals; write the literal at the call, or mark the "
        "constant with QT_TRANSLATE_NOOP (and allowlist the dynamic call here, with why):\n" + "\n".join(problems)
    )


def test_allowlisted_dynamic_calls_still_exist() -> None:
    found = set()
    for path in QT_SOURCES:
        rel = path.relative_to(PACKAGE).as_posix()
        found.update((rel, code) for _, code in dynamic_calls(parse(path)))
    assert ALLOWED_DYNAMIC <= found, f"stale allowlist entries: {sorted(ALLOWED_DYNAMIC - found)}"


def test_no_translation_calls_inside_fstrings() -> None:
    problems = _problems(calls_in_fstrings)
    assert not problems, "lupdate does not read f-strings; translate into a variable first:\n" + "\n".join(problems)


def test_the_checks_catch_what_lupdate_misses() -> None:
    bad = '''
class W:
    def f(self, GAME_FILTER, text):
        tr = self.tr
        tr("aliased")
        translate = QCoreApplication.translate
        self.tr(GAME_FILTER)
        QCoreApplication.translate("Events", text)
        QApplication.translate(context, "x")
        QT_TRANSLATE_NOOP("Ctx", text)
        other.tr("not self")
        _t("wrapped")
        label = f"<h2>{self.tr('Game over')}</h2>"
        fine = self.tr("Game over") + QCoreApplication.translate("Play", "Bank") + QT_TRANSLATE_NOOP("A", "b")
        painter.translate(1, 2)
'''
    tree = ast.parse(bad)
    assert [code for _, code in aliases(tree)] == ["self.tr", "QCoreApplication.translate"]
    assert sorted(code for _, code in dynamic_calls(tree)) == sorted([
        "tr('aliased')",
        "self.tr(GAME_FILTER)",
        "QCoreApplication.translate('Events', text)",
        "QApplication.translate(context, 'x')",
        "QT_TRANSLATE_NOOP('Ctx', text)",
        "other.tr('not self')",
        "_t('wrapped')",
    ])
    assert [code for _, code in calls_in_fstrings(tree)] == ["self.tr('Game over')"]


def test_no_refusal_is_parsed_back_from_english() -> None:
    """A refusal reaches a window as its template and params (``kernel.refusals.Refusal``):
    no function that handles refusals matches text with a regex, and the old English
    parser (``words._refusal_patterns`` and its helpers) is gone."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = parse(path)
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if "refusal" not in (node.name + (ast.get_docstring(node) or "")).lower():
                continue
            for call in ast.walk(node):
                if (isinstance(call, ast.Attribute) and isinstance(call.value, ast.Name) and call.value.id == "re") or (
                        isinstance(call, ast.Name) and call.id in {"fullmatch", "finditer"}):
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}")
                    break
    assert not offenders, offenders
    source = (PACKAGE / "words.py").read_text(encoding="utf-8")
    for gone in ("_refusal_patterns", "_template_pattern", "_refusal_money", "parse_english_money(value"):
        assert gone not in source, gone
    # The check itself: a refusal parser written with a regex is caught.
    caught = ast.parse("def _refusal(reason):\n    return re.fullmatch('x', reason)\n")
    assert any(isinstance(n, ast.Attribute) and n.value.id == "re" for f in caught.body for n in ast.walk(f)  # type: ignore[attr-defined]
               if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name))
