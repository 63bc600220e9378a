"""Core messages shown in Qt, translated.

Core builds its messages from English templates marked with ``QT_TRANSLATE_NOOP`` (see
:mod:`ubuild_desktop.core.i18n`); these helpers translate the template and the word
params, then fill the template in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.pieces import PieceKind, SpaceKind
from ..core.validate import WORD_PARAMS, Diagnostic, Report


def _fill(template: str, params: dict[str, str | int]) -> str:
    # Dynamic on purpose: core marks every template ("Diagnostic") and every word param
    # ("TrackWords") with QT_TRANSLATE_NOOP, so lupdate finds them there.
    text = QCoreApplication.translate("Diagnostic", template)
    words = {
        key: QCoreApplication.translate("TrackWords", value) if key in WORD_PARAMS and isinstance(value, str) else value
        for key, value in params.items()
    }
    return text.format(**words)


def diagnostic_text(diagnostic: Diagnostic) -> str:
    """The diagnostic's one-line message in the user's language, as a sentence (capitalised)."""
    text = _fill(diagnostic.template, diagnostic.params)
    return text[:1].upper() + text[1:]


def summary_text(report: Report) -> str:
    """ "Valid Pro track, 32 spaces" or "3 problems", in the user's language."""
    template, params = report.summary_parts()
    return _fill(template, params)


def no_sites_text() -> str:
    """Why "Show Building Sites" shows nothing: sites follow the spaces of a finished track."""
    return QCoreApplication.translate(
        "BoardTexts",
        "No building sites yet: they appear once every piece is joined into one track with no open ends",
    )


def space_kind_name(kind: SpaceKind) -> str:
    """The name of a track space that is not a district ("GO", "Jail", a bridge...), translated.

    The engine names such spaces in English (``Game.space_names``); views show this instead.
    """
    names = {
        SpaceKind.GO: QCoreApplication.translate("TrackWords", "GO"),
        SpaceKind.JAIL: QCoreApplication.translate("TrackWords", "Jail"),
        SpaceKind.FREE_PARKING: QCoreApplication.translate("TrackWords", "Free Parking"),
        SpaceKind.GO_TO_JAIL: QCoreApplication.translate("TrackWords", "Go to Jail"),
        SpaceKind.DISTRICT: QCoreApplication.translate("TrackWords", "District"),
        SpaceKind.PLANNING: QCoreApplication.translate("TrackWords", "Planning Permission"),
        SpaceKind.BRIDGE: QCoreApplication.translate("TrackWords", "Bridge"),
    }
    return names.get(kind, str(kind))


def box_label(kind: PieceKind, fallback: str = "") -> str:
    """The box's label for a kind of piece (``data/box.json``'s ``label``), translated."""
    labels = {
        PieceKind.GO: QCoreApplication.translate("Box", "GO"),
        PieceKind.JAIL: QCoreApplication.translate("Box", "Jail"),
        PieceKind.FREE_PARKING: QCoreApplication.translate("Box", "Free Parking"),
        PieceKind.GO_TO_JAIL: QCoreApplication.translate("Box", "Go to Jail"),
        PieceKind.DISTRICT_DOUBLE: QCoreApplication.translate("Box", "District double"),
        PieceKind.PLANNING_DOUBLE: QCoreApplication.translate("Box", "Planning double"),
        PieceKind.BRIDGE: QCoreApplication.translate("Box", "Bridge"),
        PieceKind.RAILROAD: QCoreApplication.translate("Box", "Railroad"),
    }
    return labels.get(kind, fallback or str(kind))
