"""Core messages shown in Qt, translated.

Core builds its messages from English templates marked with ``QT_TRANSLATE_NOOP`` (see
:mod:`ubuild_desktop.core.i18n`); :func:`diagnostic_text` and :func:`summary_text` (from
:mod:`ubuild_desktop.words`, which the command line shares) translate the template and
the word params, then fill the template in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.pieces import PieceKind, SpaceKind
from ..words import diagnostic_text, summary_text

__all__ = ["box_label", "diagnostic_text", "no_sites_text", "space_kind_name", "summary_text"]


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
