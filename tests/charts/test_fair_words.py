"""The Fair start's sentences written once (``ubuild_desktop/fair_words.py``): the report's and the
command line's gift choice are the same sentence, and the verification's intervals are
named by the confidence they were computed with (a verification that looked three times
widened them to 98.3%: they were labelled 95%)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from ubuild_desktop.analyze_fair import format_fair
from ubuild_desktop.charts.fair_table import fair_gift_choice, fair_verdict
from ubuild_desktop.console import Console
from ubuild_desktop.core.engine.registry import rule_set_of
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.words import money


def _proposal(confidence: float | None, reached: bool = True) -> dict[str, Any]:
    track = load_builtin("starter")
    cheap, dear = rule_set_of(track).gift_choices(track)[0], rule_set_of(track).gift_choices(track)[-1]
    rates = {"games": 4000, "win_rate_by_turn_order": [1 / 3] * 3, "win_ci_by_turn_order": [[0.32, 0.35]] * 3}
    doc: dict[str, Any] = {
        "rules": "ubuild", "players": 3, "fair_share": 1 / 3, "tolerance": 0.02, "amounts": [0, 300, 600],
        "gifts": ["", "", cheap[0]], "gift_names": ["", "", cheap[1]], "reached": reached, "games_needed": None if reached else 9000,
        "worst": 0.018, "before": rates, "after": rates, "search": [{"amounts": [0, 0, 0], "games": 400}],
        "gift_choice": {"chosen": cheap[0], "games": 400, "money_total": 1200,
                        "weighed": [{"gift": dear[0], "name": dear[1], "price": dear[2], "worth": 900, "total": 1700},
                                    {"gift": cheap[0], "name": cheap[1], "price": cheap[2], "worth": 500, "total": 900}]}}
    if confidence is not None:
        doc["confidence"] = confidence
    return doc


def test_the_gift_choice_is_one_sentence_in_the_report_and_on_the_command_line(qapp: QApplication) -> None:
    doc = _proposal(0.95)
    report = fair_gift_choice(doc, load_builtin("starter"))
    lines = format_fair(doc, Console({"LANG": "C"}), money, load_builtin("starter"))
    assert report.startswith("Chosen by the program: money alone puts") and report in lines, (report, lines)


def test_the_intervals_are_named_by_the_confidence_computed(qapp: QApplication) -> None:
    for confidence, named in ((0.95, "95%"), (None, "95%"), (0.9833, "98.3%")):
        for reached in (True, False):
            doc = _proposal(confidence, reached)
            verdict = fair_verdict(doc)
            last = format_fair(doc, Console({"LANG": "C"}), money, load_builtin("starter"))[-1]
            assert f"{named} interval" in verdict and f"{named} interval" in last, (verdict, last)
            if named != "95%":
                assert "95%" not in verdict and "95%" not in last
