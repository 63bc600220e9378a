"""The viewer reports a hostile track file instead of crashing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.viewer.app import run_viewer
from ubuild_desktop.viewer.window import TrackViewerWindow

HUGE = '{"format_version": ' + "1" * 5000 + "}"


def test_viewer_open_a_track_with_a_number_too_long(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    window = TrackViewerWindow(load_builtin("starter"))
    qtbot.addWidget(window)
    path = tmp_path / "huge.json"
    path.write_text(HUGE, encoding="utf-8")
    assert window.open_track_file(path) is False
    assert shown and "huge.json" in shown[0]


def test_run_viewer_a_track_with_a_number_too_long(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.json"
    path.write_text(HUGE, encoding="utf-8")
    assert run_viewer(str(path)) == 2
    assert "huge.json" in capsys.readouterr().err
