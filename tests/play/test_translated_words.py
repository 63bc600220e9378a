"""Words the play view shows go through the translator."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from .helpers import DEBT_DECK, bo_cannot_pay_the_toll, make_window


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
    window = make_window(qtbot, deck=DEBT_DECK)
    panel = window.turn_panel
    bo_cannot_pay_the_toll(qtbot, window)  # the toll of the raised bridge
    assert "PEAGE" in panel.debt_label.text()
    assert "bridge toll" not in panel.debt_label.text()


class _Rules(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:  # type: ignore[override]
        return "PROFI" if source == "Pro" else None  # type: ignore[return-value]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt name
        return False


def test_the_house_rules_name_the_rule_set_in_the_users_language(qtbot: QtBot) -> None:
    from ubuild_desktop.core.engine.ubuild.game import Game
    from ubuild_desktop.core.trackfile import load_builtin
    from ubuild_desktop.play import game_words

    marker = _Rules()
    QCoreApplication.installTranslator(marker)
    try:
        rules = game_words.house_rules(Game.create(load_builtin("pro"), ["Ana", "Bo"]))
    finally:
        QCoreApplication.removeTranslator(marker)
    assert "PROFI" in rules[0]
