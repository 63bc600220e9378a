"""Core messages shown in Qt, translated.

Core builds its messages from English templates marked with ``QT_TRANSLATE_NOOP`` (see
:mod:`ubuild_desktop.core.i18n`); these helpers translate the template and the word
params, then fill the template in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.validate import WORD_PARAMS, Diagnostic, Report


def _fill(template: str, params: dict[str, str | int]) -> str:
    text = QCoreApplication.translate("Diagnostic", template)
    words = {
        key: QCoreApplication.translate("TrackWords", value) if key in WORD_PARAMS and isinstance(value, str) else value
        for key, value in params.items()
    }
    return text.format(**words)


def diagnostic_text(diagnostic: Diagnostic) -> str:
    """The diagnostic's one-line message in the user's language."""
    return _fill(diagnostic.template, diagnostic.params)


def summary_text(report: Report) -> str:
    """ "Valid Pro track, 32 spaces" or "3 problems", in the user's language."""
    template, params = report.summary_parts()
    return _fill(template, params)
