"""The track viewer: what ``ubuild view TRACK`` opens.

:func:`run_viewer` is the entry point the command line calls; :class:`TrackViewerWindow`
is the window (the board beside the track's problems).
"""

from __future__ import annotations

from ubuild_desktop.board.problems import ProblemsPanel

from .app import run_viewer
from .window import TrackViewerWindow

__all__ = ["ProblemsPanel", "TrackViewerWindow", "run_viewer"]
