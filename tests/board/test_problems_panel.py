"""The problems panel (``board/problems.py``, shared by the viewers and the editors) lists a
report of any rule set without telling them apart (issue 25):
what a report says when it has no problem is its own (``PASSES``), and a problem is any
``core.validate.Problem``: a rule set the panel never heard of shows its own."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.board.problems import ProblemsPanel
from ubuild_desktop.core.square import load_builtin_board
from ubuild_desktop.core.square.validate import validate_board
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import Problem, validate


@dataclass(frozen=True)
class RingProblem(Problem):
    code: str
    template: str
    params: dict[str, str | int] = field(default_factory=dict)


@dataclass
class RingReport:
    PASSES = "The ring passes its one check."
    diagnostics: list[RingProblem] = field(default_factory=list)


def test_the_panel_says_what_each_report_says_when_it_has_no_problem(qtbot: QtBot) -> None:
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    for report, said in ((validate(load_builtin("starter")), "This track passes every check of its preset."),
                         (validate_board(load_builtin_board("traditional")), "This board passes every check."),
                         (RingReport(), "The ring passes its one check.")):
        panel.show_report(report)
        assert panel.list.count() == 1 and panel.list.item(0).text() == said
        assert panel.diagnostic_at(0) is None


def test_the_panel_lists_and_emits_a_problem_of_a_rule_set_it_never_heard_of(qtbot: QtBot) -> None:
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    problem = RingProblem("too-short", "the ring has {count} spaces; it needs 12", {"count": 11})
    panel.show_report(RingReport([problem]))
    assert panel.list.item(0).text() == "The ring has 11 spaces; it needs 12\n[too-short]"
    assert panel.diagnostic_at(0) is problem
    panel.show()
    rect = panel.list.visualItemRect(panel.list.item(0))
    with qtbot.waitSignal(panel.problemPicked) as picked:
        qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert picked.args == [problem]
