"""The Balance panel's Fair start, driven through its buttons in a child process.

``python -m tests.editor.fair_child FOLDER [PNG]`` (offscreen) opens an editor on Starter,
asks the Balance panel for a Fair start of 3 players (a few real games a round, on the
panel's warm worker processes: none starts for the search; the program chooses whether
the last place also gets a district), checks the before/after table, applies it with Apply as House Rule,
undoes and redoes it, saves the track and reads the file back; then the same on the
traditional board in the square editor with 5 players (one process) and the last place
starting with the cheapest property (the gift's combo box), and a search
cancelled by Cancel. ``PNG``: the panel is also saved as a picture. Any failed check exits
non-zero; a crash (threads, processes and Qt together) fails only the test that runs it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QMainWindow

from tests.child_errors import fail_on_slot_errors
from tests.editor.balance_child import click, wait_for
from ubuild_desktop.core.engine import simulate as simulate_module
from ubuild_desktop.core.fairstart import fair_gifts_for, fair_start_for
from ubuild_desktop.core.square.boardfile import load_board, load_builtin_board
from ubuild_desktop.core.trackfile import load_builtin, load_track
from ubuild_desktop.editor import EditorWindow
from ubuild_desktop.editor.balance_panel import BalancePanel
from ubuild_desktop.qtapp import application


def search(window: QMainWindow, panel: BalancePanel, players: int, games: int, gift: bool = False) -> tuple[int, ...]:
    """Open the panel, propose a Fair start for ``players`` (with the cheapest district or
    property for the last place when ``gift``, else the program's choice) and check what it shows."""
    window.balance_action.trigger()  # type: ignore[attr-defined]
    assert wait_for(lambda: panel.main_column.figures is not None)
    panel.games_spin.setValue(games)
    fair = panel.fair
    # the proof's plan, small: equal rounds, a verification of ten rounds' games, two attempts
    fair.plan = lambda seats, first: {"games": first, "rounds": 3, "verify_games": first * 10, "attempts": 2}
    assert fair.propose_button.isEnabled() and not fair.apply_button.isVisible()
    fair.players_spin.setValue(players)
    # the program's choice, money only, then each district
    assert fair.gift_combo.currentIndex() == 0 and fair.gift_combo.count() > 3
    assert fair.gift_combo.currentText() == "Chosen by the program" and fair.gift_combo.itemText(1) == "Money only"
    if gift:
        fair.gift_combo.setCurrentIndex(2)
    made: list[object] = []  # the worker pools made from here on: none (the panel's warm one plays)
    original = simulate_module.WorkerPool.__init__

    def counted(pool: object, *args: object, **kwargs: object) -> None:
        made.append(pool)
        original(pool, *args, **kwargs)  # type: ignore[arg-type]

    warm = fair.worker_pool(2)  # the panel's own pool (made now if no simulation made it yet)
    simulate_module.WorkerPool.__init__ = counted  # type: ignore[method-assign]
    click(fair.propose_button)
    assert fair.is_searching() and fair.progress.isVisible() and fair.cancel_button.isEnabled()
    assert wait_for(lambda: not fair.is_searching()), "the search never finished"
    proposal = fair.proposal
    assert proposal is not None, fair.note.text()
    assert proposal["players"] == players and len(proposal["amounts"]) == players and min(proposal["amounts"]) == 0
    assert proposal["after"]["games"] == games * 10 and len(proposal["search"]) == (3 if gift else 4)  # and the weighing
    assert proposal["attempts"] == (1 if proposal["reached"] else 2)
    text = fair.table.text()
    assert fair.table.isVisible() and text.count("Place ") == players, text
    assert ("Fair: in" in text) == proposal["reached"], text
    assert fair.apply_button.isVisible() and fair.apply_button.isEnabled()
    assert "No Fair start is kept" in fair.kept.text()
    simulate_module.WorkerPool.__init__ = original  # type: ignore[method-assign]
    assert not made, "the search made worker pools of its own"
    if warm is not None:
        assert len(warm.processes()) == warm.jobs  # it played on the panel's
    if gift:
        assert proposal["gifts"] == [""] * (players - 1) + [fair.gift_combo.itemData(2)]
        assert proposal["gift_names"][-1] in text, text
        assert proposal["gift_choice"] is None
    else:
        chosen = proposal["gift_choice"]["chosen"]
        assert proposal["gifts"] == ([""] * (players - 1) + [chosen] if chosen else [])
        assert len(proposal["gift_choice"]["weighed"]) >= 1
    return tuple(proposal["amounts"])


def main(folder: Path, png: Path | None) -> None:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    application()
    window = EditorWindow(load_builtin("starter"))
    window.resize(1366, 768)
    window.show()
    panel = window.balance
    amounts = search(window, panel, 3, 16)
    click(panel.fair.apply_button)
    assert fair_start_for(window.document.track.fair_start, 3) == amounts
    assert not panel.fair.apply_button.isEnabled(), "kept already"
    assert "Kept for 3 players" in panel.fair.kept.text(), panel.fair.kept.text()
    assert panel.fair.proposal is not None, "applying keeps the proposal shown"
    if png is not None:
        window.balance_dock.grab().save(str(png))
    window.undo_action.trigger()
    assert window.document.track.fair_start is None
    window.redo_action.trigger()
    path = folder / "fair.json"
    window.document.save(path)
    assert fair_start_for(load_track(path).fair_start, 3) == amounts
    # a change of the track drops the proposal
    window.controller.set_selection([window.document.track.pieces[0].id])
    window.delete_action.trigger()
    assert panel.fair.proposal is None and not panel.fair.propose_button.isEnabled()
    window.document.undo_stack.setClean()
    window.close()

    from ubuild_desktop.editor.square_window import SquareEditorWindow

    square = SquareEditorWindow(load_builtin_board("traditional"))
    square.resize(1366, 768)
    square.show()
    panel = square.balance
    panel.jobs = 1
    amounts = search(square, panel, 5, 2, gift=True)
    click(panel.fair.apply_button)
    assert fair_start_for(square.document.board.fair_start, 5) == amounts
    gift = panel.fair.gift_combo.itemData(2)
    assert fair_gifts_for(square.document.board.fair_start, 5) == ("", "", "", "", gift)
    assert "place 5:" in panel.fair.kept.text(), panel.fair.kept.text()
    path = folder / "board.json"
    square.document.save(path)
    assert fair_start_for(load_board(path).fair_start, 5) == amounts
    assert fair_gifts_for(load_board(path).fair_start, 5)[-1] == gift
    click(panel.fair.propose_button)
    assert panel.fair.is_searching()
    click(panel.fair.cancel_button)
    assert not panel.fair.is_searching() and panel.fair.note.text() == "Cancelled."
    # the window closed while a search plays on the panel's warm pool: the search and the
    # pool both stop (the pool last: the other order could leave the search waiting for
    # games no worker would play, a race seen under load, which this step does not force)
    panel.jobs = 2
    click(panel.fair.propose_button)
    assert panel.fair.is_searching()
    square.close()
    assert not panel.fair.is_searching() and panel._pool is None
    panel.fair.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None)
    print("every check passed")
