"""Hostile track files and clipboard text never take the editor down."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.trackfile import load_builtin

HUGE = '{"format_version": ' + "1" * 5000 + "}"


def test_open_a_track_with_a_number_too_long_to_read(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    window = make_editor(load_builtin("starter"))
    path = tmp_path / "huge.json"
    path.write_text(HUGE, encoding="utf-8")
    assert window.open_path(path, ask=False) is False
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and "huge.json" in text
    assert len(window.document.track.pieces) == len(load_builtin("starter").pieces)


def test_paste_text_with_a_number_too_long_to_read(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    mime = QMimeData()
    mime.setText("[" + "9" * 5000 + "]")
    QApplication.clipboard().setMimeData(mime)
    assert window.paste() is False
    assert len(window.document.track.pieces) == len(load_builtin("starter").pieces)


def test_a_damaged_recovery_file_with_a_huge_number_is_reported(qtbot: QtBot, make_editor, dialogs) -> None:
    from PySide6.QtWidgets import QMessageBox

    from .test_files import write_orphan

    orphan = write_orphan(HUGE, None, ident="hostile")
    dialogs.answers["question"] = QMessageBox.StandardButton.Yes
    window = make_editor(offer_recovery=True)
    kinds = dialogs.kinds()
    assert kinds == ["question", "critical"]
    assert "hostile.json" in dialogs.shown[-1][2]
    assert not orphan.exists()
    assert window.current_track().pieces == ()
