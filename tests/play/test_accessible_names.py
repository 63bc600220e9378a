"""Every control has an accessible name: the New game dialog's, and the play window's in every
state of a game (before the roll, buying, auctions, picking a site, deals, jail, debt, the
roll-off, the ranking)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QListWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.actions import Buy, Dice, EndTurn, StartAuction
from ubuild_desktop.play import PlayWindow
from ubuild_desktop.play.new_game import NewGameDialog

from .helpers import click, make_window, roll


CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QAbstractScrollArea, QLineEdit)


def _unnamed(window: QWidget) -> list[str]:
    """The shown controls of ``window`` that a screen reader could not name."""
    out = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or not isinstance(widget, CONTROLS):
            continue
        if isinstance(widget, QLineEdit) and isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue  # the typing part of a spin box or combo box, which carries the name
        if (isinstance(widget, QAbstractScrollArea) and not isinstance(widget, QListWidget)
                and widget.focusPolicy() == Qt.FocusPolicy.NoFocus):
            continue  # a frame around other controls, never focused (a list is read out even so)
        text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or text):
            out.append(f"{type(widget).__name__} {widget.objectName()!r} in {widget.parentWidget().objectName()!r}")
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


def test_every_control_has_an_accessible_name_in_every_state(qtbot: QtBot) -> None:
    window = make_window(qtbot, deck=["fast-track"])
    panel = window.turn_panel
    seen: dict[str, list[str]] = {}

    def look(name: str) -> None:
        QApplication.processEvents()
        seen[name] = _unnamed(window)

    look("before the roll")
    roll(qtbot, window, 1)
    look("deciding to buy")
    click(qtbot, panel.auction_button)
    look("an auction")
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    look("after buying")
    click(qtbot, panel.end_button)
    roll(qtbot, window, 6)
    look("planning")
    click(qtbot, panel.hazard_button)
    look("picking a site")
    sheet = window.open_deal_sheet()
    seen["the deal sheet"] = _unnamed(sheet)
    sheet.reject()
    window.show_ranking()
    look("the ranking")
    dialog = window.new_game()
    seen["the new game dialog"] = _unnamed(dialog)
    dialog.reject()
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


def _played(qtbot: QtBot, steps: tuple[object, ...], deck: tuple[str, ...] = ()) -> PlayWindow:
    """A two-player Starter window after ``steps`` (an int: that roll; else an action)."""
    from ubuild_desktop.core.engine.ubuild.actions import Roll

    window = make_window(qtbot, deck=list(deck) if deck else None)
    for step in steps:
        if isinstance(step, int):
            window.controller.inject_chance(Dice((step,)))
            window.controller.act(Roll())
        else:
            window.controller.act(step)  # type: ignore[arg-type]
    QApplication.processEvents()
    return window


def test_every_control_has_an_accessible_name_in_the_rarer_states(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.ubuild.actions import OpenBid, OpenPass, ProposeDeal

    states = {
        # Ana buys Rosewater Walk; Bo wins Kite Hill at auction; Ana is sent to jail; Bo's turn.
        "in jail": ((5, Buy(), EndTurn(), 1, StartAuction(), OpenBid(1, 100), OpenPass(0), EndTurn(), 5, 2, EndTurn()), ()),
        # Ana raises the bridge; Bo spends all but $500k at auction, then cannot pay its toll.
        "raising money": ((6, EndTurn(), 2, StartAuction(), OpenBid(1, 12_900 - 500), OpenPass(0), EndTurn(), 1, EndTurn(), 4),
                          ("safety-inspection", "rates-bill")),
        # Ana lands on the bridge Bo raised: its DOWN half, Prefab Homes, gives free blocks.
        "free blocks": ((1, Buy(), EndTurn(), 6, EndTurn(), 5), ("safety-inspection", "prefab-homes")),
        "a deal on the table": ((1, Buy(), ProposeDeal(proposer=0, partner=1, give=("kite-hill",), take_cash=1500)), ()),
    }
    seen = {}
    for name, (steps, deck) in states.items():
        window = _played(qtbot, steps, deck)
        seen[name] = _unnamed(window)
        window.close()
    roll_off = make_window(qtbot, roll_off_winner=None)
    seen["the roll-off"] = _unnamed(roll_off)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}
