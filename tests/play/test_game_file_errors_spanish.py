"""A game file that cannot be opened is explained in the user's language: every way a game
file (U-Build's, the traditional game's, the play view's seats and journal) can be wrong
keeps its English template and params (core/jsonfile.py's ``file_error``), translated where
it is shown, and its numbers are written the user's way (Spanish "1.048.577", not the
English "1,048,577"). Reached as a player reaches them: the play window's Open, in Spanish;
the English message stays for logs and the command line."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError
from ubuild_desktop.core.limits import MAX_GAME_FILE_BYTES
from ubuild_desktop.language import install_translations
from ubuild_desktop.play.files import read_play_file
from ubuild_desktop.words import file_error_text

from .helpers import finish_opening, make_trad_window, make_window


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    translators = install_translations(qapp, QLocale("es_ES"))
    assert translators, "no Spanish translation was loaded"
    try:
        yield
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def _saved(qtbot: QtBot, tmp_path: Path, traditional: bool = False) -> dict:
    window = (make_trad_window(qtbot, autosave=False) if traditional else make_window(qtbot))
    path = tmp_path / "good.json"
    window.controller.save(path)
    window.close()
    return json.loads(path.read_text(encoding="utf-8"))


def _game(doc: dict, **changes: object) -> dict:
    return {**doc, "game": {**doc["game"], **changes}}


# Each broken file: how it is made from a good play file, and the Spanish words its message holds.
BROKEN: dict[str, tuple[bool, Callable[[dict], object], str]] = {
    "missing field": (False, lambda d: {**d, "game": {k: v for k, v in d["game"].items() if k != "seed"}},
                      "faltan campos: seed"),
    "players": (False, lambda d: _game(d, players="Ana"), "players debe ser una lista de nombres"),
    "newer rules": (False, lambda d: _game(d, rules_version=99), "hecho con un U-Build Desktop más nuevo (versión de reglas 99)"),
    "railroads": (False, lambda d: _game(d, railroads="yes"), "railroads debe ser true o false"),
    "history": (False, lambda d: _game(d, history=[*d["game"]["history"], "frobnicate"]),
                "acción desconocida 'frobnicate'"),
    "history args": (False, lambda d: _game(d, history=[*d["game"]["history"], "dice 1 2 3"]),
                     "dice necesita uno o dos valores"),
    "refused action": (False, lambda d: _game(d, history=[*d["game"]["history"], "buy"]),
                       "ahora no se puede (la partida espera:"),
    "trad refused": (True, lambda d: _game(d, history=[*d["game"]["history"], "buy"]), "ahora no se puede"),
    "rule set": (True, lambda d: _game(d, rule_set="chess"), "una partida de otro juego ('chess'), no de U-Build"),
    "trad newer": (True, lambda d: _game(d, rules_version=99), "versión de reglas 99"),
    "seats": (False, lambda d: {**d, "seats": 5}, "los asientos deben ser una lista"),
    "seat colour": (False, lambda d: {**d, "seats": [{**s, "colour": "red"} for s in d["seats"]]},
                    "asiento 'Ana': el color debe ser #rrggbb"),
    "play version": (False, lambda d: {**d, "format_version": 99}, "hecho con un U-Build Desktop más nuevo"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_game_file_is_explained_in_spanish_by_the_windows_open(
        qtbot: QtBot, tmp_path: Path, spanish: None, name: str) -> None:
    traditional, make, words = BROKEN[name]
    bad = tmp_path / "roto.ubuild-game"
    bad.write_text(json.dumps(make(_saved(qtbot, tmp_path, traditional))), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        read_play_file(bad)
    english = str(caught.value)
    assert caught.value.template, f"{name}: no template to translate ({english})"
    window = make_window(qtbot)
    assert finish_opening(qtbot, window.open_game_file(bad)) == "failed"
    assert window.message_box is not None
    text = window.message_box.text()
    window.message_box.close()
    assert str(bad) in text and words in text, (name, text)
    assert english not in text, f"{name}: still English: {text}"
    assert str(caught.value) == english  # the error itself stays English (logs, the command line)


def test_a_files_size_is_written_the_spanish_way(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    huge = tmp_path / "enorme.ubuild-game"
    with huge.open("wb") as handle:  # sparse: no disk space used
        handle.truncate(MAX_GAME_FILE_BYTES + 1)
    window = make_window(qtbot)
    assert finish_opening(qtbot, window.open_game_file(huge)) == "failed"
    assert window.message_box is not None
    text = window.message_box.text()
    spanish_size = QLocale("es_ES").toString(MAX_GAME_FILE_BYTES + 1)
    assert "." in spanish_size and spanish_size in text, text
    assert f"{MAX_GAME_FILE_BYTES + 1:,}" not in text  # not the English grouping
    with pytest.raises(GameFileError) as caught:
        read_play_file(huge)
    assert f"{MAX_GAME_FILE_BYTES + 1:,}" in str(caught.value)  # English in English
    assert file_error_text(caught.value) in text
