"""Marking core's user-visible text for translation without importing Qt.

Core builds messages from English templates with ``{named}`` fields. Each template is
wrapped in :func:`QT_TRANSLATE_NOOP`, the marker Qt's ``pyside6-lupdate`` looks for by
name in Python sources, so the templates land in the translation files; a Qt view then
shows ``QCoreApplication.translate(context, template).format(**params)``. The command
line prints the English template filled in, or, in another language, the translated one
(``ubuild_desktop/console.py``).
"""

from __future__ import annotations

# Contexts in use (lupdate needs them as string literals at each call):
#   "Diagnostic"  validator messages and summaries
#   "TrackWords"  piece kinds, preset names and directions used inside messages
#   "Districts", "ColourGroups", "GroupLetters", "Chance", "Tracks"  the data files' words (datawords.py)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Mark ``text`` for translation in ``context``; return it unchanged."""
    return text
