"""A saved traditional game whose house rules are broken, opened as a player opens it (Game →
Open…, Browse, the file dialog) in Spanish: one message in Spanish that names the file and
what is wrong, and the game on the table unchanged (the template and params of
``core/engine/traditional/options.py``, translated at the edge)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop.qtapp import install_translations

from ..modal import choose_file
from .helpers import make_trad_window


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    translators = install_translations(qapp, QLocale("es_ES"))
    try:
        yield
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def _house_rules_of(doc: dict[str, object]) -> dict[str, object]:
    game = doc["game"] if "game" in doc else doc
    assert isinstance(game, dict)
    rules = game["house_rules"]
    assert isinstance(rules, dict)
    return rules


@pytest.mark.parametrize("change, spanish_words", [
    (lambda rules: rules.update(auctions="yes"), "house_rules.auctions debe ser true o false"),
    (lambda rules: rules.update(round_limit=5000), "el límite de rondas debe ir de 0 (ninguno) a 1000"),
])
def test_a_broken_house_rule_is_one_spanish_message_naming_the_file(qtbot: QtBot, tmp_path: Path, spanish: None,
                                                                    change: object, spanish_words: str) -> None:
    window = make_trad_window(qtbot, autosave=False)
    path = tmp_path / "noche.ubuild-game"
    assert window.save_game_as(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(_house_rules_of(doc))  # type: ignore[operator]
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = list(window.controller.state.history)
    answered = choose_file(path)
    window.open_action.trigger()
    qtbot.waitUntil(lambda: window.message_box is not None and window.message_box.isVisible(), timeout=10_000)
    assert answered
    text = window.message_box.text()
    assert str(path) in text and spanish_words in text, text
    assert "must be" not in text and "house_rules: the" not in text, text  # no English left
    # (Spanish writes 1000 whole, and groups from five digits: 100.000, tests/square/test_board_commands.py)
    window.message_box.close()
    assert window.controller.state.history == before
