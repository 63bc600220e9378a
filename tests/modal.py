"""Answering modal dialogs from a timer, the way a user would, while ``exec()`` waits."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QMessageBox, QWidget


def when_modal(kind: type[QWidget], answer: Callable[[QWidget], None], tries: int = 200) -> list[QWidget]:
    """Once a modal ``kind`` is up, call ``answer(dialog)`` (which must close it).

    Polls from a timer, so it works whether the dialog is opened by ``exec()`` or ``open()``.
    Returns a list that receives the dialog answered (empty if none came up): assert on it.
    """
    seen: list[QWidget] = []

    def poll(left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            seen.append(dialog)
            answer(dialog)
            return
        if left > 0:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(0, lambda: poll(tries))
    return seen


def choose_file(path: str | Path) -> list[QWidget]:
    """The next file dialog: type ``path`` as the file name and press its accept button.

    For Open, the list of the kept games (``play/saved_games.py``) comes first: its
    "Browse files…" button is clicked on the way, as a user would. The path is typed
    into the file name box: ``selectFile`` alone leaves that box as it was when the box
    has the focus, and the dialog then refuses to close (a test hung so, now and then,
    when the window was activated in time). A file dialog still up after its accept is
    answered again, as a user presses Enter again."""
    seen: list[QWidget] = []

    def poll(left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog.objectName() == "openGameDialog":
            dialog.browse_button.click()  # type: ignore[attr-defined]
        elif isinstance(dialog, QFileDialog) and (not seen or dialog is seen[0]):
            if not seen:
                seen.append(dialog)
            dialog.selectFile(str(path))
            name_box = dialog.findChild(QLineEdit, "fileNameEdit")
            if name_box is not None:
                name_box.setText(str(path))
            dialog.accept()
        elif seen:
            return  # answered and closed
        if left > 0:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(0, lambda: poll(200))
    return seen


def cancel_file_dialog() -> list[QWidget]:
    """The next file dialog: Cancel."""
    return when_modal(QFileDialog, lambda d: d.reject() if isinstance(d, QDialog) else None)


def press_message_button(button: QMessageBox.StandardButton) -> list[QWidget]:
    """The next message box: click ``button``."""

    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.button(button).click()

    return when_modal(QMessageBox, answer)
