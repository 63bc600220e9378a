"""The viewer explains an empty "Show Building Sites" instead of showing nothing."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ubuild_desktop.core.trackfile import load_builtin

from .test_viewer_window import broken_starter, make_window


def test_sites_on_a_broken_track_say_why_none_show(qtbot: QtBot) -> None:
    window = make_window(qtbot, broken_starter())
    window.sites_action.trigger()
    assert window.scene.sites_visible
    assert window.statusBar().currentMessage().startswith("No building sites yet")


def test_sites_on_a_valid_track_need_no_message(qtbot: QtBot) -> None:
    window = make_window(qtbot, load_builtin("starter"))
    window.sites_action.trigger()
    assert window.statusBar().currentMessage() == ""
