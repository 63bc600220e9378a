"""The Balance panel proposes a Fair start with every report (issue 27), driven through
its buttons in a child process.

``python -m tests.editor.fair_auto_child FOLDER [PNG_PREFIX]`` (offscreen) opens an
editor on Starter and, through the panel's real buttons:

1. Simulate: once the games are played, the Fair start search starts by itself (Propose
   after each simulation, on by default), with progress and Cancel; an edit stops it (a
   search too long to end first) and says why;
2. undo, Simulate again: the search runs to its end and stops before its proof: the
   section says what the search proposes and what its proof would play, no table, no
   verification game played; Propose Fair Start then proves it playing only the
   verification's games on the panel's workers (the search's runs kept), and the
   before/after table and Apply as House Rule show;
3. Propose after each simulation unticked: Simulate plays the games and nothing follows
   (the setting is kept; the proposal shown, of the same track, stays);
4. the panel's games showing the seats fair already (a summary of 100,000 even games given
   as the panel's own): Propose Fair Start plays nothing and says so, with no gift and
   nothing to apply.

``PNG_PREFIX``: the panel's dock is saved at 1024x640 and 1920x1080 (``PREFIX-1024.png``...).
Any failed check exits non-zero.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.child_errors import fail_on_slot_errors
from tests.editor.balance_child import click, wait_for
from ubuild_desktop.core.engine.simulate import wilson_interval
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.editor import EditorWindow, settings
from ubuild_desktop.qtapp import application

WAIT_MS = 600_000


def main(folder: Path, prefix: str | None) -> None:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    application()
    window = EditorWindow(load_builtin("starter"))
    window.resize(1366, 768)
    window.show()
    panel = window.balance
    fair = panel.fair
    window.balance_action.trigger()  # type: ignore[attr-defined]
    assert wait_for(lambda: panel.main_column.figures is not None)
    panel.games_spin.setValue(12)
    fair.players_spin.setValue(3)
    fair.gift_combo.setCurrentIndex(1)  # money only: no gift's weighing (shorter)
    # the search's plan, too long to end before the edit below stops it (a first round of
    # 200,000 games: a short one ended during the pictures on a fast machine, CI, stop 33)
    fair.plan = lambda seats, first: {"games": 200_000, "rounds": 2, "verify_games": 600, "attempts": 1}
    assert fair.auto_check.isChecked(), "a proposal with every report: on by default"

    # 1. the report, then the search by itself; an edit stops it
    click(panel.simulate_button)
    assert panel.is_simulating() and not fair.is_searching()
    assert wait_for(lambda: fair.is_searching(), WAIT_MS), "no search followed the simulation: " + fair.note.text()
    assert panel.main_column.simulated is not None  # the answer shows first
    assert fair.progress.isVisible() and fair.cancel_button.isEnabled() and not fair.propose_button.isEnabled()
    window.controller.set_selection([window.document.track.pieces[0].id])
    window.delete_action.trigger()  # an edit
    assert not fair.is_searching() and fair.proposal is None
    assert fair.note.text().startswith("Cancelled"), fair.note.text()

    # 2. undo, Simulate: the search runs to its end and stops before its proof; Propose
    # Fair Start proves it with the verification's games alone; the table and Apply show
    fair.plan = lambda seats, first: {"games": first, "rounds": 2, "verify_games": 600, "attempts": 1}
    window.undo_action.trigger()
    assert wait_for(lambda: panel.simulate_button.isEnabled())
    click(panel.simulate_button)
    assert wait_for(lambda: fair.searched is not None, WAIT_MS), "the search did not end: " + fair.note.text()
    assert not fair.is_searching() and fair.proposal is None and not fair.table.isVisible()
    assert not fair.apply_button.isVisible() and fair.propose_button.isEnabled()
    assert fair.note.text().startswith(("The search proposes", "The search pays nobody")), fair.note.text()
    assert "not proven yet. Propose Fair Start proves it with 600 games with fresh seeds" in fair.note.text(), \
        fair.note.text()
    workers = panel._workers()  # the panel's pool: what it plays, counted by its workers
    played = workers.played()
    if prefix is not None:
        for width, height in ((1024, 640), (1920, 1080)):
            window.resize(width, height)
            wait_for(lambda: False, 300)
            panel.scroll.ensureWidgetVisible(fair.note)  # scrolled down to it, as a user would
            window.grab().save(f"{prefix}-searched-{width}.png")
        window.resize(1366, 768)
    click(fair.propose_button)
    assert wait_for(lambda: fair.proposal is not None, WAIT_MS), "no proposal: " + fair.note.text()
    assert workers.played() - played == 600, ("the proof played the search's games again", workers.played() - played)
    assert fair.searched is None
    assert not fair.is_searching() and fair.table.isVisible() and fair.table.text().count("Place ") == 3
    proposal = fair.proposal
    assert proposal["players"] == 3 and proposal["after"]["games"] == 600
    pays = any(proposal["amounts"])
    assert fair.apply_button.isVisible() == pays, proposal["amounts"]
    if prefix is not None:
        for width, height in ((1024, 640), (1920, 1080)):
            window.resize(width, height)
            wait_for(lambda: False, 300)
            panel.scroll.ensureWidgetVisible(fair.apply_button)
            window.grab().save(f"{prefix}-{width}.png")
            fair.table.grab().save(f"{prefix}-table-{width}.png")
        window.resize(1366, 768)

    # 3. unticked: the games, and nothing after them; the choice is kept
    QTest.mouseClick(fair.auto_check, Qt.MouseButton.LeftButton, pos=QPoint(8, fair.auto_check.height() // 2))  # its box
    assert not fair.auto_check.isChecked() and not settings.balance_fair_auto()
    click(panel.simulate_button)
    assert wait_for(lambda: not panel.is_simulating(), WAIT_MS)
    wait_for(lambda: False, 300)
    assert not fair.is_searching() and fair.proposal is proposal  # the same track's proposal stays

    # 4. the panel's games show the seats fair already: nothing to search, no gift
    even = [33_400, 33_300, 33_300]
    games = sum(even)
    summary: dict[str, Any] = {"games": games, "seed": 0, "players": 3, "results": {
        "win_rate_by_turn_order": [w / games for w in even],
        "win_ci_by_turn_order": [list(wilson_interval(w, games)) for w in even]}}
    fair.search_settings = lambda players: (12, 1, summary)
    click(fair.propose_button)
    assert not fair.is_searching() and fair.proposal is None and not fair.apply_button.isVisible()
    assert fair.note.text().startswith("The seats are fair already: in 100,000 games every place wins within ±2 points"), \
        fair.note.text()
    assert "no gift either" in fair.note.text()
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None)
    print("every check passed")
