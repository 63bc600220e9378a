"""The Spanish translation: the shipped .qm loads and every translation keeps its placeholders."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

import ubuild_desktop
from ubuild_desktop.qtapp import install_translations

TRANSLATIONS = Path(ubuild_desktop.__file__).parent / "translations"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# (context, English source, Spanish translation) as the program looks them up
EXPECTED = [
    ("Diagnostic", "1 problem", "1 problema"),
    ("Diagnostic", "{count} problems", "{count} problemas"),
    ("TrackWords", "railroad", "estación"),
    ("TrackWords", "GO", "SALIDA"),
    ("HomeWindow", "New game…", "Nueva partida…"),
    ("TurnPanel", "Roll the dice", "Tirar los dados"),
    ("PieceItem", "Free Parking", "Parking gratuito"),
    ("Events", "{who} went to jail", "{who} va a la cárcel"),
    ("Play", "Land rent", "Alquiler del solar"),
    ("EditorWindow", "&File", "&Archivo"),
]


def _messages() -> list[tuple[str, ET.Element]]:
    root = ET.parse(TRANSLATIONS / "ubuild_es.ts").getroot()
    return [(context.findtext("name") or "", message) for context in root.iter("context") for message in context.iter("message")]


def test_spanish_qm_loads_and_every_translation_keeps_its_placeholders(qapp: QApplication) -> None:
    assert (TRANSLATIONS / "ubuild_es.qm").is_file(), "the compiled Spanish translation must ship"
    translators = install_translations(qapp, QLocale("es_ES"))
    try:
        # look up first, straight after loading (see the test below)
        got = [QCoreApplication.translate(context, source) for context, source, _ in EXPECTED]
        assert translators, "no translator was installed for es_ES"
        assert got == [spanish for _, _, spanish in EXPECTED]
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert QCoreApplication.translate("Diagnostic", "1 problem") == "1 problem"

    messages = _messages()
    assert len(messages) > 400
    for context, message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None and translation.get("type") not in ("unfinished",), (context, source)
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        text = translation.text or ""
        assert text, (context, source)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (context, source, text)


def test_spanish_translation_survives_later_allocations(qapp: QApplication) -> None:
    translators = install_translations(qapp, QLocale("es_ES"))
    try:
        size = (TRANSLATIONS / "ubuild_es.qm").stat().st_size
        churn = [bytes([i % 251]) * size for i in range(200)]
        del churn
        assert QCoreApplication.translate("Diagnostic", "1 problem") == "1 problema"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
