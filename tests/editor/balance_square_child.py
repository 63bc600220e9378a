"""The Balance panel simulating a square board through its buttons, in a child process
(``python -m tests.editor.balance_square_child``, offscreen): threads and worker processes
with Qt, so a crash fails the test that runs this instead of the whole run."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.child_errors import fail_on_slot_errors
from tests.editor.balance_child import wait_done
from ubuild_desktop.charts import ColumnChart, Histogram
from ubuild_desktop.qtapp import application


def main() -> int:
    fail_on_slot_errors()  # a slot's exception fails the child (PySide6 only prints it)
    application()
    from tests.editor.test_balance_square import TRADITIONAL, Host
    from ubuild_desktop.core.square.validate import validate_board

    window = Host()
    window.resize(1400, 900)
    window.show()
    panel = window.panel
    panel.jobs = 2
    panel.set_board(TRADITIONAL, validate_board(TRADITIONAL))
    panel.set_active(True)
    panel.games_spin.setValue(4)
    QTest.mouseClick(panel.simulate_button, Qt.MouseButton.LeftButton)
    assert panel.is_simulating()
    wait_done(panel)
    column = panel.main_column
    simulated = column.simulated
    assert simulated is not None, column.sim_note.text()
    assert simulated.summary["games"] == 4 and simulated.summary["rules"] == "traditional"
    assert column.sim.isVisible()
    length, wins = column.length_view.chart(), column.wins_view.chart()
    assert isinstance(length, Histogram) and len(length.values) == 4
    assert not any("box" in mark.label for mark in length.marks), "the traditional game's box names no time"
    assert isinstance(wins, ColumnChart) and len(wins.bars) == 4
    assert "the box" not in column.length_text.text()
    window.close()
    panel.shutdown()
    print("every check passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
