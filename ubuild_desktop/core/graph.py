"""The adjacency graph of a track, derived from geometry alone.

:func:`build_graph` looks at where pieces sit and where their connectors point and
derives everything else: which hexes overlap, which connectors join (two connectors on
the same lattice edge from opposite sides), which are open or clip into the side of
another piece, the connected components (with the virtual link between the two
railroads), the cycle of spaces in playing order, and the building sites.

Joins are never stored as truth: a :class:`TrackGraph` is derived again after every
edit. :class:`LiveGraph` derives it edit by edit, and :func:`build_graph` is a
:class:`LiveGraph` started from nothing, so there is one derivation, in two parts:

- **Local facts**, kept by piece id between edits and changed only where an edit
  touches: each placement's hexes and connectors (worked out once per placement), the
  pieces on each hex, the connectors on each lattice edge, and which connectors join.
  Whether a connector joins depends only on the connectors of its edge, and whether a
  loose one is open or blocked on the hex it faces, so an edit looks again only at the
  edges of the hexes it emptied or filled.
- **Global facts**, read from the local ones after every edit in a few dict lookups per
  piece: who owns each hex (copied and patched while the pieces keep their order), the
  components (union-find over the joins) and the walk round the cycle. The spaces and
  sites of a cycle are kept from the last graph that had one: a space whose piece and
  hex are the same objects as then is the same :class:`Space`, and the sites are the
  same dict when the spaces sit on the same hexes in the same order and no other hex
  changed (a drop that breaks the loop, then its undo); otherwise they are found again.

``tests/core/test_live_graph.py`` checks on random edit sequences that a patched graph
(and its report) equals the one derived from nothing, after every edit.

Everything here is a dict lookup per hex or connector, so building the graph is linear in
the number of pieces, and an edit costs its own size plus a few lookups per piece.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import mul
from typing import NamedTuple

from ._gc import gc_paused
from .limits import MAX_DRAWN_STACK
from .lattice import HEX, HEX_DIRECTIONS, Cell, Edge
from .pieces import CORNER_KINDS, PieceKind, SpaceKind, load_box
from .track import Placement, Track

# Connector reference: (piece index, connector index).
ConnectorRef = tuple[int, int]
# The same by piece id, as LiveGraph keeps it between edits (indices shift on a delete).
_Ref = tuple[str, int]

# The order the book's corners come in along the direction of play.
CORNER_ORDER: tuple[PieceKind, ...] = (
    PieceKind.GO,
    PieceKind.JAIL,
    PieceKind.FREE_PARKING,
    PieceKind.GO_TO_JAIL,
)


@dataclass(frozen=True, slots=True)
class Space:
    """One track space a mover can stop on, in playing order."""

    index: int
    piece_id: str
    hex_index: int
    cell: Cell
    kind: SpaceKind
    tile: str | None = None  # for district and planning spaces: the printed tile ("D3")


@dataclass(frozen=True, slots=True)
class Site:
    """An empty hex next to the track where a special building may stand."""

    cell: Cell
    touches: tuple[int, ...]  # indices of the spaces sharing an edge with the site
    neighbours: tuple[Cell, ...]  # sites one hazard move away


@dataclass(slots=True)
class TrackGraph:
    """Everything derived from a track's geometry. Build it with :func:`build_graph`."""

    track: Track
    cell_owner: dict[Cell, tuple[int, int]] = field(default_factory=dict)  # cell -> (piece, hex)
    overlaps: list[tuple[Cell, tuple[int, ...]]] = field(default_factory=list)
    # Pieces under the top MAX_DRAWN_STACK of a stack on every one of their hexes: not
    # drawn, and reported only through their hexes' overlap (see ``core/limits.py``).
    buried: set[int] = field(default_factory=set)
    joins: dict[ConnectorRef, ConnectorRef] = field(default_factory=dict)
    open_connectors: list[ConnectorRef] = field(default_factory=list)
    blocked_connectors: list[tuple[ConnectorRef, int]] = field(default_factory=list)  # (conn, piece it hits)
    components: list[list[int]] = field(default_factory=list)
    railroads: list[int] = field(default_factory=list)
    # The cycle, when the pieces form one: pieces in playing order (railroads included)
    # and the spaces in playing order, starting at GO.
    piece_cycle: list[int] | None = None
    spaces: list[Space] = field(default_factory=list)
    railroad_jump_after: int | None = None  # the space after which a mover jumps
    sites: dict[Cell, Site] = field(default_factory=dict)

    @property
    def pieces(self) -> tuple[Placement, ...]:
        return self.track.pieces

    def piece_index(self, piece_id: str) -> int:
        for i, piece in enumerate(self.track.pieces):
            if piece.id == piece_id:
                return i
        raise KeyError(piece_id)

    def joined_pairs(self) -> set[frozenset[str]]:
        """Every join as a pair of piece ids (the railroad link excluded)."""
        pieces = self.track.pieces
        return {frozenset((pieces[a[0]].id, pieces[b[0]].id)) for a, b in self.joins.items()}


def build_graph(track: Track) -> TrackGraph:
    """Derive the joins, components, cycle of spaces and sites of ``track``."""
    return LiveGraph(track).graph


class _Shape(NamedTuple):
    """What one placement covers, worked out once per placement (a tuple: made by the
    thousand when a big track is opened)."""

    placement: Placement
    cells: tuple[Cell, ...]
    connectors: tuple[tuple[Cell, int, Edge], ...]  # (its hex, absolute direction, lattice edge)
    kinds: tuple[SpaceKind, ...]  # the space each hex is


def _shape_of(placement: Placement) -> _Shape:
    cells = placement.cells()
    connectors = tuple((cell, d, HEX.edge(cell, d)) for cell, d in placement.connector_edges())
    kinds = _SPACE_KINDS.get(placement.kind)
    if kinds is None:
        kinds = _SPACE_KINDS[placement.kind] = tuple(load_box().spec(placement.kind).spaces)
    return _Shape(placement, cells, connectors, kinds)


_SPACE_KINDS: dict[PieceKind, tuple[SpaceKind, ...]] = {}  # the box's spaces of each piece kind


@dataclass(frozen=True, slots=True)
class _Cycle:
    """The last cycle found: what the next one can take from it (see the module docstring)."""

    walk: list[tuple[Placement, int]]  # the piece and hex of each space, in playing order
    spaces: list[Space]
    cells: list[Cell]  # of the spaces, in playing order
    occupied: frozenset[Cell]  # every hex with a piece on it
    sites: dict[Cell, Site]


class LiveGraph:
    """A track's graph kept up to date edit by edit.

    :meth:`update` takes the track after an edit (any track: an unrelated one costs what a
    fresh build costs) and derives again only what the edit touched; :attr:`graph` is the
    current :class:`TrackGraph`, a new object after each update, so a graph handed out
    before never changes.
    """

    def __init__(self, track: Track) -> None:
        self._ids: tuple[str, ...] = ()
        self._shapes: dict[str, _Shape] = {}
        self._on: dict[Cell, list[tuple[str, int]]] = {}  # hex -> (piece id, hex index), any order
        self._stacked: set[Cell] = set()  # hexes with more than one piece
        self._at_edge: dict[Edge, list[tuple[_Ref, Cell, int]]] = {}  # edge -> (connector, hex, direction)
        self._joined: dict[_Ref, _Ref] = {}
        self._loose: set[_Ref] = set()  # not joined: open, or blocked by the hex it faces
        self._cycle: _Cycle | None = None
        self.graph = TrackGraph(track=Track())
        self.update(track)

    def update(self, track: Track) -> TrackGraph:
        """The graph of ``track``, derived from the previous one; also :attr:`graph`."""
        with gc_paused():
            touched, unplugged = self._place(track)
            decided = self._decide(touched) | unplugged
            self.graph = self._derive(track, touched, decided)
        self._ids = tuple(p.id for p in track.pieces)
        return self.graph

    # ------------------------------------------------------------- local facts

    def _place(self, track: Track) -> tuple[set[Cell], set[_Ref]]:
        """Take the gone and changed pieces off their hexes and edges, put the new and
        changed ones on; returns every hex that was emptied or filled, and the connectors
        taken off."""
        shapes = self._shapes
        present: set[str] = set()
        new: list[_Shape] = []
        for placement in track.pieces:
            present.add(placement.id)
            old = shapes.get(placement.id)
            if old is None or old.placement is not placement:
                new.append(_shape_of(placement))
        gone = [shape for pid, shape in shapes.items() if pid not in present]
        gone += [shapes[shape.placement.id] for shape in new if shape.placement.id in shapes]
        touched: set[Cell] = set()
        unplugged: set[_Ref] = set()
        for shape in gone:
            pid = shape.placement.id
            del shapes[pid]
            for h, cell in enumerate(shape.cells):
                here = self._on[cell]
                here.remove((pid, h))
                if len(here) < 2:
                    self._stacked.discard(cell)
                if not here:
                    del self._on[cell]
                touched.add(cell)
            for c, (cell, d, edge) in enumerate(shape.connectors):
                refs = self._at_edge[edge]
                refs.remove(((pid, c), cell, d))
                if not refs:
                    del self._at_edge[edge]
                self._unjoin((pid, c))
                unplugged.add((pid, c))
        for shape in new:
            pid = shape.placement.id
            shapes[pid] = shape
            for h, cell in enumerate(shape.cells):
                here = self._on.setdefault(cell, [])
                here.append((pid, h))
                if len(here) > 1:
                    self._stacked.add(cell)
                touched.add(cell)
            for c, (cell, d, edge) in enumerate(shape.connectors):
                self._at_edge.setdefault(edge, []).append(((pid, c), cell, d))
        return touched, unplugged

    def _unjoin(self, ref: _Ref) -> None:
        partner = self._joined.pop(ref, None)
        if partner is not None:
            del self._joined[partner]  # on the same edge: decided again with it
        self._loose.discard(ref)

    def _decide(self, touched: set[Cell]) -> set[_Ref]:
        """Decide again which connectors join, on every edge of a touched hex; returns
        the connectors decided (their joins may have changed)."""
        edges: Iterable[Edge]
        if 6 * len(touched) >= len(self._at_edge):
            edges = list(self._at_edge)  # most of the track: every edge once
        else:
            edges = {HEX.edge(cell, d) for cell in touched for d in range(6)}
        decided: set[_Ref] = set()
        for edge in edges:
            refs = self._at_edge.get(edge)
            if not refs:
                continue
            for ref, _cell, _d in refs:
                self._unjoin(ref)
                decided.add(ref)
            # Two connectors on one edge from opposite sides, of two pieces: a join.
            if len(refs) == 2 and refs[0][1] != refs[1][1] and refs[0][0][0] != refs[1][0][0]:
                a, b = refs[0][0], refs[1][0]
                self._joined[a] = b
                self._joined[b] = a
            else:
                self._loose.update(ref for ref, _cell, _d in refs)
        return decided

    # ------------------------------------------------------------ the graph

    def _derive(self, track: Track, touched: set[Cell], decided: set[_Ref]) -> TrackGraph:
        graph = TrackGraph(track=track)
        pieces = track.pieces
        index = {p.id: i for i, p in enumerate(pieces)}
        shapes = [self._shapes[p.id] for p in pieces]
        same_order = self._ids == tuple(index)
        self._owners(graph, index, touched if same_order else None)
        self._overlaps(graph, index)
        self._joins(graph, index, decided if same_order else None)
        self._loose_ends(graph, index, shapes)
        graph.railroads = [i for i, p in enumerate(pieces) if p.kind == PieceKind.RAILROAD]
        walk = _walk(graph, shapes)
        if walk is None:
            _components(graph, len(pieces))
        else:  # a walk through every piece: one component
            graph.components = [list(range(len(pieces)))]
            self._spaces_and_sites(graph, walk)
        return graph

    def _owners(self, graph: TrackGraph, index: dict[str, int], touched: set[Cell] | None) -> None:
        """cell -> (first piece on it, its hex): the last graph's, patched where touched,
        while the pieces keep their order (``touched`` None: made again)."""
        on = self._on
        cells: Iterable[Cell]
        if touched is not None:
            owner = graph.cell_owner = self.graph.cell_owner.copy()
            cells = touched
        else:
            owner = graph.cell_owner
            cells = list(on)
        for cell in cells:
            here = on.get(cell)
            if here is None:
                owner.pop(cell, None)
            elif len(here) == 1:
                pid, h = here[0]
                owner[cell] = (index[pid], h)
            else:
                owner[cell] = min((index[pid], h) for pid, h in here)

    def _overlaps(self, graph: TrackGraph, index: dict[str, int]) -> None:
        """The stacked hexes, in the order a walk through the pieces meets their second
        piece; and the pieces buried under the top of a stack on every hex."""
        found = []
        for cell in self._stacked:
            ordered = sorted((index[pid], h) for pid, h in self._on[cell])
            found.append((ordered[1], cell, tuple(i for i, _h in ordered)))
        found.sort()
        graph.overlaps = [(cell, ids) for _second, cell, ids in found]
        # Buried: every hex of the piece holds MAX_DRAWN_STACK later pieces (the top of a
        # stack is its last piece, as the board draws later pieces over earlier ones).
        covered: dict[Cell, set[int]] = {
            cell: set(ids[: len(ids) - MAX_DRAWN_STACK]) for cell, ids in graph.overlaps if len(ids) > MAX_DRAWN_STACK
        }
        if covered:
            under = set().union(*covered.values())
            pieces = graph.track.pieces
            graph.buried = {i for i in under if all(i in covered.get(cell, ()) for cell in pieces[i].cells())}

    def _joins(self, graph: TrackGraph, index: dict[str, int], decided: set[_Ref] | None) -> None:
        """The joins by piece index: the last graph's, patched for the connectors decided
        again, while the pieces keep their order (``decided`` None: made again)."""
        if decided is None:
            graph.joins = {(index[a[0]], a[1]): (index[b[0]], b[1]) for a, b in self._joined.items()}
            return
        joins = graph.joins = self.graph.joins.copy()
        for ref in decided:
            key = (index[ref[0]], ref[1]) if ref[0] in index else None
            partner = self._joined.get(ref)
            if partner is not None and key is not None:
                joins[key] = (index[partner[0]], partner[1])
            elif key is not None:
                joins.pop(key, None)

    def _loose_ends(self, graph: TrackGraph, index: dict[str, int], shapes: list[_Shape]) -> None:
        """Each connector that joins nothing: open, or blocked by the piece on the hex it faces."""
        owner = graph.cell_owner
        opened: list[ConnectorRef] = []
        blocked: list[tuple[ConnectorRef, int]] = []
        for pid, c in self._loose:
            i = index[pid]
            cell, d, _edge = shapes[i].connectors[c]
            hit = owner.get(HEX.neighbour(cell, d))
            if hit is None or hit[0] == i:
                opened.append((i, c))
            else:
                blocked.append(((i, c), hit[0]))
        graph.open_connectors = sorted(opened)
        graph.blocked_connectors = sorted(blocked)

    def _spaces_and_sites(self, graph: TrackGraph, walk: list[tuple[_Shape, int]]) -> None:
        """The spaces along the walk and the sites beside them, kept from the last cycle
        where they did not change."""
        last = self._cycle
        spaces: list[Space] = []
        for index, (shape, h) in enumerate(walk):
            if last is not None and index < len(last.walk):
                placement, hex_index = last.walk[index]
                if placement is shape.placement and hex_index == h:
                    spaces.append(last.spaces[index])
                    continue
            placement = shape.placement
            spaces.append(Space(index, placement.id, h, shape.cells[h], shape.kinds[h], placement.tile))
        graph.spaces = spaces
        cells = [space.cell for space in spaces]
        occupied = frozenset(graph.cell_owner)
        if last is not None and last.cells == cells and last.occupied == occupied:
            graph.sites = last.sites
        else:
            _sites(graph)
        self._cycle = _Cycle([(shape.placement, h) for shape, h in walk], spaces, cells, occupied, graph.sites)


def _components(graph: TrackGraph, count: int) -> None:
    """The pieces joined to each other (the railroads' link counted), largest group first."""
    linked: list[list[int]] = [[] for _ in range(count)]
    for (a, _), (b, _) in graph.joins.items():
        linked[a].append(b)  # each join is listed from both ends
    if len(graph.railroads) == 2:
        first, second = graph.railroads
        linked[first].append(second)
        linked[second].append(first)
    seen = [False] * count
    groups: list[list[int]] = []
    for start in range(count):
        if seen[start]:
            continue
        seen[start] = True
        group, todo = [], [start]
        while todo:
            piece = todo.pop()
            group.append(piece)
            for other in linked[piece]:
                if not seen[other]:
                    seen[other] = True
                    todo.append(other)
        group.sort()
        groups.append(group)
    graph.components = sorted(groups, key=lambda ids: (-len(ids), ids[0]))


def _walk(graph: TrackGraph, shapes: list[_Shape]) -> list[tuple[_Shape, int]] | None:
    """Walk the pieces in order if they form exactly one cycle (through the railroad link):
    sets the piece cycle and the railroad jump, and returns each space's (piece, hex) in
    playing order from GO; None when the pieces form no cycle (the walk must pass every
    piece, so they form one component)."""
    count = len(shapes)
    if not count or graph.overlaps:
        return None
    if graph.open_connectors or graph.blocked_connectors:
        return None
    railroads = graph.railroads
    if len(railroads) not in (0, 2):
        return None
    if railroads and any(graph.joins.get((r, 0), (r, 0))[0] in railroads for r in railroads):
        return None  # a railroad joined to a railroad: nothing to walk
    start = railroads[0] if railroads else 0
    order: list[int] = [start]
    entered: list[int] = [0]  # the connector each piece was entered by
    prev_ref: ConnectorRef = (start, 0)
    if shapes[start].placement.kind != PieceKind.RAILROAD:
        # Enter the first piece "by" connector 0 and leave by connector 1.
        prev_ref = (start, 1)
    while True:
        nxt = graph.joins.get(prev_ref)
        if nxt is None:
            return None
        piece_index, conn = nxt
        if piece_index == start:
            break
        if len(order) > count:
            return None
        order.append(piece_index)
        entered.append(conn)
        if shapes[piece_index].placement.kind == PieceKind.RAILROAD:
            break  # reached the other end of an open track
        prev_ref = (piece_index, 1 - conn)
    if len(order) != count:
        return None
    # Lay out the spaces in walking order.
    walk: list[tuple[_Shape, int]] = []
    for piece_index, conn in zip(order, entered):
        shape = shapes[piece_index]
        if shape.placement.kind == PieceKind.RAILROAD:
            continue
        hexes = len(shape.cells)
        hex_order = range(hexes) if conn == 0 else range(hexes - 1, -1, -1)
        walk.extend((shape, h) for h in hex_order)
    if railroads:
        # Walking from a railroad: the jump happens after the last space of the walk.
        jump_after_walk_index: int | None = len(walk) - 1
    else:
        jump_after_walk_index = None
    if not _playing_forward(graph, walk):
        walk.reverse()
        order.reverse()
        if jump_after_walk_index is not None:
            jump_after_walk_index = len(walk) - 1  # still the last: both ends swap
    # Start at GO when there is one.
    go_at = next((k for k, (shape, _) in enumerate(walk) if shape.placement.kind == PieceKind.GO), 0)
    walk = walk[go_at:] + walk[:go_at]
    if jump_after_walk_index is not None:
        jump_after_walk_index = (jump_after_walk_index - go_at) % len(walk) if walk else None
    graph.piece_cycle = order
    graph.railroad_jump_after = jump_after_walk_index
    return walk


def _playing_forward(graph: TrackGraph, walk: list[tuple[_Shape, int]]) -> bool:
    """Whether the walk as found already runs in the direction of play."""
    override = graph.track.direction
    area = _signed_area([shape.cells[h] for shape, h in walk])
    if override is not None:
        return (area >= 0) == (override == "clockwise")
    if graph.railroads:
        corners = [shape.placement.kind for shape, _h in walk if shape.placement.kind in CORNER_KINDS]
        score = _corner_order_score(corners)
        if score != 0:
            return score > 0
    return area >= 0  # clockwise on screen (y grows downwards)


def _corner_order_score(corners: list[PieceKind]) -> int:
    """How much better the corners read forwards than backwards in the book's order."""
    rank = {kind: i for i, kind in enumerate(CORNER_ORDER)}
    score = 0
    for a, b in zip(corners, corners[1:]):
        step = (rank[b] - rank[a]) % len(CORNER_ORDER)
        if step == 1:
            score += 1
        elif step == len(CORNER_ORDER) - 1:
            score -= 1
    return score


def _signed_area(cells: list[Cell]) -> int:
    """The sign of the area of the polygon through the hex centres (> 0: clockwise on
    screen), exactly: for centres (sqrt(3) * (q + r/2), 1.5 * r), twice the area is
    1.5 * sqrt(3) times the sum of q1 * r2 - q2 * r1 over the polygon's sides."""
    qs = [q for q, _r in cells]
    rs = [r for _q, r in cells]
    return sum(map(mul, qs, rs[1:] + rs[:1])) - sum(map(mul, qs[1:] + qs[:1], rs))


def _sites(graph: TrackGraph) -> None:
    """Empty hexes sharing an edge with a track space, what they touch, and their neighbours."""
    # Plain tuples compare and hash like Cells and are much cheaper to make in this loop.
    owner = graph.cell_owner
    touches: dict[tuple[int, int], list[int]] = {}
    for space in graph.spaces:
        q, r = space.cell
        for dq, dr in HEX_DIRECTIONS:
            near = (q + dq, r + dr)
            if near not in owner:
                touches.setdefault(near, []).append(space.index)
    sites: dict[Cell, Site] = {}
    for (q, r), indices in touches.items():
        neighbours = tuple(Cell(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS if (q + dq, r + dr) in touches)
        cell = Cell(q, r)
        # Spaces are visited in index order and touch a site at most once: already sorted.
        sites[cell] = Site(cell, tuple(indices), neighbours)
    graph.sites = sites
