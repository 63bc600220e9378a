"""Home's Open takes any rule set's board file into its rule set's editor (issue 25: it read
square boards with the square board's reader alone): the registry hands the file to the rule
set that claims it. A track file opens in the track editor, as a board file opens in the
square-board editor (``test_square_editor_home.py``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.modal import choose_file
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.editor.window import EditorWindow

from .helpers import make_home


def test_homes_open_takes_a_track_file_into_the_track_editor(qtbot: QtBot, tmp_path: Path) -> None:
    track_file = tmp_path / "mine.json"
    track = load_builtin("classic")
    save_track(track, track_file)
    home = make_home(qtbot)
    answered = choose_file(track_file)
    qtbot.mouseClick(home.open_button, Qt.MouseButton.LeftButton)
    assert answered
    editors = [w for w in QApplication.topLevelWidgets() if isinstance(w, EditorWindow) and w.isVisible()]
    for editor in editors:
        qtbot.addWidget(editor)
    assert len(editors) == 1 and editors[0].path == track_file
    assert home.play_window is None  # not taken for a game
    editors[0].close()
