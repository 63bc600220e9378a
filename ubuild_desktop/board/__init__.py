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

In more detail:

Besides ``BoardScene``, ``BoardView``, ``PieceItem`` and markers, this package holds the
problems panel (``problems.py``) the viewer and the editor share, ``track_words.py``, which
shows core's messages and the names of spaces and pieces translated, ``fitted_text.py``,
which fits a label into a box on a tile (wrapped, shrunk, elided), and ``colours.py``, the
board's colours, and ``tile_cache.py``, the tiles' pictures: on a screen (a raster painter)
a ``PieceItem`` is drawn from a picture of its art made once per zoom level and shared by
every tile that shows the same thing (the item's ``art_key``: kind, faces' words and
colours, rotation, connector states, bridge position); a new zoom level shows the nearest
picture scaled while the exact one is made between frames (``Refiner``, a few milliseconds
per turn of the event loop); vector devices (PDF, SVG, print) are drawn directly, and a tile
larger than a picture may be keeps its own pixels (``KeptPixels``: rendered at the exact
transform, fraction of a pixel included, copied while a pan or a repaint moves it by whole
pixels; all items' kept pixels share one LRU budget). Nothing can show stale art: what a
tile shows is in its key, and a palette or language change empties the cache. A
``BoardView`` also turns on Qt's device-coordinate cache for its scene's pieces
(``BoardScene.set_screen_cache``: never for a scene that is exported, whose pixels would end
up in a PDF), makes room for those pixels in ``QPixmapCache``
(``view.make_room_for_pixels``: at least 96 MB or six screens; Qt's 10 MB made close zooms
draw every tile each frame), and draws the lattice as one path of two rows of hexes moved
down the view. A group's pattern (``patterns.draw_pattern``) is filled part by part (each
dot, diamond, stripe, row of waves) once the parts are far enough apart on screen that no
pixel can tell, since Qt's raster time for one path grows with its size on screen (issue 26;
``benchmarks/bench_zoom.py`` sweeps the zoom). Level of detail: before each paint the view
tells its scene its scale (``BoardScene.set_level_of_detail``); while a hex is under 7 px
(``overview.py``'s ``OVERVIEW_HEX_PX``) the view paints the scene's ``Overview`` with the
table instead of the tiles (see ``overview.py``). The building sites (``markers.SitesItem``)
are copies of one picture of a dotted hex on a screen (the dashed path itself on a vector
device; nothing while hexes are tiny). After an edit ``BoardScene.update_track`` keeps the
pieces' rect (made again only when a removed piece reached its edge) and changes only the
outlines and highlights it set. Piece outlines are plain lattice arithmetic
(``geometry.cells_outline``), so showing a board needs no geometry library. The z-layers
above define the z-layers (sites, pieces, heat, buildings, movers, problems, highlight,
overlay) that the editor and the play view add their own items to. ``heatmap.py``: the heat
map, a value per space (playing order from GO, ``graph.spaces``) laid by
``BoardScene.set_heat_map(values | None)`` as one ``HeatMapItem`` (each hex multiplied by
``theme.heat``'s colour, pale to dark so the order reads in grey, and its percentage on a
badge when the hex is large enough; no item, no cost, without one; cleared by the next
redraw of the track); ``BoardView`` shows its legend (``HeatLegend``) in a corner and fits
the board above it; ``render_board`` paints a board, heat map and legend on any painter (a
PNG, a PDF page). Original SVG art is in the top-level ``assets/tiles/`` (installed as the
package ``ubuild_desktop.assets``: see ``setup.py``'s docstring; ``art.py`` reads it with
``importlib.resources.files("ubuild_desktop.assets")``). The square board (the traditional
game) is drawn by the same package: ``square_layout.py`` places a ring of any number of
spaces (corners at ``round(k*n/4)``, sides of unequal counts widened so the board stays
square; each space has its own frame, turned to its side, band inside, the top row upright)
and ``square_scene.py``'s ``SquareBoardScene`` (its spaces' pixels kept on a screen:
``set_screen_cache``, and a space turned a quarter, for which Qt keeps none, through its own
``KeptPixels``) makes one ``SquareSpaceItem`` per space (colour band with the group's
pattern and marker letter, the corner and station art, fitted name and price; ``texts()``
and ``label_rects()`` for tests and movers) and a ``SquareCentreItem`` with the board's
name; ``place(index)`` gives a play view the space's rect and turn (``part_rect`` a part of
its frame: band, price row...; ``SquareSpaceItem.picture_rect()`` the jail's cell).
``BoardView.set_grid_visible(False)`` hides the hex lattice under it. Both scenes can lay
their words out to be read from afar (``set_far_words``, the play window's TV mode; the
editor never does): ``PieceItem``'s ``FAR_SPOTS`` give a tile's pictures' room to larger
names and prices (inked dark), and the square board is drawn on a deeper, wider ring
(``square_layout.FAR_PARTS``: each space's parts, carried by its ``SpacePlace``) with its
names along the depth, beside a free strip for the movers; ``word_sizes()`` lists every
word's size, from which ``BoardView.set_reading_size`` keeps a fitted board's smallest word
a pixel size, showing the part around a followed point when the board is then larger than
the view. ``square_marks.py`` draws what a game puts on a space, from plain values, in the
space's own frame and turn: ``SquareOwnerItem`` (the owner's frame and a tag with their
initial over the price row; mortgaged: hatched, and an "M" on the tag),
``SquareBuildingsItem`` (1-4 houses two by two, each about a third of the street's width, or
a hotel, just inside the board by the band; a corner's two neighbours keep their blocks off
the corner and the one after it puts its third house in the corner's square, so none meet),
``SquarePotItem`` (the Free Parking pot's amount on its corner, house rule),
``SquareTargetItem`` (a space to pick) and ``JailBarsItem`` (bars in front of the tokens in
the jail's cell). ``spread.py``'s ``spread_points`` places several tokens on one space
(farthest first), for both play boards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ubuild_desktop.core.lazy import lazy_names

if TYPE_CHECKING:
    from .art import art_names, art_renderer, draw_art
    from .geometry import cell_at, cell_center, hex_path
    from .heatmap import HeatLegend, HeatMapItem, HeatScale, render_board
    from .layers import HEX_SIZE, Layer
    from .markers import ConnectorMarkerItem, ProblemCellItem, SitesItem
    from .piece_item import ConnectorState, PieceItem
    from .scene import BoardScene
    from .view import BoardView, grab_png

#: Each name of the package, by the module that defines it: imported when first used (PEP
#: 562), so that a window drawing a square board never imports the track's drawing (its
#: pieces, markers and heat map, and with them the track's model and checks).
_HOMES: dict[str, str] = {
    **dict.fromkeys(("art_names", "art_renderer", "draw_art"), ".art"),
    **dict.fromkeys(("cell_at", "cell_center", "hex_path"), ".geometry"),
    **dict.fromkeys(("HeatLegend", "HeatMapItem", "HeatScale", "render_board"), ".heatmap"),
    **dict.fromkeys(("HEX_SIZE", "Layer"), ".layers"),
    **dict.fromkeys(("ConnectorMarkerItem", "ProblemCellItem", "SitesItem"), ".markers"),
    **dict.fromkeys(("ConnectorState", "PieceItem"), ".piece_item"),
    "BoardScene": ".scene",
    **dict.fromkeys(("BoardView", "grab_png"), ".view"),
}


__getattr__ = lazy_names(__name__, _HOMES)


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
