"""The board scene: one :class:`PieceItem` per piece, plus sites and problem markers.

Pieces buried in a stack (``TrackGraph.buried``: under the top ``MAX_DRAWN_STACK`` pieces
of every hex they cover) get no item; their hex shows an overlap marker with their count.
So the number of items, and the cost of a paint or an export, follows the occupied hexes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ubuild_desktop.core.cards import BridgePosition, CardDataError, DistrictSet, load_districts
from ubuild_desktop.core.graph import TrackGraph, build_graph
from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.limits import MAX_DRAWN_STACK
from ubuild_desktop.core.track import Placement, Track
from ubuild_desktop.core.validate import Code, Diagnostic

from . import colours
from .geometry import cell_center
from .heatmap import HeatMapItem, HeatScale, hex_heat_map
from .layers import HEX_SIZE, Layer
from .markers import ConnectorMarkerItem, ProblemCellItem, SitesItem, StackCountItem
from .overview import OVERVIEW_HEX_PX, Overview
from .piece_item import ConnectorState, PieceItem

# Problems whose cells are worth hatching (the pieces' outlines already say the rest).
PIECES_PER_STEP = 150  # pieces drawn between two looks at the event loop (set_track_in_steps)
_CELL_CODES = frozenset({Code.OVERLAP, Code.BRIDGE_IN_DOUBLE})


class BoardScene(QGraphicsScene):
    """The drawing of one track, rebuilt from the model by :meth:`set_track`.

    The scene owns the items it makes (pieces, sites, markers) and removes only those
    when the track changes, so a play view's movers and buildings survive a redraw.
    See :mod:`ubuild_desktop.board` for the layering convention.
    """

    heatMapChanged = Signal()  # a heat map was laid, replaced or removed (views show its legend)

    def __init__(
        self,
        track: Track | None = None,
        graph: TrackGraph | None = None,
        *,
        districts: DistrictSet | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(colours.TABLE)
        if districts is None:
            try:
                districts = load_districts()
            except CardDataError:
                districts = None  # a broken installation: tiles show their tile name instead
        self._districts = districts
        self._track = Track()
        self._graph = build_graph(self._track)
        self._pieces: dict[str, PieceItem] = {}
        self._sites_item: SitesItem | None = None
        self._sites_visible = False
        self._markers: list[QGraphicsItem] = []
        self._diagnostics: tuple[Diagnostic, ...] = ()
        self._highlighted: frozenset[str] = frozenset()
        self._highlighted_cells: list[QGraphicsItem] = []
        self._bridges: dict[str, BridgePosition] = {}
        self._heat_item: HeatMapItem | None = None
        self._cache_mode = QGraphicsItem.CacheMode.NoCache
        self._pieces_rect: QRectF | None = None  # the union of the pieces' rects; None: not known
        self._problem_ids: set[str] = set()  # the pieces outlined by set_diagnostics
        self._overview = Overview()  # the pieces as coloured hexes, when tiny on screen
        self._summarised = False  # the overview draws the pieces (set_level_of_detail)
        self._far_words = False  # the words laid out to be read from afar (set_far_words)
        if track is not None:
            self.set_track(track, graph)

    # ---------------------------------------------------------------- model

    @property
    def track(self) -> Track:
        return self._track

    @property
    def graph(self) -> TrackGraph:
        return self._graph

    @property
    def districts(self) -> DistrictSet | None:
        return self._districts

    def set_track(self, track: Track, graph: TrackGraph | None = None) -> None:
        """Redraw for ``track``; ``graph`` must be ``build_graph(track)`` (built here if None).

        Diagnostics, highlights and the heat map belong to the old track and are cleared.
        """
        for _drawn in self.set_track_in_steps(track, graph):
            pass

    def set_track_in_steps(
        self, track: Track, graph: TrackGraph | None = None, pieces_per_step: int = PIECES_PER_STEP
    ) -> Iterator[int]:
        """:meth:`set_track` a few pieces at a time: yields how many pieces are drawn so far.

        Long work (opening or exporting a big track) runs it between events, so the window
        stays responsive and can stop. The scene is complete when the iterator is done;
        stopped early, it holds only some of the pieces (call :meth:`set_track` again).
        """
        if graph is None:
            graph = build_graph(track)
        self._clear_own_items()
        self._track = track
        self._graph = graph
        loose = self._loose_states(graph)
        buried = graph.buried
        for index, placement in enumerate(track.pieces):
            if index and index % pieces_per_step == 0:
                self._pieces_rect = None  # made again if asked meanwhile
                yield index
            if index in buried:
                continue
            item = self._new_piece_item(placement, _states(placement, loose.get(index)))
            self._pieces[placement.id] = item
            self.addItem(item)
        self._pieces_rect = None
        self._order_stacks()
        self._refresh_overview()
        self._sites_item = self._new_sites_item(graph.sites)
        self._sites_item.setVisible(self._sites_visible)
        self.addItem(self._sites_item)
        self._update_scene_rect()
        yield len(track.pieces)

    def update_track(self, track: Track, graph: TrackGraph | None = None) -> set[str]:
        """Like :meth:`set_track`, but keep the items of pieces that did not change.

        A piece keeps its item when its placement and its connectors' states are the
        same as before, so an edit on a big track redraws only what it touched (the
        editor calls this after every edit). Returns the ids whose items were made anew.
        Diagnostics, highlights and the heat map are cleared, as by :meth:`set_track`.
        """
        if graph is None:
            graph = build_graph(track)
        self.set_heat_map(None)
        self._clear_markers()
        self._clear_highlight_cells()
        self._mark_problems(set())
        self._mark_highlighted(frozenset())
        self._diagnostics = ()
        loose = self._loose_states(graph)
        old = self._pieces
        self._pieces = {}
        made: set[str] = set()
        gone: list[PieceItem] = []
        buried = graph.buried
        for index, placement in enumerate(track.pieces):
            if index in buried:
                continue  # under the top of a stack: not drawn (see the module's docstring)
            item = old.pop(placement.id, None)
            states = _states(placement, loose.get(index))
            if (item is None or (item.placement is not placement and item.placement != placement)
                    or item.connector_states != states):
                if item is not None:
                    gone.append(item)
                item = self._new_piece_item(placement, states)
                self.addItem(item)
                made.add(placement.id)
            self._pieces[placement.id] = item
        gone += old.values()
        self._pieces_rect_after(gone, [self._pieces[piece_id] for piece_id in made])
        for item in gone:
            self.removeItem(item)
        drawn_sites = self._graph.sites
        self._track = track
        self._graph = graph
        self._order_stacks()
        self._refresh_overview()
        # The sites of a big track are one large path: keep it if they did not change,
        # and while they are hidden build it only when they are shown.
        if self._sites_item is None or (graph.sites is not drawn_sites
                                        and set(self._sites_item.cells) != set(graph.sites)):
            if self._sites_item is not None:
                self.removeItem(self._sites_item)
                self._sites_item = None
            if self._sites_visible:
                self._sites_item = self._new_sites_item(graph.sites)
                self.addItem(self._sites_item)
        self._update_scene_rect()
        return made

    def _pieces_rect_after(self, gone: list[PieceItem], made: list[PieceItem]) -> None:
        """Keep the union of the pieces' rects: grown by the new items; made again (when
        next asked) only if a removed item reached its edge."""
        rect = self._pieces_rect
        if rect is None:
            return
        for item in gone:
            r = item.sceneBoundingRect()
            if not (r.left() > rect.left() and r.top() > rect.top() and r.right() < rect.right()
                    and r.bottom() < rect.bottom()):
                self._pieces_rect = None
                return
        for item in made:
            rect = rect.united(item.sceneBoundingRect())
        self._pieces_rect = rect

    def _new_piece_item(self, placement: Placement, states: Sequence[ConnectorState]) -> PieceItem:
        item = PieceItem(
            placement,
            districts=self._districts,
            connector_states=states,
            bridge_position=self._bridges.get(placement.id, "down"),
            far=self._far_words,
        )
        item.setCacheMode(self._cache_mode)
        item.set_summarised(self._summarised)
        return item

    @property
    def far_words(self) -> bool:
        return self._far_words

    def set_far_words(self, far: bool) -> None:
        """Lay the tiles' words out to be read from afar (``piece_item.FAR_SPOTS``: larger
        words, smaller pictures, prices as dark as the names), or as usual. The play
        window's TV mode turns it on; the editor never does."""
        if far == self._far_words:
            return
        self._far_words = far
        for item in self._pieces.values():
            item.set_far(far)

    def word_sizes(self) -> list[tuple[str, str, float]]:
        """Every word on the tiles: (spot, text, font pixel size in scene units)."""
        return [word for item in self._pieces.values() for word in item.word_sizes()]

    def set_level_of_detail(self, scale: float) -> None:
        """Draw the pieces as plain coloured hexes (an :class:`~.overview.Overview`, which a
        :class:`~.view.BoardView` paints with the table) while a hex is smaller than
        ``OVERVIEW_HEX_PX`` on screen at ``scale`` (pixels per scene unit), as tiles
        otherwise; a view calls it before each paint."""
        summarised = scale * HEX_SIZE < OVERVIEW_HEX_PX
        if summarised == self._summarised:
            return
        self._summarised = summarised
        for item in self._pieces.values():
            item.set_summarised(summarised)
        self._refresh_overview()

    def overview_item(self) -> Overview | None:
        """The overview of the pieces while they are tiny on screen, or None."""
        return self._overview if self._summarised else None

    def _refresh_overview(self) -> None:
        self._overview.set_pieces(self._pieces if self._summarised else {})

    def set_screen_cache(self, cached: bool) -> None:
        """Keep each piece's pixels between two paints of a screen (Qt's device-coordinate
        cache), or not. A :class:`~.view.BoardView` turns it on for its scene: a repaint or a
        pan then copies pixels, and a zoom step draws each piece once from its picture
        (``tile_cache``). Off for a scene that is exported: a cached item would paint its
        pixels into a PDF or an SVG instead of vector art.
        """
        self._cache_mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if cached
                            else QGraphicsItem.CacheMode.NoCache)
        for item in self._pieces.values():
            item.setCacheMode(self._cache_mode)
        if self._sites_item is not None:
            self._sites_item.setCacheMode(self._cache_mode)

    def _new_sites_item(self, sites: Iterable[Cell]) -> SitesItem:
        item = SitesItem(sites)
        item.setCacheMode(self._cache_mode)  # Qt keeps the visible part's pixels on a screen
        return item

    def _order_stacks(self) -> None:
        """On a hex with buried pieces, draw the later of its drawn pieces on top.

        A kept item would otherwise stay under one made anew, so after the top piece of
        a stack is deleted the next click would take the piece below the new top.
        """
        if not self._graph.buried:
            return
        pieces = self._track.pieces
        for _cell, stacked in self._graph.overlaps:
            if len(stacked) <= MAX_DRAWN_STACK:
                continue
            drawn = [self._pieces[pieces[i].id] for i in stacked[-MAX_DRAWN_STACK:] if pieces[i].id in self._pieces]
            for lower, upper in zip(drawn, drawn[1:]):
                lower.stackBefore(upper)

    @staticmethod
    def _loose_states(graph: TrackGraph) -> dict[int, dict[int, ConnectorState]]:
        """piece index -> {connector: "open" or "blocked"} for the pieces with a connector
        that joins nothing (every other connector is joined)."""
        loose: dict[int, dict[int, ConnectorState]] = {}
        for piece_index, conn in graph.open_connectors:
            loose.setdefault(piece_index, {})[conn] = "open"
        for (piece_index, conn), _hit in graph.blocked_connectors:
            loose.setdefault(piece_index, {})[conn] = "blocked"
        return loose

    def _clear_own_items(self) -> None:
        self.set_heat_map(None)
        self._clear_markers()
        self._clear_highlight_cells()
        for item in self._pieces.values():
            self.removeItem(item)
        self._pieces.clear()
        self._pieces_rect = None
        self._problem_ids.clear()
        self._refresh_overview()
        if self._sites_item is not None:
            self.removeItem(self._sites_item)
            self._sites_item = None
        self._diagnostics = ()
        self._highlighted = frozenset()

    def _update_scene_rect(self) -> None:
        # Room to pan around the board: half a board (at least four hexes) on every side.
        board = self.board_rect()
        margin = max(board.width(), board.height(), 8 * HEX_SIZE) / 2
        self.setSceneRect(board.adjusted(-margin, -margin, margin, margin))

    # ---------------------------------------------------------------- items

    def piece_item(self, piece_id: str) -> PieceItem:
        """The item drawing piece ``piece_id``; raises ``KeyError`` if there is none."""
        return self._pieces[piece_id]

    def piece_items(self) -> dict[str, PieceItem]:
        """Piece id -> item, for every piece on the board (a copy)."""
        return dict(self._pieces)

    def piece_at(self, pos: QPointF) -> PieceItem | None:
        """The topmost piece under a scene position, if any."""
        for item in self.items(pos):
            if isinstance(item, PieceItem):
                return item
        return None

    def board_rect(self) -> QRectF:
        """The scene rectangle covering every piece (and the sites when they are shown)."""
        rect = self._pieces_bounds()
        if self._sites_item is not None and self._sites_item.isVisible():
            rect = rect.united(self._sites_item.sceneBoundingRect())
        for marker in self._markers:  # a ghost hex for an open end may stick out
            rect = rect.united(marker.sceneBoundingRect())
        if rect.isNull():
            # An empty table: room for a first loop of a dozen hexes (a fit on a smaller
            # area shows a few huge hexes and leaves no room to build in view).
            centre = cell_center(Cell(0, 0))
            rect = QRectF(centre.x() - 7 * HEX_SIZE, centre.y() - 5 * HEX_SIZE, 14 * HEX_SIZE, 10 * HEX_SIZE)
        return rect

    def _pieces_bounds(self) -> QRectF:
        """The union of the pieces' rects (kept between edits, see ``_pieces_rect_after``)."""
        if self._pieces_rect is None:
            rect = QRectF()
            for item in self._pieces.values():
                rect = rect.united(item.sceneBoundingRect())
            self._pieces_rect = rect
        return QRectF(self._pieces_rect)

    def pieces_rect(self, piece_ids: Iterable[str], cells: Iterable[Cell] = ()) -> QRectF:
        """The scene rectangle covering the given pieces and cells (null if none exist)."""
        rect = QRectF()
        for piece_id in piece_ids:
            item = self._pieces.get(piece_id)
            if item is not None:
                rect = rect.united(item.sceneBoundingRect())
        for cell in cells:
            c = cell_center(cell)
            rect = rect.united(QRectF(c.x() - HEX_SIZE, c.y() - HEX_SIZE, 2 * HEX_SIZE, 2 * HEX_SIZE))
        return rect

    # ---------------------------------------------------------------- sites

    @property
    def sites_visible(self) -> bool:
        return self._sites_visible

    def set_sites_visible(self, visible: bool) -> None:
        """Show or hide the building sites (``graph.sites``) as faint dotted hexes."""
        self._sites_visible = visible
        if visible and self._sites_item is None:  # deferred by update_track while hidden
            self._sites_item = self._new_sites_item(self._graph.sites)
            self.addItem(self._sites_item)
        if self._sites_item is not None:
            self._sites_item.setVisible(visible)
        self._update_scene_rect()

    def sites_item(self) -> SitesItem | None:
        return self._sites_item

    # ----------------------------------------------------------- diagnostics

    @property
    def diagnostics(self) -> tuple[Diagnostic, ...]:
        return self._diagnostics

    def set_diagnostics(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Mark ``diagnostics`` on the board, replacing any marked before.

        Pieces a problem names get a warning outline; open connectors and connectors
        that hit the side of another piece get a warning marker at their edge; cells an
        overlap names are hatched. Problems naming no piece (a missing GO) show nothing
        here: the problems list carries them.
        """
        self._clear_markers()
        self._diagnostics = tuple(diagnostics)
        named: set[str] = set()
        codes_of: dict[str, set[Code]] = {}
        cells: set[Cell] = set()
        for diagnostic in self._diagnostics:
            named.update(diagnostic.pieces)
            for piece_id in diagnostic.pieces:
                codes_of.setdefault(piece_id, set()).add(diagnostic.code)
            if diagnostic.code in _CELL_CODES:
                cells.update(diagnostic.cells)
        self._mark_problems(named)
        pieces = self._track.pieces
        for piece_index, conn in self._graph.open_connectors:
            piece = pieces[piece_index]
            if Code.OPEN_CONNECTOR in codes_of.get(piece.id, ()):
                cell, direction = piece.connector_edges()[conn]
                self._add_marker(ConnectorMarkerItem(piece.id, cell, direction, "open"))
        for (piece_index, conn), _hit in self._graph.blocked_connectors:
            piece = pieces[piece_index]
            if codes_of.get(piece.id, set()) & {Code.BRANCH, Code.RAILROAD_NOT_AT_END}:
                cell, direction = piece.connector_edges()[conn]
                self._add_marker(ConnectorMarkerItem(piece.id, cell, direction, "blocked"))
        for cell in sorted(cells):
            self._add_marker(ProblemCellItem(cell))
        if self._graph.buried:
            for cell, stacked in self._graph.overlaps:
                if cell in cells and len(stacked) > MAX_DRAWN_STACK:
                    self._add_marker(StackCountItem(cell, len(stacked)))
        self._update_scene_rect()

    def problem_piece_ids(self) -> frozenset[str]:
        """Ids of the pieces currently outlined as part of a problem."""
        return frozenset(self._problem_ids)

    def marker_items(self) -> list[QGraphicsItem]:
        """The problem markers on the board (connector warnings and hatched cells)."""
        return list(self._markers)

    def _add_marker(self, item: QGraphicsItem) -> None:
        self._markers.append(item)
        self.addItem(item)

    def _clear_markers(self) -> None:
        for item in self._markers:
            self.removeItem(item)
        self._markers.clear()

    # ------------------------------------------------------------- highlight

    def highlight_pieces(self, piece_ids: Iterable[str], cells: Iterable[Cell] = ()) -> QRectF:
        """Give the selection highlight to exactly these pieces (and cells); returns their rect.

        Ids not on the board are ignored; an empty list clears the highlight.
        """
        ids = frozenset(piece_ids)
        cells = tuple(cells)
        self._mark_highlighted(frozenset(pid for pid in ids if pid in self._pieces))
        self._clear_highlight_cells()
        for cell in cells:
            marker = ProblemCellItem(cell)
            marker.setPen(_highlight_pen())
            marker.setBrush(QColor(28, 126, 214, 40))
            marker.setZValue(Layer.HIGHLIGHT)
            self._highlighted_cells.append(marker)
            self.addItem(marker)
        return self.pieces_rect(self._highlighted, cells)

    def highlighted_piece_ids(self) -> frozenset[str]:
        return self._highlighted

    def _mark_highlighted(self, ids: frozenset[str]) -> None:
        """Give the highlight to the pieces ``ids`` (on the board) and take it from the others."""
        for piece_id in self._highlighted ^ ids:
            item = self._pieces.get(piece_id)
            if item is not None:
                item.set_highlighted(piece_id in ids)
        self._highlighted = ids

    def _mark_problems(self, ids: set[str]) -> None:
        """Outline the pieces ``ids`` as part of a problem, and no other."""
        for piece_id in self._problem_ids ^ ids:
            item = self._pieces.get(piece_id)
            if item is not None:
                item.set_problem(piece_id in ids)
        self._problem_ids = {piece_id for piece_id in ids if piece_id in self._pieces}

    def _clear_highlight_cells(self) -> None:
        for item in self._highlighted_cells:
            self.removeItem(item)
        self._highlighted_cells.clear()

    # -------------------------------------------------------------- heat map

    def set_heat_map(self, values: Sequence[float] | None, title: str | None = None) -> None:
        """Lay a heat map over the spaces: ``values[i]`` for space ``i`` in playing order from
        GO (``Game.space_names``, ``graph.spaces``), shown as a colour and a percentage
        (:mod:`.heatmap`), with a legend titled ``title`` (default: the turns ending on the
        space). None removes it; so does the next :meth:`set_track` or :meth:`update_track`.

        Raises ``ValueError`` if there is not one value per space of the track drawn.
        """
        if values is None:
            if self._heat_item is None:
                return
            self.removeItem(self._heat_item)
            self._heat_item = None
            self.heatMapChanged.emit()
            return
        spaces = self._graph.spaces
        item = hex_heat_map(spaces, HeatScale.of(values, title))
        if self._heat_item is not None:
            self.removeItem(self._heat_item)
        self._heat_item = item
        self.addItem(item)
        self.heatMapChanged.emit()

    def heat_scale(self) -> HeatScale | None:
        """The heat map laid on the board (its values, range and title), or None."""
        return None if self._heat_item is None else self._heat_item.scale

    def heat_item(self) -> HeatMapItem | None:
        return self._heat_item

    # ---------------------------------------------------------------- bridges

    def set_bridge_position(self, piece_id: str, position: BridgePosition) -> None:
        """Show bridge ``piece_id`` raised or lowered (kept across :meth:`set_track`)."""
        self._bridges[piece_id] = position
        item = self._pieces.get(piece_id)
        if item is not None:
            item.set_bridge_position(position)


def _highlight_pen() -> QPen:
    pen = QPen(colours.HIGHLIGHT, 2.5)
    pen.setDashPattern([2.0, 1.5])
    return pen


_JOINED: dict[int, tuple[ConnectorState, ...]] = {n: ("joined",) * n for n in range(4)}


def _states(placement: Placement, loose: dict[int, ConnectorState] | None) -> tuple[ConnectorState, ...]:
    """Each connector's state, in connector order: joined unless listed as loose."""
    count = len(placement.connector_directions)
    if loose is None:
        return _JOINED[count]
    return tuple(loose.get(c, "joined") for c in range(count))
