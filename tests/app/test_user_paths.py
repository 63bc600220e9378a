"""The paths users take through the windows, click by click, each in a child process.

Home → "Edit a track…" → (rename the track) → Home → New game → "The track open in the
editor" → Start plays that track; the editor's Print Preview… shows the pages (twice,
then Print…) without crashing; a right-click in the editor shows the piece's menu. ``tests/ui_harness.py`` runs each scenario; the
exhaustive click-everything runs are in ``test_every_control.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui_harness import Harness, ScenarioResult, scenario_test

# Each test starts another program (tests/conftest.py: tool runs).
pytestmark = pytest.mark.tool

# ---------------------------------------------------------------------- scenarios (child side)


def _click(widget: Any) -> None:
    """A click that leaves the dialog it opens alone (the scenario fills it in)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def edit_then_play_scenario(h: Harness) -> None:
    from ubuild_desktop.app.home import HomeWindow
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor.track_dialogs import TrackSettingsDialog
    from ubuild_desktop.editor.window import EditorWindow

    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    h.use(home.edit_button)
    editor = home.editor
    h.check(isinstance(editor, EditorWindow) and editor.isVisible(), "Edit a track… opened the editor")
    if not isinstance(editor, EditorWindow):
        return
    h.check(editor.current_track() == load_builtin("starter"), "the editor shows the Starter track")
    h.notes["editor track"] = editor.current_track().name

    def rename(dialog: Any) -> bool:
        if isinstance(dialog, TrackSettingsDialog):
            dialog.name.setText("Ana's loop")
            dialog.accept()
            return True
        return False

    h.use(editor.settings_action, answer=rename)  # Track → Track Settings…
    h.check(editor.current_track().name == "Ana's loop", "the track was renamed in the editor")

    _click(home.new_button)
    dialog = home.dialog
    h.check(dialog is not None and dialog.isVisible(), "New game… opened the dialog")
    if dialog is None:
        return
    combo = dialog.track_combo
    index = combo.findData("editor:")
    h.notes["track choices"] = [combo.itemText(i) for i in range(combo.count())]
    h.check(index >= 0, "the dialog offers the track open in the editor")
    combo.setCurrentIndex(index)
    h.check(dialog.start_button.isEnabled(), "Start is enabled with the editor's track")
    _click(dialog.start_button)
    h.settle()
    window = home._live_play_window()
    h.check(window is not None, "Start opened the game")
    if window is not None:
        track = window.controller.state.game.track
        h.notes["game track"] = track.name
        h.check(track == editor.current_track(), "the game is played on the editor's track")


def play_this_track_scenario(h: Harness) -> None:
    """The editor's Play This Track (F5): the New game dialog on the track as it is, unsaved or not;
    a track with problems is refused with how many."""
    from PySide6.QtWidgets import QMessageBox

    from ubuild_desktop.app.home import HomeWindow
    from ubuild_desktop.core.edits import SetProperties
    from ubuild_desktop.editor.window import EditorWindow

    home = HomeWindow(animations=False, computer_delay_ms=0)
    home.show()
    h.use(home.edit_button)
    editor = home.editor
    if not isinstance(editor, EditorWindow):
        h.check(False, "Edit a track… opened the editor")
        return
    editor.document.apply(SetProperties.of(editor.current_track(), "rename", name="Bo's unsaved loop"))
    h.check(editor.document.modified, "the track has changes that are not saved")
    editor.play_action.trigger()  # the dialog opens over the editor; the scenario fills it in
    dialog = home.dialog
    h.check(dialog is not None and dialog.isVisible(), "Play This Track opened the New game dialog")
    if dialog is None:
        return
    h.notes["chosen"] = dialog.track_combo.currentText()
    h.check(dialog.parent() is editor, "the dialog is the editor's")
    h.check(dialog.board() == editor.current_track(), "the dialog has the editor's track as it is now")
    _click(dialog.start_button)
    h.settle()
    window = home._live_play_window()
    h.check(window is not None, "Start opened the game")
    if window is not None:
        h.notes["game track"] = window.controller.state.game.track.name
    h.notes["status"] = editor.statusBar().currentMessage()

    # A track with problems: one piece deleted, then Play This Track again.
    editor.controller.set_selection([editor.current_track().pieces[1].id])
    editor.delete_action.trigger()
    refusals: list[str] = []

    def read(box: object) -> bool:
        if isinstance(box, QMessageBox):
            refusals.append(f"{box.windowTitle()}: {box.text()}")
        return False  # the harness closes it

    h.use(editor.play_action, answer=read)
    h.notes["refusal"] = refusals
    h.check(home.dialog is dialog, "no second New game dialog for a track with problems")


def print_preview_scenario(h: Harness) -> None:
    from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor import open_editor

    editor = open_editor(track=load_builtin("classic"))
    h.settle()
    pages: list[int] = []

    def look(dialog: Any) -> bool:
        if isinstance(dialog, QPrintPreviewDialog):
            preview = dialog.findChild(QPrintPreviewWidget)
            preview.updatePreview()  # paints the pages now, as showing it does
            pages.append(preview.pageCount())
        return False  # then the harness closes it

    file_menu = editor.menuBar().actions()[0].menu()
    preview = next(a for a in file_menu.actions() if a.objectName() == "printPreviewAction")
    for _ in range(2):  # one after another: the second preview used to find a freed printer
        h.use(preview, answer=look)
    h.use(editor.print_action)
    h.use(preview, answer=look)
    h.notes["pages"] = pages
    h.check(editor.isVisible(), "the editor is still open")


def right_click_scenario(h: Harness) -> None:
    """A right-click on a piece and on the empty table of the editor shows the menus."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    from ubuild_desktop.board import cell_center
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.editor import open_editor

    editor = open_editor(track=load_builtin("starter"))
    h.settle()
    editor.view.fit()
    piece = editor.document.track.pieces[0]
    on_piece = editor.view.mapFromScene(cell_center(piece.cells()[0]))
    for where in (on_piece, QPoint(5, 5)):  # a piece, then the empty table
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, editor.view.viewport().mapToGlobal(where),
                                  Qt.KeyboardModifier.NoModifier)
        h.do(lambda e=event: QApplication.sendEvent(editor.view.viewport(), e), name="right-click")
        if where == on_piece:
            h.check(editor.controller.selection == {piece.id}, "the piece right-clicked is selected")
    h.notes["menus"] = [d["title"] for d in h.shown_dialogs]


# ---------------------------------------------------------------------- tests (parent side)

@scenario_test(f"{__name__}:right_click_scenario", "ui-home")
def test_right_click_menus_of_the_editor(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    piece_menu, table_menu = result.notes["menus"]
    assert piece_menu.startswith("Rotate Clockwise") and table_menu.startswith("Paste Here"), result.notes



@scenario_test(f"{__name__}:edit_then_play_scenario", "ui-home")
def test_edit_a_track_from_home_then_play_it(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    assert result.notes["editor track"] == "Starter"
    assert "The track open in the editor" in result.notes["track choices"]
    assert result.notes["game track"] == "Ana's loop"


@scenario_test(f"{__name__}:play_this_track_scenario", "ui-home")
def test_play_this_track_from_the_editor(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    assert result.notes["chosen"] == "The track open in the editor"
    assert result.notes["game track"] == "Bo's unsaved loop"  # unsaved: the game plays it as it is
    assert "not saved" in result.notes["status"]
    (refusal,) = result.notes["refusal"]
    assert refusal.startswith("Cannot Play This Track:") and "problems for the Starter rules" in refusal, refusal


@scenario_test(f"{__name__}:print_preview_scenario", "ui-home")
def test_print_preview_shows_the_pages(ui_scenario: ScenarioResult) -> None:
    result = ui_scenario
    pages = result.notes["pages"]
    assert len(pages) == 3 and all(n >= 1 for n in pages), pages
