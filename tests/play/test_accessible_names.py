"""Every control of the new-game dialog and the play window has an accessible name."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget, QWidget
from pytestqt.qtbot import QtBot

from ubuild_desktop.play.dialogs import NewGameDialog

from .helpers import make_window


def _unnamed(root: QWidget) -> list[str]:
    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.objectName() == "qt_spinbox_lineedit":
            continue
        if isinstance(widget, (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget)):
            text = widget.text() if isinstance(widget, QAbstractButton) else ""
            if not (text or widget.accessibleName()):
                out.append(f"{type(widget).__name__} {widget.objectName()}")
    return out


def test_new_game_dialog_fields_have_accessible_names(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.add_player()
    dialog.show()
    assert _unnamed(dialog) == []
    assert dialog.rows[2].name.accessibleName() == "Player 3 name"
    dialog.remove_player(dialog.rows[0])
    assert dialog.rows[1].name.accessibleName() == "Player 2 name"


def test_play_window_controls_have_accessible_names(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert _unnamed(window) == []
