"""Words the play view shows go through the translator."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine import Phase

from .helpers import click, end_turn, make_window, roll


class _Marker(QTranslator):
    """Translates every "Events" string into a recognisable form."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:  # type: ignore[override]
        if context == "Events" and source == "bridge toll":
            return "PEAGE"
        return None  # type: ignore[return-value]  # no translation: Qt keeps the source text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt name
        return False


@pytest.fixture
def translator(qtbot: QtBot) -> Iterator[_Marker]:
    marker = _Marker()
    QCoreApplication.installTranslator(marker)
    yield marker
    QCoreApplication.removeTranslator(marker)


def test_the_reason_of_a_debt_is_translated(qtbot: QtBot, translator: _Marker) -> None:
    window = make_window(qtbot, deck=["safety-inspection", "rates-bill"])
    state = window.controller.state
    panel = window.turn_panel
    roll(qtbot, window, 6)  # Ana raises the bridge
    end_turn(qtbot, window)
    roll(qtbot, window, 2)  # Bo spends nearly everything at auction
    click(qtbot, panel.auction_button)
    panel.bid_spin.setValue(12_900 - 950)
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)
    end_turn(qtbot, window)
    roll(qtbot, window, 1)
    end_turn(qtbot, window)
    roll(qtbot, window, 4)  # Bo cannot pay the toll of the raised bridge
    assert state.phase == Phase.RAISE_FUNDS
    assert "PEAGE" in panel.debt_label.text()
    assert "bridge toll" not in panel.debt_label.text()


def _plain(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def test_names_with_angle_brackets_show_as_typed(qtbot: QtBot) -> None:
    from ubuild_desktop.play.seats import Seat

    seats = [Seat("Ana<3", "#e03131"), Seat("Bo & <b>Co", "#1c7ed6", "computer", "good")]
    window = make_window(qtbot, seats=seats)
    window.controller.set_paused(True)
    panel = window.turn_panel
    assert "Ana<3's turn" in _plain(panel.header.text())
    roll(qtbot, window, 1)
    click(qtbot, panel.auction_button)
    text = _plain(panel.auction_label.text())
    assert "Ana<3, Bo & <b>Co" in text and "\nYou have" in text
    card = window.players.cards[1].name.text()
    assert _plain(card).startswith("Bo & <b>Co") and "good" in _plain(card)


class _Rules(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:  # type: ignore[override]
        return "PROFI" if source == "Pro" else None  # type: ignore[return-value]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt name
        return False


def test_the_house_rules_name_the_rule_set_in_the_users_language(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine import Game
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import game_words

    marker = _Rules()
    QCoreApplication.installTranslator(marker)
    try:
        rules = game_words.house_rules(Game.create(load_builtin("pro"), ["Ana", "Bo"]))
    finally:
        QCoreApplication.removeTranslator(marker)
    assert "PROFI" in rules[0]
