"""A track's name is the user's text: limited in Track Settings, shown isolated and elided in
the editor's and the viewer's titles (issue 10)."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.limits import MAX_TRACK_NAME_LENGTH
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.usertext import ELLIPSIS, FSI, PDI, TRACK_NAME_SHOWN
from ubuild_desktop.editor.track_dialogs import TrackSettingsDialog
from ubuild_desktop.viewer.window import TrackViewerWindow

RLO_NAME = "\u202eTrack <b>1</b>"


def test_track_settings_take_a_name_up_to_the_limit(qtbot: QtBot) -> None:
    dialog = TrackSettingsDialog(load_builtin("starter"))
    qtbot.addWidget(dialog)
    assert dialog.name.maxLength() == MAX_TRACK_NAME_LENGTH
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "T" * (MAX_TRACK_NAME_LENGTH + 5))
    assert len(dialog.name.text()) == MAX_TRACK_NAME_LENGTH


def test_the_editor_title_isolates_and_elides_the_track_name(make_editor: Any) -> None:
    window = make_editor(load_builtin("starter").model_copy(update={"name": RLO_NAME}))
    assert window.windowTitle().startswith(FSI + RLO_NAME + PDI + "[*]")
    window = make_editor(load_builtin("starter").model_copy(update={"name": "T" * MAX_TRACK_NAME_LENGTH}))
    assert window.windowTitle().startswith("T" * (TRACK_NAME_SHOWN - 1) + ELLIPSIS + "[*]")


def test_the_viewer_title_isolates_the_track_name(qtbot: QtBot) -> None:
    window = TrackViewerWindow(load_builtin("starter").model_copy(update={"name": RLO_NAME}))
    qtbot.addWidget(window)
    assert window.windowTitle().startswith(FSI + RLO_NAME + PDI + " ")
