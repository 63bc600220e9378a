"""The board's scale and stacking order, shared by every view that draws a track."""

from __future__ import annotations

from enum import IntEnum

HEX_SIZE = 40.0
"""Circumradius of one hex in scene units (centre to corner); a hex is 80 units tall."""


class Layer(IntEnum):
    """Z-values of the board's layers, bottom to top; ``item.setZValue(Layer.MOVERS)``.

    The lattice grid and the table are painted by :class:`~.view.BoardView` as the
    background, below every item. Values are spaced so a layer can order its own items
    in between (a highlighted piece is drawn at ``PIECES + 0.5`` to lift its outline
    above its neighbours).
    """

    SITES = -100  # building sites next to the track (faint dotted hexes)
    PIECES = 0  # the pieces: tiles, district cards, corner emblems, connector clips
    HEAT = 50  # the heat map: a value per space washed over its hex (BoardScene.set_heat_map)
    BUILDINGS = 100  # play view: blocks on districts, special buildings on sites
    MOVERS = 200  # play view: players' tokens
    PROBLEMS = 300  # validator findings: open connectors, overlapping hexes
    HIGHLIGHT = 400  # what the user picked (a problem's pieces, a selection)
    OVERLAY = 500  # editor: drag ghost, snap target; anything transient on top
