"""The Qt drawing of a track, shared by the track viewer, the editor and the play view.

Build a :class:`BoardScene` from a core :class:`~ubuild_desktop.core.track.Track` (and
its :class:`~ubuild_desktop.core.graph.TrackGraph`), show it in a :class:`BoardView`.
Nothing here changes the model: items are redrawn from it.

Layering
    Every item's z-value comes from :class:`Layer`, bottom to top::

        (background)  table colour and lattice grid, painted by BoardView
        SITES      -100  building sites, faint dotted hexes (BoardScene.set_sites_visible)
        PIECES        0  one PieceItem per piece; +0.25 outlined, +0.5 highlighted
        HEAT         50  a value per space over its hex (BoardScene.set_heat_map, heatmap.py)
        BUILDINGS   100  play view: blocks on districts, special buildings on sites
        MOVERS      200  play view: tokens
        PROBLEMS    300  validator markers (BoardScene.set_diagnostics)
        HIGHLIGHT   400  the user's pick (BoardScene.highlight_pieces)
        OVERLAY     500  editor: drag ghosts, snap targets

    A later view adds its own items with ``scene.addItem(item)`` and
    ``item.setZValue(Layer.MOVERS)``, placing them with :func:`cell_center`. The scene
    removes only the items it made itself when :meth:`BoardScene.set_track` redraws,
    so those layers survive a redraw; they are the adding view's to update.

Geometry
    Hexes are pointy-top with circumradius :data:`HEX_SIZE` scene units; a cell's
    centre is :func:`cell_center`, a scene point's cell is :func:`cell_at`. Text and
    art scale with the board, so a screenshot looks the same at any window size.
"""

from __future__ import annotations

from .art import art_names, art_renderer, draw_art
from .geometry import cell_at, cell_center, hex_path
from .heatmap import HeatLegend, HeatMapItem, HeatScale, render_board
from .layers import HEX_SIZE, Layer
from .markers import ConnectorMarkerItem, ProblemCellItem, SitesItem
from .piece_item import ConnectorState, PieceItem
from .scene import BoardScene
from .view import BoardView, grab_png

__all__ = [
    "HEX_SIZE",
    "BoardScene",
    "BoardView",
    "ConnectorMarkerItem",
    "ConnectorState",
    "HeatLegend",
    "HeatMapItem",
    "HeatScale",
    "Layer",
    "PieceItem",
    "ProblemCellItem",
    "SitesItem",
    "art_names",
    "art_renderer",
    "cell_at",
    "cell_center",
    "draw_art",
    "grab_png",
    "hex_path",
    "render_board",
]
