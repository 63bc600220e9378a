"""Autosave and resume, named saves, broken files, computer games to the end."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.play import read_game_file

from .helpers import click, end_turn, latest_autosave, make_window, open_in_window, roll


def test_all_computer_game_runs_to_the_ranking_screen(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ann:computer:good,Bob:computer:simple,Cyd:computer:good", seed=11)
    qtbot.waitUntil(window.ranking_shown, timeout=120_000)
    state = window.controller.state
    assert state.is_terminal() and state.bankrupt >= 0
    assert window.controller.last_computer_error is None
    table = window.ranking.table
    assert table.rowCount() == 3
    standings = state.tally()
    for row, standing in enumerate(standings):
        assert table.item(row, 1).text() == standing.name
    assert "wins" in window.ranking.title.text()
    # The autosave holds the finished game.
    session, _seats = read_game_file(latest_autosave())
    assert session.state == state


def test_kill_mid_game_and_resume_exactly(qtbot: QtBot) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:good", seed=5)
    controller = window.controller
    panel = window.turn_panel
    for _turn in range(4):  # Ana plays a few turns; Bot answers in between
        qtbot.waitUntil(lambda: controller.waiting_for_human() or controller.state.is_terminal(), timeout=20_000)
        state = controller.state
        if state.phase == Phase.PRE_ROLL:
            roll(qtbot, window, 3)
        if state.phase == Phase.BUY:
            click(qtbot, panel.buy_button if panel.buy_button.isEnabled() else panel.auction_button)
        if state.phase == Phase.AUCTION and state.current_player == 0:
            click(qtbot, panel.pass_button if panel.pass_button.isEnabled() else panel.bid_button)
        while state.phase in (Phase.PLANNING, Phase.HAZARD_MOVES) and state.current_player == 0:
            click(qtbot, panel.done_button)
        if state.phase == Phase.FREE_BLOCKS:
            click(qtbot, panel.free_button)
        if state.phase == Phase.POST_ROLL and state.current_player == 0:
            end_turn(qtbot, window)
    qtbot.waitUntil(controller.waiting_for_human, timeout=20_000)
    old_session = controller.session
    snapshot = old_session.state.snapshot()
    rng = old_session.rng.getstate()
    # Kill: no save, no close event; only what was autosaved survives.
    controller.set_paused(True)
    assert controller._autosave is not None
    controller._autosave.close()  # a dead program's lock is stale: Resume takes it over
    controller._autosave = None  # the dead program writes nothing more
    window.hide()
    from ubuild_desktop.app import HomeWindow

    home = HomeWindow(animations=False, computer_delay_ms=0)
    qtbot.addWidget(home)
    assert home.resume_button.isEnabled()
    assert "Ana" in home.games.currentItem().text()
    qtbot.mouseClick(home.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: home.play_window is not None)  # read off the UI thread
    resumed = home.play_window
    assert resumed is not None
    resumed.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(resumed)
    assert resumed.controller.state.snapshot() == snapshot
    assert resumed.controller.session.rng.getstate() == rng
    assert resumed.controller.seats[1].is_computer
    assert resumed.turn_panel.roll_button.isVisible() or resumed.turn_panel.end_button.isVisible() \
        or resumed.turn_panel.buy_button.isVisible()


def test_named_save_round_trips_with_seats(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, players="Ana:human,Bot:computer:simple")
    roll(qtbot, window, 1)
    path = tmp_path / "evening.ubuild-game"
    assert window.save_game_as(path)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # one file: game and seats
    session, seats = read_game_file(path)
    assert session.state == window.controller.state
    assert seats == window.controller.seats
    # A bare engine game file opens too, everyone at the table human.
    from ubuild_desktop.core.engine.ubuild.gamefile import save_game

    bare = tmp_path / "bare.json"
    save_game(window.controller.session, bare)
    session, seats = read_game_file(bare)
    assert session.state == window.controller.state
    assert [s.is_computer for s in seats] == [False, False]
    # Opening it gives a new window on the same game.
    other = open_in_window(qtbot, window, path)
    assert other is not None
    other.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(other)
    assert other.controller.state == session.state


def test_broken_save_shows_a_message_and_loses_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    roll(qtbot, window, 1)
    autosaved = latest_autosave().read_bytes()
    snapshot = window.controller.state.snapshot()
    broken = tmp_path / "broken.ubuild-game"
    broken.write_text('{"format": "ubuild-game", "format_version": 1, "history": [', encoding="utf-8")
    assert open_in_window(qtbot, window, broken) is None
    box = window.message_box
    assert box is not None and box.isVisible()
    assert "broken.ubuild-game" in box.text() and "unchanged" in box.text()
    assert window.isVisible()
    assert window.controller.state.snapshot() == snapshot
    assert latest_autosave().read_bytes() == autosaved
    # A file whose history breaks the rules says which action.
    doc = json.loads(autosaved)["game"]
    doc["history"].append("buy")
    doc["history"].append("buy")
    bad = tmp_path / "cheat.ubuild-game"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert open_in_window(qtbot, window, bad) is None
    assert "history[" in window.message_box.text()
    box.close()


def test_a_game_with_the_programs_dice_refuses_a_changed_roll_and_forced_dice_load(qtbot: QtBot, tmp_path: Path) -> None:
    import pytest

    from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError

    # No forced outcome: the generator rolls everything, and the file says so.
    window = make_window(qtbot, players="Ann:computer:good,Bob:computer:good", seed=11, roll_off_winner=None)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.rolls >= 6, timeout=60_000)
    controller.set_paused(True)
    path = tmp_path / "played.ubuild-game"
    controller.save(path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["game"]["dice"] == "program"
    assert read_game_file(path)[0].state == controller.state
    history = raw["game"]["history"]
    index = max(i for i, text in enumerate(history) if text.startswith("dice "))
    count = len(history[index].split()) - 1  # one die on Starter
    sixes = " ".join(["6"] * count)
    history[index:] = [f"dice {sixes}" if history[index] != f"dice {sixes}" else f"dice 5{sixes[1:]}"]
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(GameFileError, match=rf"played\.ubuild-game: history\[{index}\] .* is not what this "
                                            "game's dice gave .*table's own dice$"):
        read_game_file(path)
    # The same history rolled at the table loads as recorded.
    raw["game"]["dice"] = "table"
    path.write_text(json.dumps(raw), encoding="utf-8")
    session, _seats = read_game_file(path)
    assert session.dice == "table" and [str(a) for a in session.state.history] == history
    # A test's forced dice (the roll-off here) make a table-dice game, whose autosave loads.
    forced = make_window(qtbot, players="Ana:human,Bo:human", seed=11)
    roll(qtbot, forced, 3)
    forced.controller.set_paused(True)
    assert json.loads(latest_autosave().read_text(encoding="utf-8"))["game"]["dice"] == "table"
    assert read_game_file(latest_autosave())[0].state == forced.controller.state


def test_a_shared_win_is_said_as_one(qtbot: QtBot) -> None:
    """Two players tied at the top share the win ("Ana & Bo share the win!", not "wins")."""
    from ubuild_desktop.core.engine.kernel.records import Standing

    window = make_window(qtbot)
    state = window.controller.state
    seats = window.controller.seats
    tied = [Standing(1, 0, "Ana", 900, 0, 900, False), Standing(1, 1, "Bo", 900, 0, 900, False)]
    window.ranking.show_ranking(state, seats, tied)
    title = window.ranking.title.text()
    assert "Ana &amp; Bo share the win!" in title and "wins" not in title
    window.ranking.show_ranking(state, seats, [tied[0], Standing(2, 1, "Bo", 800, 0, 800, False)])
    assert "Ana wins!" in window.ranking.title.text()
