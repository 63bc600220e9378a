"""Core messages reach the screen through Qt's translation functions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from ubuild_desktop.board.track_words import diagnostic_text, summary_text
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.core.track import Preset
from ubuild_desktop.core.validate import validate


class _Upper(QTranslator):
    """A stand-in translation: every known text upper-cased, placeholders kept."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401
        if context in ("Diagnostic", "TrackWords"):
            import re

            return re.sub(r"(\{[^}]*\})|([^{]+)", lambda m: m.group(1) or m.group(2).upper(), source)
        return None


def test_diagnostics_and_summary_go_through_translation(qapp):
    report = validate(load_builtin("starter"), Preset.PRO)
    english = [diagnostic_text(d) for d in report.diagnostics]
    assert english == [d.message[:1].upper() + d.message[1:] for d in report.diagnostics]
    assert summary_text(report) == "9 problems"
    translator = _Upper()
    QCoreApplication.installTranslator(translator)
    try:
        shown = diagnostic_text(report.diagnostics[0])
        assert shown == "PIECES OF KIND DISTRICT DOUBLE: A PRO TRACK USES 10, THIS ONE HAS 4"
        assert summary_text(validate(load_builtin("pro"))) == "VALID PRO TRACK, 32 SPACES"
    finally:
        QCoreApplication.removeTranslator(translator)
