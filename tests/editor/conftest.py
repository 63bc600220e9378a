"""Editor test helpers: a shown editor window, modal dialogs that never block, gestures on the
canvas, and the pages of an exported PDF."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.board import cell_center
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.track import Track
from ubuild_desktop.editor import EditorWindow

Button = QMessageBox.StandardButton


@dataclass
class Dialogs:
    """Every QMessageBox the code under test opened, and the answers to give."""

    shown: list[tuple[str, str, str]] = field(default_factory=list)
    answers: dict[str, Any] = field(default_factory=dict)

    def kinds(self) -> list[str]:
        return [kind for kind, _title, _text in self.shown]


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    """Replace QMessageBox's static dialogs (a modal dialog would hang an offscreen test)."""
    record = Dialogs()
    defaults = {"warning": Button.Discard, "question": Button.Cancel, "critical": Button.Ok, "information": Button.Ok}
    for kind, default in defaults.items():

        def fake(parent: object, title: str, text: str, *args: object, _kind: str = kind, _default: Any = default) -> Any:
            record.shown.append((_kind, title, text))
            return record.answers.get(_kind, _default)

        monkeypatch.setattr(QMessageBox, kind, staticmethod(fake))
    return record


@pytest.fixture
def make_editor(qtbot: QtBot) -> Iterator[Any]:
    """``make_editor(track=None, path=None, offer_recovery=False)``: a shown 1280x800 editor."""
    windows: list[EditorWindow] = []

    def make(track: Track | None = None, path: Any = None, *, offer_recovery: bool = False) -> EditorWindow:
        window = EditorWindow(track, path, offer_recovery=offer_recovery)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()  # shortcuts (R, Delete, Ctrl+Z...) go to the active window
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        window.view.fit()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.document.undo_stack.setClean()  # no "save changes?" at teardown


# ---------------------------------------------------------------------- gestures


def cell_pos(window: EditorWindow, cell: Cell) -> QPoint:
    """Viewport position of the centre of ``cell``."""
    return window.view.mapFromScene(cell_center(cell))


def drag_from_palette(
    qtbot: QtBot,
    window: EditorWindow,
    kind: PieceKind,
    cell: Cell,
    rotation: int | None = None,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press a palette entry, drag onto ``cell`` (turning with R to ``rotation``), release."""
    palette = window.palette
    start = palette.item_rect(kind).center().toPoint()
    qtbot.mousePress(palette.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(palette.viewport(), start + QPoint(30, 0))
    target = cell_pos(window, cell)
    qtbot.mouseMove(window.view.viewport(), target)
    if rotation is not None:
        turns = (rotation - window.controller.palette_rotation) % 6
        for _ in range(turns):
            qtbot.keyClick(window.view, Qt.Key.Key_R)
    qtbot.mouseMove(window.view.viewport(), target + QPoint(1, 0))
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, modifiers, pos=target)


def drag_on_canvas(
    qtbot: QtBot,
    window: EditorWindow,
    start: QPoint,
    end: QPoint,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, modifiers, pos=start)
    middle = QPointF(start) + (QPointF(end) - QPointF(start)) / 2
    qtbot.mouseMove(viewport, middle.toPoint())
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifiers, pos=end)


def click_cell(qtbot: QtBot, window: EditorWindow, cell: Cell, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, modifiers, pos=cell_pos(window, cell))


def process() -> None:
    QApplication.processEvents()


def pdf_pages(path: Path) -> int:
    """Page objects in a PDF (``/Type /Page``, not the ``/Pages`` tree)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))
