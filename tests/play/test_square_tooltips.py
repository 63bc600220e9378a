"""Markup in a square board's names never renders in the play window's tooltips (issue 28):
a space named "<b>Big</b>" shows those letters, in the space's tooltip and its owner's."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.state import Phase
from ubuild_desktop.core.square import SquareBoard, dump_board, load_builtin_board

from .helpers import click, make_trad_window, roll

MARKUP = "<b>Big</b>&amp;<i>x</i>"  # within the length a name is shown in full


def marked_board() -> SquareBoard:
    doc = json.loads(dump_board(load_builtin_board("traditional")))
    doc["spaces"][3]["name"] = MARKUP  # Tinker Row
    return SquareBoard.model_validate(doc)


def as_shown(tooltip: str) -> str:
    """What Qt shows for a tooltip: rich text rendered (Qt takes "<qt>..." as rich text)."""
    document = QTextDocument()
    document.setHtml(tooltip)
    return document.toPlainText()


def test_a_space_name_with_markup_shows_its_letters_in_the_tooltips(qtbot: QtBot) -> None:
    window = make_trad_window(qtbot, board=marked_board())
    item = window.play_board.scene.space_items[3]
    assert as_shown(item.toolTip()).splitlines() == [MARKUP, "$60"]
    roll(qtbot, window, 1, 2)  # Ana lands on it and buys it
    assert window.controller.state.phase is Phase.BUY
    click(qtbot, window.turn_panel.buy_button)
    owner = window.play_board.owners[3]
    assert as_shown(owner.toolTip()) == f"{MARKUP}: owned by Ana"
    # Qt's own tooltip shows the same text
    QToolTip.showText(QPoint(10, 10), item.toolTip(), window)
    assert as_shown(QToolTip.text()).startswith(MARKUP)
    QToolTip.hideText()
