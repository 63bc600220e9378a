"""TV mode (F11) reaches the menus and the file dialogs too: the menu bar, its menus and the
Open list and file dialogs (Qt's own, a native one cannot be sized) at the reading size, and
no dialog larger than the screen; out of TV mode the menus go back to the program's font.
Driven as a player drives it: F11's action, the menus' actions, dialogs closed by a timer."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.play.saved_games import OpenGameDialog

from ..modal import when_modal
from .helpers import make_window


def _points(widget: QWidget) -> float:
    return widget.font().pointSizeF()


def test_tv_mode_sizes_the_menus_and_back(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    base = _points(window.menuBar())
    window.tv_action.trigger()
    least = window.reading_points()
    assert least > base * 1.5
    menus = window.menuBar().findChildren(QMenu)
    assert len(menus) >= 4  # Game, View, its holdings, Help
    for menu in [window.menuBar(), *menus]:
        assert _points(menu) >= least - 0.01, menu.objectName() or menu.title()
    game = menus[0]
    game.popup(window.mapToGlobal(window.menuBar().geometry().bottomLeft()))
    qtbot.waitUntil(game.isVisible)
    line = game.actionGeometry(game.actions()[0]).height()
    assert line >= window.reading_px(), line  # each line tall enough for its words
    screen = window.screen().availableGeometry()
    assert game.width() <= screen.width() and game.height() <= screen.height()
    game.close()
    window.tv_action.trigger()
    for menu in [window.menuBar(), *menus]:
        assert abs(_points(menu) - base) < 0.01


def test_tv_mode_sizes_the_file_dialogs(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.tv_action.trigger()
    least = window.reading_points()
    seen: dict[str, object] = {}

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        seen.update(qt_own=dialog.testOption(QFileDialog.Option.DontUseNativeDialog), points=_points(dialog),
                    size=dialog.size(), name=dialog.objectName())
        dialog.reject()

    answered = when_modal(QFileDialog, look)
    window.log_action.trigger()  # Game → Save log…
    assert answered and seen["name"] == "saveLogDialog" and seen["qt_own"]
    assert seen["points"] >= least - 0.01
    screen = window.screen().availableGeometry()
    size = seen["size"]
    assert size.width() <= screen.width() and size.height() <= screen.height()  # type: ignore[attr-defined]
    answered = when_modal(QFileDialog, look)
    window.save_as_action.trigger()  # Game → Save as…
    assert answered and seen["name"] == "saveGameDialog" and seen["points"] >= least - 0.01
    answered = when_modal(OpenGameDialog, lambda dialog: (seen.update(points=_points(dialog)), dialog.reject()))
    window.open_action.trigger()  # Game → Open…: the kept games' list first
    assert answered and seen["points"] >= least - 0.01


def test_tv_mode_sizes_new_game_and_its_file_dialog(qtbot: QtBot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Game → New game… in TV mode: the dialog at the reading size, inside the screen with
    its buttons; picking "A track or board file…" opens Qt's file dialog at that size too
    (it opened the desktop's at the program's small font), and the file chosen is used."""
    from PySide6.QtWidgets import QApplication

    from ubuild_desktop.core.trackfile import load_builtin, save_track
    from ubuild_desktop.play.new_game import NewGameDialog

    window = make_window(qtbot)
    window.tv_action.trigger()
    least = window.reading_points()
    window.new_action.trigger()
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert _points(dialog) >= least - 0.01 and _points(dialog.track_combo) >= least - 0.01
    screen = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: screen.contains(dialog.frameGeometry()))  # placed inside the screen once shown
    start = dialog.buttons.buttons()[0]
    assert screen.contains(start.mapToGlobal(start.rect().bottomRight()))
    track = tmp_path / "mine.json"
    save_track(load_builtin("classic"), track)
    seen: dict[str, object] = {}

    def choose(file_dialog: QWidget) -> None:
        assert isinstance(file_dialog, QFileDialog)
        seen.update(qt_own=file_dialog.testOption(QFileDialog.Option.DontUseNativeDialog), points=_points(file_dialog),
                    size=file_dialog.size(), name=file_dialog.objectName())
        file_dialog.selectFile(str(track))
        file_dialog.accept()

    answered = when_modal(QFileDialog, choose)
    combo = dialog.track_combo
    entry = combo.findData("file:")
    combo.setCurrentIndex(entry)
    combo.activated.emit(entry)  # what picking the entry with the mouse or the keys does
    qtbot.waitUntil(lambda: bool(answered))
    assert seen["name"] == "openBoardDialog" and seen["qt_own"] and seen["points"] >= least - 0.01
    size = seen["size"]
    assert size.width() <= screen.width() and size.height() <= screen.height()  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert combo.currentText() == "mine.json"
    dialog.reject()
