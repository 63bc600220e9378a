"""A third rule set plugs in from a test module alone (issue 25, "One registry"): the
Ring of ``ring_rules.py`` (12 spaces, one rule) registers itself there, and nothing outside
the tests knows it; yet the registry finds it, the engine's session plays it, a game file
of it reads back, ``simulate`` simulates it (on two processes too), the New game dialog
offers its built-in board and starts it, and the play window opens it and plays it to its
end through its real Roll button and controller.

The Ring is interpreted Python: its state, rule book, session and computer player
subclass the kernel's ``GameState``, ``TableBook``, ``Session`` and ``ComputerPlayer``.
With the compiled engine active (mypyc), these are compiled classes open to interpreted
subclasses (``core/engine/kernel/extensible.py``), so the Ring runs here, in the same
process as the compiled games, under either build.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from ubuild_desktop.core.engine import native_build_active
from ubuild_desktop.core.engine.kernel.event_kinds import EventKind
from ubuild_desktop.core.engine.kernel.phases import END_ROUND_LIMIT, Phase
from ubuild_desktop.core.engine.kernel.rule_set import register, unregister

from .ring_rules import RING, RING_PLAY, ROUNDS, SALARY, SPACES, START_CASH, Ring, RingRules, RingState


def test_the_ring_extends_the_kernel_as_it_runs_compiled_or_pure() -> None:
    """Under the compiled build the kernel's classes the Ring extends are compiled (their
    modules are extensions) and the Ring's are plain Python, in this process."""
    from ubuild_desktop.core.engine.kernel import driver, session, state, table

    kernel_compiled = [not module.__file__.endswith(".py") for module in (state, table, session, driver)]
    assert kernel_compiled == [native_build_active()] * 4
    game = RING.new_game(Ring(), ["Ana", "Bo"], {})
    ring_state = RING.new_state(game)
    assert isinstance(ring_state, state.GameState) and isinstance(ring_state.book, table.TableBook)
    assert type(ring_state) is RingState and RingState.__module__ == "tests.play.ring_rules"
    assert hasattr(ring_state, "__dict__")  # an interpreted class's instance


@pytest.fixture
def ring_registered() -> Iterator[RingRules]:
    """The Ring, registered (again, should a test have taken it away)."""
    register(RING)
    yield RING


def test_the_registry_finds_the_ring_by_name_board_game_state_and_document(ring_registered: RingRules) -> None:
    from ubuild_desktop.core.engine.registry import rule_set, rule_set_of, rule_set_of_document, rule_sets

    game = RING.new_game(Ring(), ["Ana", "Bo"], {})
    state = RING.new_state(game)
    assert rule_set("ring") is RING and RING in rule_sets()
    assert rule_set_of(Ring()) is RING and rule_set_of(game) is RING and rule_set_of(state) is RING
    assert rule_set_of_document({"rule_set": "ring"}) is RING
    assert rule_set_of_document({"format": "ubuild-game"}).name == "ubuild"  # a file without one is U-Build's


def test_the_ring_is_forgotten_when_unregistered() -> None:
    from ubuild_desktop.core.engine.registry import UnknownRuleSet, rule_set, rule_set_of

    unregister(RING.name)
    try:
        with pytest.raises(UnknownRuleSet):
            rule_set("ring")
        with pytest.raises(UnknownRuleSet):
            rule_set_of(Ring())
    finally:
        register(RING)


def test_a_game_of_the_ring_plays_to_its_end_with_the_one_rule(ring_registered: RingRules) -> None:
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.registry import rule_set_of

    rules = rule_set_of(Ring())
    session = rules.session(rules.new_game(Ring(), 3, {}), seed=7)
    played = play_out(session, [rules.computer(None, seat) for seat in range(3)], check=True)
    state = session.state
    assert state.is_terminal() and state.end_reason == END_ROUND_LIMIT and state.rounds == ROUNDS
    assert played.turns == 3 * ROUNDS - 1 and sum(played.landings) == 3 * ROUNDS
    # The one rule: each player's cash is the start plus 20 for each time round the ring.
    for p in range(3):
        passes = sum(1 for e in state.events if e.kind is EventKind.PASSED_GO and e.get("player") == p)
        assert state.cash[p] == START_CASH + SALARY * passes
    assert sum(state.cash) - 3 * START_CASH == state.bank_paid > 0
    assert rules.standings(state)[0].rank == 1


def test_a_game_of_the_ring_reads_back_from_its_file_and_takes_back(ring_registered: RingRules) -> None:
    from ubuild_desktop.core.engine.kernel.autoplay import play_out
    from ubuild_desktop.core.engine.registry import rule_set_of_document

    session = RING.session(RING.new_game(Ring(), ["Ana", "Bo"], {"round_limit": 3}), seed=11)
    play_out(session, [RING.computer(None, 0), RING.computer(None, 1)])
    raw = json.loads(RING.dump_game(session))
    again = rule_set_of_document(raw).read_game(raw, "ring.json")
    assert again.state.history == session.state.history and again.state.cash == session.state.cash
    back = RING.resume(session, session.state.history[:4])
    assert back.state.history == session.state.history[:4] and back.state.phase is Phase.PRE_ROLL


def test_the_simulator_simulates_the_ring(ring_registered: RingRules) -> None:
    from ubuild_desktop.core.engine.simulate import simulate, summarize

    run = simulate(Ring(), 2, games=6, seed=3)
    figures = summarize(run)
    # the same games on two processes: each worker imports this module, which registers the Ring
    assert simulate(Ring(), 2, games=6, seed=3, jobs=2).results == run.results
    assert figures["rule_set"] == "ring" and figures["games"] == 6 and figures["round_limit"] == ROUNDS
    assert figures["results"]["rounds"]["median"] == ROUNDS
    assert len(figures["results"]["landings"]) == SPACES and figures["results"]["money_flows"]["salaries"] > 0
    assert sum(figures["results"]["win_rate_per_seat"]) == pytest.approx(1.0)


def test_the_ring_plays_in_the_play_window_through_its_buttons(ring_registered: RingRules, qtbot: Any, tmp_path: Any) -> None:
    """The real window and controller, the Roll button clicked by a person at the screen,
    a computer seat driven by the engine's one driver, to the end of the game."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from ubuild_desktop.play.plugin import PlayView, rules_for
    from ubuild_desktop.play.seats import Seat
    from ubuild_desktop.play.window import open_game_window

    session = RING.session(RING.new_game(Ring(), ["Ana", "Bo"], {"round_limit": 3}), seed=5)
    assert isinstance(RING_PLAY, PlayView) and rules_for(session) is RING_PLAY
    seats = [Seat("Ana", "#e03131", "human"), Seat("Bo", "#1971c2", "computer", "roller")]
    window = open_game_window(session, seats, animations=False, computer_delay_ms=0, autosave=tmp_path / "ring.json",
                              remember=False)
    qtbot.addWidget(window)
    assert window.rules is RING_PLAY
    window.grab().save(str(tmp_path / "ring.png"))
    for _ in range(200):
        state = window.controller.state
        if state.is_terminal():
            break
        if state.current_player == 0:
            roll = window.findChild(QPushButton, "rollButton")
            qtbot.waitUntil(lambda: roll is not None and roll.isVisible() and roll.isEnabled(), timeout=5000)
            qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
        qtbot.wait(10)
    state = window.controller.state
    assert state.is_terminal() and state.rounds == 3
    assert {type(a).__name__ for a in state.history} == {"Roll", "Dice"}
    assert any(e.kind is EventKind.PASSED_GO for e in state.events) or state.cash == [START_CASH, START_CASH]
    window.close()


def test_the_new_game_dialog_offers_the_rings_built_in_board_and_starts_it(ring_registered: RingRules, qtbot: Any,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule set's built-in boards (``RuleSet.builtin_boards``) are offered by the New game
    dialog, named by its play view's words, and the game starts on its own rules (no Fair
    start kept, no U-Build round limit row); the dialog remembers it by the rule set's name."""
    from PySide6.QtCore import Qt

    from ubuild_desktop.play.new_game import LAST_BOARD_KEY, NewGameDialog, builtin_data
    from ubuild_desktop.settings import settings

    monkeypatch.setattr(RING, "builtin_boards", lambda: ["ring"], raising=False)
    monkeypatch.setattr(RING, "load_builtin", lambda name: Ring(), raising=False)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    index = dialog.track_combo.findData(builtin_data("ring", "ring"))
    assert index >= 0 and dialog.track_combo.itemText(index) == "The Ring (built-in)"
    dialog.track_combo.setCurrentIndex(index)
    assert dialog.board() == Ring() and not dialog.form.isRowVisible(dialog.round_limit)
    assert not dialog.fair_start.check.isEnabled()  # the Ring keeps no Fair start
    assert dialog.start_button.isEnabled(), dialog.problem.text()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session, seats = dialog.result_session()
    assert RING.name == "ring" and type(session).__name__ == "RingSession" and len(seats) == len(session.game.players)
    assert settings().value(LAST_BOARD_KEY) == builtin_data("ring", "ring")
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.track_combo.currentData() == builtin_data("ring", "ring")  # remembered


def test_new_games_file_entry_reads_a_ring_board_file_through_the_registry(ring_registered: RingRules, qtbot: Any,
                                                                          tmp_path: Any) -> None:
    """The New game dialog's one file entry reads any rule set's board file: the registry
    (``load_board_file``) hands it to the rule set that claims it, here the Ring's."""
    from PySide6.QtCore import Qt

    from ubuild_desktop.core.engine.registry import load_board_file, resolve_board
    from ubuild_desktop.play.new_game import NewGameDialog

    path = tmp_path / "small.json"
    path.write_text(json.dumps({"name": "Small Ring", "ring": ["Start", *(f"Stop {i}" for i in range(1, SPACES))]}),
                    encoding="utf-8")
    small = Ring(name="Small Ring")
    assert load_board_file(path) == small and resolve_board(str(path)) == small
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.set_file(path), dialog.problem.text()
    assert dialog.board() == small and dialog.start_button.isEnabled(), dialog.problem.text()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session, _seats = dialog.result_session()
    assert type(session).__name__ == "RingSession" and session.game.ring == small


def test_ubuild_tracks_lists_every_rule_sets_built_in_boards_the_rings_too(ring_registered: RingRules,
                                                                          monkeypatch: pytest.MonkeyPatch,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """``ubuild tracks`` is one loop over the registry: the Ring's built-in board is listed
    after U-Build's tracks and the square board, by the rule set's name (it gives no
    ``listing`` of its own); ``ubuild schema --rules ring`` says the Ring has no file format."""
    from ubuild_desktop.cli import main

    monkeypatch.setattr(RING, "builtin_boards", lambda: ["ring"], raising=False)
    monkeypatch.setattr(RING, "load_builtin", lambda name: Ring(), raising=False)
    assert main(["tracks"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()]
    assert [row[0] for row in rows] == ["classic", "classic-railroad", "pro", "starter", "traditional", "ring"]
    assert rows[-1] == ["ring", "ring", "ring"] and rows[3][-2:] == ["14", "spaces"]
    assert main(["schema", "--rules", "ring"]) == 2
    assert "no rule set named ring has a board file format (these do: ubuild, traditional)" in capsys.readouterr().err


def test_the_ring_stands_on_the_kernel_alone() -> None:
    """The Ring imports nothing of U-Build's or the traditional game's engine (the kernel's
    names come from the kernel), so it proves the kernel enough for a rule set."""
    import ast
    from pathlib import Path

    tree = ast.parse((Path(__file__).with_name("ring_rules.py")).read_text(encoding="utf-8"))
    taken = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert any(m.startswith("ubuild_desktop.core.engine.kernel.") for m in taken)
    assert not [m for m in taken if m.startswith(("ubuild_desktop.core.engine.ubuild", "ubuild_desktop.core.engine.traditional"))]


#: What a Ring plug-in installed beside the program does when Python starts (its
#: ``sitecustomize``): it imports ``ring_rules``, which registers the Ring, and gives the Ring
#: a built-in board, as the tests above do in this process.
RING_PLUG_IN = ("import tests.play.ring_rules as ring\n"
                "ring.RING.builtin_boards = lambda: ['ring']\n"
                "ring.RING.load_builtin = lambda name: ring.Ring()\n")


def _ubuild_with_the_ring(tmp_path: Any, *command: str) -> Any:
    """The installed ``ubuild`` run as a user runs it, in a Python that registers the Ring
    at start-up (and nothing else changed)."""
    import os
    import subprocess
    from pathlib import Path

    from tests.app.helpers import installed_ubuild

    site = tmp_path / "site"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(RING_PLUG_IN, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(root)]), "QT_QPA_PLATFORM": "offscreen",
           "LC_ALL": "C", "LANGUAGE": ""}
    return subprocess.run([installed_ubuild(), *command], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.tool
def test_ubuild_validates_exports_and_lists_the_ring(tmp_path: Any) -> None:
    """``ubuild validate``, ``export`` and ``tracks`` take the Ring as they take U-Build's
    tracks and the square board: ``validate`` by the registry's default (the Ring checks
    nothing of a board beyond reading it: valid, no problems), ``export`` by the shared
    export of its play view's board (PNG, SVG, one-page PDF), ``tracks`` listing its
    built-in board."""
    from PySide6.QtGui import QImage

    path = tmp_path / "small.json"
    path.write_text(json.dumps({"name": "Small Ring", "ring": ["Start", *(f"Stop {i}" for i in range(1, SPACES))]}),
                    encoding="utf-8")
    done = _ubuild_with_the_ring(tmp_path, "validate", "small.json", "ring", "starter")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:2] == ["small.json: Read as a ring board; its rules check nothing more",
                                            "ring: Read as a ring board; its rules check nothing more"], done.stdout
    done = _ubuild_with_the_ring(tmp_path, "validate", "--json", "small.json")
    assert done.returncode == 0 and json.loads(done.stdout) == {"results": [
        {"file": "small.json", "rule_set": "ring", "valid": True, "problems": []}]}, done.stdout + done.stderr
    for suffix in ("png", "svg", "pdf"):
        done = _ubuild_with_the_ring(tmp_path, "export", "small.json", "--to", f"small.{suffix}")
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"small.{suffix}: "), done.stdout
    image = QImage(str(tmp_path / "small.png"))
    assert image.width() == 2400 and image.height() > 600  # the ring's square of twelve spaces
    assert len({image.pixel(x, image.height() // 2) for x in range(0, image.width(), 7)}) > 3  # drawn, not blank
    assert (tmp_path / "small.svg").read_text(encoding="utf-8").count("<text") >= SPACES  # every space named
    assert (tmp_path / "small.pdf").read_bytes().startswith(b"%PDF")
    done = _ubuild_with_the_ring(tmp_path, "tracks")
    assert done.returncode == 0 and done.stdout.splitlines()[-1].split() == ["ring", "ring", "ring"], done.stdout


@pytest.mark.tool
def test_ubuild_views_the_ring_and_says_what_it_cannot_do(tmp_path: Any) -> None:
    """``ubuild view`` opens the Ring's board in the viewer of a rule set that names none of
    its own (its picture beside its report); ``edit`` and ``analyze`` say in one line that
    the Ring has no editor and no balance figures, never a traceback."""
    from PySide6.QtGui import QImage

    path = tmp_path / "small.json"
    path.write_text(json.dumps({"name": "Small Ring", "ring": ["Start", *(f"Stop {i}" for i in range(1, SPACES))]}),
                    encoding="utf-8")
    done = _ubuild_with_the_ring(tmp_path, "view", "small.json", "--screenshot", "view.png", "--size", "1024x640")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    shot = QImage(str(tmp_path / "view.png"))
    assert (shot.width(), shot.height()) == (1024, 640)
    done = _ubuild_with_the_ring(tmp_path, "edit", "small.json", "--screenshot", "edit.png")
    assert done.returncode == 2 and done.stderr.strip() == "small.json: the boards of the rule set ring have no editor", done.stderr
    done = _ubuild_with_the_ring(tmp_path, "analyze", "small.json", "--games", "2")
    assert done.returncode == 2 and done.stderr.strip() == (
        "error: small.json: the rule set ring has no balance figures (ubuild simulate plays its games)"), done.stderr
