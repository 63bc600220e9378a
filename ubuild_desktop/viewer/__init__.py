"""The track viewer: what ``ubuild view TRACK`` opens.

:func:`run_viewer` is the entry point the command line calls; :class:`TrackViewerWindow`
is the window (the board beside the track's problems).

In more detail:

The track viewer shows the board, the problems list and the status summary; View → Landing Heat Map (``ubuild view TRACK --heatmap``)
lays the heat map of the exact landing odds (``board/track_odds.py``'s ``odds_of``: core's
``track_odds`` for the window's preset, or why an invalid track has none, translated).
``square_window.py``, the same for a square board; both are a ``frame.py`` ``ViewerFrame``
(the board beside the problems list, the summary, the open/quit/zoom/fit actions and the
tool bar, written once) (``run_viewer`` opens the one the board's rule set names,
``RuleSet.viewer``). The square viewer's View → Landing Heat Map asks ``board_odds_of``
(``board/track_odds.py``) and lays it with ``SquareBoardScene.set_heat_map`` (a
``HeatMapItem`` of the spaces' rectangles: the item takes one shape and one badge box per
space; ``hex_heat_map`` makes a track's).
"""

from __future__ import annotations

from ubuild_desktop.board.problems import ProblemsPanel

from .app import run_viewer
from .window import TrackViewerWindow

__all__ = ["ProblemsPanel", "TrackViewerWindow", "run_viewer"]
