"""Track → Suggest a Track…, driven through the editor's real menu action and the
dialog's buttons in a child process (threads, worker processes and Qt together).

``python -m tests.editor.suggest_child FOLDER`` (offscreen): triggers the action; in the
dialog, picks "An inventory file…" with the keyboard and answers the file dialog with a
broken file (named in the status line), starts a search and cancels it, starts one with
real proofs and cancels it as soon as its tracks are listed (they stay, each "proving…"
until then), starts another (on two worker processes) while a timer keeps ticking (its
tracks listed first, then each proof's verdict in its row), shows a report, and opens the
best track in the editor. Any failed check exits non-zero.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.child_errors import fail_on_slot_errors
from tests.editor.balance_child import click, wait_for
from tests.modal import choose_file, press_message_button, when_modal
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate
from ubuild_desktop.editor import EditorWindow, suggest
from ubuild_desktop.editor.suggest import SuggestDialog
from ubuild_desktop.qtapp import application

def main(folder: Path) -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    app = application()
    broken = folder / "broken-box.json"
    broken.write_text('{"format_version": 1, "kind": "ubuild-inventory", "tiles": ["D1", "X"]}', encoding="utf-8")
    # a short search, and the Fair start's proof (the default) at a tolerance games this few can show
    SuggestDialog.search_settings = {"jobs": 2, "short_games": 10, "games": 16, "generations": 2, "fair_games": 8,
                                     "fair_tolerance": 0.25}
    opened_reports: list[Path] = []
    suggest.open_in_browser = lambda path: opened_reports.append(path) or True  # type: ignore[assignment,func-returns-value]
    window = EditorWindow(load_builtin("starter"), offer_recovery=False)
    window.show()
    checks: list[str] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, SuggestDialog)
        assert dialog.preset().value == "starter" and dialog.minutes.value() == 30
        assert dialog.cancel_button.text() == "Close"
        # the inventory file, chosen with the keyboard; a broken one is named, and the preset's tiles stay
        seen = choose_file(broken)
        dialog.box_choice.setFocus()
        QTest.keyClick(dialog.box_choice, Qt.Key.Key_Down)
        QTest.keyClick(dialog.box_choice, Qt.Key.Key_Down)
        assert wait_for(lambda: bool(seen), 20_000), "no file dialog"
        assert wait_for(lambda: "is not a tile of the box" in dialog.status.text(), 20_000), dialog.status.text()
        assert str(broken) in dialog.status.text() and dialog.box_choice.currentIndex() == 0
        checks.append("inventory")
        dialog.count.setValue(2)
        dialog.tolerance.setValue(40)
        dialog.minutes.setValue(25)
        # a search cancelled
        click(dialog.start_button)
        assert dialog.is_searching() and dialog.cancel_button.text() == "Cancel" and not dialog.start_button.isEnabled()
        click(dialog.cancel_button)
        assert wait_for(lambda: not dialog.is_searching()), "the cancel never ended the search"
        assert dialog.status.text() == "Search cancelled." and dialog.isVisible() and dialog.table.rowCount() == 0
        checks.append("cancel")
        # the tracks come first, each Fair start after them: a search whose proofs are the
        # real ones (thousands of games) is cancelled as soon as its tracks are listed; they stay
        light = dict(SuggestDialog.search_settings)
        SuggestDialog.search_settings = {**light, "fair_games": 400, "fair_tolerance": 0.02}
        listed: list[list[str]] = []
        click(dialog.start_button)
        assert dialog.job is not None
        dialog.job.found.connect(lambda _found: (listed.append([dialog.table.item(r, 3).text() for r in range(
            dialog.table.rowCount())]), click(dialog.cancel_button)))
        assert wait_for(lambda: not dialog.is_searching()), "the cancel never ended the proofs"
        assert listed == [["proving…", "proving…"]], listed  # the tracks, listed before any proof
        assert dialog.table.rowCount() == 2 and dialog.status.text().startswith("Cancelled: "), dialog.status.text()
        assert all(dialog.table.item(r, 3).text() in ("not proven (cancelled)",) or dialog.suggestions[r].fair is not None
                   for r in range(2))
        assert dialog.open_button.isEnabled()  # a track listed opens, with or without its Fair start
        SuggestDialog.search_settings = light
        checks.append("cancel proofs")
        # a search to its end, while the window's thread stays free; the tracks listed, then each proof
        ticks = [0]
        timer = QTimer()
        said: set[str] = set()
        timer.timeout.connect(lambda: (ticks.__setitem__(0, ticks[0] + 1), said.add(dialog.status.text())))
        timer.start(50)
        started = time.monotonic()
        order: list[str] = []
        click(dialog.start_button)
        assert dialog.job is not None
        dialog.job.found.connect(lambda found: order.append(f"found {dialog.table.rowCount()}"))
        dialog.job.proven.connect(lambda s: order.append(f"proven {s.rank} {dialog.table.item(s.rank - 1, 3).text()}"))
        dialog.job.finished.connect(lambda _r: order.append("finished"))
        assert wait_for(lambda: not dialog.is_searching()), "the search never ended"
        app.processEvents()
        assert order[0] == "found 2" and order[-1] == "finished" and len(order) == 4, order
        for line in order[1:3]:  # each row said its proof's verdict as soon as it came
            assert line.split(" ", 2)[2].startswith(("proven ±", "not shown ±")), order
        timer.stop()
        seconds = time.monotonic() - started
        assert ticks[0] >= seconds * 20 * 0.3, (ticks[0], seconds)  # the event loop kept running
        assert dialog.table.rowCount() == 2 and dialog.table.item(0, 0).text() == "1", dialog.status.text()
        assert dialog.status.text().endswith("tracks are within the length asked; best first."), dialog.status.text()
        assert any("proving each one's Fair start" in text for text in said), said  # the proofs' phase is said
        # each track's Fair start, proven or not, and the chosen one's table before/after with the verdict
        assert dialog.table.horizontalHeaderItem(3).text() == "Fair start"
        for row in range(2):
            cell = dialog.table.item(row, 3).text()
            s = dialog.suggestions[row]
            assert s.fair is not None and s.fair.proven
            assert cell == ("proven" if s.fair.reached else "not shown") + f" ±{100 * s.fair.worst:.1f}", cell
        shown = dialog.fair_view.toPlainText()
        assert shown.startswith("Fair start of track 1") and "Wins before" in shown and "Wins after" in shown, shown
        assert "games with fresh seeds" in shown and "96.7% intervals" in shown, shown  # the proof's 3 attempts: Bonferroni
        dialog.table.selectRow(1)
        assert dialog.fair_view.toPlainText().startswith("Fair start of track 2")
        dialog.table.selectRow(0)
        for width, height in ((1024, 640), (1366, 768), (1920, 1080)):
            dialog.resize(min(dialog.width(), width), min(dialog.height(), height - 40))
            app.processEvents()
            dialog.grab().save(str(folder / f"suggest-{width}.png"))
        checks.append("search")
        click(dialog.report_button)
        assert opened_reports and opened_reports[-1].read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
        checks.append("report")
        dialog.table.selectRow(1)
        expected = dialog.suggestions[1].track
        checks.append(expected.name)
        click(dialog.open_button)

    seen = when_modal(SuggestDialog, answer, tries=500)
    window.suggest_action.trigger()
    assert seen, "the dialog never came up"
    assert checks[:5] == ["inventory", "cancel", "cancel proofs", "search", "report"], checks
    track = window.current_track()
    assert track.name == checks[5] and validate(track).valid and window.document.modified and window.document.path is None
    asked = press_message_button(QMessageBox.StandardButton.Discard)  # the suggestion is not saved yet
    window.close()
    assert asked, "closing did not ask about the unsaved suggestion"
    app.processEvents()
    print("suggest child: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
