"""The application loads the user's language: a compiled translation changes what is shown."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from ubuild_desktop.qtapp import install_translations

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context><name>Diagnostic</name>
<message><source>1 problem</source><translation>1 problema</translation></message>
</context>
</TS>
"""


def test_a_spanish_translation_is_loaded_and_used(qapp, tmp_path):
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        found = shutil.which("pyside6-lrelease")
        if found is None:
            pytest.fail("pyside6-lrelease is missing from the environment")
        lrelease = Path(found)
    (tmp_path / "ubuild_es.ts").write_text(TS, encoding="utf-8")
    subprocess.run([str(lrelease), str(tmp_path / "ubuild_es.ts"), "-qm", str(tmp_path / "ubuild_es.qm")],
                   check=True, capture_output=True)
    loaded = install_translations(qapp, QLocale("es_ES"), folder=tmp_path)
    try:
        assert loaded, "no translation loaded"
        assert QCoreApplication.translate("Diagnostic", "1 problem") == "1 problema"
    finally:
        for translator in loaded:
            QCoreApplication.removeTranslator(translator)
    assert QCoreApplication.translate("Diagnostic", "1 problem") == "1 problem"


def test_quitting_with_copied_pieces_on_the_clipboard_does_not_crash():
    """Qt must not free Python-made clipboard data after the interpreter has gone."""
    import os

    code = (
        "from PySide6.QtCore import QMimeData, QTimer\n"
        "from ubuild_desktop.qtapp import application\n"
        "from ubuild_desktop.core.trackfile import TRACK_MIME_TYPE\n"
        "app = application()\n"
        "data = QMimeData()\n"
        "data.setData(TRACK_MIME_TYPE, b'{}')\n"
        "data.setText('{}')\n"
        "app.clipboard().setMimeData(data)\n"
        "QTimer.singleShot(0, app.quit)\n"
        "app.exec()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
