"""The every-control harness (tests/ui_harness.py) itself: ``exercise_fresh`` hands each
control a window exactly as made, making a new one only after a control that changed what
the window shows (or the hidden state the scenario names) and, if it is an on/off control,
did not look as made once switched back; so it makes few windows and still meets no
control with a changed window; and an exception in a control of a shared window still
fails the run. Several scenarios in one child each keep their own folders and result, and a
crash in one fails that one alone (the ones after it run in a new child)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import os

import pytest

from tests.ui_harness import Harness, looks, run_scenario, run_scenarios, triggered


def _panel(met: list[tuple[str, bool]], hidden: list[int]) -> Any:
    """A small window: buttons that leave it as it is, one that changes its label, one
    that changes only a hidden counter, and "Boom", which raises. Each button records
    whether it met the window as made."""
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    window = QWidget()
    window.hidden = 0
    layout = QVBoxLayout(window)
    label = QLabel("as made", window)
    layout.addWidget(label)

    def button(name: str, does: Any = None) -> None:
        def clicked(_checked: bool) -> None:
            met.append((name, label.text() == "as made" and window.hidden == 0))
            if does is not None:
                does()

        widget = QPushButton(name, window)
        widget.setObjectName(name)
        widget.clicked.connect(clicked)
        layout.addWidget(widget)

    def hide_a_change() -> None:
        window.hidden += 1
        hidden.append(window.hidden)

    button("first")
    button("change", lambda: label.setText("changed"))
    button("second")
    button("third")
    large = QPushButton("large", window)  # on/off: switched on, then back off by the harness
    large.setObjectName("large")
    large.setCheckable(True)
    large.toggled.connect(lambda on: (on and met.append(("large", label.text() == "as made" and window.hidden == 0)),
                                      label.setText("LARGE" if on else "as made")))
    layout.addWidget(large)
    button("hiddenChange", hide_a_change)
    button("fourth")
    window.show()
    return window


def test_each_control_meets_the_window_as_made_in_few_windows(qapp: Any, tmp_path: Path) -> None:
    met: list[tuple[str, bool]] = []
    harness = Harness(tmp_path / "work")
    try:
        report = harness.exercise_fresh(lambda: _panel(met, []), "panel", state=lambda w: w.hidden)
    finally:
        harness.finish()
    assert triggered(vars(report)) == {"button:first", "button:change", "button:second", "button:third",
                                       "button:large", "button:hiddenChange", "button:fourth"}
    assert all(as_made for _, as_made in met), met  # no control met a changed window
    assert [name for name, _ in met] == ["first", "change", "second", "third", "large", "hiddenChange", "fourth"]
    # One window for first and change; one for second, third, large (switched back) and
    # hiddenChange; one for fourth.
    assert report.changed == ["button:change", "button:hiddenChange"]
    assert report.toggled_back == ["button:large"]
    assert report.made == 3
    assert not harness.errors


def test_without_the_hidden_state_a_hidden_change_goes_unseen(qapp: Any, tmp_path: Path) -> None:
    # The scenario's ``state`` is what makes the window after hiddenChange a new one.
    met: list[tuple[str, bool]] = []
    harness = Harness(tmp_path / "work")
    try:
        report = harness.exercise_fresh(lambda: _panel(met, []), "panel")
    finally:
        harness.finish()
    assert report.changed == ["button:change"] and report.made == 2
    assert ("fourth", False) in met


def test_a_window_looks_different_after_any_visible_change(qapp: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    window = _panel([], [])
    try:
        before = looks(window)
        assert looks(window) == before
        third = window.findChild(QPushButton, "third")
        third.setEnabled(False)
        assert looks(window) != before
        third.setEnabled(True)
        assert looks(window) == before
        third.setText("Third")
        assert looks(window) != before
    finally:
        window.close()


def boom_scenario(h: Harness) -> None:
    from PySide6.QtWidgets import QPushButton

    def make() -> Any:
        window = _panel([], [])
        boom = QPushButton("boom", window)
        boom.setObjectName("boom")
        boom.clicked.connect(lambda: 1 / 0)
        window.layout().addWidget(boom)
        return window

    h.exercise_fresh(make, "panel")


@pytest.mark.tool
def test_an_exception_in_a_control_of_a_shared_window_fails_the_run(tmp_path: Path) -> None:
    result = run_scenario(f"{__name__}:boom_scenario", tmp_path, check=False)
    assert result.returncode == 1
    assert any("ZeroDivisionError" in error for error in result.errors), result.output
    panel = result.window("panel")
    assert panel["made"] < len(panel["controls"])  # the window was shared, and boom still failed the run


def folders_scenario(h: Harness) -> None:
    """What a scenario of a shared child sees: its own data and settings folders, and the process."""
    from ubuild_desktop.core.userdata import data_path
    from ubuild_desktop.settings import settings

    h.notes["data"] = str(data_path())
    h.notes["pid"] = os.getpid()
    h.notes["seen before"] = settings().value("test/seen", "")
    settings().setValue("test/seen", "yes")


def next_scenario(h: Harness) -> None:
    folders_scenario(h)


def after_scenario(h: Harness) -> None:
    folders_scenario(h)


def crash_scenario(h: Harness) -> None:
    os.abort()  # as a segmentation fault would: the child dies mid-scenario


@pytest.mark.tool
def test_scenarios_share_a_child_and_a_crash_fails_only_its_own(tmp_path: Path) -> None:
    names = ["folders_scenario", "next_scenario", "boom_scenario", "crash_scenario", "after_scenario"]
    results = run_scenarios([(f"{__name__}:{name}", tmp_path / name) for name in names], check=False)
    folders, following, boom, crash, after = (results[f"{__name__}:{name}"] for name in names)
    # One child for the scenarios before the crash, each with its own folders and result.
    assert folders.returncode == following.returncode == 0 and not folders.errors, folders.output
    assert folders.notes["pid"] == following.notes["pid"]
    assert following.notes["seen before"] == "" and following.notes["data"].startswith(str(tmp_path / "next_scenario"))
    assert following.work == tmp_path / "next_scenario" / "work"
    assert boom.returncode == 1 and any("ZeroDivisionError" in error for error in boom.errors), boom.output
    assert "ZeroDivisionError" not in folders.output + following.output  # each scenario's output is its own
    # The crash fails its own scenario, named; the one after it ran in a new child and passed.
    assert crash.returncode < 0 and "crash_scenario" in crash.output and "Fatal Python error" in crash.output, crash.output
    assert after.returncode == 0 and not after.errors and after.notes["pid"] != folders.notes["pid"], after.output
    with pytest.raises(AssertionError, match="crash_scenario"):
        run_scenarios([(f"{__name__}:folders_scenario", tmp_path / "again"), (f"{__name__}:crash_scenario", tmp_path / "c")])
