"""The window as a whole: public API, menus and shortcuts, accessible names, the viewer's Edit Track."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.track import Track
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.editor import EditorWindow, TrackDocument
from ubuild_desktop.viewer import TrackViewerWindow


def menu_actions(window: EditorWindow) -> list:
    found = []

    def walk(menu: QMenu) -> None:
        for act in menu.actions():
            if act.menu() is not None:
                walk(act.menu())
            elif not act.isSeparator():
                found.append(act)

    for top in window.menuBar().actions():
        walk(top.menu())
    return found


def test_every_action_has_a_menu_entry_and_the_standard_shortcuts(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    in_menus = set(menu_actions(window))
    named = [a for a in window.actions() if a.objectName()]
    assert named and all(a in in_menus for a in named), [a.objectName() for a in named if a not in in_menus]
    keys = {a.objectName(): a.shortcut().toString() for a in named}
    assert keys["undoAction"] == "Ctrl+Z"
    assert keys["newAction"] == "Ctrl+N" and keys["openAction"] == "Ctrl+O" and keys["saveAction"] == "Ctrl+S"
    assert keys["copyAction"] == "Ctrl+C" and keys["pasteAction"] == "Ctrl+V" and keys["cutAction"] == "Ctrl+X"
    assert keys["selectAllAction"] == "Ctrl+A" and keys["deleteAction"] == "Del"
    assert keys["rotateClockwiseAction"] == "R" and keys["rotateCounterclockwiseAction"] == "Shift+R"
    assert keys["printAction"] == "Ctrl+P"
    assert all(a.text() for a in in_menus)


def test_every_control_has_an_accessible_name(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    for button in window.toolbar.findChildren(QToolButton):
        if button.defaultAction() is not None and button.isVisible():
            assert button.accessibleName(), button.defaultAction().objectName()
    for widget in (window.preset_combo, window.railroads_check, window.view, window.palette, window.problems.list):
        assert widget.accessibleName()


def test_user_visible_strings_go_through_translation(qtbot: QtBot, make_editor, monkeypatch) -> None:
    """A translator that marks every string reaches the menus, palette and status bar."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001
            return f"\u00ab{source}\u00bb"

        def isEmpty(self) -> bool:
            return False

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        window = make_editor(load_builtin("starter"))
        assert window.menuBar().actions()[0].text() == "\u00ab&File\u00bb"
        assert window.palette.item(0).text().startswith("\u00ab\u00abGO\u00bb")
        assert window.toolbar.actions()[0].text().startswith("\u00ab")
        assert window.summary_label.accessibleDescription().startswith("\u00abValid")
        assert window.windowTitle().startswith("\u00ab")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_document_alone_undoes_and_announces(qtbot: QtBot) -> None:
    from ubuild_desktop.core.edits import move

    track = load_builtin("starter")
    document = TrackDocument(track)
    seen: list[Track] = []
    document.trackChanged.connect(seen.append)
    document.apply(move(track, ["p1"], 0, -2))
    assert document.modified and seen == [document.track]
    assert document.report.track == document.track
    document.undo_stack.undo()
    assert document.track == track and not document.modified
    assert len(seen) == 2


def test_the_viewer_opens_the_editor_on_its_track(qtbot: QtBot) -> None:
    track = load_builtin("classic")
    viewer = TrackViewerWindow(track)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    qtbot.keyClick(viewer, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    (editor,) = viewer.editors
    qtbot.addWidget(editor)
    assert isinstance(editor, EditorWindow) and editor.isVisible()
    assert editor.current_track() == track
    file_menu = viewer.menuBar().actions()[0].menu()
    assert viewer.edit_action in file_menu.actions()


def test_toolbar_and_docks_fit_the_window(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    bar = window.toolbar
    for child in bar.findChildren(QWidget):
        if child.isVisible() and child.parent() is bar and not child.objectName().startswith("qt_"):
            assert bar.rect().contains(child.geometry()), child
    assert QApplication.instance() is not None


def test_edit_track_from_the_viewer_keeps_the_file(qtbot: QtBot, tmp_path) -> None:
    from ubuild_desktop.core.trackfile import load_builtin, save_track
    from ubuild_desktop.viewer.window import TrackViewerWindow

    path = tmp_path / "mine.json"
    save_track(load_builtin("starter"), path)
    viewer = TrackViewerWindow(load_builtin("pro"))
    qtbot.addWidget(viewer)
    assert viewer.open_track_file(path)
    editor = viewer.edit_track()
    qtbot.addWidget(editor)
    assert editor.path == path  # Save writes the viewed file, it does not ask
    assert editor.current_track() == load_builtin("starter")
