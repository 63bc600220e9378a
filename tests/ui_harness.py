"""Click every button and trigger every action of a window, in a child process.

A *scenario* is a function ``scenario(h: Harness) -> None`` that opens windows and
hands them to :meth:`Harness.exercise` (one window, every control one after another, as
a user clicking around would) or :meth:`Harness.exercise_fresh` (each control in a window
as made, for windows whose controls change what the window shows: a game in progress,
a dialog whose buttons close it; a control that left the window showing exactly what it
showed when made, :func:`looks`, hands the same window to the next control, any other
gets a new window). The harness:

- enumerates every control the window shows: each visible ``QAbstractButton`` (except
  tool bar buttons, which are their actions) and each visible ``QAction`` of the menu bar
  (with sub-menus), the tool bars, the window's own shortcut actions and its tool bar and
  dock context menu (``createPopupMenu``);
- clicks each enabled button with ``QTest.mouseClick`` and ``trigger()``s each enabled
  action; a timer closes every dialog that opens meanwhile (message boxes, file, print
  and preview dialogs...): ``reject()``, unless the scenario's ``answer`` accepts it;
- records every Python exception (``sys.excepthook``: PySide6 reports a slot's exception
  there and goes on) and every unraisable one;
- checks that the window is still alive after each control, and writes a JSON report.

The parent side, :func:`run_scenario`, runs a scenario with ``python -m tests.ui_harness``
under ``QT_QPA_PLATFORM=offscreen`` with a fresh user data folder (``UBUILD_DATA_DIR``),
so a crash (segmentation fault) fails one test instead of ending the test run. It fails
the test if the child did not exit 0, or recorded an exception, and returns the report;
:func:`assert_covered` then checks the controls shown were all triggered (or named in the
test with a reason).
"""

from __future__ import annotations

import faulthandler
import importlib
import json
import os
import re
import subprocess
import sys
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHILD_TIMEOUT_S = 600  # a hang guard only (a modal dialog nobody closes), not a speed limit
# Settling after each control: rounds of SETTLE_MS in which the events posted so far run,
# until a few in a row are quiet (at most SETTLE_LIMIT_MS). Each round's wait leaves the
# core idle: at 5 ms a round, one play scenario slept 755 rounds (3.8 s) and all of them
# about a minute of a core; a posted event or a 0 ms timer runs in the very next round,
# whatever the round's length.
SETTLE_MS = 2
SETTLE_LIMIT_MS = 2000

Answer = Callable[[Any], bool]  # given an open dialog: True if it answered (accepted or rejected) it


# ---------------------------------------------------------------------- parent side


@dataclass
class ScenarioResult:
    """What a child reported: one entry per exercised window, the exceptions, the output."""

    windows: list[dict[str, Any]]
    errors: list[str]
    notes: dict[str, Any]
    returncode: int
    output: str
    work: Path  # the scenario's work folder (files it saved or exported)

    def window(self, name: str) -> dict[str, Any]:
        for window in self.windows:
            if window["name"] == name:
                return window
        raise KeyError(f"no window {name!r} in the report: {[w['name'] for w in self.windows]}")


def run_scenario(spec: str, tmp_path: Path, *, check: bool = True) -> ScenarioResult:
    """Run ``module:function`` in a child process; with ``check`` assert it exited 0 with no exception."""
    return run_scenarios([(spec, tmp_path)], check=check)[spec]


def run_scenarios(runs: Sequence[tuple[str, Path]], *, check: bool = True) -> dict[str, ScenarioResult]:
    """Run several scenarios one after another in one child process (each ``(spec, folder)``:
    its own user data, settings and work folders and its own report in ``folder``), so the
    child's start (Python, Qt, the program) is paid once, not once for each.

    Each scenario's result is its own: its windows, its exceptions, and the child's output
    while it ran. A child that crashes (or hangs) fails the scenario it was running, named
    by its last ``[ui_harness] scenario:`` line; the scenarios after it run again in a new
    child. A child that exits non-zero after every scenario reported (a crash at exit)
    fails all of them: that cannot be blamed on one.
    """
    results: dict[str, ScenarioResult] = {}
    todo = list(runs)
    while todo:
        for _, folder in todo:
            (folder / "userdata").mkdir(parents=True, exist_ok=True)
            (folder / REPORT).unlink(missing_ok=True)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONFAULTHANDLER": "1"}
        env.pop("QT_QPA_PLATFORMTHEME", None)  # Qt's own dialogs, which the timer can close
        args = [str(part) for run in todo for part in run]
        try:
            done = subprocess.run([sys.executable, "-m", "tests.ui_harness", *args], cwd=ROOT, env=env,
                                  capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
            stdout, stderr, returncode = done.stdout, done.stderr, done.returncode
        except subprocess.TimeoutExpired as timeout:  # a hang: blamed on the scenario it was in
            stdout, stderr, returncode = _text(timeout.stdout), _text(timeout.stderr), -9
        parts = _split_output(stderr, [spec for spec, _ in todo])
        docs = [json.loads((folder / REPORT).read_text(encoding="utf-8")) if (folder / REPORT).exists() else None
                for _, folder in todo]
        died = next((number for number, doc in enumerate(docs) if doc is None), len(todo))  # where it ended
        expected = max((doc["returncode"] for doc in docs[:died] if doc is not None), default=0)
        for number, (spec, folder) in enumerate(todo[:died + 1]):
            doc = docs[number] or {}
            if number == died:
                code = returncode or -1  # the child ended (or hung) while this one ran
            elif died == len(todo) and returncode != expected:
                code = returncode  # every scenario reported, and still the child failed (at exit)
            else:
                code = doc["returncode"]
            output = f"--- stdout (the whole child)\n{stdout}\n--- stderr (while {spec} ran)\n{parts[spec]}"
            results[spec] = ScenarioResult(doc.get("windows", []), doc.get("errors", []), doc.get("notes", {}),
                                           code, output, folder / "work")
        todo = todo[died + 1:]
    if check:
        for spec, folder in runs:
            result = results[spec]
            assert not result.errors, "exceptions raised in the child:\n" + "\n".join(result.errors) + "\n" + result.output
            assert result.returncode == 0, (f"the child exited with {result.returncode} (negative: killed by that "
                                            f"signal) in {spec}\n{result.output}")
            assert (folder / REPORT).exists(), f"the child wrote no report\n{result.output}"
    return results


def scenario_test(spec: str, group: str) -> Callable[[Any], Any]:
    """Mark a test whose ``ui_scenario`` fixture is the scenario ``spec`` ("module:function"),
    run in one child process with the other scenarios of ``group`` (an ``xdist_group``: one
    worker runs them all): one child's start (Python, Qt, the program) for several."""
    import pytest

    def mark(test: Any) -> Any:
        return pytest.mark.ui_scenario(spec)(pytest.mark.xdist_group(group)(test))

    return mark


def scenario_of_test(request: Any, tmp_path: Path, tmp_path_factory: Any) -> ScenarioResult:
    """The result of the scenario the test names by ``@pytest.mark.ui_scenario("module:function")``
    (tests/conftest.py's ``ui_scenario`` fixture), checked as :func:`run_scenario` checks it.

    The scenarios of the tests that share the test's ``xdist_group`` (one worker runs them
    all, one after another) run together in one child the first time one of them is asked
    for; each later test of the group finds its own result waiting. Each scenario still has
    folders of its own (the asking test's ``tmp_path``; a new one for each other test).
    """
    spec = request.node.get_closest_marker("ui_scenario").args[0]
    done = _WAITING
    if spec not in done:
        group = _group(request.node)
        runs = [(spec, tmp_path)]
        for item in request.session.items:
            marker = item.get_closest_marker("ui_scenario")
            if (group is not None and marker is not None and _group(item) == group
                    and marker.args[0] not in done and all(marker.args[0] != s for s, _ in runs)):
                runs.append((marker.args[0], tmp_path_factory.mktemp(re.sub(r"\W", "_", item.name)[:30])))
        done.update(run_scenarios(runs, check=False))
    result = done.pop(spec)
    assert not result.errors, "exceptions raised in the child:\n" + "\n".join(result.errors) + "\n" + result.output
    assert result.returncode == 0, (f"the child exited with {result.returncode} (negative: killed by that "
                                    f"signal) in {spec}\n{result.output}")
    return result


def _group(item: Any) -> str | None:
    marker = item.get_closest_marker("xdist_group")
    return None if marker is None else str(marker.args[0] if marker.args else marker.kwargs.get("name"))


_WAITING: dict[str, ScenarioResult] = {}  # in a test process: results run with another test's, waiting for theirs


REPORT = "ui-report.json"
_STARTS = "[ui_harness] scenario: "  # the child's line before each scenario (its output is split there)


def _text(data: bytes | str | None) -> str:
    return data.decode(errors="replace") if isinstance(data, bytes) else (data or "")


def _split_output(stderr: str, specs: list[str]) -> dict[str, str]:
    """The child's error output while each scenario ran (what came before the first, the first's)."""
    parts = dict.fromkeys(specs, "")
    current = specs[0]
    for line in stderr.splitlines(keepends=True):
        if line.startswith(_STARTS) and line[len(_STARTS):].strip() in parts:
            current = line[len(_STARTS):].strip()
        parts[current] += line
    return parts


def assert_covered(window: Mapping[str, Any], *, disabled: Mapping[str, str] | None = None) -> None:
    """Every control the window showed was triggered, or skipped with a reason by the scenario.

    ``disabled`` names the controls the test expects to stay disabled throughout, each
    with the reason; a control disabled that is not named (or named and triggered after
    all) fails, so the list stays true.
    """
    disabled = dict(disabled or {})
    problems = []
    for control in window["controls"]:
        status, key = control["status"], control["key"]
        if status == "disabled":
            if key not in disabled:
                problems.append(f"{key}: disabled every time its turn came, and the test does not say why")
            disabled.pop(key, None)
        elif status not in ("triggered", "skipped"):
            problems.append(f"{key}: {status}")
    problems += [f"{key}: expected to stay disabled ({why}) but was not" for key, why in disabled.items()]
    assert not problems, f"{window['name']}: controls not triggered:\n" + "\n".join(problems)
    assert window["controls"], f"{window['name']}: no control found"


def triggered(window: Mapping[str, Any]) -> set[str]:
    return {c["key"] for c in window["controls"] if c["status"] == "triggered"}


# ---------------------------------------------------------------------- child side


@dataclass
class Control:
    """A button or an action, by a key that names it the same way in every new window."""

    key: str
    kind: str  # "button" or "action"
    obj: Any

    @property
    def text(self) -> str:
        return str(self.obj.text()).replace("&", "")


@dataclass
class WindowReport:
    name: str
    controls: list[dict[str, Any]] = field(default_factory=list)
    dialogs: list[dict[str, str]] = field(default_factory=list)
    windows_opened: list[dict[str, str]] = field(default_factory=list)
    closed: bool = False
    made: int = 0  # windows made by exercise_fresh: one, and one more after each control in ``changed``
    changed: list[str] = field(default_factory=list)  # exercise_fresh: the controls that changed the window
    toggled_back: list[str] = field(default_factory=list)  # exercise_fresh: on/off controls switched back


def _alive(obj: Any) -> bool:
    import shiboken6

    return obj is not None and shiboken6.isValid(obj)


def _open(window: Any) -> bool:
    """The window under test is still there (a context menu is exercised without being shown)."""
    from PySide6.QtWidgets import QMenu

    return _alive(window) and (isinstance(window, QMenu) or window.isVisible())


def _menu_actions(actions: Iterable[Any], seen: set[Any], out: list[Any]) -> None:
    for action in actions:
        if not _alive(action) or action in seen:  # the objects, not id(): a freed wrapper's id comes back
            continue
        seen.add(action)
        menu = action.menu()
        if menu is not None:
            menu.aboutToShow.emit()  # menus filled when opened (Open Recent) fill now, as for a user
            _menu_actions(menu.actions(), seen, out)
        elif not action.isSeparator() and action.isVisible() and action.text():
            out.append(action)


def _named_ancestor(widget: Any, window: Any) -> str:
    parent = widget.parentWidget()
    while parent is not None and parent is not window and not parent.objectName():
        parent = parent.parentWidget()
    return parent.objectName() if parent is not None and parent is not window else ""


def controls_of(window: Any) -> list[Control]:
    """Every button and action ``window`` shows, each with a key unique in the window."""
    from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QToolBar, QToolButton

    actions: list[Any] = []
    seen: set[Any] = set()
    if isinstance(window, QMenu):
        _menu_actions(window.actions(), seen, actions)
    else:
        if isinstance(window, QMainWindow):
            _menu_actions(window.menuBar().actions(), seen, actions)
            for bar in window.findChildren(QToolBar):
                _menu_actions(bar.actions(), seen, actions)
        _menu_actions(window.actions(), seen, actions)
        if isinstance(window, QMainWindow):
            popup = window.createPopupMenu()  # right-click on a tool bar or a dock title
            if popup is not None:
                _menu_actions(popup.actions(), seen, actions)
                popup.deleteLater()
    buttons = []
    if not isinstance(window, QMenu):
        for button in window.findChildren(QAbstractButton):
            if isinstance(button, QToolButton) and (button.defaultAction() is not None
                                                     or button.objectName() == "qt_toolbar_ext_button"):
                continue  # a tool bar's button for an action: the action is the control
            if button.isVisible() and button.window() is window:
                buttons.append(button)
    found: list[Control] = []
    keys: dict[str, int] = {}
    # Buttons first: a menu action may hide them (a dock or tool bar toggled off).
    for kind, objects in (("button", buttons), ("action", actions)):
        for obj in objects:
            name = obj.objectName()
            if not name or name.startswith("qt_"):  # unnamed, or Qt's own (a dock's close button)
                own = name or str(obj.text()).replace("&", "") or obj.accessibleName() or type(obj).__name__
                ancestor = _named_ancestor(obj, window) if kind == "button" else ""
                name = f"{ancestor}/{own}" if ancestor else own
            key = f"{kind}:{name}"
            keys[key] = keys.get(key, 0) + 1
            if keys[key] > 1:
                key = f"{key}#{keys[key]}"
            found.append(Control(key, kind, obj))
    return found


def looks(window: Any) -> tuple[Any, ...]:
    """What ``window`` shows, as far as a control could change it: its title, size, state
    (full screen...), font and style sheet, and each visible widget's kind, name, enabled
    and checked state and text (labels, buttons, fields, choices, text views; a list's or
    table's row count; a scrolled view's scroll bars and a board view's zoom), and its
    actions' (:func:`controls_of`). Two windows that look the same are, to a user, the same."""
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSpinBox,
                                   QComboBox, QGraphicsView, QLabel, QLineEdit, QPlainTextEdit, QTextEdit, QWidget)

    shown: list[Any] = [window.windowTitle(), window.size().toTuple(), int(window.windowState().value),
                        window.font().toString(), window.styleSheet()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        text: object = None
        if isinstance(widget, (QAbstractButton, QLabel, QLineEdit, QAbstractSpinBox)):
            text = widget.text()
        elif isinstance(widget, QComboBox):
            text = widget.currentText()
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            text = widget.toPlainText()
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            text = widget.model().rowCount()
        checked = widget.isChecked() if isinstance(widget, QAbstractButton) else None
        shown.append((type(widget).__name__, widget.objectName(), widget.isEnabled(), checked, text,
                      widget.styleSheet()))
        if isinstance(widget, QAbstractScrollArea):
            shown.append((widget.horizontalScrollBar().value(), widget.verticalScrollBar().value()))
        if isinstance(widget, QGraphicsView):
            shown.append(widget.transform().m11())
    for control in controls_of(window):
        if control.kind == "action":
            action = control.obj
            shown.append((control.key, action.isEnabled(), action.isChecked(), action.text()))
    return tuple(shown)


class Harness:
    """The child's side: exercises windows, closes dialogs, records everything."""

    def __init__(self, work: Path) -> None:
        from PySide6.QtCore import QTimer

        from ubuild_desktop.qtapp import application

        self.app = application()
        self.work = work
        self.work.mkdir(parents=True, exist_ok=True)
        self.windows: list[WindowReport] = []
        self.errors: list[str] = []
        self.notes: dict[str, Any] = {}
        self.shown_dialogs: list[dict[str, str]] = []  # every dialog and popup menu closed, in order
        self.answer: Answer | None = None
        self._current: WindowReport | None = None
        self._control = ""
        self._protected: list[Any] = []
        self._handling: list[Any] = []
        self._answered: list[Any] = []  # by the scenario's answer: once each per control
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self.close_dialogs)
        self._timer.start()

    # ------------------------------------------------------------ dialogs

    def close_dialogs(self) -> int:
        """Answer (or reject) every visible dialog that is not a window under test; close popup menus."""
        from PySide6.QtWidgets import QDialog, QMenu

        closed = 0
        for widget in self.app.topLevelWidgets():
            if (not isinstance(widget, (QDialog, QMenu)) or not _alive(widget) or not widget.isVisible()
                    or widget in self._protected or widget in self._handling):
                continue
            if isinstance(widget, QMenu):  # a context menu shown by exec(): Escape
                self._record(widget, ", ".join(a.text().replace("&", "") for a in widget.actions()[:3]))
                widget.close()
                closed += 1
                continue
            self._handling.append(widget)  # the timer fires again inside an answer's nested event loop
            try:
                if widget not in self._answered:
                    self._answered.append(widget)
                    self._record(widget, widget.windowTitle())
                    if self.answer is None or not self.answer(widget):
                        widget.reject()
                else:  # answered once and still open (an answer it did not take): reject it
                    widget.reject()
            finally:
                self._handling.remove(widget)
            closed += 1
        return closed

    def _record(self, widget: Any, title: str) -> None:
        shown = {"control": self._control, "dialog": type(widget).__name__, "title": title}
        self.shown_dialogs.append(shown)
        if self._current is not None:
            self._current.dialogs.append(shown)

    def settle(self, rounds: int = 4) -> None:
        """Let events, timers and dialogs run out: a few quiet rounds in a row (none while a
        game file is still being read off the UI thread)."""
        from PySide6.QtTest import QTest

        from ubuild_desktop.play.opening import GameOpening

        quiet = 0
        for _ in range(SETTLE_LIMIT_MS // SETTLE_MS):
            QTest.qWait(SETTLE_MS)
            reading = any(w.findChildren(GameOpening) for w in self.app.topLevelWidgets())
            quiet = 0 if self.close_dialogs() or reading else quiet + 1
            if quiet >= rounds:
                return

    # ------------------------------------------------------------ exercising

    def trigger(self, control: Control) -> None:
        """Click the button or trigger the action as a user would, then let it settle."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        self._answered = []  # a dialog shown again for this control is answered again
        if control.kind == "button":
            QTest.mouseClick(control.obj, Qt.MouseButton.LeftButton)
        else:
            control.obj.trigger()
        self.settle()

    def use(self, obj: Any, answer: Answer | None = None) -> None:
        """Click one button or trigger one action (a step of a user's path), ``answer`` for its dialogs."""
        from PySide6.QtWidgets import QAbstractButton

        control = Control(obj.objectName() or str(obj.text()), "button" if isinstance(obj, QAbstractButton) else "action", obj)
        self.do(lambda: self.trigger(control), answer, name=control.key)

    def do(self, step: Callable[[], object], answer: Answer | None = None, *, name: str = "") -> None:
        """One step of a user's path (a function that clicks, types or sends an event), then settle."""
        self.answer, self._answered, self._control = answer, [], name or getattr(step, "__name__", "step")
        try:
            step()
            self.settle()
        finally:
            self.answer = None

    def _trigger(self, report: WindowReport, window: Any, key: str) -> str:
        """Trigger the control ``key`` of ``window`` as it is shown now; its status
        ("gone", "disabled", or what :meth:`_run_one` says)."""
        control = {c.key: c for c in controls_of(window)}.get(key)
        if control is None:
            return "gone"
        if not control.obj.isEnabled():
            return "disabled"
        return self._run_one(report, window, control)

    def _run_one(self, report: WindowReport, window: Any, control: Control) -> str:
        from PySide6.QtWidgets import QDialog, QMenu

        before = set(self.app.topLevelWidgets())  # the widgets, not their id(): a new one may reuse a freed id
        self._control = control.key
        print(f"[ui_harness] {report.name}: {control.key}", file=sys.stderr, flush=True)  # the last one before a crash
        self.trigger(control)
        for widget in self.app.topLevelWidgets():
            if widget not in before and widget.isVisible() and not isinstance(widget, (QDialog, QMenu)):
                report.windows_opened.append({"control": control.key, "window": type(widget).__name__,
                                              "title": widget.windowTitle()})
        return "triggered"

    def exercise(
        self,
        window: Any,
        name: str,
        *,
        skip: Mapping[str, str] | None = None,
        last: Mapping[str, str] | None = None,
        prepare: Callable[[], None] | None = None,
        answer: Answer | None = None,
    ) -> WindowReport:
        """Trigger every control of ``window`` one after another, in the same window.

        ``skip``: keys never triggered blindly, each with the reason (the test covers them
        on its own); ``last``: keys that close the window, triggered at the end (in order;
        the window must be closed, not crashed, afterwards). ``prepare`` runs before each
        control (e.g. select a piece so the selection's actions are enabled). Controls
        disabled when their turn comes are tried again after all the others.
        """
        skip, last = dict(skip or {}), dict(last or {})
        report = WindowReport(name)
        self.windows.append(report)
        self._current, self.answer = report, answer
        self._protected = [window]
        self.settle()
        controls = controls_of(window)
        keys = [c.key for c in controls]
        for key in (*skip, *last):
            if key not in keys:
                self.errors.append(f"{name}: the scenario names {key!r}, which the window does not show; it shows {keys}")
        status: dict[str, str] = {}
        texts = {c.key: c.text for c in controls}
        for key, why in skip.items():
            status[key] = "skipped"
            texts[key] = f"{texts.get(key, '')} (skipped: {why})"
        order = [k for k in keys if k not in skip and k not in last]
        for attempt in range(2):
            for key in order:
                if status.get(key) == "triggered":
                    continue
                if not _open(window):
                    self.errors.append(f"{name}: the window closed or died before {key} (after {self._control})")
                    break
                if prepare is not None:
                    prepare()
                status[key] = self._trigger(report, window, key)
        for key in last:
            if not _open(window):
                status[key] = "gone"
                continue
            status[key] = self._trigger(report, window, key)
        report.closed = not _open(window)
        if last and not report.closed:
            self.errors.append(f"{name}: still open after {list(last)}, which should close it")
        if not last and report.closed:
            self.errors.append(f"{name}: the window closed (after {self._control})")
        report.controls = [{"key": k, "text": texts.get(k, ""), "status": status.get(k, "gone")} for k in keys]
        self._current, self.answer, self._protected = None, None, []
        return report

    def exercise_fresh(
        self,
        make: Callable[[], Any],
        name: str,
        *,
        skip: Mapping[str, str] | None = None,
        answer: Answer | None = None,
        after: Callable[[Any, str], None] | None = None,
        discard: Callable[[Any], None] | None = None,
        state: Callable[[Any], object] | None = None,
    ) -> WindowReport:
        """Trigger each control of ``make()``'s window in a window as made.

        A window is made for the first control and again after any control that changed
        what it shows (:func:`looks`, plus ``state(window)`` if given: what the window
        does not show, such as a game's history); a control that left it as made (Help,
        a dialog rejected, a file saved under the same name...), or an on/off control
        that switched back leaves it so (Large text, a tool bar shown), hands it to the
        next control, so each control still meets the window exactly as made.
        ``after(window, key)`` checks what the control did (the window may be closed);
        ``discard(window)`` gets rid of each window when done (default: ``close()``).
        """
        skip = dict(skip or {})
        report = WindowReport(name)
        self.windows.append(report)
        self._current, self.answer = report, answer

        def made() -> tuple[Any, object]:
            window = make()
            self._protected = [window]
            self.settle()
            report.made += 1
            return window, (looks(window), state(window) if state is not None else None)

        window, as_made = made()
        controls = controls_of(window)
        keys = [c.key for c in controls]
        texts = {c.key: c.text for c in controls}
        status: dict[str, str] = {}
        for key in skip:
            if key not in keys:
                self.errors.append(f"{name}: the scenario names {key!r}, which the window does not show; it shows {keys}")
            status[key] = "skipped"
        for key in keys:
            if key in skip:
                continue
            if window is None:
                window, as_made = made()
            before = {w for w in self.app.topLevelWidgets() if w.isVisible()}
            status[key] = self._trigger(report, window, key)
            if after is not None and status[key] not in ("gone", "disabled"):
                after(window, key)
            opened = [w for w in self.app.topLevelWidgets()  # windows the control opened (a new game...)
                      if w not in before and w is not window and _alive(w) and w.isVisible()]
            for widget in opened:
                widget.close()
            if opened:
                self.settle()

            def unchanged() -> bool:
                return _open(window) and (looks(window), state(window) if state is not None else None) == as_made

            same = unchanged()  # looked at once (and once more after switching back), not again
            if not same and self._toggle_back(window, key):
                same = unchanged()
                if same:
                    report.toggled_back.append(key)
            if not same:
                report.changed.append(key)
                self._dispose(window, discard)
                window = None
        if window is not None:
            self._dispose(window, discard)
        report.controls = [{"key": k, "text": texts.get(k, ""), "status": status.get(k, "gone")} for k in keys]
        self._current, self.answer, self._protected = None, None, []
        return report

    def _toggle_back(self, window: Any, key: str) -> bool:
        """Trigger the on/off control ``key`` (a checkable action or button) once more, as a
        user switching it back; False if it is no such control (or is gone or disabled)."""
        if not _open(window):
            return False
        control = {c.key: c for c in controls_of(window)}.get(key)
        if control is None or not control.obj.isCheckable() or not control.obj.isEnabled():
            return False
        self._control = f"{key} (back)"
        self.trigger(control)
        return True

    def _dispose(self, window: Any, discard: Callable[[Any], None] | None) -> None:
        self._protected = []
        if _alive(window):
            if discard is not None:
                discard(window)
            else:
                window.close()
        self.settle()

    def keep_open(self, dialog: Any) -> None:
        """Leave ``dialog`` open from now on (a progress dialog the scenario watches while its work runs)."""
        self._protected.append(dialog)

    def check(self, condition: bool, message: str) -> None:
        """An assertion of the scenario: recorded (the child exits 1), the run goes on."""
        if not condition:
            self.errors.append(f"check failed: {message}")

    def finish(self) -> None:
        """Close every window (no save prompts left open) and release the clipboard."""
        from ubuild_desktop.qtapp import release_clipboard

        self._current, self._protected = None, []
        for widget in self.app.topLevelWidgets():
            if _alive(widget) and widget.isVisible():  # closing one window may delete another
                widget.close()
        self.settle()
        release_clipboard()
        self._timer.stop()


def _type_file_name(dialog: Any, path: Path) -> None:
    """Type ``path`` into a file dialog's name field and accept, as a user would.

    The accept comes from the event loop, not from this answer: accepting may ask a
    question ("replace the file?"), and the harness's timer, still inside this answer,
    would not fire again to close it (Qt does not re-enter a running timer).
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QLineEdit

    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    edit.setText(str(path))
    QTimer.singleShot(0, dialog, dialog.accept)


def save_into(folder: Path) -> Answer:
    """An answer that accepts every save dialog with its suggested name inside ``folder`` (and
    a PNG export's size as offered).

    Other dialogs are left to the harness (rejected). Used where saving or exporting is
    the point: the file is really written.
    """

    def answer(dialog: Any) -> bool:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

        from ubuild_desktop.editor.png_size import PngSizeDialog

        if isinstance(dialog, PngSizeDialog):  # a PNG export's size: the one offered, by its Export button
            QTimer.singleShot(0, dialog, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click)
            return True
        if isinstance(dialog, QFileDialog) and dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            suggested = Path(dialog.selectedFiles()[0] if dialog.selectedFiles() else "file").name or "file"
            target, n = folder / suggested, 1
            while target.exists():  # a new name: no "replace it?" question
                n += 1
                target = folder / f"{Path(suggested).stem}-{n}{Path(suggested).suffix}"
            _type_file_name(dialog, target)
            return True
        return False

    return answer


def open_file(path: Path) -> Answer:
    """An answer that accepts every open dialog with ``path`` chosen (Open's list of kept
    games first: its "Browse files…")."""

    def answer(dialog: Any) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if dialog.objectName() == "openGameDialog":
            dialog.browse_button.click()
            return True
        if isinstance(dialog, QFileDialog) and dialog.acceptMode() == QFileDialog.AcceptMode.AcceptOpen:
            _type_file_name(dialog, path)
            return True
        return False

    return answer


def discard_changes(dialog: Any) -> bool:
    """An answer that clicks Discard in a "save your changes?" message box."""
    from PySide6.QtWidgets import QMessageBox

    if isinstance(dialog, QMessageBox):
        button = dialog.button(QMessageBox.StandardButton.Discard)
        if button is not None:
            button.click()
            return True
    return False


def answers(*each: Answer) -> Answer:
    """The first of ``each`` that answers a dialog does; the others are not asked."""

    def answer(dialog: Any) -> bool:
        return any(a(dialog) for a in each)

    return answer


def run_one(spec: str, folder: Path) -> int:
    """Run the scenario ``spec`` with its own user data and settings folders in ``folder``,
    and write its report there (what :func:`run_scenarios` reads); 1 if it recorded an exception."""
    print(f"{_STARTS}{spec}", file=sys.stderr, flush=True)  # a crash is blamed on this one
    for name, sub in (("UBUILD_DATA_DIR", "userdata"), ("UBUILD_CONFIG_DIR", "settings"), ("XDG_CONFIG_HOME", "config")):
        os.environ[name] = str(folder / sub)
    errors: list[str] = []

    def excepthook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        sys.__excepthook__(kind, value, tb)

    def unraisablehook(info: Any) -> None:
        text = "".join(traceback.format_exception(info.exc_type, info.exc_value, info.exc_traceback))
        errors.append(f"unraisable ({info.err_msg or ''} {info.object!r}):\n{text}")
        sys.__unraisablehook__(info)

    sys.excepthook = excepthook
    sys.unraisablehook = unraisablehook
    harness: Harness | None = None
    try:
        module, function = spec.split(":")
        scenario = getattr(importlib.import_module(module), function)
        harness = Harness(folder / "work")
        scenario(harness)
        harness.finish()
    except BaseException:  # noqa: BLE001 (the report says what it was)
        errors.append(traceback.format_exc())
        if harness is not None:
            try:
                harness.finish()  # the next scenario starts with no window of this one open
            except BaseException:  # noqa: BLE001
                errors.append(traceback.format_exc())
    if harness is not None:
        errors += harness.errors
    returncode = 1 if errors else 0
    doc = {"windows": [vars(w) for w in harness.windows] if harness is not None else [], "errors": errors,
           "notes": harness.notes if harness is not None else {}, "returncode": returncode}
    (folder / REPORT).write_text(json.dumps(doc, indent=1, default=str), encoding="utf-8")
    return returncode


def main(argv: list[str]) -> int:
    """``python -m tests.ui_harness SPEC FOLDER [SPEC FOLDER ...]``: each scenario in turn."""
    faulthandler.enable()  # a crash prints where it happened
    pairs = argv[1:]
    codes = [run_one(spec, Path(folder)) for spec, folder in zip(pairs[::2], pairs[1::2], strict=True)]
    return max(codes, default=0)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
