"""Live validation: the preset chooser, the problems panel, markers on the board, the status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.core.tracks import broken_starter
from ubuild_desktop.board.track_words import diagnostic_text
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.validate import validate


def test_status_bar_says_valid_or_counts_problems(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("pro"))
    assert window.summary_label.accessibleDescription() == "Valid Pro track, 32 spaces"
    assert "Valid Pro track, 32 spaces" in window.summary_label.text()
    assert window.problems.list.count() == 1 and window.problems.diagnostic_at(0) is None
    broken = make_editor(broken_starter())
    n = len(validate(broken_starter()).diagnostics)
    assert broken.summary_label.accessibleDescription() == f"{n} problems"


def test_a_preset_change_revalidates_and_undoes(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    combo = window.preset_combo
    with qtbot.waitSignal(window.trackChanged):
        combo.setCurrentIndex(list(Preset).index(Preset.PRO))
    expected = validate(track, Preset.PRO)
    assert window.current_track().preset == Preset.PRO
    assert window.problems.list.count() == len(expected.diagnostics) > 0
    assert [window.problems.diagnostic_at(i) for i in range(window.problems.list.count())] == expected.diagnostics
    assert window.summary_label.accessibleDescription() == f"{len(expected.diagnostics)} problems"
    assert window.preset_actions[Preset.PRO].isChecked()
    assert window.scene.problem_piece_ids()  # the offending pieces are outlined
    # The railroads switch too, and both undo step by step.
    window.railroads_check.setChecked(True)
    assert window.current_track().railroads
    assert window.document.undo_stack.count() == 2
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.current_track() == track
    assert combo.currentIndex() == list(Preset).index(Preset.STARTER)
    assert window.problems.diagnostic_at(0) is None
    # The menu entry does the same as the combo box.
    window.preset_actions[Preset.CLASSIC].trigger()
    assert window.current_track().preset == Preset.CLASSIC
    assert combo.currentText() == "Classic"


def test_clicking_a_problem_selects_and_shows_its_pieces(qtbot: QtBot, make_editor) -> None:
    track = broken_starter()
    report = validate(track)
    window = make_editor(track)
    listing = window.problems.list
    for row, diagnostic in enumerate(report.diagnostics):
        assert diagnostic_text(diagnostic) in listing.item(row).text()
    assert {"p4", "p6"} <= window.scene.problem_piece_ids()
    assert window.scene.marker_items()  # open connectors are marked on the board
    row = next(i for i, d in enumerate(report.diagnostics) if d.pieces == ("p6",))
    for _ in range(4):
        window.view.zoom_in()
    rect = listing.visualItemRect(listing.item(row))
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.selection == {"p6"}
    assert window.scene.highlighted_piece_ids() == {"p6"}
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.piece_item("p6").sceneBoundingRect().center())
    # The selection is the editor's: Delete removes what the problem named.
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert "p6" not in {p.id for p in window.current_track().pieces}


def test_sites_toggle_and_stranded_pieces(qtbot: QtBot, make_editor) -> None:
    track = load_builtin("starter")
    stray = track.pieces[0].moved(10, 0).model_copy(update={"id": "stray"})
    track = track.model_copy(update={"pieces": track.pieces[1:] + (stray,), "preset": Preset.CUSTOM})
    window = make_editor(track)
    qtbot.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.scene.sites_visible and window.scene.sites_item().isVisible()
    window.select_stranded_action.trigger()
    assert window.controller.selection == {"stray"}
