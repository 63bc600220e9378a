"""The adjacency graph of a track, derived from geometry alone.

:func:`build_graph` looks at where pieces sit and where their connectors point and
derives everything else: which hexes overlap, which connectors join (two connectors on
the same lattice edge from opposite sides), which are open or clip into the side of
another piece, the connected components (with the virtual link between the two
railroads), the cycle of spaces in playing order, and the building sites.

Joins are never stored as truth: a :class:`TrackGraph` is rebuilt after every edit.
Everything here is a dict lookup per hex or connector, so building the graph is linear in
the number of pieces.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ._gc import gc_paused
from .limits import MAX_DRAWN_STACK
from .lattice import HEX, HEX_DIRECTIONS, Cell, Edge
from .pieces import CORNER_KINDS, PieceKind, SpaceKind, load_box
from .track import Placement, Track

# Connector reference: (piece index, connector index).
ConnectorRef = tuple[int, int]

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
    graph = TrackGraph(track=track)
    pieces = track.pieces
    with gc_paused():
        _occupy(graph, pieces)
        _join(graph, pieces)
        _components(graph, len(pieces))
        _cycle(graph, pieces)
        _sites(graph)
    return graph


def _occupy(graph: TrackGraph, pieces: tuple[Placement, ...]) -> None:
    stacked: dict[Cell, list[int]] = {}
    owner = graph.cell_owner
    for i, piece in enumerate(pieces):
        if piece.kind == PieceKind.RAILROAD:
            graph.railroads.append(i)
        for h, cell in enumerate(piece.cells()):
            if cell in owner:
                stacked.setdefault(cell, [owner[cell][0]]).append(i)
            else:
                owner[cell] = (i, h)
    graph.overlaps = [(cell, tuple(ids)) for cell, ids in stacked.items()]
    # Buried: every hex of the piece holds MAX_DRAWN_STACK later pieces (the top of a
    # stack is its last piece, as the board draws later pieces over earlier ones).
    under: set[int] = set()
    for ids in stacked.values():
        if len(ids) > MAX_DRAWN_STACK:
            under.update(ids[: len(ids) - MAX_DRAWN_STACK])
    if under:
        covered: dict[Cell, set[int]] = {
            cell: set(ids[: len(ids) - MAX_DRAWN_STACK]) for cell, ids in stacked.items()
        }
        for i in under:
            if all(i in covered.get(cell, ()) for cell in pieces[i].cells()):
                graph.buried.add(i)


def _join(graph: TrackGraph, pieces: tuple[Placement, ...]) -> None:
    by_edge: dict[Edge, list[tuple[ConnectorRef, Cell, int]]] = {}
    for i, piece in enumerate(pieces):
        for c, (cell, direction) in enumerate(piece.connector_edges()):
            by_edge.setdefault(HEX.edge(cell, direction), []).append(((i, c), cell, direction))
    owner = graph.cell_owner
    for refs in by_edge.values():
        if len(refs) == 2 and refs[0][1] != refs[1][1] and refs[0][0][0] != refs[1][0][0]:
            a, b = refs[0][0], refs[1][0]
            graph.joins[a] = b
            graph.joins[b] = a
            continue
        for ref, cell, direction in refs:
            hit = owner.get(HEX.neighbour(cell, direction))
            if hit is None or hit[0] == ref[0]:
                graph.open_connectors.append(ref)
            else:
                graph.blocked_connectors.append((ref, hit[0]))
    graph.open_connectors.sort()
    graph.blocked_connectors.sort()


def _components(graph: TrackGraph, count: int) -> None:
    parent = list(range(count))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb

    for a, b in graph.joins.items():
        union(a[0], b[0])
    if len(graph.railroads) == 2:
        union(graph.railroads[0], graph.railroads[1])
    groups: dict[int, list[int]] = {}
    for i in range(count):
        groups.setdefault(find(i), []).append(i)
    graph.components = sorted(groups.values(), key=lambda ids: (-len(ids), ids[0]))


def _cycle(graph: TrackGraph, pieces: tuple[Placement, ...]) -> None:
    """Walk the pieces in order if they form exactly one cycle (through the railroad link)."""
    if not pieces or len(graph.components) != 1 or graph.overlaps:
        return
    if graph.open_connectors or graph.blocked_connectors:
        return
    railroads = graph.railroads
    if len(railroads) not in (0, 2):
        return
    if railroads and any(graph.joins.get((r, 0), (r, 0))[0] in railroads for r in railroads):
        return  # a railroad joined to a railroad: nothing to walk
    start = railroads[0] if railroads else 0
    order: list[int] = [start]
    entered: list[int] = [0]  # the connector each piece was entered by
    prev_ref: ConnectorRef = (start, 0)
    if pieces[start].kind != PieceKind.RAILROAD:
        # Enter the first piece "by" connector 0 and leave by connector 1.
        prev_ref = (start, 1)
    while True:
        nxt = graph.joins.get(prev_ref)
        if nxt is None:
            return
        piece_index, conn = nxt
        if piece_index == start:
            break
        if len(order) > len(pieces):
            return
        order.append(piece_index)
        entered.append(conn)
        piece = pieces[piece_index]
        if piece.kind == PieceKind.RAILROAD:
            break  # reached the other end of an open track
        prev_ref = (piece_index, 1 - conn)
    if len(order) != len(pieces):
        return
    # Lay out the spaces in walking order.
    walk: list[tuple[int, int]] = []  # (piece, hex)
    for piece_index, conn in zip(order, entered):
        piece = pieces[piece_index]
        hexes = len(piece.cells())
        if piece.kind == PieceKind.RAILROAD:
            continue
        hex_order = range(hexes) if conn == 0 else range(hexes - 1, -1, -1)
        walk.extend((piece_index, h) for h in hex_order)
    if railroads:
        # Walking from a railroad: the jump happens after the last space of the walk.
        jump_after_walk_index: int | None = len(walk) - 1
    else:
        jump_after_walk_index = None
    forward = _playing_forward(graph, pieces, walk)
    if not forward:
        walk.reverse()
        order.reverse()
        if jump_after_walk_index is not None:
            jump_after_walk_index = len(walk) - 1  # still the last: both ends swap
    # Start at GO when there is one.
    go_at = next((k for k, (p, _) in enumerate(walk) if pieces[p].kind == PieceKind.GO), 0)
    walk = walk[go_at:] + walk[:go_at]
    if jump_after_walk_index is not None:
        jump_after_walk_index = (jump_after_walk_index - go_at) % len(walk) if walk else None
    box = load_box()
    spaces: list[Space] = []
    for index, (piece_index, h) in enumerate(walk):
        piece = pieces[piece_index]
        kind = box.spec(piece.kind).spaces[h]
        spaces.append(Space(index, piece.id, h, piece.cells()[h], kind, piece.tile))
    graph.piece_cycle = order
    graph.spaces = spaces
    graph.railroad_jump_after = jump_after_walk_index


def _playing_forward(graph: TrackGraph, pieces: tuple[Placement, ...], walk: list[tuple[int, int]]) -> bool:
    """Whether the walk as found already runs in the direction of play."""
    override = graph.track.direction
    area = _signed_area([pieces[p].cells()[h] for p, h in walk])
    if override is not None:
        return (area >= 0) == (override == "clockwise")
    if graph.railroads:
        corners = [pieces[p].kind for p, h in walk if pieces[p].kind in CORNER_KINDS]
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


def _signed_area(cells: list[Cell]) -> float:
    """Twice the signed area of the polygon through the hex centres (> 0: clockwise on screen)."""
    total = 0.0
    points = [HEX.center(c) for c in cells]
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        total += x1 * y2 - x2 * y1
    return total


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
