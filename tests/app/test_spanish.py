"""The Spanish translation: the shipped .qm loads and every translation keeps its placeholders."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

import ubuild_desktop
from ubuild_desktop.qtapp import install_translations

PACKAGE = Path(ubuild_desktop.__file__).parent
TRANSLATIONS = PACKAGE / "translations"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# (context, English source, Spanish translation) as the program looks them up
EXPECTED = [
    ("Diagnostic", "1 problem", "1 problema"),
    ("Diagnostic", "{count} problems", "{count} problemas"),
    ("TrackWords", "railroad", "estación"),
    ("TrackWords", "GO", "SALIDA"),
    ("HomeWindow", "New game…", "Nueva partida…"),
    ("RollButton", "Roll the dice", "Tirar los dados"),
    ("PieceItem", "Free Parking", "Parking gratuito"),
    ("Events", "{who} went to jail", "{who} va a la cárcel"),
    ("Play", "Land rent", "Alquiler del solar"),
    ("EditorWindow", "&File", "&Archivo"),
]


def _messages(ts: Path = TRANSLATIONS / "ubuild_es.ts") -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
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
        forms = [form.text or "" for form in translation.iter("numerusform")]
        if message.get("numerus") == "yes":
            assert len(forms) == 2 and all(("%n" in form) == ("%n" in source) for form in forms), (context, source, forms)
        texts = forms or [translation.text or ""]
        for text in texts:
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


def _run_lupdate(sources: list[Path], ts: Path) -> None:
    """``pyside6-lupdate sources -ts ts``, with the lupdate of the running interpreter's PySide6."""
    script = Path(sys.executable).parent / "pyside6-lupdate"
    command = [str(script)] if script.is_file() else [
        sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import lupdate; sys.exit(lupdate())"]
    done = subprocess.run([*command, *map(str, sources), "-ts", str(ts)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.tool
def test_every_string_lupdate_finds_is_translated_in_the_shipped_ts(tmp_path: Path) -> None:
    """The shipped .ts is up to date: each (context, source) in the code has a Spanish translation.

    Strict on purpose (the house rule: every user-visible string works in Spanish). When it
    fails, run ``make translations`` and translate the new entries in ubuild_es.ts.
    """
    fresh = tmp_path / "fresh.ts"
    _run_lupdate(sorted(PACKAGE.rglob("*.py")), fresh)
    found = {(context, message.findtext("source") or "") for context, message in _messages(fresh)}
    assert len(found) > 400, "lupdate found too little; is it reading the sources?"
    shipped = {
        (context, message.findtext("source") or ""): message.find("translation")
        for context, message in _messages(TRANSLATIONS / "ubuild_es.ts")
    }
    missing = sorted(
        key for key in found
        if key not in shipped
        or shipped[key].get("type") in ("unfinished", "vanished", "obsolete")  # type: ignore[union-attr]
        or not (shipped[key].text or "")  # type: ignore[union-attr]
    )
    assert not missing, (
        f"{len(missing)} of {len(found)} strings in the code have no Spanish in ubuild_es.ts "
        "(run `make translations`, then translate them):\n" + "\n".join(f"  [{c}] {s!r}" for c, s in missing)
    )
